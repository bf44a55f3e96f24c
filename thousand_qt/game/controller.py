"""The game controller: a GameSource on one side; the models, the human and the autosave on the other.

Nothing here knows a rule. Legal actions come from the source's view; the human's choices go
back through ``act``; a LAN client only has to provide another GameSource.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from engine import IllegalAction, Rules
from engine.driver import Ask, Job
from thousand_qt.game import autosave
from thousand_qt.game.config import GameConfig as GameConfig  # where callers (tests, scripts) have always found it
from thousand_qt.game.models import ScoreModel, TableModel, placeholder_names
from thousand_qt.game.players import make_computer
from thousand_qt.game.source import GameSource, LocalGameSource
from thousand_qt.game.thinking import Thinker
from thousand_qt.words import i18n
from thousand_qt.words import names as seat_names
from thousand_qt.words.refusals import refusal_text

if TYPE_CHECKING:
    from thousand_qt.game.coach import Adviser
    from thousand_qt.game.players import ComputerPool

tr = i18n.translator("Controller")


def read_app_meta(meta, players: int, human: bool = True) -> tuple[int, dict, bool]:
    """A save's ``app`` key (the human's seat, the computers' levels), read so that a damaged one
    never stops the game: a seat out of range is seat 0, every other seat gets a computer
    ("normal" where the level is missing or unknown)."""
    from thousand_qt.game.players import ALIASES
    from thousand_qt.game.players import levels as known_levels

    meta = meta if isinstance(meta, dict) else {}
    seat = meta.get("seat", 0)
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < players:
        seat = 0
    if isinstance(meta.get("human"), bool):
        human = meta["human"]
    known = set(known_levels()) | set(ALIASES)
    raw = meta.get("levels")
    given = {}
    for k, v in raw.items() if isinstance(raw, dict) else ():
        try:
            s = int(k)
        except (TypeError, ValueError):
            continue
        if 0 <= s < players:
            given[s] = v if isinstance(v, str) and v in known else "normal"
    levels = {s: given.get(s, "normal") for s in range(players) if s != seat or not human}
    return seat, levels, human


def assumed_levels(meta, players: int, human: bool = True) -> list[int]:
    """The computer seats a record's ``app`` key gives no known level for (they play "normal"):
    a record written by another program, or exported before the levels were kept in it."""
    from thousand_qt.game.players import ALIASES
    from thousand_qt.game.players import levels as known_levels

    seat, levels, _human = read_app_meta(meta, players, human)
    raw = meta.get("levels") if isinstance(meta, dict) else None
    named = {str(k): v for k, v in raw.items()} if isinstance(raw, dict) else {}
    known = set(known_levels()) | set(ALIASES)
    return [s for s in levels if named.get(str(s)) not in known]


class GameController(QObject):
    humanState = Signal(list)  # this seat's legal actions now (empty: nothing to do)
    batchStarted = Signal()  # the table starts on a batch of events: no action until humanState
    statusMessage = Signal(str)
    thinking = Signal(int)
    gameOver = Signal(list)  # winners
    hintReady = Signal(object)  # an Action, or None
    sourceChanged = Signal()
    dealScored = Signal(dict)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.table = TableModel()
        self.scores = ScoreModel()
        self.source: GameSource | None = None
        self.pacer = None
        self.autosave_enabled = True
        self._watching_autosave = False
        self.app_meta: dict = {}
        self.speed = 1.0
        self._awaiting_ack = False
        self._feeding = False
        self._batch: list = []  # the events being fed to the table now
        self._sheet_fed = 0  # how many of them the score sheet has been handed
        self._sheet_gen = 0  # a new game or a reset drops the sheet's steps still queued
        self.table.eventApplied.connect(self._table_event)
        self._hint_thinker = Thinker(self)
        self._hint_thinker.decided.connect(self._hint_done)
        self._hint_version = 0
        self._hint_adviser: Adviser | None = None  # the hint asked for last
        self._hint_proc: ComputerPool | None = None  # the hints' worker process, from the first hint on
        from thousand_qt.game.coach import Coach

        self.coach = Coach(self)  # the "always" coach notes a costly move (issue 41)
        self.config: GameConfig | None = None
        self.assumed: list[int] = []  # seats whose level the last resumed record did not give
        self.gameOver.connect(self._count_game)

    # ---------------------------------------------------------------- wiring

    def set_pacer(self, pacer) -> None:
        """Anything with ``busy()`` and an ``idle`` signal (the scene's animation queue)."""
        self.pacer = pacer
        pacer.idle.connect(self._maybe_ack)

    def set_source(self, source: GameSource) -> None:
        if self.source is not None:
            self.source.stop()
            for sig in (self.source.reset, self.source.updated, self.source.thinking, self.source.failed):
                try:
                    sig.disconnect()
                except (RuntimeError, TypeError):
                    pass  # nothing was connected to it
            self.source.deleteLater()
        self.source = source
        self._sheet_gen += 1
        source.setParent(self)
        self.table.configure(source.seat, source.players, source.names)
        self.scores.configure(source.names, start=source.start_position())
        source.reset.connect(self._on_reset)
        source.updated.connect(self._on_updated)
        source.thinking.connect(self.thinking)
        source.failed.connect(self.statusMessage)
        self.sourceChanged.emit()
        source.start()

    def detach_source(self):
        """Give the source up without stopping it (a review over a LAN game: the table plays on, and
        ``set_source`` gives it back); its new parent is the caller's to set."""
        src, self.source = self.source, None
        if src is not None:
            for sig in (src.reset, src.updated, src.thinking, src.failed):
                try:
                    sig.disconnect()
                except (RuntimeError, TypeError):
                    pass  # nothing was connected to it
        return src

    def new_game(self, config: GameConfig, think_ms: int = 0) -> None:
        self.config = config
        rules = Rules(config.preset, config.overrides, config.game)
        src = LocalGameSource.new(
            rules,
            config.players,
            config.seat,
            config.seat_levels(),
            config.names(),
            dealer=config.dealer,
            seed=config.seed,
            think_ms=think_ms,
            start=config.start,
        )
        self.app_meta = {
            "seat": config.seat,
            "levels": config.seat_levels(),
            "human": config.human,
            "made_up": config.made_up(),
        }
        self.set_source(src)

    def resume(self, record: dict, think_ms: int = 0, human: bool = True) -> None:
        """Go on with a saved record (its ``app`` key names the seat and the computer levels)."""
        players = record.get("players", 3)
        seat, levels, human = read_app_meta(record.get("app"), players, human)
        data = {k: v for k, v in record.items() if k != "app"}
        src = LocalGameSource.from_record(data, seat, levels, think_ms=think_ms)
        made_up = seat_names.read_made_up(record.get("app"), src.names, seat, human)
        self.app_meta = {"seat": seat, "levels": levels, "human": human, "made_up": made_up}
        self.assumed = assumed_levels(record.get("app"), players, human)  # the window says so
        src.names = seat_names.shown(src.names, made_up)  # a save's "Комп'ютер 1" in the language now
        self.set_source(src)

    def display_names(self) -> list | None:
        """The players' names in the language now (on a language switch): a source that names its
        own seats (a LAN table) is asked; a local game renames the seats whose names it made up."""
        src = self.source
        if src is None:
            return None
        ask = getattr(src, "current_names", None)
        if callable(ask):
            return ask()
        # kept on the source too: an undo's reset configures the score sheet from source.names
        src.names = seat_names.shown(src.names, self.app_meta.get("made_up") or {})
        return list(src.names)

    def retranslate_names(self) -> None:
        """On a language switch: the table's and the score sheet's names in the language now (made-up
        names follow it, typed ones stay); before a game, the placeholder seats."""
        fresh = self.display_names()
        for model in (self.table, self.scores):
            names = fresh if fresh is not None else placeholder_names(len(model.names))
            if len(names) != len(model.names) or names == model.names:
                continue
            model.names[:] = names
            if model is self.scores and model.columnCount():
                model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, model.columnCount() - 1)

    # ---------------------------------------------------------------- events in

    def _on_reset(self, view, history):
        self._awaiting_ack = False
        self._sheet_gen += 1
        self.table.reset(view, history)
        # with no deal scored yet the sheet's totals are the game's starting scores; a game carried
        # over begins with a line of them
        src = self.source
        assert src is not None  # the reset comes from the game source
        self.scores.configure(
            src.names, base=list(view.scores) if view is not None else None, start=src.start_position()
        )
        self.scores.feed(history)
        self._emit_human()

    def _on_updated(self, events, view):
        if (
            self.scores.base is None
            and not self.scores.rows
            and view is not None
            and not any(e.kind == "deal_scored" for e in events)
        ):
            # a game that starts from scores under way (its first batch comes with no reset view):
            # the sheet's totals start there, not at 0
            self.scores.configure(self.scores.names, base=list(view.scores), start=self.scores.start)
        self._awaiting_ack = True
        self.batchStarted.emit()  # the last humanState's actions are history (see ActionPanel.hold)
        self._feeding = True
        self._batch, self._sheet_fed = list(events), 0
        try:
            self.table.feed(events, view)  # a deal scored on the table writes the sheet's row then
            self._to_sheet(len(self._batch))
        finally:
            self._feeding = False
            self._batch = []
        for e in events:
            if e.kind == "deal_scored":
                self.dealScored.emit(dict(e.data))
        self._save()
        if self.table.over:
            winners = list(self.table.winners)
            self._when_shown(lambda: self.gameOver.emit(winners))
        self._maybe_ack()

    def _table_event(self, e):
        """The table has queued this event's animation: a deal's score goes on the sheet when the
        table gets there (after the last trick is swept), not while its cards are still in play."""
        if self._feeding and e.kind == "deal_scored":
            i = next((i for i, x in enumerate(self._batch) if x is e), None)
            if i is not None:
                self._to_sheet(i + 1)

    def _to_sheet(self, upto: int):
        part = self._batch[self._sheet_fed : upto]
        self._sheet_fed = max(self._sheet_fed, upto)
        if part:
            self._when_shown(lambda: self.scores.feed(part))

    def _when_shown(self, fn):
        """Run ``fn`` when the table's animations queued so far have played (at once without them)."""
        if self.pacer is None or not hasattr(self.pacer, "add"):
            fn()
            return
        gen = self._sheet_gen

        def step():
            if gen == self._sheet_gen:
                fn()

        self.pacer.add(step)

    def _maybe_ack(self):
        if not self._awaiting_ack or self._feeding:
            return
        if self.pacer is not None and self.pacer.busy():
            return
        self._awaiting_ack = False
        self._emit_human()
        QTimer.singleShot(0, self._ack)

    def _ack(self):
        if self.source is not None and not self._awaiting_ack:
            self.source.acknowledge()

    def _emit_human(self):
        legal = self.human_legal()
        self.humanState.emit(legal)

    def explain(self, action):
        """Why the rules refuse ``action``: the source's answer (an engine Refusal, a text, "")."""
        return self.source.explain(action) if self.source is not None else ""

    def human_legal(self) -> list:
        if self.source is None or not self.is_human_seat():
            return []
        return self.table.my_legal()

    def is_human_seat(self) -> bool:
        return (
            bool(self.app_meta.get("human", True))
            and self.source is not None
            and self.source.seat not in getattr(self.source, "bots", {})
        )

    def waiting_for_human(self) -> bool:
        return bool(self.human_legal()) and not self._awaiting_ack and (self.pacer is None or not self.pacer.busy())

    # ---------------------------------------------------------------- the human

    def act(self, action) -> bool:
        if self.source is None:
            return False
        self._hint_thinker.cancel()
        before = self.table.view
        self.table.note_own_action(action)
        try:
            self.source.submit(action)
        except IllegalAction as e:
            why = refusal_text(e, self.table.names, self.source.seat)
            self.statusMessage.emit(tr("Not allowed: %1", why))
            return False
        self.coach.played(before, action)
        return True

    def trial(self, action) -> list:
        """The events the engine makes of ``action`` now, played on a copy of the local game replayed
        from its record (the game itself untouched; its secure shuffler cannot be copied); [] where
        there is no local game or the rules refuse it."""
        from engine import apply
        from engine.record import RecordError, replay

        src = self.source
        record = src.record() if src is not None and getattr(src, "g", None) is not None else None
        if record is None:
            return []
        try:
            return apply(replay(record), action)
        except (IllegalAction, RecordError):
            return []

    def game_in_progress(self) -> bool:
        """A local game with something played and no winner yet: leaving it loses it."""
        src = self.source
        if src is None or self.table.over or not getattr(src, "autosave", False):
            return False
        rec = src.record()
        deals = (rec or {}).get("deals") or []
        return len(deals) > 1 or any(d.get("actions") for d in deals)

    def can_undo(self) -> bool:
        return self.source is not None and self.source.can_undo()

    def undo(self) -> bool:
        if self.pacer is not None and hasattr(self.pacer, "finish_all"):
            self.pacer.finish_all()
        ok = self.source is not None and self.source.undo()
        if ok:
            self._save()
        return ok

    def hint(self) -> None:
        from thousand_qt.game.players import plays

        v = self.table.view
        if v is None or not self.human_legal() or not plays("hard", v.rules.game):
            # no hint where the searching level cannot play the game (a random "hint" helps nobody)
            self.hintReady.emit(None)
            return
        self._hint_thinker.cancel()
        self._hint_version += 1
        from thousand_qt.game.coach import Adviser

        # the hard player's advice: its action, with the reason and figures of its own search
        self._hint_adviser = Adviser(self._hint_player())
        self._hint_thinker.think(Job(self._hint_version, (Ask(v.seat, v, False),), {v.seat: self._hint_adviser}))

    def _hint_player(self):
        """The hard player, in its own worker process (searching in a thread would stall the GUI)."""
        from thousand_qt.game.players import ComputerPool, ai_available

        if self._hint_proc is None and ai_available():
            try:
                self._hint_proc = ComputerPool({0: ("hard", 1)})
            except OSError:
                self._hint_proc = None
        if self._hint_proc is not None:
            return self._hint_proc.player(0)
        return make_computer("hard", self._hint_version)

    def _hint_done(self, decision):
        if decision.stamp == self._hint_version and not decision.failures:
            assert self._hint_adviser is not None  # the hint's decision came from it
            self.hint_advice = self._hint_adviser.advice  # engine.coach.Advice, or None
            self.hintReady.emit(decision.action)

    # ---------------------------------------------------------------- records

    def _count_game(self, _winners):
        """A finished game goes into the statistics (once: stats keys games by their record)."""
        from thousand_qt.game.counting import count_game

        count_game(self)

    def _save(self):
        if not self.autosave_enabled or self.source is None or not self.source.autosave:
            return
        rec = self.source.record()
        if rec is None:
            return
        try:
            if self.table.over:
                autosave.save(rec, self.app_meta)
                autosave.discard()
            else:
                w = autosave.save_async(rec, self.app_meta)
                if not self._watching_autosave:  # a write fails later, on the writer's thread
                    w.failed.connect(self._autosave_failed)
                    self._watching_autosave = True
        except OSError as e:
            self._autosave_failed(str(e))

    def _autosave_failed(self, error: str) -> None:
        self.statusMessage.emit(tr("Could not autosave: %1", error))

    def export_record(self, path) -> None:
        rec = self.source.record() if self.source else None
        if rec is None:
            raise OSError(tr("there is no local game to export"))
        import json

        # the seats' levels and the player's seat go along (the record's "app" key, as in the
        # autosave): an import plays on against the same computers
        if self.app_meta:
            rec = dict(rec, app=dict(self.app_meta))
        autosave.write_atomic(path, json.dumps(rec, ensure_ascii=False, indent=1))

    def shutdown(self):
        self._hint_thinker.cancel()
        if self.source is not None:
            self.source.stop()
        if self._hint_proc is not None:
            self._hint_proc.close()
            self._hint_proc = None
        self._hint_thinker.stop(wait_s=2.0)
        self.coach.stop()
        autosave.flush()
