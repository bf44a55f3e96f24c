"""The one computer-player factory: every stand-in for a failing player is logged and counted."""

import logging
import os
import signal

import pytest

from engine import Rules, new_game, to_act, view
from engine.ai.players import HardPlayer
from thousand_qt.game import players
from thousand_qt.net import client, host_game


class SearchLost(HardPlayer):
    """A real searching player with a bug in its move choice."""

    def choose(self, v):
        raise RuntimeError("search lost its way")


@pytest.fixture
def counted():
    players.fallbacks.clear()
    yield players.fallbacks
    players.fallbacks.clear()


def opening_view():
    g = new_game(Rules("russian"), 3, seed=5)
    seat = to_act(g)
    return view(g, seat)


def test_a_failing_player_is_logged_counted_and_a_legal_move_is_played(counted, caplog):
    v = opening_view()
    p = players.Guarded(SearchLost(3), "hard", 3)
    with caplog.at_level(logging.WARNING, logger="thousand_qt.game.players"):
        a = p.choose(v)
    assert a in v.legal  # the table plays on with a legal move
    assert counted["hard"] == 1
    assert "search lost its way" in caplog.text and "'hard'" in caplog.text


def test_a_level_that_cannot_be_made_is_reported(counted, caplog):
    with caplog.at_level(logging.WARNING, logger="thousand_qt.game.players"):
        p = players.make_computer("grandmaster", 1)
    assert counted["grandmaster"] == 1 and "cannot be made" in caplog.text
    v = opening_view()
    assert p.choose(v) in v.legal


def test_a_failure_in_the_worker_process_is_reported(counted, caplog):
    pool = players.ComputerPool({1: ("grandmaster", 7)})
    try:
        v = opening_view()
        with caplog.at_level(logging.WARNING, logger="thousand_qt.game.players"):
            a = pool.player(1).choose(v)
    finally:
        pool.close()
    assert a in v.legal
    assert counted["grandmaster"] == 1 and "unknown level" in caplog.text


def test_a_working_player_is_not_counted(counted):
    v = opening_view()
    assert players.make_computer("medium", 2).choose(v) in v.legal
    assert not counted


def test_the_lan_table_uses_the_same_factory_and_levels():
    assert host_game.make_computer is players.make_computer is client.make_computer
    assert set(players.levels()) <= set(players.level_names()) and "medium" in players.level_names()


def test_a_worker_process_that_dies_is_reported_and_the_game_goes_on(qtbot, counted, caplog):
    """The computers' worker process is killed for real mid-game: every later move of its seats is
    played by a stand-in (counted and logged), the game goes on, nobody waits forever."""
    from thousand_qt.game.source import LocalGameSource

    # every seat a computer (the table waits for nobody); seats 1 and 2 think in the worker process
    src = LocalGameSource.new(Rules("russian"), 3, 0, {0: "random", 1: "easy", 2: "easy"}, ["A", "B", "C"], seed=3)
    moves = []
    src.updated.connect(lambda events, v: (moves.append(len(events)), src.acknowledge()))
    try:
        src.start()
        qtbot.waitUntil(lambda: len(moves) >= 3, timeout=30000)  # the worker answered
        assert not counted
        pid = src._pool.proc.pid
        with caplog.at_level(logging.WARNING, logger="thousand_qt.game.players"):
            os.kill(pid, signal.SIGKILL)
            before = len(moves)
            qtbot.waitUntil(lambda: len(moves) >= before + 12, timeout=30000)  # no hang: the game goes on
        src._pool.proc.join(5)
        assert not src._pool.proc.is_alive()
        assert counted["easy"] >= 1  # stand-ins for the dead worker's seats, counted ...
        assert "the worker process is gone" in caplog.text  # ... and logged with what failed
    finally:
        src.stop()
