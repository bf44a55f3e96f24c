"""Yardsticks for the two-player games (issue 39): players the app's levels are measured against.

    python -m tools.arena --game sixty_six --a hard --b ismcts:20000 --deals 100

- ``ismcts[:N]``: an information-set Monte Carlo tree search (N iterations a move, 20,000 unless
  said), seeing its seat's view only (tools/ismcts/sixty_six.py, its core compiled in
  engine/ai/_ismcts66.c, which hard uses too);
- ``rule``: a rule-based club player (tools/ismcts/rule_sixty_six.py): rules of thumb while the
  stock is open, exact search once it is gone or closed.

``yardstick(level, seed, game, **opts)`` makes one for a game (a registry id), or returns None for
a level or a game it does not know (the arena then asks tools.ai.make_player).
"""

from __future__ import annotations

# the game each ISMCTS plays: its module under tools/ismcts and its class (one line per game)
ISMCTS = {
    "sixty_six": ("sixty_six", "IsmctsSixtySix"),
    "draw": ("draw", "IsmctsDraw"),
    "auction_two": ("two", "IsmctsTwo"),
    "russian_two": ("two", "IsmctsTwo"),
}
RULE = {
    "sixty_six": ("rule_sixty_six", "RuleSixtySix"),
}


def yardstick(level: str, seed: int = 0, game: str = "sixty_six", **opts):
    """The yardstick ``level`` names for ``game`` (a registry id), or None: a level of the app,
    or a game without that yardstick (the arena then asks tools.ai.make_player)."""
    import importlib

    name, _, count = level.partition(":")
    table = {"ismcts": ISMCTS, "rule": RULE if not count else {}}.get(name, {})
    if game not in table:
        return None
    module, cls = table[game]
    if count:
        opts["iterations"] = int(count)
    return getattr(importlib.import_module(f"{__name__}.{module}"), cls)(seed, **opts)


__all__ = ["yardstick"]
