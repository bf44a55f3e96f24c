"""Table decorations: speech bubbles, seat badges and a banner."""

from __future__ import annotations

from PySide6.QtCore import Property, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject


class Bubble(QGraphicsObject):
    """A speech bubble with a tail pointing at ``tail`` ("down", "up", "left", "right")."""

    def __init__(self, tail: str = "down", parent=None):
        super().__init__(parent)
        self.tail = tail
        self.text = ""
        self.color = QColor("#fffde7")
        self.font = QFont()
        self.font.setPointSizeF(15)
        self.font.setBold(True)
        self._rect = QRectF()
        self.setZValue(900)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.hide()

    def set_text(self, text: str, color: str = "#fffde7") -> None:
        self.prepareGeometryChange()
        self.text, self.color = text, QColor(color)
        fm = QFontMetricsF(self.font)
        w, h = fm.horizontalAdvance(text) + 28, fm.height() + 16
        # the tail's tip is the item's origin: the bubble above it (tail down) or below it (tail up)
        self._rect = QRectF(-w / 2, 14 if self.tail == "up" else -h - 14, w, h)
        self.update()

    def set_tail(self, tail: str) -> None:
        """Point the tail "down" (the speaker below the bubble) or "up" (the speaker above it)."""
        if tail != self.tail:
            # the bounding rect follows the tail: the scene must be told before it changes, or its index
            # keeps the item under the old rect (and a pointer to it once the item is gone)
            self.prepareGeometryChange()
            self.tail = tail
            self.set_text(self.text, self.color.name())

    def boundingRect(self):
        return self._rect.adjusted(-16, -30, 16, 4) if self.tail == "up" else self._rect.adjusted(-16, -4, 16, 30)

    def paint(self, p: QPainter, option, widget=None):
        if not self.text:
            return
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self._rect
        path = QPainterPath()
        path.addRoundedRect(r, 12, 12)
        tail = QPainterPath()
        cx = r.center().x()
        if self.tail == "up":
            tail.moveTo(cx - 9, r.top() + 1)
            tail.lineTo(cx, r.top() - 14)
            tail.lineTo(cx + 9, r.top() + 1)
        else:
            tail.moveTo(cx - 9, r.bottom() - 1)
            tail.lineTo(cx, r.bottom() + 14)
            tail.lineTo(cx + 9, r.bottom() - 1)
        tail.closeSubpath()
        path = path.united(tail)
        p.setPen(QPen(QColor(0, 0, 0, 150), 1.5))
        p.setBrush(self.color)
        p.drawPath(path)
        p.setFont(self.font)
        p.setPen(QColor("#202020"))
        p.drawText(r, Qt.AlignmentFlag.AlignCenter, self.text)


class Badge(QGraphicsObject):
    """A seat's name plate: name, score, dealer chip, a 'thinking' ellipsis, a highlight."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.name, self.score, self.dealer, self.active, self.note = "", 0, False, False, ""
        self.dealer_mark = "D"  # the dealer chip's letter; the table sets it in the player's language
        self._dots = 0
        self.thinking = False
        self.font = QFont()
        self.font.setPointSizeF(13)
        self.setZValue(800)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def _get_dots(self):
        return self._dots

    def _set_dots(self, v):
        self._dots = int(v)
        self.update()

    dots = Property(int, _get_dots, _set_dots)

    def score_text(self) -> str:
        """The score as the banner beside it writes it: a negative one with the minus sign U+2212."""
        return str(self.score).replace("-", "\u2212")

    def set_info(self, name, score, dealer, active, thinking=False, note="", marks=()):
        """``marks``: what the player tracks beside the score, each (draw, text): ``draw(painter, rect)``
        paints a small sign (the game's: a bolt, a barrel) and ``text`` is its figure ("2")."""
        self.name, self.score, self.dealer, self.active = name, score, dealer, active
        self.thinking, self.note = thinking, note
        self.marks = list(marks)
        # the plate grows to hold a long name ("Computer 1 (sits out)", a translation) and its marks
        fm = QFontMetricsF(self.font)
        width = max(
            210.0,
            fm.horizontalAdvance(name + " •••")
            + (34 if dealer else 14)
            + fm.horizontalAdvance(self.score_text())
            + 40
            + self._marks_width(),
        )
        if width != getattr(self, "_width", 210.0):
            self.prepareGeometryChange()
            self._width = width
        self.update()

    MARK_W = 12.0  # a mark's sign, beside its figure

    def _marks_width(self) -> float:
        fm = QFontMetricsF(self.font)
        return sum(self.MARK_W + 3 + fm.horizontalAdvance(text) + 8 for _draw, text in getattr(self, "marks", ()))

    def boundingRect(self):
        w = getattr(self, "_width", 210.0)
        return QRectF(-w / 2 - 5, -20, w + 10, 40)

    def paint(self, p: QPainter, option, widget=None):
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w = getattr(self, "_width", 210.0)
        r = QRectF(-w / 2, -17, w, 34)
        p.setPen(QPen(QColor("#ffd54f") if self.active else QColor(0, 0, 0, 90), 2.5 if self.active else 1))
        p.setBrush(QColor(0, 0, 0, 120))
        p.drawRoundedRect(r, 17, 17)
        p.setFont(self.font)
        p.setPen(QColor("#ffffff"))
        text = self.name
        if self.thinking:
            text += " " + "•" * (1 + self._dots % 3)
        marks_w = self._marks_width()
        p.drawText(
            r.adjusted(34 if self.dealer else 14, 0, -60 - marks_w, 0),
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
            text,
        )
        p.setPen(QColor("#ffe082"))
        p.drawText(
            r.adjusted(0, 0, -14, 0), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, self.score_text()
        )
        # the marks between the name and the score, each its sign and its figure
        fm = QFontMetricsF(self.font)
        x = r.right() - 14 - fm.horizontalAdvance(self.score_text()) - 12 - marks_w
        for draw, figure in getattr(self, "marks", ()):
            draw(p, QRectF(x, r.center().y() - 8, self.MARK_W, 16))
            x += self.MARK_W + 3
            p.setPen(QColor("#ffffff"))
            p.setFont(self.font)
            p.drawText(
                QRectF(x, r.top(), fm.horizontalAdvance(figure) + 2, r.height()), Qt.AlignmentFlag.AlignVCenter, figure
            )
            x += fm.horizontalAdvance(figure) + 8
        if self.dealer:
            chip = QRectF(r.left() + 6, r.center().y() - 11, 22, 22)
            p.setBrush(QColor("#fafafa"))
            p.setPen(QPen(QColor("#b71c1c"), 2))
            p.drawEllipse(chip)
            f = QFont(self.font)
            f.setPointSizeF(10)
            f.setBold(True)
            p.setFont(f)
            p.setPen(QColor("#b71c1c"))
            p.drawText(chip, Qt.AlignmentFlag.AlignCenter, self.dealer_mark)


class Banner(QGraphicsObject):
    """A centred panel of text lines (the deal's score, a message)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.lines: list = []
        self.title = ""
        self.font = QFont()
        self.font.setPointSizeF(15)
        self.setZValue(950)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.hide()

    def set_lines(self, title: str, lines: list, footer: str = "") -> None:
        """``footer``: a quieter last line (what the player does to go on), or ""."""
        self.prepareGeometryChange()
        self.title, self.lines, self.footer = title, list(lines), footer
        # the panel grows to hold its longest text (a translated title, a long name)
        bold = QFont(self.font)
        bold.setBold(True)
        need = max(
            [QFontMetricsF(bold).horizontalAdvance(title) + 40]
            + [QFontMetricsF(self.font).horizontalAdvance(line) + 60 for line in self.lines + [footer]]
        )
        self._width = max(460.0, need)
        self.update()

    def boundingRect(self):
        h = 60 + 30 * len(self.lines) + (30 if getattr(self, "footer", "") else 0)
        w = getattr(self, "_width", 460.0)
        return QRectF(-w / 2, -h / 2, w, h)

    def paint(self, p: QPainter, option, widget=None):
        r = self.boundingRect().adjusted(2, 2, -2, -2)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor("#ffd54f"), 2))
        p.setBrush(QColor(20, 40, 25))  # opaque: the stock and cards behind must not read through the text
        p.drawRoundedRect(r, 14, 14)
        f = QFont(self.font)
        f.setBold(True)
        p.setFont(f)
        p.setPen(QColor("#ffe082"))
        p.drawText(QRectF(r.left(), r.top() + 8, r.width(), 34), Qt.AlignmentFlag.AlignCenter, self.title)
        p.setFont(self.font)
        p.setPen(QColor("#ffffff"))
        for i, line in enumerate(self.lines):
            p.drawText(
                QRectF(r.left() + 20, r.top() + 46 + 30 * i, r.width() - 40, 28), Qt.AlignmentFlag.AlignCenter, line
            )
        if getattr(self, "footer", ""):
            f = QFont(self.font)
            f.setPointSizeF(self.font.pointSizeF() * 0.8)
            f.setItalic(True)
            p.setFont(f)
            p.setPen(QColor("#c8e6c9"))
            p.drawText(
                QRectF(r.left() + 20, r.top() + 50 + 30 * len(self.lines), r.width() - 40, 26),
                Qt.AlignmentFlag.AlignCenter,
                self.footer,
            )
