"""What one seat of a game of 1000 may know (engine.seat_view.SeatView): its own cards, the public
table, the scores; a blind bidder's hand, a dark talon and cards given face down stay hidden."""

from __future__ import annotations

from ... import cards as C
from ...phase import AUCTION
from ...seat_view import SeatView, public_record
from .auction import may_bid_blind
from .exchange import passed_face_up
from .game import legal_actions
from .state import GameState


def view(g: GameState, seat: int) -> SeatView:
    d = g.deal
    if d is None:
        raise ValueError("no deal to view: the game has not been dealt")
    blind_now = d.phase == AUCTION and seat in d.blind
    hand = 0 if blind_now else d.hands.get(seat, 0)
    talon_known = d.talon_shown or (seat == d.declarer and d.phase != AUCTION and not d.talons)
    given_known = {}
    face_up = passed_face_up(g, d)
    for to, c in d.given:
        if face_up or to == seat or seat == d.declarer:
            given_known[to] = c
    played = 0
    voids: dict = {}
    no_trumps: dict = {}
    history = []
    for a in d.actions:
        rec = public_record(a, seat)
        if a.kind == "give" and not face_up and seat != d.declarer:
            rec = {"seat": a.seat, "give": [C.name(c) if to == seat else "??" for (to, c) in d.given]}
        elif a.kind in ("discard", "discard_give") and seat != a.seat:
            # laid away face down; the one card given (discard_give) is its receiver's
            rec = {"seat": a.seat, a.kind: ["??", C.name(a.value[1]) if a.kind == "discard_give" else "??"]}
        history.append(rec)
    _replay_inferences(g, d, voids, no_trumps)
    played |= _played_mask(d)  # every card played, the current trick's included
    return SeatView(
        seat=seat,
        players=g.players,
        rules=g.rules,
        dealer=d.dealer,
        seats=list(d.seats),
        phase=g.phase,
        turn=d.turn,
        hand=hand,
        hand_counts={s: C.count(d.hands[s]) for s in d.seats},
        talon=d.talon if talon_known else None,
        talon_seen_by_all=d.talon_shown,
        bid=d.bid,
        high=d.high,
        passed=sorted(d.passed),
        blind_seats=sorted(d.blind),
        declarer=d.declarer,
        contract=d.contract,
        given_to_me=given_known.get(seat),
        given_known=given_known,
        trick=list(d.trick),
        last_trick=list(d.last_trick),
        trump=d.trump,
        trump_owner=d.trump_owner,
        leader=d.leader if d.leader is not None or d.phase == AUCTION else d.declarer,
        bids=dict(d.bids),
        tricks_played=d.tricks_played,
        played=played,
        voids=voids,
        no_trumps=no_trumps,
        card_points=dict(d.card_points),
        marriages=dict(d.marriages),
        announced=list(d.announced),
        scores=list(g.scores),
        zeros=list(g.zeros),
        rospis=list(g.rospis),
        barrel=list(g.barrel),
        golden=d.golden,
        blind_deal=d.blind_deal,
        legal=legal_actions(g, seat),
        history=history,
        # the two-player games: the talon the declarer took is exposed; the other stays face down
        talons=[t if k == d.chosen else None for k, t in enumerate(d.talons)],
        extra={"discarded": C.names(d.discarded)} if d.discarded and seat == d.declarer else {},
    )


def _played_mask(d) -> int:
    m = 0
    for a in d.actions:
        if a.kind == "play":
            m |= C.bit(a.value)
    return m


def _replay_inferences(g, d, voids: dict, no_trumps: dict) -> None:
    """Public facts from the play so far: who showed out of a suit, who could not trump."""
    for seat, c, led, trump in d.play_log:
        if led is None or C.suit(c) == led:
            continue
        voids.setdefault(seat, set()).add(led)
        if trump is not None and C.suit(c) != trump and g.rules.must_trump:
            voids[seat].add(trump)
            no_trumps[seat] = True


def blind_choices(g: GameState) -> set[int]:
    """The seats that may still bid blind in this auction, before seeing their cards (auction.may_bid_blind)."""
    d = g.deal
    if d is None or d.phase != AUCTION:
        return set()
    return {s for s in d.seats if may_bid_blind(g, d, s)}


def blind_hands(g: GameState) -> set[int]:
    """The seats bidding blind now: their own cards are hidden from them until the auction ends or they look."""
    d = g.deal
    return set(d.blind) if d is not None and d.phase == AUCTION else set()
