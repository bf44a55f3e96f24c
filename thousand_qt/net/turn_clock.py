"""The turn clock (issue 42): a guest who answers pings but never plays would stop the game for good.
Each turn a guest's seat is to act has ``seconds`` (the host's turn time, in the lobby for everyone);
past it a computer plays that one turn and the guest is told (``turn_time_up``). The guest plays the
next turn again; a move of its own that comes first still counts (the computer's is then stale)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer


class TurnClock:
    """The clock of the position at hand. It asks ``position()`` for the position to time (a key
    that changes whenever the table moves, and the seat to act: ``(stamp, seat)``, None when no
    turn is timed) and ``guest(seat)`` whether a guest plays that seat; when the time is up it
    reports ``up(seat, seconds)`` and has that seat in ``stand_in`` until the table moves."""

    def __init__(
        self,
        parent: QObject,
        seconds: float,
        position: Callable[[], tuple | None],
        guest: Callable[[int], bool],
        up: Callable[[int, float], None],
    ):
        self.seconds = seconds  # 0: no limit
        self.position, self.guest, self.up = position, guest, up
        self.stand_in: set[int] = set()  # guest seats a computer plays at this position
        self._key: tuple | None = None  # (the position's stamp, the seat to act) the clock runs for
        self._timer = QTimer(parent)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._up)

    def watch(self) -> None:
        """The table may have moved (called before every drive of the computer seats): a new position
        whose seat to act is a guest's starts the clock again."""
        key = self._position()
        if key == self._key:
            return
        self._key = key
        self.stand_in.clear()
        if key is None or not self.guest(key[1]):
            self._timer.stop()
        else:
            self._timer.start(int(self.seconds * 1000))

    def stop(self) -> None:
        self._timer.stop()
        self._key = None

    def _position(self) -> tuple | None:
        return self.position() if self.seconds else None

    def _up(self) -> None:
        if self._key is None or self._position() != self._key:
            return  # the table moved on meanwhile
        seat = self._key[1]
        if not self.guest(seat):
            return
        self.stand_in.add(seat)
        self.up(seat, self.seconds)
