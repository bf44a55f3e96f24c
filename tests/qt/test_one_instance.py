"""Issue 37, item 7: "Two copies of the app (a double click) both resume and write the same autosave.
One instance per data folder: a second start brings the first window forward." Real processes."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

from thousand_qt.window.instance import Instance


def _start(data, home):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(home))
    return subprocess.Popen(
        [sys.executable, "-m", "thousand_qt", "--new", "--data-dir", str(data)],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )


def _running_with_its_save(app, data, timeout=60.0) -> bool:
    """The app is up: its lock taken and its first autosave written (a new game saves at once)."""
    end = time.monotonic() + timeout
    while time.monotonic() < end and app.poll() is None:
        if (data / "instance.lock").exists() and (data / "autosave.json").exists():
            return True
        time.sleep(0.2)
    return False


def _holder(lock) -> int | None:
    """The process a lock file names (QLockFile writes its holder's pid on the first line)."""
    try:
        return int(lock.read_text().split()[0])
    except (OSError, ValueError, IndexError):
        return None


def test_a_second_start_ends_and_leaves_the_first_one_playing(tmp_path):
    data = tmp_path / "data"
    first = _start(data, tmp_path / "config")
    try:
        assert _running_with_its_save(first, data)
        second = _start(data, tmp_path / "config")
        try:
            assert second.wait(30) == 0  # it does not open a window of its own (it used to run on)
        finally:
            if second.poll() is None:
                second.kill()
        assert "already running" in second.stderr.read()
        assert first.poll() is None  # the first one plays on
    finally:
        first.kill()  # as a crash would: its lock is left behind
        first.wait()
    # the next start takes over the lock the dead one left
    third = _start(data, tmp_path / "config")
    try:
        lock = data / "instance.lock"
        end = time.monotonic() + 60
        while time.monotonic() < end and third.poll() is None and _holder(lock) != third.pid:
            time.sleep(0.2)
        assert _holder(lock) == third.pid and third.poll() is None
    finally:
        third.send_signal(signal.SIGTERM)
        third.wait(30)


def test_the_second_start_asks_the_first_one_to_show_its_window(qtbot, tmp_path):
    """This process is the first one (the same Instance the app makes); a real second start knocks."""
    data = tmp_path / "data"
    data.mkdir()
    first = Instance(data)
    assert first.claim()
    try:
        with qtbot.waitSignal(first.shown, timeout=60000):
            second = _start(data, tmp_path / "config")
            qtbot.waitUntil(lambda: second.poll() is not None, timeout=60000)
        assert second.returncode == 0
    finally:
        first.release()
    again = Instance(data)  # released: the folder is free again
    assert again.claim()
    again.release()
