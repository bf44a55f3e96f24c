"""The autosave: the game record (engine format 1) written atomically after every action.

The record carries one extra top-level key, ``app`` (the human seat and the computer levels),
which the engine's reader ignores (the record spec lets writers add keys); Game ▸ Export writes it
too, so an imported game plays on against the same computers. A save that cannot be read is moved
aside, never deleted.
"""

from __future__ import annotations

import json
import logging
import os
import threading
import time
from pathlib import Path

from PySide6.QtCore import QIODevice, QObject, QSaveFile, Signal

from engine.record import RecordError, loads, replay
from thousand_qt.paths import data_dir
from thousand_qt.words import i18n

SAVE_NAME = "autosave.json"


class CorruptSave(Exception):
    def __init__(self, reason: str, moved_to: Path | None, error: Exception | None = None):
        super().__init__(reason)
        self.reason, self.moved_to, self.error = reason, moved_to, error


tr = i18n.translator("Autosave")
log = logging.getLogger(__name__)


def problem_text(error) -> str:
    """What is wrong with a record file, for the details of a warning: said in the player's
    language, with the engine's own words (English, for a bug report) on a line of their own."""
    bare = getattr(error, "bare", None) or str(error)
    deal, action = getattr(error, "deal", None), getattr(error, "action", None)
    if isinstance(error, OSError):
        what = tr("The file could not be read: %1", error.strerror or error)
    elif bare.startswith("not valid JSON") or bare == "the file is not UTF-8 text":
        what = tr("The file is not a game record: it is damaged or cut short, or it is another kind of file.")
    elif deal is not None and action is not None:
        what = tr("Deal %1, move %2: the move cannot be played by the rules.", deal + 1, action + 1)
    elif deal is not None:
        what = tr("Deal %1 cannot be read.", deal + 1)
    else:
        what = tr("The file is a game record this app cannot read.")
    return what + "\n\n" + tr("For a bug report, in the engine's words: %1", error)


def save_path() -> Path:
    return data_dir() / SAVE_NAME


def write_atomic(path, text: str) -> None:
    f = QSaveFile(str(path))
    if not f.open(QIODevice.OpenModeFlag.WriteOnly):
        raise OSError(f.errorString())
    f.write(text.encode("utf-8"))
    if not f.commit():
        raise OSError(f.errorString())


def save(record: dict, app: dict | None = None, path=None) -> None:
    data = dict(record)
    if app:
        data["app"] = app
    write_atomic(path or save_path(), json.dumps(data, ensure_ascii=False))


class Writer(QObject):
    """Writes the autosave on a background thread (an fsync can take long on a busy disk and
    must not stall the table). The newest record wins; ``flush()`` waits until it is on disk.
    A write that fails says so when it fails (``failed``, queued to the receiver's thread)."""

    failed = Signal(str)

    def __init__(self):
        super().__init__()
        self._cond = threading.Condition()
        self._pending = None  # (path, text)
        self._busy = False
        self._thread = threading.Thread(target=self._run, name="thousand-autosave", daemon=True)
        self._thread.start()

    def submit(self, path, text: str) -> None:
        with self._cond:
            self._pending = (Path(path), text)
            self._cond.notify_all()

    def _run(self):
        while True:
            with self._cond:
                while self._pending is None:
                    self._cond.wait()
                path, text = self._pending
                self._pending = None
                self._busy = True
            try:
                write_file_atomic(path, text)
            except OSError as e:
                self.failed.emit(str(e))
            with self._cond:
                self._busy = False
                self._cond.notify_all()

    def flush(self, timeout: float = 10.0) -> bool:
        end = time.monotonic() + timeout
        with self._cond:
            while self._pending is not None or self._busy:
                left = end - time.monotonic()
                if left <= 0:
                    return False
                self._cond.wait(left)
        return True


def write_file_atomic(path: Path, text: str) -> None:
    """temp file in the same folder, fsync, os.replace: the old save stays whole until the new one is."""
    tmp = path.with_name(f".{path.name}.tmp")
    with open(tmp, "w", encoding="utf-8") as f:
        f.write(text)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)


_writer: Writer | None = None


def writer() -> Writer:
    """The one autosave writer (made on first use, on the GUI thread)."""
    global _writer
    if _writer is None:
        _writer = Writer()
    return _writer


def save_async(record: dict, app: dict | None = None, path=None) -> Writer:
    data = dict(record)
    if app:
        data["app"] = app
    w = writer()
    w.submit(path or save_path(), json.dumps(data, ensure_ascii=False))
    return w


def flush() -> bool:
    return _writer.flush() if _writer is not None else True


def move_aside(path: Path) -> Path:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}.corrupt-{stamp}{path.suffix}")
    n = 1
    while target.exists():
        target = path.with_name(f"{path.stem}.corrupt-{stamp}-{n}{path.suffix}")
        n += 1
    path.replace(target)
    return target


def read_record(path) -> dict:
    """Read and check a record file; RecordError (with the reason) when it is not a game."""
    try:
        text = Path(path).read_bytes().decode("utf-8")
    except UnicodeDecodeError:
        raise RecordError("the file is not UTF-8 text") from None
    data = loads(text)
    replay(data)
    return data


def load(path=None) -> dict | None:
    """The saved game, or None when there is none. A corrupt save raises CorruptSave after it
    has been moved aside."""
    flush()
    path = Path(path or save_path())
    if not path.exists():
        return None
    try:
        return read_record(path)
    except (RecordError, OSError, RecursionError, MemoryError) as e:
        moved = None
        try:
            moved = move_aside(path)
        except OSError as moving:  # the player is told it was not kept aside (moved_to is None)
            log.warning("the damaged save %s could not be moved aside: %s", path, moving)
        raise CorruptSave(str(e), moved, e) from None


def discard(path=None) -> None:
    """A finished game: keep it as last-game.json (never silently lose a record)."""
    flush()
    path = Path(path or save_path())
    if path.exists():
        path.replace(path.with_name("last-game.json"))
