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
    """`python -m engine replay FILE` on bytes that are no record: exit status 2 and one line
    on stderr that says what is wrong ("error: ..."), nothing on stdout (the summary's place)."""
    import io
    import os
    import tempfile
    from contextlib import redirect_stderr, redirect_stdout

    from engine.__main__ import main

    fd, path = tempfile.mkstemp(suffix=".json")
    out, err = io.StringIO(), io.StringIO()
    try:
        os.write(fd, blob)
        os.close(fd)
        with redirect_stdout(out), redirect_stderr(err):
            status = main(["replay", path])
    finally:
        os.unlink(path)
    line = err.getvalue()
    assert status == 2 and out.getvalue() == ""
    assert line.startswith("error: ") and line.endswith("\n") and line.count("\n") == 1
    assert line[len("error: ") :].strip(), line
