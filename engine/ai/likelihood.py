"""How likely the other seats' public actions were in a sampled world (world weighting).

A world fixes every hidden hand; replaying the deal's public record backwards gives each seat's
hand at each of its past plays. The weight of a world is the product over the record of

- each **card a hidden-hand seat played while following**: the probability that a reasonable
  player (a softmax over a one-trick utility: take the trick's points for my side, give away as
  few as possible to the other side, smear on the partner's trick) picks that card among the
  cards legal from that world's hand, mixed with a uniform floor (``FLOOR``) so that a
  deliberate duck or an unusual play never rules a world out. A defender who threw a ten when
  he could have followed with a nine, or who did not overtake when a winner was legal, makes the
  worlds where he had that choice less likely. Leads are not weighted (too many reasons), with
  one exception: **a lead that announced nothing when a marriage could be announced**. Players
  announce a marriage at their first lead (the points, and the trump); a world where the leader
  held one is ``SILENT_MARRIAGE`` as likely, and one where he led its king or queen without
  announcing ``SILENT_PAIR``;
- **the auction**: a seat's voluntary bid b (over the compulsory opening) has probability
  ``logistic((E − b) / S)`` and a pass at level L ``1 − logistic((E − L) / S)``, with E a
  casual player's hand value (card points, marriages, aces) of the world's hand at the time;
  a bid over 120 without a marriage in that hand is nearly impossible.

Only the view is read (its public history, bids, own hand): the honesty property holds.
"""

from __future__ import annotations

import math

from .. import cards as C
from .heuristics import marriage_values

FLOOR = 0.15  # share of the uniform choice in the play model
TEMP = 5.0  # softmax temperature, in points
# the bidder model: a seat that is not the declarer bids at level L with probability
# logistic((casual_value + BID_OFFSET - L) / BID_SCALE). ``python -m tools.ai.fit_weights`` fits
# the auctions of easy, normal and hard players far better with offset 0, scale 10, but hard with
# that model won fewer whole games (docs/ai-history.md): the looser model (a share of the talon to come)
# stays, forgiving the bids the score sheet forces
BID_OFFSET = 25.0
BID_SCALE = 15.0
# a lead that announced nothing though the leader, in this world, held a marriage: some players
# keep one back for its timing, most announce at once; leading the king or queen of a held
# marriage without announcing it is rarer still
SILENT_MARRIAGE = 0.3
SILENT_PAIR = 0.05


def _pending_announcements(v) -> list:
    return [(a[0], a[1]) for a in (getattr(v, "announced", None) or []) if len(a) >= 2]


def _announced_by(pending: list, seat: int, c: int) -> str | None:
    """The announcement this lead made, if any (the first lead of a king or queen of an
    announced suit by its announcer, or of an ace for the four aces); taken off ``pending``."""
    rk = C.rank(c)
    label = "A" if rk == C.ACE else C.SUITS[C.suit(c)] if rk in (C.KING, C.QUEEN) else None
    if label is None or (seat, label) not in pending:
        return None
    pending.remove((seat, label))
    return label


def public_plays(v) -> list:
    """[(seat, card, trick so far [(seat, card)], trump for this trick)] in order."""
    out = []
    trick: list = []
    trump = None
    # a marriage announced (not "in suit") made its suit trumps from its trick on
    pending = _pending_announcements(v)
    for rec in v.history:
        if "play" not in rec:
            continue
        c = C.card(rec["play"])
        if not trick and _announced_by(pending, rec["seat"], c) not in (None, "A") and rec.get("trump") is not False:
            trump = C.suit(c)
        out.append((rec["seat"], c, tuple(trick), trump))
        trick.append((rec["seat"], c))
        if len(trick) == 3:
            trick = []
    return out


def silent_leads(v, plays) -> set:
    """Indices into ``plays`` of the leads that announced nothing though announcing was allowed
    (after the first trick, or from it under ``first_trick_marriage``)."""
    pending = _pending_announcements(v)
    first = getattr(v.rules, "first_trick_marriage", False)
    out = set()
    for i, (seat, c, trick, _) in enumerate(plays):
        if not trick and _announced_by(pending, seat, c) is None and (i >= 3 or first):
            out.add(i)
    return out


def auction_events(v) -> list:
    """[(seat, kind 'bid'/'pass', level)] for the voluntary decisions of the auction."""
    out = []
    high = None
    step = getattr(v.rules, "bid_step", 5) or 5
    for rec in v.history:
        if "bid" in rec:
            b = rec["bid"]
            if high is not None or b > 100:
                out.append((rec["seat"], "bid", b))
            high = b
        elif "pass" in rec and high is not None:
            out.append((rec["seat"], "pass", high + step))
        elif any(k in rec for k in ("give", "contract", "play")):
            break
    return out


def _winner(trick, trump):
    ws, wc = trick[0]
    for s, c in trick[1:]:
        if (C.suit(c) == C.suit(wc) and c > wc) or (trump is not None and C.suit(c) == trump and C.suit(wc) != trump):
            ws, wc = s, c
    return ws, wc


def _follow_mask(hand, led, trump, must_trump):
    f = hand & C.SUIT_MASK[led]
    if f:
        return f
    if trump is not None and must_trump:
        t = hand & C.SUIT_MASK[trump]
        if t:
            return t
    return hand


def play_prob(
    hand: int,
    card: int,
    trick,
    trump,
    seat: int,
    dec,
    must_trump: bool,
    temp: float | None = None,
    floor: float | None = None,
) -> float:
    """Probability of following with ``card`` from ``hand`` (see the module docstring)."""
    temp = TEMP if temp is None else temp
    floor = FLOOR if floor is None else floor
    led = C.suit(trick[0][1])
    legal = C.cards_of(_follow_mask(hand, led, trump, must_trump))
    if len(legal) <= 1 or card not in legal:
        return 1.0
    w, wc = _winner(trick, trump)
    pts = sum(C.POINTS[c] for _, c in trick)
    last = len(trick) == 2
    mine_side = (lambda s: s == dec) if seat == dec else (lambda s: s != dec)
    wsw = C.suit(wc)
    us = []
    for x in legal:
        sx = C.suit(x)
        beats = (sx == wsw and x > wc) or (trump is not None and sx == trump and wsw != trump)
        tot = pts + C.POINTS[x]
        if beats or mine_side(w):
            u = tot if last else 0.5 * tot
        else:
            u = -tot if last else -0.5 * tot
        us.append(u)
    m = max(us)
    ex = [math.exp((u - m) / temp) for u in us]
    z = sum(ex)
    i = legal.index(card)
    return (1 - floor) * ex[i] / z + floor / len(legal)


def casual_value(hand: int, rules) -> float:
    """A casual player's count of a hand: its card points, marriages and 10 an ace."""
    mv = marriage_values(rules)
    pairs = sum(mv[s] for s in range(4) if hand & C.MARRIAGE_MASK[s] == C.MARRIAGE_MASK[s])
    return C.points(hand) + pairs + 10 * C.count(hand & C.ACES)


def world_log_weight(v, world: dict, plays=None, events=None) -> float:
    """log of the likelihood of the public record in this world (up to a constant)."""
    plays = public_plays(v) if plays is None else plays
    events = auction_events(v) if events is None else events
    me = v.seat
    dec = v.declarer
    must = v.rules.must_trump
    lw = 0.0
    hands = {s: h for s, h in world.items()}
    silent = silent_leads(v, plays) if plays else set()
    barrel = getattr(v, "barrel", None) or []
    # play: backwards, so each seat's hand at the time is its hand now plus what it played since
    for i in range(len(plays) - 1, -1, -1):
        seat, c, trick, trump = plays[i]
        if seat == me or seat not in hands:
            continue
        hands[seat] |= 1 << c
        if trick:
            lw += math.log(play_prob(hands[seat], c, trick, trump, seat, dec, must))
        elif i in silent and not (seat < len(barrel) and barrel[seat] is not None):
            h = hands[seat]
            pair = C.MARRIAGE_MASK[C.suit(c)]
            if C.rank(c) in (C.KING, C.QUEEN) and h & pair == pair:
                lw += math.log(SILENT_PAIR)
            elif any(h & C.MARRIAGE_MASK[s] == C.MARRIAGE_MASK[s] for s in range(4)):
                lw += math.log(SILENT_MARRIAGE)
    if events:
        for seat, kind, level in events:
            if seat == me or seat not in hands or seat in (v.blind_seats or ()):
                continue
            h = hands[seat]
            if seat == dec:
                e = casual_value(h, v.rules) + 10  # his hand after the talon and the give
            else:
                got = v.given_known.get(seat)
                if got is not None:
                    h &= ~(1 << got)
                e = casual_value(h, v.rules) + BID_OFFSET
            x = max(-30.0, min(30.0, (e - level) / BID_SCALE))
            p = 1.0 / (1.0 + math.exp(-x))
            if kind == "bid":
                if level > 120 and not any(h & C.MARRIAGE_MASK[s] == C.MARRIAGE_MASK[s] for s in range(4)):
                    p *= 0.05
                lw += math.log(max(1e-6, p))
            else:
                lw += math.log(max(1e-6, 1 - p))
    return lw


def weights(v, worlds: list) -> list[float]:
    """Normalised weights of the worlds (sum 1)."""
    if not worlds:
        return []
    plays = public_plays(v)
    events = auction_events(v)
    lws = [world_log_weight(v, w, plays, events) for w in worlds]
    m = max(lws)
    ws = [math.exp(x - m) for x in lws]
    z = sum(ws)
    return [x / z for x in ws]


def resample(worlds: list, ws: list, n: int, rng) -> list:
    """``n`` draws by systematic resampling; returns [(world, count)] without duplicates."""
    if len(worlds) <= n:
        return [(w, x) for w, x in zip(worlds, ws)]
    u0 = rng.random() / n
    out: dict = {}
    cum = 0.0
    j = 0
    for i, w in enumerate(ws):
        cum += w
        while j < n and u0 + j / n <= cum + 1e-12:
            out[i] = out.get(i, 0) + 1
            j += 1
    return [(worlds[i], cnt) for i, cnt in sorted(out.items())]
