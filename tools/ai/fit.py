"""Refit the hard level's hand evaluator (``heuristics.FIT_WEIGHTS``) to double-dummy values.

    python -m tools.ai.fit --samples 750 --seed 1

Deals random hands: the declarer's ten cards (seven and the talon), the heuristic's best give, the
defenders' seven cards each plus the given card; solves each deal exactly (declarer leads, no
trumps yet) and fits ridge least squares of the value on ``heuristics.features`` of the eight
kept cards. Prints the weights, the in-sample and hold-out (second half) residual sd. The figures
in docs/ai-history.md came from ``--samples 750 --seed 1`` (746 deals solved within the node limit).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys

from engine import cards as C
from engine.agreements import Rules
from engine.ai import heuristics as H
from engine.ai.solver import Budget, Position, Solver


def sample(n: int, seed: int, rules: Rules):
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        pack = list(range(24))
        rng.shuffle(pack)
        h10, h1, h2 = C.mask(pack[:10]), C.mask(pack[10:17]), C.mask(pack[17:24])
        (a, b), _ = H.best_give(h10, rules)
        h8 = h10 & ~(1 << a) & ~(1 << b)
        s = Solver(0, max_nodes=300000)
        try:
            v = s.value(Position([h8, h1 | (1 << a), h2 | (1 << b)], 0, (), None, None, 0))
        except Budget:
            continue
        out.append((h8, v))
    return out


def ridge(X, y, lam=1.0):
    k = len(X[0])
    n = len(X)
    M = [
        [sum(X[i][a] * X[i][b] for i in range(n)) + (lam if a == b and a > 0 else 0) for b in range(k)]
        + [sum(X[i][a] * y[i] for i in range(n))]
        for a in range(k)
    ]
    for c in range(k):
        p = max(range(c, k), key=lambda r: abs(M[r][c]))
        M[c], M[p] = M[p], M[c]
        for r in range(k):
            if r != c:
                f = M[r][c] / M[c][c]
                M[r] = [x - f * z for x, z in zip(M[r], M[c])]
    return [M[i][k] / M[i][i] for i in range(k)]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tools.ai.fit")
    ap.add_argument("--samples", type=int, default=750)
    ap.add_argument("--seed", type=int, default=1)
    ns = ap.parse_args(argv)
    rules = Rules("russian")
    data = sample(ns.samples, ns.seed, rules)
    X = [H.features(h, rules) for h, _ in data]
    y = [v for _, v in data]
    w = ridge(X, y)
    half = len(X) // 2
    w1 = ridge(X[:half], y[:half])
    pred = lambda ws, x: sum(a * b for a, b in zip(ws, x))  # noqa: E731
    out = {
        "deals": len(X),
        "weights": [round(x, 3) for x in w],
        "sd_in_sample": round(statistics.pstdev([yy - pred(w, x) for x, yy in zip(X, y)]), 1),
        "sd_hold_out": round(statistics.pstdev([yy - pred(w1, x) for x, yy in zip(X[half:], y[half:])]), 1),
        "sd_plain_estimate_hold_out": round(
            statistics.pstdev([yy - (H.estimate(h, rules) - 12) for (h, _), yy in zip(data[half:], y[half:])]), 1
        ),
    }
    json.dump(out, sys.stdout, indent=1)
    print()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
