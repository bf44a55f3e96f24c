"""Russeln, from 001's "Russeln" section and issue 30's rules for the rest of the game (the seed's
text stops after the bidding), played by engine/games/tausendeins.py."""

from engine import cards as C
from engine.actions import Action
from engine.agreements import Rules
from engine.game import explain, legal_actions, new_game, to_act
from engine.games import tausendeins as T
from tests.engine.test_tausendeins import act, deal, play

# dealer 0: seat 1 bids first, then 2, then 0. Seat 1 holds every heart (the 100 marriage).
HANDS = ["AD TD KD QD JD 9D KS JS", "KH QH AH TH 9H JH 9S TS", "AC TC KC QC JC 9C AS QS"]
PLAY = [
    *("+KH", "9C", "9D"),  # the hearts marriage: 100, hearts are trumps
    *("9S", "QS", "KS"),  # seat 2 must beat the nine, seat 0 the queen: seat 0 takes 7
    *("AD", "9H", "JC"),  # seat 1 is void in diamonds and must trump
    *("AH", "AC", "JD"),
    *("TH", "TC", "QD"),
    *("QH", "KC", "KD"),
    *("JH", "QC", "TD"),
    *("TS", "AS", "JS"),  # seat 2 must beat the ten with the ace: 23
]


def _legal(g, seat):
    return {C.name(a.value) for a in legal_actions(g, seat) if a.kind == "play"}


def _auction(g, bid):
    act(g, {"seat": 1, "bid": 10}, {"seat": 2, "bid": 20}, {"seat": 0, "pass": True})
    act(g, {"seat": 1, "bid": bid}, {"seat": 2, "pass": True})


def test_24_cards_eight_each_and_no_talon():
    # 001: "It is played with 24 cards ... Each of the three players receives 8 cards, and there is no talon."
    g = new_game(Rules(game="russeln"), 3, seed=4)
    d = g.deal
    assert [C.count(d.hands[s]) for s in range(3)] == [8, 8, 8] and d.talon == 0
    assert d.hands[0] | d.hands[1] | d.hands[2] == C.ALL


def test_bidding_from_the_dealers_left_in_tens_with_no_minimum_each_higher():
    # 001: "Bidding begins at dealer's left and is in multiples of 10 with no minimum. Each bid must be
    # higher than the last." (the lowest bid is one step, 10)
    g = deal("russeln", HANDS)
    assert to_act(g) == 1
    assert [a.value for a in legal_actions(g, 1) if a.kind == "bid"][:2] == [10, 20]
    act(g, {"seat": 1, "bid": 30})
    assert explain(g, Action(2, "bid", 30)).id == "bid_too_low"
    assert explain(g, Action(2, "bid", 45)).id == "bid_step"
    assert explain(g, Action(2, "bid", 40)) is None


def test_the_high_bidder_leads_at_once():
    # issue 30: "the high bidder leads" (no talon, no exchange)
    g = deal("russeln", HANDS)
    act(g, {"seat": 1, "bid": 10}, {"seat": 2, "pass": True})
    act(g, {"seat": 0, "bid": 20}, {"seat": 1, "pass": True})
    assert g.deal.declarer == 0 and g.deal.phase.value == "play" and to_act(g) == 0


def test_follow_suit_and_beat_the_highest_card_so_far_if_possible():
    # issue 30: "follow suit and beat the highest card so far if possible"
    g = deal("russeln", HANDS)
    _auction(g, 150)
    play(g, "+KH", "9C", "9D", "9S")
    assert _legal(g, 2) == {"AS", "QS"}  # both beat the nine
    play(g, "QS")
    assert _legal(g, 0) == {"KS"}  # only the king beats the queen
    assert explain(g, Action(0, "play", C.card("JS"))).id == "must_beat"
    play(g, "KS")
    assert g.deal.last_trick and to_act(g) == 0  # seat 0 won it and leads


def test_a_follower_who_cannot_beat_may_play_any_card_of_the_suit():
    g = deal("russeln", HANDS)
    _auction(g, 150)
    play(g, *PLAY[:21], "TS")  # seat 1 leads the ten of spades; seat 2 holds the ace
    assert _legal(g, 2) == {"AS"}
    play(g, "AS")
    assert _legal(g, 0) == {"JS"}  # the jack cannot beat the ace, and must follow


def test_void_a_player_must_trump_and_beat_a_trump_already_played():
    # issue 30's "beat the highest card so far if possible", read for a void player as Austrian tables
    # play it: trump, and over-trump a trump in the trick (docs/rules.md)
    g = deal("russeln", HANDS)
    _auction(g, 150)
    play(g, *PLAY[:6], "AD")
    assert _legal(g, 1) == {"QH", "AH", "TH", "9H", "JH"}  # void in diamonds: a trump
    assert explain(g, Action(1, "play", C.card("TS"))).id == "must_trump"
    # behind a trump, a void seat must beat it if it can, else still trump: a built position (seat 0
    # led the diamond ace, seat 1 trumped with the jack of hearts; seat 2 is void in diamonds)
    d = g.deal
    d.trick, d.turn, d.trump = [(0, C.card("AD")), (1, C.card("JH"))], 2, C.HEARTS
    d.hands[2] = C.mask([C.card("9H"), C.card("TH"), C.card("9C")])
    assert _legal(g, 2) == {"TH"} and explain(g, Action(2, "play", C.card("9H"))).id == "must_beat"
    d.hands[2] = C.mask([C.card("9H"), C.card("9C")])
    assert _legal(g, 2) == {"9H"} and explain(g, Action(2, "play", C.card("9C"))).id == "must_trump"


def test_a_table_may_let_a_void_player_play_any_card():
    # russeln_void_trumps off: void, any card, as 1001's "if unable may play any card"
    g = deal("russeln", HANDS, russeln_void_trumps=False)
    _auction(g, 150)
    play(g, *PLAY[:6], "AD")
    assert _legal(g, 1) == {"QH", "AH", "TH", "9H", "JH", "TS"}
    play(g, "TS", "JC")
    assert g.deal.last_trick[0] == (0, C.card("AD")) and to_act(g) == 0  # the ace holds the trick


def test_a_marriage_declared_before_leading_scores_and_makes_trumps():
    # issue 30: "a marriage declared before leading scores and makes trumps"; 001: "the marriages are
    # worth 100 for hearts, 80 for diamonds, 60 for spades and 40 for clubs"
    g = deal("russeln", HANDS)
    _auction(g, 150)
    events = act(g, {"seat": 1, "play": "KH"})
    assert g.deal.announced == [(1, "H", 100)] and g.deal.trump == C.HEARTS
    assert [e.kind for e in events][-2:] == ["marriage_announced", "trump_changed"]
    assert T.VARIANTS["russeln"].marriages == {C.HEARTS: 100, C.DIAMONDS: 80, C.SPADES: 60, C.CLUBS: 40}


def test_the_bidder_scores_all_he_took_and_the_others_what_they_took_rounded():
    # issue 30: "rounding to ten (5 up); the bidder scores all he took if he made it, else minus the
    # bid; others score what they took". Seat 1 took 90 in tricks + 100 = 190; seat 2 took 23 (20),
    # seat 0 took 7 (10)
    g = deal("russeln", HANDS)
    _auction(g, 150)
    play(g, *PLAY)
    assert T.taken_points(g.deals[0]) == {1: 190, 2: 23, 0: 7}
    assert g.deals[0].result == "made" and g.scores == [10, 190, 20]
    g = deal("russeln", HANDS)
    _auction(g, 200)
    play(g, *PLAY)
    assert g.deals[0].result == "failed" and g.scores == [10, -200, 20]


def test_the_target_is_agreed_and_reaching_it_wins():
    # 001: "The winner is the player who first reaches or exceeds the agreed target score, which can be
    # 1000 points or some other amount" (unlike 1001's "more than 1000"). Seat 1 scores 190 here.
    assert Rules(game="russeln").russeln_target == 1000
    g = deal("russeln", HANDS, start={"scores": [0, 300, 0]}, russeln_target=500)
    _auction(g, 150)
    play(g, *PLAY)
    assert g.scores[1] == 490 and not g.over  # 10 short
    g = deal("russeln", HANDS, start={"scores": [0, 310, 0]}, russeln_target=500)
    _auction(g, 150)
    play(g, *PLAY)
    assert g.scores[1] == 500 and g.over and g.winners == [1]  # reaching it is enough
