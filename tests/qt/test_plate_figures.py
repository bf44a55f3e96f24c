"""The plates show what a player tracks (issue 37, item 10): the deals left on the barrel and the bolts
so far, read from the engine's view (``zeros``, ``barrel``: the deals played on it) and from the events
of the batch that changes them (a bolt's ``count``, a seat mounting or falling off the barrel).

001 (the reference rules): "If you are on the barrel, you have three chances ... You cannot stay on the
barrel for more than three consecutive hands"; "If you score zero on three occasions, not necessarily
consecutive, then on the third occasion 120 points are subtracted".
"""

from __future__ import annotations

from engine import Event, Rules, new_game, view
from thousand_qt.cardscene import Badge
from thousand_qt.game.models import TableModel
from thousand_qt.table.scene import TableScene

NAMES = ["You", "Anna Karenina-Vronskaya", "Boris"]  # a name that fills its plate


def table(start: dict):
    g = new_game(Rules(), 3, seed=3, dealer=2, start=start)
    m = TableModel(0, 3, NAMES)
    sc = TableScene(m)
    sc.speed = 0.0  # no animation: each step is applied at once
    sc.set_size(1100, 700)
    m.feed([e for e in g.opening_events if e.visible_to(0)], view(g, 0))
    return g, m, sc


def shown(sc, seat) -> list:
    """A plate's marks as drawn: each one's figure."""
    return [text for _draw, text in sc.badges[seat].marks]


def test_the_plates_show_bolts_so_far_and_deals_left_on_the_barrel(qtbot, english):
    # seat 0 has played one deal of its three on the barrel; Anna has two bolts
    _g, _m, sc = table({"scores": [880, 200, 120], "zeros": [0, 2, 0], "barrel": [1, None, None]})
    assert shown(sc, 0) == ["2"]  # three chances, one used: two deals left
    assert shown(sc, 1) == ["2"]  # two bolts so far
    assert shown(sc, 2) == []
    # and their words on the plate's tooltip (the plural forms are the translation files')
    assert "2 deal" in sc.badges[0].toolTip() and "2 bolt" in sc.badges[1].toolTip()
    # the plates' marks take room of their own: the name is never drawn under them
    plain = Badge()
    plain.set_info(NAMES[1], 200, False, False)
    assert sc.badges[1].boundingRect().width() > plain.boundingRect().width()


def test_a_bolt_shows_on_the_plate_as_the_deal_is_scored(qtbot, english):
    _g, m, sc = table({"scores": [0, 200, 120], "zeros": [0, 2, 0]})
    summary = {"declarer": 0, "contract": 100, "result": "made", "taken": [120, 0, 0], "delta": [100, -120, 0]}
    # the third zero and its fine, then the deal's score: the plate says 3 at once, the view not yet come
    m.feed([Event("zero", 1, {"count": 3}), Event("penalty", 1, {"points": -120, "reason": "zeros"})])
    assert shown(sc, 1) == ["3"]
    m.feed([Event("deal_scored", None, dict(summary, totals=[100, 80, 120]))])
    assert sc.badges[1].score == 80
