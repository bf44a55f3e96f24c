"""Game ▸ New game: the game of the family, its seats and levels, the dealer."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
)

from engine import PRESETS
from engine.agreements import presets_of
from engine.registry import GAMES, playable_games
from thousand_qt import settings
from thousand_qt.dialogs.agreements import AgreementsDialog
from thousand_qt.dialogs.common import (
    Retranslating,
    atr,
    fit_height,
    form_label,
    quiet_palette,
)
from thousand_qt.game.players import ALIASES, ai_available, levels_of
from thousand_qt.words import i18n
from thousand_qt.words.labels import level_label

tr = i18n.translator("Dialogs")


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

        from thousand_qt.game.config import GameConfig

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
