"""The host: a QTcpServer, the lobby, and the authoritative engine.

Every action a client sends is checked by ``engine.apply``; each client gets only the events
``Event.visible_to`` its seat and its own ``view``. Computer players think in a worker thread,
so a GUI host stays responsive.

A table may go on with a saved game (``continue_saved(record)``): its agreements, scores and
finished deals come from the record, the players who join take its seats (a name the record gives
a seat takes that seat), and the game's record goes on from it.

Headless: ``python -m thousand_qt.net.host --headless --port P [--preset P] [--interfaces A,B]``.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import secrets
import signal
import sys
import time
from concurrent.futures import ThreadPoolExecutor

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QTcpServer, QTcpSocket

from engine import Action, IllegalAction, Rules, RulesError, legal_actions, summary, to_act, view
from engine import apply as engine_apply
from engine import cards as C
from engine.game import DONE, explain_illegal, new_game, start_deal
from engine.record import RecordError, replay, to_record

from . import messages as M
from . import protocol as P
from .bots import LEVELS, make_computer
from .qtcompat import emit

MAX_PENDING_WRITE = 4 * 1024 * 1024  # a client that stops reading is dropped past this
HELLO_TIMEOUT_S = 10.0


def _replayable(record: dict) -> dict:
    """A record without the parts the engine does not replay: the app's seat and levels, and a
    seat's own view of an unfinished deal (that deal is dealt again)."""
    return {k: v for k, v in record.items() if k not in ("app", "unfinished")}


def _same_minor(a: str, b: str) -> bool:
    return str(a).split(".")[:2] == str(b).split(".")[:2]


def _shown(value):
    """A client's value as a message's param (an int stays one; anything else as short text)."""
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    return (value if isinstance(value, str) else repr(value))[:40]


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

    @property
    def computer_plays(self) -> bool:
        return self.kind == "computer" or (self.kind == "human" and self.replaced)

    def public(self) -> dict:
        return {"seat": self.index, "kind": self.kind, "name": self.name, "ready": self.ready,
                "connected": self.kind == "computer" or self.conn is not None,
                "computer": self.computer_plays, "level": self.level if self.computer_plays else None}


class Conn(QObject):
    """One client socket: line framing, the outgoing sequence, heartbeat bookkeeping."""

    def __init__(self, host: HostServer, sock: QTcpSocket):
        super().__init__(host)
        self.host = host
        self.sock = sock
        self.buf = P.LineBuffer()
        self.seq = 0
        self.seat: int | None = None
        self.hello = False
        self.closed = False
        self.last_heard = time.monotonic()
        self.opened = self.last_heard
        self.peer = f"{sock.peerAddress().toString()}:{sock.peerPort()}"
        sock.readyRead.connect(self._read)
        sock.disconnected.connect(self._gone)
        sock.errorOccurred.connect(lambda *_: self._gone())

    def send(self, t: str, **fields) -> None:
        if self.closed:
            return
        self._write(t, fields)
        if self.sock.bytesToWrite() > MAX_PENDING_WRITE:
            self.drop("too_slow")

    def _write(self, t: str, fields: dict) -> None:
        self.seq += 1
        try:
            data = P.encode(t, self.seq, limit=P.MAX_HOST_LINE, **fields)
        except (P.ProtocolError, TypeError, ValueError) as e:  # a bug of ours, not the client's
            emit(self.host.log, f"cannot send {t}: {e}")
            return
        self.sock.write(data)

    def close(self, t: str | None = None, **fields) -> None:
        """Say a last word and close politely (pending data is still written)."""
        if t:
            self.send(t, **fields)
        if not self.closed:
            self.closed = True
            self.sock.disconnectFromHost()
            self.host._conn_closed(self)

    def drop(self, code: str, detail: str = "", **params) -> None:
        """Say why (an ``error`` with ``fatal``, code and params: messages.py) and cut the connection."""
        if self.closed:
            return
        self.closed = True  # the last word is written whatever is pending (send() would drop again)
        fields = M.fields(code, **params)
        emit(self.host.log, f"dropping {self.peer}: {fields['message']}" + (f" ({detail})" if detail else ""))
        self._write("error", {"fatal": True, **fields})
        self.sock.flush()
        self.sock.abort()
        self.host._conn_closed(self)

    def _read(self):
        if self.closed:
            return
        try:
            lines = self.buf.feed(bytes(self.sock.readAll().data()))
            for line in lines:
                if self.closed:
                    return
                self.last_heard = time.monotonic()
                msg = P.decode(line, P.CLIENT_TYPES)
                self.host._handle(self, msg)
        except P.ProtocolError as e:
            self.drop(e.code, str(e), **e.params)
        except Exception as e:  # never let one client take the host down
            emit(self.host.log, f"internal error handling {self.peer}: {e!r}")
            self.drop("host_error")

    def _gone(self):
        try:
            if not self.closed:
                self.closed = True
                self.host._conn_closed(self)
            self.sock.deleteLater()
        except RuntimeError:  # the host is being deleted
            pass


class HostServer(QObject):
    """A table: lobby, game, and the connections. Lives in the thread it was made in."""

    lobbyChanged = Signal(object)  # the lobby message, as clients get it
    chatReceived = Signal(str, str)  # name, text
    gameStarted = Signal()
    dealFinished = Signal(int)  # deal index
    gameOver = Signal(object)  # summary
    log = Signal(str)
    _botDecided = Signal(object)  # (stamp, seat, action or None), from the worker thread

    def __init__(self, table: str = "Thousand table", players: int = 3, rules: Rules | None = None,
                 port: int = 0, listen: str | None = None, advertise: bool = True,
                 interfaces: list[str] | None = None, level: str = "medium",
                 replace_after: float = 30.0, bot_delay: float = 0.4, deal_pause: float = 1.0,
                 seed: int | None = None, max_deals: int | None = None, share_records: bool = True,
                 heartbeat: float = P.HEARTBEAT_S, timeout: float = P.TIMEOUT_S, parent=None):
        super().__init__(parent)
        if players not in (3, 4):
            raise ValueError("a table seats 3 or 4 players")
        self.table = table[:60] or "Thousand table"
        self.players = players
        self.rules = rules or Rules()
        self.port = port
        self.interfaces = interfaces
        self.listen_address = listen
        self.advertise = advertise
        self.level = level if level in LEVELS else "medium"
        self.replace_after = replace_after
        self.bot_delay = bot_delay
        self.deal_pause = deal_pause
        self.seed = seed if seed is not None else secrets.randbits(32)
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
        self.stamp = 0  # bumps on every applied action; stale computer decisions are ignored
        self.actions_applied = 0
        self.autostart = False
        self._advertiser = None
        self._pool = ThreadPoolExecutor(1, thread_name_prefix="thousand-bot")
        self.use_process = False  # True (the app's host): searching computers think in a worker process
        self._computer_procs = None
        self._thinking = False
        self._drive_pending = False
        self._botDecided.connect(self._on_bot_decided)
        self.server = QTcpServer(self)
        self.server.newConnection.connect(self._accept)
        self._beat = QTimer(self)
        self._beat.timeout.connect(self._heartbeat)

    # ------------------------------------------------------------------ setup

    def start(self) -> bool:
        addr = self.listen_address or _default_listen(self.interfaces)
        if not self.server.listen(QHostAddress(addr), self.port):
            emit(self.log, f"cannot listen on {addr}:{self.port}: {self.server.errorString()}")
            return False
        self.port = self.server.serverPort()
        self.listen_address = addr
        self._beat.start(int(self.heartbeat_s * 1000))
        if self.advertise:
            from .discovery import Advertiser
            addrs = None if addr in ("0.0.0.0", "::") else [addr]
            self._advertiser = Advertiser(self.table, self.port, self._txt(), self.interfaces, addrs)
        emit(self.log, f"listening on {addr}:{self.port}")
        return True

    def local_address(self) -> tuple[str, int]:
        """Where the host's own client (the GUI host's player) connects."""
        a = self.listen_address
        return ("127.0.0.1" if a in (None, "0.0.0.0") else a), self.port

    def _txt(self) -> dict:
        from .discovery import table_properties
        taken = sum(1 for s in self.seats if s.kind != "empty")
        free = 0 if self.started else self.players - taken
        return table_properties(self.table, self.rules.preset, taken, free)

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
        self.saved = _replayable(record)
        self.rules = Rules.from_record(self.saved.get("rules"))
        self._saved_lobby = {k: info[k] for k in ("names", "scores", "deals")}
        for s in self.seats:
            s.ready = False if s.kind == "human" else s.ready
        self._lobby_changed()

    @staticmethod
    def check_saved(record: dict) -> dict:
        """What a saved game brings to a table ({players, names, scores, deals}); RecordError
        when the engine refuses the record or the game is already won."""
        if not isinstance(record, dict):
            raise RecordError("a record must be a JSON object")
        g = replay(_replayable(record))
        if g.over:
            raise RecordError("that game is over: there is nothing to go on with")
        return {"players": g.players, "names": list(g.names), "scores": list(g.scores),
                "deals": sum(1 for d in g.deals if d.phase == DONE)}

    def set_rules(self, rules) -> None:
        """The host's agreements (a Rules, or a dict {"preset":..., "agreements": {...}})."""
        if self.started:
            raise RuntimeError("the game has started")
        if self.saved is not None:
            raise RuntimeError("a saved game keeps its agreements")
        self.rules = rules if isinstance(rules, Rules) else Rules.from_record(rules)
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

    def say(self, text: str, name: str = "Host") -> None:
        self._chat(name, None, text)

    def lobby_message(self) -> dict:
        return {"table": self.table, "players": self.players, "rules": self.rules.to_record(),
                "seats": [s.public() for s in self.seats], "level": self.level,
                "started": self.started, "replace_after": self.replace_after,
                **({"saved": self._saved_lobby} if self._saved_lobby else {})}

    def _lobby_changed(self) -> None:
        msg = self.lobby_message()
        for c in self._joined():
            c.send("lobby", **msg)
        if self._advertiser is not None:
            self._advertiser.update(self._txt())
        emit(self.lobbyChanged, msg)
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

    # ------------------------------------------------------------------ the game

    def start_game(self, level: str | None = None) -> str | None:
        why = self.can_start()
        if why:
            return why
        for s in self.seats:
            if s.kind == "empty":
                s.kind, s.level, s.ready = "computer", level or self.level, True
                s.name = M.computer_english(s.level)
        if self.use_process:  # a GUI host: searching computers in a worker process, never the GIL
            from ..players import make_computers
            lv = {s.index: s.level for s in self.seats if s.kind == "computer"}
            players, self._computer_procs = make_computers(lv, {i: self.seed + i for i in lv})
            for i, p in players.items():
                self.seats[i].player = p
        for s in self.seats:
            if s.kind == "computer" and s.player is None:
                s.player = make_computer(s.level, self.seed + s.index)
        names = [s.name or f"Player {s.index + 1}" for s in self.seats]
        if self.saved is not None:
            self.game = replay(self.saved)
            self.game.names = names  # the record goes on under the names of those who sit now
            self.game.rng = random.Random(self.seed)
            self.game.auto_deal = False
        else:
            self.game = new_game(self.rules, self.players, seed=self.seed, names=names, auto_deal=False)
        g = self.game
        self._deals_before = sum(1 for d in g.deals if d.phase == DONE)
        self.started = True
        self._lobby_changed()
        for c in self._joined():
            self._send_start(c)
            self._send_past(c)
        emit(self.gameStarted)
        if g.deal is None or g.deal.phase == DONE:
            self._deal()
        else:  # a saved deal under way goes on where it stopped
            for c in self._joined():
                self._send_view(c)
            self._schedule_drive()
        return None

    def _send_start(self, c: Conn) -> None:
        g = self.game
        levels = [s.level if s.kind == "computer" else None for s in self.seats]  # clients name computers by level
        extra = {"start": dict(g.start)} if g.start else {}
        c.send("start", seat=c.seat, players=g.players, names=list(g.names), levels=levels,
               rules=g.rules.to_record(), **extra)

    def _send_past(self, c: Conn) -> None:
        """The finished deals, from which the client rebuilds the score sheet."""
        if self.share_records:
            for i, d in enumerate(self.game.deals):
                if d.phase == DONE:
                    c.send("deal_record", deal=i, record=d.to_record())

    def _deal(self) -> None:
        g = self.game
        if g is None or g.over or self.finished:
            return
        events = start_deal(g)
        self.stamp += 1
        self._broadcast(events, len(g.deals) - 1)
        self._schedule_drive()

    def _at(self) -> list:
        g = self.game
        return [len(g.deals) - 1, len(g.deal.actions)]

    def _broadcast(self, events, deal_index: int) -> None:
        g = self.game
        at = [deal_index, len(g.deals[deal_index].actions)]
        for c in self._joined():
            if c.seat is None:
                continue
            mine = [P.event_to_wire(e, deal_index) for e in events if e.visible_to(c.seat)]
            if mine:
                c.send("events", events=mine, at=at)
            self._send_view(c)

    def _send_view(self, c: Conn) -> None:
        g = self.game
        if g is None or g.deal is None or c.seat is None:
            return
        v = view(g, c.seat)
        why = self._card_refusals(v)
        extra = {"refusals": P.refusals_to_wire(why)} if why else {}
        c.send("view", view=P.view_to_wire(v), at=self._at(), **extra)

    def _card_refusals(self, v) -> dict:
        """When the seat has a card to play: why each other card of its hand may not be played
        (``{card: Refusal}``, the client's tooltips on its dimmed cards)."""
        playable = {a.value for a in v.legal if a.seat == v.seat and a.kind == "play"}
        if not playable:
            return {}
        g = self.game
        return {c: explain_illegal(g, g.deal, Action(v.seat, "play", c))
                for c in C.cards_of(v.hand) if c not in playable}

    def _apply(self, a: Action) -> None:
        """Apply an action the engine accepts (raises IllegalAction otherwise)."""
        g = self.game
        idx = len(g.deals) - 1
        events = engine_apply(g, a)
        self.stamp += 1
        self.actions_applied += 1
        self._broadcast(events, idx)
        if g.deal.phase == DONE or g.over:
            self._deal_done(idx)
        else:
            self._schedule_drive()

    def _deal_done(self, idx: int) -> None:
        g = self.game
        if self.share_records:
            rec = g.deals[idx].to_record()
            for c in self._joined():
                c.send("deal_record", deal=idx, record=rec)
        emit(self.dealFinished, idx)
        finished = sum(1 for d in g.deals if d.phase == DONE) - self._deals_before
        if g.over or (self.max_deals is not None and finished >= self.max_deals):
            self._game_over()
            return
        QTimer.singleShot(int(self.deal_pause * 1000), self._deal)

    def _game_over(self) -> None:
        g = self.game
        self.finished = True
        summ = summary(g)
        rec = to_record(g)
        for c in self._joined():
            c.send("game_over", summary=summ, record=rec, complete=g.over)
        emit(self.gameOver, summ)

    def record(self) -> dict | None:
        return to_record(self.game) if self.game is not None else None

    def _schedule_drive(self) -> None:
        if self._drive_pending:
            return
        self._drive_pending = True
        QTimer.singleShot(int(self.bot_delay * 1000), self._drive)

    def _drive(self) -> None:
        """Let computer seats claim out of turn, then the computer to act decides (in a worker)."""
        self._drive_pending = False
        g = self.game
        if g is None or self.finished or g.over or g.deal.phase == DONE or self._thinking:
            return
        turn = to_act(g)
        jobs = []
        for s in g.deal.seats:
            seat = self.seats[s]
            if s != turn and seat.computer_plays and legal_actions(g, s):
                jobs.append((s, view(g, s), True))
        if turn is not None and self.seats[turn].computer_plays:
            jobs.append((turn, view(g, turn), False))
        if not jobs:
            return
        players = {s: self.seats[s].player for s, _, _ in jobs}
        stamp = self.stamp
        self._thinking = True

        def think():
            for s, v, claim in jobs:
                try:
                    a = players[s].claim(v) if claim else players[s].choose(v)
                except Exception as e:  # a broken computer player falls back to its first legal move
                    a = None if claim else (v.legal[0] if v.legal else None)
                    emit(self.log, f"computer at seat {s} failed: {e!r}")
                if a is not None:
                    emit(self._botDecided, (stamp, s, a))
                    return
            emit(self._botDecided, (stamp, None, None))

        self._pool.submit(think)

    def _on_bot_decided(self, result) -> None:
        self._thinking = False
        stamp, s, a = result
        if stamp != self.stamp or self.finished:
            self._schedule_drive()
            return
        if a is not None:
            try:
                self._apply(a)
                return
            except IllegalAction as e:
                emit(self.log, f"computer at seat {s} tried an illegal action: {e}")
                legal = legal_actions(self.game, s)
                if legal and s == to_act(self.game):
                    self._apply(legal[0])
                    return
        self._schedule_drive()

    # ------------------------------------------------------------------ connections

    def _joined(self) -> list[Conn]:
        return [c for c in self.conns if c.hello and not c.closed]

    def _accept(self) -> None:
        while self.server.hasPendingConnections():
            sock = self.server.nextPendingConnection()
            if self.finished and not self.started:
                sock.abort()
                continue
            sock.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)
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
            self.seats[c.seat] = Seat(c.seat)  # the lobby frees the seat
            self._lobby_changed()
            return
        if self.finished:
            return
        emit(self.log, f"seat {seat.index} ({seat.name}) dropped")
        self._seat_status(seat, "away")
        t = QTimer(self)
        t.setSingleShot(True)
        t.timeout.connect(lambda s=seat, tm=t: self._replace(s, tm))
        seat.away_timer = t
        t.start(int(self.replace_after * 1000))

    def _replace(self, seat: Seat, timer: QTimer) -> None:
        if seat.away_timer is not timer or seat.conn is not None or self.finished:
            return
        seat.away_timer = None
        seat.replaced = True
        if seat.player is None:
            seat.player = make_computer(seat.level, self.seed + 100 + seat.index)
        emit(self.log, f"a computer takes seat {seat.index} ({seat.name})")
        self._seat_status(seat, "computer")
        self._schedule_drive()

    def _seat_status(self, seat: Seat, status: str) -> None:
        for c in self._joined():
            c.send("seat", seat=seat.index, status=status, name=seat.name)
        emit(self.lobbyChanged, self.lobby_message())

    def _heartbeat(self) -> None:
        now = time.monotonic()
        for c in list(self.conns):
            if c.closed:
                continue
            if not c.hello and now - c.opened > HELLO_TIMEOUT_S:
                c.drop("no_hello", seconds=max(1, round(HELLO_TIMEOUT_S)))
            elif now - c.last_heard > self.timeout_s:
                c.drop("silent", seconds=max(1, round(self.timeout_s)))
            elif c.hello:
                c.send("ping")

    def _refuse(self, c: Conn, code: str, **params) -> None:
        fields = M.fields(code, "reason", **params)
        emit(self.log, f"refused {c.peer}: {fields['reason']}")
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
            c.close()
        elif t == "chat":
            seat = self.seats[c.seat] if c.seat is not None else None
            self._chat(seat.name if seat else "?", c.seat, P.clean_text(msg.get("text"), P.MAX_CHAT))
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

    def _chat(self, name: str, seat, text: str) -> None:
        if not text.strip():
            return
        entry = {"from": name, "seat": seat, "text": text}
        self.chat_log = (self.chat_log + [entry])[-50:]
        for c in self._joined():
            c.send("chat", **entry)
        emit(self.chatReceived, name, text)

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
            seat = next((s for s in self.seats if s.kind == "human" and s.token
                         and secrets.compare_digest(s.token, token)), None)
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
            free = [s for s in self.seats if s.kind == "empty"]
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
        c.send("welcome", seat=seat.index, token=seat.token, rejoined=rejoined, table=self.table,
               proto=P.PROTOCOL_VERSION, app=P.app_version(), chat=self.chat_log)
        emit(self.log, f"{name} {'rejoined' if rejoined else 'joined'} seat {seat.index} from {c.peer}")
        if self.started:
            if seat.away_timer is not None:
                seat.away_timer.stop()
                seat.away_timer = None
            seat.replaced = False
            self.stamp += 1  # a computer decision in flight for this seat no longer counts
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

    def _client_action(self, c: Conn, msg: dict) -> None:
        ref = msg["seq"]
        if not self.started or self.game is None or self.finished:
            c.send("error", ref=ref, **M.fields("no_game"))
            return
        try:
            a = Action.from_record(msg.get("action"))
        except IllegalAction as e:  # said as a code the client translates; else the engine's English
            code, params = e.problem or ("not_an_action", {"detail": str(e)[:200]})
            c.send("error", ref=ref, **M.fields(code, **params))
            return
        if a.seat != c.seat:
            c.send("error", ref=ref, **M.fields("wrong_seat", seat=c.seat, asked=a.seat))
            return
        seat = self.seats[c.seat]
        if seat.replaced:
            c.send("error", ref=ref, **M.fields("computer_plays"))
            return
        try:
            self._apply(a)
        except IllegalAction as e:
            extra = {"refusal": P.refusal_to_wire(e.refusal)} if e.refusal else {}
            c.send("error", message=str(e), ref=ref, **extra)  # the English text for older clients
            self._send_view(c)

    # ------------------------------------------------------------------ closing

    def close(self, code: str = "host_closed") -> None:
        """Close the table; every client gets ``closing`` with ``code`` (host_closed, host_stopped)."""
        self.finished = True
        self._beat.stop()
        for c in list(self.conns):
            c.close("closing", **M.fields(code, "reason"))
        self.server.close()
        if self._advertiser is not None:
            self._advertiser.close()
            self._advertiser = None
        self._pool.shutdown(wait=False, cancel_futures=True)
        if self._computer_procs is not None:
            self._computer_procs.close()  # a decision waiting on it falls back and is dropped as stale
            self._computer_procs = None


def _default_listen(interfaces: list[str] | None) -> str:
    from .discovery import lan_interfaces
    chosen = lan_interfaces(interfaces)
    if chosen and len(chosen) == 1:
        return chosen[0]
    return "0.0.0.0"


# ---------------------------------------------------------------------- headless


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m thousand_qt.net.host",
                                 description="Host a Thousand table on the LAN.")
    ap.add_argument("--headless", action="store_true", help="no window (the only mode here)")
    ap.add_argument("--port", type=int, default=0, help="TCP port (0: any free port)")
    ap.add_argument("--listen", default=None, help="address to listen on (default: the only "
                    "--interfaces address, else all)")
    ap.add_argument("--preset", default="russian")
    ap.add_argument("--agreements", default=None, help='JSON object of agreement overrides')
    ap.add_argument("--interfaces", default=None, help="comma-separated addresses for zeroconf "
                    "(default: $THOUSAND_LAN_INTERFACES)")
    ap.add_argument("--no-advertise", action="store_true")
    ap.add_argument("--name", default="Headless table")
    ap.add_argument("--players", type=int, default=3, choices=(3, 4))
    ap.add_argument("--bots", type=int, default=0, help="seats the computer takes from the start")
    ap.add_argument("--level", default="medium", choices=LEVELS)
    ap.add_argument("--replace-after", type=float, default=30.0,
                    help="seconds before a computer takes a dropped player's seat")
    ap.add_argument("--bot-delay", type=float, default=0.2)
    ap.add_argument("--deal-pause", type=float, default=1.0)
    ap.add_argument("--seed", type=int, default=None)
    ap.add_argument("--max-deals", type=int, default=None, help="end the game after this many deals")
    ap.add_argument("--record", default=None, help="write the game record here at the end (or when stopped)")
    ap.add_argument("--continue", dest="saved", default=None, metavar="RECORD",
                    help="go on with this saved game (a game record): its agreements, seats and scores")
    ap.add_argument("--linger", type=float, default=1.0, help="seconds to stay up after the game")
    args = ap.parse_args(argv)
    from .discovery import parse_interfaces
    try:
        interfaces = parse_interfaces(args.interfaces)
        rules = Rules(args.preset, json.loads(args.agreements) if args.agreements else None)
    except (ValueError, RulesError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    saved = None
    if args.saved:
        from engine.record import loads
        try:
            with open(args.saved, "rb") as f:
                saved = loads(f.read().decode("utf-8"))
        except (OSError, UnicodeDecodeError, RecordError) as e:
            print(f"error: {args.saved}: {e}", file=sys.stderr)
            return 2
    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    host = HostServer(args.name, args.players, rules, port=args.port, listen=args.listen,
                      advertise=not args.no_advertise, interfaces=interfaces, level=args.level,
                      replace_after=args.replace_after, bot_delay=args.bot_delay,
                      deal_pause=args.deal_pause, seed=args.seed, max_deals=args.max_deals)
    host.log.connect(lambda m: print(f"[host] {m}", file=sys.stderr, flush=True))
    if saved is not None:
        try:
            host.continue_saved(saved)
        except (RecordError, ValueError) as e:
            print(f"error: {args.saved}: {e}", file=sys.stderr)
            return 2
    host.autostart = True
    for i in range(max(0, min(args.bots, host.players))):  # a saved game may seat another number
        host.set_computer(host.players - 1 - i, args.level)
    if not host.start():
        return 1
    print(f"LISTENING {host.listen_address} {host.port}", flush=True)

    def keep_record():
        if args.record and host.game is not None:
            with open(args.record, "w", encoding="utf-8") as f:
                json.dump(host.record(), f, ensure_ascii=False)

    def finish(summ=None):
        keep_record()
        print("GAME OVER " + json.dumps(summ), flush=True)
        QTimer.singleShot(int(args.linger * 1000), lambda: (host.close(), QTimer.singleShot(300, app.quit)))

    host.gameOver.connect(finish)

    def on_signal(*_):
        keep_record()  # a game stopped half-way can go on later (--continue)
        host.close("host_stopped")
        QTimer.singleShot(300, app.quit)

    signal.signal(signal.SIGINT, on_signal)
    signal.signal(signal.SIGTERM, on_signal)
    tick = QTimer()
    tick.start(200)  # lets Python run its signal handlers
    tick.timeout.connect(lambda: None)
    rc = app.exec()
    os._exit(rc)  # zeroconf's daemon threads need not be waited for


if __name__ == "__main__":
    sys.exit(main())
