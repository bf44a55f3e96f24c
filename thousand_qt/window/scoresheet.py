"""The score sheet as players keep it on paper: running totals with the marks drawn beside them."""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, QEasingCurve, QEvent, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPainter, QPen, QTextDocument
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

from thousand_qt.game.models import DeltaRole, MarksRole, StartRole
from thousand_qt.table.marks import (
    RED,
    draw_barrel,
    draw_bolt,
    draw_fallen_barrel,
    draw_truck,
    line_path,
    pen_strokes,
    ring_path,
)
from thousand_qt.words import i18n

INK = QColor("#1a237e")
START_PAPER = QColor("#ece9d6")  # the line a game carried over starts with, shaded apart from the deals
START_INK = QColor("#455a64")
GREEN = QColor("#2e7d32")


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
    from thousand_qt.game.stats import figures_of

    rules = rules if rules is not None else Rules()
    lines = []
    if "rospis" in {a.id for a in agreements_of(rules.game)} and rules.rospis:
        lines.append(tr("%1 120: rospis, the declarer gave up a contract of 120.", rospis_mark()))
    if "bidding" in figures_of(rules.game):
        lines.append(tr("Ringed: made; struck out: failed."))
    return " ".join(lines)


def _icon(draw, w: float, h: float) -> str:
    """A mark drawn as the sheet draws it, as an image a legend's rich text can hold (a data URI)."""
    from PySide6.QtCore import QBuffer, QByteArray

    img = QImage(int(w * 2), int(h * 2), QImage.Format.Format_ARGB32)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.scale(2, 2)
    draw(p, QRectF(1, 1, w - 2, h - 2))
    p.end()
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QBuffer.OpenModeFlag.WriteOnly)
    img.save(buf, "PNG")  # type: ignore[call-overload]  # the stubs say bytes; PySide6 takes only a str here
    b64 = bytes(data.toBase64())  # type: ignore[call-overload]  # QByteArray has the buffer protocol; the stubs miss it
    return f'<img src="data:image/png;base64,{b64.decode()}" width="{int(w)}" height="{int(h)}">'


def marks_legend(rules=None) -> list[tuple[str, str]]:
    """The sheet's drawn marks the game of ``rules`` can write (None: 1000's reference rules), each
    as (its picture or sign as rich text, what it means): the barrel and falling off it, the bolt, the
    penalty in red, the dump truck, Sixty-Six's hand nobody won, and the ellipsis of a narrow column."""
    from engine import Rules
    from thousand_qt.game.stats import figures_of

    rules = rules if rules is not None else Rules()
    figures = figures_of(rules.game)
    out = []
    if "barrel" in figures and getattr(rules, "barrel_mode", "none") == "barrel":
        out.append((_icon(draw_barrel, 12, 16), tr("on the barrel")))
        out.append((_icon(draw_fallen_barrel, 12, 16), tr("fell off the barrel")))
    if "zeros" in figures:
        out.append((_icon(draw_bolt, 12, 16), tr("a bolt: a deal with no points")))
    if "zeros" in figures or "barrel" in figures:
        fine = i18n.number(-int(getattr(rules, "penalty", 120)))
        out.append((f'<span style="color:{RED.name()}">{fine}</span>', tr("a penalty")))
    if getattr(rules, "dump_555", False) or getattr(rules, "dump_minus_555", False):
        out.append((_icon(draw_truck, 18, 14), tr("dump truck: the score went back to 0")))
    if "hands" in figures:
        out.append((CARRY, tr("nobody won the hand: its game point goes to the next hand's winner")))
    if out:
        out.append((ELLIPSIS, tr("more marks than the column shows: point at the cell")))
    return out


GAP = 3.0  # between two marks, and between the marks and the total


def _fonts(base: QFont, start: bool) -> tuple[QFont, QFont]:
    """The total's font (a little larger, italic on the starting line) and the marks' small one."""
    big = QFont(base)
    big.setPointSizeF(big.pointSizeF() * 1.15)
    big.setItalic(start)
    small = QFont(base)
    small.setPointSizeF(max(6.0, base.pointSizeF() * 0.75))
    return big, small


def _contract_label(marks: dict) -> str:
    label = str(marks.get("contract") or "")
    return rospis_mark() + " " + label if marks.get("declarer") == "rospis" else label


def cell_parts(r: QRectF, marks: dict, delta: int, total: str, base: QFont, start: bool = False) -> dict:
    """Where each part of a cell goes: ``"total"`` right-aligned in full, the marks left of it in the
    order a hand writes them. A narrow column never lets a mark run into the total: the deal's
    difference goes first (the totals tell it), then the icons shrink, then the least telling marks
    give way to an ellipsis (the cell's tooltip says everything). Returns key -> QRectF."""
    big, small = _fonts(base, start)
    fb, fs = QFontMetricsF(big), QFontMetricsF(small)
    tw = fb.horizontalAdvance(total)
    right = r.right() - 4
    parts = {"total": QRectF(max(r.left() + 4, right - tw), r.top(), min(tw, right - r.left() - 4), r.height())}
    room = parts["total"].left() - GAP - (r.left() + 4)
    icon = r.height() - 8
    struck = marks.get("redeal")
    # (key, width, drop order: lower goes first, an icon's share of its height or 0 for text)
    wanted: list[tuple[str, float, int, float]] = []
    if struck:
        wanted.append(("redeal", fs.horizontalAdvance(tr("redeal")), 9, 0))
    elif marks.get("declarer"):
        wanted.append(("contract", fs.horizontalAdvance(_contract_label(marks)) + 8, 8, 0))
    elif delta:
        wanted.append(("delta", fs.horizontalAdvance(i18n.signed(delta)), 0, 0))
    if not struck:
        if marks.get("barrel") or marks.get("barrel_mounted"):
            wanted.append(("barrel", icon * 0.8, 3, 0.8))
        if marks.get("barrel_fell"):
            wanted.append(("fallen", icon * 0.8, 5, 0.8))
        if marks.get("zero"):
            wanted.append(("bolt", icon * 0.7, 4, 0.7))
        if marks.get("dump_truck"):
            wanted.append(("truck", icon * 1.3, 6, 1.3))
        if marks.get("penalty"):
            wanted.append(("penalty", fs.horizontalAdvance(i18n.number(marks["penalty"])), 7, 0))
        if marks.get("carry"):
            wanted.append(("carry", fs.horizontalAdvance(CARRY), 2, 0))

    def width(items, scale):
        return sum((w * scale if share else w) + GAP for _k, w, _d, share in items)

    scale = 1.0
    if width(wanted, 1.0) > room:
        wanted = [item for item in wanted if item[0] != "delta"]
    if width(wanted, 1.0) > room:
        scale = 0.6
    cut = False
    while wanted and width(wanted, scale) > room:
        wanted.remove(min(wanted, key=lambda item: item[2]))
        cut = True
    x = r.left() + 4
    for key, w, _drop, share in wanted:
        if share:
            size = icon * scale
            parts[key] = QRectF(x, r.center().y() - size / 2, w * scale, size)
            x += w * scale + GAP
        else:
            parts[key] = QRectF(x, r.top() + 2, w, r.height() - 4)
            x += w + GAP
    ellipsis = fs.horizontalAdvance(ELLIPSIS) + GAP
    if cut and ellipsis <= room - (x - r.left() - 4):  # where it fits: the tooltip has more
        parts["more"] = QRectF(x, r.top(), ellipsis - GAP, r.height())
    return parts


CARRY = "\u2192"  # a hand nobody won: its game point goes on to the next hand's winner
ELLIPSIS = "\u2026"


class ScoreDelegate(QStyledItemDelegate):
    """Draws one cell: the total in ink, the delta small, and the paper marks (where ``cell_parts``
    puts them). The row just scored (``fresh_row``) is drawn ``fresh_progress`` (0..1) of the way
    in: the sheet animates it, the model holds only the scores."""

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
        total = index.data() or ""
        parts = cell_parts(r, marks, index.data(DeltaRole) or 0, total, option.font, start)
        big, small = _fonts(option.font, start)
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        p.save()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(r, START_PAPER if start else QColor("#fffef5") if index.row() % 2 == 0 else QColor("#fbf8e8"))
        if start:  # ruled off with a double line, as under the scores carried over on paper
            p.setPen(QPen(START_INK, 1.0))
            for y in (r.bottom() - 3.5, r.bottom() - 1.5):
                p.drawLine(QPointF(r.left(), y), QPointF(r.right(), y))
        p.setOpacity(ink)
        p.setFont(big)
        struck = marks.get("redeal")
        p.setPen(QColor("#9e9e9e") if struck else START_INK if start else INK)
        p.drawText(parts["total"], Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, total)
        p.setFont(small)
        res = marks.get("declarer")
        if "contract" in parts:
            box = parts["contract"]
            color = GREEN if res == "made" else RED
            p.setPen(QPen(color, 1.2))
            p.drawText(box.adjusted(4, 0, 0, 0), left, _contract_label(marks))
            p.setOpacity(1.0)
            if res == "made":
                pen_strokes(p, [ring_path(box.adjusted(0.6, 0.6, -0.6, -0.6))], color, 1.2, pen)
            elif res in ("failed", "spisat", "give_up", "surrender"):
                stroke = line_path(QPointF(box.left() + 1, box.bottom() - 3), QPointF(box.right() - 1, box.top() + 3))
                pen_strokes(p, [stroke], color, 1.2, pen)
            p.setOpacity(ink)
        if "delta" in parts:
            p.setPen(QColor("#5c6bc0"))
            p.drawText(parts["delta"], left, i18n.signed(index.data(DeltaRole)))
        p.setOpacity(1.0)
        if "barrel" in parts:
            draw_barrel(p, parts["barrel"], progress=pen)
        if "fallen" in parts:
            draw_fallen_barrel(p, parts["fallen"], progress=pen)
        if "bolt" in parts:
            draw_bolt(p, parts["bolt"], progress=pen)
        p.setOpacity(ink)
        if "truck" in parts:
            draw_truck(p, parts["truck"])
        if "penalty" in parts:
            p.setPen(RED)
            p.drawText(parts["penalty"], left, i18n.number(marks["penalty"]))
        if "carry" in parts:
            p.setPen(START_INK)
            p.drawText(parts["carry"], left, CARRY)
        if "more" in parts:
            p.setPen(START_INK)
            p.drawText(parts["more"], left, ELLIPSIS)
        if "redeal" in parts:
            p.setPen(QColor("#9e9e9e"))
            p.drawText(parts["redeal"], left, tr("redeal"))
        p.restore()


class ScoreSheet(QWidget):
    """The table of deals and, underneath, the totals that count up to their new values."""

    def __init__(self, model, parent=None):
        super().__init__(parent)
        self.model = model
        self.speed = 1.0
        self.table = QTableView(objectName="scoreTable")  # type: ignore[call-arg]  # PySide6's stubs lack inherited property keywords
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
        self.legend = QLabel(legend_text(), objectName="sheetLegend", wordWrap=True)  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
        small = self.legend.font()
        small.setPointSizeF(small.pointSizeF() * 0.85)
        self.legend.setFont(small)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(2, 2, 2, 2)
        lay.addWidget(self.table, 1)
        lay.addLayout(self.totals_row)
        lay.addWidget(self.legend)
        self.marks_legend = QLabel(objectName="sheetMarks", wordWrap=True)  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
        self.marks_legend.setTextFormat(Qt.TextFormat.RichText)
        self.marks_legend.setFont(small)
        lay.addWidget(self.marks_legend)
        self.marks_legend.installEventFilter(self)
        self._show_legend()
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
        marks = marks_legend(self.rules)
        self._marks_entries = [f"{sign}&nbsp;{html.escape(what)}" for sign, what in marks]
        self._flow_marks()
        self.marks_legend.setVisible(bool(marks))

    def _flow_marks(self) -> None:
        """The marks' legend in lines that fit the label's width, a line broken only between two marks'
        entries: Qt's rich text would break right after an inline picture, parting a mark from its words.
        An entry wider than the label starts a line of its own and wraps between its words (the mark and
        the first word fit on it); none is kept whole, which would make the sheet wider than its room."""
        entries = getattr(self, "_marks_entries", [])
        room = self.marks_legend.contentsRect().width()
        doc = QTextDocument()
        doc.setDefaultFont(self.marks_legend.font())
        doc.setDocumentMargin(0)
        gap = QFontMetricsF(self.marks_legend.font()).horizontalAdvance("\u00a0\u00a0 ")
        lines: list[list[str]] = []
        used = 0.0
        for e in entries:
            doc.setHtml(e)
            w = doc.idealWidth()
            if lines and room > 0 and used + gap + w <= room - 2:  # 2: Qt's layout rounds its own way
                lines[-1].append(e)
                used += gap + w
            else:
                lines.append([e])
                used = w
        text = "<br>".join("&nbsp;&nbsp; ".join(line) for line in lines)
        if text != self.marks_legend.text():
            self.marks_legend.setText(text)

    def eventFilter(self, watched, event):
        if watched is self.marks_legend and event.type() == QEvent.Type.Resize:
            self._flow_marks()  # the legend's lines for its new width
        return super().eventFilter(watched, event)

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
            lab = QLabel(objectName=f"total{i}")  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
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
