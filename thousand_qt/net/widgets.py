"""Small Qt widgets for LAN play: the join dialog (live table list + host:port) and the lobby panel.

The app's main window owns the game table; these only pick a table and show the lobby.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
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

from engine.agreements import CATALOGUE, GROUPS, PRESETS, Rules

from .discovery import TableBrowser
from .messages import seat_name
from .protocol import PROTOCOL_VERSION


def tr(text: str) -> str:
    return QCoreApplication.translate("Network", text)


def _value_text(a, v) -> str:
    """An agreement's value as the Agreements dialog words it (translated)."""
    from ..dialogs import choice_label
    from ..i18n import catalogue

    if a.type == "number":
        return catalogue(a.special) if a.special and v == a.min else str(v)
    return choice_label(v)


class AgreementsView(QTreeWidget):
    """The table's agreements, read-only, grouped; changed-from-reference rows in bold."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setHeaderLabels([tr("Agreement"), tr("Value")])
        self.setRootIsDecorated(True)
        head = self.header()
        head.setStretchLastSection(False)
        head.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)  # the agreement's name, whole
        head.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)

    def show_rules(self, rules) -> None:
        from ..dialogs import agreement_title
        from ..i18n import catalogue

        rules = rules if isinstance(rules, Rules) else Rules.from_record(rules)
        self.clear()
        groups = {}
        diff = rules.diff()
        for a in CATALOGUE.values():
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


class JoinDialog(QDialog):
    """Tables found on the network (live) and manual host:port. ``chosen()`` -> (host, port, name)."""

    def __init__(self, name: str = "Player", parent=None, interfaces=None):
        super().__init__(parent)
        self.setWindowTitle(tr("Join a table"))
        self.browser = TableBrowser(interfaces, self)
        self.list = QListWidget()
        self.items: dict[str, QListWidgetItem] = {}
        self.host_edit = QLineEdit()
        self.host_edit.setPlaceholderText("192.168.1.20")
        self.port_spin = QSpinBox()
        self.port_spin.setRange(1, 65535)
        self.port_spin.setValue(41000)
        self.name_edit = QLineEdit(name)
        form = QFormLayout()
        form.addRow(tr("Your name:"), self.name_edit)
        manual = QHBoxLayout()
        manual.addWidget(self.host_edit)
        manual.addWidget(self.port_spin)
        form.addRow(tr("Or the host's address and port:"), manual)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(QLabel(tr("Tables on your network:")))
        lay.addWidget(self.list)
        lay.addLayout(form)
        lay.addWidget(buttons)
        self.browser.tableFound.connect(self._found)
        self.browser.tableLost.connect(self._lost)
        self.list.itemDoubleClicked.connect(lambda _: self.accept())

    def _found(self, t: dict) -> None:
        from engine import PRESETS

        from ..i18n import catalogue

        preset = PRESETS[t["preset"]].title if t.get("preset") in PRESETS else str(t.get("preset"))
        text = (
            tr("%1 — %2 — %3 seated, %4 free (%5)")
            .replace("%1", str(t["name"]))
            .replace("%2", catalogue(preset))
            .replace("%3", str(t["taken"]))
            .replace("%4", str(t["free"]))
            .replace("%5", f"{t['host']}:{t['port']}")
        )
        if t.get("proto") != str(PROTOCOL_VERSION):
            text += " — " + tr("needs another version (%1)").replace("%1", str(t.get("app")))
        item = self.items.get(t["service"])
        if item is None:
            item = self.items[t["service"]] = QListWidgetItem(text, self.list)
        item.setText(text)
        item.setData(256, (t["host"], t["port"]))

    def _lost(self, service: str) -> None:
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


class LobbyPanel(QWidget):
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
        self.chat_line.setPlaceholderText(tr("Say something"))
        self.ready = QPushButton(tr("Ready"), checkable=True)
        self.start = QPushButton(tr("Start the game"))
        self.start.setVisible(host is not None)
        # the host's hand on the seats: send a guest away, keep a seat for someone
        self.kick = QPushButton(tr("Send away"), objectName="lobbyKick")
        self.kick.setToolTip(tr("The guest in the chosen seat leaves the table."))
        self.keep = QPushButton(tr("Keep the seat for…"), objectName="lobbyReserve")
        self.keep.setToolTip(tr("Only the player of the name you give may take the chosen seat."))
        for b in (self.kick, self.keep):
            b.setVisible(host is not None)
            b.setEnabled(False)
        self.status = QLabel()
        self.saved_line = QLabel(objectName="lobbySavedGame")
        self.saved_line.setWordWrap(True)
        self.saved_line.setVisible(False)
        lay = QVBoxLayout(self)
        lay.addWidget(self.saved_line)
        lay.addWidget(QLabel(tr("Seats")))
        lay.addWidget(self.seats)
        seat_row = QHBoxLayout()
        seat_row.addStretch(1)
        seat_row.addWidget(self.kick)
        seat_row.addWidget(self.keep)
        lay.addLayout(seat_row)
        self.rules_title = QLabel(tr("Agreements"))
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
        if session.lobby:
            self.show_lobby(session.lobby)

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
        for s in m.get("seats", []):
            if s["kind"] == "empty" and s.get("reserved"):
                text = f"{s['seat'] + 1}. " + tr("(kept for %1)").replace("%1", str(s["reserved"]))
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
                    text += " — " + tr("in the saved game: %1, %2").replace("%1", str(was)).replace("%2", str(score))
                except (KeyError, IndexError, TypeError):
                    pass  # a lobby message we cannot read all of still shows its seats
            self.seats.addItem(text)
        if 0 <= row < self.seats.count():
            self.seats.setCurrentRow(row)
        self._seat_buttons()
        self.rules.show_rules(m.get("rules"))
        preset = (m.get("rules") or {}).get("preset")
        if preset in PRESETS:
            from ..i18n import catalogue

            self.rules_title.setText(tr("Agreements:") + " " + catalogue(PRESETS[preset].title))
        if self.host is not None:
            why = self.host.can_start()
            self.start.setEnabled(why is None)
            self.status.setText(_start_text(why) if why else "")

    def changeEvent(self, e):
        super().changeEvent(e)
        if e.type() == QEvent.Type.LanguageChange and getattr(self.session, "lobby", None):
            try:
                self.show_lobby(self.session.lobby)  # the seats (computers, ready) in the new language
            except RuntimeError:  # the table is being closed
                pass

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
        name, ok = QInputDialog.getText(
            self, tr("Keep the seat"), ask.replace("%1", str(s.index + 1)), text=s.reserved or ""
        )
        if ok:
            self.host.reserve(s.index, name.strip() or None)

    def _start(self):
        why = self.host.start_game()
        if why:
            self.status.setText(_start_text(why))


def _start_text(why: str) -> str:
    """HostServer.can_start()'s English reason, for a person in any language."""
    if why.startswith("waiting for ") and why.endswith(" to be ready"):
        return tr("Waiting for %1 to be ready.").replace("%1", why[len("waiting for ") : -len(" to be ready")])
    if why == "the game has started":
        return tr("The game has started.")
    return why


def _esc(s: str) -> str:
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
