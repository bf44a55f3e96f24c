"""A game of 1000: the deal, the auction, the exchange and the play.

``GameState`` holds the whole game; ``Deal`` one deal. ``legal_actions`` and
``apply`` are the only ways anything changes, and every change returns events.
Scoring a finished deal is in ``scoring``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from . import cards as C
from .actions import Action, Event, IllegalAction
from .agreements import Rules

MARRIAGE_VALUES = {
    "standard": {C.HEARTS: 100, C.DIAMONDS: 80, C.CLUBS: 60, C.SPADES: 40},
    "clubs_high": {C.CLUBS: 100, C.SPADES: 80, C.HEARTS: 60, C.DIAMONDS: 40},
}
ACE_MARRIAGE = 200

AUCTION, TALON, CONTRACT, PLAY, DONE = "auction", "talon", "contract", "play", "done"


def active_seats(players: int, dealer: int, rules: Rules) -> tuple[list[int], int | None]:
    """The seats dealt in, clockwise from the seat after the dealer, and the one sitting out.

    Everything after the deal works on this list, its length and the hands' sizes, so a variant
    with two active seats or other hand sizes (2-player games, German 1001, Russeln) changes
    this function and the deal, not the auction, the play or the scoring."""
    if players == 3:
        return [(dealer + i) % 3 for i in (1, 2, 3)], None
    sitter = {"right_of_dealer": (dealer - 1) % 4, "opposite": (dealer + 2) % 4,
              "dealer": dealer}[rules.four_sitter]
    return [(dealer + i) % 4 for i in (1, 2, 3, 4) if (dealer + i) % 4 != sitter], sitter


@dataclass(slots=True)
class Deal:
    dealer: int
    seats: list[int]  # active seats, seats[0] speaks first
    sitter: int | None
    dealt: dict[int, int]  # seat -> mask as dealt
    talon: int
    order: dict = field(default_factory=dict)  # seat or "talon" -> cards in the order dealt
    hands: dict[int, int] = field(default_factory=dict)
    actions: list[Action] = field(default_factory=list)
    phase: str = AUCTION
    turn: int | None = None
    # auction
    bid: int = 0
    high: int | None = None
    bids: dict[int, int] = field(default_factory=dict)  # each seat's highest bid
    passed: set = field(default_factory=set)
    blind: set = field(default_factory=set)  # seats whose bids so far are unseen
    golden: bool = False
    forced: bool = False  # the declarer took the talon with no auction (golden round, barrel)
    unseen_talon: bool = False  # 100 after two passes under give_up_on_100
    # exchange
    declarer: int | None = None
    contract: int | None = None
    contract_set: bool = False
    talon_shown: bool = False
    given: tuple = ()
    after_give: dict[int, int] = field(default_factory=dict)  # hands right after the give
    blind_deal: bool = False
    streak_cancelled: bool = False  # a third redeal was fined and the deal is played as dealt
    # play
    trick: list = field(default_factory=list)  # [(seat, card)]
    leader: int | None = None
    tricks_played: int = 0
    trump: int | None = None
    trump_owner: int | None = None
    card_points: dict[int, int] = field(default_factory=dict)
    marriages: dict[int, int] = field(default_factory=dict)
    tricks_won: dict[int, int] = field(default_factory=dict)
    last_trick: list = field(default_factory=list)
    play_log: list = field(default_factory=list)  # (seat, card, led suit or None, trump then)
    announced: list = field(default_factory=list)  # (seat, suit or "aces", points)
    # outcome
    result: str | None = None
    penalties: dict[int, int] = field(default_factory=dict)  # dealer fines etc. applied at settle
    summary: dict | None = None

    def to_record(self) -> dict:
        return {
            "dealer": self.dealer,
            "hands": [C.names(self.order.get(s, [])) for s in range(len(self.dealt))],
            "talon": C.names(self.order.get("talon", [])),
            "actions": [a.to_record() for a in self.actions],
        }


@dataclass(slots=True)
class GameState:
    rules: Rules
    players: int
    names: list[str]
    scores: list[int]
    zeros: list[int]
    zero_streak: list[int]
    rospis: list[int]
    spisat: list[int]
    barrel: list  # None, or deals played on the barrel so far
    barrel_falls: list[int]
    start: dict
    dealer: int
    rng: random.Random | None = None
    deals: list[Deal] = field(default_factory=list)
    redeal_streak: int = 0
    jack_streak: int = 0
    golden_active: bool = False
    golden_deal: int = 0  # deals played in the current golden circle
    golden_circle: int = 0
    golden_made: bool = False
    over: bool = False
    winners: list[int] = field(default_factory=list)
    auto_deal: bool = True
    quiet: bool = False  # searches and benchmarks: routine play events are not built
    opening_events: list = field(default_factory=list)  # what dealing the first deal produced

    @property
    def deal(self) -> Deal | None:
        return self.deals[-1] if self.deals else None

    @property
    def winner(self) -> int | None:
        return self.winners[0] if self.winners else None

    @property
    def phase(self) -> str:
        return "over" if self.over else (self.deal.phase if self.deal else DONE)

    def on_barrel(self, seat: int) -> bool:
        return self.barrel[seat] is not None

    def anyone_on_barrel(self) -> bool:
        return any(b is not None for b in self.barrel)

    def marriage_value(self, suit: int) -> int:
        return MARRIAGE_VALUES[self.rules.marriage_values][suit]


# ---------------------------------------------------------------- starting


def new_game(rules: Rules | None = None, players: int = 3, seed: int | None = None,
             dealer: int = 0, names: list[str] | None = None, start: dict | None = None,
             auto_deal: bool = True) -> GameState:
    rules = rules or Rules()
    if players not in (3, 4):
        raise ValueError("this engine plays with 3 or 4 seats")
    if not (isinstance(dealer, int) and 0 <= dealer < players):
        raise ValueError(f"dealer must be a seat 0..{players - 1}")
    start = dict(start or {})
    g = GameState(
        rules=rules, players=players,
        names=list(names) if names else [f"Player {i + 1}" for i in range(players)],
        scores=_seat_list(start, "scores", players, 0),
        zeros=_seat_list(start, "zeros", players, 0),
        zero_streak=_seat_list(start, "zero_streak", players, 0),
        rospis=_seat_list(start, "rospis", players, 0),
        spisat=_seat_list(start, "spisat", players, 0),
        barrel=_seat_list(start, "barrel", players, None, allow_none=True),
        barrel_falls=_seat_list(start, "barrel_falls", players, 0),
        start=start, dealer=dealer, rng=random.Random(seed), auto_deal=auto_deal,
    )
    if rules.golden != "off" and not start.get("golden_done"):
        g.golden_active = True
        g.golden_deal = int(start.get("golden_deal", 0))
        g.golden_circle = int(start.get("golden_circle", 0))
        g.golden_made = bool(start.get("golden_made", False))
    g.redeal_streak = int(start.get("redeal_streak", 0))
    g.jack_streak = int(start.get("jack_streak", 0))
    if auto_deal:
        g.opening_events = _deal_on(g)
    return g


def _seat_list(start, key, players, default, allow_none=False):
    v = start.get(key)
    if v is None:
        return [default] * players
    if not isinstance(v, list) or len(v) != players:
        raise ValueError(f"start.{key} must list one value per seat")
    for x in v:
        if x is None and allow_none:
            continue
        if isinstance(x, bool) or not isinstance(x, int):
            raise ValueError(f"start.{key} must hold whole numbers")
    return list(v)


def shuffle(g: GameState, seats: list[int]) -> tuple[dict[int, list[int]], list[int]]:
    pack = list(range(24))
    g.rng.shuffle(pack)
    hands = {s: pack[i * 7:(i + 1) * 7] for i, s in enumerate(seats)}
    return hands, pack[21:]


def start_deal(g: GameState, hands: dict[int, list[int]] | None = None,
               talon: list[int] | None = None) -> list[Event]:
    """Deal the next deal (from the rng, or the cards a record gives) and open its auction."""
    if g.over:
        raise IllegalAction("the game is over")
    seats, sitter = active_seats(g.players, g.dealer, g.rules)
    if hands is None:
        hands, talon = shuffle(g, seats)
    order = {s: list(hands.get(s, [])) for s in range(g.players)}
    order["talon"] = list(talon)
    d = Deal(dealer=g.dealer, seats=seats, sitter=sitter, order=order,
             dealt={s: C.mask(hands.get(s, [])) for s in range(g.players)}, talon=C.mask(talon))
    d.hands = dict(d.dealt)
    for s in seats:
        d.card_points[s] = d.marriages[s] = d.tricks_won[s] = 0
    g.deals.append(d)
    events = []
    if not g.quiet:
        events.append(Event("dealt", None, {"dealer": d.dealer, "seats": list(seats), "sitter": sitter}))
        events += [Event("hand", s, {"cards": C.names(order[s])}, to=s) for s in seats]
    events += _open_auction(g, d)
    return events


def _mandatory_redeal(g: GameState, d: Deal) -> str | None:
    r = g.rules
    if r.bottom_jack:
        # the dealer deals himself last, so the pack's bottom card is the last card of his hand
        # (or of the talon when he sits out)
        bottom = d.order[d.dealer] if d.dealer in d.seats else d.order["talon"]
        if bottom and C.rank(bottom[-1]) == C.JACK:
            return "bottom_jack"
    if r.four_aces in ("redeal_dealt", "redeal_any", "give_ace") and any(
            C.count(d.dealt[s] & C.ACES) == 4 for s in d.seats):
        return "four_aces"
    return None


def _open_auction(g: GameState, d: Deal) -> list[Event]:
    r = g.rules
    reason = _mandatory_redeal(g, d)
    if reason:
        if reason == "bottom_jack":
            return _end_redeal(g, d, reason, None)
        if not _streak_cancels(g, d):
            return _end_redeal(g, d, reason, None)
    opener = d.seats[0]
    d.golden = g.golden_active
    if d.golden and r.golden in ("round", "cone"):
        d.forced = True
        d.blind_deal = r.golden == "cone"
        return _auction_won(g, d, opener, 120)
    barrel_seats = [s for s in d.seats if g.on_barrel(s)]
    if barrel_seats and r.barrel_mode == "barrel":
        keeper = barrel_seats[0]
        need = max(120, r.barrel_min_contract)
        third = r.barrel_obligation and g.barrel_falls[keeper] % 3 == 2 and \
            r.barrel_hands and g.barrel[keeper] == r.barrel_hands - 1
        if r.barrel_trade == "takes" or third:
            d.forced = True
            return _auction_won(g, d, keeper, need)
        if r.barrel_trade == "declares":
            d.bid, d.high, d.bids[keeper] = need, keeper, need
            d.turn = _next_bidder(d, keeper)
            return [Event("bid", keeper, {"bid": need, "automatic": True})]
    d.turn = opener
    return []


def _streak_cancels(g: GameState, d: Deal) -> bool:
    """Under 'penalty_play' the third redeal in a row is fined and the deal is played as dealt."""
    if g.rules.redeal_streak == "penalty_play" and g.redeal_streak >= 2 and not d.streak_cancelled:
        d.streak_cancelled = True
        d.penalties[d.dealer] = d.penalties.get(d.dealer, 0) - g.rules.penalty
        g.redeal_streak = 0
        return True
    return False


# ---------------------------------------------------------------- auction


def min_bid(g: GameState, d: Deal) -> int:
    return 120 if d.golden and g.rules.golden == "set" else 100


def _next_bidder(d: Deal, seat: int) -> int | None:
    i = d.seats.index(seat)
    n = len(d.seats)
    for k in range(1, n + 1):
        s = d.seats[(i + k) % n]
        if s not in d.passed:
            return s
    return None


def _has_marriage(g: GameState, hand: int) -> bool:
    return any(hand & m == m for m in C.MARRIAGE_MASK) or (
        g.rules.ace_marriage and hand & C.ACES == C.ACES)


def marriages_in(g: GameState, hand: int) -> int:
    total = sum(g.marriage_value(s) for s in range(4) if hand & C.MARRIAGE_MASK[s] == C.MARRIAGE_MASK[s])
    if g.rules.ace_marriage and hand & C.ACES == C.ACES:
        total += ACE_MARRIAGE
    return total


def max_contract(g: GameState, seat: int, hand: int, blind: bool = False) -> int:
    """The highest bid or contract this seat may name with this hand."""
    r = g.rules
    if g.on_barrel(seat) and r.barrel_no_marriages and r.barrel_mode == "barrel":
        return max(120, r.barrel_min_contract)
    if blind:
        return 120 + sum(MARRIAGE_VALUES["standard"].values()) + (ACE_MARRIAGE if r.ace_marriage else 0)
    if not r.bid_above_120_without_marriage and not _has_marriage(g, hand):
        return max(120, r.barrel_min_contract if g.on_barrel(seat) else 0)
    if r.bid_cap_marriages:
        return 120 + marriages_in(g, hand)
    return 120 + sum(MARRIAGE_VALUES["standard"].values()) + (ACE_MARRIAGE if r.ace_marriage else 0)


def bid_values(g: GameState, d: Deal, seat: int, blind: bool = False) -> list[int]:
    r = g.rules
    step = r.bid_step
    low = min_bid(g, d) if d.high is None else (d.bid // step + 1) * step
    top = max_contract(g, seat, d.hands[seat], blind)
    if r.no_jumping and d.high is not None:
        top = min(top, low)
    out = list(range(low, top + 1, step))
    odd = r.barrel_min_contract
    if odd % step and g.on_barrel(seat) and d.bid < odd <= top and (r.no_jumping is False or d.high is None):
        out.append(odd)
        out.sort()
    return out


def _silenced(g: GameState, seat: int) -> bool:
    return g.scores[seat] < g.rules.silence_below


def _may_bid_blind(g: GameState, d: Deal, seat: int) -> bool:
    r = g.rules
    if r.blind == "off" or d.golden or g.scores[seat] < r.blind_min_score:
        return False
    if g.anyone_on_barrel() and not r.blind_on_barrel:
        return False
    if r.blind == "opening":
        return seat == d.seats[0] and d.high is None
    # "any": a seat may bid blind until it has bid or passed seeing its cards
    return seat in d.blind or seat not in d.bids


def _auction_options(g: GameState, d: Deal, seat: int) -> tuple[list[int], list[int], bool]:
    """For the seat to bid: the bids it may make, the blind bids, and whether it may pass."""
    if seat != d.turn:
        return [], [], False
    r = g.rules
    blinds = []
    if _may_bid_blind(g, d, seat):
        blinds = [120] if r.blind == "opening" else bid_values(g, d, seat, blind=True)
    if d.high is None:  # the compulsory opening: the silenced may still make it
        bids = bid_values(g, d, seat)
        return (bids[:1] if _silenced(g, seat) else bids), blinds, False
    if _silenced(g, seat) or _blind_closed(g, d) or seat in d.blind:
        return [], blinds, True  # a blind seat bids on blind, or looks first
    return bid_values(g, d, seat), blinds, True


def _auction_actions(g: GameState, d: Deal, seat: int) -> list[Action]:
    r = g.rules
    bids, blinds, can_pass = _auction_options(g, d, seat)
    out = [Action(seat, "blind", v) for v in blinds] + [Action(seat, "bid", v) for v in bids]
    if can_pass:
        out.append(Action(seat, "pass"))
    if seat in d.blind and r.blind == "any":
        out.append(Action(seat, "look"))
    if (d.high in d.blind and r.blind == "opening" and seat != d.high and seat not in d.passed
            and r.blind_overbid in ("unhide", "unhide_no_bidding") and _has_marriage(g, d.hands[seat])):
        out.append(Action(seat, "unhide"))
    out += _redeal_claims(g, d, seat)
    return out


def _blind_closed(g: GameState, d: Deal) -> bool:
    """After a blind opening, may the others bid over it?"""
    return (g.rules.blind == "opening" and d.high in d.blind
            and g.rules.blind_overbid != "bid")


def _apply_auction(g: GameState, d: Deal, a: Action) -> list[Event]:
    r = g.rules
    events = []
    if a.kind == "look":
        d.blind.discard(a.seat)
        return [Event("looked", a.seat)]
    if a.kind == "unhide":
        blind_seat = d.high
        d.blind.discard(blind_seat)
        events.append(Event("unhidden", a.seat, {"blind": blind_seat}))
        if r.blind_overbid == "unhide_no_bidding":
            return events + _auction_won(g, d, blind_seat, d.bid)
        return events
    if a.kind == "pass":
        d.passed.add(a.seat)
        events.append(Event("passed", a.seat))
    else:
        was_blind = d.high in d.blind and d.high != a.seat
        d.bid, d.high, d.bids[a.seat] = a.value, a.seat, a.value
        if a.kind == "blind":
            d.blind.add(a.seat)
        else:
            d.blind.discard(a.seat)
            if was_blind and r.blind == "opening":
                d.blind.clear()  # an overbid reveals the blind player's cards to him
        events.append(Event("bid", a.seat, {"bid": a.value, "blind": a.kind == "blind"}))
        if a.kind == "blind" and r.blind == "opening" and r.blind_overbid == "none":
            return events + _auction_won(g, d, a.seat, a.value)
    if len(d.passed) >= len(d.seats) - 1:
        return events + _auction_won(g, d, d.high, d.bid)
    d.turn = _next_bidder(d, a.seat)
    return events


def _auction_won(g: GameState, d: Deal, seat: int, bid: int) -> list[Event]:
    r = g.rules
    d.declarer, d.contract, d.bid, d.high = seat, bid, bid, seat
    if seat in d.blind:
        d.blind_deal = True
    d.turn = seat
    d.phase = TALON
    hidden = (r.dark_talon or d.blind_deal and r.blind_hide_talon
              or (r.talon_hidden_on_100 and bid == 100)
              or (r.talon_shown_from and bid < r.talon_shown_from))
    if r.give_up_on_100 and bid == 100 and not d.forced and len(d.bids) == 1:
        hidden = d.unseen_talon = True
    d.talon_shown = not hidden
    events = [Event("contract_won", seat, {"bid": bid, "blind": d.blind_deal, "golden": d.golden})]
    if d.talon_shown:
        events.append(Event("talon_shown", seat, {"cards": C.names(d.order["talon"])}))
    events.append(Event("talon_taken", seat, {"count": 3}))
    events.append(Event("talon_cards", seat, {"cards": C.names(d.order["talon"])}, to=seat))
    d.hands[seat] |= d.talon
    if g.rules.four_aces == "redeal_any" and C.count(d.hands[seat] & C.ACES) == 4 and not _streak_cancels(g, d):
        return events + _end_redeal(g, d, "four_aces", None)
    return events


# ---------------------------------------------------------------- redeal claims


def _nines_claim(g: GameState, hand: int) -> bool:
    need = 3 if g.rules.three_nines else 4
    return C.count(hand & C.NINES) >= need


def redeal_reasons(g: GameState, d: Deal, seat: int) -> list[str]:
    """Why this seat may demand a redeal now (empty: it may not)."""
    r = g.rules
    if d.streak_cancelled or seat not in d.seats or d.tricks_played or d.trick:
        return []
    out = []
    hand = d.hands[seat]
    if d.phase == AUCTION:
        if r.four_nines == "after_deal" and _nines_claim(g, hand):
            out.append("nines")
        if r.redeal_hand_below and r.redeal_hand_when == "after_deal" and C.points(hand) < r.redeal_hand_below \
                and not (r.redeal_hand_only_at_100 and d.bids.get(seat, 0) > 100):
            out.append("hand_points")
        if r.four_jacks and C.count(hand & C.JACKS) == 4:
            out.append("jacks")
    elif d.phase in (TALON, CONTRACT):
        if seat == d.declarer and not (r.redeal_only_at_100 and d.bid != 100):
            if r.redeal_talon_below and C.points(d.talon) < r.redeal_talon_below:
                out.append("talon_points")
            if r.redeal_two_nines_in_talon and C.count(d.talon & C.NINES) >= 2:
                out.append("talon_nines")
            if r.redeal_three_jacks_in_talon and C.count(d.talon & C.JACKS) == 3:
                out.append("talon_jacks")
        if d.phase == CONTRACT:
            if r.four_nines == "after_exchange" and _nines_claim(g, hand):
                out.append("nines")
            if r.four_nines == "original_hand" and _nines_claim(g, d.dealt[seat]) and _nines_claim(g, hand):
                out.append("nines")
            if r.redeal_hand_below and r.redeal_hand_when == "after_exchange" \
                    and C.points(hand) < r.redeal_hand_below \
                    and not (r.redeal_hand_only_at_100 and d.bids.get(seat, 0) > 100):
                out.append("hand_points")
            if r.four_jacks and C.count(hand & C.JACKS) == 4:
                out.append("jacks")
    return out


def _redeal_claims(g, d, seat):
    return [Action(seat, "redeal")] if redeal_reasons(g, d, seat) else []


def _end_redeal(g: GameState, d: Deal, reason: str, seat: int | None) -> list[Event]:
    r = g.rules
    events = [Event("redeal", seat, {"reason": reason})]
    if reason == "bottom_jack":
        g.jack_streak += 1
        if g.jack_streak >= 3:
            d.penalties[d.dealer] = d.penalties.get(d.dealer, 0) - r.penalty
            g.jack_streak = 0
            events += scoring.settle_void(g, d, "redeal", pass_deal=True)
            return events
        events += scoring.settle_void(g, d, "redeal", pass_deal=False)
        return events
    if r.redeal_streak == "penalty_play" and seat is not None and g.redeal_streak >= 2:
        _streak_cancels(g, d)
        return [Event("redeal_refused", seat, {"reason": reason, "fined": d.dealer})]
    g.redeal_streak += 1
    if r.redeal_streak == "penalty_pass" and g.redeal_streak >= 3:
        d.penalties[d.dealer] = d.penalties.get(d.dealer, 0) - r.penalty
        g.redeal_streak = 0
        return events + scoring.settle_void(g, d, "redeal", pass_deal=True)
    return events + scoring.settle_void(g, d, "redeal", pass_deal=False)


# ---------------------------------------------------------------- exchange


def _declarer_rospis_ok(g: GameState, d: Deal) -> bool:
    r = g.rules
    s = d.declarer
    if not r.rospis or d.forced and not d.golden:
        return False
    if d.golden and not r.rospis_in_golden:
        return False
    if d.blind_deal and not d.golden and not r.blind_rospis:
        return False
    if r.barrel_mode == "barrel":
        if r.rospis_on_barrel == "not_own" and g.on_barrel(s):
            return False
        if r.rospis_on_barrel == "nobody" and g.anyone_on_barrel():
            return False
    if r.spisat:
        return g.rospis[s] < 1
    return not (r.rospis_limit and g.rospis[s] >= r.rospis_limit)


def contract_values(g: GameState, d: Deal) -> list[int]:
    r = g.rules
    s = d.declarer
    if (d.golden and not r.golden_raise) or (d.blind_deal and not d.golden and not r.blind_raise):
        return [d.contract]
    top = max(max_contract(g, s, d.hands[s]), d.contract)
    return [d.contract] + list(range((d.contract // r.bid_step + 1) * r.bid_step, top + 1, r.bid_step))


def _exchange_actions(g: GameState, d: Deal, seat: int) -> list[Action]:
    r = g.rules
    out = []
    if seat == d.declarer:
        if d.phase == TALON:
            hand = C.cards_of(d.hands[seat])
            out += [Action(seat, "give", (a, b)) for a in hand for b in hand if a != b
                    and _give_keeps_rules(g, d, a, b)]
        elif not d.contract_set:
            out += [Action(seat, "contract", v) for v in contract_values(g, d)]
        if _declarer_rospis_ok(g, d):
            out.append(Action(seat, "rospis"))
        if r.spisat and g.spisat[seat] < 1 and _declarer_rospis_ok_for_spisat(g, d):
            out.append(Action(seat, "spisat"))
        if d.unseen_talon and r.give_up_on_100:
            out.append(Action(seat, "give_up"))
        if d.golden and r.golden_surrender:
            out.append(Action(seat, "surrender"))
        if d.phase == CONTRACT:
            out += _lead_actions(g, d, seat)
    out += _redeal_claims(g, d, seat)
    return out


def _declarer_rospis_ok_for_spisat(g, d):
    saved = g.rospis[d.declarer]
    g.rospis[d.declarer] = 0
    try:
        return _declarer_rospis_ok(g, d)
    finally:
        g.rospis[d.declarer] = saved


def _give_keeps_rules(g: GameState, d: Deal, c1: int, c2: int) -> bool:
    """four_aces = give_ace: a declarer who made four aces with the talon must give one away."""
    if g.rules.four_aces == "give_ace" and d.hands[d.declarer] & C.ACES == C.ACES:
        return C.rank(c1) == C.ACE or C.rank(c2) == C.ACE
    return True


def _apply_exchange(g: GameState, d: Deal, a: Action) -> list[Event]:
    r = g.rules
    if a.kind == "redeal":
        return _end_redeal(g, d, redeal_reasons(g, d, a.seat)[0], a.seat)
    if a.kind in ("rospis", "spisat", "give_up", "surrender"):
        return scoring.settle_concession(g, d, a.kind)
    if a.kind == "give":
        c1, c2 = a.value
        s1, s2 = _next_active(d, d.declarer, 1), _next_active(d, d.declarer, 2)
        d.hands[d.declarer] &= ~(C.bit(c1) | C.bit(c2))
        d.hands[s1] |= C.bit(c1)
        d.hands[s2] |= C.bit(c2)
        d.given = ((s1, c1), (s2, c2))
        d.after_give = dict(d.hands)
        d.phase = CONTRACT
        face_up = r.passed_cards == "face_up" or (d.blind_deal and r.blind_give_face_up)
        events = []
        for to, c in d.given:
            if face_up:
                events.append(Event("gave", d.declarer, {"to": to, "card": C.name(c)}))
            else:
                events.append(Event("gave", d.declarer, {"to": to}))
                events.append(Event("received", d.declarer, {"to": to, "card": C.name(c)}, to=to))
        return events
    if a.kind == "contract":
        d.contract, d.contract_set = a.value, True
        return [Event("contract_set", a.seat, {"contract": a.value})]
    raise IllegalAction(f"{a.kind} is not possible now")


def _next_active(d: Deal, seat: int, k: int) -> int:
    return d.seats[(d.seats.index(seat) + k) % len(d.seats)]


# ---------------------------------------------------------------- play


def _can_announce_now(g: GameState, d: Deal) -> bool:
    return d.tricks_played > 0 or g.rules.first_trick_marriage


def announcement(g: GameState, d: Deal, seat: int, c: int) -> str | None:
    """What leading this card would announce: 'marriage', 'aces' or None."""
    if d.trick or not _can_announce_now(g, d):
        return None
    hand = d.hands[seat]
    rk = C.rank(c)
    if rk in (C.KING, C.QUEEN) and hand & C.MARRIAGE_MASK[C.suit(c)] == C.MARRIAGE_MASK[C.suit(c)]:
        return "marriage"
    if rk == C.ACE and g.rules.ace_marriage and hand & C.ACES == C.ACES:
        return "aces"
    return None


def legal_play_mask(g: GameState, d: Deal, seat: int) -> int:
    hand = d.hands[seat]
    if not d.trick:
        if (g.rules.only_owner_leads_trump and d.trump is not None and seat != d.trump_owner
                and hand & ~C.SUIT_MASK[d.trump]):
            return hand & ~C.SUIT_MASK[d.trump]
        return hand
    led = C.suit(d.trick[0][1])
    follow = hand & C.SUIT_MASK[led]
    if follow:
        return follow
    if d.trump is not None and g.rules.must_trump:
        trumps = hand & C.SUIT_MASK[d.trump]
        if trumps:
            return trumps
    return hand


def _lead_actions(g: GameState, d: Deal, seat: int) -> list[Action]:
    out = []
    for c in C.cards_of(legal_play_mask(g, d, seat)):
        out.append(Action(seat, "play", c))
        what = announcement(g, d, seat, c)
        if what:
            out.append(Action(seat, "play", c, announce=False))
            if what == "marriage" and g.rules.marriage_in_suit:
                out.append(Action(seat, "play", c, trump=False))
    return out


def _apply_play(g: GameState, d: Deal, a: Action) -> list[Event]:
    events = []
    quiet = g.quiet
    seat, c = a.seat, a.value
    if d.phase == CONTRACT:
        d.phase = PLAY
        d.leader = d.declarer
        g.redeal_streak = 0
        if not quiet:
            events.append(Event("play_started", d.declarer, {"contract": d.contract}))
    trick = d.trick
    what = None if trick or a.announce is False else announcement(g, d, seat, c)
    d.hands[seat] &= ~(1 << c)
    trick.append((seat, c))
    if not quiet:
        events.append(Event("card_played", seat, {"card": C.name(c)}))
    if what is not None:
        _announce(g, d, seat, c, what, a.trump is not False, events)
    d.play_log.append((seat, c, trick[0][1] // 6 if len(trick) > 1 else None, d.trump))
    seats = d.seats
    if len(trick) < len(seats):
        d.turn = seats[(seats.index(seat) + 1) % len(seats)]
        return events
    winner = trick_winner(trick, d.trump)
    pts = 0
    for _, x in trick:
        pts += C.POINTS[x]
    d.card_points[winner] += pts
    d.tricks_won[winner] += 1
    d.last_trick = trick
    d.trick = []
    d.tricks_played += 1
    d.turn = d.leader = winner
    if not quiet:
        events.append(Event("trick_taken", winner, {"points": pts, "cards": [C.name(x) for _, x in trick]}))
    if not d.hands[winner]:  # every hand is played out
        events += scoring.settle_played(g, d)
    return events


def _announce(g: GameState, d: Deal, seat: int, c: int, what: str, make_trump: bool, events: list) -> None:
    """A marriage (or the four aces) announced by this lead: points, and the trump suit."""
    r = g.rules
    s = C.suit(c)
    value = g.marriage_value(s) if what == "marriage" else ACE_MARRIAGE
    if g.on_barrel(seat) and r.barrel_no_marriages and r.barrel_mode == "barrel":
        value = 0
    label = C.SUITS[s] if what == "marriage" else "A"
    d.marriages[seat] += value
    d.announced.append((seat, label, value))
    events.append(Event("marriage_announced", seat, {"suit": label, "points": value}))
    if what == "marriage" and make_trump:
        d.trump, d.trump_owner = s, seat
        events.append(Event("trump_changed", seat, {"suit": label}))


def trick_winner(trick, trump) -> int:
    best_seat, best = trick[0]
    for seat, c in trick[1:]:
        s, bs = c // 6, best // 6
        if s == bs and c > best or (s == trump and bs != trump):
            best_seat, best = seat, c
    return best_seat


# ---------------------------------------------------------------- the public interface


def legal_actions(g: GameState, seat: int | None = None) -> list[Action]:
    """Every action the rules allow now, for one seat or for all of them."""
    if g.over or g.deal is None or g.deal.phase == DONE:
        return []
    d = g.deal
    seats = [seat] if seat is not None else d.seats
    out = []
    for s in seats:
        if s not in d.seats:
            continue
        if d.phase == AUCTION:
            out += _auction_actions(g, d, s)
        elif d.phase in (TALON, CONTRACT):
            out += _exchange_actions(g, d, s)
        elif d.phase == PLAY and s == d.turn:
            out += _lead_actions(g, d, s) if not d.trick else [Action(s, "play", c) for c in
                                                               C.cards_of(legal_play_mask(g, d, s))]
    return out


def to_act(g: GameState) -> int | None:
    """The seat whose turn it is (others may still have claims: see legal_actions)."""
    if g.over or g.deal is None or g.deal.phase == DONE:
        return None
    return g.deal.turn


def apply(g: GameState, a: Action) -> list[Event]:
    """Check the action against the rules and carry it out; returns the events it caused."""
    d = g.deals[-1] if g.deals else None
    if g.over:
        raise IllegalAction("the game is over")
    if d is None or d.phase == DONE:
        raise IllegalAction("no deal is in progress")
    if d.phase == PLAY and a.kind == "play" and a.seat == d.turn and a.announce is None and a.trump is None:
        # the common case, a plain card in the play, needs only the legal-move mask
        if not (isinstance(a.value, int) and legal_play_mask(g, d, a.seat) >> a.value & 1):
            raise IllegalAction(explain_illegal(g, d, a))
        d.actions.append(a)
        events = _apply_play(g, d, a)
        if d.phase == DONE and g.auto_deal and not g.over:
            events += _deal_on(g)
        return events
    a = _check(g, d, a)
    d.actions.append(a)
    if a.kind == "redeal" and d.phase == AUCTION:
        events = _end_redeal(g, d, redeal_reasons(g, d, a.seat)[0], a.seat)
    elif d.phase == AUCTION:
        events = _apply_auction(g, d, a)
    elif d.phase in (TALON, CONTRACT) and a.kind != "play":
        events = _apply_exchange(g, d, a)
    else:
        events = _apply_play(g, d, a)
    if d.phase == DONE and g.auto_deal and not g.over:
        events += _deal_on(g)
    return events


def _deal_on(g: GameState) -> list[Event]:
    events = start_deal(g)
    while g.deals[-1].phase == DONE and not g.over:
        events += start_deal(g)  # a mandatory redeal (four aces, a bottom jack) ends a deal at once
    return events


def continue_game(g: GameState) -> list[Event]:
    """Go on dealing after a replay: deal the next deal if the last one is finished."""
    g.auto_deal = True
    if not g.over and (g.deal is None or g.deal.phase == DONE):
        return _deal_on(g)
    return []


def explain(g: GameState, a: Action) -> str | None:
    """Why the rules refuse this action, for a person; None when it is legal."""
    d = g.deal
    if g.over or d is None or d.phase == DONE:
        return "the game is over" if g.over else "no deal is in progress"
    try:
        _check(g, d, a)
    except IllegalAction as e:
        return str(e)
    return None


def _check(g: GameState, d: Deal, a: Action) -> Action:
    if not isinstance(a.seat, int) or not 0 <= a.seat < g.players:
        raise IllegalAction(f"there is no seat {a.seat}")
    if a.seat not in d.seats:
        raise IllegalAction(f"seat {a.seat} sits out this deal")
    if a.kind == "play" and a.announce is True:
        if announcement(g, d, a.seat, a.value) is None:
            raise IllegalAction(f"seat {a.seat} cannot announce with {C.name(a.value)} now")
        a = Action(a.seat, a.kind, a.value, None, a.trump)
    if a.kind == "play" and a.announce is False and announcement(g, d, a.seat, a.value) is None:
        a = Action(a.seat, a.kind, a.value, None, a.trump)  # nothing to keep quiet about
    if _is_legal(g, d, a):
        return a
    raise IllegalAction(explain_illegal(g, d, a))


def _is_legal(g: GameState, d: Deal, a: Action) -> bool:
    """The same answer as `a in legal_actions(g, a.seat)`, without listing every give."""
    s = a.seat
    if a.kind == "give":
        if d.phase != TALON or s != d.declarer or not isinstance(a.value, tuple) or len(a.value) != 2:
            return False
        c1, c2 = a.value
        return (c1 != c2 and d.hands[s] >> c1 & 1 and d.hands[s] >> c2 & 1
                and _give_keeps_rules(g, d, c1, c2))
    if a.kind == "play" and a.announce is None and a.trump is None and d.phase in (PLAY, CONTRACT):
        return s == d.turn and isinstance(a.value, int) and legal_play_mask(g, d, s) >> a.value & 1 == 1
    if a.kind == "contract":
        return d.phase == CONTRACT and s == d.declarer and not d.contract_set and a.value in contract_values(g, d)
    if d.phase == AUCTION and a.kind in ("bid", "blind", "pass"):
        bids, blinds, can_pass = _auction_options(g, d, s)
        return can_pass if a.kind == "pass" else a.value in (bids if a.kind == "bid" else blinds)
    return a in legal_actions(g, s)


def explain_illegal(g: GameState, d: Deal, a: Action) -> str:
    """Say, for a person, why this action is refused."""
    s = a.seat
    phase = d.phase
    hand = d.hands.get(s, 0)
    if a.kind == "play":
        c = a.value
        if phase in (AUCTION, TALON):
            return f"seat {s} cannot play yet: the {'auction' if phase == AUCTION else 'exchange'} is not over"
        if phase == CONTRACT and s != d.declarer or phase == PLAY and s != d.turn:
            return f"it is seat {d.turn}'s turn to play, not seat {s}'s"
        if not hand >> c & 1:
            return f"seat {s} does not hold {C.name(c)}"
        if d.trick:
            led = C.suit(d.trick[0][1])
            follow = hand & C.SUIT_MASK[led]
            if follow:
                return f"seat {s} must follow suit (holds {', '.join(C.names(follow))})"
            if d.trump is not None and g.rules.must_trump:
                return f"seat {s} must play a trump (holds {', '.join(C.names(hand & C.SUIT_MASK[d.trump]))})"
        if g.rules.only_owner_leads_trump and d.trump is not None:
            return f"seat {s} may not lead a trump: only seat {d.trump_owner}, who made it, may"
        if a.trump is False:
            return f"seat {s} cannot announce a marriage in suit with {C.name(c)}"
        return f"seat {s} cannot announce with {C.name(c)} now"
    if a.kind in ("bid", "blind"):
        if phase != AUCTION:
            return "the auction is over"
        if s != d.turn:
            return f"it is seat {d.turn}'s turn to bid, not seat {s}'s"
        if s in d.passed:
            return f"seat {s} has passed and cannot bid again"
        if a.kind == "blind" and not _may_bid_blind(g, d, s):
            return f"seat {s} may not bid blind now"
        if _silenced(g, s) and d.high is not None:
            return f"seat {s} is silenced (score below {g.rules.silence_below}) and may only pass"
        if _blind_closed(g, d):
            return "nobody may bid over a blind game"
        vals = bid_values(g, d, s, a.kind == "blind")
        if not vals:
            return f"seat {s} cannot bid above {d.bid} with this hand"
        if a.value > vals[-1] and vals[-1] <= 120 < a.value and not g.rules.bid_above_120_without_marriage:
            return f"seat {s} cannot bid above 120 without a king-queen pair"
        if a.value > vals[-1]:
            return f"the highest bid seat {s} may make is {vals[-1]}"
        if a.value < vals[0]:
            return f"a bid must be at least {vals[0]}"
        return f"bids go in steps of {g.rules.bid_step}"
    if a.kind == "pass":
        if phase != AUCTION:
            return "the auction is over"
        if s != d.turn:
            return f"it is seat {d.turn}'s turn to bid, not seat {s}'s"
        if d.high is None:
            return f"seat {s} must open the auction with at least {min_bid(g, d)}"
        return f"seat {s} cannot pass now"
    if a.kind == "give":
        if phase != TALON or s != d.declarer:
            return "only the declarer gives two cards, once, after taking the talon"
        c1, c2 = a.value
        if c1 == c2:
            return "the two given cards must differ"
        if hand >> c1 & 1 and hand >> c2 & 1:
            return f"seat {s} holds all four aces and must give one of them away"
        missing = [C.name(c) for c in (c1, c2) if not hand >> c & 1]
        return f"seat {s} does not hold {', '.join(missing)}"
    if a.kind == "contract":
        if phase != CONTRACT or s != d.declarer:
            return "only the declarer names the contract, after giving two cards"
        if d.contract_set:
            return "the contract is already set"
        vals = contract_values(g, d)
        if a.value < d.contract:
            return f"the contract cannot be lower than the bid {d.contract}"
        if len(vals) == 1:
            return "the contract cannot be raised in this deal"
        if a.value > vals[-1]:
            return f"the highest contract seat {s} may name is {vals[-1]}"
        return f"contracts go in steps of {g.rules.bid_step}"
    if a.kind in ("rospis", "spisat", "give_up", "surrender"):
        if phase not in (TALON, CONTRACT) or s != d.declarer:
            return f"only the declarer may {a.kind}, between taking the talon and the first card"
        return f"{a.kind} is not allowed now (agreements, the barrel or the count per game)"
    if a.kind == "redeal":
        return f"seat {s} has no grounds to demand a redeal now"
    if a.kind == "look":
        return f"seat {s} is not bidding blind"
    if a.kind == "unhide":
        return f"seat {s} cannot unhide a blind game now"
    return f"{a.kind} is not possible now"


from . import scoring  # noqa: E402  (scoring reads this module's names)
