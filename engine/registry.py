"""The games of the family: data/games.toml (what each game is: its title, seats, preset, pack) and the
one map from a game's id to the module that plays it.

Each game's module registers itself where it is written (``register(sys.modules[__name__], "draw")``
at its end, as OpenSpiel's games do), and engine/games/__init__.py imports every game module, so the
map is full whenever the engine is imported. The front (engine.game, engine.view, engine.record), the
computer players, the app's New game and rules pages, statistics and the LAN host ask here which games
there are; nothing else asks which game it is.
"""

from __future__ import annotations

from types import ModuleType
from typing import cast

from .agreements import DEFAULT_GAME, GAMES, Game
from .contract import GameModule

__all__ = [
    "DEFAULT_GAME",
    "GAMES",
    "Game",
    "register",
    "module_of",
    "playable_games",
    "pack_of",
    "seats_of",
    "settings_group_of",
]

FAMILY: dict[str, GameModule] = {}


def register(module: ModuleType, *games: str) -> None:
    """``module`` plays ``games`` (ids of data/games.toml). engine/games/__init__.py has mypy check each
    module against the contract (engine.contract.GameModule)."""
    for game in games:
        if game not in GAMES:
            raise ValueError(f"{module.__name__} registers {game!r}, which is not in data/games.toml")
        if game in FAMILY and FAMILY[game] is not module:
            raise ValueError(f"{game!r} is played by {FAMILY[game]} already")
        FAMILY[game] = cast(GameModule, module)


def module_of(game: str) -> GameModule:
    """The module that plays ``game``; ValueError for a game of the catalogue no module plays yet."""
    module = FAMILY.get(game)
    if module is None:
        title = GAMES[game].title if game in GAMES else repr(game)
        raise ValueError(f"{title} is not played by this engine yet")
    return module


def playable_games() -> list[str]:
    """The games of data/games.toml this engine plays, in the catalogue's order."""
    return [gid for gid in GAMES if gid in FAMILY]


def pack_of(game: str) -> int:
    """The cards ``game`` is dealt from, as a mask: all 24 but where games.toml leaves ranks out (1001)."""
    return GAMES[game].pack


def seats_of(game: str) -> tuple[int, ...]:
    """The numbers of players ``game`` is played by (games.toml)."""
    return GAMES[game].seats


def settings_group_of(game: str) -> str:
    """Where the app keeps the agreements chosen for ``game`` (games.toml's settings_group; 1000 keeps
    the keys it had before the family came, so a player's saved agreements survive)."""
    return GAMES[game].settings_group or f"rules/{game}"
