"""A LAN table hides what a local table hides, in every dark variant (issue 36: "The blind choice (and
every dark variant) hidden by the engine's view, so a local table and a LAN table hide the same").

Two guests (random computer clients: they bid blind, look, bid and pass) play whole deals at a host
on 127.0.0.1. Afterwards a local table is rebuilt from the host's record: the same deals and actions
through engine.hidden.BlindChoices, the guests' ``look``s where the host took them. Every view frame
the host sent a guest must be the local table's view of its seat at that point, field for field (its hand before its
blind choice, the talon of a dark talon or a blind declarer, its offered actions). The rule texts are
cited in tests/engine/test_hidden.py, which checks the local table itself.
"""

from __future__ import annotations

import pytest

from engine import cards as C
from engine.actions import Action
from engine.agreements import Rules
from engine.game import apply, new_game, start_deal
from engine.hidden import BlindChoices
from tests.net.helpers import loopback_host

# each variant, and what it hides that the test must have seen hidden at least once: a seat's own hand
# before its blind choice, or a talon another seat took
DARK = {
    "blind_any": ({"blind": "any"}, "hand"),
    "blind_opening": ({"blind": "opening"}, "hand"),
    "dark_talon": ({"dark_talon": True}, "talon"),
    "blind_hide_talon": ({"blind": "any", "blind_hide_talon": True}, "talon"),
    "golden_cone": ({"golden": "cone", "blind_hide_talon": True}, "talon"),
}


class LocalTable:
    """The host's record played again at a local table, one action at a time."""

    def __init__(self, record: dict):
        self.record = record
        deals = record["deals"]
        self.g = new_game(Rules.from_record(record["rules"]), 3, dealer=deals[0]["dealer"], auto_deal=False)
        self.t = BlindChoices(self.g)
        self.deal, self.done = -1, 0

    def _start(self, i: int) -> None:
        raw = self.record["deals"][i]
        hands = {s: [C.card(x) for x in h] for s, h in enumerate(raw["hands"])}
        events = start_deal(self.g, hands, [C.card(x) for x in raw["talon"]])
        self.t.open()
        self.t.events(events)
        self.deal, self.done = i, 0

    def at(self, deal: int, actions: int) -> None:
        """Go on to the point ``[deal, actions]`` of the record."""
        while self.deal < deal:
            self._start(self.deal + 1)
        for rec in self.record["deals"][deal]["actions"][self.done : actions]:
            a = Action.from_record(rec)
            self.t.events(apply(self.g, a), a)
        self.done = max(self.done, actions)


@pytest.mark.parametrize("agreements,hides", DARK.values(), ids=DARK)
def test_a_lan_guest_sees_what_a_local_table_shows(qtbot, monkeypatch, agreements, hides):
    from thousand_qt.net.client import ClientSession, ComputerClient
    from thousand_qt.net.connection import Conn
    from thousand_qt.net.host_game import HostGame

    # the host's own order of things (its thread): each view frame as it goes out, each look it accepts
    # (a guest's look may cross a computer's move on the wire, so the guest's order is not the host's)
    log: list = []
    send, look = Conn.send, HostGame._look
    monkeypatch.setattr(Conn, "send", lambda c, t, **f: (t == "view" and log.append((c.seat, f)), send(c, t, **f))[1])
    monkeypatch.setattr(HostGame, "_look", lambda h, c: (log.append((c.seat, "look")), look(h, c))[1])
    h = loopback_host("Dark", Rules("russian", agreements), max_deals=10, seed=17)
    guests = [ClientSession(name=f"Guest {i}") for i in range(2)]  # one sees the other declare blind
    for i, s in enumerate(guests):
        ComputerClient(s, "random", seed=5 + i, delay=0.0)
        s.connect_to("127.0.0.1", h.port)
    try:
        qtbot.waitUntil(lambda: all(s.seat is not None for s in guests), timeout=5000)
        assert h.start_game("random") is None
        qtbot.waitUntil(lambda: h.finished, timeout=60000)
        local = LocalTable(h.record())
        views, hidden, looks = 0, {"hand": 0, "talon": 0}, 0
        for seat, what in log:
            if what == "look":
                local.t.look(seat)
                looks += 1
                continue
            local.at(*what["at"])
            assert what["view"] == local.t.view(seat).to_dict(), what["at"]
            views += 1
            v = what["view"]
            hidden["hand"] += v["hand"] == [] and v["phase"] == "auction"
            taken = v["phase"] in ("talon", "contract", "play") and v["declarer"] not in (None, seat)
            hidden["talon"] += taken and v["talon"] is None
        assert views and hidden[hides]  # there were views to compare, some hiding what the variant hides
        if agreements.get("blind") == "any":
            assert looks  # the guest chose both ways
    finally:
        for s in guests:
            s.leave()
        h.close()
