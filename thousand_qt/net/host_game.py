"""The host's game: the authoritative engine, what each seat is sent of it, and the computer seats.

Every action a client sends is checked by ``engine.apply``; each client gets only the events
``Event.visible_to`` its seat and its own ``view``. Computer seats are driven by engine.driver (claims
first, then the seat to act; a failing computer falls back to a legal move) on a Thinker's thread, so a
GUI host stays responsive. ``HostGame`` is a part of ``HostServer`` (host.py): it reads the seats
from the lobby, sends to the clients the host lists (``clients()``), and reports by its signals.
"""

from __future__ import annotations

import json
import os
import secrets
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal

from engine import Action, IllegalAction, summary, to_act
from engine import apply as engine_apply
from engine import cards as C
from engine.agreements import agreements_of
from engine.driver import Driver
from engine.game import DONE, continue_game, explain, new_game
from engine.hidden import BlindChoices
from engine.record import deal_record, to_record
from thousand_qt.game.players import make_computer, make_computers, plays
from thousand_qt.game.thinking import Thinker

from . import messages as M
from . import protocol as P
from .saved_game import go_on

if TYPE_CHECKING:
    from .connection import Conn
    from .lobby import Lobby, Seat


class HostGame(QObject):
    """The game at the table: ``game`` (None until it starts), the computer seats' ``driver`` and
    ``thinker``, the blind choices of the deal (engine.hidden.BlindChoices)."""

    dealFinished = Signal(int)  # deal index
    gameOver = Signal(object)  # summary
    seatChanged = Signal()  # a seat went away, came back or is played by a computer now

    def __init__(
        self,
        lobby: Lobby,
        clients: Callable[[], list[Conn]],
        log: Callable[[str], None],
        turn_moved: Callable[[], None],
        stand_ins: Callable[[], set[int]],
        replace_after: float,
        bot_delay: float,
        deal_pause: float,
        seed: int | None,
        max_deals: int | None,
        share_records: bool,
        record_path: str | None,
        parent: QObject | None = None,
    ):
        super().__init__(parent)
        self.lobby, self.clients, self.log = lobby, clients, log
        self.turn_moved, self.stand_ins = turn_moved, stand_ins  # the turn clock's (turn_clock.py)
        self.replace_after = replace_after  # seconds a dropped guest has to come back
        self.bot_delay = bot_delay
        self.deal_pause = deal_pause
        # None: every deal from the system's secure source (engine.cards.shuffler), and the computer
        # seats seeded from it too; a number fixes the deals for tests and demos, and the lobby says so
        self.seed = seed
        self.max_deals = max_deals
        self.share_records = share_records
        self.record_path = record_path  # the game's record, rewritten after every action and deal
        self.use_process = False  # True (the app's host): searching computers think in a worker process
        # the engine's game table (engine.contract.GameTable), None until start(); every method
        # but start() runs once it is there, so it is not narrowed at each use
        self.game: Any = None
        self.finished = False
        self.actions_applied = 0
        self.blind_choices: BlindChoices | None = None
        self.computer_procs = None
        self._deals_before = 0  # finished deals the game brought along (max_deals counts the rest)
        self._drive_pending = False
        self.driver = Driver(on_failure=log)  # the computer seats' loop; its stamp dates each position
        self.thinker = Thinker(self)
        self.thinker.decided.connect(self._decided)

    @property
    def seats(self) -> list[Seat]:
        return self.lobby.seats

    def start(self) -> None:
        """The game of the seats as they sit (every one taken: Lobby.fill), new or the saved one."""
        lobby = self.lobby
        if self.use_process:  # a GUI host: searching computers in a worker process, never the GIL
            lv = {s.index: s.level for s in self.seats if s.kind == "computer"}
            seeds = {i: self._computer_seed(i) for i in lv}
            players, self.computer_procs = make_computers(lv, seeds, game=lobby.rules.game)
            for i, p in players.items():
                self.seats[i].player = p
        for s in self.seats:
            if s.kind == "computer" and s.player is None:
                s.player = self._computer(s.level, self._computer_seed(s.index))
        names = [s.name or f"Player {s.index + 1}" for s in self.seats]
        if lobby.saved is not None:  # the record goes on under the names of those who sit now
            self.game = go_on(lobby.saved, names, self.seed)
        else:
            self.game = new_game(lobby.rules, lobby.players, seed=self.seed, names=names, auto_deal=False)
        self._deals_before = sum(1 for d in self.game.deals if d.phase == DONE)

    def play_on(self) -> None:
        """The first deal once every client has the start: dealt now, or a saved deal going on."""
        g = self.game
        if g.deal is None or g.deal.phase == DONE:
            self._deal()
        else:  # a saved deal under way goes on where it stopped
            self._open_blind_choices()
            for c in self.clients():
                self._send_view(c)
            self.drive_soon()

    def catch_up(self, c: Conn) -> None:
        """Everything a client that comes in mid-game needs: the start, the finished deals, and the
        game's end or its seat's view."""
        self.send_start(c)
        g = self.game
        if self.finished:
            c.send("game_over", summary=summary(g), record=to_record(g), complete=g.over)
        else:
            self._send_view(c)

    def close(self) -> None:
        self.finished = True
        self.thinker.stop()
        if self.computer_procs is not None:
            self.computer_procs.close()  # a decision waiting on it falls back and is dropped as stale
            self.computer_procs = None

    def _computer_seed(self, n: int) -> int:
        """A computer seat's seed: fixed with the table's ``seed`` (tests, demos), else secret, so
        nothing a computer does leads back to the deals."""
        return self.seed + n if self.seed is not None else secrets.randbits(64)

    def _computer(self, level: str, seed: int):
        """The computer of ``level`` for this table's game: the random player for a game the level
        cannot play yet (players.plays; New game and the host dialog say so), as in a local game."""
        return make_computer(level if plays(level, self.lobby.rules.game) else "random", seed)

    def send_start(self, c: Conn) -> None:
        """The game's start for this client's seat, then the finished deals, from which the client
        rebuilds the score sheet."""
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
        if self.share_records:
            for i, d in enumerate(g.deals):
                if d.phase == DONE:
                    c.send("deal_record", deal=i, record=deal_record(g, d))

    def _deal(self) -> None:
        g = self.game
        if g is None or g.over or self.finished:
            return
        events = continue_game(g)  # every game's next deal (engine.games: its module deals it)
        g.auto_deal = False  # the next one too is dealt here, after the finished deal's record and a pause
        self.driver.moved()
        self.keep_record()
        self._open_blind_choices()
        self._broadcast(events, len(g.deals) - 1)
        self.drive_soon()

    # ------------------------------------------------------------------ cards before a blind decision
    # "Each player ... can order a Blind Game before the cards are revealed" (rule text 003): over the
    # LAN that is not left to honour. A seat the engine would let bid blind gets no card of its hand
    # (neither the ``hand`` event nor the view's ``hand``) until it chooses: a blind bid, or ``look``
    # (an action the host answers itself). A blind bidder then sees them when the engine's view shows
    # them; a seat that has looked may no longer bid blind. The engine decides it all
    # (engine.hidden.BlindChoices), so a local table hides the same.

    def _open_blind_choices(self) -> None:
        self.blind_choices = BlindChoices(self.game)
        self.blind_choices.open()

    @property
    def _blind(self) -> BlindChoices:
        """The deal's blind choices: opened with every deal, so there whenever a seat acts or is sent a view."""
        assert self.blind_choices is not None
        return self.blind_choices

    def _cards_hidden(self, seat: int) -> bool:
        return self._blind.hidden(seat)

    def _look(self, c: Conn) -> None:
        """The seat chose to look at its cards rather than bid blind."""
        assert c.seat is not None  # only a seated guest's action gets here
        events = self._blind.look(c.seat)
        if events:
            c.send("events", events=[P.event_to_wire(e, len(self.game.deals) - 1) for e in events], at=self._at())
        self._send_view(c)

    def _seat_view(self, seat: int):
        """The engine's view of the seat, less what a seat that has not made its blind choice may not know."""
        return self._blind.view(seat)

    def _at(self) -> list:
        g = self.game
        return [len(g.deals) - 1, len(g.deal.actions)]

    def _broadcast(self, events, deal_index: int, action: Action | None = None) -> None:
        g = self.game
        at = [deal_index, len(g.deals[deal_index].actions)]
        events, released = self._blind.events(events, action)
        for c in self.clients():
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
        why = {c: explain(g, Action(v.seat, "play", c)) for c in C.cards_of(v.hand) if c not in playable}
        return {c: r for c, r in why.items() if r is not None}  # explain: every game's own refusals

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
            self.drive_soon()

    def _deal_done(self, idx: int) -> None:
        g = self.game
        if self.share_records:
            rec = deal_record(g, g.deals[idx])
            for c in self.clients():
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
        for c in self.clients():
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
            self.log(f"cannot write the record {self.record_path}: {e}")

    def action(self, c: Conn, msg: dict) -> None:
        """A client's ``action`` frame: applied if the engine accepts it, else the client hears why."""
        ref = msg["seq"]
        if self.game is None or self.finished:
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
        if a.kind == "look" and c.seat in self._blind.undecided:
            self._look(c)
            return
        if a.kind == "blind" and not self._cards_hidden(c.seat):  # not "cards seen" where no game has it
            c.send("error", ref=ref, **M.fields("cards_seen" if _bids_blind(self.lobby.rules) else "no_blind_game"))
            return
        try:
            self._apply(a)
        except IllegalAction as e:
            extra = {"refusal": P.refusal_to_wire(e.refusal)} if e.refusal else {}
            c.send("error", message=str(e), ref=ref, **extra)  # the English text for older clients
            self._send_view(c)

    def seat_status(self, seat: Seat, status: str) -> None:
        """Every client hears how ``seat`` is played now (away, human, computer)."""
        for c in self.clients():
            c.send("seat", seat=seat.index, status=status, name=seat.name)
        self.seatChanged.emit()

    # ------------------------------------------------------------------ seats that go and come back

    def away(self, seat: Seat, left: bool) -> None:
        """The guest of ``seat`` is gone: a guest who left (bye, Network ▸ Leave table) is not coming
        back and a computer plays at once (issue 40: the seat waited ~20 s); one whose connection
        broke has ``replace_after`` to rejoin."""
        self.log(f"seat {seat.index} ({seat.name}) dropped")
        self.seat_status(seat, "away")
        t = QTimer(self)
        t.setSingleShot(True)
        t.timeout.connect(lambda s=seat, tm=t: self._replace(s, tm))
        seat.away_timer = t
        t.start(0 if left else int(self.replace_after * 1000))

    def take_over(self, seat: Seat) -> None:
        """A computer plays ``seat`` from now on (its guest was sent away)."""
        if seat.away_timer is not None:
            seat.away_timer.stop()
            seat.away_timer = None
        self._replace(seat, None)

    def back(self, seat: Seat) -> None:
        """The guest of ``seat`` came back: no computer plays it any more."""
        if seat.away_timer is not None:
            seat.away_timer.stop()
            seat.away_timer = None
        seat.replaced = False
        self.driver.moved()  # a computer decision in flight for this seat no longer counts

    # ------------------------------------------------------------------ the turn clock's questions

    def position(self) -> tuple | None:
        """The position a guest's turn is timed at: (the driver's stamp, the seat to act), or None."""
        g = self.game
        if g is None or self.finished or g.over or g.deal is None or g.deal.phase == DONE:
            return None
        turn = to_act(g)
        return None if turn is None else (self.driver.stamp, turn)

    def guest_plays(self, seat: int) -> bool:
        return not self.seats[seat].computer_plays

    def time_up(self, seat: int, seconds: float) -> None:
        """The guest of ``seat`` let its turn time run out: a computer plays this turn (the same one
        a seat left for good would get), and the guest is told."""
        s = self.seats[seat]
        if s.player is None:
            s.player = self._computer(s.level, self._computer_seed(100 + s.index))
        seconds = max(1, round(seconds))
        self.log(f"turn time ({seconds} s) is up for seat {s.index} ({s.name}): a computer plays this turn")
        if s.conn is not None:
            s.conn.send("error", **M.fields("turn_time_up", seconds=seconds))
        self.drive_soon()

    def _replace(self, seat: Seat, timer: QTimer | None) -> None:
        if seat.away_timer is not timer or seat.conn is not None or self.finished:
            return
        seat.away_timer = None
        seat.replaced = True
        if seat.player is None:
            seat.player = self._computer(seat.level, self._computer_seed(100 + seat.index))
        self.log(f"a computer takes seat {seat.index} ({seat.name})")
        self.seat_status(seat, "computer")
        self.drive_soon()

    def drive_soon(self) -> None:
        self.turn_moved()  # a new position: a guest to act has its turn time from now
        if self._drive_pending:
            return
        self._drive_pending = True
        # Sixty-Six: a computer's draw (or close before drawing) after a trick comes without the delay
        drawing = self.game is not None and getattr(self.game.deal, "drawing", None) is not None
        QTimer.singleShot(0 if drawing else int(self.bot_delay * 1000), self._drive)

    def _drive(self) -> None:
        """Ask the computer seats (claims out of turn first, then the one to act) on the thinker's thread."""
        self._drive_pending = False
        g = self.game
        if g is None or self.finished or g.over or g.deal.phase == DONE or self.thinker.busy:
            return
        stand_in = self.stand_ins()  # a guest whose turn time ran out: a computer plays this turn
        job = self.driver.job(g, {s.index: s.player for s in self.seats if s.computer_plays or s.index in stand_in})
        if job is not None:
            self.thinker.think(job)

    def _decided(self, decision) -> None:
        if self.finished or not self.driver.settle(self.game, decision, self._apply):
            self.drive_soon()


def _bids_blind(rules) -> bool:
    """Whether the table's game has blind bids at all (1000 does; the family games have no such rule)."""
    return any(a.id == "blind" for a in agreements_of(rules.game))
