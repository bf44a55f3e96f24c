"""Small windows that show cards again: the last trick, the last talon shown to all."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QVBoxLayout

from engine import cards as C


def tr(text: str) -> str:
    return QCoreApplication.translate("Dialogs", text)


class CardsDialog(QDialog):
    """A row of card faces, each with a caption under it (who played it), or ``empty`` when there
    are none; ``title_line`` above the cards says whose they are."""

    def __init__(self, title: str, cards: list, theme, empty: str, title_line: str = "", parent=None):
        super().__init__(parent)
        self.setWindowTitle(title)
        outer = QVBoxLayout(self)
        if title_line:
            outer.addWidget(QLabel(title_line, objectName="cardsTitle"))
        row = QHBoxLayout()
        outer.addLayout(row)
        if not cards:
            row.addWidget(QLabel(empty))
        for caption, c in cards:
            col = QVBoxLayout()
            pic = QLabel()
            pic.setPixmap(QPixmap(theme.pixmap(C.name(c), 110, self.devicePixelRatioF())))
            col.addWidget(pic)
            name = QLabel(caption)
            name.setAlignment(Qt.AlignmentFlag.AlignCenter)
            col.addWidget(name)
            row.addLayout(col)


def last_trick_dialog(model, theme, parent=None) -> CardsDialog:
    cards = [(model.names[seat], c) for seat, c in model.last_trick]
    return CardsDialog(tr("Last trick"), cards, theme, tr("No trick has been taken yet in this deal."), parent=parent)


def last_talon_dialog(model, theme, parent=None) -> CardsDialog:
    """The talon as it was turned face up (a computer's talon flies to his hand after a moment)."""
    shown = model.shown_talon
    if shown is None:
        return CardsDialog(tr("Last talon"), [], theme, tr("No talon has been shown yet."), parent=parent)
    seat, cards, deal = shown
    who = model.names[seat] if seat is not None and 0 <= seat < len(model.names) else "?"
    line = tr("Deal %1: %2 took the talon.").replace("%1", str(deal)).replace("%2", who)
    return CardsDialog(tr("Last talon"), [("", c) for c in cards], theme, "", line, parent=parent)
