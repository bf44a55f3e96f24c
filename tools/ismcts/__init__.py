"""Yardsticks for the two-player games (issue 39): players the app's levels are measured against.

    python -m tools.arena --game sixty_six --a hard --b ismcts:20000 --deals 100

- ``ismcts[:N]``: an information-set Monte Carlo tree search (N iterations a move, 20,000 unless
  said), seeing its seat's view only (tools/ismcts/sixty_six.py, its core compiled in
  tools/_ismcts66.c);
- ``rule``: a rule-based club player (tools/ismcts/rule_sixty_six.py): rules of thumb while the
  stock is open, exact search once it is gone or closed.

``yardstick(level, seed, **opts)`` makes one, or returns None for a level it does not know (the
arena then asks tools.ai.make_player).
"""

from __future__ import annotations


def yardstick(level: str, seed: int = 0, **opts):
    name, _, count = level.partition(":")
    if name == "ismcts":
        from .sixty_six import IsmctsSixtySix

        if count:
            opts["iterations"] = int(count)
        return IsmctsSixtySix(seed, **opts)
    if name == "rule" and not count:
        from .rule_sixty_six import RuleSixtySix

        return RuleSixtySix(seed, **opts)
    return None


__all__ = ["yardstick"]
