"""One client connection of the host: line framing, the outgoing sequence, the read limits, and the
heartbeat that drops a client that never said hello, stopped answering or stopped reading.

A ``Conn`` knows nothing of the host: it reports by the callbacks it is given (a frame to handle, its
closing, a log line), so it can be read, and tested, on its own."""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable

from PySide6.QtCore import QTimer
from PySide6.QtNetwork import QAbstractSocket, QTcpSocket

from . import limits as L
from . import messages as M
from . import protocol as P

HELLO_TIMEOUT_S = 10.0
LOW_DELAY = QAbstractSocket.SocketOption.LowDelayOption  # looked up once: PySide keeps a little on each look-up
CLOSE_GRACE_S = 5.0  # a closed connection whose client does not take our last words is cut after this


class Conn:
    """One client socket: line framing, the outgoing sequence, heartbeat bookkeeping.

    Reading is bounded (limits.py): a few lines per turn of the event loop, at the connection's
    request rate, and not at all while its outgoing queue is full; what waits stays in its own
    buffers and then in TCP. Once the socket is gone the Conn lets go of it (``_gone``: the socket is
    deleted). The socket's connections are what hold the Conn, so it lives exactly as long as its
    socket: not a QObject, so no Qt parent keeps it, nor frees it under a signal it handles.

    It reports by callbacks: ``handle(conn, msg)`` for each frame that is not a heartbeat,
    ``closed(conn)`` once when it closes (politely, dropped or gone), ``log(text)``; ``refused_for``
    is the seconds of refused frames only before it drops its client (0: never)."""

    def __init__(
        self,
        sock: QTcpSocket,
        handle: Callable[[Conn, dict], None],
        closed: Callable[[Conn], None],
        log: Callable[[str], None],
        refused_for: float = L.REFUSED_FOR_S,
    ):
        self.sock = sock
        self.handle = handle
        self.on_closed = closed
        self.log = log
        self.refused_for = refused_for
        self.buf = P.LineBuffer()
        self.pending: deque[bytes] = deque()  # lines read, not yet handled
        self.seq = 0
        self.last_seq = -1  # the client's: every frame must carry a higher one
        self.seat: int | None = None
        self.hello = False
        self.closed = False
        self.left = False  # said bye: a guest who leaves a game is not waited for
        self.released = False
        self.last_heard = time.monotonic()
        self.opened = self.last_heard
        self.last_active = self.last_heard  # the last frame that was not a heartbeat
        self.requests = L.TokenBucket(L.REQUEST_RATE, L.REQUEST_BURST)
        self.chats = L.TokenBucket(L.CHAT_RATE, L.CHAT_BURST)
        self.errors_sent = 0  # error frames: a frame whose handling sent one was refused
        self.refused_since: float | None = None  # the first of the frames refused in a row
        self.refused_in_row = 0
        # One timer for the connection's own waits (its turn to read again, the grace of a close);
        # the socket owns it, so it goes with the socket (QTimer.singleShot's own timer for a
        # callable outlived a deleted context, and kept the Conn and its socket's wrapper).
        self._wake = QTimer(sock)
        self._wake.setSingleShot(True)
        self._wake.timeout.connect(lambda: self._gone() if self.closed else self._read())
        self.peer = f"{sock.peerAddress().toString()}:{sock.peerPort()}"
        sock.setReadBufferSize(L.READ_BUFFER)
        # Closures, not bound methods: PySide holds a bound method's object only weakly, so a Conn
        # closing politely (its last words still being written, the host no longer listing it) was
        # collected before ``disconnected`` came, ``_gone`` never ran and the socket stayed (issue 42).
        sock.readyRead.connect(lambda: self._read())
        sock.bytesWritten.connect(lambda _n: self._drained())
        sock.disconnected.connect(lambda: self._gone())
        sock.errorOccurred.connect(lambda _e: self._gone())

    def send(self, t: str, **fields) -> None:
        if self.closed:
            return
        self._write(t, fields)
        if self.sock.bytesToWrite() > L.MAX_PENDING_WRITE:
            self.drop("too_slow")

    def _write(self, t: str, fields: dict) -> None:
        self.seq += 1
        self.errors_sent += t == "error"
        try:
            data = P.encode(t, self.seq, limit=P.MAX_HOST_LINE, **fields)
        except (P.ProtocolError, TypeError, ValueError) as e:  # a bug of ours, not the client's
            self.log(f"cannot send {t}: {e}")
            return
        self.sock.write(data)

    def close(self, t: str | None = None, **fields) -> None:
        """Say a last word and close politely (pending data is still written; a peer that never
        reads it is cut after a few seconds)."""
        if t:
            self.send(t, **fields)
        if not self.closed:
            self.closed = True
            self.pending.clear()
            self.sock.disconnectFromHost()
            self.on_closed(self)
            self._wake.start(int(CLOSE_GRACE_S * 1000))

    def drop(self, code: str, detail: str = "", **params) -> None:
        """Say why (an ``error`` with ``fatal``, code and params: messages.py) and cut the connection."""
        if self.closed:
            return
        self.closed = True  # the last word is written whatever is pending (send() would drop again)
        self.pending.clear()
        fields = M.fields(code, **params)
        self.log(f"dropping {self.peer}: {fields['message']}" + (f" ({detail})" if detail else ""))
        self._write("error", {"fatal": True, **fields})
        self.sock.flush()
        self.sock.abort()
        self.on_closed(self)
        self._gone()

    def _drained(self, _n=0) -> None:
        """Some of our frames went out: a connection that waited for its client to read goes on."""
        if self.closed or self.sock.bytesToWrite() > L.QUEUE_PAUSE:
            return
        if self.pending or self.sock.bytesAvailable():
            self._read()

    def _resume(self, after: float) -> None:
        """Read on after ``after`` seconds (0: once the others had their turn)."""
        if not self._wake.isActive():
            self._wake.start(int(after * 1000) + (1 if after else 0))

    def _read(self):
        if self.closed:
            return
        try:
            self._work()
        except P.ProtocolError as e:
            self.drop(e.code, str(e), **e.params)
        except Exception as e:  # never let one client take the host down
            self.log(f"internal error handling {self.peer}: {e!r}")
            self.drop("host_error")

    def _work(self) -> None:
        """Handle what the client sent, as far as its limits allow this turn."""
        handled = 0
        while not self.closed:
            if self.sock.bytesToWrite() > L.QUEUE_PAUSE:
                return  # bytesWritten brings us back once the client reads
            if handled == L.LINES_PER_TURN:
                return self._resume(0)  # the others' turn first
            line = self._next_line()
            if line is None:
                return  # readyRead brings us back
            wait = self.requests.wait()
            if wait:
                self.pending.appendleft(line)
                return self._resume(wait)
            self.requests.take()
            handled += 1
            self.last_heard = time.monotonic()
            msg = P.decode(line, P.CLIENT_TYPES)
            errors = self.errors_sent
            if msg["seq"] <= self.last_seq:  # a replay, or a client that lost count
                self.send("error", ref=msg["seq"], **M.fields("seq_not_rising", seq=msg["seq"], last=self.last_seq))
            else:
                self.last_seq = msg["seq"]
                if msg["t"] in ("ping", "pong"):
                    if msg["t"] == "ping":  # answered here: a heartbeat is neither accepted nor refused
                        self.send("pong", echo=msg["seq"])
                    continue
                self.last_active = self.last_heard
                self.handle(self, msg)
            self._judged(refused=self.errors_sent > errors)

    def _judged(self, refused: bool) -> None:
        """A frame was accepted or refused: a client whose frames have all been refused for a while
        (``refused_for`` seconds, ``REFUSED_AT_LEAST`` of them) is dropped (issue 42)."""
        if not refused:
            self.refused_since, self.refused_in_row = None, 0
            return
        if self.refused_since is None:
            self.refused_since = self.last_heard
        self.refused_in_row += 1
        refused_for = self.refused_for
        if (
            refused_for
            and self.refused_in_row >= L.REFUSED_AT_LEAST
            and self.last_heard - self.refused_since >= refused_for
        ):
            self.drop("only_refused", seconds=max(1, round(refused_for)))

    def _next_line(self) -> bytes | None:
        while not self.pending:
            data = bytes(self.sock.read(L.READ_CHUNK).data())
            if not data:
                return None
            self.pending.extend(self.buf.feed(data))
        return self.pending.popleft()

    def _gone(self, *_):
        """The socket is closed: tell the host (once) and let go of the socket and of this Conn."""
        if self.released:
            return
        self.released = True
        try:
            if not self.closed:
                self.closed = True
                self.on_closed(self)
            self.pending.clear()
            self.sock.abort()
            # Out of the server's children first: PySide's server wrapper keeps every child's wrapper
            # (and so this Conn and its buffers) until the server goes, even once Qt deleted it.
            self.sock.setParent(None)
            self.sock.deleteLater()  # its connections, the last holders of this Conn, go with it
        except RuntimeError:  # the host is being deleted
            pass


def keep_alive(conns: list[Conn], timeout_s: float) -> None:
    """Ping every client; drop one that never said hello, that stopped answering or stopped reading."""
    now = time.monotonic()
    for c in list(conns):
        if c.closed:
            continue
        if not c.hello and now - c.opened > HELLO_TIMEOUT_S:
            c.drop("no_hello", seconds=max(1, round(HELLO_TIMEOUT_S)))
        elif now - c.last_heard > timeout_s and c.sock.bytesToWrite() > L.QUEUE_PAUSE:
            c.drop("too_slow")  # its frames wait for it to read ours
        elif now - c.last_heard > timeout_s:
            c.drop("silent", seconds=max(1, round(timeout_s)))
        elif c.hello:
            c.send("ping")
