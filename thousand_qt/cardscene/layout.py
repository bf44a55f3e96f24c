"""Where a pile's cards go (after kpat's KCardPile spread and width policies).

A ``Pile`` is a place on the table that owns the positions of its cards: its centre, the scale
its cards are drawn at, how far apart it would like them (``spread``, in card widths) and how
much room it has (``room``, in scene pixels along the spread). When the room is short the cards
close up evenly, down to ``min_spread``; they never leave the room while it is at least one card
wide. No game logic here: the game's table decides which piles exist and where.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QPointF

from .card import H, W


@dataclass
class Pile:
    centre: QPointF
    scale: float = 1.0
    spread: float = 0.0  # preferred step between cards, in card widths (0: a neat stack)
    room: float = 0.0  # the whole pile's extent along x, in scene pixels (0: no limit)
    min_spread: float = 0.0  # the closest the cards may get when room is short, in card widths
    drift: QPointF = field(default_factory=QPointF)  # a stack's offset per card (taken tricks look thick)

    @property
    def card_width(self) -> float:
        return W * self.scale

    @property
    def card_height(self) -> float:
        return H * self.scale

    def step(self, n: int) -> float:
        """The distance between two neighbouring cards' left edges for ``n`` cards."""
        want = self.spread * self.card_width
        if n < 2 or not self.room:
            return want
        fit = (self.room - self.card_width) / (n - 1)
        return max(self.min_spread * self.card_width, min(want, fit))

    def width(self, n: int) -> float:
        return self.card_width + self.step(n) * (n - 1) if n else 0.0

    def slots(self, n: int) -> list[QPointF]:
        """The top-left corners of ``n`` cards, left to right, centred on the pile's centre. A card
        item scales about its centre (see ``CardItem``), so its top-left is that of an unscaled card."""
        step = self.step(n)
        x0 = self.centre.x() - step * (n - 1) / 2
        out = []
        for i in range(n):
            cx = x0 + i * step + self.drift.x() * i
            cy = self.centre.y() + self.drift.y() * i
            out.append(QPointF(cx - W / 2, cy - H / 2))
        return out
