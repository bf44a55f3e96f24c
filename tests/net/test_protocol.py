"""Frames, versions, views on the wire, discovery on loopback."""

from __future__ import annotations

import json
import socket
import time

import pytest

from engine import Rules, legal_actions, new_game, view
from engine import apply as engine_apply
from thousand_qt.net import protocol as P
from thousand_qt.net.client import ClientSession
from thousand_qt.net.discovery import TableBrowser, lan_interfaces, parse_interfaces
from thousand_qt.net.host import HostServer


def test_envelope_round_trip_and_limits():
    line = P.encode("chat", 3, text="привет")
    assert line.endswith(b"\n") and b"\n" not in line[:-1]
    msg = P.decode(line[:-1], P.CLIENT_TYPES)
    assert msg == {"v": 1, "t": "chat", "seq": 3, "text": "привет"}
    for bad in (
        b"",
        b"nope",
        b"[1]",
        b'{"t":"chat","seq":1}',
        b'{"v":1,"seq":1}',
        b'{"v":1,"t":"x","seq":-1}',
        b'{"v":1,"t":"launch","seq":1}',
        b"\xff\xfe",
        b'{"v":1,"t":"chat","seq":1,"x":NaN}',
        b"[" * 100000,
    ):
        with pytest.raises(P.ProtocolError):
            P.decode(bad, P.CLIENT_TYPES)
    buf = P.LineBuffer(100)
    assert buf.feed(b'{"a":1}\n{"b"') == [b'{"a":1}']
    with pytest.raises(P.ProtocolError):
        buf.feed(b"x" * 200)


def test_view_survives_the_wire():
    g = new_game(Rules("russian"), seed=3)
    for _ in range(12):
        seat = g.deal.turn
        engine_apply(g, legal_actions(g, seat)[0])
    for s in range(3):
        v = view(g, s)
        w = json.loads(json.dumps(P.view_to_wire(v)))
        back = P.view_from_wire(w)
        for field in (
            "hand",
            "talon",
            "trick",
            "played",
            "legal",
            "history",
            "scores",
            "given_known",
            "turn",
            "phase",
            "declarer",
            "contract",
            "voids",
            "card_points",
        ):
            assert getattr(back, field) == getattr(v, field), field
        assert back.rules.values == v.rules.values


def test_interfaces_setting():
    assert parse_interfaces("127.0.0.1, 10.0.0.2") == ["127.0.0.1", "10.0.0.2"]
    assert parse_interfaces("") is None
    with pytest.raises(ValueError):
        parse_interfaces("eth0")
    assert lan_interfaces() == ["127.0.0.1"]  # tests/conftest.py sets THOUSAND_LAN_INTERFACES


@pytest.fixture
def host(qtbot):
    h = HostServer("Proto", 3, listen="127.0.0.1", advertise=False, bot_delay=0, deal_pause=0, seed=1)
    assert h.start()
    yield h
    h.close()


def test_wrong_protocol_refused_both_sides(qtbot, host):
    logs = []
    host.log.connect(logs.append)
    s = ClientSession(name="Future", proto=2)
    refused = []
    s.refused.connect(refused.append)
    s.connect_to("127.0.0.1", host.port)
    qtbot.waitUntil(lambda: bool(refused), timeout=5000)
    assert "protocol version 1" in refused[0] and "version 2" in refused[0]
    assert any("refused" in m and "protocol version" in m for m in logs)
    assert host.seats[0].kind == "empty"


def test_wrong_app_version_refused(qtbot, host):
    s = ClientSession(name="Old", app="0.0.9")
    refused = []
    s.refused.connect(refused.append)
    s.connect_to("127.0.0.1", host.port)
    qtbot.waitUntil(lambda: bool(refused), timeout=5000)
    assert "0.0.9" in refused[0] and "same version" in refused[0]


def test_malformed_drops_only_that_client(qtbot, host):
    good = ClientSession(name="Good")
    good.connect_to("127.0.0.1", host.port)
    qtbot.waitUntil(lambda: good.seat is not None, timeout=5000)
    raw = socket.create_connection(("127.0.0.1", host.port))
    raw.sendall(b'{"v":1,"t":"hello","seq":1,"proto":1,"app":"%s","name":"Bad"}\n' % P.app_version().encode())
    qtbot.waitUntil(lambda: host.seats[1].kind == "human", timeout=5000)
    raw.sendall(b"this is not json\n")
    qtbot.waitUntil(lambda: host.seats[1].kind == "empty", timeout=5000)  # dropped, seat freed
    chats = []
    good.chatReceived.connect(lambda n, t: chats.append(t))
    good.chat("still here?")
    qtbot.waitUntil(lambda: chats == ["still here?"], timeout=5000)
    raw.close()


def test_lobby_rules_chat_and_start(qtbot, host):
    s = ClientSession(name="Ann")
    lobbies = []
    s.lobbyChanged.connect(lobbies.append)
    s.connect_to("127.0.0.1", host.port)
    qtbot.waitUntil(lambda: s.seat == 0, timeout=5000)
    host.set_rules({"preset": "polish"})
    qtbot.waitUntil(lambda: lobbies and lobbies[-1]["rules"]["preset"] == "polish", timeout=5000)
    assert host.can_start() and "Ann" in host.can_start()
    s.set_ready(True)
    qtbot.waitUntil(lambda: host.can_start() is None, timeout=5000)
    views = []
    s.viewChanged.connect(views.append)
    assert host.start_game("easy") is None
    qtbot.waitUntil(lambda: bool(views), timeout=5000)
    assert views[-1].rules.preset == "polish"
    assert [x["kind"] for x in host.lobby_message()["seats"]] == ["human", "computer", "computer"]


def test_discovery_on_loopback(qtbot):
    h = HostServer("Loopback table", 3, listen="127.0.0.1", advertise=True, interfaces=["127.0.0.1"])
    browser = TableBrowser(["127.0.0.1"])
    found, lost = [], []
    browser.tableFound.connect(found.append)
    browser.tableLost.connect(lost.append)
    t0 = time.monotonic()
    assert h.start()
    qtbot.waitUntil(lambda: any(t["name"] == "Loopback table" for t in found), timeout=8000)
    took = time.monotonic() - t0
    t = next(t for t in found if t["name"] == "Loopback table")
    assert t["port"] == h.port and t["host"] == "127.0.0.1" and t["proto"] == "1" and t["free"] == 3
    assert took < 5
    h.close()
    qtbot.waitUntil(lambda: t["service"] in lost, timeout=8000)  # tables disappear too
    browser.stop()


def test_refusal_travels_as_id_and_params_and_is_translated(qtbot, host, qapp):
    from engine import Action, Refusal
    from thousand_qt.words import i18n

    s = ClientSession(name="Ann")
    frames, refused = [], []
    s.message.connect(frames.append)
    s.actionRefused.connect(refused.append)
    s.connect_to("127.0.0.1", host.port)
    qtbot.waitUntil(lambda: s.seat == 0, timeout=5000)
    s.set_ready(True)
    qtbot.waitUntil(lambda: host.can_start() is None, timeout=5000)
    assert host.start_game("random") is None
    qtbot.waitUntil(lambda: s.view is not None, timeout=5000)
    i18n.install_language(qapp, "ru")
    try:
        s.send_action(Action(0, "play", 0))  # a card during the auction
        qtbot.waitUntil(lambda: bool(refused), timeout=5000)
    finally:
        i18n.install_language(qapp, "en")
    error = next(m for m in frames if m["t"] == "error")
    assert error["refusal"] == {"id": "play_in_auction", "params": {"seat": 0}}
    assert (
        error["message"]
        == str(Refusal.of("play_in_auction", seat=0))
        == "seat 0 cannot play yet: the auction is not over"
    )  # the English text, for older clients
    assert refused == ["Ходить пока нельзя: торговля не закончена."]


def test_refusal_from_the_wire_is_checked():
    assert P.refusal_from_wire({"id": "bid_step", "params": {"step": 5}}) == ("bid_step", {"step": 5})
    assert P.refusal_from_wire({"id": "not_held", "params": {"seat": 0, "cards": ["AH"]}}).params["cards"] == ["AH"]
    for bad in (
        None,
        "bid_step",
        {"id": 3},
        {"id": ""},
        {"id": "x" * 65},
        {"id": "x", "params": []},
        {"id": "x", "params": {"a": {"nested": 1}}},
        {"id": "x", "params": {"a": [1, 2]}},
        {"id": "x", "params": {"a": 1.5}},
    ):
        assert P.refusal_from_wire(bad) is None, bad
