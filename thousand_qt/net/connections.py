"""The host's connections: its listening sockets (one per address), the clients they accepted, and the
heartbeat over them. ``Connections`` is a part of ``HostServer`` (host.py); it reports each client's
frames and its closing by the callbacks it is given, and knows nothing of lobbies or games."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer
from PySide6.QtNetwork import QHostAddress, QTcpServer

from . import limits as L
from . import messages as M
from .connection import LOW_DELAY, Conn, keep_alive


class Connections(QObject):
    """Who is connected. ``handle(conn, msg)``: a client's frame; ``closed(conn)``: a client closed
    (after it left ``conns``); ``accepting()``: False turns a new client away at once (a closed table)."""

    def __init__(
        self,
        handle: Callable[[Conn, dict], None],
        closed: Callable[[Conn], None],
        log: Callable[[str], None],
        accepting: Callable[[], bool],
        heartbeat: float,
        timeout: float,
        refused_for: float,
        parent: QObject | None = None,
    ):
        super().__init__(parent)
        self.handle, self.on_closed, self.log, self.accepting = handle, closed, log, accepting
        self.heartbeat_s = heartbeat
        self.timeout_s = timeout
        self.refused_for = refused_for  # seconds of refused frames only before a client is dropped (0: never)
        self.conns: list[Conn] = []
        self.server = self._listener()  # the first address's; one more for each further address
        self._more: list[QTcpServer] = []
        self._beat = QTimer(self)
        self._beat.timeout.connect(lambda: keep_alive(self.conns, self.timeout_s))

    def _listener(self) -> QTcpServer:
        server = QTcpServer(self)
        # a burst of guests waits in the kernel's queue, not refused (Qt's 50 kept 313 of 1,000 waiting ~1 s)
        server.setListenBacklogSize(L.LISTEN_BACKLOG)
        server.setMaxPendingConnections(L.LISTEN_BACKLOG)
        server.newConnection.connect(lambda s=server: self._accept(s))
        return server

    def listen(self, addresses: list[str], port: int) -> tuple[list[str], int]:
        """Listen on each address (the first chooses a free port when ``port`` is 0, the others take
        it too): (the addresses that listen, the port). One that cannot is logged and left out."""
        done: list[str] = []
        for addr in addresses:
            server = self.server
            if done:
                server = self._listener()
                self._more.append(server)
            if server.listen(QHostAddress(addr), port):
                port = server.serverPort()
                done.append(addr)
            else:
                self.log(f"cannot listen on {addr}:{port}: {server.errorString()}")
        if done:
            self._beat.start(int(self.heartbeat_s * 1000))
        return done, port

    def joined(self) -> list[Conn]:
        """The clients that said hello and are still open."""
        return [c for c in self.conns if c.hello and not c.closed]

    def _accept(self, server: QTcpServer) -> None:
        while server.hasPendingConnections():
            sock = server.nextPendingConnection()
            if not self.accepting():
                sock.abort()
                sock.setParent(None)  # as Conn._gone: PySide's server wrapper would keep it
                sock.deleteLater()
                continue
            sock.setSocketOption(LOW_DELAY, 1)
            self.conns.append(Conn(sock, self.handle, self._closed, self.log, self.refused_for))

    def _closed(self, c: Conn) -> None:
        if c in self.conns:
            self.conns.remove(c)
        self.on_closed(c)

    def close(self, code: str) -> None:
        """Say ``closing`` with ``code`` to every client and stop listening."""
        self._beat.stop()
        for c in list(self.conns):
            c.close("closing", **M.fields(code, "reason"))
        self.server.close()
        for s in self._more:
            s.close()
