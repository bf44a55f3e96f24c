"""What the players of the stock games (Sixty-Six, Draw 1000) share: who takes a trick of two, and
what a seat knows of the hidden cards, with worlds drawn from it (the opponent's hand and the
face-down stock in drawing order)."""

from __future__ import annotations

import random

from .. import cards as C


def beats(lead: int, c: int, trump: int) -> bool:
    """Does ``c``, played second, take the trick led with ``lead``? (engine.play.trick_winner; a
    ``trump`` of no suit, as before Draw 1000's first marriage, never matches)"""
    if c // 6 == lead // 6:
        return c > lead
    return c // 6 == trump


class Knowledge:
    """What seat ``v.seat`` knows of the hidden cards: those that may be in the opponent's hand or
    the face-down stock (the turned trump, where there is one, is seen by both), the opponent's cards
    both know (``extra.shown``: a marriage's partner), his voids, and how many of each."""

    def __init__(self, v):
        me, opp = v.seat, 1 - v.seat
        self.me, self.opp = me, opp
        self.opp_known = C.mask_of_names(v.extra.get("shown", [[], []])[opp])
        turned = 0 if v.turned is None else 1 << v.turned
        # the pack the rules deal (Schnapsen's has no nines), not always all 24
        self.unknown = v.rules.pack & ~v.hand & ~v.played & ~turned & ~self.opp_known
        self.need = v.hand_counts[opp] - C.count(self.opp_known)
        self.facedown = v.stock - (1 if v.turned is not None else 0)
        void = 0
        # the view's voids take a seat that showed out and did not trump to have no trumps: true only
        # where trumping is a duty (not the seed's reading of Sixty-Six, sixty_six_must_trump off)
        duty = getattr(v.rules, "sixty_six_must_trump", True)
        for suit in v.voids.get(opp, ()):
            if duty or suit != v.trump:
                void |= C.SUIT_MASK[suit]
        self.void = void
        self.unseen = self.unknown | self.opp_known  # where the opponent's cards may be
        if C.count(self.unknown) != self.need + self.facedown:
            raise ValueError("the view's card counts do not add up")

    @property
    def exact(self) -> bool:
        """Is the opponent's hand known for sure (nothing face down left to hide a card)?"""
        return self.facedown == 0

    def sample(self, rng: random.Random) -> tuple[int, list[int]]:
        """One placing of the hidden cards: the opponent's hand and the face-down stock in drawing
        order, uniform among those consistent with the view (his voids kept)."""
        free = C.cards_of(self.unknown & ~self.void)
        barred = C.cards_of(self.unknown & self.void)
        hand = rng.sample(free, self.need) if self.need else []
        rest = [c for c in free if c not in hand] + barred
        rng.shuffle(rest)
        return self.opp_known | C.mask(hand), rest


def married(hand: int, c: int) -> bool:
    """Is ``c`` a king or queen whose partner ``hand`` holds too (a marriage to announce)?"""
    pair = C.MARRIAGE_MASK[c // 6]
    return c % 6 in (C.KING, C.QUEEN) and hand & pair == pair
