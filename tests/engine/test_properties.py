"""Hypothesis: random legal games under random agreements keep the game's invariants,
and malformed records never crash the replay."""

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import cards as C
from engine.agreements import Rules, agreements_of
from engine.game import DONE, apply, legal_actions, new_game, to_act
from engine.record import RecordError, replay, summary, to_record
from tests.engine.helpers import agreement_value


@st.composite
def rules(draw):
    seed = draw(st.integers(0, 2**32 - 1))
    rnd = random.Random(seed)
    # 1000's agreements only: the family's other games have their own (refused on a 1000 table)
    chosen = {a.id: agreement_value(a, rnd) for a in agreements_of("thousand") if rnd.random() < 0.3}
    return Rules(draw(st.sampled_from(["russian", "polish", "lviv", "app000", "site004"])), chosen)


def check_deal_invariants(g):
    d = g.deal
    active = d.seats
    held = 0
    for s in active:
        assert held & d.hands[s] == 0
        held |= d.hands[s]
    played = 0
    for a in d.actions:
        if a.kind == "play":
            played |= C.bit(a.value)
    in_talon = d.talon if d.phase == "auction" else 0
    assert held | played | in_talon == C.ALL and C.count(held) + C.count(played) + C.count(in_talon) == 24
    if d.phase == "auction":
        assert all(C.count(d.hands[s]) == 7 for s in active)
    if d.phase == "talon":
        assert C.count(d.hands[d.declarer]) == 10
    if d.phase == "contract":
        assert all(C.count(d.hands[s]) == 8 for s in active)
    if d.phase == "play":
        n = [C.count(d.hands[s]) for s in active]
        assert max(n) - min(n) <= 1


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules(), st.integers(0, 10**9), st.sampled_from([3, 4]))
def test_random_legal_games_keep_the_invariants(r, seed, players):
    rnd = random.Random(seed)
    g = new_game(r, players=players, seed=seed, dealer=seed % players)
    steps = 0
    while not g.over and len(g.deals) <= 6 and steps < 2000:
        steps += 1
        d = g.deal
        check_deal_invariants(g)
        everyone = legal_actions(g)
        assert everyone, f"no legal action in phase {d.phase}"
        turn = to_act(g)
        mine = legal_actions(g, turn)
        assert mine, f"seat {turn} to act has no legal action in phase {d.phase}"
        a = rnd.choice(everyone if rnd.random() < 0.1 else mine)
        deals_before = len(g.deals)
        apply(g, a)
        finished = g.deals[deals_before - 1]
        if finished.phase == DONE and finished.result in ("made", "failed"):
            assert sum(finished.card_points.values()) == 120
            assert sum(finished.tricks_won.values()) == 8
    data = json.loads(json.dumps(to_record(g)))
    again = replay(data)
    assert again.scores == g.scores
    assert summary(again)["totals"] == summary(g)["totals"]


def _valid_record():
    g = new_game(Rules(), seed=99)
    rnd = random.Random(1)
    while len(g.deals) < 3 and not g.over:
        apply(g, rnd.choice(legal_actions(g, to_act(g))))
    return to_record(g)


VALID = _valid_record()
json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(10**6), 10**6)
    | st.text(max_size=5)
    | st.sampled_from(["AH", "9S", "TD", "XX", "pass", "bid", "play"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=10,
)


def _paths(node, prefix=()):
    yield prefix
    if isinstance(node, dict):
        for k, v in node.items():
            yield from _paths(v, prefix + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _paths(v, prefix + (i,))


ALL_PATHS = list(_paths(VALID))[1:]


@settings(max_examples=400, deadline=None)
@given(
    st.lists(
        st.tuples(st.sampled_from(ALL_PATHS), json_values, st.sampled_from(["set", "delete"])), min_size=1, max_size=4
    )
)
def test_fuzzed_records_never_crash_the_replay(mutations):
    data = json.loads(json.dumps(VALID))
    for path, value, how in mutations:
        node = data
        try:
            for key in path[:-1]:
                node = node[key]
            if how == "delete" and isinstance(node, (dict, list)):
                del node[path[-1]]
            else:
                node[path[-1]] = value
        except (KeyError, IndexError, TypeError):
            continue
    try:
        summary(replay(data))
    except RecordError as e:
        assert str(e) and "\n" not in str(e)


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=200) | st.text(max_size=200).map(lambda t: t.encode()))
def test_garbage_bytes_give_one_error_line(blob):
    import os
    import tempfile

    from engine.__main__ import main

    fd, path = tempfile.mkstemp(suffix=".json")
    try:
        os.write(fd, blob)
        os.close(fd)
        assert main(["replay", path]) in (0, 2)
    finally:
        os.unlink(path)


# ---------------------------------------------------------------- explain agrees with legal_actions

FLAGS = ("pass", "look", "unhide", "rospis", "spisat", "give_up", "surrender", "redeal")
NUMBERS = list(range(95, 425, 5)) + [121, 126, 600, 605]


def _candidates(g, rnd):
    """Actions of every kind for every seat: the legal ones and many that are not."""
    from engine.actions import Action

    d = g.deal
    out = []
    for s in range(g.players):
        out += [Action(s, k) for k in FLAGS]
        out += [Action(s, k, v) for k in ("bid", "blind", "contract") for v in NUMBERS]
        hand = C.cards_of(d.hands.get(s, 0))
        pairs = [(a, b) for a in hand for b in hand if a != b] + [(a, b) for a in range(24) for b in (a, (a + 7) % 24)]
        out += [Action(s, "give", p) for p in rnd.sample(pairs, min(len(pairs), 40))]
        for c in range(24):
            out += [Action(s, "play", c), Action(s, "play", c, announce=False), Action(s, "play", c, trump=False)]
    return out


def _canonical(g, a):
    """The form legal_actions lists: a lead "without announcing" that announces nothing is the
    plain lead (the engine takes both; records may hold either)."""
    from engine.actions import Action
    from engine.game import announcement

    if (
        a.kind == "play"
        and a.announce is False
        and a.seat in g.deal.seats
        and announcement(g, g.deal, a.seat, a.value) is None
    ):
        return Action(a.seat, a.kind, a.value, None, a.trump)
    return a


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules(), st.integers(0, 10**9), st.sampled_from([3, 4]))
def test_explain_is_none_exactly_for_the_legal_actions(r, seed, players):
    """legal_actions lists, _is_legal checks and explain_illegal words the refusal, all from one
    set of rule functions (play_rule, _auction_options, may_give, contract_options): for every
    action kind, in random games under random agreements, explain says None exactly for what
    legal_actions lists, and a Refusal for the rest."""
    from engine.game import explain

    rnd = random.Random(seed)
    g = new_game(r, players=players, seed=seed, dealer=seed % players)
    steps = 0
    while not g.over and len(g.deals) <= 3 and steps < 400:
        steps += 1
        legal = set(legal_actions(g))
        for a in legal:
            assert explain(g, a) is None, (a, explain(g, a))
        for a in rnd.sample(_candidates(g, rnd), 150):
            why = explain(g, a)
            assert (why is None) == (_canonical(g, a) in legal), (a, why, g.deal.phase)
            assert why is None or str(why)
        turn = to_act(g)
        apply(g, rnd.choice(sorted(legal, key=str) if rnd.random() < 0.1 else legal_actions(g, turn)))
