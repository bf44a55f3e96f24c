"""The main window at a LAN table: host or join, the lobby, then the game through RemoteGameSource.

    Network ▸ Host a table…   HostDialog → HostServer.start() → our own ClientSession to it → lobby
    Network ▸ Join a table…   JoinDialog (tables found, or host:port) → ClientSession → lobby
    the host starts           gameStarted → RemoteGameSource → the window's controller plays
    Network ▸ Leave table     leave (the host closes the table for everyone); the window goes back
                              to the local game the table's game took the place of, where it was

``LanTable`` owns the session (and the HostServer on the host's instance) until the game starts;
then the session belongs to the RemoteGameSource, which the controller owns. The seat token is kept
in the settings under ``lan/tokens/<host:port>``: joining the same address again takes the seat
back (a crashed or closed app rejoins its game).
"""

from __future__ import annotations

import json
import logging

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QDialog, QFileDialog, QHBoxLayout, QLabel, QMessageBox, QPushButton, QVBoxLayout

from thousand_qt import settings
from thousand_qt.words import i18n

from .client import ClientSession
from .remote_source import RemoteGameSource
from .widgets import LobbyPanel

tr = i18n.translator("Network")
log = logging.getLogger(__name__)


def token_key(host: str, port: int) -> str:
    return f"lan/tokens/{host}:{int(port)}"


def saved_token(host: str, port: int) -> str | None:
    v = settings.store().value(token_key(host, port))
    return str(v) if v else None


def keep_token(host: str, port: int, token: str | None) -> None:
    s = settings.store()
    if token:
        s.setValue(token_key(host, port), token)
    else:
        s.remove(token_key(host, port))
    s.sync()


def host_record_path():
    """Where the window's host keeps its table's record, rewritten after every move and deal."""
    from ..paths import data_dir

    return data_dir() / "lan-host-record.json"


def lan_addresses() -> list[str]:
    """This computer's IPv4 addresses other players can type (not loopback)."""
    from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface

    out = []
    for a in QNetworkInterface.allAddresses():
        if a.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol and not a.isLoopback():
            out.append(a.toString())
    return out


class LobbyDialog(QDialog):
    """The LobbyPanel in a window of its own, with Leave (and, for the host, the agreements)."""

    left = Signal()

    def __init__(self, session, host=None, parent=None):
        super().__init__(parent, objectName="lobbyDialog")  # type: ignore[call-arg]  # PySide6's stubs lack inherited property keywords
        self.session, self.host = session, host
        self.setModal(False)
        self.resize(560, 640)
        self.panel = LobbyPanel(session, host)
        self.where = QLabel(objectName="lobbyAddress")  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
        self.where.setWordWrap(True)
        self.where.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.agreements = QPushButton(objectName="lobbyAgreements")  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
        self.agreements.setVisible(host is not None)
        self.agreements.setEnabled(host is None or host.saved is None)  # a saved game keeps its own
        self.agreements.clicked.connect(self.edit_agreements)
        self.leave = QPushButton(objectName="lobbyLeave")  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
        self.leave.clicked.connect(self.reject)
        row = QHBoxLayout()
        row.addWidget(self.agreements)
        row.addStretch(1)
        row.addWidget(self.leave)
        lay = QVBoxLayout(self)
        lay.addWidget(self.where)
        lay.addWidget(self.panel, 1)
        lay.addLayout(row)
        self._finished = False
        if host is not None:
            self.panel.ready.setVisible(False)  # the host is ready when it presses Start
            # the addresses the table really listens on (issue 40); every one only if the player said so
            addrs = [a for a in host.listen_addresses if a not in ("0.0.0.0", "::")] or (
                lan_addresses() or ["127.0.0.1"]
            )
            self.where_text = lambda: tr(
                "Your table “%1” is open. Other players join it from Network ▸ Join a "
                "table…, or with the address %2 and port %3.",
                host.table,
                ", ".join(addrs),
                host.port,
            )
        else:
            self.where_text = lambda: tr("Connecting…")
        self.retranslateUi()

    def retranslateUi(self):
        self.setWindowTitle(tr("Lobby"))
        self.agreements.setText(tr("Agreements…"))
        self.leave.setText(tr("Close the table") if self.host is not None else tr("Leave the table"))
        self.where.setText(self.where_text())

    def changeEvent(self, e):
        if e.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(e)

    def set_where(self, text) -> None:
        """Where the player is (``text()`` says it in the language now)."""
        self.where_text = text
        self.where.setText(text())

    def edit_agreements(self):
        from engine import Rules
        from thousand_qt.dialogs.agreements import AgreementsDialog

        game = self.host.rules.game  # the table's game: its agreements, not those of New game's last choice
        if AgreementsDialog(self, game).exec() == QDialog.DialogCode.Accepted and not self.host.started:
            self.host.set_rules(Rules(*settings.rules_choice(game)))

    def finish(self):
        """Close without leaving (the game starts, or the table is gone)."""
        self._finished = True
        self.hide()
        self.deleteLater()

    def reject(self):
        if not self._finished:
            self._finished = True
            self.left.emit()
        super().reject()


class LanTable(QObject):
    """One LAN table of the main window (see the module's docstring)."""

    closed = Signal()

    def __init__(self, window, session: ClientSession, address: tuple[str, int], host=None):
        super().__init__(window)
        self.window, self.session, self.host = window, session, host
        self.address = address
        self.source: RemoteGameSource | None = None
        self.box: QMessageBox | None = None
        self._closed = False
        self.kept: dict | None = None  # the local game under way when this table's game took its place
        session.setParent(self)
        if host is not None:
            host.setParent(self)
        self.lobby = LobbyDialog(session, host, window)
        self.lobby.left.connect(self.leave)
        session.welcomed.connect(self._welcomed)
        session.refused.connect(self._refused)
        session.gameStarted.connect(self._started)
        session.hostLost.connect(self._lost)
        session.gameOver.connect(self._over)
        self.lobby.show()

    @classmethod
    def host_table(cls, window, dialog) -> LanTable | None:
        """Start the HostDialog's table and sit at it. None (after saying why) if it cannot listen."""
        host = dialog.make_host()
        host.record_path = str(host_record_path())  # a crashed app's table goes on from it (Continue a saved game…)
        errors: list[str] = []
        host.log.connect(errors.append)
        if not host.start():
            host.close()
            QMessageBox.warning(
                window,
                tr("Host a table"),
                tr("The table could not be opened: %1", errors[-1] if errors else "?"),
            )
            return None
        host.log.disconnect()
        addr = host.local_address()
        session = ClientSession(name=dialog.player_name())
        table = cls(window, session, addr, host)
        session.connect_to(*addr)
        return table

    @classmethod
    def join(cls, window, host: str, port: int, name: str) -> LanTable:
        session = ClientSession(name=name or tr("Player"), token=saved_token(host, port))
        table = cls(window, session, (host, int(port)))
        address = f"{host}:{port}"
        table.lobby.set_where(lambda: tr("Connecting to %1…", address))
        session.connect_to(host, int(port))
        return table

    # ---------------------------------------------------------------- the session

    @property
    def started(self) -> bool:
        return self.source is not None

    def _welcomed(self, seat, token, rejoined):
        if self.host is None:
            keep_token(*self.address, token)
            self.lobby.set_where(
                lambda: tr("You are back at seat %1.", seat + 1) if rejoined else tr("You sit at seat %1.", seat + 1)
            )
        else:
            self.lobby.panel.ready.setChecked(True)

    def _refused(self, reason):
        if self.session.token and self.host is None:
            keep_token(*self.address, None)  # a token the table does not know is no use
        self._tell(tr("Join a table"), reason)
        self.close()

    def _started(self, info):
        if self.source is not None:
            return
        self.source = RemoteGameSource(self.session)
        if self.host is not None:  # the host keeps the whole game, the unfinished deal too
            self.source.full_record = self.host.record
        self.session.setParent(self.source)  # the session lives as long as the game on the table
        self.source.hostLost.connect(self._lost_in_game)
        self.session.seatChanged.connect(self._seat_changed)  # after the source's own handler
        self.lobby.finish()
        c = self.window.controller
        if c.game_in_progress():  # kept, to go back to when the player leaves (issue 40: it was lost)
            self.kept = dict(c.source.record() or {}, app=dict(c.app_meta))
        self.window.play_source(self.source, {"seat": self.source.seat, "human": True, "lan": True})
        self.window.controller.sourceChanged.connect(self._source_changed)

    def _seat_changed(self, _m):
        """A computer took a person's seat, or they came back: the plates and the sheet say so."""
        if self.window.controller.source is self.source:
            self.window.controller.retranslate_names()
            self.window.scene.retranslate()

    def _source_changed(self):
        src = self.window.controller.source
        if src is not self.source and not getattr(src, "read_only", False):
            self.close()  # a new local game: the table is left (and closed, when we host it); a review keeps it

    def _over(self, summary):
        if self.host is None:
            keep_token(*self.address, None)

    def _lost(self, reason):
        if self.source is None and not self._closed:  # in the lobby; in the game the source says it
            self._tell(tr("Lobby"), reason)
            self.close()

    def _lost_in_game(self, reason):
        """The host is gone: say so plainly and offer to keep the record."""
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            tr("The table is closed"),
            reason + "\n\n" + tr("You can save the game record as far as this seat saw it."),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Close,
            self.window,
        )
        box.setObjectName("hostLostBox")
        box.finished.connect(lambda r: self.save_record() if r == QMessageBox.StandardButton.Save else None)
        box.finished.connect(lambda _r: self._bring_back())  # the table's last state stays until then
        self.box = box
        box.open()
        self.close(back=False)

    def save_record(self, path: str | None = None) -> bool:
        if self.source is None:
            return False
        if path is None:
            path, _ = QFileDialog.getSaveFileName(
                self.window, tr("Save the game record"), "thousand-lan-game.json", tr("Game records (*.json)")
            )
        if not path:
            return False
        from thousand_qt.game import autosave

        try:
            autosave.write_atomic(path, json.dumps(self.source.record(), ensure_ascii=False, indent=1))
        except OSError as e:
            QMessageBox.warning(self.window, tr("Save the game record"), str(e))
            return False
        return True

    def _tell(self, title, text):
        box = QMessageBox(QMessageBox.Icon.Information, title, text, QMessageBox.StandardButton.Ok, self.window)
        self.box = box
        box.open()

    # ---------------------------------------------------------------- leaving

    def confirm_leave(self) -> bool:
        """Ask before leaving a game under way."""
        m = self.window.controller.table
        if self.source is None or m.over or self.session.closed_reason is not None:
            return True
        text = (
            tr("Close the table? The game ends for everyone.")
            if self.host is not None
            else tr("Leave the table? A computer takes your seat; joining again takes it back.")
        )
        return QMessageBox.question(self.window, tr("Leave the table"), text) == QMessageBox.StandardButton.Yes

    def leave(self):
        self.close()

    def close(self, back: bool = True):
        """Leave the table (the host: close it for everyone). Idempotent. ``back``: then the window
        goes back to the local game the table took the place of (``kept``), unless something else
        took the table meanwhile (a new game, another table's game) or the window is closing."""
        if self._closed:
            return
        self._closed = True
        if back and self.kept is not None:
            QTimer.singleShot(0, self._bring_back)
        if self.source is not None:
            self.source.freeze()
            self.source.stop()
        else:
            try:
                if self.session.is_open:
                    self.session.leave()
            except RuntimeError:
                log.debug("the session was already gone when the table was left")
        if self.host is not None:
            self.host.close()
        if not self.lobby._finished:
            self.lobby.finish()
        self.closed.emit()

    def _bring_back(self):
        kept, self.kept = self.kept, None
        w = self.window
        if kept is None or not w.isVisible() or self.source is None or w.controller.source is not self.source:
            return
        w.resume(kept)
        w.scene.rebuild_seats()
