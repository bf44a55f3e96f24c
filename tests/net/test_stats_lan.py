"""Statistics of a LAN game: the client's window counts the game it finished once the host's whole
record is there, under the LAN table's level. Real sockets on 127.0.0.1; the game is the
hand-written one of tests/qt/test_stats.py, continued by a host one card before its end."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

import thousand_qt  # noqa: F401  (the PySide refcount guard first)
from engine import Rules
from engine.actions import Action
from tests.net.helpers import join_and_start
from tests.qt_settings import isolated
from thousand_qt.game import stats
from thousand_qt.net.host import HostServer

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "qt"))
from test_stats import ANN, GAME, record  # noqa: E402


@pytest.fixture(autouse=True)
def isolated_settings(tmp_path, qapp):
    assert os.environ.get("THOUSAND_LAN_INTERFACES") == "127.0.0.1"
    yield from isolated(tmp_path)


def test_a_lan_game_is_counted_once_with_the_hosts_record(qtbot):
    from thousand_qt.window.main import MainWindow

    host = HostServer("Stats", 3, Rules(), listen="127.0.0.1", advertise=False, bot_delay=0, deal_pause=0, seed=3)
    assert host.start()
    host.continue_saved(record(upto_action=len(GAME["deals"][-1]["actions"]) - 3))  # Ann to lead QH
    host.set_computer(1, "easy")
    host.set_computer(2, "easy")
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()

    c = join_and_start(qtbot, w, host)
    c.act(Action.from_record({"seat": 0, "play": "QH"}))
    qtbot.waitUntil(lambda: len(stats.StatsFile().load()) == 1, timeout=10000)
    game = stats.StatsFile().load()[0]
    assert {k: game[k] for k in ANN} == ANN and game["level"] == stats.LAN
    # the game over comes once more (another window's end, a late frame): not counted again
    c.gameOver.emit([0])
    assert len(stats.StatsFile().load()) == 1

    # the table may show the end before the frames with the last deal's record and the host's
    # whole record are read: put the session back in that moment, then let the frames "arrive"
    stats.StatsFile().reset()
    s = c.source.session
    final, last = s.final_record, s.deal_records.pop(max(s.deal_records))
    s.final_record = None
    c.gameOver.emit([0])
    assert stats.StatsFile().load() == []  # no winner in what the client has yet: wait
    s.final_record = final
    s.gameOver.emit({})
    assert len(stats.StatsFile().load()) == 1 and last
    w.close()
    host.close()
