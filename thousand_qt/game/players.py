"""Computer players: the one factory the app and the LAN table use.

``make_computer`` makes a level's player from engine.ai (engine.players.RandomPlayer for
"random"). A player that cannot be made, or that raises when asked, is stood in for by a
random player so the table plays on; every stand-in is logged and counted in ``fallbacks``,
so a broken "hard" opponent never plays randomly unnoticed.

The searching levels are pure Python; run in a thread they would hold the GIL and stall the
GUI, so ``ComputerPool`` keeps them in a worker *process* and hands out thin proxies with the
usual ``choose(view)`` / ``claim(view)``. The random player is instant and stays in-process.
"""

from __future__ import annotations

import collections
import logging
import multiprocessing
import multiprocessing.connection  # noqa: F401  (imported now, not on the GUI thread mid-game)
import threading

from engine.coach import advise
from engine.players import RandomPlayer

log = logging.getLogger(__name__)

ALIASES = {"medium": "normal"}  # the LAN table's word for engine.ai's middle level
fallbacks: collections.Counter = collections.Counter()  # level -> moves a random player made in its stead


def levels() -> list[str]:
    try:
        from engine.ai import LEVELS

        return list(LEVELS)  # the game's levels (the all-seeing oracles live in tools/, not here)
    except ImportError:  # the AI package may be missing
        return ["random", "easy", "normal", "hard"]


def plays(level: str, game: str) -> bool:
    """Can ``level`` play ``game``? The random player plays every game; engine.ai's levels play each
    game whose player module (games.toml's ``ai``) has that level (``engine.ai.plays``)."""
    if ALIASES.get(level, level) == "random":
        return True
    try:
        from engine import ai
    except ImportError:
        return False
    return ai.plays(ALIASES.get(level, level), game)


def levels_of(game: str) -> list[str]:
    """The levels New game offers for ``game``: every level that can play it (at least random)."""
    return [lv for lv in levels() if plays(lv, game)]


def level_names() -> list[str]:
    """Every level a command line or a saved table may name: the levels and their aliases."""
    return levels() + [a for a in ALIASES if a not in levels()]


def ai_available() -> bool:
    try:
        from engine.ai import make_player  # noqa: F401
    except Exception:  # noqa: BLE001 - the AI package may be missing
        return False
    return True


def stood_in(level: str, why: str) -> None:
    """A random player plays for ``level`` this time: say so and count it."""
    fallbacks[level] += 1
    log.warning("computer player %r failed (%s); a random player stands in", level, why)


def _make(level: str, seed: int | None):
    """The level's player, or an exception: unknown level, engine.ai missing or refusing."""
    if level == "random":
        return RandomPlayer(seed)
    from engine.ai import make_player

    return make_player(level, 0 if seed is None else seed)


class Guarded:
    """A player whose failures are stood in for by a random player (logged and counted)."""

    def __init__(self, player, level: str, seed: int | None):
        self.player, self.level = player, level
        self.fallback = RandomPlayer(seed)
        self.name = getattr(player, "name", level)

    def choose(self, v):
        return self._ask("choose", v)

    def claim(self, v):
        return self._ask("claim", v)

    def _ask(self, op, v):
        try:
            return getattr(self.player, op)(v)
        except Exception as e:  # noqa: BLE001 - a player bug must not stop the table
            stood_in(self.level, f"{op}: {e!r}")
        return getattr(self.fallback, op)(v)


def make_computer(level: str, seed: int | None = None) -> Guarded:
    """The computer player of ``level`` (an alias such as "medium" is allowed)."""
    level = ALIASES.get(level, level)
    try:
        player = _make(level, seed)
    except Exception as e:  # noqa: BLE001 - missing or refusing: a random player plays instead
        stood_in(level, f"cannot be made: {e!r}")
        player = RandomPlayer(seed)
    return Guarded(player, level, seed)


def _serve(conn, specs):  # runs in the worker process
    players, broken = {}, {}
    for seat, (level, seed) in specs.items():
        try:
            players[seat] = _make(level, seed)
        except Exception as e:  # noqa: BLE001 - told to the GUI process when the seat is asked
            broken[seat] = f"cannot be made: {e!r}"
    while True:
        try:
            msg = conn.recv()
        except (EOFError, OSError):
            return
        if msg is None:
            return
        op, seat, v = msg
        if seat in broken:
            conn.send(("err", broken[seat]))
            continue
        try:
            # the hint's advice is the coach's reading of the seat's own player (engine.coach.advise)
            answer = advise(v, players[seat]) if op == "advise" else getattr(players[seat], op)(v)
            conn.send(("ok", answer))
        except Exception as e:  # noqa: BLE001 - report, keep serving
            conn.send(("err", f"{op}: {e!r}"))


class _Proxy:
    def __init__(self, pool, seat, fallback):
        self.pool, self.seat, self.fallback = pool, seat, fallback
        self.name = f"process:{seat}"

    def choose(self, v):
        return self.pool.call("choose", self.seat, v, self.fallback)

    def claim(self, v):
        return self.pool.call("claim", self.seat, v, self.fallback)


class ComputerPool:
    """One worker process holding the computer players of a table (seat -> (level, seed))."""

    def __init__(self, specs: dict):
        self.specs = dict(specs)
        self.lock = threading.Lock()
        self.dead = False
        self.closed = False
        ctx = multiprocessing.get_context("spawn")
        self.conn, child = ctx.Pipe()
        self.proc = ctx.Process(target=_serve, args=(child, self.specs), daemon=True, name="thousand-ai")
        # starting a process takes tens of milliseconds: not on the GUI thread, which only
        # builds the table; the first decision (asked from a pool thread) waits for it
        self.started = threading.Event()

        def start():
            try:
                self.proc.start()
            except OSError:
                self.dead = True
            finally:
                child.close()
                self.started.set()

        threading.Thread(target=start, name="thousand-ai-start", daemon=True).start()

    def player(self, seat):
        level, seed = self.specs[seat]
        return _Proxy(self, seat, RandomPlayer(seed))

    def call(self, op, seat, v, fallback):
        self.started.wait()
        why = "the worker process is gone"
        if not self.dead:
            with self.lock:
                try:
                    self.conn.send((op, seat, v))
                    status, out = self.conn.recv()
                    if status == "ok":
                        return out
                    why = out
                except (EOFError, OSError, BrokenPipeError):
                    self.dead = True
        if not self.closed:  # a closed table drops the answer anyway: nothing failed
            stood_in(self.specs[seat][0], why)
        return getattr(fallback, op)(v)

    def close(self):
        self.closed = True
        self.started.wait()
        if self.dead:
            self.conn.close()
            return
        try:
            self.conn.send(None)
        except OSError as e:  # it died between the last question and now: nothing to stop
            log.debug("the worker process was gone at closing: %r", e)
        self.proc.join(0.5)
        if self.proc.is_alive():
            self.proc.terminate()
            self.proc.join(0.5)
        self.conn.close()


def make_computers(levels_by_seat: dict, seeds: dict, use_process: bool = True, game: str = "thousand"):
    """seat -> player for the table, plus the ComputerPool to close (or None). A level that cannot
    play ``game`` yet is played by the random player (New game says so; it is no failure)."""
    specs = {s: (ALIASES.get(lv, lv), seeds[s]) for s, lv in levels_by_seat.items()}
    specs = {s: (lv if plays(lv, game) else "random", seed) for s, (lv, seed) in specs.items()}
    heavy = {s: spec for s, spec in specs.items() if spec[0] != "random"}
    players = {s: make_computer(lv, seed) for s, (lv, seed) in specs.items() if lv == "random"}
    pool = None
    if heavy and use_process:  # the worker imports engine.ai, not the GUI process
        try:
            pool = ComputerPool(heavy)
            players.update({s: pool.player(s) for s in heavy})
        except OSError:
            pool = None
    for s, (lv, seed) in heavy.items():
        players.setdefault(s, make_computer(lv, seed))
    return players, pool
