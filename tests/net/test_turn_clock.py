"""The turn clock and the client that only gets refusals (issue 42 item 4): a guest who answers pings
but never plays stopped a game for good, and a client whose every frame was refused was never dropped.
Raw sockets written from docs/protocol.md against a real host on 127.0.0.1, with short times."""

from __future__ import annotations

import threading
import time

from tests.net.helpers import loopback_host
from tests.net.test_hostile import Raw, frame, hello


class Pinger(Raw):
    """A guest that says hello, is ready, and then only pings (it never plays)."""

    def __init__(self, port: int):
        super().__init__(port)
        self.seq = 0
        self.stop = threading.Event()
        self.send(hello(seq=self.next()))
        self.send(frame("ready", self.next(), ready=True))
        threading.Thread(target=self._ping, daemon=True).start()

    def next(self) -> int:
        self.seq += 1
        return self.seq

    def _ping(self):
        while not self.stop.wait(0.2):
            try:
                self.send(frame("ping", self.next()))
            except OSError:
                return


def _table_with_a_pinger(qtbot, **kw):
    h = loopback_host("Clock", **kw)
    h.set_computer(1, "easy")
    h.set_computer(2, "easy")
    guest = Pinger(h.port)
    qtbot.waitUntil(lambda: h.seats[0].kind == "human" and h.seats[0].ready, timeout=5000)
    assert h.start_game() is None
    return h, guest


def _guest_moves(h) -> int:
    return sum(1 for d in h.game.deals for a in d.actions if a.seat == 0)


def test_a_guest_who_never_plays_has_its_turns_played_by_a_computer(qtbot):
    h, guest = _table_with_a_pinger(qtbot, turn_time=0.5)
    try:
        # every player sees the turn time in the lobby (the issue: "shown to all")
        qtbot.waitUntil(lambda: guest.first("lobby", started=True) is not None, timeout=5000)
        assert guest.first("lobby", started=True)["turn_time"] == 0.5
        qtbot.waitUntil(lambda: _guest_moves(h) >= 3, timeout=20000)  # the game goes on without the guest
        told = [m for m in guest.frames if m["t"] == "error" and m.get("code") == "turn_time_up"]
        assert len(told) >= 3 and told[0]["params"] == {"seconds": 1} and not told[0].get("fatal")
        # one turn at a time: the seat stays the guest's, the lobby never says a computer took it over
        assert h.seats[0].kind == "human" and not h.seats[0].computer_plays
        assert not any(m["t"] == "seat" and m.get("status") == "computer" for m in guest.frames)
        assert not guest.closed
    finally:
        guest.stop.set()
        h.close()


def test_without_a_turn_time_the_game_waits_for_the_guest(qtbot):
    """0: no limit (the host's choice); the guest's turn then waits, as before."""
    h, guest = _table_with_a_pinger(qtbot, turn_time=0)
    try:
        qtbot.waitUntil(lambda: h.game.deal is not None and h.game.deal.turn == 0, timeout=10000)
        qtbot.wait(1500)
        assert _guest_moves(h) == 0 and h.game.deal.turn == 0
        assert not any(m.get("code") == "turn_time_up" for m in guest.frames)
    finally:
        guest.stop.set()
        h.close()


def test_a_client_whose_every_frame_is_refused_is_dropped(qtbot):
    h = loopback_host("Refused", refused_for=0.6)
    try:
        g = Raw(h.port)
        g.send(hello())
        qtbot.waitUntil(lambda: g.first("welcome") is not None, timeout=5000)
        seq = 1
        t0 = time.monotonic()
        while not g.closed and time.monotonic() - t0 < 5:
            seq += 1
            g.send(frame("ping", seq))  # heartbeats neither help nor hurt
            seq += 1
            g.send(frame("action", seq, action={"seat": 0, "bid": 100}))  # no game yet: refused
            qtbot.wait(50)
        qtbot.waitUntil(lambda: g.closed, timeout=5000)
        last = g.frames[-1]
        assert last["t"] == "error" and last["fatal"] is True
        assert last["code"] == "only_refused" and last["params"] == {"seconds": 1}
        refused = [m for m in g.frames if m["t"] == "error" and m.get("code") == "no_game"]
        assert len(refused) >= 10  # limits.REFUSED_AT_LEAST in a row, over at least refused_for
    finally:
        h.close()


def test_a_client_with_some_frames_accepted_stays(qtbot):
    h = loopback_host("Mixed", refused_for=0.6)
    try:
        g = Raw(h.port)
        g.send(hello())
        qtbot.waitUntil(lambda: g.first("welcome") is not None, timeout=5000)
        seq = 1
        for i in range(40):  # 2 s of refusals, each few broken by an accepted frame
            seq += 1
            g.send(frame("action", seq, action={"seat": 0, "bid": 100}))
            if i % 5 == 4:
                seq += 1
                g.send(frame("ready", seq, ready=i % 2 == 0))
            qtbot.wait(50)
        qtbot.wait(300)
        assert not g.closed and not any(m.get("fatal") for m in g.frames)
    finally:
        h.close()
