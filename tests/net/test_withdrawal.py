"""A stopped headless host leaves the others' lists (issue 42 item 3): it exited 300 ms after asking
zeroconf to withdraw, and the goodbye often never went out (withdrawal seen in 15 of 24 runs, 1 of 8
when stopped within a second of appearing); without it a table stays listed until its record's TTL
(75 s and more). Real host processes, zeroconf on loopback only."""

from __future__ import annotations

import signal

import pytest

from thousand_qt.net.discovery import TableBrowser

from .helpers import read_listening, spawn, stop


@pytest.mark.parametrize("run", [1, 2])  # twice each: before, most such stops went unseen
@pytest.mark.parametrize("sig", ["SIGTERM", "SIGINT"])
def test_a_host_stopped_right_after_it_appeared_withdraws(qtbot, tmp_path, sig, run):
    name = f"Withdrawing {sig} {run} {tmp_path.name[-12:]}"
    browser = TableBrowser(["127.0.0.1"])
    found, lost = [], []
    browser.tableFound.connect(lambda t: found.append(t) if t["name"] == name else None)
    browser.tableLost.connect(lost.append)
    host = spawn(
        "host", "--headless", "--port", 0, "--listen", "127.0.0.1", "--interfaces", "127.0.0.1", "--name", name
    )
    try:
        read_listening(host)
        qtbot.waitUntil(lambda: bool(found), timeout=15000)
        host.send_signal(getattr(signal, sig))  # at once: the case the issue saw fail 7 times in 8
        # the goodbye, not the TTL: well under the record's 75 s
        qtbot.waitUntil(lambda: found[0]["service"] in lost, timeout=10000)
        assert host.wait(10) == 0
    finally:
        stop(host)
        browser.stop()


QUITS_LIKE_THE_WINDOW = """
import sys, time
from PySide6.QtCore import QCoreApplication
from thousand_qt.net.host import HostServer

app = QCoreApplication([])
host = HostServer(sys.argv[1], 3, listen="127.0.0.1", interfaces=["127.0.0.1"])
assert host.start()
deadline = time.monotonic() + 15
while not host._advertiser.registered.is_set() and time.monotonic() < deadline:
    app.processEvents()
    time.sleep(0.01)
print("REGISTERED", flush=True)
sys.stdin.readline()
host.close()  # what the window's closeEvent does (LanTable.close), then the app returns from exec()
sys.exit(0)
"""


@pytest.mark.parametrize("run", [1, 2, 3])  # before, about one run in two still withdrew in time
def test_a_table_closed_as_the_window_quits_withdraws(qtbot, tmp_path, run):
    """The window's quit: the table is closed and the process exits normally, at once; the goodbye
    goes out before it does (atexit waits for it)."""
    import subprocess
    import sys

    from .helpers import ROOT, env

    name = f"Quitting {run} {tmp_path.name[-12:]}"
    browser = TableBrowser(["127.0.0.1"])
    found, lost = [], []
    browser.tableFound.connect(lambda t: found.append(t) if t["name"] == name else None)
    browser.tableLost.connect(lost.append)
    p = subprocess.Popen(
        [sys.executable, "-c", QUITS_LIKE_THE_WINDOW, name],
        cwd=ROOT,
        env=env(),
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert p.stdout.readline().strip() == "REGISTERED"
        qtbot.waitUntil(lambda: bool(found), timeout=15000)
        p.stdin.write("\n")
        p.stdin.flush()
        assert p.wait(15) == 0
        qtbot.waitUntil(lambda: found[0]["service"] in lost, timeout=10000)
    finally:
        stop(p)
        browser.stop()
