"""Redeals: the mandatory ones (four aces, a bottom jack), the claims the agreements allow
(four nines and the like), and the streak of redeals by one dealer."""

from __future__ import annotations

from ... import cards as C
from ...actions import Action, Event, EventKind
from ...phase import AUCTION, CONTRACT, TALON
from . import scoring
from .state import Deal, GameState


def _bottom_card(d: Deal) -> int | None:
    """The pack's bottom card after the cut: the dealer deals himself last, so it is the last card
    of his hand (of the talon when he sits out)."""
    bottom = d.order[d.dealer] if d.dealer in d.seats else d.order["talon"]
    return bottom[-1] if bottom else None


def _mandatory_redeal(g: GameState, d: Deal) -> str | None:
    r = g.rules
    bottom = _bottom_card(d)
    # 001: "if he gets a jack on the bottom three times in a row"; 004: "3 nines in a row": a cut
    # without one starts the count again (a new dealer does too: scoring.next_dealer)
    if r.bottom_jack:
        if bottom is not None and C.rank(bottom) == C.JACK:
            return "bottom_jack"
        g.jack_streak = 0
    if r.bottom_nine:
        if bottom is not None and C.rank(bottom) == C.NINE:
            return "bottom_nine"
        g.nine_streak = 0
    if r.four_aces in ("redeal_dealt", "redeal_any", "give_ace") and any(
        C.count(d.dealt[s] & C.ACES) == 4 for s in d.seats
    ):
        return "four_aces"
    return None


def _streak_cancels(g: GameState, d: Deal) -> bool:
    """Under 'penalty_play' the third redeal in a row is fined and the deal is played as dealt."""
    if g.rules.redeal_streak == "penalty_play" and g.redeal_streak >= 2 and not d.streak_cancelled:
        d.streak_cancelled = True
        d.penalties[d.dealer] = d.penalties.get(d.dealer, 0) - g.rules.penalty
        g.redeal_streak = 0
        return True
    return False


def _nines_claim(g: GameState, d: Deal, seat: int, hand: int) -> bool:
    r = g.rules
    on_hundred = seat == d.seats[0]  # 004: "3 nines on a \"hundred\"", the seat left of the dealer
    need = 3 if r.three_nines or (r.three_nines_on_hundred and on_hundred) else 4
    return C.count(hand & C.NINES) >= need


def redeal_reasons(g: GameState, d: Deal, seat: int) -> list[str]:
    """Why this seat may demand a redeal now (empty: it may not)."""
    r = g.rules
    if d.streak_cancelled or seat not in d.seats or d.tricks_played or d.trick:
        return []
    out = []
    hand = d.hands[seat]
    if d.phase == AUCTION:
        if r.four_nines == "after_deal" and _nines_claim(g, d, seat, hand):
            out.append("nines")
        out += _hand_claims(g, d, seat, hand, "after_deal")
    elif d.phase in (TALON, CONTRACT):
        if seat == d.declarer and not (r.redeal_only_at_100 and d.bid != 100):
            if r.redeal_talon_below and C.points(d.talon) < r.redeal_talon_below:
                out.append("talon_points")
            if r.redeal_two_nines_in_talon and C.count(d.talon & C.NINES) >= 2:
                out.append("talon_nines")
            if r.redeal_three_jacks_in_talon and C.count(d.talon & C.JACKS) == 3:
                out.append("talon_jacks")
        if d.phase == CONTRACT:
            if r.four_nines == "after_exchange" and _nines_claim(g, d, seat, hand):
                out.append("nines")
            if (
                r.four_nines == "original_hand"
                and _nines_claim(g, d, seat, d.dealt[seat])
                and _nines_claim(g, d, seat, hand)
            ):
                out.append("nines")
            out += _hand_claims(g, d, seat, hand, "after_exchange")
    return out


def _hand_claims(g: GameState, d: Deal, seat: int, hand: int, when: str) -> list[str]:
    """The claims a hand gives grounds for, asked right after the deal or after the exchange:
    too few points (at the moment redeal_hand_when names) and four jacks."""
    r = g.rules
    out = []
    if (
        r.redeal_hand_below
        and r.redeal_hand_when == when
        and C.points(hand) < r.redeal_hand_below
        and not (r.redeal_hand_only_at_100 and d.bids.get(seat, 0) > 100)
    ):
        out.append("hand_points")
    if r.four_jacks and C.count(hand & C.JACKS) == 4:
        out.append("jacks")
    return out


def _redeal_claims(g, d, seat):
    return [Action(seat, "redeal")] if redeal_reasons(g, d, seat) else []


def _end_redeal(g: GameState, d: Deal, reason: str, seat: int | None) -> list[Event]:
    r = g.rules
    events = [Event(EventKind.REDEAL, seat, {"reason": reason})]
    if reason in ("bottom_jack", "bottom_nine"):
        return events + _recut(g, d, reason == "bottom_jack")
    if r.redeal_streak == "penalty_play" and seat is not None and g.redeal_streak >= 2:
        _streak_cancels(g, d)
        return [Event(EventKind.REDEAL_REFUSED, seat, {"reason": reason, "fined": d.dealer})]
    g.redeal_streak += 1
    if r.redeal_streak == "penalty_pass" and g.redeal_streak >= 3:
        d.penalties[d.dealer] = d.penalties.get(d.dealer, 0) - r.penalty
        return events + scoring.settle_void(g, d, "redeal", pass_deal=True)
    return events + scoring.settle_void(g, d, "redeal", pass_deal=False)


def _recut(g: GameState, d: Deal, jack: bool) -> list[Event]:
    """A bad bottom card: the pack is cut again before any hand is played, so the deal neither
    counts in nor breaks a streak of abandoned deals. The third in a row is fined: the dealer,
    who then passes the deal on, for jacks (001); the player who cut, right of the dealer, for
    nines (004)."""
    r = g.rules
    if jack:
        g.jack_streak += 1
        if g.jack_streak < 3:
            return scoring.settle_void(g, d, "redeal", pass_deal=False)
        d.penalties[d.dealer] = d.penalties.get(d.dealer, 0) - r.penalty
        return scoring.settle_void(g, d, "redeal", pass_deal=True)
    g.nine_streak += 1
    if g.nine_streak >= 3:
        cutter = (d.dealer - 1) % g.players
        d.penalties[cutter] = d.penalties.get(cutter, 0) - r.penalty
        g.nine_streak = 0
    return scoring.settle_void(g, d, "redeal", pass_deal=False)
