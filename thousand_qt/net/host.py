"""The host of a LAN table: ``HostServer`` wires its parts and speaks the protocol with each client.

Its parts, one job each: ``connection`` (a client's socket, framing, limits, heartbeat), ``lobby`` (the
seats, the agreements, a saved game to go on with), ``chat``, ``host_game`` (the engine, what each seat is
sent, the computer seats), ``saved_game`` and the headless command line ``host_cli``.

A table may go on with a saved game (``continue_saved(record)``): its agreements, scores and
finished deals come from the record, the players who join take its seats (a name the record gives
a seat takes that seat), and the game's record goes on from it.

Headless: ``python -m thousand_qt.net.host --headless --port P [--preset P] [--interfaces A,B]``.
"""

from __future__ import annotations

import secrets
import sys

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QHostAddress, QTcpServer

from engine import Rules, summary
from engine.driver import Driver
from engine.record import to_record
from engine.registry import GAMES, playable_games

from ..players import level_names
from ..thinking import Thinker
from . import limits as L
from . import messages as M
from . import protocol as P
from .chat import Chat
from .connection import LOW_DELAY, Conn, keep_alive
from .host_game import HostGame
from .lobby import Lobby, Seat
from .turn_clock import TurnClock

__all__ = ["HostServer", "Conn", "Seat", "main"]


def _same_minor(a: str, b: str) -> bool:
    return str(a).split(".")[:2] == str(b).split(".")[:2]


def _shown(value):
    """A client's value as a message's param (an int stays one; anything else as short text)."""
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    return (value if isinstance(value, str) else repr(value))[:40]


class HostServer(Lobby, Chat, HostGame, QObject):
    """A table: lobby, chat, game, and the connections. Lives in the thread it was made in."""

    lobbyChanged = Signal(object)  # the lobby message, as clients get it
    chatReceived = Signal(str, str)  # name, text
    gameStarted = Signal()
    dealFinished = Signal(int)  # deal index
    gameOver = Signal(object)  # summary
    log = Signal(str)

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
        rules = rules or Rules()
        check_seats(rules, players)
        self.table = table[:60] or "Thousand table"
        self.players = players
        self.rules = rules
        self.port = port
        self.interfaces = interfaces
        self.listen_address = listen
        self.advertise = advertise
        self.level = level if level in level_names() else "medium"
        self.replace_after = replace_after
        self.lobby_idle = lobby_idle  # seconds; 0: a seated guest is never given away
        self.turns = TurnClock(self, turn_time)  # a guest's turn past it is a computer's (0: no limit)
        self.refused_for = refused_for  # seconds of refused frames only before a client is dropped (0: never)
        self.record_path = record_path  # the game's record, rewritten after every action and deal
        self.bot_delay = bot_delay
        self.deal_pause = deal_pause
        # None: every deal from the system's secure source (engine.cards.shuffler), and the computer
        # seats seeded from it too; a number fixes the deals for tests and demos, and the lobby says so
        self.seed = seed
        self.max_deals = max_deals
        self.share_records = share_records
        self.heartbeat_s = heartbeat
        self.timeout_s = timeout
        self.seats = [Seat(i) for i in range(players)]
        self.conns: list[Conn] = []
        self.chat_log: list[dict] = []
        self.game = None
        self.saved: dict | None = None  # the saved game (a record) this table goes on with
        self._saved_lobby: dict | None = None
        self._deals_before = 0  # finished deals the game brought along (max_deals counts the rest)
        self.started = False
        self.finished = False
        self.actions_applied = 0
        self._undecided: set[int] = set()  # seats that may still bid blind and have not seen their cards
        self._withheld: dict[int, list] = {}  # seat -> its ``hand`` event, until it may see it
        self.autostart = False
        self._advertiser = None
        self.driver = Driver(on_failure=self._log)  # the computer seats' loop; its stamp dates each position
        self.thinker = Thinker(self)
        self.thinker.decided.connect(self._decided)
        self.use_process = False  # True (the app's host): searching computers think in a worker process
        self._computer_procs = None
        self._drive_pending = False
        self.server = QTcpServer(self)
        # a burst of guests waits in the kernel's queue, not refused (Qt's 50 kept 313 of 1,000 waiting ~1 s)
        self.server.setListenBacklogSize(L.LISTEN_BACKLOG)
        self.server.setMaxPendingConnections(L.LISTEN_BACKLOG)
        self.server.newConnection.connect(self._accept)
        self._servers: list[QTcpServer] = []  # one more for each further address (start)
        self.listen_addresses: list[str] = []  # where the table is open, once started
        self._beat = QTimer(self)
        self._beat.timeout.connect(lambda: keep_alive(self.conns, self.timeout_s))

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
        for addr in wanted:
            server = self.server if not self.listen_addresses else self._server()
            if server.listen(QHostAddress(addr), self.port):
                self.port = server.serverPort()  # the first chooses a free port, the others take it too
                self.listen_addresses.append(addr)
            else:
                self._log(f"cannot listen on {addr}:{self.port}: {server.errorString()}")
        if not self.listen_addresses:
            return False
        self.listen_address = self.listen_addresses[0]
        self._beat.start(int(self.heartbeat_s * 1000))
        if self.advertise:
            from .discovery import Advertiser

            every = self.listen_address in ("0.0.0.0", "::")
            addrs = None if every else self.listen_addresses
            self._advertiser = Advertiser(self.table, self.port, self._txt(), addrs or self.interfaces, addrs)
        self._log(f"listening on {', '.join(self.listen_addresses)} port {self.port}")
        return True

    def _server(self) -> QTcpServer:
        """One more listening socket (one per address), its guests handled as the first's."""
        server = QTcpServer(self)
        server.setListenBacklogSize(L.LISTEN_BACKLOG)
        server.setMaxPendingConnections(L.LISTEN_BACKLOG)
        server.newConnection.connect(self._accept)
        self._servers.append(server)
        return server

    def local_address(self) -> tuple[str, int]:
        """Where the host's own client (the GUI host's player) connects."""
        addrs = self.listen_addresses or [self.listen_address]
        if "127.0.0.1" in addrs or addrs[0] in (None, "0.0.0.0"):
            return "127.0.0.1", self.port
        return addrs[0], self.port

    def _txt(self) -> dict:
        from .discovery import table_properties

        taken = sum(1 for s in self.seats if s.kind != "empty")
        free = 0 if self.started else self.players - taken
        return table_properties(self.table, self.rules.preset, taken, free, self.rules.game)

    # ------------------------------------------------------------------ connections

    def _joined(self) -> list[Conn]:
        return [c for c in self.conns if c.hello and not c.closed]

    def _accept(self) -> None:
        for server in (self.server, *self._servers):
            self._accept_from(server)

    def _accept_from(self, server: QTcpServer) -> None:
        while server.hasPendingConnections():
            sock = server.nextPendingConnection()
            if self.finished and not self.started:
                sock.abort()
                sock.setParent(None)  # as Conn._gone: PySide's server wrapper would keep it
                sock.deleteLater()
                continue
            sock.setSocketOption(LOW_DELAY, 1)
            self.conns.append(Conn(self, sock))

    def _conn_closed(self, c: Conn) -> None:
        if c in self.conns:
            self.conns.remove(c)
        if c.seat is None:
            return
        seat = self.seats[c.seat]
        if seat.conn is not c:
            return
        seat.conn = None
        if not self.started:
            self.seats[c.seat] = seat.emptied()  # the lobby frees the seat
            self._lobby_changed()
            return
        if self.finished:
            return
        self._log(f"seat {seat.index} ({seat.name}) dropped")
        self._seat_status(seat, "away")
        t = QTimer(self)
        t.setSingleShot(True)
        t.timeout.connect(lambda s=seat, tm=t: self._replace(s, tm))
        seat.away_timer = t
        # a guest who left (bye, Network ▸ Leave table) is not coming back: a computer plays at once
        # (issue 40: the seat waited ~20 s); one whose connection broke has ``replace_after`` to rejoin
        t.start(0 if c.left else int(self.replace_after * 1000))

    def _refuse(self, c: Conn, code: str, **params) -> None:
        fields = M.fields(code, "reason", **params)
        self._log(f"refused {c.peer}: {fields['reason']}")
        c.close("refused", proto=P.PROTOCOL_VERSION, app=P.app_version(), **fields)

    def _handle(self, c: Conn, msg: dict) -> None:
        t = msg["t"]
        if msg["v"] != P.PROTOCOL_VERSION:
            self._refuse(c, "proto_mismatch", host=P.PROTOCOL_VERSION, client=_shown(msg["v"]))
            return
        if not c.hello:
            if t != "hello":
                raise P.ProtocolError("the first frame must be hello", "hello_first")
            self._hello(c, msg)
            return
        if t == "ping":
            c.send("pong", echo=msg["seq"])
        elif t in ("pong",):
            pass
        elif t == "bye":
            c.left = True
            c.close()
        elif t == "chat":
            self._chat_frame(c, msg)
        elif t == "ready":
            ready = msg.get("ready", True)
            if not isinstance(ready, bool):
                raise P.ProtocolError("ready takes true or false", "bad_field", field="ready")
            if not self.started and c.seat is not None:
                self.seats[c.seat].ready = ready
                self._lobby_changed()
        elif t == "action":
            self._client_action(c, msg)
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
            seat = self._seat_of(token)
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
            want = msg.get("seat")
            free = self._free_seats(name)
            if not free and self._idle_guest() is not None:  # a squatter gives way to a player
                idle = self._idle_guest()
                conn, idle.conn = idle.conn, None
                self.seats[idle.index] = idle.emptied()
                conn.seat = None
                conn.close("closing", **M.fields("idle_replaced", "reason", seconds=max(1, round(self.lobby_idle))))
                free = self._free_seats(name)
            if isinstance(want, int) and not isinstance(want, bool):
                free = [s for s in free if s.index == want] or free
            elif self._saved_lobby:  # a saved game: the seat the record gives this name
                was = [n.casefold() for n in self._saved_lobby["names"]]
                free = [s for s in free if was[s.index] == name.casefold()] + free
            if not free:
                self._refuse(c, "table_full")
                return
            seat = free[0]
            seat.kind, seat.token, seat.ready = "human", secrets.token_hex(16), False
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
            if seat.away_timer is not None:
                seat.away_timer.stop()
                seat.away_timer = None
            seat.replaced = False
            self.driver.moved()  # a computer decision in flight for this seat no longer counts
            c.send("lobby", **self.lobby_message())
            self._send_start(c)
            self._send_past(c)
            g = self.game
            if self.finished:
                c.send("game_over", summary=summary(g), record=to_record(g), complete=g.over)
            else:
                self._send_view(c)
            self._seat_status(seat, "human")
            self._schedule_drive()
        else:
            self._lobby_changed()

    # ------------------------------------------------------------------ closing

    def close(self, code: str = "host_closed") -> None:
        """Close the table; every client gets ``closing`` with ``code`` (host_closed, host_stopped)."""
        self.finished = True
        self._beat.stop()
        self.turns.stop()
        for c in list(self.conns):
            c.close("closing", **M.fields(code, "reason"))
        self.server.close()
        for s in self._servers:
            s.close()
        if self._advertiser is not None:
            self._advertiser.close()
            self._advertiser = None
        self.thinker.stop()
        if self._computer_procs is not None:
            self._computer_procs.close()  # a decision waiting on it falls back and is dropped as stale
            self._computer_procs = None


def check_seats(rules: Rules, players: int) -> None:
    """ValueError unless the table's game is played by ``players`` (games.toml: 1000 by 3 or 4, the
    two-player games and Sixty-Six by 2, 1001 and Russeln by 3) and this engine plays it."""
    game = GAMES[rules.game]
    if rules.game not in playable_games():
        raise ValueError(f"{game.title} is not played by this engine yet")
    if players not in game.seats or isinstance(players, bool):
        raise ValueError(f"a table of {game.title} seats {' or '.join(map(str, game.seats))} players, not {players}")


def main(argv=None) -> int:
    """The headless host (host_cli.main)."""
    from .host_cli import main as cli_main

    return cli_main(argv)


if __name__ == "__main__":
    sys.exit(main())
