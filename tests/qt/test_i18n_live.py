"""A language switch reaches every open window the way Qt does it (QEvent.LanguageChange and each
window's retranslateUi): what a window shows after the switch is what it shows when built in that
language, and the texts are the translations the .ts files give.

Runs with discovery on loopback only (THOUSAND_LAN_INTERFACES=127.0.0.1, as tests/net do).
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from functools import cache
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from engine import Action
from tests.qt.test_no_english_left import lobby_texts, main_window_texts, widget_texts
from thousand_qt.words import i18n

TS_DIR = Path(__file__).resolve().parents[2] / "translations"


@cache
def ts(lang: str) -> dict:
    """{(context, source): translation} of translations/thousand_<lang>.ts, read here as XML."""
    out = {}
    for ctx in ET.parse(TS_DIR / f"thousand_{lang}.ts").getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for m in ctx.iter("message"):
            text = m.find("translation").text
            if text:
                out[(name, m.findtext("source"))] = text
    return out


def said(lang: str, source: str, context: str = "") -> str:
    """``source`` as the .ts of ``lang`` translates it (English: the source itself)."""
    return source if lang == "en" else ts(lang)[(context, source)]


def test_ru_pl_en_during_a_game_with_a_dialog_open(qtbot, qapp, english):
    from thousand_qt.dialogs.new_game import NewGameDialog
    from thousand_qt.game.controller import GameConfig
    from thousand_qt.window.main import MainWindow

    w = MainWindow()
    qtbot.addWidget(w)
    w.controller.autosave_enabled = False
    w.show()
    w.start(GameConfig(levels=["random", "random"], seed=11, dealer=2))  # seat 0 opens the auction
    qtbot.waitUntil(lambda: bool(w.controller.human_legal()), timeout=10000)
    assert w.panel.page() is w.panel.bidding
    w._hint(Action(0, "bid", 100))  # the status bar says a hint
    dialog = NewGameDialog(w)
    qtbot.addWidget(dialog)
    dialog.show()
    try:
        for lang in ("ru", "pl", "en"):
            i18n.install_language(qapp, lang)
            assert w.game_menu.title() == said(lang, "&Game")
            assert w.new_action.text() == said(lang, "&New game…")
            assert w.panel.bidding.bid.text() == said(lang, "Bid")
            assert w.panel.bidding.title.text() == said(lang, "Your bid:")
            hint = said(lang, "Hint: %1").replace("%1", said(lang, "bid %1").replace("%1", "100"))
            assert w.statusBar().currentMessage() == hint
            assert dialog.windowTitle() == said(lang, "New game")
            assert dialog.name_label.text() == said(lang, "Your name:")
            sheet = w.controller.scores
            header = [sheet.headerData(i, Qt.Orientation.Horizontal) for i in range(sheet.columnCount())]
            assert header[1:] == [said(lang, "Computer %1", "Controller").replace("%1", n) for n in ("1", "2")]
    finally:
        dialog.close()
        w.controller.shutdown()


# ---------------------------------------------------------------------- every window


def windows(w) -> list:
    """(name, make) of every window and dialog a player can have open beside the main window."""
    from thousand_qt.dialogs.agreements import AgreementsDialog
    from thousand_qt.dialogs.cards import last_talon_dialog, last_trick_dialog
    from thousand_qt.dialogs.new_game import NewGameDialog
    from thousand_qt.dialogs.preferences import SettingsDialog
    from thousand_qt.dialogs.rules import RulesDialog
    from thousand_qt.dialogs.stats import StatsDialog
    from thousand_qt.net.host_dialog import HostDialog, default_name
    from thousand_qt.net.widgets import JoinDialog
    from thousand_qt.window.review import GameOverDialog, ReviewBar
    from thousand_qt.window.shortcuts import KeyboardDialog

    return [
        ("new game", lambda: NewGameDialog(w)),
        ("agreements", lambda: AgreementsDialog(w)),
        ("settings", lambda: SettingsDialog(w)),
        ("rules", lambda: RulesDialog(w)),
        ("last trick", lambda: last_trick_dialog(w.controller.table, w.theme, w)),
        ("last talon", lambda: last_talon_dialog(w.controller.table, w.theme, w)),
        ("keyboard", lambda: KeyboardDialog(w)),
        ("statistics", lambda: StatsDialog(w)),
        ("game over", lambda: GameOverDialog("", [], w)),
        ("review bar", lambda: ReviewBar(w)),
        ("host a table", lambda: HostDialog(w)),
        ("join a table", lambda: join_dialog(JoinDialog(default_name(), w, interfaces=["127.0.0.1"]))),
    ]


def join_dialog(d):
    """The join dialog listing one table found: the one given here (discovery on loopback may find the
    tables of tests running beside this one, and a list that differs cannot be compared)."""
    from thousand_qt.net.protocol import PROTOCOL_VERSION

    d.browser.tableFound.disconnect(d._found)
    d.browser.tableLost.disconnect(d._lost)
    table = {"service": "anna", "name": "Anna", "preset": "polish", "taken": 1, "free": 2, "host": "127.0.0.1"}
    d._found(table | {"port": 41000, "proto": str(PROTOCOL_VERSION), "app": "1.0"})
    return d


def everything(qtbot, qapp, switch_to: str | None) -> dict:
    """The texts of the main window (in a game), its menus and every window open beside it: built in
    the language now, then (``switch_to``) switched to another while all of them are open."""
    w, _ = main_window_texts(qtbot, qapp)
    opened = []
    for name, make in windows(w):
        d = make()
        qtbot.addWidget(d)
        d.show()
        opened.append((name, d))
    if switch_to is not None:
        i18n.install_language(qapp, switch_to)
    qapp.processEvents()
    out = {"main window": widget_texts(w)}
    for i, a in enumerate(w.menuBar().actions()):
        out[f"menu {i + 1}"] = widget_texts(a.menu())
    for name, d in opened:
        out[name] = widget_texts(d)
        d.close()
    w.controller.shutdown()
    w.close()
    return out


def lobby(qtbot, qapp, switch_to: str | None) -> dict:
    """The lobby's texts; the port each host gets differs, so numbers are left out of the comparison."""
    if switch_to is None:
        texts = lobby_texts(qtbot, qapp)["lobby"]
    else:
        texts = lobby_switched(qtbot, qapp, switch_to)
    return {"lobby": [(place, re.sub(r"\d+", "#", text)) for place, text in texts]}


def lobby_switched(qtbot, qapp, lang) -> list:
    from engine import Rules
    from thousand_qt.net.client import ClientSession
    from thousand_qt.net.host import HostServer
    from thousand_qt.net.host_dialog import default_name
    from thousand_qt.net.lan_table import LobbyDialog

    host = HostServer("Test table", 3, Rules("polish"), listen="127.0.0.1", interfaces=["127.0.0.1"])
    assert host.start()
    session = ClientSession(name=default_name())
    d = LobbyDialog(session, host)
    qtbot.addWidget(d)
    d.show()
    session.connect_to("127.0.0.1", host.port)
    qtbot.waitUntil(lambda: d.panel.seats.count() == 3, timeout=5000)
    i18n.install_language(qapp, lang)
    qapp.processEvents()
    texts = widget_texts(d)
    session.close() if hasattr(session, "close") else None
    host.close()
    d.finish()
    return texts


@pytest.mark.parametrize("lang", ["ru", "pl", "uk"])
def test_open_windows_switched_read_as_if_built_in_the_language(qtbot, qapp, english, lang):
    switched = everything(qtbot, qapp, switch_to=lang) | lobby(qtbot, qapp, switch_to=lang)
    i18n.install_language(qapp, lang)
    built = everything(qtbot, qapp, switch_to=None) | lobby(qtbot, qapp, switch_to=None)
    assert set(switched) == set(built)
    wrong = []
    # a widget's number in the walk counts the texts-less ones too (a list's scroll bars are made
    # when first needed): the comparison goes by kind and order
    switched, built = (
        {k: [(re.sub(r"#\d+", "", p), t) for p, t in v] for k, v in d.items()} for d in (switched, built)
    )
    for window, texts in built.items():
        assert texts, f"{window}: nothing read (the walk is broken)"
        assert [p for p, _ in switched[window]] == [p for p, _ in texts], f"{window} was built differently"
        wrong += [
            f"{window}: {p}: {a!r}, built in {lang}: {b!r}" for (p, a), (_, b) in zip(switched[window], texts) if a != b
        ]
    assert not wrong, "\n".join(wrong)
