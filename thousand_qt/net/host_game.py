"""The host's game: the authoritative engine, what each seat is sent of it, and the computer seats.

Every action a client sends is checked by ``engine.apply``; each client gets only the events
``Event.visible_to`` its seat and its own ``view``. Computer seats are driven by engine.driver (claims
first, then the seat to act; a failing computer falls back to a legal move) on a Thinker's thread, so a
GUI host stays responsive. ``HostGame`` is a part of ``HostServer`` (host.py).
"""

from __future__ import annotations

import json
import os
import secrets
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer

from engine import Action, IllegalAction, summary
from engine import apply as engine_apply
from engine import cards as C
from engine.agreements import agreements_of
from engine.game import DONE, continue_game, explain, new_game
from engine.hidden import BlindChoices
from engine.record import deal_record, to_record

from ..players import make_computer, make_computers, plays
from . import messages as M
from . import protocol as P
from .saved_game import go_on

if TYPE_CHECKING:
    from .connection import Conn
    from .lobby import Seat


class HostGame:
    """The game at the table (HostServer's state: ``game``, ``driver``, ``thinker``, the seats)."""

    def start_game(self, level: str | None = None) -> str | None:
        why = self.can_start()
        if why:
            return why
        for s in self.seats:
            if s.kind == "empty":
                s.kind, s.level, s.ready = "computer", level or self.level, True
                s.name = M.computer_english(s.level)
        if self.use_process:  # a GUI host: searching computers in a worker process, never the GIL
            lv = {s.index: s.level for s in self.seats if s.kind == "computer"}
            seeds = {i: self._computer_seed(i) for i in lv}
            players, self._computer_procs = make_computers(lv, seeds, game=self.rules.game)
            for i, p in players.items():
                self.seats[i].player = p
        for s in self.seats:
            if s.kind == "computer" and s.player is None:
                s.player = self._computer(s.level, self._computer_seed(s.index))
        names = [s.name or f"Player {s.index + 1}" for s in self.seats]
        if self.saved is not None:  # the record goes on under the names of those who sit now
            self.game = go_on(self.saved, names, self.seed)
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

    def _computer_seed(self, n: int) -> int:
        """A computer seat's seed: fixed with the table's ``seed`` (tests, demos), else secret, so
        nothing a computer does leads back to the deals."""
        return self.seed + n if self.seed is not None else secrets.randbits(64)

    def _computer(self, level: str, seed: int):
        """The computer of ``level`` for this table's game: the random player for a game the level
        cannot play yet (players.plays; New game and the host dialog say so), as in a local game."""
        return make_computer(level if plays(level, self.rules.game) else "random", seed)

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
                    c.send("deal_record", deal=i, record=deal_record(self.game, d))

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
        self._schedule_drive()

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

    def _cards_hidden(self, seat: int) -> bool:
        return self.blind_choices.hidden(seat)

    def _look(self, c: Conn) -> None:
        """The seat chose to look at its cards rather than bid blind."""
        events = self.blind_choices.look(c.seat)
        if events:
            c.send("events", events=[P.event_to_wire(e, len(self.game.deals) - 1) for e in events], at=self._at())
        self._send_view(c)

    def _seat_view(self, seat: int):
        """The engine's view of the seat, less what a seat that has not made its blind choice may not know."""
        return self.blind_choices.view(seat)

    def _at(self) -> list:
        g = self.game
        return [len(g.deals) - 1, len(g.deal.actions)]

    def _broadcast(self, events, deal_index: int, action: Action | None = None) -> None:
        g = self.game
        at = [deal_index, len(g.deals[deal_index].actions)]
        events, released = self.blind_choices.events(events, action)
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
            self._schedule_drive()

    def _deal_done(self, idx: int) -> None:
        g = self.game
        if self.share_records:
            rec = deal_record(g, g.deals[idx])
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
        if a.kind == "look" and c.seat in self.blind_choices.undecided:
            self._look(c)
            return
        if a.kind == "blind" and not self._cards_hidden(c.seat):  # not "cards seen" where no game has it
            c.send("error", ref=ref, **M.fields("cards_seen" if _bids_blind(self.rules) else "no_blind_game"))
            return
        try:
            self._apply(a)
        except IllegalAction as e:
            extra = {"refusal": P.refusal_to_wire(e.refusal)} if e.refusal else {}
            c.send("error", message=str(e), ref=ref, **extra)  # the English text for older clients
            self._send_view(c)

    def _seat_status(self, seat: Seat, status: str) -> None:
        for c in self._joined():
            c.send("seat", seat=seat.index, status=status, name=seat.name)
        self.lobbyChanged.emit(self.lobby_message())

    def _replace(self, seat: Seat, timer: QTimer) -> None:
        if seat.away_timer is not timer or seat.conn is not None or self.finished:
            return
        seat.away_timer = None
        seat.replaced = True
        if seat.player is None:
            seat.player = self._computer(seat.level, self._computer_seed(100 + seat.index))
        self._log(f"a computer takes seat {seat.index} ({seat.name})")
        self._seat_status(seat, "computer")
        self._schedule_drive()

    def _schedule_drive(self) -> None:
        self.turns.watch()  # a new position: a guest to act has its turn time from now
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
        stand_in = self.turns.stand_in  # a guest whose turn time ran out: a computer plays this turn
        job = self.driver.job(g, {s.index: s.player for s in self.seats if s.computer_plays or s.index in stand_in})
        if job is not None:
            self.thinker.think(job)

    def _decided(self, decision) -> None:
        if self.finished or not self.driver.settle(self.game, decision, self._apply):
            self._schedule_drive()


def _bids_blind(rules) -> bool:
    """Whether the table's game has blind bids at all (1000 does; the family games have no such rule)."""
    return any(a.id == "blind" for a in agreements_of(rules.game))
