"""Computer players for Draw 1000 (Tysiąc dobierany): easy, normal and hard, seeing a seat's view only.

- easy: rules of thumb from its own hand (no counting): announces a marriage at its first lead once
  it may, leads low side cards, takes a lead cheaply with a higher card of its suit, a ten or an ace
  with a low trump;
- normal: counts the cards: while the stock lasts it plays for the trick a marriage needs (a marriage
  scores only for a player who has won a trick), leads its masters once the stock is gone, keeps
  the kings and queens whose partners may still come, and takes a rich lead with its cheapest winner;
- hard: while the stock lasts, the compiled ISMCTS over its own information (engine/ai/ismcts_draw.py:
  every iteration deals the hidden cards anew, the tree over what this seat sees, play-outs by the
  rules of thumb; as many iterations as its time limit allows); where that module is not built,
  samples the hidden cards (the opponent's hand, his shown cards kept, and the stock's order) and
  plays each candidate out in every sample by the rules of thumb, the last tricks of a sample solved
  exactly. Once the stock is empty the position is perfect-information
  (the unseen cards are the opponent's hand) and it is solved exactly: alpha-beta with a
  transposition table over at most 6 + 6 cards, marriages making and changing trumps.

The value of a hand for every level is its score minus the opponent's (docs/rules.md, "Draw 1000":
each scores what he took and declared). Near the end of a game hard counts winning the game too: when
either player may reach 1000 in this hand, a hand that ends the game won is worth GAME_WON more, and
one that ends it lost GAME_WON less (the rules' end: the first at 1000 or more at the end of a hand,
the higher if both, another hand if equal).
"""

from __future__ import annotations

import random
import time

from .. import cards as C
from ..actions import Action
from ..games.draw import TARGET, game_winner
from ..tricks import MARRIAGE_VALUES
from . import ismcts_draw
from .base import ComputerPlayer, Evaluation, Figure
from .stock_worlds import Knowledge
from .stock_worlds import beats as _beats
from .stock_worlds import married as _married

POINTS = C.POINTS
MARRIAGE = tuple(MARRIAGE_VALUES["standard"][s] for s in range(4))  # by suit: S C D H
NO_TRUMP = -1
QUIET = 24  # a move c + QUIET: the married king or queen led without announcing the marriage
MOST_IN_A_HAND = 120 + sum(MARRIAGE)  # every card point and every marriage: 400
GAME_WON = 500  # the game first, the margin second: more than a hand's margin but a freak's


def _suit(c: int) -> int:
    return c // 6


def follow_allowed(hand: int, lead: int, trump: int, strict: bool) -> int:
    """The cards the follower may play (engine.games.stock.play_rule, on masks): any while the stock
    lasts; after it, follow suit, else trump, else any card."""
    if not strict:
        return hand
    follow = hand & C.SUIT_MASK[_suit(lead)]
    if follow:
        return follow
    trumps = hand & C.SUIT_MASK[trump] if trump >= 0 else 0
    return trumps or hand


def lead_moves(hand: int, may_marry: bool) -> list[int]:
    """Every lead (engine.games.draw.legal_actions): each card, and a married king or queen also
    quietly (c + QUIET) when leading it would announce the marriage (a trick won first)."""
    out = []
    for c in C.cards_of(hand):
        out.append(c)
        if may_marry and _married(hand, c):
            out.append(c + QUIET)
    return out


# -- a perfect-information position: one seat's world with every card placed


class Pos:
    """The hands, the stock in drawing order, the trump (NO_TRUMP before a marriage), who is to play,
    the card led (-1: none), what each has taken this hand (card points and marriages) and whether
    each has won a trick (a marriage needs one). The rules are engine.games.draw's, on masks."""

    __slots__ = ("h", "stock", "trump", "turn", "lead", "taken", "won")

    def __init__(self, h, stock, trump, turn, lead, taken, won):
        self.h, self.stock, self.trump, self.turn = h, stock, trump, turn
        self.lead, self.taken, self.won = lead, taken, won

    def copy(self) -> Pos:
        return Pos(list(self.h), list(self.stock), self.trump, self.turn, self.lead, list(self.taken), list(self.won))

    @property
    def strict(self) -> bool:
        return not self.stock

    def moves(self) -> list[int]:
        s = self.turn
        if self.lead < 0:
            return lead_moves(self.h[s], self.won[s])
        return C.cards_of(follow_allowed(self.h[s], self.lead, self.trump, self.strict))

    def play(self, m: int) -> None:
        if self.lead < 0:
            self.lead_card(m % QUIET, m < QUIET)
        else:
            self.follow_card(m)

    def lead_card(self, c: int, announce: bool = True) -> None:
        s = self.turn
        if announce and self.won[s] and _married(self.h[s], c):
            self.taken[s] += MARRIAGE[_suit(c)]
            self.trump = _suit(c)  # a marriage makes the trump, a later one changes it
        self.h[s] &= ~(1 << c)
        self.lead = c
        self.turn = 1 - s

    def follow_card(self, c: int) -> None:
        """The follower plays ``c``: the trick's winner takes it, leads next and, while the stock
        lasts, draws first."""
        s, lead = self.turn, self.lead
        self.h[s] &= ~(1 << c)
        winner = s if _beats(lead, c, self.trump) else 1 - s
        self.taken[winner] += POINTS[lead] + POINTS[c]
        self.won[winner] = True
        self.lead = -1
        self.turn = winner
        if self.stock:
            self.h[winner] |= 1 << self.stock.pop(0)
            if self.stock:
                self.h[1 - winner] |= 1 << self.stock.pop(0)

    @property
    def over(self) -> bool:
        return not self.h[0] and not self.h[1] and self.lead < 0


class Value:
    """What a finished hand is worth to ``me``: its taken points minus the opponent's, and, when
    ``scores`` (the game's totals before the hand) put 1000 within reach, GAME_WON for the game won
    at the end of it (engine.games.draw.game_winner), minus that for the game lost."""

    def __init__(self, me: int, scores=None):
        self.me = me
        self.scores = list(scores) if scores else [0, 0]
        self.for_game = max(self.scores) + MOST_IN_A_HAND >= TARGET

    def __call__(self, taken) -> int:
        me, opp = self.me, 1 - self.me
        v = taken[me] - taken[opp]
        if self.for_game:
            winner = game_winner([self.scores[0] + taken[0], self.scores[1] + taken[1]])
            if winner is not None:
                v += GAME_WON if winner == me else -GAME_WON
        return v


# -- the exact search once the stock is gone


SUIT_OF = tuple(c // 6 for c in range(24))
PAIR_OF = tuple(C.MARRIAGE_MASK[c // 6] if c % 6 in (C.KING, C.QUEEN) else 0 for c in range(24))
HIGHER = tuple(C.SUIT_MASK[c // 6] & ~((1 << (c + 1)) - 1) for c in range(24))  # its suit's higher cards
BY_POINTS = sorted(range(24), key=lambda c: (-POINTS[c], c))  # the richest first
INF = 10**6


class Solver:
    """Alpha-beta with a transposition table over a position with no stock (every card known):
    both sides play perfectly, every quiet lead of a married card tried too. The table holds what is
    still to come (the points taken from here on, ``me``'s less the opponent's), so positions reached
    with other points taken share an entry; near the game's end, when the totals decide who wins,
    the points taken are part of the key."""

    def __init__(self, value: Value):
        self.value = value
        self.tt: dict = {}
        self.nodes = 0

    def solve(self, p: Pos) -> int:
        assert not p.stock, "the exact search needs the stock gone"
        h, t, w = p.h, p.taken, p.won
        return self._search(h[0], h[1], p.turn, p.lead, p.trump, t[0], t[1], w[0], w[1], -INF, INF)

    def best(self, p: Pos) -> tuple[int, dict[int, int]]:
        """Each move's exact value from ``p`` and the best for the side to play."""
        values = {}
        for m in p.moves():
            q = p.copy()
            q.play(m)
            values[m] = self.solve(q)
        pick = max if p.turn == self.value.me else min
        return pick(values, key=lambda m: (values[m], -m)), values

    def _search(self, h0, h1, turn, lead, trump, t0, t1, w0, w1, alpha, beta) -> int:
        self.nodes += 1
        me = self.value.me
        maximise = turn == me
        hand = h0 if turn == 0 else h1
        if lead >= 0:  # the follower: no table entry mid-trick, the next lead's entry does the work
            follow = hand & C.SUIT_MASK[SUIT_OF[lead]]
            allowed = follow or (hand & C.SUIT_MASK[trump] if trump >= 0 else 0) or hand
            wins = (
                allowed & HIGHER[lead]
                if follow
                else (allowed if trump >= 0 and SUIT_OF[lead] != trump and allowed & C.SUIT_MASK[trump] else 0)
            )
            order = [c for c in BY_POINTS if wins >> c & 1] + [
                c for c in reversed(BY_POINTS) if (allowed & ~wins) >> c & 1
            ]
            best = -INF if maximise else INF
            for c in order:
                pts = POINTS[lead] + POINTS[c]
                winner = turn if wins >> c & 1 else 1 - turn
                n0, n1 = (h0 & ~(1 << c), h1) if turn == 0 else (h0, h1 & ~(1 << c))
                if winner == 0:
                    val = self._search(n0, n1, 0, -1, trump, t0 + pts, t1, True, w1, alpha, beta)
                else:
                    val = self._search(n0, n1, 1, -1, trump, t0, t1 + pts, w0, True, alpha, beta)
                if maximise:
                    if val > best:
                        best = val
                        if val > alpha:
                            alpha = val
                elif val < best:
                    best = val
                    if val < beta:
                        beta = val
                if alpha >= beta:
                    break
            return best
        if not h0 and not h1:
            return self.value([t0, t1])
        for_game = self.value.for_game
        # the table holds values less what is taken already (0 when the totals are in the key)
        so_far = 0 if for_game else (t0 - t1 if me == 0 else t1 - t0)
        key = (h0, h1, turn, trump, w0, w1, (t0, t1) if for_game else None)
        hit = self.tt.get(key)
        if hit is not None:
            lo, hi = hit[0] + so_far, hit[1] + so_far
            if lo >= beta or lo == hi:
                return lo
            if hi <= alpha:
                return hi
            alpha, beta = max(alpha, lo), min(beta, hi)
        a0, b0 = alpha, beta
        may_marry = w0 if turn == 0 else w1
        marry = []
        if may_marry:
            for suit in range(4):
                pair = C.MARRIAGE_MASK[suit]
                if hand & pair == pair:
                    marry.append(suit)
        best = -INF if maximise else INF
        for m in self._lead_order(hand, marry):
            c = m % QUIET
            nt0, nt1, ntrump = t0, t1, trump
            if m < QUIET and PAIR_OF[c] and SUIT_OF[c] in marry:
                ntrump = SUIT_OF[c]
                if turn == 0:
                    nt0 += MARRIAGE[ntrump]
                else:
                    nt1 += MARRIAGE[ntrump]
            if turn == 0:
                val = self._search(h0 & ~(1 << c), h1, 1, c, ntrump, nt0, nt1, w0, w1, alpha, beta)
            else:
                val = self._search(h0, h1 & ~(1 << c), 0, c, ntrump, nt0, nt1, w0, w1, alpha, beta)
            if maximise:
                if val > best:
                    best = val
                    if val > alpha:
                        alpha = val
            elif val < best:
                best = val
                if val < beta:
                    beta = val
            if alpha >= beta:
                break
        lo, hi = -INF, INF
        if best <= a0:
            hi = best
        elif best >= b0:
            lo = best
        else:
            lo = hi = best
        self.tt[key] = (lo - so_far, hi - so_far)
        return best

    @staticmethod
    def _lead_order(hand: int, marry: list[int]) -> list[int]:
        """Marriages announced first (the richest), then the richest cards, the quiet leads last."""
        first = [s * 6 + C.QUEEN for s in sorted(marry, key=lambda s: -MARRIAGE[s])]
        first += [s * 6 + C.KING for s in marry]
        rest = [c for c in BY_POINTS if hand >> c & 1 and c not in first]
        return first + rest + [c + QUIET for c in first]


# -- rules of thumb: easy and normal, and both sides of hard's play-outs


def _cheapest(cards: list[int], trump: int, keep: int = 0) -> int:
    """The card that costs least to give away: not one to keep, fewest points, a trump last."""
    return min(cards, key=lambda c: (bool(keep >> c & 1), _suit(c) == trump, POINTS[c], c))


def _is_master(c: int, unseen: int, trump: int) -> bool:
    """Nothing unseen beats ``c`` led: no higher card of its suit and, for a side suit, no trump."""
    if unseen & C.SUIT_MASK[_suit(c)] & ~((1 << (c + 1)) - 1):
        return False
    return _suit(c) == trump or trump < 0 or not unseen & C.SUIT_MASK[trump]


def _hopes(hand: int, gone: int) -> int:
    """The kings and queens in hand whose partner may still come (neither held nor gone)."""
    out = 0
    for suit in range(4):
        pair = C.MARRIAGE_MASK[suit]
        mine = hand & pair
        if mine and mine != pair and not gone & pair & ~mine:
            out |= mine
    return out


def _marriages(hand: int) -> list[int]:
    return [s for s in range(4) if hand & C.MARRIAGE_MASK[s] == C.MARRIAGE_MASK[s]]


def lead_by_thumb(hand: int, trump: int, strict: bool, may_marry: bool, unseen: int | None = None) -> int:
    """The card to lead. The richest marriage is announced when it may be (its queen led: the king
    stays, higher); without counting (``unseen`` None) a low side card, keeping tens, aces, trumps and
    marriages. Counting: a master first once the stock is gone; while it lasts, a sure trick when a
    marriage waits for one; kings and queens whose partner may come kept."""
    married = _marriages(hand)
    if married and may_marry:
        return max(married, key=lambda s: MARRIAGE[s]) * 6 + C.QUEEN
    cards = C.cards_of(hand)
    if unseen is not None:
        masters = [c for c in cards if _is_master(c, unseen, trump)]
        if masters and (strict or married and not may_marry):
            return max(masters, key=lambda c: (_suit(c) == trump, POINTS[c]))
    keep = 0
    for s in married:
        keep |= C.MARRIAGE_MASK[s]
    if unseen is not None:
        keep |= _hopes(hand, C.ALL & ~hand & ~unseen)
    plain = [c for c in cards if _suit(c) != trump and not keep >> c & 1 and POINTS[c] < 10]
    if plain:
        return min(plain, key=lambda c: (POINTS[c], c))
    return _cheapest(cards, trump, keep)


def follow_by_thumb(
    hand: int, allowed: int, lead: int, trump: int, strict: bool, want_trick: bool = False, gone: int | None = None
) -> int:
    """The card to play second. Once the stock is gone: the cheapest winner, else the cheapest card.
    While it lasts: take the lead with a higher card of its suit (not one of a marriage), a ten or an
    ace (or any lead when ``want_trick``: a marriage waits for a trick) with the cheapest winner; else
    give the cheapest card. ``gone`` (counting): the cards out of play, to keep hopeful kings and queens."""
    cards = C.cards_of(allowed)
    winners = [c for c in cards if _beats(lead, c, trump)]
    keep = 0
    for s in _marriages(hand):
        keep |= C.MARRIAGE_MASK[s]
    if gone is not None:
        keep |= _hopes(hand, gone)
    if strict:
        if winners:
            return min(winners, key=lambda c: (_suit(c) == trump and _suit(lead) != trump, POINTS[c], c))
        return _cheapest(cards, trump, keep)
    same = [c for c in winners if _suit(c) == _suit(lead) and not keep >> c & 1]
    if same:
        return max(same, key=lambda c: POINTS[c])
    if POINTS[lead] >= 10 or want_trick:
        free = [c for c in winners if not keep >> c & 1]
        if free:
            return min(free, key=lambda c: (POINTS[c], c))
    losers = [c for c in cards if c not in winners]
    return _cheapest(losers or cards, trump, keep)


def play_by_thumb(p: Pos) -> None:
    """One move of a play-out, each side counting (it knows its world's cards)."""
    s = p.turn
    unseen = p.h[1 - s] | C.mask(p.stock)
    if p.lead < 0:
        p.lead_card(lead_by_thumb(p.h[s], p.trump, p.strict, p.won[s], unseen))
    else:
        allowed = follow_allowed(p.h[s], p.lead, p.trump, p.strict)
        want = bool(_marriages(p.h[s])) and not p.won[s]
        gone = C.ALL & ~p.h[s] & ~unseen
        p.follow_card(follow_by_thumb(p.h[s], allowed, p.lead, p.trump, p.strict, want, gone))


def play_out(p: Pos, value: Value, solver: Solver | None = None) -> int:
    """Play a world to its end by the rules of thumb; with a ``solver``, the tricks after the stock
    are solved exactly instead."""
    while not p.over:
        if solver is not None and p.lead < 0 and not p.stock:
            return solver.solve(p)
        play_by_thumb(p)
    return value(p.taken)


# -- what a view tells


def tricks_won(v) -> list[bool]:
    """Has each seat won a trick this hand? Replayed from the view's history, the trump following the
    marriages announced (a king or queen led, not quietly, whose pair the view lists as announced)."""
    announced = {(seat, suit) for seat, suit, _ in v.announced}
    won, trump = [False, False], NO_TRUMP
    trick: list[tuple[int, int]] = []
    for rec in v.history:
        if "play" not in rec:
            continue
        seat, c = rec["seat"], C.card(rec["play"])
        pair = (seat, C.SUITS[_suit(c)])
        if not trick and c % 6 in (C.KING, C.QUEEN) and rec.get("announce") is not False and pair in announced:
            announced.discard(pair)  # the seat's first king or queen led of that pair: the pair is broken after it
            trump = _suit(c)
        trick.append((seat, c))
        if len(trick) == 2:
            (s0, a), (s1, b) = trick
            won[s1 if _beats(a, b, trump) else s0] = True
            trick = []
    return won


def _trump(v) -> int:
    return NO_TRUMP if v.trump is None else v.trump


def taken_of(v) -> list[int]:
    return [v.card_points.get(s, 0) + v.marriages.get(s, 0) for s in (0, 1)]


def position(v, opp_hand: int, stock: list[int]) -> Pos:
    h = [0, 0]
    h[v.seat], h[1 - v.seat] = v.hand, opp_hand
    lead = v.trick[0][1] if v.trick else -1
    return Pos(h, list(stock), _trump(v), v.turn, lead, taken_of(v), tricks_won(v))


def _move_of(a: Action) -> int:
    return a.value + QUIET if a.announce is False else a.value


def _action_of(v, m: int) -> Action:
    c, quiet = m % QUIET, m >= QUIET
    for a in v.legal:
        if a.kind == "play" and a.value == c and (a.announce is False) == quiet:
            return a
    raise ValueError(f"no legal action plays {C.name(c)}")


# -- the players


class DrawPlayer(ComputerPlayer):
    """The flow the levels share: ``decide`` a card; after an error, a legal card by the rules of
    thumb (the plumbing keeps the error in ``errors`` for the tests and the arena)."""

    counting = False

    def __init__(self, seed: int = 0, time_budget: float | None = None, cancel=None, **opts):
        # cancel: once set, hard answers from the samples it has
        super().__init__(seed, time_budget, cancel=cancel, **opts)

    def rng(self, v) -> random.Random:
        return self.seeded(v.seat, v.hand, v.played, len(v.history), v.scores)

    def _choose(self, v) -> Action:
        return self.decide(v)

    def _safe(self, v) -> Action:
        return self.by_thumb(v, counting=False)

    def stat_phase(self, v, a):
        return "play"

    def decide(self, v) -> Action:
        return self.by_thumb(v, self.counting)

    @staticmethod
    def by_thumb(v, counting: bool) -> Action:
        trump, strict = _trump(v), v.stock == 0
        me = v.seat
        if not v.trick:
            may_marry = any(a.announce is False for a in v.legal)  # the engine offers a quiet lead only then
            unseen = C.ALL & ~v.hand & ~v.played if counting else None
            c = lead_by_thumb(v.hand, trump, strict, may_marry, unseen)
        else:
            allowed = C.mask([a.value for a in v.legal if a.kind == "play"])
            want = counting and bool(_marriages(v.hand)) and not tricks_won(v)[me]
            gone = v.played if counting else None
            c = follow_by_thumb(v.hand, allowed, v.trick[0][1], trump, strict, want, gone)
        return _action_of(v, c)


class EasyDraw(DrawPlayer):
    """Rules of thumb from its own hand, no counting."""

    level = "easy"


class NormalDraw(DrawPlayer):
    """Counts the cards: masters once the stock is gone, the trick a marriage needs, hopeful kings
    and queens kept."""

    level = "normal"
    counting = True


# Hard's ISMCTS while the stock lasts (engine/ai/_ismcts_draw.c): iterations a decision (its time
# limit stops it sooner on a slow machine), the exploration constant (on a hand's value over 400, or
# over 900 near the game's end) and the play-outs' share of random moves (rules of thumb otherwise):
# the yardstick's own c and policy, measured there (docs/ai.md, "Yardstick: Draw 1000").
ITERATIONS = 40000
EXPLORE = 0.7
PLAYOUT_RANDOM = 10


class HardDraw(DrawPlayer):
    """The compiled ISMCTS while the stock lasts (the sampling search where it is not built);
    solves exactly once the stock is gone."""

    level = "hard"

    def __init__(
        self,
        seed: int = 0,
        time_budget: float | None = 0.2,
        worlds: int = 24,
        cancel=None,
        exact_stock: int = 2,
        iterations: int = ITERATIONS,
        explore: float = EXPLORE,
        policy: int = PLAYOUT_RANDOM,
        **opts,
    ):
        super().__init__(seed, time_budget, cancel, **opts)
        self.worlds = worlds
        self.exact_stock = exact_stock
        self.iterations = int(iterations)  # the ISMCTS's while the stock lasts (0: the sampling search)
        self.explore, self.policy = float(explore), int(policy)

    def decide(self, v) -> Action:
        moves = [_move_of(a) for a in v.legal if a.kind == "play"]
        if len(moves) == 1:
            return _action_of(v, moves[0])
        know = Knowledge(v)
        value = Value(v.seat, v.scores)
        if know.exact:
            opp, stock = know.sample(self.rng(v))
            best, values = Solver(value).best(position(v, opp, stock))
            # the figures (``evaluate``): each move's exact value, in the one world there is
            order = sorted(values, key=lambda m: (m != best, -values[m], m))
            figs = [Figure(_action_of(v, m), float(values[m]), 1) for m in order]
            self.note(Evaluation("card", "hand_value", figs, 1, extra={"exact": True}))
            return _action_of(v, best)
        if self.iterations > 0 and ismcts_draw.core is not None:
            searched = self.searched(v, value)
            if searched is not None:
                return searched
        return _action_of(v, self.sampled(v, know, value, moves))

    def searched(self, v, value: Value) -> Action | None:
        """The stock lasting: the compiled ISMCTS over the seat's information, stopped by the time
        limit or ``cancel`` (asked every few hundred iterations); the root's most visited move.
        None when nothing was searched (cancelled at once). Issue 39: the sampling search, which
        plays each candidate out by rules of thumb from the first trick on, trailed this search."""
        core = ismcts_draw.core
        assert core is not None
        state, unknown, void, need = ismcts_draw.state_of_view(v, tricks_won(v), core)
        seed = self.rng(v).getrandbits(64)
        seconds = self.time_budget or 0.0
        args = (self.iterations, seed, self.explore, self.policy, seconds, self.cancel)
        rows = [r for r in core.search(state, v.seat, unknown, void, need, *args) if r[1] > 0]
        if not rows:
            return None
        rows.sort(key=lambda r: (-r[1], r[0]))  # of equal visits the lower move: announcing first
        n = sum(r[1] for r in rows)
        # the figures in the hand's value (the core's rewards are it over 400, near the end over 900);
        # each iteration is a world dealt
        scale = MOST_IN_A_HAND + (GAME_WON if value.for_game else 0)
        figs = [Figure(ismcts_draw.to_action(v, m), mean * scale, visits) for m, visits, mean in rows]
        self.note(Evaluation("card", "hand_value", figs, n, extra={"exact": False, "ismcts": True}))
        return figs[0].action

    def sampled(self, v, know: Knowledge, value: Value, moves: list[int]) -> int:
        rng = self.rng(v)
        totals = dict.fromkeys(moves, 0.0)
        # the tricks after the stock solved exactly in the play-outs of the last draws only: earlier,
        # the hands the rules of thumb reach are too rough a guess to pay for it
        solver = Solver(value) if v.stock <= self.exact_stock else None
        t0 = time.perf_counter()
        for i in range(self.worlds):
            opp, stock = know.sample(rng)
            base = position(v, opp, stock)
            for m in moves:
                p = base.copy()
                p.play(m)
                totals[m] += play_out(p, value, solver)
            if self.enough_samples(i, t0, at_least=1):
                break
        best = max(moves, key=lambda m: (totals[m], -m))
        # the figures of this move (``evaluate``): the hand's value for this seat, on average
        n = i + 1
        order = sorted(moves, key=lambda m: (m != best, -totals[m], m))
        figs = [Figure(_action_of(v, m), totals[m] / n, n) for m in order]
        self.note(Evaluation("card", "hand_value", figs, n))
        return best


LEVELS = {"easy": EasyDraw, "normal": NormalDraw, "hard": HardDraw}


def make(level: str, seed: int = 0, **opts) -> DrawPlayer:
    keep = ("time_budget", "worlds", "cancel", "exact_stock") + (
        ("iterations", "explore", "policy") if level == "hard" else ()
    )
    return LEVELS[level](seed, **{k: v for k, v in opts.items() if k in keep})
