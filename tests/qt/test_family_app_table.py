"""The stock games' table as players lay it: the turned trump face up and crosswise, half under the stock
(docs/rules.md: it "lies under the stock, so it is the last card drawn"), its index out on the right, and
the stock's count readable beside it — on a 1366×768 screen and in the window at its smallest."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from engine import Event
from engine import cards as C
from thousand_qt.cardscene.card import H, W
from thousand_qt.game.models import TableModel
from thousand_qt.table.scene import TableScene

NAMES = ["Anna", "Boris"]


def scene(width, height):
    m = TableModel(0, 2, NAMES)
    sc = TableScene(m)
    sc.speed = 0.0
    sc.set_size(width, height)
    return m, sc


def deal(m, turned="9H", hand=("AS", "TS", "KC", "QC", "JD", "AH")):
    """002: six cards each, the thirteenth 'turned up for trump', the rest the stock (the turned card
    counted in it: twelve)."""
    m.feed(
        [
            Event("dealt", None, {"dealer": 1, "seats": [0, 1], "stock": 12}),
            Event("trump_changed", None, {"suit": C.SUITS.index(turned[-1]), "turned": turned}),
            Event("hand", 0, {"cards": list(hand)}, to=0),
        ]
    )


def face(item) -> QRectF:
    """Where the card's face shows on the table (its item rect has a margin for the focus frame)."""
    return item.mapRectToScene(QRectF(0, 0, W, H))


def index_corner(item) -> QRectF:
    """The card's top-left corner, where its rank and suit are printed."""
    return item.mapRectToScene(QRectF(0, 0, 0.24 * W, 0.26 * H))


def stock_items(sc):
    return [sc.cards[c] for c, (slot, _z, _f) in sc.layout().items() if slot and slot[0] == ("stock",)]


def area(r: QRectF) -> float:
    return max(0.0, r.width()) * max(0.0, r.height())


def check_turned_trump(sc, card) -> None:
    table = sc.sceneRect()
    turned = sc.cards[C.card(card)]
    stock = stock_items(sc)
    assert stock and turned.isVisible() and turned.face_up
    assert turned.rotation() == 90  # crosswise
    assert all(turned.zValue() < s.zValue() for s in stock)  # under the stock
    r = face(turned)
    assert r.width() > r.height()  # lying across, not along
    under = max(area(r.intersected(face(s))) for s in stock)
    assert 0.35 <= under / area(r) <= 0.6  # about half of it under the stock
    corner = index_corner(turned)
    assert table.contains(corner)
    assert not any(corner.intersects(face(s)) for s in stock)  # its rank and suit can be read
    label = sc.decor.stock_label
    assert label.isVisible() and label.toPlainText() == "Stock: 12"
    lr = label.sceneBoundingRect()
    assert table.contains(lr)
    covered = [C.name(c) for c, it in sc.cards.items() if it.isVisible() and lr.intersects(face(it))]
    assert covered == []  # the count lies on no card (the stock's, the trump's, a hand's)


# the table a 1366×768 laptop gives the window (the score sheet beside it), and a low one
@pytest.mark.parametrize("width,height", [(1012, 600), (1366, 640), (818, 300), (480, 300)])
def test_the_turned_trump_lies_crosswise_half_under_the_stock(qtbot, width, height):
    m, sc = scene(width, height)
    deal(m)
    sc.queue.finish_all()
    check_turned_trump(sc, "9H")


def test_in_the_smallest_window_too(qtbot, window):
    """The window at its least size (the score sheet folds away): the trump and the count still show."""
    from thousand_qt.game.controller import GameConfig

    window.scene.speed = window.controller.speed = 0.0
    window.start(
        GameConfig(seat=0, players=2, levels=["random"], seed=3, dealer=1, preset="sixty_six", game="sixty_six")
    )
    qtbot.waitUntil(lambda: window.controller.table.turned is not None and window.controller.table.stock == 12)
    window.resize(window.minimumSizeHint())
    qtbot.waitUntil(lambda: window.scene.width() <= window.minimumSizeHint().width())
    window.scene.queue.finish_all()
    check_turned_trump(window.scene, C.name(window.controller.table.turned))


def test_the_trump_drawn_last_is_taken_up_straight(qtbot):
    """002: the turned card is the last drawn; in the hand it stands upright as every card does."""
    m, sc = scene(1366, 768)
    deal(m)
    m.feed([Event("drew", 1, {"card": "9H", "stock": 0, "turned": True})])
    sc.queue.finish_all()
    assert sc.cards[C.card("9H")].rotation() == 0


def test_the_trump_nine_exchanged_lies_crosswise_in_its_place(qtbot):
    """002: the holder of the trump nine may exchange it for the turned-up trump."""
    m, sc = scene(1366, 768)
    deal(m, turned="AH", hand=("AS", "TS", "KC", "QC", "JD", "9H"))
    m.feed([Event("trump_exchanged", 0, {"card": "AH", "nine": "9H"})])
    sc.queue.finish_all()
    assert sc.cards[C.card("AH")].rotation() == 0  # in the hand now
    check_turned_trump(sc, "9H")


def test_closing_turns_the_trump_face_down_across_the_stock(qtbot):
    """002: closing is 'turning the trump card face down'; players lay it across the stock (kurnik.pl's
    66: 'odwrócenie karty wyznaczającej kolor atutowy i ułożenie jej w poprzek na stosie'), so a closed
    stock looks closed."""
    m, sc = scene(1366, 768)
    deal(m)
    m.feed([Event("stock_closed", 0, {"stock": 12})])
    sc.queue.finish_all()
    item = sc.cards[C.card("9H")]
    assert not item.face_up and item.rotation() == 90
    assert all(item.zValue() > s.zValue() for s in stock_items(sc) if s is not item)  # on top
    at, stock = face(item).center(), sc.geo.stock.centre
    assert (at.x(), at.y()) == pytest.approx((stock.x(), stock.y()), abs=2)


def test_an_animated_draw_turns_the_card_as_it_flies(qtbot):
    """With animation on, the trump is turned upright on its way to the hand (a rotation step)."""
    m, sc = scene(1366, 768)
    sc.speed = 1.0
    deal(m)
    sc.queue.finish_all()
    m.feed([Event("drew", 0, {"card": "9H", "stock": 0, "turned": True}, to=0)])
    qtbot.waitUntil(lambda: not sc.queue.busy(), timeout=5000)
    assert sc.cards[C.card("9H")].rotation() == 0


# ---------------------------------------------------------------- a hand of Sixty-Six: why it scores


def sixty_six_hands(level: str, seeds):
    """Each finished hand of engine games of Sixty-Six: (the deal as it ended, its deal_scored summary)."""
    from engine import Rules, apply, new_game, to_act, view
    from engine.ai import make_player

    for seed in seeds:
        g = new_game(Rules(game="sixty_six"), 2, seed=seed, names=NAMES)
        seats = [make_player(level, 2 * seed + s) for s in (0, 1)]
        while not g.over:
            d, seat = g.deal, to_act(g)
            for e in apply(g, seats[seat].choose(view(g, seat))):
                if e.kind == "deal_scored":
                    yield d, dict(e.data)


def expected_reason(d, s) -> str:
    """002's scoring: 'Game points: 1 for 66, 2 if the opponent has under 33 (schneider), 3 if the opponent
    took no trick (schwarz); failed closing gives the opponent 2 (3 if he had taken no trick when closed)';
    a claim of 66 without it gives the opponent the points as a failed closing does."""
    from engine.games.sixty_six import points

    if s["result"] == "closing_failed":
        return f"{NAMES[d.closed_by]} closed the stock and did not reach 66"
    if s["result"] == "wrong_out":
        return f"{NAMES[d.out_by]} announced 66 without having it"
    loser = 1 - s["winner"]
    if d.tricks_won[loser] == 0:
        return f"Schwarz: {NAMES[loser]} took no trick"
    if points(d, loser) < 33:
        return f"Schneider: {NAMES[loser]} took under 33"
    return ""


@pytest.mark.parametrize(
    "level,seeds,results",
    [
        ("easy", range(0, 6), {("out", 1), ("out", 2), ("out", 3)}),  # hands played to 66
        ("random", range(0, 3), {("closing_failed", 2), ("closing_failed", 3), ("wrong_out", 3)}),
    ],
)
def test_the_hands_banner_says_why_it_scores(qtbot, level, seeds, results):
    m, sc = scene(1366, 768)
    seen = set()
    for d, s in sixty_six_hands(level, seeds):
        lines = sc.decor.result_lines(s)
        reason = expected_reason(d, s)
        assert (reason in lines) if reason else not any(("Schneider" in x or "Schwarz" in x) for x in lines)
        assert f"Card points: Anna {s['taken'][0]} · Boris {s['taken'][1]}" in lines
        assert lines[-2:] == [f"{NAMES[i]}: {s['delta'][i]:+d}  →  {s['totals'][i]}" for i in (0, 1)]
        seen.add((s["result"], s["delta"][s["winner"]] - s["carried"]))
    assert results <= seen  # every kind of result was met and said


def test_a_point_carried_from_a_hand_nobody_won_is_said(qtbot):
    """002: 'a hand where neither announces 66 adds one point to the next hand's winner'."""
    m, sc = scene(1366, 768)
    nobody = {"result": "nobody", "winner": None, "taken": [60, 60], "delta": [0, 0], "totals": [3, 4], "carried": 0}
    assert sc.decor.result_title(nobody) == "Nobody reached 66: a point is carried"
    after = {"result": "out", "winner": 1, "taken": [40, 71], "delta": [0, 2], "totals": [3, 6], "carried": 1}
    lines = sc.decor.result_lines(after)
    assert "+1 carried from a hand nobody won" in lines
    assert not any("Schneider" in x or "Schwarz" in x for x in lines)  # 40 card points and a trick: a plain 1


# ---------------------------------------------------------------- the two-player 1000s: the talon shown


@pytest.mark.parametrize("game,size", [("auction_two", 2), ("russian_two", 3)])
@pytest.mark.parametrize("width,height", [(1012, 600), (818, 300)])
def test_the_talon_the_computer_shows_lies_face_up_in_its_place(qtbot, game, size, width, height):
    """001: 'The high bidder exposes one of the talons and takes it into his hand' (Russian: 'exposes one
    kitty'): while it is up for the player to read, its cards lie face up where that talon lay, each
    readable, and the other talon stays a face-down pile of its own cards beside it — not both talons
    half covered by one pair of faces laid in the middle."""
    from engine import Rules, apply, legal_actions, new_game, to_act, view

    m, sc = scene(width, height)
    shown = {}

    def seen(e):
        if e.kind == "talon_shown":
            shown.update(event=e, lay=sc.layout())

    m.eventApplied.connect(seen)
    g = new_game(Rules(game=game), 2, seed=4, dealer=0, names=NAMES)
    m.reset(view(g, 0))
    while not shown and to_act(g) is not None:
        s = to_act(g)
        legal = legal_actions(g, s)
        # the player passes at once; the computer across bids and exposes a talon
        a = next((x for x in legal if x.kind == "pass"), legal[0]) if s == 0 else legal[0]
        m.feed([e for e in apply(g, a) if e.visible_to(0)], view(g, 0))
    e, lay = shown["event"], shown["lay"]
    cards = [C.card(x) for x in e.data["cards"]]
    assert len(cards) == size
    table = sc.sceneRect()
    faces = []
    for c in cards:
        slot, _z, face_up = lay[c]
        assert face_up and slot[0] != ("talon_up",)
        pos, scale = sc.resolve(slot)
        faces.append(QRectF(pos.x() + W * (1 - scale) / 2, pos.y() + H * (1 - scale) / 2, W * scale, H * scale))
    backs = [c for c, (slot, _z, up) in lay.items() if slot and slot[0][0] == "talons" and not up]
    assert len(backs) == size  # the other talon: its own cards, face down; the shown one has no backs
    for f in faces:
        assert table.contains(f)
        for b in backs:
            pos, scale = sc.resolve(lay[b][0])
            back = QRectF(pos.x() + W * (1 - scale) / 2, pos.y() + H * (1 - scale) / 2, W * scale, H * scale)
            assert not f.intersects(back)
    for a, b in zip(faces, faces[1:]):  # each face's index corner shows beside the next card
        assert b.left() - a.left() >= 0.3 * a.width()


# ---------------------------------------------------------------- the three-player games of the family


def three_seat_scene(game, seed=4):
    from engine import Rules, new_game, view

    g = new_game(Rules(game=game), 3, seed=seed, dealer=1)
    m = TableModel(0, 3, ["Anna", "Boris", "Vera"])
    sc = TableScene(m)
    sc.speed = 0.0
    sc.set_size(1012, 600)
    m.feed([e for e in g.opening_events if e.visible_to(0)], view(g, 0))
    sc.queue.finish_all()
    return g, m, sc


def places(sc) -> dict:
    out: dict = {}
    for _c, (slot, _z, _f) in sc.layout().items():
        if slot is not None:
            out[slot[0]] = out.get(slot[0], 0) + 1
    return out


def test_russeln_has_no_talon_on_the_table(qtbot):
    """001, Russeln: 'Each of the three players receives 8 cards, and there is no talon.'"""
    _g, m, sc = three_seat_scene("russeln")
    assert m.talon_count == 0
    assert places(sc) == {("hand", 0): 8, ("hand", 1): 8, ("hand", 2): 8}


def test_1001s_talon_is_its_two_cards(qtbot):
    """001, 1001: 'six cards each and two to the talon' (20 cards without nines)."""
    _g, m, sc = three_seat_scene("tausendeins")
    assert m.talon_count == 2
    assert places(sc) == {("hand", 0): 6, ("hand", 1): 6, ("hand", 2): 6, ("talon_down",): 2}


def test_the_nines_come_back_after_a_game_of_1001(qtbot):
    """1001 is played without the nines, so they are not on its table; the next game on the same table
    (Russeln, 1000) is dealt all 24 cards and every one of them shows again."""
    from engine import Rules, new_game, view

    _g, m, sc = three_seat_scene("tausendeins")
    assert sum(it.isVisible() for it in sc.cards.values()) == 20
    g = new_game(Rules(game="russeln"), 3, seed=5, dealer=1)
    m.reset(view(g, 0))
    sc.queue.finish_all()
    assert all(it.isVisible() for it in sc.cards.values())
    assert all(sc.cards[c].isVisible() and sc.cards[c].face_up for c in m.hand) and len(m.hand) == 8


# ---------------------------------------------------------------- who said it


@pytest.mark.parametrize("players,across", [(2, 1), (4, 2)])
def test_the_bubble_of_the_player_across_points_up_at_him(qtbot, players, across):
    """Two seats (and the fourth of four) face the player across the table: his bid's bubble hangs under
    his hand with its tail up to him, not over the talons pointing away from everybody."""
    m = TableModel(0, players, ["Anna", "Boris", "Vera", "Gleb"][:players])
    sc = TableScene(m)
    sc.speed = 0.0
    sc.set_size(1012, 600)
    seats = list(range(players)) if players == 2 else [0, 1, 2]
    m.feed([Event("dealt", None, {"dealer": 0 if players == 2 else 3, "seats": seats, "sitter": None})])
    m.feed([Event("bid", across, {"bid": 110})])
    sc.queue.finish_all()
    bubble = sc.bubbles[across]
    assert bubble.isVisible() and bubble.tail == "up"
    top_hand = sc.geo.seat(across).hand
    hand_bottom = top_hand.centre.y() + top_hand.card_height / 2
    body = bubble.mapRectToScene(bubble._rect)
    assert hand_bottom <= body.top() - 8  # under his cards, the tail (14 px) reaching up to them
    assert body.top() - 14 <= hand_bottom + 10
    assert sc.sceneRect().contains(bubble.sceneBoundingRect())
    m.feed([Event("bid", 0 if players == 2 else 1, {"bid": 120})])
    sc.queue.finish_all()
    assert sc.bubbles[0 if players == 2 else 1].tail == "down"  # the others' bubbles are over their cards
