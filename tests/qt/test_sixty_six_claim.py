"""Issue 37, item 13: Sixty-Six's "66!" was one click at any score ("a claim at 11 points loses two
game points"): a claim the cards do not bear out is asked about first, as the engine scores it."""

from __future__ import annotations

from helpers import click, click_card, human_turn
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from engine.games import sixty_six
from thousand_qt.game.controller import GameConfig


def _answer(button, seen: list):
    def look():
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            seen.append(box.text())
            box.button(button).click()
        else:
            QTimer.singleShot(20, look)

    QTimer.singleShot(20, look)


def _to_a_claim_that_cannot_hold(qtbot, window):
    """Playing the first playable card until the bar offers 66! (002: after a trick won) while the
    player's points, as the engine counts them, are short of 66."""
    for seed in range(1, 40):
        window.start(
            GameConfig(seat=0, players=2, levels=["random"], seed=seed, dealer=1, preset="sixty_six", game="sixty_six")
        )
        out = window.panel.flag_buttons["out"]
        for _ in range(40):
            qtbot.waitUntil(lambda: human_turn(window) or window.controller.table.over, timeout=20000)
            g = window.controller.source.g
            if g.deal is None or g.deal.phase == sixty_six.DONE or not human_turn(window):
                break
            if out.isVisible() and out.isEnabled():
                if sixty_six.points(g.deal, 0) < sixty_six.OUT:
                    return out
                break
            if window.panel.page() is not window.panel.play:
                break
            before = len(window.controller.source.record()["deals"][-1]["actions"])
            playable = [c for c in window.controller.table.hand if window.scene.cards[c].interactive]
            click_card(window, playable[0])
            qtbot.waitUntil(
                lambda before=before: len(window.controller.source.record()["deals"][-1]["actions"]) > before,
                timeout=5000,
            )
    raise AssertionError("no deal offered a claim short of 66")


def test_a_claim_short_of_66_is_asked_about_and_no_keeps_the_hand(qtbot, window, english):
    window.auto_draw.timer.setInterval(10**6)  # the draw waits for this test (its own pause is another item)
    out = _to_a_claim_that_cannot_hold(qtbot, window)
    deal = len(window.controller.source.record()["deals"]) - 1
    actions = list(window.controller.source.record()["deals"][deal]["actions"])
    seen: list = []
    _answer(QMessageBox.StandardButton.No, seen)
    click(out)
    assert len(seen) == 1 and "not 66" in seen[0], seen
    assert window.controller.source.record()["deals"][deal]["actions"] == actions  # nothing claimed
    _answer(QMessageBox.StandardButton.Yes, seen)
    click(out)
    made = window.controller.source.record()["deals"][deal]["actions"]
    assert made[:-1] == actions and made[-1]["seat"] == 0 and "out" in made[-1], made[-1]
