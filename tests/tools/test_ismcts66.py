"""The Sixty-Six ISMCTS yardstick (issue 39): its compiled rules are the engine's, and it plays
whole hands with legal moves from a seat's view only.

The issue asks for "a strong information-set MCTS ... determinized over the worlds consistent with
its view"; a yardstick that played other rules than the engine's would measure nothing, so the
core's legal moves, state and result are compared with the engine's at every step of many random
hands, under the seed's rules and the common variant (sixty_six_head, and drawing at once:
sixty_six_close_before_draw off).
"""

import copy
import random

import pytest

from engine import Rules, apply, legal_actions, new_game, to_act, view
from engine import cards as C
from engine.ai.sixty_six import evidence
from engine.ai.stock_worlds import married
from tools.ismcts import pure66, yardstick
from tools.ismcts import sixty_six as I

# the faithfulness tests run on the C module and on its pure-Python port alike
CORES = [pytest.param(pure66, id="pure")] + (
    [pytest.param(I.compiled, id="compiled")] if I.compiled is not None else []
)
needs_compiled = pytest.mark.skipif(I.compiled is None, reason="engine.ai._ismcts66 not built (build_ext --inplace)")

RULE_SETS = [
    {},
    {"sixty_six_head": True},
    {"sixty_six_close_before_draw": False},
    {"sixty_six_head": True, "sixty_six_close_before_draw": False},
]


def full_state(d, rules, core=None):
    """The core's state of an engine deal, every card where it is."""
    return (core or I.core).make(
        d.hands[0],
        d.hands[1],
        list(d.stock),
        d.trump,
        -1 if d.turned is None else d.turned,
        -1 if d.closed_by is None else d.closed_by,
        d.closer_opponent_tricks,
        d.turn,
        d.trick[0][1] if d.trick else -1,
        d.trick[0][0] if d.trick else -1,
        -1 if d.drawing is None else d.drawing,
        int(bool(rules.sixty_six_head)),
        int(bool(d.draws_chosen)),
        d.tricks_won[0],
        d.tricks_won[1],
        d.card_points[0],
        d.card_points[1],
        d.marriages[0],
        d.marriages[1],
    )


def same_state(info, d):
    assert info["hands"] == (d.hands[0], d.hands[1])
    assert info["stock"] == len(d.stock)
    assert info["turned"] == (-1 if d.turned is None else d.turned)
    assert info["closed_by"] == (-1 if d.closed_by is None else d.closed_by)
    assert info["drawing"] == (-1 if d.drawing is None else d.drawing)
    assert info["card_points"] == (d.card_points[0], d.card_points[1])
    assert info["marriages"] == (d.marriages[0], d.marriages[1])
    assert info["tricks_won"] == (d.tricks_won[0], d.tricks_won[1])
    assert info["lead"] == (d.trick[0][1] if d.trick else -1)


def pick(rng, actions, hands=None):
    """A random action, claims of 66 and closings rarer (so hands run long) and shows likelier; given the
    hands, a king or queen of a marriage is kept while there is another move (else a marriage is
    seldom still in hand when it would take its holder to 66, and a show never comes up)."""
    if hands is not None:
        keep = [a for a in actions if not (a.kind == "play" and married(hands[a.seat], a.value))]
        actions = keep or actions
    weights = [{"out": 0.05, "close": 0.2, "show": 2.0}.get(a.kind, 1.0) for a in actions]
    return rng.choices(actions, weights)[0]


@pytest.mark.parametrize("core", CORES)
@pytest.mark.parametrize("agreements", RULE_SETS, ids=lambda a: ",".join(a) or "seed")
def test_the_core_plays_the_engines_rules_step_by_step(agreements, core):
    rules = Rules("sixty_six", agreements)
    rng = random.Random(39)
    kinds = set()
    results = set()
    for game_seed in range(150):
        g = new_game(rules, 2, seed=game_seed, dealer=game_seed % 2)
        d = g.deal
        state = full_state(d, rules, core)
        while d.result is None:
            engine_moves = sorted(I.to_move(a) for a in legal_actions(g))
            assert sorted(core.legal(state)) == engine_moves
            a = pick(rng, legal_actions(g), d.hands if game_seed % 2 else None)
            kinds.add(a.kind if a.announce is not False else "quiet")
            apply(g, a)
            state = core.apply(state, I.to_move(a))
            info = core.info(state)
            if d.result is None:
                same_state(info, d)
                assert info["turn"] == d.turn
        info = core.info(state)
        assert info["done"] == 1 and core.legal(state) == []
        winner = d.summary["winner"]
        assert info["winner"] == (-1 if winner is None else winner)
        assert info["won"] == (0 if winner is None else d.summary["delta"][winner])
        results.add((d.summary["result"], info["won"]))
    # every kind of move and of result came up (else the comparison missed a rule)
    expect = {"play", "quiet", "close", "out", "show"} | ({"draw"} if rules.sixty_six_close_before_draw else set())
    assert expect <= kinds
    assert {r for r, _ in results} >= {"out", "wrong_out", "closing_failed", "nobody"}
    assert {w for _, w in results} >= {0, 1, 2, 3}


@pytest.mark.parametrize("core", CORES)
def test_the_trump_nine_exchange_matches_too(core):
    # the exchange needs the nine, a trick won and the stock long: rare at random, so sought out
    rules = Rules("sixty_six")
    rng = random.Random(7)
    exchanged = 0
    for game_seed in range(400):
        g = new_game(rules, 2, seed=1000 + game_seed)
        d = g.deal
        state = full_state(d, rules, core)
        while d.result is None:
            acts = legal_actions(g)
            assert sorted(core.legal(state)) == sorted(I.to_move(a) for a in acts)
            ex = [a for a in acts if a.kind == "exchange"]
            a = ex[0] if ex else rng.choice([a for a in acts if a.kind not in ("out", "show", "close")] or acts)
            exchanged += bool(ex)
            apply(g, a)
            state = core.apply(state, I.to_move(a))
            if d.result is None:
                same_state(core.info(state), d)
    assert exchanged >= 20


def test_the_view_gives_the_core_only_what_the_seat_knows():
    # the hidden cards' constraints from a view: exactly the opponent's unshown cards and the
    # face-down stock are unknown, and the opponent's known cards are in his hand
    rules = Rules("sixty_six")
    rng = random.Random(3)
    for game_seed in range(40):
        g = new_game(rules, 2, seed=game_seed)
        d = g.deal
        while d.result is None:
            s = to_act(g)
            v = view(g, s)
            state, unknown, void, need = I.state_of_view(v)
            opp = 1 - s
            known = I.core.info(state)["hands"][opp]
            assert known & ~d.hands[opp] == 0
            facedown = d.stock[:-1] if d.turned is not None else d.stock
            truth = d.hands[opp] & ~known
            for c in facedown:
                truth |= 1 << c
            assert unknown == truth
            assert need == bin(d.hands[opp]).count("1") - bin(known).count("1")
            assert void & d.hands[opp] == 0
            apply(g, pick(rng, legal_actions(g)))


@pytest.mark.parametrize("agreements", RULE_SETS[:2], ids=["seed", "head"])
def test_ismcts_plays_whole_games_with_legal_moves(agreements):
    rules = Rules("sixty_six", agreements)
    g = new_game(rules, 2, seed=5)
    players = [yardstick("ismcts:300", 1), yardstick("ismcts:300", 2)]
    deals = 0
    while not g.over and deals < 40:
        deals = len(g.deals)
        s = to_act(g)
        v = view(g, s)
        a = players[s].choose(v)
        assert any(a == b for b in v.legal), (a, v.legal)
        apply(g, a)
    assert g.over
    assert players[0].errors == [] and players[1].errors == []


def test_ismcts_decides_the_same_for_the_same_view():
    g = new_game(Rules("sixty_six"), 2, seed=11)
    v = view(g, to_act(g))
    assert yardstick("ismcts:500", 4).choose(v) == yardstick("ismcts:500", 4).choose(v)


def brute_force(g, me):
    """The exact value for ``me`` of an engine position, every card seen: minimax over the engine's
    own legal actions and results (a quiet play is the same as its announced one but for the 20 or
    40, so it is left out, as the core leaves it out)."""
    d = g.deal
    if d.result is not None:
        w = d.summary["winner"]
        return 0 if w is None else (1 if w == me else -1) * d.summary["delta"][w]
    vals = []
    for a in legal_actions(g):
        if a.kind == "play" and a.announce is False:
            continue
        h = copy.deepcopy(g)
        h.auto_deal = False
        apply(h, a)
        vals.append(brute_force(h, me))
    return max(vals) if d.turn == me else min(vals)


@pytest.mark.parametrize("core", CORES)
def test_the_exact_solve_is_the_engines_minimax_once_the_stock_is_gone(core):
    # the rule-based yardstick's endgame: each move's value, both seats seeing every card, against
    # a minimax over the engine's own actions (positions with at most three cards a hand)
    rules = Rules("sixty_six")
    rng = random.Random(66)
    checked = 0
    for game_seed in range(70):
        g = new_game(rules, 2, seed=game_seed)
        g.auto_deal = False
        d = g.deal
        while d.result is None and not (d.strict and not d.trick and len(C.cards_of(d.hands[d.turn])) <= 3):
            apply(g, pick(rng, [a for a in legal_actions(g) if a.kind not in ("out", "show")] or legal_actions(g)))
        if d.result is not None:
            continue
        me = d.turn
        state = full_state(d, rules, core)
        for m, total in core.solve(state, me, 0, 0, 0, 1, 1):
            h = copy.deepcopy(g)
            apply(h, I.to_action(me, m))
            assert total == brute_force(h, me), (game_seed, m)
            checked += 1
    assert checked >= 40


@needs_compiled
def test_the_pure_python_port_searches_and_solves_as_the_c_module_does():
    # the brief: "a pure-Python fallback may be slow but must give the same play": the same root
    # statistics (moves, visits, mean rewards to the last bit) and the same exact values, from views
    # of every phase (both play-out policies, a closed stock, the drawing choice)
    rules = Rules("sixty_six")
    rng = random.Random(12)
    compared = weighed = 0
    for game_seed in range(12):
        g = new_game(rules, 2, seed=game_seed)
        d = g.deal
        while d.result is None:
            s = to_act(g)
            v = view(g, s)
            if len(v.legal) > 1 and rng.random() < 0.3:
                c_state, *hidden = I.state_of_view(v, I.compiled)
                p_state, *p_hidden = I.state_of_view(v, pure66)
                assert hidden == p_hidden
                for policy in (-1, 10):
                    a = I.compiled.search(c_state, s, *hidden, 150, 99, 0.7, policy)
                    assert a == pure66.search(p_state, s, *hidden, 150, 99, 0.7, policy)
                # hard's worlds weighed by what the opponent's plays say (the rejection sampler)
                facts = evidence(v)
                if facts and v.stock and not v.closed:
                    a = I.compiled.search(c_state, s, *hidden, 150, 99, 0.7, 10, facts)
                    assert a == pure66.search(p_state, s, *hidden, 150, 99, 0.7, 10, facts)
                    weighed += 1
                compared += 1
                if v.stock == 0 or v.closed:
                    assert I.compiled.solve(c_state, s, *hidden, 2, 5) == pure66.solve(p_state, s, *hidden, 2, 5)
            apply(g, pick(rng, legal_actions(g)))
    assert compared >= 20 and weighed >= 5


def test_weighed_placings_follow_the_likelihood_of_the_opponents_plays():
    """Hard's worlds (engine.ai.sixty_six.draw_world, and the core's determinization given facts)
    keep a placing with the chance its weight gives: a card whose play factor is f in his hand then
    (no draw since) is in it with probability p f / (p f + 1 - p), p its chance among uniform
    placings (Bayes' rule; the port's sampler here, the C module's is the same by the test above)."""
    rules = Rules("sixty_six")
    g = new_game(rules, 2, seed=4)
    v = view(g, to_act(g))
    state, unknown, void, need = I.state_of_view(v, pure66)
    free = bin(unknown).count("1")
    card = next(c for c in range(24) if unknown >> c & 1)
    p, f = need / free, 0.05
    r = pure66.Rng(7)
    n = held = 0
    for _ in range(4000):
        s = pure66._copy(state)
        pure66._determinize(s, unknown, void, need, 1 - v.seat, r, [(card, f, 0)])
        held += s[pure66.H0 + 1 - v.seat] >> card & 1
        n += 1
    expected = p * f / (p * f + 1 - p)
    assert abs(held / n - expected) < 0.015, (held / n, expected)
    # and without facts, the uniform chance
    r = pure66.Rng(7)
    held = 0
    for _ in range(4000):
        s = pure66._copy(state)
        pure66._determinize(s, unknown, void, need, 1 - v.seat, r)
        held += s[pure66.H0 + 1 - v.seat] >> card & 1
    assert abs(held / 4000 - p) < 0.03
