"""Issue 39: "The computer levels play them" - every level plays whole games of Sixty-Six's variants
(the Santase and Schnapsen presets, and the seed's literal readings as agreements): every action
legal, every claim legal, no decision that raised (the plumbing would have answered it with a
fallback and kept the error: tests/engine/test_conformance.py's play_out fails on it)."""

import pytest

from engine.agreements import Rules
from engine.ai import make_player
from engine.game import new_game
from tests.engine.test_conformance import play_out

VARIANTS = {
    "santase": Rules("santase"),
    "schnapsen": Rules("schnapsen"),
    "seed_readings": Rules(
        game="sixty_six", agreements={"sixty_six_must_trump": False, "sixty_six_exchange_any_time": True}
    ),
}
# each level meets another, and every level sits in every variant; hard with a short budget (its
# searches are the same, only fewer worlds) so that whole games fit in the suite's time
PAIRS = [("hard", "normal"), ("easy", "random"), ("normal", "hard")]


def level(name: str, seed: int):
    return make_player(name, seed, time_budget=0.02) if name == "hard" else make_player(name, seed)


@pytest.mark.parametrize("variant", sorted(VARIANTS))
@pytest.mark.parametrize("pair", PAIRS, ids=["-".join(p) for p in PAIRS])
def test_every_level_plays_a_whole_game_of_the_variant(variant, pair):
    rules = VARIANTS[variant]
    g = new_game(rules, 2, seed=11, dealer=0)
    players = [level(pair[0], 30), level(pair[1], 31)]
    play_out(g, players)
    assert g.over and g.scores[g.winner] >= rules.sixty_six_target
    for p in players:
        # it decided, and no decision raised (the random level keeps no record and catches none)
        assert not getattr(p, "errors", []) and getattr(p, "stats", [None])
