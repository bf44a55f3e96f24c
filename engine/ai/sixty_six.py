"""Computer players for Sixty-Six: easy, normal and hard, seeing a seat's view only.

- easy: rules of thumb from its own hand (no counting, never closes, always draws);
- normal: card counting, points counted exactly from the view (a claim of 66 only when it holds),
  the trump nine exchanged, marriages announced at the first lead, trumps kept for the tens and
  aces, a trick taken when it brings 66; the stock closed (before drawing, when a trick just won
  lets it) when the cards it holds are sure to take it to 66 or closing wins in each of 16
  placings of the hidden cards; once the stock is gone or closed, hard's exact search;
- hard: while the stock is open, samples the hidden cards (the opponent's hand and the stock's
  order, consistent with the view, weighed by what his plays say) and plays each candidate out in
  every sample, by the rules of thumb until the stock is drawn out, then exactly; a closing is
  valued by the first lead it would choose over all the samples (drawing: as the better of closing
  after the draw and playing on); once the stock is empty or closed, solves each sample exactly
  (minimax with alpha-beta: at most 6 + 6 cards), keeping a marriage in hand from being lost.

The value of a hand is the game points it brings, the winner's positive (docs/rules.md, "Sixty-Six").
"""

from __future__ import annotations

import random
import time

from .. import cards as C
from ..actions import Action
from . import ismcts66
from .base import ComputerPlayer, Evaluation, Figure
from .stock_worlds import Knowledge
from .stock_worlds import beats as _beats
from .stock_worlds import married as _married

OUT = 66
SCHNEIDER = 33
POINTS = C.POINTS


def _suit(c: int) -> int:
    return c // 6


def _cheapest(cards: list[int], trump: int) -> int:
    """The card that costs least to give away: fewest points, a trump last."""
    return min(cards, key=lambda c: (_suit(c) == trump, POINTS[c], c))


def _follow_allowed(hand: int, lead: int, trump: int, strict: bool, head: bool, must_trump: bool = True) -> int:
    """The cards the follower may play (engine.games.sixty_six.play_rule's rule, on masks)."""
    if not strict:
        return hand
    follow = hand & C.SUIT_MASK[_suit(lead)]
    higher = follow & ~((1 << (lead + 1)) - 1)
    if head and higher:
        return higher
    if follow:
        return follow
    trumps = hand & C.SUIT_MASK[trump] if must_trump else 0
    return trumps or hand


class Model:
    """The agreements the search plays by (engine.games.sixty_six reads the same): the reference
    rules unless a table's variant (Santase, Schnapsen, the seed's readings) says otherwise."""

    __slots__ = (
        "low",
        "must_trump",
        "failed_three",
        "last_trick_wins",
        "close_at_close",
        "first_plain",
        "close_at_two",
    )

    def __init__(self, rules=None):
        def on(name: str, default: bool = False) -> bool:
            return bool(getattr(rules, name, default)) if rules is not None else default

        self.low = C.JACK if on("sixty_six_no_nines") else C.NINE  # the trump exchanged for the turned card
        self.must_trump = on("sixty_six_must_trump", True)
        self.failed_three = on("sixty_six_failed_close_three")
        self.last_trick_wins = on("sixty_six_last_trick_wins")
        self.close_at_close = on("sixty_six_close_counts_at_close")
        self.first_plain = on("sixty_six_first_trick_plain")
        self.close_at_two = not on("sixty_six_no_close_at_two")


REFERENCE = Model()


# -- a perfect-information position, for hard's search


class Pos:
    """One seat's world with every card placed: what the search and the play-outs move through.
    The rules are engine.games.sixty_six's, written on masks for speed."""

    __slots__ = ("h", "stock", "trump", "closed_by", "cot", "turn", "lead", "cp", "mar", "tw", "head", "m", "cop")

    def __init__(self, h, stock, trump, closed_by, cot, turn, lead, cp, mar, tw, head=False, m=REFERENCE, cop=0):
        self.h, self.stock, self.trump = h, stock, trump
        self.closed_by, self.cot, self.turn, self.lead = closed_by, cot, turn, lead
        self.cp, self.mar, self.tw, self.head = cp, mar, tw, head
        self.m = m  # the agreements (Model)
        self.cop = cop  # the closer's opponent's points when the stock was closed (Schnapsen's score)

    def copy(self) -> Pos:
        return Pos(
            list(self.h),
            list(self.stock),
            self.trump,
            self.closed_by,
            self.cot,
            self.turn,
            self.lead,
            list(self.cp),
            list(self.mar),
            list(self.tw),
            self.head,
            self.m,
            self.cop,
        )

    @property
    def strict(self) -> bool:
        return not self.stock or self.closed_by is not None

    def points(self, s: int) -> int:
        return self.cp[s] + (self.mar[s] if self.tw[s] else 0)

    def marriage_value(self, suit: int) -> int:
        return 40 if suit == self.trump else 20

    def best_show(self, s: int) -> int:
        """The most a marriage still in hand would add (0: none)."""
        best = 0
        for suit in range(4):
            pair = C.MARRIAGE_MASK[suit]
            if self.h[s] & pair == pair:
                best = max(best, self.marriage_value(suit))
        return best

    # -- outcomes, from seat ``me``'s side: + what it wins, - what its opponent wins

    def _game_points(self, winner: int) -> int:
        loser = 1 - winner
        if self.tw[loser] == 0:
            return 3
        return 2 if self.points(loser) < SCHNEIDER else 1

    def _won_points(self, winner: int) -> int:
        """Schnapsen's closer wins by his opponent's tricks and points when he closed."""
        if self.m.close_at_close and self.closed_by == winner:
            return 3 if self.cot == 0 else 2 if self.cop < SCHNEIDER else 1
        return self._game_points(winner)

    def _closing_failed(self) -> int:
        return 3 if self.m.failed_three else 2 + (1 if self.cot == 0 else 0)

    def claim_value(self, claimant: int, me: int) -> int:
        """A claim of 66 by ``claimant`` (engine.games.sixty_six.outcome)."""
        other = 1 - claimant
        if self.points(claimant) < OUT:
            failed = self._closing_failed() if self.closed_by == claimant else 2
            won, winner = max(failed, 3 if self.tw[other] == 0 else 0), other
        elif self.closed_by == other:
            won, winner = max(self._closing_failed(), self._game_points(claimant)), claimant
        else:
            won, winner = self._won_points(claimant), claimant
        return won if winner == me else -won

    def played_out_value(self, me: int) -> int:
        last = self.turn
        if self.points(last) >= OUT and self.points(1 - last) < OUT:
            return self.claim_value(last, me)
        if self.closed_by is not None:
            won = self._closing_failed()
            return won if 1 - self.closed_by == me else -won
        if self.m.last_trick_wins:  # Schnapsen: the last trick's winner takes the hand
            won = self._game_points(last)
            return won if last == me else -won
        return 0  # nobody scores: a point carried to the next hand's winner

    # -- moves

    def lead_card(self, c: int) -> None:
        """The seat on lead leads ``c``, announcing its marriage if it holds the pair."""
        s = self.turn
        pair = C.MARRIAGE_MASK[_suit(c)]
        if c % 6 in (C.KING, C.QUEEN) and self.h[s] & pair == pair and not self.first_plain():
            self.mar[s] += self.marriage_value(_suit(c))
        self.h[s] &= ~(1 << c)
        self.lead = c
        self.turn = 1 - s

    def follow_card(self, c: int) -> None:
        """The follower plays ``c``: the trick is taken and, the stock open, both draw."""
        s = self.turn
        lead = self.lead
        self.h[s] &= ~(1 << c)
        winner = s if _beats(lead, c, self.trump) else 1 - s
        self.cp[winner] += POINTS[lead] + POINTS[c]
        self.tw[winner] += 1
        self.lead = -1
        self.turn = winner
        if not self.h[0] and not self.h[1]:
            if self.closed_by is None and not self.m.last_trick_wins:
                self.cp[winner] += 10
            return
        self.draw()  # a play-out's winner never closes before drawing

    def draw(self) -> None:
        """The seat on lead draws, then the other (the stock open)."""
        if self.closed_by is None and self.stock:
            self.h[self.turn] |= 1 << self.stock.pop(0)
            if self.stock:
                self.h[1 - self.turn] |= 1 << self.stock.pop(0)

    def first_plain(self) -> bool:
        """Santase's first trick: a card only (no marriage, closing or exchange)."""
        return self.m.first_plain and self.tw[0] + self.tw[1] == 0

    def may_close(self) -> bool:
        return self.closed_by is None and bool(self.stock) and (self.m.close_at_two or len(self.stock) > 2)

    def close(self) -> None:
        self.closed_by = self.turn
        self.cot = self.tw[1 - self.turn]
        self.cop = self.points(1 - self.turn)

    def may_exchange(self) -> bool:
        s = self.turn
        nine = self.trump * 6 + self.m.low
        return (
            self.closed_by is None
            and len(self.stock) > 2
            and self.tw[s] > 0
            and bool(self.h[s] >> nine & 1)
            and not self.first_plain()
        )

    def exchange(self) -> None:
        s, nine = self.turn, self.trump * 6 + self.m.low
        self.h[s] = self.h[s] & ~(1 << nine) | (1 << self.stock[-1])
        self.stock[-1] = nine


def solve(p: Pos, me: int, alpha: int = -4, beta: int = 4, tt: dict | None = None) -> int:
    """The exact value for ``me`` of a position with the stock empty or closed (no more draws):
    both sides play perfectly, announce every marriage they lead, and claim 66 at once."""
    if tt is None:
        tt = {}
    return _solve(p, me, alpha, beta, tt)


def _solve(p: Pos, me: int, alpha: int, beta: int, tt: dict) -> int:
    s = p.turn
    if p.lead < 0:
        if not p.h[0] and not p.h[1]:  # the last trick decides as the engine's outcome says
            return p.played_out_value(me)
        if p.tw[s] and p.points(s) + p.best_show(s) >= OUT:
            if p.points(s) < OUT:  # showing the marriage that takes it to 66
                p = p.copy()
                p.mar[s] += p.best_show(s)
            return p.claim_value(s, me)
    key = (p.h[0], p.h[1], s, p.lead, p.cp[0], p.cp[1], p.mar[0], p.mar[1], p.tw[0] > 0, p.tw[1] > 0, p.cot == 0, p.cop)
    hit = tt.get(key)
    if hit is not None:
        lo, hi = hit
        if lo >= beta:
            return lo
        if hi <= alpha:
            return hi
        if lo == hi:
            return lo
        alpha, beta = max(alpha, lo), min(beta, hi)
    a0, b0 = alpha, beta
    if p.lead < 0:
        moves = C.cards_of(p.h[s])
    else:
        moves = C.cards_of(_follow_allowed(p.h[s], p.lead, p.trump, True, p.head, p.m.must_trump))
    maximise = s == me
    best = -4 if maximise else 4
    for c in sorted(moves, key=lambda c: -POINTS[c]):
        q = p.copy()
        if p.lead < 0:
            q.lead_card(c)
        else:
            q.follow_card(c)
        val = _solve(q, me, alpha, beta, tt)
        if maximise:
            if val > best:
                best = val
            alpha = max(alpha, val)
        else:
            if val < best:
                best = val
            beta = min(beta, val)
        if alpha >= beta:
            break
    lo, hi = -4, 4
    if best <= a0:
        hi = best
    elif best >= b0:
        lo = best
    else:
        lo = hi = best
    tt[key] = (lo, hi)
    return best


# -- rules of thumb, shared by the levels and by hard's play-outs


def lead_by_thumb(hand: int, trump: int, strict: bool, unseen: int | None = None) -> int:
    """The card to lead. A marriage is announced (its queen led); while the stock lasts a low card
    of a side suit, keeping tens, aces and trumps to take tricks; after it, a master first (a card
    nothing unseen beats), else a low card."""
    cards = C.cards_of(hand)
    for suit in sorted(range(4), key=lambda su: su != trump):
        pair = C.MARRIAGE_MASK[suit]
        if hand & pair == pair:
            return suit * 6 + C.QUEEN
    if strict and unseen is not None:
        masters = [c for c in cards if _is_master(c, unseen, trump)]
        if masters:
            # trumps first, to draw the opponent's; then the richest master
            return max(masters, key=lambda c: (_suit(c) == trump, POINTS[c]))
    partners = 0
    for suit in range(4):
        pair = C.MARRIAGE_MASK[suit]
        if hand & pair:
            partners |= hand & pair  # a king or queen whose partner may still come
    plain = [c for c in cards if _suit(c) != trump and not partners >> c & 1 and POINTS[c] < 10]
    if plain:
        return min(plain, key=lambda c: (POINTS[c], c))
    return _cheapest(cards, trump)


def _is_master(c: int, unseen: int, trump: int) -> bool:
    """Nothing unseen beats ``c`` when it is led: no higher card of its suit and, for a side suit,
    no trump either (counted as a threat even where the follower would have to follow suit)."""
    if unseen & C.SUIT_MASK[_suit(c)] & ~((1 << (c + 1)) - 1):
        return False
    return _suit(c) == trump or not unseen & C.SUIT_MASK[trump]


def follow_by_thumb(hand: int, allowed: int, lead: int, trump: int, strict: bool) -> int:
    """The card to play second: take a ten or an ace cheaply (the suit's higher card, else the
    lowest trump); take a low lead with a higher card of its suit when it gains points; else give
    the cheapest card."""
    cards = C.cards_of(allowed)
    winners = [c for c in cards if _beats(lead, c, trump)]
    same = [c for c in winners if _suit(c) == _suit(lead)]
    if strict:
        if winners:
            return min(winners, key=lambda c: (_suit(c) == trump and _suit(lead) != trump, POINTS[c], c))
        return _cheapest(cards, trump)
    same = [c for c in same if not _married(hand, c)]
    if same:
        return max(same, key=lambda c: POINTS[c])
    if POINTS[lead] >= 10:
        trumps = [c for c in winners if _suit(c) == trump and c % 6 not in (C.KING, C.QUEEN)]
        if trumps:
            return min(trumps)
        if winners:
            return min(winners, key=lambda c: POINTS[c])
    losers = [c for c in cards if c not in winners]
    return _cheapest(losers or cards, trump)


def play_by_thumb(p: Pos, unseen_for) -> None:
    """One move of a play-out: a claim ends it (the caller reads it), else lead or follow."""
    s = p.turn
    if p.lead < 0:
        if p.may_exchange():
            p.exchange()
        c = lead_by_thumb(p.h[s], p.trump, p.strict, unseen_for(p, s))
        p.lead_card(c)
    else:
        allowed = _follow_allowed(p.h[s], p.lead, p.trump, p.strict, p.head, p.m.must_trump)
        p.follow_card(follow_by_thumb(p.h[s], allowed, p.lead, p.trump, p.strict))


def _unseen_perfect(p: Pos, s: int) -> int:
    return p.h[1 - s] | C.mask(p.stock)


def play_out(p: Pos, me: int, solve_when_strict: bool = False) -> int:
    """Play a world to its end by the rules of thumb, each side claiming 66 as soon as it may;
    with ``solve_when_strict`` the strict part is solved exactly instead."""
    while True:
        s = p.turn
        if p.lead < 0:
            if not p.h[0] and not p.h[1]:
                return p.played_out_value(me)
            if p.tw[s] and p.points(s) + p.best_show(s) >= OUT:
                if p.points(s) < OUT:
                    p.mar[s] += p.best_show(s)
                return p.claim_value(s, me)
            if solve_when_strict and p.strict:
                return solve(p, me)
        play_by_thumb(p, _unseen_perfect)


# -- what a view tells


def _legal_cards(v) -> int:
    return C.mask([a.value for a in v.legal if a.kind == "play"])


def _find(v, kind: str, value=None) -> Action | None:
    for a in v.legal:
        if a.kind == kind and (value is None or a.value == value) and a.announce is None:
            return a
    return None


def _closer_opponent_tricks(v) -> int:
    """The tricks the closer's opponent had taken when the stock was closed (0 while it is open): the
    view's public ``closed_when`` (it decides whether a failed closing costs 2 or 3)."""
    return (v.extra.get("closed_when") or {}).get("tricks", 0)


def position(v, opp_hand: int, stock: list[int], cot: int, m: Model | None = None) -> Pos:
    me = v.seat
    h = [0, 0]
    h[me], h[1 - me] = v.hand, opp_hand
    full = list(stock) + ([v.turned] if v.turned is not None else [])
    tw = list(v.extra.get("tricks_won", [0, 0]))
    return Pos(
        h,
        full,
        v.trump,
        v.extra.get("closed_by"),
        cot,
        v.turn,
        v.trick[0][1] if v.trick else -1,
        [v.card_points.get(0, 0), v.card_points.get(1, 0)],
        [v.marriages.get(0, 0), v.marriages.get(1, 0)],
        tw,
        bool(v.rules.sixty_six_head),
        m or Model(v.rules),
        (v.extra.get("closed_when") or {}).get("points", 0),
    )


# -- what the opponent's plays say of his hand

# How likely a play is from a hand that holds a card making it unlikely, against one that does not:
# leading a king or queen without announcing while holding its partner (the engine announces unless
# asked not to); giving a ten or an ace led with the stock open, holding a trump or the suit's ace
# that would take it (a low trump gladly, the ten or ace of trumps less gladly); leading after a
# trick won, the stock open with more than two cards, without exchanging the trump nine.
UNANNOUNCED = 0.05
TAKES_TEN = {C.NINE: 0.35, C.JACK: 0.35, C.QUEEN: 0.6, C.KING: 0.6, C.TEN: 0.85, C.ACE: 0.85}
ACE_OVER_TEN = 0.35
NINE_KEPT = 0.2
TRIES = 40  # worlds drawn for one kept (a rejection sampler); past it the last is kept


def evidence(v) -> list[tuple[int, float, int]]:
    """The opponent's plays while the stock was open that make some cards unlikely in his hand
    then: (card, likelihood factor, his draws since), replayed from the view's history."""
    me, opp, trump, rules = v.seat, 1 - v.seat, v.trump, v.rules
    no_nines = bool(getattr(rules, "sixty_six_no_nines", False))
    stock = (20 if no_nines else 24) - 2 * (5 if no_nines else 6)  # the turned card with it
    low = trump * 6 + (C.JACK if no_nines else C.NINE)  # the trump he would exchange
    drawn_by_record = any("draw" in rec for rec in v.history)
    first_plain = bool(getattr(rules, "sixty_six_first_trick_plain", False))
    announced = {su for s, su, _ in v.announced if s == opp}  # suits of his marriages
    led_marriage: set = set()  # suits of which he has led a king or queen
    out: list = []  # (card, factor, his draws so far): the draws since are counted at the end
    draws, tricks, closed, exchanged = 0, [0, 0], False, False
    trick: list = []
    for rec in v.history:
        if "close" in rec:
            closed = True
        elif "exchange" in rec:
            exchanged = True
        elif "draw" in rec and stock > 0:
            draws, stock = draws + 1, stock - 2
        elif "play" in rec:
            seat, c = rec["seat"], C.card(rec["play"])
            open_ = not closed and stock > 0
            if not trick and seat == opp and open_:
                suit = C.SUITS[c // 6]
                if c % 6 in (C.KING, C.QUEEN) and not (first_plain and sum(tricks) == 0):
                    if suit not in announced or suit in led_marriage:  # not the lead that announced
                        out.append((c // 6 * 6 + (C.QUEEN if c % 6 == C.KING else C.KING), UNANNOUNCED, draws))
                    led_marriage.add(suit)
                if tricks[opp] and stock > 2 and not exchanged and c != low:
                    out.append((low, NINE_KEPT, draws))
            exchanged = exchanged and bool(trick)
            trick.append((seat, c))
            if len(trick) < 2:
                continue
            (s0, a), (s1, b) = trick
            winner = s1 if _beats(a, b, trump) else s0
            if s0 == me and winner == me and POINTS[a] >= 10 and open_:
                for t in C.cards_of(C.SUIT_MASK[trump] & ~C.SUIT_MASK[a // 6]):
                    out.append((t, TAKES_TEN[t % 6], draws))  # a trump would have taken it
                if a % 6 == C.TEN:
                    out.append((a + 1, ACE_OVER_TEN, draws))  # so would the suit's ace
            tricks[winner] += 1
            trick = []
            if not drawn_by_record and open_:
                draws, stock = draws + 1, stock - 2
    return [(c, f, draws - d) for c, f, d in out]


def weight(opp_hand: int, facts: list) -> float:
    """How likely the opponent's plays are with ``opp_hand`` his now (up to a constant): each card
    a play made unlikely, if he held it then. He did with the chance that it is not one of the
    cards he drew since (of the hand he holds)."""
    n = max(1, C.count(opp_hand))
    w = 1.0
    for c, f, since in facts:
        if opp_hand >> c & 1:
            held = max(0.0, 1.0 - since / n)
            w *= held * f + 1.0 - held
    return w


def draw_world(know: Knowledge, facts: list, rng: random.Random) -> tuple[int, list[int]]:
    """A world drawn from ``know`` and kept with the chance its weight gives (a rejection sampler:
    the worlds kept follow the opponent's plays, equally weighted)."""
    for _ in range(TRIES):
        opp, stock = know.sample(rng)
        if not facts or rng.random() < weight(opp, facts):
            return opp, stock
    return opp, stock


# -- the players


class SixtySixPlayer(ComputerPlayer):
    """The decision flow the levels share: a claim of 66 that holds, the nine exchanged, then the
    level's own choice of card (or closing); after an error, a legal card by the rules of thumb."""

    def __init__(self, seed: int = 0, time_budget: float | None = None, cancel=None, **opts):
        # cancel: once set, hard answers from the samples it has
        super().__init__(seed, time_budget, cancel=cancel, **opts)

    def rng(self, v) -> random.Random:
        return self.seeded(v.seat, v.hand, v.played, len(v.history), v.scores)

    def _choose(self, v) -> Action:
        show = next((a for a in v.legal if a.kind == "show"), None)
        if show is not None:  # the engine lists a show only when it takes the seat to 66
            return show
        out = _find(v, "out")
        if out is not None and v.extra.get("points", 0) >= OUT:
            return out
        exchange = _find(v, "exchange")
        if exchange is not None and self.exchanges:
            return exchange
        draw = _find(v, "draw")
        if draw is not None:
            return self.draw_or_close(v, draw)
        return self.decide(v)

    def _safe(self, v) -> Action:
        if any(a.kind == "play" for a in v.legal):
            return self.by_thumb(v, counting=False)
        return _find(v, "draw") or v.legal[0]

    def draw_or_close(self, v, draw: Action) -> Action:
        """A trick just won with the stock open: draw, or close before drawing."""
        return draw

    exchanges = True

    def decide(self, v) -> Action:
        return self.by_thumb(v, counting=False)

    def by_thumb(self, v, counting: bool) -> Action:
        strict = v.stock == 0 or v.closed
        if not v.trick:
            unseen = Knowledge(v).unseen if counting else None
            c = lead_by_thumb(v.hand, v.trump, strict, unseen)
        else:
            c = follow_by_thumb(v.hand, _legal_cards(v), v.trick[0][1], v.trump, strict)
        return _find(v, "play", c) or next(a for a in v.legal if a.kind == "play")


class EasySixtySix(SixtySixPlayer):
    """Rules of thumb from its own hand: no counting, never closes."""

    level = "easy"


class NormalSixtySix(SixtySixPlayer):
    """A club player: closes when its masters are sure to take it to 66 or when closing wins however
    the hidden cards lie (of the placings it tries), takes a trick that brings it to 66, else plays
    by the rules of thumb while the stock lasts, and counts the last tricks out exactly once the
    stock is gone or closed."""

    level = "normal"

    endgame_worlds = 16  # placings of a closed stock's hidden cards, for the endgame and closing

    def search(self, worlds: int, closing: bool = True) -> HardSixtySix:
        """Hard's search with fewer worlds, the worlds not weighed by the opponent's plays."""
        s = HardSixtySix(self.seed, time_budget=self.time_budget, worlds=worlds)
        s.cancel, s.closing, s.weighing = self.cancel, closing, False
        return s

    def decide(self, v) -> Action:
        close = _find(v, "close")
        if close is not None and (self.sure_to_reach(v) or self.closing_wins(v)):
            return close
        if v.stock == 0 or v.closed:
            # the stock gone, every card is known and the search is exact: as a club player counts
            # the last tricks out (a closed stock leaves a few worlds to try)
            return self.search(self.endgame_worlds).decide(v)
        c = self.to_66(v)
        if c is not None:
            return _find(v, "play", c) or self.by_thumb(v, counting=True)
        # (a search of 8 placings, each card played out, did worse here than the rules of thumb:
        # -0.07 [-0.15, 0.01] against tools.ismcts's rule player over 600 deals, these +0.01)
        return self.by_thumb(v, counting=True)

    def draw_or_close(self, v, draw: Action) -> Action:
        # closing at once keeps the next cards from the opponent
        close = _find(v, "close")
        return close if close is not None and (self.sure_to_reach(v) or self.closing_wins(v)) else draw

    def closing_wins(self, v) -> bool:
        """Does closing now win (its exact value above 0) in every placing of the hidden cards tried?"""
        know = Knowledge(v)
        rng = self.seeded("close", v.seat, v.hand, len(v.history))
        cot, m = _closer_opponent_tricks(v), Model(v.rules)
        tt: dict = {}
        for _ in range(1 if know.exact else self.endgame_worlds):
            opp, stock = know.sample(rng)
            p = position(v, opp, stock, cot, m)
            p.close()
            if solve(p, v.seat, 0, 1, tt) <= 0:
                return False
        return True

    @staticmethod
    def to_66(v) -> int | None:
        """Second to a trick: the cheapest card that takes it when taking it brings 66 (None: none)."""
        if not v.trick:
            return None
        lead, trump = v.trick[0][1], v.trump
        winners = [c for c in C.cards_of(_legal_cards(v)) if _beats(lead, c, trump)]
        points = v.card_points.get(v.seat, 0) + v.marriages.get(v.seat, 0)  # all count once it has a trick
        if winners and points + POINTS[lead] + min(POINTS[c] for c in winners) >= OUT:
            return min(winners, key=lambda c: (POINTS[c], _suit(c) == trump, c))
        return None

    @staticmethod
    def sure_to_reach(v) -> bool:
        """Led one after another, the masters in hand (nothing the opponent may hold beats them)
        win their tricks; each brings its own points and at least the opponent's cheapest card (0:
        a nine). Marriages announced count once a trick is won."""
        know = Knowledge(v)
        masters = [c for c in C.cards_of(v.hand) if _is_master(c, know.unseen, v.trump)]
        if not masters:
            return False
        me = v.seat
        points = v.card_points.get(me, 0) + v.marriages.get(me, 0)
        return points + sum(POINTS[c] for c in masters) >= OUT


# Hard's ISMCTS while the stock is open (engine/ai/_ismcts66.c): iterations a decision, the
# exploration constant (on rewards in game points / 3) and the play-outs' share of random moves
# (their rules of thumb otherwise), the yardstick's own c and policy.
ITERATIONS = 40000
EXPLORE = 0.7
PLAYOUT_RANDOM = 10


class HardSixtySix(SixtySixPlayer):
    """Samples the hidden cards and plays each candidate out in every sample (the rules of thumb
    for both sides, a closing solved exactly); once the stock is empty or closed, solves exactly."""

    level = "hard"

    def __init__(
        self,
        seed: int = 0,
        time_budget: float | None = 0.25,
        worlds: int = 24,
        cancel=None,
        iterations: int = ITERATIONS,
        explore: float = EXPLORE,
        policy: int = PLAYOUT_RANDOM,
        **opts,
    ):
        super().__init__(seed, time_budget, cancel, **opts)
        self.worlds = worlds
        self.iterations = int(iterations)  # the ISMCTS's while the stock is open (0: the sampling search)
        self.explore, self.policy = float(explore), int(policy)  # its exploration and play-outs (measured)

    closing = True  # closing is a candidate (normal's search leaves it to normal's own rule)
    weighing = True  # the worlds weighed by the opponent's plays

    def draw_or_close(self, v, draw: Action) -> Action:
        return self.decide(v)

    def decide(self, v) -> Action:
        if (
            self.iterations > 0
            and v.stock
            and not v.closed
            and ismcts66.core is not None
            and ismcts66.supported(v.rules)
        ):
            return self.searched(v)
        return self.sampled(v)

    def searched(self, v) -> Action:
        """The stock open: the compiled ISMCTS over the seat's information (engine/ai/_ismcts66.c),
        its worlds weighed by the opponent's plays; the root's most visited move. It searches
        through the drawing and the closings, where the sampling search plays out by rules of thumb
        (issue 39: that search trailed the ISMCTS yardstick, which this is with more iterations)."""
        core = ismcts66.core
        assert core is not None
        state, unknown, void, need = ismcts66.state_of_view(v)
        facts = evidence(v)[:256] if self.weighing else []
        seed = self.rng(v).getrandbits(64)
        seconds = self.time_budget or 0.0
        args = (self.iterations, seed, self.explore, self.policy, facts, seconds, self.cancel)
        stats = core.search(state, v.seat, unknown, void, need, *args)
        legal = {ismcts66.to_move(a): a for a in v.legal if not (a.kind == "play" and a.announce is False)}
        points = v.extra.get("points", 0)
        rows = sorted(
            (r for r in stats if r[0] in legal and not (legal[r[0]].kind == "out" and points < OUT)),
            key=lambda r: (-r[1], r[0]),
        )
        if not rows:  # nothing searched (cancelled at once): the rules of thumb
            return self.by_thumb(v, counting=True) if v.legal[0].kind == "play" else v.legal[0]
        n = sum(r[1] for r in rows)
        # each iteration is a world dealt: the coach says "wins the hand in <won> of <visits> worlds"
        figs = [Figure(legal[m], 3 * mean, visits, won) for m, visits, mean, won in rows]
        kind = "card" if figs[0].action.kind == "play" else figs[0].action.kind
        self.note(Evaluation(kind, "game_points", figs, n, OUT, {"exact": False, "ismcts": True}))
        return figs[0].action

    def sampled(self, v) -> Action:
        kinds = ("play", "close", "draw") if self.closing else ("play", "draw")
        cands = [a for a in v.legal if a.kind in kinds and a.announce is None]
        if len(cands) == 1:
            return cands[0]
        know = Knowledge(v)
        strict = v.stock == 0 or v.closed
        if strict and not know.exact and not v.trick:
            cands = _keeping_marriages(cands, v.hand, know.unseen, v.trump)
            if len(cands) == 1:
                return cands[0]
        cot = _closer_opponent_tricks(v)
        rng = self.rng(v)
        n = 1 if know.exact else self.worlds
        totals = dict.fromkeys(range(len(cands)), 0.0)
        won = dict.fromkeys(range(len(cands)), 0)  # the worlds in which each candidate wins the hand
        drawn: dict = {}  # drawing: the card it would draw -> [closing after the draw, playing on] summed
        closing: dict = {}  # closing now: its first lead -> the value summed over the worlds
        tt: dict = {}
        facts = [] if know.exact or not self.weighing else evidence(v)
        model = Model(v.rules)
        t0 = time.perf_counter()
        for i in range(n):
            opp, stock = draw_world(know, facts, rng)
            base = position(v, opp, stock, cot, model)
            for j, a in enumerate(cands):
                if a.kind == "draw":
                    _value_drawing(base.copy(), v.seat, tt, drawn)
                elif a.kind == "close":
                    p = base.copy()
                    p.close()
                    best = _add_leads(p, v.seat, tt, closing)
                    won[j] += best > 0
                else:
                    x = self.value(base, a, v.seat, strict, tt)
                    totals[j] += x
                    won[j] += x > 0
            if self.enough_samples(i, t0, at_least=3):
                break
        worlds = i + 1
        for j, a in enumerate(cands):
            if a.kind == "draw":
                # after drawing it knows the card it drew, not the opponent's: it chooses between
                # closing and playing on for each card it may draw, over the worlds where it draws it
                totals[j] = sum(
                    max(_best_lead(leads), playing) if leads else playing for leads, playing in drawn.values()
                )
            elif a.kind == "close":
                totals[j] = _best_lead(closing)
        best = max(range(len(cands)), key=lambda j: (totals[j], -j))
        best = _announcing(cands, totals, best, worlds, v)
        # the figures of this decision (``evaluate``): expected game points over the worlds
        figs = [
            Figure(a, totals[j] / worlds, worlds, None if a.kind == "draw" else won[j])
            for j, a in sorted(enumerate(cands), key=lambda ja: (-totals[ja[0]], ja[0]))
        ]
        kind = "card" if cands[best].kind == "play" else cands[best].kind  # "close" or "draw"
        self.note(Evaluation(kind, "game_points", figs, worlds, OUT, {"exact": know.exact}))
        return cands[best]

    @staticmethod
    def value(base: Pos, a: Action, me: int, strict: bool, tt: dict) -> float:
        p = base.copy()
        if p.lead < 0:
            p.lead_card(a.value)
        else:
            p.follow_card(a.value)
        if strict:
            return _finish_exact(p, me, tt)
        return play_out(p, me, solve_when_strict=True)


# How much worse (game points a world, on average) a lead announcing a marriage may look than the
# best card and still be led: delaying a marriage is worth something only if the lead comes back,
# and the search, which sees every card in each world, always knows whether it will (it never does
# at the table: hard held K and Q of hearts a whole hand, issue 39).
ANNOUNCE_MARGIN = 0.15


def _announcing(cands: list, totals: dict, best: int, worlds: int, v) -> int:
    """The candidate to play: ``best``, or the best lead announcing a marriage when there is one
    and it is within ANNOUNCE_MARGIN of it (its points count at once, or at the seat's first trick)."""
    if v.trick or cands[best].kind != "play" or _married(v.hand, cands[best].value):
        return best
    if getattr(v.rules, "sixty_six_first_trick_plain", False) and v.tricks_played == 0:
        return best  # Santase's first trick: a king or queen led announces nothing
    marrying = [j for j, a in enumerate(cands) if a.kind == "play" and _married(v.hand, a.value)]
    if not marrying:
        return best
    j = max(marrying, key=lambda j: (totals[j], -j))
    return j if totals[j] >= totals[best] - ANNOUNCE_MARGIN * worlds else best


def _keeping_marriages(cands: list, hand: int, unseen: int, trump: int) -> list:
    """The stock closed with cards still hidden, a marriage in hand: the leads that keep it, the
    marriage's own (announced now) and the masters (the lead comes back). Any other lead hands the
    lead over, and having to follow suit (else trump) may then break the pair; the search, which
    sees every card in each world, would count on announcing later (issue 39: hard closed with the
    trump marriage in hand, led the ten of spades, and had to give the king of trumps away)."""
    if not any(_married(hand, c) for c in C.cards_of(hand)):
        return cands
    kept = [a for a in cands if a.kind == "play" and (_married(hand, a.value) or _is_master(a.value, unseen, trump))]
    return kept or cands


def _add_leads(p: Pos, me: int, tt: dict, sums: dict) -> int:
    """The stock closed and ``me`` on lead: each first lead solved in this world, added to ``sums``
    (lead -> value summed). Its best value here is returned; the closing's value is the best lead's
    sum over the worlds (``_best_lead``), a lead it chooses without seeing the opponent's hand."""
    best = -4
    claim = p.tw[me] and p.points(me) + p.best_show(me) >= OUT
    if claim:  # 66 already: the claim, whatever it would lead
        x = solve(p, me, tt=tt)
        sums[-1] = sums.get(-1, 0) + x
        return x
    for c in C.cards_of(p.h[me]):
        q = p.copy()
        q.lead_card(c)
        x = solve(q, me, tt=tt)
        sums[c] = sums.get(c, 0) + x
        best = max(best, x)
    return best


def _best_lead(sums: dict) -> float:
    """A closing's value over the worlds: its best first lead's summed value (see _add_leads). A
    world where it claims at once counts the claim for every lead."""
    claims = sums.get(-1, 0)
    leads = [x for c, x in sums.items() if c >= 0]
    return claims + (max(leads) if leads else 0)


def _value_drawing(p: Pos, me: int, tt: dict, drawn: dict) -> None:
    """One world's values of drawing, added to ``drawn`` under the card the seat draws: then on lead,
    closing (each first lead solved: the closing takes the best lead over the worlds) and playing
    on (by the rules of thumb while the stock lasts, then solved); the stock drawn out, solved."""
    card = p.stock[0]
    p.draw()
    leads, sums = drawn.setdefault(card, [{}, 0])
    if p.strict:
        x = solve(p, me, tt=tt)
        leads[-1] = leads.get(-1, 0) + x  # no choice left to make blind: the exact value
        drawn[card][1] = sums + x
        return
    if p.may_close():
        shut = p.copy()
        shut.close()
        _add_leads(shut, me, tt, leads)
    drawn[card][1] = sums + play_out(p, me, solve_when_strict=True)


def _finish_exact(p: Pos, me: int, tt: dict) -> int:
    return solve(p, me, tt=tt)


LEVELS = {"easy": EasySixtySix, "normal": NormalSixtySix, "hard": HardSixtySix}


def make(level: str, seed: int = 0, **opts) -> SixtySixPlayer:
    keep = ("time_budget", "worlds", "cancel") + (("iterations", "explore", "policy") if level == "hard" else ())
    return LEVELS[level](seed, **{k: v for k, v in opts.items() if k in keep})
