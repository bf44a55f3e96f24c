"""What a game of the family provides: the contract every game module keeps (mypy checks each one in
engine/games/__init__.py), and what every game's state holds for the drivers, views and records.

A game module (engine/games/thousand/, engine/games/draw.py, ...) is a module of functions, not a
class: the module itself satisfies ``GameModule`` (mypy reads a module against a Protocol). The front
(engine.game, engine.view, engine.record) hands every call to the module the registry names for
``rules.game``; nothing outside a game's module asks which game it is.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, Protocol

from .actions import Action, Event, Refusal
from .agreements import Rules
from .phase import Phase
from .seat_view import SeatView


class GameTable(Protocol):
    """The fields of a game's state that the drivers, views, records and the app read of every game
    (each game keeps more of its own: 1000's barrel, Sixty-Six's carried game points...)."""

    rules: Rules
    players: int
    names: list[str]
    scores: list[int]
    dealer: int
    start: dict
    deals: list[Any]  # the game's own deals; ``deal`` is the last
    over: bool
    winners: list[int]
    auto_deal: bool
    quiet: bool  # searches and benchmarks: routine play events are not built
    opening_events: list  # what dealing the first deal produced
    rng: random.Random

    @property
    def deal(self) -> Any: ...

    @property
    def phase(self) -> Phase: ...

    @property
    def winner(self) -> int | None: ...


class GameModule(Protocol):
    """One game of the family (a module; ``g`` is the state its own ``new_game`` made).

    Every change goes through ``apply`` and returns events; ``explain`` is None exactly for the
    actions ``legal_actions`` lists; a view holds nothing its seat may not know."""

    def new_game(
        self,
        rules: Rules,
        players: int = ...,
        seed: int | None = None,
        dealer: int = 0,
        names: list[str] | None = None,
        start: dict | None = None,
        auto_deal: bool = True,
    ) -> GameTable: ...

    def legal_actions(self, g: Any, seat: int | None = None) -> list[Action]: ...

    def to_act(self, g: Any) -> int | None: ...

    def apply(self, g: Any, a: Action) -> list[Event]: ...

    def explain(self, g: Any, a: Action) -> Refusal | None: ...

    def continue_game(self, g: Any) -> list[Event]: ...

    def view(self, g: Any, seat: int) -> SeatView: ...

    def blind_choices(self, g: Any) -> set[int]:
        """The seats of the current deal that may still bid blind, that is before seeing their cards
        (empty in a game without blind bids): engine.hidden.BlindChoices keeps their cards back."""
        ...

    def blind_hands(self, g: Any) -> set[int]:
        """The seats bidding blind now, whose own cards the rules keep from them (empty in a game
        without blind bids)."""
        ...

    def deal_record(self, d: Any) -> dict:
        """One deal in record format 1 (shared/spec/game-record.md)."""
        ...

    def replay_deal(
        self, g: Any, i: int, raw: Any, last: bool, on_events: Callable[[list[Event]], None] | None = None
    ) -> None:
        """Deal and play deal ``i`` of a record through the rules; a RecordError for anything refused."""
        ...

    def summary(self, g: Any) -> dict:
        """What ``python -m engine replay`` prints."""
        ...
