"""The score sheet model (checked with qtmodeltester) and the table model, fed by engine events."""

from engine import Event, Rules, apply, legal_actions, to_act
from engine.driver import step
from engine.players import RandomPlayer
from thousand_qt.game.models import MarksRole, ScoreModel, TableModel
from thousand_qt.game.source import fresh_game


def play(seed=3, deals=6, start=None):
    g, events = fresh_game(Rules("russian"), 3, seed, 0, ["A", "B", "C"], start)
    bots = [RandomPlayer(seed + s) for s in range(3)]
    while not g.over and sum(1 for e in events if e.kind == "deal_scored") < deals:
        events += step(g, bots)
    return g, events


def test_score_model_with_qtmodeltester(qtmodeltester):
    model = ScoreModel(["A", "B", "C"])
    qtmodeltester.check(model)
    g, events = play(deals=8, start={"scores": [850, 300, 500]})
    model.feed(events)
    qtmodeltester.check(model)
    assert model.rowCount() == 8
    assert model.totals() == [d.summary["totals"] for d in g.deals if d.summary][7]
    model.configure(["A", "B", "C"])
    qtmodeltester.check(model)


def test_score_marks_barrel_zero_penalty_dump():
    m = ScoreModel(["A", "B", "C"])
    m.feed(
        [
            Event("zero", 1, {"count": 3}),
            Event("penalty", 1, {"points": -120, "reason": "zeros"}),
            Event("barrel_mounted", 0, {"score": 880}),
            Event("dump_truck", 2, {"from": 555}),
            Event(
                "deal_scored",
                None,
                {
                    "declarer": 0,
                    "contract": 120,
                    "result": "made",
                    "taken": [130, 0, 20],
                    "delta": [120, -120, 20],
                    "totals": [880, -120, 0],
                },
            ),
        ]
    )
    m.feed(
        [
            Event(
                "deal_scored",
                None,
                {
                    "declarer": 2,
                    "contract": 100,
                    "result": "rospis",
                    "taken": [0, 0, 0],
                    "delta": [0, 60, 0],
                    "totals": [880, -60, 0],
                },
            )
        ]
    )
    a, b, c = (m.data(m.index(0, i), MarksRole) for i in range(3))
    assert a["barrel_mounted"] and a["declarer"] == "made" and a["contract"] == 120
    assert b["zero"] == 3 and b["penalty"] == -120
    assert c["dump_truck"]
    assert m.data(m.index(1, 0), MarksRole)["barrel"]  # still on the barrel next deal
    assert m.data(m.index(1, 2), MarksRole)["declarer"] == "rospis"
    assert "barrel" in m.data(m.index(0, 0), 3).lower()  # tooltip


def test_table_model_follows_a_deal_and_matches_the_view():
    from engine import view

    g, events = fresh_game(Rules("russian"), 3, 9, 0, None)
    tm = TableModel(seat=1, players=3)
    tm.feed(events, view(g, 1))
    bots = [RandomPlayer(s) for s in range(3)]
    asked = 0
    for _ in range(40):
        turn = to_act(g)
        a = bots[turn].choose(view(g, turn))
        if turn == 1:
            tm.note_own_action(a)
        ev = apply(g, a)
        tm.feed(ev)  # events only: the model must keep up by itself
        v = view(g, 1)
        if g.deal.phase != "done" and not any(e.kind == "dealt" for e in ev):
            from engine import cards as C

            assert set(tm.hand) == set(C.cards_of(v.hand))
            assert tm.trick == v.trick
            assert {s: tm.counts[s] for s in v.hand_counts if s != 1} == {
                s: n for s, n in v.hand_counts.items() if s != 1
            }
        tm.reconcile(v)
        # what this seat may do is what the engine allows it, and no other seat's actions
        assert tm.my_legal() == legal_actions(g, 1)
        assert tm.playable() == {a.value for a in legal_actions(g, 1) if a.kind == "play"}
        asked += bool(tm.my_legal())
    assert asked  # the seat had its turn in these 40 actions


def test_private_events_stay_private():
    g, events = fresh_game(Rules("russian"), 3, 4, 0, None)
    tm = TableModel(seat=2, players=3)
    tm.feed(events)
    mine = [e for e in events if e.kind == "hand" and e.to == 2][0]
    from engine import cards as C

    assert sorted(tm.hand) == sorted(C.card(x) for x in mine.data["cards"])
    # the other seats' hands are counted, never known; seeds/000: "seven cards to each of the three
    # active players"
    assert all(not tm.known_in[s] for s in (0, 1)) and tm.counts[0] == tm.counts[1] == 7
