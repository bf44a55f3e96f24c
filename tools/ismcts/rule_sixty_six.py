"""The rule-based Sixty-Six yardstick (issue 39): a club player's rules of thumb while the stock is
open, exact search once it is gone or closed. It sees its seat's view only.

While the stock lasts (nobody must follow suit):
- a claim of 66 that holds is made at once (a marriage shown for it when that is what it takes);
- the trump nine is exchanged whenever it may be;
- the stock is closed (on lead, or before drawing after a trick won) when closing wins in every
  placing of the hidden cards it tries (a club player counts his sure tricks before he closes);
- on lead: a marriage is announced (the trump one first, its queen led); else a low side card
  that is no marriage's half, keeping tens, aces and trumps; an ace whose ten is gone is cashed;
- second: a trick that would take it to 66 is taken by the cheapest winner; a lead is taken by
  the richest higher card of its suit (no marriage's half); a ten or an ace led by the lowest trump
  that breaks no marriage held; else the cheapest card that neither wins nor is a marriage's half.
Once the stock is empty or closed, every move is valued exactly (both sides seeing every card:
the opponent's hand is known once the stock is gone; a closed stock's hidden cards are placed at
random in ``worlds`` ways, the values summed), the rules of the game in engine/ai/_ismcts66.c.
"""

from __future__ import annotations

from engine import cards as C
from engine.actions import Action
from engine.ai.base import ComputerPlayer
from engine.ai.stock_worlds import Knowledge, beats, married

from .sixty_six import CLOSE, OUT, SHOW, core, state_of_view, supported, to_action, to_move

POINTS = C.POINTS


def _suit(c: int) -> int:
    return c // 6


def _cheapest(cards: list[int], trump: int) -> int:
    """The card that costs least to give away: a side card before a trump, fewest points."""
    return min(cards, key=lambda c: (_suit(c) == trump, POINTS[c], c))


def _marriage_halves(hand: int) -> int:
    """The kings and queens whose partner is in hand or may still come (not played)."""
    out = 0
    for suit in range(4):
        out |= hand & C.MARRIAGE_MASK[suit]
    return out


class RuleSixtySix(ComputerPlayer):
    """The rule-based yardstick; ``worlds``: the placings a closed stock's hidden cards are tried in."""

    level = "rule"

    def __init__(self, seed: int = 0, worlds: int = 16, **opts):
        super().__init__(seed, **opts)
        self.worlds = int(worlds)

    def _choose(self, v) -> Action:
        if v.rules.game != "sixty_six" or not supported(v.rules):
            raise ValueError("the rule-based yardstick plays the seed's Sixty-Six and sixty_six_head only")
        if len(v.legal) == 1:
            return v.legal[0]
        kinds = self.by_kind(v)
        claim = self.claim_66(v, kinds)
        if claim is not None:
            return claim
        strict = v.stock == 0 or v.closed
        if strict:
            return self.exact(v)
        if "exchange" in kinds:
            return kinds["exchange"][0]
        if "close" in kinds and self.closing_wins(v):
            return kinds["close"][0]
        if "draw" in kinds:
            return kinds["draw"][0]
        card = self.lead(v) if not v.trick else self.follow(v)
        for a in kinds["play"]:
            if a.value == card and a.announce is None:
                return a
        raise ValueError(f"no legal play of {C.name(card)}")

    # -- claims and closing

    @staticmethod
    def claim_66(v, kinds) -> Action | None:
        if "out" in kinds and v.extra.get("points", 0) >= 66:
            return kinds["out"][0]
        shows = kinds.get("show", [])
        return max(shows, key=lambda a: _suit(a.value) == v.trump) if shows else None

    def worlds_of(self, v) -> int:
        return 1 if Knowledge(v).exact else self.worlds

    def solved(self, v) -> list[tuple[int, int]]:
        state, unknown, void, need = state_of_view(v)
        seed = self.seeded(v.seat, v.hand, len(v.history)).getrandbits(64)
        return core.solve(state, v.seat, unknown, void, need, self.worlds_of(v), seed)

    def closing_wins(self, v) -> bool:
        """Does closing now win in every placing tried (its exact value positive in each)?"""
        state, unknown, void, need = state_of_view(v)
        closed = core.apply(state, CLOSE)
        rng = self.seeded("close", v.seat, v.hand, len(v.history))
        for _ in range(self.worlds):
            rows = core.solve(closed, v.seat, unknown, void, need, 1, rng.getrandbits(64))
            if max(total for _, total in rows) <= 0:
                return False
        return True

    def exact(self, v) -> Action:
        """The stock gone or closed: the move of the best summed exact value (a claim that does not
        hold is never made; ties go to the cheaper card)."""
        rows = [(m, total) for m, total in self.solved(v) if m != OUT]

        def key(row):
            m, total = row
            card = m if m < 24 else (m - SHOW if SHOW <= m < SHOW + 24 else -1)
            return (total, -(POINTS[card] if card >= 0 else 0))

        m, _ = max(rows, key=key)
        a = to_action(v.seat, m)
        for b in v.legal:
            if to_move(b) == m:
                return b
        return a

    # -- rules of thumb while the stock is open

    @staticmethod
    def lead(v) -> int:
        hand, trump = v.hand, v.trump
        for suit in sorted(range(4), key=lambda s: s != trump):
            pair = C.MARRIAGE_MASK[suit]
            if hand & pair == pair:
                return suit * 6 + C.QUEEN
        unseen = Knowledge(v).unseen
        cards = C.cards_of(hand)
        for c in cards:  # an ace whose ten is gone: the opponent can take it only with a trump
            if c % 6 == C.ACE and _suit(c) != trump and not unseen >> (c - 1) & 1 and not hand >> (c - 1) & 1:
                if not unseen & C.SUIT_MASK[trump]:
                    return c
        halves = _marriage_halves(hand)
        plain = [c for c in cards if _suit(c) != trump and not halves >> c & 1 and POINTS[c] < 10]
        if plain:
            return min(plain, key=lambda c: (POINTS[c], c))
        side = [c for c in cards if _suit(c) != trump and not halves >> c & 1]
        if side:
            return min(side, key=lambda c: (POINTS[c], c))
        return _cheapest(cards, trump)

    @staticmethod
    def follow(v) -> int:
        hand, trump = v.hand, v.trump
        lead = v.trick[0][1]
        cards = C.cards_of(hand)
        winners = [c for c in cards if beats(lead, c, trump)]
        halves = _marriage_halves(hand)
        points = v.extra.get("points", 0)
        if winners and v.extra["tricks_won"][v.seat] and points + POINTS[lead] + min(POINTS[c] for c in winners) >= 66:
            return min(winners, key=lambda c: (POINTS[c], _suit(c) == trump, c))
        own = [c for c in winners if _suit(c) == _suit(lead) and not married(hand, c)]
        if own:  # the lead taken with the richest higher card of its suit: points and the first draw
            return max(own, key=lambda c: POINTS[c])
        if POINTS[lead] >= 10:  # worth a trump: the lowest that breaks no marriage held
            trumps = [c for c in winners if _suit(c) == trump and not married(hand, c)]
            if trumps:
                return min(trumps)
        losers = [c for c in cards if c not in winners and not halves >> c & 1]
        return _cheapest(losers or [c for c in cards if not halves >> c & 1] or cards, trump)
