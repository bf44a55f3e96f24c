"""Draw 1000's compiled ISMCTS (engine/ai/_ismcts_draw.c over engine/ai/ismcts_core.h), seen from a
seat's view.

Hard searches with it while the stock lasts (engine/ai/draw.py); tools.ismcts's yardstick is the
same core with fixed iterations. This module turns a view into the core's state and the hidden
cards' constraints (stock_worlds.Knowledge: the opponent's shown cards, how many cards are hidden
where; the tricks each seat has won, which a marriage needs), and the core's move numbers into the
view's legal actions. It plays every agreement of Draw 1000 (six or five cards dealt, draw_hand).

``core`` is None where the extension is not built (or a stale build, or THOUSAND_PURE_PYTHON=1):
hard keeps its sampling search in Python then.
"""

from __future__ import annotations

from ..actions import Action
from .base import native
from .stock_worlds import Knowledge

VERSION = 2  # the C module's ISMCTS_DRAW_VERSION this bridge speaks to

try:
    from . import _ismcts_draw as built  # type: ignore[attr-defined]  # built by setup.py, no stub
except ImportError:  # pragma: no cover - an install without a C compiler
    built = None
compiled, core = native(built, VERSION)

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


def state_of_view(v, won, using=None):
    """The core's state of view ``v`` (the opponent holding only his shown cards, the stock as
    placeholders) and the hidden cards' constraints: (state, unknown, void, need). ``won``: has each
    seat won a trick this hand (engine.ai.draw.tricks_won, which reads the view's history);
    ``using``: the core to make it for (the compiled one by default, even under THOUSAND_PURE_PYTHON
    for the yardstick)."""
    using = using or compiled
    if using is None:
        raise RuntimeError("engine.ai._ismcts_draw is not built (pip install -e . builds it)")
    know = Knowledge(v)
    me, opp = v.seat, 1 - v.seat
    hands = [0, 0]
    hands[me], hands[opp] = v.hand, know.opp_known
    state = using.make(
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
