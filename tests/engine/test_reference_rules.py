"""001's main text, rule by rule, with the text's own examples."""

import pytest

from engine import IllegalAction
from engine import cards as C
from engine.game import legal_actions
from engine.tricks import round_to
from tests.engine.helpers import HANDS, TALON, act, deal, force_result


def test_pack_has_24_cards_and_120_points():
    assert C.points(C.ALL) == 120
    assert [C.POINTS[C.card(x)] for x in "AH TH KH QH JH 9H".split()] == [11, 10, 4, 3, 2, 0]


def test_seat_after_dealer_must_open_with_at_least_100():
    g = deal(HANDS, TALON, dealer=0)
    with pytest.raises(IllegalAction, match="must open"):
        act(g, {"seat": 1, "pass": True})
    with pytest.raises(IllegalAction, match="turn"):
        act(g, {"seat": 2, "bid": 100})
    with pytest.raises(IllegalAction, match="at least 100"):
        act(g, {"seat": 1, "bid": 95})
    act(g, {"seat": 1, "bid": 100})


def test_bids_go_in_fives_and_must_rise():
    g = deal(HANDS, TALON)
    act(g, {"seat": 1, "bid": 100})
    with pytest.raises(IllegalAction, match="steps of 5"):
        act(g, {"seat": 2, "bid": 107})
    with pytest.raises(IllegalAction, match="at least 105"):
        act(g, {"seat": 2, "bid": 100})
    act(g, {"seat": 2, "bid": 115})  # jumps are allowed


def test_a_pass_is_final_and_two_passes_end_the_auction():
    g = deal(HANDS, TALON)
    act(g, {"seat": 1, "bid": 100}, {"seat": 2, "bid": 105}, {"seat": 0, "pass": True}, {"seat": 1, "bid": 110})
    with pytest.raises(IllegalAction, match="turn"):
        act(g, {"seat": 0, "bid": 115})
    act(g, {"seat": 2, "pass": True})
    assert g.deal.declarer == 1 and g.deal.contract == 110


def test_above_120_only_with_a_marriage_in_hand():
    g = deal(HANDS, TALON)
    act(g, {"seat": 1, "bid": 125})  # seat 1 holds KH QH
    with pytest.raises(IllegalAction, match="king-queen"):
        g2 = deal(["KS QS AC TC KC QC AD", "9S JS QD 9C JC TD 9D", "KH QH AH TH AS TS JH"], TALON)
        act(g2, {"seat": 1, "bid": 125})


def test_talon_is_shown_and_taken_then_one_card_to_each_opponent():
    g = deal(HANDS, TALON)
    ev = act(g, {"seat": 1, "bid": 100}, {"seat": 2, "pass": True}, {"seat": 0, "pass": True})
    assert any(e.kind == "talon_shown" and e.to is None and e.data["cards"] == ["9H", "KD", "JD"] for e in ev)
    d = g.deal
    assert C.count(d.hands[1]) == 10
    act(g, {"seat": 1, "give": ["9H", "JD"]})
    assert d.hands[2] >> C.card("9H") & 1 and d.hands[0] >> C.card("JD") & 1
    assert all(C.count(d.hands[s]) == 8 for s in range(3))


def test_the_declarer_may_raise_the_contract_but_not_lower_it():
    g = deal(HANDS, TALON)
    act(
        g,
        {"seat": 1, "bid": 100},
        {"seat": 2, "pass": True},
        {"seat": 0, "pass": True},
        {"seat": 1, "give": ["9H", "JD"]},
    )
    with pytest.raises(IllegalAction, match="lower"):
        act(g, {"seat": 1, "contract": 95})
    act(g, {"seat": 1, "contract": 160})
    assert g.deal.contract == 160


def _declarer_at(contract, bid=130):
    g = deal(HANDS, TALON)
    act(
        g,
        {"seat": 1, "bid": bid},
        {"seat": 2, "pass": True},
        {"seat": 0, "pass": True},
        {"seat": 1, "give": ["9H", "JD"]},
        {"seat": 1, "contract": contract},
    )
    return g


def test_text_example_130_raised_to_160_taking_215_scores_plus_160():
    g = _declarer_at(160)
    force_result(g, {1: 115, 2: 5, 0: 0}, {1: 100})
    assert g.deal.summary["delta"][1] == 160


def test_text_example_130_raised_to_160_taking_155_scores_minus_160():
    g = _declarer_at(160)
    force_result(g, {1: 55, 2: 35, 0: 30}, {1: 100})
    s = g.deal.summary
    assert s["delta"][1] == -160 and s["result"] == "failed"


def test_defenders_round_to_the_nearest_five():
    assert [round_to(x, 5) for x in (67, 68, 2, 0, 3, 65)] == [65, 70, 0, 0, 5, 65]
    g = _declarer_at(130)
    force_result(g, {1: 51, 2: 67, 0: 2}, {1: 100})
    assert g.deal.summary["delta"] == [0, 130, 65]
    assert g.deal.summary["taken"] == [2, 151, 67]


def _play_first_legal(g, prefer=None):
    """Finish the deal playing, for each seat, the first legal card (or one it prefers)."""
    while g.deal.phase in ("contract", "play"):
        d = g.deal
        acts = [a for a in legal_actions(g, d.turn) if a.kind == "play" and a.announce is None and a.trump is None]
        choice = acts[0]
        if prefer:
            for a in acts:
                if C.name(a.value) in prefer:
                    choice = a
                    break
        act(g, choice.to_record())


def test_two_points_is_not_a_zero_but_three_nines_is():
    # seat 0 wins one trick: in game A it holds J+9+9 (2 points), in game B three nines (0 points)
    g = deal(HANDS, TALON)
    act(
        g,
        {"seat": 1, "bid": 100},
        {"seat": 2, "pass": True},
        {"seat": 0, "pass": True},
        {"seat": 1, "give": ["9H", "JD"]},
    )
    force_result(g, {1: 80, 2: 38, 0: 2})
    assert g.zeros == [0, 0, 0] and g.deal.summary["delta"][0] == 0
    g = deal(HANDS, TALON)
    act(
        g,
        {"seat": 1, "bid": 100},
        {"seat": 2, "pass": True},
        {"seat": 0, "pass": True},
        {"seat": 1, "give": ["9H", "JD"]},
    )
    g.deal.tricks_won[0] = 1  # a trick of three nines
    force_result(g, {1: 80, 2: 40, 0: 0})
    assert g.zeros == [1, 0, 0]


def test_every_third_zero_costs_120():
    start = {"scores": [200, 0, 0], "zeros": [2, 0, 0]}
    g = deal(HANDS, TALON, start=start)
    act(
        g,
        {"seat": 1, "bid": 100},
        {"seat": 2, "pass": True},
        {"seat": 0, "pass": True},
        {"seat": 1, "give": ["9H", "JD"]},
    )
    force_result(g, {1: 80, 2: 40, 0: 0})
    assert g.deal.summary["delta"][0] == -120 and g.zeros[0] == 3


def test_zeros_on_the_barrel_do_not_count():
    start = {"scores": [880, 0, 0], "zeros": [2, 0, 0], "barrel": [0, None, None]}
    g = deal(HANDS, TALON, start=start)
    act(
        g,
        {"seat": 1, "bid": 100},
        {"seat": 2, "pass": True},
        {"seat": 0, "pass": True},
        {"seat": 1, "give": ["9H", "JD"]},
    )
    force_result(g, {1: 80, 2: 40, 0: 0})
    assert g.zeros[0] == 2 and g.scores[0] == 880


def test_rospis_gives_each_opponent_60_and_the_third_costs_120():
    start = {"scores": [0, 300, 0], "rospis": [0, 2, 0]}
    g = deal(HANDS, TALON, start=start)
    act(g, {"seat": 1, "bid": 100}, {"seat": 2, "pass": True}, {"seat": 0, "pass": True})
    act(g, {"seat": 1, "rospis": True})
    s = g.deal.summary
    assert s["result"] == "rospis" and s["delta"] == [60, -120, 60]
    g = deal(HANDS, TALON)
    act(
        g,
        {"seat": 1, "bid": 100},
        {"seat": 2, "pass": True},
        {"seat": 0, "pass": True},
        {"seat": 1, "give": ["9H", "JD"]},
        {"seat": 1, "rospis": True},
    )
    assert g.deal.summary["delta"] == [60, 0, 60]


def test_no_rospis_on_the_barrel():
    g = deal(HANDS, TALON, start={"scores": [0, 880, 0], "barrel": [None, 1, None]})
    act(g, {"seat": 1, "bid": 100}, {"seat": 2, "pass": True}, {"seat": 0, "pass": True})
    with pytest.raises(IllegalAction):
        act(g, {"seat": 1, "rospis": True})


FOUR_NINES = ["9S 9C 9D JS QD JC TD", "KH QH AH TH AS TS JH", "KS QS AC TC KC QC AD"]


def test_four_nines_after_the_exchange_redeal_by_the_same_dealer():
    g = deal(FOUR_NINES, "9H KD JD", dealer=0)
    act(g, {"seat": 1, "bid": 100}, {"seat": 2, "pass": True})
    with pytest.raises(IllegalAction, match="redeal"):
        act(g, {"seat": 0, "redeal": True})  # only after the exchange
    act(g, {"seat": 0, "pass": True}, {"seat": 1, "give": ["KD", "9H"]}, {"seat": 1, "contract": 110})
    act(g, {"seat": 0, "redeal": True})
    s = g.deal.summary
    assert s["result"] == "redeal" and s["delta"] == [0, 0, 0] and g.dealer == 0
    assert s["declarer"] == 1 and s["contract"] == 110


def test_no_redeal_claim_once_the_play_has_begun():
    g = deal(FOUR_NINES, "9H KD JD")
    act(
        g,
        {"seat": 1, "bid": 100},
        {"seat": 2, "pass": True},
        {"seat": 0, "pass": True},
        {"seat": 1, "give": ["KD", "9H"]},
        {"seat": 1, "play": "AH"},
    )
    with pytest.raises(IllegalAction, match="redeal"):
        act(g, {"seat": 0, "redeal": True})


def test_follow_suit_then_trump_then_anything():
    g = deal(HANDS, TALON)
    act(
        g,
        {"seat": 1, "bid": 100},
        {"seat": 2, "pass": True},
        {"seat": 0, "pass": True},
        {"seat": 1, "give": ["9H", "JD"]},
    )
    act(g, {"seat": 1, "play": "AS"})
    with pytest.raises(IllegalAction, match="must follow suit"):
        act(g, {"seat": 2, "play": "AC"})
    act(g, {"seat": 2, "play": "QS"}, {"seat": 0, "play": "9S"})


def test_no_marriage_in_the_first_trick_then_announced_by_leading_it():
    g = deal(HANDS, TALON)
    act(
        g,
        {"seat": 1, "bid": 120},
        {"seat": 2, "pass": True},
        {"seat": 0, "pass": True},
        {"seat": 1, "give": ["JD", "9H"]},
    )
    with pytest.raises(IllegalAction, match="cannot announce"):
        act(g, {"seat": 1, "play": "KH", "announce": True})
    act(g, {"seat": 1, "play": "AS"}, {"seat": 2, "play": "QS"}, {"seat": 0, "play": "9S"})
    assert g.deal.turn == 1 and g.deal.trump is None
    ev = act(g, {"seat": 1, "play": "QH"})
    assert [e.kind for e in ev if e.kind in ("marriage_announced", "trump_changed")] == [
        "marriage_announced",
        "trump_changed",
    ]
    assert g.deal.trump == C.HEARTS and g.deal.marriages[1] == 100
    act(g, {"seat": 2, "play": "AC"})  # no hearts, no trumps: anything


def test_leading_a_king_without_announcing():
    g = deal(HANDS, TALON)
    act(
        g,
        {"seat": 1, "bid": 100},
        {"seat": 2, "pass": True},
        {"seat": 0, "pass": True},
        {"seat": 1, "give": ["9H", "JD"]},
        {"seat": 1, "play": "AS"},
        {"seat": 2, "play": "QS"},
        {"seat": 0, "play": "9S"},
        {"seat": 1, "play": "KH", "announce": False},
    )
    assert g.deal.trump is None and g.deal.marriages[1] == 0


def test_a_defender_who_cannot_follow_must_trump():
    hands = ["9S JS 9D TD QD 9C JH", "KH QH AH TH AS TS JC", "KS QS AC TC KC QC AD"]
    g = deal(hands, "9H KD JD")
    act(
        g,
        {"seat": 1, "bid": 100},
        {"seat": 2, "pass": True},
        {"seat": 0, "pass": True},
        {"seat": 1, "give": ["JD", "9H"]},
        {"seat": 1, "play": "JC"},
        {"seat": 2, "play": "AC"},
        {"seat": 0, "play": "9C"},
    )
    act(g, {"seat": 2, "play": "KS"})  # seat 2 won a trick: announces spades, 40
    assert g.deal.trump == C.SPADES and g.deal.marriages[2] == 40
    act(g, {"seat": 0, "play": "JS"}, {"seat": 1, "play": "AS"})
    act(g, {"seat": 1, "play": "AH"})
    with pytest.raises(IllegalAction, match="must play a trump"):
        act(g, {"seat": 2, "play": "AD"})
    act(g, {"seat": 2, "play": "QS"}, {"seat": 0, "play": "9H"})
    assert g.deal.turn == 2  # the trump won


def test_barrel_mount_clamps_to_880():
    g = deal(HANDS, TALON, start={"scores": [850, 0, 0]})
    act(
        g,
        {"seat": 1, "bid": 100},
        {"seat": 2, "pass": True},
        {"seat": 0, "pass": True},
        {"seat": 1, "give": ["9H", "JD"]},
    )
    force_result(g, {1: 60, 2: 20, 0: 40})
    assert g.scores[0] == 880 and g.barrel[0] == 0


def test_barrel_declarer_making_120_wins():
    g = deal(HANDS, TALON, start={"scores": [0, 880, 0], "barrel": [None, 0, None]})
    act(
        g,
        {"seat": 1, "bid": 120},
        {"seat": 2, "pass": True},
        {"seat": 0, "pass": True},
        {"seat": 1, "give": ["9H", "JD"]},
    )
    force_result(g, {1: 90, 2: 20, 0: 10}, {1: 100})
    assert g.scores[1] == 1000 and g.over and g.winner == 1


def test_barrel_declarer_failing_loses_the_bid_and_leaves_the_barrel():
    g = deal(HANDS, TALON, start={"scores": [0, 880, 0], "barrel": [None, 1, None]})
    act(
        g,
        {"seat": 1, "bid": 120},
        {"seat": 2, "pass": True},
        {"seat": 0, "pass": True},
        {"seat": 1, "give": ["9H", "JD"]},
    )
    force_result(g, {1: 50, 2: 40, 0: 30})
    assert g.scores[1] == 760 and g.barrel[1] is None


def test_barrel_defender_points_do_not_count_and_the_third_hand_costs_120():
    g = deal(HANDS, TALON, start={"scores": [880, 0, 0], "barrel": [1, None, None]})
    act(
        g,
        {"seat": 1, "bid": 100},
        {"seat": 2, "pass": True},
        {"seat": 0, "pass": True},
        {"seat": 1, "give": ["9H", "JD"]},
    )
    force_result(g, {1: 50, 2: 0, 0: 70})
    assert g.scores[0] == 880 and g.barrel[0] == 2
    g = deal(HANDS, TALON, start={"scores": [880, 0, 0], "barrel": [2, None, None]})
    act(
        g,
        {"seat": 1, "bid": 100},
        {"seat": 2, "pass": True},
        {"seat": 0, "pass": True},
        {"seat": 1, "give": ["9H", "JD"]},
    )
    force_result(g, {1: 50, 2: 0, 0: 70})
    assert g.scores[0] == 760 and g.barrel[0] is None


def test_barrel_declarer_making_only_100_stays_on_the_barrel():
    g = deal(HANDS, TALON, start={"scores": [0, 880, 0], "barrel": [None, 0, None]})
    act(
        g,
        {"seat": 1, "bid": 100},
        {"seat": 2, "pass": True},
        {"seat": 0, "pass": True},
        {"seat": 1, "give": ["9H", "JD"]},
    )
    force_result(g, {1: 110, 2: 10, 0: 0})
    assert g.scores[1] == 880 and g.barrel[1] == 1 and not g.over


def test_winning_without_the_barrel_from_845():
    g = deal(HANDS, TALON, start={"scores": [0, 845, 0]})
    act(
        g,
        {"seat": 1, "bid": 155},
        {"seat": 2, "pass": True},
        {"seat": 0, "pass": True},
        {"seat": 1, "give": ["9H", "JD"]},
    )
    force_result(g, {1: 100, 2: 10, 0: 10}, {1: 100})
    assert g.scores[1] == 1000 and g.winner == 1


def test_redeal_keeps_dealer_and_a_scored_deal_passes_it_left():
    g = deal(HANDS, TALON, dealer=2)
    act(g, {"seat": 0, "bid": 100}, {"seat": 1, "pass": True}, {"seat": 2, "pass": True})
    act(g, {"seat": 0, "rospis": True})
    assert g.dealer == 0
