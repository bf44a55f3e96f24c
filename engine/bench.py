"""Random-legal complete deals per second on one core (`python -m engine bench [--game G]`), in
CPU time so other work on the machine does not distort it.

1000 times itself (engine/games/thousand/bench.py: each card straight from the legal-move mask, the
way a search would). The other games of the family go through their public interface only
(legal_actions, apply), every action checked.
"""

from __future__ import annotations

import random
import time

from .agreements import DEFAULT_GAME, GAMES, Rules
from .game import apply, legal_actions, new_game
from .registry import module_of


def family_deal(g, rng: random.Random) -> None:
    """One deal of a game of the family by uniformly random legal actions (the dealer's next deal
    is left unstarted, as in 1000's)."""
    first = g.deal
    while first is g.deal and not g.over and getattr(first, "result", None) is None:
        legal = legal_actions(g)
        apply(g, legal[int(rng.random() * len(legal))])


def bench(seconds: float = 3.0, seed: int = 1, game: str = DEFAULT_GAME) -> dict:
    """A game's module may time itself (its ``bench(seconds, seed, game)``, None to decline: 1000 draws
    each card from its legal-move mask, as a search would); any other goes through the interface."""
    own = getattr(module_of(game), "bench", None)
    timed = own(seconds, seed, game) if own is not None else None
    return timed if timed is not None else _bench_family(seconds, seed, game)


def _bench_family(seconds: float, seed: int, game: str) -> dict:
    rng = random.Random(seed)
    rules = Rules(game=game)
    seats = min(GAMES[game].seats)
    deals = 0
    t0 = time.process_time()
    while time.process_time() - t0 < seconds:
        g = new_game(rules, seats, seed=rng.randrange(1 << 30))
        g.quiet = True
        for _ in range(10):
            if g.over:
                break
            family_deal(g, rng)
            deals += 1
    elapsed = time.process_time() - t0
    return {"game": game, "deals": deals, "seconds": round(elapsed, 2), "deals_per_second": round(deals / elapsed)}
