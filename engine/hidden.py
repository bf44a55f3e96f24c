"""Cards before a blind choice: what a table (the app's or the LAN host's) shows a seat that may still
bid blind, so a local table and a LAN table hide the same.

"Some allow a player to bid "blind" - that is, without looking at his hand" (rule text 001); "Each
player ... can order a Blind Game before the cards are revealed" (003). A seat the rules would let
bid blind gets no card of its hand — neither the ``hand`` event nor its view's ``hand`` — until it
chooses: a blind bid, or ``look`` (``Action(seat, "look")``, which the table answers with
``BlindChoices.look``; it is no move of the game and is not recorded). A blind bidder then sees its
cards when the engine's view shows them (the auction over, or its own ``look`` action of the rules);
a seat that has seen its cards may no longer bid blind. The other dark variants (a dark talon, a blind
declarer's hidden talon, a golden cone) are the game's own view: ``view`` here leaves them as they are.

    choices = BlindChoices(g)                    # a new deal opens its choices by itself (``open``)
    send, released = choices.events(events, a)   # after apply(g, a): hold back hands, let out others
    v = choices.view(seat)                       # what the seat is shown
    shown = choices.look(seat)                   # the seat chose to see its cards
"""

from __future__ import annotations

import dataclasses
from typing import Any

from .actions import Action, Event, EventKind
from .registry import module_of
from .seat_view import SeatView
from .view import view

LOOK = "look"  # the action of a seat that chooses to see its cards rather than bid blind


class BlindChoices:
    """The blind choices of one table's current deal (``open`` again at each deal)."""

    def __init__(self, g: Any):
        self.g = g
        self.undecided: set[int] = set()  # seats that may still bid blind and have not seen their cards
        self.withheld: dict[int, list[Event]] = {}  # their ``hand`` events, held back
        self._deal: Any = None  # the deal whose choices these are
        self.open()

    def open(self) -> None:
        """A deal begins (or a saved deal goes on): every seat that may bid blind has yet to choose.
        Each method opens a deal it has not seen yet by itself (a game that deals on in ``apply``)."""
        self._deal = self.g.deal
        self.undecided = set(module_of(self.g.rules.game).blind_choices(self.g)) if self._deal is not None else set()
        self.withheld = {}

    def _follow(self) -> bool:
        """Open the current deal's choices if it is a new one; True when it was."""
        if self.g.deal is self._deal:
            return False
        self.open()
        return True

    def hidden(self, seat: int) -> bool:
        """Are the seat's own cards kept from it now (it has not chosen, or it bids blind)?"""
        self._follow()
        return seat in self.undecided or seat in module_of(self.g.rules.game).blind_hands(self.g)

    def _close(self, a: Action | None) -> set[int]:
        """After an action: the seats whose choice it closed; returns the seats whose held-back cards
        may be shown now."""
        still = module_of(self.g.rules.game).blind_choices(self.g)
        for s in list(self.undecided):
            if (a is not None and a.seat == s) or s not in still:
                self.undecided.discard(s)
        return {s for s in self.withheld if not self.hidden(s)}

    def events(self, events: list[Event], a: Action | None = None) -> tuple[list[Event], dict[int, list[Event]]]:
        """The events of dealing or of the action ``a`` as a table passes them on: each seat's hidden
        ``hand`` held back; and the held-back events each seat may now have (its choice made). Events
        that dealt a new deal open its choices (``a`` was the last deal's)."""
        shown = self._close(None if self._follow() else a)
        held = []
        for e in events:
            if e.kind == EventKind.HAND and e.to is not None and self.hidden(e.to):
                self.withheld.setdefault(e.to, []).append(e)
                held.append(e)
        out = [e for e in events if not any(e is h for h in held)]
        return out, {s: self.withheld.pop(s) for s in shown}

    def look(self, seat: int) -> list[Event]:
        """The seat chose to see its cards: the events held back from it (none while it bids blind)."""
        self._follow()
        self.undecided.discard(seat)
        return self.withheld.pop(seat, []) if not self.hidden(seat) else []

    def view(self, seat: int) -> SeatView:
        """The engine's view of the seat, less what a seat that has not made its blind choice may not
        know: no card of its hand, and as actions only its blind bids and ``look``. A seat that has
        seen its cards is offered no blind bid."""
        self._follow()
        v = view(self.g, seat)
        if seat in self.undecided:
            return dataclasses.replace(
                v, hand=0, legal=[a for a in v.legal if a.kind == "blind"] + [Action(seat, LOOK)]
            )
        if seat not in v.blind_seats:
            return dataclasses.replace(v, legal=[a for a in v.legal if a.kind != "blind"])
        return v
