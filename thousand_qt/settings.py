"""Preferences in QSettings. Tests point QSettings at a temporary INI file."""

from __future__ import annotations

import json

from PySide6.QtCore import QT_TRANSLATE_NOOP, QSettings

DEFAULTS = {
    "language": "",
    "speed": 1.0,  # animation speed factor; 0 = no animation
    "deck": "two",  # "two" or "four" colour
    "think_ms": 600,  # least time a computer seat 'thinks' before acting
    "pace/talon_ms": 2500,  # how long a computer's talon stays face up; -1: until the player clicks
    "pace/trick_ms": 700,  # how long a taken trick stays on the table; -1: until the player clicks
    "pace/deal_click": True,  # a deal's result stays until the player clicks
    "window/rect": "null",  # [x, y, width, height] of the window when last closed (null: never)
    "window/maximized": False,
    "rules/preset": "russian",
    "rules/overrides": "{}",
    "player/name": "",
    "player/seat": 0,
    "game/players": 3,
    "game/levels": '["normal", "normal", "normal"]',
    "game/dealer": -1,  # -1: random
    "lan/interfaces": "",  # zeroconf's addresses, comma-separated (THOUSAND_LAN_INTERFACES overrides)
    "lan/port": 0,  # the host's TCP port; 0: any free port
    "lan/players": 3,
    "lan/level": "normal",  # computers in a LAN table's empty seats
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


def get(key: str):
    default = DEFAULTS[key]
    v = store().value(key, default)
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


def rules_choice() -> tuple[str, dict]:
    """The preset and overrides chosen in the Agreements dialog (checked against the catalogue)."""
    from engine import Rules, RulesError

    preset, overrides = get("rules/preset"), get_json("rules/overrides")
    try:
        Rules(preset, overrides)
    except (RulesError, TypeError):
        return "russian", {}
    return preset, overrides
