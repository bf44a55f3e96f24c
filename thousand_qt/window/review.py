"""Game review: a finished or exported game (record format 1) stepped through on the real table,
deal by deal and action by action, every hand face up, the score sheet following.

``ReviewSource`` is a GameSource over the record replayed by the engine (``engine.record.replay``
hands it the game after every action, so each step's view and hands are the engine's, never
worked out here). ``ReviewBar`` is the strip under the table that moves through it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import cast

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from engine import cards as C
from engine import view
from engine.record import replay
from thousand_qt.game.source import GameSource
from thousand_qt.words import i18n

tr = i18n.translator("Review")


@dataclass
class Step:
    events: list
    view: object  # the reviewing seat's view right after the events
    hands: dict  # seat -> its cards then (every hand is shown in a review)
    deal: int  # 1-based deal number
    trick_done: bool  # these events took a trick
    game_deal: int = 0  # the engine's index of the deal (engine.coach.analyse's "deal")
    acted: int = 0  # the deal's actions made by then (the next one is analyse's "index")
    tricks: int = 0  # the deal's tricks taken by then


class ReviewSource(GameSource):
    """The record's steps; ``go(k)`` puts the table at step k (the next one animates, a jump is
    instant). No actions, no autosave, no undo."""

    autosave = False
    read_only = True  # a LAN table stays while a review is on (net/lan_table.py asks)
    moved = Signal(int)  # the step now shown

    def __init__(self, record: dict, seat: int = 0, parent=None):
        super().__init__(parent)
        self.data = {k: v for k, v in record.items() if k != "app"}
        self.steps: list[Step] = []
        deal = [0]
        tricks = [0]

        def on_step(g, events):
            if any(e.kind == "dealt" for e in events):
                deal[0] += 1
                tricks[0] = 0
            d = g.deal
            hands = {s: C.cards_of(d.hands.get(s, 0)) for s in range(g.players)} if d is not None else {}
            took = any(e.kind == "trick_taken" for e in events)
            tricks[0] += sum(e.kind == "trick_taken" for e in events)
            acted = len(d.actions) if d is not None else 0
            step = Step(list(events), view(g, seat), hands, max(1, deal[0]), took, len(g.deals) - 1, acted, tricks[0])
            self.steps.append(step)

        g = replay(self.data, on_step=on_step)  # RecordError for a record the rules refuse
        self.seat, self.players, self.names = seat, g.players, list(g.names)
        self.position = 0
        self._start = dict(self.data.get("start") or {}) or None

    # ---------------------------------------------------------------- GameSource

    def start(self) -> None:
        self.go(len(self.steps) - 1 if self.steps else 0, animate=False)

    def submit(self, action) -> None:
        from engine import IllegalAction, Refusal

        raise IllegalAction(Refusal.of("not_possible", seat=self.seat, kind=action.kind))

    def record(self) -> dict | None:
        return dict(self.data)

    def start_position(self) -> dict | None:
        return self._start

    def current_view(self):
        return self.steps[self.position].view if self.steps else None

    # ---------------------------------------------------------------- moving

    def go(self, k: int, animate: bool = True) -> None:
        if not self.steps:
            return
        k = max(0, min(len(self.steps) - 1, k))
        step = self.steps[k]
        if animate and k == self.position + 1:
            self.position = k
            self.updated.emit([e for e in step.events if e.visible_to(self.seat)], step.view)
        else:
            self.position = k
            history = [e for s in self.steps[: k + 1] for e in s.events if e.visible_to(self.seat)]
            self.reset.emit(step.view, history)
        self.moved.emit(k)

    def deal_starts(self) -> list[int]:
        """The first step of every deal."""
        return [i for i, s in enumerate(self.steps) if any(e.kind == "dealt" for e in s.events)]

    def step_before(self, deal: int, index: int) -> int | None:
        """The step showing the position where action ``index`` of the engine's deal ``deal`` was
        decided (the last step before it was made), or None."""
        found = None
        for i, s in enumerate(self.steps):
            if s.game_deal == deal and s.acted == index:
                found = i
            elif found is not None:
                break
        return found

    def deal_count(self) -> int:
        return self.steps[-1].deal if self.steps else 0

    def next_trick(self, k: int) -> int:
        """The step after ``k`` where a trick is taken (or the deal's last step)."""
        deal = self.steps[k].deal
        for i in range(k + 1, len(self.steps)):
            if self.steps[i].deal != deal:
                return i - 1 if i - 1 > k else i
            if self.steps[i].trick_done:
                return i
        return len(self.steps) - 1


class ReviewBar(QWidget):
    """Back, next, the next trick, the deals; the keys Left, Right, Down, Page Up/Down, Home, End, and N
    (Shift+N) for the analysis's next (previous) mistake."""

    closed = Signal()

    def __init__(self, keys_on: QWidget, parent=None):
        """``keys_on``: the window whose keys move the review while one is on."""
        super().__init__(parent)
        self.setObjectName("reviewBar")
        self.source: ReviewSource | None = None
        from thousand_qt.window.analysis import NEXT_MISTAKE_KEY, PREVIOUS_MISTAKE_KEY, AnalysisRow

        col = QVBoxLayout(self)
        col.setContentsMargins(6, 4, 6, 4)
        col.setSpacing(2)
        row = QHBoxLayout()
        col.addLayout(row)
        self.analysis = AnalysisRow(self)  # Analyse, Next mistake, the timeline (issue 41)
        col.addWidget(self.analysis)
        self.title = QLabel()
        self.deals = QComboBox(objectName="reviewDeals")  # type: ignore[call-arg]  # PySide6's stubs lack inherited property keywords
        self.back = QPushButton(objectName="reviewBack")  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
        self.next = QPushButton(objectName="reviewNext")  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
        self.trick = QPushButton(objectName="reviewTrick")  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
        self.where = QLabel(objectName="reviewWhere")  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
        self.done = QPushButton(objectName="reviewClose")  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
        for w in (self.title, self.deals, self.back, self.next, self.trick, self.where):
            row.addWidget(w)
        row.addStretch(1)
        row.addWidget(self.done)
        self.back.clicked.connect(lambda: self.step(-1))
        self.next.clicked.connect(lambda: self.step(1))
        self.trick.clicked.connect(self.to_next_trick)
        self.deals.activated.connect(self._deal_chosen)
        self.done.clicked.connect(self.closed)
        self.keys = []
        for key, fn in (
            (Qt.Key.Key_Left, lambda: self.step(-1)),
            (Qt.Key.Key_Right, lambda: self.step(1)),
            (Qt.Key.Key_Down, self.to_next_trick),
            (Qt.Key.Key_PageUp, lambda: self.to_deal(-1)),
            (Qt.Key.Key_PageDown, lambda: self.to_deal(1)),
            (Qt.Key.Key_Home, lambda: self.go(0)),
            (Qt.Key.Key_End, lambda: self.go(10**9)),
            (Qt.Key.Key_Escape, self.closed.emit),
            (NEXT_MISTAKE_KEY, self.analysis.next_mistake),
            (PREVIOUS_MISTAKE_KEY, lambda: self.analysis.next_mistake(back=True)),
        ):
            sc = QShortcut(QKeySequence(key), keys_on)
            sc.activated.connect(fn)
            sc.setEnabled(False)
            self.keys.append(sc)
        self.retranslateUi()

    def retranslateUi(self):
        self.title.setText(tr("Review:"))
        self.back.setText(tr("◀ Back"))
        self.next.setText(tr("Next ▶"))
        self.trick.setText(tr("Next trick ▶▶"))
        self.done.setText(tr("Close review"))
        if self.source is not None:
            for i in range(self.deals.count()):
                self.deals.setItemText(i, tr("Deal %1 of %2", i + 1, self.source.deal_count()))
            self._moved(self.source.position)

    def changeEvent(self, e):
        if e.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(e)

    def attach(self, source: ReviewSource | None) -> None:
        self.source = source
        for sc in self.keys:
            sc.setEnabled(source is not None)  # the arrows belong to the hand outside a review
        self.analysis.attach(source)  # None: an analysis running stops with the review
        if source is None:
            return
        self.deals.clear()
        for n, first in enumerate(source.deal_starts(), start=1):
            self.deals.addItem(tr("Deal %1 of %2", n, source.deal_count()), first)
        source.moved.connect(self._moved)
        self._moved(source.position)

    def go(self, k: int) -> None:
        if self.source is not None:
            self.source.go(k)

    def step(self, d: int) -> None:
        if self.source is not None:
            self.source.go(self.source.position + d)

    def to_next_trick(self) -> None:
        if self.source is not None:
            self.source.go(self.source.next_trick(self.source.position), animate=False)

    def to_deal(self, d: int) -> None:
        if self.source is None:
            return
        starts = self.source.deal_starts()
        now = self.source.steps[self.source.position].deal - 1
        i = max(0, min(len(starts) - 1, now + d))
        self.source.go(starts[i], animate=False)

    def _deal_chosen(self, i: int) -> None:
        if self.source is not None:
            self.source.go(self.deals.itemData(i), animate=False)

    def _moved(self, k: int) -> None:
        src = self.source
        if src is None or not src.steps:
            return
        deal = src.steps[k].deal
        self.deals.setCurrentIndex(deal - 1)
        starts = src.deal_starts() + [len(src.steps)]
        first, end = starts[deal - 1], starts[deal]
        self.where.setText(tr("step %1 of %2", k - first + 1, end - first))
        self.back.setEnabled(k > 0)
        self.next.setEnabled(k < len(src.steps) - 1)
        self.trick.setEnabled(k < len(src.steps) - 1)


class GameOverDialog(QWidget):
    """The end of a game: who won, the totals, and what next — review this game or a new one.
    A window of its own, not modal: the table with the game's last deal stays there to look at.
    The result is the main window's to say (``set_result``, again on a language switch)."""

    reviewChosen = Signal()
    newGameChosen = Signal()

    def __init__(self, title: str, lines: list, parent=None):
        super().__init__(parent, Qt.WindowType.Dialog)
        self.setObjectName("gameOverDialog")
        col = QVBoxLayout(self)
        self.head = QLabel(objectName="gameOverTitle")  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
        f = self.head.font()
        f.setBold(True)
        f.setPointSizeF(f.pointSizeF() * 1.3)
        self.head.setFont(f)
        col.addWidget(self.head)
        self.scores = QVBoxLayout()
        col.addLayout(self.scores)
        row = QHBoxLayout()
        self.review = QPushButton(objectName="reviewGameButton")  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
        self.new = QPushButton(objectName="newGameButton")  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
        self.close_button = QPushButton(objectName="closeButton")  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
        for b in (self.review, self.new, self.close_button):
            row.addWidget(b)
        col.addLayout(row)
        self.review.clicked.connect(self._review_chosen)
        self.new.clicked.connect(self._new_chosen)
        self.close_button.clicked.connect(self.close)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.set_result(title, lines)
        self.retranslateUi()

    def _review_chosen(self) -> None:
        self.close()
        self.reviewChosen.emit()

    def _new_chosen(self) -> None:
        self.close()
        self.newGameChosen.emit()

    def set_result(self, title: str, lines: list) -> None:
        """Who won and each seat's final score, as the main window words them."""
        self.head.setText(title)
        while self.scores.count() > len(lines):
            taken = self.scores.takeAt(self.scores.count() - 1)
            gone = taken.widget() if taken is not None else None
            if gone is not None:  # it is: the layout holds only the labels added below
                gone.hide()
                gone.deleteLater()
        while self.scores.count() < len(lines):
            self.scores.addWidget(QLabel())
        for i, line in enumerate(lines):
            held = self.scores.itemAt(i)
            assert held is not None  # i < count()
            cast(QLabel, held.widget()).setText(line)  # the layout holds only the labels added above

    def retranslateUi(self):
        self.setWindowTitle(tr("Game over"))
        self.review.setText(tr("Review this game"))
        self.new.setText(tr("New game…"))
        self.close_button.setText(tr("Close"))

    def changeEvent(self, e):
        if e.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(e)
