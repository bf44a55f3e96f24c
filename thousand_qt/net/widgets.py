"""Small Qt widgets for LAN play: the join dialog (live table list + host:port) and the lobby panel.

The app's main window owns the game table; these only pick a table and show the lobby.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListView,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QTextEdit,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine.agreements import GROUPS, PRESETS, Rules, agreements_of
from thousand_qt.words import i18n

from .discovery import TableBrowser
from .messages import game_name, game_of, seat_name, unplayable
from .protocol import PROTOCOL_VERSION

tr = i18n.translator("Network")
log = logging.getLogger(__name__)


class Retranslating:
    """Texts set in ``retranslateUi``: when built, and again on QEvent.LanguageChange."""

    def retranslateUi(self) -> None: ...

    def changeEvent(self, e):
        if e.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(e)  # type: ignore[misc]  # a mixin: the QWidget class after it in the MRO has it


def _value_text(a, v) -> str:
    """An agreement's value as the Agreements dialog words it (translated)."""
    from thousand_qt.dialogs.common import choice_label
    from thousand_qt.words.i18n import catalogue

    if a.type == "number":
        return catalogue(a.special) if a.special and v == a.min else str(v)
    return choice_label(v)


class AgreementsView(Retranslating, QTreeWidget):
    """The table's agreements, read-only, grouped; changed-from-reference rows in bold."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.rules = None  # the rules shown
        self.setColumnCount(2)
        self.setRootIsDecorated(True)
        head = self.header()
        head.setStretchLastSection(False)
        head.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)  # the agreement's name, whole
        head.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.retranslateUi()

    def retranslateUi(self):
        self.setHeaderLabels([tr("Agreement"), tr("Value")])
        if self.rules is not None:
            self.show_rules(self.rules)

    def show_rules(self, rules) -> None:
        from thousand_qt.dialogs.common import agreement_title
        from thousand_qt.words.i18n import catalogue

        rules = rules if isinstance(rules, Rules) else Rules.from_record(rules)
        self.rules = rules
        self.clear()
        groups: dict[str, QTreeWidgetItem] = {}
        diff = rules.diff()
        for a in agreements_of(rules.game):  # the rules of the table's game only
            g = groups.get(a.group)
            if g is None:
                g = groups[a.group] = QTreeWidgetItem(self, [catalogue(GROUPS[a.group]), ""])
            v = rules.values[a.id]
            item = QTreeWidgetItem(g, [agreement_title(a.id), _value_text(a, v)])
            item.setToolTip(0, catalogue(a.explanation))
            if a.id in diff:
                f = item.font(0)
                f.setBold(True)
                item.setFont(0, f)
                item.setFont(1, f)
        self.expandAll()


class JoinDialog(Retranslating, QDialog):
    """Tables found on the network (live) and manual host:port. ``chosen()`` -> (host, port, name)."""

    def __init__(self, name: str = "Player", parent=None, interfaces=None):
        super().__init__(parent)
        self.browser = TableBrowser(interfaces, self)
        self.list = QListWidget()
        # a table's line (name, game, preset, seats, address) is longer than the dialog is wide on a small
        # screen: it wraps in the list's width rather than run out of sight behind a scroll bar
        self.list.setWordWrap(True)
        self.list.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.list.setResizeMode(QListView.ResizeMode.Adjust)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.items: dict[str, QListWidgetItem] = {}
        self.found: dict[str, dict] = {}  # service -> the table as discovery found it
        self.host_edit = QLineEdit()
        self.host_edit.setPlaceholderText("192.168.1.20")
        self.port_spin = QSpinBox()
        self.port_spin.setRange(1, 65535)
        self.port_spin.setValue(41000)
        self.name_edit = QLineEdit(name)
        form = QFormLayout()
        self.name_label, self.address_label = QLabel(), QLabel()
        form.addRow(self.name_label, self.name_edit)
        manual = QHBoxLayout()
        manual.addWidget(self.host_edit)
        manual.addWidget(self.port_spin)
        form.addRow(self.address_label, manual)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        self.list_label = QLabel()
        lay.addWidget(self.list_label)
        lay.addWidget(self.list)
        lay.addLayout(form)
        lay.addWidget(buttons)
        self.browser.tableFound.connect(self._found)
        self.browser.tableLost.connect(self._lost)
        self.list.itemDoubleClicked.connect(lambda _: self.accept())
        self.retranslateUi()

    def retranslateUi(self):
        self.setWindowTitle(tr("Join a table"))
        self.name_label.setText(tr("Your name:"))
        self.address_label.setText(tr("Or the host's address and port:"))
        self.list_label.setText(tr("Tables on your network:"))
        for service, t in self.found.items():
            self.items[service].setText(table_text(t))
            self.items[service].setToolTip(table_text(t))

    def _found(self, t: dict) -> None:
        self.found[t["service"]] = t
        item = self.items.get(t["service"])
        if item is None:
            item = self.items[t["service"]] = QListWidgetItem(self.list)
        item.setText(table_text(t))
        item.setToolTip(item.text())
        item.setData(256, (t["host"], t["port"]))

    def _lost(self, service: str) -> None:
        self.found.pop(service, None)
        item = self.items.pop(service, None)
        if item is not None:
            self.list.takeItem(self.list.row(item))

    def chosen(self):
        item = self.list.currentItem()
        if self.host_edit.text().strip():
            return self.host_edit.text().strip(), self.port_spin.value(), self.name_edit.text().strip()
        if item is not None:
            host, port = item.data(256)
            return host, port, self.name_edit.text().strip()
        return None

    def done(self, r):
        self.browser.stop()
        super().done(r)


def table_text(t: dict) -> str:
    """A table discovery found, for the list: its name, game, preset, seats and address."""
    preset = PRESETS[t["preset"]].title if t.get("preset") in PRESETS else str(t.get("preset"))
    where = f"{t['host']}:{t['port']}"
    game = t.get("game") or "thousand"  # a table that names no game is 1000 (an older host)
    text = tr(
        "%1 — %2, %3 — %4 seated, %5 free (%6)",
        t["name"],
        game_name(game),
        i18n.catalogue(preset),
        t["taken"],
        t["free"],
        where,
    )
    if t.get("proto") != str(PROTOCOL_VERSION):
        text += " — " + tr("needs another version (%1)", t.get("app"))
    elif unplayable({"game": game}):
        text += " — " + tr("a game this version cannot play")
    return text


class LobbyPanel(Retranslating, QWidget):
    """Seats, agreements (read-only), chat and ready/start; fed by a ClientSession.

    On the host's instance pass ``host`` (a HostServer) to get the Start button."""

    def __init__(self, session, host=None, parent=None):
        super().__init__(parent)
        self.session, self.host = session, host
        self.seats = QListWidget()
        # four seats at most: no more room than that, the agreements get the rest
        self.seats.setMaximumHeight(self.seats.fontMetrics().lineSpacing() * 4 + 16)
        self.rules = AgreementsView()
        self.chat_view = QTextEdit(readOnly=True)
        self.chat_line = QLineEdit()
        self.ready = QPushButton(checkable=True)  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
        self.start = QPushButton()
        self.start.setVisible(host is not None)
        # the host's hand on the seats: send a guest away, keep a seat for someone
        self.kick = QPushButton(objectName="lobbyKick")  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
        self.keep = QPushButton(objectName="lobbyReserve")  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
        for b in (self.kick, self.keep):
            b.setVisible(host is not None)
            b.setEnabled(False)
        self.status = QLabel()
        self.saved_line = QLabel(objectName="lobbySavedGame")  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
        self.saved_line.setWordWrap(True)
        self.saved_line.setVisible(False)
        self.fixed_line = QLabel(objectName="lobbyFixedDeals")  # type: ignore[call-overload]  # the host's --seed: deals anyone can foresee
        self.fixed_line.setWordWrap(True)
        self.fixed_line.setVisible(False)
        self.turn_line = QLabel(objectName="lobbyTurnTime")  # type: ignore[call-overload]  # the host's turn time, for everyone
        self.turn_line.setWordWrap(True)
        self.turn_line.setVisible(False)
        lay = QVBoxLayout(self)
        lay.addWidget(self.fixed_line)
        lay.addWidget(self.turn_line)
        lay.addWidget(self.saved_line)
        self.seats_title = QLabel()
        lay.addWidget(self.seats_title)
        lay.addWidget(self.seats)
        seat_row = QHBoxLayout()
        seat_row.addStretch(1)
        seat_row.addWidget(self.kick)
        seat_row.addWidget(self.keep)
        lay.addLayout(seat_row)
        self.rules_title = QLabel()
        lay.addWidget(self.rules_title)
        lay.addWidget(self.rules, 3)
        lay.addWidget(self.chat_view, 1)
        lay.addWidget(self.chat_line)
        row = QHBoxLayout()
        row.addWidget(self.ready)
        row.addWidget(self.start)
        lay.addLayout(row)
        lay.addWidget(self.status)
        session.lobbyChanged.connect(self.show_lobby)
        session.chatReceived.connect(lambda n, t: self.chat_view.append(f"<b>{_esc(n)}</b>: {_esc(t)}"))
        self.chat_line.returnPressed.connect(self._say)
        self.ready.toggled.connect(session.set_ready)
        self.start.clicked.connect(self._start)
        self.seats.currentRowChanged.connect(lambda _row: self._seat_buttons())
        self.kick.clicked.connect(self._kick)
        self.keep.clicked.connect(self._keep)
        self.retranslateUi()

    def retranslateUi(self):
        self.chat_line.setPlaceholderText(tr("Say something"))
        self.ready.setText(tr("Ready"))
        self.start.setText(tr("Start the game"))
        self.kick.setText(tr("Send away"))
        self.kick.setToolTip(tr("The guest in the chosen seat leaves the table."))
        self.keep.setText(tr("Keep the seat for…"))
        self.keep.setToolTip(tr("Only the player of the name you give may take the chosen seat."))
        self.seats_title.setText(tr("Seats"))
        self.rules_title.setText(tr("Agreements"))
        lobby = getattr(self.session, "lobby", None)
        if lobby:
            try:
                self.show_lobby(lobby)  # the seats (computers, ready) and the preset in the language now
            except RuntimeError:
                log.debug("the lobby is closing: its seats are not shown again")

    def _show_turn_time(self, seconds) -> None:
        """The host's turn time (lobby ``turn_time``; 0 or none from an older host: no line)."""
        if isinstance(seconds, bool) or not isinstance(seconds, (int, float)) or seconds <= 0:
            self.turn_line.setVisible(False)
            return
        n = round(seconds)
        if n % 60 == 0:
            span = QCoreApplication.translate("Network", "%n minute(s)", None, n // 60)
        else:
            span = QCoreApplication.translate("Network", "%n second(s)", None, max(1, n))
        self.turn_line.setText(tr("Each turn may take %1; past that a computer plays the turn.", span))
        self.turn_line.setVisible(True)

    def show_lobby(self, m: dict) -> None:
        row = self.seats.currentRow()
        self.seats.clear()
        saved = m.get("saved") if isinstance(m.get("saved"), dict) else None
        if saved:
            self.saved_line.setText(
                QCoreApplication.translate(
                    "Network",
                    "This table goes on with a saved game, after %n deal(s). Each seat keeps its "
                    "score; a player who joins under the name the game gave a seat takes that seat.",
                    None,
                    int(saved.get("deals", 0)),
                )
            )
        self.saved_line.setVisible(bool(saved))
        fixed = tr("Fixed deals (test): this table deals from a fixed seed, so every card can be foreseen.")
        self.fixed_line.setText(fixed)
        self.fixed_line.setVisible(m.get("fixed_deals") is True)
        self._show_turn_time(m.get("turn_time"))
        for s in m.get("seats", []):
            if s["kind"] == "empty" and s.get("reserved"):
                text = f"{s['seat'] + 1}. " + tr("(kept for %1)", s["reserved"])
            elif s["kind"] == "empty":
                text = f"{s['seat'] + 1}. " + tr("(empty — a computer will play)")
            else:
                text = f"{s['seat'] + 1}. {seat_name(s)}"  # a computer by its level, in this language
                if s["kind"] == "human":
                    text += " — " + (tr("ready") if s["ready"] else tr("not ready"))
                    if not s["connected"]:
                        text += " — " + tr("away")
            if saved:
                try:
                    was, score = saved["names"][s["seat"]], saved["scores"][s["seat"]]
                    text += " — " + tr("in the saved game: %1, %2", was, score)
                except (KeyError, IndexError, TypeError):
                    log.debug("the lobby message names no saved seat %s", s.get("seat"))  # its seats still show
            self.seats.addItem(text)
        if 0 <= row < self.seats.count():
            self.seats.setCurrentRow(row)
        self._seat_buttons()
        self.rules.show_rules(m.get("rules"))
        r = m.get("rules")
        rules: dict = r if isinstance(r, dict) else {}
        game = game_name(game_of(rules))
        seats = QCoreApplication.translate("Network", "%1: %n seat(s)", None, len(m.get("seats", [])))
        self.seats_title.setText(i18n.fill(seats, game))
        if rules.get("preset") in PRESETS:
            self.rules_title.setText(tr("Agreements:") + " " + i18n.catalogue(PRESETS[rules["preset"]].title))
        if self.host is not None:
            why = self.host.can_start()
            self.start.setEnabled(why is None)
            self.status.setText(_start_text(why) if why else "")

    def _say(self):
        if self.chat_line.text().strip():
            self.session.chat(self.chat_line.text())
        self.chat_line.clear()

    def _chosen_seat(self):
        """The host's Seat chosen in the list, or None."""
        row = self.seats.currentRow()
        if self.host is None or self.host.started or not 0 <= row < len(self.host.seats):
            return None
        return self.host.seats[row]

    def _seat_buttons(self) -> None:
        s = self._chosen_seat()
        own = s is not None and s.index == getattr(self.session, "seat", None)  # the host's own seat
        self.kick.setEnabled(s is not None and s.kind == "human" and not own)
        self.keep.setEnabled(s is not None and s.kind != "computer" and not own)

    def _kick(self):
        s = self._chosen_seat()
        if s is not None and s.kind == "human":
            self.host.kick(s.index)

    def _keep(self):
        from PySide6.QtWidgets import QInputDialog

        s = self._chosen_seat()
        if s is None:
            return
        ask = tr("Keep seat %1 for the player called (leave it empty to free the seat for anyone):")
        name, ok = QInputDialog.getText(self, tr("Keep the seat"), i18n.fill(ask, s.index + 1), text=s.reserved or "")
        if ok:
            self.host.reserve(s.index, name.strip() or None)

    def _start(self):
        why = self.host.start_game()
        if why:
            self.status.setText(_start_text(why))


def _start_text(why: str) -> str:
    """HostServer.can_start()'s English reason, for a person in any language."""
    if why.startswith("waiting for ") and why.endswith(" to be ready"):
        return tr("Waiting for %1 to be ready.", why[len("waiting for ") : -len(" to be ready")])
    if why == "the game has started":
        return tr("The game has started.")
    return why


def _esc(s: str) -> str:
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
