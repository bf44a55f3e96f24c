"""The score sheet as players keep it on paper: running totals with the marks drawn beside them."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEasingCurve, QEvent, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QStyledItemDelegate,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from . import i18n
from .models import DeltaRole, MarksRole, StartRole

INK = QColor("#1a237e")
START_PAPER = QColor("#ece9d6")  # the line a game carried over starts with, shaded apart from the deals
START_INK = QColor("#455a64")
RED = QColor("#c62828")
GREEN = QColor("#2e7d32")
BROWN = QColor("#6d4c41")
ORANGE = QColor("#ef6c00")


tr = i18n.translator("ScoreSheet")


def rospis_mark() -> str:
    """The letter written beside a conceded contract: the first letter of the move's name in the
    player's language (rospis, роспись, розпис; the Polish bomba)."""
    return QCoreApplication.translate(
        "ScoreSheet",
        "R",
        "the rospis mark on the score sheet: one capital letter, the first of the "
        "word players use for conceding a contract (ru/uk: Р for роспись/розпис, pl: B for bomba)",
    )


def legend_text(rules=None) -> str:
    """What the sheet's marks mean, as far as the game of ``rules`` has them (None: 1000's reference rules):
    rospis where the table allows it, the contract ringed or struck out where deals have a declarer."""
    from engine import Rules
    from engine.agreements import agreements_of

    from .stats import figures_of

    rules = rules if rules is not None else Rules()
    lines = []
    if "rospis" in {a.id for a in agreements_of(rules.game)} and rules.rospis:
        lines.append(tr("%1 120: rospis, the declarer gave up a contract of 120.", rospis_mark()))
    if "bidding" in figures_of(rules.game):
        lines.append(tr("Ringed: made; struck out: failed."))
    return " ".join(lines)


def pen_strokes(p: QPainter, strokes, color: QColor, width: float = 1.6, progress: float = 1.0) -> None:
    """Draw ``strokes`` (QPainterPaths, in the order a hand draws them) as pen lines in solid ink:
    the first ``progress`` (0..1) of their whole length, so a new mark is written, not faded in."""
    lengths = [s.length() for s in strokes]
    left = max(0.0, min(1.0, progress)) * sum(lengths)
    p.save()
    p.setPen(QPen(color, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
    p.setBrush(Qt.BrushStyle.NoBrush)
    for s, length in zip(strokes, lengths):
        if left <= 0 or length <= 0:
            break
        if left >= length:
            p.drawPath(s)
        else:
            part = left / length
            n = max(2, int(length * part / 2))
            p.drawPolyline(QPolygonF([s.pointAtPercent(part * i / n) for i in range(n + 1)]))
        left -= length
    p.restore()


def _line(a: QPointF, b: QPointF) -> QPainterPath:
    path = QPainterPath(a)
    path.lineTo(b)
    return path


def _ring(r: QRectF) -> QPainterPath:
    """An oval as a hand writes a zero: from the top, anticlockwise, all the way round."""
    path = QPainterPath()
    path.arcMoveTo(r, 90)
    path.arcTo(r, 90, 360)
    return path


def barrel_strokes(r: QRectF) -> list:
    """The barrel: its outline in one stroke (top, right stave, bottom, left stave), then two hoops."""
    outline = QPainterPath(QPointF(r.left() + r.width() * 0.2, r.top()))
    outline.lineTo(r.right() - r.width() * 0.2, r.top())
    outline.quadTo(r.right() + r.width() * 0.1, r.center().y(), r.right() - r.width() * 0.2, r.bottom())
    outline.lineTo(r.left() + r.width() * 0.2, r.bottom())
    outline.quadTo(r.left() - r.width() * 0.1, r.center().y(), r.left() + r.width() * 0.2, r.top())
    hoops = [
        _line(
            QPointF(r.left() + r.width() * 0.05, r.top() + r.height() * f),
            QPointF(r.right() - r.width() * 0.05, r.top() + r.height() * f),
        )
        for f in (0.3, 0.7)
    ]
    return [outline] + hoops


def draw_barrel(p: QPainter, r: QRectF, color=BROWN, progress: float = 1.0):
    pen_strokes(p, barrel_strokes(r), color, 1.5, progress)


def draw_fallen_barrel(p: QPainter, r: QRectF, color=RED, progress: float = 1.0):
    """Fell off the barrel: the barrel, crossed out."""
    pen_strokes(p, barrel_strokes(r) + [_line(r.topLeft(), r.bottomRight())], color, 1.5, progress)


def bolt_strokes(r: QRectF) -> list:
    """A zero is a 'bolt': a zero written, then a bolt stroke through it."""
    ring = _ring(r.adjusted(r.width() * 0.15, 0, -r.width() * 0.15, 0))
    bolt = QPainterPath(QPointF(r.right(), r.top()))
    for pt in (
        QPointF(r.center().x() - 1, r.center().y() + 1),
        QPointF(r.center().x() + 2, r.center().y() - 1),
        QPointF(r.left(), r.bottom()),
    ):
        bolt.lineTo(pt)
    return [ring, bolt]


def draw_bolt(p: QPainter, r: QRectF, color=RED, progress: float = 1.0):
    pen_strokes(p, bolt_strokes(r), color, 1.6, progress)


def draw_truck(p: QPainter, r: QRectF, color=ORANGE):
    p.save()
    p.setPen(QPen(color, 1.3))
    p.setBrush(QColor(color.red(), color.green(), color.blue(), 90))
    body = QRectF(r.left(), r.top() + r.height() * 0.15, r.width() * 0.62, r.height() * 0.55)
    cab = QRectF(body.right(), r.top() + r.height() * 0.35, r.width() * 0.35, r.height() * 0.35)
    p.drawRect(body)
    p.drawRect(cab)
    p.setBrush(color)
    d = r.height() * 0.28
    for x in (r.left() + r.width() * 0.2, r.left() + r.width() * 0.78):
        p.drawEllipse(QPointF(x, r.bottom() - d / 2), d / 2, d / 2)
    p.restore()


class ScoreDelegate(QStyledItemDelegate):
    """Draws one cell: the total in ink, the delta small, and the paper marks. The row just scored
    (``fresh_row``) is drawn ``fresh_progress`` (0..1) of the way in: the sheet animates it, the
    model holds only the scores."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.fresh_row = -1  # the model row being written in; -1: none
        self.fresh_progress = 1.0

    def progress(self, index) -> float:
        """How far the cell at ``index`` is written in (1.0: whole)."""
        if index.row() != self.fresh_row:
            return 1.0
        return max(0.0, min(1.0, self.fresh_progress))

    def paint(self, p: QPainter, option, index):
        marks = index.data(MarksRole) or {}
        progress = self.progress(index)
        ink = min(1.0, progress * 2)  # a new row: the numbers are written in first...
        pen = progress  # ...and the marks drawn stroke by stroke, in solid ink
        start = bool(index.data(StartRole))
        r = QRectF(option.rect)
        p.save()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(r, START_PAPER if start else QColor("#fffef5") if index.row() % 2 == 0 else QColor("#fbf8e8"))
        if start:  # ruled off with a double line, as under the scores carried over on paper
            p.setPen(QPen(START_INK, 1.0))
            for y in (r.bottom() - 3.5, r.bottom() - 1.5):
                p.drawLine(QPointF(r.left(), y), QPointF(r.right(), y))
        p.setOpacity(ink)
        font = QFont(option.font)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        font.setItalic(start)
        p.setFont(font)
        struck = marks.get("redeal")
        p.setPen(QColor("#9e9e9e") if struck else START_INK if start else INK)
        text_rect = r.adjusted(4, 0, -6, 0)
        p.drawText(text_rect, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, index.data() or "")
        delta = index.data(DeltaRole) or 0
        small = QFont(option.font)
        small.setPointSizeF(max(6.0, option.font.pointSizeF() * 0.75))
        p.setFont(small)
        x = r.left() + 4
        res = marks.get("declarer")
        if res and not struck:
            box = QRectF(x, r.top() + 2, 40, r.height() - 4)
            color = GREEN if res == "made" else RED
            p.setPen(QPen(color, 1.2))
            label = str(marks.get("contract") or "")
            if res == "rospis":
                label = rospis_mark() + " " + label
            p.drawText(box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, label)
            p.setOpacity(1.0)
            if res == "made":
                pen_strokes(p, [_ring(box.adjusted(-2, 1, -6, -1))], color, 1.2, pen)
            elif res in ("failed", "spisat", "give_up", "surrender"):
                pen_strokes(
                    p,
                    [_line(QPointF(box.left(), box.bottom() - 3), QPointF(box.right() - 6, box.top() + 3))],
                    color,
                    1.2,
                    pen,
                )
            p.setOpacity(ink)
            x += 42
        elif delta and not struck:
            p.setPen(QColor("#5c6bc0"))
            p.drawText(
                QRectF(x, r.top(), 40, r.height()),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                f"{delta:+d}",
            )
            x += 38
        icon = r.height() - 8
        p.setOpacity(1.0)
        if marks.get("barrel") or marks.get("barrel_mounted"):
            draw_barrel(p, QRectF(x, r.top() + 4, icon * 0.8, icon), progress=pen)
            x += icon * 0.8 + 3
        if marks.get("barrel_fell"):
            draw_fallen_barrel(p, QRectF(x, r.top() + 4, icon * 0.8, icon), progress=pen)
            x += icon * 0.8 + 3
        if marks.get("zero"):
            draw_bolt(p, QRectF(x, r.top() + 4, icon * 0.7, icon), progress=pen)
            x += icon * 0.7 + 3
        p.setOpacity(ink)
        if marks.get("dump_truck"):
            draw_truck(p, QRectF(x, r.top() + 5, icon * 1.3, icon - 2))
            x += icon * 1.3 + 3
        if marks.get("penalty"):
            p.setPen(RED)
            p.drawText(
                QRectF(x, r.top(), 44, r.height()),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                str(marks["penalty"]),
            )
        if struck:
            p.setPen(QColor("#9e9e9e"))
            p.drawText(
                QRectF(r.left() + 4, r.top(), 60, r.height()),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                tr("redeal"),
            )
        p.restore()


class ScoreSheet(QWidget):
    """The table of deals and, underneath, the totals that count up to their new values."""

    def __init__(self, model, parent=None):
        super().__init__(parent)
        self.model = model
        self.speed = 1.0
        self.table = QTableView(objectName="scoreTable")
        self.table.setModel(model)
        self.delegate = ScoreDelegate(self.table)
        self.table.setItemDelegate(self.delegate)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        # a narrow sheet: "Ко…р 1" (the seat numbers stay apart), the whole name in the tooltip
        self.table.horizontalHeader().setTextElideMode(Qt.TextElideMode.ElideMiddle)
        self.table.verticalHeader().setDefaultSectionSize(26)
        self.table.setShowGrid(True)
        self.table.setStyleSheet("QTableView { background: #fffef5; gridline-color: #90caf9; }")
        self.totals_row = QHBoxLayout()
        self.total_labels: list[QLabel] = []
        self.rules = None  # the table's rules: the legend tells only the marks its game has
        self.legend = QLabel(legend_text(), objectName="sheetLegend", wordWrap=True)
        small = self.legend.font()
        small.setPointSizeF(small.pointSizeF() * 0.85)
        self.legend.setFont(small)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(2, 2, 2, 2)
        lay.addWidget(self.table, 1)
        lay.addLayout(self.totals_row)
        lay.addWidget(self.legend)
        self._shown = []
        self._writing = QVariantAnimation(self)  # the newest row written in: the pen's time
        self._writing.setStartValue(0.0)
        self._writing.setEndValue(1.0)
        self._writing.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._writing.valueChanged.connect(self._write)
        self._writing.finished.connect(lambda: self._write(1.0))
        model.modelReset.connect(self._rebuild_totals)
        model.rowsInserted.connect(self._row_added)
        model.totalsChanged.connect(self._count_up)
        self._rebuild_totals()

    def changeEvent(self, event):
        if event.type() == QEvent.Type.LanguageChange:
            self._show_legend()  # made of several texts: the widget walk cannot redo it
        if event.type() == QEvent.Type.LanguageChange and self.model.rowCount():
            # the starting line's header ("Start") and the tooltips are the model's texts
            self.model.headerDataChanged.emit(Qt.Orientation.Vertical, 0, self.model.rowCount() - 1)
            self.table.viewport().update()
        super().changeEvent(event)

    def set_rules(self, rules) -> None:
        """The game at the table (its ``Rules``, None: 1000's): the legend says what its marks mean."""
        self.rules = rules
        self._show_legend()

    def _show_legend(self) -> None:
        text = legend_text(self.rules)
        self.legend.setText(text)
        self.legend.setVisible(bool(text))

    def _rebuild_totals(self):
        self._writing.stop()
        self.delegate.fresh_row = -1
        for lab in self.total_labels:
            self.totals_row.removeWidget(lab)
            lab.hide()
            lab.setParent(None)
            lab.deleteLater()
        self.total_labels = []
        for i, _name in enumerate(self.model.names):
            lab = QLabel(objectName=f"total{i}")
            lab.setAlignment(Qt.AlignmentFlag.AlignCenter)
            f = lab.font()
            f.setBold(True)
            f.setPointSizeF(f.pointSizeF() * 1.3)
            lab.setFont(f)
            lab.setStyleSheet("color: #1a237e; background: #fff8e1; border-top: 2px solid #1a237e; padding: 3px;")
            self.totals_row.addWidget(lab)
            self.total_labels.append(lab)
        self._shown = list(self.model.totals())
        self._show_totals(self._shown)

    def _show_totals(self, values):
        for lab, v in zip(self.total_labels, values):
            lab.setText(i18n.number(round(v)))

    def _row_added(self, parent, first, last):
        """A deal scored: its row is written in (a row still being written is finished at once)."""
        self.table.scrollToBottom()
        self._writing.stop()
        if self.speed <= 0:
            self.delegate.fresh_row = -1
            self.table.viewport().update()
            return
        self.delegate.fresh_row = last
        self._write(0.0)
        self._writing.setDuration(int(900 / self.speed))  # time for the pen to draw the marks
        self._writing.start()

    def _write(self, progress) -> None:
        self.delegate.fresh_progress = float(progress)
        self.table.viewport().update()

    def _count_up(self, totals):
        old = list(self._shown) if len(self._shown) == len(totals) else [0] * len(totals)
        self._shown = list(totals)
        if self.speed <= 0 or old == totals:
            self._show_totals(totals)
            return
        a = QVariantAnimation(self)
        a.setStartValue(0.0)
        a.setEndValue(1.0)
        a.setDuration(int(700 / self.speed))
        a.valueChanged.connect(lambda f: self._show_totals([o + (n - o) * float(f) for o, n in zip(old, totals)]))
        a.finished.connect(lambda: self._show_totals(totals))
        a.start(QVariantAnimation.DeletionPolicy.DeleteWhenStopped)
