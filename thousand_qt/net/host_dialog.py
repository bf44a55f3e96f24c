"""Network ▸ Host a table…: the table's name, port, game, seats, computer level and agreements.

The game is any the engine plays (engine.game.playable_games), with its seat counts (games.toml) and
the computer levels that play it (players.levels_of: a game they cannot play yet offers only the
beginner, as New game does).

The agreements are the app's own ``AgreementsDialog`` (thousand_qt/dialogs/common.py), opened from here;
what it keeps in the settings is what the table plays — unless the table goes on with a saved game
(a game record: Game ▸ Export, or a seat's record kept when a table closed), whose agreements,
seats and scores it takes. ``HostDialog.make_host()`` builds the
``HostServer``: the table listens, answers and is advertised only on the interfaces
``THOUSAND_LAN_INTERFACES`` or the setting ``lan/interfaces`` names, else on every private-network
address of this computer and no public one (``discovery.host_addresses``).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
)

from engine import PRESETS, Rules
from engine.agreements import GAMES
from engine.game import playable_games
from engine.record import RecordError, loads
from thousand_qt import settings
from thousand_qt.dialogs.agreements import AgreementsDialog
from thousand_qt.dialogs.common import Retranslating, form_label
from thousand_qt.game.players import ALIASES, levels_of
from thousand_qt.words import i18n
from thousand_qt.words.labels import level_label

from .limits import LOBBY_IDLE_S, TURN_TIME_S
from .messages import game_name

tr = i18n.translator("Network")


def default_name() -> str:
    return settings.get("player/name") or tr("Player")


def table_title(name: str) -> str:
    return tr("%1's table", name)


class HostDialog(Retranslating, QDialog):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.name = QLineEdit(default_name(), objectName="hostNameEdit")  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
        self.table = QLineEdit(table_title(self.name.text()), objectName="tableEdit")  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
        self._table_auto = True
        self.port = QSpinBox(objectName="portSpin")  # type: ignore[call-arg]  # PySide6's stubs lack inherited property keywords
        self.port.setRange(0, 65535)
        self.port.setValue(settings.get("lan/port"))
        self.game = QComboBox(objectName="lanGameCombo")  # type: ignore[call-arg]  # every game this engine plays
        for g in playable_games():
            self.game.addItem("", g)
        self.game.setCurrentIndex(max(0, self.game.findData(settings.lan_game())))
        self.players = QComboBox(objectName="lanPlayersCombo")  # type: ignore[call-arg]  # the game's seat counts
        self.level = QComboBox(objectName="lanLevelCombo")  # type: ignore[call-arg]  # the levels that play the game
        self.level_note = QLabel(objectName="lanLevelNote", wordWrap=True)  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
        self.idle = QSpinBox(objectName="lobbyIdleSpin")  # type: ignore[call-arg]  # seconds; 0: never
        self.idle.setRange(0, 3600)
        self.idle.setSingleStep(30)
        self.idle.setValue(int(LOBBY_IDLE_S))
        self.turn_time = QSpinBox(objectName="turnTimeSpin")  # type: ignore[call-arg]  # seconds; 0: no limit
        self.turn_time.setRange(0, 3600)
        self.turn_time.setSingleStep(30)
        self.turn_time.setValue(int(TURN_TIME_S))
        self.rules_label = QLabel(objectName="rulesLabel")  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
        self.rules_label.setWordWrap(False)  # one line: wrapped in two (ru, agreements changed) it was cut
        self.rules_button = QPushButton(objectName="agreementsButton")  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
        rules_row = QHBoxLayout()
        rules_row.addWidget(self.rules_label, 1)
        rules_row.addWidget(self.rules_button)
        self.saved: dict | None = None  # a saved game the table goes on with
        self.saved_info: dict | None = None  # what HostServer.check_saved says of it
        self.saved_label = QLabel(objectName="savedGameLabel")  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
        self.saved_label.setWordWrap(True)
        self.saved_button = QPushButton(objectName="continueSavedButton")  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
        self.fresh_button = QPushButton(objectName="freshGameButton")  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
        saved_row = QHBoxLayout()
        saved_row.addWidget(self.saved_label, 1)
        saved_row.addWidget(self.saved_button)
        saved_row.addWidget(self.fresh_button)
        form = QFormLayout()
        fields = (self.name, self.table, self.port, self.game, self.players, self.level, self.idle, self.turn_time)
        self.labels = [form_label(form, w) for w in fields]
        self.saved_row_label, self.rules_row_label = QLabel(), QLabel()
        form.addRow(self.saved_row_label, saved_row)
        form.addRow(self.rules_row_label, rules_row)
        self.note = QLabel(wordWrap=True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        # a button of our own: the box words its standard ones again on a language switch ("OK")
        self.open_button = QPushButton(objectName="openTableButton", default=True)  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
        buttons.addButton(self.open_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addLayout(form)
        lay.addWidget(self.level_note)
        lay.addWidget(self.note)
        lay.addWidget(buttons)
        self.name.textEdited.connect(self._name_edited)
        self.table.textEdited.connect(lambda _: setattr(self, "_table_auto", False))
        self.rules_button.clicked.connect(self.edit_agreements)
        self.saved_button.clicked.connect(self.choose_saved)
        self.fresh_button.clicked.connect(lambda: self.set_saved(None))
        # the level the host chose is kept through games its levels cannot play (the beginner only there)
        self._wanted_level = settings.get("lan/level")
        self.level.activated.connect(lambda _: setattr(self, "_wanted_level", self.level.currentData()))
        self.game.currentIndexChanged.connect(lambda _: self._game_changed())
        self._game_changed(settings.get("lan/players"))
        self.set_saved(None)
        self.retranslateUi()

    def retranslateUi(self):
        self.setWindowTitle(tr("Host a table"))
        self.port.setSpecialValueText(tr("any free port"))
        for i in range(self.game.count()):
            self.game.setItemText(i, game_name(self.game.itemData(i)))
        words_of_seats = {2: tr("Two players"), 3: tr("Three players"), 4: tr("Four players")}
        for i in range(self.players.count()):
            n = self.players.itemData(i)
            self.players.setItemText(i, words_of_seats.get(n, str(n)))
        for i in range(self.level.count()):
            self.level.setItemText(i, level_label(self.level.itemData(i)))
        self.idle.setSpecialValueText(tr("never"))
        self.idle.setSuffix(tr(" s"))
        self.idle.setToolTip(
            tr(
                "When the table is full, a guest who has been neither ready nor active this "
                "long gives the seat to a player who arrives."
            )
        )
        self.turn_time.setSpecialValueText(tr("no limit"))
        self.turn_time.setSuffix(tr(" s"))
        self.turn_time.setToolTip(
            tr("A guest who has not played a turn after this long has it played by a computer; every player sees it.")
        )
        self.rules_button.setText(tr("Agreements…"))
        self.saved_button.setText(tr("Continue a saved game…"))
        self.fresh_button.setText(tr("New game"))
        words = (
            tr("Your name:"),
            tr("Table name:"),
            tr("Port:"),
            tr("Game:"),
            tr("Players:"),
            tr("Computers in empty seats:"),
            tr("Give an idle guest's seat away after:"),
            tr("Turn time:"),
        )
        for label, text in zip(self.labels, words):
            label.setText(text)
        self.saved_row_label.setText(tr("Start:"))
        only_random = self.level.count() == 1 and self.level.itemData(0) == "random"
        self.level_note.setText(
            tr("The computer levels do not play this game yet; every computer plays as a beginner.")
            if only_random
            else ""
        )
        self.level_note.setVisible(only_random)
        self.rules_row_label.setText(tr("Agreements:"))
        self.note.setText(
            tr(
                "Players on your network see the table in Network ▸ Join a table…, or type this "
                "computer's address and the port shown in the lobby."
            )
        )
        self.open_button.setText(tr("Open the table"))
        self._show_saved()
        self._show_rules()

    def _name_edited(self, text):
        if self._table_auto:
            self.table.setText(table_title(text.strip() or tr("Player")))

    def _game_changed(self, players=None):
        """The chosen game's seat counts and the computer levels that play it; its agreements."""
        game = self.game.currentData()
        players = players if players is not None else self.players.currentData()
        level = self._wanted_level
        self.players.clear()
        for n in GAMES[game].seats:
            self.players.addItem("", n)
        self.players.setCurrentIndex(max(0, self.players.findData(players)))
        self.level.clear()
        for lv in levels_of(game):
            self.level.addItem("", lv)
        found = self.level.findData(ALIASES.get(level, level))
        self.level.setCurrentIndex(found if found >= 0 else max(0, self.level.findData("normal")))
        self.retranslateUi()

    def edit_agreements(self):
        AgreementsDialog(self, self.game.currentData()).exec()
        self._show_rules()

    def choose_saved(self):
        path, _ = QFileDialog.getOpenFileName(self, tr("Continue a saved game"), "", tr("Game records (*.json)"))
        if path:
            self.load_saved(path)

    def load_saved(self, path) -> bool:
        """Read a saved game for the table to go on with; False (after saying why) if it can't."""
        from .host import HostServer

        try:
            with open(path, "rb") as f:
                rec = loads(f.read().decode("utf-8"))
            info = HostServer.check_saved(rec)  # replays it: a record the engine refuses says why
        except UnicodeDecodeError:
            return self._refuse_saved("the file is not UTF-8 text")
        except (RecordError, OSError) as e:
            return self._refuse_saved(str(e))
        self.set_saved(rec, info)
        return True

    def _refuse_saved(self, why: str) -> bool:
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            tr("Continue a saved game"),
            tr("This is not a game the table can go on with."),
            QMessageBox.StandardButton.Ok,
            self,
        )
        box.setDetailedText(why)
        box.exec()
        return False

    def set_saved(self, rec: dict | None, info: dict | None = None) -> None:
        """Go on with this saved game (a record, and what ``HostServer.check_saved`` says of it),
        or None: a new game."""
        self.saved, self.saved_info = rec, info
        self.fresh_button.setVisible(rec is not None)
        if rec is not None:
            self.game.setCurrentIndex(max(0, self.game.findData(Rules.from_record(rec.get("rules")).game)))
        self.game.setEnabled(rec is None)
        self.players.setEnabled(rec is None)
        self.rules_button.setEnabled(rec is None)
        if rec is not None:
            assert info is not None  # a saved game comes with what check_saved says of it
            self.players.setCurrentIndex(max(0, self.players.findData(info["players"])))
        self._show_saved()
        self._show_rules()

    def _show_saved(self):
        self.saved_label.setText(tr("a new game") if self.saved is None else saved_text(self.saved_info or {}))

    def rules(self) -> Rules:
        if self.saved is not None:
            return Rules.from_record(self.saved.get("rules"))
        return Rules(*settings.rules_choice(self.game.currentData()))

    def _show_rules(self):
        r = self.rules()
        text = i18n.catalogue(PRESETS[r.preset].title)  # the game is said on its own row
        if r.overrides:
            text += " — " + QCoreApplication.translate("Network", "%n agreement(s) changed", None, len(r.overrides))
        if self.saved is not None:
            text += " " + tr("(the saved game's)")
        self.rules_label.setText(text)

    def accept(self):
        settings.put("player/name", self.name.text().strip())
        settings.put("lan/port", self.port.value())
        if self.saved is None:  # a saved game's is the record's, not the host's choice
            settings.put("lan/game", self.game.currentData())
        settings.put("lan/players", self.players.currentData())
        settings.put("lan/level", self.level.currentData())
        super().accept()

    def player_name(self) -> str:
        return self.name.text().strip() or tr("Player")

    def make_host(self):
        """The HostServer as chosen here (not started)."""
        from .host import HostServer

        host = HostServer(
            self.table.text().strip() or table_title(self.player_name()),
            self.players.currentData(),
            self.rules(),
            port=self.port.value(),
            level=self.level.currentData(),
            lobby_idle=float(self.idle.value()),
            turn_time=float(self.turn_time.value()),
        )
        host.use_process = True  # searching computers off the GUI's GIL (as in a local game)
        if self.saved is not None:
            host.continue_saved(self.saved)
        return host


def saved_text(info: dict) -> str:
    """ "Anna 360 · Marek 205 · Olga 415, after 7 deals": a saved game the table goes on with."""
    scores = " · ".join(f"{n} {s}" for n, s in zip(info["names"], info["scores"]))
    return i18n.fill(QCoreApplication.translate("Network", "%1, after %n deal(s)", None, info["deals"]), scores)
