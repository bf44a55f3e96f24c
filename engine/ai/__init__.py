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

A player made here is a ``Level``: it plays every game it has a level for, handing each view to
its game's player of that level, made once per game by the module ``GAME_MODULES`` names (each
provides ``LEVELS``, level -> class, and ``make(level, seed, **opts)``; every class is an
``engine.ai.base.ComputerPlayer``). A module that is missing (not written yet) leaves its game to
the random player: ``plays(level, game)`` says so.
"""

from __future__ import annotations

import importlib
import logging
from types import ModuleType

from .. import registry
from .base import ComputerPlayer, Evaluation, Figure
from .players import EasyPlayer, HardPlayer, NormalPlayer, Player

log = logging.getLogger(__name__)

LEVELS = ("random", "easy", "normal", "hard")
# the module of engine.ai whose levels play each game (the registry: games.toml's ai)
GAME_MODULES = {gid: g.ai for gid, g in registry.GAMES.items() if g.ai}


def module_of(game: str) -> ModuleType | None:
    """The module playing ``game`` (None when it is not there)."""
    name = GAME_MODULES.get(game)
    if name is None:
        return None
    try:
        return importlib.import_module(f"{__name__}.{name}")
    except ImportError:
        return None


def plays(level: str, game: str) -> bool:
    """Does ``level`` play ``game`` itself (rather than leave it to the random player)?"""
    if level == "random":
        return True
    module = module_of(game)
    return module is not None and level in getattr(module, "LEVELS", {})


GAMES = tuple(g for g in GAME_MODULES if module_of(g) is not None)  # the games these levels play


class Level(ComputerPlayer):
    """One level at a table of any game of the family: each view goes to that game's player of
    this level (made once, with the options given here). The plumbing (timing, caught errors and
    the fallback) is this object's: ``stats`` and ``errors`` hold every game's decisions."""

    def __init__(self, level: str, seed: int = 0, **opts):
        super().__init__(seed, cancel=opts.get("cancel"))
        self.level = level
        # as given (an explicit time_budget=None lifts the game's own limit), cancel as a callable
        self._given = dict(opts, cancel=self.cancel) if self.cancel is not None else opts
        self._players: dict[str, object] = {}

    def player(self, game: str):
        """This level's player of ``game`` (made once), or the random player where there is none."""
        if game not in self._players:
            if plays(self.level, game):
                module = module_of(game)
                assert module is not None
                self._players[game] = module.make(self.level, self.seed, **self._given)
            else:
                from ..players import RandomPlayer

                log.warning("no %s player for %s: the random player takes the seat", self.level, game)
                self._players[game] = RandomPlayer(self.seed)
        return self._players[game]

    def _choose(self, v):
        p = self.player(v.rules.game)
        return p._choose(v) if isinstance(p, ComputerPlayer) else p.choose(v)

    def evaluate(self, v):
        """The decision and the figures of this game's player (``ComputerPlayer.evaluate``)."""
        p = self.player(v.rules.game)
        if not isinstance(p, ComputerPlayer):
            return self.choose(v), None
        p.evaluation = None
        n = len(self.errors)
        a = self.choose(v)
        return a, (p.evaluation if len(self.errors) == n else None)

    def _safe(self, v):
        p = self.player(v.rules.game)
        if isinstance(p, ComputerPlayer):
            return p._safe(v)
        return v.legal[0]

    def stat_phase(self, v, a):
        p = self.player(v.rules.game)
        return p.stat_phase(v, a) if isinstance(p, ComputerPlayer) else v.phase

    def describe(self, v) -> str:
        return f"{type(self.player(v.rules.game)).__name__} ({self.level})"

    def claim(self, v):
        claim = getattr(self.player(v.rules.game), "claim", None)
        return claim(v) if claim is not None else None


def make_player(level: str, seed: int = 0, **opts):
    """A player of the given level."""
    if level == "random":
        from ..players import RandomPlayer

        return RandomPlayer(seed)
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r} (known: {', '.join(LEVELS)})")
    return Level(level, seed, **opts)


__all__ = [
    "make_player",
    "plays",
    "module_of",
    "Level",
    "ComputerPlayer",
    "Evaluation",
    "Figure",
    "EasyPlayer",
    "NormalPlayer",
    "HardPlayer",
    "Player",
    "LEVELS",
    "GAMES",
]
