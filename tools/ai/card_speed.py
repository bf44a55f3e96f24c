"""Hard's card decisions in a game of the family: milliseconds, wall clock.

    python -m tools.ai.card_speed --game G [--deals 30] [--level hard]

Every seat is the level; whole first deals of games seeded 1000, 1001, ...; a card decision is one
where the seat has more than one card it may play (issue 30's goals: p50 ≤ 100 ms, p95 ≤ 300 ms).
"""

from __future__ import annotations

import argparse
import json

from engine.agreements import GAMES, Rules
from engine.ai import make_player
from engine.driver import step
from engine.game import new_game
from engine.view import view


def card_times(game: str, deals: int, level: str = "hard") -> list[float]:
    """Seconds of each card decision with a choice, in ``deals`` deals of ``game``."""
    seats = min(GAMES[game].seats)
    out = []
    for i in range(deals):
        g = new_game(Rules(game=game), seats, seed=1000 + i, dealer=i % seats)
        players = [make_player(level, 31 * i + s) for s in range(seats)]
        first = g.deal
        while getattr(first, "result", None) is None and not g.over:
            seat = g.deal.turn
            choice = seat is not None and sum(a.kind == "play" for a in view(g, seat).legal) > 1
            before = len(players[seat].stats) if seat is not None else 0
            step(g, players)
            if choice and len(players[seat].stats) > before:
                out.append(players[seat].stats[-1][1])
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tools.ai.card_speed", description=__doc__.split("\n\n")[0])
    ap.add_argument("--game", required=True, choices=list(GAMES))
    ap.add_argument("--deals", type=int, default=30)
    ap.add_argument("--level", default="hard")
    ns = ap.parse_args(argv)
    ts = sorted(card_times(ns.game, ns.deals, ns.level))
    if not ts:
        ap.error("no card decision with a choice was made")
    ms = {
        "game": ns.game,
        "level": ns.level,
        "decisions": len(ts),
        "p50": round(1000 * ts[len(ts) // 2], 1),
        "p95": round(1000 * ts[min(len(ts) - 1, int(0.95 * len(ts)))], 1),
        "max": round(1000 * ts[-1], 1),
    }
    print(json.dumps(ms))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
