"""The compiled search (engine.ai._dd) against the pure-Python search and plain minimax.

The compiled search is a port of Solver._boundary/_second/_third/_quick: on every position it
must return the same fail-soft value for the same window, after visiting the same number of
nodes (so the same move order, table and history), and leave a table of the same size.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from engine import cards as C
from engine.ai import solver as S
from engine.ai.solver import Budget, Position, Solver, apply_move, brute_force, legal_cards

ROOT = Path(__file__).resolve().parents[2]

needs_dd = pytest.mark.skipif(
    S._dd is None or not S.COMPILED,
    reason="engine.ai._dd is not built (no C compiler or Python headers at install time) "
    "or THOUSAND_PURE_PYTHON=1: only the pure-Python search is there to test",
)


def test_the_compiled_search_is_built_on_ci():
    """CI installs with a C compiler: a missing module there is a broken build, not a skip."""
    if os.environ.get("CI", "").lower() != "true":
        pytest.skip("not on CI (CI=true): the compiled module is optional here")
    assert S._dd is not None, "engine.ai._dd did not build (pip install -e . should compile engine/ai/_dd.c)"
    assert S.COMPILED or os.environ.get("THOUSAND_PURE_PYTHON") == "1"


def _agreements(rng):
    return dict(
        must_trump=rng.random() < 0.75,
        first_trick_marriage=rng.random() < 0.3,
        ace_marriage=rng.random() < 0.3,
        only_owner_leads_trump=rng.random() < 0.3,
    )


def _marriage_values(rng):
    return rng.choice([None, {s: 0 for s in range(4)}, {0: 40, 1: 60, 2: 80, 3: 100}, {0: 60, 1: 40, 2: 100, 3: 80}])


def _pair(dec, kw, mv):
    """A compiled and a pure-Python solver with the same settings."""
    c = Solver(dec, mv, **kw)
    p = Solver(dec, mv, compiled=False, **kw)
    assert c._core is not None and type(c.tt) is S._dd.Table
    assert p._core is None and type(p.tt) is dict
    return c, p


def _random_endgame(rng, n):
    """n tricks left; marriages likelier than in a random deal; trump and owner random; then a
    random partial trick (0-2 cards) in the model."""
    pack = list(range(24))
    rng.shuffle(pack)
    if rng.random() < 0.5:
        # put a king and its queen together at the front
        s = rng.randrange(4)
        k, q = s * 6 + C.KING, s * 6 + C.QUEEN
        pack.remove(k)
        pack.remove(q)
        pack[0:0] = [k, q]
    hands = [C.mask(pack[i * n : (i + 1) * n]) for i in range(3)]
    rng.shuffle(hands)
    trump = rng.choice([None, None, 0, 1, 2, 3])
    owner = rng.randrange(3) if trump is not None else None
    tp = rng.choice([0, 8 - n])
    return Position(hands, rng.randrange(3), (), trump, owner, tp)


def _partial_trick(rng, solver, pos):
    for _ in range(rng.randint(0, 2)):
        if not any(pos.hands):
            break
        cs = C.cards_of(legal_cards(solver, pos))
        pos, _ = apply_move(solver, pos, rng.choice(cs))
    return pos


@needs_dd
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_compiled_equals_python_and_brute_force_on_endgames(seed):
    rng = random.Random(seed)
    for _ in range(120):
        n = rng.choice([1, 2, 2, 3, 3, 3, 4])
        kw = _agreements(rng)
        mv = _marriage_values(rng)
        dec = rng.randrange(3)
        ref_solver = Solver(dec, mv, compiled=False, **kw)
        pos = _partial_trick(rng, ref_solver, _random_endgame(rng, n))
        ref = brute_force(ref_solver, pos)
        c, p = _pair(dec, kw, mv)
        assert c.value(pos) == p.value(pos) == ref
        assert c.nodes == p.nodes
        assert len(c.tt) == len(p.tt)
        assert c._core.hist == tuple(p._hist)
        c, p = _pair(dec, kw, mv)
        assert c.value_ab(pos) == p.value_ab(pos) == ref
        assert c.nodes == p.nodes
        # fail-soft values for arbitrary windows, on fresh and on warm tables
        for _ in range(3):
            a = rng.randint(-5, ref + 20)
            b = a + rng.randint(1, 40)
            assert c.search(pos, a, b) == p.search(pos, a, b)
            assert c.nodes == p.nodes
        t = rng.randint(0, ref + 10)
        assert c.reaches(pos, t) == p.reaches(pos, t) == (ref >= t)


def _deal(rng):
    pack = list(range(24))
    rng.shuffle(pack)
    return [C.mask(pack[8 * i : 8 * i + 8]) for i in range(3)]


@needs_dd
def test_compiled_equals_python_on_whole_deals():
    rng = random.Random(5)
    for i in range(24):
        kw = _agreements(rng) if i % 2 else {}
        mv = _marriage_values(rng) if i % 3 == 2 else None
        dec = rng.randrange(3)
        pos = Position(_deal(rng), rng.randrange(3), (), None, None, 0)
        c, p = _pair(dec, kw, mv)
        v = c.value(pos)
        assert v == p.value(pos)
        assert c.nodes == p.nodes
        assert len(c.tt) == len(p.tt)
        for target in (v - 20, v, v + 1, 120):
            c, p = _pair(dec, kw, mv)
            assert c.reaches(pos, target) == p.reaches(pos, target) == (v >= target)
            assert c.nodes == p.nodes


@needs_dd
def test_compiled_equals_python_in_the_middle_of_deals():
    """Positions a few tricks in, after random play: trumps set by marriages, mid-trick."""
    rng = random.Random(6)
    for _ in range(12):
        kw = _agreements(rng)
        dec = rng.randrange(3)
        ref = Solver(dec, compiled=False, **kw)
        pos = Position(_deal(rng), dec, (), None, None, 0)
        for _ in range(rng.randint(3, 10)):
            pos, _ = apply_move(ref, pos, rng.choice(C.cards_of(legal_cards(ref, pos))))
        c, p = _pair(dec, kw, None)
        assert c.value(pos) == p.value(pos)
        assert c.nodes == p.nodes


@needs_dd
def test_budget_by_nodes_and_cancel_with_nodes_updated():
    pos = Position(_deal(random.Random(7)), 0, (), None, None, 0)
    for compiled in (True, False):
        s = Solver(0, max_nodes=3000, compiled=compiled)
        with pytest.raises(Budget, match="nodes"):
            s.value(pos)
        assert s.nodes == 4096  # checked every 2048 nodes, as in Python
        calls: list = []
        s = Solver(0, cancel=lambda calls=calls: calls.append(1) or len(calls) >= 3, compiled=compiled)
        with pytest.raises(Budget, match="cancelled"):
            s.value(pos)
        assert s.nodes == 3 * 2048 and len(calls) == 3
        s = Solver(0, deadline=0.0, compiled=compiled)
        with pytest.raises(Budget, match="time"):
            s.value(pos)
        assert s.nodes == 2048

        class Stop(Exception):
            pass

        def boom():
            raise Stop("from the callback")

        s = Solver(0, cancel=boom, compiled=compiled)
        with pytest.raises(Stop, match="from the callback"):
            s.value(pos)
        assert s.nodes == 2048
        # the solver still works after an interrupted search, and raising max_nodes resumes
        s.cancel = None
        s.max_nodes = None
        assert s.value(pos) == Solver(0, compiled=False).value(pos)


@needs_dd
def test_a_table_shared_between_solvers():
    rng = random.Random(8)
    hands = _deal(rng)
    pos = Position(hands, 1, (), None, None, 0)
    table = Solver.new_table()
    assert type(table) is S._dd.Table and len(table) == 0
    d: dict = {}
    out = []
    for tt in (table, d):
        s1 = Solver(1, compiled=tt is table)
        s1.tt = tt
        v1 = s1.value(pos)
        n_first = len(tt)
        s2 = Solver(1, compiled=tt is table)
        s2.tt = tt
        nxt, gained = apply_move(s2, pos, C.cards_of(legal_cards(s2, pos))[0])
        v2 = s2.value(nxt)
        s3 = Solver(1, compiled=tt is table)
        s3.tt = tt
        assert s3.value(pos) == v1
        out.append((v1, v2, n_first, len(tt), s2.nodes, s3.nodes))
    assert out[0] == out[1]
    assert out[0][4] > 0 and out[0][5] < 50  # the second solver reused the first one's table
    table.clear()
    assert len(table) == 0
    assert Solver(1).value(pos) == out[0][0]


@needs_dd
def test_a_dict_table_selects_the_python_search():
    pos = Position(_deal(random.Random(9)), 0, (), None, None, 0)
    s = Solver(0)
    s.tt = {}
    v = s.value(pos)
    assert len(s.tt) > 0  # the Python search filled the dict
    p = Solver(0, compiled=False)
    assert v == p.value(pos) and s.nodes == p.nodes


@needs_dd
def test_small_tables_grow_and_full_tables_replace_without_changing_values():
    rng = random.Random(10)
    for _ in range(6):
        pos = Position(_deal(rng), 0, (), None, None, 0)
        p = Solver(0, compiled=False)
        v = p.value(pos)
        g = Solver(0)
        g.tt = S._dd.Table(bits=4)  # grows from 16 slots: forgets nothing, so the same search
        assert g.value(pos) == v and g.nodes == p.nodes and len(g.tt) == len(p.tt)
        r = Solver(0)
        r.tt = S._dd.Table(bits=4, max_bits=8)  # 256 slots at most: entries get replaced
        assert r.value(pos) == v
        assert len(r.tt) <= 256


@needs_dd
def test_positions_outside_the_compiled_model_fall_back_to_python():
    """Odd hand sizes, non-int windows: the Python search answers (the same as before)."""
    hands = [C.mask([0, 6]), C.mask([1, 7]), C.mask([2])]
    pos = Position(hands, 0, (), None, None, 5)
    c, p = Solver(0), Solver(0, compiled=False)
    assert c.search(pos, 0, 30) == p.search(pos, 0, 30)
    pos = Position(_deal(random.Random(11)), 0, (), None, None, 0)
    c, p = Solver(0), Solver(0, compiled=False)
    assert c.search(pos, 59.5, 60.5) == p.search(pos, 59.5, 60.5)
    assert type(c.tt) is S._dd.Table
    assert c.search(pos, -(10**30), 10**30) == p.search(pos, -(10**30), 10**30)


@needs_dd
def test_the_gil_is_released_during_a_search():
    """Another thread runs while the compiled search does (the app searches off the GUI thread).
    With a switch interval longer than the whole run, a thread holding the GIL keeps it until it
    ends; so the main thread, woken by the worker just before its first search, can run while the
    worker is still searching only if the search lets go of the GIL."""
    import threading

    rng = random.Random(12)
    deals = [Position(_deal(rng), 0, (), None, None, 0) for _ in range(20)]
    about_to_search = threading.Event()
    searched = []

    def work():
        about_to_search.set()
        for pos in deals:
            Solver(0).value(pos)
            searched.append(1)

    old = sys.getswitchinterval()
    sys.setswitchinterval(600.0)
    try:
        t = threading.Thread(target=work)
        t.start()
        about_to_search.wait()
        seen = len(searched)  # how far the worker got when this thread ran again
        t.join()
    finally:
        sys.setswitchinterval(old)
    assert seen < len(deals)


def test_pure_python_is_selected_by_the_environment():
    code = (
        "from engine.ai import solver as S; s = S.Solver(0); "
        "print(S.COMPILED, s._core is None, type(s.tt).__name__, type(S.Solver.new_table()).__name__)"
    )
    env = dict(os.environ, THOUSAND_PURE_PYTHON="1", PYTHONPATH=str(ROOT))
    out = subprocess.run(
        [sys.executable, "-c", code], env=env, cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.split()
    assert out == ["False", "True", "dict", "dict"]
    if S._dd is not None:
        env["THOUSAND_PURE_PYTHON"] = "0"
        out = subprocess.run(
            [sys.executable, "-c", code], env=env, cwd=ROOT, capture_output=True, text=True, check=True
        ).stdout.split()
        assert out == ["True", "False", "Table", "Table"]
