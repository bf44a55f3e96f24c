"""The host's lobby: the seats (who sits where, ready or not, kept for whom), the agreements, a saved
game to go on with, and when the game may start. ``Lobby`` is a part of ``HostServer`` (host.py): it
reports every change by its ``changed`` callback and says a guest's last word through the guest's
connection (``Conn.close``), never through the host."""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer

from engine import Rules
from engine.registry import GAMES, playable_games

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


def check_seats(rules: Rules, players: int) -> None:
    """ValueError unless the table's game is played by ``players`` (games.toml: 1000 by 3 or 4, the
    two-player games and Sixty-Six by 2, 1001 and Russeln by 3) and this engine plays it."""
    game = GAMES[rules.game]
    if rules.game not in playable_games():
        raise ValueError(f"{game.title} is not played by this engine yet")
    if players not in game.seats or isinstance(players, bool):
        raise ValueError(f"a table of {game.title} seats {' or '.join(map(str, game.seats))} players, not {players}")


class Lobby:
    """The seats and the agreements before the game. ``started`` is set by the host when the game
    starts: from then on the lobby only keeps the seats (who plays them, their tokens)."""

    check_saved = staticmethod(check_saved)  # what a saved game brings to a table (saved_game.check_saved)

    def __init__(
        self,
        players: int,
        rules: Rules,
        level: str,
        lobby_idle: float,
        changed: Callable[[], None],
        log: Callable[[str], None],
    ):
        check_seats(rules, players)
        self.players = players
        self.rules = rules
        self.level = level  # the computers' level, unless a seat says otherwise
        self.lobby_idle = lobby_idle  # seconds; 0: a seated guest is never given away
        self.changed = changed
        self.log = log
        self.seats = [Seat(i) for i in range(players)]
        self.saved: dict | None = None  # the saved game (a record) this table goes on with
        self.saved_info: dict | None = None  # what the lobby tells of it: names, scores, deals
        self.started = False

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
        self.saved_info = {k: info[k] for k in ("names", "scores", "deals")}
        for s in self.seats:
            s.ready = False if s.kind == "human" else s.ready
        self.changed()

    def set_rules(self, rules) -> None:
        """The host's agreements (a Rules, or a dict {"preset":..., "agreements": {...}}); ValueError
        for a game not played by this table's number of seats."""
        if self.started:
            raise RuntimeError("the game has started")
        if self.saved is not None:
            raise RuntimeError("a saved game keeps its agreements")
        rules = rules if isinstance(rules, Rules) else Rules.from_record(rules)
        check_seats(rules, self.players)  # another game for as many seats (1000 for three: 1001, Russeln)
        self.rules = rules
        for s in self.seats:
            s.ready = False if s.kind == "human" else s.ready
        self.changed()

    def set_computer(self, seat: int, level: str | None = None) -> None:
        s = self.seats[seat]
        if self.started or s.kind == "human":
            raise RuntimeError("that seat is taken")
        s.kind, s.level, s.ready = "computer", level or self.level, True
        s.name = M.computer_english(s.level)  # the record's; clients say it by kind and level
        self.changed()

    def set_ready(self, seat: int, ready: bool) -> None:
        if not self.started:
            self.seats[seat].ready = ready
            self.changed()

    def clear_seat(self, seat: int) -> None:
        s = self.seats[seat]
        if self.started:
            raise RuntimeError("the game has started")
        if s.conn is not None:
            s.conn.close("closing", **M.fields("seat_given_away", "reason"))
        self.seats[seat] = Seat(seat)
        self.changed()

    def send_away(self, seat: int, computer: Callable[[Seat], None]) -> None:
        """The guest at ``seat`` leaves (``closing``, code ``kicked``). In the lobby the seat is free
        again (a reservation stays); in a game its token no longer opens it and ``computer(seat)``
        has a computer play it (before the guest hears it must go)."""
        s = self.seats[self.index(seat)]
        if s.kind != "human":
            raise RuntimeError("no guest sits there")
        conn, s.conn = s.conn, None
        self.log(f"the host sends {s.name} away from seat {seat}")
        if not self.started:
            self.seats[seat] = s.emptied()
        else:
            s.token = None
            computer(s)
        if conn is not None:
            conn.seat = None
            conn.close("closing", **M.fields("kicked", "reason"))
        if not self.started:
            self.changed()

    def reserve(self, seat: int, name: str | None) -> None:
        """Keep ``seat`` for the player called ``name`` (any case): only a hello with that name takes
        it. A guest of another name sitting there leaves (``seat_reserved``). None: no reservation."""
        if self.started:
            raise RuntimeError("the game has started")
        s = self.seats[self.index(seat)]
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
        self.changed()

    def index(self, seat: int) -> int:
        if not isinstance(seat, int) or not 0 <= seat < self.players:
            raise IndexError(f"there is no seat {seat + 1 if isinstance(seat, int) else seat}")
        return seat

    def seat_for(self, name: str, want) -> Seat | None:
        """The empty seat a newcomer called ``name`` takes (``want``: the seat it asked for), a
        squatter past ``lobby_idle`` giving way to it at a full table; None: the table is full."""
        free = self._free_seats(name)
        idle = self._idle_guest() if not free else None
        if idle is not None:  # a squatter gives way to a player
            conn = idle.conn
            assert conn is not None  # _idle_guest picks only a seat with a guest
            idle.conn = None
            self.seats[idle.index] = idle.emptied()
            conn.seat = None
            conn.close("closing", **M.fields("idle_replaced", "reason", seconds=max(1, round(self.lobby_idle))))
            free = self._free_seats(name)
        if isinstance(want, int) and not isinstance(want, bool):
            free = [s for s in free if s.index == want] or free
        elif self.saved_info:  # a saved game: the seat the record gives this name
            was = [n.casefold() for n in self.saved_info["names"]]
            free = [s for s in free if was[s.index] == name.casefold()] + free
        if not free:
            return None
        seat = free[0]
        seat.kind, seat.token, seat.ready = "human", secrets.token_hex(16), False
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
        return min(idle, key=lambda s: s.conn.last_active if s.conn is not None else now, default=None)

    def _free_seats(self, name: str) -> list[Seat]:
        """The empty seats this name may take: the one the host keeps for it first, then the unreserved."""
        empty = [s for s in self.seats if s.kind == "empty"]
        mine = [s for s in empty if s.reserved and s.reserved.casefold() == name.casefold()]
        return mine + [s for s in empty if not s.reserved]

    def seat_of(self, token: str) -> Seat | None:
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

    def left(self, seat: Seat) -> None:
        """The guest of ``seat`` closed its connection before the game: the seat is free again."""
        self.seats[seat.index] = seat.emptied()
        self.changed()

    def fill(self, level: str | None) -> None:
        """The empty seats to computers (of ``level``, else the table's), when the game starts."""
        for s in self.seats:
            if s.kind == "empty":
                s.kind, s.level, s.ready = "computer", level or self.level, True
                s.name = M.computer_english(s.level)

    def full_and_ready(self) -> bool:
        return all(s.kind != "empty" for s in self.seats) and all(s.ready for s in self.seats)

    def can_start(self) -> str | None:
        """None if the game may start, else why not (for the host's Start button; a table of
        computers only is allowed: a demo)."""
        if self.started:
            return "the game has started"
        waiting = [s.name for s in self.seats if s.kind == "human" and not s.ready]
        if waiting:
            return "waiting for " + ", ".join(waiting) + " to be ready"
        return None

    def message(self) -> dict:
        """The lobby's part of the lobby message: the table's seats and agreements."""
        return {
            "players": self.players,
            "rules": self.rules.to_record(),
            "seats": [s.public() for s in self.seats],
            "level": self.level,
            "started": self.started,
            **({"saved": self.saved_info} if self.saved_info else {}),
        }
