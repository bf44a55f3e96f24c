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
