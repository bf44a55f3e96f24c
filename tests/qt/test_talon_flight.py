"""The player's talon as it turns face up and flies into his hand, watched as a recording shows it: the
scene's steps sampled part way through, where each card item is (issue 37, the frame-by-frame recording
of scripts/record_deal.py at 15 fps, 1366×768).

Seen in the recording: as the talon turned face up its three faces appeared bunched, then spread a frame
or two later; in flight from the middle to the hand they passed over the player's bid bubble ("105"),
and the hand opened uneven gaps for them, one card sitting apart. Asked: lay them out spread at once,
keep the cards off the bubble, close the hand up evenly.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from test_own_talon import place_of, scene, to_a_deal_won_by

from engine import cards as C
from engine import view
from thousand_qt.cardscene.card import H, W

FRACTIONS = (0.0, 0.05, 0.1, 0.2, 0.35, 0.5, 0.75, 1.0)


def watch(sc, check, limit=400) -> int:
    """Run the queue's animations, each looked at part way through (``check(sc)`` at every fraction of
    its length; a pause that waits for a click is clicked through); returns how many looks were had."""
    looks = 0
    for _ in range(limit):
        anim = sc.queue._running
        if anim is None:
            break
        if anim is sc._waiting:
            check(sc)
            sc.release()
            continue
        total = anim.totalDuration()
        for f in FRACTIONS:
            anim.setCurrentTime(int(total * f))
            check(sc)
            looks += 1
        if sc.queue._running is anim:
            anim.stop()
            sc.queue._finished()
    check(sc)
    return looks


def won_talon():
    """The table just before the player's talon is shown, the batch that shows it, and its cards."""
    g, batches = to_a_deal_won_by(0, seed=1)
    m, sc = scene()
    for batch in batches[:-1]:
        m.feed(batch, None)
        watch(sc, lambda sc: None)
    last = batches[-1]
    talon = [C.card(x) for x in next(e for e in last if e.kind == "talon_shown").data["cards"]]
    return g, m, sc, last, talon


def card_rect(item) -> QRectF:
    return item.mapRectToScene(QRectF(0, 0, W, H))


def test_the_talon_lies_spread_as_soon_as_it_is_face_up(qtbot):
    g, m, sc, last, talon = won_talon()
    step = sc.geo.talon_up.step(3)  # the face-up talon's spread, card to card
    bunched = []

    def check(sc):
        # the faces showing in the middle that are to lie there (not those already on their way to the hand)
        rest_y = sc.geo.talon_up.slots(3)[0].y()
        up = [
            sc.cards[c]
            for c in talon
            if sc.cards[c].face_up and place_of(sc, sc.cards[c]) == "talon" and abs(sc.cards[c].home.y() - rest_y) < 1
        ]
        xs = sorted(it.pos().x() for it in up)
        if any(b - a < 0.9 * step for a, b in zip(xs, xs[1:])):
            bunched.append(xs)

    m.feed(last, view(g, 0))
    assert watch(sc, check)
    assert not bunched, f"faces bunched in the middle (spread {step:.0f}): {bunched[:3]}"


def test_the_talon_flies_into_the_hand_clear_of_the_bubble_and_the_hand_closes_up_evenly(qtbot):
    g, m, sc, last, talon = won_talon()
    over_bubble, uneven, flights = [], [], []

    def check(sc):
        hand = sc.geo.seats[0].hand
        rest_y = hand.slots(1)[0].y()
        flying = [c for c in talon if sc.cards[c].face_up and sc.cards[c].pos().y() < rest_y - 0.3 * H * hand.scale]
        if flying and any(place_of(sc, sc.cards[c]) != "talon" for c in flying):
            flights.append(1)
        # no card of the talon is ever drawn on the player's bubble (its box and its tail)
        bubble = sc.bubbles[0]
        if bubble.isVisible() and bubble.text:
            box = bubble.mapRectToScene(bubble._rect.adjusted(0, 0, 0, 14))
            for c in talon:
                if sc.cards[c].isVisible() and card_rect(sc.cards[c]).intersects(box):
                    over_bubble.append((C.name(c), bubble.text))
        # while the talon is on its way, the cards already in the hand stand evenly spaced: no gap opens
        if flying:
            xs = sorted(sc.cards[c].pos().x() for c in m.hand if c not in talon)
            gaps = [b - a for a, b in zip(xs, xs[1:])]
            if gaps and max(gaps) > 1.05 * min(gaps):
                uneven.append([round(x) for x in gaps])

    m.feed(last, view(g, 0))
    watch(sc, check)
    assert flights  # the flight was watched
    assert not over_bubble, over_bubble
    assert not uneven, f"gaps in the hand while the talon flies in: {uneven[:3]}"
    # at the end all ten lie evenly in the hand, sorted as the model orders them, the talon marked
    xs = [sc.cards[c].pos().x() for c in m.hand]
    assert xs == sorted(xs) and len(m.hand) == 10
    gaps = [b - a for a, b in zip(xs, xs[1:])]
    assert max(gaps) - min(gaps) < 0.5
    assert all(sc.cards[c].fresh_mark for c in talon)
    assert sc.bubbles[0].isVisible()  # the contract is said again once the cards have landed
