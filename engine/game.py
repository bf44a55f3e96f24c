"""A game of the family: the public interface, a thin front. ``new_game`` deals, ``legal_actions`` and
``apply`` are the only ways anything changes (every change returns events), ``explain`` says why an
action is refused. Each call goes to the module that plays ``rules.game`` (engine.registry; the
modules are in engine/games/: 1000 and its two-player forms in engine/games/thousand/, Draw 1000,
1001 and Russeln, Sixty-Six beside it); nothing here knows one game from another.
"""

from __future__ import annotations

from typing import Any

from . import games as _games  # noqa: F401 - every game's module registers itself when imported
from .actions import Action, Event, Refusal
from .agreements import Rules
from .contract import GameTable

# 1000's rule helpers, which the app, the computer players and the tests have read from here since
# before 1000 had a module of its own (new code imports them from engine.games.thousand)
from .games.thousand import (
    ACE_MARRIAGE,
    AUCTION,
    CONTRACT,
    DONE,
    MARRIAGE_VALUES,
    PLAY,
    TALON,
    Deal,
    GameState,
    active_seats,
    announcement,
    bid_values,
    contract_values,
    explain_illegal,
    legal_play_mask,
    marriages_in,
    max_contract,
    min_bid,
    redeal_reasons,
    shuffle,
    start_deal,
    trick_winner,
)
from .phase import Phase
from .registry import module_of, playable_games

__all__ = [  # the interface, and the 1000 helpers read from here
    "new_game",
    "legal_actions",
    "to_act",
    "apply",
    "continue_game",
    "explain",
    "playable_games",
    "Phase",
    "Refusal",
    "start_deal",
    "shuffle",
    "GameState",
    "Deal",
    "active_seats",
    "AUCTION",
    "TALON",
    "CONTRACT",
    "PLAY",
    "DONE",
    "MARRIAGE_VALUES",
    "ACE_MARRIAGE",
    "bid_values",
    "marriages_in",
    "max_contract",
    "min_bid",
    "contract_values",
    "announcement",
    "legal_play_mask",
    "trick_winner",
    "redeal_reasons",
    "explain_illegal",
]


def new_game(
    rules: Rules | None = None,
    players: int = 3,
    seed: int | None = None,
    dealer: int = 0,
    names: list[str] | None = None,
    start: dict | None = None,
    auto_deal: bool = True,
) -> Any:
    """A new game of ``rules.game`` (default: 1000 under the reference rules), its first deal dealt
    unless ``auto_deal`` is False; ValueError for seats, a dealer or a start the game refuses."""
    rules = rules or Rules()
    g: GameTable = module_of(rules.game).new_game(rules, players, seed, dealer, names, start, auto_deal)
    return g


def legal_actions(g: Any, seat: int | None = None) -> list[Action]:
    """Every action the rules allow now, for one seat or for all of them."""
    return module_of(g.rules.game).legal_actions(g, seat)


def to_act(g: Any) -> int | None:
    """The seat whose turn it is (others may still have claims: see legal_actions)."""
    return module_of(g.rules.game).to_act(g)


def apply(g: Any, a: Action) -> list[Event]:
    """Check the action against the rules and carry it out; returns the events it caused."""
    return module_of(g.rules.game).apply(g, a)


def continue_game(g: Any) -> list[Event]:
    """Go on dealing after a replay: deal the next deal if the last one is finished."""
    return module_of(g.rules.game).continue_game(g)


def explain(g: Any, a: Action) -> Refusal | None:
    """Why the rules refuse this action (a Refusal: an id and params; ``str()`` says it in English);
    None when it is legal."""
    return module_of(g.rules.game).explain(g, a)
