"""Random-legal complete deals per second on one core (`python -m engine bench [--game G]`), in
CPU time so other work on the machine does not distort it.

1000: the play phase draws each card straight from the engine's legal-move mask, the way a search
would; the auction and exchange go through legal_actions/apply. The other games of the family go
through their public interface only (legal_actions, apply), every action checked.
"""

from __future__ import annotations

import random
import time

from . import cards as C
from .actions import Action
from .agreements import Rules
from .game import AUCTION, CONTRACT, PLAY, TALON, apply, bid_values, legal_play_mask, new_game, start_deal


def random_deal(g, rng: random.Random) -> None:
    """One deal of uniformly random choices: pass or the lowest bid, any two cards to give,
    the bid kept, then any legal card. Each action goes through apply and its checks."""
    d = g.deal
    while d.phase == AUCTION:
        s = d.turn
        low = bid_values(g, d, s)[:1] if d.high is None or rng.random() < 0.4 else []
        apply(g, Action(s, "bid", low[0]) if low else Action(s, "pass"))
    if d.phase == TALON:
        apply(g, Action(d.declarer, "give", tuple(rng.sample(C.cards_of(d.hands[d.declarer]), 2))))
    while d.phase in (CONTRACT, PLAY):
        cs = C.cards_of(legal_play_mask(g, d, d.turn))
        apply(g, Action(d.turn, "play", cs[int(rng.random() * len(cs))]))


def family_deal(g, rng: random.Random) -> None:
    """One deal of a game of the family by uniformly random legal actions (the dealer's next deal
    is left unstarted, as in 1000's)."""
    from . import game as G

    first = g.deal
    while first is g.deal and not g.over and getattr(first, "result", None) is None:
        legal = G.legal_actions(g)
        apply(g, legal[int(rng.random() * len(legal))])


def bench(seconds: float = 3.0, seed: int = 1, game: str = "thousand") -> dict:
    if game != "thousand":
        return _bench_family(seconds, seed, game)
    rng = random.Random(seed)
    rules = Rules()
    deals = 0
    t0 = time.process_time()
    while time.process_time() - t0 < seconds:
        g = new_game(rules, seed=rng.randrange(1 << 30), auto_deal=True)
        g.auto_deal = False
        g.quiet = True
        for _ in range(10):
            if g.over:
                break
            random_deal(g, rng)
            deals += 1
            if not g.over:
                start_deal(g)
    elapsed = time.process_time() - t0
    return {"deals": deals, "seconds": round(elapsed, 2), "deals_per_second": round(deals / elapsed)}


def _bench_family(seconds: float, seed: int, game: str) -> dict:
    from .agreements import GAMES

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
