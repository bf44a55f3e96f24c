"""Milliseconds per decision by phase and level, and the solver's speed.

    python -m tools.ai.bench [--deals 6] [--levels easy,normal,hard] [--solver 20] [--seed 1] [--cpu] [--pure]

Decisions are timed inside ``Player.choose`` while the level plays whole deals against itself.
The solver is timed on fresh 8-trick deals (the declarer leads, no trumps yet): the exact value
(``Solver.value``) and a zero-window question "can the declarer reach N?" with N the exact value
(the hardest threshold) and N = 120. The solver's figures are for the compiled search when it is
built (``"compiled": true``); ``--pure`` times the pure-Python search too, deal by deal.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time

from engine import cards as C
from engine.agreements import Rules
from engine.driver import step
from engine.game import new_game

from . import make_player


def _pct(xs, q):
    if not xs:
        return None
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def decisions(level: str, deals: int, seed: int, preset: str = "russian", cpu: bool = False) -> dict:
    by_phase: dict = {}
    rules = Rules(preset)
    for i in range(deals):
        g = new_game(rules, 3, seed=seed * 1009 + i, dealer=i % 3)
        ps = [make_player(level, seed + s) for s in range(3)]
        for p in ps:
            if hasattr(p, "game"):
                p.game = g
        first = g.deal
        while first.result is None:
            step(g, ps)
        for p in ps:
            for phase, sec in p.cpu_stats if cpu else p.stats:
                by_phase.setdefault(phase, []).append(sec * 1000)
    out = {}
    for phase, xs in sorted(by_phase.items()):
        out[phase] = {
            "n": len(xs),
            "p50_ms": round(_pct(xs, 0.5), 2),
            "p95_ms": round(_pct(xs, 0.95), 2),
            "max_ms": round(max(xs), 2),
        }
    return out


def _load_solver(path: str):
    """A solver module from a file (e.g. an older version from git), to time side by side."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("engine.ai._solver_compared", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def solver_speed(n: int, seed: int, cpu: bool = False, modules=None, pure: bool = False) -> dict:
    """Mean milliseconds per fresh deal; with several solver modules, each deal is timed with
    each of them in turn (side by side, so the machine's load affects them alike). ``pure``:
    also the current solver's pure-Python search (``Solver(..., compiled=False)``), named "pure"
    (and the default one "compiled" when it is)."""
    from engine.ai import solver as current

    mods = dict(modules or {"current": current})
    if pure:
        if current.COMPILED:
            mods = {("compiled" if m is current else k): m for k, m in mods.items()}
        mods["pure"] = current
    kwargs = {name: {"compiled": False} if name == "pure" else {} for name in mods}
    clock = time.process_time if cpu else time.perf_counter
    rng = random.Random(seed)
    acc = {k: [0.0, 0.0, 0.0, 0] for k in mods}
    for _ in range(n):
        pack = list(range(24))
        rng.shuffle(pack)
        hands = [C.mask(pack[8 * i : 8 * i + 8]) for i in range(3)]
        for name, m in mods.items():
            a = acc[name]
            kw = kwargs[name]
            pos = m.Position(hands, 0, (), None, None, 0)
            s = m.Solver(0, **kw)
            t = clock()
            v = s.value(pos)
            a[0] += clock() - t
            a[3] += s.nodes
            s = m.Solver(0, **kw)
            t = clock()
            s.reaches(pos, v)
            a[1] += clock() - t
            s = m.Solver(0, **kw)
            t = clock()
            s.reaches(pos, 120)
            a[2] += clock() - t
    out = {}
    for name, (tv, tz, t120, nodes) in acc.items():
        out[name] = {
            "deals": n,
            "exact_value_mean_ms": round(1000 * tv / n, 3),
            "zero_window_at_value_mean_ms": round(1000 * tz / n, 3),
            "zero_window_120_mean_ms": round(1000 * t120 / n, 3),
            "nodes_per_exact_value": round(nodes / n),
        }
        out[name]["compiled"] = bool(getattr(mods[name], "COMPILED", False)) and name != "pure"
    if pure and "compiled" in out:
        c, p = out["compiled"], out["pure"]
        out["speedup"] = {
            k: round(p[k] / c[k], 1) if c[k] else None
            for k in ("exact_value_mean_ms", "zero_window_at_value_mean_ms", "zero_window_120_mean_ms")
        }
    if current._dd is not None:
        out["compiled_module_bytes"] = os.path.getsize(current._dd.__file__)
    return out if (modules or pure) else {**out["current"], **{k: v for k, v in out.items() if k != "current"}}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tools.ai.bench")
    ap.add_argument("--deals", type=int, default=6)
    ap.add_argument("--levels", default="easy,normal,hard")
    ap.add_argument("--solver", type=int, default=20, help="fresh deals for the solver timing")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument(
        "--compare-solver",
        metavar="FILE",
        help="also time the solver in FILE (e.g. `git show REV:engine/ai/solver.py`), deal by deal",
    )
    ap.add_argument(
        "--cpu",
        action="store_true",
        help="time with this process's CPU time (time.process_time) instead of the wall "
        "clock: less sensitive to other jobs on the machine",
    )
    ap.add_argument(
        "--pure",
        action="store_true",
        help="also time the pure-Python search, deal by deal (the compiled one when built)",
    )
    ns = ap.parse_args(argv)
    out = {"clock": "process_time" if ns.cpu else "perf_counter"}
    out.update({"decisions": {}, "solver": None})
    for level in ns.levels.split(",") if ns.deals else []:
        out["decisions"][level] = decisions(level, ns.deals, ns.seed, cpu=ns.cpu)
    if ns.solver:
        mods = None
        if ns.compare_solver:
            from engine.ai import solver as current

            mods = {"current": current, ns.compare_solver: _load_solver(ns.compare_solver)}
        out["solver"] = solver_speed(ns.solver, ns.seed, cpu=ns.cpu, modules=mods, pure=ns.pure)
    json.dump(out, sys.stdout, indent=1)
    print()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
