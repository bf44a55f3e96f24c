"""Dragging a card from the hand to the table plays it; a dimmed card does not move and is not played."""

from helpers import click_card, drag_card, to_a_dimmed_card
from PySide6.QtCore import QPointF

from engine import cards as C


def _my_plays(window) -> list[str]:
    """The cards this seat has played in the deal so far, from the source's record."""
    return [
        a["play"]
        for a in window.controller.source.record()["deals"][-1]["actions"]
        if a.get("seat") == 0 and "play" in a
    ]


def test_drag_plays_a_legal_card_and_refuses_a_dimmed_one(qtbot, window):
    window.controller.autosave_enabled = False
    dimmed = to_a_dimmed_card(qtbot, window)
    table, scene = window.controller.table, window.scene
    qtbot.waitUntil(lambda: not scene.busy(), timeout=5000)
    hand, plays = list(table.hand), _my_plays(window)
    dropped, clicked = [], []
    scene.cardDropped.connect(dropped.append)
    scene.cardActivated.connect(clicked.append)

    # a dimmed card stays where it is and nothing is played: neither it nor the playable card under it
    # (each card covers the right part of the one before it in the hand)
    dimmed = next(
        (c for i, c in enumerate(hand) if i and scene.cards[c].dimmed and scene.cards[hand[i - 1]].interactive), dimmed
    )
    assert scene.cards[hand[hand.index(dimmed) - 1]].interactive, "pick a deal where a dimmed card covers a legal one"
    item = scene.cards[dimmed]
    assert item.pos() == item.home
    drag_card(window, dimmed, window.scene.geo.centre)
    qtbot.wait(20)
    assert item.pos() == item.home
    assert list(table.hand) == hand and _my_plays(window) == plays
    click_card(window, dimmed)
    qtbot.wait(20)
    assert list(table.hand) == hand and _my_plays(window) == plays
    assert dropped == clicked == []

    # a legal card dropped back near the hand: not played, it returns to its place
    legal = next(c for c in hand if scene.cards[c].interactive)
    item = scene.cards[legal]
    drag_card(window, legal, item.mapToScene(QPointF(20, 100)) + QPointF(30, -40))
    qtbot.wait(20)
    assert item.pos() == item.home
    assert list(table.hand) == hand and _my_plays(window) == plays

    # the legal card dragged to the middle of the table: played
    drag_card(window, legal, window.scene.geo.centre)
    qtbot.waitUntil(lambda: C.name(legal) in _my_plays(window), timeout=5000)
    assert legal not in table.hand
    assert _my_plays(window) == plays + [C.name(legal)]
    assert dropped == [legal] and clicked == []  # by the drag, not as a click
