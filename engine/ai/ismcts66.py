"""Sixty-Six's compiled ISMCTS (engine/ai/_ismcts66.c), seen from a seat's view.

Hard searches with it while the stock is open (engine/ai/sixty_six.py); tools/ismcts's yardstick
is the same core with fixed iterations and uniform worlds. This module turns a view into the core's
state and the hidden cards' constraints (stock_worlds.Knowledge: the opponent's shown cards, his
voids, how many cards are hidden where), and the core's move numbers into the engine's actions.

The core plays the seed's rules, ``sixty_six_head`` and ``sixty_six_close_before_draw``; a table
with another agreement of Sixty-Six away from its default (Santase, Schnapsen, the seed's readings)
is not ``supported``: hard keeps its own search there. ``core`` is None where the extension is not
built (or a stale build, or THOUSAND_PURE_PYTHON=1): hard searches in Python then, as before.
"""

from __future__ import annotations

from ..actions import Action
from ..agreements import agreements_of
from .base import native
from .stock_worlds import Knowledge

VERSION = 3  # the C module's ISMCTS66_VERSION this bridge speaks to

try:
    from . import _ismcts66 as built  # type: ignore[attr-defined]  # built by setup.py, no stub
except ImportError:  # pragma: no cover - an install without a C compiler
    built = None
compiled, core = native(built, VERSION)

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
    stock as placeholders) and the hidden cards' constraints: (state, unknown, void, need).
    ``using``: the core to make it for (the compiled one by default; tools' pure port)."""
    know = Knowledge(v)
    me, opp = v.seat, 1 - v.seat
    hands = [0, 0]
    hands[me], hands[opp] = v.hand, know.opp_known
    stock = [0] * know.facedown + ([v.turned] if v.turned is not None else [])
    closed_by = v.extra.get("closed_by")
    drawing = v.extra.get("drawing")
    tw = v.extra.get("tricks_won", [0, 0])
    using = using or core
    if using is None:
        raise RuntimeError("engine.ai._ismcts66 is not built")
    state = using.make(
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
