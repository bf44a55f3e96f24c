"""The Agreements dialog, generated from the engine's catalogue: the house rules a table plays by,
in groups, with presets and each rule's source sentence."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from engine import CATALOGUE, GROUPS, PRESETS, Rules
from engine.agreements import agreements_of, preset_values, presets_of
from engine.registry import GAMES, playable_games
from thousand_qt import settings
from thousand_qt.dialogs.common import Retranslating, agreement_title, atr, choice_label, quiet_palette
from thousand_qt.words import i18n

tr = i18n.translator("Dialogs")


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


class AgreementsDialog(Retranslating, QDialog):
    """The agreements of one game (engine.agreements.agreements_of: the rules its tables differ on),
    grouped by GROUPS, with their explanations; the game's presets. Saved for that game."""

    def __init__(self, parent=None, game: str | None = None):
        super().__init__(parent)
        self.game_id = game or settings.current_game()
        self.resize(820, 680)
        self.editors: dict = {}
        self.labels: dict = {}
        self.explanations: dict = {}
        self.groups: dict = {}
        top = QHBoxLayout()
        self.preset_label = QLabel()
        top.addWidget(self.preset_label)
        self.preset = QComboBox(objectName="presetCombo")  # type: ignore[call-arg]  # PySide6's stubs lack inherited property keywords
        for p in presets_of(self.game_id):
            self.preset.addItem("", p.id)
        top.addWidget(self.preset, 1)
        self.reset_button = QPushButton(objectName="resetButton")  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
        top.addWidget(self.reset_button)
        self.preset_note = QLabel(wordWrap=True)
        body = QWidget()
        grid = QVBoxLayout(body)
        scroll = QScrollArea()
        wheel_guard = WheelToList(scroll)
        mine = agreements_of(self.game_id)
        for gid in GROUPS:
            if not any(a.group == gid for a in mine):
                continue
            box = QGroupBox(objectName=f"group_{gid}")  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
            form = QGridLayout(box)
            row = 0
            for a in mine:
                if a.group != gid:
                    continue
                label = QLabel()
                label.setToolTip(a.id)
                editor = self._editor(a)
                editor.setObjectName(f"agreement_{a.id}")
                wheel_guard.guard(editor)
                expl = QLabel(wordWrap=True)
                expl.setStyleSheet("font-size: small;")
                expl.setPalette(quiet_palette(expl.palette()))
                form.addWidget(label, row, 0)
                form.addWidget(editor, row, 1)
                form.addWidget(expl, row + 1, 0, 1, 2)
                self.editors[a.id] = editor
                self.labels[a.id] = label
                self.explanations[a.id] = expl
                row += 2
            self.groups[gid] = box
            grid.addWidget(box)
        scroll.setWidgetResizable(True)
        scroll.setWidget(body)
        self.diff = QPlainTextEdit(readOnly=True, objectName="diffText")  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
        self.diff.setMaximumHeight(110)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.buttons = buttons
        lay = QVBoxLayout(self)
        lay.addLayout(top)
        lay.addWidget(self.preset_note)
        lay.addWidget(scroll, 1)
        self.diff_label = QLabel()
        lay.addWidget(self.diff_label)
        lay.addWidget(self.diff)
        lay.addWidget(buttons)
        preset, overrides = settings.rules_choice(self.game_id)
        self.preset.setCurrentIndex(max(0, self.preset.findData(preset)))
        self._load(Rules(preset, overrides, self.game_id).values)
        self.preset.currentIndexChanged.connect(self._preset_changed)
        self.reset_button.clicked.connect(self.reset_to_preset)
        self.retranslateUi()

    def retranslateUi(self):
        title = tr("Agreements")
        if len(playable_games()) > 1:
            title = tr("Agreements: %1", atr(GAMES[self.game_id].title))
        self.setWindowTitle(title)
        self.preset_label.setText(tr("Preset:"))
        for i in range(self.preset.count()):
            self.preset.setItemText(i, atr(PRESETS[self.preset.itemData(i)].title))
        self.reset_button.setText(tr("Reset to preset"))
        self.diff_label.setText(tr("Different from the preset:"))
        for gid, box in self.groups.items():
            box.setTitle(atr(GROUPS[gid]))
        for aid, editor in self.editors.items():
            a = CATALOGUE[aid]
            self.labels[aid].setText(agreement_title(aid))
            self.explanations[aid].setText(atr(a.explanation))
            if a.type == "number" and a.special:  # the minimum switches the rule off: say so instead of "-10000"
                editor.setSpecialValueText(atr(a.special))
            elif a.type not in ("bool", "number"):
                for i in range(editor.count()):
                    editor.setItemText(i, choice_label(editor.itemData(i)))
        self._update_diff()

    def _editor(self, a) -> QWidget:
        if a.type == "bool":
            check = QCheckBox()
            check.toggled.connect(self._update_diff)
            return check
        if a.type == "number":
            spin = QSpinBox()
            spin.setRange(a.min, a.max)
            spin.setSingleStep(a.step or 1)
            spin.valueChanged.connect(self._update_diff)
            return spin
        combo = QComboBox()
        for c in a.choices:
            combo.addItem("", c)
        combo.currentIndexChanged.connect(self._update_diff)
        return combo

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
        return {aid: self.value(aid) for aid in self.editors}

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
                lines.append(tr("%1: %2 (preset: %3)", agreement_title(aid), choice_label(v), choice_label(base[aid])))
        self.diff.setPlainText("\n".join(lines) if lines else tr("Nothing: the preset as it is."))

    def accept(self):
        settings.put_rules(self.game_id, self.preset.currentData(), self.overrides())
        super().accept()
