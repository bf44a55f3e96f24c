"""Thousand's rules engine: pure Python, no Qt.

from engine import Rules, new_game, legal_actions, apply, view
g = new_game(Rules("russian"), seed=1)
events = apply(g, legal_actions(g, g.deal.turn)[0])
"""

from .actions import REFUSAL_IDS, Action, Event, EventKind, IllegalAction, Refusal
from .agreements import CATALOGUE, GROUPS, PRESETS, Rules, RulesError
from .game import GameState, Phase, apply, continue_game, explain, legal_actions, new_game, to_act
from .record import RecordError, replay, summary, to_record
from .view import SeatView, view

__all__ = [
    "Action",
    "Event",
    "EventKind",
    "IllegalAction",
    "Refusal",
    "REFUSAL_IDS",
    "CATALOGUE",
    "GROUPS",
    "PRESETS",
    "Rules",
    "RulesError",
    "GameState",
    "Phase",
    "continue_game",
    "explain",
    "legal_actions",
    "new_game",
    "to_act",
    "apply",
    "RecordError",
    "replay",
    "summary",
    "to_record",
    "SeatView",
    "view",
]
