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
import dataclasses
import json
import os
import random
import secrets
import signal
import sys
import time
from collections import deque

from PySide6.QtCore import QCoreApplication, QObject, QSocketNotifier, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QTcpServer, QTcpSocket

from engine import Action, IllegalAction, Rules, RulesError, summary, view
from engine import apply as engine_apply
from engine import cards as C
from engine.auction import _may_bid_blind
from engine.driver import Driver
from engine.game import DONE, explain_illegal, new_game, start_deal
from engine.record import RecordError, replay, to_record
from engine.state import AUCTION

from ..players import level_names, make_computer
from ..thinking import Thinker
from . import limits as L
from . import messages as M
from . import protocol as P

HELLO_TIMEOUT_S = 10.0
LOW_DELAY = QAbstractSocket.SocketOption.LowDelayOption  # looked up once: PySide keeps a little on each look-up
CLOSE_GRACE_S = 5.0  # a closed connection whose client does not take our last words is cut after this


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


class Conn:
    """One client socket: line framing, the outgoing sequence, heartbeat bookkeeping.

    Reading is bounded (limits.py): a few lines per turn of the event loop, at the connection's
    request rate, and not at all while its outgoing queue is full; what waits stays in its own
    buffers and then in TCP. Once the socket is gone the Conn lets go of it (``_gone``), and nothing
    holds the Conn: not a QObject, so no Qt parent keeps it, nor frees it under a signal it handles."""

    def __init__(self, host: HostServer, sock: QTcpSocket):
        self.host = host
        self.sock = sock
        self.buf = P.LineBuffer()
        self.pending: deque[bytes] = deque()  # lines read, not yet handled
        self.seq = 0
        self.last_seq = -1  # the client's: every frame must carry a higher one
        self.seat: int | None = None
        self.hello = False
        self.closed = False
        self.released = False
        self.last_heard = time.monotonic()
        self.opened = self.last_heard
        self.last_active = self.last_heard  # the last frame that was not a heartbeat
        self.requests = L.TokenBucket(L.REQUEST_RATE, L.REQUEST_BURST)
        self.chats = L.TokenBucket(L.CHAT_RATE, L.CHAT_BURST)
        self._resume_scheduled = False
        self.peer = f"{sock.peerAddress().toString()}:{sock.peerPort()}"
        sock.setReadBufferSize(L.READ_BUFFER)
        sock.readyRead.connect(self._read)
        sock.bytesWritten.connect(self._drained)
        sock.disconnected.connect(self._gone)
        sock.errorOccurred.connect(self._gone)

    def send(self, t: str, **fields) -> None:
        if self.closed:
            return
        self._write(t, fields)
        if self.sock.bytesToWrite() > L.MAX_PENDING_WRITE:
            self.drop("too_slow")

    def _write(self, t: str, fields: dict) -> None:
        self.seq += 1
        try:
            data = P.encode(t, self.seq, limit=P.MAX_HOST_LINE, **fields)
        except (P.ProtocolError, TypeError, ValueError) as e:  # a bug of ours, not the client's
            self.host._log(f"cannot send {t}: {e}")
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
            self.host._conn_closed(self)
            self._timer(CLOSE_GRACE_S, self._gone)

    def drop(self, code: str, detail: str = "", **params) -> None:
        """Say why (an ``error`` with ``fatal``, code and params: messages.py) and cut the connection."""
        if self.closed:
            return
        self.closed = True  # the last word is written whatever is pending (send() would drop again)
        self.pending.clear()
        fields = M.fields(code, **params)
        self.host._log(f"dropping {self.peer}: {fields['message']}" + (f" ({detail})" if detail else ""))
        self._write("error", {"fatal": True, **fields})
        self.sock.flush()
        self.sock.abort()
        self.host._conn_closed(self)
        self._gone()

    def _drained(self, _n=0) -> None:
        """Some of our frames went out: a connection that waited for its client to read goes on."""
        if self.closed or self.sock.bytesToWrite() > L.QUEUE_PAUSE:
            return
        if self.pending or self.sock.bytesAvailable():
            self._read()

    def _resume(self, after: float) -> None:
        if not self._resume_scheduled:
            self._resume_scheduled = True
            self._timer(after, self._resumed)

    @staticmethod
    def _timer(seconds: float, then) -> None:
        QTimer.singleShot(int(seconds * 1000) + (1 if seconds else 0), then)

    def _resumed(self) -> None:
        self._resume_scheduled = False
        self._read()

    def _read(self):
        if self.closed:
            return
        try:
            self._work()
        except P.ProtocolError as e:
            self.drop(e.code, str(e), **e.params)
        except Exception as e:  # never let one client take the host down
            self.host._log(f"internal error handling {self.peer}: {e!r}")
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
            if msg["seq"] <= self.last_seq:  # a replay, or a client that lost count
                self.send("error", ref=msg["seq"], **M.fields("seq_not_rising", seq=msg["seq"], last=self.last_seq))
                continue
            self.last_seq = msg["seq"]
            if msg["t"] not in ("ping", "pong"):
                self.last_active = self.last_heard
            self.host._handle(self, msg)

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
                self.host._conn_closed(self)
            self.pending.clear()
            self.sock.abort()
            self.sock.deleteLater()  # its connections, the last holders of this Conn, go with it
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
        record_path: str | None = None,
        parent=None,
    ):
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
        self.level = level if level in level_names() else "medium"
        self.replace_after = replace_after
        self.lobby_idle = lobby_idle  # seconds; 0: a seated guest is never given away
        self.record_path = record_path  # the game's record, rewritten after every action and deal
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
        self.server.newConnection.connect(self._accept)
        self._beat = QTimer(self)
        self._beat.timeout.connect(self._heartbeat)

    def _log(self, text: str) -> None:
        """Every log line goes out escaped: a guest's names and texts are in many of them."""
        self.log.emit(P.for_log(text))

    # ------------------------------------------------------------------ setup

    def start(self) -> bool:
        addr = self.listen_address or _default_listen(self.interfaces)
        if not self.server.listen(QHostAddress(addr), self.port):
            self._log(f"cannot listen on {addr}:{self.port}: {self.server.errorString()}")
            return False
        self.port = self.server.serverPort()
        self.listen_address = addr
        self._beat.start(int(self.heartbeat_s * 1000))
        if self.advertise:
            from .discovery import Advertiser

            addrs = None if addr in ("0.0.0.0", "::") else [addr]
            self._advertiser = Advertiser(self.table, self.port, self._txt(), self.interfaces, addrs)
        self._log(f"listening on {addr}:{self.port}")
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
        return {
            "players": g.players,
            "names": list(g.names),
            "scores": list(g.scores),
            "deals": sum(1 for d in g.deals if d.phase == DONE),
        }

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

    def say(self, text: str, name: str = "Host") -> None:
        self._chat(name, None, text)

    def lobby_message(self) -> dict:
        return {
            "table": self.table,
            "players": self.players,
            "rules": self.rules.to_record(),
            "seats": [s.public() for s in self.seats],
            "level": self.level,
            "started": self.started,
            "replace_after": self.replace_after,
            **({"saved": self._saved_lobby} if self._saved_lobby else {}),
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
        self.gameStarted.emit()
        if g.deal is None or g.deal.phase == DONE:
            self._deal()
        else:  # a saved deal under way goes on where it stopped
            self._open_blind_choices()
            for c in self._joined():
                self._send_view(c)
            self._schedule_drive()
        return None

    def _send_start(self, c: Conn) -> None:
        g = self.game
        levels = [s.level if s.kind == "computer" else None for s in self.seats]  # clients name computers by level
        extra = {"start": dict(g.start)} if g.start else {}
        c.send(
            "start",
            seat=c.seat,
            players=g.players,
            names=list(g.names),
            levels=levels,
            rules=g.rules.to_record(),
            **extra,
        )

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
        self.driver.moved()
        self.keep_record()
        self._open_blind_choices()
        self._broadcast(events, len(g.deals) - 1)
        self._schedule_drive()

    # ------------------------------------------------------------------ cards before a blind decision
    # "Each player ... can order a Blind Game before the cards are revealed" (rule text 003): over the
    # LAN that is not left to honour. A seat the engine would let bid blind gets no card of its hand
    # (neither the ``hand`` event nor the view's ``hand``) until it chooses: a blind bid, or ``look``
    # (an action the host answers itself). A blind bidder then sees them when the engine's view shows
    # them; a seat that has looked may no longer bid blind.

    def _open_blind_choices(self) -> None:
        g = self.game
        d = g.deal
        self._undecided = {s for s in d.seats if d.phase == AUCTION and _may_bid_blind(g, d, s)}
        self._withheld = {}

    def _cards_hidden(self, seat: int) -> bool:
        d = self.game.deal
        return seat in self._undecided or (d.phase == AUCTION and seat in d.blind)

    def _close_blind_choices(self, a: Action | None) -> set[int]:
        """After an action: the seats whose choice it closed; returns the seats whose cards may be shown now."""
        g = self.game
        d = g.deal
        for s in list(self._undecided):
            if (a is not None and a.seat == s) or d.phase != AUCTION or not _may_bid_blind(g, d, s):
                self._undecided.discard(s)
        return {s for s in self._withheld if not self._cards_hidden(s)}

    def _look(self, c: Conn) -> None:
        """The seat chose to look at its cards rather than bid blind."""
        self._undecided.discard(c.seat)
        events = self._withheld.pop(c.seat, []) if not self._cards_hidden(c.seat) else []
        if events:
            c.send("events", events=[P.event_to_wire(e, len(self.game.deals) - 1) for e in events], at=self._at())
        self._send_view(c)

    def _seat_view(self, seat: int):
        """The engine's view of the seat, less what a seat that has not made its blind choice may not know."""
        v = view(self.game, seat)
        if seat in self._undecided:
            return dataclasses.replace(
                v, hand=0, legal=[a for a in v.legal if a.kind == "blind"] + [Action(seat, "look")]
            )
        if seat not in self.game.deal.blind:
            return dataclasses.replace(v, legal=[a for a in v.legal if a.kind != "blind"])
        return v

    def _at(self) -> list:
        g = self.game
        return [len(g.deals) - 1, len(g.deal.actions)]

    def _broadcast(self, events, deal_index: int, action: Action | None = None) -> None:
        g = self.game
        at = [deal_index, len(g.deals[deal_index].actions)]
        shown = self._close_blind_choices(action)
        for e in events:
            if e.kind == "hand" and e.to is not None and self._cards_hidden(e.to):
                self._withheld.setdefault(e.to, []).append(e)
        events = [e for e in events if not any(e is w for held in self._withheld.values() for w in held)]
        released = {s: self._withheld.pop(s) for s in shown}
        for c in self._joined():
            if c.seat is None:
                continue
            mine = [P.event_to_wire(e, deal_index) for e in released.get(c.seat, []) + events if e.visible_to(c.seat)]
            if mine:
                c.send("events", events=mine, at=at)
            self._send_view(c)

    def _send_view(self, c: Conn) -> None:
        g = self.game
        if g is None or g.deal is None or c.seat is None:
            return
        v = self._seat_view(c.seat)
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
        return {
            c: explain_illegal(g, g.deal, Action(v.seat, "play", c)) for c in C.cards_of(v.hand) if c not in playable
        }

    def _apply(self, a: Action) -> None:
        """Apply an action the engine accepts (raises IllegalAction otherwise)."""
        g = self.game
        idx = len(g.deals) - 1
        events = engine_apply(g, a)
        self.driver.moved()
        self.actions_applied += 1
        self.keep_record()  # before anyone hears of the action: a crash never loses what was seen
        self._broadcast(events, idx, a)
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
        self.dealFinished.emit(idx)
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
        self.gameOver.emit(summ)

    def record(self) -> dict | None:
        return to_record(self.game) if self.game is not None else None

    def keep_record(self) -> None:
        """Rewrite ``record_path`` with the game's record as it stands (a temporary file renamed
        over it: a host killed at any moment leaves the last whole record, which ``--continue``
        goes on with, the unfinished deal where it stopped)."""
        if not self.record_path or self.game is None:
            return
        tmp = f"{self.record_path}.{os.getpid()}.tmp"
        try:
            with open(tmp, "w", encoding="utf-8") as f:
                json.dump(to_record(self.game), f, ensure_ascii=False)
            os.replace(tmp, self.record_path)
        except OSError as e:
            self._log(f"cannot write the record {self.record_path}: {e}")

    def _schedule_drive(self) -> None:
        if self._drive_pending:
            return
        self._drive_pending = True
        QTimer.singleShot(int(self.bot_delay * 1000), self._drive)

    def _drive(self) -> None:
        """Ask the computer seats (claims out of turn first, then the one to act) on the thinker's thread."""
        self._drive_pending = False
        g = self.game
        if g is None or self.finished or g.over or g.deal.phase == DONE or self.thinker.busy:
            return
        job = self.driver.job(g, {s.index: s.player for s in self.seats if s.computer_plays})
        if job is not None:
            self.thinker.think(job)

    def _decided(self, decision) -> None:
        if self.finished or not self.driver.settle(self.game, decision, self._apply):
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
        t.start(int(self.replace_after * 1000))

    def _replace(self, seat: Seat, timer: QTimer) -> None:
        if seat.away_timer is not timer or seat.conn is not None or self.finished:
            return
        seat.away_timer = None
        seat.replaced = True
        if seat.player is None:
            seat.player = make_computer(seat.level, self.seed + 100 + seat.index)
        self._log(f"a computer takes seat {seat.index} ({seat.name})")
        self._seat_status(seat, "computer")
        self._schedule_drive()

    def _seat_status(self, seat: Seat, status: str) -> None:
        for c in self._joined():
            c.send("seat", seat=seat.index, status=status, name=seat.name)
        self.lobbyChanged.emit(self.lobby_message())

    def _heartbeat(self) -> None:
        now = time.monotonic()
        for c in list(self.conns):
            if c.closed:
                continue
            if not c.hello and now - c.opened > HELLO_TIMEOUT_S:
                c.drop("no_hello", seconds=max(1, round(HELLO_TIMEOUT_S)))
            elif now - c.last_heard > self.timeout_s and c.sock.bytesToWrite() > L.QUEUE_PAUSE:
                c.drop("too_slow")  # its frames wait for it to read ours
            elif now - c.last_heard > self.timeout_s:
                c.drop("silent", seconds=max(1, round(self.timeout_s)))
            elif c.hello:
                c.send("ping")

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
            c.close()
        elif t == "chat":
            text = P.clean_text(msg.get("text"), P.MAX_CHAT)
            if not c.chats.take():
                c.send("error", ref=msg["seq"], **M.fields("chat_too_fast"))
                return
            seat = self.seats[c.seat] if c.seat is not None else None
            self._chat(seat.name if seat else "?", c.seat, text)
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
        self.chatReceived.emit(name, text)

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
        if a.kind == "look" and c.seat in self._undecided:
            self._look(c)
            return
        if a.kind == "blind" and not self._cards_hidden(c.seat):
            c.send("error", ref=ref, **M.fields("cards_seen"))
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
        self.thinker.stop()
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


class Commands:
    """The headless host's console: one command a line on stdin, one answer a line on stdout.

    seats                 each seat: SEAT n kind name ready|not-ready [reserved NAME]
    kick N                send the guest at seat N away (1-based)
    reserve N NAME        keep seat N for NAME;  unreserve N  lifts it
    """

    def __init__(self, host: HostServer, fd: int = 0):
        self.host, self.fd, self.buf = host, fd, b""
        try:
            self.notifier = QSocketNotifier(fd, QSocketNotifier.Type.Read)
        except Exception:  # pragma: no cover - no console
            self.notifier = None
            return
        self.notifier.activated.connect(self._read)

    def _read(self, *_):
        try:
            data = os.read(self.fd, 4096)
        except OSError:
            data = b""
        if not data:
            self.notifier.setEnabled(False)  # the console is gone (or was never there)
            return
        self.buf += data
        while b"\n" in self.buf:
            line, self.buf = self.buf.split(b"\n", 1)
            print(self.run(line.decode("utf-8", "replace")), flush=True)

    def run(self, line: str) -> str:
        words = line.split(maxsplit=2)
        try:
            if words == ["seats"]:
                return "\n".join(
                    f"SEAT {s.index + 1} {s.kind} {s.name or '-'} {'ready' if s.ready else 'not-ready'}"
                    + (f" reserved {s.reserved}" if s.reserved else "")
                    for s in self.host.seats
                )
            if len(words) == 2 and words[0] == "kick":
                self.host.kick(int(words[1]) - 1)
            elif len(words) == 3 and words[0] == "reserve":
                self.host.reserve(int(words[1]) - 1, words[2])
            elif len(words) == 2 and words[0] == "unreserve":
                self.host.reserve(int(words[1]) - 1, None)
            else:
                return f"ERROR unknown command: {P.for_log(line)[:80]} (seats, kick N, reserve N NAME, unreserve N)"
        except (ValueError, IndexError, RuntimeError) as e:
            return f"ERROR {e}"
        return "OK " + P.for_log(line)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m thousand_qt.net.host", description="Host a Thousand table on the LAN.")
    ap.add_argument("--headless", action="store_true", help="no window (the only mode here)")
    ap.add_argument("--port", type=int, default=0, help="TCP port (0: any free port)")
    ap.add_argument(
        "--listen", default=None, help="address to listen on (default: the only --interfaces address, else all)"
    )
    ap.add_argument("--preset", default="russian")
    ap.add_argument("--agreements", default=None, help="JSON object of agreement overrides")
    ap.add_argument(
        "--interfaces", default=None, help="comma-separated addresses for zeroconf (default: $THOUSAND_LAN_INTERFACES)"
    )
    ap.add_argument("--no-advertise", action="store_true")
    ap.add_argument("--name", default="Headless table")
    ap.add_argument("--players", type=int, default=3, choices=(3, 4))
    ap.add_argument("--bots", type=int, default=0, help="seats the computer takes from the start")
    ap.add_argument("--level", default="medium", choices=level_names())
    ap.add_argument(
        "--replace-after", type=float, default=30.0, help="seconds before a computer takes a dropped player's seat"
    )
    ap.add_argument("--bot-delay", type=float, default=0.2)
    ap.add_argument("--deal-pause", type=float, default=1.0)
    ap.add_argument("--seed", type=int, default=None)
    ap.add_argument("--max-deals", type=int, default=None, help="end the game after this many deals")
    ap.add_argument(
        "--record",
        default=None,
        help="keep the game record here, rewritten after every move "
        "and deal (a crashed host goes on from it with --continue)",
    )
    ap.add_argument(
        "--lobby-idle",
        type=float,
        default=L.LOBBY_IDLE_S,
        help="seconds after which a seated guest who is neither ready nor active gives way to "
        "a newcomer when the table is full (0: never)",
    )
    ap.add_argument(
        "--reserve",
        action="append",
        default=[],
        metavar="SEAT:NAME",
        help="keep seat SEAT (1-based) for the player called NAME; may be repeated",
    )
    ap.add_argument(
        "--continue",
        dest="saved",
        default=None,
        metavar="RECORD",
        help="go on with this saved game (a game record): its agreements, seats and scores",
    )
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
    host = HostServer(
        args.name,
        args.players,
        rules,
        port=args.port,
        listen=args.listen,
        advertise=not args.no_advertise,
        interfaces=interfaces,
        level=args.level,
        replace_after=args.replace_after,
        bot_delay=args.bot_delay,
        deal_pause=args.deal_pause,
        seed=args.seed,
        max_deals=args.max_deals,
        lobby_idle=args.lobby_idle,
        record_path=args.record,
    )
    host.log.connect(lambda m: print(f"[host] {m}", file=sys.stderr, flush=True))
    if saved is not None:
        try:
            host.continue_saved(saved)
        except (RecordError, ValueError) as e:
            print(f"error: {args.saved}: {e}", file=sys.stderr)
            return 2
    try:
        for spec in args.reserve:
            seat, _, name = spec.partition(":")
            host.reserve(int(seat) - 1, name)
    except (ValueError, IndexError, RuntimeError) as e:
        print(f"error: --reserve {args.reserve}: {e}", file=sys.stderr)
        return 2
    host.autostart = True
    for i in range(max(0, min(args.bots, host.players))):  # a saved game may seat another number
        host.set_computer(host.players - 1 - i, args.level)
    if not host.start():
        return 1
    print(f"LISTENING {host.listen_address} {host.port}", flush=True)

    def keep_record():
        host.keep_record()

    def finish(summ=None):
        keep_record()
        print("GAME OVER " + json.dumps(summ), flush=True)
        QTimer.singleShot(int(args.linger * 1000), lambda: (host.close(), QTimer.singleShot(300, app.quit)))

    host.gameOver.connect(finish)

    def on_signal(*_):
        keep_record()  # a game stopped half-way can go on later (--continue)
        host.close("host_stopped")
        QTimer.singleShot(300, app.quit)

    commands = Commands(host)
    signal.signal(signal.SIGINT, on_signal)
    signal.signal(signal.SIGTERM, on_signal)
    tick = QTimer()
    tick.start(200)  # lets Python run its signal handlers
    tick.timeout.connect(lambda: None)
    rc = app.exec()
    _ = commands
    os._exit(rc)  # zeroconf's daemon threads need not be waited for


if __name__ == "__main__":
    sys.exit(main())
