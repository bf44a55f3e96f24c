"""A double-dummy solver for the point game of 1000: the declarer against both defenders.

Everything is a bitboard: a hand is a 24-bit int (``engine.cards``: card = suit * 6 + rank,
higher index wins within a suit). The three active hands are positions 0, 1, 2 in playing order
(position p is followed by (p + 1) % 3). The value of a position is the number of points the
declarer takes from now on: card points of the tricks he wins plus the marriages he announces.
The declarer maximises it, the two defenders minimise it together.

This is search, not adjudication: it keeps its own trick-play model (follow suit; trump when
``must_trump`` and void; only the trump's owner leads trumps under ``only_owner_leads_trump``;
a marriage is announced by leading its king or queen while holding both, after the first trick
unless ``first_trick_marriage``; the ace marriage under ``ace_marriage``). A test checks that
this model agrees with ``engine.game.legal_actions`` on random positions.

Techniques: alpha-beta with a transposition table of lower/upper bounds keyed by the three
hands, the leader and the trump (only at trick boundaries, where the value does not depend on the
past); the best lead of each position is remembered and tried first; cheap bounds (the declarer
can take no more than the points left plus his own unannounced marriages); zero-window search
("can the declarer reach N?") and MTD(f) for the exact value.

Equivalent-card merging as in bridge solvers is *not* sound here: no two ranks are worth the same
number of points, so two touching cards of one hand lead to different values. What the
solver makes instead is ordering: cards are tried best-first, and the bounds cut the rest. See
docs/ai.md.

The search itself (``Solver.search``, so ``reaches`` and ``value`` too) runs compiled when the
optional extension ``engine.ai._dd`` (engine/ai/_dd.c, a port of ``_boundary``, ``_second``,
``_third`` and ``_quick``) is built: the same nodes in the same order, the same values, about
30-100 times faster. The Python search here stays the reference and the fallback: it is used
when the extension is missing, when ``THOUSAND_PURE_PYTHON=1`` is set, or when a solver's table
is a dict. ``COMPILED`` says which one new solvers use.
"""

from __future__ import annotations

import os

from .. import cards as C
from .base import Budget as Budget  # the tools and tests take it from here
from .base import Limits

try:
    from . import _dd  # type: ignore[attr-defined]  # compiled, no stub: its API is read through solver.py
except ImportError:  # not built (no C compiler at install time): pure Python
    _dd = None
if _dd is not None and getattr(_dd, "VERSION", None) != 1:  # a stale build of an older _dd.c
    _dd = None

COMPILED = _dd is not None and os.environ.get("THOUSAND_PURE_PYTHON", "") != "1"
_Table = _dd.Table if _dd is not None else None

POINTS = C.POINTS
SUIT_MASK = C.SUIT_MASK
MARRIAGE_MASK = C.MARRIAGE_MASK
ACES = C.ACES
KQ = C.RANK_MASK[C.KING] | C.RANK_MASK[C.QUEEN]
INF = 10**6


def _remember(cache: dict, key, value):
    """Keep a computed value; a cache past 300,000 entries starts again (a bound on memory)."""
    if len(cache) > 300000:
        cache.clear()
    cache[key] = value
    return value


_PAT = tuple(tuple(r for r in range(6) if p >> r & 1) for p in range(64))
_SUIT_BITS = tuple(tuple(tuple(s * 6 + r for r in _PAT[p]) for p in range(64)) for s in range(4))


def _bits(m: int) -> list[int]:
    """Cards of a mask, lowest first (four table look-ups)."""
    return [
        *_SUIT_BITS[0][m & 63],
        *_SUIT_BITS[1][m >> 6 & 63],
        *_SUIT_BITS[2][m >> 12 & 63],
        *_SUIT_BITS[3][m >> 18 & 63],
    ]


bits = _bits  # the two-player search (two.Solver2) takes the same look-ups


_SUIT_OF = [c // 6 for c in range(24)]
_QUEENS = sum(1 << (s * 6 + C.QUEEN) for s in range(4))  # a marriage: x & (x >> 1) & _QUEENS


def _run_table():
    """(cards, points) of the unbroken top of a suit: index mine << 6 | theirs (rank bits)."""
    out = []
    for mine in range(64):
        for theirs in range(64):
            run = pts = 0
            for r in range(5, -1, -1):
                if mine >> r & 1:
                    run += 1
                    pts += POINTS[r]
                elif theirs >> r & 1:
                    break
            out.append((run, pts))
    return tuple(out)


_RUN = _run_table()
_POP = tuple(bin(x).count("1") for x in range(64))
_SP = C._SUIT_POINTS


class Position:
    """A position in the play: hands by position, the trick so far, the trump, the scores so far."""

    __slots__ = ("hands", "leader", "trick", "trump", "owner", "tricks_played")

    def __init__(self, hands, leader, trick=(), trump=None, owner=None, tricks_played=0):
        self.hands = list(hands)
        self.leader = leader
        self.trick = list(trick)  # [(pos, card)]
        self.trump = trump
        self.owner = owner
        self.tricks_played = tricks_played


class Solver(Limits):
    """Double-dummy values of positions for one declarer and one set of agreements.

    ``marriage_values`` maps suit -> points for the declarer's side (a declarer on the barrel
    under ``barrel_no_marriages`` passes zeros). The transposition table ``tt`` survives between
    calls with the same solver (positions of one deal share it), so reuse a solver within a deal,
    or share one table between the solvers of one deal (same declarer and agreements):
    ``s.tt = table`` with ``table = Solver.new_table()`` (a compiled table when the compiled
    search is on, else a dict; a dict always works and selects the Python search).
    ``compiled``: None for the default (``COMPILED``), False for the pure-Python search.
    """

    def __init__(
        self,
        declarer: int,
        marriage_values=None,
        must_trump: bool = True,
        first_trick_marriage: bool = False,
        ace_marriage: bool = False,
        only_owner_leads_trump: bool = False,
        max_nodes: int | None = None,
        deadline: float | None = None,
        cancel=None,
        compiled: bool | None = None,
    ):
        self.D = declarer
        mv = marriage_values or {C.HEARTS: 100, C.DIAMONDS: 80, C.CLUBS: 60, C.SPADES: 40}
        self.mv = [mv[s] for s in range(4)]
        self.must_trump = must_trump
        self.first_trick_marriage = first_trick_marriage
        self.ace_marriage = ace_marriage
        self.owner_leads = only_owner_leads_trump
        self._core = None
        if _dd is not None and (COMPILED if compiled is None else compiled):
            try:
                self._core = _dd.Core(
                    declarer,
                    tuple(self.mv),
                    bool(must_trump),
                    bool(first_trick_marriage),
                    bool(ace_marriage),
                    bool(only_owner_leads_trump),
                )
            except (TypeError, ValueError, OverflowError):  # e.g. marriage values out of its range
                self._core = None
        self.tt = _dd.Table() if self._core is not None else {}
        self._tt_py: dict | None = None
        self._mcache: dict = {}
        self._lead_cache: dict = {}
        self._hist = [0] * 24
        self._mlow: dict = {}
        self._ex: dict = {}
        self.exact_below = 3
        self._follow_cache: dict = {}
        self._third_cache: dict = {}
        self.nodes = 0
        self.max_nodes = max_nodes
        self.deadline = deadline
        self.cancel = cancel
        self._check_every = 2048

    @staticmethod
    def new_table():
        """An empty transposition table of the kind new solvers use (``len()``, ``clear()``)."""
        return _dd.Table() if COMPILED else {}

    # ------------------------------------------------------------ move generation (the model)

    def lead_mask(self, hand: int, pos: int, trump, owner) -> int:
        if self.owner_leads and trump is not None and pos != owner:
            other = hand & ~SUIT_MASK[trump]
            if other:
                return other
        return hand

    def follow_mask(self, hand: int, led_suit: int, trump) -> int:
        f = hand & SUIT_MASK[led_suit]
        if f:
            return f
        if trump is not None and self.must_trump:
            t = hand & SUIT_MASK[trump]
            if t:
                return t
        return hand

    def can_announce(self, tricks_played: int) -> bool:
        return tricks_played > 0 or self.first_trick_marriage

    def lead_moves(self, hand: int, pos: int, trump, owner, tricks_played):
        """[(card, marriage points, new trump, new owner)] for a lead: announcing when possible."""
        out = []
        ann = self.can_announce(tricks_played)
        for c in _bits(self.lead_mask(hand, pos, trump, owner)):
            s = _SUIT_OF[c]
            r = c % 6
            if ann and (r == 2 or r == 3) and hand & MARRIAGE_MASK[s] == MARRIAGE_MASK[s]:
                out.append((c, self.mv[s], s, pos))
            elif ann and r == 5 and self.ace_marriage and hand & ACES == ACES:
                out.append((c, 200, trump, owner))
            else:
                out.append((c, 0, trump, owner))
        return out

    # ------------------------------------------------------------ search

    def _marriage_bonus(self, hd: int) -> int:
        b = self._mcache.get(hd)
        if b is None:
            b = 0
            for s in range(4):
                if hd & MARRIAGE_MASK[s] == MARRIAGE_MASK[s]:
                    b += self.mv[s]
            if self.ace_marriage and hd & ACES == ACES:
                b += 200
            self._mcache[hd] = b
            lo = max([self.mv[s] for s in range(4) if hd & MARRIAGE_MASK[s] == MARRIAGE_MASK[s]] or [0])
            if self.ace_marriage and hd & ACES == ACES:
                lo = max(lo, 200)
            self._mlow[hd] = lo
        return b

    def _upper(self, h, leader_can_announce=True) -> int:
        """Most points the declarer can still take: all card points left plus his marriages."""
        m = h[0] | h[1] | h[2]
        return _SP[m & 63] + _SP[m >> 6 & 63] + _SP[m >> 12 & 63] + _SP[m >> 18] + self._marriage_bonus(h[self.D])

    def _lead_list(self, hand, leader, trump, owner, ann, is_max):
        """Lead moves of a hand, ordered (cached): marriages and aces first for the declarer,
        marriages then aces then cheap cards for a defender."""
        key = (hand, leader, trump, owner, ann, is_max)
        ms = self._lead_cache.get(key)
        if ms is None:
            ms = self.lead_moves(hand, leader, trump, owner, 1 if ann else 0)
            if is_max:
                ms.sort(key=lambda m: (-m[1], m[0] % 6 != 5, -POINTS[m[0]]))
            else:
                ms.sort(key=lambda m: (-m[1], m[0] % 6 != 5, POINTS[m[0]]))
            _remember(self._lead_cache, key, ms)
        return ms

    def _follow_list(self, hand, c1, trump):
        """The second player's cards against the led card c1 (cached): as _split."""
        key = (hand, c1, trump)
        r = self._follow_cache.get(key)
        if r is None:
            r = _remember(self._follow_cache, key, self._split(hand, _SUIT_OF[c1], c1, trump))
        return r

    def _by_points_desc(self, hand, win, lose):
        return sorted(win + lose, key=lambda c: -POINTS[c])

    def _third_list(self, hand, led, wc, trump):
        """The last player's cards against the trick's winning card wc (cached): as _split."""
        key = (hand, led, wc, trump)
        r = self._third_cache.get(key)
        if r is None:
            r = _remember(self._third_cache, key, self._split(hand, led, wc, trump))
        return r

    def _split(self, hand, led, wc, trump):
        """A follower's cards in a trick led in suit ``led`` whose winning card is ``wc``: (winning
        cards, losing cards, the same two dearest first); winning and losing cards cheapest first."""
        sw = _SUIT_OF[wc]
        wc_trump = trump is not None and sw == trump
        win, lose = [], []
        for c in _bits(self.follow_mask(hand, led, trump)):
            s = _SUIT_OF[c]
            if (c > wc) if s == sw else (trump is not None and s == trump and not wc_trump):
                win.append(c)
            else:
                lose.append(c)
        win.sort(key=lambda c: (POINTS[c], c))
        lose.sort(key=lambda c: (POINTS[c], c))
        return (win, lose, win[::-1], lose[::-1])

    def _quick(self, h0, h1, h2, trump, owner, D=None) -> int:
        """Sure points of the declarer on lead when no hand can announce a marriage any more
        (the trump is fixed for the rest of the deal): the unbroken top cards of each suit he
        holds, cashed one after another — trumps first, then side suits no defender can ruff
        (each defender has no trumps or follows every round). A lower bound on his points.
        With ``D`` another position: the same for that player on lead (a defender's sure points)."""
        if (h0 & (h0 >> 1) | h1 & (h1 >> 1) | h2 & (h2 >> 1)) & _QUEENS:
            return 0
        if self.ace_marriage and (h0 & ACES == ACES or h1 & ACES == ACES or h2 & ACES == ACES):
            return 0
        if D is None:
            D = self.D
        h = (h0, h1, h2)
        hd = h[D]
        d1, d2 = h[(D + 1) % 3], h[(D + 2) % 3]
        rest = d1 | d2
        tot = 0
        for st in range(4):
            sh = 6 * st
            mine = hd >> sh & 63
            if not mine:
                continue
            run, pts = _RUN[mine << 6 | rest >> sh & 63]
            if not run:
                continue
            if trump is not None:
                if st == trump:
                    if self.owner_leads and owner != D and hd & ~SUIT_MASK[trump]:
                        continue
                else:
                    ts = 6 * trump
                    if (d1 >> ts & 63 and _POP[d1 >> sh & 63] < run) or (d2 >> ts & 63 and _POP[d2 >> sh & 63] < run):
                        continue
            tot += pts
        return tot

    def _boundary(self, h0, h1, h2, leader, trump, owner, tp, alpha, beta):
        """Value at the start of a trick (declarer's points from here), alpha-beta fail-soft."""
        if not h0:
            return 0
        if not h0 & (h0 - 1):
            # the last trick: every card is forced
            cs = (h0.bit_length() - 1, h1.bit_length() - 1, h2.bit_length() - 1)
            wp = leader
            wc = cs[leader]
            for k in (1, 2):
                p = (leader + k) % 3
                c = cs[p]
                sc, sw = _SUIT_OF[c], _SUIT_OF[wc]
                if (sc == sw and c > wc) or (trump is not None and sc == trump and sw != trump):
                    wp, wc = p, c
            return POINTS[cs[0]] + POINTS[cs[1]] + POINTS[cs[2]] if wp == self.D else 0
        self.nodes += 1
        if self.nodes & 2047 == 0:
            self._tick()
        ann = tp > 0 or self.first_trick_marriage
        key = (
            h0
            | h1 << 24
            | h2 << 48
            | (
                leader
                | (0 if trump is None else trump + 1) << 2
                | (0 if owner is None or not self.owner_leads else owner + 1) << 5
                | ann << 8
            )
            << 72
        )
        tt = self.tt
        ent = tt.get(key)
        D = self.D
        best_move = None
        if ent is not None:
            lo, hi, best_move = ent
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            if lo == hi:
                return lo
        else:
            m = h0 | h1 | h2
            hd = h0 if D == 0 else (h1 if D == 1 else h2)
            b = self._mcache.get(hd)
            if b is None:
                b = self._marriage_bonus(hd)
            hi = _SP[m & 63] + _SP[m >> 6 & 63] + _SP[m >> 12 & 63] + _SP[m >> 18] + b
            if hi <= alpha:
                return hi
            # the declarer on lead may announce his best marriage at once
            lo = self._mlow.get(hd, 0) if leader == D and ann and b and not self.owner_leads else 0
            if lo >= beta:
                return lo
            if not b:
                if leader == D:
                    q = self._quick(h0, h1, h2, trump, owner)
                    if q > lo:
                        lo = q
                        if lo >= beta:
                            tt[key] = (lo, hi, None)
                            return lo
                elif hi > alpha:
                    q = self._quick(h0, h1, h2, trump, owner, leader)
                    if q:
                        hi -= q
                        if hi <= alpha:
                            tt[key] = (lo, hi, None)
                            return hi
        a0, b0 = alpha, beta
        if alpha < lo:
            alpha = lo
        if beta > hi:
            beta = hi
        h = [h0, h1, h2]
        hand = h[leader]
        is_max = leader == D
        moves = self._lead_list(hand, leader, trump, owner, ann, is_max)
        if len(moves) > 2:
            hist = self._hist
            moves = sorted(moves, key=lambda m: -hist[m[0]])
        if best_move is not None and moves[0][0] != best_move:
            moves = [m for m in moves if m[0] == best_move] + [m for m in moves if m[0] != best_move]
        best = -INF if is_max else INF
        bm = None
        p1 = (leader + 1) % 3
        p2 = (leader + 2) % 3
        second = self._second
        for c, bonus, ntrump, nowner in moves:
            h[leader] = hand & ~(1 << c)
            if is_max:
                v = second(h, leader, p1, p2, c, ntrump, nowner, tp, alpha - bonus, beta - bonus) + bonus
                if v > best:
                    best, bm = v, c
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            break
            else:
                v = second(h, leader, p1, p2, c, ntrump, nowner, tp, alpha, beta)
                if v < best:
                    best, bm = v, c
                    if v < beta:
                        beta = v
                        if alpha >= beta:
                            break
        h[leader] = hand
        if bm is not None and (best >= b0 if is_max else best <= a0):
            self._hist[bm] += 1 << (2 * C.count(hand))
        # store bounds (fail-soft)
        if best <= a0:
            if best < hi:
                hi = best
        elif best >= b0:
            if best > lo:
                lo = best
        else:
            lo = hi = best
        tt[key] = (lo, hi, bm)
        return best

    def _second(self, h, leader, p1, p2, c1, trump, owner, tp, alpha, beta):
        hand = h[p1]
        D = self.D
        is_max = p1 == D
        win, lose, win_d, lose_d = self._follow_list(hand, c1, trump)
        # same side as the leader (the declarer never is): big cards first (smear);
        # else winning cards first, the biggest first, then losing cards, the smallest first
        if leader != D and not is_max:
            order = self._by_points_desc(hand, win, lose)
        else:
            order = win + lose if win else lose
        third = self._third
        best = -INF if is_max else INF
        for c in order:
            h[p1] = hand & ~(1 << c)
            if c in win:
                v = third(h, leader, p1, p2, c1, c, p1, c, trump, owner, tp, alpha, beta)
            else:
                v = third(h, leader, p1, p2, c1, c, leader, c1, trump, owner, tp, alpha, beta)
            if is_max:
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            break
            else:
                if v < best:
                    best = v
                    if v < beta:
                        beta = v
                        if alpha >= beta:
                            break
        h[p1] = hand
        return best

    def _third(self, h, leader, p1, p2, c1, c2, w, wc, trump, owner, tp, alpha, beta):
        led = _SUIT_OF[c1]
        hand = h[p2]
        D = self.D
        win, lose, win_d, lose_d = self._third_list(hand, led, wc, trump)
        base = POINTS[c1] + POINTS[c2]
        h0, h1, h2 = h
        bnd = self._boundary
        tp1 = tp + 1
        is_max = p2 == D
        if is_max:
            # the declarer last: winning cards (biggest first), then losing ones (smallest first)
            seq = [(c, p2, base + POINTS[c]) for c in win_d] + [(c, w, 0) for c in lose]
        elif w == D:
            # a defender last against the declarer's card: win cheaply, else lose the smallest
            seq = [(c, p2, 0) for c in win] + [(c, w, base + POINTS[c]) for c in lose]
        else:
            # the partner holds the trick: smear the biggest loser; winning over him costs nothing
            seq = sorted([(c, w, 0) for c in lose] + [(c, p2, 0) for c in win])
        best = -INF if is_max else INF
        for c, winner, imm in seq:
            nh = hand & ~(1 << c)
            if p2 == 0:
                v = imm + bnd(nh, h1, h2, winner, trump, owner, tp1, alpha - imm, beta - imm)
            elif p2 == 1:
                v = imm + bnd(h0, nh, h2, winner, trump, owner, tp1, alpha - imm, beta - imm)
            else:
                v = imm + bnd(h0, h1, nh, winner, trump, owner, tp1, alpha - imm, beta - imm)
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

    # ------------------------------------------------------------ public calls

    def search(self, pos: Position, alpha: int, beta: int) -> int:
        """Fail-soft alpha-beta value of a position (declarer's points from now on): compiled when
        this solver has the compiled core and table, else ``_search_py`` (the same value)."""
        core = self._core
        tt = self.tt
        if core is not None and type(tt) is _Table and type(alpha) is int and type(beta) is int:
            args = _core_args(pos)
            if args is not None:
                try:
                    return core.search(tt, self, self.nodes, *args, alpha, beta)
                finally:
                    self.nodes = core.nodes
        if isinstance(tt, dict):
            return self._search_py(pos, alpha, beta)
        # a compiled table, but this call cannot use it (an odd position or window): Python
        # with a table of its own
        if self._tt_py is None:
            self._tt_py = {}
        self.tt = self._tt_py
        try:
            return self._search_py(pos, alpha, beta)
        finally:
            self.tt = tt

    def _search_py(self, pos: Position, alpha: int, beta: int) -> int:
        """The pure-Python search: the reference for the compiled one."""
        h = list(pos.hands)
        t = pos.trick
        tp = pos.tricks_played
        if not t:
            return self._boundary(h[0], h[1], h[2], pos.leader, pos.trump, pos.owner, tp, alpha, beta)
        leader = t[0][0]
        p1, p2 = (leader + 1) % 3, (leader + 2) % 3
        c1 = t[0][1]
        if len(t) == 1:
            return self._second(h, leader, p1, p2, c1, pos.trump, pos.owner, tp, alpha, beta)
        c2 = t[1][1]
        led = _SUIT_OF[c1]
        tr = pos.trump
        s2 = _SUIT_OF[c2]
        win2 = (s2 == led and c2 > c1) or (tr is not None and s2 == tr and led != tr)
        w, wc = (p1, c2) if win2 else (leader, c1)
        return self._third(h, leader, p1, p2, c1, c2, w, wc, tr, pos.owner, tp, alpha, beta)

    def reaches(self, pos: Position, target: int) -> bool:
        """Zero-window: can the declarer take at least ``target`` more points?"""
        if target <= 0:
            return True
        return self.search(pos, target - 1, target) >= target

    def value(self, pos: Position, guess: int | None = None) -> int:
        """Exact value by zero-window probes: MTD(f) steps from a guess, bisecting when the
        fail-soft bounds leave a wide interval."""
        h = pos.hands
        lo, hi = 0, self._upper((h[0], h[1], h[2])) + sum(POINTS[c] for _, c in pos.trick) + 200
        # first guess: the points in the declarer's own hand (fewer probes than a fixed share)
        g = (
            _SP[h[self.D] & 63] + _SP[h[self.D] >> 6 & 63] + _SP[h[self.D] >> 12 & 63] + _SP[h[self.D] >> 18]
            if guess is None
            else guess
        )
        while lo < hi:
            beta = max(lo + 1, min(g, hi))
            v = self.search(pos, beta - 1, beta)
            if v < beta:
                hi = v
            else:
                lo = v
            # next probe: the bound just found, unless the interval is still wide
            g = (lo + hi + 1) // 2 if hi - lo > 8 else (hi if v < beta else lo + 1)
        return lo

    def value_ab(self, pos: Position) -> int:
        """Exact value by one full-window alpha-beta search."""
        return self.search(pos, -INF, INF)


def _core_args(pos: Position):
    """The compiled search's arguments for a position (h0, h1, h2, leader, trump, owner,
    tricks played, c1, c2), or None when the position is outside what it handles (hand sizes
    that do not fit the trick, values out of range): the Python search takes those."""
    h = pos.hands
    if len(h) != 3:
        return None
    h0, h1, h2 = h
    trump, owner, tp, t = pos.trump, pos.owner, pos.tricks_played, pos.trick
    if not (
        type(h0) is int
        and type(h1) is int
        and type(h2) is int
        and 0 <= (h0 | h1 | h2) < 1 << 24
        and h0 >= 0
        and h1 >= 0
        and h2 >= 0
        and type(tp) is int
        and 0 <= tp <= 1000
    ):
        return None
    if trump is None:
        trump = -1
    elif type(trump) is not int or not 0 <= trump <= 3:
        return None
    if owner is None:
        owner = -1
    elif type(owner) is not int or not 0 <= owner <= 2:
        return None
    n = (h0.bit_count(), h1.bit_count(), h2.bit_count())
    if not t:
        leader = pos.leader
        if type(leader) is not int or not 0 <= leader <= 2 or not n[0] == n[1] == n[2]:
            return None
        return h0, h1, h2, leader, trump, owner, tp, -1, -1
    if len(t) > 2:
        return None
    leader, c1 = t[0]
    if type(leader) is not int or not 0 <= leader <= 2 or type(c1) is not int or not 0 <= c1 < 24:
        return None
    p1, p2 = (leader + 1) % 3, (leader + 2) % 3
    if len(t) == 1:
        if not n[leader] + 1 == n[p1] == n[p2]:
            return None
        return h0, h1, h2, leader, trump, owner, tp, c1, -1
    c2 = t[1][1]
    if type(c2) is not int or not 0 <= c2 < 24 or not n[leader] == n[p1] == n[p2] - 1:
        return None
    return h0, h1, h2, leader, trump, owner, tp, c1, c2


def apply_move(solver: Solver, pos: Position, card: int) -> tuple[Position, int]:
    """Play one card in the model; returns the new position and the declarer's points gained
    at once (a marriage he announces, a trick he wins)."""
    hands = list(pos.hands)
    trick = list(pos.trick)
    trump, owner, tp = pos.trump, pos.owner, pos.tricks_played
    p = pos.leader if not trick else (trick[-1][0] + 1) % 3
    gained = 0
    if not trick:
        for c, bonus, nt, no in solver.lead_moves(hands[p], p, trump, owner, tp):
            if c == card:
                if p == solver.D:
                    gained += bonus
                trump, owner = nt, no
                break
    hands[p] &= ~(1 << card)
    trick.append((p, card))
    leader = pos.leader
    if len(trick) == 3:
        led = _SUIT_OF[trick[0][1]]
        ws, wcard = trick[0]
        for s, c in trick[1:]:
            sc, sw = _SUIT_OF[c], _SUIT_OF[wcard]
            if (sc == sw and c > wcard) or (trump is not None and sc == trump and sw != trump):
                ws, wcard = s, c
        del led
        if ws == solver.D:
            gained += sum(POINTS[c] for _, c in trick)
        trick, leader, tp = [], ws, tp + 1
    return Position(hands, leader, trick, trump, owner, tp), gained


def to_move(pos: Position) -> int:
    return pos.leader if not pos.trick else (pos.trick[-1][0] + 1) % 3


def legal_cards(solver: Solver, pos: Position) -> int:
    p = to_move(pos)
    hand = pos.hands[p]
    if not pos.trick:
        return solver.lead_mask(hand, p, pos.trump, pos.owner)
    return solver.follow_mask(hand, _SUIT_OF[pos.trick[0][1]], pos.trump)


def brute_force(solver: Solver, pos: Position) -> int:
    """Plain minimax over every legal card, no pruning, no table: the reference for tests."""
    if not any(pos.hands) and not pos.trick:
        return 0
    p = to_move(pos)
    vals = []
    for c in _bits(legal_cards(solver, pos)):
        nxt, gained = apply_move(solver, pos, c)
        vals.append(gained + brute_force(solver, nxt))
    return max(vals) if p == solver.D else min(vals)
