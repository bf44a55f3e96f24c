"""Computer players for every game of the family: pure Python, no Qt, safe off the GUI thread.

    from engine.ai import make_player
    p = make_player("hard", seed=7)            # or "easy", "normal", "random"
    action = p.choose(view(g, seat))           # a legal action for the seat to act
    claim = p.claim(view(g, other_seat))       # an out-of-turn claim (redeal...) or None

Players see only a seat's view. The all-seeing oracle that measures them is not a player's
level: it lives with the arena in ``tools/``, outside the game.
Options: ``time_budget`` (seconds per decision, a safety limit), ``max_nodes`` (search nodes per
decision, the deterministic limit), ``cancel`` (a threading.Event or a callable; when it is set
the search stops and the player answers from what it has), ``worlds`` (hard: samples per card).

A player made here plays every game it has a level for: a view of 1000 (three or four seats)
goes to engine.ai.players; a view of another game to the module ``GAME_MODULES`` names, which
provides ``LEVELS`` (level -> class) and ``make(level, seed, **opts)``. A module that is missing
(not written yet) leaves its game to the random player: ``plays(level, game)`` says so.
"""

from __future__ import annotations

import importlib
import logging
from types import ModuleType

from .. import registry
from .players import EasyPlayer, HardPlayer, NormalPlayer, Player

log = logging.getLogger(__name__)

LEVELS = ("random", "easy", "normal", "hard")
# the module of engine.ai playing each game that is not 1000 for three or four (the registry: games.toml's ai)
GAME_MODULES = {gid: g.ai for gid, g in registry.GAMES.items() if g.ai and gid != registry.DEFAULT_GAME}
_THOUSAND = {"easy": EasyPlayer, "normal": NormalPlayer, "hard": HardPlayer}


def module_of(game: str) -> ModuleType | None:
    """The module playing ``game`` (None for 1000, or when it is not there)."""
    name = GAME_MODULES.get(game)
    if name is None:
        return None
    try:
        return importlib.import_module(f"{__name__}.{name}")
    except ImportError:
        return None


def plays(level: str, game: str) -> bool:
    """Does ``level`` play ``game`` itself (rather than leave it to the random player)?"""
    if level == "random" or game == "thousand":
        return True
    module = module_of(game)
    return module is not None and level in getattr(module, "LEVELS", {})


def _games() -> tuple[str, ...]:
    return ("thousand",) + tuple(g for g in GAME_MODULES if module_of(g) is not None)


GAMES = _games()  # the games these levels play (the random player plays every game)


def _family(cls: type[Player]) -> type[Player]:
    """``cls`` (a 1000 level) handing a view of another game to that game's player of its level:
    the one player the app, the LAN and the arena make plays every game."""

    class Family(cls):  # type: ignore[valid-type, misc]
        def __init__(self, seed: int = 0, **opts):
            super().__init__(seed, **opts)
            self._others: dict = {}
            # as given (an explicit time_budget=None lifts the game's own limit), cancel as a callable
            self._given = dict(opts, cancel=self.cancel) if self.cancel is not None else opts

        def _other(self, game: str):
            """This level's player of ``game`` (made once), or None for 1000 itself."""
            if game == "thousand":
                return None
            if game not in self._others:
                module = module_of(game)
                if module is not None and cls.level in getattr(module, "LEVELS", {}):
                    self._others[game] = module.make(cls.level, self.seed, **self._given)
                else:
                    from ..players import RandomPlayer

                    log.warning("no %s player for %s: the random player takes the seat", cls.level, game)
                    self._others[game] = RandomPlayer(self.seed)
            return self._others[game]

        def _choose(self, v):
            other = self._other(v.rules.game)
            if other is None:
                return super()._choose(v)
            a = other.choose(v)
            caught = getattr(other, "errors", None)
            if caught:  # the game's player fell back after an error: the arena and the tests must see it
                self.errors.extend(caught)
                caught.clear()
            return a

        def _safe(self, v):
            if v.rules.game == "thousand":
                return super()._safe(v)
            from ..players import RandomPlayer

            return RandomPlayer(self.seed).choose(v)

        def claim(self, v):
            other = self._other(v.rules.game)
            if other is None:
                return super().claim(v)
            claim = getattr(other, "claim", None)
            return claim(v) if claim is not None else None

    Family.__name__ = Family.__qualname__ = cls.__name__
    return Family


_PLAYING = {lv: _family(cls) for lv, cls in _THOUSAND.items()}


def make_player(level: str, seed: int = 0, **opts):
    """A player of the given level."""
    if level == "random":
        from ..players import RandomPlayer

        return RandomPlayer(seed)
    cls = _PLAYING.get(level)
    if cls is None:
        raise ValueError(f"unknown level {level!r} (known: {', '.join(LEVELS)})")
    return cls(seed, **opts)


__all__ = ["make_player", "plays", "module_of", "EasyPlayer", "NormalPlayer", "HardPlayer", "Player", "LEVELS", "GAMES"]
