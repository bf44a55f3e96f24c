"""Preferences in QSettings. Tests point QSettings at a temporary INI file."""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import QSettings

from thousand_qt.words.i18n import QT_TRANSLATE_NOOP

DEFAULTS: dict[str, Any] = {
    "language": "",
    "speed": 1.0,  # animation speed factor; 0 = no animation
    "deck": "two",  # "two" or "four" colour
    "think_ms": 600,  # least time a computer seat 'thinks' before acting
    "pace/talon_ms": 2500,  # how long a computer's talon stays face up; -1: until the player clicks
    "pace/trick_ms": 700,  # how long a taken trick stays on the table; -1: until the player clicks
    "pace/deal_click": True,  # a deal's result stays until the player clicks
    "pace/draw_myself": False,  # Sixty-Six: the player's draw waits for his Draw (D), never made for him
    "sound/on": True,  # the table's sounds (silent anyway where there is no audio device: sound.py)
    "sound/volume": 50,  # percent
    "window/rect": "null",  # [x, y, width, height] of the window when last closed (null: never)
    "window/maximized": False,
    "rules/preset": "russian",
    "rules/overrides": "{}",
    "player/name": "",
    "player/seat": 0,
    "game/id": "thousand",  # the game of the family New game offers first (engine data/games.toml)
    "game/players": 3,
    "game/levels": '["normal", "normal", "normal"]',
    "game/dealer": -1,  # -1: random
    "lan/interfaces": "",  # zeroconf's addresses, comma-separated (THOUSAND_LAN_INTERFACES overrides)
    "lan/port": 0,  # the host's TCP port; 0: any free port
    "lan/game": "",  # the game a LAN table was last opened for ("": the one New game offers)
    "lan/players": 3,
    "lan/level": "normal",  # computers in a LAN table's empty seats
    "files/folder": "",  # where a record was last opened or saved ("": the home folder)
    "coach": "request",  # the hint's reasons: "off", "request" (with the hint), "always" (after each move)
}

# labels translated where shown (context "Dialogs"); QT_TRANSLATE_NOOP lets lupdate see them
SPEEDS = [
    (0.0, QT_TRANSLATE_NOOP("Dialogs", "Off")),
    (0.5, QT_TRANSLATE_NOOP("Dialogs", "Slow")),
    (1.0, QT_TRANSLATE_NOOP("Dialogs", "Normal")),
    (2.0, QT_TRANSLATE_NOOP("Dialogs", "Fast")),
]


# the pace choices in Settings: (ms, label); -1 waits for the player's click
TALON_TIMES = [
    (1500, QT_TRANSLATE_NOOP("Dialogs", "1.5 seconds")),
    (2500, QT_TRANSLATE_NOOP("Dialogs", "2.5 seconds")),
    (4000, QT_TRANSLATE_NOOP("Dialogs", "4 seconds")),
    (-1, QT_TRANSLATE_NOOP("Dialogs", "Until I click")),
]
TRICK_TIMES = [
    (300, QT_TRANSLATE_NOOP("Dialogs", "Short")),
    (700, QT_TRANSLATE_NOOP("Dialogs", "Normal")),
    (1500, QT_TRANSLATE_NOOP("Dialogs", "Long")),
    (-1, QT_TRANSLATE_NOOP("Dialogs", "Until I click")),
]


def store() -> QSettings:
    return QSettings()


def get(key: str) -> Any:
    default = DEFAULTS[key]
    v: Any = store().value(key, default)  # whatever the INI file holds: checked below
    try:
        if isinstance(default, bool):
            return v in (True, "true", "1", 1)
        if isinstance(default, float):
            return float(v)
        if isinstance(default, int):
            return int(v)
    except (TypeError, ValueError):
        return default
    return v if v is not None else default


def put(key: str, value) -> None:
    s = store()
    s.setValue(key, value)
    s.sync()


def get_json(key: str):
    try:
        return json.loads(get(key))
    except (TypeError, ValueError):
        return json.loads(DEFAULTS[key])


def put_json(key: str, value) -> None:
    put(key, json.dumps(value))


def remember_folder(path: str) -> None:
    """A file dialog's choice: the next one opens in its folder (nothing chosen: nothing changes)."""
    if path:
        from pathlib import Path

        put("files/folder", str(Path(path).parent))


def current_game() -> str:
    """The game New game offers first: the one last chosen, if this engine plays it."""
    from engine.game import playable_games

    game = get("game/id")
    return game if game in playable_games() else "thousand"


def lan_game() -> str:
    """The game Host a table offers first: the one last hosted, if this engine plays it; else New game's."""
    from engine.game import playable_games

    game = get("lan/game")
    return game if game in playable_games() else current_game()


def _rules_keys(game: str) -> tuple[str, str]:
    from engine.registry import settings_group_of

    group = settings_group_of(game)  # 1000 keeps the keys it always had (games.toml)
    return f"{group}/preset", f"{group}/overrides"


def rules_choice(game: str = "thousand") -> tuple[str, dict]:
    """The preset and overrides chosen in the Agreements dialog for ``game`` (default 1000: what a LAN
    table and the rules page play), checked against the catalogue; the game's own preset when none
    is saved or valid."""
    from engine import Rules, RulesError
    from engine.agreements import GAMES

    preset_key, overrides_key = _rules_keys(game)
    preset: Any = store().value(preset_key, GAMES[game].preset)  # Rules checks it
    try:
        raw: Any = store().value(overrides_key, "{}")  # not a string: the TypeError below
        overrides = json.loads(raw)
        Rules(preset, overrides, game)
    except (RulesError, TypeError, ValueError):
        return GAMES[game].preset, {}
    return preset, overrides


def put_rules(game: str, preset: str, overrides: dict) -> None:
    preset_key, overrides_key = _rules_keys(game)
    put(preset_key, preset)
    put_json(overrides_key, overrides)


def players_of(game: str) -> int:
    """The seat count New game offers for ``game``: the one last chosen if the game is played so."""
    from engine.agreements import GAMES

    seats = GAMES[game].seats
    n = get("game/players")
    return n if n in seats else seats[0]
