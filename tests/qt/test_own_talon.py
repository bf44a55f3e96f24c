"""The talon the player wins, and the cards a computer gives him, as the table shows them (issue 37,
items 1 and 2), checked on the steps the scene runs: which card item moves from which place to which,
face up or down.

Seen before: when the player won the auction, two face-down backs flew from the talon to the
computers' hands while the talon's faces popped up beside his hand (the items standing for hidden
cards were chosen anew, so the talon's cards came out of the computers' hands), the second computer's
last "Pass" was never shown, and nothing marked which cards had come. The issue asks: show the last
pass, lay the talon face up in the middle for everyone, then move those three cards into the hand and
mark them until the exchange is over; mark a card a computer gives until the player's next action.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from engine import Rules, apply, legal_actions, new_game, view
from engine import cards as C
from thousand_qt.game.models import TableModel
from thousand_qt.table.scene import TableScene

NAMES = ["Anna", "Boris", "Vera"]


def scene():
    m = TableModel(0, 3, NAMES)
    sc = TableScene(m)
    sc.speed = 1.0
    sc.talon_ms = 2500  # Settings' default pace
    sc.set_size(1366, 700)
    return m, sc


def place_of(sc, item) -> str:
    """The place on the table an item's centre lies in: "hand r" (seat r's), "talon" or "elsewhere"."""
    g = sc.geo
    at = item.mapToScene(QPointF(50, 70))
    talon = g.talon_up
    w = talon.width(3) + talon.card_width
    if QRectF(talon.centre.x() - w / 2, talon.centre.y() - talon.card_height, w, 2 * talon.card_height).contains(at):
        return "talon"
    for r in range(sc.model.players):
        hand = sc.slots.pile(g, ("hand", sc.where(r)))  # seat r's hand (this seat is 0)
        half = (hand.room or hand.width(10)) / 2 + hand.card_width
        box = QRectF(hand.centre.x() - half, hand.centre.y() - hand.card_height, 2 * half, 2 * hand.card_height)
        if box.contains(at):
            return f"hand {r}"
    return "elsewhere"


def snapshot(sc) -> dict:
    marked = {c: getattr(it, "fresh_mark", False) for c, it in sc.cards.items()}  # (the mark did not exist)
    return {c: (place_of(sc, it), it.face_up, marked[c]) for c, it in sc.cards.items() if it.isVisible()}


def play_steps(sc, limit=400) -> list:
    """Run the queue's animations one by one to their ends (a pause that waits for a click is clicked
    through) and return what the table showed at the start and the end of each: (snapshot, bubbles,
    how long the animation then starting lasts, 0 at an end)."""
    seen = [(snapshot(sc), bubbles(sc), 0)]
    for _ in range(limit):
        anim = sc.queue._running
        if anim is None:
            break
        # as the animation starts (a face turns up as it leaves)
        seen.append((snapshot(sc), bubbles(sc), anim.totalDuration()))
        if anim is sc._waiting:
            sc.release()
        else:
            anim.setCurrentTime(anim.totalDuration())
            if sc.queue._running is anim:
                anim.stop()
                sc.queue._finished()
        seen.append((snapshot(sc), bubbles(sc), 0))
    return seen


def bubbles(sc) -> dict:
    return {s: b.text for s, b in enumerate(sc.bubbles) if b.isVisible()}


def to_a_deal_won_by(seat: int, seed: int):
    """An engine game of 1000 (the reference rules) in which ``seat`` bids and the others pass; returns
    the game and the batches of events seat 0 sees up to the contract's talon taken."""
    g = new_game(Rules(), 3, seed=seed, dealer=2)
    batches = [[e for e in g.opening_events if e.visible_to(0)]]
    while True:
        legal = legal_actions(g)
        a = legal[0]
        if a.seat == seat and any(x.kind == "bid" for x in legal):
            a = next(x for x in legal if x.kind == "bid")
        elif any(x.kind == "pass" for x in legal):
            a = next(x for x in legal if x.kind == "pass")
        events = apply(g, a)
        batches.append([e for e in events if e.visible_to(0)])
        if any(e.kind == "talon_taken" for e in events):
            return g, batches


def test_the_players_talon_is_laid_face_up_in_the_middle_then_goes_into_his_hand_marked(qtbot):
    g, batches = to_a_deal_won_by(0, seed=1)
    m, sc = scene()
    for batch in batches[:-1]:
        m.feed(batch, None)
        play_steps(sc)
    last = batches[-1]
    assert [e.kind for e in last][:2] == ["passed", "contract_won"]  # the computer's last pass ends the auction
    talon = [C.card(x) for x in next(e for e in last if e.kind == "talon_shown").data["cards"]]
    m.feed(last, view(g, 0))
    seen = play_steps(sc)
    # the last pass is on the table before the contract is won (the issue: it was never shown)
    passer = last[0].seat
    shown_contract = next(i for i, (_, b, _) in enumerate(seen) if b.get(0) and b.get(passer) is None)
    # a step of the table's "said" pace (scaled by the speed, 1 here) during which the pass shows
    assert any(b.get(passer) == "Pass" and ms >= 900 for _, b, ms in seen[:shown_contract]), seen[:shown_contract]
    # what the player sees: a face is that card, a back is any back (two backs trading places unseen are
    # no move). The computers take nothing: their backs stay seven each, at every look; the talon's
    # faces show only in the middle and then in his hand, never in a computer's
    for look, _, _ in seen:
        for r in (1, 2):
            assert sum(1 for place, up, _ in look.values() if place == f"hand {r}" and not up) == 7, look
        for c in talon:
            if look[c][1]:
                assert look[c][0] in ("talon", "hand 0"), (C.name(c), look[c])
    looks = [s for s, _, _ in seen]
    # face up in the middle for all to see, all three at once, before they go to the hand
    up_in_middle = [i for i, s in enumerate(looks) if all(s[c][0] == "talon" and s[c][1] for c in talon)]
    in_hand = [i for i, s in enumerate(looks) if all(s[c][0] == "hand 0" for c in talon)]
    assert up_in_middle and in_hand and up_in_middle[0] < in_hand[0]
    # and held there as long as a computer's talon is (Settings' talon pace)
    assert any(ms >= sc.talon_ms for i, (_, _, ms) in enumerate(seen) if i in up_in_middle)
    final = looks[-1]
    assert all(final[c][0] == "hand 0" and final[c][1] and final[c][2] for c in talon)  # in the hand, marked
    assert not any(final[c][2] for c in m.hand if c not in talon)  # the cards he held already are not


def test_the_players_talon_stays_marked_until_the_exchange_is_over(qtbot):
    g, batches = to_a_deal_won_by(0, seed=1)
    m, sc = scene()
    for batch in batches:
        m.feed(batch, view(g, 0))
        play_steps(sc)
    talon = [C.card(x) for x in next(e for b in batches for e in b if e.kind == "talon_shown").data["cards"]]
    give = next(a for a in legal_actions(g) if a.kind == "give")
    m.note_own_action(give)
    m.feed([e for e in apply(g, give) if e.visible_to(0)], view(g, 0))
    play_steps(sc)
    kept = [c for c in talon if c in m.hand]
    assert kept and all(sc.cards[c].fresh_mark for c in kept)  # the exchange goes on: the contract to set
    assert not any(sc.cards[c].fresh_mark for c in talon if c not in m.hand)  # a card given away loses it
    contract = next(a for a in legal_actions(g) if a.kind == "contract")
    m.feed([e for e in apply(g, contract) if e.visible_to(0)], view(g, 0))
    play_steps(sc)
    assert not any(it.fresh_mark for it in sc.cards.values())


def test_a_card_a_computer_gives_is_marked_until_the_players_next_action(qtbot):
    g, batches = to_a_deal_won_by(1, seed=2)
    m, sc = scene()
    for batch in batches:
        m.feed(batch, view(g, 0))
        play_steps(sc)
    # the computer declarer gives one card to each (001: "gives one card to each opponent")
    received = []
    while not any(a.seat == 0 for a in legal_actions(g)):
        a = next(a for a in legal_actions(g) if a.kind != "rospis")  # the computer plays the deal out
        events = [e for e in apply(g, a) if e.visible_to(0)]
        received += [C.card(e.data["card"]) for e in events if e.kind == "received" and e.data.get("to") == 0]
        m.feed(events, view(g, 0))
        play_steps(sc)
    assert len(received) == 1
    card = received[0]
    assert card in m.hand and sc.cards[card].fresh_mark and sc.cards[card].face_up
    assert [c for c, it in sc.cards.items() if it.fresh_mark] == [card]
    # the player's next action (his lead or his card): the mark goes
    mine = next(a for a in legal_actions(g) if a.seat == 0)
    m.note_own_action(mine)
    m.feed([e for e in apply(g, mine) if e.visible_to(0)], view(g, 0))
    play_steps(sc)
    assert not any(it.fresh_mark for it in sc.cards.values())
