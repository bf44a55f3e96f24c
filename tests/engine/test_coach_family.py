"""The coach's figures for the decisions beyond 1000's own bids, gives and cards (issue 41): the
contract after a give that was not the hard player's own, and the other games' auctions,
lay-aways and discards. Every expected answer comes from the rules (rule 001's scoring played out
by hand in the comments), never from the coach."""

from __future__ import annotations

from engine import cards as C
from engine.actions import Action
from engine.agreements import Rules
from engine.ai import make_player
from engine.coach import advise
from engine.game import apply, legal_actions, new_game
from engine.games.thousand.game import start_deal
from engine.view import view


def _cards(names: str) -> list:
    return [C.card(x) for x in names.split()]


# ---------------------------------------------------------------- 1000: the contract after any give


def test_the_contract_after_a_give_not_the_hard_players_own():
    # seat 1 takes the talon A♥ 10♥ 9♣ and gives away A♣ and 9♣, keeping A♠ 10♠ and all six hearts.
    # Rule 001 (Russian rules: a marriage is announced from the second trick): he leads A♠ and
    # 10♠ (no trumps yet: the suit's two highest cards win), then K♥ announcing the ♥ marriage
    # (100), and every heart wins: all 24 cards (120) + 100 = 220 whatever the defenders hold.
    # So every contract up to 220 is made in every world and every one above in none.
    g = new_game(Rules("russian"), 3, seed=1, dealer=0, auto_deal=False)
    mine = _cards("AS TS KH QH JH 9H AC")
    talon = _cards("AH TH 9C")
    rest = [c for c in range(24) if c not in mine + talon]
    start_deal(g, {1: mine, 2: rest[:7], 0: rest[7:14]}, talon)
    apply(g, Action(1, "bid", 100))
    apply(g, Action(2, "pass"))
    apply(g, Action(0, "pass"))
    give = next(a for a in legal_actions(g, 1) if a.kind == "give" and a.value == (C.card("AC"), C.card("9C")))
    apply(g, give)  # a give chosen by the player (the record), not by the hard level
    v = view(g, 1)
    contracts = sorted(a.value for a in v.legal if a.kind == "contract")
    assert contracts[0] == 100 and contracts[-1] > 220
    hard = make_player("hard", 1)
    advice = advise(v, hard)
    ev = advice.evaluation
    assert ev is not None and ev.kind == "contract"  # before: no figures (the heuristic's raise)
    assert sorted(f.action.value for f in ev.figures) == contracts
    for f in ev.figures:
        assert f.worlds > 0
        assert f.made == (f.worlds if f.action.value <= 220 else 0), f
    # the decision is the first figure, a contract made in every world, and the reason names it
    assert advice.action == ev.figures[0].action and advice.action.value <= 220
    assert advice.reason.id == "contract"
    assert advice.reason.params["contract"] == advice.action.value
    assert advice.reason.params["made"] == ev.figures[0].worlds
    # the hard player decides from the same figures: the same contract by choose
    assert make_player("hard", 1).choose(v) == advice.action
