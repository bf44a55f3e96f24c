"""What one seat may know: ``view(g, seat)``, the SeatView of any game of the family, made by the
game's own module (engine.registry). Computer players, the app and the LAN host see the game only
through views; a view never holds a card another seat keeps hidden. What a table shows a seat that
has still to choose whether to bid blind is engine.hidden.BlindChoices'.
"""

from __future__ import annotations

from typing import Any

from . import games as _games  # noqa: F401 - every game's module registers itself when imported
from .registry import module_of
from .seat_view import SeatView

__all__ = ["SeatView", "view"]


def view(g: Any, seat: int) -> SeatView:
    return module_of(g.rules.game).view(g, seat)
