"""The player's bid bubble keeps clear of his hand (docs/screenshots/talon-own.png and exchange.png: the
"130" bubble's tail touched the top of the hand): while he takes the talon and gives his two cards the
hand's cards rise under the pointer (their ``lift``) and the talon's cards wear the green tab over their
top edge (issue 37 item 1: "mark them until the exchange is over"). A gap is kept at every size the
window is laid out for, from a 1366×768 laptop down to 1024×640; the bubble stays clear of the talon
lying face up in the middle too."""

from __future__ import annotations

import pytest

from thousand_qt.game.controller import GameConfig

GAP = 4.0  # px of felt at the least between the bubble's tail and the highest a card of the hand reaches
TAB = 5.0  # the fresh mark's tab over a card's top edge, in the card's own units (cardscene/card.py)


def _to_the_players_give(qtbot, window):
    c = window.controller
    window.scene.speed = 0
    for seed in range(1, 40):
        window.start(GameConfig(seat=0, levels=["random", "random"], seed=seed, dealer=2))
        for _ in range(40):
            qtbot.waitUntil(lambda: bool(c.human_legal()) or c.table.phase in ("play", "done"), timeout=10000)
            legal = c.human_legal()
            if not legal or c.table.phase == "play":
                break
            if any(a.kind == "give" for a in legal):
                qtbot.waitUntil(lambda: not window.scene.queue.busy(), timeout=10000)
                return
            bid = next((a for a in legal if a.kind == "bid"), None)
            c.act(bid or next(a for a in legal if a.kind != "redeal"))
    raise AssertionError("no seed gave the player the talon")


@pytest.mark.parametrize("size", [(1366, 728), (1024, 600)])  # the screens less a panel's 40 px
def test_the_bid_bubble_keeps_a_gap_above_the_hand_while_giving(qtbot, window, size):
    window.resize(*size)
    qtbot.wait(50)
    _to_the_players_give(qtbot, window)
    qtbot.wait(50)
    sc = window.scene
    bubble = sc.bubbles[0]
    assert bubble.isVisible() and bubble.text  # the contract the player won, over his hand
    tip = bubble.mapToScene(0, 0).y()  # the tail's tip is the bubble's origin
    highest = min(
        sc.cards[c].mapToScene(0, 0).y() - sc.cards[c].lift - TAB * sc.cards[c].scale() for c in sc.model.hand
    )
    assert highest - tip >= GAP, (size, sc.width(), sc.height(), highest, tip)
    body = bubble.mapRectToScene(bubble._rect)
    for c in sc.model.talon:  # the talon face up in the middle, if it still lies there
        assert not body.intersects(sc.cards[c].sceneBoundingRect()) or c in sc.model.hand
