"""Computer players for LAN seats: engine.ai when it exists, else engine.players.RandomPlayer."""

from __future__ import annotations

LEVELS = ("random", "easy", "medium", "normal", "hard")
ALIASES = {"medium": "normal"}  # engine.ai calls the middle level "normal"


def make_computer(level: str = "medium", seed: int | None = None):
    level = ALIASES.get(level, level)
    if level == "random":
        from engine.players import RandomPlayer
        return RandomPlayer(seed)
    try:
        from engine.ai import make_player  # written concurrently; may not exist yet
    except Exception:
        make_player = None
    if make_player is not None:
        try:
            return make_player(level, seed)
        except Exception:
            pass
    from engine.players import RandomPlayer
    return RandomPlayer(seed)
