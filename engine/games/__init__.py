"""The other games of the family (data/games.toml): each module here plays one game with the
engine's cards, actions, events, refusals, records and views, and engine.game's public functions
(new_game, legal_actions, to_act, apply, explain, continue_game) and engine.view.view hand a game
that is not 1000 to its module. 1000 itself is the engine's own modules (auction, exchange, play…),
and so are its two-player forms (Auction and Russian 1000 for two): 1000 with other numbers
(engine.state.SHAPES), so they are no module here.

A module registers itself in FAMILY under its game's id and provides:

    SEATS                                  the numbers of players (as in data/games.toml)
    new_game(rules, players, seed, dealer, names, start, auto_deal) -> state
    legal_actions(g, seat=None) -> [Action]     to_act(g) -> seat | None
    apply(g, action) -> [Event]                 explain(g, action) -> Refusal | None
    continue_game(g) -> [Event]                 view(g, seat) -> SeatView
    deal_record(deal) -> dict                   replay_deal(g, index, raw_deal, last) -> None
    summary(g) -> dict                          (what `python -m engine replay` prints)

A state has at least: rules, players, names, scores, dealer, deals (deal is the last), over,
winners, phase, quiet, auto_deal, rng — the fields every driver, view and record reads.
"""

from __future__ import annotations

from types import ModuleType

FAMILY: dict[str, ModuleType] = {}


def register(game: str, module: ModuleType) -> None:
    FAMILY[game] = module


def pack_of(game: str) -> int:
    """The cards ``game`` is dealt from, as a mask: all 24 but in 1001, which drops the nines
    (a module with another pack says so in its VARIANTS)."""
    from .. import cards as C

    variant = getattr(FAMILY.get(game), "VARIANTS", {}).get(game)
    return getattr(variant, "pack", C.ALL)


# each game's module registers itself when imported; the imports go at the end of this file
from . import draw, sixty_six, tausendeins  # noqa: E402, F401  (tausendeins: 1001 and Russeln)
