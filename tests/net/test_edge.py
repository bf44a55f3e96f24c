"""What a frame or a burst of connections may ask of the host, refused at the edge (issue 42 item 5):
arrays nested past a depth limit (they reached Python's recursion limit in the host's own code),
a burst of connections (Qt's listen backlog of 50 kept most of 1,000 waiting a second for a SYN
retransmit), and a blind bid in a game that has none ("You have seen your cards" said there)."""

from __future__ import annotations

import json
import select
import socket
import time

import pytest

from engine import Action, Rules
from engine.agreements import GAMES, agreements_of
from engine.game import playable_games
from thousand_qt.net import protocol as P
from thousand_qt.net.client import ClientSession
from thousand_qt.net.host import HostServer

from .helpers import read_listening, spawn, stop
from .test_hostile import Raw, frame, hello


def _nested(depth: int, inner: str = "1") -> str:
    return "[" * depth + inner + "]" * depth


@pytest.mark.parametrize("depth", [P.MAX_DEPTH + 1, 990, 30000])
def test_a_frame_nested_too_deep_is_refused_as_such(depth):
    line = f'{{"v":1,"t":"chat","seq":1,"text":{_nested(depth - 1)}}}'.encode()
    with pytest.raises(P.ProtocolError) as e:
        P.decode(line, P.CLIENT_TYPES)
    assert e.value.code == "too_deep" and e.value.params == {"limit": P.MAX_DEPTH}


def test_brackets_in_text_and_the_deepest_real_frame_pass():
    text = "[{" * 200 + '\\"]' * 100  # brackets in a string are text, an escaped quote does not end it
    msg = P.decode(f'{{"v":1,"t":"chat","seq":1,"text":"{text}"}}'.encode(), P.CLIENT_TYPES)
    assert msg["text"] == json.loads(f'"{text}"')
    deep = f'{{"v":1,"t":"chat","seq":1,"x":{_nested(P.MAX_DEPTH - 1)}}}'.encode()
    assert P.decode(deep, P.CLIENT_TYPES)["x"] == json.loads(_nested(P.MAX_DEPTH - 1))


def test_a_host_drops_a_deep_frame_with_its_code(qtbot):
    h = HostServer("Deep", 3, listen="127.0.0.1", advertise=False)
    assert h.start()
    try:
        g = Raw(h.port)
        g.send(hello())
        qtbot.waitUntil(lambda: g.first("welcome") is not None, timeout=5000)
        g.send(f'{{"v":1,"t":"chat","seq":2,"text":{_nested(20000)}}}\n'.encode())  # 40 KB: under MAX_LINE
        qtbot.waitUntil(lambda: g.closed, timeout=5000)
        last = g.frames[-1]
        assert last["fatal"] is True and last["code"] == "too_deep" and last["params"] == {"limit": P.MAX_DEPTH}
    finally:
        h.close()


def _handshakes(port: int, n: int) -> list[float]:
    """Open ``n`` connections at once; how long each took to be established (the kernel's queue)."""
    socks, took = [], {}
    t0 = time.monotonic()
    for _ in range(n):
        s = socket.socket()
        s.setblocking(False)
        s.connect_ex(("127.0.0.1", port))
        socks.append(s)
    poll = select.poll()
    for s in socks:
        poll.register(s, select.POLLOUT)
    while len(took) < n and time.monotonic() - t0 < 10:
        for fd, _ev in poll.poll(100):
            if fd not in took:
                took[fd] = time.monotonic() - t0
                poll.unregister(fd)
    for s in socks:
        s.close()
    return list(took.values())


def test_a_burst_of_a_thousand_connections_waits_for_no_retransmit():
    """The issue: with Qt's backlog of 50, a burst of 1,000 waited ~1 s (a SYN dropped and sent
    again a second later). With 50 this measured 766 of 1,000 past 0.5 s; 0 now."""
    host = spawn("host", "--headless", "--port", 0, "--listen", "127.0.0.1", "--no-advertise")
    try:
        took = _handshakes(read_listening(host), 1000)
        assert len(took) == 1000
        assert max(took) < 0.5, sorted(took)[-5:]
    finally:
        stop(host)


# the games whose agreements have no blind bid (engine/data: only 1000's catalogue has "blind")
FAMILY = [g for g in playable_games() if not any(a.id == "blind" for a in agreements_of(g))]


@pytest.mark.parametrize("game", FAMILY)
def test_a_blind_bid_in_a_game_without_one_is_said_so(qtbot, game):
    """Rule texts: only 1000 has blind bids (the family games' seeds have none); "You have seen
    your cards" was said there, a rule those games do not have."""
    players = GAMES[game].seats[0]
    h = HostServer("Family", players, Rules(game=game), listen="127.0.0.1", advertise=False, bot_delay=5)
    assert h.start()
    try:
        s = ClientSession(name="Ann")
        refused = []
        s.actionRefused.connect(refused.append)
        s.connect_to("127.0.0.1", h.port)
        qtbot.waitUntil(lambda: s.seat == 0, timeout=5000)
        s.set_ready(True)
        qtbot.waitUntil(lambda: h.can_start() is None, timeout=5000)
        assert h.start_game("random") is None
        qtbot.waitUntil(lambda: s.view is not None, timeout=5000)
        frames = []
        s.message.connect(frames.append)
        s.send_action(Action(0, "blind", 120))
        qtbot.waitUntil(lambda: any(m["t"] == "error" for m in frames), timeout=5000)
        error = next(m for m in frames if m["t"] == "error")
        assert error["code"] == "no_blind_game" and error["message"] == "There is no blind bid in this game."
    finally:
        h.close()


def test_a_blind_bid_after_looking_in_1000_is_still_cards_seen(qtbot):
    h = HostServer("Thousand", 3, Rules("russian", {"blind": "any"}), listen="127.0.0.1", advertise=False, bot_delay=5)
    assert h.start()
    try:
        g = Raw(h.port)
        g.send(hello())
        g.send(frame("ready", 2, ready=True))
        qtbot.waitUntil(lambda: h.can_start() is None and h.seats[0].ready, timeout=5000)
        assert h.start_game("random") is None
        qtbot.waitUntil(lambda: g.first("view") is not None, timeout=5000)
        g.send(frame("action", 3, action={"seat": 0, "look": True}))
        g.send(frame("action", 4, action={"seat": 0, "blind": 120}))
        qtbot.waitUntil(lambda: g.first("error") is not None, timeout=5000)
        assert g.first("error")["code"] == "cards_seen"
    finally:
        h.close()
