"""What one seat may know: its own cards, the public table, the scores — the view every game of the
family gives (a shared piece: it imports nothing above the cards, actions and agreements).

Computer players, the app and the LAN host see the game only through views.
A view never holds a card another seat keeps hidden.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from . import cards as C
from .actions import Action
from .agreements import Rules
from .phase import Phase


def public_record(a: Action, seat: int) -> dict:
    """An action as ``seat`` may read it in a view's history. A king or queen led "without announcing"
    is an option only to a leader holding both cards of the marriage, so that flag would tell every
    other seat where the pair's other card is: only the leader's own history keeps it."""
    rec = a.to_record()
    if rec.get("announce") is False and a.seat != seat:
        del rec["announce"]
    return rec


@dataclass
class SeatView:
    seat: int
    players: int
    rules: Rules
    dealer: int
    seats: list  # the active seats of this deal
    phase: Phase
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
    # the other games of the family (rules.game); 1000 leaves them empty
    stock: int = 0  # cards left in the drawing stock (Draw 1000, Sixty-Six)
    turned: int | None = None  # the trump card turned up beside the stock (Sixty-Six)
    closed: bool = False  # the stock is closed (Sixty-Six)
    talons: list = field(default_factory=list)  # two talons or kitties: each one's cards if known, else None
    extra: dict = field(default_factory=dict)  # a game's further public facts, JSON-ready (docs/engine-api.md)

    def unseen(self) -> int:
        """Cards of the game's pack whose place this seat does not know: not its own, not played,
        not seen given.

        A shown talon is not removed here: those cards are with the declarer unless he gave them
        away (``talon`` says which they were). Cards out of play that nobody has seen (an unused
        talon, a discard of the other seat) are here too: ``unseen_out`` counts them."""
        known = self.hand | self.played
        for c in self.given_known.values():
            known |= C.bit(c)
        return self.rules.pack & ~known

    def unseen_out(self) -> int:
        """How many of ``unseen()`` are in nobody's hand: the cards a sampler must leave out."""
        others = sum(n for s, n in self.hand_counts.items() if s != self.seat)
        return C.count(self.unseen()) - others

    def to_dict(self) -> dict:
        """Everything this view holds as JSON-ready data (cards as names, seats as string keys): the
        LAN protocol's ``view`` (docs/protocol.md) and the app's resume check; ``from_dict`` reads it."""
        return {
            "seat": self.seat,
            "players": self.players,
            "rules": self.rules.to_record(),
            "dealer": self.dealer,
            "seats": list(self.seats),
            "phase": str(self.phase),
            "turn": self.turn,
            "hand": C.names(self.hand),
            "hand_counts": _str_keys(self.hand_counts),
            "talon": C.names(self.talon) if self.talon is not None else None,
            "talon_seen_by_all": self.talon_seen_by_all,
            "bid": self.bid,
            "high": self.high,
            "passed": list(self.passed),
            "blind_seats": list(self.blind_seats),
            "declarer": self.declarer,
            "contract": self.contract,
            "given_to_me": C.name(self.given_to_me) if self.given_to_me is not None else None,
            "given_known": {str(k): C.name(c) for k, c in self.given_known.items()},
            "trick": [[s, C.name(c)] for s, c in self.trick],
            "last_trick": [[s, C.name(c)] for s, c in self.last_trick],
            "leader": self.leader,
            "trump": self.trump,
            "trump_owner": self.trump_owner,
            "bids": _str_keys(self.bids),
            "tricks_played": self.tricks_played,
            "played": C.names(self.played),
            "voids": {str(k): sorted(s) for k, s in self.voids.items()},
            "no_trumps": _str_keys(self.no_trumps),
            "card_points": _str_keys(self.card_points),
            "marriages": _str_keys(self.marriages),
            "announced": [list(a) for a in self.announced],
            "scores": list(self.scores),
            "zeros": list(self.zeros),
            "rospis": list(self.rospis),
            "barrel": list(self.barrel),
            "golden": self.golden,
            "blind_deal": self.blind_deal,
            "legal": [a.to_record() for a in self.legal],
            "history": list(self.history),
            "stock": self.stock,
            "turned": C.name(self.turned) if self.turned is not None else None,
            "closed": self.closed,
            "talons": [C.names(t) if t is not None else None for t in self.talons],
            "extra": dict(self.extra),
        }

    @classmethod
    def from_dict(cls, d: dict) -> SeatView:
        """The view ``to_dict`` wrote (engine types again: masks, ints, Actions, Rules). A malformed
        dict raises KeyError, TypeError or ValueError (RulesError and IllegalAction are ValueErrors)."""
        return cls(
            seat=d["seat"],
            players=d["players"],
            rules=Rules.from_record(d["rules"]),
            dealer=d["dealer"],
            seats=list(d["seats"]),
            phase=Phase(d["phase"]),
            turn=d["turn"],
            hand=_mask(d["hand"]),
            hand_counts=_int_keys(d["hand_counts"]),
            talon=_mask(d["talon"]) if d["talon"] is not None else None,
            talon_seen_by_all=bool(d["talon_seen_by_all"]),
            bid=d["bid"],
            high=d["high"],
            passed=list(d["passed"]),
            blind_seats=list(d["blind_seats"]),
            declarer=d["declarer"],
            contract=d["contract"],
            given_to_me=C.card(d["given_to_me"]) if d["given_to_me"] is not None else None,
            given_known={k: C.card(c) for k, c in _int_keys(d["given_known"]).items()},
            trick=[(s, C.card(c)) for s, c in d["trick"]],
            last_trick=[(s, C.card(c)) for s, c in d["last_trick"]],
            leader=d["leader"],
            trump=d["trump"],
            # trump_owner and bids came later: a view without them is still read
            trump_owner=d.get("trump_owner"),
            bids=_int_keys(d.get("bids", {})),
            tricks_played=d["tricks_played"],
            played=_mask(d["played"]),
            voids={k: set(s) for k, s in _int_keys(d["voids"]).items()},
            no_trumps=_int_keys(d["no_trumps"]),
            card_points=_int_keys(d["card_points"]),
            marriages=_int_keys(d["marriages"]),
            announced=[tuple(a) for a in d["announced"]],
            scores=list(d["scores"]),
            zeros=list(d["zeros"]),
            rospis=list(d["rospis"]),
            barrel=list(d["barrel"]),
            golden=bool(d["golden"]),
            blind_deal=bool(d["blind_deal"]),
            legal=[Action.from_record(a) for a in d["legal"]],
            history=list(d["history"]),
            # the family's fields came later: a view without them is a 1000 view
            stock=int(d.get("stock", 0)),
            turned=C.card(d["turned"]) if d.get("turned") is not None else None,
            closed=bool(d.get("closed", False)),
            talons=[_mask(t) if t is not None else None for t in d.get("talons", [])],
            extra=dict(d.get("extra", {})),
        )


def _str_keys(d: dict) -> dict:
    return {str(k): v for k, v in d.items()}


def _int_keys(d) -> dict:
    if not isinstance(d, dict):
        raise TypeError("an object expected")
    return {int(k): v for k, v in d.items()}


def _mask(names) -> int:
    return C.mask(C.parse_list(names, "cards"))
