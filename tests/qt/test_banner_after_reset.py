"""Issue 37 item 10: the deal's banner gives the result's reasons, "how many points the declarer took
against the contract ("took 123: 43 in cards + ♦ 80")". After a resume or an undo the table is rebuilt
from the deal's history: the banner's reasons must still see the marriage announced before it."""

from __future__ import annotations

from helpers import run_queue_until

from engine import Event
from thousand_qt.game.models import TableModel
from thousand_qt.table.scene import TableScene
from thousand_qt.words.names import computer, you


def ev(kind, seat=None, **data):
    return Event(kind, seat, data)


# the example: a contract of 120 made with 123 taken, ♦ 80 of it a marriage (001: K+Q of
# diamonds are worth 80)
BEFORE = [
    ev("dealt", None, dealer=2, seats=[0, 1, 2]),
    ev("contract_won", 0, bid=120),
    ev("marriage_announced", 0, suit="D", points=80),
    ev("trump_changed", 0, suit="D"),
]
SCORED = ev(
    "deal_scored",
    None,
    declarer=0,
    contract=120,
    result="made",
    taken=[123, 20, 7],
    delta=[120, 20, 5],
    totals=[120, 20, 5],
)


def _scene():
    m = TableModel(0, 3, [you(), computer(1), computer(2)])
    sc = TableScene(m)
    sc.speed = 1.0
    sc.deal_click = True
    sc.set_size(1100, 700)
    return m, sc


def test_the_reasons_after_a_resume_tell_the_marriage_from_before_it(qtbot, english):
    m, sc = _scene()
    m.reset(None, BEFORE)  # resumed in the middle of the deal: the marriage is in its history
    m.feed([SCORED])
    assert run_queue_until(sc, sc.waiting)
    assert "You: contract 120 made — 123 taken (43 in cards + ♦ 80)" in sc.banner.lines, sc.banner.lines


def test_the_reasons_played_through_say_the_same(qtbot, english):
    m, sc = _scene()
    m.feed(BEFORE)
    m.feed([SCORED])
    assert run_queue_until(sc, sc.waiting)
    assert "You: contract 120 made — 123 taken (43 in cards + ♦ 80)" in sc.banner.lines, sc.banner.lines
