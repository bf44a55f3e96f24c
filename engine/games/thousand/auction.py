"""The auction: who may bid what (the step, the marriage rule, silence, blind bids), passing,
and the declarer taking the talon."""

from __future__ import annotations

from typing import NamedTuple

from ... import cards as C
from ...actions import Action, Event, EventKind
from ...phase import TALON
from ...tricks import ACE_MARRIAGE, MARRIAGE_VALUES
from .redeal import _end_redeal, _mandatory_redeal, _redeal_claims, _streak_cancels
from .state import SHAPES, Deal, GameState


def _open_auction(g: GameState, d: Deal) -> list[Event]:
    r = g.rules
    reason = _mandatory_redeal(g, d)
    if reason:
        if reason in ("bottom_jack", "bottom_nine"):  # a re-cut: no hand was abandoned
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
        third = (
            r.barrel_obligation
            and g.barrel_falls[keeper] % 3 == 2
            and r.barrel_hands
            and g.barrel[keeper] == r.barrel_hands - 1
        )
        if r.barrel_trade == "takes" or third:
            d.forced = True
            return _auction_won(g, d, keeper, need)
        if r.barrel_trade == "declares":
            d.bid, d.high, d.bids[keeper] = need, keeper, need
            d.turn = _next_bidder(d, keeper)
            return [Event(EventKind.BID, keeper, {"bid": need, "automatic": True})]
    d.turn = opener
    return []


def min_bid(g: GameState, d: Deal) -> int:
    return 120 if d.golden and g.rules.golden == "set" else SHAPES[g.rules.game].opening


def _next_bidder(d: Deal, seat: int) -> int | None:
    i = d.seats.index(seat)
    n = len(d.seats)
    for k in range(1, n + 1):
        s = d.seats[(i + k) % n]
        if s not in d.passed:
            return s
    return None


def _has_marriage(g: GameState, hand: int) -> bool:
    return any(hand & m == m for m in C.MARRIAGE_MASK) or (g.rules.ace_marriage and hand & C.ACES == C.ACES)


def marriages_in(g: GameState, hand: int) -> int:
    total = sum(g.marriage_value(s) for s in range(4) if hand & C.MARRIAGE_MASK[s] == C.MARRIAGE_MASK[s])
    if g.rules.ace_marriage and hand & C.ACES == C.ACES:
        total += ACE_MARRIAGE
    return total


def max_contract(g: GameState, seat: int, hand: int, blind: bool = False) -> int:
    """The highest bid or contract this seat may name with this hand (and the table's bid_max:
    004's "The maximum possible bet value is 300 points")."""
    top = _marriage_cap(g, seat, hand, blind)
    cap = g.rules.bid_max
    return min(top, max(cap, 120, g.rules.barrel_min_contract)) if cap else top


def _marriage_cap(g: GameState, seat: int, hand: int, blind: bool) -> int:
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


def may_bid_blind(g: GameState, d: Deal, seat: int) -> bool:
    """May ``seat`` still bid blind in this auction (before it has seen its cards)? The LAN host asks it
    to hold back a seat's cards until that seat has chosen."""
    r = g.rules
    if r.blind == "off" or d.golden or g.scores[seat] < r.blind_min_score:
        return False
    if g.anyone_on_barrel() and not r.blind_on_barrel:
        return False
    if r.blind == "opening":
        return seat == d.seats[0] and d.high is None
    # "any": a seat may bid blind until it has bid or passed seeing its cards
    return seat in d.blind or seat not in d.bids


class AuctionOptions(NamedTuple):
    """What the seat to bid may do: its bids, its blind bids, whether it may pass, and the rule
    that closes plain bidding to it (a refusal id; None when ``bids`` is bid_values' list)."""

    bids: list[int]
    blinds: list[int]
    can_pass: bool
    bids_closed: str | None = None


def _auction_options(g: GameState, d: Deal, seat: int) -> AuctionOptions:
    if seat != d.turn:
        return AuctionOptions([], [], False, "not_turn_to_bid")
    r = g.rules
    blinds = []
    if may_bid_blind(g, d, seat):
        blinds = [120] if r.blind == "opening" else bid_values(g, d, seat, blind=True)
    if d.high is None:  # the compulsory opening: the silenced may still make it
        bids = bid_values(g, d, seat)
        return AuctionOptions(bids[:1] if _silenced(g, seat) else bids, blinds, False)
    # a blind seat bids on blind, or looks first
    closed = "silenced" if _silenced(g, seat) else "blind_closed" if _blind_closed(g, d) else None
    if closed or seat in d.blind:
        return AuctionOptions([], blinds, True, closed or "not_possible")
    return AuctionOptions(bid_values(g, d, seat), blinds, True)


def _auction_actions(g: GameState, d: Deal, seat: int) -> list[Action]:
    r = g.rules
    bids, blinds, can_pass, _ = _auction_options(g, d, seat)
    out = [Action(seat, "blind", v) for v in blinds] + [Action(seat, "bid", v) for v in bids]
    if can_pass:
        out.append(Action(seat, "pass"))
    if seat in d.blind and r.blind == "any":
        out.append(Action(seat, "look"))
    if (
        d.high in d.blind
        and r.blind == "opening"
        and seat != d.high
        and seat not in d.passed
        and r.blind_overbid in ("unhide", "unhide_no_bidding")
        and _has_marriage(g, d.hands[seat])
    ):
        out.append(Action(seat, "unhide"))
    out += _redeal_claims(g, d, seat)
    return out


def _blind_closed(g: GameState, d: Deal) -> bool:
    """After a blind opening, may the others bid over it?"""
    return g.rules.blind == "opening" and d.high in d.blind and g.rules.blind_overbid != "bid"


def _apply_auction(g: GameState, d: Deal, a: Action) -> list[Event]:
    r = g.rules
    events = []
    if a.kind == "look":
        d.blind.discard(a.seat)
        return [Event(EventKind.LOOKED, a.seat)]
    if a.kind == "unhide":
        blind_seat = d.high
        assert blind_seat is not None  # unhide is offered only over a blind opening
        d.blind.discard(blind_seat)
        events.append(Event(EventKind.UNHIDDEN, a.seat, {"blind": blind_seat}))
        if r.blind_overbid == "unhide_no_bidding":
            return events + _auction_won(g, d, blind_seat, d.bid)
        return events
    if a.kind == "pass":
        d.passed.add(a.seat)
        events.append(Event(EventKind.PASSED, a.seat))
    else:
        was_blind = d.high in d.blind and d.high != a.seat
        d.bid, d.high, d.bids[a.seat] = a.value, a.seat, a.value
        if a.kind == "blind":
            d.blind.add(a.seat)
        else:
            d.blind.discard(a.seat)
            if was_blind and r.blind == "opening":
                d.blind.clear()  # an overbid reveals the blind player's cards to him
        events.append(Event(EventKind.BID, a.seat, {"bid": a.value, "blind": a.kind == "blind"}))
        if a.kind == "blind" and r.blind == "opening" and r.blind_overbid == "none":
            return events + _auction_won(g, d, a.seat, a.value)
    if len(d.passed) >= len(d.seats) - 1:
        assert d.high is not None  # the opening is compulsory: someone has bid
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
    if d.talons:  # two talons: the declarer first chooses the one he exposes and takes (exchange.take_talon)
        return [Event(EventKind.CONTRACT_WON, seat, {"bid": bid, "blind": False, "golden": False})]
    hidden = (
        r.dark_talon
        or d.blind_deal
        and r.blind_hide_talon
        or (r.talon_hidden_on_100 and bid == 100)
        or (r.talon_shown_from and bid < r.talon_shown_from)
    )
    if r.give_up_on_100 and bid == 100 and not d.forced and len(d.bids) == 1:
        hidden = d.unseen_talon = True
    d.talon_shown = not hidden
    events = [Event(EventKind.CONTRACT_WON, seat, {"bid": bid, "blind": d.blind_deal, "golden": d.golden})]
    if d.talon_shown:
        events.append(Event(EventKind.TALON_SHOWN, seat, {"cards": C.names(d.order["talon"])}))
    events.append(Event(EventKind.TALON_TAKEN, seat, {"count": 3}))
    events.append(Event(EventKind.TALON_CARDS, seat, {"cards": C.names(d.order["talon"])}, to=seat))
    d.hands[seat] |= d.talon
    if g.rules.four_aces == "redeal_any" and C.count(d.hands[seat] & C.ACES) == 4 and not _streak_cancels(g, d):
        return events + _end_redeal(g, d, "four_aces", None)
    return events
