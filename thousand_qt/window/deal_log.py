"""The deal log, under the score sheet: the story of each deal as one seat saw it (the lines are
words/deal_story.py's), fed the engine's events after the table has shown them, and told again in
the new language on a switch. Only the events this seat may see are kept (``Event.visible_to``).
"""

from __future__ import annotations

from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QEvent, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QBrush, QKeySequence
from PySide6.QtWidgets import (
    QHeaderView,
    QSplitter,
    QStyle,
    QStyledItemDelegate,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine import cards as C
from thousand_qt import settings
from thousand_qt.words import i18n
from thousand_qt.words.deal_story import deal_lines, split_deals

tr = i18n.translator("DealLog")

SHOWN_KEY = "window/deal_log"  # whether the log is shown under the score sheet


class _Wrapping(QStyledItemDelegate):
    """Rows as tall as their text wrapped to the column's width (QTreeView asks the delegate without
    telling it the width, and would cut a long trick or reason short); a line spanning the row (a
    result's reason) wraps to the row's width."""

    def __init__(self, tree: QTreeWidget):
        super().__init__(tree)
        self.tree = tree

    def sizeHint(self, option, index):
        hint = super().sizeHint(option, index)
        text = index.data(Qt.ItemDataRole.DisplayRole)
        if not text:
            return hint
        tree = self.tree
        item = tree.itemFromIndex(index)
        if item is not None and item.isFirstColumnSpanned():
            width = tree.viewport().width() - tree.indentation() * 2
        else:
            width = tree.columnWidth(index.column())
        if index.column() == 0 and not (item is not None and item.isFirstColumnSpanned()):
            return hint  # the names' column is as wide as its longest name
        # the text is drawn in the cell less this margin each side (Qt's viewItemDrawText): a wider
        # guess wraps a line that fits onto two rows
        margin = (tree.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, tree) + 1) * 2
        box = option.fontMetrics.boundingRect(
            QRect(0, 0, max(40, width - margin), 100000), Qt.TextFlag.TextWordWrap, str(text)
        )
        return QSize(hint.width(), max(hint.height(), box.height() + 4))


class DealLog(QWidget):
    """The log of a game, a deal to a branch (the current one open, the earlier ones folded).

    ``feed(events)`` adds the seat's events as the table shows them, ``reset(history)`` tells the
    whole game again (a resumed game, an undo, joining a LAN table). ``names`` is called for the
    seats' names as shown now."""

    def __init__(self, seat: int = 0, names=None, parent=None):
        super().__init__(parent)
        self.seat = seat
        self._names: Callable[[], list[str]] = names or (lambda: [])
        self.deals: list[list] = []
        self.marks: dict = {}  # deal index -> the review analysis's mistakes on it (set_marks)
        self.toggle: QAction | None = None  # the menu's Deal log (install)
        self.tree = QTreeWidget(objectName="dealLogTree")  # type: ignore[call-arg]  # PySide6's stubs lack inherited property keywords
        self.tree.setColumnCount(2)
        self.tree.setHeaderHidden(True)
        self.tree.setRootIsDecorated(True)
        self.tree.setWordWrap(True)  # a trick's line is long: wrapped, never cut short
        self.tree.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.tree.setUniformRowHeights(False)
        self.tree.header().setStretchLastSection(True)
        self.tree.header().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.tree.setItemDelegate(_Wrapping(self.tree))
        # a new width wraps the lines anew
        self.tree.header().sectionResized.connect(lambda *_: self.tree.scheduleDelayedItemsLayout())
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.tree)

    def names(self) -> list:
        return list(self._names())

    def _whole_names(self) -> list[str]:
        """The seats' names as the log words its lines: a name never wraps inside itself ("→ Komputer /
        1"), its spaces are non-breaking."""
        return [str(n).replace(" ", "\u00a0") for n in self.names()]

    def reset(self, history=(), seat: int | None = None) -> None:
        if seat is not None:
            self.seat = seat
        self.deals = split_deals([e for e in history if e.visible_to(self.seat)])
        self._render_all()

    def feed(self, events) -> None:
        for e in events:
            if not e.visible_to(self.seat):
                continue
            if e.kind == "dealt" or not self.deals:
                last = self.tree.topLevelItem(self.tree.topLevelItemCount() - 1)
                if last is not None:  # None: no deal shown yet
                    last.setExpanded(False)
                self.deals.append([])
                self.tree.addTopLevelItem(QTreeWidgetItem())
            self.deals[-1].append(e)
        if self.deals:
            self._render(len(self.deals) - 1)

    def lines(self, deal: int = -1) -> list[tuple[str, str]]:
        """The (who, what) lines of a deal as the log shows them (the last by default)."""
        return deal_lines(self.deals[deal], self.seat, self._whole_names()) if self.deals else []

    def _render_all(self) -> None:
        self.tree.clear()
        for i in range(len(self.deals)):
            self.tree.addTopLevelItem(QTreeWidgetItem())
            self._render(i)
            item = self.tree.topLevelItem(i)
            assert item is not None  # just added
            item.setExpanded(i == len(self.deals) - 1)

    def _render(self, i: int) -> None:
        item = self.tree.topLevelItem(i)
        if item is None:
            return
        item.setText(0, tr("Deal %1", i + 1))
        lines = deal_lines(self.deals[i], self.seat, self._whole_names())
        head = lines[0][1] if lines and not lines[0][0] and self.deals[i][0].kind == "dealt" else ""
        item.setText(1, head)
        item.takeChildren()
        for who, what in lines[1:] if head else lines:
            child = QTreeWidgetItem([who, what] if who else [what])
            child.setToolTip(1 if who else 0, what)
            item.addChild(child)
            child.setFirstColumnSpanned(not who)  # a reason or a trump: the whole row's width
        self._mark(i, item)
        if i == len(self.deals) - 1:
            item.setExpanded(True)
            last = item.child(item.childCount() - 1)
            if last is not None:  # None: no line yet
                self.tree.scrollToItem(last)

    def set_marks(self, marks: dict) -> None:
        """The review's mistakes (window/analysis.py's ``AnalysisRow.marksChanged``): deal index ->
        [{"size", "tip", "who", "trick" or "needle"}], each marked on its line, in order."""
        self.marks = dict(marks)
        self._render_all()

    def _mark(self, i: int, item: QTreeWidgetItem) -> None:
        """A mistake's colour and words on the line of its decision: a card on its trick's line, a bid
        or a contract on the seat's line with that number; else on the deal's own line."""
        from thousand_qt.window.analysis import COLOURS

        item.setBackground(0, QBrush())  # the deal's line is told anew: its old marks go
        item.setToolTip(0, "")
        at = 0
        for m in self.marks.get(i, []):
            who = tr("Trick %1", m["trick"]) if "trick" in m else str(m.get("who", "")).replace(" ", "\u00a0")
            needle = m.get("needle")
            line = None
            for j in range(at, item.childCount()):
                child = item.child(j)
                if child is not None and child.text(0) == who and (needle is None or needle in child.text(1)):
                    line, at = child, j + 1
                    break
            target = line if line is not None else item
            colour = COLOURS.get(m["size"], COLOURS["mistake"])
            target.setBackground(0, colour.lighter(150))
            tip = "\n".join(t for t in (target.toolTip(1), m["tip"]) if t)
            target.setToolTip(0, tip)
            target.setToolTip(1, tip)

    def retranslateUi(self) -> None:
        if self.toggle is not None and shiboken6.isValid(self.toggle):  # its window may be gone first
            self.toggle.setText(tr("Deal log"))
        self._render_all()

    def changeEvent(self, event):
        if event.type() == QEvent.Type.LanguageChange:
            # after the seats' names follow the language too; dropped if this log is deleted meanwhile
            QTimer.singleShot(0, self, self.retranslateUi)
        super().changeEvent(event)


def own_cards(e, seat: int, gone: set):
    """The seat's own give or lay-away, which the engine tells everyone face down ("a card"), with the
    cards that just left its hand: the player knows what he gave."""
    d = e.data or {}
    if e.seat != seat or not gone:
        return e
    if e.kind == "gave" and "card" not in d and len(gone) == 1:
        return e._replace(data={**d, "card": C.name(next(iter(gone)))})
    if e.kind == "discarded" and not d.get("cards"):
        return e._replace(data={**d, "cards": C.names(sorted(gone))})
    return e


def own_history(history, seat: int, view=None, record=None) -> list:
    """A game told anew (a resume, an undo, a review's step) with the seat's own gives and lay-aways
    named as ``own_cards`` names them as they happen: the table's hand before them is gone, but the
    seat's own actions hold the cards. A deal's own actions come from the seat's view (its history,
    the deal in progress) or from the record's deal dealt the seat's hand (a ``hand`` event's cards):
    only the seat's own actions are read, never what another seat holds."""
    deals = split_deals(list(history))
    by_hand = {}
    for deal in (record or {}).get("deals") or []:
        hands = deal.get("hands") if isinstance(deal, dict) else None
        if isinstance(hands, list) and seat < len(hands) and isinstance(hands[seat], list):
            by_hand[frozenset(hands[seat])] = deal.get("actions") or []
    out: list = []
    for i, deal in enumerate(deals):
        dealt = next((e for e in deal if e.kind == "hand" and e.seat in (None, seat)), None)
        actions = by_hand.get(frozenset((dealt.data or {}).get("cards", ()))) if dealt is not None else None
        if i == len(deals) - 1 and view is not None and getattr(view, "history", None):
            actions = view.history  # the deal in progress, as the seat reads it
        out += _named(deal, seat, actions) if actions else deal
    return out


def _named(deal: list, seat: int, actions: list) -> list:
    """The deal's events with the seat's own gives and lay-aways named from its own ``actions`` (record
    form), taken in order: a give's cards go to its ``gave`` events, a lay-away's to ``discarded``."""
    own = [a for a in actions if isinstance(a, dict) and a.get("seat") == seat]
    gives = [c for a in own for c in (a.get("give") or (a.get("discard_give") or [])[1:])]
    aways = [
        list(a.get("discard") or (a.get("discard_give") or [])[:1])
        for a in own
        if "discard" in a or "discard_give" in a
    ]
    out = []
    for e in deal:
        d = e.data or {}
        if e.seat == seat and e.kind == "gave" and gives:
            card = gives.pop(0)
            if "card" not in d and _is_card(card):
                e = e._replace(data={**d, "card": card})
        elif e.seat == seat and e.kind == "discarded" and aways:
            cards = aways.pop(0)
            if not d.get("cards") and cards and all(_is_card(c) for c in cards):
                e = e._replace(data={**d, "cards": cards})
        out.append(e)
    return out


def _is_card(c) -> bool:
    """A card's name (not "??", a card the view hides)."""
    try:
        return isinstance(c, str) and C.name(C.card(c)) == c
    except (KeyError, ValueError, IndexError):
        return False


# what a pause of the table holds up to read (TableScene.holdStarted) -> the event it shows
HELD = {"deal": "deal_scored", "talon": "talon_shown"}


def attach(log: DealLog, controller, scene=None) -> None:
    """Feed ``log`` from a game controller: the seat's events as its table shows them (each after its
    animation, so the log never tells a trick's winner first), the whole game told anew whenever the
    source resets it. The main window's log and a review's use it alike.

    ``scene`` (the table): a result or a talon is told as soon as the table holds it up to read (the
    banner up, the talon face up), not after the pause that follows it."""
    gen = [0]  # a new source drops the steps of the old one still queued
    table = controller.table
    hand = [set(table.hand)]  # the seat's hand before the event now applied
    held: list = []  # the steps of results and talons queued, not told yet: (kind, step)

    def shown(e):
        pacer, g = controller.pacer, gen[0]
        e = own_cards(e, table.seat, hand[0] - set(table.hand))
        hand[0] = set(table.hand)

        def tell():
            if g == gen[0]:
                log.feed([e])

        if pacer is None or not hasattr(pacer, "add"):
            tell()
            return
        entry = (e.kind, tell)
        if e.kind in HELD.values():
            held.append(entry)

        def step():
            if e.kind not in HELD.values():
                tell()
            elif entry in held:  # not told yet when the table held it up (no pause: at full speed)
                held.remove(entry)
                tell()

        pacer.add(step)

    def hold_started(why: str):
        # the first result (or talon) still queued is the one the table holds up now: every step
        # before it has run
        kind = HELD.get(why)
        i = next((i for i, (k, _t) in enumerate(held) if k == kind), None)
        if i is not None:
            held.pop(i)[1]()

    if scene is not None:
        scene.holdStarted.connect(hold_started)

    def settled():
        hand[0] = set(table.hand)

    table.synced.connect(settled)
    table.wasReset.connect(settled)

    def watch_source():
        gen[0] += 1
        held.clear()
        src = controller.source
        if src is not None:
            src.reset.connect(
                lambda view, history: log.reset(own_history(history, src.seat, view, _record(src)), src.seat)
            )
            log.reset((), src.seat)

    controller.table.eventApplied.connect(shown)
    controller.sourceChanged.connect(watch_source)
    watch_source()


def _record(src):
    """The source's record, for the seat's own actions in it (None where it keeps none)."""
    try:
        return src.record()
    except Exception:  # noqa: BLE001 - a record that cannot be had only leaves "a card" in the log
        return None


def install(window) -> DealLog:
    """The main window's deal log: under the score sheet, in the sheet's dock (so it folds away with
    the sheet when the window is too narrow for both), fed by ``attach``. Settings ▸ Deal log (F10)
    shows or hides it; the choice is kept."""
    log = DealLog(names=lambda: window.controller.table.names)
    split = QSplitter(Qt.Orientation.Vertical, objectName="sheetLogSplit")  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
    split.addWidget(window.sheet)  # out of the dock, into the splitter
    split.addWidget(log)
    split.setStretchFactor(0, 1)
    split.setStretchFactor(1, 1)
    split.setChildrenCollapsible(False)
    split.setSizes([1000, 1000])  # half and half to begin with; the player moves the handle
    window.dock.setWidget(split)
    toggle = QAction(window, objectName="dealLogAction", checkable=True)  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
    toggle.setShortcut(QKeySequence("F10"))
    shown = settings.store().value(SHOWN_KEY, True) in (True, "true", "1", 1)
    toggle.setChecked(shown)
    log.setVisible(shown)

    def show(on: bool) -> None:
        log.setVisible(on)
        settings.put(SHOWN_KEY, on)

    toggle.toggled.connect(show)
    window.settings_menu.addAction(toggle)
    log.toggle = toggle
    attach(log, window.controller, window.scene)
    log.retranslateUi()
    window.deal_log = log
    return log
