"""The ISMCTS yardstick for Draw 1000: a seat's view in, the search's move out.

The search is compiled: tools/ismcts_core.h (the family's single-observer ISMCTS, written once)
over Draw 1000's rules in tools/_ismcts_draw.c; there is no pure-Python port, so without the built
module the yardstick refuses to play (RuntimeError). This module turns a view into the core's state
and the hidden cards' constraints (engine's stock_worlds.Knowledge: the opponent's shown cards, how
many cards are hidden where; the tricks each seat has won, which a marriage needs, from the view's
history as hard reads it), and the core's move back into one of the view's legal actions.

It plays every agreement of Draw 1000 (six or five cards dealt, draw_hand); a game it does not
know is refused (ValueError), never played wrongly.
"""

from __future__ import annotations

from engine.actions import Action
from engine.ai.base import ComputerPlayer, Evaluation, Figure
from engine.ai.draw import tricks_won
from engine.ai.stock_worlds import Knowledge

try:
    from tools import _ismcts_draw as core  # type: ignore[attr-defined]  # built in place by setup.py
except ImportError:  # pragma: no cover - a checkout without a C compiler
    core = None

QUIET = 24  # a move c + QUIET: the married king or queen led without announcing the marriage


def to_action(v, m: int) -> Action:
    """The core's move number as the view's legal action."""
    c, quiet = m % QUIET, m >= QUIET
    for a in v.legal:
        if a.kind == "play" and a.value == c and (a.announce is False) == quiet:
            return a
    raise ValueError(f"the core's move {m} is not a legal action of the view")


def to_move(a: Action) -> int:
    return a.value + QUIET if a.announce is False else a.value


def state_of_view(v):
    """The core's state of view ``v`` (the opponent holding only his shown cards, the stock as
    placeholders) and the hidden cards' constraints: (state, unknown, void, need)."""
    know = Knowledge(v)
    me, opp = v.seat, 1 - v.seat
    hands = [0, 0]
    hands[me], hands[opp] = v.hand, know.opp_known
    won = tricks_won(v)
    state = core.make(
        hands[0],
        hands[1],
        [0] * know.facedown,
        -1 if v.trump is None else v.trump,
        v.turn,
        v.trick[0][1] if v.trick else -1,
        v.trick[0][0] if v.trick else -1,
        int(won[0]),
        int(won[1]),
        v.card_points.get(0, 0),
        v.card_points.get(1, 0),
        v.marriages.get(0, 0),
        v.marriages.get(1, 0),
        v.scores[0],
        v.scores[1],
    )
    return state, know.unknown, know.void & know.unknown, know.need


class IsmctsDraw(ComputerPlayer):
    """Draw 1000 by ISMCTS: ``iterations`` a move (20,000), exploration ``c`` (on a hand's value as
    hard's: its taken points less the opponent's, over 400; near the game's end 500 more for the
    game won, 500 less for it lost, over 900), play-outs by hard's rules of thumb with
    ``policy`` percent random moves (-1: all random); once the stock is gone (nothing hidden), the
    exact minimax (``exact``, on by default). The same view and seed give the same move."""

    level = "ismcts"

    def __init__(
        self, seed: int = 0, iterations: int = 20000, c: float = 0.7, policy: int = 10, exact: int = 1, **opts
    ):
        super().__init__(seed, **opts)
        self.iterations = int(iterations)
        self.c = float(c)
        self.policy = int(policy)
        self.exact = bool(exact)

    def _choose(self, v) -> Action:
        if v.rules.game != "draw":
            raise ValueError(f"the Draw 1000 ISMCTS plays Draw 1000, not {v.rules.game}")
        if core is None:
            raise RuntimeError("tools._ismcts_draw is not built (pip install -e . builds it)")
        if len(v.legal) == 1:
            return v.legal[0]
        state, unknown, void, need = state_of_view(v)
        seed = self.seeded(v.seat, v.hand, len(v.history), v.stock).getrandbits(64)
        if self.exact and v.stock == 0:
            rows = core.solve(state, v.seat, unknown, void, need, 1, seed)
            rows.sort(key=lambda r: (-r[1], r[0]))  # of equal values the lower move: announcing first
            self.note(Evaluation("card", "reward", [Figure(to_action(v, m), val, 1) for m, val in rows], 1))
            return to_action(v, rows[0][0])
        stats = core.search(state, v.seat, unknown, void, need, self.iterations, seed, self.c, self.policy)
        stats.sort(key=lambda r: (-r[1], r[0]))
        figures = [Figure(to_action(v, m), mean, n) for m, n, mean in stats]
        self.note(Evaluation("card", "reward", figures, self.iterations))
        return figures[0].action

    def _safe(self, v) -> Action:
        return v.legal[0]
