"""The review's analysis on screen (issue 41): a row under the review bar — whose decisions, Analyse,
a progress bar with Cancel, Next mistake, the decision at the position shown with the better choice,
the deal's and the game's sum — and a timeline of the game, one tick per analysed decision coloured
by what it cost. The work is game/analysis.py's, the words words/coach.py's.

``AnalysisRow`` follows the ReviewSource it is attached to: where the table stands on a decision
point it says what was played and what was better, and tells the window the better action
(``betterShown``) to mark it on the table; ``marksChanged`` hands the deal log its marks.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QKeySequence, QPainter, QPen
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from engine import Action
from thousand_qt.game import analysis as work
from thousand_qt.words import coach as words
from thousand_qt.words import i18n
from thousand_qt.words.labels import action_text

tr = i18n.translator("Review")

# the review's keys for Next mistake and the one before (ReviewBar installs them)
NEXT_MISTAKE_KEY = "N"
PREVIOUS_MISTAKE_KEY = "Shift+N"

# a mistake's colour by its size (game/analysis.py's SIZES): the traffic light of a chess review
COLOURS = {"none": QColor(120, 170, 120), "inaccuracy": QColor(230, 194, 41), "mistake": QColor(240, 140, 0)}
COLOURS["blunder"] = QColor(217, 72, 15)


def _say(label: QLabel, text: str) -> None:
    """A line of words shown only while it has some (an empty line would take the table's room)."""
    label.setText(text)
    label.setVisible(bool(text))


class Timeline(QWidget):
    """The game from its first step to its last: a faint line between deals, one tick per analysed
    decision (taller and redder the more it cost), the position shown as a dark bar. A click goes
    to the decision nearest it (``chosen(step)``)."""

    chosen = Signal(int)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("reviewTimeline")
        self.setMinimumHeight(14)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.steps = 1
        self.deal_starts: list[int] = []
        self.ticks: list[tuple[int, str]] = []  # (step, size)
        self.position = 0
        self.describe = None  # step -> the words of its decision (the tooltip over a tick)
        self.setMouseTracking(True)

    def set_game(self, steps: int, deal_starts: list[int]) -> None:
        self.steps, self.deal_starts, self.ticks = max(1, steps), list(deal_starts), []
        self.update()

    def set_ticks(self, ticks: list[tuple[int, str]]) -> None:
        self.ticks = list(ticks)
        self.update()

    def set_position(self, k: int) -> None:
        self.position = k
        self.update()

    def _x(self, step: int) -> float:
        return 2 + (self.width() - 4) * step / max(1, self.steps - 1)

    def paintEvent(self, _e):
        p = QPainter(self)
        h = self.height()
        p.fillRect(self.rect(), self.palette().base())
        p.setPen(QPen(self.palette().mid().color(), 1))
        for s in self.deal_starts[1:]:
            p.drawLine(int(self._x(s)), 0, int(self._x(s)), h)
        for step, sz in self.ticks:
            tall = {"none": 0.3, "inaccuracy": 0.55, "mistake": 0.8}.get(sz, 1.0)
            p.fillRect(QRectF(self._x(step) - 1.5, h * (1 - tall), 3, h * tall), COLOURS[sz])
        p.fillRect(QRectF(self._x(self.position) - 1, 0, 2, h), self.palette().text())
        p.end()

    def nearest(self, x: float) -> int | None:
        """The step of the tick nearest ``x`` (None: no tick)."""
        return min(self.ticks, key=lambda t: abs(self._x(t[0]) - x))[0] if self.ticks else None

    def mousePressEvent(self, e):
        step = self.nearest(e.position().x())
        if step is not None:
            self.chosen.emit(step)

    def mouseMoveEvent(self, e):
        step = self.nearest(e.position().x())
        if step is not None and self.describe is not None:
            QToolTip.showText(e.globalPosition().toPoint(), self.describe(step), self)


class AnalysisRow(QWidget):
    """Whose decisions, Analyse / Cancel with its progress, Next mistake, the timeline and the words."""

    betterShown = Signal(object)  # the better Action at the position shown (None: nothing to mark)
    marksChanged = Signal(object)  # deal index -> [mark]: the deal log's marks (DealLog.set_marks)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("reviewAnalysis")
        self.source = None  # the ReviewSource
        self.job: work.Analysis | None = None
        self.result: dict | None = None
        self.options: dict | None = None  # the search's options (None: game/analysis.py's OPTIONS)
        self.game = ""
        col = QVBoxLayout(self)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(2)
        row = QHBoxLayout()
        self.seat = QComboBox(objectName="analysisSeat")  # type: ignore[call-arg]  # PySide6's stubs lack inherited property keywords
        self.start_button = QPushButton(objectName="analyseButton")  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
        self.progress = QProgressBar(objectName="analysisProgress")  # type: ignore[call-arg]  # PySide6's stubs lack inherited property keywords
        self.cancel_button = QPushButton(objectName="analysisCancel")  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
        self.next_button = QPushButton(objectName="nextMistake")  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
        self.status = QLabel(objectName="analysisStatus")  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
        for w in (self.seat, self.start_button, self.progress, self.cancel_button, self.next_button, self.status):
            row.addWidget(w)
        row.addStretch(1)
        col.addLayout(row)
        self.timeline = Timeline(self)
        self.timeline.describe = self._describe
        col.addWidget(self.timeline)
        self.line = QLabel(objectName="analysisLine")  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
        self.summary = QLabel(objectName="analysisSummary")  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
        for label in (self.line, self.summary):
            label.setWordWrap(True)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            col.addWidget(label)
            _say(label, "")
        self.timeline.hide()
        self.progress.setMaximumWidth(220)
        self.start_button.clicked.connect(self.analyse)
        self.cancel_button.clicked.connect(self.cancel)
        self.next_button.clicked.connect(lambda: self.next_mistake())
        self.seat.activated.connect(lambda _i: self._seat_chosen())
        self.timeline.chosen.connect(lambda k: self.source.go(k, animate=False) if self.source is not None else None)
        self._busy(False)
        self.retranslateUi()

    # ---------------------------------------------------------------- the review it follows

    def attach(self, source, seat: int | None = None) -> None:
        """Follow ``source`` (None: the review ended: any analysis running stops)."""
        self.cancel()
        self.source, self.result = source, None
        self.seat.clear()
        self.status.clear()
        _say(self.line, "")
        _say(self.summary, "")
        self.timeline.hide()
        self.marksChanged.emit({})
        if source is None:
            return
        self.game = work.game_of(source.data)
        for s, name in enumerate(source.names):
            self.seat.addItem(name, s)
        self.seat.setCurrentIndex(source.seat if seat is None else seat)
        self.timeline.set_game(len(source.steps), source.deal_starts())
        self.timeline.set_position(source.position)
        source.moved.connect(self._moved)
        self._busy(False)
        if not work.available(self.game):
            self.status.setText(words.analysis_unavailable())
        else:
            self._from_cache()

    def chosen_seat(self) -> int:
        s = self.seat.currentData()
        return s if isinstance(s, int) else 0

    def _seat_chosen(self) -> None:
        self.cancel()
        self._show(None)
        self._from_cache()

    def _from_cache(self) -> None:
        """A second look is instant: the kept result is shown as soon as its seat is chosen."""
        if self.source is None or not work.available(self.game):
            return
        kept = work.cached(self.source.data, self.chosen_seat(), self._options())
        if kept is not None:
            self._show(kept)

    def _options(self) -> dict:
        return dict(work.OPTIONS if self.options is None else self.options)

    # ---------------------------------------------------------------- running it

    def analyse(self) -> None:
        if self.source is None or self.job is not None:
            return
        if not work.available(self.game):
            self.status.setText(words.analysis_unavailable())
            return
        job = work.Analysis(self.source.data, self.chosen_seat(), self._options(), self)
        job.progressed.connect(self._progressed)
        job.finished.connect(self._finished)
        job.failed.connect(self._failed)
        job.cancelled.connect(self._cancelled)
        self.job = job
        self.progress.setRange(0, 0)
        self._busy(True)
        self.status.clear()
        job.start()

    def cancel(self) -> None:
        if self.job is not None:
            self.job.cancel()

    def _busy(self, on: bool) -> None:
        self.progress.setVisible(on)
        self.cancel_button.setVisible(on)
        self.start_button.setEnabled(not on)
        self.seat.setEnabled(not on)
        self.next_button.setEnabled(not on and bool(self.result and work.mistakes(self.result)))

    def _progressed(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done)
        self.progress.setFormat(words.analysing_text(done, total))

    def _finished(self, result: dict) -> None:
        self._done_with_job()
        self._show(result)

    def _failed(self, why: str) -> None:
        self._done_with_job()
        self.status.setText(tr("The analysis failed: %1", why))

    def _cancelled(self) -> None:
        self._done_with_job()
        self.status.setText(tr("Analysis cancelled"))

    def _done_with_job(self) -> None:
        job, self.job = self.job, None
        if job is not None:
            job.deleteLater()
        self._busy(False)

    # ---------------------------------------------------------------- showing it

    def _step_of(self, d: dict) -> int | None:
        if self.source is None or "index" not in d:
            return None
        return self.source.step_before(d["deal"], d["index"])

    def _show(self, result: dict | None) -> None:
        self.result = result
        ticks = []
        if result is not None and self.source is not None:
            for d in result.get("decisions", []):
                k = self._step_of(d)
                if k is not None:
                    ticks.append((k, work.size(d)))
        self.timeline.set_ticks(ticks)
        self.timeline.setVisible(result is not None)  # the table keeps its room until there is something to show
        self._busy(False)
        self.status.setText(self._game_text() if result is not None else "")
        # every deal's sum at a glance over the game's
        deals = sorted({d["deal"] for d in result.get("decisions", [])}) if result is not None else []
        self.status.setToolTip("\n".join(self._deal_text(i) for i in deals))
        self.marksChanged.emit(self._marks())
        if self.source is not None:
            self._moved(self.source.position)

    def decision_at(self, k: int) -> dict | None:
        """The analysed decision made at the position of step ``k`` (None: none there)."""
        if self.result is None or self.source is None:
            return None
        return next((d for d in self.result.get("decisions", []) if self._step_of(d) == k), None)

    def _describe(self, k: int) -> str:
        d = self.decision_at(k)
        return words.decision_text(d, action_text) if d is not None else ""

    def next_mistake(self, back: bool = False) -> None:
        """To the next decision that cost more than the coach's threshold (``back``: the one before),
        round again past the last (the first), the table at the moment it was made."""
        if self.result is None or self.source is None:
            return
        at = sorted({k for k in (self._step_of(d) for d in work.mistakes(self.result)) if k is not None})
        if not at:
            return
        here = self.source.position
        if back:
            earlier = [k for k in at if k < here]
            self.source.go(earlier[-1] if earlier else at[-1], animate=False)
        else:
            later = [k for k in at if k > here]
            self.source.go(later[0] if later else at[0], animate=False)

    def _moved(self, k: int) -> None:
        self.timeline.set_position(k)
        if self.result is None or self.source is None:
            return
        d = self.decision_at(k)
        _say(self.line, words.decision_text(d, action_text) if d is not None else "")
        better = Action.from_record(d["best"]) if d is not None and work.size(d) != "none" else None
        self.betterShown.emit(better)
        _say(self.summary, self._deal_text(self.source.steps[k].game_deal))

    def _deal_text(self, deal: int) -> str:
        assert self.result is not None
        ds = [d for d in self.result.get("decisions", []) if d["deal"] == deal]
        if not ds:
            return ""
        bad = [d for d in ds if work.size(d) != "none"]
        worst = max(bad, key=lambda d: d["loss"]) if bad else None
        return words.deal_summary(deal, ds, worst, action_text)

    def _game_text(self) -> str:
        assert self.result is not None
        ds = self.result.get("decisions", [])
        bad = work.mistakes(self.result)
        unit = next((d.get("unit") for d in ds if d.get("unit")), None)
        return words.game_summary(len(bad), len(ds), sum(d["loss"] for d in bad), unit)

    def _marks(self) -> dict:
        """The deal log's marks: each mistake on its deal's line of the decision (a card on its trick's
        line, a bid or a give on the seat's line that says it)."""
        out: dict = {}
        if self.result is None or self.source is None:
            return out
        names = self.source.names
        seat = self.result.get("seat", 0)
        for d in work.mistakes(self.result):
            k = self._step_of(d)
            if k is None:
                continue
            played = Action.from_record(d["played"])
            text = words.decision_text(d, action_text)
            mark = {"size": work.size(d), "tip": text, "who": names[seat] if seat < len(names) else ""}
            if played.kind == "play":
                mark["trick"] = self.source.steps[k].tricks + 1
            elif played.kind in ("bid", "contract", "blind"):
                mark["needle"] = i18n.number(played.value)
            out.setdefault(d["deal"], []).append(mark)
        return out

    # ---------------------------------------------------------------- words

    def retranslateUi(self) -> None:
        self.start_button.setText(tr("Analyse"))
        self.start_button.setToolTip(
            tr("The hard level evaluates every decision of the chosen seat from what that seat knew then")
        )
        self.cancel_button.setText(tr("Cancel"))
        self.next_button.setText(tr("Next mistake"))
        native = QKeySequence.SequenceFormat.NativeText
        self.next_button.setToolTip(
            tr(
                "The next decision that cost more than the coach's threshold (%1; %2: the one before)",
                QKeySequence(NEXT_MISTAKE_KEY).toString(native),
                QKeySequence(PREVIOUS_MISTAKE_KEY).toString(native),
            )
        )
        self.seat.setToolTip(tr("Whose decisions to analyse"))
        if self.source is not None and not work.available(self.game):
            self.status.setText(words.analysis_unavailable())
        elif self.result is not None:
            self._show(self.result)

    def changeEvent(self, e):
        if e.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(e)
