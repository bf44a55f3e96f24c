"""``RemoteGameSource``: the GameSource of a LAN client — the main window's controller plays a
table hosted elsewhere (or by this very instance) through a ``ClientSession``.

The host sends, for each change, this seat's visible ``events`` then its ``view``; here each view
closes a batch. The first view after ``start`` resets the table (a fresh game: ``reset(None,
history)`` then the dealing as an update, so it animates as in a local game; a rejoin: ``reset(view,
history)``). Later batches go out as ``updated(events, view)``, one at a time: while the controller
animates, whatever arrives is held and merged until ``acknowledge()``.

``history`` is rebuilt from the finished deals the host shares (``deal_record``), replayed with the
engine and filtered to what this seat may see, plus the events of this deal already received.

``explain(play)`` answers from the ``refusals`` the host sends with each view in which this seat has
a card to play (why each other card may not be played), so dimmed cards say why as in a local game.
"""

from __future__ import annotations

import dataclasses
import logging

from PySide6.QtCore import Signal

from engine import IllegalAction
from engine.record import FORMAT, RecordError, replay
from thousand_qt.game.source import GameSource
from thousand_qt.words.i18n import fill, translator

log = logging.getLogger(__name__)
tr = translator("Network")


def history_from_deals(info: dict, deal_records: dict, seat: int) -> list:
    """The events of the finished deals ``0..n-1`` (as far as they run without a gap), as ``seat``
    saw them, replayed as a record of the table's game (engine.record.replay: every game's deals).
    Anything the engine refuses ends the history before that deal (a table's view still shows the
    scores; only the sheet's past rows would be missing)."""
    n = 0
    while n in deal_records:
        n += 1
    if n == 0:
        return []
    rec = {"format": FORMAT, "rules": info.get("rules"), "players": info.get("players", 3)}
    rec.update({k: info[k] for k in ("names", "start") if info.get(k)})
    rec["deals"] = [deal_records[i] for i in range(n)]
    seen: list = []  # (deal index, event)

    def step(g, events):
        seen.extend((len(g.deals) - 1, e) for e in events if e.visible_to(seat))

    try:
        replay(rec, on_step=step)
    except RecordError as e:
        bad = e.deal or 0  # the deal the engine refused (none: the whole record)
        log.warning("the finished deals cannot be replayed from deal %d on: %s", bad, e)
        seen = [(k, ev) for k, ev in seen if k < bad]
    except Exception as e:  # noqa: BLE001 - a history we cannot rebuild is only cosmetic
        bad = max((k for k, _ in seen), default=0)  # the deal being replayed
        log.warning("the finished deals cannot be replayed from deal %d on: %r", bad, e)
        seen = [(k, ev) for k, ev in seen if k < bad]
    return [ev for _, ev in seen]


class RemoteGameSource(GameSource):
    """A ClientSession as a GameSource. ``hostLost(reason)`` also arrives as ``failed``; the main
    window offers to save ``record()`` (the session's record: finished deals, this seat's view of
    the unfinished one, or the host's full record after the game)."""

    hostLost = Signal(str)
    autosave = False  # a client's record is not a replayable local game: never the autosave

    def __init__(self, session, parent=None):
        super().__init__(parent)
        self.session = session
        info = session.start_info or {}
        self.seat = int(info.get("seat", session.seat or 0))
        self.players = int(info.get("players", 3))
        # people's seats a computer plays now (a guest who left or dropped): their plates say so
        self.stood_in = {
            s["seat"]
            for s in (session.lobby or {}).get("seats", [])
            if isinstance(s, dict) and s.get("kind") == "human" and s.get("computer") and isinstance(s.get("seat"), int)
        }
        self.names = self.current_names()
        self.view = None
        self.refusals: dict = {}  # {card: Refusal} that came with self.view
        self._started = False  # start() was called
        self._reset_done = False  # the first view went out
        self._ready = False  # the controller acknowledged the last batch
        self._events: list = []  # received since the last view
        self._held: list = []  # [(events, view, refusals)] waiting for acknowledge()
        self._stopped = False
        self._lost = False
        self._in_flight = False  # an action sent, the host's answer (a view) not yet here
        session.eventsReceived.connect(self._on_events)
        session.viewChanged.connect(self._on_view)
        session.actionRefused.connect(self._on_refused)
        session.noticed.connect(self.failed.emit)  # said as it is, not as a refusal
        session.hostLost.connect(self._on_host_lost)
        session.seatChanged.connect(self._on_seat)
        if session.view is not None:  # made after the first view (a late start): begin from it
            self._held.append(([], session.view, session.refusals))

    # ---------------------------------------------------------------- GameSource

    def start(self) -> None:
        if self._started and self._reset_done:  # back on the table after a review: told anew
            self._retell()
            return
        self._started = True
        if self._held:
            self._first()

    def _retell(self) -> None:
        """The whole game as this seat saw it, up to the last view (what arrived meanwhile included)."""
        if self._held:
            self._take_held()
        s = self.session
        at = s.at if isinstance(s.at, list) and s.at else [None]
        now = [] if at[0] in s.deal_records else list(s.history_events)
        self.reset.emit(self.view, history_from_deals(s.start_info or {}, s.deal_records, self.seat) + now)
        self._ready = True
        self._thinking(self.view)

    def current_view(self):
        return self.view

    def current_names(self) -> list:
        """The players' names in the language now (a computer seat by its level: ClientSession.names);
        the main window asks again on a language switch rather than retranslating the texts, so a
        person's own name is never taken for one of the app's words."""
        names = self.session.names()[: self.players]
        names += [f"Player {i + 1}" for i in range(len(names), self.players)]
        self.names = [tr("%1 (computer)", n) if i in self.stood_in else n for i, n in enumerate(names)]
        return list(self.names)

    def explain(self, action):
        """Why the rules refuse playing a card of the view shown (an engine Refusal), as the host
        said with that view; "" for anything else."""
        if action.kind != "play" or self.view is None or action.seat != self.seat:
            return ""
        return self.refusals.get(action.value, "")

    def submit(self, action) -> None:
        if self._stopped or self._lost or not self.session.is_open:
            raise IllegalAction(tr("You are not at a table any more."))
        if action.seat != self.seat:
            raise IllegalAction(tr("not your seat"))
        if self._in_flight:
            raise IllegalAction(tr("wait for the host's answer to your last move"))
        self._in_flight = True
        self.session.send_action(action)
        # until the host answers, this seat has nothing to do (no second click on a stale view)
        if self.view is not None and self._reset_done and not self._held:
            self.view = dataclasses.replace(self.view, legal=[])
            self._ready = False
            self.updated.emit([], self.view)

    def acknowledge(self) -> None:
        self._ready = True
        self._release()

    def can_undo(self) -> bool:
        return False

    full_record = None  # the host's instance: the host's whole record (HostServer.record)

    def record(self):
        if self.full_record is not None:
            rec = self.full_record()
            if rec is not None:
                return rec
        return self.session.record()

    def start_position(self):
        start = (self.session.start_info or {}).get("start")
        return dict(start) if isinstance(start, dict) else None

    def stop(self) -> None:
        """The controller moved on (a new game, the window closes): leave the table."""
        if self._stopped:
            return
        self._stopped = True
        try:
            if self.session.is_open:
                self.session.leave()
        except RuntimeError:  # the session is already gone
            pass

    def freeze(self) -> None:
        """Nothing more to do at this table (the host left, we left): show no actions."""
        if self.view is not None and self._reset_done:
            v = dataclasses.replace(self.view, legal=[])
            self.view = v
            self._held.append(([], v, {}))
            self._release()

    # ---------------------------------------------------------------- from the session

    def _on_events(self, events) -> None:
        self._events += list(events)

    def _on_view(self, view) -> None:
        if self._stopped:
            return
        events, self._events = self._events, []
        self._in_flight = False
        self._held.append((events, view, self.session.refusals))
        if not self._reset_done:
            if self._started:
                self._first()
        else:
            self._release()

    def _first(self) -> None:
        """The first view: reset the table from the history, then (a fresh deal) animate it."""
        events, v = self._take_held()
        self._reset_done = True
        s = self.session
        past = history_from_deals(s.start_info or {}, s.deal_records, self.seat)
        if any(e.kind == "dealt" for e in events):
            # a fresh deal: like a local game's start, the dealing animates
            self._ready = False
            self.reset.emit(None, past)
            self.updated.emit(events, v)
        else:
            # a rejoin (or the deal's start came before this source): rebuild silently from the
            # finished deals and what this session saw of the current one
            at = s.at if isinstance(s.at, list) and s.at else [None]
            now = [] if at[0] in s.deal_records else list(s.history_events)
            self.reset.emit(v, past + now)
            self._ready = True
        self._thinking(v)

    def _release(self) -> None:
        if not self._ready or not self._held or not self._reset_done:
            return
        events, v = self._take_held()
        self._ready = False
        self.updated.emit(events, v)
        self._thinking(v)

    def _take_held(self):
        """The held batches merged: (their events, the last view), which becomes the view shown."""
        events = [e for ev, _, _ in self._held for e in ev]
        _, self.view, self.refusals = self._held[-1]
        self._held = []
        return events, self.view

    def _thinking(self, v) -> None:
        turn = v.turn if v is not None and v.phase not in ("done", "over") else None
        self.thinking.emit(turn if turn is not None and turn != self.seat else -1)

    def _on_refused(self, text: str) -> None:
        self.failed.emit(tr("The host refused: %1", text))

    def _on_seat(self, m) -> None:
        seat, status = m.get("seat"), m.get("status")
        if not isinstance(seat, int) or not 0 <= seat < self.players or seat == self.seat:
            return
        name = self.session.names()[seat] if seat < len(self.session.names()) else ""
        if status == "computer":
            self.stood_in.add(seat)
        elif status == "human":
            self.stood_in.discard(seat)
        text = {
            "away": tr("%1 lost the connection; a computer takes the seat if they do not come back."),
            "computer": tr("A computer plays for %1 now."),
            "human": tr("%1 is back."),
        }.get(status)
        if text:
            self.failed.emit(fill(text, name))

    def _on_host_lost(self, reason: str) -> None:
        if self._stopped or self._lost:
            return
        self._lost = True
        self.failed.emit(reason)
        self.freeze()
        self.hostLost.emit(reason)
