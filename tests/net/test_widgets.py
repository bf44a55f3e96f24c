"""The lobby panel and join dialog, fed by real sockets and real zeroconf on loopback."""

from __future__ import annotations

from engine import Rules
from thousand_qt.net.client import ClientSession
from thousand_qt.net.host import HostServer
from thousand_qt.net.widgets import JoinDialog, LobbyPanel


def test_lobby_panel_and_join_dialog(qtbot):
    host = HostServer("Widget table", 3, Rules("polish"), listen="127.0.0.1", interfaces=["127.0.0.1"])
    dlg = JoinDialog("Ann", interfaces=["127.0.0.1"])
    qtbot.addWidget(dlg)
    assert host.start()

    def row():
        return next((i for i in range(dlg.list.count()) if "Widget table" in dlg.list.item(i).text()), None)

    qtbot.waitUntil(lambda: row() is not None, timeout=8000)
    dlg.list.setCurrentRow(row())
    h, port, name = dlg.chosen()
    assert (h, port, name) == ("127.0.0.1", host.port, "Ann")
    s = ClientSession(name=name)
    panel = LobbyPanel(s, host)
    qtbot.addWidget(panel)
    s.connect_to(h, port)
    qtbot.waitUntil(lambda: panel.seats.count() == 3, timeout=5000)
    assert "Ann" in panel.seats.item(0).text()
    assert not panel.start.isEnabled()
    panel.ready.setChecked(True)
    qtbot.waitUntil(lambda: panel.start.isEnabled(), timeout=5000)
    assert panel.rules.topLevelItemCount() > 0
    host.close()
    dlg.reject()


def test_the_host_sends_a_guest_away_and_keeps_a_seat_from_the_lobby(qtbot):
    """Issue 27: the window's host can kick a guest and reserve a seat (the lobby's buttons), and
    sets after how long an idle guest gives way (the host dialog)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QInputDialog

    from thousand_qt.net.host_dialog import HostDialog

    dlg = HostDialog()
    qtbot.addWidget(dlg)
    dlg.idle.setValue(45)
    host = dlg.make_host()
    host.listen_address, host.advertise = "127.0.0.1", False
    assert host.lobby_idle == 45 and host.start()
    me, guest = ClientSession(name="Host"), ClientSession(name="Guest")
    panel = LobbyPanel(me, host)
    qtbot.addWidget(panel)
    me.connect_to("127.0.0.1", host.port)
    qtbot.waitUntil(lambda: me.seat == 0, timeout=5000)
    guest.connect_to("127.0.0.1", host.port)
    qtbot.waitUntil(lambda: guest.seat == 1 and panel.seats.count() == 3, timeout=5000)
    lost = []
    guest.hostLost.connect(lost.append)
    panel.seats.setCurrentRow(0)
    assert not panel.kick.isEnabled() and not panel.keep.isEnabled()  # the host's own seat
    panel.seats.setCurrentRow(1)
    assert panel.kick.isEnabled()
    panel.kick.click()
    qtbot.waitUntil(lambda: bool(lost), timeout=5000)
    assert lost == ["The host removed you from the table."] and host.seats[1].kind == "empty"
    qtbot.waitUntil(lambda: "(empty" in panel.seats.item(1).text(), timeout=5000)
    panel.seats.setCurrentRow(1)

    def answer():  # the host types a name into the real dialog
        box = QApplication.activeModalWidget()
        if not isinstance(box, QInputDialog):
            QTimer.singleShot(50, answer)
            return
        box.setTextValue("Olga")
        box.accept()

    QTimer.singleShot(50, answer)
    panel.keep.click()
    qtbot.waitUntil(lambda: "Olga" in panel.seats.item(1).text(), timeout=5000)
    assert host.seats[1].reserved == "Olga"
    host.close()


def test_every_player_sees_the_turn_time_the_host_chose(qtbot, qapp):
    """Issue 42: the host sets a turn time (Host a table ▸ Turn time) and it is shown to all in the
    lobby (the guest's panel here); 0 is no limit, and no line."""
    from thousand_qt.net.host_dialog import HostDialog
    from thousand_qt.words import i18n

    i18n.install_language(qapp, "en")  # the English plural forms, as the app loads them

    dlg = HostDialog()
    qtbot.addWidget(dlg)
    assert dlg.turn_time.value() == 180  # limits.TURN_TIME_S: "a few minutes" (the issue)
    dlg.turn_time.setValue(120)
    host = dlg.make_host()
    host.listen_address, host.advertise = "127.0.0.1", False
    assert host.turns.seconds == 120 and host.start()
    try:
        guest = ClientSession(name="Guest")
        panel = LobbyPanel(guest)
        qtbot.addWidget(panel)
        guest.connect_to("127.0.0.1", host.port)
        qtbot.waitUntil(lambda: panel.turn_line.isVisibleTo(panel), timeout=5000)
        assert panel.turn_line.text() == "Each turn may take 2 minutes; past that a computer plays the turn."
        panel.show_lobby({**guest.lobby, "turn_time": 45})
        assert "45 seconds" in panel.turn_line.text()
        panel.show_lobby({**guest.lobby, "turn_time": 0})
        assert not panel.turn_line.isVisibleTo(panel)
    finally:
        host.close()
