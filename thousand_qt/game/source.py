"""Where a table's events come from.

``GameSource`` is the interface the controller talks to; ``LocalGameSource`` runs the engine
in this process with computer players on worker threads. A LAN client implements the same
interface (thousand_qt/net/): it emits ``updated`` with the events and view it receives from
the host and sends the human's action in ``submit``.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QObject, Signal

from engine import Event, IllegalAction, apply, new_game, to_act
from engine.driver import Driver
from engine.game import explain
from engine.hidden import BlindChoices
from engine.record import RecordError, replay, to_record
from thousand_qt.game.players import make_computers
from thousand_qt.game.thinking import Thinker


class GameSource(QObject):
    """A stream of one seat's events and views, and a place to send that seat's actions.

    Signals:
      ``reset(view, history)``   start over from a view; ``history`` = every past event the seat
                                 may see (rebuilds the score sheet and the taken tricks)
      ``updated(events, view)``  new events (already filtered for the seat) and the view after them
      ``thinking(seat)``         a seat is deciding (-1: nobody)
      ``failed(message)``        something went wrong that the player should read
    After handling ``updated`` (animations done) the controller calls ``acknowledge()``; a source
    holds back further events until then.
    """

    reset = Signal(object, object)
    updated = Signal(object, object)
    thinking = Signal(int)
    failed = Signal(str)

    seat = 0
    players = 3
    names: list = []
    autosave = True  # False: the controller never autosaves this source's record (a LAN client)

    def start(self) -> None: ...
    def submit(self, action) -> None:
        raise NotImplementedError

    def acknowledge(self) -> None: ...
    def explain(self, action):
        return ""  # why the rules refuse it: an engine Refusal, or a text ("": not known)

    def current_view(self):
        return None

    def can_undo(self) -> bool:
        return False

    def undo(self) -> bool:
        return False

    def record(self) -> dict | None:
        return None

    def start_position(self) -> dict | None:
        return None  # the game's start as a record's ``start`` (None: not known)

    def stop(self) -> None: ...


def events_of_record(data: dict):
    """Replay a record and keep every event: returns (game, events). RecordError if refused."""
    events: list[Event] = []
    g = replay(data, on_events=events.extend, auto_deal=True)
    return g, events


def fresh_game(rules, players, seed, dealer, names, start=None):
    """A new game and the events of its first deal."""
    g = new_game(rules, players, seed=seed, dealer=dealer, names=names, start=start)
    return g, list(g.opening_events)


class LocalGameSource(GameSource):
    """The engine in this process. ``levels`` maps seat -> level; the human seat (``seat``)
    may also be a computer (autoplay, self-test): then nobody waits for input. Searching
    computer players run in a worker process (see players.ComputerPool) so the GUI never
    waits on the GIL; the random one runs on a worker thread."""

    use_process = True

    def __init__(
        self,
        game,
        seat: int,
        levels: dict,
        think_ms: int = 0,
        seed: int | None = None,
        first_events=None,
        history=None,
        parent=None,
    ):
        super().__init__(parent)
        self.g = game
        self.blind = BlindChoices(game)  # the cards of a blind choice, hidden as at a LAN table
        self.seat, self.players, self.names = seat, game.players, list(game.names)
        self.levels = dict(levels)
        rng = random.Random(seed)
        seeds = {s: rng.randrange(1 << 30) for s in sorted(self.levels)}
        self.bots, self._pool = make_computers(self.levels, seeds, use_process=self.use_process, game=game.rules.game)
        self.think_ms = think_ms
        self.driver = Driver(on_failure=self.failed.emit)
        self._first_events = list(first_events or [])
        self._history = list(history or [])
        self._ready = False
        self.thinker = Thinker(self)
        self.thinker.decided.connect(self._decided)
        self.stats = {"decisions": 0, "longest_decision": 0.0}

    # ---------------------------------------------------------------- construction

    @classmethod
    def new(cls, rules, players, seat, levels, names, dealer=0, seed=None, think_ms=0, start=None, parent=None):
        g, events = fresh_game(rules, players, seed, dealer, names, start)
        return cls(g, seat, levels, think_ms, seed, first_events=events, parent=parent)

    @classmethod
    def from_record(cls, data, seat, levels, think_ms=0, seed=None, parent=None):
        g, events = events_of_record(data)
        return cls(g, seat, levels, think_ms, seed, history=events, parent=parent)

    # ---------------------------------------------------------------- GameSource

    def start(self):
        if self._first_events:
            self.reset.emit(None, [])
            ev, self._first_events = self._first_events, []
            self._ready = False
            self.updated.emit(self._visible(ev), self.current_view())
        else:
            self.reset.emit(self.current_view(), self._visible(self._history))
            self._ready = True
            self._schedule()

    def current_view(self):
        return self.blind.view(self.seat)

    def _visible(self, events, action=None):
        """The seat's events; its hand held back until it has made its blind choice (engine.hidden)."""
        sent, released = self.blind.events(events, action)
        return [e for e in released.get(self.seat, []) + sent if e.visible_to(self.seat)]

    def explain(self, action):
        if self.g.deal is None:
            return ""
        return explain(self.g, action)  # every game's own refusals (engine.game hands it to the game)

    def submit(self, action):
        if action.seat != self.seat or self.seat in self.bots:
            raise IllegalAction("not your seat")
        if action.kind == "look" and action.seat in self.blind.undecided:  # no move: its cards are shown
            self.updated.emit([e for e in self.blind.look(self.seat) if e.visible_to(self.seat)], self.current_view())
            return
        self._apply(action)

    def acknowledge(self):
        self._ready = True
        self._schedule()

    def record(self):
        return to_record(self.g)

    def start_position(self):
        return dict(self.g.start or {})

    def stop(self):
        self.thinker.cancel()
        self.driver.moved()
        if self._pool is not None:
            self._pool.close()  # unblocks a waiting decision (it falls back and is dropped as stale)
            self._pool = None
        self.thinker.stop(wait_s=2.0)

    # ---------------------------------------------------------------- undo

    def can_undo(self) -> bool:
        return self.seat not in self.bots and self._undo_record() is not None

    def _undo_record(self):
        rec = to_record(self.g)
        deals = rec["deals"]
        for i in range(len(deals) - 1, -1, -1):
            acts = deals[i]["actions"]
            for j in range(len(acts) - 1, -1, -1):
                # not to a draw (Sixty-Six): the app makes it by itself and would at once again
                if acts[j].get("seat") == self.seat and "draw" not in acts[j]:
                    out = dict(rec)
                    out["deals"] = deals[:i] + [dict(deals[i], actions=acts[:j])]
                    return out
        return None

    def undo(self) -> bool:
        rec = self._undo_record()
        if rec is None or self.seat in self.bots:
            return False
        try:
            g, events = events_of_record(rec)
        except RecordError as e:
            self.failed.emit(str(e))
            return False
        self.thinker.cancel()
        self.driver.moved()
        self.g = g
        self.blind = BlindChoices(g)
        self.thinking.emit(-1)
        self.reset.emit(self.current_view(), self._visible(events))
        self._ready = True
        self._schedule()
        return True

    # ---------------------------------------------------------------- driving

    def _apply(self, action):
        events = apply(self.g, action)  # IllegalAction propagates to the caller
        self.driver.moved()
        self._ready = False
        self.thinking.emit(-1)
        self.updated.emit(self._visible(events, action), self.current_view())

    def _schedule(self):
        """Ask the computers at this position (once), when the table is ready for their move."""
        if not self._ready:
            return
        job = self.driver.job(self.g, self.bots)
        if job is None:
            return
        # Sixty-Six: a computer's draw (or close before drawing) after a trick it won comes without the
        # think time, which would slow every trick it wins
        drawing = getattr(self.g.deal, "drawing", None) is not None
        if to_act(self.g) in self.bots and not drawing:
            self.thinking.emit(to_act(self.g))
        self.thinker.think(job, 0.0 if drawing else self.think_ms / 1000.0)

    def _decided(self, decision):
        if self.driver.current(decision):
            self.stats["decisions"] += 1
            self.stats["longest_decision"] = max(self.stats["longest_decision"], decision.seconds)
        if not self.driver.settle(self.g, decision, self._apply):
            self._schedule()
