"""Steps of animation played one after another; with no animation a step is applied at once."""

from __future__ import annotations

from collections import deque

from PySide6.QtCore import QObject, Signal


class AnimationQueue(QObject):
    """``add(step)``: ``step()`` is called when its turn comes and returns a QAbstractAnimation
    (parented; the queue waits for it) or None (an instant step). ``idle`` fires when empty."""

    idle = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self._steps: deque = deque()
        self._running = None
        self._draining = False

    def busy(self) -> bool:
        return self._running is not None or bool(self._steps)

    def add(self, step) -> None:
        self._steps.append(step)
        if self._running is None and not self._draining:
            self._next()

    def _next(self) -> None:
        self._draining = True
        try:
            while self._steps:
                anim = self._steps.popleft()()
                if anim is not None and anim.totalDuration() > 0:
                    self._running = anim
                    anim.finished.connect(self._finished)
                    anim.start()
                    return
                if anim is not None:
                    anim.start()
                    anim.deleteLater()
            self._running = None
        finally:
            self._draining = False
        self.idle.emit()

    def _finished(self) -> None:
        anim, self._running = self._running, None
        if anim is not None:
            anim.deleteLater()
        self._next()

    def clear(self) -> None:
        """Drop the steps not yet run and stop the one running, playing none of them: the table they
        were made for is gone (another game, a reset). Its animation is deleted by the event loop."""
        self._steps.clear()
        anim, self._running = self._running, None
        if anim is not None:
            anim.finished.disconnect(self._finished)
            anim.stop()
            anim.deleteLater()

    def finish_all(self) -> None:
        """Jump every queued animation to its end (a skip)."""
        while self._running is not None:
            anim = self._running
            anim.setCurrentTime(anim.totalDuration())
            if self._running is anim:
                anim.stop()
                self._finished()
