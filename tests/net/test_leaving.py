"""A guest who leaves is not stranded (issue 40 item 3). Before: after Network ▸ Leave table the
guest's window kept the frozen LAN deal ("Waiting for <own name>…"), the game it had before joining
was gone, and on the host a computer took the seat after ~20 s while the plate still named the
guest. Now the guest is back at its own game where it left it, and the host's plate says a computer
plays that seat at once. Two app windows on 127.0.0.1 (zeroconf on loopback only)."""

from __future__ import annotations

import os

import pytest
from PySide6.QtWidgets import QMessageBox

import thousand_qt  # noqa: F401  (the PySide refcount guard first)
from tests.net.helpers import app_window, when_modal
from tests.qt_settings import isolated


@pytest.fixture(autouse=True)
def isolated_settings(tmp_path, qapp):
    assert os.environ.get("THOUSAND_LAN_INTERFACES") == "127.0.0.1"
    yield from isolated(tmp_path)


def _a_local_game_under_way(qtbot, w) -> dict:
    """A local game with something played (controller.game_in_progress); its record."""
    from thousand_qt.game.controller import GameConfig

    w.start(GameConfig(name="Bob", seat=0, levels=["random", "random"], seed=11, dealer=0))
    c = w.controller
    qtbot.waitUntil(lambda: c.game_in_progress() or c.waiting_for_human(), timeout=10000)
    if not c.game_in_progress():
        legal = c.human_legal()
        assert c.act(next((a for a in legal if a.kind == "pass"), legal[0]))
    qtbot.waitUntil(c.game_in_progress, timeout=10000)
    qtbot.wait(300)  # the computers' answers, if any, land before the record is taken
    return c.source.record()


def test_a_guest_who_leaves_is_back_at_its_own_game_and_the_host_says_a_computer_plays(qtbot):
    from thousand_qt.game.source import LocalGameSource
    from thousand_qt.net.host_dialog import HostDialog
    from thousand_qt.net.remote_source import RemoteGameSource
    from thousand_qt.net.widgets import JoinDialog

    ann, bob = app_window(qtbot), app_window(qtbot)
    kept = _a_local_game_under_way(qtbot, bob)

    when_modal(HostDialog, lambda d: (d.level.setCurrentIndex(d.level.findData("random")), d.accept()))
    ann.host_action.trigger()
    host = ann.lan.host
    host.bot_delay = 5  # nothing moves on its own while Bob leaves
    assert host.replace_after >= 20  # the dialog's host: a dropped guest would wait this long

    def fill(d):
        d.host_edit.setText("127.0.0.1")
        d.port_spin.setValue(host.port)
        d.name_edit.setText("Bob")
        d.accept()

    when_modal(JoinDialog, fill)
    bob.join_action.trigger()
    qtbot.waitUntil(lambda: bob.lan.session.seat == 1, timeout=5000)
    bob.lan.lobby.panel.ready.setChecked(True)
    qtbot.waitUntil(lambda: ann.lan.lobby.panel.start.isEnabled(), timeout=5000)
    ann.lan.lobby.panel.start.click()
    qtbot.waitUntil(lambda: all(isinstance(w.controller.source, RemoteGameSource) for w in (ann, bob)), timeout=5000)
    assert ann.controller.table.names[1] == "Bob"

    # Bob: Network ▸ Leave table, and yes, he leaves
    when_modal(QMessageBox, lambda box: box.button(QMessageBox.StandardButton.Yes).click())
    bob.leave_action.trigger()
    qtbot.waitUntil(lambda: isinstance(bob.controller.source, LocalGameSource), timeout=5000)
    assert bob.lan is None and not bob.leave_action.isEnabled()
    back = bob.controller.source.record()
    assert back["deals"] == kept["deals"] and back["rules"] == kept["rules"]  # where he left it
    assert bob.controller.table.names[0] == "Bob"

    # Ann: a computer plays Bob's seat now, at once, and her table says so
    qtbot.waitUntil(lambda: host.seats[1].replaced, timeout=3000)
    qtbot.waitUntil(lambda: ann.controller.table.names[1] == "Bob (computer)", timeout=3000)
    assert ann.controller.scores.names[1] == "Bob (computer)"
    ann.lan.close()
