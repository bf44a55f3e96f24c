"""Issue 37 item 9 (the deal log: "who took the talon and what it held", the give): the player's own give
names the cards he gave. As it happens the log reads them off the hand (deal_log.own_cards); after an
undo or a resume the game is told anew from the seat's history, where the engine tells every give face
down, and the lines read "a card". The seat's own actions (its view, the record's deal dealt its hand)
name them again; another seat's give stays "a card" (the player never saw it)."""

from __future__ import annotations

import random

from engine import Rules, apply, legal_actions, new_game, to_act
from engine.record import to_record
from thousand_qt.game.source import events_of_record
from thousand_qt.window.deal_log import own_history
from thousand_qt.words.deal_story import deal_lines, split_deals
from thousand_qt.words.labels import card_label

NAMES = ["Anna", "Boris", "Vera"]


def _gives(lines, who) -> list[str]:
    return [what.split(": ", 1)[1] for w, what in lines if w == who and what.startswith("→ ")]


def _played_game(seed: int) -> dict:
    """A whole game of random legal moves (scores near the end, as test_deal_log's finished record)."""
    rnd = random.Random(seed)
    g = new_game(Rules("russian"), 3, seed=seed, names=NAMES, start={"scores": [900, 900, 900]})
    for _ in range(5000):
        if g.over:
            break
        apply(g, rnd.choice(legal_actions(g, to_act(g))))
    return to_record(g)


def test_a_game_told_anew_names_the_seats_own_gives_in_every_deal(english):
    rec = _played_game(4)
    _g, events = events_of_record(rec)
    checked = 0
    for seat in range(3):
        mine = [e for e in events if e.visible_to(seat)]
        told = split_deals(own_history(mine, seat, None, rec))
        before = split_deals(mine)
        gives = [a["give"] for d in rec["deals"] for a in d["actions"] if a.get("seat") == seat and "give" in a]
        named = [_gives(deal_lines(d, seat, NAMES), NAMES[seat]) for d in told]
        named = [x for x in named if x]
        assert named == [[card_label_of(c) for c in give] for give in gives]
        for d in before:  # the history as the engine tells it: the own give face down
            assert all(x == "a card" for x in _gives(deal_lines(d, seat, NAMES), NAMES[seat]))
        for d in told:  # another seat's give to a third seat stays unseen
            for w, what in deal_lines(d, seat, NAMES):
                if w != NAMES[seat] and what.startswith("→ ") and not what.startswith(f"→ {NAMES[seat]}:"):
                    assert what.endswith(": a card"), what
        checked += len(gives)
    assert checked >= 2  # the game had gives to tell


def card_label_of(name: str) -> str:
    from engine import cards as C

    return card_label(C.card(name))


def _to_the_players_give(qtbot, window):
    """A new game (random computers) played by the test until the player has given his two cards and
    made one more move: returns the give."""
    from thousand_qt.game.controller import GameConfig

    c = window.controller
    window.scene.speed = 0
    for seed in range(1, 40):
        c.new_game(GameConfig(seed=seed, levels=["random"] * 2), think_ms=0)
        give = None
        for _ in range(40):
            qtbot.waitUntil(lambda: bool(c.human_legal()) or c.table.phase == "play", timeout=10000)
            legal = c.human_legal()
            if not legal:
                break
            if give is not None:
                c.act(next(a for a in legal if a.kind in ("contract", "play")))
                qtbot.waitUntil(lambda: not window.scene.queue.busy(), timeout=10000)
                return give
            give = next((a for a in legal if a.kind == "give"), None)
            if give is not None:
                c.act(give)
                continue
            if c.table.phase == "play":
                break
            bid = next((a for a in legal if a.kind == "bid"), None)
            c.act(bid or next(a for a in legal if a.kind != "redeal"))
    raise AssertionError("no seed gave the player the talon")


def test_after_an_undo_and_a_resume_the_log_names_the_cards_given(qtbot, window):
    c = window.controller
    give = _to_the_players_give(qtbot, window)
    you = c.table.names[c.table.seat]
    want = [card_label(x) for x in give.value]
    assert _gives(window.deal_log.lines(), you) == want  # as it happened (own_cards)
    assert c.undo()
    qtbot.waitUntil(lambda: not window.scene.queue.busy(), timeout=10000)
    assert _gives(window.deal_log.lines(), you) == want  # told anew from the history
    c.resume(c.source.record(), think_ms=0)
    qtbot.waitUntil(lambda: bool(window.deal_log.deals), timeout=10000)
    qtbot.waitUntil(lambda: not window.scene.queue.busy(), timeout=10000)
    assert _gives(window.deal_log.lines(), you) == want
