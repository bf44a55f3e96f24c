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
from engine.agreements import agreements_of, preset_values, presets_of
from engine.registry import GAMES, playable_games

from . import i18n, settings
from .players import ALIASES, ai_available, levels_of
from .words import level_label as level_label  # its old home: callers still find it here

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


# -------------------------------------------------------------------- new game


class NewGameDialog(Retranslating, QDialog):
    """The game of the family (the ones this engine plays), its seat count, the player's seat, the
    computers' levels, the game's presets and the first dealer."""

    def __init__(self, parent=None, first_start: bool = False):
        """``first_start``: the app's very first start, which also asks for the language."""
        super().__init__(parent)
        form = QFormLayout()
        self.language: QComboBox | None = None
        if first_start:
            self.language = QComboBox(objectName="firstLanguageCombo")  # type: ignore[call-arg]  # PySide6's stubs lack inherited property keywords
            self.language.addItem("English", "en")
            for code, name in i18n.available_languages():
                self.language.addItem(name, code)
            self.language.setCurrentIndex(max(0, self.language.findData(i18n.current_language())))
            self.language.currentIndexChanged.connect(self._language_chosen)
            self.language_label = form_label(form, self.language)
        self.game = QComboBox(objectName="gameCombo")  # type: ignore[call-arg]  # PySide6's stubs lack inherited property keywords
        for gid in playable_games():
            self.game.addItem("", gid)
        self.game.setCurrentIndex(max(0, self.game.findData(settings.current_game())))
        self.description = QLabel(wordWrap=True, objectName="gameDescription")  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
        self.description.setPalette(quiet_palette(self.description.palette()))
        self.name = QLineEdit(settings.get("player/name"), objectName="nameEdit")  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
        self.players = QComboBox(objectName="playersCombo")  # type: ignore[call-arg]  # PySide6's stubs lack inherited property keywords
        self.seat = QComboBox(objectName="seatCombo")  # type: ignore[call-arg]  # PySide6's stubs lack inherited property keywords
        self.dealer = QComboBox(objectName="dealerCombo")  # type: ignore[call-arg]  # PySide6's stubs lack inherited property keywords
        self.levels = []
        self.saved_levels = settings.get_json("game/levels")
        for i in range(3):
            self.levels.append(QComboBox(objectName=f"level{i}"))  # type: ignore[call-arg]  # PySide6's stubs lack inherited property keywords
        self.preset = QComboBox(objectName="presetCombo")  # type: ignore[call-arg]  # PySide6's stubs lack inherited property keywords
        self.agreements_button = QPushButton(objectName="agreementsButton")  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
        self.agreements_button.clicked.connect(self.edit_agreements)
        preset_row = QHBoxLayout()
        preset_row.addWidget(self.preset, 1)
        preset_row.addWidget(self.agreements_button)
        self.game_label = form_label(form, self.game)
        form.addRow("", self.description)
        self.name_label = form_label(form, self.name)
        self.players_label = form_label(form, self.players)
        self.seat_label = form_label(form, self.seat)
        self.level_labels = [form_label(form, c) for c in self.levels]
        self.preset_label = form_label(form, preset_row)
        self.dealer_label = form_label(form, self.dealer)
        self.note = QLabel(wordWrap=True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addLayout(form)
        lay.addWidget(self.note)
        lay.addWidget(buttons)
        self._game_changed()
        self.game.currentIndexChanged.connect(self._game_changed)
        self.players.currentIndexChanged.connect(self._players_changed)
        self.seat.setCurrentIndex(min(settings.get("player/seat"), self.seat.count() - 1))
        d = settings.get("game/dealer")
        self.dealer.setCurrentIndex(max(0, self.dealer.findData(d)))
        self.retranslateUi()

    def _language_chosen(self) -> None:
        """The whole app (this dialog first) in the language chosen, at once."""
        from PySide6.QtWidgets import QApplication

        combo = self.language
        assert combo is not None  # connected only when the dialog asks for the language
        settings.put("language", combo.currentData())
        i18n.install_language(QApplication.instance(), combo.currentData())

    def retranslateUi(self):
        self.setWindowTitle(tr("New game"))
        if self.language is not None:
            self.language_label.setText(tr("Language:"))
        for i in range(self.game.count()):
            self.game.setItemText(i, atr(GAMES[self.game.itemData(i)].title))
        self.description.setText(atr(GAMES[self.game.currentData()].description))
        self.name.setPlaceholderText(tr("You"))
        for i in range(self.players.count()):
            self.players.setItemText(i, players_label(self.players.itemData(i)))
        for c in self.levels:
            for i in range(c.count()):
                c.setItemText(i, level_label(c.itemData(i)))
        for i in range(self.preset.count()):
            self.preset.setItemText(i, atr(PRESETS[self.preset.itemData(i)].title))
        self.agreements_button.setText(tr("Agreements…"))
        self.game_label.setText(tr("Game:"))
        self.name_label.setText(tr("Your name:"))
        self.players_label.setText(tr("Players:"))
        self.seat_label.setText(tr("Your seat:"))
        for i, label in enumerate(self.level_labels):
            label.setText(tr("Computer %1:", i + 1))
        self.preset_label.setText(tr("Rules preset:"))
        self.dealer_label.setText(tr("First dealer:"))
        note = tr("Agreements changed in Settings ▸ Agreements apply when their preset is chosen.")
        if not ai_available():
            note += "\n" + tr("The computer levels are not installed yet; every computer plays as a beginner.")
        elif levels_of(self.game.currentData()) == ["random"]:
            note += "\n" + tr("The computer levels do not play this game yet; every computer plays as a beginner.")
        self.note.setText(note)
        self._name_seats()

    def _game_changed(self):
        """A game's own seat counts, computer levels and presets (the saved ones where they fit)."""
        game = self.game.currentData()
        self.players.blockSignals(True)
        self.players.clear()
        for n in GAMES[game].seats:
            self.players.addItem(players_label(n), n)
        self.players.setCurrentIndex(max(0, self.players.findData(settings.players_of(game))))
        self.players.blockSignals(False)
        for i, c in enumerate(self.levels):
            c.clear()
            for lv in levels_of(game):
                c.addItem(level_label(lv), lv)
            saved = self.saved_levels[i] if i < len(self.saved_levels) else "normal"
            found = c.findData(ALIASES.get(saved, saved))
            c.setCurrentIndex(max(0, found if found >= 0 else c.findData("normal")))
        self.preset.clear()
        for p in presets_of(game):
            self.preset.addItem(atr(p.title), p.id)
        self.preset.setCurrentIndex(max(0, self.preset.findData(settings.rules_choice(game)[0])))
        self._players_changed()
        self.retranslateUi()
        fit_height(self)  # 1001's description after a two-player game's was cut to one line

    def _players_changed(self):
        n = self.players.currentData() or 3
        for i, (label, combo) in enumerate(zip(self.level_labels, self.levels)):
            label.setVisible(i < n - 1)
            combo.setVisible(i < n - 1)
        for combo in (self.seat, self.dealer):
            combo.clear()
        for s in range(n):
            self.seat.addItem("", s)
        self.dealer.addItem("", -1)
        for s in range(n):
            self.dealer.addItem("", s)
        self._name_seats()

    def _name_seats(self):
        for combo in (self.seat, self.dealer):
            for i in range(combo.count()):
                s = combo.itemData(i)
                combo.setItemText(i, tr("Random") if s < 0 else tr("Seat %1", s + 1))

    def edit_agreements(self):
        """The Agreements of the game chosen here (saved for it; its preset becomes this dialog's)."""
        game = self.game.currentData()
        dlg = AgreementsDialog(self, game=game)
        dlg.preset.setCurrentIndex(max(0, dlg.preset.findData(self.preset.currentData())))
        if dlg.exec() == QDialog.DialogCode.Accepted:
            self.preset.setCurrentIndex(max(0, self.preset.findData(dlg.preset.currentData())))

    def config(self):
        import random

        from .game_config import GameConfig

        game = self.game.currentData()
        n = self.players.currentData()
        preset = self.preset.currentData()
        saved_preset, overrides = settings.rules_choice(game)
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
            game=game,
        )

    def accept(self):
        settings.put("game/id", self.game.currentData())
        settings.put("player/name", self.name.text().strip())
        settings.put("player/seat", self.seat.currentData() or 0)
        settings.put("game/players", self.players.currentData())
        if levels_of(self.game.currentData()) != ["random"]:  # a game the levels cannot play keeps the choice
            settings.put_json("game/levels", [c.currentData() for c in self.levels])
        settings.put("game/dealer", self.dealer.currentData())
        super().accept()


def players_label(n: int) -> str:
    return {
        2: tr("Two players (one computer)"),
        3: tr("Three players (two computers)"),
        4: tr("Four players (three computers)"),
    }.get(n, str(n))


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


# -------------------------------------------------------------------- settings


def _nearest(choices, value) -> int:
    """The index of the choice (value, label) nearest ``value``."""
    return min(range(len(choices)), key=lambda i: abs(choices[i][0] - value))


class SettingsDialog(Retranslating, QDialog):
    def __init__(self, parent=None):
        import os

        from .net.discovery import ENV

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
        from .sound import SoundSettings

        self.sound = SoundSettings(self)  # on/off and the volume; saves itself when the dialog is accepted
        form.addRow(*self.sound.row())
        from .coach_text import CoachSettings

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

        from .net.discovery import ENV

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
        settings.put("pace/draw_myself", self.draw_myself.isChecked())
        settings.put("lan/interfaces", ",".join(chosen or []))
        super().accept()
