"""A host and two clients over real sockets on 127.0.0.1 play a full deal; nothing hidden leaks."""

from __future__ import annotations

import pytest

from engine import Rules
from engine.record import replay
from thousand_qt.net.client import ClientSession, ComputerClient
from thousand_qt.net.host import HostServer

from .helpers import HiddenCardChecker


def _table(qtbot, deals=1, preset="russian", agreements=None, seed=11):
    host = HostServer(
        "Loopback",
        3,
        Rules(preset, agreements),
        listen="127.0.0.1",
        advertise=False,
        bot_delay=0,
        deal_pause=0,
        seed=seed,
        max_deals=deals,
    )
    assert host.start()
    host.set_computer(2, "easy")
    msgs = {0: [], 1: []}
    sessions = []
    for i in range(2):
        s = ClientSession(name=f"Client {i}")
        s.message.connect(lambda m, i=i: msgs[i].append(m))
        ComputerClient(s, "easy", seed=i)
        s.connect_to("127.0.0.1", host.port)
        sessions.append(s)
    qtbot.waitUntil(lambda: all(s.seat is not None for s in sessions), timeout=5000)
    return host, sessions, msgs


@pytest.mark.parametrize(
    "preset,agreements,seed",
    [
        ("russian", {"passed_cards": "face_down"}, 5),
        ("site004", None, 23),
    ],
)
def test_full_deal_no_hidden_cards(qtbot, preset, agreements, seed):
    host, sessions, msgs = _table(qtbot, deals=2, preset=preset, agreements=agreements, seed=seed)
    over = []
    host.gameOver.connect(over.append)
    assert host.start_game() is None
    qtbot.waitUntil(lambda: bool(over) and all(s.final_record for s in sessions), timeout=20000)
    record = host.record()
    g = replay(record)  # the record the host kept replays through the rules
    assert sum(1 for d in g.deals if d.summary is not None) == 2
    checker = HiddenCardChecker(record)
    for s in sessions:
        seat = s.seat
        got = msgs[seat]
        kinds = {m["t"] for m in got}
        assert {"welcome", "lobby", "start", "events", "view", "deal_record", "game_over"} <= kinds
        # the deal really was played through this client: it saw every card played
        played = [e for m in got if m["t"] == "events" for e in m["events"] if e["kind"] == "card_played"]
        assert played or any(d.get("result") != "made" for d in record["deals"])
        assert checker.check(seat, got) == []
        # the client's own record of the finished deals is the host's
        assert [s.deal_records[i] for i in sorted(s.deal_records)] == record["deals"][:2]
    host.close()


def test_checker_catches_a_leak(qtbot):
    """The checker is able to fail: a view carrying another seat's hand is caught."""
    host, sessions, msgs = _table(qtbot, deals=1, seed=4)
    over = []
    host.gameOver.connect(over.append)
    host.start_game()
    qtbot.waitUntil(lambda: bool(over), timeout=20000)
    record = host.record()
    checker = HiddenCardChecker(record)
    seat = sessions[0].seat
    other = record["deals"][0]["hands"][(seat + 1) % 3]
    forged = {"t": "view", "at": [0, 0], "view": {"seat": seat, "hand": other}}
    assert checker.check(seat, [forged])
    forged_event = {"t": "events", "at": [0, 0], "events": [{"kind": "hand", "to": (seat + 1) % 3}]}
    assert checker.check(seat, [forged_event])
    host.close()
