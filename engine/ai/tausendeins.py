"""Computer players for German 1001 (Tausendeins) and Austrian Russeln: easy, normal and hard,
seeing a seat's view only (engine.games.tausendeins plays both games; docs/rules.md reads them).

- easy: rules of thumb from its own hand: bids on aces, guarded tens and marriages, leads its
  marriages and aces, takes a trick when it can (no counting, no partner);
- normal: counts the cards (masters, the other seats' voids and, in Russeln, the higher cards a
  seat showed it lacks by not beating), plays with its partner against the declarer, bids what
  play-outs of its hand on sampled deals say it makes, discards (1001) the points it would lose;
- hard: bids and discards by more play-outs; plays each card by sampling the hidden cards
  consistent with the view and valuing each candidate in every sample: an exact alpha-beta search
  (the declarer against the two defenders as one side, a transposition table, a node budget) once
  few cards are left, normal's play-out before that.

A deal's value, the declarer maximising it and the defenders minimising it, is the declarer's
deal score against the defenders' mean (the score sheet's deltas: the declarer's points, rounded,
if he made his bid, else minus the bid; each defender his own), kept doubled as a whole number:
``2·D + Cd − Md`` with D the declarer's deal score, Cd the card points the declarer takes (his
discards included) and Md the defenders' marriages (the constant 120 of the pack left out).
"""

from __future__ import annotations

import random
import time

from .. import cards as C
from ..actions import Action
from ..games.tausendeins import MAX_BID, STEP, VARIANTS
from ..tricks import round_to
from .base import Budget, ComputerPlayer, Evaluation, Figure

POINTS = C.POINTS
SUIT = C.SUIT_MASK
PAIR = C.MARRIAGE_MASK
KING, QUEEN, TEN, ACE = C.KING, C.QUEEN, C.TEN, C.ACE
INF = 10**6


# ---------------------------------------------------------------- the rules on masks


class Game:
    """The rules of a deal that the players need, read from the engine's variant and the table's
    agreements: the pack, the marriages' values, the play duty, whether a marriage makes trumps."""

    __slots__ = ("name", "pack", "hand", "talon", "marriages", "must_beat", "void_trumps", "trumps", "least")

    def __init__(self, rules):
        v = VARIANTS[rules.game]
        self.name = rules.game
        self.pack, self.hand, self.talon, self.least = v.pack, v.hand, v.talon, v.least
        self.marriages = tuple(v.marriages[s] for s in range(4))
        self.must_beat = v.must_beat
        self.void_trumps = v.must_beat and bool(rules.russeln_void_trumps)
        self.trumps = rules.game != "tausendeins" or bool(rules.tausendeins_trumps)


def above(c: int) -> int:
    """The cards of c's suit that beat it."""
    return SUIT[c // 6] & ~((1 << (c + 1)) - 1)


def best_of(trick, trump) -> tuple[int, int]:
    """The seat winning the trick so far and its card (engine.play.trick_winner's rule)."""
    seat, best = trick[0]
    for s, c in trick[1:]:
        if c // 6 == best // 6 and c > best or (c // 6 == trump and best // 6 != trump):
            seat, best = s, c
    return seat, best


def allowed(g: Game, hand: int, trick, trump) -> int:
    """The cards the seat to play may play (engine.games.tausendeins.play_rule, on masks): follow
    suit; in Russeln beat the highest card so far if possible and, void, trump (over a trump in the
    trick if possible) under russeln_void_trumps; in 1001, void, any card."""
    if not trick:
        return hand
    led = trick[0][1] // 6
    follow = hand & SUIT[led]
    best = best_of(trick, trump)[1]
    if follow:
        if g.must_beat and best // 6 == led:
            higher = follow & above(best)
            if higher:
                return higher
        return follow
    if not g.void_trumps or trump is None:
        return hand
    trumps = hand & SUIT[trump]
    if not trumps:
        return hand
    if best // 6 == trump:
        over = trumps & above(best)
        if over:
            return over
    return trumps


def announces(hand: int, c: int) -> bool:
    """Leading this card announces a marriage: a king or queen with its partner in hand."""
    return c % 6 in (KING, QUEEN) and hand & PAIR[c // 6] == PAIR[c // 6]


def deal_score(taken: int, bid: int) -> int:
    """The declarer's deal score: what he took, rounded to ten, if it reaches the bid (unrounded),
    else minus the bid (engine.games.tausendeins.deal_scores)."""
    return round_to(taken, STEP) if taken >= bid else -bid


class Pos:
    """A deal in play with every card placed (one sample of the hidden cards): the hands by seat,
    the trick so far, the trumps, the seat to play and the declarer's points so far (T). Values
    are the doubled relative score of the module's docstring, from here to the end."""

    __slots__ = ("g", "h", "trick", "trump", "turn", "T", "declarer", "bid")

    def __init__(self, g: Game, h, trick, trump, turn, T, declarer, bid):
        self.g, self.h, self.trick, self.trump, self.turn = g, h, trick, trump, turn
        self.T, self.declarer, self.bid = T, declarer, bid

    def copy(self) -> Pos:
        return Pos(self.g, list(self.h), self.trick, self.trump, self.turn, self.T, self.declarer, self.bid)

    def cards_left(self) -> int:
        return C.count(self.h[0] | self.h[1] | self.h[2])

    def play(self, c: int) -> int:
        """Play ``c`` for the seat to play; the value it adds at once (a marriage of a defender, a
        trick the declarer takes); the declarer's own points go to T (the bid decides on them)."""
        s, g = self.turn, self.g
        add = 0
        if not self.trick and announces(self.h[s], c):
            m = g.marriages[c // 6]
            if s == self.declarer:
                self.T += m
            else:
                add -= m
            if g.trumps:
                self.trump = c // 6
        self.h[s] &= ~(1 << c)
        trick = self.trick + ((s, c),)
        if len(trick) < 3:
            self.trick, self.turn = trick, (s + 1) % 3
            return add
        w = best_of(trick, self.trump)[0]
        if w == self.declarer:
            pts = POINTS[trick[0][1]] + POINTS[trick[1][1]] + POINTS[trick[2][1]]
            self.T += pts
            add += pts
        self.trick, self.turn = (), w
        return add

    def final(self) -> int:
        return 2 * deal_score(self.T, self.bid)


def solve(p: Pos, nodes: int, tt: dict | None = None) -> int:
    """The exact value of ``p`` (both sides playing perfectly, every marriage announced when its
    card is led); raises Budget past ``nodes`` nodes."""
    search = _Search(p, nodes, {} if tt is None else tt)
    return search.ab(list(p.h), p.trick, p.trump, p.turn, p.T, -INF, INF)


class _Search:
    def __init__(self, p: Pos, nodes: int, tt: dict):
        self.g, self.declarer, self.bid = p.g, p.declarer, p.bid
        self.nodes, self.tt = nodes, tt

    def ab(self, h, trick, trump, turn, T, alpha, beta) -> int:
        self.nodes -= 1
        if self.nodes < 0:
            raise Budget
        g, declarer = self.g, self.declarer
        hand = h[turn]
        key = None
        if not trick:
            if not hand:
                return 2 * deal_score(T, self.bid)
            key = (h[0], h[1], h[2], turn, trump, T)
            hit = self.tt.get(key)
            if hit is not None:
                lo, hi = hit
                if lo >= beta or lo == hi:
                    return lo
                if hi <= alpha:
                    return hi
                alpha, beta = max(alpha, lo), min(beta, hi)
            moves = C.cards_of(hand)
        else:
            moves = C.cards_of(allowed(g, hand, trick, trump))
        a0, b0 = alpha, beta
        maximise = turn == declarer
        best = -INF if maximise else INF
        moves.sort(key=lambda c: -POINTS[c])
        for c in moves:
            add, T2, trump2 = 0, T, trump
            if not trick and announces(hand, c):
                m = g.marriages[c // 6]
                if turn == declarer:
                    T2 += m
                else:
                    add = -m
                if g.trumps:
                    trump2 = c // 6
            h[turn] = hand & ~(1 << c)
            t2 = trick + ((turn, c),)
            if len(t2) == 3:
                w = best_of(t2, trump2)[0]
                if w == declarer:
                    pts = POINTS[t2[0][1]] + POINTS[t2[1][1]] + POINTS[t2[2][1]]
                    T2 += pts
                    add += pts
                val = add + self.ab(h, (), trump2, w, T2, alpha - add, beta - add)
            else:
                val = add + self.ab(h, t2, trump2, (turn + 1) % 3, T2, alpha - add, beta - add)
            h[turn] = hand
            if maximise:
                if val > best:
                    best = val
                    if best > alpha:
                        alpha = best
            elif val < best:
                best = val
                if best < beta:
                    beta = best
            if alpha >= beta:
                break
        if key is not None:
            if best <= a0:
                self.tt[key] = (-INF, best)
            elif best >= b0:
                self.tt[key] = (best, INF)
            else:
                self.tt[key] = (best, best)
        return best


# ---------------------------------------------------------------- rules of thumb


def _cost(c: int, trump) -> tuple:
    """What a card costs to give away: a trump last, then its points."""
    return (c // 6 == trump, POINTS[c], c)


def _wins(c: int, best: int, trump) -> bool:
    """Does ``c`` take the trick from ``best``?"""
    if c // 6 == best // 6:
        return c > best
    return c // 6 == trump


class Seen:
    """Where the cards the player cannot see may be, for the rules of thumb: ``poss[s]`` the
    cards seat s may hold; ``exact`` when those are its very hand (a sample's play-out)."""

    __slots__ = ("poss", "exact")

    def __init__(self, poss, exact: bool):
        self.poss, self.exact = poss, exact

    def may_be_void(self, s: int, suit: int) -> bool:
        held = self.poss[s] & SUIT[suit]
        return not held if self.exact else C.count(held) < 2

    def safe(self, c: int, led: int, s: int, trump) -> bool:
        """Can seat s (still to play) not beat ``c``, the card winning the trick?"""
        if self.poss[s] & above(c):
            if self.exact or c // 6 == led or c // 6 == trump:
                return False
        if trump is None or c // 6 == trump:
            return True
        return not (self.poss[s] & SUIT[trump] and self.may_be_void(s, led))


def easy_card(g: Game, hand: int, legal: int, trick, trump) -> int:
    """Easy: its marriage (the king), then an ace, else its cheapest card; following, the cheapest
    card that takes the trick when it is the last to play or holds an ace of the suit, else the
    cheapest card."""
    cards = C.cards_of(legal)
    if not trick:
        for su in sorted(range(4), key=lambda su: -g.marriages[su]):
            if hand & PAIR[su] == PAIR[su]:
                return su * 6 + KING
        aces = [c for c in cards if c % 6 == ACE]
        if aces:
            return aces[0]
        return min(cards, key=lambda c: _cost(c, trump))
    best = best_of(trick, trump)[1]
    win = [c for c in cards if _wins(c, best, trump)]
    if win and (len(trick) == 2 or any(c % 6 == ACE for c in win)):
        if len(trick) == 2:
            return min(win, key=lambda c: _cost(c, trump))
        return max(win)
    return min(cards, key=lambda c: _cost(c, trump))


def normal_card(g: Game, me: int, declarer: int, hand: int, legal: int, trick, trump, seen: Seen) -> int:
    """Normal: counts the cards and plays with its partner (the other defender) against the
    declarer."""
    if not trick:
        return _lead(g, me, declarer, hand, trump, seen)
    return _follow(me, declarer, legal, trick, trump, seen)


def _lead(g: Game, me: int, declarer: int, hand: int, trump, seen: Seen) -> int:
    opps = [s for s in range(3) if s != me and (me == declarer or s == declarer)]
    threat = 0
    for s in opps:
        threat |= seen.poss[s]
    cards = C.cards_of(hand)
    masters = []
    for c in cards:
        su = c // 6
        if threat & above(c):
            continue
        if trump is None or su == trump or not threat & SUIT[trump]:
            masters.append(c)
        elif all(not seen.may_be_void(s, su) for s in opps):
            masters.append(c)
    pairs = [su for su in range(4) if hand & PAIR[su] == PAIR[su]]
    if trump is None:
        # no trumps yet, so nothing can trump a master: take its trick before a marriage makes some
        side = [c for c in masters if not announces(hand, c)]
        if side:
            return max(side, key=lambda c: (POINTS[c], c))
    if pairs:  # the marriage's points, the highest first, by its queen (the king stays to win)
        return max(pairs, key=lambda su: g.marriages[su]) * 6 + QUEEN
    trumps = hand & SUIT[trump] if trump is not None else 0
    if trumps and me == declarer and threat & SUIT[trump]:
        # the declarer draws the defenders' trumps: his master trump, else a low one to draw theirs
        top = [c for c in masters if c // 6 == trump]
        if top:
            return max(top)
        if C.count(trumps) >= 2:
            return C.cards_of(trumps)[0]
    if masters:
        return max(masters, key=lambda c: (POINTS[c], c // 6 != trump))
    partners = 0
    for su in range(4):
        if hand & PAIR[su]:
            partners |= hand & PAIR[su]  # a king or queen whose partner may still be somewhere
    plain = [c for c in cards if c // 6 != trump and not partners >> c & 1 and POINTS[c] < 10]
    if plain:
        # low from the longest side suit
        return min(plain, key=lambda c: (POINTS[c], -C.count(hand & SUIT[c // 6]), c))
    return min(cards, key=lambda c: _cost(c, trump))


def _follow(me: int, declarer: int, legal: int, trick, trump, seen: Seen) -> int:
    cards = C.cards_of(legal)
    if len(cards) == 1:
        return cards[0]
    led = trick[0][1] // 6
    wseat, best = best_of(trick, trump)
    win = [c for c in cards if _wins(c, best, trump)]

    def ours(s: int) -> bool:
        return s == me or (me != declarer and s != declarer)

    if len(trick) == 2:
        if ours(wseat):
            lose = [c for c in cards if c not in win] or cards
            return max(lose, key=lambda c: (POINTS[c], c // 6 != trump, -c))
        if win:
            return min(win, key=lambda c: (c // 6 == trump and led != trump, c))
        return min(cards, key=lambda c: _cost(c, trump))
    nxt = (me + 1) % 3
    if ours(wseat) and seen.safe(best, led, nxt, trump):
        # the partner's card holds: give him points
        lose = [c for c in cards if c not in win] or cards
        return max(lose, key=lambda c: (POINTS[c], c // 6 != trump, -c))
    safe = [c for c in win if seen.safe(c, led, nxt, trump)]
    if safe:
        return min(safe, key=lambda c: (c // 6 == trump and led != trump, c))
    return min(cards, key=lambda c: _cost(c, trump))


def play_out(p: Pos) -> int:
    """Play a sample to its end by normal's rules of thumb for every seat; the value."""
    total = 0
    seen = Seen(p.h, True)
    g = p.g
    while p.h[p.turn]:
        s = p.turn
        c = normal_card(g, s, p.declarer, p.h[s], allowed(g, p.h[s], p.trick, p.trump), p.trick, p.trump, seen)
        total += p.play(c)
    return total + p.final()


def discard_score(g: Game, hand: int, c: int) -> float:
    """How much normal likes to discard ``c`` (1001): its points count for the declarer, so a ten
    that would be lost is worth laying away; aces, marriages and a ten with its ace are kept; a
    card that leaves a suit empty lets the declarer trump it."""
    su = c // 6
    if c % 6 == ACE or announces(hand, c):
        return -100.0
    score = float(POINTS[c])
    if c % 6 == TEN and hand >> (su * 6 + ACE) & 1:
        score -= 20
    if C.count(hand & SUIT[su]) == 1:
        score += 3
    if c % 6 in (KING, QUEEN) and not hand & SUIT[su] & above(c):
        score -= 2  # a lone king or queen may still find its partner's trick
    return score


def discard_pairs(g: Game, hand: int) -> list[tuple[int, int]]:
    """The pairs normal would discard, best first."""
    cards = C.cards_of(hand)
    pairs = [(x, y) for i, x in enumerate(cards) for y in cards[i + 1 :]]
    pairs.sort(key=lambda xy: -(discard_score(g, hand, xy[0]) + discard_score(g, hand, xy[1])))
    return pairs


# ---------------------------------------------------------------- what a view tells


def _announced_leads(v) -> set:
    return {(s, "SCDH".index(su)) for s, su, *_ in v.announced}


def knowledge(v) -> tuple[int, dict, int]:
    """The cards this seat cannot place, the cards each other seat may hold (its voids taken off;
    in Russeln a seat that followed without beating the highest card lacks the higher ones), and
    how many of the unplaced cards lie out of play (1001's talon, or the declarer's discards)."""
    me = v.seat
    unknown = v.unseen()
    if v.extra.get("discarded"):
        unknown &= ~C.mask_of_names(v.extra["discarded"])
    others = [s for s in v.seats if s != me]
    out = C.count(unknown) - sum(v.hand_counts[s] for s in others)
    poss = {s: unknown for s in others}
    for s, suits in v.voids.items():
        if s in poss:
            for su in suits:
                poss[s] &= ~SUIT[su]
    g = Game(v.rules)
    if g.must_beat:
        for s, lacks in _not_beaten(v, g).items():
            if s in poss:
                poss[s] &= ~lacks
    return unknown, poss, out


def _not_beaten(v, g: Game) -> dict:
    """Russeln: the cards each seat showed it lacks by playing under the highest card so far of
    the suit led while following (it must beat it if it can), or under a trump already in the trick
    while trumping."""
    announced = _announced_leads(v)
    lacks: dict = {}
    trick: list = []
    trump = None
    for rec in v.history:
        if "play" not in rec:
            continue
        s, c = rec["seat"], C.card(rec["play"])
        if not trick:
            if (s, c // 6) in announced and c % 6 in (KING, QUEEN) and rec.get("announce") is not False:
                announced.discard((s, c // 6))
                if g.trumps:
                    trump = c // 6
        else:
            led = trick[0][1] // 6
            best = best_of(trick, trump)[1]
            if c // 6 == best // 6 and c < best and (c // 6 == led or g.void_trumps):
                lacks[s] = lacks.get(s, 0) | above(best)
        trick.append((s, c))
        if len(trick) == 3:
            trick = []
    return lacks


def sample(rng: random.Random, unknown: int, poss: dict, counts: dict, out: int) -> tuple[dict, int] | None:
    """One placing of the unplaced cards: each seat its count from the cards it may hold, the
    rest out of play; the most constrained cards placed first. None when a try fails."""
    cards = C.cards_of(unknown)
    rng.shuffle(cards)
    seats = list(poss)
    cards.sort(key=lambda c: sum(1 for s in seats if poss[s] >> c & 1))
    room = dict(counts)
    room[-1] = out
    hands = {s: 0 for s in seats}
    hands[-1] = 0
    for c in cards:
        where = [s for s in seats if poss[s] >> c & 1 and room[s] > 0]
        if room[-1] > 0:
            where.append(-1)
        if not where:
            return None
        weights = [room[s] for s in where]
        s = rng.choices(where, weights)[0]
        hands[s] |= 1 << c
        room[s] -= 1
    outcast = hands.pop(-1)
    return hands, outcast


def deal_sample(rng, unknown, poss, counts, out, tries: int = 50):
    for _ in range(tries):
        got = sample(rng, unknown, poss, counts, out)
        if got is not None:
            return got
    # the constraints read from the play could not be met (they should be): drop them
    return sample(rng, unknown, {s: unknown for s in poss}, counts, out)


def _legal_cards(v) -> int:
    return C.mask(a.value for a in v.legal if a.kind == "play")


def _play_action(v, c: int) -> Action:
    """The plain play of ``c`` (a marriage's card announces it)."""
    for a in v.legal:
        if a.kind == "play" and a.value == c and a.announce is None:
            return a
    return next(a for a in v.legal if a.kind == "play")


# ---------------------------------------------------------------- the players


class TausendeinsPlayer(ComputerPlayer):
    """The decision flow the levels share: the auction, 1001's discard, the play."""

    def __init__(
        self,
        seed: int = 0,
        time_budget: float | None = None,
        cancel=None,
        samples: int | None = None,
        nodes: int = 3000,
    ):
        super().__init__(seed, time_budget, cancel=cancel)
        self.samples = samples  # worlds per card and per discard tried (hard); None: the game's own
        self.nodes = nodes  # the exact search's node budget per sample and card (hard)
        self._values: dict = {}

    def rng(self, v, what: str = "") -> random.Random:
        return self.seeded(what, v.seat, v.hand, v.played, len(v.history), v.rules.game)

    def stat_phase(self, v, a):
        return str(v.phase)

    def _choose(self, v) -> Action:
        kinds = {a.kind for a in v.legal}
        if "bid" in kinds or "pass" in kinds:
            return self.auction(v)
        if "discard" in kinds:
            x, y = self.discard(v)
            return next(a for a in v.legal if a.kind == "discard" and set(a.value) == {x, y})
        legal = _legal_cards(v)
        if C.count(legal) == 1:
            return _play_action(v, C.cards_of(legal)[0])
        return _play_action(v, self.card(v, legal))

    def _safe(self, v) -> Action:
        for kind in ("pass", "play", "discard", "bid"):
            for a in v.legal:
                if a.kind == kind:
                    return a
        return v.legal[0]

    # -- the auction

    def auction(self, v) -> Action:
        bids = sorted((a for a in v.legal if a.kind == "bid"), key=lambda a: a.value)
        passing = next((a for a in v.legal if a.kind == "pass"), None)
        limit = self.bid_limit(v)
        if bids and (bids[0].value <= limit or passing is None):
            return bids[0]
        assert passing is not None
        return passing

    def bid_limit(self, v) -> int:
        raise NotImplementedError

    # -- the discard (1001)

    def discard(self, v) -> tuple[int, int]:
        return discard_pairs(Game(v.rules), v.hand)[0]

    # -- the play

    def card(self, v, legal: int) -> int:
        raise NotImplementedError


class EasyTausendeins(TausendeinsPlayer):
    """Rules of thumb from its own hand."""

    level = "easy"

    def bid_limit(self, v) -> int:
        """Its marriages, 15 an ace, 10 a ten with its ace, 10 for the lead (as the declarer)."""
        hand = v.hand
        g = Game(v.rules)
        est = 10 + sum(g.marriages[su] for su in range(4) if hand & PAIR[su] == PAIR[su])
        for su in range(4):
            if hand >> (su * 6 + ACE) & 1:
                est += 15
                if hand >> (su * 6 + TEN) & 1:
                    est += 10
        return est

    def card(self, v, legal: int) -> int:
        return easy_card(Game(v.rules), v.hand, legal, v.trick, v.trump)


class NormalTausendeins(TausendeinsPlayer):
    """Counts the cards; values its hand in the auction by playing it out on sampled deals."""

    level = "normal"
    auction_samples = 10
    # the relative deal score (the declarer's against the defenders' mean) worth declaring for: a
    # defender's is about -25 when the declarer makes his bid, so a little less than nothing pays
    DECLARE_AT = -15

    def bid_limit(self, v) -> int:
        outcomes = self.hand_outcomes(v)
        best = 0
        for bid in range(Game(v.rules).least, MAX_BID + 1, STEP):
            if relative_score(outcomes, bid) < self.DECLARE_AT:
                break
            best = bid
        return best

    def hand_outcomes(self, v) -> list[tuple[int, int, int]]:
        """Play-outs of this hand as the declarer (taking 1001's talon and discarding as normal
        does) on sampled deals: the declarer's points, his card points, the defenders' marriages."""
        key = (v.hand, v.rules.game, v.seat)
        if key in self._values:
            return self._values[key]
        g = Game(v.rules)
        rng = random.Random(f"{self.seed}:auction:{v.hand}:{v.rules.game}")
        me = v.seat
        others = [s for s in v.seats if s != me]
        unknown = g.pack & ~v.hand
        out = []
        for _ in range(self.auction_samples):
            cards = C.cards_of(unknown)
            rng.shuffle(cards)
            h = [0, 0, 0]
            h[me] = v.hand
            for i, s in enumerate(others):
                h[s] = C.mask(cards[i * g.hand : (i + 1) * g.hand])
            talon = C.mask(cards[2 * g.hand :])
            cd = 0
            if talon:
                h[me] |= talon
                x, y = discard_pairs(g, h[me])[0]
                h[me] &= ~(1 << x) & ~(1 << y)
                cd = POINTS[x] + POINTS[y]
            p = Pos(g, h, (), None, me, cd, me, MAX_BID + 1)
            mdec, mdef = play_out_marriages(p)
            out.append((p.T, p.T - mdec, mdef))
        self._values[key] = out
        return out

    def card(self, v, legal: int) -> int:
        g = Game(v.rules)
        unknown, poss, _ = knowledge(v)
        declarer = v.declarer if v.declarer is not None else v.seat
        return normal_card(g, v.seat, declarer, v.hand, legal, tuple(v.trick), v.trump, Seen(poss, False))


def relative_score(outcomes, bid: int) -> float:
    """The declarer's deal score against the defenders' mean over play-outs (``hand_outcomes``)
    when he declares ``bid``."""
    return sum(2 * deal_score(T, bid) + cd - md - 120 for T, cd, md in outcomes) / (2 * len(outcomes))


def play_out_marriages(p: Pos) -> tuple[int, int]:
    """Play a sample to its end by the rules of thumb; the marriages the declarer and the
    defenders announced in it (the declarer's are in p.T too, with his card points)."""
    g = p.g
    seen = Seen(p.h, True)
    mdec = mdef = 0
    while p.h[p.turn]:
        s = p.turn
        c = normal_card(g, s, p.declarer, p.h[s], allowed(g, p.h[s], p.trick, p.trump), p.trick, p.trump, seen)
        if not p.trick and announces(p.h[s], c):
            if s == p.declarer:
                mdec += g.marriages[c // 6]
            else:
                mdef += g.marriages[c // 6]
        p.play(c)
    return mdec, mdef


class HardTausendeins(NormalTausendeins):
    """Samples the hidden cards and values each candidate card in every sample: exactly once few
    cards are left, by normal's play-out before that; bids and discards by more play-outs."""

    level = "hard"
    auction_samples = 32
    discard_tries = 6  # normal's best pairs, played out against each other
    exact_cards = 12  # cards left in the hands (after the candidate) from which the search is exact

    # worlds per card: Russeln's eight tricks cost more than 1001's six, so it samples fewer (the
    # same time a card; 32 worlds in 1001 were no better than 16 in 540 duplicate plays, docs/ai.md)
    SAMPLES = {"tausendeins": 16, "russeln": 10}

    def __init__(
        self,
        seed: int = 0,
        time_budget: float | None = None,
        cancel=None,
        samples=None,
        all_discards: bool = False,
        **opts,
    ):
        # a safety limit on top of the samples and the node budget: a quarter second a card
        budget = 0.25 if time_budget is None else min(time_budget, 0.25)
        super().__init__(seed, budget, cancel, samples, **opts)
        self.all_discards = all_discards  # the analysis: every pair played out, the one played too

    # -- the figures of the auction (``evaluate``): the same play-outs as the bid's limit

    def auction(self, v) -> Action:
        a = super().auction(v)
        bids = sorted((x for x in v.legal if x.kind == "bid"), key=lambda x: x.value)
        passing = next((x for x in v.legal if x.kind == "pass"), None)
        if bids and passing is not None:
            self._note_bid(v, a, bids, passing)
        return a

    def _note_bid(self, v, chosen, bids, passing) -> None:
        """Each bid's relative deal score over the play-outs and in how many the declarer reaches
        it; the pass valued at DECLARE_AT, the score the level declares for (it bids while a bid
        is worth that much), so the figures rank as it decides."""
        outcomes = self.hand_outcomes(v)
        n = len(outcomes)
        limit = self.bid_limit(v)
        top = max(limit, bids[0].value) + 2 * STEP
        figs = [
            Figure(b, relative_score(outcomes, b.value), n, sum(1 for T, _, _ in outcomes if T >= b.value))
            for b in bids
            if b.value <= top
        ]
        figs.append(Figure(passing, float(self.DECLARE_AT), n))
        ranked = sorted(figs, key=lambda f: (f.action != chosen, -f.value))
        extra = {"lowest": bids[0].value, "limit": limit}
        self.note(Evaluation("bid", "points", ranked, n, bids[0].value, extra))

    def discard(self, v) -> tuple[int, int]:
        g = Game(v.rules)
        pairs = discard_pairs(g, v.hand)
        if not self.all_discards:
            pairs = pairs[: self.discard_tries]
        me = v.seat
        others = [s for s in v.seats if s != me]
        rng = self.rng(v, "discard")
        unknown = g.pack & ~v.hand
        totals = [0.0] * len(pairs)
        made = [0] * len(pairs)
        n = self.samples or self.SAMPLES[g.name]
        for _ in range(n):
            cards = C.cards_of(unknown)
            rng.shuffle(cards)
            h = [0, 0, 0]
            for i, s in enumerate(others):
                h[s] = C.mask(cards[i * g.hand : (i + 1) * g.hand])
            for j, (x, y) in enumerate(pairs):
                h[me] = v.hand & ~(1 << x) & ~(1 << y)
                kept = POINTS[x] + POINTS[y]
                p = Pos(g, list(h), (), None, me, kept, me, v.contract)
                totals[j] += kept + play_out(p)
                made[j] += p.T >= v.contract
        best = max(range(len(pairs)), key=lambda j: (totals[j], -j))
        # the figures (``evaluate``): the relative deal score (the totals are doubled, 120 left
        # out: the bid's unit) and in how many play-outs the declarer reaches his bid
        order = sorted(range(len(pairs)), key=lambda j: (j != best, -totals[j], j))
        figs = [Figure(Action(me, "discard", pairs[j]), (totals[j] / n - 120) / 2, n, made[j]) for j in order]
        self.note(Evaluation("discard", "points", figs, n, v.contract))
        return pairs[best]

    def card(self, v, legal: int) -> int:
        g = Game(v.rules)
        me, declarer = v.seat, v.declarer
        unknown, poss, out = knowledge(v)
        counts = {s: v.hand_counts[s] for s in poss}
        trick = tuple(v.trick)
        # normal's card first: another replaces it only when it is better on the samples
        first = normal_card(g, me, declarer, v.hand, legal, trick, v.trump, Seen(poss, False))
        cands = [first] + [c for c in C.cards_of(legal) if c != first]
        T0 = v.card_points.get(declarer, 0) + v.marriages.get(declarer, 0)
        if v.extra.get("discarded"):
            T0 += C.points(C.mask_of_names(v.extra["discarded"]))
        outcast_counts = bool(g.talon) and me != declarer  # the unseen out of play are his discards
        rng = self.rng(v, "card")
        totals = [0.0] * len(cands)
        tt: dict = {}
        t0 = time.perf_counter()
        for i in range(self.samples or self.SAMPLES[g.name]):
            hands, outcast = deal_sample(rng, unknown, poss, counts, out)
            h = [0, 0, 0]
            h[me] = v.hand
            for s, m in hands.items():
                h[s] = m
            T = T0 + (C.points(outcast) if outcast_counts else 0)
            base = Pos(g, h, trick, v.trump, me, T, declarer, v.contract)
            exact = base.cards_left() - 1 <= self.exact_cards
            for j, c in enumerate(cands):
                totals[j] += self.value(base, c, exact, tt)
            if self.enough_samples(i, t0):
                break
        sign = 1 if me == declarer else -1
        best = max(range(len(cands)), key=lambda j: (sign * totals[j], -j))
        # the figures of this card (``evaluate``): the declarer's points from here, on average over
        # the worlds (for a defender, fewer is better: the sign)
        n = i + 1
        order = sorted(range(len(cands)), key=lambda j: (j != best, -sign * totals[j], j))
        figs = [Figure(Action(me, "play", cands[j]), sign * totals[j] / n, n) for j in order]
        self.note(Evaluation("card", "card_points", figs, n, v.contract, {"declarer": declarer}))
        return cands[best]

    def value(self, base: Pos, c: int, exact: bool, tt: dict) -> float:
        p = base.copy()
        add = p.play(c)
        if exact:
            try:
                return add + solve(p, self.nodes, tt)
            except Budget:
                pass
        return add + play_out(p)


LEVELS: dict[str, type[TausendeinsPlayer]] = {
    "easy": EasyTausendeins,
    "normal": NormalTausendeins,
    "hard": HardTausendeins,
}


def make(level: str, seed: int = 0, **opts) -> TausendeinsPlayer:
    """A player of ``level``. Options: ``time_budget`` and ``cancel`` (limits on hard's sampling),
    ``samples`` (hard's worlds per card), ``nodes`` (hard's exact search budget per world and card);
    others (1000's ``worlds``, ``max_nodes``...) are 1000's and ignored."""
    keep = ("time_budget", "cancel", "samples", "nodes") + (("all_discards",) if level == "hard" else ())
    return LEVELS[level](seed, **{k: v for k, v in opts.items() if k in keep})
