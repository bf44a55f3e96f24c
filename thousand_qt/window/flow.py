"""A layout that places its widgets left to right and wraps onto a new line when the row is full,
so a bar of buttons is never wider than the window it sits in."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QWidgetItem


class FlowLayout(QLayout):
    def __init__(self, parent=None, spacing: int = 6):
        super().__init__(parent)
        self._items: list = []
        self._gap = spacing

    def addItem(self, item) -> None:
        self._items.append(item)

    def addWidget(self, w) -> None:
        self.addChildWidget(w)
        self.addItem(QWidgetItem(w))

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, i):
        return self._items[i] if 0 <= i < len(self._items) else None

    def takeAt(self, i):
        return self._items.pop(i) if 0 <= i < len(self._items) else None

    def expandingDirections(self):
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._place(QRect(0, 0, width, 0), move=False)

    def tallest_for_width(self, width: int, wider=None) -> int:
        """The height at ``width`` with every widget shown, the hidden ones too, and each of ``wider``
        ({widget: width}) as wide as given: the most the row can take (the bar leaves the table that)."""
        return self._place(QRect(0, 0, width, 0), move=False, items=self._items, wider=wider or {})

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._place(rect, move=True)

    def sizeHint(self) -> QSize:
        return self.minimumSize()

    def minimumSize(self) -> QSize:
        """As narrow as the widest single widget: the rest wraps."""
        size = QSize()
        for item in self._shown():
            size = size.expandedTo(item.minimumSize())
        m = self.contentsMargins()
        return size + QSize(m.left() + m.right(), m.top() + m.bottom())

    def _shown(self) -> list:
        return [it for it in self._items if it.widget() is None or not it.widget().isHidden()]

    def _place(self, rect: QRect, move: bool, items=None, wider=None) -> int:
        m = self.contentsMargins()
        area = rect.adjusted(m.left(), m.top(), -m.right(), -m.bottom())
        x, y, line = area.x(), area.y(), 0
        shown = self._shown() if items is None else list(items)
        for item in shown:
            # a hidden widget's item has no size: the widget's own hint is what it takes once shown
            hint = item.widget().sizeHint() if items is not None and item.widget() is not None else item.sizeHint()
            if wider and item.widget() in wider:
                hint = QSize(max(hint.width(), wider[item.widget()]), hint.height())
            if x + hint.width() > area.right() + 1 and x > area.x():
                x, y, line = area.x(), y + line + self._gap, 0
            if move:
                item.setGeometry(QRect(QPoint(x, y), hint))
            x += hint.width() + self._gap
            line = max(line, hint.height())
        return (y + line - rect.y() + m.bottom()) if shown else 0
