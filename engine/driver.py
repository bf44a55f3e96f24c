"""Playing a whole game with computer players: each sees only its own view."""

from __future__ import annotations

from .game import GameState, apply, legal_actions, to_act
from .view import view

MAX_DEALS = 2000  # a runaway game (every deal fails) is stopped and reported unfinished


def step(g: GameState, players) -> list:
    """Let claims out of turn be made, then the seat to act decides; returns the events."""
    turn = to_act(g)
    for s in g.deal.seats:
        if s != turn and legal_actions(g, s):
            a = players[s].claim(view(g, s))
            if a is not None:
                return apply(g, a)
    return apply(g, players[turn].choose(view(g, turn)))


def play_game(g: GameState, players, on_events=None, max_deals: int = MAX_DEALS) -> GameState:
    while not g.over and len(g.deals) <= max_deals:
        events = step(g, players)
        if on_events:
            on_events(events)
    return g
