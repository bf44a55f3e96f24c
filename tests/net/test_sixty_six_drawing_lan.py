"""Sixty-Six's close before drawing over the LAN (002: "Either player might close (finish the game), when
they have the lead, either before or following drawing"): a guest whose draw waits after a trick he won
sees the choice in his view, sends ``close`` like any action, and both seats learn the stock was closed
before drawing; the host's record keeps the close with no draw before it and replays. Real sockets on
127.0.0.1 only."""

from __future__ import annotations

from engine import Action, Rules
from engine.game import DONE
from engine.record import replay
from thousand_qt.net.client import ClientSession, ComputerClient
from thousand_qt.net.host import HostServer

# Boris (seat 1) has just taken the sixth trick; the stock holds the nine of hearts face down and the
# turned trump ace, which Anna would draw (tests/engine/test_ai_sixty_six.py, TURNED_ACE)
PLAYS = [
    (1, "9C"), (0, "JC"), (0, None), (0, "9D"), (1, "JD"), (1, None), (1, "KC"), (0, "QD"), (1, None),
    (1, "TS"), (0, "TH"), (0, None), (0, "9S"), (1, "AS"), (1, None), (1, "QC"), (0, "JS"),
]  # fmt: skip
SAVED = {
    "format": 1,
    "rules": {"game": "sixty_six", "preset": "sixty_six"},
    "players": 2,
    "names": ["Anna", "Boris"],
    "deals": [
        {
            "dealer": 0,
            "hands": [["TH", "QD", "TD", "KS", "JC", "AD"], ["QH", "JD", "KC", "TC", "JH", "9C"]],
            "stock": ["9D", "AS", "AC", "KH", "TS", "9S", "JS", "QC", "KD", "QS", "9H"],
            "turned": "AH",
            "draws": True,
            "actions": [{"seat": s, "draw": True} if c is None else {"seat": s, "play": c} for s, c in PLAYS],
        }
    ],
}


def test_a_guest_closes_before_drawing_over_the_lan(qtbot):
    host = HostServer(
        "Close",
        2,
        Rules(game="sixty_six"),
        listen="127.0.0.1",
        advertise=False,
        level="easy",
        bot_delay=0,
        deal_pause=0,
        seed=5,
        max_deals=1,
    )
    host.continue_saved(SAVED)
    assert host.start()
    boris = ClientSession(name="Boris")
    events: list = []
    boris.eventsReceived.connect(events.extend)
    boris.connect_to("127.0.0.1", host.port)
    qtbot.waitUntil(lambda: boris.seat == 1, timeout=5000)  # the seat the record gives Boris
    boris.set_ready(True)
    qtbot.waitUntil(lambda: host.seats[1].ready, timeout=5000)
    over = []
    host.gameOver.connect(over.append)
    assert host.start_game() is None
    # his view: the draw waits for him, and the choice is his (draw, close before drawing, 66)
    qtbot.waitUntil(lambda: boris.view is not None and boris.view.extra.get("drawing") == 1, timeout=5000)
    v = boris.view
    assert {a.kind for a in v.legal} == {"draw", "close", "out"} and bin(v.hand).count("1") == 5
    boris.send_action(Action(1, "close"))
    qtbot.waitUntil(lambda: any(e.kind == "stock_closed" for e in events), timeout=5000)
    closed = next(e for e in events if e.kind == "stock_closed")
    assert closed.seat == 1 and closed.data["before_drawing"] is True
    qtbot.waitUntil(lambda: boris.view.closed and boris.view.extra.get("drawing") is None, timeout=5000)
    assert bin(boris.view.hand).count("1") == 5  # nobody drew from that trick
    ComputerClient(boris, "easy", seed=1)  # the rest of the hand by the computer
    boris.viewChanged.emit(boris.view)  # it acts on the view it has now
    qtbot.waitUntil(lambda: bool(over) and boris.final_record is not None, timeout=20000)
    record = host.record()
    actions = record["deals"][0]["actions"]
    assert actions[len(PLAYS)] == {"seat": 1, "close": True} and not any("draw" in a for a in actions[len(PLAYS) :])
    assert boris.final_record == record
    g = replay(record)
    assert g.deals[0].phase == DONE and g.deals[0].closed_by == 1 and len(g.deals[0].stock) == 2
    host.close()


def test_the_hosts_computer_draws_without_its_delay(qtbot):
    """The host's computers wait ``bot_delay`` before each move; the draw after a trick they won comes at
    once (else every trick a computer wins would wait that much longer). Boris is the host's computer here."""
    host = HostServer(
        "Draw",
        2,
        Rules(game="sixty_six"),
        listen="127.0.0.1",
        advertise=False,
        level="easy",
        bot_delay=5.0,
        deal_pause=0,
        seed=5,
        max_deals=1,
    )
    host.continue_saved(SAVED)
    assert host.start()
    anna = ClientSession(name="Anna")
    events: list = []
    anna.eventsReceived.connect(events.extend)
    anna.connect_to("127.0.0.1", host.port)
    qtbot.waitUntil(lambda: anna.seat == 0, timeout=5000)
    anna.set_ready(True)
    qtbot.waitUntil(lambda: host.seats[0].ready, timeout=5000)
    assert host.start_game() is None
    # easy draws: Boris the nine of hearts (hidden from Anna), Anna the turned ace, well within the 5 s
    qtbot.waitUntil(lambda: sum(e.kind == "drew" for e in events) == 2, timeout=3000)
    assert [e.seat for e in events if e.kind == "drew"] == [1, 0]
    assert next(e for e in events if e.kind == "drew" and e.seat == 0).data["card"] == "AH"
    host.close()
