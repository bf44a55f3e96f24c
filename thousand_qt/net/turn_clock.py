"""The turn clock (issue 42): a guest who answers pings but never plays would stop the game for good.
Each turn a guest's seat is to act has ``seconds`` (the host's turn time, in the lobby for everyone);
past it a computer plays that one turn and the guest is told (``turn_time_up``). The guest plays the
next turn again; a move of its own that comes first still counts (the computer's is then stale)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer

from engine import to_act
from engine.game import DONE

from . import messages as M

if TYPE_CHECKING:
    from .host import HostServer


class TurnClock:
    def __init__(self, host: HostServer, seconds: float):
        self.host = host
        self.seconds = seconds  # 0: no limit
        self.stand_in: set[int] = set()  # guest seats a computer plays at this position
        self._key: tuple | None = None  # (the driver's position stamp, the seat to act) the clock runs for
        self._timer = QTimer(host)
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
        if key is None or self.host.seats[key[1]].computer_plays:
            self._timer.stop()
        else:
            self._timer.start(int(self.seconds * 1000))

    def stop(self) -> None:
        self._timer.stop()
        self._key = None

    def _position(self) -> tuple | None:
        h = self.host
        g = h.game
        if not self.seconds or g is None or h.finished or g.over or g.deal is None or g.deal.phase == DONE:
            return None
        turn = to_act(g)
        return None if turn is None else (h.driver.stamp, turn)

    def _up(self) -> None:
        if self._key is None or self._position() != self._key:
            return  # the table moved on meanwhile
        h = self.host
        seat = h.seats[self._key[1]]
        if seat.computer_plays:
            return
        if seat.player is None:  # the same computer a seat left for good would get (HostGame._replace)
            seat.player = h._computer(seat.level, h._computer_seed(100 + seat.index))
        self.stand_in.add(seat.index)
        seconds = max(1, round(self.seconds))
        h._log(f"turn time ({seconds} s) is up for seat {seat.index} ({seat.name}): a computer plays this turn")
        if seat.conn is not None:
            seat.conn.send("error", **M.fields("turn_time_up", seconds=seconds))
        h._schedule_drive()
