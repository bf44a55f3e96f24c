"""Game review: a finished game's record stepped through on the real table, every hand face up, the
score sheet following; reached from the end of a game and from Game ▸ Open record to review…"""

from __future__ import annotations

import json
import random

from helpers import answer_next_box
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from engine import Rules, apply, legal_actions, new_game, to_act
from engine.record import to_record
from thousand_qt.game.controller import GameConfig
from thousand_qt.window.review import ReviewSource

# 001: "the game is played to 1000"; from 960/940/950 a deal or two finishes it
NEAR_THE_END = {"scores": [960, 940, 950]}


def finished_record(seed=4) -> dict:
    rnd = random.Random(seed)
    g = new_game(Rules("russian"), 3, seed=seed, names=["Anna", "Boris", "Vera"], start=NEAR_THE_END)
    for _ in range(5000):
        if g.over:
            break
        seat = to_act(g)
        apply(g, rnd.choice(legal_actions(g, seat)))
    assert g.over
    return to_record(g)


def test_the_review_steps_are_the_engines_positions_with_every_hand():
    rec = finished_record()
    src = ReviewSource(rec, seat=0)
    deals = len(rec["deals"])
    assert src.deal_count() == deals
    assert len(src.deal_starts()) == deals
    # one step per dealt deal and per action of the record
    assert len(src.steps) == deals + sum(len(d["actions"]) for d in rec["deals"])
    first = src.steps[0]
    # just dealt: three hands of seven (001: "each player gets seven cards, three go to the talon")
    assert sorted(len(h) for h in first.hands.values()) == [7, 7, 7]
    seen = []
    src.updated.connect(lambda events, v: seen.append(("updated", len(events))))
    src.reset.connect(lambda v, history: seen.append(("reset", len(history))))
    src.go(1)
    src.go(5)
    assert [kind for kind, _ in seen] == ["updated", "reset"]
    assert src.position == 5


def test_a_record_opens_for_review_with_every_hand_face_up_and_the_sheet_following(qtbot, window, tmp_path):
    rec = finished_record()
    path = tmp_path / "game.json"
    path.write_text(json.dumps(rec))
    assert window.review_path(str(path))
    assert window.review_bar.isVisible() and not window.panel.isVisible()
    src = window.review_bar.source
    sheet = window.controller.scores
    assert len(sheet.rows) == len(rec["deals"])  # opened at the end: every deal on the sheet
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    start_of_last = src.deal_starts()[-1]
    window.review_bar.go(start_of_last + 1)  # just after the last deal was dealt
    window.scene.queue.finish_all()
    assert len(sheet.rows) == len(rec["deals"]) - 1  # its result is not written yet
    for s in (1, 2):
        for c in src.steps[start_of_last + 1].hands[s]:
            assert window.scene.cards[c].face_up, "an opponent's card is face down in a review"
    QTest.keyClick(window.view, Qt.Key.Key_Right)  # the next action
    assert src.position == start_of_last + 2
    QTest.keyClick(window.view, Qt.Key.Key_PageUp)  # the deal before
    if len(rec["deals"]) > 1:
        assert src.steps[src.position].deal == len(rec["deals"]) - 1
    window.review_bar.done.click()
    assert not window.review_bar.isVisible() and window.panel.isVisible()
    # out of the review the arrows are the hand's again
    assert not any(sc.isEnabled() for sc in window.review_bar.keys)


def test_the_end_of_a_game_offers_its_review(qtbot, window):
    window.controller.autosave_enabled = False
    window.start(GameConfig(human=False, levels=["random"] * 3, seed=2, start=NEAR_THE_END))
    qtbot.waitUntil(lambda: getattr(window, "game_over_dialog", None) is not None, timeout=60000)
    dlg = window.game_over_dialog
    assert dlg.isVisible()
    dlg.review.click()
    assert window.reviewing() and window.review_bar.isVisible()
    assert window.review_bar.source.deal_count() >= 1


def test_a_damaged_record_says_so_and_changes_nothing(qtbot, window, tmp_path):
    path = tmp_path / "bad.json"
    path.write_text('{"format": 1, "deals": [{"dealer": 7}]}')
    source = window.controller.source
    answer_next_box(QMessageBox.StandardButton.Ok)
    assert not window.review_path(str(path))
    assert window.controller.source is source and not window.reviewing()
