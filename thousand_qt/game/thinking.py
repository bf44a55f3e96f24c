"""Computer decisions off the GUI thread: ``Thinker`` runs an ``engine.driver.Job`` on one worker thread
and delivers its ``Decision`` on the thread the Thinker lives in (``decided``). What a decision means
(stale or not, a fallback) is ``engine.driver.Driver``'s business; here it is only scheduled and delivered.

A searching computer that sits in a worker process (players.ComputerPool) is only waited for here, so the
GIL stays free for the GUI; the random player answers at once on the thread.
"""

from __future__ import annotations

import logging
import threading
import time
from concurrent.futures import ThreadPoolExecutor

from PySide6.QtCore import QObject, Signal

from engine.driver import Decision

log = logging.getLogger(__name__)


class Thinker(QObject):
    """One decision at a time (a next one waits for the thread). ``cancel()``: a job in flight stops
    asking and is never delivered."""

    decided = Signal(object)  # engine.driver.Decision
    _thought = Signal(object, object)  # from the worker: the decision and the cancel flag it ran under

    def __init__(self, parent=None):
        super().__init__(parent)
        self._threads = ThreadPoolExecutor(1, thread_name_prefix="thousand-think")
        self._cancel = threading.Event()
        self._running = None
        self._stopped = False
        self.busy = False  # a job was given and its decision has not come back
        self._thought.connect(self._deliver)

    def think(self, job, min_seconds: float = 0.0) -> None:
        """Run ``job`` and deliver its decision no sooner than ``min_seconds`` after it was given."""
        if self._stopped:  # the table closed while its last move was being shown
            return
        self.busy = True
        self._running = self._threads.submit(self._run, job, min_seconds, self._cancel)

    def cancel(self) -> None:
        self._cancel.set()
        self._cancel = threading.Event()
        self.busy = False

    def stop(self, wait_s: float = 0.0) -> None:
        """No more decisions; ``wait_s``: wait that long for a job in flight to end."""
        self._stopped = True
        self._cancel.set()
        self.busy = False
        self._threads.shutdown(wait=False, cancel_futures=True)
        running, self._running = self._running, None
        if running is not None and wait_s > 0:
            try:
                running.result(wait_s)
            except Exception as e:  # noqa: BLE001 - a job cut short at closing is of no interest
                log.debug("a decision ended at closing: %r", e)

    def _run(self, job, min_seconds: float, cancelled: threading.Event) -> None:
        try:
            decision = job.run(cancelled.is_set)
        except Exception as e:  # noqa: BLE001 - a bug of ours: said, and the table is not left waiting
            log.exception("thinking about position %d failed", job.stamp)
            decision = Decision(job.stamp, None, None, failures=(f"computer player error: {e!r}",))
        rest = min_seconds - decision.seconds
        while rest > 0 and not cancelled.is_set():  # the computer's "thinking time" the player asked for
            time.sleep(min(rest, 0.02))
            rest -= 0.02
        if cancelled.is_set():
            return
        try:
            self._thought.emit(decision, cancelled)
        except RuntimeError:  # the Thinker is gone (the table closed)
            log.debug("a decision came back after its table closed")

    def _deliver(self, decision, cancelled) -> None:
        if cancelled.is_set():
            return
        self.busy = False
        self.decided.emit(decision)
