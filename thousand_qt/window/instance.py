"""One app per data folder: a second start (a double click too many) must not resume the same
autosave and write it too. The first start holds a lock file in the data folder and listens on a
local socket named after that folder; a second start finds the lock taken, asks the first to
bring its window forward, and ends."""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

from PySide6.QtCore import QLockFile, QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

LOCK_NAME = "instance.lock"
WAKE = b"show\n"


def server_name(folder: Path) -> str:
    """The local socket's name: one per data folder and user (a path is too long for a socket name)."""
    key = f"{os.getuid() if hasattr(os, 'getuid') else ''}:{Path(folder).resolve()}"
    return "thousand-" + hashlib.sha256(key.encode()).hexdigest()[:20]


class Instance(QObject):
    """``claim()`` True: this process is the data folder's app (until it ends); False: another one
    is, and it was asked to show its window (``shown`` is emitted there)."""

    shown = Signal()  # another start asked this one's window forward

    def __init__(self, folder: Path, parent=None):
        super().__init__(parent)
        self.folder = Path(folder)
        self.lock = QLockFile(str(self.folder / LOCK_NAME))
        self.lock.setStaleLockTime(0)  # a lock left by a crash is stale when its process is gone
        self.server: QLocalServer | None = None

    def claim(self) -> bool:
        if not self.lock.tryLock(200):
            self._wake_the_other()
            return False
        name = server_name(self.folder)
        QLocalServer.removeServer(name)  # a socket file left by a crash: the lock says it is ours now
        self.server = QLocalServer(self)
        self.server.newConnection.connect(self._knocked)
        self.server.listen(name)
        return True

    def _wake_the_other(self) -> None:
        sock = QLocalSocket()
        sock.connectToServer(server_name(self.folder))
        if sock.waitForConnected(2000):
            sock.write(WAKE)
            sock.waitForBytesWritten(2000)
            sock.disconnectFromServer()

    def _knocked(self) -> None:
        while self.server is not None and self.server.hasPendingConnections():
            sock = self.server.nextPendingConnection()
            sock.readyRead.connect(lambda sock=sock: self._read(sock))
            sock.disconnected.connect(sock.deleteLater)
            if sock.bytesAvailable():
                self._read(sock)

    def _read(self, sock) -> None:
        if bytes(sock.readAll()).startswith(WAKE.strip()):
            self.shown.emit()

    def release(self) -> None:
        if self.server is not None:
            self.server.close()
            self.server = None
        self.lock.unlock()


def bring_forward(window) -> None:
    """The window in front of the player, restored if it was minimised."""
    from PySide6.QtCore import Qt

    window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMinimized)
    window.show()
    window.raise_()
    window.activateWindow()
