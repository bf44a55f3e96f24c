"""Refusals as data: every id the engine produces is registered, and the English sentences
(the replay's error lines, IllegalAction messages) are the ones the engine always wrote."""

import ast
from pathlib import Path

import pytest

from engine import REFUSAL_IDS, IllegalAction, Refusal, explain
from engine.actions import REFUSALS, Action
from tests.engine.helpers import HANDS, TALON, act, deal

ENGINE = Path(__file__).resolve().parents[2] / "engine"


def produced_ids() -> set[str]:
    """The ids in every ``no("…")`` / ``Refusal.of("…")`` call of the engine's rule modules."""
    out = set()
    for path in ENGINE.glob("**/*.py"):  # every game's rules (1000's in engine/games/thousand/)
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            f = node.func
            if (
                isinstance(f, ast.Name)
                and f.id == "no"
                or isinstance(f, ast.Attribute)
                and f.attr == "of"
                and isinstance(f.value, ast.Name)
                and f.value.id == "Refusal"
            ):
                out |= {
                    c.value for c in ast.walk(node.args[0]) if isinstance(c, ast.Constant) and isinstance(c.value, str)
                }
    return out


def test_every_produced_id_is_registered_and_every_registered_id_is_produced():
    ids = produced_ids()
    assert len(ids) > 30
    assert ids == set(REFUSAL_IDS) == set(REFUSALS)


# One of each, with the sentence the engine wrote before refusals became data.
ENGLISH = [
    (Refusal.of("game_over"), "the game is over"),
    (Refusal.of("no_deal"), "no deal is in progress"),
    (Refusal.of("no_such_seat", seat=5), "there is no seat 5"),
    (Refusal.of("sits_out", seat=3), "seat 3 sits out this deal"),
    (Refusal.of("play_in_auction", seat=1), "seat 1 cannot play yet: the auction is not over"),
    (Refusal.of("play_in_exchange", seat=1), "seat 1 cannot play yet: the exchange is not over"),
    (Refusal.of("not_turn_to_play", seat=1, turn=2), "it is seat 2's turn to play, not seat 1's"),
    (Refusal.of("not_held", seat=0, cards=["AH"]), "seat 0 does not hold AH"),
    (Refusal.of("not_held", seat=0, cards=["AH", "9S"]), "seat 0 does not hold AH, 9S"),
    (Refusal.of("must_follow_suit", seat=2, cards=["9S", "KS"]), "seat 2 must follow suit (holds 9S, KS)"),
    (Refusal.of("must_trump", seat=2, cards=["QH"]), "seat 2 must play a trump (holds QH)"),
    (
        Refusal.of("only_owner_leads_trump", seat=1, owner=2),
        "seat 1 may not lead a trump: only seat 2, who made it, may",
    ),
    (
        Refusal.of("only_owner_plays_trumps", seat=0, owner=2),
        "seat 0 may not play a trump: only seat 2, who made it, may",
    ),
    (Refusal.of("no_marriage_in_suit", seat=1, card="KD"), "seat 1 cannot announce a marriage in suit with KD"),
    (Refusal.of("cannot_announce", seat=1, card="QD"), "seat 1 cannot announce with QD now"),
    (Refusal.of("auction_over"), "the auction is over"),
    (Refusal.of("not_turn_to_bid", seat=0, turn=1), "it is seat 1's turn to bid, not seat 0's"),
    (Refusal.of("passed", seat=2), "seat 2 has passed and cannot bid again"),
    (Refusal.of("no_blind_now", seat=2), "seat 2 may not bid blind now"),
    (Refusal.of("silenced", seat=0, below=-200), "seat 0 is silenced (score below -200) and may only pass"),
    (Refusal.of("blind_closed"), "nobody may bid over a blind game"),
    (Refusal.of("cannot_bid_above", seat=1, bid=120), "seat 1 cannot bid above 120 with this hand"),
    (Refusal.of("over_120_needs_pair", seat=1), "seat 1 cannot bid above 120 without a king-queen pair"),
    (Refusal.of("bid_too_high", seat=1, most=220), "the highest bid seat 1 may make is 220"),
    (Refusal.of("bid_too_low", least=105), "a bid must be at least 105"),
    (Refusal.of("bid_step", step=5), "bids go in steps of 5"),
    (Refusal.of("must_open", seat=1, least=100), "seat 1 must open the auction with at least 100"),
    (Refusal.of("cannot_pass", seat=1), "seat 1 cannot pass now"),
    (Refusal.of("give_not_now"), "only the declarer gives two cards, once, after taking the talon"),
    (Refusal.of("give_same_card"), "the two given cards must differ"),
    (Refusal.of("must_give_ace", seat=1), "seat 1 holds all four aces and must give one of them away"),
    (Refusal.of("contract_not_now"), "only the declarer names the contract, after giving two cards"),
    (Refusal.of("contract_set"), "the contract is already set"),
    (Refusal.of("contract_below_bid", bid=110), "the contract cannot be lower than the bid 110"),
    (Refusal.of("contract_fixed"), "the contract cannot be raised in this deal"),
    (Refusal.of("contract_too_high", seat=1, most=240), "the highest contract seat 1 may name is 240"),
    (Refusal.of("contract_step", step=10), "contracts go in steps of 10"),
    (
        Refusal.of("concede_not_declarer", seat=2, kind="rospis"),
        "only the declarer may rospis, between taking the talon and the first card",
    ),
    (
        Refusal.of("concede_not_allowed", seat=1, kind="give_up"),
        "give_up is not allowed now (agreements, the barrel or the count per game)",
    ),
    (Refusal.of("no_redeal_grounds", seat=0), "seat 0 has no grounds to demand a redeal now"),
    (Refusal.of("not_blind", seat=0), "seat 0 is not bidding blind"),
    (Refusal.of("cannot_unhide", seat=0), "seat 0 cannot unhide a blind game now"),
    (Refusal.of("not_possible", seat=0, kind="bid"), "bid is not possible now"),
    # Sixty-Six (tests/engine/test_sixty_six.py)
    (
        Refusal.of("close_not_now", seat=1),
        "seat 1 may close the stock only on lead, while it holds cards and is not closed",
    ),
    (Refusal.of("exchange_not_now", seat=0, card="9S"), "seat 0 may exchange 9S only on its own turn"),
    (Refusal.of("exchange_without_trick", seat=1, card="JD"), "seat 1 may exchange JD only after winning a trick"),
    (
        Refusal.of("exchange_stock_end", seat=1, card="9H"),
        "9H is not exchanged once the stock is closed or down to two cards",
    ),
    (Refusal.of("exchange_first_trick", seat=0, card="9C"), "seat 0 may not exchange 9C on the first trick"),
    (
        Refusal.of("exchange_on_lead", seat=1, card="9D"),
        "seat 1 may exchange 9D only on lead, before playing to the trick",
    ),
    (Refusal.of("exchange_not_held", seat=0, card="9S"), "seat 0 does not hold 9S"),
    (Refusal.of("out_not_now", seat=1), "seat 1 may announce 66 only on lead"),
    # issue 39: the refusals that name the reason (tests/engine/test_sixty_six_variants.py)
    (Refusal.of("out_without_trick", seat=1), "seat 1 may announce 66 only after winning a trick"),
    (Refusal.of("close_first_trick", seat=1), "seat 1 may not close the stock on the first trick"),
    (Refusal.of("close_two_left", seat=0), "seat 0 may not close the stock with only two cards left in it"),
    (Refusal.of("draw_automatic", seat=0), "the cards are drawn from the stock by themselves after each trick"),
    (
        Refusal.of("show_not_now", seat=1),
        "seat 1 may show a marriage only on lead, having won a trick, when it takes them to 66",
    ),
    (
        Refusal.of("draw_not_now", seat=0),
        "seat 0 may draw only when it has just won a trick and the stock is open",
    ),
    (Refusal.of("draw_first", seat=1), "seat 1 must first draw from the stock or close it"),
    # two-player 1000 (tests/engine/test_two_player.py)
    (Refusal.of("talon_not_now"), "only the declarer takes one of the two talons, once, right after the auction"),
    (Refusal.of("no_such_talon", talon=2, talons=["0", "1"]), "there is no talon 2: the talons are 0, 1"),
    (Refusal.of("discard_not_now"), "only the declarer lays cards away, once, after taking a talon"),
    (Refusal.of("discard_same_card"), "two different cards are needed"),
    # Russeln (tests/engine/test_russeln.py)
    (Refusal.of("must_beat", seat=2, cards=["AS"]), "seat 2 must beat the highest card so far (holds AS)"),
]


@pytest.mark.parametrize("refusal,text", ENGLISH, ids=[r.id + str(i) for i, (r, _) in enumerate(ENGLISH)])
def test_english_sentences_are_unchanged(refusal, text):
    assert refusal.text == str(refusal) == text
    assert str(IllegalAction(refusal)) == text


def test_every_id_has_an_english_example():
    assert {r.id for r, _ in ENGLISH} == set(REFUSAL_IDS)


def test_a_refused_action_carries_its_refusal():
    g = deal(HANDS, TALON, dealer=0)
    with pytest.raises(IllegalAction) as e:
        act(g, {"seat": 1, "pass": True})
    assert e.value.refusal == Refusal("must_open", {"seat": 1, "least": 100})
    assert str(e.value) == "seat 1 must open the auction with at least 100"
    why = explain(g, Action(2, "bid", 100))
    assert why.id == "not_turn_to_bid" and why.params == {"seat": 2, "turn": 1}
    assert str(why) == "it is seat 1's turn to bid, not seat 2's"
    assert explain(g, Action(1, "bid", 100)) is None


def test_a_malformed_action_has_no_refusal():
    with pytest.raises(IllegalAction) as e:
        Action.from_record({"seat": 1})
    assert e.value.refusal is None
