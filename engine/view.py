"""What one seat may know: its own cards, the public table, the scores.

Computer players, the app and the LAN host see the game only through views.
A view never holds a card another seat keeps hidden.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from . import cards as C
from .exchange import passed_face_up
from .game import AUCTION, GameState, legal_actions


@dataclass
class SeatView:
    seat: int
    players: int
    rules: object
    dealer: int
    seats: list  # the active seats of this deal
    phase: str
    turn: int | None
    hand: int  # a mask; empty while the seat bids blind
    hand_counts: dict
    talon: int | None  # the talon cards if this seat may know them
    talon_seen_by_all: bool
    bid: int
    high: int | None
    passed: list
    blind_seats: list
    declarer: int | None
    contract: int | None
    given_to_me: int | None
    given_known: dict = field(default_factory=dict)  # seat -> card this seat knows it received
    trick: list = field(default_factory=list)
    last_trick: list = field(default_factory=list)
    leader: int | None = None
    trump: int | None = None
    trump_owner: int | None = None  # who made the trump suit (only_owner_leads_trump)
    bids: dict = field(default_factory=dict)  # each seat's highest bid in this auction
    tricks_played: int = 0
    played: int = 0  # every card played to a finished or current trick
    voids: dict = field(default_factory=dict)  # seat -> suits it showed out of
    no_trumps: dict = field(default_factory=dict)  # seat -> True once it failed to trump
    card_points: dict = field(default_factory=dict)
    marriages: dict = field(default_factory=dict)
    announced: list = field(default_factory=list)
    scores: list = field(default_factory=list)
    zeros: list = field(default_factory=list)
    rospis: list = field(default_factory=list)
    barrel: list = field(default_factory=list)
    golden: bool = False
    blind_deal: bool = False
    legal: list = field(default_factory=list)
    history: list = field(default_factory=list)  # public record of this deal's actions

    def unseen(self) -> int:
        """Cards whose place this seat does not know: not its own, not played, not seen given.

        A shown talon is not removed here: those cards are with the declarer unless he gave them
        away (``talon`` says which they were)."""
        known = self.hand | self.played
        for c in self.given_known.values():
            known |= C.bit(c)
        return C.ALL & ~known

    def to_dict(self) -> dict:
        return {
            "seat": self.seat,
            "dealer": self.dealer,
            "seats": self.seats,
            "phase": self.phase,
            "turn": self.turn,
            "hand": C.names(self.hand),
            "hand_counts": {str(k): v for k, v in self.hand_counts.items()},
            "talon": C.names(self.talon) if self.talon is not None else None,
            "bid": self.bid,
            "high": self.high,
            "passed": self.passed,
            "blind": self.blind_seats,
            "declarer": self.declarer,
            "contract": self.contract,
            "trick": [[s, C.name(c)] for s, c in self.trick],
            "last_trick": [[s, C.name(c)] for s, c in self.last_trick],
            "trump": C.SUITS[self.trump] if self.trump is not None else None,
            "card_points": {str(k): v for k, v in self.card_points.items()},
            "marriages": {str(k): v for k, v in self.marriages.items()},
            "scores": self.scores,
            "zeros": self.zeros,
            "barrel": self.barrel,
            "legal": [a.to_record() for a in self.legal],
        }


def view(g: GameState, seat: int) -> SeatView:
    d = g.deal
    blind_now = d.phase == AUCTION and seat in d.blind
    hand = 0 if blind_now else d.hands.get(seat, 0)
    talon_known = d.talon_shown or (seat == d.declarer and d.phase != AUCTION)
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
        rec = a.to_record()
        if a.kind == "give" and not face_up and seat != d.declarer:
            rec = {"seat": a.seat, "give": [C.name(c) if to == seat else "??" for (to, c) in d.given]}
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
