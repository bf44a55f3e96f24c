"""How much one connection may ask of the host: the per-connection limits and a token bucket.

A guest that writes faster than these is slowed (its lines wait in its own buffer, and once
that is full TCP stops it), never the others; docs/protocol.md lists the figures.
"""

from __future__ import annotations

import time

REQUEST_RATE = 50.0  # frames per second the host handles from one connection, after a burst of
REQUEST_BURST = 100
CHAT_RATE = 2.0  # chat lines per second from one seat, after a burst of
CHAT_BURST = 10
LINES_PER_TURN = 16  # lines handled per turn of the event loop, so one reader never starves the rest
READ_CHUNK = 16 * 1024  # bytes taken from a socket at a time
READ_BUFFER = 64 * 1024  # bytes Qt buffers from one socket before it leaves the rest to TCP
QUEUE_PAUSE = 256 * 1024  # a connection with this much unsent is not read until it takes some
MAX_PENDING_WRITE = 4 * 1024 * 1024  # a client that stops reading is dropped past this
LOBBY_IDLE_S = 120.0  # a seated guest neither ready nor active this long gives way to a newcomer
LISTEN_BACKLOG = 1024  # connections the kernel queues before the host accepts them (Linux caps it at somaxconn)
TURN_TIME_S = 180.0  # a guest's turn not played in this long is played by a computer (the host may change it)
REFUSED_FOR_S = 60.0  # a client whose every frame (pings aside) was refused this long is dropped,
REFUSED_AT_LEAST = 10  # once at least this many were refused in a row


class TokenBucket:
    """``rate`` tokens a second, at most ``burst`` saved up."""

    def __init__(self, rate: float, burst: int, clock=time.monotonic):
        self.rate, self.burst, self.clock = rate, burst, clock
        self.tokens = float(burst)
        self.at = clock()

    def _fill(self) -> None:
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now

    def wait(self) -> float:
        """Seconds until a token is there (0: now)."""
        self._fill()
        return 0.0 if self.tokens >= 1 else (1 - self.tokens) / self.rate

    def take(self) -> bool:
        if self.wait() > 0:
            return False
        self.tokens -= 1
        return True
