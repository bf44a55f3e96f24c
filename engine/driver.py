"""Driving computer seats, written once for every table (a simulation, the app, the LAN host and client).

The loop: the computer seats that may claim out of turn (a seat other than the one to act with a legal
action, e.g. a redeal demand) are asked first, then the computer to act; the first answer is the move.
A player that raises does not stop the table: its claim counts as none and the seat to act plays a legal
fallback. A move the engine refuses is replaced the same way. Every such failure is counted and logged.
A decision made for a position the table has since left (an undo, a person's claim, a rejoin) is dropped:
a job carries the stamp of the position it was asked at.

``Job.run`` only calls the players, so it may run on any thread; ``Driver.job`` and ``Driver.settle``
read and change the game, on the game's thread. The app's Qt parts only schedule and deliver.
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass, field

from .actions import Action, IllegalAction
from .contract import GameTable
from .game import apply, legal_actions, to_act
from .view import SeatView, view

log = logging.getLogger(__name__)

MAX_DEALS = 2000  # a runaway game (every deal fails) is stopped and reported unfinished


@dataclass(frozen=True)
class Ask:
    """One question to one computer seat: ``claim`` out of turn (it may answer None), else choose."""

    seat: int
    view: SeatView
    claim: bool


@dataclass(frozen=True)
class Decision:
    """What a job came to: the seat that moved and its action (None, None: nobody claimed and no
    computer is to act), the seconds spent, and what failed on the way."""

    stamp: int
    seat: int | None
    action: Action | None
    seconds: float = 0.0
    failures: tuple[str, ...] = ()


@dataclass(frozen=True)
class Job:
    """The questions of one position, in order, and the players who answer them (seat -> player)."""

    stamp: int
    asks: tuple[Ask, ...]
    players: dict = field(default_factory=dict)

    @classmethod
    def of_view(cls, v: SeatView, player, stamp: int = 0) -> Job:
        """A LAN client's one seat: it chooses when it is to act, else it may claim."""
        return cls(stamp, (Ask(v.seat, v, v.turn != v.seat),), {v.seat: player})

    def run(self, cancelled=None, strict: bool = False) -> Decision:
        """Ask in order; the first action is the decision. ``cancelled()`` true: stop asking.
        ``strict``: a player's error propagates (measurements and tests want to see it)."""
        t0 = time.perf_counter()
        failures = []
        for ask in self.asks:
            if cancelled is not None and cancelled():
                break
            try:
                action = _answer(self.players[ask.seat], ask)
            except Exception as e:  # noqa: BLE001 - a player's bug must not stop the table
                if strict:
                    raise
                failures.append(f"seat {ask.seat}: computer player error: {e!r}")
                action = None if ask.claim else fallback(ask.view.legal)
            if action is not None:
                return Decision(self.stamp, ask.seat, action, time.perf_counter() - t0, tuple(failures))
        return Decision(self.stamp, None, None, time.perf_counter() - t0, tuple(failures))


def _answer(player, ask: Ask):
    return player.claim(ask.view) if ask.claim else player.choose(ask.view)


def fallback(legal: list, rng=None):
    """The move played for a computer that failed: the first legal one (``rng``: a random one, for a
    LAN client whose repeated refusal must not repeat the same move)."""
    if not legal:
        return None
    return rng.choice(legal) if rng is not None else legal[0]


def asks(g: GameTable, computers) -> tuple[Ask, ...]:
    """Who among the computer seats is asked now: the claims out of turn first, then the seat to act."""
    turn = to_act(g)
    if turn is None:
        return ()
    seats = g.deals[-1].seats  # a seat to act means a deal in progress
    out = [Ask(s, view(g, s), True) for s in seats if s != turn and s in computers and legal_actions(g, s)]
    if turn in computers:
        out.append(Ask(turn, view(g, turn), False))
    return tuple(out)


class Driver:
    """The computer seats of one table: the position stamp, who is asked, what becomes of the answer.

    ``on_failure(text)`` hears every failure (the app tells the player, the host logs it);
    ``failures`` counts them."""

    def __init__(self, on_failure=None):
        self.stamp = 0
        self.failures = 0
        self.on_failure = on_failure
        self._asked = None  # (stamp, seats) of the last job: a position is asked once

    def moved(self) -> None:
        """The table changed: a decision in flight is stale, the new position may be asked."""
        self.stamp += 1

    def job(self, g: GameTable, players: dict) -> Job | None:
        """The questions for the computer seats (seat -> player) now; None when there is nobody to ask
        or these seats were already asked at this position."""
        key = (self.stamp, frozenset(players))
        if g.over or key == self._asked:
            return None
        questions = asks(g, players)
        if not questions:
            return None
        self._asked = key
        return Job(self.stamp, questions, {a.seat: players[a.seat] for a in questions})

    def current(self, d: Decision) -> bool:
        return d.stamp == self.stamp

    def settle(self, g: GameTable, d: Decision, play) -> bool:
        """Carry out a decision with ``play(action)`` (the table's own apply, which raises IllegalAction
        for a move the rules refuse). False: nothing was played (stale, or nobody moved)."""
        self.report(d)
        if not self.current(d):
            log.debug("dropped a stale decision (position %d, now %d)", d.stamp, self.stamp)
            return False
        if d.action is None:
            return False
        try:
            play(d.action)
            return True
        except IllegalAction as e:
            self._failed(f"seat {d.seat}: computer player chose an illegal action: {e}")
        move = fallback(legal_actions(g, d.seat)) if d.seat == to_act(g) else None
        if move is None:
            return False
        play(move)
        return True

    def report(self, d: Decision) -> None:
        """Count and tell the failures of a decision carried out elsewhere (a LAN client's)."""
        for text in d.failures:
            self._failed(text)

    def _failed(self, text: str) -> None:
        self.failures += 1
        log.warning("%s; a legal fallback is played", text)
        if self.on_failure is not None:
            self.on_failure(text)


def step(g: GameTable, players) -> list:
    """Let claims out of turn be made, then the seat to act decides; returns the events. Strict: a
    player's error or illegal move propagates (``players`` is indexed by seat)."""
    by_seat = players if isinstance(players, dict) else dict(enumerate(players))
    job = Job(0, asks(g, by_seat), by_seat)
    action = job.run(strict=True).action
    assert action is not None, "the seat to act answers (strict: an error would have raised)"
    return apply(g, action)


def play_game(g: GameTable, players, on_events=None, max_deals: int = MAX_DEALS) -> GameTable:
    while not g.over and len(g.deals) <= max_deals:
        events = step(g, players)
        if on_events:
            on_events(events)
    return g
