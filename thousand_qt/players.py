"""Computer players: engine.ai when it is there, else the engine's RandomPlayer.

The searching levels are pure Python; run in a thread they would hold the GIL and stall the
GUI, so ``ComputerPool`` keeps them in a worker *process* and hands out thin proxies with the
usual ``choose(view)`` / ``claim(view)``. The random player is instant and stays in-process.
"""

from __future__ import annotations

import multiprocessing
import multiprocessing.connection  # noqa: F401  (imported now, not on the GUI thread mid-game)
import threading

from engine.players import RandomPlayer

ALIASES = {"medium": "normal"}


def levels() -> list[str]:
    try:
        from engine.ai import LEVELS
        return [lv for lv in LEVELS if not lv.startswith("oracle")]  # the oracles see every card
    except Exception:  # noqa: BLE001 - the AI package may be missing
        return ["random", "easy", "normal", "hard"]


LEVELS = ["random", "easy", "normal", "hard"]  # levels() asks engine.ai (imported lazily)


def ai_available() -> bool:
    try:
        from engine.ai import make_player  # noqa: F401
    except Exception:  # noqa: BLE001 - the AI package is being written alongside
        return False
    return True


def make_computer(level: str, seed: int | None):
    level = ALIASES.get(level, level)
    if level != "random":
        try:
            from engine.ai import make_player
            return make_player(level, seed or 0)
        except Exception:  # noqa: BLE001 - missing or refusing: fall back, never crash the table
            pass
    return RandomPlayer(seed)


def _serve(conn, specs):  # runs in the worker process
    players = {seat: make_computer(level, seed) for seat, (level, seed) in specs.items()}
    while True:
        try:
            msg = conn.recv()
        except (EOFError, OSError):
            return
        if msg is None:
            return
        op, seat, v = msg
        try:
            conn.send(("ok", getattr(players[seat], op)(v)))
        except Exception as e:  # noqa: BLE001 - report, keep serving
            conn.send(("err", repr(e)))


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
        if not self.dead:
            with self.lock:
                try:
                    self.conn.send((op, seat, v))
                    status, out = self.conn.recv()
                    if status == "ok":
                        return out
                except (EOFError, OSError, BrokenPipeError):
                    self.dead = True
        return getattr(fallback, op)(v)  # the worker died: play on with the simple player

    def close(self):
        self.started.wait()
        if self.dead:
            self.conn.close()
            return
        try:
            self.conn.send(None)
        except (OSError, BrokenPipeError):
            pass
        self.proc.join(0.5)
        if self.proc.is_alive():
            self.proc.terminate()
            self.proc.join(0.5)
        self.conn.close()


def make_computers(levels_by_seat: dict, seeds: dict, use_process: bool = True):
    """seat -> player for the table, plus the ComputerPool to close (or None)."""
    specs = {s: (ALIASES.get(lv, lv), seeds[s]) for s, lv in levels_by_seat.items()}
    heavy = {s: spec for s, spec in specs.items() if spec[0] != "random"}
    players = {s: RandomPlayer(seed) for s, (lv, seed) in specs.items() if lv == "random"}
    pool = None
    if heavy and use_process:  # the worker imports engine.ai (or falls back), not the GUI process
        try:
            pool = ComputerPool(heavy)
            players.update({s: pool.player(s) for s in heavy})
        except OSError:
            pool = None
    for s, (lv, seed) in heavy.items():
        players.setdefault(s, make_computer(lv, seed))
    return players, pool
