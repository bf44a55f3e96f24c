"""Every agreement of the catalogue changes the engine's behaviour: one or more tests each.

Each test names its agreement id in its name; test_catalogue checks that every id is named.
"""

import pytest

from engine import Action, IllegalAction
from engine import cards as C
from engine.game import explain, legal_actions, start_deal
from engine.view import view
from tests.engine.helpers import HANDS, TALON, act, deal, force_result

AUCTION_100 = ({"seat": 1, "bid": 100}, {"seat": 2, "pass": True}, {"seat": 0, "pass": True})


def won_at(bid, hands=HANDS, talon=TALON, give=("JD", "9H"), start=None, **agreements):
    g = deal(hands, talon, start=start, **agreements)
    act(g, {"seat": 1, "bid": bid}, {"seat": 2, "pass": True}, {"seat": 0, "pass": True})
    if give:
        act(g, {"seat": 1, "give": list(give)})
    return g


def kinds(g, seat):
    return {a.kind for a in legal_actions(g, seat)}


# ---------------------------------------------------------------- restriction


def test_barrel_crowding_first_flies_throws_the_earlier_player_off():
    start = {"scores": [880, 0, 850], "barrel": [0, None, None]}
    g = won_at(100, start=start, barrel_crowding="first_flies")
    force_result(g, {1: 60, 2: 40, 0: 20})
    assert g.scores == [760, -100, 880] and g.barrel[0] is None and g.barrel[2] == 0


def test_barrel_crowding_stay_keeps_both():
    start = {"scores": [880, 0, 850], "barrel": [0, None, None]}
    g = won_at(100, start=start)
    force_result(g, {1: 60, 2: 40, 0: 20})
    assert g.scores == [880, -100, 880] and g.barrel == [1, None, 0]


def test_barrel_crowding_two_may_stay_until_a_third_comes():
    start = {"scores": [880, 0, 850], "barrel": [0, None, None]}
    g = won_at(100, start=start, barrel_crowding="two_may_stay")
    force_result(g, {1: 60, 2: 40, 0: 20})
    assert g.barrel == [1, None, 0]
    start = {"scores": [880, 880, 850], "barrel": [0, 0, None]}
    g = won_at(100, start=start, barrel_crowding="two_may_stay")
    force_result(g, {1: 90, 2: 30, 0: 0}, {1: 100})
    assert g.scores[0] == 760 and g.scores[1] == 760 and g.barrel[2] == 0


def test_simultaneous_barrel_falls_fines_everyone_who_mounts_together():
    g = won_at(100, start={"scores": [850, 0, 850]}, simultaneous_barrel_falls=True)
    force_result(g, {1: 40, 2: 40, 0: 40})
    assert g.scores == [760, -100, 760] and g.barrel == [None, None, None]


def test_talon_hidden_on_100():
    g = deal(HANDS, TALON, talon_hidden_on_100=True)
    ev = act(g, *AUCTION_100)
    assert not any(e.kind == "talon_shown" for e in ev)
    assert view(g, 0).talon is None and view(g, 1).talon == C.mask(C.card(x) for x in TALON.split())
    g = deal(HANDS, TALON, talon_hidden_on_100=True)
    ev = act(g, {"seat": 1, "bid": 105}, {"seat": 2, "pass": True}, {"seat": 0, "pass": True})
    assert any(e.kind == "talon_shown" for e in ev)


def test_passed_cards_face_up_shows_both_cards_to_everyone():
    g = deal(HANDS, TALON, passed_cards="face_up")
    act(g, *AUCTION_100)
    ev = act(g, {"seat": 1, "give": ["JD", "9H"]})
    assert [e.data.get("card") for e in ev if e.kind == "gave" and e.to is None] == ["JD", "9H"]
    assert view(g, 0).given_known == {2: C.card("JD"), 0: C.card("9H")}


def test_passed_cards_face_down_hides_the_other_card():
    g = won_at(100)
    v = view(g, 0)
    assert v.given_known == {0: C.card("9H")}
    assert not v.unseen() >> C.card("9H") & 1 and v.unseen() >> C.card("JD") & 1


def test_round_own_points():
    g = won_at(120, round_own_points=True)
    force_result(g, {1: 118, 2: 2, 0: 0})
    assert g.deal.summary["result"] == "made"
    g = won_at(120)
    force_result(g, {1: 118, 2: 2, 0: 0})
    assert g.deal.summary["result"] == "failed"


def test_win_over_1000_needs_more_than_1000():
    start = {"scores": [0, 880, 0], "barrel": [None, 0, None]}
    g = won_at(120, start=start, win_over_1000=True)
    force_result(g, {1: 120})
    assert not g.over and g.scores[1] == 880
    g = won_at(125, start=start, win_over_1000=True)
    force_result(g, {1: 30}, {1: 100})
    assert g.over and g.winner == 1 and g.scores[1] == 1005


def test_no_jumping_raises_by_one_step_only():
    g = deal(HANDS, TALON, no_jumping=True)
    act(g, {"seat": 1, "bid": 100})
    with pytest.raises(IllegalAction):
        act(g, {"seat": 2, "bid": 115})
    act(g, {"seat": 2, "bid": 105})


def test_barrel_at_900():
    g = won_at(100, start={"scores": [850, 0, 870]}, barrel_at=900)
    force_result(g, {1: 60, 2: 40, 0: 40})
    assert g.scores == [890, -100, 900] and g.barrel == [None, None, 0]


def test_bid_step_ten_and_rounding_in_tens():
    g = deal(HANDS, TALON, bid_step=10)
    act(g, {"seat": 1, "bid": 100})
    with pytest.raises(IllegalAction, match="at least 110"):
        act(g, {"seat": 2, "bid": 105})
    with pytest.raises(IllegalAction, match="steps of 10"):
        act(g, {"seat": 2, "bid": 115})
    act(g, {"seat": 2, "pass": True}, {"seat": 0, "pass": True}, {"seat": 1, "give": ["JD", "9H"]})
    force_result(g, {1: 50, 2: 65, 0: 4})
    assert g.deal.summary["delta"] == [0, -100, 70]


def test_bid_above_120_without_marriage():
    hands = [HANDS[1], HANDS[0], HANDS[2]]  # seat 1 now has no marriage
    g = deal(hands, TALON)
    with pytest.raises(IllegalAction, match="king-queen"):
        act(g, {"seat": 1, "bid": 125})
    g = deal(hands, TALON, bid_above_120_without_marriage=True)
    act(g, {"seat": 1, "bid": 125})


def test_bid_cap_marriages_limits_the_bid_to_120_plus_marriages_held():
    g = deal(HANDS, TALON, bid_cap_marriages=True)
    with pytest.raises(IllegalAction, match="220"):
        act(g, {"seat": 1, "bid": 225})
    act(g, {"seat": 1, "bid": 220})


def test_silence_below_allows_only_the_compulsory_opening():
    g = deal(HANDS, TALON, start={"scores": [0, -200, -200]}, silence_below=-150)
    assert {a.value for a in legal_actions(g, 1)} == {100}
    act(g, {"seat": 1, "bid": 100})
    assert kinds(g, 2) == {"pass"}


# ---------------------------------------------------------------- penalty


def test_penalty_amount_changes_the_zero_fine():
    g = won_at(100, start={"zeros": [2, 0, 0]}, penalty=50)
    force_result(g, {1: 80, 2: 40, 0: 0})
    assert g.scores[0] == -50


def test_zero_penalty_off():
    g = won_at(100, start={"zeros": [2, 0, 0]}, zero_penalty=False)
    force_result(g, {1: 80, 2: 40, 0: 0})
    assert g.scores[0] == 0 and g.zeros[0] == 3


def test_zeros_in_a_row_counts_only_consecutive_zeros():
    g = won_at(100, start={"zeros": [2, 0, 0], "zero_streak": [1, 0, 0]}, zeros_in_a_row=True)
    force_result(g, {1: 80, 2: 40, 0: 0})
    assert g.scores[0] == 0 and g.zero_streak[0] == 2
    g = won_at(100, start={"zeros": [2, 0, 0], "zero_streak": [2, 0, 0]}, zeros_in_a_row=True)
    force_result(g, {1: 80, 2: 40, 0: 0})
    assert g.scores[0] == -120 and g.zero_streak[0] == 0
    g = won_at(100, start={"zero_streak": [2, 0, 0]}, zeros_in_a_row=True)
    force_result(g, {1: 80, 2: 30, 0: 10})
    assert g.zero_streak[0] == 0


def test_avoid_own_bolt_off_gives_the_declarer_a_zero():
    g = won_at(100, avoid_own_bolt=False)
    force_result(g, {1: 0, 2: 60, 0: 60})
    assert g.zeros[1] == 1
    g = won_at(100)
    force_result(g, {1: 0, 2: 60, 0: 60})
    assert g.zeros[1] == 0


def test_dump_555_resets_to_zero():
    g = won_at(100, start={"scores": [515, 0, 0]}, dump_555=True)
    force_result(g, {1: 40, 2: 40, 0: 40})
    assert g.scores[0] == 0


def test_dump_minus_555_resets_to_zero():
    g = won_at(100, start={"scores": [0, -455, 0]}, dump_minus_555=True)
    force_result(g, {1: 40, 2: 40, 0: 40})
    assert g.scores[1] == 0
    g = won_at(100, start={"scores": [0, -455, 0]})
    force_result(g, {1: 40, 2: 40, 0: 40})
    assert g.scores[1] == -555


def test_game_over_at_minus_1000():
    g = won_at(100, start={"scores": [300, -950, 200]}, game_over_at_minus_1000=True)
    force_result(g, {1: 40, 2: 40, 0: 40})
    assert g.over and g.winner == 0


# ---------------------------------------------------------------- reshuffle

NINES3 = ["9S 9C 9D JS QD JC TD", "KH QH AH TH AS TS JH", "KS QS AC TC KC QC AD"]


def test_four_nines_after_deal_claim_during_the_auction():
    hands = ["9S 9C 9D 9H QD JC TD", "KH QH AH TH AS TS JH", "KS QS AC TC KC QC AD"]
    g = deal(hands, "JS KD JD", four_nines="after_deal")
    act(g, {"seat": 1, "bid": 100})
    act(g, {"seat": 0, "redeal": True})
    assert g.deal.summary["result"] == "redeal" and g.deal.summary["declarer"] is None


def test_four_nines_off_allows_no_claim():
    g = deal(NINES3, "9H KD JD", four_nines="off")
    act(g, *AUCTION_100, {"seat": 1, "give": ["KD", "9H"]})
    assert "redeal" not in kinds(g, 0)


def test_four_nines_original_hand_only():
    g = deal(NINES3, "9H KD JD", four_nines="original_hand")
    act(g, *AUCTION_100, {"seat": 1, "give": ["KD", "9H"]})  # the fourth nine was given
    assert "redeal" not in kinds(g, 0)


def test_three_nines_are_enough():
    g = deal(NINES3, "9H KD JD", three_nines=True)
    act(g, *AUCTION_100, {"seat": 1, "give": ["9H", "KD"]})  # seat 0 keeps three nines
    assert "redeal" in kinds(g, 0)
    g = deal(NINES3, "9H KD JD")
    act(g, *AUCTION_100, {"seat": 1, "give": ["9H", "KD"]})
    assert "redeal" not in kinds(g, 0)


def test_redeal_talon_below_and_redeal_only_at_100():
    g = deal(HANDS, TALON, redeal_talon_below=7)  # the talon holds 6 points
    act(g, *AUCTION_100)
    assert "redeal" in kinds(g, 1)
    act(g, {"seat": 1, "redeal": True})
    assert g.deal.summary["result"] == "redeal"
    g = deal(HANDS, TALON, redeal_talon_below=7, redeal_only_at_100=True)
    act(g, {"seat": 1, "bid": 105}, {"seat": 2, "pass": True}, {"seat": 0, "pass": True})
    assert "redeal" not in kinds(g, 1)


def test_redeal_two_nines_in_talon():
    hands = ["JD JS QD 9C JC TD 9D", HANDS[1], HANDS[2]]
    g = deal(hands, "9H 9S KD", redeal_two_nines_in_talon=True)
    act(g, *AUCTION_100)
    assert "redeal" in kinds(g, 1)


def test_redeal_three_jacks_in_talon():
    hands = ["9H 9S QD 9C KD TD 9D", HANDS[1], HANDS[2]]
    g = deal(hands, "JC JS JD", redeal_three_jacks_in_talon=True)
    act(g, *AUCTION_100)
    assert "redeal" in kinds(g, 1)
    g = deal(hands, "JC JS JD")
    act(g, *AUCTION_100)
    assert "redeal" not in kinds(g, 1)


def test_redeal_hand_below_after_the_exchange():
    g = won_at(100, redeal_hand_below=20)  # seat 0: 17 points + 9H
    assert "redeal" in kinds(g, 0) and "redeal" not in kinds(g, 2)


def test_redeal_hand_when_after_deal():
    g = deal(HANDS, TALON, redeal_hand_below=20, redeal_hand_when="after_deal")
    act(g, {"seat": 1, "bid": 100})
    assert "redeal" in kinds(g, 0)


def test_redeal_hand_only_at_100():
    hands = [HANDS[0], HANDS[2], HANDS[1]]
    g = deal(hands, TALON, redeal_hand_below=20, redeal_hand_when="after_deal", redeal_hand_only_at_100=True)
    act(g, {"seat": 1, "bid": 100}, {"seat": 2, "bid": 105}, {"seat": 0, "bid": 110})
    assert "redeal" not in kinds(g, 0)


def test_four_jacks():
    hands = ["JS JC JD JH QD 9C TD", "KH QH AH TH AS TS 9S", "KS QS AC TC KC QC AD"]
    g = deal(hands, "9H KD 9D", four_jacks=True)
    act(g, {"seat": 1, "bid": 100})
    assert "redeal" in kinds(g, 0)


def test_four_aces_redeal_dealt_is_mandatory():
    hands = ["AS AC AD AH QD 9C TD", "KH QH JH TH JS TS 9S", "KS QS JC TC KC QC JD"]
    g = deal(hands, "9H KD 9D", four_aces="redeal_dealt")
    assert g.deal.summary["result"] == "redeal" and legal_actions(g) == []


def test_four_aces_redeal_any_after_the_talon():
    hands = ["AS AC AD QH QD 9C TD", "KH AH JH TH JS TS 9S", "KS QS JC TC KC QC JD"]
    g = deal(hands, "9H KD 9D", four_aces="redeal_any")
    act(g, {"seat": 1, "bid": 100}, {"seat": 2, "pass": True}, {"seat": 0, "bid": 105}, {"seat": 1, "pass": True})
    g = deal(
        ["KH AH JH TH JS TS 9S", "AS AC AD QH QD 9C TD", "KS QS JC TC KC QC JD"],
        "AH KD 9D".replace("AH", "9H"),
        four_aces="redeal_any",
    )
    assert g.deal.phase == "auction"
    hands = ["KH 9H JH TH JS TS 9S", "AS AC AD QH QD 9C TD", "KS QS JC TC KC QC JD"]
    g = deal(hands, "AH KD 9D", four_aces="redeal_any")
    act(g, *AUCTION_100)
    assert g.deal.summary["result"] == "redeal"


def test_bottom_jack_redeals_and_the_third_passes_the_deal():
    hands = ["9S JS QD 9C TD 9D JC", HANDS[1], HANDS[2]]  # the dealer's last card is a jack
    g = deal(hands, TALON, bottom_jack=True)
    assert g.deal.summary["result"] == "redeal" and g.dealer == 0
    cards = {s: [C.card(x) for x in h.split()] for s, h in enumerate(hands)}
    start_deal(g, cards, [C.card(x) for x in TALON.split()])
    assert g.dealer == 0
    start_deal(g, cards, [C.card(x) for x in TALON.split()])
    assert g.dealer == 1 and g.scores[0] == -120


def _claim_redeal(g):
    act(g, *AUCTION_100, {"seat": 1, "give": ["KD", "9H"]}, {"seat": 0, "redeal": True})


def test_redeal_streak_penalty_pass():
    g = deal(NINES3, "9H KD JD", redeal_streak="penalty_pass")
    cards = ({s: [C.card(x) for x in h.split()] for s, h in enumerate(NINES3)}, [C.card(x) for x in "9H KD JD".split()])
    _claim_redeal(g)
    start_deal(g, *cards)
    _claim_redeal(g)
    assert g.dealer == 0 and g.scores[0] == 0
    start_deal(g, *cards)
    _claim_redeal(g)
    assert g.dealer == 1 and g.scores[0] == -120


def test_redeal_streak_penalty_play():
    g = deal(NINES3, "9H KD JD", redeal_streak="penalty_play")
    cards = ({s: [C.card(x) for x in h.split()] for s, h in enumerate(NINES3)}, [C.card(x) for x in "9H KD JD".split()])
    _claim_redeal(g)
    start_deal(g, *cards)
    _claim_redeal(g)
    start_deal(g, *cards)
    _claim_redeal(g)  # the third claim is refused: the dealer is fined and the deal is played
    d = g.deal
    assert d.phase == "contract" and d.penalties == {0: -120} and "redeal" not in kinds(g, 0)


# ---------------------------------------------------------------- distribution


def test_rospis_off():
    g = won_at(100, rospis=False)
    assert "rospis" not in kinds(g, 1)


def test_rospis_defenders_half_the_bid_rounded_up():
    for bid, each, mode in ((145, 75, "half_up5"), (155, 80, "half_up5"), (145, 80, "half_up10")):
        g = won_at(bid, give=None, rospis_defenders=mode)
        act(g, {"seat": 1, "rospis": True})
        assert g.deal.summary["delta"][0] == each


def test_rospis_cost_choices():
    expected = {"none": 0, "bid": -100, "every_third": 0, "bid_every_third": 0}
    for cost, loss in expected.items():
        g = won_at(100, rospis_cost=cost)
        act(g, {"seat": 1, "rospis": True})
        assert g.deal.summary["delta"][1] == loss, cost
    g = won_at(100, start={"rospis": [0, 2, 0]}, rospis_cost="bid_every_third")
    act(g, {"seat": 1, "rospis": True})
    assert g.deal.summary["delta"][1] == -100
    g = won_at(100, rospis_cost="bolt")
    act(g, {"seat": 1, "rospis": True})
    assert g.zeros[1] == 1


def test_rospis_limit():
    g = won_at(100, start={"rospis": [0, 1, 0]}, rospis_limit=1)
    assert "rospis" not in kinds(g, 1)
    g = won_at(100, start={"rospis": [0, 1, 0]}, rospis_limit=2)
    assert "rospis" in kinds(g, 1)


def test_rospis_on_barrel_choices():
    start = {"scores": [880, 0, 0], "barrel": [0, None, None]}
    assert "rospis" in kinds(won_at(100, start=start), 1)
    assert "rospis" not in kinds(won_at(100, start=start, rospis_on_barrel="nobody"), 1)
    own = {"scores": [0, 880, 0], "barrel": [None, 0, None]}
    assert "rospis" in kinds(won_at(100, start=own, rospis_on_barrel="allowed"), 1)


def test_rospis_in_golden():
    g = deal(HANDS, TALON, golden="round")
    act(g, {"seat": 1, "give": ["JD", "9H"]})
    assert "rospis" not in kinds(g, 1)
    g = deal(HANDS, TALON, golden="round", rospis_in_golden=True)
    act(g, {"seat": 1, "give": ["JD", "9H"]})
    assert "rospis" in kinds(g, 1)


def test_spisat_once_per_game():
    g = won_at(100, spisat=True)
    act(g, {"seat": 1, "spisat": True})
    assert g.deal.summary["result"] == "spisat" and g.deal.summary["delta"] == [0, -100, 0]
    g = won_at(100, start={"spisat": [0, 1, 0], "rospis": [0, 1, 0]}, spisat=True)
    assert not {"spisat", "rospis"} & kinds(g, 1)


def test_give_up_on_100():
    g = deal(HANDS, TALON, give_up_on_100=True)
    ev = act(g, *AUCTION_100)
    assert not any(e.kind == "talon_shown" for e in ev)
    act(g, {"seat": 1, "give_up": True})
    assert g.deal.summary["delta"] == [50, -100, 50]


# ---------------------------------------------------------------- talon


def test_talon_shown_from_130():
    g = deal(HANDS, TALON, talon_shown_from=130)
    ev = act(g, {"seat": 1, "bid": 120}, {"seat": 2, "pass": True}, {"seat": 0, "pass": True})
    assert not any(e.kind == "talon_shown" for e in ev)
    g = deal(HANDS, TALON, talon_shown_from=130)
    ev = act(g, {"seat": 1, "bid": 130}, {"seat": 2, "pass": True}, {"seat": 0, "pass": True})
    assert any(e.kind == "talon_shown" for e in ev)


def test_dark_talon():
    g = deal(HANDS, TALON, dark_talon=True)
    ev = act(g, {"seat": 1, "bid": 150}, {"seat": 2, "pass": True}, {"seat": 0, "pass": True})
    assert not any(e.kind == "talon_shown" for e in ev) and view(g, 2).talon is None


# ---------------------------------------------------------------- golden


def test_golden_set_opens_at_120_and_doubles():
    g = deal(HANDS, TALON, golden="set")
    with pytest.raises(IllegalAction):
        act(g, {"seat": 1, "bid": 100})
    act(
        g,
        {"seat": 1, "bid": 120},
        {"seat": 2, "pass": True},
        {"seat": 0, "pass": True},
        {"seat": 1, "give": ["JD", "9H"]},
    )
    force_result(g, {1: 80, 2: 22, 0: 18}, {1: 100})
    assert g.deal.summary["delta"] == [35, 240, 45]  # doubled, then rounded


def test_golden_round_takes_the_talon_without_bidding():
    g = deal(HANDS, TALON, golden="round")
    assert g.deal.declarer == 1 and g.deal.contract == 120 and g.deal.phase == "talon"


def test_golden_cone_is_blind_with_a_hidden_talon():
    g = deal(HANDS, TALON, golden="cone")
    assert g.deal.blind_deal and not g.deal.talon_shown


def _golden_circle_failed(**agreements):
    g = deal(HANDS, TALON, golden="round", **agreements)
    for _ in range(3):
        act(g, {"seat": g.deal.declarer, "give": [C.name(c) for c in C.cards_of(g.deal.hands[g.deal.declarer])[:2]]})
        force_result(g, {s: 40 for s in g.deal.seats})
        if g.golden_active or _ < 2:
            start_deal(g)
    return g


def test_golden_reset_when_nobody_makes_it():
    g = _golden_circle_failed(golden_reset=True)
    assert g.scores == [0, 0, 0] and g.golden_active
    g = _golden_circle_failed()
    assert g.scores != [0, 0, 0]


def test_golden_circles_limits_the_replays():
    g = _golden_circle_failed(golden_circles=1)
    assert not g.golden_active
    g = _golden_circle_failed()
    assert g.golden_active and g.golden_circle == 1


def test_golden_raise():
    g = deal(HANDS, TALON, golden="round")
    act(g, {"seat": 1, "give": ["JD", "9H"]})
    assert "contract" not in kinds(g, 1) or {a.value for a in legal_actions(g, 1) if a.kind == "contract"} == {120}
    g = deal(HANDS, TALON, golden="round", golden_raise=True)
    act(g, {"seat": 1, "give": ["JD", "9H"]})
    assert 150 in {a.value for a in legal_actions(g, 1) if a.kind == "contract"}


def test_golden_bolt_double():
    g = deal(HANDS, TALON, golden="round", golden_bolt_double=True)
    act(g, {"seat": 1, "give": ["JD", "9H"]})
    force_result(g, {1: 80, 2: 40, 0: 0})
    assert g.zeros[0] == 2


def test_golden_double_all_but_marriages():
    g = deal(HANDS, TALON, golden="round", golden_double="all_but_marriages")
    act(g, {"seat": 1, "give": ["JD", "9H"]})
    force_result(g, {1: 60, 2: 40, 0: 20}, {2: 40})
    assert g.deal.summary["delta"] == [40, -240, 120]


def test_golden_surrender():
    g = deal(HANDS, TALON, golden="round", golden_surrender=True)
    act(g, {"seat": 1, "surrender": True})
    assert g.deal.summary["delta"] == [120, -240, 120]


# ---------------------------------------------------------------- hidden round (blind)


def test_blind_opening_120_overbid_by_a_marriage_holder():
    g = deal(HANDS, TALON, blind="opening")
    act(g, {"seat": 1, "blind": 120})
    assert view(g, 1).hand == 0  # a blind seat sees nothing of its hand
    act(g, {"seat": 2, "bid": 125})  # seat 2 holds spades and clubs marriages
    assert g.deal.blind == set()


def test_blind_overbid_none_ends_the_auction():
    g = deal(HANDS, TALON, blind="opening", blind_overbid="none")
    act(g, {"seat": 1, "blind": 120})
    d = g.deal
    assert d.declarer == 1 and d.blind_deal and not d.talon_shown
    act(g, {"seat": 1, "give": ["JD", "9H"]})
    force_result(g, {1: 100, 2: 10, 0: 10}, {1: 100})
    assert g.deal.summary["delta"] == [20, 240, 20]


def test_blind_any_seat_bids_blind_then_looks():
    g = deal(HANDS, TALON, blind="any")
    act(g, {"seat": 1, "bid": 100}, {"seat": 2, "blind": 105})
    assert "look" in kinds(g, 2)
    act(g, {"seat": 2, "look": True})
    assert 2 not in g.deal.blind


def test_blind_overbid_unhide_lets_bidding_go_on_from_120():
    g = deal(HANDS, TALON, blind="opening", blind_overbid="unhide")
    act(g, {"seat": 1, "blind": 120})
    assert "unhide" in kinds(g, 2) and "unhide" not in kinds(g, 0)
    act(g, {"seat": 2, "unhide": True})
    assert 1 not in g.deal.blind and g.deal.phase == "auction"


def test_blind_overbid_unhide_no_bidding():
    g = deal(HANDS, TALON, blind="opening", blind_overbid="unhide_no_bidding")
    act(g, {"seat": 1, "blind": 120}, {"seat": 2, "unhide": True})
    assert g.deal.declarer == 1 and not g.deal.blind_deal and g.deal.contract == 120


def test_blind_min_score():
    g = deal(HANDS, TALON, blind="opening", blind_min_score=240, start={"scores": [0, 200, 0]})
    assert "blind" not in kinds(g, 1)
    g = deal(HANDS, TALON, blind="opening", blind_min_score=240, start={"scores": [0, 240, 0]})
    assert "blind" in kinds(g, 1)


def test_blind_on_barrel():
    start = {"scores": [880, 0, 0], "barrel": [0, None, None]}
    assert "blind" not in kinds(deal(HANDS, TALON, blind="opening", start=start), 1)
    assert "blind" in kinds(deal(HANDS, TALON, blind="opening", blind_on_barrel=True, start=start), 1)


def _blind_declarer(**agreements):
    g = deal(HANDS, TALON, blind="opening", blind_overbid="none", **agreements)
    act(g, {"seat": 1, "blind": 120})
    return g


def test_blind_raise():
    g = _blind_declarer()
    act(g, {"seat": 1, "give": ["JD", "9H"]})
    assert {a.value for a in legal_actions(g, 1) if a.kind == "contract"} == {120}
    g = _blind_declarer(blind_raise=True)
    act(g, {"seat": 1, "give": ["JD", "9H"]})
    assert 130 in {a.value for a in legal_actions(g, 1) if a.kind == "contract"}


def test_blind_rospis():
    assert "rospis" not in kinds(_blind_declarer(), 1)
    assert "rospis" in kinds(_blind_declarer(blind_rospis=True), 1)


def test_blind_bolt_double():
    g = _blind_declarer(blind_bolt_double=True)
    act(g, {"seat": 1, "give": ["JD", "9H"]})
    force_result(g, {1: 80, 2: 40, 0: 0})
    assert g.zeros[0] == 2


def test_blind_double_declarer_only():
    g = _blind_declarer(blind_double="declarer")
    act(g, {"seat": 1, "give": ["JD", "9H"]})
    force_result(g, {1: 80, 2: 20, 0: 20}, {1: 100})
    assert g.deal.summary["delta"] == [20, 240, 20]


def test_blind_give_face_up():
    g = _blind_declarer()
    ev = act(g, {"seat": 1, "give": ["JD", "9H"]})
    assert all("card" in e.data for e in ev if e.kind == "gave")
    g = _blind_declarer(blind_give_face_up=False)
    ev = act(g, {"seat": 1, "give": ["JD", "9H"]})
    assert not any("card" in e.data for e in ev if e.kind == "gave" and e.to is None)


def test_blind_hide_talon():
    assert not _blind_declarer().deal.talon_shown
    assert _blind_declarer(blind_hide_talon=False).deal.talon_shown


# ---------------------------------------------------------------- trumps and marriages


def test_first_trick_marriage():
    g = won_at(120, first_trick_marriage=True)
    act(g, {"seat": 1, "play": "KH"})
    assert g.deal.trump == C.HEARTS and g.deal.marriages[1] == 100


def test_ace_marriage_scores_200_and_keeps_the_trump():
    hands = ["9S JS QD 9C JC TD 9D", "AH AS AC AD KH QH TS", "KS QS JH TC KC QC TH"]
    g = won_at(120, hands=hands, ace_marriage=True)
    act(g, {"seat": 1, "play": "TS"}, {"seat": 2, "play": "QS"}, {"seat": 0, "play": "9S"})
    act(g, {"seat": 1, "play": "AS"})
    assert g.deal.marriages[1] == 200 and g.deal.trump is None


def _void_in_hearts_with_a_trump(**agreements):
    """Seat 2 leads the king of spades with the queen (a marriage: spades are trumps), then seat 1
    leads the ace of hearts: seat 2 holds no heart, a trump (QS) and the ace of diamonds."""
    hands = ["9S JS 9D TD QD 9C JH", "KH QH AH TH AS TS JC", "KS QS AC TC KC QC AD"]
    g = deal(hands, "9H KD JD", **agreements)
    act(
        g,
        *AUCTION_100,
        {"seat": 1, "give": ["JD", "9H"]},
        {"seat": 1, "play": "JC"},
        {"seat": 2, "play": "AC"},
        {"seat": 0, "play": "9C"},
        {"seat": 2, "play": "KS"},
        {"seat": 0, "play": "JS"},
        {"seat": 1, "play": "AS"},
        {"seat": 1, "play": "AH"},
    )
    assert g.deal.trump == C.suit(C.card("QS")) and C.card("QS") in C.cards_of(g.deal.hands[2])
    assert not C.SUIT_MASK[C.suit(C.card("AH"))] & g.deal.hands[2]
    return g


def test_must_trump_off():
    # 001: "Some play that a player unable to follow suit is not required to trump, but may play any
    # card." (must_trump, on by default): with it on, seat 2 must trump; off, it may discard the ace
    off_suit = Action(2, "play", C.card("AD"))
    g = _void_in_hearts_with_a_trump()
    assert explain(g, off_suit).id == "must_trump"
    assert {a.value for a in legal_actions(g, 2)} == {C.card("QS")}
    g = _void_in_hearts_with_a_trump(must_trump=False)
    assert explain(g, off_suit) is None and off_suit in legal_actions(g, 2)
    act(g, {"seat": 2, "play": "AD"})
    assert g.deal.trick[-1] == (2, C.card("AD")) and C.card("AD") not in C.cards_of(g.deal.hands[2])


def test_only_owner_leads_trump():
    hands = ["9S JS 9D TD QD 9C JH", "KH QH AH TH AS TS JC", "KS QS AC TC KC QC AD"]
    g = deal(hands, "9H KD JD", only_owner_leads_trump=True)
    act(
        g,
        *AUCTION_100,
        {"seat": 1, "give": ["JD", "9H"]},
        {"seat": 1, "play": "JC"},
        {"seat": 2, "play": "AC"},
        {"seat": 0, "play": "9C"},
        {"seat": 2, "play": "KS"},
        {"seat": 0, "play": "JS"},
        {"seat": 1, "play": "AS"},
    )
    assert g.deal.turn == 1
    with pytest.raises(IllegalAction, match="only seat 2"):
        act(g, {"seat": 1, "play": "TS"})


def test_four_nines_bonus():
    g = won_at(100, hands=NINES3, talon="9H KD JD", give=("KD", "9H"), four_nines_bonus=True)
    force_result(g, {1: 80, 2: 40, 0: 0})
    assert g.deal.summary["delta"][0] == 120


def test_marriage_values_clubs_high():
    g = won_at(120, first_trick_marriage=True, marriage_values="clubs_high")
    act(g, {"seat": 1, "play": "KH"})
    assert g.deal.marriages[1] == 60


def test_marriage_in_suit_keeps_the_trump():
    g = won_at(120, first_trick_marriage=True, marriage_in_suit=True)
    act(g, {"seat": 1, "play": "KH", "trump": False})
    assert g.deal.marriages[1] == 100 and g.deal.trump is None
    g = won_at(120, first_trick_marriage=True)
    with pytest.raises(IllegalAction):
        act(g, {"seat": 1, "play": "KH", "trump": False})


# ---------------------------------------------------------------- barrel


def test_barrel_mode_lock_only_the_bidder_scores():
    g = won_at(100, start={"scores": [950, 0, 0]}, barrel_mode="lock", barrel_at=900)
    force_result(g, {1: 60, 2: 20, 0: 40})
    assert g.scores[0] == 950
    g = won_at(100, start={"scores": [0, 950, 0]}, barrel_mode="lock", barrel_at=900)
    force_result(g, {1: 60, 2: 20, 0: 40})
    assert g.scores[1] == 850  # a locked player who fails falls below the lock and scores again


def test_barrel_mode_none():
    g = won_at(100, start={"scores": [850, 0, 0]}, barrel_mode="none")
    force_result(g, {1: 60, 2: 20, 0: 40})
    assert g.scores[0] == 890 and g.barrel[0] is None


def test_barrel_hands():
    start = {"scores": [880, 0, 0], "barrel": [1, None, None]}
    g = won_at(100, start=start, barrel_hands=2)
    force_result(g, {1: 60, 2: 20, 0: 40})
    assert g.scores[0] == 760
    g = won_at(100, start={"scores": [880, 0, 0], "barrel": [9, None, None]}, barrel_hands=0)
    force_result(g, {1: 60, 2: 20, 0: 40})
    assert g.scores[0] == 880 and g.barrel[0] == 10


def test_barrel_no_marriages():
    start = {"scores": [0, 880, 0], "barrel": [None, 0, None]}
    g = deal(HANDS, TALON, start=start, barrel_no_marriages=True)
    with pytest.raises(IllegalAction):
        act(g, {"seat": 1, "bid": 125})
    act(
        g,
        {"seat": 1, "bid": 120},
        {"seat": 2, "pass": True},
        {"seat": 0, "pass": True},
        {"seat": 1, "give": ["JD", "9H"]},
        {"seat": 1, "play": "AS"},
        {"seat": 2, "play": "QS"},
        {"seat": 0, "play": "9S"},
        {"seat": 1, "play": "KH"},
    )
    assert g.deal.marriages[1] == 0 and g.deal.trump == C.HEARTS


def test_barrel_defender_scores_and_can_win_as_defender():
    start = {"scores": [950, 0, 0], "barrel": [0, None, None]}
    g = won_at(100, start=start, barrel_defender_scores=True, barrel_at=900)
    force_result(g, {1: 50, 2: 20, 0: 50})
    assert g.over and g.winner == 0 and g.scores[0] == 1000


def test_barrel_exact_points():
    start = {"scores": [900, 0, 0], "barrel": [0, None, None]}
    g = won_at(100, start=start, barrel_defender_scores=True, barrel_exact_points=True, barrel_at=900)
    force_result(g, {1: 50, 2: 33, 0: 37})
    assert g.scores[0] == 937 and g.scores[2] == 35


def test_barrel_falls_reset_on_the_third_fall():
    start = {"scores": [880, 0, 0], "barrel": [2, None, None], "barrel_falls": [2, 0, 0]}
    g = won_at(100, start=start, barrel_falls_reset=True)
    force_result(g, {1: 60, 2: 20, 0: 40})
    assert g.scores[0] == 0


def test_barrel_fall_floor_tens():
    start = {"scores": [993, 0, 0], "barrel": [2, None, None]}
    g = won_at(
        100,
        start=start,
        barrel_fall_floor_tens=True,
        barrel_defender_scores=True,
        barrel_exact_points=True,
        barrel_at=880,
    )
    force_result(g, {1: 120, 2: 0, 0: 0})
    assert g.scores[0] == 870


def test_barrel_min_contract_121():
    start = {"scores": [0, 880, 0], "barrel": [None, 0, None]}
    g = deal(HANDS, TALON, start=start, barrel_min_contract=121)
    assert 121 in {a.value for a in legal_actions(g, 1) if a.kind == "bid"}
    g = won_at(120, start=start, barrel_min_contract=121)
    force_result(g, {1: 120}, {})
    assert not g.over and g.scores[1] == 880
    g = deal(HANDS, TALON, start=start, barrel_min_contract=121)
    act(
        g,
        {"seat": 1, "bid": 121},
        {"seat": 2, "pass": True},
        {"seat": 0, "pass": True},
        {"seat": 1, "give": ["JD", "9H"]},
    )
    force_result(g, {1: 121}, {})
    assert g.over and g.winner == 1


def test_barrel_trade_declares_and_takes():
    start = {"scores": [0, 0, 880], "barrel": [None, None, 0]}
    g = deal(HANDS, TALON, start=start, barrel_trade="declares", barrel_min_contract=121)
    assert g.deal.high == 2 and g.deal.bid == 121 and g.deal.phase == "auction"
    g = deal(HANDS, TALON, start=start, barrel_trade="takes", barrel_min_contract=121)
    assert g.deal.declarer == 2 and g.deal.contract == 121 and g.deal.phase == "talon"


def test_barrel_stand_still():
    start = {"scores": [0, 880, 0], "barrel": [None, 0, None]}
    g = won_at(120, start=start, barrel_stand_still=True)
    force_result(g, {1: 50, 2: 40, 0: 0})
    assert g.deal.summary["delta"] == [0, -120, 0] and g.zeros[0] == 0


def test_barrel_obligation_on_the_last_hand_of_the_third_barrel():
    start = {"scores": [0, 880, 0], "barrel": [None, 2, None], "barrel_falls": [0, 2, 0]}
    g = deal(HANDS, TALON, start=start, barrel_obligation=True)
    assert g.deal.declarer == 1 and g.deal.talon_shown and g.deal.contract == 120
    g = deal(HANDS, TALON, start=start)
    assert g.deal.phase == "auction"


def test_barrel_fail_free():
    start = {"scores": [0, 880, 0], "barrel": [None, 0, None]}
    g = won_at(120, start=start, barrel_fail_free=True)
    force_result(g, {1: 50, 2: 40, 0: 30})
    assert g.scores[1] == 880 and g.barrel[1] == 1


def test_win_needs_barrel():
    g = won_at(155, start={"scores": [0, 845, 0]}, win_needs_barrel=True)
    force_result(g, {1: 100}, {1: 100})
    assert not g.over and g.scores[1] == 880 and g.barrel[1] == 0


# ---------------------------------------------------------------- four players

FOUR = ["", "9S JS QD 9C JC TD 9D", "KH QH AH TH AS TS JH", "KS QS AC TC KC QC AD"]


def test_four_sitter_choices():
    from engine.agreements import Rules
    from engine.game import active_seats

    assert active_seats(4, 0, Rules()) == ([1, 2, 0], 3)
    assert active_seats(4, 0, Rules(agreements={"four_sitter": "opposite"})) == ([1, 3, 0], 2)
    assert active_seats(4, 0, Rules(agreements={"four_sitter": "dealer"})) == ([1, 2, 3], 0)


def test_four_sitter_score_choices():
    talon = "AH KD QD"  # an ace and the diamonds marriage: 18 card points
    hands = ["9S JS JD 9C JC TD 9D", "KH QH 9H TH AS TS JH", "KS QS AC TC KC QC AD", ""]
    for mode, want in (("aces40", 120), ("aces50", 130), ("talon_points", 98), ("none", 0)):
        g = deal(hands, talon, players=4, dealer=0, four_sitter="right_of_dealer", four_sitter_score=mode)
        assert g.deal.sitter == 3
        act(
            g,
            {"seat": 1, "bid": 100},
            {"seat": 2, "pass": True},
            {"seat": 0, "pass": True},
            {"seat": 1, "give": ["AH", "KD"]},
        )
        force_result(g, {1: 60, 2: 40, 0: 20})
        assert g.deal.summary["delta"][3] == want, mode


def test_four_aces_give_ace_after_the_talon():
    hands = ["KH 9H JH TH JS TS 9S", "AS AC AD QH QD 9C TD", "KS QS JC TC KC QC JD"]
    g = deal(hands, "AH KD 9D", four_aces="give_ace")
    act(g, *AUCTION_100)
    assert g.deal.phase == "talon"
    with pytest.raises(IllegalAction, match="give one of them away"):
        act(g, {"seat": 1, "give": ["9C", "9D"]})
    act(g, {"seat": 1, "give": ["AH", "9D"]})
    hands = ["AS AC AD AH QD 9C TD", "KH QH JH TH JS TS 9S", "KS QS JC TC KC QC JD"]
    g = deal(hands, "9H KD 9D", four_aces="give_ace")
    assert g.deal.summary["result"] == "redeal"  # four aces as dealt: a redeal all the same


# ---------------------------------------------------------------- issue 26: readings and new entries


def test_bid_max_caps_bids_and_contracts():
    # 004: "The maximum possible bet value is 300 points." Seat 1 holds the hearts marriage, so
    # without the cap he may bid up to 120 + all marriages (400)
    g = deal(HANDS, TALON, bid_max=300)
    assert max(a.value for a in legal_actions(g, 1) if a.kind == "bid") == 300
    with pytest.raises(IllegalAction, match="300"):
        act(g, {"seat": 1, "bid": 305})
    act(
        g,
        {"seat": 1, "bid": 300},
        {"seat": 2, "pass": True},
        {"seat": 0, "pass": True},
        {"seat": 1, "give": ["JD", "9H"]},
    )
    assert max(a.value for a in legal_actions(g, 1) if a.kind == "contract") == 300
    assert max(a.value for a in legal_actions(deal(HANDS, TALON), 1) if a.kind == "bid") == 400


def test_defenders_exact_scores_the_points_taken():
    # 004: "Whistlers get the actual number of points scored."; 001 rounds them to 5 (67 -> 65)
    g = won_at(100, defenders_exact=True)
    force_result(g, {1: 51, 2: 67, 0: 2})
    assert g.deal.summary["delta"] == [2, -100, 67]
    g = won_at(100)
    force_result(g, {1: 51, 2: 67, 0: 2})
    assert g.deal.summary["delta"] == [0, -100, 65]


def _zero_deal(zero_is, points, tricks):
    g = won_at(100, zero_is=zero_is)
    g.deal.tricks_won.update({1: 8 - tricks, 2: 0, 0: tricks})
    force_result(g, {1: 120 - points, 2: 0, 0: points})
    return g.zeros[0]


def test_zero_is_no_points_no_tricks_or_rounds_to_zero():
    # 001: three nines is "a real zero", a jack and two nines (2 points) is not
    assert (_zero_deal("no_points", 0, 1), _zero_deal("no_points", 2, 1)) == (1, 0)
    # 003/004: "not taken a single trick": a trick of three nines is no zero
    assert (_zero_deal("no_tricks", 0, 1), _zero_deal("no_tricks", 0, 0)) == (0, 1)
    # 004: "two nines and a jack are two points" is a dash
    assert (_zero_deal("rounds_to_zero", 2, 1), _zero_deal("rounds_to_zero", 3, 1)) == (1, 0)


def test_three_nines_on_hundred_only_for_the_seat_left_of_the_dealer():
    # 004: "Three nines will give the opportunity to retake the player to the left of the dealer."
    hands = ["9S 9C 9D QD JC TD KD", "KH QH AH TH AS TS JH", "KS QS AC TC KC QC AD"]
    opener = ["KH QH AH TH AS TS JH", "9S 9C 9D QD JC TD KD", "KS QS AC TC KC QC AD"]
    for cards, seat, may in ((hands, 0, False), (opener, 1, True)):
        g = deal(cards, "9H JS JD", four_nines="after_deal", three_nines_on_hundred=True)
        assert ("redeal" in kinds(g, seat)) == may, seat
    assert "redeal" not in kinds(deal(opener, "9H JS JD", four_nines="after_deal"), 1)


def test_barrel_zeros_third_flies():
    # 004: "the player on the barrel gets the third bolt. In this case, it flies (minus 120), the
    # barrel is considered used."; 001 does not count zeros on the barrel at all
    start = {"scores": [880, 0, 0], "zeros": [2, 0, 0], "barrel": [0, None, None]}
    g = won_at(100, start=start, barrel_zeros="third_flies")
    force_result(g, {1: 80, 2: 40, 0: 0})
    assert g.scores[0] == 760 and g.barrel[0] is None and g.barrel_falls[0] == 1 and g.zeros[0] == 3
    g = won_at(100, start=start)
    force_result(g, {1: 80, 2: 40, 0: 0})
    assert g.scores[0] == 880 and g.barrel[0] == 1 and g.zeros[0] == 2


def test_four_sitter_half_marriage():
    # 004: "Some players write down half the value of the margin if there is only one half in the
    # draw." The talon: the ace of hearts, the king of diamonds without its queen
    talon = "AH KD 9H"
    hands = ["9S JS JD 9C JC TD 9D", "KH QH QD TH AS TS JH", "KS QS AC TC KC QC AD", ""]
    for half, want in ((False, 40), (True, 80)):
        g = deal(hands, talon, players=4, four_sitter_half_marriage=half)
        act(
            g,
            {"seat": 1, "bid": 100},
            {"seat": 2, "pass": True},
            {"seat": 0, "pass": True},
            {"seat": 1, "give": ["AH", "KD"]},
        )
        force_result(g, {1: 60, 2: 40, 0: 20})
        assert g.deal.summary["delta"][3] == want, half


def test_only_owner_plays_trumps_bars_trumping_too():
    # 000: "If any trump is declared, no one except of the trump owner is allowed to play with trumps."
    hands = ["9S JS 9D TD QD 9C JH", "KH QH AH TH AS TS JC", "KS QS AC TC KC QC AD"]
    g = deal(hands, "9H KD JD", only_owner_plays_trumps=True)
    act(
        g,
        *AUCTION_100,
        {"seat": 1, "give": ["JD", "9H"]},
        {"seat": 1, "play": "JC"},
        {"seat": 2, "play": "AC"},
        {"seat": 0, "play": "9C"},
        {"seat": 2, "play": "KS"},
        {"seat": 0, "play": "JS"},
        {"seat": 1, "play": "AS"},
    )
    assert g.deal.trump == C.SPADES and g.deal.trump_owner == 2
    act(g, {"seat": 1, "play": "AH"}, {"seat": 2, "play": "QS"}, {"seat": 0, "play": "9H"})
    act(g, {"seat": 2, "play": "TC"})
    # seat 0 has no clubs and holds the trump 9S: under must_trump he would have to play it
    assert {C.name(a.value) for a in legal_actions(g, 0)} == {"9D", "TD", "QD", "JH"}
    with pytest.raises(IllegalAction, match="may not play a trump: only seat 2"):
        act(g, {"seat": 0, "play": "9S"})
    assert explain(g, Action(0, "play", C.card("9S"))).id == "only_owner_plays_trumps"
    g = deal(hands, "9H KD JD")
    act(
        g,
        *AUCTION_100,
        {"seat": 1, "give": ["JD", "9H"]},
        {"seat": 1, "play": "JC"},
        {"seat": 2, "play": "AC"},
        {"seat": 0, "play": "9C"},
        {"seat": 2, "play": "KS"},
        {"seat": 0, "play": "JS"},
        {"seat": 1, "play": "AS"},
        {"seat": 1, "play": "AH"},
        {"seat": 2, "play": "QS"},
        {"seat": 0, "play": "9H"},
        {"seat": 2, "play": "TC"},
    )
    assert {C.name(a.value) for a in legal_actions(g, 0)} == {"9S"}


def test_blind_max_240():
    # 000: "Don't allow to get more than 240 points when the Hidden Round is played."
    g = _blind_declarer(blind_raise=True, blind_max_240=True)
    act(g, {"seat": 1, "give": ["JD", "9H"]}, {"seat": 1, "contract": 150})
    force_result(g, {1: 80, 2: 20, 0: 20}, {1: 100})
    assert g.deal.summary["delta"] == [40, 240, 40]
    g = _blind_declarer(blind_raise=True)
    act(g, {"seat": 1, "give": ["JD", "9H"]}, {"seat": 1, "contract": 150})
    force_result(g, {1: 80, 2: 20, 0: 20}, {1: 100})
    assert g.deal.summary["delta"] == [40, 300, 40]


def test_double_rounding_choices():
    # 004: "write down twice the sum of their points" (22 -> 44 -> 45); 001: "All scores for the
    # hand are doubled" (22 -> 20 -> 40)
    for how, want in (("double_then_round", [35, 240, 45]), ("round_then_double", [40, 240, 40])):
        g = deal(HANDS, TALON, golden="set", double_rounding=how)
        act(
            g,
            {"seat": 1, "bid": 120},
            {"seat": 2, "pass": True},
            {"seat": 0, "pass": True},
            {"seat": 1, "give": ["JD", "9H"]},
        )
        force_result(g, {1: 80, 2: 22, 0: 18}, {1: 100})
        assert g.deal.summary["delta"] == want, how


def test_golden_cone_passes_face_down_even_when_blind_gives_face_up():
    # 003: "The stockpile in the Golden Cone is discarded face down."
    g = deal(HANDS, TALON, golden="cone")
    assert g.rules.blind_give_face_up
    ev = act(g, {"seat": 1, "give": ["JD", "9H"]})
    assert not any("card" in e.data for e in ev if e.kind == "gave" and e.to is None)
    assert view(g, 2).given_known == {2: C.card("JD")}


def test_app000_rospis_enters_a_bolt_and_pays_half_the_bid():
    # 000: "The cards are not played, but icon of a bolt is entered in your column of the score
    # sheet. Each of the opponents scores a half of the bid points."
    g = won_at(110, preset="app000", give=None)
    act(g, {"seat": 1, "rospis": True})
    assert g.deal.summary["delta"] == [55, 0, 55] and g.zeros[1] == 1


def test_site004_names_no_silence_and_caps_bids_at_300():
    from engine.agreements import CATALOGUE, Rules

    r = Rules("site004")
    assert r.silence_below == CATALOGUE["silence_below"].default and r.bid_max == 300
    assert r.zero_is == "no_tricks"


def test_barrel_falls_reset_readings():
    # 001: falls "each time having failed to win the game within three deals" count; 004: "he has
    # three barrels used" (a failed contract uses a barrel too)
    start = {"scores": [0, 880, 0], "barrel": [None, 0, None], "barrel_falls": [0, 2, 0]}
    for how, want in (("used", 0), ("timeouts", 780), ("off", 780)):
        g = won_at(100, start=start, barrel_falls_reset=how)
        force_result(g, {1: 50, 2: 40, 0: 30})
        assert g.scores[1] == want and g.barrel[1] is None, how
    start = {"scores": [880, 0, 0], "barrel": [2, None, None], "barrel_falls": [2, 0, 0], "barrel_timeouts": [1, 0, 0]}
    for how, want in (("used", 0), ("timeouts", 760)):
        g = won_at(100, start=start, barrel_falls_reset=how)
        force_result(g, {1: 60, 2: 20, 0: 40})
        assert g.scores[0] == want, how
    start["barrel_timeouts"] = [2, 0, 0]
    g = won_at(100, start=start, barrel_falls_reset="timeouts")
    force_result(g, {1: 60, 2: 20, 0: 40})
    assert g.scores[0] == 0


def test_barrel_falls_reset_reads_old_true_and_false():
    from engine.agreements import Rules

    assert Rules("russian", {"barrel_falls_reset": True}).barrel_falls_reset == "used"
    assert Rules("russian", {"barrel_falls_reset": True}).to_record() == {
        "preset": "russian",
        "agreements": {"barrel_falls_reset": "used"},
    }
    assert Rules("russian", {"barrel_falls_reset": False}).to_record() == {"preset": "russian"}
