"""The simplest honest computer player: legal actions chosen by a few greedy rules with noise.

It sees only its seat's view, like every player. The real opponents live in engine.ai;
this one keeps `simulate` and the tests playing games that end.
"""

from __future__ import annotations

import random

from . import cards as C
from .tricks import MARRIAGE_VALUES, trick_winner
from .view import SeatView


def hand_value(hand: int) -> int:
    pairs = sum(MARRIAGE_VALUES["standard"][s] for s in range(4) if hand & C.MARRIAGE_MASK[s] == C.MARRIAGE_MASK[s])
    return C.points(hand) + pairs


class RandomPlayer:
    name = "random"

    def __init__(self, seed: int | None = None, noise: float = 0.15):
        self.rng = random.Random(seed)
        self.noise = noise

    def choose(self, v: SeatView):
        legal = v.legal
        rng = self.rng
        by_kind: dict = {}
        for a in legal:
            by_kind.setdefault(a.kind, []).append(a)
        if "bid" in by_kind or "pass" in by_kind:
            bids = by_kind.get("bid", [])
            if bids and (not by_kind.get("pass") or hand_value(v.hand) + 25 >= bids[0].value):
                return bids[0]
            return by_kind["pass"][0] if "pass" in by_kind else rng.choice(legal)
        if "give" in by_kind:
            low = sorted(C.cards_of(v.hand), key=lambda c: (C.POINTS[c], c))[:2]
            return next((a for a in by_kind["give"] if set(a.value) == set(low)), by_kind["give"][0])
        plays = by_kind.get("play", [])
        if "contract" in by_kind and not plays:
            return by_kind["contract"][0]
        if plays:
            if rng.random() < self.noise:
                return rng.choice(plays)
            return self._greedy(v, plays)
        return rng.choice(legal)

    def _greedy(self, v: SeatView, plays):
        announcing = [
            a
            for a in plays
            if a.announce is None
            and a.trump is None
            and C.rank(a.value) in (C.KING, C.QUEEN)
            and not v.trick
            and v.hand & C.MARRIAGE_MASK[C.suit(a.value)] == C.MARRIAGE_MASK[C.suit(a.value)]
            and v.tricks_played > 0
        ]
        if announcing:
            return max(announcing, key=lambda a: MARRIAGE_VALUES["standard"][C.suit(a.value)])
        plain = [a for a in plays if a.announce is None and a.trump is None]
        if not v.trick:
            return max(plain, key=lambda a: (C.rank(a.value) == C.ACE, C.POINTS[a.value]))
        winning = [a for a in plain if trick_winner(v.trick + [(v.seat, a.value)], v.trump) == v.seat]
        if winning:
            return max(winning, key=lambda a: C.POINTS[a.value])
        return min(plain, key=lambda a: (C.POINTS[a.value], a.value))

    def claim(self, v: SeatView):
        """Out of turn: a redeal, look or unhide this seat may choose to make, or None."""
        wanted = [a for a in v.legal if a.kind in ("redeal", "unhide", "look")]
        return self.rng.choice(wanted) if wanted and self.rng.random() < 0.5 else None
