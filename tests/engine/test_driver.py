"""The one loop that drives computer seats (engine/driver.py), used by the simulation, the app, the LAN
host and the LAN computer client: claims out of turn first, then the seat to act; a failing player
falls back to a legal move and is counted and logged; a stale decision is dropped."""

import logging

import pytest

from engine import Action, Rules, apply, legal_actions, new_game, to_act, view
from engine import cards as C
from engine.driver import Driver, Job, step
from engine.game import start_deal

# Rule text 001: "After the talon has been exchanged, if any player has all four nines, that player can
# show his cards and demand that the hand is abandoned" -- a demand made out of turn. Seat 2 holds three
# nines, the declarer (seat 0) gives it the fourth; then seat 0 is to set the contract, and seat 2 may
# demand the redeal although it is not its turn.
HANDS = {
    0: ["TS", "JH", "JC", "QC", "9H", "QH", "KC"],
    1: ["AS", "JD", "AC", "KS", "AD", "KD", "TC"],
    2: ["TD", "JS", "TH", "QD", "9C", "9D", "9S"],
}
TALON = ["KH", "QS", "AH"]
AUCTION_AND_GIVE = [
    {"seat": 2, "bid": 100},
    {"seat": 0, "bid": 105},
    {"seat": 1, "pass": True},
    {"seat": 2, "pass": True},
    {"seat": 0, "give": ["JC", "9H"]},
]


def four_nines_position():
    g = new_game(Rules("russian"), 3, dealer=1, auto_deal=False)
    start_deal(g, {s: [C.card(x) for x in h] for s, h in HANDS.items()}, [C.card(x) for x in TALON])
    for rec in AUCTION_AND_GIVE:
        apply(g, Action.from_record(rec))
    assert to_act(g) == 0 and any(a.kind == "redeal" for a in legal_actions(g, 2))
    return g


class Asked:
    """A player that notes every question and answers as told (``claims``: claim the first legal action)."""

    def __init__(self, seat, log, claims=False, fails=False, answer=None):
        self.seat, self.log, self.claims, self.fails, self.answer = seat, log, claims, fails, answer

    def claim(self, v):
        self.log.append(("claim", self.seat))
        return v.legal[0] if self.claims else None

    def choose(self, v):
        self.log.append(("choose", self.seat))
        if self.fails:
            raise RuntimeError("search lost its way")
        return self.answer or v.legal[0]


def test_claims_out_of_turn_are_asked_before_the_seat_to_act():
    g = four_nines_position()
    log = []
    job = Driver().job(g, {0: Asked(0, log), 1: Asked(1, log), 2: Asked(2, log)})
    decision = job.run()
    # seat 1 has nothing it may do out of turn, so only seat 2 is asked to claim, then seat 0 chooses
    assert log == [("claim", 2), ("choose", 0)]
    assert decision.seat == 0 and decision.action.kind == "contract"


def test_a_claim_is_the_decision_and_the_seat_to_act_is_not_asked():
    g = four_nines_position()
    log = []
    driver = Driver()
    decision = driver.job(g, {0: Asked(0, log), 2: Asked(2, log, claims=True)}).run()
    assert log == [("claim", 2)]
    assert driver.settle(g, decision, lambda a: apply(g, a))
    assert g.deals[0].actions[-1] == Action(2, "redeal", True)


def test_a_stale_decision_is_dropped():
    g = four_nines_position()
    driver = Driver()
    decision = driver.job(g, {0: Asked(0, [])}).run()
    apply(g, Action(2, "redeal", True))  # a person demanded the redeal while the computer thought
    driver.moved()
    played = []
    assert not driver.settle(g, decision, played.append)
    assert played == [] and driver.failures == 0


def test_a_position_is_asked_once_until_the_table_moves():
    g = four_nines_position()
    driver = Driver()
    computers = {2: Asked(2, [])}  # seat 0 is a person: only seat 2's claim is asked
    assert driver.job(g, computers) is not None
    assert driver.job(g, computers) is None  # it declined: not asked again at the same position
    assert driver.job(g, {0: Asked(0, []), **computers}) is not None  # a computer took a seat
    driver.moved()
    assert driver.job(g, computers) is not None


def test_a_raising_player_falls_back_to_a_legal_move_and_is_counted_and_logged(caplog):
    g = four_nines_position()
    told = []
    driver = Driver(on_failure=told.append)
    decision = driver.job(g, {0: Asked(0, [], fails=True)}).run()
    assert decision.action in legal_actions(g, 0)
    with caplog.at_level(logging.WARNING, logger="engine.driver"):
        assert driver.settle(g, decision, lambda a: apply(g, a))
    assert driver.failures == 1 and len(told) == 1
    assert "search lost its way" in caplog.text and "seat 0" in caplog.text
    assert g.deal.actions[-1].seat == 0 and g.deal.actions[-1].kind == "contract"


def test_a_move_the_rules_refuse_is_replaced_by_a_legal_one():
    g = four_nines_position()
    driver = Driver()
    # rule text 001: "the declarer is allowed to increase the bid ... or to leave it as it is", so a
    # contract of 100 under a won bid of 105 is refused
    decision = driver.job(g, {0: Asked(0, [], answer=Action(0, "contract", 100))}).run()
    assert driver.settle(g, decision, lambda a: apply(g, a))
    assert driver.failures == 1
    assert g.deal.actions[-1].kind == "contract" and g.deal.actions[-1].value >= 105


def test_the_simulation_step_is_strict():
    """Measurements and the AI tests want to see a player's bug, not a fallback."""
    g = four_nines_position()
    with pytest.raises(RuntimeError, match="search lost its way"):
        step(g, [Asked(0, [], fails=True), Asked(1, []), Asked(2, [])])


def test_a_client_asks_its_one_seat_by_its_view():
    g = four_nines_position()
    log = []
    Job.of_view(view(g, 2), Asked(2, log)).run()
    Job.of_view(view(g, 0), Asked(0, log)).run()
    assert log == [("claim", 2), ("choose", 0)]
