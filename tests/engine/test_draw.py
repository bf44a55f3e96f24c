"""Draw 1000 (Tysiąc dobierany; issue 30; seed 001, quoted as "001: ..."): each rule with a constructed
deal where it decides the points, then hypothesis invariants over random legal games."""

import copy
import dataclasses
import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import cards as C
from engine.actions import Action, IllegalAction
from engine.agreements import Rules
from engine.driver import play_game
from engine.game import apply, explain, legal_actions, new_game, to_act
from engine.games import draw as D
from engine.players import RandomPlayer
from engine.record import RecordError, dumps, loads, replay, summary, to_record
from engine.simulate import simulate
from engine.view import SeatView, view

RULES = Rules(game="draw")


def cards(text: str) -> list[int]:
    return [C.card(t) for t in text.split()]


def game(seat0: str, seat1: str, stock: str, dealer: int = 0, scores=None):
    """A hand of these cards: seat 1 (the dealer's opponent, dealer 0) leads first."""
    g = new_game(RULES, 2, seed=1, dealer=dealer, start={"scores": scores or [0, 0]}, auto_deal=False)
    D.start_deal(g, {0: cards(seat0), 1: cards(seat1)}, cards(stock))
    return g


def play(g, *names: str, announce=None) -> list:
    events = []
    for n in names:
        events += apply(g, Action(to_act(g), "play", C.card(n), announce=announce))
    return events


def test_the_deal():
    # 001: "Six cards are dealt to each player and the remaining twelve cards are placed face down in
    # the centre to form a drawing stock. There is no bidding. The dealer's opponent leads to the first trick."
    g = new_game(RULES, 2, seed=5, dealer=1)
    d = g.deal
    assert C.count(d.hands[0]) == C.count(d.hands[1]) == 6 and len(d.stock) == 12
    assert to_act(g) == 0 and all(a.kind == "play" for a in legal_actions(g))
    assert view(g, 0).stock == 12 and view(g, 0).trump is None


def test_five_cards_by_agreement():
    # 001: "Some play with only five cards dealt to each player." (draw_hand)
    rules = Rules(game="draw", agreements={"draw_hand": 5})
    g = new_game(rules, 2, seed=8, dealer=0)
    d = g.deal
    assert C.count(d.hands[0]) == C.count(d.hands[1]) == 5 and len(d.stock) == 14
    while d.stock:  # no duty while it lasts: the follower may play any card
        assert {a.value for a in legal_actions(g)} == set(C.cards_of(d.hands[to_act(g)]))
        apply(g, legal_actions(g)[-1])
    assert d.tricks_played == 7 and C.count(d.hands[0]) == 5  # seven tricks from the stock, five after
    play_game(g, [RandomPlayer(3), RandomPlayer(4)])
    assert g.over and replay(to_record(g)).scores == g.scores


# seat 1 leads; hearts and diamonds marriages in seat 1's hand after the draws
S0 = "9S JS 9C JC 9D JD"
S1 = "AS TS KH QH KD QD"
STOCK = "AC TC QS KS QC KC AD TD AH TH 9H JH"


def test_no_duty_while_the_stock_lasts_and_the_winner_draws_first():
    g = game(S0, S1, STOCK)
    play(g, "AS")
    # 001: "For the first six tricks there is no requirement to follow suit - any card may be played."
    assert {a.value for a in legal_actions(g, 0)} == set(cards(S0))
    events = play(g, "9C")
    # 001: "After each trick the trick winner draws the top cards of the stock and the other player
    # draws the next card, so that each player has six cards at the start of each trick."
    d = g.deal
    assert d.hands[1] >> C.card("AC") & 1 and d.hands[0] >> C.card("TC") & 1
    assert C.count(d.hands[0]) == C.count(d.hands[1]) == 6
    assert [e.seat for e in events if e.kind == "drew" and e.to == e.seat] == [1, 0]
    assert not any("card" in e.data for e in events if e.kind == "drew" and e.to != e.seat)


def test_marriages_make_and_change_trumps():
    g = game(S0, S1, STOCK)
    # reading: a marriage is announced by a player who has won a trick, so not on the first lead
    assert Action(1, "play", C.card("KH"), announce=False) not in legal_actions(g, 1)
    assert explain(g, Action(1, "play", C.card("KH"), announce=True)).id == "cannot_announce"
    play(g, "AS", "9S")
    # 001: "Trumps can be made and changed by announcing king-queen pairs as usual." (1000's values)
    events = play(g, "KH")
    assert [e.kind for e in events][:2] == ["marriage_announced", "trump_changed"]
    assert g.deal.trump == C.HEARTS and g.deal.marriages[1] == 100
    assert view(g, 0).extra["shown"] == [[], ["QH"]]
    play(g, "JS")
    events = play(g, "QD")
    assert g.deal.trump == C.DIAMONDS and g.deal.marriages[1] == 180
    play(g, "JD")  # seat 0 follows nothing: no duty yet, the queen wins
    assert view(g, 0).announced == [(1, "H", 100), (1, "D", 80)]


def test_a_marriage_led_quietly_announces_nothing():
    g = game(S0, S1, STOCK)
    play(g, "AS", "9S")
    play(g, "KH", announce=False)
    assert g.deal.trump is None and g.deal.marriages[1] == 0


def six_tricks(g):
    # seat 1 leads and takes every trick while the stock lasts
    play(g, "AS", "9S", "TS", "JS", "AC", "9C", "TC", "JC", "AD", "9D", "TD", "JD")


def test_after_the_stock_follow_suit_and_trump():
    g = game(S0, "AS TS AC TC AD TD", "KH QS QH KS QC KC KD QD AH TH 9H JH")
    play(g, "AS", "9S", "TS", "JS", "AC", "9C", "TC", "JC")  # seat 1 drew KH QH QC KD
    play(g, "KH", "9D")  # hearts 100, and trumps
    play(g, "AD", "JD")  # the last draws
    d = g.deal
    assert not d.stock and d.trump == C.HEARTS
    assert d.hands[0] == C.mask(cards("QS KS KC QD TH JH")) and d.hands[1] == C.mask(cards("TD QH QC KD AH 9H"))
    # 001: "After six tricks, when the stock is exhausted, the play continues, but now it is obligatory
    # to follow suit and to trump if unable to follow."
    play(g, "QC")
    assert {a.value for a in legal_actions(g, 0)} == {C.card("KC")}
    assert explain(g, Action(0, "play", C.card("TH"))).id == "must_follow_suit"
    play(g, "KC")
    play(g, "QS", announce=False)  # seat 0 holds KS too: led quietly, hearts stay trumps
    assert {a.value for a in legal_actions(g, 1)} == set(cards("QH AH 9H"))
    assert explain(g, Action(1, "play", C.card("TD"))).id == "must_trump"
    play(g, "9H")
    assert d.leader == 1 and d.tricks_won == {0: 1, 1: 7}


def play_out(g, choose=lambda legal: legal[0]):
    while g.deal.phase != "done":
        apply(g, choose(legal_actions(g)))


def test_twelve_tricks_and_the_hand_adds_tricks_and_marriages():
    # 001: "When all twelve tricks have been played the players add the points in the tricks they have
    # won, plus points for king-queen pairs declared, and add them to their cumulative scores."
    g = game(S0, S1, STOCK, scores=[200, 300])
    play(g, "AS", "9S", "KH", "JS")
    play_out(g)
    d = g.deal
    assert d.tricks_played == 12 and d.card_points[0] + d.card_points[1] == 120
    assert d.marriages[1] >= 100
    assert g.scores == [200 + d.card_points[0] + d.marriages[0], 300 + d.card_points[1] + d.marriages[1]]
    assert d.summary["delta"] == [g.scores[0] - 200, g.scores[1] - 300]


def _hand_points(seed):
    g = new_game(RULES, 2, seed=seed, dealer=0, auto_deal=False)
    D.start_deal(g)
    play_out(g)
    return g.deal.summary["delta"]


def _hand_from(seed, scores):
    g = new_game(RULES, 2, seed=seed, dealer=0, start={"scores": scores}, auto_deal=False)
    D.start_deal(g)
    play_out(g)
    return g


def test_the_first_to_1000_wins_the_higher_if_both_another_hand_if_equal():
    # 001: "The first player to achieve a score of 1000 points or more at the end of a hand is the
    # winner. If both reach 1000 or more points in the same hand, the player with the higher score
    # wins; if the scores are equal another hand is played."
    a, b = _hand_points(7)  # the same deal and play from these scores
    g = _hand_from(7, [1000 - a, 0])
    assert g.over and g.winners == [0] and g.scores[0] == 1000
    g = _hand_from(7, [1000 - a, 1000 - b + 20])
    assert g.over and g.winners == [1]
    g = _hand_from(7, [1000 - a + 5, 1000 - b])
    assert g.over and g.winners == [0]
    g = _hand_from(7, [1000 - a + 30, 1000 - b + 30])
    assert g.scores == [1030, 1030] and not g.over and D.continue_game(g)
    assert g.deal.phase == "play" and g.deal.dealer == 1  # another hand, the deal alternates


def test_the_view_hides_the_stock_and_the_other_hand():
    g = game(S0, S1, STOCK)
    v = view(g, 0)
    text = json.dumps(v.to_dict())
    for name in S1.split() + STOCK.split():
        assert f'"{name}"' not in text, name
    assert v.hand == C.mask(cards(S0)) and v.hand_counts == {0: 6, 1: 6} and v.stock == 12


@pytest.mark.parametrize("value", [-1, 24, 99, "AH", None, (1, 2)])
@pytest.mark.parametrize("flag", [None, True, False])
def test_a_malformed_play_is_refused_not_crashed(value, flag):
    # errors are for people: a peer's nonsense card is a refusal
    g = new_game(RULES, 2, seed=3, dealer=0)
    a = Action(1, "play", value, announce=flag)
    assert explain(g, a).id == "not_held"
    with pytest.raises(IllegalAction):
        apply(g, a)


def test_views_cross_the_wire_unchanged():
    # the LAN sends view.to_dict(); SeatView.from_dict must read back every field a seat sees
    rnd = random.Random(1)
    g = new_game(RULES, 2, seed=2)
    while not g.over:
        for s in (0, 1):
            v = view(g, s)
            w = SeatView.from_dict(json.loads(json.dumps(v.to_dict())))
            assert [
                f.name for f in dataclasses.fields(v) if f.name != "rules" and getattr(v, f.name) != getattr(w, f.name)
            ] == []
        apply(g, rnd.choice(legal_actions(g)))


def test_a_record_replays_to_the_same_game():
    g = new_game(RULES, 2, seed=9, dealer=1)
    play_game(g, [RandomPlayer(1), RandomPlayer(2)])
    rec = to_record(g)
    assert rec["rules"]["game"] == "draw" and len(rec["deals"][0]["stock"]) == 12
    again = replay(loads(dumps(g)))
    assert again.scores == g.scores and again.winners == g.winners and summary(again) == summary(g)
    bad = copy.deepcopy(rec)
    bad["deals"][0]["stock"] = bad["deals"][0]["stock"][:11]
    with pytest.raises(RecordError, match="the stock must hold 12 cards"):
        replay(bad)
    bad = copy.deepcopy(rec)
    bad["deals"][1]["dealer"] = rec["deals"][0]["dealer"]
    with pytest.raises(RecordError, match="deal 1: the dealer must be seat"):
        replay(bad)


def test_random_games_finish():
    out = simulate(20, seed=4, game="draw")
    assert out["unfinished_games"] == 0 and sum(out["wins"]) == 20


# -- hypothesis


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**9))
def test_random_legal_games_keep_the_invariants(seed):
    # explain against legal_actions: tests/engine/test_conformance.py, for every game
    rnd = random.Random(seed)
    g = new_game(RULES, 2, seed=seed, dealer=seed % 2)
    steps = 0
    while not g.over and steps < 3000:
        steps += 1
        d = g.deal
        held = d.hands[0] | d.hands[1]
        assert d.hands[0] & d.hands[1] == 0 and held | C.mask(d.stock) | d.played == C.ALL
        assert C.count(held) + len(d.stock) + C.count(d.played) == 24
        assert all(d.shown[s] & ~d.hands[s] == 0 for s in (0, 1))  # only cards still held are shown
        legal = legal_actions(g)
        assert legal and all(a.seat == to_act(g) for a in legal)
        before = list(g.scores)
        apply(g, rnd.choice(legal))
        if d.phase == "done":
            # every card point is taken: the hand adds 120 and the marriages announced
            assert d.tricks_played == 12
            assert sum(g.scores) - sum(before) == 120 + sum(v for _, _, v in d.announced)
    assert g.over and D.game_winner(g.scores) == g.winner
