"""The two-seat table (Sixty-Six, Draw 1000, the two-player 1000s): the opponent across, the player at
the bottom, the stock as a face-down pile with its count and the turned trump beside it, two talons
side by side; fed the engine's events and views as a table is, at 1366×768 and 1024×640. No card leaves
the table or covers a name plate (tests/qt/screen_run.py's checks, for two seats)."""

import pytest

from engine import Event, Rules
from engine import cards as C
from engine.view import SeatView
from thousand_qt.game.models import TableModel
from thousand_qt.table.layout import TableLayout, positions
from thousand_qt.table.scene import TableScene

NAMES = ["Anna", "Boris"]
SIZES = [(1366, 768), (1024, 640)]


def two_seat_scene(width, height):
    m = TableModel(0, 2, NAMES)
    sc = TableScene(m)
    sc.speed = 0.0
    sc.set_size(width, height)
    return m, sc


def fit_problems(sc) -> list[str]:
    """screen_run.py's table checks: every shown card inside the table and off every name plate."""
    table = sc.sceneRect()
    plates = [b.sceneBoundingRect() for b in sc.badges if b.isVisible()]
    out = []
    for c, item in sc.cards.items():
        if not item.isVisible():
            continue
        r = item.sceneBoundingRect().adjusted(6, 6, -6, -6)
        if not table.contains(r):
            out.append(f"card {C.name(c)} at {r.getRect()} leaves the table")
        out += [f"card {C.name(c)} covers plate {i}" for i, p in enumerate(plates) if r.intersects(p)]
    if sc.decor.stock_label.isVisible() and not table.contains(sc.decor.stock_label.sceneBoundingRect()):
        out.append("the stock's count leaves the table")
    return out


def sixty_six_deal(m):
    """002 (Sixty-Six): six cards each, 'the next card is turned face up' for trump and the rest of the
    pack is the stock: twelve cards, the turned one among them (drawn last)."""
    m.feed(
        [
            Event("dealt", None, {"dealer": 1, "seats": [0, 1], "stock": 12}),
            Event("trump_changed", None, {"suit": C.SUITS.index("H"), "turned": "9H"}),
            Event("hand", 0, {"cards": ["AS", "TS", "KC", "QC", "JD", "AH"]}, to=0),
        ]
    )


def test_positions_of_two_are_the_player_and_the_one_across():
    assert positions(2) == ["bottom", "top"]
    geo = TableLayout(1366, 768, 2)
    assert [seat.side for seat in geo.seats] == ["bottom", "top"]  # a place of every kind for each of the two
    assert geo.seats[1].hand.centre.y() < geo.centre.y() < geo.seats[0].hand.centre.y()


@pytest.mark.parametrize("width,height", SIZES)
def test_a_sixty_six_deal_lies_on_the_table(qtbot, width, height):
    m, sc = two_seat_scene(width, height)
    sixty_six_deal(m)
    sc.queue.finish_all()
    assert fit_problems(sc) == []
    # the turned trump face up beside the stock, eleven backs on the stock
    turned = sc.cards[C.card("9H")]
    assert turned.isVisible() and turned.face_up
    stock = [c for c, (slot, _, _) in sc.layout().items() if slot and slot[0] == ("stock",)]
    assert len(stock) == 11
    assert all(not sc.cards[c].face_up for c in stock)
    assert turned.pos().x() > sc.cards[stock[0]].pos().x()
    assert sc.decor.stock_label.toPlainText() == "Stock: 12"
    # the opponent's six backs across the table, at the top
    top = [c for c, (slot, _, _) in sc.layout().items() if slot and slot[0] == ("hand", 1)]
    assert len(top) == 6 and all(sc.cards[c].pos().y() < sc.geo.centre.y() for c in top)


@pytest.mark.parametrize("width,height", SIZES)
def test_draws_go_from_the_stock_to_the_hands_the_opponents_hidden(qtbot, width, height):
    """002: 'each player draws a card from the stock, the winner of the trick first'."""
    m, sc = two_seat_scene(width, height)
    sixty_six_deal(m)
    m.feed(
        [
            Event("card_played", 1, {"card": "QS"}),
            Event("card_played", 0, {"card": "AS"}),
            Event("trick_taken", 0, {"cards": ["QS", "AS"], "points": 14}),
            Event("drew", 0, {"card": "KH", "stock": 11}, to=0),
            Event("drew", 1, {"stock": 10}),
        ]
    )
    sc.queue.finish_all()
    assert fit_problems(sc) == []
    assert C.card("KH") in m.hand and len(m.hand) == 6
    assert sc.cards[C.card("KH")].face_up
    top = [c for c, (slot, _, _) in sc.layout().items() if slot and slot[0] == ("hand", 1)]
    assert len(top) == 6 and not any(sc.cards[c].face_up for c in top)
    assert sc.decor.stock_label.toPlainText() == "Stock: 10"


def test_the_turned_trump_drawn_last_is_known_in_the_opponents_hand(qtbot):
    m, sc = two_seat_scene(1366, 768)
    sixty_six_deal(m)
    m.feed([Event("drew", 1, {"card": "9H", "stock": 0, "turned": True})])
    sc.queue.finish_all()
    assert m.turned is None and m.stock == 0 and C.card("9H") in m.known_in[1]
    assert not sc.decor.stock_label.isVisible()


def test_a_closed_stock_shows_the_trump_face_down_on_it(qtbot):
    """002: closing — 'turning the trump card face down' on the stock; no more drawing."""
    m, sc = two_seat_scene(1366, 768)
    sixty_six_deal(m)
    m.feed([Event("stock_closed", 0, {"stock": 12})])
    sc.queue.finish_all()
    slot, _, face = sc.layout()[C.card("9H")]
    assert slot[0] == ("closed",) and face is False and not sc.cards[C.card("9H")].face_up  # across the stock
    assert sc.decor.stock_label.toPlainText() == "Closed"
    assert fit_problems(sc) == []


def test_exchanging_the_trump_nine_puts_it_beside_the_stock(qtbot):
    m, sc = two_seat_scene(1366, 768)
    m.feed(
        [
            Event("dealt", None, {"dealer": 1, "seats": [0, 1], "stock": 12}),
            Event("trump_changed", None, {"suit": C.SUITS.index("H"), "turned": "AH"}),
            Event("hand", 0, {"cards": ["AS", "TS", "KC", "QC", "JD", "9H"]}, to=0),
            Event("trump_exchanged", 0, {"card": "AH", "nine": "9H"}),
        ]
    )
    sc.queue.finish_all()
    assert C.card("AH") in m.hand and C.card("9H") not in m.hand and m.turned == C.card("9H")
    assert sc.layout()[C.card("9H")][0][0] == ("turned",)


def two_talon_view(seat_hand: list[str]) -> SeatView:
    """Auction 1000 for two (001: 'ten cards each, and there are two face-down talons of two cards')."""
    return SeatView(
        seat=0,
        players=2,
        rules=Rules(game="auction_two"),
        dealer=1,
        seats=[0, 1],
        phase="auction",
        turn=0,
        hand=C.mask([C.card(x) for x in seat_hand]),
        hand_counts={0: 10, 1: 10},
        talon=None,
        talon_seen_by_all=False,
        bid=0,
        high=None,
        passed=[],
        blind_seats=[],
        declarer=None,
        contract=None,
        given_to_me=None,
        talons=[None, None],
    )


@pytest.mark.parametrize("width,height", SIZES)
def test_two_talons_lie_side_by_side_face_down(qtbot, width, height):
    m, sc = two_seat_scene(width, height)
    hand = ["9S", "JS", "QS", "KS", "TS", "AS", "9H", "JH", "QH", "KH"]
    dealt = [
        Event("dealt", None, {"dealer": 1, "seats": [0, 1], "sitter": None}),
        Event("hand", 0, {"cards": hand}, to=0),
    ]
    m.feed(dealt, two_talon_view(hand))
    sc.queue.finish_all()
    assert m.talons == [2, 2]  # 24 cards: ten and ten in the hands, two and two in the talons
    lay = sc.layout()
    talons = [[c for c, (slot, _, _) in lay.items() if slot and slot[0] == ("talons", t)] for t in (0, 1)]
    assert [len(t) for t in talons] == [2, 2]
    assert max(sc.cards[c].pos().x() for c in talons[0]) < min(sc.cards[c].pos().x() for c in talons[1])
    assert fit_problems(sc) == []


def test_a_shown_marriage_and_a_claim_of_66_are_said_over_the_seat(qtbot):
    """002: a marriage may be shown (its king and queen stay in hand) and a player who thinks he has
    66 says so; the bubble tells whether his cards bore the claim out (the engine's 'holds')."""
    m, sc = two_seat_scene(1366, 768)
    sixty_six_deal(m)
    said = []  # each event's bubbles as its animation step shows them
    m.eventApplied.connect(lambda e: said.append(sc.decor.state(e)["bubbles"]))
    m.feed([Event("marriage_shown", 1, {"suit": "C", "points": 20, "counted": True})])
    assert said[-1][1][0] == "Marriage ♣ +20"
    assert {C.card("KC"), C.card("QC")} <= m.known_in[1]
    m.feed([Event("out", 1, {"points": 71, "holds": True})])
    assert said[-1][1][0] == "66!"
    m.feed([Event("out", 0, {"points": 52, "holds": False})])
    assert said[-1][0][0] == "66? Not enough"
    sc.queue.finish_all()


@pytest.mark.parametrize("game,laid", [("auction_two", 2), ("russian_two", 1)])
def test_the_declarers_laid_away_cards_lie_face_down_where_his_talon_lay(qtbot, game, laid):
    """001: the high bidder takes one of the two talons and lays cards away (Auction 1000 for two: two;
    Russian: one, and gives one); they count for neither, so they lie face down where the talon lay, the
    other talon still face down beside it. Fed the engine's own events and views, as a table is."""
    from engine.game import apply, legal_actions, new_game, playable_games, to_act
    from engine.view import view

    if game not in playable_games():
        pytest.skip(f"the engine does not play {game} yet")
    for seed in range(1, 40):
        g = new_game(Rules(game=game), 2, seed=seed, dealer=1)
        m, sc = two_seat_scene(1366, 768)
        m.feed([e for e in g.opening_events if e.visible_to(0)] if hasattr(g, "opening_events") else [], view(g, 0))
        while to_act(g) is not None and m.laid_away == 0:
            s = to_act(g)
            legal = legal_actions(g, s)
            # seat 0 bids on and takes a talon; the other passes at once
            a = (
                next((x for x in legal if x.kind == "bid"), legal[0])
                if s == 0
                else next((x for x in legal if x.kind == "pass"), legal[0])
            )
            if s == 0:
                m.note_own_action(a)
            m.feed([e for e in apply(g, a) if e.visible_to(0)], view(g, 0))
        if m.laid_away:
            break
    sc.queue.finish_all()
    assert m.laid_away == laid and sorted(t if isinstance(t, int) else -1 for t in m.talons) == sorted(
        [laid, 24 - 20 - laid]  # both hands hold ten now; the rest is the other talon
    )
    lay = sc.layout()
    assert all(slot is not None for slot, _, _ in lay.values())  # every card has its place
    face_up = {c for c, (_, _, up) in lay.items() if up}
    assert face_up == set(m.hand)  # the cards laid away and the other talon are backs
    assert fit_problems(sc) == []


@pytest.mark.parametrize("declarer", [0, 1])
def test_1001s_laid_away_cards_lie_on_the_declarers_pile(qtbot, declarer):
    """1001 (001: the declarer takes the talon and discards two cards): the two lie face down on his
    pile of taken tricks, whoever he is; no card is left without a place on the table."""
    from engine.game import apply, legal_actions, new_game, playable_games, to_act
    from engine.view import view

    if "tausendeins" not in playable_games():
        pytest.skip("the engine does not play 1001 yet")
    for seed in range(1, 60):
        g = new_game(Rules(game="tausendeins"), 3, seed=seed, dealer=2)
        m = TableModel(0, 3, ["Anna", "Boris", "Vera"])
        sc = TableScene(m)
        sc.speed = 0.0
        sc.set_size(1366, 768)
        m.feed([e for e in getattr(g, "opening_events", []) if e.visible_to(0)], view(g, 0))
        while to_act(g) is not None and m.laid_away == 0:
            s = to_act(g)
            legal = legal_actions(g, s)
            want = "bid" if s == declarer else "pass"
            a = next((x for x in legal if x.kind == want), legal[0])
            if s == 0:
                m.note_own_action(a)
            m.feed([e for e in apply(g, a) if e.visible_to(0)], view(g, 0))
        if m.laid_away and m.laid_by == declarer:
            break
    sc.queue.finish_all()
    assert (m.laid_by, m.laid_away) == (declarer, 2)
    lay = sc.layout()
    # 001: 1001 'is played with a 20-card pack without nines': the nines never show; every other card has its place
    nines = {C.card(f"9{s}") for s in "SCDH"}
    assert {c for c, (slot, _, _) in lay.items() if slot is None} == nines
    assert not any(sc.cards[c].isVisible() for c in nines)
    where = sc.where(declarer)  # the declarer's own pile of taken tricks
    on_pile = [c for c, (slot, _, up) in lay.items() if slot and slot[0] == ("taken", where) and not up]
    assert len(on_pile) == 2
    assert fit_problems(sc) == []
