"""Refit the models hard's world weights use: the bidder (``likelihood.BID_OFFSET``,
``BID_SCALE``) and the follower (``likelihood.TEMP``, ``FLOOR``).

    python -m tools.ai.fit_weights --deals 600 --seed 7             # the bidder model
    python -m tools.ai.fit_weights --deals 200 --seed 7 --play      # the follower model too

Hard weights each world by how likely the others' bids, passes and follows were in it
(``engine/ai/likelihood.py``). This plays ``--deals`` deals among an easy, a normal and a hard
player, seated anew each deal, and logs

- every voluntary bid or pass of the seats that did not declare, with a casual player's count of
  the seven cards the seat held (``likelihood.casual_value``): a bid at level L has probability
  logistic((count + BID_OFFSET − L) / BID_SCALE);
- with ``--play``, every card played while following with a choice: its probability is a softmax
  (temperature TEMP points) over the one-trick utility of the legal cards, mixed with a FLOOR
  share of the uniform choice (``likelihood.play_prob``).

Each model's parameters are fitted by maximum likelihood on a grid, per level and pooled; the
pooled fit, a population of players rather than any one level, is the model's. Prints JSON; with
``--log FILE`` also the decisions. The constants in ``likelihood.py`` and their figures in
docs/ai-history.md came from ``--deals 600 --seed 7`` (the bidder) and ``--deals 200 --seed 7 --play``.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys

from engine.agreements import Rules
from engine.ai import likelihood as L
from engine.game import PLAY, apply, new_game, to_act
from engine.view import view

from . import make_player

LEVELS = ("easy", "normal", "hard")
OFFSETS = range(-40, 61, 1)
SCALES = (3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30)
TEMPS = (0.25, 0.5, 1, 1.5, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 30)
FLOORS = (0.02, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5)


def decisions(deals: int, seed: int, rules: Rules, play: bool = False) -> tuple[list, list]:
    """(the voluntary auction decisions of the seats that did not declare, the follows)."""
    bids, follows = [], []
    for i in range(deals):
        ds = seed * 1000003 + i
        g = new_game(rules, 3, seed=ds, dealer=ds % 3)
        levels = list(LEVELS)
        random.Random(ds).shuffle(levels)
        players = [make_player(levels[s], ds * 31 + s) for s in range(3)]
        d = g.deal  # the one deal of this seed: stop when it ends (or, for the bids only, at the play)
        while g.deal is d and d.phase != "done" and (play or d.phase != PLAY):
            s = to_act(g)
            if s is None:
                break
            a = players[s].choose(view(g, s))
            if play and a.kind == "play" and d.trick:
                follows.append(
                    {
                        "level_of": levels[s],
                        "hand": d.hands[s],
                        "card": a.value,
                        "trick": list(d.trick),
                        "trump": d.trump,
                        "seat": s,
                        "dec": d.declarer,
                    }
                )
            apply(g, a)
        if d.declarer is None or d.result in ("redeal", "rospis"):
            continue  # no declarer to condition on
        for s, kind, level in L.auction_events(_Record(d.to_record()["actions"], rules)):
            if s != d.declarer:
                bids.append(
                    {"level_of": levels[s], "kind": kind, "bid": level, "value": L.casual_value(d.dealt[s], rules)}
                )
    return bids, follows


class _Record:
    """What ``auction_events`` reads of a view: the actions and the rules."""

    def __init__(self, history, rules):
        self.history, self.rules = history, rules


def bid_nll(rows: list[dict], offset: float, scale: float) -> float:
    """Minus the log-likelihood of the bids and passes under the bidder model."""
    total = 0.0
    for r in rows:
        x = max(-30.0, min(30.0, (r["value"] + offset - r["bid"]) / scale))
        p = 1.0 / (1.0 + math.exp(-x))
        total -= math.log(max(1e-9, p if r["kind"] == "bid" else 1.0 - p))
    return total


def play_nll(rows: list[dict], temp: float, floor: float, must_trump: bool = True) -> float:
    """Minus the log-likelihood of the follows under the follower model."""
    return -sum(
        math.log(
            max(
                1e-9,
                L.play_prob(
                    r["hand"],
                    r["card"],
                    tuple(map(tuple, r["trick"])),
                    r["trump"],
                    r["seat"],
                    r["dec"],
                    must_trump,
                    temp,
                    floor,
                ),
            )
        )
        for r in rows
    )


def fit(rows: list[dict]) -> dict:
    best = min(((bid_nll(rows, o, s), o, s) for o in OFFSETS for s in SCALES), default=(0.0, 0, 0))
    return {"n": len(rows), "offset": best[1], "scale": best[2], "nll": round(best[0], 1)}


def fit_play(rows: list[dict], must_trump: bool = True) -> dict:
    best = min(((play_nll(rows, t, f, must_trump), t, f) for t in TEMPS for f in FLOORS), default=(0.0, 0, 0))
    return {"n": len(rows), "temp": best[1], "floor": best[2], "nll": round(best[0], 1)}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tools.ai.fit_weights", description=__doc__.split("\n")[0])
    ap.add_argument("--deals", type=int, default=600)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--play", action="store_true", help="play the deals out and fit the follower model too")
    ap.add_argument("--log", default=None, help="write the decisions here (JSON)")
    ns = ap.parse_args(argv)
    rules = Rules()
    bids, follows = decisions(ns.deals, ns.seed, rules, ns.play)
    if ns.log:
        with open(ns.log, "w", encoding="utf-8") as f:
            json.dump({"bids": bids, "follows": follows}, f)
    out = {
        "deals": ns.deals,
        "seed": ns.seed,
        "bids": {
            "current": {
                "offset": L.BID_OFFSET,
                "scale": L.BID_SCALE,
                "nll": round(bid_nll(bids, L.BID_OFFSET, L.BID_SCALE), 1),
            },
            "pooled": fit(bids),
            **{lv: fit([r for r in bids if r["level_of"] == lv]) for lv in LEVELS},
        },
    }
    if ns.play:
        must = rules.must_trump
        out["follows"] = {
            "current": {"temp": L.TEMP, "floor": L.FLOOR, "nll": round(play_nll(follows, L.TEMP, L.FLOOR, must), 1)},
            "pooled": fit_play(follows, must),
            **{lv: fit_play([r for r in follows if r["level_of"] == lv], must) for lv in LEVELS},
        }
    json.dump(out, sys.stdout, indent=1)
    print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
