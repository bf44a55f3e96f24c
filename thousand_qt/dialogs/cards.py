"""Small windows that show cards again: the last trick, the last talon shown to all."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QVBoxLayout

from engine import cards as C
from thousand_qt.words import i18n
from thousand_qt.words.names import is_you

tr = i18n.translator("Dialogs")


class CardsDialog(QDialog):
    """A row of card faces, each with a caption under it (who played it), or the ``empty`` text when
    there are none; a title line above the cards says whose they are.

    ``words()`` gives (window title, [caption per card], empty text, title line) in the language
    now: asked when built and again on a language switch (the captions are the seats' names)."""

    def __init__(self, words, cards: list, theme, parent=None):
        super().__init__(parent)
        self.words = words
        outer = QVBoxLayout(self)
        self.title_line = QLabel(objectName="cardsTitle")  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
        outer.addWidget(self.title_line)
        row = QHBoxLayout()
        outer.addLayout(row)
        self.empty = QLabel()
        if not cards:
            row.addWidget(self.empty)
        self.captions = []
        for c in cards:
            col = QVBoxLayout()
            pic = QLabel()
            pic.setPixmap(QPixmap(theme.pixmap(C.name(c), 110, self.devicePixelRatioF())))
            col.addWidget(pic)
            name = QLabel()
            name.setAlignment(Qt.AlignmentFlag.AlignCenter)
            col.addWidget(name)
            row.addLayout(col)
            self.captions.append(name)
        self.retranslateUi()

    def retranslateUi(self):
        title, captions, empty, line = self.words()
        self.setWindowTitle(title)
        self.title_line.setText(line)
        self.title_line.setVisible(bool(line))
        self.empty.setText(empty)
        for label, caption in zip(self.captions, captions):
            label.setText(caption)

    def changeEvent(self, e):
        if e.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(e)


def last_trick_dialog(model, theme, parent=None) -> CardsDialog:
    trick = list(model.last_trick)

    cards = {c for _seat, c in trick}
    # who took it: the seat whose pile holds its cards (the table put them there when it was taken)
    taker = next((s for s, pile in model.piles.items() if cards and cards <= set(pile)), None)

    def words():
        captions = [model.names[seat] for seat, _c in trick]
        line = ""
        if taker is not None and 0 <= taker < len(model.names):
            who = model.names[taker]
            line = tr("You took this trick.") if is_you(who) else tr("%1 took this trick.", who)
        return tr("Last trick"), captions, tr("No trick has been taken yet in this deal."), line

    return CardsDialog(words, [c for _seat, c in trick], theme, parent)


def last_talon_dialog(model, theme, parent=None) -> CardsDialog:
    """The talon as it was turned face up (a computer's talon flies to his hand after a moment)."""
    shown = model.shown_talon
    if shown is None:
        return CardsDialog(lambda: (tr("Last talon"), [], tr("No talon has been shown yet."), ""), [], theme, parent)
    seat, cards, deal = shown

    def words():
        who = model.names[seat] if seat is not None and 0 <= seat < len(model.names) else "?"
        if is_you(who):  # the player's own words: not «прикуп взял Вы»
            return tr("Last talon"), [""] * len(cards), "", tr("Deal %1: you took the talon.", deal)
        return tr("Last talon"), [""] * len(cards), "", tr("Deal %1: %2 took the talon.", deal, who)

    return CardsDialog(words, list(cards), theme, parent)
