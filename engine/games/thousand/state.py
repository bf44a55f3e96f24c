"""The state of a game and of one deal, and who is dealt in."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from ... import cards as C
from ...actions import Action
from ...agreements import Rules
from ...phase import AUCTION, DONE, Phase
from ...tricks import MARRIAGE_VALUES


@dataclass(frozen=True, slots=True)
class Shape:
    """What a game played on 1000's rules changes: the deal, the talons, the opening bid and what
    the declarer does with the talon. 1000's own modules read it, so the two-player games are 1000
    with other numbers (001's "Two player game"), not copies of its rules."""

    hand: int  # cards dealt to each seat
    talons: tuple[int, ...]  # the talons' sizes; two of them: the declarer takes one (two-player games)
    opening: int  # the compulsory opening bid
    discard: int = 0  # cards the declarer lays away after taking a talon (they count for neither)
    give: int = 0  # cards he gives his opponent with them (Russian two-player: "gives one to his opponent")
    sweep_120: bool = False  # Auction 1000 for two: 120 with all ten tricks and no marriage takes both talons


# The forms of 1000 this package plays: 1000 itself and its two-player forms (001), 1000 with other numbers.
SHAPES = {
    "thousand": Shape(hand=7, talons=(3,), opening=100),
    # 001: "Each player receives a total of ten cards, and there are two face-down talons of two cards."
    "auction_two": Shape(hand=10, talons=(2, 2), opening=100, discard=2, sweep_120=True),
    # 001: "nine cards are dealt to each player and there are two three-card \"kittys\". The bidding
    # starts at 85"; "He discards one card, keeps one and gives one to his opponent."
    "russian_two": Shape(hand=9, talons=(3, 3), opening=85, discard=1, give=1),
}


def active_seats(players: int, dealer: int, rules: Rules) -> tuple[list[int], int | None]:
    """The seats dealt in, clockwise from the seat after the dealer, and the one sitting out.

    Everything after the deal works on this list, its length and the hands' sizes, so a variant
    with two active seats or other hand sizes (2-player games, German 1001, Russeln) changes
    this function and the deal, not the auction, the play or the scoring."""
    if players == 3:
        return [(dealer + i) % 3 for i in (1, 2, 3)], None
    if players == 2:  # the two-player games: the non-dealer speaks (and opens with 100) first
        return [(dealer + 1) % 2, dealer], None
    sitter = {"right_of_dealer": (dealer - 1) % 4, "opposite": (dealer + 2) % 4, "dealer": dealer}[rules.four_sitter]
    return [(dealer + i) % 4 for i in (1, 2, 3, 4) if (dealer + i) % 4 != sitter], sitter


@dataclass(slots=True)
class Deal:
    dealer: int
    seats: list[int]  # active seats, seats[0] speaks first
    sitter: int | None
    dealt: dict[int, int]  # seat -> mask as dealt
    talon: int  # the talon the declarer takes (two-player games: 0 until he chooses one of ``talons``)
    order: dict[int | str, list[int]] = field(default_factory=dict)  # seat or "talon" -> cards in the order dealt
    hands: dict[int, int] = field(default_factory=dict)
    actions: list[Action] = field(default_factory=list)
    phase: Phase = AUCTION
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
    talons: list = field(default_factory=list)  # two-player games: the two talons (masks); 1000: empty
    chosen: int | None = None  # which of ``talons`` the declarer took
    discarded: int = 0  # the cards he laid away (they count for neither)
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

    def contract_of(self) -> tuple[int, int]:
        """The declarer and his contract, once the auction has a winner."""
        if self.declarer is None or self.contract is None:
            raise ValueError("the auction has no winner yet")
        return self.declarer, self.contract

    def to_record(self) -> dict:
        out = {"dealer": self.dealer, "hands": [C.names(self.order.get(s, [])) for s in range(len(self.dealt))]}
        if self.talons:  # the two-player games: each talon as dealt (order["talon"] holds them one after the other)
            dealt, at, talons = self.order.get("talon", []), 0, []
            for t in self.talons:
                talons.append(C.names(dealt[at : at + C.count(t)]))
                at += C.count(t)
            out["talons"] = talons
        else:
            out["talon"] = C.names(self.order.get("talon", []))
        out["actions"] = [a.to_record() for a in self.actions]
        return out


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
    barrel_falls: list[int]  # barrels used (004): every way of leaving the barrel without winning
    barrel_timeouts: list[int]  # falls after the last deal allowed on the barrel (001's "within three deals")
    start: dict
    dealer: int
    rng: random.Random = field(default_factory=C.SecureShuffler)
    deals: list[Deal] = field(default_factory=list)
    # "in a row" counters of the current dealer; a new dealer starts them again (scoring.next_dealer)
    redeal_streak: int = 0  # deals abandoned in a row (redeal_streak)
    jack_streak: int = 0  # bottom jacks in a row (bottom_jack)
    nine_streak: int = 0  # bottom nines in a row (bottom_nine)
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
    def phase(self) -> Phase:
        return Phase.OVER if self.over else (self.deal.phase if self.deal else DONE)

    def on_barrel(self, seat: int) -> bool:
        return self.barrel[seat] is not None

    def anyone_on_barrel(self) -> bool:
        return any(b is not None for b in self.barrel)

    def marriage_value(self, suit: int) -> int:
        return MARRIAGE_VALUES[self.rules.marriage_values][suit]
