"""The main window: the table, the action panel, the score sheet dock, menus."""

from __future__ import annotations

import html

from PySide6.QtCore import QByteArray, QDir, QEvent, Qt
from PySide6.QtGui import QAction, QGuiApplication, QIcon, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QFileDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from engine.record import RecordError
from thousand_qt import settings
from thousand_qt.cardscene import CardTheme
from thousand_qt.dialogs.agreements import AgreementsDialog
from thousand_qt.dialogs.cards import last_talon_dialog, last_trick_dialog
from thousand_qt.dialogs.new_game import NewGameDialog
from thousand_qt.dialogs.preferences import SettingsDialog
from thousand_qt.game import autosave
from thousand_qt.game.controller import GameConfig, GameController
from thousand_qt.paths import resources_dir
from thousand_qt.table.scene import TableScene
from thousand_qt.table.view import TableView
from thousand_qt.window.drawing import AutoDraw
from thousand_qt.window.panels import ActionPanel
from thousand_qt.window.scoresheet import ScoreSheet
from thousand_qt.window.shortcuts import KeyboardDialog, install_table_keys
from thousand_qt.words import i18n
from thousand_qt.words.labels import action_text

SHEET_COLUMN = 84  # the narrowest a score sheet column gets: a contract, a mark and a four-digit total


tr = i18n.translator("MainWindow")


class MainWindow(QMainWindow):
    def __init__(self, parent=None):
        super().__init__(parent)
        icon = resources_dir() / "icons" / "thousand.svg"
        if icon.exists():
            self.setWindowIcon(QIcon(str(icon)))
        self.controller = GameController(self)
        from thousand_qt.window import sound

        sound.install(self)  # before the table scene: each event's sound is queued ahead of its animation
        self.theme = CardTheme(settings.get("deck"), i18n.current_language())
        # the table's and the bar's reasons for a refused move come from the controller (it asks the source)
        self.scene = TableScene(self.controller.table, self.theme, self, explainer=self.controller)
        self.view = TableView(self.scene)
        self.panel = ActionPanel(explainer=self.controller)
        # the table leaves the bar its tallest from the start: the bar's growing never moves it
        self.view.spare = lambda: self.panel.tallest() - self.panel.height() if self.panel.isVisible() else 0
        central = QWidget()
        lay = QVBoxLayout(central)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(0)
        lay.addWidget(self.view, 1)
        lay.addWidget(self.panel)
        from thousand_qt.window.review import ReviewBar

        self.review_bar = ReviewBar(self)
        self.review_bar.hide()
        self.review_bar.closed.connect(self.close_review)
        lay.addWidget(self.review_bar)
        self.setCentralWidget(central)
        self.sheet = ScoreSheet(self.controller.scores)
        self.dock = QDockWidget(self, objectName="scoreDock")  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
        self.dock.setWidget(self.sheet)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.thinking_label = QLabel()
        self._thinking_seat = -1  # whose thinking the label says (-1: nobody's)
        self._status = None  # (the status bar's message now, what makes it again in another language)
        self.lan = None  # the LAN table (thousand_qt/net/lan_table.LanTable) while at one
        self.statusBar().addPermanentWidget(self.thinking_label)
        self._build_actions()
        self.controller.set_pacer(self.scene.queue)
        from thousand_qt.window import deal_log

        log = deal_log.install(self)  # a dock under the score sheet; Settings ▸ Deal log (F10)
        # the review's analysis marks its mistakes in the log and the better card on the table
        self.review_bar.analysis.marksChanged.connect(log.set_marks)
        self.review_bar.analysis.betterShown.connect(self._better_shown)
        self.controller.humanState.connect(self._human_state)
        self.controller.batchStarted.connect(self.panel.hold)
        self.controller.batchStarted.connect(self._waited_for_gone)
        # Sixty-Six: the draw after a trick won is made by itself unless the player closes before drawing
        self.auto_draw = AutoDraw(self.controller, self.panel, lambda: self.scene.trick_ms, self)
        # the controller's messages come translated: a language switch cannot make them again
        self.controller.statusMessage.connect(lambda m: self._show_status(lambda: m, 6000))
        self.controller.thinking.connect(self._thinking)
        self.controller.gameOver.connect(self._game_over)
        self.controller.sourceChanged.connect(self._clear_game_over)  # new, resumed, imported, joined
        self.controller.sourceChanged.connect(self._review_over)
        self.controller.sourceChanged.connect(self._apply_pace)
        self._game_over_shown = None  # the winners while the game's result is on show
        self.game_over_dialog = None
        self.controller.hintReady.connect(self._hint)
        self._hint_on = False  # a hint is in the status bar: it goes when the table moves on
        self.controller.batchStarted.connect(self._hint_gone)
        self.panel.actionChosen.connect(self._chosen)
        # the keys play on after a button is pressed: the table takes the keyboard back
        self.panel.actionChosen.connect(lambda _a: self.view.setFocus())
        install_table_keys(self)
        self.panel.selectionChanged.connect(self._selection)
        self.scene.cardActivated.connect(self._card_activated)
        self.scene.waitStarted.connect(self._table_waits)
        self.scene.talonHeld.connect(self._talon_held)
        self.scene.waitEnded.connect(lambda: self._human_state(self.controller.human_legal()))
        self.scene.cardDropped.connect(self._card_activated)
        self.apply_settings()
        self._sheet_fit()
        self.controller.sourceChanged.connect(self._sheet_fit)
        self.controller.scores.modelReset.connect(self._sheet_fit)  # a "Start" line widens the deal numbers
        self._game_rules = None  # the rules of the game at the table, as the menus and the sheet follow them
        for signal in (self.controller.sourceChanged, self.controller.table.wasReset, self.controller.table.synced):
            signal.connect(self._follow_game)
        self._follow_game()
        self._dock_collapsed = False  # hidden by a narrow window (not by the player), shown again when it widens
        self._kept_game: dict | None = None  # the game in progress a review interrupted (its record)
        self._kept_lan: tuple | None = None  # the LAN game a review interrupted: (its source, app_meta)
        self._placed = False
        self.retranslateUi()
        self._restore_window()

    # ---------------------------------------------------------------- menus

    def _build_actions(self):
        """The menus, their actions and the toolbar; their texts are set in retranslateUi."""

        def act(slot, shortcut=None, name=None):
            a = QAction(self)
            if shortcut:
                a.setShortcut(QKeySequence(shortcut))
            if name:
                a.setObjectName(name)
            a.triggered.connect(slot)
            return a

        mb = self.menuBar()
        self.game_menu = mb.addMenu("")
        self.new_action = act(self.new_game_dialog, QKeySequence.StandardKey.New, "newAction")
        self.undo_action = act(self.undo, QKeySequence.StandardKey.Undo, "undoAction")
        self.hint_action = act(self.controller.hint, "H", "hintAction")
        self.last_action = act(self.show_last_trick, "L", "lastTrickAction")
        self.talon_action = act(self.show_last_talon, "T", "lastTalonAction")
        self.import_action = act(self.import_record, QKeySequence.StandardKey.Open, "importAction")
        self.review_action = act(self.open_record, "Ctrl+R", "reviewAction")
        self.export_action = act(self.export_record, QKeySequence.StandardKey.Save, "exportAction")
        self.stats_action = act(self.show_stats, "Ctrl+Shift+S", "statsAction")
        # the desktop's own keys where it has them (not every platform names Quit and Preferences)
        self.quit_action = act(self.close, QKeySequence.StandardKey.Quit, "quitAction")
        if self.quit_action.shortcut().isEmpty():
            self.quit_action.setShortcut(QKeySequence("Ctrl+Q"))
        for a in (
            self.new_action,
            None,
            self.undo_action,
            self.hint_action,
            self.last_action,
            self.talon_action,
            None,
            self.import_action,
            self.review_action,
            self.export_action,
            None,
            self.stats_action,
            None,
            self.quit_action,
        ):
            self.game_menu.addSeparator() if a is None else self.game_menu.addAction(a)
        self.settings_menu = mb.addMenu("")
        self.agreements_action = act(self.agreements_dialog, "Ctrl+Shift+A", "agreementsAction")
        self.settings_action = act(self.settings_dialog, QKeySequence.StandardKey.Preferences, "settingsAction")
        if self.settings_action.shortcut().isEmpty():
            self.settings_action.setShortcut(QKeySequence("Ctrl+,"))
        self.settings_menu.addAction(self.agreements_action)
        self.settings_menu.addAction(self.settings_action)
        self.sheet_action = self.dock.toggleViewAction()  # its text is the dock's title
        self.sheet_action.setShortcut(QKeySequence("F9"))
        self.sheet_action.setObjectName("sheetAction")
        self.sheet_action.triggered.connect(self._sheet_toggled)
        self.settings_menu.addAction(self.sheet_action)
        self.network_menu = mb.addMenu("")
        self.host_action = act(self.host_table, "Ctrl+Shift+H", "hostAction")
        self.join_action = act(self.join_table, "Ctrl+J", "joinAction")
        self.leave_action = act(self.leave_table, "Ctrl+Shift+L", "leaveAction")
        self.leave_action.setEnabled(False)
        for a in (self.host_action, self.join_action, self.leave_action):
            self.network_menu.addAction(a)
        self.help_menu = mb.addMenu("")
        self.rules_action = act(self.show_rules, QKeySequence.StandardKey.HelpContents, "rulesAction")
        self.keys_action = act(self.show_keys, "Ctrl+K", "keysAction")
        self.about_action = act(self.about, "Shift+F1", "aboutAction")
        for a in (self.rules_action, self.keys_action, self.about_action):
            self.help_menu.addAction(a)
        self.toolbar = QToolBar(objectName="tableToolbar")  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
        for a in (self.hint_action, self.undo_action, self.last_action, self.talon_action, self.sheet_action):
            self.toolbar.addAction(a)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.toolbar)

    def retranslateUi(self):
        """Every text of the window in the language now: once when built, again on a language switch
        (the panel, the review bar, the score sheet and the dialogs do their own)."""
        self.setWindowTitle(tr("Thousand"))
        self.dock.setWindowTitle(tr("Score sheet"))
        self.toolbar.setWindowTitle(tr("Table"))
        self.game_menu.setTitle(tr("&Game"))
        self.new_action.setText(tr("&New game…"))
        self.undo_action.setText(tr("&Undo"))
        self.hint_action.setText(tr("&Hint"))
        self.last_action.setText(tr("&Last trick"))
        self.talon_action.setText(tr("Last &talon"))
        self.import_action.setText(tr("&Import record…"))
        self.review_action.setText(tr("Open record to &review…"))
        self.export_action.setText(tr("&Export record…"))
        self.stats_action.setText(tr("&Statistics…"))
        self.quit_action.setText(tr("&Quit"))
        self.settings_menu.setTitle(tr("&Settings"))
        self.agreements_action.setText(tr("&Agreements…"))
        self.settings_action.setText(tr("&Preferences…"))
        self.network_menu.setTitle(tr("&Network"))
        self.host_action.setText(tr("&Host a table…"))
        self.join_action.setText(tr("&Join a table…"))
        self.leave_action.setText(tr("&Leave table"))
        self.help_menu.setTitle(tr("&Help"))
        self.rules_action.setText(tr("&Rules"))
        self.keys_action.setText(tr("&Keyboard"))
        self.about_action.setText(tr("&About Thousand"))
        # what shows the game's state, made again from that state (the names first: the rest names seats)
        self.controller.retranslate_names()
        self.scene.set_language(i18n.current_language())  # the faces' corner letters
        self.scene.retranslate()  # bubbles, badges, the dimmed cards' reasons
        self._say_thinking()
        if self._status is not None and self.statusBar().currentMessage() == self._status[0]:
            self._show_status(*self._status[1:])
        if self._game_over_shown is not None:
            title, lines = self._result(self._game_over_shown)
            if self.scene.banner.isVisible():
                self.scene.show_banner(title, lines)
            if self.game_over_dialog is not None:
                self.game_over_dialog.set_result(title, lines)

    def apply_settings(self):
        speed = settings.get("speed")
        self.scene.speed = speed
        self._apply_pace()
        self.sheet.speed = speed
        self.controller.speed = speed
        self.think_ms = settings.get("think_ms")
        if self.theme.deck != settings.get("deck"):
            self.scene.set_deck(settings.get("deck"))
        src = self.controller.source
        if src is not None and hasattr(src, "think_ms"):
            src.think_ms = self.think_ms

    def _apply_pace(self):
        """The pace chosen in Settings; what waits for "my click" waits only while a player sits at
        the table (computers playing on their own, or a review, never stop for a click)."""
        player = self.controller.source is not None and self.controller.is_human_seat()
        talon, trick = settings.get("pace/talon_ms"), settings.get("pace/trick_ms")
        self.scene.talon_ms = talon if talon >= 0 or player else 2500
        self.scene.trick_ms = trick if trick >= 0 or player else 700
        self.scene.deal_click = settings.get("pace/deal_click") and player

    def changeEvent(self, e):
        if e.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(e)  # then the children: the panel's message uses the names renamed here

    def _show_status(self, text, ms: int = 0):
        """``text()`` in the status bar for ``ms`` (0: until replaced); a language switch makes it again."""
        shown = text()
        self._status = (shown, text, ms)
        self.statusBar().showMessage(shown, ms)

    # ---------------------------------------------------------------- starting

    def start(self, config: GameConfig):
        self.controller.new_game(config, think_ms=self.think_ms)
        self.scene.rebuild_seats()
        self._update_actions()

    def resume(self, record, human=True):
        self.controller.resume(record, think_ms=self.think_ms, human=human)
        self._update_actions()

    def offer_resume(self) -> bool:
        """On start: a saved game → ask to go on with it. Returns True if a game was resumed."""
        try:
            rec = autosave.load()
        except autosave.CorruptSave as e:
            kept = (
                tr("The saved game could not be read. It was kept as %1; a new game starts.", e.moved_to)
                if e.moved_to
                else tr("The saved game could not be read; a new game starts.")
            )
            self.warn(tr("Saved game damaged"), kept, autosave.problem_text(e.error or e.reason))
            return False
        if rec is None:
            return False
        answer = QMessageBox.question(self, tr("Resume"), tr("Go on with the game you were playing?"))
        if answer == QMessageBox.StandardButton.Yes:
            self.resume(rec)
            return True
        return False

    def play_source(self, source, meta: dict):
        """Play from any GameSource (a LAN table's RemoteGameSource)."""
        self.controller.app_meta = dict(meta)
        self.controller.set_source(source)
        self.scene.rebuild_seats()
        self._update_actions()

    # ---------------------------------------------------------------- LAN (thousand_qt/net/lan_table.py)

    def host_table(self):
        from thousand_qt.net.host_dialog import HostDialog

        dlg = HostDialog(self)
        if dlg.exec() == HostDialog.DialogCode.Accepted and self.leave_table():
            from thousand_qt.net.lan_table import LanTable

            self._set_lan(LanTable.host_table(self, dlg))

    def join_table(self):
        from thousand_qt.net.host_dialog import default_name
        from thousand_qt.net.widgets import JoinDialog

        dlg = JoinDialog(default_name(), self)
        chosen = dlg.chosen() if dlg.exec() == JoinDialog.DialogCode.Accepted else None
        if chosen and self.leave_table():
            from thousand_qt.net.lan_table import LanTable

            self._set_lan(LanTable.join(self, *chosen))

    def leave_table(self) -> bool:
        """Leave the LAN table (asks first during a game). False if the player stays."""
        lan = self.lan
        if lan is None:
            return True
        if not lan.confirm_leave():
            return False
        lan.close()
        return True

    def _set_lan(self, lan):
        self.lan = lan
        self.leave_action.setEnabled(lan is not None)
        if lan is not None:
            lan.closed.connect(lambda: self._set_lan(None) if self.lan is lan else None)

    def confirm_replace(self) -> bool:
        """A game under way is not thrown away without asking. True: go ahead."""
        if not self.controller.game_in_progress() and self._kept_game is None:
            return True
        answer = QMessageBox.question(
            self, tr("Game in progress"), tr("A game is in progress. Leave it for another one? It cannot be resumed.")
        )
        return answer == QMessageBox.StandardButton.Yes

    def new_game_dialog(self):
        if not self.confirm_replace() or not self.leave_table():
            return
        dlg = NewGameDialog(self)
        if dlg.exec() == NewGameDialog.DialogCode.Accepted:
            self.start(dlg.config())

    def agreements_dialog(self):
        """The agreements of the game at the table (New game's last choice when there is none): at a
        Sixty-Six table a player looks for Sixty-Six's, whatever New game chose before."""
        AgreementsDialog(self, game=self._table_game()).exec()

    def _table_game(self) -> str | None:
        v = self.controller.table.view
        rules = v.rules if v is not None else getattr(getattr(self.controller.source, "g", None), "rules", None)
        return rules.game if rules is not None else None

    def settings_dialog(self):
        dlg = SettingsDialog(self)
        if dlg.exec() == SettingsDialog.DialogCode.Accepted:
            i18n.install_language(QApplication.instance(), settings.get("language"))
            self.apply_settings()

    def import_record(self):
        if not self.confirm_replace():  # an import is played on: it takes the game's place
            return
        path = self._chosen_record(tr("Import a game record"))
        if path:
            self.import_path(path)

    def import_path(self, path) -> bool:
        rec = self._read_record(path, tr("Import"), tr("This is not a game record this app can play."))
        if rec is None:
            return False
        self.resume(rec)
        assumed = list(self.controller.assumed)
        if assumed:  # not silently: the player may want other computers (New game)
            from thousand_qt.words.labels import level_label

            self._show_status(
                lambda: tr(
                    "The record does not say how strong %1 played: they play at the level %2.",
                    ", ".join(_name(self.controller.table, s) for s in assumed),
                    level_label("normal"),
                ),
                15000,
            )
        return True

    def _chosen_record(self, caption: str) -> str:
        """A record file the player picks ("" if none), in the folder a record was last opened or
        saved in (the home folder the first time)."""
        path, _ = QFileDialog.getOpenFileName(self, caption, settings.get("files/folder"), tr("Game records (*.json)"))
        settings.remember_folder(path)
        return path

    def _read_record(self, path, title: str, text: str):
        """The record at ``path``, or None after one warning naming what is wrong with it."""
        try:
            return autosave.read_record(path)
        except (RecordError, OSError) as e:
            self.warn(title, text, autosave.problem_text(e))
            return None

    def warn(self, title: str, text: str, details: str = "") -> None:
        """One warning in the player's language; the technical reason (the engine's words, in English)
        goes under "Show Details…"."""
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self)
        if details:
            box.setDetailedText(details)
        box.exec()

    def export_record(self):
        folder = settings.get("files/folder") or QDir.homePath()
        path, _ = QFileDialog.getSaveFileName(
            self, tr("Export the game record"), QDir(folder).filePath("thousand-game.json"), tr("Game records (*.json)")
        )
        settings.remember_folder(path)
        if path:
            try:
                self.controller.export_record(path)
            except OSError as e:
                QMessageBox.warning(self, tr("Export"), str(e))

    def show_rules(self):
        from thousand_qt.dialogs.rules import RulesDialog

        v = self.controller.table.view  # the game being played opens on its own page, with its agreements
        rules = (v.rules.preset, v.rules.overrides) if v is not None else ()
        RulesDialog(self, *rules).exec()

    def about(self):
        from thousand_qt import __version__

        QMessageBox.about(self, tr("About Thousand"), about_text(__version__))

    # ---------------------------------------------------------------- play

    def undo(self):
        if not self.controller.undo():
            self._show_status(lambda: tr("Nothing to undo"), 3000)
        self._update_actions()

    def show_last_trick(self):
        last_trick_dialog(self.controller.table, self.theme, self).exec()

    def show_last_talon(self):
        last_talon_dialog(self.controller.table, self.theme, self).exec()

    def show_keys(self):
        KeyboardDialog(self).exec()

    def show_stats(self):
        from thousand_qt.dialogs.stats import StatsDialog

        StatsDialog(self).exec()

    def _chosen(self, action):
        """The bar's choice, made; a claim of 66 the cards do not bear out is asked about first (one
        click at 11 points lost the hand)."""
        if action.kind == "out" and not self._claim_confirmed(action):
            return
        self.controller.act(action)

    def _claim_confirmed(self, action) -> bool:
        events = self.controller.trial(action)  # the engine says whether the claim holds, and what it costs
        out = next((e for e in events if e.kind == "out"), None)
        scored = next((e for e in events if e.kind == "deal_scored"), None)
        if out is None or out.data.get("holds", True) or scored is None:
            return True
        m, winner = self.controller.table, scored.data.get("winner")
        lost = scored.data["delta"][winner] if isinstance(winner, int) else 0
        text = tr(
            "You have %1 points, not 66: the claim loses the hand and %2 scores %3 game points. Claim anyway?",
            out.data.get("points", 0),
            _name(m, winner) if isinstance(winner, int) else "",
            lost,
        )
        box = QMessageBox(QMessageBox.Icon.Question, tr("Claim 66?"), text, parent=self)
        box.setObjectName("claimBox")
        box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        return box.exec() == QMessageBox.StandardButton.Yes

    def _human_state(self, legal):
        self.panel.update_legal(legal, self.controller.table)
        self._fit_dock()
        if (
            any(a.kind == "play" for a in legal)
            and not self.view.hasFocus()
            and (focus := QApplication.focusWidget()) is not None
            and self.panel.isAncestorOf(focus)
        ):
            self.view.setFocus()  # a button pressed in the auction keeps no hold on the keys
        m = self.controller.table
        if not legal:
            if m.over:
                self.panel.set_message(lambda: tr("The game is over."))
            elif m.turn is not None and 0 <= m.turn < len(m.names):
                turn = m.turn
                self._waiting_for = lambda: tr("Waiting for %1…", _name(m, turn))  # (see _waited_for_gone)
                self.panel.set_message(self._waiting_for)
            else:
                self.panel.set_message(None)
        self._update_actions()

    def _waited_for_gone(self):
        """A batch of events comes: "Waiting for …" was said of the moment before it (the seat that
        has just acted, or one whose talon now goes to the player), so it goes; the bar says who is
        waited for again when the table has shown the batch (``_human_state``)."""
        if self.panel.message is not None and self.panel.message is getattr(self, "_waiting_for", None):
            self.panel.set_message(None)

    def _table_waits(self, why: str):
        """The table holds still for the player: the bar says how to go on."""

        def text():
            return {
                "deal": tr("Click the table or press Enter for the next deal."),
                "talon": tr("Click the table or press Enter when you have seen the talon."),
                "trick": tr("Click the table or press Enter for the next trick."),
            }.get(why, "")

        self.panel.update_legal([], self.controller.table)
        self.panel.set_message(text)

    def _talon_held(self, seat: int):
        """A computer's talon is up: the bar says whose it is (the auction's controls are history)."""
        m = self.controller.table
        if 0 <= seat < len(m.names):
            self.panel.update_legal([], m)
            self.panel.set_message(lambda: tr("%1 takes the talon.", _name(m, seat)))

    def _update_actions(self):
        from thousand_qt.game.players import plays

        self.undo_action.setEnabled(self.controller.can_undo())
        v = self.controller.table.view
        hints = v is None or plays("hard", v.rules.game)  # no searching level plays the game: no hint to give
        self.hint_action.setEnabled(bool(self.controller.human_legal()) and hints)

    def _selection(self, cards):
        self.scene.selected = list(cards)
        self.scene.refresh_selection()

    def _card_activated(self, c):
        if self.panel.page() is self.panel.exchange:
            self.panel.toggle_card(c)
            return
        a = self.panel.play_action(c)
        if a is not None:
            self.controller.act(a)
        else:
            self.scene.cards[c].snap_home()

    def _thinking(self, seat):
        self.scene.set_thinking(seat)
        self._thinking_seat = seat
        self._say_thinking()

    def _say_thinking(self):
        m, seat = self.controller.table, self._thinking_seat
        self.thinking_label.setText(tr("%1 is thinking…", m.names[seat]) if 0 <= seat < len(m.names) else "")

    def _hint(self, action):
        if action is None:
            self._show_status(lambda: tr("No hint now"), 3000)
            return
        from thousand_qt.game.coach import advice_for
        from thousand_qt.window.coach import offer_more
        from thousand_qt.words.coach import hint_line

        # the card in the letters now; the reason and "More…" from the hard player's own figures
        advice = advice_for(self.controller, action)
        self._show_status(lambda: hint_line(tr("Hint: %1", action_text(action)), advice), 8000)
        offer_more(self, advice, action_text)
        self._hint_on = True
        if action.kind in ("bid", "blind", "contract"):
            self.panel.point_at(action)  # the amount chosen, one press from being made
        elif action.kind == "play":
            item = self.scene.cards.get(action.value)
            if item is not None:
                item.setFocus()
        elif action.kind == "give":
            self.panel.set_selected(list(action.value))
            self.panel.exchange.sync_from(self.panel.selected)

    def _hint_gone(self):
        """The move was made (or the deal ended): its hint is history, not advice any more."""
        if not self._hint_on:
            return
        self._hint_on = False
        if self._status is not None and self.statusBar().currentMessage() == self._status[0]:
            self.statusBar().clearMessage()
            self._status = None

    def _result(self, winners) -> tuple[str, list]:
        """The game's result in the language now: who won, and each seat's final score."""
        m = self.controller.table
        names = ", ".join(m.names[w] for w in winners) if winners else "?"
        return tr("Game over — winner: %1", names), [f"{n}: {i18n.number(v)}" for n, v in zip(m.names, m.scores)]

    def _game_over(self, winners):
        self._game_over_shown = list(winners)  # stays until the next game starts
        title, lines = self._result(winners)
        self._show_status(lambda: self._result(winners)[0])
        self.scene.show_banner(title, lines)  # on the table too, with the final scores, until a new game
        record = self.controller.source.record() if self.controller.source is not None else None
        if record is not None and not self.reviewing():
            from thousand_qt.window.review import GameOverDialog

            dlg = GameOverDialog(*self._result(winners), self)
            dlg.reviewChosen.connect(lambda rec=record: self.start_review(rec))
            dlg.newGameChosen.connect(self.new_game_dialog)
            dlg.destroyed.connect(lambda: setattr(self, "game_over_dialog", None))
            self.game_over_dialog = dlg
            dlg.show()

    # ---------------------------------------------------------------- review

    def reviewing(self) -> bool:
        return self.review_bar.source is not None

    def open_record(self):
        """Game ▸ Open record…: a finished or exported game, to step through (it is not played on)."""
        path = self._chosen_record(tr("Open a game record"))
        if path:
            self.review_path(path)

    def review_path(self, path) -> bool:
        rec = self._read_record(path, tr("Open record"), tr("This is not a game record this app can show."))
        return rec is not None and self.start_review(rec)

    def start_review(self, record: dict) -> bool:
        from thousand_qt.window.review import ReviewSource

        lan = self.lan if self.lan is not None and self.lan.started else None
        # a review is read-only: a LAN game under way plays on aside and comes back after it
        keep_lan = self._kept_lan is not None or (lan is not None and self.controller.source is lan.source)
        if not keep_lan and not self.leave_table():
            return False
        app = record.get("app")
        meta: dict = app if isinstance(app, dict) else {}
        players = record.get("players", 3)
        seat = meta.get("seat", 0) if isinstance(meta.get("seat"), int) and 0 <= meta.get("seat", 0) < players else 0
        try:
            src = ReviewSource(record, seat)
        except RecordError as e:
            self.warn(tr("Open record"), tr("This is not a game record this app can show."), autosave.problem_text(e))
            return False
        if keep_lan and self._kept_lan is None:
            assert lan is not None
            self._kept_lan = (self.controller.detach_source(), dict(self.controller.app_meta))
            self._kept_lan[0].setParent(lan)  # alive while the table is; LanTable.close stops it
        elif not keep_lan and self._kept_game is None and self.controller.game_in_progress():
            # a review is read-only: the game under way waits for it (its autosave stays as it is)
            kept = self.controller.source
            assert kept is not None  # a game in progress has its source
            self._kept_game = dict(kept.record() or {}, app=dict(self.controller.app_meta))
        self.controller.app_meta = {"seat": seat, "levels": {}, "human": False}
        self.controller.table.reveal = True
        self.controller.set_source(src)
        self.scene.rebuild_seats()
        src.moved.connect(lambda k, src=src: self.scene.reveal_hands(src.steps[k].hands))
        self.review_bar.attach(src)
        self.panel.hide()
        self.review_bar.show()
        self.scene.reveal_hands(src.steps[src.position].hands if src.steps else {})
        self.view.setFocus()
        self._update_actions()
        return True

    def _better_shown(self, action) -> None:
        """The review stands where a costly decision was made: the better card has the focus (as a
        hint's card has), the review bar says the rest."""
        if action is not None and action.kind == "play":
            item = self.scene.cards.get(action.value)
            if item is not None:
                item.setFocus()

    def _review_over(self):
        """Another game took the table (new, resumed, joined): the review's bar goes."""
        src = self.review_bar.source
        if src is not None and self.controller.source is not src:
            if not isinstance(self.controller.source, type(src)):
                self._kept_game = None  # a new game: the one the review kept was given up for it
                self._kept_lan = None
            self.review_bar.attach(None)
            self.review_bar.hide()
            self.panel.show()
            self.controller.table.reveal = False

    def close_review(self):
        """The review ends on the game's last position, hands as the player's seat saw them."""
        src = self.review_bar.source
        if src is None:
            return
        self.review_bar.attach(None)
        self.review_bar.hide()
        self.panel.show()
        self.controller.table.reveal = False
        kept, self._kept_game = self._kept_game, None
        lan, self._kept_lan = self._kept_lan, None
        if lan is not None and self.lan is not None and self.lan.source is lan[0]:
            self.controller.app_meta = lan[1]  # back at the LAN table, as it stands now
            self.controller.set_source(lan[0])
            self.scene.rebuild_seats()
            self._update_actions()
            return
        if kept is not None:  # back to the game the review interrupted, where it was
            self.resume(kept)
            self.scene.rebuild_seats()
            return
        src.go(len(src.steps) - 1, animate=False)

    def _clear_game_over(self):
        """Another game is on the table: the last one's result goes from the status bar."""
        if self._game_over_shown is not None:
            self._game_over_shown = None
            self.statusBar().clearMessage()

    # ---------------------------------------------------------------- the window on the screen

    def _restore_window(self):
        """The window where and as big as the player left it (Qt's own saved geometry: the frame
        counted, so it opens exactly there, not a title bar lower each time), kept on the screen's
        available room; the design size shrunk to the screen the first time."""
        store = settings.store()
        geometry, rect, state = (
            store.value("window/geometry"),
            settings.get_json("window/rect"),
            store.value("window/state"),
        )
        size = rect[2:] if isinstance(rect, list) and len(rect) == 4 and all(isinstance(v, int) for v in rect) else None
        if isinstance(geometry, QByteArray) and not geometry.isEmpty() and self.restoreGeometry(geometry):
            if size is not None and (size[0] > self.width() or size[1] > self.height()):
                # saved on a bigger screen: Qt gives two thirds of this one, the room there is serves better
                self.resize(*size)
        elif size is not None:  # saved by an older version: its own rectangle, the client area's
            self.resize(max(size[0], 200), max(size[1], 150))
            self.move(rect[0], rect[1])
        else:
            self.resize(1400, 860)
        if settings.get("window/maximized"):
            self.setWindowState(self.windowState() | Qt.WindowState.WindowMaximized)
        if state is not None:
            self.restoreState(state)
            self._dock_collapsed = store.value("window/sheet_collapsed") in (True, "true")
        else:
            self.resizeDocks([self.dock], [300], Qt.Orientation.Horizontal)
        self.fit_to_screen()

    def fit_to_screen(self):
        """The whole window, its frame included, inside the screen's available geometry."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is None or self.isMaximized() or self.isFullScreen():
            return
        avail = screen.availableGeometry()
        frame = self.frameGeometry()
        extra_w = frame.width() - self.width() if self._placed else 16
        extra_h = frame.height() - self.height() if self._placed else 40
        w = min(self.width(), avail.width() - extra_w)
        h = min(self.height(), avail.height() - extra_h)
        if (w, h) != (self.width(), self.height()):
            self.resize(max(w, self.minimumSizeHint().width()), max(h, self.minimumSizeHint().height()))
        frame = self.frameGeometry()
        x = min(max(frame.x(), avail.x()), avail.right() + 1 - frame.width())
        y = min(max(frame.y(), avail.y()), avail.bottom() + 1 - frame.height())
        if (x, y) != (frame.x(), frame.y()):
            self.move(max(avail.x(), x), max(avail.y(), y))

    def showEvent(self, e):
        super().showEvent(e)
        if not self._placed:
            self._placed = True
            self.fit_to_screen()

    def _sheet_fit(self):
        """The score sheet never narrower than its numbers need (a column per player)."""
        players = max(3, len(self.controller.scores.names))
        header = self.sheet.table.horizontalHeader()
        header.setMinimumSectionSize(SHEET_COLUMN)
        table = self.sheet.table
        # the deal numbers (or "Start", "Старт") on the left and room for the vertical scroll bar
        side = max(56, table.verticalHeader().sizeHint().width()) + table.verticalScrollBar().sizeHint().width()
        self.sheet.setMinimumWidth(SHEET_COLUMN * players + side + 10)

    def _follow_game(self):
        """The game at the table (new, resumed, joined, reviewed) decides what of 1000's the window
        offers: Last talon only where a talon is turned face up for all (games.toml's ``shown_talon``: 1000's
        deals; the stock games, Russeln and 1001's face-down talon have none), the sheet's legend only its marks."""
        from engine.registry import GAMES

        v = self.controller.table.view
        rules = v.rules if v is not None else getattr(getattr(self.controller.source, "g", None), "rules", None)
        if rules is None or rules.to_record() == self._game_rules:
            return  # the same table: a LAN view brings its rules afresh with every batch
        self._game_rules = rules.to_record()
        self.talon_action.setVisible(GAMES[rules.game].shown_talon)
        self.sheet.set_rules(rules)

    def _sheet_toggled(self, on):
        self._dock_collapsed = False  # the player's own choice stands

    def resizeEvent(self, e):
        super().resizeEvent(e)
        self._fit_dock()

    def _fit_dock(self):
        """Too narrow for the table, its action bar and the score sheet side by side: the sheet
        folds away (F9 or the toolbar shows it, floating if the player drags it out) and comes
        back by itself when the window is wide enough again."""
        if self.dock.isFloating():
            return
        screen = self.screen()
        wide = self.width()
        if screen is not None:
            wide = min(wide, screen.availableGeometry().width() - (self.frameGeometry().width() - self.width()))
        central = self.centralWidget()
        assert central is not None  # the table, set when the window was built
        room = wide - central.minimumSizeHint().width() - 24
        need = self.sheet.minimumWidth()
        if self.dock.isVisible() and room < need:
            self._dock_collapsed = True
            self.dock.hide()
        elif self._dock_collapsed and room >= need + 40:
            self._dock_collapsed = False
            self.dock.show()

    def closeEvent(self, e):
        store = settings.store()
        store.setValue("window/geometry", self.saveGeometry())
        r = self.normalGeometry()  # its size: a window saved on a bigger screen opens as big as this one allows
        settings.put_json("window/rect", [r.x(), r.y(), r.width(), r.height()])
        settings.put("window/maximized", self.isMaximized())
        store.setValue("window/state", self.saveState())
        store.setValue("window/sheet_collapsed", self._dock_collapsed)
        if self.lan is not None:
            self.lan.close()
        self.controller.shutdown()
        super().closeEvent(e)


LIBRARIES = "Qt 6, PySide6 (LGPL v3), python-zeroconf (LGPL), miniaudio (MIT)"  # names, the same in every language


def about_text(version: str) -> str:
    """Help ▸ About: what the app is, its licence and who made what it is built of."""
    parts = [
        tr("Thousand %1 — the card game 1000 against the computer.", version),
        tr("Free software under the MIT License: use, copy, change and share it."),
        tr("Credits: the card faces, backs and icons were drawn for this project (resources/LICENSE.md)."),
        tr("Built with %1.", LIBRARIES),
    ]
    return "<p>" + "</p><p>".join(html.escape(p) for p in parts) + "</p>"


def _name(m, seat: int) -> str:
    """A seat's name for a message made again later (a language switch, the next update): by then a
    new game with fewer seats may be at the table, and the message is replaced right after."""
    return m.names[seat] if 0 <= seat < len(m.names) else ""
