"""Nothing is kept per closed connection (issue 40 item 1, issue 42 item 2): every kind of
connection a guest or a stranger makes, once closed, leaves no Conn, no socket (Qt's object or
PySide's wrapper) and no timer behind. The kinds are tools/net_bench.py's, which measures the
host process's resident memory over them (docs/protocol.md)."""

from __future__ import annotations

import gc
import threading

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtNetwork import QTcpSocket

from tests.net.helpers import loopback_host
from thousand_qt.net.host import Conn
from tools import net_bench


def _live(cls) -> int:
    return sum(1 for o in gc.get_objects() if isinstance(o, cls))


@pytest.mark.parametrize("kind", net_bench.KINDS)
def test_closed_connections_of_every_kind_leave_nothing(qtbot, kind):
    host = loopback_host("Closed")
    gc.collect()
    sockets, conns = _live(QTcpSocket), _live(Conn)  # other tests' clients may still be about
    try:
        n = 60
        done = threading.Event()
        failed: list[BaseException] = []

        def guests():
            try:
                for _ in range(n):
                    net_bench._one(host.port, kind)  # each over when the host (or the guest) closed it
            except BaseException as e:  # noqa: BLE001  reported below
                failed.append(e)
            done.set()

        threading.Thread(target=guests, daemon=True).start()
        qtbot.waitUntil(done.is_set, timeout=30000)
        assert not failed, failed
        qtbot.waitUntil(lambda: not host.conns, timeout=10000)
        qtbot.wait(100)  # the deferred deletions
        gc.collect()
        # The issue: a polite close (refused hello, bye) never reached Conn._gone, and its socket
        # stayed a child of the server; a socket Qt deleted stayed as PySide's wrapper, with its Conn.
        assert host.server.findChildren(QTcpSocket) == []
        assert _live(QTcpSocket) == sockets
        assert _live(Conn) == conns
        assert host.server.findChildren(QTimer) == []
        assert all(s.kind == "empty" for s in host.seats)
    finally:
        host.close()
