"""The games of the family, one module each (data/games.toml says what each game is): 1000 and its
two-player forms (``thousand/``), Draw 1000 (``draw``), 1001 and Russeln (``tausendeins``), Sixty-Six
(``sixty_six``); ``stock`` is what Draw 1000 and Sixty-Six share.

Each module registers itself in engine.registry where it is written (``register(module, game ids)``
at its end) and keeps the contract of engine.contract.GameModule, which mypy checks below. Adding a
game: its module here, one line in data/games.toml (docs/engine-api.md).
"""

from __future__ import annotations

from ..contract import GameModule
from . import draw, sixty_six, tausendeins, thousand

# mypy reads each module against the contract: a missing function or a wrong signature fails here
CHECKED: tuple[GameModule, ...] = (thousand, draw, sixty_six, tausendeins)
