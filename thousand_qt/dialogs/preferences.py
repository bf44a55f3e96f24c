"""Settings ▸ Preferences: the language, the table's speed and sound, the coach, the network."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
)

from thousand_qt import settings
from thousand_qt.dialogs.common import Retranslating, form_label
from thousand_qt.words import i18n

tr = i18n.translator("Dialogs")


# -------------------------------------------------------------------- settings


def _nearest(choices, value) -> int:
    """The index of the choice (value, label) nearest ``value``."""
    return min(range(len(choices)), key=lambda i: abs(choices[i][0] - value))


class SettingsDialog(Retranslating, QDialog):
    def __init__(self, parent=None):
        import os

        from thousand_qt.net.discovery import ENV

        super().__init__(parent)
        form = QFormLayout()
        self.language = QComboBox(objectName="languageCombo")  # type: ignore[call-arg]  # PySide6's stubs lack inherited property keywords
        self.language.addItem("", "")
        self.language.addItem("English", "en")
        for code, name in i18n.available_languages():
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(settings.get("language"))))
        self.speed = QComboBox(objectName="speedCombo")  # type: ignore[call-arg]  # PySide6's stubs lack inherited property keywords
        for value, _label in settings.SPEEDS:
            self.speed.addItem("", value)
        sp = settings.get("speed")
        self.speed.setCurrentIndex(min(range(len(settings.SPEEDS)), key=lambda i: abs(settings.SPEEDS[i][0] - sp)))
        self.deck = QComboBox(objectName="deckCombo")  # type: ignore[call-arg]  # PySide6's stubs lack inherited property keywords
        self.deck.addItem("", "two")
        self.deck.addItem("", "four")
        self.deck.setCurrentIndex(max(0, self.deck.findData(settings.get("deck"))))
        self.think = QSpinBox(objectName="thinkSpin")  # type: ignore[call-arg]  # PySide6's stubs lack inherited property keywords
        self.think.setRange(0, 5000)
        self.think.setSingleStep(100)
        self.think.setValue(settings.get("think_ms"))
        self.labels = [form_label(form, w) for w in (self.language, self.speed, self.deck, self.think)]
        # the pace: what a player needs time to read, and what waits for his click
        self.talon_time = QComboBox(objectName="talonTimeCombo")  # type: ignore[call-arg]  # PySide6's stubs lack inherited property keywords
        self.trick_time = QComboBox(objectName="trickTimeCombo")  # type: ignore[call-arg]  # PySide6's stubs lack inherited property keywords
        for combo, choices, key in (
            (self.talon_time, settings.TALON_TIMES, "pace/talon_ms"),
            (self.trick_time, settings.TRICK_TIMES, "pace/trick_ms"),
        ):
            for value, _label in choices:
                combo.addItem("", value)
            now = settings.get(key)
            combo.setCurrentIndex(_nearest(choices, now))
        self.deal_click = QCheckBox(objectName="dealClickCheck")  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
        self.deal_click.setChecked(settings.get("pace/deal_click"))
        self.labels += [form_label(form, w) for w in (self.talon_time, self.trick_time)]
        form.addRow("", self.deal_click)
        self.draw_myself = QCheckBox(objectName="drawMyselfCheck")  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
        self.draw_myself.setChecked(settings.get("pace/draw_myself"))
        form.addRow("", self.draw_myself)
        from thousand_qt.window.sound import SoundSettings

        self.sound = SoundSettings(self)  # on/off and the volume; saves itself when the dialog is accepted
        form.addRow(*self.sound.row())
        from thousand_qt.window.coach import CoachSettings

        self.coach = CoachSettings(self)  # off, with the hint, after each move (issue 41)
        form.addRow(*self.coach.row())
        self.interfaces = QLineEdit(settings.get("lan/interfaces"), objectName="interfacesEdit")  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
        self.labels.append(form_label(form, self.interfaces))
        self.env_note = None  # where THOUSAND_LAN_INTERFACES overrides the setting
        if os.environ.get(ENV):
            self.interfaces.setEnabled(False)
            self.env_note = QLabel()
            form.addRow("", self.env_note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addLayout(form)
        lay.addWidget(buttons)
        self.retranslateUi()

    def retranslateUi(self):
        import os

        from thousand_qt.net.discovery import ENV

        self.setWindowTitle(tr("Settings"))
        self.language.setItemText(0, tr("System language"))
        # the speeds' and the times' names are marked for translation in settings.py
        for combo, choices in (
            (self.speed, settings.SPEEDS),
            (self.talon_time, settings.TALON_TIMES),
            (self.trick_time, settings.TRICK_TIMES),
        ):
            for i, (_value, label) in enumerate(choices):
                combo.setItemText(i, QCoreApplication.translate("Dialogs", label))
        self.deck.setItemText(0, tr("Two colours (red and black)"))
        self.deck.setItemText(1, tr("Four colours"))
        self.think.setSuffix(tr(" ms"))
        self.deal_click.setText(tr("Wait for my click before the next deal"))
        self.draw_myself.setText(tr("Sixty-Six: I draw from the stock myself (time to close before drawing)"))
        self.interfaces.setPlaceholderText(tr("the default network"))
        self.interfaces.setToolTip(
            tr(
                "Where LAN tables are looked for and announced: this computer's "
                "IPv4 addresses, separated by commas. Empty: the default network."
            )
        )
        words = (
            tr("Language:"),
            tr("Animation speed:"),
            tr("Deck:"),
            tr("Computer thinking time:"),
            tr("A computer's talon stays up:"),
            tr("A taken trick stays:"),
            tr("LAN discovery on:"),
        )
        for shown, text in zip(self.labels, words):
            shown.setText(text)
        if self.env_note is not None:
            self.env_note.setText(tr("Set by %1 for now: %2", ENV, os.environ.get(ENV, "")))

    def accept(self):
        from PySide6.QtWidgets import QMessageBox

        from thousand_qt.net.discovery import parse_interfaces

        try:
            chosen = parse_interfaces(self.interfaces.text())
        except ValueError:
            QMessageBox.warning(
                self,
                tr("Settings"),
                tr("LAN discovery: write this computer's IPv4 addresses, like 192.168.1.20, separated by commas."),
            )
            self.interfaces.setFocus()
            return
        settings.put("language", self.language.currentData())
        settings.put("speed", float(self.speed.currentData()))
        settings.put("deck", self.deck.currentData())
        settings.put("think_ms", self.think.value())
        settings.put("pace/talon_ms", int(self.talon_time.currentData()))
        settings.put("pace/trick_ms", int(self.trick_time.currentData()))
        settings.put("pace/deal_click", self.deal_click.isChecked())
        settings.put("pace/draw_myself", self.draw_myself.isChecked())
        settings.put("lan/interfaces", ",".join(chosen or []))
        super().accept()
