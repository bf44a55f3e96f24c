"""Issue 37 item 13: "Auction 1000 for two: ... the computer's final pass is never shown"; item 1 asks
the same of 1000 ("Show the last pass"). Checked on the steps the scene runs, as test_own_talon.py
checks it for three players: the computer's "Pass" bubble is on the table for the table's "said" pace
before the auction's end takes the bubbles away."""

from __future__ import annotations

import pytest
from test_own_talon import play_steps

from engine import Rules, apply, legal_actions, new_game, view
from thousand_qt.game.models import TableModel
from thousand_qt.table.scene import TableScene


def _to_the_computers_last_pass(game: str, seed: int):
    """A two-player game in which seat 0 (the player) bids and the computer (seat 1) passes: the
    batches of events seat 0 sees, the last one from the computer's final pass on."""
    g = new_game(Rules(game), 2, seed=seed, dealer=1)
    batches = [[e for e in g.opening_events if e.visible_to(0)]]
    for _ in range(60):
        legal = legal_actions(g)
        a = legal[0]
        if a.seat == 0 and any(x.kind == "bid" for x in legal):
            a = next(x for x in legal if x.kind == "bid")
        elif any(x.kind == "pass" for x in legal):
            a = next(x for x in legal if x.kind == "pass")
        events = apply(g, a)
        batches.append([e for e in events if e.visible_to(0)])
        if any(e.kind == "contract_won" for e in events):
            return g, batches
    raise AssertionError("the auction did not end")


@pytest.mark.parametrize("game", ["auction_two", "russian_two"])
def test_the_computers_final_pass_is_shown_in_the_two_player_auction(qtbot, game):
    g, batches = _to_the_computers_last_pass(game, seed=3)
    m = TableModel(0, 2, ["Anna", "Boris"])
    sc = TableScene(m)
    sc.speed = 1.0
    sc.set_size(1366, 700)
    for batch in batches[:-1]:
        m.feed(batch, None)
        play_steps(sc)
    last = batches[-1]
    assert [e.kind for e in last][:2] == ["passed", "contract_won"], [e.kind for e in last]
    assert last[0].seat == 1  # the computer's pass ends it
    m.feed(last, view(g, 0))
    seen = play_steps(sc)
    gone = next((i for i, (_, b, _) in enumerate(seen) if b.get(1) is None and i > 0), len(seen))
    assert any(b.get(1) == "Pass" and ms >= 900 for _, b, ms in seen[:gone]), seen[:gone]
