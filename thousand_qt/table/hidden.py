"""Which card item stands for each card this seat cannot see.

The cards in an opponent's hand or in the face-down talon are interchangeable backs on the table:
any of the 24 card items will do for them. ``HiddenCards`` keeps the choice from one layout to the
next, so a back stays in the hand it was dealt to instead of jumping between hands, and when an
opponent plays a card whose item lies elsewhere it is swapped (invisibly) into his hand first; when
the face-down talon is turned face up, the items of its cards are swapped into the talon the same
way, so the backs lying there turn over where they lie (none flies to a hand, no face comes from one).
"""

from __future__ import annotations

Zone = tuple  # ("hand", seat) or ("talon",)


class HiddenCards:
    def __init__(self):
        self.zones: dict[Zone, list[int]] = {}  # zone -> the card items standing for its cards

    def clear(self) -> None:
        """A new deal (or a table rebuilt): no item stands for anything yet."""
        self.zones = {}

    def assign(self, wanted: list, pool: list) -> list:
        """Fill each zone of ``wanted`` — (zone, how many cards, the cards known to be there) — from
        ``pool``, the items no face-up card uses. Known cards take their own items; an item that
        stood for the zone before stays; the rest are dealt out in order. Returns the items left
        over (cards between two places, say the talon on its way into a hand)."""
        free = set(pool)
        known_anywhere = {c for _, _, known in wanted for c in known}
        zones: dict[Zone, list[int]] = {}
        used: set = set()
        for zone, n, known in wanted:
            keep = [c for c in known if c in free][:n]
            for c in self.zones.get(zone, []):
                if len(keep) < n and c in free and c not in keep and c not in used and c not in known_anywhere:
                    keep.append(c)
            used.update(keep)
            zones[zone] = keep
        rest = [c for c in pool if c not in used]
        for zone, n, _ in wanted:
            while len(zones[zone]) < n and rest:
                zones[zone].append(rest.pop(0))
        self.zones = zones
        return rest

    def play_from(self, seat: int, card: int) -> tuple | None:
        """``seat`` (not this one) plays ``card``: the item that shows it must come out of his hand.
        Returns (card, the back it trades places with) to swap on the table, or None when the card's
        item is already there or the hand holds no back to trade with."""
        hand = self.zones.get(("hand", seat), [])
        if not hand:
            return None
        zone = next((z for z, cards in self.zones.items() if card in cards), None)
        if zone == ("hand", seat):
            return None
        back = hand[-1]
        if zone is not None:
            other = self.zones[zone]
            other[other.index(card)] = back
            hand[-1] = card
        return card, back

    def reveal(self, zone: Zone, cards: list[int]) -> list[tuple]:
        """The cards of ``zone`` (a face-down talon) are turned face up: each must be shown by an item
        that lies there. Returns the (card, back) pairs to swap on the table: the card's item takes the
        place of one of the zone's backs, which takes the card's place wherever it stood for a card."""
        here = self.zones.get(zone)
        if not here:
            return []
        spare = [c for c in here if c not in cards]
        swaps = []
        for card in cards:
            if card in here or not spare:
                continue
            back = spare.pop()
            other = next((z for z, cs in self.zones.items() if z != zone and card in cs), None)
            if other is not None:
                cs = self.zones[other]
                cs[cs.index(card)] = back
            here[here.index(back)] = card
            swaps.append((card, back))
        return swaps
