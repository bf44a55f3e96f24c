"""The 24-card pack as bits of an int.

A card is an index 0..23: ``suit * 6 + rank``. Ranks are numbered in trick
order (9 lowest, ace highest), so within a suit a higher index beats a lower
one, and a hand is a 24-bit mask. Suits are numbered as the record format
lists them: S C D H.
"""

from __future__ import annotations

import random
import secrets

RANKS = "9JQKTA"  # trick order, low to high (the ten beats the king)
SUITS = "SCDH"
SUIT_NAMES = ("spades", "clubs", "diamonds", "hearts")
NINE, JACK, QUEEN, KING, TEN, ACE = range(6)
SPADES, CLUBS, DIAMONDS, HEARTS = range(4)

RANK_POINTS = (0, 2, 3, 4, 10, 11)
POINTS = tuple(RANK_POINTS[c % 6] for c in range(24))
ALL = (1 << 24) - 1
SUIT_MASK = tuple(0b111111 << (6 * s) for s in range(4))
RANK_MASK = tuple(sum(1 << (s * 6 + r) for s in range(4)) for r in range(6))
NINES = RANK_MASK[NINE]
JACKS = RANK_MASK[JACK]
ACES = RANK_MASK[ACE]
MARRIAGE_MASK = tuple((1 << (s * 6 + KING)) | (1 << (s * 6 + QUEEN)) for s in range(4))

# points per 6-bit suit pattern, so a mask's points are four table look-ups
_SUIT_POINTS = tuple(sum(RANK_POINTS[r] for r in range(6) if p >> r & 1) for p in range(64))


class SecureShuffler(secrets.SystemRandom):
    """The system's source, which has no state: a copy of a game (a trial, a worker process) shares it
    instead of failing as ``SystemRandom`` does when copied or pickled."""

    def __deepcopy__(self, memo) -> SecureShuffler:
        return self

    def __reduce__(self):
        return (SecureShuffler, ())


def shuffler(seed: int | None) -> random.Random:
    """What shuffles the pack: the operating system's secure source unless a seed is given (tests,
    demos, ``--seed``). A guest at a LAN table sees its own hands, so a pack shuffled by a
    seeded Mersenne Twister from a 32-bit seed could be searched back to its seed and every
    hidden card then predicted; the system's source gives nothing to search."""
    return random.Random(seed) if seed is not None else SecureShuffler()


def card(text: str) -> int:
    """Parse ``"AH"``-style text; raises ValueError naming the bad text."""
    if len(text) != 2 or text[0] not in RANKS or text[1] not in SUITS:
        raise ValueError(f"unknown card {text!r}")
    return SUITS.index(text[1]) * 6 + RANKS.index(text[0])


def name(c: int) -> str:
    return RANKS[c % 6] + SUITS[c // 6]


def suit(c: int) -> int:
    return c // 6


def rank(c: int) -> int:
    return c % 6


def bit(c: int) -> int:
    return 1 << c


def mask(cards) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def mask_of_names(names) -> int:
    """The mask of cards given by name ("AH", "TS"...), as views and records write them."""
    return mask(card(n) for n in names)


# the cards of each 6-bit suit pattern in each suit, so a mask lists in four look-ups
_SUIT_CARDS = tuple(tuple(tuple(s * 6 + r for r in range(6) if p >> r & 1) for p in range(64)) for s in range(4))


def cards_of(m: int) -> list[int]:
    """Cards of a mask, lowest index first."""
    return [
        *_SUIT_CARDS[0][m & 63],
        *_SUIT_CARDS[1][(m >> 6) & 63],
        *_SUIT_CARDS[2][(m >> 12) & 63],
        *_SUIT_CARDS[3][(m >> 18) & 63],
    ]


def names(m_or_cards) -> list[str]:
    cs = cards_of(m_or_cards) if isinstance(m_or_cards, int) else m_or_cards
    return [name(c) for c in cs]


def points(m: int) -> int:
    return (
        _SUIT_POINTS[m & 63] + _SUIT_POINTS[(m >> 6) & 63] + _SUIT_POINTS[(m >> 12) & 63] + _SUIT_POINTS[(m >> 18) & 63]
    )


def count(m: int) -> int:
    return m.bit_count()


def parse_list(items, what: str) -> list[int]:
    if not isinstance(items, list):
        raise ValueError(f"{what} must be a list of cards")
    out = []
    for t in items:
        if not isinstance(t, str):
            raise ValueError(f"{what}: {t!r} is not a card")
        out.append(card(t))
    return out
