"""The all-seeing oracle and its parts: players that exist only to measure the others.

They are told the game state (``tools.arena`` sets ``game`` on every such seat) and read the
cards a real player cannot see: ``Oracle`` all of them, the parts in one stage of the deal each,
which splits the oracle's edge by where seeing the cards is worth points (docs/ai-history.md). Apart
from what they see they decide as hard does, so the gap they measure is information.
"""

from __future__ import annotations

import random

from engine import cards as C
from engine.ai import heuristics as H
from engine.ai.players import HardPlayer
from engine.ai.solver import Budget, Position, Solver


class Oracle(HardPlayer):
    """Sees every card. Only for measuring the others: the arena gives it the game state.

    Usage: ``o = Oracle(seed); o.game = g`` before asking it to choose (``tools.arena`` sets
    ``game`` on every oracle seat). It plays the one true world double-dummy, with hard's rules for
    what to play for and how to break ties, and bids knowing the talon and the other hands.
    """

    level = "oracle"

    ORACLE_NODES = 4_000_000  # per give: a safety limit, not a cut (docs/ai-history.md)

    def __init__(self, seed: int = 0, game=None, **opts):
        super().__init__(seed, **opts)
        self.game = game

    def _true_world(self, v) -> dict:
        d = self.game.deal
        return {s: d.hands[s] for s in v.seats if s != v.seat}

    def play(self, v):
        plays = H.plain_plays(v)
        if len(plays) == 1:
            return plays[0]
        # hard's rules of choice in the one true world, solved exactly and without limits
        return self._best_card(v, plays, [(self._true_world(v), 1.0)], True, None, None)

    def _dd_value(self, v, hand10, seat_hands) -> tuple[int, tuple]:
        """Best value over every give (``oracle_gives``, default all 45, in the heuristic's
        order), the other hands as they are: a yardstick should not be cut short (with 4 gives,
        the old default, it scored 3.86 points per deal less against normal)."""
        seats = v.seats
        i = seats.index(v.seat)
        s1, s2 = seats[(i + 1) % 3], seats[(i + 2) % 3]
        solver = Solver(
            i,
            H.marriage_values(v.rules),
            must_trump=v.rules.must_trump,
            first_trick_marriage=v.rules.first_trick_marriage,
            ace_marriage=v.rules.ace_marriage,
            only_owner_leads_trump=v.rules.only_owner_leads_trump,
            max_nodes=self.opts.get("oracle_nodes", Oracle.ORACLE_NODES),
        )
        best = (-1, None)
        for pair, _ in H.ranked_gives(hand10, v.rules, self.opts.get("oracle_gives", 45)):
            a, b = H.order_give(v, pair)
            hands = {
                v.seat: hand10 & ~(1 << a) & ~(1 << b),
                s1: seat_hands[s1] | (1 << a),
                s2: seat_hands[s2] | (1 << b),
            }
            pos = Position([hands[s] for s in seats], i, (), None, None, 0)
            # the node limit is each give's own: the solver counts nodes across searches, and
            # one limit for all 45 gave most hands only their first few gives (fifteenth session)
            solver.nodes = 0
            try:
                val = solver.value(pos)
            except Budget:
                continue
            if val > best[0]:
                best = (val, (a, b))
        return best

    def max_bid(self, v) -> float:
        d = self.game.deal
        key = ("bid", self._deal_key(v), v.seat)
        if getattr(self, "_bid_cache", (None,))[0] != key:
            others = {s: d.hands[s] for s in v.seats if s != v.seat}
            val, _ = self._dd_value(v, v.hand | d.talon, others)
            self._bid_cache = (key, val)
        return self._bid_cache[1]

    def hand_estimate(self, v) -> float:
        return self.max_bid(v)

    def exchange(self, v, k):
        d = self.game.deal
        others = {s: d.hands[s] for s in v.seats if s != v.seat}
        val, pair = self._dd_value(v, v.hand, others)
        if pair is None:
            return super().exchange(v, k)
        p = 1.0 if val >= v.contract else 0.0
        conc = self.concession_values(v, k, v.contract)
        if conc:
            kind, cv = max(conc.items(), key=lambda x: x[1])
            if cv > self.play_value(v, p, v.contract):
                return k[kind][0]
        self._plan = {"deal": self._deal_key(v), "val": val}
        for act in k["give"]:
            if act.value == pair:
                return act
        return self._give_action(v, k, pair)

    def raise_contract(self, v, k):
        plan = self._plan or {}
        vals = sorted(a.value for a in k["contract"])
        if plan.get("deal") != self._deal_key(v):
            return next(a for a in k["contract"] if a.value == vals[0])
        if "val" not in plan:  # the exchange was hard's (no give solved): so is the raise
            return super().raise_contract(v, k)
        ok = [c for c in vals if c <= plan["val"]] or vals[:1]
        return next(a for a in k["contract"] if a.value == ok[-1])


class OracleBidding(Oracle):
    """Measurement only: the oracle's bidding, exchange and raise, hard's card play. With
    ``OraclePlay`` it splits the oracle's edge into what seeing the cards is worth in the
    auction and in the play (docs/ai-history.md)."""

    level = "oracle_bid"

    def play(self, v):
        return HardPlayer.play(self, v)


class OracleAfterAuction(Oracle):
    """Measurement only: hard's auction, then the oracle — its exchange, raise and card play.
    What seeing the cards is worth once the contract is won: the rest of the oracle's edge is
    the auction's (docs/ai-history.md)."""

    level = "oracle_after"

    auction = HardPlayer.auction
    max_bid = HardPlayer.max_bid
    hand_estimate = HardPlayer.hand_estimate


class OraclePlay(OracleAfterAuction):
    """Measurement only: hard's bidding, exchange and raise, the oracle's card play."""

    level = "oracle_play"

    exchange = HardPlayer.exchange
    raise_contract = HardPlayer.raise_contract


class OracleTalon(HardPlayer):
    """Measurement only: hard in everything but the auction, where it knows the real talon —
    not the other hands. Its bid limit is the mean double-dummy value of its hand with the
    talon over 16 deals of the other 14 cards. What knowing the talon alone is worth."""

    level = "oracle_talon"

    def __init__(self, seed: int = 0, game=None, **opts):
        super().__init__(seed, **opts)
        self.game = game

    _dd_value = Oracle._dd_value

    def max_bid(self, v) -> float:
        key = ("bid", self._deal_key(v), v.seat)
        if getattr(self, "_bid_cache", (None,))[0] != key:
            hand10 = v.hand | self.game.deal.talon
            rest = C.cards_of(C.ALL & ~hand10)
            seats = v.seats
            i = seats.index(v.seat)
            s1, s2 = seats[(i + 1) % 3], seats[(i + 2) % 3]
            n1 = v.hand_counts.get(s1, 0)
            rng = random.Random(f"{self.seed}:ot:{v.hand}")
            vals = []
            for _ in range(16):
                rng.shuffle(rest)
                val, _ = self._dd_value(v, hand10, {s1: C.mask(rest[:n1]), s2: C.mask(rest[n1:])})
                if val >= 0:
                    vals.append(val)
            self._bid_cache = (key, sum(vals) / len(vals) if vals else 95.0)
        return self._bid_cache[1]

    def hand_estimate(self, v) -> float:
        return self.max_bid(v)
