"""Sixty-Six's draw after a trick the player won, and his choice to close before drawing.

The engine makes the trick's winner choose (its legal actions ``draw`` and ``close``: 002, "either
before or following drawing"). Asking for a click every trick would slow every player for a choice
few make, so the draw is made by itself after a short pause, the table's pace for a taken trick (at
least ``LEAST_MS``; ``WAIT_MS`` where the table waits for a click): while it waits, the bar says so
and offers "Close before drawing" (Z) and "Draw" (D, to go on at once). A player who closes in that
pause closes before drawing; one who lets it pass closes after drawing, on lead, as before.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer

from thousand_qt.words import i18n

tr = i18n.translator("Panels")

LEAST_MS = 600  # the shortest pause: time to see the trick gone and press Z
WAIT_MS = 1500  # the pause when the table's pace is "until I click"


class AutoDraw(QObject):
    """Draws for the player when his draw waits and he does nothing else in the pause."""

    def __init__(self, controller, panel, pace_ms, parent=None):
        """``pace_ms()``: the table's pace for a taken trick now (-1: it waits for a click)."""
        super().__init__(parent)
        self.controller, self.panel, self.pace_ms = controller, panel, pace_ms
        self.pending = None  # the draw action the timer will make
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self._draw)
        controller.humanState.connect(self._state)
        controller.batchStarted.connect(self._stop)

    def pause_ms(self) -> int:
        pace = self.pace_ms()
        return WAIT_MS if pace < 0 else max(LEAST_MS, pace)

    def _state(self, legal) -> None:
        self.pending = next((a for a in legal if a.kind == "draw"), None)
        if self.pending is None:
            self.timer.stop()
            return
        from thousand_qt import settings

        if settings.get("pace/draw_myself"):  # Preferences: no draw made for him, no race with Z
            self.panel.set_message(lambda: tr("You took the trick: Draw (D), or Close before drawing (Z)."))
            return
        self.panel.set_message(lambda: tr("You took the trick: drawing from the stock… (Z: close before drawing)"))
        self.timer.start(self.pause_ms())

    def _stop(self) -> None:
        self.timer.stop()
        self.pending = None

    def _draw(self) -> None:
        a = self.pending
        if a is None or a not in self.controller.human_legal():
            self.pending = None
            return
        if not self.controller.waiting_for_human():  # the table is still showing something: a moment more
            self.timer.start(LEAST_MS)
            return
        self.pending = None
        self.controller.act(a)
