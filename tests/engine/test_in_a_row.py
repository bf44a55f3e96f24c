"""The "in a row" counters (redeal_streak, bottom_jack, bottom_nine) and the fines they bring,
on and off the barrel.

The seeds: 001 "if he gets a jack on the bottom three times in a row, the dealer loses 120 points
and the deal passes to the next player" and "if the hand is abandoned three times in a row because
some player declares four nines, the **dealer** loses 120 points and the deal passes to the next
player"; 004 "If a player dealt cards, and a retaliation followed ... then one retaliation is
counted to him ... If for the third time someone demands a redistribution of cards, then minus
120 is written to this sender". A streak belongs to one dealer and to deals in a row: a deal that
is not abandoned (whatever way it ends) or a new dealer starts it again. A fine on a player on the
barrel throws him off it (004: "the player on the barrel gets the third bolt. In this case, it
flies (minus 120), the barrel is considered used").
"""

import pytest

from engine import cards as C
from engine.game import legal_actions, start_deal
from tests.engine.helpers import HANDS, TALON, act, deal, force_result

AUCTION_100 = ({"seat": 1, "bid": 100}, {"seat": 2, "pass": True}, {"seat": 0, "pass": True})
# seat 0 holds all four nines as dealt: with four_nines "after_deal" he may demand a redeal at once,
# whoever deals (each seat's last card, the pack's bottom card when it deals, is no jack, no nine)
NINES = (["9S 9C 9D 9H QD JC TD", "KH QH AH TH JH AS TS", "KS QS AC TC KC QC AD"], "JS KD JD")
# the dealer (seat 0) deals himself last: his last card is the bottom card of the pack
JACK_AT_BOTTOM = (["9S JS QD 9C TD 9D JC", HANDS[1], HANDS[2]], TALON)
NINE_AT_BOTTOM = (["JS JC QD TD 9S 9D 9C", HANDS[1], HANDS[2]], TALON)
PLAIN = (HANDS, TALON)  # the bottom card is 9D under dealer 0: use only without bottom_nine


def cards(hands, talon):
    return {s: [C.card(x) for x in h.split()] for s, h in enumerate(hands) if h}, [C.card(x) for x in talon.split()]


def next_deal(g, layout):
    start_deal(g, *cards(*layout))


def claim(g):
    act(g, {"seat": 0, "redeal": True})


def game(layout=NINES, **agreements):
    agreements.setdefault("four_nines", "after_deal")
    return deal(*layout, **agreements)


# ---------------------------------------------------------------- redeals in a row


def test_two_redeals_then_a_third_fines_the_dealer_and_passes_the_deal():
    g = game(redeal_streak="penalty_pass")
    claim(g)
    next_deal(g, NINES)
    claim(g)
    assert g.dealer == 0 and g.redeal_streak == 2 and g.scores == [0, 0, 0]
    next_deal(g, NINES)
    claim(g)
    assert g.dealer == 1 and g.scores == [-120, 0, 0] and g.redeal_streak == 0


def _made(g):
    act(g, *AUCTION_100, {"seat": 1, "give": ["JD", "9H"]})
    force_result(g, {1: 100, 2: 10, 0: 10})


def _failed(g):
    act(g, *AUCTION_100, {"seat": 1, "give": ["JD", "9H"]})
    force_result(g, {1: 50, 2: 40, 0: 30})


def _played_out(g):
    """Every card played, by the first legal card each time."""
    act(g, *AUCTION_100, {"seat": 1, "give": ["JD", "9H"]})
    while g.deal.phase != "done" or g.deals[-1] is not g.deal:
        d = g.deal
        plays = [a for a in legal_actions(g, d.turn) if a.kind == "play"]
        act(g, plays[0].to_record())
        if d.phase == "done":
            break


def _rospis(g):
    act(g, *AUCTION_100, {"seat": 1, "rospis": True})


def _spisat(g):
    act(g, *AUCTION_100, {"seat": 1, "spisat": True})


def _give_up(g):
    act(g, *AUCTION_100, {"seat": 1, "give_up": True})


def _surrender(g):
    act(g, {"seat": 1, "surrender": True})  # the golden round: seat 1 took the talon at 120


ENDINGS = {
    "made": (_made, {}),
    "failed": (_failed, {}),
    "played_out": (_played_out, {}),
    "rospis": (_rospis, {}),
    "spisat": (_spisat, {"spisat": True}),
    "give_up": (_give_up, {"give_up_on_100": True}),
    "surrender": (_surrender, {"golden": "round", "golden_surrender": True}),
}


@pytest.mark.parametrize("ending", list(ENDINGS))
def test_a_deal_that_is_not_abandoned_ends_the_streak(ending):
    """Two redeals by dealer 0, then a deal of his that ends any other way: the deal passes to
    seat 1, whose first redeal is his first in a row (no fine)."""
    finish, agreements = ENDINGS[ending]
    g = game(PLAIN, redeal_streak="penalty_pass", start={"redeal_streak": 2}, **agreements)
    finish(g)
    assert g.deal.result == ending.replace("played_out", g.deal.result) != "redeal"
    assert g.dealer == 1 and g.redeal_streak == 0
    if g.golden_active:
        return  # the golden circle goes on with forced deals, where no four nines are claimed
    next_deal(g, NINES)
    claim(g)
    assert g.redeal_streak == 1 and g.dealer == 1 and g.deal.summary["delta"] == [0, 0, 0]


def test_two_claimed_redeals_then_a_rospis_then_a_claim_is_no_third():
    g = game(redeal_streak="penalty_pass")
    claim(g)
    next_deal(g, NINES)
    claim(g)
    next_deal(g, PLAIN)
    _rospis(g)
    next_deal(g, NINES)
    claim(g)
    assert g.redeal_streak == 1 and g.scores == [60, 0, 60] and g.dealer == 1


def test_a_mandatory_redeal_counts_in_the_streak():
    # 004: the third is refused "even if there are 4 aces on the hand": four aces count as a redeal
    aces = (["AS AC AD AH QD 9C TD", "KH QH JH TH JS TS 9S", "KS QS JC TC KC QC JD"], "9H KD 9D")
    g = game(redeal_streak="penalty_pass", four_aces="redeal_dealt")
    claim(g)
    next_deal(g, NINES)
    claim(g)
    next_deal(g, aces)
    assert g.deals[-1].summary["result"] == "redeal" and g.scores[0] == -120 and g.dealer == 1


def test_a_bottom_jack_recut_neither_counts_nor_breaks_the_streak():
    # 001: the bottom jack is looked at "after the cut", before the hand is dealt out: no hand is
    # abandoned, so the streak of abandoned hands goes on over it
    g = game(redeal_streak="penalty_pass", bottom_jack=True)
    claim(g)
    next_deal(g, NINES)
    claim(g)
    next_deal(g, JACK_AT_BOTTOM)
    assert g.redeal_streak == 2 and g.jack_streak == 1 and g.scores == [0, 0, 0]
    next_deal(g, NINES)
    claim(g)
    assert g.scores[0] == -120 and g.dealer == 1


def test_a_dealer_passed_on_by_bottom_jacks_leaves_no_redeal_streak_behind():
    g = game(redeal_streak="penalty_pass", bottom_jack=True)
    claim(g)
    next_deal(g, NINES)
    claim(g)
    for _ in range(3):
        next_deal(g, JACK_AT_BOTTOM)
    assert g.dealer == 1 and g.scores[0] == -120 and g.redeal_streak == 0
    next_deal(g, NINES)
    claim(g)
    assert g.redeal_streak == 1 and g.scores == [-120, 0, 0]


def test_penalty_play_streak_is_ended_by_a_rospis_too():
    g = game(redeal_streak="penalty_play")
    claim(g)
    next_deal(g, NINES)
    claim(g)
    next_deal(g, PLAIN)
    _rospis(g)
    next_deal(g, NINES)
    claim(g)  # seat 1's first redeal: granted
    assert g.deal.summary["result"] == "redeal" and g.redeal_streak == 1


# ---------------------------------------------------------------- bottom jacks in a row


def test_bottom_jacks_count_in_a_row_only():
    g = game(bottom_jack=True)
    assert g.deal.summary is None  # NINES: no jack at the bottom
    claim(g)
    next_deal(g, JACK_AT_BOTTOM)
    next_deal(g, JACK_AT_BOTTOM)
    assert g.jack_streak == 2
    next_deal(g, NINES)  # a cut without a jack: the count starts again
    assert g.jack_streak == 0
    claim(g)
    next_deal(g, JACK_AT_BOTTOM)
    next_deal(g, JACK_AT_BOTTOM)
    assert g.scores == [0, 0, 0] and g.dealer == 0 and g.jack_streak == 2
    next_deal(g, JACK_AT_BOTTOM)
    assert g.scores == [-120, 0, 0] and g.dealer == 1


def test_bottom_jacks_are_counted_per_dealer():
    g = deal(*JACK_AT_BOTTOM, bottom_jack=True)
    next_deal(g, JACK_AT_BOTTOM)
    assert g.jack_streak == 2
    next_deal(g, PLAIN)
    _made(g)  # dealer 0's deal is played: seat 1 deals next
    assert g.dealer == 1 and g.jack_streak == 0
    jack_under_1 = ([HANDS[1], "9S JS QD 9C TD 9D JC", HANDS[2]], TALON)  # seat 1 deals himself JC last
    next_deal(g, jack_under_1)
    assert g.deal.summary["result"] == "redeal" and g.jack_streak == 1 and g.scores[1] == 100


# ---------------------------------------------------------------- bottom nines (004)


def test_bottom_nine_recuts_and_the_third_in_a_row_fines_the_cutter():
    # 004: "if it is a nine, then the dealer has the right to ask to "re-move" (in the case of a
    # three-fold drop of a nine, the shifting player is charged a penalty of 120 points)"; "the
    # dealer is obliged to let the player sitting on his right hand move the cards"
    g = deal(*NINE_AT_BOTTOM, bottom_nine=True)
    assert g.deal.summary["result"] == "redeal" and g.dealer == 0
    next_deal(g, NINE_AT_BOTTOM)
    assert g.scores == [0, 0, 0]
    next_deal(g, NINE_AT_BOTTOM)  # the cutter is seat 2, right of dealer 0
    assert g.scores == [0, 0, -120] and g.dealer == 0 and g.nine_streak == 0


def test_bottom_nines_count_in_a_row_only():
    g = deal(*NINE_AT_BOTTOM, bottom_nine=True)
    next_deal(g, NINE_AT_BOTTOM)
    next_deal(g, JACK_AT_BOTTOM)  # no nine at the bottom: played, the count starts again
    assert g.nine_streak == 0 and g.deal.phase == "auction"


def test_bottom_nine_off_plays_the_deal():
    g = deal(*NINE_AT_BOTTOM)
    assert g.deal.phase == "auction"


# ---------------------------------------------------------------- fines on the barrel

ON_BARREL = {"scores": [880, 0, 0], "barrel": [1, None, None]}


def _three_claims(**agreements):
    agreements.setdefault("start", ON_BARREL)
    g = game(**agreements)
    claim(g)
    next_deal(g, NINES)
    claim(g)
    next_deal(g, NINES)
    claim(g)
    return g


def test_redeal_streak_fine_throws_a_dealer_off_the_barrel():
    g = _three_claims(redeal_streak="penalty_pass")
    assert g.scores[0] == 760 and g.barrel[0] is None and g.barrel_falls[0] == 1
    g = _three_claims(redeal_streak="penalty_pass", start={"scores": [500, 0, 0]})
    assert g.scores[0] == 380 and g.barrel[0] is None and g.barrel_falls[0] == 0


def test_redeal_streak_penalty_play_fine_is_written_on_the_barrel_too():
    # 004: "minus 120 is written to this sender, and the redistribution is canceled"
    # on the barrel his points as a defender do not count (001); off it he scores his 10
    for start, after in ((ON_BARREL, 760), ({"scores": [500, 0, 0]}, 390)):
        g = _three_claims(redeal_streak="penalty_play", start=start)
        assert g.deal.phase == "auction" and g.deal.streak_cancelled
        act(g, *AUCTION_100, {"seat": 1, "give": ["JD", "KD"]})
        force_result(g, {1: 90, 2: 20, 0: 10})
        assert g.scores[0] == after and g.barrel[0] is None
        assert g.barrel_falls[0] == (1 if start is ON_BARREL else 0)


def test_bottom_jack_fine_throws_a_dealer_off_the_barrel():
    for start, after in ((ON_BARREL, 760), ({"scores": [500, 0, 0]}, 380)):
        g = deal(*JACK_AT_BOTTOM, bottom_jack=True, start=start)
        next_deal(g, JACK_AT_BOTTOM)
        next_deal(g, JACK_AT_BOTTOM)
        assert g.scores[0] == after and g.barrel[0] is None and g.dealer == 1


def test_bottom_nine_fine_throws_the_cutter_off_the_barrel():
    for start, after in (({"scores": [0, 0, 880], "barrel": [None, None, 2]}, 760), ({}, -120)):
        g = deal(*NINE_AT_BOTTOM, bottom_nine=True, start=start)
        next_deal(g, NINE_AT_BOTTOM)
        next_deal(g, NINE_AT_BOTTOM)
        assert g.scores[2] == after and g.barrel[2] is None


def test_a_fine_off_the_barrel_leaves_a_player_who_mounts_it_alone():
    """A fined dealer who just fell is not put back on the barrel in the same deal."""
    start = {"scores": [880, 0, 0], "barrel": [1, None, None]}
    g = _three_claims(redeal_streak="penalty_play", start=start, win_needs_barrel=True)
    act(g, *AUCTION_100, {"seat": 1, "give": ["JD", "KD"]})
    force_result(g, {1: 90, 2: 20, 0: 10})
    assert g.barrel[0] is None and g.scores[0] == 760
