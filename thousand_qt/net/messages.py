"""What the host tells a person, as data: a stable ``code`` and its ``params``.

The host's ``error``, ``refused`` and ``closing`` frames carry ``code`` and ``params`` next to the
English sentence (``message`` or ``reason``) that older clients show; docs/protocol.md lists the
codes. The client says the sentence of the code in the player's language (context "Lan"). An
unknown code (a newer host), or params of another shape, fall back to the frame's English text.
The host only renders the English (``english``); nothing here needs a translator installed.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

CONTEXT = "Lan"

# code -> its sentence
MESSAGES: dict[str, str] = {
    # error: a request refused (the connection stays)
    "no_game": QT_TRANSLATE_NOOP("Lan", "There is no game in progress."),
    "not_an_action": QT_TRANSLATE_NOOP("Lan", "Not an action: %1"),
    "wrong_seat": QT_TRANSLATE_NOOP("Lan", "You sit at seat %1, not seat %2."),
    "computer_plays": QT_TRANSLATE_NOOP("Lan", "A computer is playing your seat."),
    # error with fatal: true: the host drops this client
    "too_slow": QT_TRANSLATE_NOOP("Lan", "Disconnected: your app stopped reading the host's messages."),
    "no_hello": QT_TRANSLATE_NOOP("Lan", "Disconnected: your app did not introduce itself within %1 seconds."),
    "silent": QT_TRANSLATE_NOOP("Lan", "Disconnected: nothing came from your app for %1 seconds."),
    "host_error": QT_TRANSLATE_NOOP("Lan", "Disconnected: the host could not handle a message from your app."),
    "line_too_long": QT_TRANSLATE_NOOP("Lan", "Disconnected: your app sent a line longer than %1 bytes."),
    "not_utf8": QT_TRANSLATE_NOOP("Lan", "Disconnected: your app sent a line that is not UTF-8 text."),
    "not_json": QT_TRANSLATE_NOOP("Lan", "Disconnected: your app sent a line that is not JSON."),
    "not_a_frame": QT_TRANSLATE_NOOP("Lan", "Disconnected: your app sent something that is not a message of "
                                            "this protocol."),
    "unknown_type": QT_TRANSLATE_NOOP("Lan", "Disconnected: your app sent a message of an unknown type, “%1”."),
    "hello_first": QT_TRANSLATE_NOOP("Lan", "Disconnected: your app did not begin with hello."),
    "hello_twice": QT_TRANSLATE_NOOP("Lan", "Disconnected: your app said hello twice."),
    "bad_field": QT_TRANSLATE_NOOP("Lan", "Disconnected: your app sent a wrong value in “%1”."),
    # refused: not admitted
    "proto_mismatch": QT_TRANSLATE_NOOP("Lan", "This table speaks protocol version %1; your app speaks version "
                                               "%2. Every player needs the same version of Thousand."),
    "app_mismatch": QT_TRANSLATE_NOOP("Lan", "This table runs Thousand %1; you run %2. Use the same version "
                                             "(major.minor) to play together."),
    "unknown_token": QT_TRANSLATE_NOOP("Lan", "That seat token is not known at this table."),
    "game_started": QT_TRANSLATE_NOOP("Lan", "The game has started and every seat is taken."),
    "table_full": QT_TRANSLATE_NOOP("Lan", "The table is full."),
    # closing: the host ends this connection
    "seat_given_away": QT_TRANSLATE_NOOP("Lan", "The host gave your seat away."),
    "joined_elsewhere": QT_TRANSLATE_NOOP("Lan", "You joined this table from another connection."),
    "host_closed": QT_TRANSLATE_NOOP("Lan", "The host closed the table."),
    "host_stopped": QT_TRANSLATE_NOOP("Lan", "The host was stopped."),
}

# code -> the params that fill %1, %2, ... (none for the other codes). Seats are 0-based on the wire, said 1-based.
PARAMS: dict[str, tuple[str, ...]] = {
    "not_an_action": ("detail",),
    "wrong_seat": ("seat", "asked"),
    "no_hello": ("seconds",),
    "silent": ("seconds",),
    "line_too_long": ("limit",),
    "unknown_type": ("type",),
    "bad_field": ("field",),
    "proto_mismatch": ("host", "client"),
    "app_mismatch": ("host", "client"),
}
SEATS = ("seat", "asked")  # params that are seats

# the English sentences without params, for an older host that sends no code
_BY_ENGLISH = {text: code for code, text in MESSAGES.items() if code not in PARAMS}


def english(code: str, **params) -> str:
    """The English sentence (the frame's ``message``/``reason``); a code's params must all be given."""
    return _render(code, params, lambda text: text)


def fields(code: str, key: str = "message", **params) -> dict:
    """A frame's fields for ``code``: ``code``, ``params`` and the English sentence under ``key``."""
    return {key: english(code, **params), "code": code, "params": params}


def say(code: str, **params) -> str:
    """The sentence of ``code`` in the player's language."""
    return _render(code, params, lambda s: QCoreApplication.translate(CONTEXT, s))


def text(frame: dict, key: str = "message", fallback: str = "") -> str:
    """What to tell the player about a frame with ``code``/``params``/``key`` (the English text):
    the code's sentence in the player's language; an unknown code or bad params, the English text;
    no code at all (an older host), the English text, translated when it is one of the fixed ones;
    no text either, ``fallback``."""
    from .protocol import params_from_wire
    english_text = frame.get(key)
    code, params = frame.get("code"), params_from_wire(frame.get("params", {}))
    if code is None and isinstance(english_text, str):
        code, params = _BY_ENGLISH.get(english_text), {}
    if code in MESSAGES and params is not None:
        try:
            return say(code, **params)
        except (KeyError, TypeError, ValueError):
            pass
    if isinstance(english_text, str) and english_text:
        return english_text
    return fallback


def _render(code: str, params: dict, translate) -> str:
    args = [_arg(k, params[k]) for k in PARAMS.get(code, ())]
    return re.sub(r"%(\d)", lambda m: args[int(m.group(1)) - 1], translate(MESSAGES[code]))


def _arg(key: str, value) -> str:
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        raise TypeError(f"{key} must be a whole number or a text")
    if key in SEATS:
        if not isinstance(value, int):
            raise TypeError("a seat is a whole number")
        return str(value + 1)
    return str(value)
