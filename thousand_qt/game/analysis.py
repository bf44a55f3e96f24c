"""The review's analysis (issue 41): every decision of one seat of a recorded game evaluated by the
hard level from that seat's view at the time (``engine.coach.analyse``: the same search as the hard
player's own decision, given more worlds here), in a worker process, with its progress and a cancel;
the result kept in the app's data folder under the record's hash, so a second look is instant.

    job = Analysis(record, seat)
    job.progressed.connect(...)   # (done, total): the seat's actions replayed so far
    job.finished.connect(...)     # the result (engine.coach.analyse's dict), from the cache or the worker
    job.start()                   # cancel() stops the worker; nothing is kept then

No widgets here (window/analysis.py shows it); the sizes of a mistake are read off ``loss`` with the
coach's threshold (game/coach.py), so the table's "always" coach and the review agree on what a
mistake is.
"""

from __future__ import annotations

import hashlib
import json
import logging
import multiprocessing
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from thousand_qt import paths
from thousand_qt.game.coach import THRESHOLD

log = logging.getLogger(__name__)

VERSION = 1  # of the cached result's form: a new one is not read as an old one
SEED = 1  # the search's seed: the same record gives the same figures (python -m engine analyse's default)
# "the hard search given more time": more worlds a card and more talons a bid than the table's hard
# player (engine/ai/players.py: 64 and 64), so the review's figures are steadier than a hint's
OPTIONS: dict = {"worlds": 128, "talon_samples": 128}
POLL_MS = 50  # how often the worker's news is read (no thread of ours waits on it)

runs = 0  # analyses started in a worker process (a cached one starts none): tests count them


def available(game: str) -> bool:
    """Can ``game`` be analysed? When its hard level searches (engine.ai plays it at "hard"; every
    such level leaves its figures in ``ComputerPlayer.evaluate``)."""
    try:
        from engine import ai
    except ImportError:
        return False
    return ai.plays("hard", game)


def game_of(record: dict) -> str:
    from engine.agreements import Rules

    try:
        return Rules.from_record(record.get("rules")).game
    except Exception:  # noqa: BLE001 - a record the rules refuse: the review says so already
        return ""


# ---------------------------------------------------------------- the cache


def key(record: dict, seat: int, options: dict | None = None) -> str:
    """The record's hash with what the figures depend on (seat, seed, the search's options); the
    app's own notes (``app``: levels, the seat shown) change no figure."""
    game = {k: v for k, v in record.items() if k != "app"}
    text = json.dumps(
        {"v": VERSION, "record": game, "seat": seat, "seed": SEED, "options": options or {}},
        sort_keys=True,
        ensure_ascii=True,
    )
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def cache_dir() -> Path:
    return paths.data_dir() / "analysis"


def cache_path(record: dict, seat: int, options: dict | None = None) -> Path:
    return cache_dir() / f"{key(record, seat, options)}.json"


def cached(record: dict, seat: int, options: dict | None = None) -> dict | None:
    """The kept result, or None (none kept, or unreadable: analysed again)."""
    path = cache_path(record, seat, options)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) and isinstance(data.get("decisions"), list) else None


def keep(record: dict, seat: int, result: dict, options: dict | None = None) -> None:
    from thousand_qt.game.autosave import write_atomic

    try:
        cache_dir().mkdir(parents=True, exist_ok=True)
        write_atomic(str(cache_path(record, seat, options)), json.dumps(result, ensure_ascii=False))
    except OSError as e:  # a full disk: the analysis is shown all the same, only not kept
        log.warning("the analysis could not be kept: %r", e)


# ---------------------------------------------------------------- the sizes of a mistake

SIZES = ("none", "inaccuracy", "mistake", "blunder")
STEPS = (1, 3, 6)  # × the coach's threshold: an inaccuracy, a mistake, a blunder


def size(decision: dict) -> str:
    """How bad a decision was by the search's estimate of what it cost (``loss``)."""
    lost = decision.get("loss")
    if not lost:
        return "none"
    base = THRESHOLD.get(decision.get("unit") or "points", 10.0)
    out = "none"
    for name, times in zip(SIZES[1:], STEPS):
        if lost > base * times - 1e-9:
            out = name
    return out


def mistakes(result: dict) -> list[dict]:
    """The decisions that cost more than the coach's threshold, in the order played."""
    return [d for d in result.get("decisions", []) if size(d) != "none"]


# ---------------------------------------------------------------- the worker


def _work(conn, record: dict, seat: int, options: dict) -> None:  # runs in the worker process
    from engine.coach import Cancelled, analyse

    def progress(done: int, total: int) -> None:
        conn.send(("progress", done, total))

    def cancel() -> bool:
        return conn.poll() and conn.recv() == "cancel"

    try:
        conn.send(("done", analyse(record, seat, seed=SEED, progress=progress, cancel=cancel, **options)))
    except Cancelled:
        conn.send(("cancelled",))
    except Exception as e:  # noqa: BLE001 - told to the app: the review says the analysis failed
        conn.send(("error", repr(e)))
    finally:
        conn.close()


class Analysis(QObject):
    """One analysis of ``seat`` in ``record``: from the cache, else in a worker process."""

    progressed = Signal(int, int)  # done, total
    finished = Signal(object)  # the result (a dict)
    failed = Signal(str)  # why (a bug's text: the review says the analysis failed)
    cancelled = Signal()

    def __init__(self, record: dict, seat: int, options: dict | None = None, parent=None):
        super().__init__(parent)
        self.record = {k: v for k, v in record.items() if k != "app"}
        self.seat = seat
        self.options = dict(OPTIONS if options is None else options)
        self.result: dict | None = None
        self.proc: Any = None  # the worker process while it runs
        self.conn: Any = None  # our end of its pipe
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)

    def start(self) -> bool:
        """Begin; True when the result was kept from before (``finished`` has been emitted)."""
        global runs
        kept = cached(self.record, self.seat, self.options)
        if kept is not None:
            self.result = kept
            self.finished.emit(kept)
            return True
        ctx = multiprocessing.get_context("spawn")
        self.conn, child = ctx.Pipe()
        self.proc = ctx.Process(
            target=_work, args=(child, self.record, self.seat, self.options), daemon=True, name="thousand-analyse"
        )
        self.proc.start()
        child.close()
        runs += 1
        self._timer.start()
        return False

    def running(self) -> bool:
        return self.proc is not None

    def cancel(self) -> None:
        """Stop the worker (it is asked, then ended if it does not stop at once): nothing is kept."""
        if self.proc is None:
            return
        try:
            assert self.conn is not None
            self.conn.send("cancel")
        except OSError:
            pass  # it has ended meanwhile
        self._end(wait_s=1.0)
        self.cancelled.emit()

    def _end(self, wait_s: float) -> None:
        self._timer.stop()
        proc, conn, self.proc, self.conn = self.proc, self.conn, None, None
        if proc is not None:
            proc.join(wait_s)
            if proc.is_alive():
                proc.terminate()
                proc.join(1.0)
        if conn is not None:
            conn.close()

    def _poll(self) -> None:
        conn = self.conn
        while conn is not None and self.proc is not None:
            try:
                if not conn.poll():
                    if not self.proc.is_alive():
                        self._end(0)
                        self.failed.emit("the worker process ended")
                    return
                msg = conn.recv()
            except (EOFError, OSError) as e:
                self._end(0)
                self.failed.emit(repr(e))
                return
            if msg[0] == "progress":
                self.progressed.emit(msg[1], msg[2])
                continue
            self._end(2.0)
            if msg[0] == "done":
                self.result = msg[1]
                keep(self.record, self.seat, msg[1], self.options)
                self.finished.emit(msg[1])
            elif msg[0] == "cancelled":
                self.cancelled.emit()
            else:
                self.failed.emit(str(msg[1]))
            return
