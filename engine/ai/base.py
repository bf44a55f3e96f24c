"""The plumbing every computer player shares, whatever its game and level: its seed, the limits
on its thinking (a time budget, a node budget, a cancel request), the record of its decisions
(stats) and of the errors it caught, and the legal move it falls back on after one.

A game's levels subclass ``ComputerPlayer`` and write ``_choose(view)`` (the decision) and, when
they have a better fallback than the first legal action, ``_safe(view)`` (rules of thumb that
cannot fail); ``claim(view)`` for claims out of turn. ``choose`` is never overridden: it times the
decision and turns an exception into a logged, counted, legal move, so a bug in a search never
leaves a table without an answer (the tests and the arena check ``errors`` stays empty).
"""

from __future__ import annotations

import logging
import os
import random
import time
from dataclasses import dataclass, field
from typing import Any

log = logging.getLogger(__name__)

KEEP = 10000  # decisions kept in stats: the oldest half goes beyond this (a long-running app)


def as_callable(cancel):
    """A cancel request as a callable returning True to stop (a threading.Event's is_set), or None."""
    if cancel is not None and hasattr(cancel, "is_set"):
        return cancel.is_set
    return cancel


@dataclass(frozen=True)
class Figure:
    """One candidate of a decision as the search saw it: its expected result over the worlds it
    was tried in and, where the decision has a goal (a contract, a bid, 66), in how many of them
    the goal is reached."""

    action: Any  # an engine Action (for a bid: also a bid not legal now, as a yardstick)
    value: float  # the expected result, in the evaluation's unit
    worlds: int  # the worlds (deals, talons) it was tried in
    made: int | None = None  # in how many of them the goal is reached (None: no goal counted)
    p: float | None = None  # the search's own P(goal) where it uses one (weights, smoothing)


@dataclass
class Evaluation:
    """The figures a searching level decided from (the same numbers, no second computation):
    ``kind`` of decision ("bid", "give", "contract", "card", "close"...), ``unit`` of the values
    ("points": score-sheet points relative to the others; "own_points": the seat's own card
    points once the contract's fate is settled; "p_make": probability of making the contract;
    "game_points": Sixty-Six's game points, + won, − lost), the candidates best first, and
    ``goal`` (the contract or bid the ``made`` counts refer to)."""

    kind: str
    unit: str
    figures: list = field(default_factory=list)
    worlds: int = 0
    goal: int | None = None
    extra: dict = field(default_factory=dict)

    def best(self) -> Figure | None:
        return self.figures[0] if self.figures else None

    def of(self, action) -> Figure | None:
        """The figure of ``action`` (compared as played: announce flags aside)."""
        for f in self.figures:
            if same_action(f.action, action):
                return f
        return None


def same_action(a, b) -> bool:
    """The same decision, whatever the announce flags a played card carries (a pair of cards
    as a list or a tuple alike; 1000's give keeps its order: which card goes to whom)."""
    if a is None or b is None:
        return a is b
    va = tuple(a.value) if isinstance(a.value, list) else a.value
    vb = tuple(b.value) if isinstance(b.value, list) else b.value
    if a.kind == "discard" and isinstance(va, tuple) and isinstance(vb, tuple):
        va, vb = frozenset(va), frozenset(vb)
    return a.kind == b.kind and va == vb


class ComputerPlayer:
    """Seed, limits, stats, caught errors and the legal fallback, for every game's levels."""

    level = "base"
    evaluation: Evaluation | None = None  # the figures of the last decision, where the level has them

    def __init__(
        self, seed: int = 0, time_budget: float | None = None, max_nodes: int | None = None, cancel=None, **opts
    ):
        self.seed = seed
        self.time_budget = time_budget  # seconds per decision, a safety limit (None: none)
        self.max_nodes = max_nodes  # search nodes per decision, the deterministic limit
        self.cancel = as_callable(cancel)  # a callable returning True to stop, or None
        self.opts = opts
        self.stats: list = []  # (phase, seconds) of recent decisions: the arena's decision_ms, card_speed
        self.cpu_stats: list = []  # (phase, CPU seconds of this process), less load-sensitive
        self.errors: list = []  # exceptions caught in choose (a bug: the tests check it stays empty)

    # ------------------------------------------------------------ the decision

    def choose(self, v):
        """A legal action for the seat of view ``v``, timed; an error is logged, kept in
        ``errors`` and answered by the fallback."""
        t0 = time.perf_counter()
        c0 = time.process_time()
        try:
            a = self._choose(v)
        except Exception as e:  # never leave the table: the fallback plays, and it is said
            log.exception("%s (seat %s) failed in the %s; it plays its fallback", self.describe(v), v.seat, v.phase)
            self.errors.append(repr(e))
            a = self._safe(v)
        phase = self.stat_phase(v, a)
        self.stats.append((phase, time.perf_counter() - t0))
        self.cpu_stats.append((phase, time.process_time() - c0))
        if len(self.stats) > KEEP:
            del self.stats[: KEEP // 2]
            del self.cpu_stats[: KEEP // 2]
        return a

    def evaluate(self, v):
        """The decision for view ``v`` and the figures it was made from: (action, Evaluation or
        None). It is ``choose`` itself (the same search, the same seed, the same action): the
        searching levels leave their figures in ``evaluation`` as they decide."""
        self.evaluation = None
        n = len(self.errors)
        a = self.choose(v)
        ev = self.evaluation if len(self.errors) == n else None
        return a, ev

    def note(self, ev: Evaluation) -> None:
        """Keep the figures of the decision being made (``evaluate`` returns them)."""
        self.evaluation = ev

    def _choose(self, v):
        raise NotImplementedError

    def _safe(self, v):
        """The fallback after an error: a legal action (a game's rules of thumb where it has them)."""
        return v.legal[0]

    def claim(self, v):
        """Out of turn: a claim this seat wants to make (a redeal...), else None."""
        return None

    def stat_phase(self, v, a):
        """The phase a decision is counted under in ``stats``."""
        return v.phase

    def describe(self, v) -> str:
        """Who failed, for the log."""
        return type(self).__name__

    # ------------------------------------------------------------ for the levels

    def cancelled(self) -> bool:
        return self.cancel is not None and bool(self.cancel())

    def seeded(self, *parts) -> random.Random:
        """A generator seeded by the player's seed and ``parts`` (what the view shows): the same
        view gets the same decision."""
        return random.Random(":".join(map(str, (self.seed, *parts))))

    def enough_samples(self, i: int, t0: float, at_least: int = 0) -> bool:
        """After sample ``i`` (from 0) of a search begun at ``t0``: stop now? When cancelled, or
        when one more sample (each takes about the mean so far) would likely end past the time
        budget, once ``at_least`` + 1 samples are in."""
        if self.time_budget is not None and i >= at_least:
            spent = time.perf_counter() - t0
            if spent * (i + 2) / (i + 1) > self.time_budget:
                return True
        return self.cancelled()

    @staticmethod
    def by_kind(v) -> dict:
        """The view's legal actions by kind, in the view's order."""
        out: dict = {}
        for a in v.legal:
            out.setdefault(a.kind, []).append(a)
        return out


# ---------------------------------------------------------------- the searches' limits


class Budget(Exception):
    """A search's node budget, its deadline or a cancel request stopped it."""


class Limits:
    """What a search checks now and then (``_tick``): its nodes (``nodes`` against ``max_nodes``),
    its ``deadline`` (time.perf_counter()) and ``cancel`` (a callable); past one it raises Budget.
    1000's search (solver.Solver) and the two-player 1000s' (two.Solver2) share it."""

    nodes = 0
    max_nodes: int | None = None
    deadline: float | None = None
    cancel = None

    def _tick(self):
        if self.max_nodes is not None and self.nodes > self.max_nodes:
            raise Budget("nodes")
        if self.deadline is not None and time.perf_counter() > self.deadline:
            raise Budget("time")
        if self.cancel is not None and self.cancel():
            raise Budget("cancelled")


def native(module, version: int) -> tuple:
    """A compiled search module (``None``: not built) as the engine may use it: (``compiled``: the
    module when its VERSION is the bridge's, else None, a stale build; ``core``: the same, or None
    under THOUSAND_PURE_PYTHON=1, which asks for the pure-Python searches). The import itself stays
    in the bridge: a static ``from . import _x`` is what PyInstaller follows into the bundle."""
    compiled = module if module is not None and getattr(module, "VERSION", None) == version else None
    return compiled, None if os.environ.get("THOUSAND_PURE_PYTHON", "") == "1" else compiled
