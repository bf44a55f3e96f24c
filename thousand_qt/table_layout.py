"""The table of 1000 laid out for the room the window gives it.

``TableLayout(width, height, players)`` names every place on the table for that size: each
seat's hand, its pile of taken tricks, its name plate and speech bubble, the talon (face up or
down), the centre trick, the info corner and the banner. Cards are sized so the player's own hand
is readable and everything fits from a 1024×640 screen to 4K; places are anchored to the edges
they belong to (the player's hand to the bottom, the opponents' to the sides and the top), so a
wider or taller window gives the cards more room instead of black bars.

Sizes are in scene pixels, which are the view's logical pixels (the view does not scale the
scene), so card faces are rendered at the screen's own resolution: crisp at every scale factor.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from .cardscene.layout import Pile

# The design size: at 1150×760 the player's cards are drawn at their natural 100×140.
DESIGN_W, DESIGN_H = 1150.0, 760.0
MIN_SCALE, MAX_SCALE = 0.45, 2.2
OPPONENT = 0.62  # an opponent's cards against the player's own
TABLE = 0.9  # the talon and the trick
TAKEN = 0.5  # piles of taken tricks
PLATE_H = 34.0  # a name plate's height at decoration scale 1 (cardscene.items.Badge)
MARGIN = 8.0
TURNED_ROTATION = 90.0  # the turned trump lies crosswise under the stock (degrees, clockwise: its top to the right)
TURNED_OUT = 0.55  # its centre right of the stock's, in card widths: a little over half of it sticks out


def positions(players: int) -> list[str]:
    """Seats from the player's own, clockwise: the next seat sits on the left; of two, across."""
    if players == 2:
        return ["bottom", "top"]
    return ["bottom", "left", "right"] if players == 3 else ["bottom", "left", "top", "right"]


class TableLayout:
    def __init__(self, width: float, height: float, players: int = 3):
        self.width, self.height, self.players = float(width), float(height), players
        w, h = self.width, self.height
        self.scale = max(MIN_SCALE, min(MAX_SCALE, w / DESIGN_W, h / DESIGN_H))
        s = self.scale
        # text on plates and bubbles grows less than the cards and never below its natural size
        self.decor = max(1.0, min(1.6, s))
        d = self.decor
        self.rect = QRectF(0, 0, w, h)
        card_h = 140 * s
        plate_h = PLATE_H * d
        four = players == 4
        two = players == 2

        # the player: plate at the bottom edge, the hand above it, taken tricks in the corner
        self.badges: dict[str, QPointF] = {}
        self.bubbles: dict[str, QPointF] = {}
        self.hands: dict[str, Pile] = {}
        self.taken: dict[str, Pile] = {}
        self.trick: dict[str, Pile] = {}
        plate_y = h - MARGIN - plate_h / 2
        self.badges["bottom"] = QPointF(w / 2, plate_y)
        hand_y = plate_y - plate_h / 2 - 6 - card_h / 2
        taken_w = 100 * TAKEN * s
        side_room = taken_w + 3 * MARGIN
        self.hands["bottom"] = Pile(QPointF(w / 2, hand_y), s, spread=0.78, room=w - 2 * side_room, min_spread=0.12)
        self.bubbles["bottom"] = QPointF(w / 2, hand_y - card_h / 2 - 16 * s)
        self.taken["bottom"] = Pile(QPointF(w - MARGIN - taken_w / 2 - 4, hand_y), s * TAKEN, drift=QPointF(0.6, -0.6))

        # the opponents at the sides: their hands fanned, the plate under, the bubble over
        opp = s * OPPONENT
        opp_h = 140 * opp
        side_w = max(0.24 * w, 100 * opp + 2 * MARGIN)
        side_y = h * (0.44 if four else 0.40)
        for where, sign in () if two else (("left", -1), ("right", 1)):
            cx = side_w / 2 + MARGIN if sign < 0 else w - side_w / 2 - MARGIN
            self.hands[where] = Pile(QPointF(cx, side_y), opp, spread=0.36, room=side_w - MARGIN, min_spread=0.1)
            self.badges[where] = QPointF(cx, side_y + opp_h / 2 + 8 + plate_h / 2)
            self.bubbles[where] = QPointF(cx, side_y - opp_h / 2 - 6)
            pile_y = side_y + opp_h / 2 + 16 + plate_h + 140 * TAKEN * s / 2
            self.taken[where] = Pile(
                QPointF(MARGIN + taken_w / 2 + 10 if sign < 0 else w - MARGIN - taken_w / 2 - 10, pile_y),
                s * TAKEN,
                drift=QPointF(0.6, -0.6),
            )
        if four or two:
            top_y = MARGIN + opp_h / 2
            # of two, the one opponent's hand has the width of the table to itself (up to ten cards)
            top_room = 0.34 * w if four else 0.42 * w
            self.hands["top"] = Pile(QPointF(w / 2, top_y), opp, spread=0.36, room=top_room, min_spread=0.1)
            plate_x = w / 2 + top_room / 2 + 12 + 110 * d
            self.badges["top"] = QPointF(plate_x, top_y)
            self.bubbles["top"] = QPointF(w / 2, top_y + opp_h / 2 + 4)  # its tail up to the hand across
            # under its plate, away from the info corner on the left
            self.taken["top"] = Pile(
                QPointF(min(plate_x, w - MARGIN - taken_w / 2 - 4), top_y + plate_h / 2 + 10 + 140 * TAKEN * s / 2),
                s * TAKEN,
                drift=QPointF(0.6, -0.6),
            )

        # the middle: the talon above the trick; each card of a trick lies towards who played it
        table = s * TABLE
        tw, th = 100 * table, 140 * table
        self.centre = QPointF(w / 2, h * (0.47 if four else 0.46))
        talon_y = self.centre.y() - th * (0.78 if four else 0.74)
        self.talon_up = Pile(QPointF(w / 2, talon_y), table, spread=1.08)
        self.talon_down = Pile(QPointF(w / 2, talon_y), table, spread=0.26)
        offsets = {
            "bottom": QPointF(0, 0.5 * th),
            "left": QPointF(-1.02 * tw, -0.04 * th),
            "right": QPointF(1.02 * tw, -0.04 * th),
            "top": QPointF(0, -0.6 * th),
        }
        if two:  # across the table: the two cards of a trick overlap corner to corner
            offsets = {"bottom": QPointF(0.32 * tw, 0.3 * th), "top": QPointF(-0.32 * tw, -0.3 * th)}
        for where in positions(players):
            self.trick[where] = Pile(self.centre + offsets[where], table)
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
        self.stock_count_floor = hand_y - card_h / 2 - 14 * s - 2
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

    def deck(self, where: str) -> Pile:
        """The pack before a deal: on the dealer's pile of taken tricks."""
        return self.taken[where]
