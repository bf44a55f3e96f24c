"""Refit the bidder model the world weights use (``likelihood.BID_OFFSET``, ``BID_SCALE``).

    python -m engine.ai.fit_bids --deals 600 --seed 7

Hard weights each world by how likely the others' bids and passes were in it: a seat that is not
the declarer bids at level L with probability logistic((value + BID_OFFSET − L) / BID_SCALE), its
``value`` a casual player's count of its seven cards (``likelihood.casual_value``). This plays the
auctions (and the exchange) of ``--deals`` deals among an easy, a normal and a hard player, seated
anew each deal, logs every voluntary decision of the seats that did not declare with the value of
the hand they held, and fits the offset and the scale by maximum likelihood on a grid — per level
and pooled (the pooled fit, a population of players, is the model's). Prints JSON; with
``--log FILE`` also the decisions. The constants in ``likelihood.py`` came from ``--deals 600
--seed 7`` (docs/ai.md).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys

from ..agreements import Rules
from ..game import apply, new_game, to_act
from ..view import view
from . import make_player
from .likelihood import auction_events, casual_value

LEVELS = ("easy", "normal", "hard")
OFFSETS = range(-40, 61, 1)
SCALES = (3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30)


def decisions(deals: int, seed: int, rules: Rules) -> list[dict]:
    """The voluntary auction decisions of the seats that did not declare."""
    out = []
    for i in range(deals):
        ds = seed * 1000003 + i
        g = new_game(rules, 3, seed=ds, dealer=ds % 3)
        levels = list(LEVELS)
        random.Random(ds).shuffle(levels)
        players = [make_player(levels[s], ds * 31 + s) for s in range(3)]
        while g.deal.phase not in ("play", "done"):
            s = to_act(g)
            if s is None:
                break
            apply(g, players[s].choose(view(g, s)))
        if g.deal.phase != "play":
            continue  # a redeal, a rospis: no declarer to condition on
        v = view(g, 0)
        for s, kind, level in auction_events(v):
            if s != v.declarer:
                out.append({"level_of": levels[s], "kind": kind, "bid": level,
                            "value": casual_value(g.deal.dealt[s], rules)})
    return out


def nll(rows: list[dict], offset: float, scale: float) -> float:
    """Minus the log-likelihood of the decisions under the model."""
    total = 0.0
    for r in rows:
        x = max(-30.0, min(30.0, (r["value"] + offset - r["bid"]) / scale))
        p = 1.0 / (1.0 + math.exp(-x))
        total -= math.log(max(1e-9, p if r["kind"] == "bid" else 1.0 - p))
    return total


def fit(rows: list[dict]) -> dict:
    best = min(((nll(rows, o, s), o, s) for o in OFFSETS for s in SCALES), default=(0.0, 0, 0))
    return {"n": len(rows), "offset": best[1], "scale": best[2], "nll": round(best[0], 1)}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m engine.ai.fit_bids", description=__doc__.split("\n")[0])
    ap.add_argument("--deals", type=int, default=600)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--log", default=None, help="write the decisions here (JSON)")
    ns = ap.parse_args(argv)
    from . import likelihood as L
    rows = decisions(ns.deals, ns.seed, Rules())
    if ns.log:
        with open(ns.log, "w", encoding="utf-8") as f:
            json.dump(rows, f)
    out = {"deals": ns.deals, "seed": ns.seed,
           "current": {"offset": L.BID_OFFSET, "scale": L.BID_SCALE,
                       "nll": round(nll(rows, L.BID_OFFSET, L.BID_SCALE), 1)},
           "pooled": fit(rows)}
    for lv in LEVELS:
        out[lv] = fit([r for r in rows if r["level_of"] == lv])
    json.dump(out, sys.stdout, indent=1)
    print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
