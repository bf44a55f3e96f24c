"""The ISMCTS yardstick for Sixty-Six: a seat's view in, the search's move out.

The search itself is compiled (tools/_ismcts66.c: the rules on a small struct, and single-observer
ISMCTS over them, the hidden cards dealt anew every iteration among the placings the view allows);
tools/ismcts/pure66.py is its port, used where the C module is not built.
This module turns a view into the core's state and the hidden cards' constraints (engine's
stock_worlds.Knowledge: the opponent's shown cards, his voids, how many cards are hidden where),
and the core's move back into the engine's Action, which must be one of the view's legal actions.

It plays the seed's rules and the common variant (sixty_six_head, sixty_six_close_before_draw);
another agreement of Sixty-Six away from its default is refused (ValueError), not played wrongly.
"""

from __future__ import annotations

import os

from engine import cards as C
from engine.actions import Action
from engine.agreements import agreements_of
from engine.ai.base import ComputerPlayer, Evaluation, Figure
from engine.ai.stock_worlds import Knowledge

from . import pure66

try:
    from tools import _ismcts66 as compiled  # type: ignore[attr-defined]  # built in place by setup.py
except ImportError:  # pragma: no cover - a checkout without a C compiler
    compiled = None
if compiled is not None and getattr(compiled, "VERSION", None) != pure66.VERSION:  # a stale build
    compiled = None
# the C module, else its pure-Python port (the same moves, about forty times slower);
# THOUSAND_PURE_PYTHON=1 picks the port, as it does for the engine's solver
core = pure66 if compiled is None or os.environ.get("THOUSAND_PURE_PYTHON", "") == "1" else compiled

QUIET, CLOSE, EXCHANGE, OUT, SHOW, DRAW = 24, 48, 49, 50, 51, 75
PLAYED_RULES = {"sixty_six_head", "sixty_six_close_before_draw", "sixty_six_target"}


def supported(rules) -> bool:
    """Does the core play these rules (every agreement it does not model at its default)?"""
    return all(
        rules.values.get(a.id, a.default) == a.default for a in agreements_of("sixty_six") if a.id not in PLAYED_RULES
    )


def to_action(seat: int, m: int) -> Action:
    """The core's move number as the engine's action."""
    if m < QUIET:
        return Action(seat, "play", m)
    if m < CLOSE:
        return Action(seat, "play", m - QUIET, announce=False)
    if m >= SHOW and m < DRAW:
        return Action(seat, "show", m - SHOW)
    return Action(seat, {CLOSE: "close", EXCHANGE: "exchange", OUT: "out", DRAW: "draw"}[m])


def to_move(a: Action) -> int:
    """The engine's action as the core's move number."""
    if a.kind == "play":
        return a.value + (QUIET if a.announce is False else 0)
    if a.kind == "show":
        return SHOW + a.value
    return {"close": CLOSE, "exchange": EXCHANGE, "out": OUT, "draw": DRAW}[a.kind]


def closer_opponent_tricks(v) -> int:
    """The tricks the closer's opponent had taken when the stock was closed (a failed closing costs
    3 when he had none): the view's public ``closed_when``."""
    return (v.extra.get("closed_when") or {}).get("tricks", 0)


def state_of_view(v, using=None):
    """The core's state of view ``v`` (the opponent holding only his shown cards, the face-down
    stock as placeholders) and the hidden cards' constraints: (state, unknown, void, need). ``using``:
    the core to make it for (the module's own by default)."""
    know = Knowledge(v)
    me, opp = v.seat, 1 - v.seat
    hands = [0, 0]
    hands[me], hands[opp] = v.hand, know.opp_known
    stock = [0] * know.facedown + ([v.turned] if v.turned is not None else [])
    closed_by = v.extra.get("closed_by")
    drawing = v.extra.get("drawing")
    tw = v.extra.get("tricks_won", [0, 0])
    state = (using or core).make(
        hands[0],
        hands[1],
        stock,
        v.trump,
        -1 if v.turned is None else v.turned,
        -1 if closed_by is None else closed_by,
        closer_opponent_tricks(v) if closed_by is not None else 0,
        v.turn,
        v.trick[0][1] if v.trick else -1,
        v.trick[0][0] if v.trick else -1,
        -1 if drawing is None else drawing,
        int(bool(v.rules.sixty_six_head)),
        int(bool(v.rules.sixty_six_close_before_draw)),
        tw[0],
        tw[1],
        v.card_points.get(0, 0),
        v.card_points.get(1, 0),
        v.marriages.get(0, 0),
        v.marriages.get(1, 0),
    )
    return state, know.unknown, know.void & know.unknown, know.need


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
        figures = [Figure(legal[m], 3 * mean, n) for m, n, mean in stats if m in legal]
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
