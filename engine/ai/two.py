"""Computer players for the two-player 1000s: Auction 1000 for two (``auction_two``) and Russian
1000 for two (``russian_two``), docs/rules.md "Two-player 1000".

The deal: ten cards each and two talons of two (Auction), nine each and two kitties of three
(Russian); the auction from 100 in tens (Auction, ``bid_step``) or from 85 in fives (Russian); the
high bidder chooses a talon blind (``talon``), lays two cards away (``discard``; Russian: lays one
away and gives one to his opponent, ``discard_give``), may raise, and leads. Ten tricks of two
cards, 1000's play duties (follow suit, trump when void under ``must_trump``) and marriages
announced by a lead make trumps.

- easy: card points, marriages and aces for the bid; lays away its cheapest cards; plays aces
  first, wins a trick when it can, else throws its cheapest card.
- normal: the hand's value averaged over sampled talons (the rest of the unseen cards); bids over
  the compulsory opening only when that value makes the contract near-certain; lays away by that
  value; plays by counting cards: masters, the opponent's voids, marriages kept together and
  announced at the first lead.
- hard: normal's auction; the lay-away, the raise and the play by the family's compiled ISMCTS
  over the whole deal (engine/ai/ismcts_two.py, engine/ai/_ismcts_two.c; issue 39), the hidden
  cards dealt anew each iteration as the view allows. Without the compiled module, or at a table
  whose agreements it does not play, by double-dummy search: the lay-away and the raise by values
  in sampled opponent hands; in the play, samples of the hidden cards consistent with the view
  (the opponent's hand; the cards out of play: an unused talon, the declarer's lay-away), each
  searched with a two-seat double-dummy search on masks (alpha-beta with a transposition table):
  "is the contract made?" for every card, the points once it is made or when few tricks are left.

Every player sees a seat's view only (``engine.view.SeatView``) and answers one of ``view.legal``.
"""

from __future__ import annotations

import math
import random
import time
from itertools import combinations

from .. import cards as C
from ..actions import Action
from ..phase import Phase
from . import heuristics as H
from . import ismcts_two
from .base import Budget, ComputerPlayer, Evaluation, Figure, Limits
from .ismcts_two import laid_away, shown_talon
from .solver import bits as _bits

POINTS = C.POINTS
SUIT_MASK = C.SUIT_MASK
MARRIAGE_MASK = C.MARRIAGE_MASK
_SP = C._SUIT_POINTS
INF = 10**6
LAY_CANDIDATES = 8  # the lay-aways hard's ISMCTS (and the yardstick) tries at the root


# ---------------------------------------------------------------------------------- the search


def follow_mask(hand: int, led_suit: int, trump, must_trump: bool) -> int:
    """1000's duty for the second card (engine/play.py play_rule): follow suit; void, trump
    when ``must_trump``; else anything."""
    f = hand & SUIT_MASK[led_suit]
    if f:
        return f
    if trump is not None and must_trump:
        t = hand & SUIT_MASK[trump]
        if t:
            return t
    return hand


def beats(c2: int, c1: int, trump) -> bool:
    """Does the second card of a trick take it from the first (higher of the suit led, or a trump)?"""
    s1, s2 = c1 // 6, c2 // 6
    return (s2 == s1 and c2 > c1) or (trump is not None and s2 == trump and s1 != trump)


class Solver2(Limits):
    """A two-seat double-dummy search for 1000's play: the value of a position is the declarer's
    points from here (the cards of the tricks he takes and the marriages he announces) minus
    ``opp_weight`` times the marriages his opponent announces. Seats are positions 0 and 1;
    ``dec`` is the declarer's. A lead of a marriage's king or queen while holding both announces
    it (once a trick is played, or from the first under ``first_trick_marriage``) and makes its
    suit trumps, as the engine's default lead does; a test checks the legal cards against
    ``engine.game.legal_actions``. The transposition table holds lower and upper bounds of
    positions at trick boundaries (two hands, the leader, the trump, whether marriages may be
    announced), so it is valid for every position of one deal with the same declarer."""

    def __init__(
        self,
        dec: int,
        marriage_values: dict,
        must_trump: bool = True,
        first_trick_marriage: bool = False,
        opp_weight: int = 0,
        max_nodes: int | None = None,
        deadline: float | None = None,
        cancel=None,
    ):
        self.D = dec
        self.mv = [marriage_values[s] for s in range(4)]
        self.must_trump = must_trump
        self.first_trick_marriage = first_trick_marriage
        self.opp_weight = opp_weight
        self.tt: dict = {}
        self.nodes = 0
        self.max_nodes = max_nodes
        self.deadline = deadline
        self.cancel = cancel
        self._leads: dict = {}
        self._marr: dict = {}

    def marriages(self, hand: int) -> int:
        """The points of the marriages a hand holds."""
        m = self._marr.get(hand)
        if m is None:
            m = sum(self.mv[s] for s in range(4) if hand & MARRIAGE_MASK[s] == MARRIAGE_MASK[s])
            self._marr[hand] = m
        return m

    def lead_moves(self, hand: int, ann: bool, is_max: bool) -> list:
        """[(card, marriage points or 0)] for a lead, ordered: marriages first, then aces, then
        the declarer's dear cards or the opponent's cheap ones."""
        key = (hand, ann, is_max)
        ms = self._leads.get(key)
        if ms is None:
            ms = []
            for c in _bits(hand):
                s, r = c // 6, c % 6
                bonus = self.mv[s] if ann and (r == 2 or r == 3) and hand & MARRIAGE_MASK[s] == MARRIAGE_MASK[s] else 0
                ms.append((c, bonus))
            sign = -1 if is_max else 1
            ms.sort(key=lambda m: (-m[1], m[0] % 6 != 5, sign * POINTS[m[0]]))
            if len(self._leads) > 200000:
                self._leads.clear()
            self._leads[key] = ms
        return ms

    def boundary(self, h0: int, h1: int, leader: int, trump, ann: bool, alpha: int, beta: int) -> int:
        """The value at the start of a trick, alpha-beta fail-soft."""
        if not h0:
            return 0
        D = self.D
        hands = (h0, h1)
        if not h0 & (h0 - 1):  # the last trick: both cards forced, no marriage left to announce
            c1, c2 = hands[leader].bit_length() - 1, hands[1 - leader].bit_length() - 1
            w = 1 - leader if beats(c2, c1, trump) else leader
            return POINTS[c1] + POINTS[c2] if w == D else 0
        self.nodes += 1
        if self.nodes & 1023 == 0:
            self._tick()
        key = h0 | h1 << 24 | (leader | (0 if trump is None else trump + 1) << 1 | ann << 4) << 48
        tt = self.tt
        ent = tt.get(key)
        best_move = None
        hd = hands[D]
        if ent is not None:
            lo, hi, best_move = ent
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            if lo == hi:
                return lo
        else:
            m = h0 | h1
            hi = _SP[m & 63] + _SP[m >> 6 & 63] + _SP[m >> 12 & 63] + _SP[m >> 18] + self.marriages(hd)
            lo = -self.opp_weight * self.marriages(hands[1 - D])
            if hi <= alpha:
                return hi
            if lo >= beta:
                return lo
        a0, b0 = alpha, beta
        if alpha < lo:
            alpha = lo
        if beta > hi:
            beta = hi
        hand = hands[leader]
        other = hands[1 - leader]
        is_max = leader == D
        moves = self.lead_moves(hand, ann, is_max)
        if best_move is not None and moves[0][0] != best_move:
            moves = [m for m in moves if m[0] == best_move] + [m for m in moves if m[0] != best_move]
        best = -INF if is_max else INF
        bm = None
        for c, bonus in moves:
            ntrump = c // 6 if bonus else trump
            gain = bonus if is_max else -self.opp_weight * bonus
            v = gain + self._second(hand & ~(1 << c), other, leader, c, ntrump, alpha - gain, beta - gain)
            if is_max:
                if v > best:
                    best, bm = v, c
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            break
            elif v < best:
                best, bm = v, c
                if v < beta:
                    beta = v
                    if alpha >= beta:
                        break
        if best <= a0:
            hi = min(hi, best)
        elif best >= b0:
            lo = max(lo, best)
        else:
            lo = hi = best
        if len(tt) > 400000:
            tt.clear()
        tt[key] = (lo, hi, bm)
        return best

    def _second(self, lead_hand: int, hand: int, leader: int, c1: int, trump, alpha: int, beta: int) -> int:
        """The follower's reply to the led card ``c1``; then the next trick."""
        D = self.D
        follower = 1 - leader
        is_max = follower == D
        pts1 = POINTS[c1]
        cards = _bits(follow_mask(hand, c1 // 6, trump, self.must_trump))
        win = [c for c in cards if beats(c, c1, trump)]
        lose = [c for c in cards if not beats(c, c1, trump)]
        # win with the dearest card (the declarer) or the cheapest (it keeps the rest); lose cheaply
        win.sort(key=lambda c: -POINTS[c] if is_max else POINTS[c])
        lose.sort(key=lambda c: POINTS[c])
        best = -INF if is_max else INF
        for c in win + lose:
            nh = hand & ~(1 << c)
            if beats(c, c1, trump):
                w = follower
            else:
                w = leader
            imm = pts1 + POINTS[c] if w == D else 0
            if leader == 0:
                v = imm + self.boundary(lead_hand, nh, w, trump, True, alpha - imm, beta - imm)
            else:
                v = imm + self.boundary(nh, lead_hand, w, trump, True, alpha - imm, beta - imm)
            if is_max:
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            return best
            elif v < best:
                best = v
                if v < beta:
                    beta = v
                    if alpha >= beta:
                        return best
        return best

    # -------------------------------------------------------- public calls

    def search(self, hands, leader: int, trick, trump, ann: bool, alpha: int, beta: int) -> int:
        """Fail-soft value of a position: ``hands`` by position, ``trick`` [] or [(pos, card)]."""
        h0, h1 = hands
        if not trick:
            return self.boundary(h0, h1, leader, trump, ann, alpha, beta)
        p, c1 = trick[0]
        return self._second(hands[p], hands[1 - p], p, c1, trump, alpha, beta)

    def reaches(self, hands, leader, trick, trump, ann, target: int) -> bool:
        """Zero-window: does the value reach ``target``?"""
        return self.search(hands, leader, trick, trump, ann, target - 1, target) >= target

    def value(self, hands, leader, trick, trump, ann, guess: int | None = None) -> int:
        """Exact value by MTD(f): zero-window probes from a guess."""
        m = hands[0] | hands[1]
        for _, c in trick:
            m |= 1 << c
        hi = _SP[m & 63] + _SP[m >> 6 & 63] + _SP[m >> 12 & 63] + _SP[m >> 18] + self.marriages(hands[self.D])
        lo = -self.opp_weight * self.marriages(hands[1 - self.D])
        g = C.points(hands[self.D]) if guess is None else guess
        while lo < hi:
            beta = max(lo + 1, min(g, hi))
            v = self.search(hands, leader, trick, trump, ann, beta - 1, beta)
            if v < beta:
                hi = v
            else:
                lo = v
            g = (lo + hi + 1) // 2 if hi - lo > 8 else (hi if v < beta else lo + 1)
        return lo


# ---------------------------------------------------------------------------------- the view


def opponent(v) -> int:
    return next(s for s in v.seats if s != v.seat)


def talon_size(v) -> int:
    return 2 if v.rules.game == "auction_two" else 3


def marriage_points(v) -> list:
    return [H.marriage_values(v.rules)[s] for s in range(4)]


def estimate10(hand: int, rules) -> float:
    """Expected points a declarer takes with this ten-card hand, leading first against one
    opponent: 1000's hand estimate (engine/ai/heuristics.py: sure winners, marriages with an entry,
    trump length), which reads the hand's own strength and so holds for two seats too."""
    return H.estimate(hand, rules)


# the declarer lays away the cards worth least to his hand: their points are lost to him (out of
# play, 001: "count for neither player"), a given card's points may come back in the opponent's
# tricks, and a given king or queen may complete his marriage
LAID_POINTS = 0.5
GIVEN_POINTS = 1.0
GIVEN_MARRIAGE_CARD = 10.0


def ranked_discards(hand12: int, rules, kind: str, k: int = 1) -> list:
    """The best ``k`` lay-aways of a twelve-card hand by the hand estimate: [((a, b), value)],
    (a, b) the action's value (``discard``: two cards laid away; ``discard_give``: the first laid
    away, the second given to the opponent)."""
    out = []
    cards = C.cards_of(hand12)
    if kind == "discard":
        pairs = list(combinations(cards, 2))
    else:
        pairs = [(a, b) for a in cards for b in cards if a != b]
    for a, b in pairs:
        keep = hand12 & ~(1 << a) & ~(1 << b)
        val = estimate10(keep, rules) - LAID_POINTS * POINTS[a]
        if kind == "discard":
            val -= LAID_POINTS * POINTS[b]
        else:
            val -= GIVEN_POINTS * POINTS[b] + GIVEN_MARRIAGE_CARD * (C.rank(b) in H.KQ_RANKS)
        out.append(((a, b), val))
    out.sort(key=lambda x: (-x[1], x[0]))
    return out[:k]


def lay_moves(v, every: bool = False) -> list:
    """The lay-aways the ISMCTS's root tries, as its move numbers: the heuristic's best
    ``LAY_CANDIDATES`` (every one with ``every``: a record's analysis, so the pair played gets its
    figure too), the heuristic's order first."""
    kind = ismcts_two.lay_kind(v.rules)
    ranked = ranked_discards(v.hand, v.rules, kind, 1000 if every else LAY_CANDIDATES)
    return [ismcts_two.to_move(Action(v.seat, kind, pair)) for pair, _ in ranked]


def best_discard(hand12: int, rules, kind: str) -> tuple:
    return ranked_discards(hand12, rules, kind, 1)[0]


# ---------------------------------------------------------------------------------- worlds


def world_constraints(v):
    """(pool, fixed_opp, no_opp, no_talon, n_opp, n_laid): the cards this seat cannot see and
    what the view says of them. ``pool`` holds the opponent's hand and the cards out of play
    (the unused talon or kitty; for the opponent of the declarer, the declarer's lay-away too).
    ``fixed_opp``: cards known to be in the opponent's hand (a card given to him, the partner of
    a marriage he announced); ``no_opp``: cards he cannot hold (suits he showed out of);
    ``no_talon``: cards that cannot be in the unused talon (the shown talon's cards: the
    declarer holds them or laid them away); ``n_laid``: how many of the out-of-play cards are
    the declarer's lay-away (0 when this seat is the declarer: he knows his)."""
    me = v.seat
    o = opponent(v)
    pool = v.unseen() & ~laid_away(v)
    for _, c in v.trick:
        pool &= ~(1 << c)
    fixed = 0
    for to, c in v.given_known.items():
        if to == o and not v.played >> c & 1:
            fixed |= 1 << c  # the card the declarer gave him (Russian): unseen() leaves it out
    pool |= fixed
    for seat, label, _ in v.announced:
        if seat == o and label != "A":
            fixed |= MARRIAGE_MASK[C.SUITS.index(label)] & pool
    no_opp = 0
    for s in v.voids.get(o, ()):
        no_opp |= SUIT_MASK[s]
    no_opp &= ~fixed
    no_talon = shown_talon(v) & pool if v.declarer == o else 0
    n_opp = v.hand_counts.get(o, 0)
    n_laid = 0
    if v.declarer == o and shown_talon(v):
        n_laid = 2  # Auction: two laid away; Russian: one laid away, one given (the given one is known)
        if v.rules.game == "russian_two":
            n_laid = 1
    del me
    return pool, fixed & pool, no_opp & pool, no_talon, n_opp, n_laid


def sample_worlds(v, rng: random.Random, n: int) -> list[int]:
    """``n`` opponent hands drawn uniformly from those consistent with the view (by rejection,
    then by a constrained fill if rejection keeps failing)."""
    pool, fixed, no_opp, no_talon, n_opp, n_laid = world_constraints(v)
    free = [c for c in C.cards_of(pool & ~fixed)]
    need = n_opp - C.count(fixed)
    n_out = len(free) - need
    if need <= 0 or n_out <= 0:
        hand = fixed | (C.mask(free) if need > 0 else 0)
        return [hand]
    out: list[int] = []
    tries = 0
    while len(out) < n and tries < n * 40:
        tries += 1
        rng.shuffle(free)
        hand = C.mask(free[:need])
        if hand & no_opp:
            continue
        rest = free[need:]
        # the unused talon is a random part of the rest; the shown talon's cards are never there
        if no_talon:
            talon = C.mask(rest[n_laid:])
            if talon & no_talon:
                continue
        out.append(hand | fixed)
    if not out:
        out.append(_fill(free, fixed, no_opp, no_talon, need, n_laid, rng))
    return out


def _fill(free, fixed, no_opp, no_talon, need, n_laid, rng) -> int:
    """A world built card by card: the cards the opponent cannot hold go out first, the shown
    talon's cards then to his hand or the lay-away."""
    rng.shuffle(free)
    cant = [c for c in free if no_opp >> c & 1]
    rest = [c for c in free if not no_opp >> c & 1]
    rest.sort(key=lambda c: not no_talon >> c & 1)  # the shown talon's cards first: hand or lay-away
    hand = fixed
    for c in rest[:need]:
        hand |= 1 << c
    del cant, n_laid
    return hand


# ---------------------------------------------------------------------------------- play by rule


def _plain(v) -> list:
    """The play actions of the engine's default kind (a marriage lead announces and makes trumps)."""
    return [a for a in v.legal if a.kind == "play" and a.announce is None and a.trump is None]


def _keeps_marriage(hand: int, c: int) -> bool:
    return bool(H.keeps_marriage(hand, c))


def rule_play(v, counting: bool):
    """Card play by rules of thumb for two seats: the follower plays last, so a trick he can
    win is his for the card he chooses."""
    plays = _plain(v)
    if not plays:
        return v.legal[0]
    if not v.trick:
        return _rule_lead(v, plays, counting)
    return _rule_follow(v, plays, counting)


def _rule_lead(v, plays, counting: bool):
    hand = v.hand
    trump = v.trump
    mv = marriage_points(v)
    if v.tricks_played > 0 or v.rules.first_trick_marriage:
        ann = [a for a in plays if _keeps_marriage(hand, a.value)]
        if ann:
            best_s = max({C.suit(a.value) for a in ann}, key=lambda s: mv[s])
            return max((a for a in ann if C.suit(a.value) == best_s), key=lambda a: C.rank(a.value))
    if not counting:
        # aces first, then the dearest card
        return max(plays, key=lambda a: (C.rank(a.value) == C.ACE, POINTS[a.value], a.value))
    out = C.ALL & ~hand & ~v.played  # cards this seat cannot see (the opponent's, or out of play)
    o = opponent(v)
    opp_voids = v.voids.get(o, ())
    opp_may_trump = trump is not None and trump not in opp_voids
    masters = []
    for a in plays:
        c = a.value
        su = C.suit(c)
        if H.remaining_higher(c, out) or _keeps_marriage(hand, c):
            continue
        if su != trump and su in opp_voids and opp_may_trump:
            continue
        masters.append(a)
    if masters:
        # trumps first (they draw the opponent's), then the dearest
        return max(masters, key=lambda a: (C.suit(a.value) == trump, POINTS[a.value], a.value))

    def low_key(a):
        c = a.value
        cost = POINTS[c] + 20 * _keeps_marriage(hand, c) + (8 if C.rank(c) == C.TEN else 0)
        if C.suit(c) == trump:
            cost += 6
        return (cost, c)

    return min(plays, key=low_key)


def _rule_follow(v, plays, counting: bool):
    hand = v.hand
    trump = v.trump
    led = v.trick[0][1]
    me = v.seat
    winning = [a for a in plays if H.trick_winner(v.trick + [(me, a.value)], trump) == me]
    if not counting:
        if winning:
            return max(winning, key=lambda a: (POINTS[a.value], a.value))
        return min(plays, key=lambda a: (POINTS[a.value], a.value))
    losing = [a for a in plays if a not in winning]
    cheap = min(plays, key=lambda a: (POINTS[a.value] + 20 * _keeps_marriage(hand, a.value), a.value))
    if winning:
        same = [a for a in winning if C.suit(a.value) == C.suit(led) and not _keeps_marriage(hand, a.value)]
        if same:
            return max(same, key=lambda a: (POINTS[a.value], a.value))
        trumps = [a for a in winning if not _keeps_marriage(hand, a.value)]
        # a trump is worth spending on a trick with points, or when throwing a card costs more
        if trumps and (POINTS[led] >= 10 or not losing or POINTS[cheap.value] >= 4):
            return min(trumps, key=lambda a: (POINTS[a.value], a.value))
    if losing:
        return min(losing, key=lambda a: (POINTS[a.value] + 20 * _keeps_marriage(hand, a.value), a.value))
    return cheap


# ---------------------------------------------------------------------------------- the players


class TwoPlayer(ComputerPlayer):
    """The shared flow of the levels: auction, talon, lay-away, raise, play, claims."""

    counting = True
    # a hand's estimate before the talon against the points its declarer took in real play (300
    # deals of normal against normal a game): est - taken is about EST_BIAS with a spread (sd) of
    # about 1.8 * EST_SCALE (Auction: 18.9 and 37.9; Russian: 23.0 and 48.2)
    EST_BIAS = {"auction_two": 19.0, "russian_two": 23.0}
    EST_SCALE = {"auction_two": 21.0, "russian_two": 27.0}

    def __init__(
        self, seed: int = 0, time_budget: float | None = None, max_nodes: int | None = None, cancel=None, **opts
    ):
        super().__init__(seed, time_budget, max_nodes, cancel, **opts)
        self._est_cache: dict = {}

    def _rng(self, v) -> random.Random:
        return self.seeded(v.seat, v.dealer, v.hand, len(v.history), v.scores, v.tricks_played)

    def stat_phase(self, v, a):
        return Phase.PLAY if a.kind == "play" else v.phase

    def _choose(self, v):
        k = self.by_kind(v)
        if v.phase == Phase.AUCTION:
            return self.auction(v, k)
        if "talon" in k:
            return self.take_talon(v, k)
        if "discard" in k or "discard_give" in k:
            return self.discard(v, k)
        if "redeal" in k and self.want_redeal(v):
            return k["redeal"][0]
        if "contract" in k:
            return self.raise_contract(v, k)
        if "play" in k:
            return self.play(v)
        return v.legal[0]

    def _safe(self, v):
        k = self.by_kind(v)
        if "play" in k:
            return rule_play(v, False)
        for kind in ("pass", "talon", "discard", "discard_give", "contract", "bid"):
            if kind in k:
                return k[kind][0]
        return v.legal[0]

    def claim(self, v):
        """Out of turn: a redeal this seat wants (four nines), else None."""
        k = self.by_kind(v)
        if "redeal" in k and self.want_redeal(v):
            return k["redeal"][0]
        return None

    # ---------------------------------------------------------------- the hand's value

    def hand_estimate(self, v) -> float:
        """The expected estimate of this hand as declarer: over sampled talons (a talon is a
        random part of the unseen cards, the same for both talons since both lie face down),
        each with its best lay-away."""
        key = (v.hand, v.rules.game, v.seat, v.dealer)
        if key in self._est_cache:
            return self._est_cache[key]
        vals = self.talon_values(v)
        est = sum(vals) / len(vals)
        if len(self._est_cache) > 64:
            self._est_cache.clear()
        self._est_cache[key] = est
        return est

    def talon_values(self, v) -> list:
        """The hand's estimate with each of ``talon_samples`` sampled talons, after its best lay-away."""
        rng = random.Random(f"{self.seed}:talon:{v.hand}")
        unseen = C.cards_of(v.unseen())
        size = talon_size(v)
        kind = "discard" if v.rules.game == "auction_two" else "discard_give"
        n = self.opts.get("talon_samples", 12)
        return [best_discard(v.hand | C.mask(rng.sample(unseen, size)), v.rules, kind)[1] for _ in range(n)]

    def p_make(self, v, est: float, contract: int) -> float:
        g = v.rules.game
        x = (est - self.EST_BIAS[g] - contract) / self.EST_SCALE[g]
        return 1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, x))))

    # Over the compulsory opening a bid pays only with a near-certain contract: passing leaves the
    # opener to play his forced 100 (85) with whatever he holds, and the defender's own points count
    # for him. Margins of 0.4, 1.0, 1.5 and 3.0 spreads each lost to 8.0 (never bidding) over 1,000
    # duplicate deals of normal against normal in both games (docs/ai.md "The two-player 1000s").
    BID_MARGIN = 4.0

    def max_bid(self, v) -> float:
        """The highest bid this hand plays: the estimate less its bias and BID_MARGIN spreads."""
        g = v.rules.game
        margin = self.opts.get("margin", self.BID_MARGIN)
        return self.hand_estimate(v) - self.EST_BIAS[g] - margin * self.EST_SCALE[g]

    # ---------------------------------------------------------------- auction

    def auction(self, v, k):
        bids = sorted(k.get("bid", []), key=lambda a: a.value)
        if "pass" not in k:
            return bids[0] if bids else v.legal[0]  # the compulsory opening
        if bids and v.hand and bids[0].value <= self.max_bid(v):
            return bids[0]
        return k["pass"][0]

    def want_redeal(self, v) -> bool:
        """Four nines: the declarer claims when his contract looks lost, his opponent always."""
        if v.declarer is None or v.seat != v.declarer:
            return True
        return self.p_make(v, estimate10(v.hand, v.rules), v.contract or v.bid or 100) < 0.3

    # ---------------------------------------------------------------- the talon and the lay-away

    def take_talon(self, v, k):
        # both lie face down: their expectations are equal, so the first is as good as the other
        return k["talon"][0]

    def discard(self, v, k):
        kind = "discard" if "discard" in k else "discard_give"
        pair, _ = self.choose_discard(v, kind)
        for a in k[kind]:
            if tuple(a.value) == tuple(pair):
                return a
        return k[kind][0]

    def choose_discard(self, v, kind: str):
        return best_discard(v.hand, v.rules, kind)

    def raise_contract(self, v, k):
        rows = self.contract_rows(v, k)
        best = max(rows, key=lambda c: (rows[c][1], -c))
        return next(a for a in k["contract"] if a.value == best)

    def contract_rows(self, v, k) -> dict:
        """{contract: (P(make), expected score (2P − 1)·contract)} by the hand's estimate."""
        est = estimate10(v.hand, v.rules) - self.opts.get("raise_margin", 0.0)
        rows = {}
        for c in sorted(a.value for a in k["contract"]):
            p = self.p_make(v, est, c)
            rows[c] = (p, (2 * p - 1) * c)
        return rows

    # ---------------------------------------------------------------- play

    def play(self, v):
        return rule_play(v, self.counting)


class EasyTwo(TwoPlayer):
    """A casual player: counts his points, marriages and aces; plays aces first and wins when he can."""

    level = "easy"
    counting = False

    def max_bid(self, v) -> float:
        hand = v.hand
        mv = marriage_points(v)
        pairs = sum(mv[s] for s in range(4) if hand & MARRIAGE_MASK[s] == MARRIAGE_MASK[s])
        return C.points(hand) + pairs + 10 * C.count(hand & C.ACES) + 10

    def choose_discard(self, v, kind: str):
        hand = v.hand
        keep = [c for c in C.cards_of(hand) if not _keeps_marriage(hand, c)]
        low = sorted(keep if len(keep) >= 2 else C.cards_of(hand), key=lambda c: (POINTS[c], c))[:2]
        return (low[0], low[1]), 0.0

    def raise_contract(self, v, k):
        return min(k["contract"], key=lambda a: a.value)


class NormalTwo(TwoPlayer):
    """Rules of thumb with card counting, the hand valued over sampled talons."""

    level = "normal"
    counting = True


class HardTwo(NormalTwo):
    """Search: the compiled ISMCTS for the lay-away, the raise and the cards (options ``ismcts``:
    the decisions it takes, "lay+raise+play"; ``iterations`` 60,000 a decision, stopped by
    ``time_budget``, 0.25 s by default; ``explore``, ``policy``, ``rspan``: the yardstick's
    parameters); without it, opponent hands consistent with the view, each searched double-dummy.

    The double-dummy search's options: ``worlds`` (samples per card, default 16), ``time_budget`` (seconds a card, a
    limit checked between samples, default 0.2; the lay-away 0.6), ``max_nodes`` (search nodes
    a decision, default 400,000), ``exact_tricks`` (while the contract is in doubt, cards that
    save or make it equally often are told apart by their points once this many tricks or
    fewer remain, default 6), ``discards`` (lay-aways searched, default 5; ``all_discards``:
    every one, the analysis's), ``search_raise`` (the raise by double-dummy values in
    ``raise_worlds`` = 6 opponent hands, ``raise_time`` 0.3 s; 0: the heuristic's), ``search_bid``
    (the bid's limit so too, with ``bid_worlds``: measured worse than the heuristic, off;
    docs/ai.md "The two-player 1000s")."""

    level = "hard"
    # The compiled ISMCTS (engine/ai/_ismcts_two.c, one tree over the whole deal; issue 39): the
    # decisions it takes (of "bid", "lay", "raise", "play": the bid stays the heuristic's, which
    # did better over 400 duplicate deals against the yardstick, +3.9 against +2.7 in Auction, +6.5
    # against +5.1 in Russian; docs/ai.md "The two-player 1000s"), its iterations a decision (the
    # time limit stops it sooner), exploration and play-out policy, as the yardstick's
    ISMCTS = ("lay", "raise", "play")
    ITERATIONS, EXPLORE, POLICY, ISMCTS_TIME = 60000, 0.7, 10, 0.25
    RAISE_SPAN = 80  # the most its raise adds to the bid (in tens)
    EVERY_LAY = 8  # the analysis's lay-away (option ``all_discards``): this many times the iterations, shared
    _ddb_key = None  # the hand whose double-dummy bid values ``_ddb`` holds (option ``search_bid``)
    _ddb: list = []

    def _choose(self, v):
        step = self._ismcts_step(v)
        if step is not None:
            searched = self.searched(v, step)
            if searched is not None:
                return searched
        return super()._choose(v)

    def _ismcts_step(self, v) -> str | None:
        """The decision's name when the ISMCTS takes it, else None (the double-dummy search's)."""
        phases = self.opts.get("ismcts", self.ISMCTS)
        if isinstance(phases, str):
            phases = tuple(p for p in phases.split("+") if p)
        if not phases or ismcts_two.core is None or not ismcts_two.supported(v.rules) or len(v.legal) < 2:
            return None
        kinds = {a.kind for a in v.legal}
        if "pass" in kinds and "bid" in kinds:
            step = "bid"
        elif kinds & {"discard", "discard_give"}:
            step = "lay"
        elif "contract" in kinds and "redeal" not in kinds:
            step = "raise"
        elif kinds == {"play"}:
            step = "play"
        else:
            return None
        return step if step in phases else None

    def searched(self, v, step: str):
        """The compiled ISMCTS over this seat's information, stopped by the time limit or ``cancel``;
        the root's most visited action. None when nothing was searched (cancelled at once)."""
        seed = self._rng(v).getrandbits(64)
        seconds = self.time_budget if self.time_budget is not None else self.ISMCTS_TIME
        iterations = self.opts.get("iterations", self.ITERATIONS)
        # a record's analysis (``all_discards``): every lay-away searched on its own from the same
        # seed, the iterations shared out. One search over all of them starved the pairs it found
        # poor of visits, and a pair searched less is played worse below it: its loss came out too
        # large (a heuristic's pair 124 points worse; docs/ai.md "Hard on the ISMCTS")
        every = step == "lay" and bool(self.opts.get("all_discards"))
        explore, policy = self.opts.get("explore", self.EXPLORE), self.opts.get("policy", self.POLICY)
        rspan = self.opts.get("rspan", self.RAISE_SPAN)
        cand = lay_moves(v, every) if step == "lay" else ()
        if every:
            per = iterations * self.EVERY_LAY // max(1, len(cand))
            rows = []
            for m in cand:
                rows += ismcts_two.search(v, per, seed, explore, policy, seconds, self.cancel, cand=[m], rspan=rspan)
                if self.cancelled():
                    break
            rows.sort(key=lambda r: -r[2])  # best mean first: every pair had the same iterations
        else:
            rows = ismcts_two.search(v, iterations, seed, explore, policy, seconds, self.cancel, cand=cand, rspan=rspan)
        if not rows:
            return None
        n = sum(r[1] for r in rows)
        kind = {"bid": "bid", "lay": "discard", "raise": "contract", "play": "card"}[step]
        figs = [Figure(a, mean, visits) for a, visits, mean in rows]
        extra = {"ismcts": True, "declarer": v.declarer}
        if step == "lay":
            extra.update(discard=rows[0][0].kind, gifts=self._gifts(v, [a.value for a, _, _ in rows]))
        self.note(Evaluation(kind, "points", figs, n, v.contract or v.bid, extra))
        return rows[0][0]

    def _gifts(self, v, pairs) -> dict:
        """Russian's lay-away gives a card: for a king or queen given, {pair: [(card, its partner,
        the percent of deals in which the opponent holds the partner, or None when it is this
        seat's own)]} (nothing is played yet: he holds any unseen card alike)."""
        if v.rules.game != "russian_two":
            return {}
        pool = C.count(v.unseen() & ~v.hand)
        share = round(100 * v.hand_counts[opponent(v)] / pool) if pool else 0
        gifts = {}
        for a, b in pairs:
            if C.rank(b) in H.KQ_RANKS:
                partner = (MARRIAGE_MASK[C.suit(b)] & ~(1 << b)).bit_length() - 1
                gifts[(a, b)] = [(b, partner, None if v.hand >> partner & 1 else share)]
        return gifts

    def _limits(self, budget: float):
        deadline = time.perf_counter() + (self.time_budget if self.time_budget is not None else budget)
        return deadline, self.max_nodes if self.max_nodes is not None else 400000

    def _solver(self, v, dec_pos: int, opp_weight: int, deadline, nodes) -> Solver2:
        r = v.rules
        return Solver2(
            dec_pos,
            H.marriage_values(r),
            must_trump=r.must_trump,
            first_trick_marriage=r.first_trick_marriage,
            opp_weight=opp_weight,
            max_nodes=nodes,
            deadline=deadline,
            cancel=self.cancel,
        )

    # ---------------------------------------------------------------- the auction and the raise

    # The bid and the raise are normal's heuristic (a search bid lost to it: docs/ai.md "The
    # two-player 1000s"); their figures are the heuristic's own, said as what they are: an
    # estimate of the hand over sampled talons ("p_estimate"), not deals searched.

    def auction(self, v, k):
        a = super().auction(v, k)
        if "pass" in k and k.get("bid") and v.hand:
            self._note_bid(v, k, a)
        return a

    def _note_bid(self, v, k, chosen) -> None:
        """Each bid's P(make) by the hand's estimate over the sampled talons (the heuristic's
        own logistic); the pass valued at the P(make) the heuristic asks of a bid (its margin),
        so the figures rank as it decides."""
        g = v.rules.game
        margin = self.opts.get("margin", self.BID_MARGIN)
        threshold = 1.0 / (1.0 + math.exp(-margin))
        est = self.hand_estimate(v)
        n = self.opts.get("talon_samples", 12)
        limit = self.max_bid(v)
        bids = sorted(k["bid"], key=lambda a: a.value)
        lowest = bids[0].value
        step = bids[1].value - lowest if len(bids) > 1 else 10
        top = max(lowest, limit) + 2 * step
        figs = [Figure(a, self.p_make(v, est, a.value), n, None, self.p_make(v, est, a.value)) for a in bids]
        figs = [f for f in figs if f.action.value <= top]
        figs.append(Figure(k["pass"][0], threshold, n, None, None))
        ranked = sorted(figs, key=lambda f: (f.action != chosen, -f.value))  # the decision first (it ranks first)
        extra = {"lowest": lowest, "limit": limit, "threshold": threshold, "game": g}
        self.note(Evaluation("bid", "p_estimate", ranked, n, lowest, extra))

    def max_bid(self, v) -> float:
        """The heuristic's limit; with the option ``search_bid`` (measured, not the default: docs/ai.md
        "The two-player 1000s"), the highest bid made with the heuristic's certainty by
        double-dummy values in sampled deals instead."""
        if not self.opts.get("search_bid"):
            return super().max_bid(v)
        vals = self.dd_bid_values(v)
        if not vals:
            return super().max_bid(v)
        margin = self.opts.get("margin", self.BID_MARGIN)
        need = 1.0 / (1.0 + math.exp(-margin))
        scale = self.opts.get("dd_scale", 6.0)
        bias = self.opts.get("dd_bias", 0.0)
        limit = -1.0
        for b in range(0, 405, 5):
            p = sum(1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, (x - bias - b) / scale)))) for x in vals) / len(vals)
            if p < need:
                break
            limit = float(b)
        return limit

    def dd_bid_values(self, v) -> list:
        """The double-dummy points of this hand as declarer in ``bid_worlds`` deals drawn from the
        unseen cards (the opponent's hand and the talon taken), each after the heuristic's best
        lay-away, the declarer leading; kept for the hand."""
        key = (v.hand, v.seat, v.dealer, v.rules.game)
        if getattr(self, "_ddb_key", None) == key:
            return self._ddb
        rng = random.Random(f"{self.seed}:ddbid:{v.hand}:{v.seat}")
        unseen = C.cards_of(v.unseen())
        n_opp = v.hand_counts[opponent(v)]
        size = talon_size(v)
        kind = "discard" if v.rules.game == "auction_two" else "discard_give"
        ann = bool(v.rules.first_trick_marriage)
        deadline = time.perf_counter() + self.opts.get("bid_time", 2.0)
        solver = self._solver(v, 0, 0, deadline, self.opts.get("bid_nodes", 4000000))
        vals: list = []
        try:
            for _ in range(self.opts.get("bid_worlds", 16)):
                rng.shuffle(unseen)
                opp = C.mask(unseen[:n_opp])
                h12 = v.hand | C.mask(unseen[n_opp : n_opp + size])
                (a, b), _ = best_discard(h12, v.rules, kind)
                if kind == "discard_give":
                    opp |= 1 << b
                keep = h12 & ~(1 << a) & ~(1 << b)
                vals.append(solver.value((keep, opp), 0, [], None, ann, int(estimate10(keep, v.rules))))
        except Budget:
            pass
        self._ddb_key, self._ddb = key, vals
        return vals

    def search_contract_rows(self, v, k) -> tuple[dict, int]:
        """({contract: (P(make), expected score, worlds made)}, worlds) by double-dummy values
        of the hand as it is, in ``raise_worlds`` opponent hands consistent with the view (option
        ``search_raise``, measured, not the default: docs/ai.md "The two-player 1000s")."""
        deadline, nodes = self._limits(self.opts.get("raise_time", 0.3))
        rng = self._rng(v)
        worlds = sample_worlds(v, rng, self.opts.get("raise_worlds", 6))
        ann = bool(v.rules.first_trick_marriage)
        solver = self._solver(v, 0, 0, deadline, nodes * 2)
        vals: list = []
        try:
            for opp in worlds:
                vals.append(solver.value((v.hand, opp), 0, [], None, ann, int(estimate10(v.hand, v.rules))))
        except Budget:
            pass
        if not vals:
            return {}, 0
        scale = self.opts.get("dd_scale", 6.0)
        rows = {}
        for c in sorted(a.value for a in k["contract"]):
            p = sum(1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, (x - c) / scale)))) for x in vals) / len(vals)
            rows[c] = (p, (2 * p - 1) * c, sum(1 for x in vals if x >= c))
        return rows, len(vals)

    # the raise by search: against the heuristic's, +4.2 points a deal in Auction and +5.5 in Russian
    # with 3 s a raise, +3.0 [-0.4, 6.4] and +4.7 [1.1, 8.3] at the table's 0.3 s (400 duplicate
    # deals each, docs/ai.md "The two-player 1000s")
    SEARCH_RAISE = 1

    def raise_contract(self, v, k):
        if self.opts.get("search_raise", self.SEARCH_RAISE) and len(k["contract"]) > 1:
            srows, n = self.search_contract_rows(v, k)
            if srows:
                best = max(srows, key=lambda c: (srows[c][1], -c))
                act = {a.value: a for a in k["contract"]}
                figs = [Figure(act[c], ev, n, m, p) for c, (p, ev, m) in srows.items()]
                figs.sort(key=lambda f: (-f.value, f.action.value != best, f.action.value))
                self.note(Evaluation("contract", "points", figs, n, best))
                return act[best]
        rows = self.contract_rows(v, k)
        best = max(rows, key=lambda c: (rows[c][1], -c))
        act = {a.value: a for a in k["contract"]}
        if len(rows) > 1:
            figs = [Figure(act[c], ev, 0, None, p) for c, (p, ev) in rows.items()]
            figs.sort(key=lambda f: (-f.value, f.action.value != best, f.action.value))
            self.note(Evaluation("contract", "points_estimate", figs, 0, best))
        return act[best]

    # ---------------------------------------------------------------- the lay-away

    def choose_discard(self, v, kind: str):
        """The heuristic's best few lay-aways (every one with the option ``all_discards``: the
        analysis of a record, so that the pair played is valued too), each played out
        double-dummy in the same sampled deals of the opponent's hand: the one that makes the
        contract most often (ties: the points it takes, then the heuristic)."""
        n = 200 if self.opts.get("all_discards") else self.opts.get("discards", 5)
        cands = ranked_discards(v.hand, v.rules, kind, n)
        deadline, nodes = self._limits(0.6)
        rng = self._rng(v)
        pool = C.cards_of(v.unseen() & ~v.hand)
        n_opp = v.hand_counts[opponent(v)]
        worlds = [C.mask(rng.sample(pool, n_opp)) for _ in range(self.opts.get("discard_worlds", 8))]
        contract = v.contract or v.bid
        ann = bool(v.rules.first_trick_marriage)
        results = []
        try:
            for pair, hval in cands:
                a, b = pair
                keep = v.hand & ~(1 << a) & ~(1 << b)
                solver = self._solver(v, 0, 0, deadline, nodes * 4)
                made = 0
                for opp in worlds:
                    if kind == "discard_give":
                        opp = opp | 1 << b
                    made += solver.reaches((keep, opp), 0, [], None, ann, contract)
                results.append((made, hval, pair))
        except Budget:
            pass
        if not results:
            return cands[0]
        results.sort(key=lambda x: (-x[0], -x[1]))  # stable: the heuristic's order among equals
        made, hval, pair = results[0]
        self._note_discards(v, kind, results, len(worlds), contract, worlds)
        return pair, hval

    def _note_discards(self, v, kind, results, n, contract, worlds) -> None:
        """The lay-away's figures (``evaluate``): each pair tried, its P(make) over the sampled
        deals and in how many the double-dummy value reaches the contract; for a king or queen
        given to the opponent (Russian), in how many of them he holds its partner."""
        figs = [Figure(Action(v.seat, kind, pair), made / n, n, made, made / n) for made, _, pair in results]
        gifts: dict = {}
        if kind == "discard_give":
            for _, _, (a, b) in results:
                if C.rank(b) not in H.KQ_RANKS:
                    continue
                partner = (MARRIAGE_MASK[C.suit(b)] & ~(1 << b)).bit_length() - 1
                if v.hand >> partner & 1:  # his own (kept or laid away): never theirs
                    gifts[(a, b)] = [(b, partner, None)]
                else:
                    gifts[(a, b)] = [(b, partner, sum(1 for w in worlds if w >> partner & 1))]
        self.note(Evaluation("discard", "p_make", figs, n, contract, {"gifts": gifts, "discard": kind}))

    # ---------------------------------------------------------------- play

    def play(self, v):
        plays = _plain(v)
        if len(plays) <= 1:
            return plays[0] if plays else v.legal[0]
        fallback = rule_play(v, True)
        deadline, nodes = self._limits(0.2)
        rng = self._rng(v)
        worlds = sample_worlds(v, rng, self.opts.get("worlds", 16))
        me, dec = v.seat, v.declarer
        dpos = 0 if me == dec else 1
        sign = 1 if me == dec else -1
        need = (v.contract or 0) - v.card_points.get(dec, 0) - v.marriages.get(dec, 0)
        left = C.count(v.hand)
        exact = left <= self.opts.get("exact_tricks", 6)
        made = {a: 0 for a in plays}
        points = {a: 0.0 for a in plays}
        n_made = n_points = 0
        in_doubt = need > 0
        reach = self._solver(v, dpos, 0, deadline, nodes)
        value = self._solver(v, dpos, 1, deadline, nodes)
        try:
            for i, opp in enumerate(worlds):
                if i >= 2 and time.perf_counter() > deadline or self.cancelled():
                    break
                hands = (v.hand, opp)
                if in_doubt:
                    row = {a: self._child(reach, v, hands, a.value, need, dpos) for a in plays}
                    for a in plays:
                        made[a] += row[a]
                    n_made += 1
                if not in_doubt or exact:
                    row = {a: self._child(value, v, hands, a.value, None, dpos) for a in plays}
                    for a in plays:
                        points[a] += row[a]
                    n_points += 1
        except Budget:
            pass
        if not n_made and not n_points:
            return fallback
        best = max(sign * made[a] for a in plays)
        tied = [a for a in plays if sign * made[a] == best]
        if n_points:
            top = max(sign * points[a] for a in tied)
            tied = [a for a in tied if sign * points[a] >= top - 1e-9]
        chosen = fallback if fallback in tied else tied[0]
        self._note_cards(v, plays, chosen, made, points, n_made, n_points, sign)
        return chosen

    def _note_cards(self, v, plays, chosen, made, points, n_made, n_points, sign) -> None:
        """The figures of this card (``evaluate``): while the contract is in doubt, the expected
        score (± the contract by the worlds it is made in) and those worlds; after, the
        declarer's points from here (for his opponent, less is better: the sign)."""
        contract = v.contract or 0

        def fig(a):
            if n_made:
                p = made[a] / n_made
                return Figure(a, sign * (2 * p - 1) * contract, n_made, made[a], p)
            return Figure(a, sign * points[a] / n_points, n_points)

        def key(a):
            return (a != chosen, -sign * made[a], -sign * points[a])

        figs = [fig(a) for a in sorted(plays, key=key)]
        unit = "points" if n_made else "card_points"
        self.note(Evaluation("card", unit, figs, n_made or n_points, contract, {"declarer": v.declarer}))

    def _child(self, solver: Solver2, v, hands, card: int, need, dpos: int):
        """The value after this seat (position 0) plays ``card``: whether the declarer still
        reaches ``need`` (a bool), or with ``need`` None the exact value from here."""
        h0, h1 = hands
        ann = v.tricks_played > 0 or bool(v.rules.first_trick_marriage)
        trump = v.trump
        gain = 0
        if not v.trick:
            s = card // 6
            if ann and C.rank(card) in H.KQ_RANKS and h0 & MARRIAGE_MASK[s] == MARRIAGE_MASK[s]:
                bonus = solver.mv[s]
                gain = bonus if dpos == 0 else -solver.opp_weight * bonus
                trump = s
            nh = (h0 & ~(1 << card), h1)
            pos_trick = [(0, card)]
            if need is None:
                return gain + solver.value(nh, 0, pos_trick, trump, True)
            return solver.reaches(nh, 0, pos_trick, trump, True, need - gain)
        c1 = v.trick[0][1]
        w = 0 if beats(card, c1, trump) else 1
        imm = POINTS[c1] + POINTS[card] if w == dpos else 0
        nh = (h0 & ~(1 << card), h1)
        if not nh[0]:
            return imm if need is None else imm >= need
        if need is None:
            return imm + solver.value(nh, w, [], trump, True)
        return solver.reaches(nh, w, [], trump, True, need - imm)


LEVELS = {"easy": EasyTwo, "normal": NormalTwo, "hard": HardTwo}


def make(level: str, seed: int = 0, **opts) -> TwoPlayer:
    """A player of ``level`` for the two-player 1000s (engine.ai's GAME_MODULES hands views here)."""
    return LEVELS[level](seed, **opts)
