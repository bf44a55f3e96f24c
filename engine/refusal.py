"""Why the rules refuse an action, said for a person (the replay's and the app's messages)."""

from __future__ import annotations

from . import cards as C
from .actions import Action
from .auction import _blind_closed, _may_bid_blind, _silenced, bid_values, min_bid
from .exchange import contract_values
from .state import AUCTION, CONTRACT, PLAY, TALON, Deal, GameState


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
