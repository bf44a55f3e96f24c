"""The host of a LAN table: ``HostServer`` owns its parts, wires their reports, and speaks the
protocol with each client.

Its parts, one job each, none of which knows the host: ``connections`` (the listening sockets and
the clients: connection.Conn, a client's socket, framing, limits, heartbeat), ``lobby`` (the seats,
the agreements, a saved game to go on with), ``chat``, ``play`` (host_game: the engine, what each
seat is sent, the computer seats, the blind choices) and ``turns`` (turn_clock). Each reports by the
callbacks or the Qt signals the host gives it; the host turns a client's frame into a call on the
part it is for. The headless command line is ``host_cli``.

A table may go on with a saved game (``continue_saved(record)``): its agreements, scores and
finished deals come from the record, the players who join take its seats (a name the record gives
a seat takes that seat), and the game's record goes on from it.

Headless: ``python -m thousand_qt.net.host --headless --port P [--preset P] [--interfaces A,B]``.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from engine import Rules
from thousand_qt.game.players import level_names

from . import limits as L
from . import messages as M
from . import protocol as P
from .chat import Chat
from .connection import Conn
from .connections import Connections
from .host_game import HostGame
from .lobby import Lobby, Seat, check_seats
from .saved_game import check_saved
from .turn_clock import TurnClock

if TYPE_CHECKING:
    from .discovery import Advertiser

__all__ = ["HostServer", "Conn", "Seat", "check_seats"]


def _same_minor(a: str, b: str) -> bool:
    return str(a).split(".")[:2] == str(b).split(".")[:2]


def _shown(value):
    """A client's value as a message's param (an int stays one; anything else as short text)."""
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    return (value if isinstance(value, str) else repr(value))[:40]


def _part(part: str, name: str, doc: str = "") -> property:
    """The host's ``name`` is its part's: read and set there (the app and the tests set a few)."""
    return property(
        lambda self: getattr(getattr(self, part), name),
        lambda self, value: setattr(getattr(self, part), name, value),
        doc=doc,
    )


class HostServer(QObject):
    """A table: lobby, chat, game, turn clock and the connections. Lives in the thread it was made in."""

    lobbyChanged = Signal(object)  # the lobby message, as clients get it
    chatReceived = Signal(str, str)  # name, text
    gameStarted = Signal()
    dealFinished = Signal(int)  # deal index
    gameOver = Signal(object)  # summary
    log = Signal(str)

    check_saved = staticmethod(check_saved)  # what a saved game brings to a table (saved_game.check_saved)

    # what the app, the command line and the tests read (and set) of the parts
    players = _part("lobby", "players")
    rules = _part("lobby", "rules")
    seats = _part("lobby", "seats")
    level = _part("lobby", "level")
    saved = _part("lobby", "saved")
    lobby_idle = _part("lobby", "lobby_idle", "seconds; 0: a seated guest is never given away")
    started = _part("lobby", "started")
    chat_log = _part("chat", "log")
    conns = _part("connections", "conns")
    server = _part("connections", "server")
    heartbeat_s = _part("connections", "heartbeat_s")
    timeout_s = _part("connections", "timeout_s")
    refused_for = _part("connections", "refused_for", "seconds of refused frames only before a drop (0: never)")
    game = _part("play", "game")
    finished = _part("play", "finished")
    actions_applied = _part("play", "actions_applied")
    driver = _part("play", "driver")
    thinker = _part("play", "thinker")
    use_process = _part("play", "use_process", "True (the app's host): searching computers in a worker process")
    replace_after = _part("play", "replace_after")
    bot_delay = _part("play", "bot_delay")
    deal_pause = _part("play", "deal_pause")
    seed = _part("play", "seed")
    max_deals = _part("play", "max_deals")
    share_records = _part("play", "share_records")
    record_path = _part("play", "record_path", "the game's record, rewritten after every action and deal")

    def __init__(
        self,
        table: str = "Thousand table",
        players: int = 3,
        rules: Rules | None = None,
        port: int = 0,
        listen: str | None = None,
        advertise: bool = True,
        interfaces: list[str] | None = None,
        level: str = "medium",
        replace_after: float = 30.0,
        bot_delay: float = 0.4,
        deal_pause: float = 1.0,
        seed: int | None = None,
        max_deals: int | None = None,
        share_records: bool = True,
        heartbeat: float = P.HEARTBEAT_S,
        timeout: float = P.TIMEOUT_S,
        lobby_idle: float = L.LOBBY_IDLE_S,
        turn_time: float = L.TURN_TIME_S,
        refused_for: float = L.REFUSED_FOR_S,
        record_path: str | None = None,
        parent=None,
    ):
        super().__init__(parent)
        self.table = table[:60] or "Thousand table"
        self.port = port
        self.interfaces = interfaces
        self.listen_address = listen
        self.advertise = advertise
        self.autostart = False
        self.listen_addresses: list[str] = []  # where the table is open, once started
        self._advertiser: Advertiser | None = None
        level = level if level in level_names() else "medium"
        self.lobby = Lobby(players, rules or Rules(), level, lobby_idle, self._lobby_changed, self._log)
        self.chat = Chat(self._chat_said)
        self.connections = Connections(
            self._handle, self._conn_closed, self._log, self._accepting, heartbeat, timeout, refused_for, self
        )
        self.play = HostGame(
            self.lobby,
            self.connections.joined,
            self._log,
            turn_moved=lambda: self.turns.watch(),
            stand_ins=lambda: self.turns.stand_in,
            replace_after=replace_after,
            bot_delay=bot_delay,
            deal_pause=deal_pause,
            seed=seed,
            max_deals=max_deals,
            share_records=share_records,
            record_path=record_path,
            parent=self,
        )
        self.play.dealFinished.connect(self.dealFinished)
        self.play.gameOver.connect(self.gameOver)
        self.play.seatChanged.connect(lambda: self.lobbyChanged.emit(self.lobby_message()))
        # a guest's turn past ``turn_time`` is a computer's (0: no limit)
        self.turns = TurnClock(self, turn_time, self.play.position, self.play.guest_plays, self.play.time_up)

    def _log(self, text: str) -> None:
        """Every log line goes out escaped: a guest's names and texts are in many of them."""
        self.log.emit(P.for_log(text))

    # ------------------------------------------------------------------ setup

    def start(self) -> bool:
        """Listen on ``listen`` when given (``--listen``; 0.0.0.0: every interface, the player's say),
        else on each of ``discovery.host_addresses``: the chosen interfaces, by default every
        private-network address and no public one (issue 40); advertise on those only."""
        from .discovery import host_addresses

        wanted = [self.listen_address] if self.listen_address else host_addresses(self.interfaces)
        self.listen_addresses, self.port = self.connections.listen(wanted, self.port)
        if not self.listen_addresses:
            return False
        self.listen_address = self.listen_addresses[0]
        if self.advertise:
            from .discovery import Advertiser

            every = self.listen_address in ("0.0.0.0", "::")
            addrs = None if every else self.listen_addresses
            self._advertiser = Advertiser(self.table, self.port, self._txt(), addrs or self.interfaces, addrs)
        self._log(f"listening on {', '.join(self.listen_addresses)} port {self.port}")
        return True

    def local_address(self) -> tuple[str, int]:
        """Where the host's own client (the GUI host's player) connects."""
        addrs: list[str | None] = [*self.listen_addresses] or [self.listen_address]
        first = addrs[0]
        if "127.0.0.1" in addrs or first is None or first == "0.0.0.0":
            return "127.0.0.1", self.port
        return first, self.port

    def _txt(self) -> dict:
        from .discovery import table_properties

        taken = sum(1 for s in self.seats if s.kind != "empty")
        free = 0 if self.started else self.players - taken
        return table_properties(self.table, self.rules.preset, taken, free, self.rules.game)

    # ------------------------------------------------------------------ the lobby

    def continue_saved(self, record: dict) -> None:
        """Go on with a saved game (Lobby.continue_saved)."""
        self.lobby.continue_saved(record)

    def set_rules(self, rules) -> None:
        """The host's agreements (Lobby.set_rules)."""
        self.lobby.set_rules(rules)

    def set_computer(self, seat: int, level: str | None = None) -> None:
        self.lobby.set_computer(seat, level)

    def clear_seat(self, seat: int) -> None:
        self.lobby.clear_seat(seat)

    def reserve(self, seat: int, name: str | None) -> None:
        """Keep ``seat`` for the player called ``name`` (Lobby.reserve)."""
        self.lobby.reserve(seat, name)

    def kick(self, seat: int) -> None:
        """Send the guest at ``seat`` away (``closing``, code ``kicked``). In the lobby the seat is
        free again (a reservation stays); in a game its token no longer opens it and a computer
        plays it from now on."""
        self.lobby.send_away(seat, self.play.take_over)

    def can_start(self) -> str | None:
        """None if the game may start, else why not (for the host's Start button)."""
        return self.lobby.can_start()

    def lobby_message(self) -> dict:
        return {
            "table": self.table,
            **self.lobby.message(),
            "replace_after": self.replace_after,
            "turn_time": self.turns.seconds,  # 0: no limit
            # deals from a fixed seed (--seed: tests and demos) can be foreseen: every seat is told
            **({"fixed_deals": True} if self.seed is not None else {}),
        }

    def _lobby_changed(self) -> None:
        msg = self.lobby_message()
        for c in self.connections.joined():
            c.send("lobby", **msg)
        if self._advertiser is not None:
            self._advertiser.update(self._txt())
        self.lobbyChanged.emit(msg)
        if self.autostart and not self.started:
            QTimer.singleShot(0, self._maybe_autostart)

    def _maybe_autostart(self):
        if not self.started and not self.finished and self.lobby.full_and_ready():
            self.start_game()

    # ------------------------------------------------------------------ the chat

    def say(self, text: str, name: str = "Host") -> None:
        self.chat.say(name, None, text)

    def _chat_said(self, entry: dict) -> None:
        for c in self.connections.joined():
            c.send("chat", **entry)
        self.chatReceived.emit(entry["from"], entry["text"])

    # ------------------------------------------------------------------ the game

    def start_game(self, level: str | None = None) -> str | None:
        """Start the game, the empty seats played by computers of ``level``; None, else why not."""
        why = self.lobby.can_start()
        if why:
            return why
        self.lobby.fill(level)
        self.play.start()
        self.lobby.started = True
        self._lobby_changed()
        for c in self.connections.joined():
            self.play.send_start(c)
        self.gameStarted.emit()
        self.play.play_on()
        return None

    def record(self) -> dict | None:
        return self.play.record()

    def keep_record(self) -> None:
        """Rewrite ``record_path`` with the game's record as it stands (HostGame.keep_record)."""
        self.play.keep_record()

    # ------------------------------------------------------------------ connections

    def _accepting(self) -> bool:
        return not (self.finished and not self.started)  # a table closed before its game takes no one

    def _conn_closed(self, c: Conn) -> None:
        if c.seat is None:
            return
        seat = self.seats[c.seat]
        if seat.conn is not c:
            return
        seat.conn = None
        if not self.started:
            self.lobby.left(seat)  # the lobby frees the seat
        elif not self.finished:
            self.play.away(seat, c.left)

    def _refuse(self, c: Conn, code: str, **params) -> None:
        fields = M.fields(code, "reason", **params)
        self._log(f"refused {c.peer}: {fields['reason']}")
        c.close("refused", proto=P.PROTOCOL_VERSION, app=P.app_version(), **fields)

    def _handle(self, c: Conn, msg: dict) -> None:
        """A client's frame (not a heartbeat), to the part it is for."""
        t = msg["t"]
        if msg["v"] != P.PROTOCOL_VERSION:
            self._refuse(c, "proto_mismatch", host=P.PROTOCOL_VERSION, client=_shown(msg["v"]))
            return
        if not c.hello:
            if t != "hello":
                raise P.ProtocolError("the first frame must be hello", "hello_first")
            self._hello(c, msg)
            return
        if t == "bye":
            c.left = True
            c.close()
        elif t == "chat":
            seat = self.seats[c.seat] if c.seat is not None else None
            self.chat.frame(c, msg, seat.name if seat else "?")
        elif t == "ready":
            ready = msg.get("ready", True)
            if not isinstance(ready, bool):
                raise P.ProtocolError("ready takes true or false", "bad_field", field="ready")
            if c.seat is not None:
                self.lobby.set_ready(c.seat, ready)
        elif t == "action":
            self.play.action(c, msg)
        elif t == "hello":
            raise P.ProtocolError("hello twice", "hello_twice")

    def _hello(self, c: Conn, msg: dict) -> None:
        proto, app = msg.get("proto"), msg.get("app")
        if proto != P.PROTOCOL_VERSION:
            self._refuse(c, "proto_mismatch", host=P.PROTOCOL_VERSION, client=_shown(proto))
            return
        if not isinstance(app, str) or not _same_minor(app, P.app_version()):
            self._refuse(c, "app_mismatch", host=P.app_version(), client=_shown(app))
            return
        name = P.clean_text(msg.get("name", ""), P.MAX_NAME, "name").strip() or "Player"
        token = msg.get("token")
        if token is not None and not isinstance(token, str):
            raise P.ProtocolError("token must be text", "bad_field", field="token")
        seat = None
        if token:
            seat = self.lobby.seat_of(token)
            if seat is None and self.started:
                self._refuse(c, "unknown_token")
                return
        if seat is not None:
            old = seat.conn
            if old is not None and old is not c:
                old.seat = None
                old.close("closing", **M.fields("joined_elsewhere", "reason"))
            rejoined = True
        else:
            if self.started:
                self._refuse(c, "game_started")
                return
            seat = self.lobby.seat_for(name, msg.get("seat"))
            if seat is None:
                self._refuse(c, "table_full")
                return
            rejoined = False
        seat.name = name
        seat.conn = c
        c.seat = seat.index
        c.hello = True
        c.send(
            "welcome",
            seat=seat.index,
            token=seat.token,
            rejoined=rejoined,
            table=self.table,
            proto=P.PROTOCOL_VERSION,
            app=P.app_version(),
            chat=self.chat_log,
        )
        self._log(f"{name} {'rejoined' if rejoined else 'joined'} seat {seat.index} from {c.peer}")
        if self.started:
            self.play.back(seat)
            c.send("lobby", **self.lobby_message())
            self.play.catch_up(c)
            self.play.seat_status(seat, "human")
            self.play.drive_soon()
        else:
            self._lobby_changed()

    # ------------------------------------------------------------------ closing

    def close(self, code: str = "host_closed") -> None:
        """Close the table; every client gets ``closing`` with ``code`` (host_closed, host_stopped)."""
        self.play.finished = True
        self.turns.stop()
        self.connections.close(code)
        if self._advertiser is not None:
            self._advertiser.close()
            self._advertiser = None
        self.play.close()


if __name__ == "__main__":  # python -m thousand_qt.net.host: the headless host (host_cli, which imports this module)
    from .host_cli import main

    sys.exit(main())
