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
