"""One card on the table: a QGraphicsObject painted from the theme; click, drag and focus."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem

W, H = 100.0, 140.0


class CardItem(QGraphicsObject):
    """``code`` is the face ("AH"); ``face_up`` says which side shows. ``interactive`` cards
    react to the mouse; ``dimmed`` ones are drawn greyed and say why in their tooltip."""

    activated = Signal(object)  # the card's key
    dragDropped = Signal(object, QPointF)

    def __init__(self, key, code: str, theme, parent=None):
        super().__init__(parent)
        self.key, self.code, self.theme = key, code, theme
        self.face_up = False
        self.interactive = False
        self.dimmed = False
        self.selected_mark = False
        self.winner_mark = False  # the card that takes the trick, while the trick is still on the table
        self.fresh_mark = False  # a card just come into the player's hand (the talon, a card given to him)
        self.home = QPointF()
        self.lift = 14.0  # how far a playable card rises under the pointer
        self.moving = False  # an animation is taking it somewhere
        self._press = None
        self._dragging = False
        self.setTransformOriginPoint(W / 2, H / 2)
        self.setAcceptHoverEvents(True)
        # only a card the player may choose takes the keyboard focus: Tab never lands on a card that
        # is not his to play (an opponent's hidden card, a card in the trick)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable, False)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    def boundingRect(self) -> QRectF:
        return QRectF(-6, -6, W + 12, H + 12)

    def set_face_up(self, up: bool) -> None:
        if up != self.face_up:
            self.face_up = up
            self.update()

    def set_state(self, interactive: bool, dimmed: bool, tip: str = "", selected: bool = False):
        changed = (interactive, dimmed, selected) != (self.interactive, self.dimmed, self.selected_mark)
        self.interactive, self.dimmed, self.selected_mark = interactive, dimmed, selected
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable, interactive)
        if not interactive and self.hasFocus():
            self.clearFocus()  # the focus frame goes with the card's turn (a played card keeps none)
        self.setToolTip(tip)
        self.setCursor(Qt.CursorShape.PointingHandCursor if interactive else Qt.CursorShape.ArrowCursor)
        if changed:
            self.update()

    def set_winner(self, on: bool) -> None:
        if on != self.winner_mark:
            self.winner_mark = on
            self.update()

    def set_fresh(self, on: bool) -> None:
        """Mark the card as just come into the hand (a band along its top edge), or not."""
        if on != self.fresh_mark:
            self.fresh_mark = on
            self.update()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget=None):
        t = p.worldTransform()
        dpr = p.device().devicePixelRatioF() if p.device() is not None else 1.0
        code = self.code if self.face_up else "back"
        if t.m12() == 0 and t.m21() == 0 and t.m11() > 0 and t.m22() > 0:
            # no rotation: blit a pixmap rendered at exactly this size (fast and sharp)
            r = t.mapRect(QRectF(0, 0, W, H))
            pm = self.theme.pixmap(code, round(r.width()), dpr)
            p.save()
            p.resetTransform()
            p.drawPixmap(QPointF(round(r.x()), round(r.y())), pm)
            p.restore()
        else:
            pm = self.theme.pixmap(code, max(16, round(W * dpr)), 1.0)
            p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            p.drawPixmap(QRectF(0, 0, W, H), pm, QRectF(pm.rect()))
        if self.dimmed:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(30, 30, 30, 110))
            p.drawRoundedRect(QRectF(1, 1, W - 2, H - 2), 6, 6)
        if self.winner_mark:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(QColor(255, 213, 79, 110), 9))
            p.drawRoundedRect(QRectF(-1, -1, W + 2, H + 2), 9, 9)
            p.setPen(QPen(QColor("#ffd54f"), 4))
            p.drawRoundedRect(QRectF(0, 0, W, H), 7, 7)
        if self.fresh_mark:
            # a green frame and a tab over the top edge: seen on the card however little of it shows
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(QColor("#66bb6a"), 4))
            p.drawRoundedRect(QRectF(0, 0, W, H), 7, 7)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor("#66bb6a"))
            p.drawRoundedRect(QRectF(4, -5, 22, 10), 4, 4)
        if self.selected_mark or (self.hasFocus() and self.interactive):
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            color = QColor("#ffb300") if self.selected_mark else QColor("#4fc3f7")
            p.setPen(QPen(color, 4))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(QRectF(0, 0, W, H), 7, 7)

    # ---------------------------------------------------------------- mouse

    def hoverEnterEvent(self, e):
        if self.interactive and not self._dragging:
            self.setY(self.home.y() - self.lift)
        super().hoverEnterEvent(e)

    def hoverLeaveEvent(self, e):
        if self.interactive and not self._dragging:
            self.setY(self.home.y())
        super().hoverLeaveEvent(e)

    def mousePressEvent(self, e):
        if self.interactive and e.button() == Qt.MouseButton.LeftButton:
            self._press = e.scenePos()
            self._start = self.pos()
            e.accept()
        elif self.dimmed:
            e.accept()  # taken and dropped: a press must not fall through to the card under this one
        else:
            e.ignore()

    def mouseMoveEvent(self, e):
        if self._press is None:
            return
        delta = e.scenePos() - self._press
        if self._dragging or delta.manhattanLength() > 8:
            self._dragging = True
            self.setZValue(500)
            self.setPos(self._start + delta)

    def mouseReleaseEvent(self, e):
        if self._press is None:
            return
        was_drag = self._dragging
        self._press, self._dragging = None, False
        if was_drag:
            self.dragDropped.emit(self.key, self.pos())
        else:
            self.activated.emit(self.key)

    def snap_home(self):
        self.setPos(self.home)
