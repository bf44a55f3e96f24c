"""Issue 25: every window and dialog in Russian, Polish and Ukrainian, with no English left.

Each window is built the same way in English and in the language under test, and every text a
player can read (window titles, labels, buttons, group boxes, placeholders, combo box items, spin
box affixes, tool tips, menus and their actions, header labels, list and tree items, read-only text
views, message boxes) is compared with the English one at the same place: a text still equal to the
English is untranslated unless the allow-list below says it is the same in every language (numbers,
names, symbols). In Russian and Ukrainian, which do not write in Latin letters, a Latin word left
inside a translated text is caught too.

Runs with discovery on loopback only (THOUSAND_LAN_INTERFACES=127.0.0.1, as tests/net do).
"""

from __future__ import annotations

import html
import re

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDockWidget,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QMenu,
    QMessageBox,
    QPlainTextEdit,
    QTabWidget,
    QTextEdit,
    QTreeWidget,
    QWidget,
)

from engine import CATALOGUE
from thousand_qt.words import i18n

# Same in every language: names of things, not words. Agreement ids are the catalogue's keys (the
# tool tip of a title, as --agreements takes them); language names are in their own language.
ALLOWED = {
    "English",
    "Русский",
    "Polski",
    "Українська",
    "Thousand",
    "OK",
    "127.0.0.1",
    "192.168.1.20",
    "pagat.com",
    "Tysiąc",
    "Test table",
    "ms",
    "Russeln",  # a game's German name, kept as it is in Polish (scripts/i18n.py's SAME_IN)
    "Import",  # the Polish word too, beside «Eksport» (scripts/i18n.py's SAME_IN; issue 38's review, #96)
    "Santase",  # the Bulgarian game's name, the same in Polish (scripts/i18n.py's SAME_IN)
    *CATALOGUE,
}  # ms: the SI unit, as Polish writes it
ALLOWED_LATIN = {
    # Help ▸ About: the licence's and the libraries' names
    *("MIT", "Qt", "PySide6", "LGPL", "v3", "python", "zeroconf", "miniaudio"),
    "pagat.com",
    "Tysiąc",
    "Test",
    "table",
    "IPv4",
    "LAN",
    "THOUSAND_LAN_INTERFACES",
    "OK",
    "ms",
    "Ctrl",
    "Shift",
    "Alt",
    "Del",
    "Esc",
    "Enter",
    "Space",
    "Backspace",
    "Ins",
    "Home",
    "End",
    "PgUp",
    "PgDown",
    "Up",
    "Down",
    "Left",
    "Right",
    "Tab",
    "F1",
    "F2",
    "F3",
    "F4",
    "F5",
}
NOT_WORDS = re.compile(r"^[\W\d_]*$")  # numbers, scores, symbols, card signs
KEY = re.compile(r"^((Ctrl|Shift|Alt)\+)*([A-Z0-9]|F\d{1,2})$")  # a shortcut key (a button's tool tip)
LATIN_WORD = re.compile(r"[A-Za-z][A-Za-z_0-9]*(?:\.[A-Za-z_0-9]+)*")
PATH = re.compile(r"\S*[/\\]\S*")  # a file's path (where a damaged save was kept) is no word
# a shortcut named in a sentence ("… (N; Shift+N: the one before)"): one capital letter or digit, alone
KEY_IN_TEXT = re.compile(r"(?<![\w+])(?:(?:Ctrl|Shift|Alt)\+)*[A-Z0-9](?![\w+])")


def plain(text: str) -> str:
    if "<" in text and ">" in text:
        text = html.unescape(re.sub(r"<[^>]+>", " ", text))  # rich text: "&nbsp;" is a space, no word
    return re.sub(r"&(?=\w)", "", text).strip()  # an accelerator's & is not a letter


def widget_texts(top: QWidget) -> list[tuple[str, str]]:
    """[(place, text)] of everything a player can read in ``top``, in a fixed order."""
    out = []

    def add(place, text):
        text = plain(text or "")
        if text:
            out.append((place, text))

    def add_actions(place, actions):
        for j, a in enumerate(actions):
            if a.isSeparator():
                continue
            add(f"{place}/action{j}", a.text())
            add(f"{place}/action{j}/tip", a.toolTip() if a.toolTip() != a.text().replace("&", "") else "")
            if a.menu() is not None:
                add(f"{place}/action{j}/menu", a.menu().title())
                add_actions(f"{place}/action{j}/menu", a.menu().actions())

    widgets = [top] + [w for w in top.findChildren(QWidget) if w.isVisibleTo(top) or isinstance(w, QMenu)]
    for i, w in enumerate(widgets):
        place = f"{type(w).__name__}#{i}:{w.objectName()}"
        if w is top or isinstance(w, QDockWidget):
            add(place + "/title", w.windowTitle())
        add(place + "/tip", w.toolTip())
        if isinstance(w, QLabel):
            add(place, w.text())
        elif isinstance(w, QAbstractButton):
            add(place, w.text())
        elif isinstance(w, QGroupBox):
            add(place, w.title())
        elif isinstance(w, QLineEdit):
            add(place + "/placeholder", w.placeholderText())
        elif isinstance(w, QComboBox):
            for k in range(w.count()):
                add(f"{place}/item{k}", w.itemText(k))
        elif isinstance(w, QAbstractSpinBox):
            for attr in ("prefix", "suffix", "specialValueText"):
                if hasattr(w, attr):
                    add(f"{place}/{attr}", getattr(w, attr)())
        elif isinstance(w, QTabWidget):
            for k in range(w.count()):
                add(f"{place}/tab{k}", w.tabText(k))
        elif isinstance(w, (QTextEdit, QPlainTextEdit)):
            add(place, w.toPlainText())
        if isinstance(w, QMenu):
            add(place + "/menu", w.title())
        if isinstance(w, QTreeWidget):
            header = w.headerItem()
            for c in range(header.columnCount()):
                add(f"{place}/header{c}", header.text(c))
            for k in range(w.topLevelItemCount()):
                item = w.topLevelItem(k)
                for c in range(item.columnCount()):
                    add(f"{place}/row{k}/{c}", item.text(c))
        elif isinstance(w, QListWidget):
            for k in range(w.count()):
                add(f"{place}/row{k}", w.item(k).text())
        elif isinstance(w, QAbstractItemView) and w.model() is not None:
            from PySide6.QtCore import Qt

            m = w.model()
            for c in range(m.columnCount()):
                add(f"{place}/header{c}", str(m.headerData(c, Qt.Orientation.Horizontal) or ""))
        add_actions(place, w.actions())
    return out


def untranslated(english: list, shown: list, lang: str) -> list[str]:
    assert [p for p, _ in english] == [p for p, _ in shown], "the window was built differently"
    bad = []
    for (place, en), (_, text) in zip(english, shown):
        if text in ALLOWED or NOT_WORDS.match(text) or KEY.match(text):
            continue
        if text == en:
            bad.append(f"{place}: {text!r}")
        elif lang in ("ru", "uk"):
            left = [w for w in LATIN_WORD.findall(KEY_IN_TEXT.sub(" ", PATH.sub(" ", text))) if w not in ALLOWED_LATIN]
            if left:
                bad.append(f"{place}: {text!r} has {left}")
    return bad


# ---------------------------------------------------------------------- the windows


def modal_texts(qapp, open_it) -> list:
    """Open a modal window (a dialog's exec(), a message box) and read it while it is up, then close it."""
    seen = []

    def read():
        box = QApplication.activeModalWidget()
        if box is None:
            QTimer.singleShot(10, read)
            return
        seen.extend(widget_texts(box))
        if isinstance(box, QMessageBox) and box.detailedText():
            # the details: what is wrong in the player's words (the engine's own, for a bug report, after)
            seen.append(("details", plain(box.detailedText().split("\n\n")[0])))
        box.reject() if not isinstance(box, QMessageBox) else box.done(0)

    QTimer.singleShot(0, read)
    open_it()
    return seen


def main_window_texts(qtbot, qapp):
    from thousand_qt.game.controller import GameConfig
    from thousand_qt.window.main import MainWindow

    w = MainWindow()
    qtbot.addWidget(w)
    w.controller.autosave_enabled = False
    w.scene.speed = w.sheet.speed = w.controller.speed = 0.0
    w.think_ms = 0
    w.show()
    w.start(GameConfig(levels=["random", "random"], seed=11, dealer=2))  # seat 0 opens the auction
    qtbot.waitUntil(lambda: bool(w.controller.human_legal()), timeout=10000)
    qapp.processEvents()
    out = {"main window": widget_texts(w)}
    for i, a in enumerate(w.menuBar().actions()):
        out[f"menu {i + 1}"] = widget_texts(a.menu())
    return w, out


def dialog_texts(qtbot, qapp, w) -> dict:
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

    out = {}
    for name, make in (
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
        ("join a table", lambda: JoinDialog(default_name(), w, interfaces=["127.0.0.1"])),
    ):
        d = make()
        qtbot.addWidget(d)
        d.show()
        qapp.processEvents()
        out[name] = widget_texts(d)
        if hasattr(d, "browser") and hasattr(d.browser, "close"):
            d.browser.close()
        d.close()
    out["about"] = modal_texts(qapp, w.about)
    return out


def message_box_texts(qtbot, qapp, w) -> dict:
    from thousand_qt import paths
    from thousand_qt.game import autosave
    from thousand_qt.game.controller import GameConfig

    out = {}
    w.controller.autosave_enabled = True
    w.start(GameConfig(levels=["random", "random"], seed=11, dealer=2))
    qtbot.waitUntil(lambda: autosave.flush() and autosave.save_path().exists(), timeout=10000)
    out["resume?"] = modal_texts(qapp, w.offer_resume)
    autosave.save_path().write_text('{"format": 1, "deals": [{"dealer": 0, "hands": "garbage"}]}')
    out["saved game damaged"] = modal_texts(qapp, w.offer_resume)
    bad = paths.data_dir() / "bad.json"
    bad.write_text("{")
    out["import"] = modal_texts(qapp, lambda: w.import_path(bad))
    return out


def lobby_texts(qtbot, qapp) -> dict:
    from engine import Rules
    from thousand_qt.net.client import ClientSession
    from thousand_qt.net.host import HostServer
    from thousand_qt.net.host_dialog import default_name
    from thousand_qt.net.lan_table import LobbyDialog

    host = HostServer("Test table", 3, Rules("polish"), listen="127.0.0.1", interfaces=["127.0.0.1"])
    assert host.start()
    session = ClientSession(name=default_name())  # as Join a table… names a player who typed nothing
    d = LobbyDialog(session, host)
    qtbot.addWidget(d)
    d.show()
    session.connect_to("127.0.0.1", host.port)
    qtbot.waitUntil(lambda: d.panel.seats.count() == 3, timeout=5000)
    qapp.processEvents()
    out = {"lobby": widget_texts(d)}
    session.close() if hasattr(session, "close") else None
    host.close()
    d.finish()
    return out


def every_window(qtbot, qapp, lang) -> dict:
    i18n.install_language(qapp, lang)
    w, out = main_window_texts(qtbot, qapp)
    out.update(dialog_texts(qtbot, qapp, w))
    out.update(message_box_texts(qtbot, qapp, w))
    w.controller.shutdown()
    w.close()
    out.update(lobby_texts(qtbot, qapp))
    return out


@pytest.mark.parametrize("lang", ["ru", "pl", "uk"])
def test_no_english_left_in_any_window(qtbot, qapp, english, lang):
    english_texts = every_window(qtbot, qapp, "en")
    shown = every_window(qtbot, qapp, lang)
    assert set(shown) == set(english_texts)
    bad = []
    for window, texts in english_texts.items():
        assert texts, f"{window}: nothing read (the walk is broken)"
        bad += [f"{window}: {b}" for b in untranslated(texts, shown[window], lang)]
    assert not bad, "\n".join(bad)
