"""The computer players of German 1001 (Tausendeins) and Russeln (issue 30, "Computer players"):
every level plays whole games legally; the players' rules on masks agree with the engine's; what
they infer from a view never excludes a card a seat holds; hard's exact search finds the play that
makes the bid. Rules: 001's "1001" and "Russeln" paragraphs and docs/rules.md's readings."""

import random

import pytest

from engine import cards as C
from engine.agreements import Rules
from engine.ai import GAMES, make_player, plays
from engine.ai import tausendeins as T
from engine.game import apply, legal_actions, new_game, to_act

VARIANTS = [
    Rules(game="tausendeins"),
    Rules(game="tausendeins", agreements={"tausendeins_trumps": False}),
    Rules(game="russeln"),
    Rules(game="russeln", agreements={"russeln_void_trumps": False}),
]


def cards(text: str) -> list[int]:
    return [C.card(t) for t in text.split()]


def test_the_levels_play_both_games():
    for game in ("tausendeins", "russeln"):
        assert game in GAMES
        for level in ("easy", "normal", "hard"):
            assert plays(level, game)
            assert type(make_player(level)._other(game)).__module__ == "engine.ai.tausendeins"


def _random_positions(rules, seed, on_play):
    """Random legal play of a few deals; ``on_play(g, seat)`` at every card to play."""
    rng = random.Random(seed)
    g = new_game(rules, 3, seed=seed, dealer=seed % 3)
    for _ in range(3):
        d = g.deal
        while not g.over and g.deal is d and d.result is None:
            seat = to_act(g)
            if d.phase == "play":
                on_play(g, seat)
            apply(g, rng.choice(legal_actions(g, seat)))
        if g.over:
            break


@pytest.mark.parametrize("rules", VARIANTS, ids=lambda r: r.game + str(sorted(r.to_record().get("agreements", {}))))
def test_the_rules_on_masks_are_the_engines(rules):
    # the search's legal cards and marriages must be exactly the engine's (a rule is never decided
    # differently): every card position of random deals, under each play agreement
    g0 = T.Game(rules)
    checked = 0

    def check(g, seat):
        nonlocal checked
        d = g.deal
        legal = legal_actions(g, seat)
        assert T.allowed(g0, d.hands[seat], tuple(d.trick), d.trump) == C.mask(a.value for a in legal)
        quiet = {a.value for a in legal if a.announce is False}
        assert quiet == {c for c in C.cards_of(d.hands[seat]) if not d.trick and T.announces(d.hands[seat], c)}
        checked += 1

    for seed in range(30):
        _random_positions(rules, seed, check)
    assert checked > 500
