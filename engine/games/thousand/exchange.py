"""After the auction: the two cards given away, the contract, and conceding the deal. In the
two-player games (state.SHAPES) the declarer first chooses one of two talons, then lays cards away
(and in the Russian game gives one to his opponent) instead of giving two."""

from __future__ import annotations

from ... import cards as C
from ...actions import Action, Event, EventKind, IllegalAction, Refusal
from ...phase import CONTRACT, TALON
from . import scoring
from .auction import max_contract
from .play import _lead_actions, plays_now
from .redeal import _end_redeal, _redeal_claims, redeal_reasons
from .state import SHAPES, Deal, GameState


def _declarer_rospis_ok(g: GameState, d: Deal) -> bool:
    r = g.rules
    s, _ = d.contract_of()
    if not r.rospis or d.forced and not d.golden:
        return False
    if d.talons and d.chosen is None:  # two talons: the bomba comes "having seen the talon" (001, Polish)
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
    s, contract = d.contract_of()
    if (d.golden and not r.golden_raise) or (d.blind_deal and not d.golden and not r.blind_raise):
        return [contract]
    top = max(max_contract(g, s, d.hands[s]), contract)
    return [contract] + list(range((contract // r.bid_step + 1) * r.bid_step, top + 1, r.bid_step))


def _exchange_actions(g: GameState, d: Deal, seat: int) -> list[Action]:
    r = g.rules
    out = []
    if seat == d.declarer:
        if d.phase == TALON and d.talons:
            out += _two_talon_actions(g, d, seat)
        elif d.phase == TALON:
            hand = C.cards_of(d.hands[seat])
            out += [Action(seat, "give", (a, b)) for a in hand for b in hand if may_give(g, d, seat, (a, b))]
        out += [Action(seat, "contract", v) for v in contract_options(g, d, seat)]
        if _declarer_rospis_ok(g, d):
            out.append(Action(seat, "rospis"))
        if r.spisat and g.spisat[seat] < 1 and _declarer_rospis_ok_for_spisat(g, d):
            out.append(Action(seat, "spisat"))
        if d.unseen_talon and r.give_up_on_100:
            out.append(Action(seat, "give_up"))
        if d.golden and r.golden_surrender:
            out.append(Action(seat, "surrender"))
        if plays_now(d, seat):
            out += _lead_actions(g, d, seat)
    out += _redeal_claims(g, d, seat)
    return out


def _two_talon_actions(g: GameState, d: Deal, seat: int) -> list[Action]:
    if d.chosen is None:
        return [Action(seat, "talon", k) for k in range(len(d.talons))]
    kind = discard_kind(g)
    hand = C.cards_of(d.hands[seat])
    return [Action(seat, kind, (a, b)) for a in hand for b in hand if a != b]


def discard_kind(g: GameState) -> str:
    """Auction 1000 for two lays two cards away ("discard"); the Russian game lays one away and gives
    one to the opponent ("discard_give": the card laid away, then the card given)."""
    return "discard_give" if SHAPES[g.rules.game].give else "discard"


def may_take_talon(g: GameState, d: Deal, seat: int, k) -> bool:
    """May this seat take talon ``k`` now? The declarer, once, right after the auction."""
    return (
        d.phase == TALON
        and seat == d.declarer
        and bool(d.talons)
        and d.chosen is None
        and isinstance(k, int)
        and not isinstance(k, bool)
        and 0 <= k < len(d.talons)
    )


def may_discard(g: GameState, d: Deal, seat: int, kind: str, pair) -> bool:
    """May this seat lay these cards away (discard) or lay one away and give one (discard_give) now?
    The declarer, once, after taking a talon: two different cards of his hand."""
    if d.phase != TALON or seat != d.declarer or d.chosen is None or kind != discard_kind(g):
        return False
    if not isinstance(pair, tuple) or len(pair) != 2 or not all(isinstance(c, int) for c in pair):
        return False
    c1, c2 = pair
    hand = d.hands[seat]
    return c1 != c2 and 0 <= c1 < 24 and 0 <= c2 < 24 and hand >> c1 & 1 == 1 and hand >> c2 & 1 == 1


def _take_talon(g: GameState, d: Deal, a: Action) -> list[Event]:
    """001: "The high bidder exposes one of the two talons, adds the two cards to his hand"."""
    k, seat = a.value, a.seat
    d.chosen, d.talon, d.talon_shown = k, d.talons[k], True
    d.hands[seat] |= d.talon
    cards = C.names(d.talon)
    return [
        Event(EventKind.TALON_SHOWN, seat, {"cards": cards, "talon": k}),
        Event(EventKind.TALON_TAKEN, seat, {"count": len(cards), "talon": k}),
        Event(EventKind.TALON_CARDS, seat, {"cards": cards, "talon": k}, to=seat),
    ]


def _discard(g: GameState, d: Deal, a: Action) -> list[Event]:
    """Cards laid away count for neither player (001: "the talons count for neither player"; "The
    four cards that are out of play - the discarded card and the unused kitty - count for neither")."""
    dec = a.seat
    away = a.value if a.kind == "discard" else a.value[:1]
    for c in a.value:
        d.hands[dec] &= ~C.bit(c)
    d.discarded = C.mask(away)
    events = [Event(EventKind.DISCARDED, dec, {"count": len(away)})]
    if a.kind == "discard_give":
        to, c = _next_active(d, dec, 1), a.value[1]
        d.hands[to] |= C.bit(c)
        d.given = ((to, c),)
        events += _gave_events(g, d)
    d.after_give = dict(d.hands)
    d.phase = CONTRACT
    return events


def _gave_events(g: GameState, d: Deal) -> list[Event]:
    face_up = passed_face_up(g, d)
    events = []
    for to, c in d.given:
        if face_up:
            events.append(Event(EventKind.GAVE, d.declarer, {"to": to, "card": C.name(c)}))
        else:
            events.append(Event(EventKind.GAVE, d.declarer, {"to": to}))
            events.append(Event(EventKind.RECEIVED, d.declarer, {"to": to, "card": C.name(c)}, to=to))
    return events


def _declarer_rospis_ok_for_spisat(g, d):
    saved = g.rospis[d.declarer]
    g.rospis[d.declarer] = 0
    try:
        return _declarer_rospis_ok(g, d)
    finally:
        g.rospis[d.declarer] = saved


def may_give(g: GameState, d: Deal, seat: int, pair) -> bool:
    """May this seat give these two cards now (the first to the next seat, the second to the one
    after)? The declarer, after taking the talon, two different cards of his hand."""
    if d.phase != TALON or seat != d.declarer or d.talons or not isinstance(pair, tuple) or len(pair) != 2:
        return False
    c1, c2 = pair
    hand = d.hands[seat]
    return c1 != c2 and hand >> c1 & 1 == 1 and hand >> c2 & 1 == 1 and _give_keeps_rules(g, d, c1, c2)


def contract_options(g: GameState, d: Deal, seat: int) -> list[int]:
    """The contracts this seat may name now: the declarer after the give, once."""
    if d.phase != CONTRACT or seat != d.declarer or d.contract_set:
        return []
    return contract_values(g, d)


def _give_keeps_rules(g: GameState, d: Deal, c1: int, c2: int) -> bool:
    """four_aces = give_ace: a declarer who made four aces with the talon must give one away."""
    if g.rules.four_aces == "give_ace" and d.hands[d.contract_of()[0]] & C.ACES == C.ACES:
        return C.rank(c1) == C.ACE or C.rank(c2) == C.ACE
    return True


def _apply_exchange(g: GameState, d: Deal, a: Action) -> list[Event]:
    if a.kind == "redeal":
        return _end_redeal(g, d, redeal_reasons(g, d, a.seat)[0], a.seat)
    if a.kind in ("rospis", "spisat", "give_up", "surrender"):
        return scoring.settle_concession(g, d, a.kind)
    if a.kind == "talon":
        return _take_talon(g, d, a)
    if a.kind in ("discard", "discard_give"):
        return _discard(g, d, a)
    if a.kind == "give":
        c1, c2 = a.value
        dec = a.seat  # the declarer: only he may give
        s1, s2 = _next_active(d, dec, 1), _next_active(d, dec, 2)
        d.hands[dec] &= ~(C.bit(c1) | C.bit(c2))
        d.hands[s1] |= C.bit(c1)
        d.hands[s2] |= C.bit(c2)
        d.given = ((s1, c1), (s2, c2))
        d.after_give = dict(d.hands)
        d.phase = CONTRACT
        return _gave_events(g, d)
    if a.kind == "contract":
        d.contract, d.contract_set = a.value, True
        return [Event(EventKind.CONTRACT_SET, a.seat, {"contract": a.value})]
    raise IllegalAction(Refusal.of("not_possible", seat=a.seat, kind=a.kind))


def passed_face_up(g: GameState, d: Deal) -> bool:
    """Are the two given cards seen by everyone? The table's passed_cards; a blind bidder's gives
    as blind_give_face_up says (001: "gives a card face up to each opponent"); a golden cone's
    never, unless the table passes face up (003: "The stockpile in the Golden Cone is discarded
    face down")."""
    r = g.rules
    if r.passed_cards == "face_up":
        return True
    return d.blind_deal and not d.golden and r.blind_give_face_up


def _next_active(d: Deal, seat: int, k: int) -> int:
    return d.seats[(d.seats.index(seat) + k) % len(d.seats)]
