"""Issue 37, item 16, the smaller ones: Enter with one card left plays it; Last trick says who took
it; the statistics say which deals they count; About has the licence and the credits."""

from __future__ import annotations

from helpers import click_card, human_turn
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from engine import cards as C
from thousand_qt.game.controller import GameConfig


def _deal_actions(window) -> int:
    return sum(len(d["actions"]) for d in window.controller.source.record()["deals"])


def _to_the_last_card(qtbot, window):
    """Draw 1000 (001: no bidding, the cards played at once), the first playable card each turn, until
    the player holds one card and it is his turn to play it."""
    window.start(GameConfig(seat=0, players=2, levels=["random"], seed=7, dealer=1, game="draw", preset="draw"))
    for _ in range(40):
        qtbot.waitUntil(lambda: human_turn(window), timeout=20000)
        hand = window.controller.table.hand
        if len(hand) == 1 and window.panel.page() is window.panel.play:
            return hand[0]
        before = _deal_actions(window)
        playable = [c for c in hand if window.scene.cards[c].interactive]
        click_card(window, playable[0])
        qtbot.waitUntil(lambda before=before: _deal_actions(window) > before, timeout=5000)
    raise AssertionError("the deal did not come down to one card")


def test_enter_plays_the_last_card(qtbot, window):
    window.scene.speed = window.sheet.speed = window.controller.speed = 0.0
    last = _to_the_last_card(qtbot, window)
    window.view.setFocus()
    window.scene.setFocusItem(None)  # no card chosen
    before = _deal_actions(window)
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: _deal_actions(window) > before, timeout=3000)
    played = [a for d in window.controller.source.record()["deals"] for a in d["actions"] if a.get("seat") == 0]
    assert played[-1]["play"] == C.name(last)


def test_last_trick_says_who_took_it(qtbot, window, english):
    from thousand_qt.dialogs.cards import last_trick_dialog

    window.scene.speed = window.sheet.speed = window.controller.speed = 0.0
    _to_the_last_card(qtbot, window)
    dlg = last_trick_dialog(window.controller.table, window.theme, window)
    line = dlg.title_line.text()
    # the engine's own word on it: the last trick's winner leads the next (001, Draw 1000)
    taker = window.controller.source.g.deal.leader
    who = "You" if taker == 0 else window.controller.table.names[taker]
    assert line and who in line, line


def test_about_has_the_licence_and_the_credits(qtbot, window, english):
    """The issue: "About lacks licence and credits" (the licence: pyproject.toml and resources/LICENSE.md, MIT)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    seen = []

    def look():
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            seen.append(box.text())
            box.accept()
        else:
            QTimer.singleShot(20, look)

    QTimer.singleShot(20, look)
    window.about()
    assert seen and "MIT License" in seen[0] and "Credits" in seen[0] and "PySide6" in seen[0], seen


def test_statistics_say_which_deals_they_count(qtbot, english, tmp_path):
    from thousand_qt.dialogs.stats import StatsDialog

    dlg = StatsDialog(path=tmp_path / "stats.json")
    qtbot.addWidget(dlg)
    assert "Finished games only" in dlg.counted.text()


def test_the_first_start_offers_the_new_game_choices(qtbot, english):
    """The issue: "the very first start drops a newcomer into a deal against two normal computers —
    offer the New game choices first (game, level, name, language)". Chosen here: Sixty-Six, in Polish."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from thousand_qt.__main__ import opening_game
    from thousand_qt.dialogs.new_game import NewGameDialog
    from thousand_qt.window.main import MainWindow
    from thousand_qt.words import i18n

    w = MainWindow()
    qtbot.addWidget(w)
    seen = []

    def choose():
        dlg = QApplication.activeModalWidget()
        if not isinstance(dlg, NewGameDialog):
            QTimer.singleShot(20, choose)
            return
        seen.append(dlg)
        dlg.language.setCurrentIndex(dlg.language.findData("pl"))
        dlg.game.setCurrentIndex(dlg.game.findData("sixty_six"))
        dlg.name.setText("Ola")
        dlg.accept()

    QTimer.singleShot(20, choose)
    try:
        opening_game(w)
        assert seen, "no New game choices on the first start"
        assert i18n.current_language() == "pl"
        assert w.controller.table.view.rules.game == "sixty_six" and w.controller.table.names[0] == "Ola"
        opening_game(w)  # the next start: no question, the last choices
        assert len(seen) == 1 and w.controller.table.view.rules.game == "sixty_six"
    finally:
        w.controller.shutdown()
