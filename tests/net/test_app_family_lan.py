"""The app's LAN play of the family's games: one window hosts Sixty-Six (two seats) or 1001 (three, a
computer in the third) through Network ▸ Host a table…, a second joins, and the two play a whole deal through
their windows' controllers. Real sockets on 127.0.0.1; zeroconf only on loopback."""

from __future__ import annotations

import os
import time

import pytest

import thousand_qt  # noqa: F401  (the PySide refcount guard first)
from tests.net.helpers import when_modal
from tests.qt_settings import isolated


@pytest.fixture(autouse=True)
def isolated_settings(tmp_path, qapp):
    assert os.environ.get("THOUSAND_LAN_INTERFACES") == "127.0.0.1"
    yield from isolated(tmp_path)


def _window(qtbot):
    from thousand_qt.mainwindow import MainWindow

    w = MainWindow()
    qtbot.addWidget(w)
    w.resize(1100, 700)
    w.show()
    return w


def _choose(legal):
    """A move a quick player makes: pass in an auction, else play a card, else the first offered."""
    for kind in ("pass", "play"):
        for a in legal:
            if a.kind == kind:
                return a
    return legal[0]


@pytest.mark.parametrize("game,players", [("sixty_six", 2), ("tausendeins", 3)])
def test_two_windows_play_a_deal_of_the_game(qtbot, game, players):
    from engine.record import replay
    from thousand_qt.net.host_dialog import HostDialog
    from thousand_qt.net.remote_source import RemoteGameSource
    from thousand_qt.net.widgets import JoinDialog

    ann, bob = _window(qtbot), _window(qtbot)

    def fill_host(d):
        d.name.setText("Ann")
        d.game.setCurrentIndex(d.game.findData(game))
        assert [d.players.itemData(i) for i in range(d.players.count())] == [players]
        d.level.setCurrentIndex(d.level.findData("random"))
        d.accept()

    when_modal(HostDialog, fill_host)
    ann.host_action.trigger()
    host = ann.lan.host
    assert host.players == players and host.rules.game == game
    host.bot_delay, host.deal_pause, host.max_deals = 0, 0, 1
    qtbot.waitUntil(lambda: ann.lan.session.seat == 0, timeout=5000)

    def fill_join(d):
        d.host_edit.setText("127.0.0.1")
        d.port_spin.setValue(host.port)
        d.name_edit.setText("Bob")
        d.accept()

    when_modal(JoinDialog, fill_join)
    bob.join_action.trigger()
    panel = bob.lan.lobby.panel
    qtbot.waitUntil(lambda: panel.seats.count() == players and "Bob" in panel.seats.item(1).text(), timeout=5000)
    panel.ready.setChecked(True)
    qtbot.waitUntil(lambda: ann.lan.lobby.panel.start.isEnabled(), timeout=5000)
    ann.lan.lobby.panel.start.click()
    qtbot.waitUntil(lambda: all(isinstance(w.controller.source, RemoteGameSource) for w in (ann, bob)), timeout=5000)
    assert [len(w.controller.table.names) for w in (ann, bob)] == [players, players]

    scored = {0: [], 1: []}
    for i, w in enumerate((ann, bob)):
        w.controller.dealScored.connect(scored[i].append)
    failures = []
    for w in (ann, bob):
        w.controller.statusMessage.connect(failures.append)
    t0 = time.monotonic()
    while not (scored[0] and scored[1]):
        assert time.monotonic() - t0 < 60, "the deal did not finish"
        qtbot.wait(5)
        for w in (ann, bob):
            c = w.controller
            if c.waiting_for_human() and c.source.view is not None and c.source.view.legal:
                assert c.act(_choose(c.human_legal()))
    assert not [f for f in failures if "refused" in f]
    qtbot.waitUntil(lambda: all(w.controller.source.session.final_record for w in (ann, bob)), timeout=5000)
    record = host.record()
    g = replay(record)
    assert g.rules.game == game and g.deals[0].phase == "done"
    assert scored[0] == scored[1]
    assert ann.controller.scores.totals() == bob.controller.scores.totals() == list(g.scores)
    assert bob.controller.source.record()["deals"] == record["deals"][:1]
    for w in (ann, bob):
        w.close()
