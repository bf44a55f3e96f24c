"""Computer players: engine.ai when it is there, else the engine's RandomPlayer."""

from __future__ import annotations

from engine.players import RandomPlayer

LEVELS = ["random", "easy", "medium", "hard"]


def ai_available() -> bool:
    try:
        from engine.ai import make_player  # noqa: F401
    except Exception:  # noqa: BLE001 - the AI package is being written alongside
        return False
    return True


def make_computer(level: str, seed: int | None):
    if level != "random":
        try:
            from engine.ai import make_player
            return make_player(level, seed)
        except Exception:  # noqa: BLE001 - missing or refusing: fall back, never crash the table
            pass
    return RandomPlayer(seed)
