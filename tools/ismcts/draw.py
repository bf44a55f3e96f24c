"""The ISMCTS yardstick for Draw 1000: a seat's view in, the search's move out.

The search is compiled, and since issue 39's second session it is hard's own while the stock lasts:
engine/ai/ismcts_core.h (the family's single-observer ISMCTS, written once) over Draw 1000's rules in
engine/ai/_ismcts_draw.c, its view-to-state bridge engine/ai/ismcts_draw.py. The yardstick is that
core with a fixed number of iterations (no time limit), so it measures the same whatever the
machine's load; there is no pure-Python port, so without the built module it refuses to play
(RuntimeError).

It plays every agreement of Draw 1000 (six or five cards dealt, draw_hand); a game it does not
know is refused (ValueError), never played wrongly.
"""

from __future__ import annotations

from engine.actions import Action
from engine.ai import ismcts_draw as bridge
from engine.ai.base import ComputerPlayer, Evaluation, Figure
from engine.ai.draw import tricks_won

# the built module even under THOUSAND_PURE_PYTHON=1 (which only sends hard back to Python): the
# yardstick has nothing else to play with
core = bridge.compiled
QUIET = bridge.QUIET
to_action, to_move = bridge.to_action, bridge.to_move


def state_of_view(v):
    """The core's state of view ``v`` and the hidden cards' constraints: (state, unknown, void, need)."""
    return bridge.state_of_view(v, tricks_won(v), core)


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
            raise RuntimeError("engine.ai._ismcts_draw is not built (pip install -e . builds it)")
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
