"""The coach in the window (issue 41): the "More…" button beside the hint in the status bar, which
shows the top three choices with their figures, and Settings' line for the coach."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QTimer
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QMessageBox, QToolButton, QWidget

from thousand_qt.game.coach import MODES, mode
from thousand_qt.words.coach import SHOW_MS, _fill, more_text


class _MoreButton(QToolButton):
    """The "More…" button, with the timer that hides it again."""

    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self.setObjectName("coachMoreButton")
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self.hide)


def offer_more(window, advice, action_text) -> None:
    """A "More…" button beside the hint in the status bar while the hint shows; it opens the top
    three choices with their figures."""
    button: _MoreButton | None = getattr(window, "_coach_more", None)
    if button is None:
        button = _MoreButton(window.statusBar())
        window.statusBar().addPermanentWidget(button)
        window._coach_more = button
        button.clicked.connect(lambda: _show_more(window))
    button.setText(QCoreApplication.translate("Coach", "More…"))
    window._coach_advice = (advice, action_text)
    if advice is None or len(advice.top) < 1:
        button.hide()
        return
    button.show()
    button.timer.start(SHOW_MS)


def _show_more(window) -> None:
    advice, action_text = getattr(window, "_coach_advice", (None, None))
    if advice is None:
        return
    QMessageBox.information(
        window, _fill(QCoreApplication.translate("Coach", "Why this hint")), more_text(advice, action_text)
    )


class CoachSettings(QWidget):
    """Settings' line for the coach: off, with the hint, or after each move. Saved with the dialog."""

    def __init__(self, dialog):
        super().__init__(dialog)
        self.label = QLabel()
        self.combo = QComboBox(objectName="coachCombo")  # type: ignore[call-arg]  # PySide6's stubs lack inherited property keywords
        for m in MODES:
            self.combo.addItem("", m)
        self.combo.setCurrentIndex(MODES.index(mode()))
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.combo, 1)
        dialog.accepted.connect(self.save)
        self.retranslateUi()

    def row(self):
        return self.label, self

    def retranslateUi(self) -> None:
        self.label.setText(QCoreApplication.translate("Coach", "Coach:"))
        self.combo.setItemText(0, QCoreApplication.translate("Coach", "Off"))
        self.combo.setItemText(1, QCoreApplication.translate("Coach", "Reasons with the hint"))
        self.combo.setItemText(2, QCoreApplication.translate("Coach", "After each of my moves"))

    def changeEvent(self, event):
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def save(self) -> None:
        from thousand_qt import settings

        settings.put("coach", self.combo.currentData())
