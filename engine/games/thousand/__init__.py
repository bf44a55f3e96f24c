"""1000 for three and four (001: "three active players, ... possible for four people to take part, with
one player sitting out of each hand") and its two-player forms, Auction 1000 and Russian 1000 for two
(001's "Two player game": 1000 with other numbers, ``state.SHAPES``): one game module of the family
(engine.contract.GameModule), its rules in the modules beside this one.
"""

from __future__ import annotations

import sys

from ...phase import AUCTION, CONTRACT, DONE, PLAY, TALON
from ...registry import register
from ...tricks import ACE_MARRIAGE, MARRIAGE_VALUES, trick_winner
from .auction import bid_values, marriages_in, max_contract, may_bid_blind, min_bid
from .bench import bench
from .exchange import contract_values
from .game import apply, continue_game, explain, legal_actions, new_game, shuffle, start_deal, to_act
from .play import announcement, legal_play_mask
from .record import deal_record, replay_deal, summary
from .redeal import redeal_reasons
from .refusal import explain_illegal
from .state import SHAPES, Deal, GameState, Shape, active_seats
from .view import blind_choices, blind_hands, view

__all__ = [
    # the game's interface (engine.contract.GameModule)
    "new_game",
    "legal_actions",
    "to_act",
    "apply",
    "explain",
    "continue_game",
    "view",
    "blind_choices",
    "blind_hands",
    "deal_record",
    "replay_deal",
    "summary",
    "bench",  # `python -m engine bench`: its own, faster than the interface
    # its rule helpers, which the computer players, the app and the tests read
    "start_deal",
    "shuffle",
    "GameState",
    "Deal",
    "Shape",
    "SHAPES",
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
    "may_bid_blind",
    "min_bid",
    "contract_values",
    "announcement",
    "legal_play_mask",
    "trick_winner",
    "redeal_reasons",
    "explain_illegal",
]

register(sys.modules[__name__], *SHAPES)
