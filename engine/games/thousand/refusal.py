"""Why the rules refuse an action: a Refusal (an id and its parameters, see ``actions.REFUSALS``).
Its English sentence is the replay's message; the app translates the id."""

from __future__ import annotations

from ... import cards as C
from ...actions import REFUSAL_IDS, REFUSALS, Action, Refusal
from ...phase import AUCTION, CONTRACT, PLAY, TALON
from .auction import _auction_options, _has_marriage, max_contract, min_bid
from .exchange import contract_values, discard_kind
from .play import play_rule
from .state import Deal, GameState

__all__ = ["Refusal", "REFUSALS", "REFUSAL_IDS", "explain_illegal"]

no = Refusal.of


def explain_illegal(g: GameState, d: Deal, a: Action) -> Refusal:
    """Why this action is refused (``str()`` of the answer says it for a person, in English)."""
    s = a.seat
    phase = d.phase
    hand = d.hands.get(s, 0)
    if a.kind == "play":
        c = a.value
        if phase in (AUCTION, TALON):
            return no("play_in_auction" if phase == AUCTION else "play_in_exchange", seat=s)
        if phase == CONTRACT and s != d.declarer or phase == PLAY and s != d.turn:
            return no("not_turn_to_play", seat=s, turn=d.turn)
        if not hand >> c & 1:
            return no("not_held", seat=s, cards=[C.name(c)])
        playable, rule = play_rule(g, d, s)
        if not playable >> c & 1:
            return _play_refused(d, s, playable, rule)
        # the card may be played: what is refused is the announcement asked for
        if a.trump is False:
            return no("no_marriage_in_suit", seat=s, card=C.name(c))
        return no("cannot_announce", seat=s, card=C.name(c))
    if a.kind in ("bid", "blind"):
        if phase != AUCTION:
            return no("auction_over")
        if s != d.turn:
            return no("not_turn_to_bid", seat=s, turn=d.turn)
        if s in d.passed:
            return no("passed", seat=s)
        options = _auction_options(g, d, s)
        if a.kind == "blind" and not options.blinds:
            return no("no_blind_now", seat=s)
        if a.kind == "bid" and options.bids_closed:
            return _bids_closed(g, s, options.bids_closed)
        vals = options.blinds if a.kind == "blind" else options.bids
        if not vals:
            # the usual reason a player may only pass: the bid has reached 120 and he holds no pair
            capped = max_contract(g, s, hand) <= 120 <= d.bid and not _has_marriage(g, hand)
            if capped and not g.rules.bid_above_120_without_marriage:
                return no("over_120_needs_pair", seat=s)
            return no("cannot_bid_above", seat=s, bid=d.bid)
        if a.value > vals[-1] and vals[-1] <= 120 < a.value and not g.rules.bid_above_120_without_marriage:
            return no("over_120_needs_pair", seat=s)
        if a.value > vals[-1]:
            return no("bid_too_high", seat=s, most=vals[-1])
        if a.value < vals[0]:
            return no("bid_too_low", least=vals[0])
        return no("bid_step", step=g.rules.bid_step)
    if a.kind == "pass":
        if phase != AUCTION:
            return no("auction_over")
        if s != d.turn:
            return no("not_turn_to_bid", seat=s, turn=d.turn)
        if d.high is None:
            return no("must_open", seat=s, least=min_bid(g, d))
        return no("cannot_pass", seat=s)
    if a.kind == "talon":
        if phase != TALON or s != d.declarer or not d.talons or d.chosen is not None:
            return no("talon_not_now")
        return no("no_such_talon", talon=a.value, talons=[str(k) for k in range(len(d.talons))])
    if a.kind in ("discard", "discard_give"):
        return _discard_refused(g, d, a)
    if a.kind == "give":
        if phase != TALON or s != d.declarer or d.talons:
            return no("give_not_now")
        c1, c2 = a.value
        if c1 == c2:
            return no("give_same_card")
        if hand >> c1 & 1 and hand >> c2 & 1:
            return no("must_give_ace", seat=s)
        return no("not_held", seat=s, cards=[C.name(c) for c in (c1, c2) if not hand >> c & 1])
    if a.kind == "contract":
        if phase != CONTRACT or s != d.declarer:
            return no("contract_not_now")
        if d.contract_set:
            return no("contract_set")
        vals = contract_values(g, d)
        if a.value < d.contract:
            return no("contract_below_bid", bid=d.contract)
        if len(vals) == 1:
            return no("contract_fixed")
        if a.value > vals[-1]:
            return no("contract_too_high", seat=s, most=vals[-1])
        return no("contract_step", step=g.rules.bid_step)
    if a.kind in ("rospis", "spisat", "give_up", "surrender"):
        if phase not in (TALON, CONTRACT) or s != d.declarer:
            return no("concede_not_declarer", seat=s, kind=a.kind)
        return no("concede_not_allowed", seat=s, kind=a.kind)
    if a.kind == "redeal":
        return no("no_redeal_grounds", seat=s)
    if a.kind == "look":
        return no("not_blind", seat=s)
    if a.kind == "unhide":
        return no("cannot_unhide", seat=s)
    return no("not_possible", seat=s, kind=a.kind)


def _discard_refused(g: GameState, d: Deal, a: Action) -> Refusal:
    s = a.seat
    if d.phase != TALON or s != d.declarer or d.chosen is None or a.kind != discard_kind(g):
        return no("discard_not_now")
    pair = a.value
    if not (isinstance(pair, tuple) and len(pair) == 2 and all(isinstance(c, int) and 0 <= c < 24 for c in pair)):
        return no("not_possible", seat=s, kind=a.kind)
    if pair[0] == pair[1]:
        return no("discard_same_card")
    hand = d.hands.get(s, 0)
    return no("not_held", seat=s, cards=[C.name(c) for c in pair if not hand >> c & 1])


# The refusal for a held card outside the playable ones, by the rule play_rule names (its id).
_PLAY_RULES = {
    "must_follow_suit": lambda d, s, playable: no("must_follow_suit", seat=s, cards=C.names(playable)),
    "must_trump": lambda d, s, playable: no("must_trump", seat=s, cards=C.names(playable)),
    "only_owner_plays_trumps": lambda d, s, playable: no("only_owner_plays_trumps", seat=s, owner=d.trump_owner),
    "only_owner_leads_trump": lambda d, s, playable: no("only_owner_leads_trump", seat=s, owner=d.trump_owner),
}


def _play_refused(d: Deal, s: int, playable: int, rule: str | None) -> Refusal:
    refuse = _PLAY_RULES.get(rule) if rule else None
    return refuse(d, s, playable) if refuse else no("not_possible", seat=s, kind="play")


def _bids_closed(g: GameState, s: int, rule: str) -> Refusal:
    """Plain bids closed to the seat to bid, by the rule _auction_options names."""
    if rule == "silenced":
        return no("silenced", seat=s, below=g.rules.silence_below)
    if rule == "blind_closed":
        return no("blind_closed")
    return no("not_possible", seat=s, kind="bid")
