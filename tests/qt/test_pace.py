"""The table's pace: a computer's talon stays up to be read, the player's talon flies straight into
his hand, a deal's result waits for the player's click, a taken trick's pause is the player's choice.
The scene is fed the engine's events directly (as test_table_scene does)."""

import pytest
from helpers import run_queue_until
from PySide6.QtCore import QPauseAnimation

from engine import Event
from engine import cards as C
from thousand_qt.game.models import TableModel
from thousand_qt.table.scene import TableScene

NAMES = ["Anna", "Boris", "Vera"]
TALON = ["9H", "KD", "JD"]


SCENES = []


@pytest.fixture(autouse=True)
def settle_scenes():
    """A scene is left with nothing running and is never collected: a parentless scene that Python
    collects during a later test's event loop took the process down (a posted event to it)."""
    yield
    for sc in SCENES:  # kept for the session: not collected in the middle of another test
        sc.release()
        sc.queue.finish_all()


def _scene():
    m = TableModel(0, 3, NAMES)
    sc = TableScene(m)
    sc.speed = 1.0
    sc.set_size(1100, 650)
    SCENES.append(sc)
    return m, sc


def _deal(m, sc):
    m.feed(
        [
            Event("dealt", None, {"dealer": 2, "seats": [0, 1, 2], "sitter": None}),
            Event("hand", 0, {"cards": ["9S", "KS", "9C", "JC", "QC", "KC", "AC"]}, to=0),
        ]
    )
    sc.queue.finish_all()


def _computer_wins_the_talon(m):
    m.feed(
        [
            Event("contract_won", 1, {"bid": 110}),
            Event("talon_shown", 1, {"cards": TALON}),
            Event("talon_taken", 1, {"count": 3}),
        ]
    )


def test_a_computers_talon_stays_face_up_for_the_time_the_player_chose():
    m, sc = _scene()
    _deal(m, sc)
    sc.talon_ms = 2500
    _computer_wins_the_talon(m)
    talon = [sc.cards[C.card(x)] for x in TALON]
    held = []
    sc.talonHeld.connect(held.append)
    # (the first pause is the auction's last word, read before the contract is won: issue 37)
    assert run_queue_until(sc, lambda: isinstance(sc.queue._running, QPauseAnimation) and held)
    assert held == [1]  # the window's bar says "Boris takes the talon." meanwhile
    # while the pause runs the three cards are face up in the middle, for 2.5 s (it was a 0.3 s move)
    assert sc.queue._running.duration() == 2500
    assert all(item.face_up for item in talon)
    assert m.shown_talon == (1, [C.card(x) for x in TALON], 1)
    sc.queue.finish_all()
    assert not any(item.face_up for item in talon)  # in Boris's hand now


def test_until_a_click_the_talon_waits_for_the_player():
    m, sc = _scene()
    _deal(m, sc)
    sc.talon_ms = -1
    waited = []
    sc.waitStarted.connect(waited.append)
    _computer_wins_the_talon(m)
    assert run_queue_until(sc, sc.waiting)
    assert waited == ["talon"]
    assert all(sc.cards[C.card(x)].face_up for x in TALON)
    assert sc.queue.busy()
    assert sc.release()
    sc.queue.finish_all()
    assert not sc.waiting() and not sc.queue.busy()


def test_the_players_talon_flies_from_the_middle_to_his_hand_never_by_the_dealers_pile():
    m, sc = _scene()
    _deal(m, sc)
    talon = [C.card(x) for x in TALON]
    where_seen = {c: [] for c in talon}

    def note():
        for c in talon:
            where_seen[c].append(sc.cards[c].pos())

    sc.queue.idle.connect(note)
    m.feed([Event("contract_won", 0, {"bid": 100}), Event("talon_shown", 0, {"cards": TALON})])
    sc.queue.finish_all()
    note()
    # the events apart, as a LAN host may send them: the talon taken, then (later) its cards in the hand
    m.feed([Event("talon_taken", 0, {"count": 3})])
    sc.queue.finish_all()
    note()
    m.feed([Event("talon_cards", 0, {"cards": TALON}, to=0)])
    sc.queue.finish_all()
    note()
    pile = sc.geo.seat(sc.where(2)).taken  # the dealer's pile, where the pack lies before a deal
    pile_tops = {(round(p.x()), round(p.y())) for p in pile.slots(24)}
    for c in talon:
        seen = {(round(p.x()), round(p.y())) for p in where_seen[c]}
        assert not seen & pile_tops, f"{C.name(c)} passed by the dealer's pile"
        assert sc.cards[c].face_up and c in m.hand


def test_a_deals_result_stays_until_the_player_clicks():
    m, sc = _scene()
    _deal(m, sc)
    sc.deal_click = True
    m.feed(
        [
            Event(
                "deal_scored",
                None,
                {
                    "declarer": 1,
                    "contract": 120,
                    "result": "made",
                    "taken": [0, 0, 0],
                    "delta": [0, 120, 0],
                    "totals": [0, 120, 0],
                },
            ),
            Event("dealt", None, {"dealer": 0, "seats": [0, 1, 2], "sitter": None}),
        ]
    )
    assert run_queue_until(sc, sc.waiting)
    assert sc.banner.isVisible() and sc.banner.title == "Boris made 120"
    assert sc.banner.footer  # it says how to go on
    assert sc.queue.busy()  # the next deal waits
    sc.release()
    sc.queue.finish_all()
    assert not sc.banner.isVisible() and not sc.queue.busy()


def test_the_pause_after_a_trick_is_the_players_choice():
    m, sc = _scene()
    _deal(m, sc)
    sc.trick_ms = 1500
    m.feed(
        [
            Event("card_played", 1, {"card": "TS"}),
            Event("card_played", 2, {"card": "JS"}),
            Event("card_played", 0, {"card": "KS"}),
            Event("trick_taken", 1, {"points": 16}),
        ]
    )
    assert run_queue_until(sc, lambda: isinstance(sc.queue._running, QPauseAnimation))
    assert sc.queue._running.duration() == 1500
    assert sc.cards[C.card("TS")].winner_mark
