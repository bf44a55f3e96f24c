"""The view of the card table: the scene at the window's size, and the keyboard.

The scene is laid out anew for every size of the window (``TableScene.set_size``), never scaled, and not
moved by the action bar's height. Arrows move between
the cards the player may choose, Enter or Space plays (or picks) the one in focus; while the table waits
for the player, a click or Enter goes on.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsView

if TYPE_CHECKING:
    from thousand_qt.table.scene import TableScene


class TableView(QGraphicsView):
    """The table at the window's size (the scene is laid out anew for every size, never scaled).
    Arrows move between the cards the player may choose, Enter or Space plays (or picks) the one in
    focus; while the table waits for the player, a click or Enter goes on."""

    def __init__(self, scene: TableScene, parent=None):
        super().__init__(scene, parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(480, 300)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.BoundingRectViewportUpdate)
        self.setBackgroundBrush(QColor("#12391f"))
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, True)
        self._window = QSize()  # the window's size when the table was last laid out
        self._laid: QSize | None = None  # the room the table is laid out for
        # how much taller the action bar under the table may yet grow (the main window: its tallest less
        # its height now); the table is laid out without that strip, so the bar's first growing moves nothing
        self.spare: Callable[[], int] = lambda: 0

    def scene(self) -> TableScene:
        """The table's scene, given to ``__init__`` (QGraphicsView types it as any scene)."""
        return cast("TableScene", super().scene())

    def resizeEvent(self, e):
        super().resizeEvent(e)
        self._fit()

    def showEvent(self, e):
        super().showEvent(e)
        self._fit()

    def _fit(self):
        """The table laid out for the room the view has, but not moved by the action bar: while the
        window keeps its size the room changes only with the bar's height (two lines of buttons in the
        auction, one at the first lead). The room is the view's less the strip the bar may yet grow into
        (``spare``: the bar's tallest from the start, so its first growing moves nothing either), and
        the table keeps the layout it has for the smallest room (a shorter bar shows a strip more of the
        felt below it). A bar taller than that, or a new size of the window, lays the table out anew."""
        vp = self.viewport().size()
        vp = QSize(vp.width(), max(1, vp.height() - max(0, self.spare())))
        window = self.window().size()
        laid = self._laid
        if laid is None or window != self._window or vp.width() != laid.width() or vp.height() < laid.height():
            laid = vp
        self._window, self._laid = window, laid
        self.scene().set_size(laid.width(), laid.height())
        self.resetCachedContent()
        self.centerOn(self.scene().sceneRect().center())

    def _candidates(self):
        sc = self.scene()
        return [c for c in sc.model.hand if sc.cards[c].interactive]

    def focused_card(self):
        sc = self.scene()
        item = sc.focusItem()
        c = getattr(item, "key", None)
        return c if c in self._candidates() else None

    def move_focus(self, step: int) -> None:
        """The next (step 1) or previous (−1) card the player may choose takes the focus."""
        sc = self.scene()
        cands = self._candidates()
        if not cands:
            return
        now = self.focused_card()
        if now is None:
            i = 0 if step > 0 else len(cands) - 1
        else:
            i = (cands.index(now) + step) % len(cands)
        self.setFocus()
        sc.cards[cands[i]].setFocus()
        for c in sc.model.hand:
            sc.cards[c].update()

    def mousePressEvent(self, e):
        if self.scene().release():
            e.accept()
            return
        super().mousePressEvent(e)

    def keyPressEvent(self, e):
        sc = self.scene()
        key = e.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self.move_focus(-1 if key == Qt.Key.Key_Left else 1)
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if sc.release():
                return
            c = self.focused_card()
            if c is None and len(self._candidates()) == 1:
                c = self._candidates()[0]  # one card to play (the last in hand): Enter plays it
            if c is not None:
                order = self._candidates()
                sc.activate(c)
                # the focus goes on to the neighbour (picking the second card to give, say)
                left = [x for x in self._candidates() if x != c]
                if left and c in order:
                    nxt = next((x for x in order[order.index(c) + 1 :] if x in left), left[-1])
                    sc.cards[nxt].setFocus()
                return
        super().keyPressEvent(e)
