"""The state of a game and of one deal, and who is dealt in."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from enum import StrEnum

from . import cards as C
from .actions import Action
from .agreements import Rules

MARRIAGE_VALUES = {
    "standard": {C.HEARTS: 100, C.DIAMONDS: 80, C.CLUBS: 60, C.SPADES: 40},
    "clubs_high": {C.CLUBS: 100, C.SPADES: 80, C.HEARTS: 60, C.DIAMONDS: 40},
}


ACE_MARRIAGE = 200


class Phase(StrEnum):
    """Where a deal stands (``Deal.phase``), or ``over`` for a finished game (``GameState.phase``).
    A StrEnum: each compares and serialises as its text, so views and the LAN protocol carry "play"."""

    AUCTION = "auction"
    TALON = "talon"  # the declarer has the talon and gives two cards
    CONTRACT = "contract"  # after the give, until the contract is named or the first card played
    PLAY = "play"
    DONE = "done"
    OVER = "over"


# module-level names: the rules read them on every move, and a global is faster than Phase.PLAY
AUCTION, TALON, CONTRACT, PLAY, DONE = Phase.AUCTION, Phase.TALON, Phase.CONTRACT, Phase.PLAY, Phase.DONE


def active_seats(players: int, dealer: int, rules: Rules) -> tuple[list[int], int | None]:
    """The seats dealt in, clockwise from the seat after the dealer, and the one sitting out.

    Everything after the deal works on this list, its length and the hands' sizes, so a variant
    with two active seats or other hand sizes (2-player games, German 1001, Russeln) changes
    this function and the deal, not the auction, the play or the scoring."""
    if players == 3:
        return [(dealer + i) % 3 for i in (1, 2, 3)], None
    sitter = {"right_of_dealer": (dealer - 1) % 4, "opposite": (dealer + 2) % 4, "dealer": dealer}[rules.four_sitter]
    return [(dealer + i) % 4 for i in (1, 2, 3, 4) if (dealer + i) % 4 != sitter], sitter


@dataclass(slots=True)
class Deal:
    dealer: int
    seats: list[int]  # active seats, seats[0] speaks first
    sitter: int | None
    dealt: dict[int, int]  # seat -> mask as dealt
    talon: int
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
    barrel_falls: list[int]  # barrels used (004): every way of leaving the barrel without winning
    barrel_timeouts: list[int]  # falls after the last deal allowed on the barrel (001's "within three deals")
    start: dict
    dealer: int
    rng: random.Random = field(default_factory=random.Random)
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
