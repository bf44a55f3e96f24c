"""Computer players for 1000 and Sixty-Six: pure Python, no Qt, safe to run off the GUI thread.

    from engine.ai import make_player
    p = make_player("hard", seed=7)            # or "easy", "normal", "random"
    action = p.choose(view(g, seat))           # a legal action for the seat to act
    claim = p.claim(view(g, other_seat))       # an out-of-turn claim (redeal...) or None

Players see only a seat's view. The all-seeing oracle that measures them is not a player's
level: it lives with the arena in ``tools/`` (``tools.ai.make_player``), outside the game.
Options: ``time_budget`` (seconds per decision, a safety limit), ``max_nodes`` (search nodes per
decision, the deterministic limit), ``cancel`` (a threading.Event or a callable; when it is set
the search stops and the player answers from what it has), ``worlds`` (hard: samples per card).
A player made here plays every game of ``GAMES``: a Sixty-Six view (``rules.game == "sixty_six"``)
goes to the level's Sixty-Six player (``engine.ai.sixty_six``).
"""

from __future__ import annotations

from .players import EasyPlayer, HardPlayer, NormalPlayer, Player
from .sixty_six import plays_sixty_six

LEVELS = ("random", "easy", "normal", "hard")
GAMES = ("thousand", "sixty_six")  # the games these levels play (the random player plays every game)
_PLAYING = {
    lv: plays_sixty_six(cls) for lv, cls in (("easy", EasyPlayer), ("normal", NormalPlayer), ("hard", HardPlayer))
}


def make_player(level: str, seed: int = 0, **opts):
    """A player of the given level."""
    if level == "random":
        from ..players import RandomPlayer

        return RandomPlayer(seed)
    cls = _PLAYING.get(level)  # a Sixty-Six view goes to the level's Sixty-Six player
    if cls is None:
        raise ValueError(f"unknown level {level!r} (known: {', '.join(LEVELS)})")
    return cls(seed, **opts)


__all__ = ["make_player", "EasyPlayer", "NormalPlayer", "HardPlayer", "Player", "LEVELS", "GAMES"]
