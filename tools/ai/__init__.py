"""The computer players for measuring: the engine's levels and the all-seeing oracles.

    from tools.ai import make_player
    p = make_player("oracle", seed=7, game=g)  # or any level engine.ai.make_player knows

The oracles see every card, so they exist only here, to measure the app's levels against
(``tools.arena`` sets ``game`` on every oracle seat).
"""

from __future__ import annotations

from engine.ai import LEVELS as PLAYER_LEVELS
from engine.ai import make_player as make_engine_player

from .oracle import Oracle, OracleAfterAuction, OracleBidding, OraclePlay, OracleTalon

ORACLES = {
    "oracle": Oracle,
    "oracle_bid": OracleBidding,
    "oracle_play": OraclePlay,
    "oracle_after": OracleAfterAuction,
    "oracle_talon": OracleTalon,
}
LEVELS = PLAYER_LEVELS + tuple(ORACLES)


def make_player(level: str, seed: int = 0, **opts):
    """A player of the given level; an oracle also needs ``game=`` (or set ``.game`` later)."""
    if level in ORACLES:
        return ORACLES[level](seed, **opts)
    if level not in PLAYER_LEVELS:
        raise ValueError(f"unknown level {level!r} (known: {', '.join(LEVELS)})")
    return make_engine_player(level, seed, **opts)


__all__ = ["make_player", "LEVELS", "Oracle", "OracleBidding", "OraclePlay", "OracleAfterAuction", "OracleTalon"]
