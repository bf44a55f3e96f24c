"""Computer players for 1000: pure Python, no Qt, safe to run off the GUI thread.

    from engine.ai import make_player
    p = make_player("hard", seed=7)            # or "easy", "normal", "random"
    action = p.choose(view(g, seat))           # a legal action for the seat to act
    claim = p.claim(view(g, other_seat))       # an out-of-turn claim (redeal...) or None

Players see only a seat's view. ``Oracle`` sees everything and exists to measure the others:
set ``oracle.game = g`` (the GameState) before it chooses; ``engine.arena`` does that.
Options: ``time_budget`` (seconds per decision, a safety limit), ``max_nodes`` (search nodes per
decision, the deterministic limit), ``cancel`` (a threading.Event or a callable; when it is set
the search stops and the player answers from what it has), ``worlds`` (hard: samples per card).
"""

from __future__ import annotations

from .oracle import Oracle, OracleAfterAuction, OracleBidding, OraclePlay, OracleTalon
from .players import EasyPlayer, HardPlayer, NormalPlayer, Player

LEVELS = ("random", "easy", "normal", "hard", "oracle", "oracle_bid", "oracle_play",
          "oracle_after", "oracle_talon")


def make_player(level: str, seed: int = 0, **opts):
    """A player of the given level; "oracle" also needs ``game=`` (or set ``.game`` later)."""
    if level == "random":
        from ..players import RandomPlayer
        return RandomPlayer(seed)
    cls = {"easy": EasyPlayer, "normal": NormalPlayer, "hard": HardPlayer, "oracle": Oracle,
           "oracle_bid": OracleBidding, "oracle_play": OraclePlay,
           "oracle_after": OracleAfterAuction,
           "oracle_talon": OracleTalon}.get(level)
    if cls is None:
        raise ValueError(f"unknown level {level!r} (known: {', '.join(LEVELS)})")
    return cls(seed, **opts)


__all__ = ["make_player", "EasyPlayer", "NormalPlayer", "HardPlayer", "Oracle", "OracleBidding", "OraclePlay",
           "OracleAfterAuction", "OracleTalon", "Player", "LEVELS"]
