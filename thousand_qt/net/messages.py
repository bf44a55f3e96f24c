"""What the host tells a person, as data: a stable ``code`` and its ``params``.

The host's ``error``, ``refused`` and ``closing`` frames carry ``code`` and ``params`` next to the
English sentence (``message`` or ``reason``) that older clients show; docs/protocol.md lists the
codes. The client says the sentence of the code in the player's language (context "Lan"). An
unknown code (a newer host), or params of another shape, fall back to the frame's English text.
The host only renders the English (``english``); nothing here needs a translator installed.

Computer seats are data too: the host names them in English (``computer_english``, kept in the game
record); a client names them by kind and level in the player's language (``seat_name``, ``seat_names``).
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

from thousand_qt.words.i18n import QT_TRANSLATE_NOOP

CONTEXT = "Lan"

# code -> its sentence
MESSAGES: dict[str, str] = {
    # error: a request refused (the connection stays)
    "no_game": QT_TRANSLATE_NOOP("Lan", "There is no game in progress."),
    "not_an_action": QT_TRANSLATE_NOOP("Lan", "Not an action: %1"),
    "wrong_seat": QT_TRANSLATE_NOOP("Lan", "You sit at seat %1, not seat %2."),
    "computer_plays": QT_TRANSLATE_NOOP("Lan", "A computer is playing your seat."),
    "chat_too_fast": QT_TRANSLATE_NOOP("Lan", "Your chat line was not sent: you are writing too fast."),
    "seq_not_rising": QT_TRANSLATE_NOOP(
        "Lan", "Refused: your app sent message number %1 after number %2 (a repeated or old message)."
    ),
    "cards_seen": QT_TRANSLATE_NOOP("Lan", "You have seen your cards: you can no longer bid blind."),
    "no_blind_game": QT_TRANSLATE_NOOP("Lan", "There is no blind bid in this game."),
    # error: a notice, not an answer to a frame (ClientSession.noticed)
    "turn_time_up": QT_TRANSLATE_NOOP(
        "Lan", "Your time for this turn (%1 seconds) ran out: a computer plays this turn for you."
    ),
    # error: an action frame the host could not read as an action (engine.actions.IllegalAction.problem); one
    # it cannot tell apart is not_an_action, with the engine's English reason as its detail
    "action_not_object": QT_TRANSLATE_NOOP(
        "Lan", "Not an action: your app sent something that is not an action object."
    ),
    "action_no_seat": QT_TRANSLATE_NOOP("Lan", "Not an action: it has no seat number."),
    "action_no_kind": QT_TRANSLATE_NOOP("Lan", "Not an action: it must name exactly one kind of move."),
    "action_needs_two_cards": QT_TRANSLATE_NOOP("Lan", "Not an action: “%1” takes a list of two cards."),
    "action_needs_card": QT_TRANSLATE_NOOP("Lan", "Not an action: “%1” takes a card."),
    "action_needs_number": QT_TRANSLATE_NOOP("Lan", "Not an action: “%1” takes a whole number."),
    "action_needs_true": QT_TRANSLATE_NOOP("Lan", "Not an action: “%1” takes true."),
    "action_unknown_card": QT_TRANSLATE_NOOP("Lan", "Not an action: “%1” is not a card."),
    "action_bad_flag": QT_TRANSLATE_NOOP("Lan", "Not an action: “%1” can only be true or false, and only on a play."),
    # error with fatal: true: the host drops this client
    "too_slow": QT_TRANSLATE_NOOP("Lan", "Disconnected: your app stopped reading the host's messages."),
    "no_hello": QT_TRANSLATE_NOOP("Lan", "Disconnected: your app did not introduce itself within %1 seconds."),
    "silent": QT_TRANSLATE_NOOP("Lan", "Disconnected: nothing came from your app for %1 seconds."),
    "host_error": QT_TRANSLATE_NOOP("Lan", "Disconnected: the host could not handle a message from your app."),
    "line_too_long": QT_TRANSLATE_NOOP("Lan", "Disconnected: your app sent a line longer than %1 bytes."),
    "not_utf8": QT_TRANSLATE_NOOP("Lan", "Disconnected: your app sent a line that is not UTF-8 text."),
    "not_json": QT_TRANSLATE_NOOP("Lan", "Disconnected: your app sent a line that is not JSON."),
    "not_a_frame": QT_TRANSLATE_NOOP(
        "Lan", "Disconnected: your app sent something that is not a message of this protocol."
    ),
    "unknown_type": QT_TRANSLATE_NOOP("Lan", "Disconnected: your app sent a message of an unknown type, “%1”."),
    "hello_first": QT_TRANSLATE_NOOP("Lan", "Disconnected: your app did not begin with hello."),
    "hello_twice": QT_TRANSLATE_NOOP("Lan", "Disconnected: your app said hello twice."),
    "bad_field": QT_TRANSLATE_NOOP("Lan", "Disconnected: your app sent a wrong value in “%1”."),
    "too_deep": QT_TRANSLATE_NOOP("Lan", "Disconnected: your app sent a message nested deeper than %1 levels."),
    "only_refused": QT_TRANSLATE_NOOP(
        "Lan", "Disconnected: for %1 seconds the host could accept nothing your app sent."
    ),
    # refused: not admitted
    "proto_mismatch": QT_TRANSLATE_NOOP(
        "Lan",
        "This table speaks protocol version %1; your app speaks version "
        "%2. Every player needs the same version of Thousand.",
    ),
    "app_mismatch": QT_TRANSLATE_NOOP(
        "Lan", "This table runs Thousand %1; you run %2. Use the same version (major.minor) to play together."
    ),
    "unknown_token": QT_TRANSLATE_NOOP("Lan", "That seat token is not known at this table."),
    "game_started": QT_TRANSLATE_NOOP("Lan", "The game has started and every seat is taken."),
    "table_full": QT_TRANSLATE_NOOP("Lan", "The table is full."),
    # closing: the host ends this connection
    "seat_given_away": QT_TRANSLATE_NOOP("Lan", "The host gave your seat away."),
    "kicked": QT_TRANSLATE_NOOP("Lan", "The host removed you from the table."),
    "idle_replaced": QT_TRANSLATE_NOOP("Lan", "Your seat went to another player: you were not ready for %1 seconds."),
    "seat_reserved": QT_TRANSLATE_NOOP("Lan", "The host has kept your seat for someone else."),
    "joined_elsewhere": QT_TRANSLATE_NOOP("Lan", "You joined this table from another connection."),
    "host_closed": QT_TRANSLATE_NOOP("Lan", "The host closed the table."),
    "host_stopped": QT_TRANSLATE_NOOP("Lan", "The host was stopped."),
}

# A computer seat's name, by its level. The host names a computer seat with the English text (the lobby's
# and the start's ``name``/``names``, the game record); a client says it in the player's language, keyed
# on the seat's kind and level (lobby ``seats``, start ``levels``), never on the name: a person may call
# themselves "Computer (easy)" and keeps that name.
COMPUTER_NAMES: dict[str, str] = {
    "random": QT_TRANSLATE_NOOP("Lan", "Computer (random)"),
    "easy": QT_TRANSLATE_NOOP("Lan", "Computer (easy)"),
    "normal": QT_TRANSLATE_NOOP("Lan", "Computer (normal)"),
    "hard": QT_TRANSLATE_NOOP("Lan", "Computer (hard)"),
}
COMPUTER = QT_TRANSLATE_NOOP("Lan", "Computer")  # a computer of a level this app does not know
LEVEL_ALIASES = {"medium": "normal"}  # the LAN's old name of engine.ai's middle level

# code -> the params that fill %1, %2, ... (none for the other codes). Seats are 0-based on the wire, said 1-based.
PARAMS: dict[str, tuple[str, ...]] = {
    "not_an_action": ("detail",),
    "action_needs_two_cards": ("kind",),
    "action_needs_card": ("kind",),
    "action_needs_number": ("kind",),
    "action_needs_true": ("kind",),
    "action_unknown_card": ("card",),
    "action_bad_flag": ("flag",),
    "wrong_seat": ("seat", "asked"),
    "seq_not_rising": ("seq", "last"),
    "idle_replaced": ("seconds",),
    "no_hello": ("seconds",),
    "silent": ("seconds",),
    "turn_time_up": ("seconds",),
    "only_refused": ("seconds",),
    "line_too_long": ("limit",),
    "too_deep": ("limit",),
    "unknown_type": ("type",),
    "bad_field": ("field",),
    "proto_mismatch": ("host", "client"),
    "app_mismatch": ("host", "client"),
}
SEATS = ("seat", "asked")  # params that are seats
NOTICES = {"turn_time_up"}  # error codes that answer no frame of the client's: told, not a refusal

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
            pass  # params that do not fit the message: its English text below
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


# ---------------------------------------------------------------------- computer seats


def computer_english(level) -> str:
    """The English name the host gives a computer seat of ``level`` (also the game record's)."""
    text = COMPUTER_NAMES.get(LEVEL_ALIASES.get(level, level)) if isinstance(level, str) else None
    return text or f"Computer ({level})"


def computer_name(level, fallback: str = "") -> str:
    """A computer seat's name in the player's language; a level this app does not know (a newer
    host), ``fallback`` (the host's name for it), else the plain word."""
    text = COMPUTER_NAMES.get(LEVEL_ALIASES.get(level, level)) if isinstance(level, str) else None
    if text is not None:
        return QCoreApplication.translate(CONTEXT, text)
    return fallback or QCoreApplication.translate(CONTEXT, COMPUTER)


def seat_name(seat: dict) -> str:
    """A lobby seat's name as the player reads it: a computer's by its level, a person's as typed."""
    name = seat.get("name")
    name = name if isinstance(name, str) else ""
    if seat.get("kind") == "computer":
        return computer_name(seat.get("level"), name)
    return name


def seat_names(start: dict | None, lobby: dict | None = None) -> list[str]:
    """The players' names by seat as the player reads them: the ``start`` frame's ``names``, each
    computer seat (start's ``levels``; from an older host that sends none, the lobby's seats of kind
    computer) named by its level in the player's language."""
    start = start or {}
    p = start.get("players")
    players = p if isinstance(p, int) else 3
    names = start.get("names")
    names = [str(n) for n in names] if isinstance(names, list) else []
    names += [f"Player {i + 1}" for i in range(len(names), players)]
    levels = start.get("levels")
    if not isinstance(levels, list):
        seats = (lobby or {}).get("seats")
        levels = [None] * len(names)
        for s in seats if isinstance(seats, list) else []:
            if (
                isinstance(s, dict)
                and s.get("kind") == "computer"
                and isinstance(s.get("seat"), int)
                and 0 <= s["seat"] < len(names)
            ):
                levels[s["seat"]] = s.get("level") or ""
    return [computer_name(lv, n) if isinstance(lv, str) else n for n, lv in zip(names, levels + [None] * len(names))]


# ---------------------------------------------------------------------- the table's game

UNPLAYABLE_GAME = QT_TRANSLATE_NOOP("Lan", "This table plays %1, a game this version of Thousand cannot play.")
UNKNOWN_RULES = QT_TRANSLATE_NOOP("Lan", "This table plays by agreements this version of Thousand does not know.")


def game_of(rules) -> str:
    """The game a table's rules (record form) or TXT names: 1000 when they name none (older hosts)."""
    game = rules.get("game") if isinstance(rules, dict) else None
    return game if isinstance(game, str) and game else "thousand"


def game_name(game: str) -> str:
    """A game's name in the player's language (games.toml's title); a game this app does not know,
    as the host names it."""
    from engine.agreements import GAMES
    from thousand_qt.words.i18n import catalogue

    return catalogue(GAMES[game].title) if game in GAMES else game[:40]


def unplayable(rules) -> str | None:
    """Why this app cannot sit at a table of these rules (record form), in the player's language;
    None when its engine plays them."""
    from engine import Rules, RulesError
    from engine.game import playable_games

    game = game_of(rules)
    if game not in playable_games():
        from thousand_qt.words.i18n import fill

        return fill(QCoreApplication.translate(CONTEXT, UNPLAYABLE_GAME), game_name(game))
    try:
        Rules.from_record(rules)
    except RulesError:
        return QCoreApplication.translate(CONTEXT, UNKNOWN_RULES)
    return None
