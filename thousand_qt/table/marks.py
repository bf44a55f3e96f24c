"""The paper marks as a pen draws them, stroke by stroke: the barrel, the fallen barrel, the bolt,
the dump truck. The score sheet writes them beside its numbers and the name plates beside a score."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF

RED = QColor("#c62828")
BROWN = QColor("#6d4c41")
ORANGE = QColor("#ef6c00")


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


def line_path(a: QPointF, b: QPointF) -> QPainterPath:
    path = QPainterPath(a)
    path.lineTo(b)
    return path


def ring_path(r: QRectF) -> QPainterPath:
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
        line_path(
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
    pen_strokes(p, barrel_strokes(r) + [line_path(r.topLeft(), r.bottomRight())], color, 1.5, progress)


def bolt_strokes(r: QRectF) -> list:
    """A zero is a 'bolt': a zero written, then a bolt stroke through it."""
    ring = ring_path(r.adjusted(r.width() * 0.15, 0, -r.width() * 0.15, 0))
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
