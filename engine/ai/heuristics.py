"""Rules of thumb shared by the levels: hand value, the give, and card play without search.

Everything reads a hand mask or a SeatView; nothing here sees another seat's cards.
"""

from __future__ import annotations

from itertools import combinations

from .. import cards as C
from ..tricks import MARRIAGE_VALUES, trick_winner

KQ_RANKS = (C.QUEEN, C.KING)


def marriage_values(rules) -> dict:
    return MARRIAGE_VALUES[getattr(rules, "marriage_values", "standard")]


def suit_winners(hand: int, s: int, out: int = 0) -> int:
    """Top cards of a suit that will win tricks: the unbroken run from the highest card still
    out (``out``: cards already gone, treated as held by nobody)."""
    n = 0
    for r in range(5, -1, -1):
        c = s * 6 + r
        if out >> c & 1:
            continue
        if hand >> c & 1:
            n += 1
        else:
            break
    return n


def _suit_row(m: int) -> tuple[int, int, int, int]:
    """What ``estimate`` reads of one suit's ranks (a 6-bit pattern): the points its top run and
    a guarded ten are worth, whether it holds the ace, its length and its top run."""
    ranks = [r for r in range(5, -1, -1) if m >> r & 1]
    w = suit_winners(m, 0)  # the pattern read as suit 0
    pts = sum(C.RANK_POINTS[r] + 7 for r in ranks[:w])
    # a guarded ten (T + one) wins once the ace is gone, about half the time
    if w == 0 and C.TEN in ranks and len(ranks) >= 2:
        pts += 6
    return pts, int(bool(ranks) and ranks[0] == C.ACE), len(ranks), w


# the bid values every sampled talon by trying all 45 gives: a table per suit pattern keeps that
# within the bid's time goal
_SUIT_ROWS = tuple(_suit_row(m) for m in range(64))


def estimate(hand: int, rules, on_barrel_no_marriages: bool = False) -> float:
    """Expected points the declarer takes with this (8-card) hand, leading first.

    Sure winners (top runs) take their own points plus about 7 of the followers'; a marriage
    counts when the hand has a way to win a trick first (an ace or the first marriage's own
    strength); the longest marriage suit as trumps adds its extra length as winners.
    """
    rows = [_SUIT_ROWS[(hand >> (6 * s)) & 63] for s in range(4)]
    pts = float(rows[0][0] + rows[1][0] + rows[2][0] + rows[3][0])
    entries = rows[0][1] + rows[1][1] + rows[2][1] + rows[3][1]
    marr = [s for s in range(4) if hand & C.MARRIAGE_MASK[s] == C.MARRIAGE_MASK[s]]
    if marr and not on_barrel_no_marriages:
        mv = marriage_values(rules)
        marr.sort(key=lambda s: -mv[s])
        total = 0.0
        for i, s in enumerate(marr):
            factor = 1.0 if (entries > 0 or i > 0) else 0.75
            if i >= 1:
                factor *= 0.85
            total += mv[s] * factor
        pts += total
        # trumps: the marriage suit's cards beyond the marriage are winners once it is trumps
        _, _, length, w = rows[marr[0]]
        extra = max(0, length - 2 - (w if w > 2 else 0))
        pts += extra * 9
        # the K/Q themselves win once trumps unless an ace/ten are out
        pts += 4
    if rules.ace_marriage and hand & C.ACES == C.ACES:
        pts += 200
    return pts


def best_give(hand10: int, rules) -> tuple[tuple[int, int], float]:
    """The two cards to give from ten so the eight kept estimate best, and that estimate."""
    best = None
    cards = C.cards_of(hand10)
    for a, b in combinations(cards, 2):
        keep = hand10 & ~(1 << a) & ~(1 << b)
        e = estimate(keep, rules) - 0.35 * (C.POINTS[a] + C.POINTS[b])
        if best is None or e > best[1]:
            best = ((a, b), e)
    assert best is not None, "a give needs two cards in hand"
    return best


def ranked_gives(hand10: int, rules, k: int) -> list[tuple[tuple[int, int], float]]:
    out = []
    for a, b in combinations(C.cards_of(hand10), 2):
        keep = hand10 & ~(1 << a) & ~(1 << b)
        out.append(((a, b), estimate(keep, rules) - 0.35 * (C.POINTS[a] + C.POINTS[b])))
    out.sort(key=lambda x: (-x[1], x[0]))
    return out[:k]


def order_give(v, pair) -> tuple[int, int]:
    """Which of the two cards goes to the next seat: the lower one to the seat after next
    (it plays last to the declarer's first lead), so the next seat gets the other."""
    a, b = pair
    return (a, b) if C.POINTS[a] >= C.POINTS[b] else (b, a)


def talon_expectation(hand7: int, unseen: int, rules, samples: list) -> float:
    """Mean estimate of the hand after taking a talon from ``samples`` (lists of 3 cards)."""
    tot = 0.0
    for t in samples:
        h = hand7 | C.mask(t)
        tot += best_give(h, rules)[1] + 0.35 * 4  # undo part of the give cost (cheap cards)
    return tot / max(1, len(samples))


# ---------------------------------------------------------------- card play without search


def remaining_higher(c: int, out: int) -> int:
    """Cards of c's suit above c that are still out (mask)."""
    s = C.suit(c)
    m = 0
    for r in range(C.rank(c) + 1, 6):
        x = s * 6 + r
        if out >> x & 1:
            m |= 1 << x
    return m


def own_announcement(v, card: int) -> int:
    """Points this seat scores at once by leading ``card`` (a marriage or the four aces it
    announces), 0 for any other card or when announcing is not possible now."""
    if v.trick or not (v.tricks_played > 0 or v.rules.first_trick_marriage):
        return 0
    hand = v.hand
    r = v.rules
    if v.barrel and v.barrel[v.seat] is not None and r.barrel_no_marriages and r.barrel_mode == "barrel":
        return 0
    s = C.suit(card)
    if C.rank(card) in KQ_RANKS and hand & C.MARRIAGE_MASK[s] == C.MARRIAGE_MASK[s]:
        return marriage_values(r)[s]
    if C.rank(card) == C.ACE and r.ace_marriage and hand & C.ACES == C.ACES:
        return 200
    return 0


def plain_plays(v):
    return [a for a in v.legal if a.kind == "play" and a.announce is None and a.trump is None]


def rule_play(v, counting: bool) -> object:
    """Card play by rules of thumb. With ``counting`` (normal) it uses the cards played, the
    voids and the partner's position; without it (easy) it plays like a casual player."""
    plays = plain_plays(v)
    if not plays:
        return v.legal[0]
    me = v.seat
    hand = v.hand
    dec = v.declarer
    trump = v.trump
    mv = marriage_values(v.rules)
    out = C.ALL & ~hand & ~v.played  # cards still in other hands (unseen or known)
    for _, c in v.trick:
        out &= ~(1 << c)
    if not v.trick:
        # announce the most valuable marriage as soon as the lead allows it
        ann = [
            a
            for a in plays
            if C.rank(a.value) in KQ_RANKS
            and hand & C.MARRIAGE_MASK[C.suit(a.value)] == C.MARRIAGE_MASK[C.suit(a.value)]
            and (v.tricks_played > 0 or v.rules.first_trick_marriage)
        ]
        if ann:
            # lead the king or queen: queen if the king... lead the king (the queen may follow)
            best_s = max({C.suit(a.value) for a in ann}, key=lambda s: mv[s])
            cand = [a for a in ann if C.suit(a.value) == best_s]
            if counting and me == dec:
                # cash sure winners outside trumps before changing trumps? keep it simple:
                pass
            return max(cand, key=lambda a: C.rank(a.value))
        if counting:
            # lead a card no one can beat (master), most points first; avoid suits an opponent
            # is void in while trumps exist
            opps = [s for s in v.seats if s != me and (me == dec or s == dec)]
            masters = []
            for a in plays:
                c = a.value
                if remaining_higher(c, out):
                    continue
                su = C.suit(c)
                if (
                    trump is not None
                    and su != trump
                    and any(su in v.voids.get(o, ()) and trump not in v.voids.get(o, ()) for o in opps)
                ):
                    continue
                if not out & C.SUIT_MASK[su] and su != trump and me != dec:
                    # nobody can follow: still a winner unless trumped
                    pass
                masters.append(a)
            if masters:
                return max(masters, key=lambda a: (C.POINTS[a.value], a.value))
            # otherwise lead low from a suit, preferring one where the partner is void (defender)
            partner = next((s for s in v.seats if s not in (me, dec)), None) if me != dec else None

            def low_key(a):
                c = a.value
                su = C.suit(c)
                bonus = 0
                if partner is not None and su in v.voids.get(partner, ()):
                    bonus = -5
                if hand & C.MARRIAGE_MASK[su] == C.MARRIAGE_MASK[su] and C.rank(c) in KQ_RANKS:
                    bonus += 20  # keep the marriage together
                if C.rank(c) == C.TEN:
                    bonus += 8  # a bare ten led runs into the ace
                return (C.POINTS[c] + bonus, c)

            return min(plays, key=low_key)
        # easy: aces first, then the highest card
        return max(plays, key=lambda a: (C.rank(a.value) == C.ACE, C.POINTS[a.value], a.value))
    # following
    winning = [a for a in plays if trick_winner(v.trick + [(me, a.value)], trump) == me]
    current = trick_winner(v.trick, trump)
    last = len(v.trick) == 2
    if counting:
        partner_wins = me != dec and current != dec
        if partner_wins and last:
            # partner has the trick: throw points (not a marriage card we may still announce)
            return max(plays, key=lambda a: (C.POINTS[a.value] - keeps_marriage(hand, a.value) * 20, -a.value))
        if partner_wins and not last:
            # second hand, partner led: the declarer plays after us
            nxt = v.trick[0][1]
            if not remaining_higher(nxt, out) and not (trump is not None and C.suit(nxt) != trump):
                return max(plays, key=lambda a: (C.POINTS[a.value] - keeps_marriage(hand, a.value) * 20, -a.value))
        if winning:
            if last:
                return max(winning, key=lambda a: (C.POINTS[a.value] - keeps_marriage(hand, a.value) * 20, -a.value))
            # second hand: win only with a card the third player cannot beat
            safe = [
                a
                for a in winning
                if not remaining_higher(a.value, out)
                or (trump is not None and C.suit(a.value) == trump and not remaining_higher(a.value, out))
            ]
            if safe:
                return max(safe, key=lambda a: (C.POINTS[a.value], -a.value))
        return min(plays, key=lambda a: (C.POINTS[a.value] + keeps_marriage(hand, a.value) * 20, a.value))
    if winning:
        return max(winning, key=lambda a: C.POINTS[a.value])
    return min(plays, key=lambda a: (C.POINTS[a.value], a.value))


def keeps_marriage(hand: int, c: int) -> int:
    s = C.suit(c)
    return int(C.rank(c) in KQ_RANKS and hand & C.MARRIAGE_MASK[s] == C.MARRIAGE_MASK[s])


# ---------------------------------------------------------------- a fitted evaluator (hard)


def features(hand: int, rules) -> list[float]:
    """Features of an 8-card declarer hand for the fitted evaluator (``fitted_estimate``)."""
    mv = marriage_values(rules)
    aces = C.count(hand & C.ACES)
    tens_with_ace = sum(1 for s in range(4) if hand >> (s * 6 + C.ACE) & 1 and hand >> (s * 6 + C.TEN) & 1)
    bare_tens = sum(1 for s in range(4) if hand >> (s * 6 + C.TEN) & 1 and not hand >> (s * 6 + C.ACE) & 1)
    marr = sorted((mv[s] for s in range(4) if hand & C.MARRIAGE_MASK[s] == C.MARRIAGE_MASK[s]), reverse=True)
    m1 = marr[0] if marr else 0
    m2 = sum(marr[1:])
    lengths = [C.count(hand & C.SUIT_MASK[s]) for s in range(4)]
    tsuit = max(
        (s for s in range(4) if hand & C.MARRIAGE_MASK[s] == C.MARRIAGE_MASK[s]), key=lambda s: mv[s], default=None
    )
    tlen = lengths[tsuit] if tsuit is not None else 0
    winners = sum(suit_winners(hand, s) for s in range(4))
    voids = sum(1 for x in lengths if x == 0)
    return [
        1.0,
        estimate(hand, rules),
        C.points(hand),
        aces,
        tens_with_ace,
        bare_tens,
        m1,
        m2,
        m1 * (aces > 0),
        tlen,
        tlen * (m1 > 0),
        winners,
        voids,
        max(lengths),
    ]


# Weights fitted (ridge least squares) to the exact double-dummy value of 746 random declarer
# hands after the heuristic give, opponents' hands random (see docs/ai-history.md). Hold-out residual sd
# 18.4 points, against 29.0 for the plain estimate.
FIT_WEIGHTS = (-24.218, 0.888, 0.228, 3.63, -2.572, -3.183, -0.935, -0.4, 1.061, -0.897, -0.897, -0.808, 6.415, 4.128)
FIT_SD = 18.4


def fitted_estimate(hand: int, rules) -> float:
    """The double-dummy points an 8-card declarer hand is expected to take (fitted)."""
    return sum(w * f for w, f in zip(FIT_WEIGHTS, features(hand, rules)))
