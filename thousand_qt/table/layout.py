"""The table of a game of 2, 3 or 4 seats laid out for the room the window gives it.

``TableLayout(width, height, players)`` names every place on the table for that size: each
seat's hand, its pile of taken tricks, its name plate and speech bubble and its card in the trick
(``seats[r]``, r seats clockwise from the player: one list for every seat count, each seat's places
made from its side of the table by one function), the talon (face up or down), the stock games'
stock and talons, the info corner and the banner. Cards are sized so the player's own hand
is readable and everything fits from a 1024×640 screen to 4K; places are anchored to the edges
they belong to (the player's hand to the bottom, the opponents' to the sides and the top), so a
wider or taller window gives the cards more room instead of black bars.

Sizes are in scene pixels, which are the view's logical pixels (the view does not scale the
scene), so card faces are rendered at the screen's own resolution: crisp at every scale factor.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from thousand_qt.cardscene.layout import Pile

# The design size: at 1150×760 the player's cards are drawn at their natural 100×140.
DESIGN_W, DESIGN_H = 1150.0, 760.0
MIN_SCALE, MAX_SCALE = 0.45, 2.2
OPPONENT = 0.62  # an opponent's cards against the player's own
TABLE = 0.9  # the talon and the trick
TAKEN = 0.5  # piles of taken tricks
PLATE_H = 34.0  # a name plate's height at decoration scale 1 (cardscene.items.Badge)
MARGIN = 8.0
LIFT = 14.0  # a card of the player's hand rises this much under the pointer (card units: times the scale)
TAB = 5.0  # the fresh mark's tab over a card's top edge (cardscene/card.py), card units
BUBBLE_GAP = 6.0  # felt between the player's bubble's tail and the highest his cards reach, px
TURNED_ROTATION = 90.0  # the turned trump lies crosswise under the stock (degrees, clockwise: its top to the right)
TURNED_OUT = 0.55  # its centre right of the stock's, in card widths: a little over half of it sticks out


def positions(players: int) -> list[str]:
    """The one seat model: the side of the table each seat sits at, from the player's own (relative
    seat 0, at the bottom) clockwise: the next seat on the left; of two, the other across; of four,
    the third across. Every place of a seat follows from its side (``SeatPlaces``)."""
    if players == 2:
        return ["bottom", "top"]
    return ["bottom", "left", "right"] if players == 3 else ["bottom", "left", "top", "right"]


@dataclass
class SeatPlaces:
    """Where one seat's things lie: its hand, its pile of taken tricks, its name plate and speech
    bubble (the bubble's tail points ``tail``: "up" for the seat across, whose bubble hangs under his
    hand), its card in the trick."""

    side: str
    hand: Pile
    taken: Pile
    badge: QPointF
    bubble: QPointF
    trick: Pile
    tail: str = "down"


class TableLayout:
    """``seats[r]``: the places of the seat ``r`` seats clockwise from the player (0: the player), for
    every r < players and no other; the middle (talon, trick, stock) and the corners besides."""

    def __init__(self, width: float, height: float, players: int = 3):
        self.width, self.height, self.players = float(width), float(height), players
        w, h = self.width, self.height
        self.scale = max(MIN_SCALE, min(MAX_SCALE, w / DESIGN_W, h / DESIGN_H))
        s = self.scale
        # text on plates and bubbles grows less than the cards and never below its natural size
        self.decor = max(1.0, min(1.6, s))
        self.rect = QRectF(0, 0, w, h)
        self.centre = QPointF(w / 2, h * (0.47 if players == 4 else 0.46))
        self.seats = [self._seat(side) for side in positions(players)]
        d = self.decor
        mine = self.seats[0].hand
        # the middle: the talon above the trick
        table = s * TABLE
        tw, th = 100 * table, 140 * table
        talon_y = self.centre.y() - th * (0.78 if players == 4 else 0.74)
        self.talon_up = Pile(QPointF(w / 2, talon_y), table, spread=1.08)
        self.talon_down = Pile(QPointF(w / 2, talon_y), table, spread=0.26)
        # the stock games (two seats): the stock on the left of the trick, its count under it, and the
        # turned trump as Sixty-Six players lay it: face up, crosswise, half under the stock (it is the
        # last card drawn), its index corner out on the right; the two talons (kitties) of the
        # two-player 1000s side by side above the trick
        stock_x = w / 2 - 2.9 * tw
        self.stock = Pile(QPointF(stock_x, self.centre.y()), table, spread=0.012)
        self.turned = Pile(QPointF(stock_x + TURNED_OUT * tw, self.centre.y()), table)
        self.stock_count = QPointF(stock_x, self.centre.y() + th / 2 + 12 * d)
        # where the count goes instead when a low table leaves no room under the stock (its bottom edge)
        self.stock_count_above = QPointF(stock_x, self.centre.y() - th / 2 - 6 * d)
        # the count under the stock must end above the player's hand, a playable card raised included
        self.stock_count_floor = mine.centre.y() - mine.card_height / 2 - 14 * s - 2
        self.talons = [
            Pile(QPointF(w / 2 - 1.0 * tw, talon_y), table, spread=0.26),
            Pile(QPointF(w / 2 + 1.0 * tw, talon_y), table, spread=0.26),
        ]
        # a talon turned face up for all: spread to be read, outward from the middle so it leaves the other
        # (face down, at most 0.63 of a card from the middle) alone; placed for a kitty of three
        up = 0.35 + (1 + 2 * 0.9) / 2
        self.talons_up = [
            Pile(QPointF(w / 2 - up * tw, talon_y), table, spread=0.9),
            Pile(QPointF(w / 2 + up * tw, talon_y), table, spread=0.9),
        ]
        self.info = QPointF(MARGIN + 8, MARGIN)
        self.banner = self.centre

    def _seat(self, side: str) -> SeatPlaces:
        """A seat's places from its side of the table alone."""
        w, h, s, d = self.width, self.height, self.scale, self.decor
        four, two = self.players == 4, self.players == 2
        card_h, plate_h = 140 * s, PLATE_H * d
        taken_w = 100 * TAKEN * s
        opp = s * OPPONENT
        opp_h = 140 * opp
        tw, th = 100 * s * TABLE, 140 * s * TABLE
        # each card of a trick lies towards who played it; of two (across the table) the two cards
        # overlap corner to corner
        trick_at = {
            "bottom": QPointF(0.32 * tw, 0.3 * th) if two else QPointF(0, 0.5 * th),
            "left": QPointF(-1.02 * tw, -0.04 * th),
            "right": QPointF(1.02 * tw, -0.04 * th),
            "top": QPointF(-0.32 * tw, -0.3 * th) if two else QPointF(0, -0.6 * th),
        }[side]
        trick = Pile(self.centre + trick_at, s * TABLE)
        if side == "bottom":
            # the player: plate at the bottom edge, the hand above it, taken tricks in the corner
            plate_y = h - MARGIN - plate_h / 2
            hand_y = plate_y - plate_h / 2 - 6 - card_h / 2
            room = w - 2 * (taken_w + 3 * MARGIN)
            return SeatPlaces(
                side,
                hand=Pile(QPointF(w / 2, hand_y), s, spread=0.78, room=room, min_spread=0.12),
                taken=Pile(QPointF(w - MARGIN - taken_w / 2 - 4, hand_y), s * TAKEN, drift=QPointF(0.6, -0.6)),
                badge=QPointF(w / 2, plate_y),
                # over the hand as high as a card rises (a card chosen, pointed at) with its fresh tab, and a
                # gap more: the bubble never touches the cards while the player takes the talon and gives
                bubble=QPointF(w / 2, hand_y - card_h / 2 - (LIFT + TAB) * s - BUBBLE_GAP),
                trick=trick,
            )
        if side == "top":
            # across: the hand at the top edge, its plate to the right, its pile under the plate (away
            # from the info corner on the left); of two, the one opponent's hand has the width of the
            # table to itself (up to ten cards)
            top_y = MARGIN + opp_h / 2
            room = 0.34 * w if four else 0.42 * w
            plate_x = w / 2 + room / 2 + 12 + 110 * d
            pile = QPointF(min(plate_x, w - MARGIN - taken_w / 2 - 4), top_y + plate_h / 2 + 10 + 140 * TAKEN * s / 2)
            return SeatPlaces(
                side,
                hand=Pile(QPointF(w / 2, top_y), opp, spread=0.36, room=room, min_spread=0.1),
                taken=Pile(pile, s * TAKEN, drift=QPointF(0.6, -0.6)),
                badge=QPointF(plate_x, top_y),
                bubble=QPointF(w / 2, top_y + opp_h / 2 + 4),  # its tail up to the hand across
                trick=trick,
                tail="up",
            )
        # the sides: the hand fanned, the plate under, the bubble over, the pile under the plate
        left = side == "left"
        side_w = max(0.24 * w, 100 * opp + 2 * MARGIN)
        side_y = h * (0.44 if four else 0.40)
        cx = side_w / 2 + MARGIN if left else w - side_w / 2 - MARGIN
        pile_y = side_y + opp_h / 2 + 16 + plate_h + 140 * TAKEN * s / 2
        pile_x = MARGIN + taken_w / 2 + 10 if left else w - MARGIN - taken_w / 2 - 10
        return SeatPlaces(
            side,
            hand=Pile(QPointF(cx, side_y), opp, spread=0.36, room=side_w - MARGIN, min_spread=0.1),
            taken=Pile(QPointF(pile_x, pile_y), s * TAKEN, drift=QPointF(0.6, -0.6)),
            badge=QPointF(cx, side_y + opp_h / 2 + 8 + plate_h / 2),
            bubble=QPointF(cx, side_y - opp_h / 2 - 6),
            trick=trick,
        )

    def seat(self, relative: int) -> SeatPlaces:
        """The places of the seat ``relative`` seats clockwise from the player."""
        return self.seats[relative]
