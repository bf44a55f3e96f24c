"""What the app's dialogs share: retranslation on a language change, form labels, the catalogue's
words for agreements and choices, and a dialog's fit on a small screen."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import (
    QFormLayout,
    QLabel,
)

from engine import CATALOGUE
from thousand_qt.words import i18n

tr = i18n.translator("Dialogs")


class Retranslating:
    """A dialog whose texts are set in ``retranslateUi``: once when built, again when the language
    changes (Qt sends every window QEvent.LanguageChange when a translator is installed)."""

    def retranslateUi(self) -> None: ...

    def changeEvent(self, e):
        if e.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(e)  # type: ignore[misc]  # a mixin: the QWidget class after it in the MRO has it


def form_label(form: QFormLayout, field) -> QLabel:
    """A row of ``form`` with an empty label (retranslateUi words it); the label."""
    label = QLabel()
    form.addRow(label, field)
    return label


def atr(text: str) -> str:
    """Catalogue text (titles, explanations, group and preset names, choice names): i18n.catalogue,
    the "Agreements" context of thousand_qt/words/catalogue_strings.py."""
    return i18n.catalogue(text)


def quiet_palette(pal: QPalette) -> QPalette:
    """Secondary text (an agreement's explanation): the text colour two thirds of the way from the
    background, so it stays readable in light and dark themes (palette(mid) was too faint to read)."""
    t, b = pal.color(QPalette.ColorRole.WindowText), pal.color(QPalette.ColorRole.Window)
    mix = QColor(
        round(t.red() * 0.7 + b.red() * 0.3),
        round(t.green() * 0.7 + b.green() * 0.3),
        round(t.blue() * 0.7 + b.blue() * 0.3),
    )
    pal.setColor(QPalette.ColorRole.WindowText, mix)
    return pal


def agreement_title(aid: str) -> str:
    a = CATALOGUE.get(aid)
    return atr(a.title if a is not None and a.title else aid.replace("_", " ").capitalize())


def choice_label(value) -> str:
    if isinstance(value, bool):
        return tr("yes") if value else tr("no")
    return atr(str(value).replace("_", " "))


def fit_on_screen(widget, width: int, height: int) -> None:
    """``width``×``height``, or less where the screen has less room (a 1024×640 laptop): the window,
    its title bar and frame, and its Close button stay on the screen."""
    from PySide6.QtGui import QGuiApplication

    screen = widget.screen() or QGuiApplication.primaryScreen()
    if screen is not None:
        avail = screen.availableGeometry()
        width, height = min(width, avail.width() - 16), min(height, avail.height() - 48)
    widget.resize(width, height)


def fit_height(dialog) -> None:
    """Taller if its rows now need more height at its width (a longer description wrapped)."""
    lay = dialog.layout()
    if lay is None:
        return
    need = lay.totalHeightForWidth(dialog.width()) if lay.hasHeightForWidth() else lay.totalSizeHint().height()
    if need > dialog.height():
        dialog.resize(dialog.width(), need)
