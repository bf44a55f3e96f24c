"""Where a deal stands: the phases every game of the family goes through (a shared piece: it imports
nothing of the engine)."""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    """Where a deal stands (``Deal.phase``), or ``over`` for a finished game (``GameState.phase``).
    A StrEnum: each compares and serialises as its text, so views and the LAN protocol carry "play"."""

    AUCTION = "auction"
    TALON = "talon"  # the declarer has the talon and gives two cards
    CONTRACT = "contract"  # after the give, until the contract is named or the first card played
    PLAY = "play"
    DONE = "done"
    OVER = "over"


# module-level names: the rules read them on every move, and a global is faster than Phase.PLAY
AUCTION, TALON, CONTRACT, PLAY, DONE = Phase.AUCTION, Phase.TALON, Phase.CONTRACT, Phase.PLAY, Phase.DONE
