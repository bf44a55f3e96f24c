"""The ISMCTS yardstick for Sixty-Six: a seat's view in, the search's move out.

The search itself is compiled (engine/ai/_ismcts66.c: the rules on a small struct, and single-observer
ISMCTS over them, the hidden cards dealt anew every iteration among the placings the view allows;
the engine's hard searches with it too, its worlds weighed, more iterations);
tools/ismcts/pure66.py is its port, used where the C module is not built. engine.ai.ismcts66 turns
a view into the core's state and the hidden cards' constraints, and the core's move back into the
engine's Action, which must be one of the view's legal actions.

It plays the seed's rules and the common variant (sixty_six_head, sixty_six_close_before_draw);
another agreement of Sixty-Six away from its default is refused (ValueError), not played wrongly.
"""

from __future__ import annotations

from engine import cards as C
from engine.actions import Action
from engine.ai import ismcts66 as E
from engine.ai.base import ComputerPlayer, Evaluation, Figure

# the core's bridge is the engine's (hard searches with the same core); these names are the
# yardstick's as before
from engine.ai.ismcts66 import CLOSE, DRAW, EXCHANGE, OUT, QUIET, SHOW, supported, to_action, to_move  # noqa: F401

from . import pure66

compiled = E.compiled
# the C module, else its pure-Python port (the same moves, about forty times slower);
# THOUSAND_PURE_PYTHON=1 picks the port, as it does for the engine's solver
core = pure66 if E.core is None or getattr(E.core, "VERSION", None) != pure66.VERSION else E.core


def state_of_view(v, using=None):
    """The core's state of view ``v`` and the hidden cards' constraints (engine.ai.ismcts66's),
    made for ``using`` (this module's core by default)."""
    return E.state_of_view(v, using or core)


class IsmctsSixtySix(ComputerPlayer):
    """Sixty-Six by ISMCTS: ``iterations`` a move (20,000), exploration ``c`` (on rewards in game
    points / 3), play-outs by ``policy``; once the stock is gone (nothing hidden), the exact minimax
    (``exact``, on by default). The same view and seed give the same move."""

    level = "ismcts"

    def __init__(
        self, seed: int = 0, iterations: int = 20000, c: float = 0.7, policy: int = 10, exact: int = 1, **opts
    ):
        super().__init__(seed, **opts)
        self.exact = bool(exact)  # no card hidden (the stock gone): the exact minimax instead of the search
        self.iterations = int(iterations)
        self.c = float(c)
        self.policy = int(policy)  # the play-outs: -1 random, else rules of thumb with this % random

    def _choose(self, v) -> Action:
        if v.rules.game != "sixty_six":
            raise ValueError(f"the ISMCTS yardstick plays Sixty-Six, not {v.rules.game}")
        if not supported(v.rules):
            raise ValueError("the ISMCTS core plays the seed's Sixty-Six and sixty_six_head only")
        if len(v.legal) == 1:
            return v.legal[0]
        state, unknown, void, need = state_of_view(v)
        seed = self.seeded(v.seat, v.hand, len(v.history), v.stock).getrandbits(64)
        if self.exact and v.stock == 0:
            return self.solved(v, state, unknown, void, need, seed)
        stats = core.search(state, v.seat, unknown, void, need, self.iterations, seed, self.c, self.policy)
        stats.sort(key=lambda r: (-r[1], r[0]))
        legal = {to_move(a): a for a in v.legal}
        figures = [Figure(legal[m], 3 * mean, n) for m, n, mean, _won in stats if m in legal]
        self.note(Evaluation("card", "game_points", figures, self.iterations))
        return figures[0].action

    def solved(self, v, state, unknown, void, need, seed) -> Action:
        """Every card known: each move's exact value (both sides playing perfectly); of equal
        values the cheaper card, a claim of 66 before playing on."""
        rows = core.solve(state, v.seat, unknown, void, need, 1, seed)
        legal = {to_move(a): a for a in v.legal}

        def order(row):
            m, value = row
            return (-value, m != OUT, C.POINTS[m] if m < QUIET else 0, m)

        rows.sort(key=order)
        self.note(Evaluation("card", "game_points", [Figure(legal[m], val, 1) for m, val in rows], 1))
        return legal[rows[0][0]]

    def _safe(self, v) -> Action:
        for a in v.legal:  # a play that announces its marriage, else the first legal action
            if a.kind == "play" and a.announce is None:
                return a
        return v.legal[0]
