"""1000's own benchmark (`python -m engine bench`): the play phase draws each card straight from the
engine's legal-move mask, the way a search would; the auction and exchange go through legal_actions/apply."""

from __future__ import annotations

import random
import time

from ... import cards as C
from ...actions import Action
from ...agreements import Rules
from ...phase import AUCTION, CONTRACT, PLAY, TALON
from .auction import bid_values
from .game import apply, new_game, start_deal
from .play import legal_play_mask


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


def bench(seconds: float = 3.0, seed: int = 1, game: str = "thousand") -> dict | None:
    """1000 for three; None for its two-player forms, which engine.bench times through the interface."""
    if game != "thousand":
        return None
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
