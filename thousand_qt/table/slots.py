"""Where each of the 24 card items lies for the table model as it stands.

A slot is (pile key, index, count): a place named by what it is (a seat's hand, the trick, a pile of
taken tricks, the talon), resolved to a position only when a step runs, for the table's size then. A
seat's places are keyed by the seat counted from this one (0: this seat, 1: the next clockwise, ...),
never by a side of the table, so every key a layout makes exists on a table of its seat count.
The cards this seat cannot see are interchangeable backs (``HiddenCards`` keeps which item is which).
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QPointF

from thousand_qt.cardscene.layout import Pile
from thousand_qt.table.hidden import HiddenCards
from thousand_qt.table.layout import TURNED_ROTATION, TableLayout
from thousand_qt.words.labels import hand_order

OUT_OF_PACK = (None, -1, None)  # a card the game is not played with (1001's nines): not shown


class CardSlots:
    def __init__(self, model):
        self.model = model
        self.hidden = HiddenCards()

    def where(self, seat: int) -> int:
        """The seat as the table places it: how many seats clockwise from this one (0: this seat)."""
        return self.model.relative(seat)

    def pile(self, geo: TableLayout, key: tuple) -> Pile:
        """The place a slot's key names on the table ``geo``: ("hand", r), ("taken", r), ("trick", r),
        ("deck", r) of the seat r seats from this one, ("talon_up",), ("talon_down",), the stock's."""
        g = geo
        kind = key[0]
        if kind == "hand":
            hand = g.seats[key[1]].hand
            if self.model.reveal and key[1] != 0:
                return replace(hand, spread=0.55)  # faces shown: spread so they can be read
            return hand
        if kind == "trick":
            return g.seats[key[1]].trick
        if kind in ("taken", "deck"):
            return g.seats[key[1]].taken
        if kind in ("stock", "closed"):
            return g.stock
        if kind == "turned":
            return g.turned
        if kind == "talons":
            return g.talons[key[1]]
        if kind == "talons_up":
            return g.talons_up[key[1]]
        return g.talon_up if kind == "talon_up" else g.talon_down

    @staticmethod
    def rotation(slot) -> float:
        """A slot's turn in degrees: the turned trump lies crosswise under the stock (across it, face down, once
        the stock is closed), every other card straight."""
        return TURNED_ROTATION if slot is not None and slot[0] in (("turned",), ("closed",)) else 0.0

    def resolve(self, geo: TableLayout, slot) -> tuple[QPointF, float]:
        """A slot (pile key, index, count) as a card item's position and scale on the table ``geo``."""
        key, i, n = slot
        p = self.pile(geo, key)
        return p.slots(n)[i], p.scale

    def _deck_key(self):
        m = self.model
        seat = m.dealer if m.dealer is not None else m.seat
        return ("deck", self.where(seat))

    def layout(self) -> dict:
        """card -> (slot, z, face_up) for the model as it stands. A slot is (pile key, index, count),
        resolved to a position when the step runs (the window may have changed size by then);
        None for a card with no place now (the talon on its way into my hand): it stays put."""
        m = self.model
        out: dict[int, tuple] = {}  # card -> (slot, z, face_up); a slot's pile key is a tuple of any length
        me = m.seat
        if m.hand:
            n = len(m.hand)
            for i, c in enumerate(m.hand):
                out[c] = ((("hand", self.where(me)), i, n), 100 + i, True)
        for i, (s, c) in enumerate(m.trick):
            out[c] = ((("trick", self.where(s)), 0, 1), 300 + i, True)
        for s, pile in m.piles.items():
            if s >= m.players:
                continue
            cs = [c for c in pile if c not in out]
            for i, c in enumerate(cs):
                out[c] = ((("taken", self.where(s)), i, len(cs)), 40 + i, False)
        if m.talon:
            for i, c in enumerate(m.talon):
                out[c] = ((("talon_up",), i, len(m.talon)), 200 + i, True)
        self._stock_games(out)
        # zones of cards this seat cannot see
        zones: list[tuple] = []
        for s in range(m.players):
            if s == me and m.hand:
                continue
            n = m.counts.get(s, 0)
            if n:
                zones.append((("hand", s), n, [c for c in sorted(m.known_in.get(s, ())) if c not in out]))
        if m.talon_count and not m.talon:
            zones.append((("talon",), m.talon_count, []))
        zones += self._hidden_stock_zones()
        rest = self.hidden.assign(zones, [c for c in range(24) if c not in out and m.pack >> c & 1])
        for key, cs in self.hidden.zones.items():
            if key[0] in ("stock", "talons"):
                for i, c in enumerate(cs):  # the stock's first card to draw on top
                    out[c] = ((key, i, len(cs)), 20 + len(cs) - i, False)
                continue
            if key[0] == "laid":
                for i, c in enumerate(cs):
                    out[c] = ((("taken", self.where(key[1])), i, len(cs)), 30 + i, False)
                continue
            pile = ("talon_down",) if key[0] == "talon" else ("hand", self.where(key[1]))
            if key[0] == "hand" and m.reveal:
                cs = hand_order(cs)  # shown face up: sorted as a player sorts his own
            for i, c in enumerate(cs):
                out[c] = ((pile, i, len(cs)), 200 + i if key[0] == "talon" else 100 + i, m.reveal and key[0] == "hand")
        for c in rest:  # between two events that move it (taken from the talon, not yet in a hand)
            out[c] = (None, 10, None)
        for c in range(24):
            if not m.pack >> c & 1:
                out[c] = OUT_OF_PACK
        return out

    def _stock_games(self, out: dict) -> None:
        """The turned trump beside the stock (face down on it once the stock is closed) and the
        talons whose cards this seat sees."""
        m = self.model
        if m.turned is not None and m.turned not in out:
            if m.closed:  # turned face down and laid across the stock, as players close it
                out[m.turned] = ((("closed",), 0, 1), 60, False)
            else:
                out[m.turned] = ((("turned",), 0, 1), 15, True)
        for t, talon in enumerate(m.talons):
            if isinstance(talon, list):
                # face up (shown to all, or the seat's own laid-away cards): spread to be read
                key = ("talons_up", t) if all(c in m.talon for c in talon) else ("talons", t)
                for i, c in enumerate(talon):
                    out[c] = ((key, i, len(talon)), 200 + i, True)
        if m.laid_away and not m.talons and m.laid_by is not None:  # 1001: on the declarer's taken pile
            for i, c in enumerate(m.laid_cards):
                out.setdefault(c, ((("taken", self.where(m.laid_by)), i, len(m.laid_cards)), 30 + i, False))

    def _hidden_stock_zones(self) -> list:
        """The stock's backs (the turned trump, counted in the stock, lies apart) and the hidden talons."""
        m = self.model
        zones: list[tuple] = []
        backs = m.stock - (1 if m.turned is not None else 0)
        if backs > 0:
            zones.append((("stock",), backs, []))
        for t, talon in enumerate(m.talons):
            if isinstance(talon, int) and talon:
                zones.append((("talons", t), talon, []))
        if m.laid_away and not m.talons and m.laid_by is not None and not m.laid_cards:
            zones.append((("laid", m.laid_by), m.laid_away, []))
        return zones

    def gather(self) -> dict:
        """The whole pack on the dealer's pile, face down: the start of a deal."""
        key = self._deck_key()
        pack = [c for c in range(24) if self.model.pack >> c & 1]
        out = {c: ((key, i, len(pack)), 10 + i, False) for i, c in enumerate(pack)}
        return {c: out.get(c, OUT_OF_PACK) for c in range(24)}
