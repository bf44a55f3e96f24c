"""Hidden-card worlds consistent with one seat's view.

A world gives every other active seat a hand (a mask) such that: the hand sizes match
``view.hand_counts``; no seat holds a suit it showed out of (``view.voids``, which also records
a failure to trump); a card the view says was given to a seat and not yet played is there; the
other card of an announced marriage (or the other aces of announced four aces) not yet played is
with the seat that announced it; a talon card this seat saw (shown talon) and that was not
played is with the declarer, or with the other defender if the declarer may have given it to him
face down (at most one such card).

Only the view is read, never a game state: the honesty of the players rests on it.
"""

from __future__ import annotations

import random
from itertools import combinations
from math import comb

from .. import cards as C


def constraints(v):
    """(others, need, allowed) where allowed maps card -> tuple of seats that may hold it."""
    me = v.seat
    others = [s for s in v.seats if s != me]
    need = {s: v.hand_counts.get(s, 0) for s in others}
    fixed: dict[int, int] = {}
    # cards known to be at a seat: received cards not yet played
    for to, c in v.given_known.items():
        if to != me and not (v.played >> c & 1):
            fixed[c] = to
    # an announcement shows its partner cards: leading the king of a marriage shows the queen
    for seat, label, _ in v.announced:
        if seat == me or seat not in need:
            continue
        shown = C.ACES if label == "A" else C.MARRIAGE_MASK[C.SUITS.index(label)]
        for c in C.cards_of(shown & ~v.hand & ~v.played):
            fixed.setdefault(c, seat)
    dec = v.declarer
    talon_known = v.talon or 0
    pool = C.ALL & ~v.hand & ~v.played
    allowed: dict[int, tuple] = {}
    for c in C.cards_of(pool):
        if c in fixed:
            allowed[c] = (fixed[c],)
            continue
        if talon_known >> c & 1 and dec is not None and dec != me:
            other_def = next((s for s in others if s != dec), None)
            opts = [dec]
            if other_def is not None and other_def not in v.given_known:
                opts.append(other_def)
            seats = opts
        else:
            seats = list(others)
        s_ok = tuple(s for s in seats if C.suit(c) not in v.voids.get(s, ()))
        allowed[c] = s_ok if s_ok else tuple(seats)
    return others, need, allowed


def _talon_limit_ok(v, world, others) -> bool:
    """A defender got at most one card from the declarer: at most one shown talon card."""
    dec = v.declarer
    if dec is None or dec == v.seat or not v.talon:
        return True
    for s in others:
        if s != dec and C.count(world[s] & v.talon) > 1:
            return False
    return True


def count_worlds(v) -> int:
    others, need, allowed = constraints(v)
    if len(others) < 2:
        return 1
    free = [c for c, a in allowed.items() if len(a) == 2]
    a = others[0]
    forced_a = sum(1 for c, al in allowed.items() if al == (a,))
    k = need[a] - forced_a
    if k < 0 or k > len(free):
        return 0
    return comb(len(free), k)


def _placed_and_free(others, need, allowed):
    """Cards only one of the two hidden hands can hold go there; the rest are free.
    Returns the placed masks, the free cards, and how many free cards the first hand still needs."""
    a, b = others
    base = {a: 0, b: 0}
    free = []
    for c, al in sorted(allowed.items()):
        if len(al) == 1:
            base[al[0]] |= 1 << c
        else:
            free.append(c)
    return base, free, need[a] - C.count(base[a])


def enumerate_worlds(v, limit: int = 5000) -> list[dict]:
    """Every consistent world (up to ``limit``), in a fixed order."""
    others, need, allowed = constraints(v)
    if len(others) < 2:
        return [{others[0]: sum(1 << c for c in allowed)}] if others else [{}]
    base, free, k = _placed_and_free(others, need, allowed)
    out: list[dict] = []
    if k < 0 or k > len(free):
        return out
    for chosen in combinations(free, k):
        w = _world(v, others, base, free, need, chosen)
        if w is not None:
            out.append(w)
            if len(out) >= limit:
                break
    return out


def _world(v, others, base, free, need, chosen) -> dict | None:
    """The world where the first other seat gets the ``chosen`` free cards and the second the
    rest, or None when it breaks a constraint (the second's count, what the talon may hold)."""
    a, b = others
    m = 0
    for c in chosen:
        m |= 1 << c
    rest = 0
    for c in free:
        if not m >> c & 1:
            rest |= 1 << c
    w = {a: base[a] | m, b: base[b] | rest}
    return w if C.count(w[b]) == need[b] and _talon_limit_ok(v, w, others) else None


def sample_worlds(v, rng: random.Random, n: int, enumerate_below: int = 60) -> list[dict]:
    """``n`` worlds drawn uniformly (by rejection) or every world when few remain."""
    total = count_worlds(v)
    if total <= max(n, enumerate_below):
        ws = enumerate_worlds(v)
        if ws:
            return ws
    others, need, allowed = constraints(v)
    if len(others) < 2:
        return enumerate_worlds(v)
    a, b = others
    base, free, k = _placed_and_free(others, need, allowed)
    out: list[dict] = []
    tries = 0
    while len(out) < n and tries < n * 50:
        tries += 1
        if k < 0 or k > len(free):
            break
        w = _world(v, others, base, free, need, rng.sample(free, k))
        if w is not None:
            out.append(w)
    if not out:  # inconsistent constraints (should not happen): split the pool plainly
        pool = [c for c in allowed]
        rng.shuffle(pool)
        w = {a: C.mask(pool[: need[a]]), b: C.mask(pool[need[a] : need[a] + need[b]])}
        out.append(w)
    return out
