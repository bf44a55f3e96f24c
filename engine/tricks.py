"""What the marriage games of the family share beyond the cards: who takes a trick, what a marriage is
worth, how a score rounds (1000 and its two-player forms, Draw 1000, 1001, Russeln, the AI)."""

from __future__ import annotations

from . import cards as C

MARRIAGE_VALUES = {
    "standard": {C.HEARTS: 100, C.DIAMONDS: 80, C.CLUBS: 60, C.SPADES: 40},
    "clubs_high": {C.CLUBS: 100, C.SPADES: 80, C.HEARTS: 60, C.DIAMONDS: 40},
}


ACE_MARRIAGE = 200


def trick_winner(trick, trump) -> int:
    best_seat, best = trick[0]
    for seat, c in trick[1:]:
        s, bs = c // 6, best // 6
        if s == bs and c > best or (s == trump and bs != trump):
            best_seat, best = seat, c
    return best_seat


def round_to(x: int, step: int) -> int:
    """Nearest multiple of step; a half rounds up (67 -> 65, 68 -> 70, 2 -> 0, 65 -> 70 in tens)."""
    return (x + step // 2) // step * step
