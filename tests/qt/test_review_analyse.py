"""The review's Analyse (issue 41, "The review finds your mistakes"): every decision of a seat evaluated
by the hard level in a worker process, its mistakes on a timeline and in the deal log, Next mistake
going to them, the result kept beside the record, and a review during a LAN game that keeps the table.

The blunder is built from the rules, not from the search's output: 001 (the reference rules) counts
120 card points in the pack and a marriage's points only for the seat that shows it, so a declarer
holding one marriage (♥, 100) can take at most 120 + 100 = 220: a contract of 250 fails in every
world there is."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt

from thousand_qt.game import analysis as work

# the searches of the tests are small (the figures of the blunder do not depend on their size)
SMALL = {"worlds": 8, "talon_samples": 8, "max_nodes": 20000}

# seat 0 (first to speak: the dealer is seat 2) has A♠ 10♠ A♣ 10♣ A♦ A♥ 9♠, takes the talon
# 10♥ K♥ Q♥ — the ♥ marriage, its only one — gives 10♠ and 9♠, and announces 250
BLUNDER = {
    "format": 1,
    "rules": {"preset": "russian"},
    "players": 3,
    "names": ["Ann", "Bob", "Cid"],
    "deals": [
        {
            "dealer": 2,
            "hands": [
                ["AS", "TS", "AC", "TC", "AD", "AH", "9S"],
                ["KS", "QS", "JS", "KC", "QC", "JC", "TD"],
                ["9C", "KD", "QD", "JD", "9D", "JH", "9H"],
            ],
            "talon": ["TH", "KH", "QH"],
            "actions": [
                {"seat": 0, "bid": 100},
                {"seat": 1, "pass": True},
                {"seat": 2, "pass": True},
                {"seat": 0, "give": ["TS", "9S"]},
                {"seat": 0, "contract": 250},
                {"seat": 0, "play": "AH"},
                {"seat": 1, "play": "TD"},
                {"seat": 2, "play": "9H"},
            ],
        }
    ],
}
CONTRACT_INDEX = 4  # the 250's place in the deal's actions


def _analysed(qtbot, window, record=BLUNDER):
    assert window.start_review(record)
    row = window.review_bar.analysis
    row.options = SMALL
    assert row.chosen_seat() == 0  # the player's own seat by default
    assert not row.timeline.isVisibleTo(window)  # nothing to show yet: the table keeps the room
    with qtbot.waitSignal(row.marksChanged, timeout=60000):
        row.analyse()
        assert row.job is not None and row.job.running()  # a worker process, not the GUI thread
    assert row.timeline.isVisibleTo(window)
    return row


def test_the_blunder_is_on_the_timeline_and_next_mistake_goes_to_it(qtbot, window):
    runs = work.runs
    row = _analysed(qtbot, window)
    assert work.runs == runs + 1 and row.job is None
    src = window.review_bar.source
    contract = next(d for d in row.result["decisions"] if d["index"] == CONTRACT_INDEX)
    # fails in every world (001: at most 220 for this hand), so it costs more than any coach threshold
    assert contract["played_made"] == 0 and contract["worlds"] > 0
    assert work.size(contract) == "blunder"
    at = src.step_before(0, CONTRACT_INDEX)
    assert (at, "blunder") in row.timeline.ticks
    # the decision point: the step where the contract was still to be announced
    assert src.steps[at].acted == CONTRACT_INDEX
    src.go(0, animate=False)
    row.next_mistake()
    assert src.position == at
    # the bar says what was played, what it cost and what was better
    assert "250" in row.line.text() and str(contract["best"]["contract"]) in row.line.text()
    assert "250" in row.summary.text() and "0" in row.summary.text()
    assert row.summary.text() in row.status.toolTip()  # every deal's sum under the game's
    # the deal log marks the line of the bid (the contract's line, "contract: 250")
    log = window.deal_log
    assert log.marks[0] and log.marks[0][0]["size"] == "blunder"
    src.go(len(src.steps) - 1, animate=False)  # the contract told in the log
    deal = log.tree.topLevelItem(0)
    lines = [deal.child(j) for j in range(deal.childCount())]
    marked = [c for c in lines if c.background(0).style() != Qt.BrushStyle.NoBrush]
    assert [c.text(1) for c in marked] == ["contract: 250"]
    assert "250" in marked[0].toolTip(1)


def test_the_keys_go_to_the_next_and_the_previous_mistake(qtbot, window):
    """N and Shift+N step through the mistakes as Next mistake does (issue 41: "jumps to the next one"),
    round again past the last; Help ▸ Keyboard lists them."""
    from PySide6.QtTest import QTest

    from thousand_qt.window.shortcuts import key_rows

    row = _analysed(qtbot, window)
    src = window.review_bar.source
    at = src.step_before(0, CONTRACT_INDEX)  # the 250 that fails in every world (001: at most 220)
    src.go(0, animate=False)
    QTest.keyClick(window.view, Qt.Key.Key_N)
    assert src.position == at
    src.go(len(src.steps) - 1, animate=False)
    QTest.keyClick(window.view, Qt.Key.Key_N, Qt.KeyboardModifier.ShiftModifier)  # the one before
    assert src.position == at
    src.go(0, animate=False)
    QTest.keyClick(window.view, Qt.Key.Key_N, Qt.KeyboardModifier.ShiftModifier)  # none before: the last
    assert src.position == max(k for k, size in row.timeline.ticks if size != "none")
    assert "N" in row.next_button.toolTip()
    assert any(keys == "N, Shift+N" for keys, _ in key_rows(window))


def test_the_result_is_kept_and_a_second_look_starts_no_search(qtbot, window):
    row = _analysed(qtbot, window)
    first = row.result
    assert work.cache_path(BLUNDER, 0, SMALL).exists()
    window.close_review()
    runs = work.runs
    assert window.start_review(BLUNDER)
    row = window.review_bar.analysis
    row.options = SMALL
    row._from_cache()  # what choosing the seat does
    assert row.result == first and work.runs == runs  # shown at once, no worker started
    row.analyse()
    assert work.runs == runs and row.job is None  # Analyse again: the kept result, no second search


def test_cancel_leaves_no_worker_running(qtbot, window, tmp_path):
    assert window.start_review(BLUNDER)
    row = window.review_bar.analysis
    row.options = {}  # the hard level's full search: still running when cancelled
    row.analyse()
    proc = row.job.proc
    assert proc.is_alive()
    row.cancel_button.click()
    assert row.job is None and not proc.is_alive()
    assert not work.cache_path(BLUNDER, 0, {}).exists()  # nothing half-done is kept
    assert row.start_button.isEnabled() and not row.cancel_button.isVisible()


def test_closing_the_review_stops_the_analysis(qtbot, window):
    assert window.start_review(BLUNDER)
    row = window.review_bar.analysis
    row.options = {}
    row.analyse()
    proc = row.job.proc
    window.close_review()
    assert row.job is None and not proc.is_alive()


def test_a_game_without_a_searching_hard_level_says_so():
    # every game of the family has a searching hard level today (games.toml's ai); one the engine
    # does not know has none
    assert work.available("thousand") and work.available("sixty_six")
    assert not work.available("no_such_game")


@pytest.mark.parametrize(
    "unit,loss,size",
    [("points", 9, "none"), ("points", 11, "inaccuracy"), ("points", 70, "blunder"), ("game_points", 1.6, "mistake")],
)
def test_the_sizes_follow_the_coachs_threshold(unit, loss, size):
    # game/coach.py: a decision is noted past 10 points (Sixty-Six: half a game point)
    assert work.size({"unit": unit, "loss": loss}) == size


def test_the_record_file_opened_for_review_is_analysed_alike(qtbot, window, tmp_path):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(BLUNDER))
    assert window.review_path(str(path))
    row = window.review_bar.analysis
    assert row.seat.count() == 3 and row.seat.itemText(1) == "Bob"


# ---------------------------------------------------------------- a review during a LAN game (issue 37 item 4)


def test_a_review_during_a_lan_game_keeps_the_table_and_returns_to_it(qtbot, window):
    # before: Open record to review… left the LAN table (leave_table, then the table closed itself
    # when another source took the controller); a review is read-only, so the table must stay
    import os

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    from engine import Action, IllegalAction, Rules
    from tests.net.helpers import join_and_start
    from thousand_qt.net.host import HostServer

    assert os.environ.get("THOUSAND_LAN_INTERFACES") == "127.0.0.1"
    host = HostServer("Review", 3, Rules(), listen="127.0.0.1", advertise=False, bot_delay=0, deal_pause=0, seed=3)
    assert host.start()
    try:
        host.set_computer(1, "random")
        host.set_computer(2, "random")

        c = join_and_start(qtbot, window, host)
        lan, remote = window.lan, c.source
        before = len(host.game.deal.actions)

        asked = []  # a box asking to leave the table (the player answers No: he stays)
        tries = [100]  # for two seconds

        def refuse_leaving():
            box = QApplication.activeModalWidget()
            if isinstance(box, QMessageBox):
                asked.append(box.text())
                box.button(QMessageBox.StandardButton.No).click()
            elif tries[0] > 0:
                tries[0] -= 1
                QTimer.singleShot(20, refuse_leaving)

        refuse_leaving()
        assert window.start_review(BLUNDER)
        assert asked == []
        assert window.reviewing() and window.lan is lan and remote.session.is_open
        assert len(host.game.deal.actions) == before  # nothing was played for Ann
        with pytest.raises(IllegalAction):  # read-only: the review refuses any move
            c.source.submit(Action.from_record({"seat": 0, "pass": True}))

        window.close_review()
        assert c.source is remote and window.lan is lan and not window.reviewing()
        qtbot.waitUntil(c.waiting_for_human, timeout=5000)  # Ann's turn again, the table as it stands
        legal = c.human_legal()
        assert legal and c.act(legal[0])
        qtbot.waitUntil(lambda: len(host.game.deal.actions) > before, timeout=5000)  # the game goes on
    finally:
        if window.lan is not None:
            window.lan.close()
        host.close()


# ---------------------------------------------------------------- Sixty-Six


def _game_points(g, i: int, me: int) -> int:
    """Sixty-Six: the game points ``me`` wins (+) or loses (−) in deal ``i`` with best play by both,
    every legal action tried (the rules played out in full)."""
    import copy

    from engine.game import apply, legal_actions, to_act

    d = g.deals[i]
    if d.result is not None:
        delta = d.summary["delta"]
        return delta[me] - delta[1 - me]
    s = to_act(g)
    vals = []
    for a in legal_actions(g, s):
        h = copy.deepcopy(g)
        apply(h, a)
        vals.append(_game_points(h, i, me))
    return max(vals) if s == me else min(vals)


def sixty_six_blunder():
    """A Sixty-Six deal where, the stock drawn out (every card is known then: the rest are the
    opponent's), a lead wins the hand and another loses it by the rules, and the seat leads the losing one.
    Returns (record, seat, the losing lead's index in the deal's actions, what it cost by the rules)."""
    import copy

    from engine import cards as C
    from engine.agreements import Rules
    from engine.ai import make_player
    from engine.game import apply, legal_actions, new_game, to_act
    from engine.record import dumps, loads
    from engine.view import view

    for seed in range(60):
        g = new_game(Rules("sixty_six"), 2, seed=seed, dealer=seed % 2)
        ps = [make_player("normal", s) for s in range(2)]
        d = g.deal
        while d.result is None:
            s = to_act(g)
            if not d.stock and not d.trick and C.count(d.hands.get(s, 0)) in (2, 3):
                values = {}  # every legal action, a claim of 66 too (a false claim loses)
                for a in legal_actions(g, s):
                    h = copy.deepcopy(g)
                    apply(h, a)
                    values[a] = _game_points(h, 0, s)
                # a card led with or without its marriage announced is one lead
                wins = {(a.kind, a.value) for a, x in values.items() if x > 0}
                losing = [a for a, x in values.items() if x < 0 and a.kind == "play" and ("play", a.value) not in wins]
                if any(k == "play" for k, _ in wins) and losing:
                    index = len(d.actions)
                    cost = max(values.values()) - values[losing[0]]  # game points, the rules' own
                    apply(g, losing[0])
                    while d.result is None:
                        t = to_act(g)
                        apply(g, ps[t].choose(view(g, t)))
                    return loads(dumps(g)), s, index, cost
            apply(g, ps[s].choose(view(g, s)))
    pytest.fail("no such position in the games played")


def test_sixty_six_a_lead_that_loses_the_hand_is_found(qtbot, window):
    record, seat, index, cost = sixty_six_blunder()
    assert window.start_review(record)
    row = window.review_bar.analysis
    row.options = SMALL
    row.seat.setCurrentIndex(seat)
    with qtbot.waitSignal(row.marksChanged, timeout=60000):
        row.analyse()
    src = window.review_bar.source
    found = next(d for d in row.result["decisions"] if d["index"] == index)
    assert found["unit"] == "game_points" and not found["same"]
    assert found["played_made"] == 0 and found["best_made"] == found["worlds"]  # lost, and the best wins
    assert found["loss"] == pytest.approx(cost)  # one world, searched exactly: the rules' figure
    assert work.size(found) != "none"
    at = src.step_before(0, index)
    assert any(k == at for k, _ in row.timeline.ticks)
    src.go(at - 1, animate=False)
    row.next_mistake()
    assert src.position == at
    assert row.line.text().startswith("play ")


def test_four_seats_every_decision_is_on_the_timeline_where_it_was_made(qtbot, window):
    # 1000 for four: one seat sits each deal out (001, "Four player game": "only three active players
    # in each deal"), so the steps of a deal are not the seat's every fourth; each decision's tick
    # stands where that very action was legal
    from engine import Action
    from engine.agreements import Rules
    from engine.ai import make_player
    from engine.ai.base import same_action
    from engine.game import apply, new_game, to_act
    from engine.record import dumps, loads
    from engine.view import view

    g = new_game(Rules("russian"), 4, seed=5, dealer=0)
    ps = [make_player("random", s) for s in range(4)]
    while len(g.deals) < 3 and not g.over:
        s = to_act(g)
        apply(g, ps[s].choose(view(g, s)))
    record = loads(dumps(g))
    assert window.start_review(record)
    row = window.review_bar.analysis
    row.options = SMALL
    with qtbot.waitSignal(row.marksChanged, timeout=60000):
        row.analyse()
    src = window.review_bar.source
    decisions = row.result["decisions"]
    assert decisions and len(row.timeline.ticks) == len(decisions)
    for d in decisions:
        k = src.step_before(d["deal"], d["index"])
        v = src.steps[k].view
        assert any(same_action(a, Action.from_record(d["played"])) for a in v.legal)
