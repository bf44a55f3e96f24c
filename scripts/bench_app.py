#!/usr/bin/env python3
"""Benchmarks of the desktop app (not tests): cold start to first frame, the longest GUI-thread
stall while computers think and play, peak memory. Prints JSON.

    python scripts/bench_app.py [--deals 3] [--level hard]
Offscreen unless a display is set.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

FIRST_FRAME = r"""
import sys, time, os
t0 = float(sys.argv[1])
sys.path.insert(0, sys.argv[2])
import thousand_qt
from PySide6.QtCore import QEvent, QObject, QTimer
from thousand_qt.__main__ import _app
app = _app(["thousand"])
from thousand_qt import paths
paths.set_data_dir(sys.argv[3])
from thousand_qt.mainwindow import MainWindow
from thousand_qt.controller import GameConfig
class F(QObject):
    def eventFilter(self, o, e):
        if e.type() == QEvent.Type.Paint:
            print(time.time() - t0, flush=True)
            QTimer.singleShot(0, app.quit)
        return False
w = MainWindow()
w.start(GameConfig(levels=["random", "random"], seed=1))
f = F(); w.view.viewport().installEventFilter(f)
w.show()
app.exec()
"""


def cold_start(runs: int, tmp: str) -> dict:
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen" if not os.environ.get("DISPLAY") else env.get("QT_QPA_PLATFORM", ""))
    times = []
    for _ in range(runs):
        t0 = time.time()
        out = subprocess.run(
            [sys.executable, "-c", FIRST_FRAME, str(t0), str(ROOT), tmp],
            env=env,
            capture_output=True,
            text=True,
            timeout=60,
        )
        lines = [x for x in out.stdout.split() if x.strip()]
        if lines:
            times.append(float(lines[-1]))
    return {"runs": len(times), "best_s": round(min(times), 3), "median_s": round(sorted(times)[len(times) // 2], 3)}


def stall_and_memory(deals: int, level: str, speed: float) -> dict:
    if not os.environ.get("DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(ROOT))
    import resource
    import tempfile

    from PySide6.QtCore import QElapsedTimer, QTimer

    import thousand_qt  # noqa: F401
    from thousand_qt import paths
    from thousand_qt.__main__ import _app, _run_until
    from thousand_qt.controller import GameConfig
    from thousand_qt.mainwindow import MainWindow
    from thousand_qt.players import ai_available

    app = _app(["thousand"])
    paths.set_data_dir(tempfile.mkdtemp())
    w = MainWindow()
    w.scene.speed = w.sheet.speed = w.controller.speed = speed
    w.think_ms = 0
    w.show()
    clock = QElapsedTimer()
    gaps = []
    where = []
    scored = []
    last = [0]
    thinking = [False]
    w.controller.thinking.connect(lambda s: thinking.__setitem__(0, s >= 0))

    def tick():
        now = clock.elapsed()
        if thinking[0]:
            gaps.append(now - last[0])
            where.append((now - last[0], now, len(scored)))
        last[0] = now

    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(tick)
    w.controller.dealScored.connect(scored.append)
    clock.start()
    timer.start()
    t0 = time.perf_counter()
    w.start(GameConfig(human=False, levels=[level] * 3, seed=5))
    _run_until(app, lambda: len(scored) >= deals, 900)
    elapsed = time.perf_counter() - t0
    timer.stop()
    stats = w.controller.source.stats
    gaps.sort()
    rss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    w.close()
    return {
        "computer_level": level if (level == "random" or ai_available()) else f"{level} (not installed: random)",
        "animation_speed": speed,
        "deals": len(scored),
        "seconds": round(elapsed, 1),
        "decisions": stats["decisions"],
        "longest_decision_ms": round(stats["longest_decision"] * 1000, 1),
        "gui_ticks_while_thinking": len(gaps),
        "longest_gui_stall_ms": round(max(gaps) - 5, 1) if gaps else None,
        "p99_gui_stall_ms": round(gaps[int(len(gaps) * 0.99)] - 5, 1) if gaps else None,
        "peak_rss_mb": round(rss_mb, 1),
        "longest_gui_stall_after_first_deal_ms": max((g for g, _, n in where if n >= 1), default=5) - 5,
        "worst_stalls_ms_at_ms": [[g - 5, t] for g, t, _ in sorted(where, reverse=True)[:3]],
    }


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--deals", type=int, default=3)
    p.add_argument("--level", default="hard")
    p.add_argument("--speed", type=float, default=1.0)
    p.add_argument("--runs", type=int, default=5)
    a = p.parse_args()
    import tempfile

    out = {"cold_start_to_first_frame": cold_start(a.runs, tempfile.mkdtemp())}
    out["play"] = stall_and_memory(a.deals, a.level, a.speed)
    print(json.dumps(out, indent=2))


if __name__ == "__main__":
    main()
