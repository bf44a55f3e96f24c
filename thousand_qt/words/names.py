"""Seat names: the ones the app made up ("You", "Computer 1") are said in the language now, the
ones people typed stay as typed.

A game keeps which seats have a made-up name in its app meta (the autosave's ``app`` key), as a
kind per seat — ``{"0": "you", "1": "computer 1"}`` — never as the text: a save written in Ukrainian
resumed in an English window says "Computer 1", not "Комп'ютер 1". The game record itself keeps
the names as shown when the game began (a record is read by people and other apps too).
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

from thousand_qt.words.i18n import QT_TRANSLATE_NOOP, fill, translations_of

CONTEXT = "Controller"
YOU = QT_TRANSLATE_NOOP("Controller", "You")
COMPUTER = QT_TRANSLATE_NOOP("Controller", "Computer %1")
_KIND = re.compile(r"(you)|computer ([1-9]\d?)")


def you() -> str:
    return QCoreApplication.translate(CONTEXT, YOU)


def computer(n: int) -> str:
    return fill(QCoreApplication.translate(CONTEXT, COMPUTER), n)


def is_you(name) -> bool:
    """Whether a seat's shown name is the player's made-up "You" in the language now.

    "You" is no third person: a message about a seat that may be the player's has a string of its
    own for it ("You play %1" beside "%1 plays %2"), since «Вы выигрывает», «Ty wygrywa» or "You
    wins" is what a third-person template makes of it. Every other message that takes a name is
    worded so that any name fits, a woman's as well (tests/qt/test_grammar_names.py)."""
    return isinstance(name, str) and name == you()


def name_of(kind) -> str | None:
    """The name of a made-up ``kind`` ("you", "computer 2") in the language now; None for anything else."""
    m = _KIND.fullmatch(kind) if isinstance(kind, str) else None
    if m is None:
        return None
    return you() if m.group(1) else computer(int(m.group(2)))


def shown(names, made_up: dict) -> list:
    """``names`` with every made-up seat named in the language now."""
    return [name_of(made_up.get(s)) or n for s, n in enumerate(names)]


def read_made_up(meta, names, seat: int, human: bool) -> dict:
    """The made-up seats of a saved game: its app meta's ``made_up`` when there is one (checked:
    a damaged entry is dropped, so its name shows as saved); a save from before we kept it, the
    seats whose saved name is one the app makes up, in any of its languages."""
    meta = meta if isinstance(meta, dict) else {}
    raw = meta.get("made_up")
    if isinstance(raw, dict):
        out = {}
        for k, kind in raw.items():
            try:
                s = int(k)
            except (TypeError, ValueError):
                continue
            if 0 <= s < len(names) and name_of(kind) is not None:
                out[s] = kind
        return out
    return recognise(names, seat, human)


def recognise(names, seat: int, human: bool) -> dict:
    """Made-up names told by their text in every language the app has: "You" only at the player's
    own seat, "Computer N" only at a computer's (a person who typed "Computer 1" at their own seat
    keeps it)."""
    yours = set(translations_of(CONTEXT, YOU))
    computers = [_template(t) for t in translations_of(CONTEXT, COMPUTER)]
    out = {}
    for s, name in enumerate(names):
        if not isinstance(name, str):
            continue
        if human and s == seat:
            if name in yours:
                out[s] = "you"
            continue
        for rx in computers:
            m = rx.fullmatch(name)
            if m:
                out[s] = f"computer {int(m.group(1))}"
                break
    return out


def _template(text: str):
    head, _, tail = text.partition("%1")
    return re.compile(re.escape(head) + r"([1-9]\d?)" + re.escape(tail))
