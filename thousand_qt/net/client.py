"""The client side: ``ClientSession`` (what the app's main window feeds from) and a computer client.

    session = ClientSession(name="Ann")
    session.viewChanged.connect(table.show_view)        # engine SeatView, this seat only
    session.eventsReceived.connect(table.animate)       # list[engine Event]
    session.hostLost.connect(main.say_host_gone)        # str, said plainly; session.record() still works
    session.connect_to("192.168.1.5", 41000)
    session.send_action(action)                         # an engine Action; errors -> actionRefused

Command line: ``python -m thousand_qt.net.client --connect HOST:PORT --level hard`` (or ``--discover``).
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import random
import signal
import sys
import time

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QTcpSocket

from engine import Action
from engine.agreements import DEFAULT_GAME
from engine.driver import Driver, Job, fallback
from engine.record import FORMAT
from engine.view import SeatView
from thousand_qt.game.players import level_names, make_computer, plays
from thousand_qt.words.i18n import translator

from . import messages as M
from . import protocol as P

log = logging.getLogger(__name__)

# Messages a player reads (context "Network"). What the host says travels as a code and params
# and is said in the player's language by messages.py (context "Lan").
tr = translator("Network")


class ClientSession(QObject):
    """One connection to a host. Signals carry engine types (SeatView, Event, Action)."""

    connected = Signal()
    welcomed = Signal(int, str, object)  # seat, token, rejoined
    refused = Signal(str)  # the host's reason, for a person
    lobbyChanged = Signal(object)  # seats, rules (record form), table, started
    chatReceived = Signal(str, str)  # name, text
    gameStarted = Signal(object)  # seat, players, names, rules
    eventsReceived = Signal(object)  # list[engine.Event], only those this seat may see
    viewChanged = Signal(object)  # engine.SeatView
    actionRefused = Signal(str)
    noticed = Signal(str)  # the host tells the player something that answers no move (turn time up)
    seatChanged = Signal(object)  # {"seat", "status": away|computer|human, "name"}
    dealRecord = Signal(int, object)  # a finished deal, in record form
    gameOver = Signal(object)  # summary
    hostLost = Signal(str)  # the host quit or the connection broke; record() still works
    message = Signal(object)  # every frame, raw (for logs and tests)

    def __init__(
        self,
        name: str = "Player",
        token: str | None = None,
        seat: int | None = None,
        heartbeat: float = P.HEARTBEAT_S,
        timeout: float = P.TIMEOUT_S,
        proto: int = P.PROTOCOL_VERSION,
        app: str | None = None,
        parent=None,
    ):
        super().__init__(parent)
        self.name = name
        self.token = token
        self.want_seat = seat
        self.proto = proto
        self.app = app or P.app_version()
        self.seat: int | None = None
        self.lobby: dict | None = None
        self.start_info: dict | None = None
        self.view: SeatView | None = None
        self.refusals: dict = {}  # {card: engine Refusal}: why each card of the hand may not be played now
        self.at = None
        self.deal_records: dict[int, dict] = {}
        self.final_record: dict | None = None
        self.summary: dict | None = None
        self.history_events: list = []  # this deal's events as this seat saw them
        self.closed_reason: str | None = None
        self.refusal: str | None = None
        self.seq = 0
        self.buf = P.LineBuffer(P.MAX_HOST_LINE)
        self.last_heard = time.monotonic()
        self.timeout = timeout
        self.sock = QTcpSocket(self)
        self.sock.connected.connect(self._on_connected)
        self.sock.readyRead.connect(self._read)
        self.sock.disconnected.connect(lambda: self._lost(tr("The connection to the host was lost.")))
        self.sock.errorOccurred.connect(self._on_error)
        self._beat = QTimer(self)
        self._beat.timeout.connect(self._heartbeat)
        self._beat_ms = int(heartbeat * 1000)

    # ------------------------------------------------------------------ the app's calls

    def connect_to(self, host: str, port: int) -> None:
        self.closed_reason = None
        self.buf = P.LineBuffer(P.MAX_HOST_LINE)
        self.last_heard = time.monotonic()
        self.sock.connectToHost(host, int(port))

    def send_action(self, action: Action) -> None:
        self._send("action", action=action.to_record())

    def set_ready(self, ready: bool = True) -> None:
        self._send("ready", ready=ready)

    def chat(self, text: str) -> None:
        self._send("chat", text=text[: P.MAX_CHAT])

    def leave(self) -> None:
        self._send("bye")
        self.sock.flush()  # out now: the window may delete this session right after (back to its own game)
        self.closed_reason = tr("You left the table.")
        self._beat.stop()
        self.sock.disconnectFromHost()

    @property
    def is_open(self) -> bool:
        return self.sock.state() == QAbstractSocket.SocketState.ConnectedState and self.closed_reason is None

    def names(self) -> list[str]:
        """The players' names by seat as this player reads them, in the language now: the host's
        names, each computer seat (by its kind and level, never by its name) in this app's words."""
        return M.seat_names(self.start_info, self.lobby)

    def record(self) -> dict:
        """The game record as far as this seat can keep it.

        After the game: the host's full record. Before: the finished deals (format 1, replayable),
        and this seat's own view of the unfinished deal under ``"unfinished"`` (not replayable:
        the other hands were never sent here).
        """
        if self.final_record is not None:
            return self.final_record
        info = self.start_info or {}
        rec = {
            "format": FORMAT,
            "rules": info.get("rules", {"preset": "russian"}),
            "players": info.get("players", 3),
            "names": info.get("names"),
        }
        if rec["names"] is None:
            del rec["names"]
        if isinstance(info.get("start"), dict):  # a saved game the table went on with
            rec["start"] = info["start"]
        rec["deals"] = [self.deal_records[i] for i in sorted(self.deal_records)]
        if self.view is not None and self.view.phase not in ("done", "over"):
            from engine import cards as C

            rec["unfinished"] = {
                "seat": self.seat,
                "dealer": self.view.dealer,
                "hand_now": C.names(self.view.hand),
                "actions": list(self.view.history),
                "scores": list(self.view.scores),
            }
        return rec

    # ------------------------------------------------------------------ plumbing

    def _send(self, t: str, **fields) -> None:
        if self.sock.state() != QAbstractSocket.SocketState.ConnectedState:
            return
        self.seq += 1
        self.sock.write(P.encode(t, self.seq, **fields))

    def _on_connected(self):
        self.sock.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)
        self.connected.emit()
        hello = {"proto": self.proto, "app": self.app, "name": self.name}
        if self.token:
            hello["token"] = self.token
        if self.want_seat is not None:
            hello["seat"] = self.want_seat
        self.seq += 1
        msg = {"v": self.proto, "t": "hello", "seq": self.seq, **hello}
        self.sock.write(json.dumps(msg, ensure_ascii=False).encode() + b"\n")
        self._beat.start(self._beat_ms)

    def _on_error(self, err):
        if err == QAbstractSocket.SocketError.RemoteHostClosedError:
            return  # disconnected() follows
        self._lost(tr("Cannot reach the host: %1", self.sock.errorString()))

    def _heartbeat(self):
        if time.monotonic() - self.last_heard > self.timeout:
            self.sock.abort()
            self._lost(tr("The host stopped answering."))
            return
        self._send("ping")

    def _lost(self, reason: str) -> None:
        if self.closed_reason is not None:
            return
        self.closed_reason = reason
        self._beat.stop()
        if self.refusal is None:
            try:
                self.hostLost.emit(reason)
            except RuntimeError:  # the session is being deleted
                pass

    def _read(self):
        try:
            for line in self.buf.feed(bytes(self.sock.readAll().data())):
                if self.refusal is not None:
                    break  # refused (by the host, or this app cannot play the table's game): nothing more to read
                self.last_heard = time.monotonic()
                msg = P.decode(line, P.HOST_TYPES, P.MAX_HOST_LINE)
                if msg["v"] != P.PROTOCOL_VERSION:
                    raise P.ProtocolError(f"the host speaks protocol version {msg['v']}")
                self.message.emit(msg)
                self._handle(msg)
        except P.ProtocolError as e:
            self.sock.abort()
            self._lost(tr("The host sent something this app cannot read (%1).", str(e)))

    def _handle(self, m: dict) -> None:
        t = m["t"]
        if t == "ping":
            self._send("pong", echo=m["seq"])
        elif t == "welcome":
            self.seat, self.token = m.get("seat"), m.get("token")
            self.welcomed.emit(self.seat, self.token or "", bool(m.get("rejoined")))
            for entry in m.get("chat") or []:
                self.chatReceived.emit(str(entry.get("from", "")), str(entry.get("text", "")))
        elif t == "refused":
            self.refusal = M.text(m, "reason", tr("The host refused the connection."))
            self.closed_reason = self.refusal
            self.refused.emit(self.refusal)
        elif t == "lobby":
            if self._refuse_game(m.get("rules")):
                return
            self.lobby = m
            self.lobbyChanged.emit(m)
        elif t == "chat":
            self.chatReceived.emit(str(m.get("from", "")), str(m.get("text", "")))
        elif t == "start":
            if self._refuse_game(m.get("rules")):
                return
            self.start_info = m
            self.gameStarted.emit(m)
        elif t == "events":
            events = [P.event_from_wire(e) for e in m.get("events", [])]
            if any(e.kind == "dealt" for e in events):
                self.history_events = []
            self.history_events += events
            self.eventsReceived.emit(events)
        elif t == "view":
            self.view = P.view_from_wire(m.get("view"))
            self.refusals = P.refusals_from_wire(m.get("refusals"))
            self.at = m.get("at")
            self.viewChanged.emit(self.view)
        elif t == "deal_record":
            self.deal_records[int(m["deal"])] = m["record"]
            self.dealRecord.emit(int(m["deal"]), m["record"])
        elif t == "error" and m.get("fatal") is True:
            self._lost(M.text(m, "message", tr("The connection to the host was lost.")))  # dropped by the host
        elif t == "error" and m.get("code") in M.NOTICES:
            self.noticed.emit(M.text(m))
        elif t == "error":
            # a move that crossed the game's end on the wire (another seat's move or a claim ended
            # it first): the player already sees the game over, a refusal would only puzzle him
            if not (m.get("code") == "no_game" and self.final_record is not None):
                self.actionRefused.emit(self._error_text(m))
        elif t == "seat":
            self.seatChanged.emit(m)
        elif t == "game_over":
            self.final_record = m.get("record")
            self.summary = m.get("summary")
            self.gameOver.emit(self.summary or {})
        elif t == "closing":
            self._lost(M.text(m, "reason", M.say("host_closed")))

    def _refuse_game(self, rules) -> bool:
        """Leave politely a table whose game this app's engine does not play (a newer host's game, or
        agreements it does not know): ``refused`` says which, as the host's refusals do. True if it left."""
        why = M.unplayable(rules)
        if why is None:
            return False
        self.refusal = self.closed_reason = why
        self._send("bye")
        self._beat.stop()
        self.sock.disconnectFromHost()
        self.refused.emit(why)
        return True

    def _error_text(self, m: dict) -> str:
        """An error frame for a person: the host's refusal (id and params) or its code and params in
        this app's language, else its English message."""
        text = M.text(m, "message", tr("no reason given"))
        refusal = P.refusal_from_wire(m.get("refusal"))
        if refusal is None:
            return text
        from thousand_qt.words.refusals import refusal_text

        return refusal_text(refusal, self.names() if self.start_info else None, self.seat, fallback=text)


# the name the app's integration may prefer
RemoteGame = ClientSession


class ComputerClient(QObject):
    """Plays a ClientSession's seat with a computer player: ready in the lobby, acts on each view."""

    def __init__(
        self, session: ClientSession, level: str = "medium", seed: int | None = None, delay: float = 0.0, parent=None
    ):
        super().__init__(parent or session)
        self.s = session
        self.level, self.seed = level, seed
        self.player = make_computer(level, seed)
        self.driver = Driver()
        self.delay_ms = int(delay * 1000)
        self.rng = random.Random(seed)
        self.acted_at: tuple | None = None  # (position, hand) of the last action sent
        self.actions_sent = 0
        session.lobbyChanged.connect(self._lobby)
        session.gameStarted.connect(self._started)
        session.viewChanged.connect(self._view)
        session.actionRefused.connect(self._refused)

    def _lobby(self, m):
        if m.get("started"):
            return
        me = next((s for s in m.get("seats", []) if s.get("seat") == self.s.seat), None)
        if me and not me.get("ready"):
            self.s.set_ready(True)

    def _started(self, info):
        """The table's game is known: a level that cannot play it yet is the random player (players.plays)."""
        if not plays(self.level, M.game_of(info.get("rules"))):
            self.player = make_computer("random", self.seed)

    def _view(self, v):
        QTimer.singleShot(self.delay_ms, lambda v=v, at=self.s.at: self._act(v, at))

    def _act(self, v: SeatView, at, retry: bool = False):
        # the position and the hand: a seat that looked before bidding blind acts again at the same position
        key = (tuple(at) if isinstance(at, list) else at, v.hand)
        if v is not self.s.view or not v.legal or (self.acted_at == key and not retry):
            return  # stale (a newer view came) or already answered
        decision = Job.of_view(v, self.player).run()
        self.driver.report(decision)
        if decision.action is None:
            return
        self.acted_at = key
        self.actions_sent += 1
        self.s.send_action(decision.action)

    def _refused(self, text):
        """The host refused our move: a legal fallback, a random one so that a refusal is not repeated."""
        v = self.s.view
        if v is not None and v.legal and v.turn == v.seat:
            log.warning("the host refused the computer's move (%s); a random legal move instead", text)
            self.actions_sent += 1
            self.s.send_action(fallback(v.legal, self.rng))


# ---------------------------------------------------------------------- command line


def _joinable(t: dict) -> bool:
    """A table discovery found that this app can sit at: a free seat, its protocol, a game it plays."""
    playable = M.unplayable({"game": t.get("game") or DEFAULT_GAME}) is None  # an older host names none
    return t.get("free", 0) > 0 and t.get("proto") == str(P.PROTOCOL_VERSION) and playable


def discover(interfaces, timeout: float, app) -> dict | None:
    from .discovery import TableBrowser

    found = []
    browser = TableBrowser(interfaces)
    browser.tableFound.connect(lambda t: found.append(t) if _joinable(t) else None)
    deadline = time.monotonic() + timeout
    while not found and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.01)
    browser.stop()
    return found[0] if found else None


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(
        prog="python -m thousand_qt.net.client", description="A computer player that joins a LAN table."
    )
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--connect", metavar="HOST:PORT")
    g.add_argument("--discover", action="store_true", help="join the first table found by zeroconf")
    ap.add_argument("--interfaces", default=None, help="comma-separated addresses for zeroconf")
    ap.add_argument("--discover-timeout", type=float, default=10.0)
    ap.add_argument("--level", default="medium", choices=level_names())
    ap.add_argument("--name", default=None)
    ap.add_argument("--seed", type=int, default=None)
    ap.add_argument("--delay", type=float, default=0.0, help="seconds to think before each action")
    ap.add_argument("--token-file", default=None, help="keep the seat token here (rejoin with it)")
    ap.add_argument("--log", default=None, help="append every frame received here (JSON Lines)")
    ap.add_argument("--save-record", default=None, help="write the game record here when it ends or the host goes")
    args = ap.parse_args(argv)
    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    from .discovery import parse_interfaces

    if args.discover:
        t = discover(parse_interfaces(args.interfaces), args.discover_timeout, app)
        if t is None:
            print("no table with a free seat was found", file=sys.stderr)
            return 4
        host, port = t["host"], t["port"]
        print(f"FOUND {t['name']} {host} {port}", flush=True)
    else:
        host, _, port = args.connect.rpartition(":")
        host, port = host.strip("[]") or "127.0.0.1", int(port)
    token = None
    if args.token_file and os.path.exists(args.token_file):
        token = open(args.token_file, encoding="utf-8").read().strip() or None
    name = args.name or f"Computer ({args.level})"
    session = ClientSession(name=name, token=token)
    bot = ComputerClient(session, args.level, args.seed, args.delay)
    logf = open(args.log, "a", encoding="utf-8") if args.log else None
    rc = {"code": 0}

    def on_msg(m):
        if logf:
            logf.write(json.dumps(m, ensure_ascii=False) + "\n")
            logf.flush()

    def on_welcome(seat, tok, rejoined):
        print(f"SEAT {seat} {'REJOINED' if rejoined else 'JOINED'}", flush=True)
        if args.token_file:
            with open(args.token_file, "w", encoding="utf-8") as f:
                f.write(tok)

    def save():
        if args.save_record:
            with open(args.save_record, "w", encoding="utf-8") as f:
                json.dump(session.record(), f, ensure_ascii=False)

    def on_refused(reason):
        print(f"REFUSED: {reason}", file=sys.stderr, flush=True)
        rc["code"] = 2
        QTimer.singleShot(100, app.quit)

    def on_lost(reason):
        save()
        print(f"HOST LOST: {reason} (record kept{': ' + args.save_record if args.save_record else ''})", flush=True)
        rc["code"] = rc["code"] or 3
        QTimer.singleShot(100, app.quit)

    def on_over(summ):
        save()
        print("GAME OVER " + json.dumps(summ), flush=True)
        rc["code"] = 0
        QTimer.singleShot(200, app.quit)

    session.message.connect(on_msg)
    session.welcomed.connect(on_welcome)
    session.refused.connect(on_refused)
    session.hostLost.connect(on_lost)
    session.gameOver.connect(on_over)
    signal.signal(signal.SIGINT, lambda *_: app.quit())
    signal.signal(signal.SIGTERM, lambda *_: app.quit())
    tick = QTimer()
    tick.start(200)
    tick.timeout.connect(lambda: None)
    session.connect_to(host, port)
    app.exec()
    _ = bot
    sys.stdout.flush()
    os._exit(rc["code"])


if __name__ == "__main__":
    sys.exit(main())
