"""The one computer-player factory: every stand-in for a failing player is logged and counted."""

import logging

import pytest

from engine import Rules, new_game, to_act, view
from engine.ai.players import HardPlayer
from thousand_qt import players
from thousand_qt.net import client, host


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
    with caplog.at_level(logging.WARNING, logger="thousand_qt.players"):
        a = p.choose(v)
    assert a in v.legal  # the table plays on with a legal move
    assert counted["hard"] == 1
    assert "search lost its way" in caplog.text and "'hard'" in caplog.text


def test_a_level_that_cannot_be_made_is_reported(counted, caplog):
    with caplog.at_level(logging.WARNING, logger="thousand_qt.players"):
        p = players.make_computer("grandmaster", 1)
    assert counted["grandmaster"] == 1 and "cannot be made" in caplog.text
    v = opening_view()
    assert p.choose(v) in v.legal


def test_a_failure_in_the_worker_process_is_reported(counted, caplog):
    pool = players.ComputerPool({1: ("grandmaster", 7)})
    try:
        v = opening_view()
        with caplog.at_level(logging.WARNING, logger="thousand_qt.players"):
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
    assert host.make_computer is players.make_computer is client.make_computer
    assert set(players.levels()) <= set(players.level_names()) and "medium" in players.level_names()
