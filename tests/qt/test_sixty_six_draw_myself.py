"""Issue 37, item 13: "'Close before drawing' is on screen 0.6 s before the draw makes itself: make the
choice possible without a race (... or a setting says draw by myself)". With Preferences' "I draw from
the stock myself" the player's draw waits for him as long as he likes: Z still closes before drawing
(002: "either before or following drawing"), D draws."""

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from test_sixty_six_drawing import PLAYS, TURNED_ACE, actions, my_draw_waits, resume

from thousand_qt import settings
from thousand_qt.window.drawing import LEAST_MS, WAIT_MS


def _waiting(qtbot, window):
    settings.put("pace/draw_myself", True)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    resume(window, TURNED_ACE, seat=1, computer="easy")
    qtbot.waitUntil(lambda: my_draw_waits(window), timeout=5000)
    qtbot.wait(max(LEAST_MS, WAIT_MS) + 1000)  # longer than any pause the draw used to wait
    assert len(actions(window)) == len(PLAYS), "the draw was made for the player"
    assert "Draw (D)" in window.panel.idle.text()


def test_the_draw_waits_and_z_still_closes_before_drawing(qtbot, window, english):
    _waiting(qtbot, window)
    QTest.keyClick(window.view, Qt.Key.Key_Z)
    qtbot.waitUntil(lambda: window.controller.table.closed, timeout=5000)
    assert actions(window)[-1] == {"seat": 1, "close": True}


def test_the_draw_waits_and_d_draws(qtbot, window, english):
    _waiting(qtbot, window)
    QTest.keyClick(window.view, Qt.Key.Key_D)
    qtbot.waitUntil(lambda: len(actions(window)) > len(PLAYS), timeout=5000)
    assert actions(window)[len(PLAYS)] == {"seat": 1, "draw": True}
