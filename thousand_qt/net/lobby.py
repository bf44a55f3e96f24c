"""The host's lobby: the seats (who sits where, ready or not, kept for whom), the agreements, a saved
game to go on with, and when the game may start. ``Lobby`` is a part of ``HostServer`` (host.py)."""

from __future__ import annotations

import secrets
import time
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer

from engine import Rules

from . import messages as M
from . import protocol as P
from .saved_game import check_saved, replayable

if TYPE_CHECKING:
    from .connection import Conn


class Seat:
    def __init__(self, index: int):
        self.index = index
        self.kind = "empty"  # empty | human | computer
        self.name = ""
        self.ready = False
        self.token: str | None = None
        self.conn: Conn | None = None
        self.level = "medium"
        self.player = None  # the computer's brain (also when it stands in for an absent human)
        self.replaced = False  # a human seat now played by the computer
        self.away_timer: QTimer | None = None
        self.reserved: str | None = None  # the host keeps this seat for the player of this name

    @property
    def computer_plays(self) -> bool:
        return self.kind == "computer" or (self.kind == "human" and self.replaced)

    def public(self) -> dict:
        return {
            "seat": self.index,
            "kind": self.kind,
            "name": self.name,
            "ready": self.ready,
            "connected": self.kind == "computer" or self.conn is not None,
            "computer": self.computer_plays,
            "level": self.level if self.computer_plays else None,
            **({"reserved": self.reserved} if self.reserved else {}),
        }

    def emptied(self) -> Seat:
        """This seat with nobody in it (the host's reservation stays)."""
        s = Seat(self.index)
        s.reserved = self.reserved
        return s


class Lobby:
    """The seats and the agreements before the game (HostServer's state: ``seats``, ``rules``, ``saved``)."""

    check_saved = staticmethod(check_saved)  # what a saved game brings to a table (saved_game.check_saved)

    def continue_saved(self, record: dict) -> None:
        """Go on with a saved game: the record's agreements, seats, scores and finished deals.

        RecordError (its reason in English) for a record the engine refuses or a game already
        won; ValueError when the record seats another number of players and someone has joined.
        An unfinished last deal goes on where it stopped; a seat's own record (``unfinished``,
        the other hands unknown) goes on from its finished deals."""
        if self.started:
            raise RuntimeError("the game has started")
        info = self.check_saved(record)
        if info["players"] != self.players:
            if any(s.kind != "empty" for s in self.seats):
                raise ValueError(f"the saved game seats {info['players']} players, this table {self.players}")
            self.players = info["players"]
            self.seats = [Seat(i) for i in range(self.players)]
        self.saved = replayable(record)
        self.rules = Rules.from_record(self.saved.get("rules"))
        self._saved_lobby = {k: info[k] for k in ("names", "scores", "deals")}
        for s in self.seats:
            s.ready = False if s.kind == "human" else s.ready
        self._lobby_changed()

    def set_rules(self, rules) -> None:
        """The host's agreements (a Rules, or a dict {"preset":..., "agreements": {...}}); ValueError
        for a game not played by this table's number of seats."""
        if self.started:
            raise RuntimeError("the game has started")
        if self.saved is not None:
            raise RuntimeError("a saved game keeps its agreements")
        rules = rules if isinstance(rules, Rules) else Rules.from_record(rules)
        from .host import check_seats

        check_seats(rules, self.players)  # another game for as many seats (1000 for three: 1001, Russeln)
        self.rules = rules
        for s in self.seats:
            s.ready = False if s.kind == "human" else s.ready
        self._lobby_changed()

    def set_computer(self, seat: int, level: str | None = None) -> None:
        s = self.seats[seat]
        if self.started or s.kind == "human":
            raise RuntimeError("that seat is taken")
        s.kind, s.level, s.ready = "computer", level or self.level, True
        s.name = M.computer_english(s.level)  # the record's; clients say it by kind and level
        self._lobby_changed()

    def clear_seat(self, seat: int) -> None:
        s = self.seats[seat]
        if self.started:
            raise RuntimeError("the game has started")
        if s.conn is not None:
            s.conn.close("closing", **M.fields("seat_given_away", "reason"))
        self.seats[seat] = Seat(seat)
        self._lobby_changed()

    def kick(self, seat: int) -> None:
        """Send the guest at ``seat`` away (``closing``, code ``kicked``). In the lobby the seat is
        free again (a reservation stays); in a game its token no longer opens it and a computer
        plays it from now on."""
        s = self.seats[self._index(seat)]
        if s.kind != "human":
            raise RuntimeError("no guest sits there")
        conn, s.conn = s.conn, None
        self._log(f"the host sends {s.name} away from seat {seat}")
        if not self.started:
            self.seats[seat] = s.emptied()
        else:
            s.token = None
            if s.away_timer is not None:
                s.away_timer.stop()
                s.away_timer = None
            self._replace(s, None)
        if conn is not None:
            conn.seat = None
            conn.close("closing", **M.fields("kicked", "reason"))
        if not self.started:
            self._lobby_changed()

    def reserve(self, seat: int, name: str | None) -> None:
        """Keep ``seat`` for the player called ``name`` (any case): only a hello with that name takes
        it. A guest of another name sitting there leaves (``seat_reserved``). None: no reservation."""
        if self.started:
            raise RuntimeError("the game has started")
        s = self.seats[self._index(seat)]
        name = P.clean_text(name or "", P.MAX_NAME, "name").strip() or None
        if s.kind == "computer" and name:
            raise RuntimeError("a computer sits there")
        s.reserved = name
        if name and s.kind == "human" and s.name.casefold() != name.casefold():
            conn, s.conn = s.conn, None
            self.seats[seat] = s.emptied()
            if conn is not None:
                conn.seat = None
                conn.close("closing", **M.fields("seat_reserved", "reason"))
        self._lobby_changed()

    def _index(self, seat: int) -> int:
        if not isinstance(seat, int) or not 0 <= seat < self.players:
            raise IndexError(f"there is no seat {seat + 1 if isinstance(seat, int) else seat}")
        return seat

    def _idle_guest(self) -> Seat | None:
        """The seat of the guest who has been neither ready nor active longest, past ``lobby_idle``."""
        if not self.lobby_idle:
            return None
        now = time.monotonic()
        idle = [
            s
            for s in self.seats
            if s.kind == "human" and not s.ready and s.conn is not None and now - s.conn.last_active > self.lobby_idle
        ]
        return min(idle, key=lambda s: s.conn.last_active, default=None)

    def _free_seats(self, name: str) -> list[Seat]:
        """The empty seats this name may take: the one the host keeps for it first, then the unreserved."""
        empty = [s for s in self.seats if s.kind == "empty"]
        mine = [s for s in empty if s.reserved and s.reserved.casefold() == name.casefold()]
        return mine + [s for s in empty if not s.reserved]

    def _seat_of(self, token: str) -> Seat | None:
        """The human seat this token opens; a text that is no token of ours opens none."""
        if not P.is_token(token):
            return None
        return next(
            (
                s
                for s in self.seats
                if s.kind == "human" and s.token and secrets.compare_digest(s.token.encode(), token.encode())
            ),
            None,
        )

    def lobby_message(self) -> dict:
        return {
            "table": self.table,
            "players": self.players,
            "rules": self.rules.to_record(),
            "seats": [s.public() for s in self.seats],
            "level": self.level,
            "started": self.started,
            "replace_after": self.replace_after,
            "turn_time": self.turns.seconds,  # 0: no limit
            **({"saved": self._saved_lobby} if self._saved_lobby else {}),
            # deals from a fixed seed (--seed: tests and demos) can be foreseen: every seat is told
            **({"fixed_deals": True} if self.seed is not None else {}),
        }

    def _lobby_changed(self) -> None:
        msg = self.lobby_message()
        for c in self._joined():
            c.send("lobby", **msg)
        if self._advertiser is not None:
            self._advertiser.update(self._txt())
        self.lobbyChanged.emit(msg)
        if self.autostart and not self.started:
            QTimer.singleShot(0, self._maybe_autostart)

    def _maybe_autostart(self):
        if self.started or self.finished:
            return
        if all(s.kind != "empty" for s in self.seats) and all(s.ready for s in self.seats):
            self.start_game()

    def can_start(self) -> str | None:
        """None if the game may start, else why not (for the host's Start button)."""
        if self.started:
            return "the game has started"
        if not any(s.kind == "human" for s in self.seats):
            pass  # a table of computers is allowed (a demo)
        waiting = [s.name for s in self.seats if s.kind == "human" and not s.ready]
        if waiting:
            return "waiting for " + ", ".join(waiting) + " to be ready"
        return None
