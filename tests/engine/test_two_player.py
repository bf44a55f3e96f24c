"""Two-player 1000 (issue 30): Auction 1000 for two (Tysiąc licytowy) and Russian 1000 for two,
played by 1000's own rules with the seat count and the talons' shape as data (SHAPES in
engine/games/thousand/state.py).
Each rule test quotes 001's "Two player game" section and builds a deal where that rule decides."""

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import cards as C
from engine.actions import Action
from engine.agreements import Rules
from engine.game import apply, explain, legal_actions, new_game, start_deal, to_act
from engine.players import RandomPlayer
from engine.record import RecordError, dumps, replay, summary, to_record
from engine.tricks import round_to
from engine.view import view

GAMES = ("auction_two", "russian_two")


def cards(text):
    return [C.card(x) for x in text.split()]


def two(game, hands, talons, dealer=0, start=None, **agreements):
    """A two-player game whose first deal has these cards, waiting for the non-dealer's opening."""
    g = new_game(Rules(game=game, agreements=agreements), 2, dealer=dealer, start=start, auto_deal=False)
    start_deal(g, {s: cards(h) for s, h in enumerate(hands)}, [c for t in talons for c in cards(t)])
    return g


def act(g, *records):
    events = []
    for r in records:
        events += apply(g, Action.from_record(r))
    return events


def quiet_play(g):
    """The next card: the declarer his highest, his opponent the lowest legal one; no marriage
    announced unless the test does so itself."""
    d = g.deal
    plays = {a.value: a for a in legal_actions(g, d.turn) if a.kind == "play" and a.trump is None}
    plays.update({a.value: a for a in legal_actions(g, d.turn) if a.kind == "play" and a.announce is False})
    card = max(plays) if d.turn == d.declarer else min(plays)
    return apply(g, plays[card])


def play_out(g):
    """Play the deal to its end with quiet_play; returns the events."""
    events = []
    while g.deal.phase.value in ("contract", "play"):
        events += quiet_play(g)
    return events


# ------------------------------------------------------------------------------------------ the deal


def test_auction_two_deals_ten_each_and_two_talons_of_two():
    # 001: "Each player receives a total of ten cards, and there are two face-down talons of two cards."
    g = new_game(Rules(game="auction_two"), 2, seed=7)
    d = g.deal
    assert [C.count(d.hands[s]) for s in (0, 1)] == [10, 10]
    assert [C.count(t) for t in d.talons] == [2, 2]
    assert C.count(d.hands[0] | d.hands[1] | d.talons[0] | d.talons[1]) == 24
    v = view(g, 1)
    assert v.talons == [None, None] and v.talon is None  # face down: neither seat sees them


def test_russian_two_deals_nine_each_and_two_kitties_of_three():
    # 001: "nine cards are dealt to each player and there are two three-card \"kittys\""
    g = new_game(Rules(game="russian_two"), 2, seed=7)
    d = g.deal
    assert [C.count(d.hands[s]) for s in (0, 1)] == [9, 9]
    assert [C.count(t) for t in d.talons] == [3, 3]


def test_two_players_only():
    with pytest.raises(ValueError, match="played by 2, not 3"):
        new_game(Rules(game="auction_two"), 3)


# ------------------------------------------------------------------------------------------ the auction


def test_non_dealer_opens_with_the_compulsory_100():
    # 001: "The non-dealer begins with a compulsory bid of 100 as in the three-player game."
    g = new_game(Rules(game="auction_two"), 2, seed=3, dealer=0)
    assert to_act(g) == 1
    kinds = {a.kind for a in legal_actions(g, 1)}
    assert "pass" not in kinds
    assert min(a.value for a in legal_actions(g, 1) if a.kind == "bid") == 100
    assert explain(g, Action(1, "pass")).id == "must_open"


def test_russian_bidding_starts_at_85_in_fives():
    # 001: "The bidding starts at 85 and is in multiples of 5."
    g = new_game(Rules(game="russian_two"), 2, seed=3, dealer=1)
    assert to_act(g) == 0
    bids = [a.value for a in legal_actions(g, 0) if a.kind == "bid"]
    assert bids[:3] == [85, 90, 95]
    assert explain(g, Action(0, "bid", 80)).id == "bid_too_low"
    assert explain(g, Action(0, "bid", 87)).id == "bid_step"


def test_auction_two_bids_in_tens_as_polish_players_do():
    # 001 (Polish Tysiąc): "The bidding is in multiples of 10 only: 100, 110, 120, ..."
    g = new_game(Rules(game="auction_two"), 2, seed=3)
    bids = [a.value for a in legal_actions(g, 1) if a.kind == "bid"]
    assert bids[:3] == [100, 110, 120]


# ------------------------------------------------------------------------------------------ the talons

# Seat 1 (after dealer 0) opens; it holds ♠ A T K J 9 and ♣ A T K J 9 (no king-queen pair), seat 0
# the rest but for ♥A ♥T ♦A ♦T, which lie in the talons.
SWEEP_HANDS = ["QS QC KH QH JH 9H KD QD JD 9D", "AS TS KS JS 9S AC TC KC JC 9C"]
SWEEP_TALONS = ["AH TH", "AD TD"]


def test_the_high_bidder_exposes_one_talon_takes_it_and_discards_two():
    # 001: "The high bidder exposes one of the two talons, adds the two cards to his hand and discards
    # two cards, after which he can then increase the bid."
    g = two("auction_two", SWEEP_HANDS, SWEEP_TALONS)
    act(g, {"seat": 1, "bid": 100}, {"seat": 0, "pass": True})
    assert sorted(a.value for a in legal_actions(g, 1)) == [0, 1]  # only the choice of a talon
    assert explain(g, Action(0, "talon", 1)).id == "talon_not_now"
    assert explain(g, Action(1, "talon", 2)).id == "no_such_talon"
    assert explain(g, Action(1, "discard", (C.card("AS"), C.card("TS")))).id == "discard_not_now"
    events = act(g, {"seat": 1, "talon": 1})
    shown = [e for e in events if e.kind == "talon_shown"]
    assert shown and shown[0].to is None and sorted(shown[0].data["cards"]) == ["AD", "TD"]  # exposed to both
    for seat in (0, 1):
        v = view(g, seat)
        assert v.talons == [None, C.mask(cards("AD TD"))]  # the other talon stays face down
    assert C.count(g.deal.hands[1]) == 12
    assert explain(g, Action(1, "talon", 0)).id == "talon_not_now"  # once
    assert explain(g, Action(1, "discard", (C.card("AD"), C.card("AD")))).id == "discard_same_card"
    assert explain(g, Action(1, "discard", (C.card("AD"), C.card("QS")))).id == "not_held"
    assert explain(g, Action(1, "give", (C.card("AD"), C.card("TD")))).id == "give_not_now"
    act(g, {"seat": 1, "discard": ["AD", "TD"]})
    assert [C.count(g.deal.hands[s]) for s in (0, 1)] == [10, 10]
    # the discards are face down: the opponent's view and history do not hold them
    v0 = view(g, 0)
    assert ["??", "??"] in [h.get("discard") for h in v0.history]
    assert sorted(view(g, 1).extra["discarded"]) == ["AD", "TD"]
    assert "discarded" not in v0.extra
    # ... after which he can then increase the bid
    assert {a.value for a in legal_actions(g, 1) if a.kind == "contract"} >= {100, 110, 120}


def test_russian_high_bidder_discards_one_keeps_one_and_gives_one():
    # 001: "The high bidder exposes one kitty and places the cards in his hand. He discards one card,
    # keeps one and gives one to his opponent."
    g = two(
        "russian_two",
        ["QS QC KH QH JH 9H KD QD JD", "AS TS KS JS 9S AC TC KC JC"],
        ["9C AH 9D", "TH AD TD"],
    )
    act(g, {"seat": 1, "bid": 85}, {"seat": 0, "pass": True}, {"seat": 1, "talon": 0})
    assert C.count(g.deal.hands[1]) == 12
    assert {a.kind for a in legal_actions(g, 1)} == {"discard_give"}
    assert explain(g, Action(1, "discard", (C.card("AH"), C.card("9D")))).id == "discard_not_now"
    events = act(g, {"seat": 1, "discard_give": ["AH", "9D"]})
    d = g.deal
    assert [C.count(d.hands[s]) for s in (0, 1)] == [10, 10]
    assert d.hands[0] >> C.card("9D") & 1 and not d.hands[1] >> C.card("AH") & 1
    received = [e for e in events if e.kind == "received"]
    assert received and received[0].to == 0 and received[0].data["card"] == "9D"
    assert view(g, 0).given_to_me == C.card("9D")
    assert ["??", "9D"] in [h.get("discard_give") for h in view(g, 0).history]  # the discard stays hidden


def test_the_bidder_leads_and_the_three_player_play_rules_hold():
    # 001: "The bidder leads to the first trick and ten tricks are played under the same rules as the
    # three-player game." (1000: follow suit; void, a trump if you have one; "must_trump")
    g = two("auction_two", SWEEP_HANDS, SWEEP_TALONS)
    act(g, {"seat": 1, "bid": 100}, {"seat": 0, "pass": True}, {"seat": 1, "talon": 0})
    act(g, {"seat": 1, "discard": ["AH", "TH"]})
    assert to_act(g) == 1 and legal_actions(g, 0) == []
    assert explain(g, Action(0, "play", C.card("QS"))).id == "not_turn_to_play"
    act(g, {"seat": 1, "play": "AS"})
    assert [a.value for a in legal_actions(g, 0)] == [C.card("QS")]  # his one spade
    assert explain(g, Action(0, "play", C.card("KH"))).id == "must_follow_suit"
    act(g, {"seat": 0, "play": "QS"})
    assert g.deal.tricks_won[1] == 1 and to_act(g) == 1  # the trick's winner leads


# ------------------------------------------------------------------------------------------ scoring


def _sweep(game, hands, talons, bid, discard, start=None):
    g = two(game, hands, talons, start=start)
    act(g, {"seat": 1, "bid": bid}, {"seat": 0, "pass": True}, {"seat": 1, "talon": 0}, discard)
    play_out(g)
    return g


def test_auction_two_120_with_all_ten_tricks_and_no_marriage_takes_both_talons():
    # 001: "if the winning bid was 120 and the bidder won all 10 tricks but declared no king-queen
    # pair, then the bidder gets both talons for a total score of 120, so that the bid succeeds."
    # His tricks hold 120 - 42 (♥A ♥T ♦A ♦T are out of play) = 78 points.
    g = _sweep("auction_two", SWEEP_HANDS, SWEEP_TALONS, 120, {"seat": 1, "discard": ["AH", "TH"]})
    d = g.deals[0]
    assert d.tricks_won[1] == 10 and d.card_points[1] == 78
    assert d.summary["result"] == "made" and d.summary["delta"] == [0, 120]
    assert d.summary["taken"] == [0, 120]


def test_auction_two_talons_count_for_neither_below_120():
    # 001: "When scoring the hand, the talons count for neither player, with one exception" (the 120):
    # the same sweep bid at 110 scores its 78 points and fails.
    g = _sweep("auction_two", SWEEP_HANDS, SWEEP_TALONS, 110, {"seat": 1, "discard": ["AH", "TH"]})
    d = g.deals[0]
    assert d.summary["taken"] == [0, 78]
    assert d.summary["result"] == "failed" and d.summary["delta"] == [0, -110]


def test_auction_two_sweep_with_a_declared_marriage_gets_no_talons():
    # 001: "... but declared no king-queen pair": with the ♠ marriage declared (40) his 78 in tricks
    # make 118, short of 120.
    hands = ["QC KH QH JH 9H KD QD JD 9D 9C", "AS TS KS QS JS 9S AC TC KC JC"]
    g = two("auction_two", hands, SWEEP_TALONS)
    act(g, {"seat": 1, "bid": 120}, {"seat": 0, "pass": True}, {"seat": 1, "talon": 0})
    act(g, {"seat": 1, "discard": ["AH", "TH"]}, {"seat": 1, "play": "KS"})  # leads the king: the marriage
    play_out(g)
    d = g.deals[0]
    assert d.tricks_won[1] == 10 and d.announced == [(1, "S", 40)]
    assert d.summary["taken"] == [0, 118] and d.summary["delta"] == [0, -120]


def test_russian_out_of_play_cards_count_for_neither_even_with_all_tricks():
    # 001: "The four cards that are out of play - the discarded card and the unused kitty - count for
    # neither player, even if one player wins all the tricks."
    g = _sweep(
        "russian_two",
        ["QS QC KH QH JH 9H KD QD JD", "AS TS KS JS 9S AC TC KC JC"],
        ["9C AH 9D", "TH AD TD"],
        120,
        {"seat": 1, "discard_give": ["AH", "9D"]},
    )
    d = g.deals[0]
    assert d.tricks_won[1] == 10
    assert d.summary["taken"] == [0, 78] and d.summary["delta"] == [0, -120]


# Seat 0 holds the strong hand and defends; seat 1 (two marriages) bids 100.
DEFENCE_HANDS = ["AS TS KS JS 9S AC TC KC JC 9C", "QS QC KH QH JH 9H KD QD JD 9D"]


def _defended(game, discard, talons=SWEEP_TALONS, start=None):
    g = two(game, DEFENCE_HANDS if game == "auction_two" else [h[3:] for h in DEFENCE_HANDS], talons, start=start)
    act(g, {"seat": 1, "bid": 100}, {"seat": 0, "pass": True}, {"seat": 1, "talon": 0}, discard)
    return g, play_out(g)


@pytest.mark.parametrize("game,step", [("auction_two", 10), ("russian_two", 5)])
def test_the_opponent_scores_his_points_rounded_to_the_step(game, step):
    # 001: "As usual the bidder scores plus or minus the number bid, and the bidder's opponent scores
    # for points taken."; Polish: "the points of the declarer's opponents are rounded to the nearest
    # multiple of 10 (5 is rounded upwards)"; the Russian game bids (and so rounds) in fives.
    discard = (
        {"seat": 1, "discard": ["AH", "TH"]} if game == "auction_two" else {"seat": 1, "discard_give": ["AH", "TH"]}
    )
    talons = SWEEP_TALONS if game == "auction_two" else ["9S AH TH", "9C AD TD"]
    g, _ = _defended(game, discard, talons)
    d = g.deals[0]
    taken = d.card_points[0] + d.marriages[0]
    assert d.summary["delta"][0] == round_to(taken, step)
    assert game == "russian_two" or taken % step  # the rounding decides here
    assert d.summary["delta"][1] == (100 if d.result == "made" else -100)


def test_auction_two_locks_a_player_from_900_as_polish_players_do():
    # 001 (Polish Tysiąc): "a player whose score is between 900 and 1000 is 'locked'. They can then
    # score points only if they are the bidder." Seat 0 defends at 950, takes tricks and scores nothing.
    g, _ = _defended("auction_two", {"seat": 1, "discard": ["AH", "TH"]}, start={"scores": [950, 0]})
    d = g.deals[0]
    assert d.card_points[0] > 0 and d.summary["delta"][0] == 0


def test_russian_has_no_barrel():
    # 001: "The barrel, zero score and rospisat' rules do not apply." Seat 0 passes 880 defending.
    r = Rules(game="russian_two")
    assert (r.barrel_mode, r.zero_penalty, r.rospis) == ("none", False, False)
    g, events = _defended(
        "russian_two", {"seat": 1, "discard_give": ["AH", "TH"]}, ["9S AH TH", "9C AD TD"], start={"scores": [850, 0]}
    )
    assert g.scores[0] > 880 and g.barrel == [None, None]
    assert not [e for e in events if e.kind.startswith("barrel")]


def test_russian_has_no_zero_fine_and_no_rospis():
    # 001: "The barrel, zero score and rospisat' rules do not apply." Seat 0's third deal without a
    # point is not fined (1000: "three zeros ... lose 120"), and the declarer is never offered rospis.
    g = two(
        "russian_two",
        ["QS QC KH QH JH 9H KD QD JD", "AS TS KS JS 9S AC TC KC JC"],
        ["9C AH 9D", "TH AD TD"],
        start={"zeros": [2, 0]},
    )
    act(g, {"seat": 1, "bid": 120}, {"seat": 0, "pass": True}, {"seat": 1, "talon": 0})
    assert "rospis" not in {a.kind for a in legal_actions(g, 1)}
    act(g, {"seat": 1, "discard_give": ["AH", "9D"]})
    assert "rospis" not in {a.kind for a in legal_actions(g, 1)}
    play_out(g)
    d = g.deals[0]
    assert d.summary["taken"][0] == 0 and d.summary["delta"][0] == 0 and g.scores[0] == 0


def test_auction_two_bomba_after_seeing_the_talon_when_the_table_plays_it():
    # 001 (Polish Tysiąc): "Having seen the talon, the bidder may declare a \"bomba\". Each opponent
    # scores 60 points, and the declarer scores nothing."; "Some players do not allow bombs at all"
    # (off by default in Auction 1000 for two; agreement rospis).
    assert "rospis" not in {a.kind for a in legal_actions(_bid_100(two("auction_two", SWEEP_HANDS, SWEEP_TALONS)), 1)}
    g = _bid_100(two("auction_two", SWEEP_HANDS, SWEEP_TALONS, rospis=True))
    assert "rospis" not in {a.kind for a in legal_actions(g, 1)}  # not before a talon is seen
    assert explain(g, Action(1, "rospis")).id == "concede_not_allowed"
    act(g, {"seat": 1, "talon": 0})
    assert "rospis" in {a.kind for a in legal_actions(g, 1)}
    act(g, {"seat": 1, "rospis": True})
    assert g.deals[0].summary["delta"] == [60, 0]


def _bid_100(g):
    act(g, {"seat": 1, "bid": 100}, {"seat": 0, "pass": True})
    return g


def test_first_to_1000_wins():
    # 001: "The first player to 1000 points wins."
    g = _sweep(
        "auction_two",
        SWEEP_HANDS,
        SWEEP_TALONS,
        120,
        {"seat": 1, "discard": ["AH", "TH"]},
        start={"scores": [0, 880]},
    )
    assert g.over and g.winners == [1] and g.scores == [0, 1000]


# ------------------------------------------------------------------------------------------ records


@pytest.mark.parametrize("game", GAMES)
def test_a_record_replays_to_the_same_game(game):
    g = new_game(Rules(game=game), 2, seed=21)
    rng = random.Random(2)
    while not g.over and len(g.deals) < 6:
        apply(g, rng.choice(legal_actions(g)))
    rec = to_record(g)
    assert rec["rules"]["game"] == game and "talons" in rec["deals"][0] and "talon" not in rec["deals"][0]
    first = g.deals[0].order["talon"]  # the talons as dealt, in the order dealt
    assert [c for t in rec["deals"][0]["talons"] for c in t] == C.names(first)
    again = replay(json.loads(dumps(g)))
    assert dumps(again) == dumps(g)
    assert summary(again)["totals"] == g.scores


def test_a_record_with_a_wrong_talon_shape_is_refused():
    g = new_game(Rules(game="russian_two"), 2, seed=1)
    rec = to_record(g)
    bad = json.loads(json.dumps(rec))
    bad["deals"][0]["talons"] = [rec["deals"][0]["talons"][0][:2], rec["deals"][0]["talons"][1]]
    with pytest.raises(RecordError, match="talons must hold 3 and 3 cards"):
        replay(bad)
    bad["deals"][0].pop("talons")
    with pytest.raises(RecordError, match="talons must list 2 talons"):
        replay(bad)


# ------------------------------------------------------------------------------------------ invariants


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(GAMES), st.integers(0, 10**9))
def test_random_games_keep_the_cards_and_the_score_and_end(game, seed):
    """Every card is in a hand, a talon, the laid-away cards or a trick; the bidder scores ± the bid
    (001: "As usual the bidder scores plus or minus the number bid"); the game ends at 1000."""
    player = RandomPlayer(seed)  # random bids of 300 would fail every deal and never end the game
    g = new_game(Rules(game=game), 2, seed=seed)
    actions = 0
    while not g.over:
        d = g.deal
        apply(g, player.choose(view(g, to_act(g))))
        actions += 1
        assert actions < 20000
        if d.phase == "done":
            _check_deal(g, d)
            continue
        unused = sum(t for k, t in enumerate(d.talons) if k != d.chosen)  # both, before the choice
        played = C.mask(c for _, c, _, _ in d.play_log)  # every card played, the current trick's too
        total = 0
        for part in (d.hands[0], d.hands[1], unused, d.discarded, played):
            assert total & part == 0
            total |= part
        assert total == C.ALL
        for s in (0, 1):
            v = view(g, s)
            assert v.hand & d.hands[1 - s] == 0 and v.hand_counts[1 - s] == C.count(d.hands[1 - s])
            assert all(t is None or k == d.chosen for k, t in enumerate(v.talons))  # the unused one hidden
    assert g.winners and max(g.scores) >= 1000


def _check_deal(g, d):
    if d.result not in ("made", "failed"):
        return
    dec, contract = d.contract_of()
    assert d.summary["delta"][dec] == (contract if d.result == "made" else -contract)
    if d.tricks_played == 10 and d.summary["taken"][dec] != 120:
        # out of play: the unused talon and the laid-away cards (and no trick holds them)
        assert d.card_points[0] + d.card_points[1] == 120 - C.points(d.discarded) - C.points(d.talons[1 - d.chosen])
    # "the bidder's opponent scores for points taken", rounded to the bid step; in Auction 1000 a
    # player locked at 900 or more scores nothing as the opponent (Polish: "only if they are the bidder")
    opp = 1 - dec
    before = d.summary["totals"][opp] - d.summary["delta"][opp]
    locked = g.rules.barrel_mode == "lock" and before >= g.rules.barrel_at
    taken = d.card_points[opp] + d.marriages[opp]
    assert d.summary["delta"][opp] == (0 if locked else round_to(taken, g.rules.bid_step))
