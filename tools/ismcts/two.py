"""The ISMCTS yardstick for Auction 1000 for two and Russian 1000 for two: a seat's view in, the
search's move out.

The rules of a deal and the search's game functions are compiled (engine/ai/_ismcts_two.c, one
file for both games, their differences as parameters), the search is the family's, written once in
engine/ai/ismcts_core.h, and the view's bridge is engine/ai/ismcts_two.py: hard plays the same core
with a time limit. The yardstick searches a fixed number of iterations and no time limit. It plays
the presets' agreements (and a few it reads as parameters); another table is refused (ValueError),
not played wrongly.
"""

from __future__ import annotations

from engine.actions import Action
from engine.ai import ismcts_two as bridge
from engine.ai.base import ComputerPlayer, Evaluation, Figure
from engine.ai.two import lay_moves
from engine.phase import TALON


class IsmctsTwo(ComputerPlayer):
    """Auction 1000 for two and Russian 1000 for two by ISMCTS: ``iterations`` a move (20,000),
    exploration ``c`` (on rewards of the deal's score difference / 400), play-outs by rules of
    thumb with ``policy`` percent random cards (-1: all random). The same view and seed give the
    same move."""

    level = "ismcts"

    def __init__(self, seed: int = 0, iterations: int = 20000, c: float = 0.7, policy: int = 10, **opts):
        super().__init__(seed, **opts)
        self.iterations = int(iterations)
        self.c = float(c)
        self.policy = int(policy)

    def _choose(self, v) -> Action:
        if bridge.compiled is None:
            raise ValueError("the two-player ISMCTS needs engine.ai._ismcts_two (pip install -e . builds it)")
        if not bridge.supported(v.rules):
            raise ValueError(f"the ISMCTS core plays the presets of {', '.join(bridge.GAMES)} only")
        if len(v.legal) == 1:
            return v.legal[0]
        talons = [a for a in v.legal if a.kind == "talon"]
        if talons:  # both face down: nothing in the view tells them apart
            return talons[0]
        seed = self.seeded(v.seat, v.hand, len(v.history), v.phase).getrandbits(64)
        cand = lay_moves(v) if v.phase == TALON else ()
        rows = bridge.search(v, self.iterations, seed, self.c, self.policy, cand=cand)
        if not rows:
            raise ValueError("the search found no legal move")
        figures = [Figure(a, mean, n) for a, n, mean in rows]
        self.note(Evaluation(str(v.phase), "points", figures, self.iterations))
        return figures[0].action
