"""Driving the window like a person: clicks on cards and buttons, drags of cards."""

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

LEFT, NO_MOD = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier


def card_point(window, card) -> QPoint:
    """Where on the view's viewport a card shows (its left part: in a hand the next card covers the rest)."""
    item = window.scene.cards[card]
    return window.view.mapFromScene(item.mapToScene(QPointF(20, 100)))


def click_card(window, card):
    QTest.mouseClick(window.view.viewport(), LEFT, NO_MOD, card_point(window, card))


def drag_card(window, card, to_scene: QPointF, steps: int = 8):
    """Press on the card, move the mouse in steps to a point of the scene, release there."""
    vp = window.view.viewport()
    start, end = card_point(window, card), window.view.mapFromScene(to_scene)
    QTest.mousePress(vp, LEFT, NO_MOD, start)
    for i in range(1, steps + 1):
        QTest.mouseMove(
            vp, QPoint(start.x() + (end.x() - start.x()) * i // steps, start.y() + (end.y() - start.y()) * i // steps)
        )
    QTest.mouseRelease(vp, LEFT, NO_MOD, end)


def click(widget):
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton)


def human_turn(window):
    c = window.controller
    return bool(c.waiting_for_human() and window.panel.page() is not window.panel.idle_page)


def to_a_dimmed_card(qtbot, window, seeds=range(1, 60)):
    """Start games (this seat passes in every auction and leads its first card) until this seat is
    to play and holds a card it may not play; returns that card."""
    from thousand_qt.game.controller import GameConfig

    for seed in seeds:
        window.start(GameConfig(seat=0, levels=["random", "random"], seed=seed, dealer=1))
        c = _first_dimmed(qtbot, window)
        if c is not None:
            return c
    raise AssertionError("no deal gave this seat a card it may not play")


def _first_dimmed(qtbot, window):
    """None if the deal ends (or this seat would declare) before one of its cards is dimmed."""
    table = window.controller.table
    for _ in range(60):
        qtbot.waitUntil(lambda: human_turn(window) or table.phase in ("done", "over"), timeout=10000)
        if not human_turn(window):
            return None
        page = window.panel.page()
        if page is window.panel.bidding:
            if not page.passb.isVisible():
                return None  # the compulsory opening bid: this seat would declare
            click(page.passb)
        elif page is window.panel.play:
            dimmed = [c for c in table.hand if window.scene.cards[c].dimmed]
            if dimmed:
                return dimmed[0]
            before = len(table.hand)
            window.controller.act(window.panel.play_action(table.hand[0]))
            qtbot.waitUntil(lambda before=before: len(table.hand) < before, timeout=10000)
        else:
            return None
    return None


def answer_next_box(button):
    """Press ``button`` on the next message box that opens (a real one, as a player would)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    def press():
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            box.button(button).click()
        else:
            QTimer.singleShot(20, press)

    QTimer.singleShot(20, press)


def run_queue_until(scene, stop, limit=80):
    """Play a table scene's animations to their ends, one by one, until ``stop()`` holds while a step
    runs. A pause that only the player's click ends is never skipped: it stops the run."""
    for _ in range(limit):
        if stop():
            return True
        anim = scene.queue._running
        if anim is None or anim is scene._waiting:
            return stop()
        anim.setCurrentTime(anim.totalDuration())
        if scene.queue._running is anim:
            anim.stop()
            scene.queue._finished()
    return False
