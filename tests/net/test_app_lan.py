"""The app's own LAN play: one main window hosts through Network ▸ Host a table…, a second joins
through Network ▸ Join a table… (manual 127.0.0.1:port), a computer fills the third seat, and the
two humans play a deal through their windows' controllers. Real sockets on 127.0.0.1; zeroconf only
on loopback (THOUSAND_LAN_INTERFACES=127.0.0.1, set by tests/conftest.py)."""

from __future__ import annotations

import os
import time

import pytest
import shiboken6
from PySide6.QtWidgets import QMessageBox

import thousand_qt  # noqa: F401  (the PySide refcount guard first)
from tests.net.helpers import app_window, when_modal
from tests.qt_settings import isolated


@pytest.fixture(autouse=True)
def isolated_settings(tmp_path, qapp):
    """Every test gets its own QSettings (an INI file under tmp) and its own data folder."""
    assert os.environ.get("THOUSAND_LAN_INTERFACES") == "127.0.0.1"
    yield from isolated(tmp_path)


def _choose(legal):
    main = [a for a in legal if a.kind not in ("redeal", "look", "unhide", "blind")] or legal
    for kind in ("pass", "contract", "give", "play", "bid"):
        for a in main:
            if a.kind == kind:
                return a
    return main[0]


def test_host_and_join_from_the_app_and_play_a_deal(qtbot, tmp_path):
    from thousand_qt.net.host_dialog import HostDialog
    from thousand_qt.net.remote_source import RemoteGameSource
    from thousand_qt.net.widgets import JoinDialog

    ann, bob = app_window(qtbot), app_window(qtbot)

    # ---- Ann hosts: Network ▸ Host a table…
    def fill_host(d):
        d.name.setText("Ann")
        d._name_edited("Ann")
        assert d.table.text() == "Ann's table"
        d.level.setCurrentIndex(d.level.findData("random"))
        d.players.setCurrentIndex(d.players.findData(3))
        d.port.setValue(0)
        d.accept()

    when_modal(HostDialog, fill_host)
    ann.host_action.trigger()
    assert ann.lan is not None and ann.lan.host is not None
    host = ann.lan.host
    assert host.listen_address == "127.0.0.1"  # one discovery interface: TCP binds only there
    host.bot_delay, host.deal_pause, host.max_deals = 0, 0, 1
    qtbot.waitUntil(lambda: ann.lan.session.seat == 0, timeout=5000)
    lobby = ann.lan.lobby
    assert lobby.isVisible() and str(host.port) in lobby.where.text()
    assert ann.leave_action.isEnabled()

    # ---- Bob joins: Network ▸ Join a table…, typing the address
    def fill_join(d):
        d.host_edit.setText("127.0.0.1")
        d.port_spin.setValue(host.port)
        d.name_edit.setText("Bob")
        d.accept()

    when_modal(JoinDialog, fill_join)
    bob.join_action.trigger()
    assert bob.lan is not None and bob.lan.host is None
    qtbot.waitUntil(lambda: bob.lan.session.seat == 1, timeout=5000)
    from thousand_qt.net.lan_table import saved_token

    assert saved_token("127.0.0.1", host.port) == bob.lan.session.token  # kept to rejoin
    panel = bob.lan.lobby.panel
    qtbot.waitUntil(lambda: panel.seats.count() == 3 and "Bob" in panel.seats.item(1).text(), timeout=5000)
    assert panel.rules.topLevelItemCount() > 0  # the agreements, read-only
    assert not ann.lan.lobby.panel.start.isEnabled()  # Bob is not ready yet
    panel.ready.setChecked(True)
    qtbot.waitUntil(lambda: ann.lan.lobby.panel.start.isEnabled(), timeout=5000)
    ann.lan.lobby.panel.start.click()  # the third seat: a computer

    qtbot.waitUntil(lambda: all(isinstance(w.controller.source, RemoteGameSource) for w in (ann, bob)), timeout=5000)
    assert not shiboken6.isValid(lobby) or not lobby.isVisible()  # the lobby went away
    assert host.seats[2].kind == "computer"
    assert [w.controller.table.names for w in (ann, bob)] == [["Ann", "Bob", "Computer (random)"]] * 2

    # ---- the deal, played through the windows' controllers
    tricks = {0: [], 1: []}
    scored = {0: [], 1: []}
    for i, w in enumerate((ann, bob)):
        m = w.controller.table
        m.eventApplied.connect(
            lambda e, m=m, i=i: tricks[i].append(list(m.last_trick)) if e.kind == "trick_taken" else None
        )
        w.controller.dealScored.connect(scored[i].append)
    failures = []
    for w in (ann, bob):
        w.controller.statusMessage.connect(failures.append)
    t0 = time.monotonic()
    while not (scored[0] and scored[1]):
        assert time.monotonic() - t0 < 40, "the deal did not finish"
        qtbot.wait(5)
        for w in (ann, bob):
            c = w.controller
            if c.waiting_for_human() and c.source.view is not None and c.source.view.legal:
                assert c.act(_choose(c.human_legal()))
    refusals = [f for f in failures if "refused" in f]
    assert not refusals
    qtbot.waitUntil(lambda: all(w.controller.source.session.final_record for w in (ann, bob)), timeout=5000)

    # both tables saw the same tricks, and the score sheets agree (with the host's engine too)
    assert tricks[0] == tricks[1]
    assert len(tricks[0]) in (0, 8)
    assert scored[0] == scored[1]
    sa, sb = ann.controller.scores, bob.controller.scores
    assert sa.rowCount() == sb.rowCount() == 1
    cells = [[[m.data(m.index(r, c)) for c in range(m.columnCount())] for r in range(m.rowCount())] for m in (sa, sb)]
    assert cells[0] == cells[1]
    assert sa.totals() == sb.totals() == list(host.game.scores)
    assert [lb.text() for lb in ann.sheet.total_labels] == [lb.text() for lb in bob.sheet.total_labels]
    assert ann.controller.table.last_trick == bob.controller.table.last_trick
    assert not ann.controller.can_undo() and not bob.controller.can_undo()
    # Game ▸ Export on the host's instance keeps the host's whole record; a seat keeps what it saw
    assert ann.controller.source.record() == host.record()
    assert bob.controller.source.record()["deals"] == host.record()["deals"][:1]
    # the window's host keeps its record on disk after every move too (issue 27): a crash leaves it
    import json

    from thousand_qt.net.lan_table import host_record_path

    assert json.loads(host_record_path().read_text(encoding="utf-8")) == host.record()

    # ---- the host closes the table: Bob is told and may save the record
    ann.lan.close()
    qtbot.waitUntil(lambda: bob.lan is None, timeout=5000)
    box = bob.findChild(QMessageBox, "hostLostBox")
    assert box is not None and box.isVisible()
    lost = bob.controller.source
    path = tmp_path / "lan.json"
    table = lost.parent()  # the controller keeps the source; the record outlives the connection
    assert table is bob.controller
    from thousand_qt.net.lan_table import LanTable

    keeper = next(x for x in bob.findChildren(LanTable))
    assert keeper.save_record(str(path))
    rec = json.loads(path.read_text(encoding="utf-8"))
    assert rec["deals"] and rec["names"] == ["Ann", "Bob", "Computer (random)"]
    box.close()
    # the record Bob kept is a game a table can go on with
    again = HostDialog(bob)
    assert again.load_saved(str(path)) and "Bob" in again.saved_label.text()
    again.close()
    for w in (ann, bob):
        w.close()


def _play(qtbot, windows, until, limit=40):
    t0 = time.monotonic()
    while not until():
        assert time.monotonic() - t0 < limit, "the table did not get there"
        qtbot.wait(5)
        for w in windows:
            c = w.controller
            if c.waiting_for_human() and c.source.view is not None and c.source.view.legal:
                c.act(_choose(c.human_legal()))


def test_a_crashed_client_rejoins_from_a_new_window(qtbot):
    from thousand_qt.net.host_dialog import HostDialog
    from thousand_qt.net.remote_source import RemoteGameSource
    from thousand_qt.net.widgets import JoinDialog

    ann, bob = app_window(qtbot), app_window(qtbot)
    when_modal(HostDialog, lambda d: (d.level.setCurrentIndex(d.level.findData("random")), d.accept()))
    ann.host_action.trigger()
    host = ann.lan.host
    # three deals: a deal thrown in before its first trick (the random computer may claim a redeal)
    # leaves the table a next one to crash in (with one, about one seed in 27 never reached a trick)
    host.bot_delay, host.deal_pause, host.max_deals = 0, 0, 3

    def join(w, name):
        def fill(d):
            d.host_edit.setText("127.0.0.1")
            d.port_spin.setValue(host.port)
            d.name_edit.setText(name)
            d.accept()

        when_modal(JoinDialog, fill)
        w.join_action.trigger()

    join(bob, "Bob")
    qtbot.waitUntil(lambda: bob.lan.session.seat == 1, timeout=5000)
    bob.lan.lobby.panel.ready.setChecked(True)
    qtbot.waitUntil(lambda: ann.lan.lobby.panel.start.isEnabled(), timeout=5000)
    ann.lan.lobby.panel.start.click()
    qtbot.waitUntil(lambda: all(isinstance(w.controller.source, RemoteGameSource) for w in (ann, bob)), timeout=5000)
    _play(qtbot, (ann, bob), lambda: host.game.deal.phase == "play" and host.game.deal.tricks_played >= 1)

    # Bob's app dies: the connection just breaks (no goodbye)
    bob.controller.source.session.sock.abort()
    qtbot.waitUntil(lambda: host.seats[1].conn is None, timeout=5000)
    assert host.seats[1].kind == "human" and not host.seats[1].replaced  # waiting for Bob (30 s)

    # a new window joins the same address: the kept token takes seat 1 back, with the whole state
    bob2 = app_window(qtbot)
    join(bob2, "Bob")
    qtbot.waitUntil(
        lambda: isinstance(bob2.controller.source, RemoteGameSource) and bob2.controller.source.view is not None,
        timeout=5000,
    )
    assert bob2.controller.source.seat == 1
    from engine import cards as C

    qtbot.waitUntil(lambda: set(bob2.controller.table.hand) == set(C.cards_of(host.game.deal.hands[1])), timeout=5000)
    assert bob2.controller.table.names == ["Player", "Bob", "Computer (random)"]  # Ann left the name empty
    scored = []
    bob2.controller.dealScored.connect(scored.append)
    _play(qtbot, (ann, bob2), lambda: bool(scored))
    qtbot.waitUntil(
        lambda: ann.controller.scores.totals() == bob2.controller.scores.totals() == list(host.game.scores),
        timeout=5000,
    )
    for w in (ann, bob, bob2):
        w.close()
