"""New game, Agreements (generated from the engine's catalogue), Settings, Last trick."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPointF, Qt
from PySide6.QtGui import QColor, QPalette, QWheelEvent
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from engine import CATALOGUE, GROUPS, PRESETS, Rules
from engine.agreements import preset_values

from . import i18n, settings
from .players import ai_available, levels


def tr(text: str) -> str:
    return QCoreApplication.translate("Dialogs", text)


def atr(text: str) -> str:
    """Catalogue text (titles, explanations, group and preset names, choice names): i18n.catalogue,
    the "Agreements" context of thousand_qt/catalogue_strings.py."""
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


def level_label(level: str) -> str:
    labels = {"random": tr("Beginner (random)"), "easy": tr("Easy"), "hard": tr("Hard")}
    # "Normal" is also an animation speed in this context: the level is told apart for translators
    labels["normal"] = labels["medium"] = QCoreApplication.translate("Dialogs", "Normal", "computer level")
    return labels.get(level, level)


# -------------------------------------------------------------------- new game


class NewGameDialog(QDialog):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setWindowTitle(tr("New game"))
        form = QFormLayout()
        self.name = QLineEdit(settings.get("player/name"), objectName="nameEdit")
        self.name.setPlaceholderText(tr("You"))
        self.players = QComboBox(objectName="playersCombo")
        self.players.addItem(tr("Three players (two computers)"), 3)
        self.players.addItem(tr("Four players (three computers)"), 4)
        self.players.setCurrentIndex(1 if settings.get("game/players") == 4 else 0)
        self.seat = QComboBox(objectName="seatCombo")
        self.dealer = QComboBox(objectName="dealerCombo")
        self.levels = []
        saved = settings.get_json("game/levels")
        for i in range(3):
            c = QComboBox(objectName=f"level{i}")
            for lv in levels():
                c.addItem(level_label(lv), lv)
            idx = c.findData({"medium": "normal"}.get(saved[i], saved[i]) if i < len(saved) else "normal")
            c.setCurrentIndex(max(0, idx))
            self.levels.append(c)
        self.preset = QComboBox(objectName="presetCombo")
        for pid, p in PRESETS.items():
            self.preset.addItem(atr(p.title), pid)
        self.preset.setCurrentIndex(max(0, self.preset.findData(settings.rules_choice()[0])))
        form.addRow(tr("Your name:"), self.name)
        form.addRow(tr("Players:"), self.players)
        form.addRow(tr("Your seat:"), self.seat)
        for i, c in enumerate(self.levels):
            form.addRow(tr("Computer %1:").replace("%1", str(i + 1)), c)
        form.addRow(tr("Rules preset:"), self.preset)
        form.addRow(tr("First dealer:"), self.dealer)
        note = QLabel(tr("Agreements changed in Settings ▸ Agreements apply when their preset is chosen."))
        note.setWordWrap(True)
        if not ai_available():
            note.setText(
                note.text()
                + "\n"
                + tr("The computer levels are not installed yet; every computer plays as a beginner.")
            )
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addLayout(form)
        lay.addWidget(note)
        lay.addWidget(buttons)
        self.players.currentIndexChanged.connect(self._players_changed)
        self._players_changed()
        self.seat.setCurrentIndex(min(settings.get("player/seat"), self.seat.count() - 1))
        d = settings.get("game/dealer")
        self.dealer.setCurrentIndex(max(0, self.dealer.findData(d)))

    def _players_changed(self):
        n = self.players.currentData()
        self.levels[2].setEnabled(n == 4)
        for combo in (self.seat, self.dealer):
            combo.clear()
        for s in range(n):
            self.seat.addItem(tr("Seat %1").replace("%1", str(s + 1)), s)
        self.dealer.addItem(tr("Random"), -1)
        for s in range(n):
            self.dealer.addItem(tr("Seat %1").replace("%1", str(s + 1)), s)

    def config(self):
        import random

        from .controller import GameConfig

        n = self.players.currentData()
        preset = self.preset.currentData()
        saved_preset, overrides = settings.rules_choice()
        dealer = self.dealer.currentData()
        if dealer is None or dealer < 0:
            dealer = random.randrange(n)
        return GameConfig(
            name=self.name.text().strip(),
            seat=self.seat.currentData() or 0,
            players=n,
            levels=[c.currentData() for c in self.levels[: n - 1]],
            preset=preset,
            overrides=overrides if preset == saved_preset else {},
            dealer=dealer,
        )

    def accept(self):
        settings.put("player/name", self.name.text().strip())
        settings.put("player/seat", self.seat.currentData() or 0)
        settings.put("game/players", self.players.currentData())
        settings.put_json("game/levels", [c.currentData() for c in self.levels])
        settings.put("game/dealer", self.dealer.currentData())
        super().accept()


# -------------------------------------------------------------------- agreements


class WheelToList(QObject):
    """A long list of editors scrolls under the wheel: an editor that the player has not clicked
    into hands the wheel to the list instead of turning its value (scrolling past a spin box must
    not change a rule unseen). Clicked into, it takes the wheel as usual."""

    def __init__(self, area: QScrollArea):
        super().__init__(area)
        self.area = area

    def guard(self, editor):
        editor.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # the wheel alone never gives it focus
        editor.installEventFilter(self)

    def eventFilter(self, obj, event):
        if event.type() != QEvent.Type.Wheel or obj.hasFocus():
            return False
        # sent to the list's viewport itself: Qt passes an ignored wheel on to the parents only
        # for the window system's own events, and the list must scroll the same for every event
        viewport = self.area.viewport()
        at = QPointF(obj.mapTo(viewport, event.position().toPoint()))
        QApplication.sendEvent(
            viewport,
            QWheelEvent(
                at,
                event.globalPosition(),
                event.pixelDelta(),
                event.angleDelta(),
                event.buttons(),
                event.modifiers(),
                event.phase(),
                event.inverted(),
                event.source(),
            ),
        )
        event.accept()
        return True


class AgreementsDialog(QDialog):
    """Every agreement of engine.agreements.CATALOGUE, grouped by GROUPS, with its explanation."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setWindowTitle(tr("Agreements"))
        self.resize(820, 680)
        self.editors: dict = {}
        self.labels: dict = {}
        self.groups: dict = {}
        top = QHBoxLayout()
        top.addWidget(QLabel(tr("Preset:")))
        self.preset = QComboBox(objectName="presetCombo")
        for pid, p in PRESETS.items():
            self.preset.addItem(atr(p.title), pid)
        top.addWidget(self.preset, 1)
        self.reset_button = QPushButton(tr("Reset to preset"), objectName="resetButton")
        top.addWidget(self.reset_button)
        self.preset_note = QLabel(wordWrap=True)
        body = QWidget()
        grid = QVBoxLayout(body)
        scroll = QScrollArea()
        wheel_guard = WheelToList(scroll)
        for gid, gname in GROUPS.items():
            box = QGroupBox(atr(gname), objectName=f"group_{gid}")
            form = QGridLayout(box)
            row = 0
            for a in CATALOGUE.values():
                if a.group != gid:
                    continue
                label = QLabel(agreement_title(a.id))
                label.setToolTip(a.id)
                editor = self._editor(a)
                editor.setObjectName(f"agreement_{a.id}")
                wheel_guard.guard(editor)
                expl = QLabel(atr(a.explanation), wordWrap=True)
                expl.setStyleSheet("font-size: small;")
                expl.setPalette(quiet_palette(expl.palette()))
                form.addWidget(label, row, 0)
                form.addWidget(editor, row, 1)
                form.addWidget(expl, row + 1, 0, 1, 2)
                self.editors[a.id] = editor
                self.labels[a.id] = label
                row += 2
            self.groups[gid] = box
            grid.addWidget(box)
        scroll.setWidgetResizable(True)
        scroll.setWidget(body)
        self.diff = QPlainTextEdit(readOnly=True, objectName="diffText")
        self.diff.setMaximumHeight(110)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.buttons = buttons
        lay = QVBoxLayout(self)
        lay.addLayout(top)
        lay.addWidget(self.preset_note)
        lay.addWidget(scroll, 1)
        lay.addWidget(QLabel(tr("Different from the preset:")))
        lay.addWidget(self.diff)
        lay.addWidget(buttons)
        preset, overrides = settings.rules_choice()
        self.preset.setCurrentIndex(max(0, self.preset.findData(preset)))
        self._load(Rules(preset, overrides).values)
        self.preset.currentIndexChanged.connect(self._preset_changed)
        self.reset_button.clicked.connect(self.reset_to_preset)
        self._update_diff()

    def _editor(self, a):
        if a.type == "bool":
            w = QCheckBox()
            w.toggled.connect(self._update_diff)
        elif a.type == "number":
            w = QSpinBox()
            w.setRange(a.min, a.max)
            w.setSingleStep(a.step or 1)
            if a.special:  # the minimum switches the rule off: say so instead of "-10000"
                w.setSpecialValueText(i18n.catalogue(a.special))
            w.valueChanged.connect(self._update_diff)
        else:
            w = QComboBox()
            for c in a.choices:
                w.addItem(choice_label(c), c)
            w.currentIndexChanged.connect(self._update_diff)
        return w

    def value(self, aid):
        w, a = self.editors[aid], CATALOGUE[aid]
        if a.type == "bool":
            return w.isChecked()
        if a.type == "number":
            return w.value()
        return w.currentData()

    def set_value(self, aid, v):
        w, a = self.editors[aid], CATALOGUE[aid]
        if a.type == "bool":
            w.setChecked(bool(v))
        elif a.type == "number":
            w.setValue(int(v))
        else:
            w.setCurrentIndex(max(0, w.findData(v)))

    def _load(self, values):
        self._loading = True
        for aid, v in values.items():
            if aid in self.editors:
                self.set_value(aid, v)
        self._loading = False
        self._update_diff()

    def _preset_changed(self):
        self.reset_to_preset()

    def reset_to_preset(self):
        self._load(preset_values(self.preset.currentData()))

    def values(self) -> dict:
        return {aid: self.value(aid) for aid in CATALOGUE}

    def overrides(self) -> dict:
        base = preset_values(self.preset.currentData())
        return {k: v for k, v in self.values().items() if v != base[k]}

    def _update_diff(self, *_):
        if getattr(self, "_loading", False):
            return
        pid = self.preset.currentData()
        if pid is None:
            return
        p = PRESETS[pid]
        self.preset_note.setText(atr(p.description))
        base = preset_values(pid)
        lines = []
        for aid, v in self.values().items():
            changed = v != base[aid]
            f = self.labels[aid].font()
            f.setBold(changed)
            self.labels[aid].setFont(f)
            if changed:
                lines.append(
                    tr("%1: %2 (preset: %3)")
                    .replace("%1", agreement_title(aid))
                    .replace("%2", choice_label(v))
                    .replace("%3", choice_label(base[aid]))
                )
        self.diff.setPlainText("\n".join(lines) if lines else tr("Nothing: the preset as it is."))

    def accept(self):
        settings.put("rules/preset", self.preset.currentData())
        settings.put_json("rules/overrides", self.overrides())
        super().accept()


# -------------------------------------------------------------------- settings


class SettingsDialog(QDialog):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setWindowTitle(tr("Settings"))
        form = QFormLayout()
        self.language = QComboBox(objectName="languageCombo")
        self.language.addItem(tr("System language"), "")
        self.language.addItem("English", "en")
        for code, name in i18n.available_languages():
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(settings.get("language"))))
        self.speed = QComboBox(objectName="speedCombo")
        for value, label in settings.SPEEDS:
            self.speed.addItem(QCoreApplication.translate("Dialogs", label), value)
        sp = settings.get("speed")
        self.speed.setCurrentIndex(min(range(len(settings.SPEEDS)), key=lambda i: abs(settings.SPEEDS[i][0] - sp)))
        self.deck = QComboBox(objectName="deckCombo")
        self.deck.addItem(tr("Two colours (red and black)"), "two")
        self.deck.addItem(tr("Four colours"), "four")
        self.deck.setCurrentIndex(max(0, self.deck.findData(settings.get("deck"))))
        self.think = QSpinBox(objectName="thinkSpin")
        self.think.setRange(0, 5000)
        self.think.setSingleStep(100)
        self.think.setSuffix(tr(" ms"))
        self.think.setValue(settings.get("think_ms"))
        form.addRow(tr("Language:"), self.language)
        form.addRow(tr("Animation speed:"), self.speed)
        form.addRow(tr("Deck:"), self.deck)
        form.addRow(tr("Computer thinking time:"), self.think)
        # the pace: what a player needs time to read, and what waits for his click
        self.talon_time = QComboBox(objectName="talonTimeCombo")
        self.trick_time = QComboBox(objectName="trickTimeCombo")
        for combo, choices, key in (
            (self.talon_time, settings.TALON_TIMES, "pace/talon_ms"),
            (self.trick_time, settings.TRICK_TIMES, "pace/trick_ms"),
        ):
            for value, label in choices:
                combo.addItem(QCoreApplication.translate("Dialogs", label), value)
            now = settings.get(key)
            combo.setCurrentIndex(min(range(len(choices)), key=lambda i, now=now, ch=choices: abs(ch[i][0] - now)))
        self.deal_click = QCheckBox(tr("Wait for my click before the next deal"), objectName="dealClickCheck")
        self.deal_click.setChecked(settings.get("pace/deal_click"))
        form.addRow(tr("A computer's talon stays up:"), self.talon_time)
        form.addRow(tr("A taken trick stays:"), self.trick_time)
        form.addRow("", self.deal_click)
        import os

        from .net.discovery import ENV

        self.interfaces = QLineEdit(settings.get("lan/interfaces"), objectName="interfacesEdit")
        self.interfaces.setPlaceholderText(tr("the default network"))
        self.interfaces.setToolTip(
            tr(
                "Where LAN tables are looked for and announced: this computer's "
                "IPv4 addresses, separated by commas. Empty: the default network."
            )
        )
        form.addRow(tr("LAN discovery on:"), self.interfaces)
        if os.environ.get(ENV):
            self.interfaces.setEnabled(False)
            form.addRow("", QLabel(tr("Set by %1 for now: %2").replace("%1", ENV).replace("%2", os.environ[ENV])))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addLayout(form)
        lay.addWidget(buttons)

    def accept(self):
        from PySide6.QtWidgets import QMessageBox

        from .net.discovery import parse_interfaces

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
        settings.put("lan/interfaces", ",".join(chosen or []))
        super().accept()
