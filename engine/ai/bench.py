"""Milliseconds per decision by phase and level, and the solver's speed.

    python -m engine.ai.bench [--deals 6] [--levels easy,normal,hard] [--solver 20] [--seed 1] [--cpu]

Decisions are timed inside ``Player.choose`` while the level plays whole deals against itself.
The solver is timed on fresh 8-trick deals (the declarer leads, no trumps yet): the exact value
(``Solver.value``) and a zero-window question "can the declarer reach N?" with N the exact value
(the hardest threshold) and N = 120.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time

from .. import cards as C
from ..agreements import Rules
from ..driver import step
from ..game import new_game
from . import make_player
from .solver import Position, Solver


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
            for phase, sec in (p.cpu_stats if cpu else p.stats):
                by_phase.setdefault(phase, []).append(sec * 1000)
    out = {}
    for phase, xs in sorted(by_phase.items()):
        out[phase] = {"n": len(xs), "p50_ms": round(_pct(xs, 0.5), 2), "p95_ms": round(_pct(xs, 0.95), 2),
                      "max_ms": round(max(xs), 2)}
    return out


def solver_speed(n: int, seed: int, cpu: bool = False) -> dict:
    clock = time.process_time if cpu else time.perf_counter
    rng = random.Random(seed)
    t_val = t_zw = t_120 = 0.0
    nodes = 0
    for _ in range(n):
        pack = list(range(24))
        rng.shuffle(pack)
        hands = [C.mask(pack[8 * i:8 * i + 8]) for i in range(3)]
        pos = Position(hands, 0, (), None, None, 0)
        s = Solver(0)
        t = clock()
        v = s.value(pos)
        t_val += clock() - t
        nodes += s.nodes
        s = Solver(0)
        t = clock()
        s.reaches(pos, v)
        t_zw += clock() - t
        s = Solver(0)
        t = clock()
        s.reaches(pos, 120)
        t_120 += clock() - t
    return {"deals": n, "exact_value_mean_ms": round(1000 * t_val / n, 1),
            "zero_window_at_value_mean_ms": round(1000 * t_zw / n, 1),
            "zero_window_120_mean_ms": round(1000 * t_120 / n, 1),
            "nodes_per_exact_value": round(nodes / n)}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m engine.ai.bench")
    ap.add_argument("--deals", type=int, default=6)
    ap.add_argument("--levels", default="easy,normal,hard")
    ap.add_argument("--solver", type=int, default=20, help="fresh deals for the solver timing")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--cpu", action="store_true",
                    help="time with this process's CPU time (time.process_time) instead of the wall "
                         "clock: less sensitive to other jobs on the machine")
    ns = ap.parse_args(argv)
    out = {"clock": "process_time" if ns.cpu else "perf_counter"}
    out.update({"decisions": {}, "solver": None})
    for level in ns.levels.split(","):
        out["decisions"][level] = decisions(level, ns.deals, ns.seed, cpu=ns.cpu)
    if ns.solver:
        out["solver"] = solver_speed(ns.solver, ns.seed, cpu=ns.cpu)
    json.dump(out, sys.stdout, indent=1)
    print()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
