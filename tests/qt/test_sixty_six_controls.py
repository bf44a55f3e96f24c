"""Sixty-Six's controls on the action bar, shown when the engine offers them (its legal action kinds:
close, exchange, out, show) and pressed by their keys; the score sheet and the banner of a hand of
Sixty-Six (game points, the point carried from a hand nobody won)."""

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from engine import Action, Event
from engine import cards as C
from thousand_qt.game.models import MarksRole, ScoreModel

KQ_HEARTS = [C.card("KH"), C.card("QH")]


def on_lead(seat=0) -> list[Action]:
    """002: on lead, with the stock open, the player may close it, exchange the trump nine, show a
    marriage (by its king or its queen) or announce 66 — as the engine lists them besides the plays."""
    plays = [Action(seat, "play", c) for c in (C.card("AS"), C.card("KH"), C.card("QH"))]
    return plays + [
        Action(seat, "close"),
        Action(seat, "exchange"),
        Action(seat, "out"),
        *(Action(seat, "show", c) for c in KQ_HEARTS),
    ]


def offer(window, legal):
    window.controller.table.configure(0, 2, ["Anna", "Boris"])
    window.panel.update_legal(legal, window.controller.table)


def test_the_bar_shows_the_kinds_the_engine_offers_and_only_them(qtbot, window):
    offer(window, on_lead())
    p = window.panel
    assert p.page() is p.play
    shown = {k for k, b in p.flag_buttons.items() if b.isVisibleTo(p)}
    assert shown == {"close", "exchange", "out"}
    assert p.play.show_button.isVisibleTo(p)
    assert [p.play.show_combo.itemData(i).value for i in range(p.play.show_combo.count())] == KQ_HEARTS
    assert p.play.show_combo.itemText(0) == "K♥ Q♥"
    # the trick's second card: only plays, none of the leader's choices
    offer(window, [Action(0, "play", C.card("AS"))])
    assert not any(b.isVisibleTo(p) for b in p.flag_buttons.values())
    assert not p.play.show_button.isVisibleTo(p)


def test_the_keys_press_sixty_six_controls(qtbot, window):
    chosen = []
    window.panel.actionChosen.connect(chosen.append)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    for key in (Qt.Key.Key_Z, Qt.Key.Key_X, Qt.Key.Key_6, Qt.Key.Key_M):
        offer(window, on_lead())
        QTest.keyClick(window.view, key)
    assert chosen == [Action(0, "close"), Action(0, "exchange"), Action(0, "out"), Action(0, "show", C.card("KH"))]


def test_a_key_does_nothing_the_engine_does_not_offer(qtbot, window):
    chosen = []
    window.panel.actionChosen.connect(chosen.append)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    offer(window, [Action(0, "play", C.card("AS"))])
    for key in (Qt.Key.Key_Z, Qt.Key.Key_X, Qt.Key.Key_6, Qt.Key.Key_M):
        QTest.keyClick(window.view, key)
    assert chosen == []


def scored(winner, delta, totals, result, carried=0, taken=(0, 0)):
    return Event(
        "deal_scored",
        winner,
        {
            "result": result,
            "winner": winner,
            "taken": list(taken),
            "delta": delta,
            "totals": totals,
            "carried": carried,
            "closed_by": None,
            "out_by": winner,
        },
    )


def test_the_sheet_writes_game_points_and_the_carried_point(qapp):
    """002: 'If neither player reaches 66 ... the game point goes to the winner of the next hand'
    (the engine's 'nobody' hand); the winner of a hand scores one, two or three game points."""
    sheet = ScoreModel(["Anna", "Boris"])
    sheet.feed([scored(None, [0, 0], [0, 0], "nobody", taken=(60, 60))])
    sheet.feed([scored(1, [0, 3], [0, 3], "out", carried=1, taken=(20, 70))])
    assert [sheet.data(sheet.index(1, s)) for s in (0, 1)] == ["0", "3"]
    assert sheet.data(sheet.index(0, 0), MarksRole)["carry"] is True
    assert sheet.data(sheet.index(1, 1), MarksRole)["carried"] == 1
    tip = sheet.data(sheet.index(1, 1), Qt.ItemDataRole.ToolTipRole)
    assert "card points taken: 70" in tip and "with 1 carried" in tip
    assert "barrel" not in tip


def test_the_banner_names_the_hands_winner(qtbot):
    from thousand_qt.game.models import TableModel
    from thousand_qt.table.scene import TableScene

    m = TableModel(0, 2, ["Anna", "Boris"])
    sc = TableScene(m)
    e = scored(1, [0, 2], [0, 2], "out")
    assert sc.decor.result_title(e.data) == "Boris wins the hand: +2"
    # the reason first (b9ed089: Anna took 0, under 33), then each player's game points
    assert sc.decor.result_lines(e.data)[-2:] == ["Anna: +0  →  0", "Boris: +2  →  2"]
    nobody = scored(None, [0, 0], [0, 0], "nobody")
    assert sc.decor.result_title(nobody.data) == "Nobody reached 66: a point is carried"
