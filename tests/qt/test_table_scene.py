"""The card table scene fed engine events directly: what a player reads on the table."""

from helpers import run_queue_until

from engine import Event
from thousand_qt.game.models import TableModel
from thousand_qt.table.scene import TableScene

NAMES = ["Anna", "Boris", "Vera"]


def _scene(speed=1.0):
    m = TableModel(0, 3, NAMES)
    sc = TableScene(m)
    sc.speed = speed
    return m, sc


def _scored(declarer, contract, result):
    return Event(
        "deal_scored",
        None,
        {
            "declarer": declarer,
            "contract": contract,
            "result": result,
            "taken": [0, 0, 0],
            "delta": [0, contract, 0],
            "totals": [0, contract, 0],
        },
    )


def test_deal_banner_names_the_result_even_when_the_next_deal_follows_in_the_same_batch():
    m, sc = _scene()
    # the engine deals the next hand right after scoring: both arrive in one batch
    m.feed([_scored(1, 120, "made"), Event("dealt", None, {"dealer": 1, "seats": [0, 1, 2], "sitter": None})])
    sc.queue.finish_all()
    assert sc.banner.title == "Boris made 120"
    m.feed([_scored(2, 110, "failed"), Event("dealt", None, {"dealer": 2, "seats": [0, 1, 2], "sitter": None})])
    sc.queue.finish_all()
    assert sc.banner.title == "Vera failed 110"


def _deal(m):
    """A deal under way: seat 0 holds 9♠ K♠ and five more; the others hold seven unseen cards each."""
    m.feed(
        [
            Event("dealt", None, {"dealer": 2, "seats": [0, 1, 2], "sitter": None}),
            Event("hand", 0, {"cards": ["9S", "KS", "9C", "JC", "QC", "KC", "AC"]}, to=0),
        ]
    )


def test_the_card_that_takes_the_trick_lights_up_before_the_trick_is_swept_away():
    from PySide6.QtCore import QPauseAnimation

    from engine import cards as C

    m, sc = _scene()
    _deal(m)
    sc.queue.finish_all()
    m.feed(
        [
            Event("card_played", 1, {"card": "TS"}),
            Event("card_played", 2, {"card": "JS"}),
            Event("card_played", 0, {"card": "KS"}),
            Event("trick_taken", 1, {"points": 16, "cards": ["TS", "JS", "KS"]}),
        ]
    )
    ten = sc.cards[C.card("TS")]
    assert run_queue_until(sc, lambda: isinstance(sc.queue._running, QPauseAnimation))
    # the pause before the sweep: the ten (seat 1's card) is marked, the others are not
    assert ten.winner_mark
    assert not sc.cards[C.card("KS")].winner_mark and not sc.cards[C.card("JS")].winner_mark
    sc.queue.finish_all()
    assert not ten.winner_mark  # gone with the trick to seat 1's pile
    assert m.piles[1] and C.card("TS") in m.piles[1]


def test_a_marriage_is_shown_with_its_trump_while_the_table_pauses_on_it():
    from PySide6.QtCore import QPauseAnimation

    m, sc = _scene()
    _deal(m)
    sc.queue.finish_all()
    m.feed(
        [
            Event("card_played", 1, {"card": "KD"}),
            Event("marriage_announced", 1, {"suit": "D", "points": 80}),
            Event("trump_changed", 1, {"suit": "D"}),
        ]
    )
    assert run_queue_until(sc, lambda: isinstance(sc.queue._running, QPauseAnimation))
    info = sc.info.toPlainText()
    assert "Trump" in info and "No trump yet" not in info, info
    assert sc.bubbles[1].isVisible() and "Marriage" in sc.bubbles[1].text
    sc.queue.finish_all()


def test_a_marriage_without_a_trump_change_still_pauses_once():
    from PySide6.QtCore import QPauseAnimation

    m, sc = _scene()
    _deal(m)
    sc.queue.finish_all()
    m.feed([Event("card_played", 1, {"card": "AD"}), Event("marriage_announced", 1, {"suit": "A", "points": 200})])
    assert run_queue_until(sc, lambda: isinstance(sc.queue._running, QPauseAnimation))
    assert sc.bubbles[1].isVisible() and "Marriage" in sc.bubbles[1].text
    sc.queue.finish_all()
    assert not sc.queue.busy()


def test_dealer_chip_letter_is_in_the_players_language(qapp):
    from thousand_qt.words import i18n

    m, sc = _scene(0.0)
    _deal(m)  # seat 2 deals
    assert sc.badges[2].dealer_mark == "D"
    try:
        for lang, letter in (("ru", "С"), ("pl", "R"), ("uk", "З")):
            i18n.install_language(qapp, lang)
            sc.retranslate()  # what the main window does on a language switch
            assert sc.badges[2].dealer_mark == letter, lang
    finally:
        i18n.install_language(qapp, "en")


def test_banner_grows_to_hold_a_long_translated_title():
    from PySide6.QtGui import QFont, QFontMetricsF

    from thousand_qt.cardscene import Banner

    b = Banner()
    title = "Партия окончена — победитель: Компьютер 2, Компьютер 3"
    b.set_lines(title, ["Компьютер 1: 880"])
    bold = QFont(b.font)
    bold.setBold(True)
    assert b.boundingRect().width() - 4 >= QFontMetricsF(bold).horizontalAdvance(title)
    b.set_lines("Deal scored", ["Anna: +40  →  40"])
    usual = Banner().boundingRect().width()  # the banner's size before any text
    assert b.boundingRect().width() == usual  # short texts keep the usual size
    b.set_lines("Redeal", ["Anna: 0  →  40"])
    assert b.boundingRect().width() == usual


def _to_the_last_card_of_a_trick(seeds=range(1, 80)):
    """A real game (every seat passes when it may and otherwise takes its first legal action) up to
    seat 0 to play the third card of a trick while holding cards it may not play.
    Returns (game, the events so far, seat 0's play)."""
    from engine import Rules, apply, legal_actions, new_game, to_act
    from engine import cards as C

    for seed in seeds:
        g = new_game(Rules("russian"), 3, seed=seed, dealer=1, names=NAMES)
        events = list(g.opening_events)
        while not g.over and g.deal.phase != "done":
            seat = to_act(g)
            legal = legal_actions(g, seat)
            plays = [a for a in legal if a.kind == "play"]
            if seat == 0 and len(g.deal.trick) == 2 and 0 < len(plays) < len(C.cards_of(g.deal.hands[0])):
                return g, events, plays[0]
            passes = [a for a in legal if a.kind == "pass"]
            events += apply(g, passes[0] if passes else legal[0])
    raise AssertionError("no deal had seat 0 play the last card of a trick with a card it may not play")


def test_the_hand_and_the_turn_follow_the_trick_while_it_is_swept_away():
    """Seat 0 plays the last card of a trick: while the trick is swept away no card of its hand
    stays dimmed and no seat shows the turn (seat 0 has played, the taker is not known on the
    table yet); once the sweep ends the taker's seat shows the turn, and seat 0's hand is what
    the new view allows."""
    from PySide6.QtCore import QParallelAnimationGroup, QPauseAnimation

    from engine import apply, view

    g, history, action = _to_the_last_card_of_a_trick()
    m = TableModel(0, 3, NAMES)
    sc = TableScene(m)
    sc.speed = 1.0
    m.reset(view(g, 0), history)
    sc.queue.finish_all()
    assert sc.badges[0].active
    assert any(sc.cards[c].dimmed for c in m.hand)  # before: seat 0 must follow suit
    m.feed(apply(g, action), view(g, 0))
    winner = m.turn
    assert run_queue_until(sc, lambda: isinstance(sc.queue._running, QPauseAnimation))  # the taker's card lit
    assert run_queue_until(sc, lambda: isinstance(sc.queue._running, QParallelAnimationGroup))  # the sweep
    assert not m.trick and sc.queue.busy()
    assert not [c for c in m.hand if sc.cards[c].dimmed or sc.cards[c].interactive]
    assert not [s for s, b in enumerate(sc.badges) if b.active]
    sc.queue.finish_all()
    assert [s for s, b in enumerate(sc.badges) if b.active] == [winner]
    playable = m.playable()
    assert {c for c in m.hand if sc.cards[c].interactive} == playable
    assert {c for c in m.hand if sc.cards[c].dimmed} == (set(m.hand) - playable if playable else set())


def test_the_info_corner_says_you_play_for_the_player_named_you(english):
    # the made-up name "You" is a pronoun: "You plays 110" read wrong at the player's own contract
    m = TableModel(0, 3, ["You", "Boris", "Vera"])
    sc = TableScene(m)
    m.declarer, m.contract = 0, 110
    assert "You play 110" in sc.decor._info_html()
    m.declarer = 1
    assert "Boris plays 110" in sc.decor._info_html()
    _keep.append(sc)


_keep: list = []  # scenes kept for the session: a parentless scene collected mid-test crashed (test_pace)
