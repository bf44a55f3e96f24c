"""engine/ai/_ismcts66.c in pure Python: the same rules, the same random numbers, the same search, so
the same moves (tests/tools/test_ismcts66.py compares the two); about forty times slower. The
yardsticks use it where the C module is not built. Read the C source for the why of each part: this
is a line-by-line port, its names kept.

A state is a list (``S``'s fields in order); ``make``, ``legal``, ``apply``, ``info``, ``search`` and
``solve`` take and give what the C module's do (a state here is that list, not bytes).
"""

from __future__ import annotations

import math

VERSION = 3
TRIES = 40  # placings drawn for one kept, given facts (the C module's)
M_QUIET, M_CLOSE, M_EXCHANGE, M_OUT, M_SHOW, M_DRAW, K_CHANCE = 24, 48, 49, 50, 51, 75, 76
OUT, SCHNEIDER = 66, 33
PTS = (0, 2, 3, 4, 10, 11) * 4
M64 = (1 << 64) - 1

# the fields of a state, as indices into its list
H0, H1, STOCK, SPOS, SLEN, TRUMP, TURNED, CLOSED, COT, TURN, LEAD, LEADSEAT, DRAWING = range(13)
HEAD, CBD, TW0, TW1, CP0, CP1, MAR0, MAR1, DONE, WINNER, WON, DREW0, DREW1 = range(13, 26)


def _pair(su: int) -> int:
    return (1 << (su * 6 + 2)) | (1 << (su * 6 + 3))


def _married(hand: int, c: int) -> bool:
    pair = _pair(c // 6)
    return c % 6 in (2, 3) and hand & pair == pair


def _beats(lead: int, c: int, trump: int) -> bool:
    if c // 6 == lead // 6:
        return c > lead
    return c // 6 == trump


def _left(s) -> int:
    return s[SLEN] - s[SPOS]


def _strict(s) -> bool:
    return _left(s) == 0 or s[CLOSED] >= 0


def _points(s, seat: int) -> int:
    return s[CP0 + seat] + (s[MAR0 + seat] if s[TW0 + seat] else 0)


def _mvalue(s, su: int) -> int:
    return 40 if su == s[TRUMP] else 20


def _allowed(s, seat: int) -> int:
    hand = s[H0 + seat]
    if s[LEAD] < 0 or not _strict(s):
        return hand
    follow = hand & (0x3F << (6 * (s[LEAD] // 6)))
    higher = follow & ~((2 << s[LEAD]) - 1)
    if s[HEAD] and higher:
        return higher
    if follow:
        return follow
    trumps = hand & (0x3F << (6 * s[TRUMP]))
    return trumps or hand


def _may_show(s, seat: int, c: int) -> bool:
    return _married(s[H0 + seat], c) and _points(s, seat) + _mvalue(s, c // 6) >= OUT


def make(
    h0,
    h1,
    stock,
    trump,
    turned,
    closed_by,
    cot,
    turn,
    lead,
    leadseat,
    drawing,
    head,
    cbd,
    tw0,
    tw1,
    cp0,
    cp1,
    mar0,
    mar1,
):
    stock = list(stock)
    if len(stock) > 12:
        raise ValueError("a stock of at most 12 cards")
    return [h0, h1, stock + [0] * (12 - len(stock)), 0, len(stock), trump, turned, closed_by, cot, turn, lead, leadseat,
            drawing, head, cbd, tw0, tw1, cp0, cp1, mar0, mar1, 0, -1, 0, -1, -1]  # fmt: skip


def legal(s) -> list[int]:
    out: list[int] = []
    if s[DONE] or s[TURN] < 0:
        return out
    seat = s[TURN]
    hand = s[H0 + seat]
    if s[DRAWING] == seat:
        out += [M_DRAW, M_CLOSE, M_OUT]
        return out + [M_SHOW + c for c in range(24) if hand >> c & 1 and _may_show(s, seat, c)]
    a = _allowed(s, seat)
    for c in range(24):
        if a >> c & 1:
            out.append(c)
            if s[LEAD] < 0 and _married(hand, c):
                out.append(M_QUIET + c)
    if s[LEAD] >= 0:
        return out
    if s[CLOSED] < 0 and _left(s) > 0:
        out.append(M_CLOSE)
    if (
        s[DRAWING] < 0
        and s[CLOSED] < 0
        and s[TURNED] >= 0
        and _left(s) > 2
        and s[TW0 + seat] > 0
        and hand >> (s[TRUMP] * 6) & 1
    ):
        out.append(M_EXCHANGE)
    if s[TW0 + seat] > 0:
        out.append(M_OUT)
        out += [M_SHOW + c for c in range(24) if hand >> c & 1 and _may_show(s, seat, c)]
    return out


def _game_points(s, winner: int) -> int:
    loser = 1 - winner
    if s[TW0 + loser] == 0:
        return 3
    return 2 if _points(s, loser) < SCHNEIDER else 1


def _closing_failed(s) -> int:
    return 2 + (1 if s[COT] == 0 else 0)


def _settle(s, claimant: int) -> None:
    winner = won = None
    if claimant < 0:
        last = s[TURN]
        if _points(s, last) >= OUT and _points(s, 1 - last) < OUT:
            claimant = last
        elif s[CLOSED] >= 0:
            winner, won = 1 - s[CLOSED], _closing_failed(s)
        else:
            winner, won = -1, 0
    if winner is None:
        if _points(s, claimant) < OUT:
            other = 1 - claimant
            failed = _closing_failed(s) if s[CLOSED] == claimant else 2
            winner, won = other, max(failed, 3 if s[TW0 + other] == 0 else 0)
        elif s[CLOSED] == 1 - claimant:
            winner, won = claimant, max(_closing_failed(s), _game_points(s, claimant))
        else:
            winner, won = claimant, _game_points(s, claimant)
    s[DONE], s[WINNER], s[WON], s[TURN], s[DRAWING] = 1, winner, won, -1, -1


def _draw(s, winner: int) -> None:
    s[DRAWING] = -1
    if s[CLOSED] >= 0:
        return
    for seat in (winner, 1 - winner):
        if _left(s) == 0:
            break
        c = s[STOCK][s[SPOS]]
        s[SPOS] += 1
        s[H0 + seat] |= 1 << c
        s[DREW0 + seat] = c
        if c == s[TURNED]:
            s[TURNED] = -1


def _apply(s, m: int) -> None:
    """Carry out a move on ``s`` itself (the caller copies)."""
    seat = s[TURN]
    s[DREW0] = s[DREW1] = -1
    if m < M_CLOSE:
        c = m % 24
        if s[LEAD] < 0:
            if m < M_QUIET and _married(s[H0 + seat], c):
                s[MAR0 + seat] += _mvalue(s, c // 6)
            s[H0 + seat] &= ~(1 << c)
            s[LEAD], s[LEADSEAT], s[TURN] = c, seat, 1 - seat
            return
        s[H0 + seat] &= ~(1 << c)
        w = seat if _beats(s[LEAD], c, s[TRUMP]) else s[LEADSEAT]
        s[CP0 + w] += PTS[s[LEAD]] + PTS[c]
        s[TW0 + w] += 1
        s[LEAD] = -1
        s[TURN] = w
        if not s[H0] and not s[H1]:
            if s[CLOSED] < 0:
                s[CP0 + w] += 10
            _settle(s, -1)
        elif s[CBD] and s[CLOSED] < 0 and _left(s) > 0:
            s[DRAWING] = w
        else:
            _draw(s, w)
    elif m == M_CLOSE:
        s[CLOSED], s[DRAWING], s[COT] = seat, -1, s[TW0 + 1 - seat]
    elif m == M_EXCHANGE:
        nine = s[TRUMP] * 6
        s[H0 + seat] = (s[H0 + seat] & ~(1 << nine)) | (1 << s[TURNED])
        s[STOCK][s[SLEN] - 1] = nine
        s[TURNED] = nine
    elif m == M_DRAW:
        _draw(s, seat)
    elif m == M_OUT:
        _settle(s, seat)
    else:
        s[MAR0 + seat] += _mvalue(s, (m - M_SHOW) // 6)
        _settle(s, seat)


def _copy(s):
    t = list(s)
    t[STOCK] = list(s[STOCK])
    return t


def apply(s, m: int):
    if m not in legal(s):
        raise ValueError(f"move {m} is not legal here")
    t = _copy(s)
    _apply(t, m)
    return t


def info(s) -> dict:
    return {
        "hands": (s[H0], s[H1]),
        "stock": _left(s),
        "turned": s[TURNED],
        "closed_by": s[CLOSED],
        "turn": s[TURN],
        "drawing": s[DRAWING],
        "card_points": (s[CP0], s[CP1]),
        "marriages": (s[MAR0], s[MAR1]),
        "tricks_won": (s[TW0], s[TW1]),
        "done": s[DONE],
        "winner": s[WINNER],
        "won": s[WON],
        "lead": s[LEAD],
    }


def _value_for(s, me: int) -> int:
    if s[WINNER] < 0:
        return 0
    return s[WON] if s[WINNER] == me else -s[WON]


class Rng:
    """splitmix64, as the C module's."""

    __slots__ = ("x",)

    def __init__(self, seed: int):
        self.x = seed & M64

    def next64(self) -> int:
        self.x = (self.x + 0x9E3779B97F4A7C15) & M64
        z = self.x
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        return self.next64() % n


def _weight(hand: int, facts) -> float:
    n = max(1, bin(hand).count("1"))
    w = 1.0
    for card, f, since in facts:
        if hand >> card & 1:
            held = max(0.0, 1.0 - since / n)
            w *= held * f + 1.0 - held
    return w


def _determinize(s, unknown: int, void: int, need: int, opp: int, r: Rng, facts=()) -> None:
    if not facts:
        _place(s, unknown, void, need, opp, r)
        return
    base = _copy(s)
    for t in range(TRIES):
        _place(s, unknown, void, need, opp, r)
        if t == TRIES - 1 or (r.next64() >> 11) * 2.0**-53 < _weight(s[H0 + opp], facts):
            return
        s[:] = _copy(base)


def _place(s, unknown: int, void: int, need: int, opp: int, r: Rng) -> None:
    free = [c for c in range(24) if unknown >> c & 1 and not void >> c & 1]
    rest = [c for c in range(24) if unknown >> c & 1 and void >> c & 1]
    if len(free) < need:
        free += rest
        rest = []
    hand = 0
    nf = len(free)
    for i in range(need):
        j = i + r.below(nf - i)
        free[i], free[j] = free[j], free[i]
        hand |= 1 << free[i]
    rest += free[need:]
    for i in range(len(rest) - 1, 0, -1):
        j = r.below(i + 1)
        rest[i], rest[j] = rest[j], rest[i]
    s[H0 + opp] |= hand
    for i, c in enumerate(rest):
        s[STOCK][s[SPOS] + i] = c


def _search_moves(s) -> list[int]:
    return [m for m in legal(s) if m < M_QUIET or m >= M_CLOSE]


def _playout_move(s, r: Rng) -> int:
    mv = _search_moves(s)
    seat = s[TURN]
    for m in mv:
        if m == M_OUT and _points(s, seat) >= OUT:
            return M_OUT
        if M_SHOW <= m < M_DRAW:
            return m
    mv = [m for m in mv if m != M_OUT]
    return mv[r.below(len(mv))]


def _cheaper(a: int, b: int, trump: int) -> bool:
    ta, tb = a // 6 == trump, b // 6 == trump
    if ta != tb:
        return ta < tb
    if PTS[a] != PTS[b]:
        return PTS[a] < PTS[b]
    return a < b


def _cheapest_of(m: int, trump: int) -> int:
    best = -1
    for c in range(24):
        if m >> c & 1 and (best < 0 or _cheaper(c, best, trump)):
            best = c
    return best


def _thumb_move(s, r: Rng, eps: int) -> int:
    seat = s[TURN]
    mv = _search_moves(s)
    for m in mv:
        if m == M_OUT and _points(s, seat) >= OUT:
            return M_OUT
        if M_SHOW <= m < M_DRAW:
            return m
    if s[DRAWING] == seat:
        return M_DRAW
    if eps > 0 and r.below(100) < eps:
        mv = [m for m in mv if m < M_CLOSE]
        return mv[r.below(len(mv))]
    if M_EXCHANGE in mv:
        return M_EXCHANGE
    hand, opp, trump = s[H0 + seat], s[H0 + 1 - seat], s[TRUMP]
    if s[LEAD] < 0:
        for k in range(4):
            su = trump if k == 0 else (k - 1 if k <= trump else k)
            if hand & _pair(su) == _pair(su):
                return su * 6 + 2
        if _strict(s):
            best = -1
            for c in range(24):
                if not hand >> c & 1:
                    continue
                follow = opp & (0x3F << (6 * (c // 6)))
                if follow:
                    beat = follow & ~((2 << c) - 1)
                else:
                    beat = 0 if c // 6 == trump else opp & (0x3F << (6 * trump))
                if not beat and (best < 0 or PTS[c] > PTS[best]):
                    best = c
            if best >= 0:
                return best
            return _cheapest_of(hand, trump)
        halves = 0
        for su in range(4):
            halves |= hand & _pair(su)
        plain = 0
        for c in range(24):
            if hand >> c & 1 and c // 6 != trump and not halves >> c & 1 and PTS[c] < 10:
                plain |= 1 << c
        return _cheapest_of(plain or hand, trump)
    a = _allowed(s, seat)
    win = 0
    for c in range(24):
        if a >> c & 1 and _beats(s[LEAD], c, trump):
            win |= 1 << c
    if _strict(s):
        return _cheapest_of(win or a, trump)
    own = win & (0x3F << (6 * (s[LEAD] // 6)))
    best = -1
    for c in range(24):
        if own >> c & 1 and not _married(hand, c) and (best < 0 or PTS[c] > PTS[best]):
            best = c
    if best >= 0:
        return best
    if PTS[s[LEAD]] >= 10:
        tr = win & (0x3F << (6 * trump)) & ~_pair(trump)
        if tr:
            return _cheapest_of(tr, trump)
    lose = a & ~win
    return _cheapest_of(lose or a, trump)


class _Edge:
    __slots__ = ("node", "visits", "avail", "total", "key", "mover", "won")

    def __init__(self, node: int, key: int, mover: int):
        self.node, self.key, self.mover = node, key, mover
        self.visits = self.avail = self.won = 0
        self.total = 0.0


def search(state, me, unknown, void, need, iters, seed, cexp, policy=-1, facts=None) -> list[tuple]:
    facts = [(int(c), float(f), int(n)) for c, f, n in facts or ()]
    root = _copy(state)
    if root[DONE] or root[TURN] != me:
        raise ValueError("the observer is not to act")
    root[DREW0] = root[DREW1] = -1
    facedown = _left(root) - (1 if root[TURNED] >= 0 else 0)
    if need < 0 or bin(unknown).count("1") != need + facedown or facedown < 0:
        raise ValueError("the hidden cards do not add up")
    r = Rng(seed)
    edges: list[dict[int, _Edge]] = [{}]  # node -> key -> edge (a key's edge, as find_edge)
    order: list[list[_Edge]] = [[]]  # node -> its edges, newest first (the C list's order)

    def add(node: int, key: int, mover: int) -> _Edge:
        e = _Edge(len(edges), key, mover)
        edges.append({})
        order.append([])
        edges[node][key] = e
        order[node].insert(0, e)
        return e

    for _ in range(iters):
        s = _copy(root)
        _determinize(s, unknown, void, need, 1 - me, r, facts)
        node, path, expanded = 0, [], False
        while not s[DONE]:
            if not expanded and s[DREW0 + me] >= 0:
                key = K_CHANCE + s[DREW0 + me]
                e = edges[node].get(key) or add(node, key, -1)
                node = e.node
                s[DREW0 + me] = -1
                continue
            if expanded:
                m = _playout_move(s, r) if policy < 0 else _thumb_move(s, r, policy)
            else:
                mv = _search_moves(s)
                untried = []
                for x in mv:
                    e = edges[node].get(x)
                    if e is None:
                        untried.append(x)
                    else:
                        e.avail += 1
                if untried:
                    m = untried[r.below(len(untried))]
                    e = add(node, m, s[TURN])
                    e.avail += 1
                    path.append(e)
                    node = e.node
                    expanded = True
                else:
                    best, bestv = None, -1e300
                    for x in mv:
                        e = edges[node][x]
                        v = e.total / e.visits + cexp * math.sqrt(math.log(e.avail) / e.visits)
                        if v > bestv:
                            best, bestv = e, v
                    assert best is not None
                    m = best.key
                    path.append(best)
                    node = best.node
            _apply(s, m)
        reward = _value_for(s, me) / 3.0
        for e in path:
            e.visits += 1
            e.won += reward > 0
            e.total += reward if e.mover == me else -reward
    return [(e.key, e.visits, e.total / e.visits if e.visits else 0.0, e.won) for e in order[0]]


def _solve_ab(s, me: int, alpha: int, beta: int) -> int:
    if s[DONE]:
        return _value_for(s, me)
    maxi = s[TURN] == me
    best = -4 if maxi else 4
    for m in _search_moves(s):
        t = _copy(s)
        _apply(t, m)
        v = _solve_ab(t, me, alpha, beta)
        if v > best if maxi else v < best:
            best = v
        if maxi and v > alpha:
            alpha = v
        if not maxi and v < beta:
            beta = v
        if alpha >= beta:
            break
    return best


def solve(state, me, unknown, void, need, worlds, seed) -> list[tuple[int, int]]:
    if state[DONE] or state[TURN] != me:
        raise ValueError("the seat is not to act")
    mv = _search_moves(state)
    total = [0] * len(mv)
    r = Rng(seed)
    for _ in range(worlds):
        s = _copy(state)
        _determinize(s, unknown, void, need, 1 - me, r)
        for i, m in enumerate(mv):
            t = _copy(s)
            _apply(t, m)
            total[i] += _solve_ab(t, me, -4, 4)
    return list(zip(mv, total))
