"""How much of a declarer's double-dummy value his own cards decide: a measurement, not a player.

    python -m tools.ai.floor --hands 60 --talons 8 --splits 6 --seed 7

At the bid a player knows his seven cards; after the talon his ten; the oracle knows all 24. For
random seven-card hands, each completed by ``--talons`` random talons (the heuristic's best give)
and each of those played against ``--splits`` random deals of the other cards between the two
defenders, the declarer's exact value (he leads, no trumps yet) varies

- over the talons: what the three cards an honest bidder cannot see decide (``sd_talon``, the sd
  of each talon's mean value around the hand's mean, root mean square over hands);
- over the defenders' splits of one talon: what the declarer still cannot see when he raises
  (``sd_split``, root mean square over hand-talons).

``near_bid`` repeats both for the hands whose mean value is within 90–130, where the auction is
decided. The JSON printed is what docs/ai-history.md quotes.
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


def values(
    h8: int, given: tuple[int, int], others: list[int], splits: int, rng: random.Random, max_nodes: int = 2_000_000
) -> list[int]:
    """The declarer's exact value of ``h8`` against ``splits`` random deals of ``others`` (14
    cards) between the defenders, each also holding one of the ``given`` cards."""
    a, b = given
    out = []
    for _ in range(splits):
        rng.shuffle(others)
        half = len(others) // 2
        hands = [h8, C.mask(others[:half]) | (1 << a), C.mask(others[half:]) | (1 << b)]
        try:
            out.append(Solver(0, max_nodes=max_nodes).value(Position(hands, 0, (), None, None, 0)))
        except Budget:  # not solved within the budget: left out rather than guessed
            pass
    return out


def hand_spread(hand7: int, rules, talons: int, splits: int, rng: random.Random) -> tuple[list, list]:
    """For one seven-card hand: each talon's mean value, and each talon's variance over splits."""
    unseen = [c for c in range(24) if not hand7 >> c & 1]
    means, variances = [], []
    for _ in range(talons):
        rng.shuffle(unseen)
        hand10 = hand7 | C.mask(unseen[:3])
        (a, b), _ = H.best_give(hand10, rules)
        vals = values(hand10 & ~(1 << a) & ~(1 << b), (a, b), list(unseen[3:]), splits, rng)
        if len(vals) >= 2:
            means.append(statistics.mean(vals))
            variances.append(statistics.pvariance(vals))
    return means, variances


def _rms(xs) -> float | None:
    return round(statistics.mean(xs) ** 0.5, 1) if xs else None


def measure(hands: int, talons: int, splits: int, seed: int, rules=None) -> dict:
    rules = rules or Rules("russian")
    rng = random.Random(seed)
    talon_var, split_var, near_talon, near_split, hand_means = [], [], [], [], []
    for _ in range(hands):
        hand7 = C.mask(rng.sample(range(24), 7))
        means, variances = hand_spread(hand7, rules, talons, splits, rng)
        if len(means) < 2:
            continue
        m = statistics.mean(means)
        hand_means.append(m)
        talon_var.append(statistics.pvariance(means))
        split_var.extend(variances)
        if 90 <= m <= 130:
            near_talon.append(talon_var[-1])
            near_split.extend(variances)
    return {
        "hands": len(hand_means),
        "talons": talons,
        "splits": splits,
        "seed": seed,
        "sd_between_hands": round(statistics.pstdev(hand_means), 1) if hand_means else None,
        "sd_talon": _rms(talon_var),
        "sd_split": _rms(split_var),
        "near_bid": {"hands": len(near_talon), "sd_talon": _rms(near_talon), "sd_split": _rms(near_split)},
    }


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tools.ai.floor", description=__doc__.split("\n")[0])
    ap.add_argument("--hands", type=int, default=60)
    ap.add_argument("--talons", type=int, default=8)
    ap.add_argument("--splits", type=int, default=6)
    ap.add_argument("--seed", type=int, default=7)
    ns = ap.parse_args(argv)
    if min(ns.hands, ns.talons - 1, ns.splits - 1) < 1:
        ap.error("--hands must be at least 1, --talons and --splits at least 2")
    json.dump(measure(ns.hands, ns.talons, ns.splits, ns.seed), sys.stdout)
    print()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
