"""Driving the window like a person: clicks on cards and buttons."""

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest


def click_card(window, card):
    item = window.scene.cards[card]
    pt = window.view.mapFromScene(item.mapToScene(QPointF(20, 100)))
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pt)


def click(widget):
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton)


def human_turn(window):
    c = window.controller
    return bool(c.waiting_for_human() and window.panel.page() is not window.panel.idle_page)
