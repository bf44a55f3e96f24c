"""Where hard's card play loses against the cards as they lie: a measurement, not a player.

    python -m tools.ai.audit --deals 300 --seed 11 [--jobs 2]

Plays the arena's duplicate deals (hard against normal, the six seatings) and, at every card
hard chooses among two or more, solves the true position double-dummy for each legal card. A
decision's *loss* is the oracle's utility of the best card minus that of hard's card; a *flip* is
a card that turns the contract's double-dummy fate against hard's side (the declarer's made
contract becomes lost, or the defenders' beaten contract becomes made). The JSON printed counts
decisions, flips and the mean loss by role and by the card's place in the trick (0 = the lead),
and by trick. Only the report sees the hidden cards; hard's decisions are its own.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict

from engine.agreements import Rules
from engine.ai import heuristics as H
from engine.ai.players import HardPlayer
from engine.ai.solver import Solver, apply_move
from engine.driver import step
from engine.game import new_game
from tools import arena


class AuditedHard(HardPlayer):
    """Hard, whose every card decision is scored in the true world afterwards (``game`` is set
    by the arena, as for the oracle; the decision never reads it)."""

    def __init__(self, seed: int = 0, game=None, **opts):
        super().__init__(seed, **opts)
        self.game = game
        self.log: list = []
        self._audit_tt = (None, None)  # the report's own table: hard's searches stay as they were

    def play(self, v):
        choice = super().play(v)
        plays = H.plain_plays(v)
        if len(plays) > 1 and self.game is not None:
            self.log.append(self._score(v, plays, choice))
        return choice

    def _score(self, v, plays, choice) -> dict:
        hands = {s: self.game.deal.hands[s] for s in v.seats}
        solver = self._solver(v, None, None)
        if self._audit_tt[0] != self._tt_key:
            self._audit_tt = (self._tt_key, Solver.new_table())
        solver.tt = self._audit_tt[1]
        pos = self.position(v, hands)
        dec = v.declarer
        taken = v.card_points.get(dec, 0) + v.marriages.get(dec, 0)
        sign = 1 if v.seat == dec else -1
        utility, made = {}, {}
        for a in plays:
            nxt, gained = apply_move(solver, pos, a.value)
            val = taken + gained + solver.value(nxt)
            made[a] = val >= v.contract
            u = sign * (v.contract if made[a] else -v.contract) + (0.5 if sign > 0 else -0.25) * val
            utility[a] = u + (H.own_announcement(v, a.value) if sign < 0 else 0)
        good = (lambda a: made[a]) if sign > 0 else (lambda a: not made[a])
        return {
            "role": "declarer" if sign > 0 else "defender",
            "trick": v.tricks_played,
            "place": len(v.trick),
            "loss": max(utility.values()) - utility[choice],
            "flip": any(good(a) for a in plays) and not good(choice),
        }


def audited_deal(deal_seed: int, seating, rules: Rules, opts=None):
    """The arena's deal ``deal_seed`` in one seating with every hard seat audited: (game, log).
    ``opts`` as the arena's: {"A": hard's options, "B": normal's}."""
    opts = opts or {}
    g = new_game(rules, 3, seed=deal_seed, dealer=deal_seed % 3)
    players = arena._players({"A": "hard", "B": "normal"}, seating, deal_seed, g, opts)
    players = [AuditedHard(p.seed, g, **opts.get("A", {})) if p.level == "hard" else p for p in players]
    first = g.deal
    while first.result is None:
        step(g, players)
    return g, [r for p in players for r in getattr(p, "log", [])]


def _deal_log(args) -> list:
    i, seed = args
    rules = Rules("russian")
    return [r for seating in arena.SEATINGS for r in audited_deal(seed * 1000003 + i, seating, rules)[1]]


def summarise(log: list) -> dict:
    groups: dict = defaultdict(lambda: {"decisions": 0, "flips": 0, "loss": 0.0})
    for r in log:
        for key in (r["role"], f"{r['role']} place {r['place']}", f"{r['role']} trick {r['trick'] + 1}"):
            g = groups[key]
            g["decisions"] += 1
            g["flips"] += r["flip"]
            g["loss"] += r["loss"]
    return {
        k: {"decisions": g["decisions"], "flips": g["flips"], "mean_loss": round(g["loss"] / g["decisions"], 2)}
        for k, g in sorted(groups.items())
    }


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tools.ai.audit", description=__doc__.split("\n")[0])
    ap.add_argument("--deals", type=int, default=100)
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument("--jobs", type=int, default=1)
    args = ap.parse_args(argv)
    tasks = [(i, args.seed) for i in range(args.deals)]
    if args.jobs > 1:
        from multiprocessing import Pool

        with Pool(args.jobs) as pool:
            logs = pool.map(_deal_log, tasks, chunksize=4)
    else:
        logs = [_deal_log(t) for t in tasks]
    log = [r for part in logs for r in part]
    json.dump({"deals": args.deals, "seed": args.seed, "groups": summarise(log)}, sys.stdout, indent=1)
    print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
