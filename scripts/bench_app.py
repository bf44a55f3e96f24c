#!/usr/bin/env python3
"""Benchmarks of the desktop app (not tests): cold start to first frame, the longest GUI-thread
stall while computers think and play, peak memory, and the animation's frame times on a large
screen at a scale factor of 2. Prints JSON.

    python scripts/bench_app.py [--deals 3] [--level hard]
    python scripts/bench_app.py --frames [--screen 2560x1440 --scale 2 --frame-deals 2]
Offscreen unless a display is set (--frames: offscreen on a screen of --screen device pixels, or
the display's own screen, e.g. under ``xvfb-run -s "-screen 0 2560x1440x24"``).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import subprocess
import sys
import tempfile
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
from thousand_qt.window.main import MainWindow
from thousand_qt.game.controller import GameConfig
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
    from thousand_qt.game.controller import GameConfig
    from thousand_qt.game.players import ai_available
    from thousand_qt.window.main import MainWindow

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


def percentile(values, q: float):
    """The q-th percentile (0..100) by the nearest rank: a value that was measured, never one made up
    between two; None for no values."""
    if not values:
        return None
    ordered = sorted(values)
    rank = max(1, math.ceil(q / 100 * len(ordered)))
    return ordered[rank - 1]


def moving_intervals(frames) -> list:
    """Frame-to-frame times (ms) while cards move: ``frames`` is [(time_ms, moving, ...)] of each repaint
    in order; an interval counts when a card was on its way at both of its frames (a pause, or a
    computer's thinking, paints nothing and is no frame time of the animation)."""
    return [b[0] - a[0] for a, b in zip(frames, frames[1:]) if a[1] and b[1]]


def screen_platform(width: int, height: int) -> str:
    """QT_QPA_PLATFORM for an offscreen screen of width x height device pixels."""
    fd, path = tempfile.mkstemp(prefix="thousand-bench-screen-", suffix=".json")
    screen = {"name": "Bench", "x": 0, "y": 0, "width": width, "height": height}
    screen.update({"logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1})
    with os.fdopen(fd, "w") as f:
        json.dump({"screens": [screen]}, f)
    return "offscreen:configfile=" + path


def frame_times(screen: tuple, scale: float, deals: int, level: str) -> dict:
    """The animation's frames in a process of its own (QT_SCALE_FACTOR must be set before Qt starts)."""
    env = dict(os.environ, QT_SCALE_FACTOR=str(scale))
    if not env.get("DISPLAY") or env.get("QT_QPA_PLATFORM", "").startswith("offscreen"):
        env["QT_QPA_PLATFORM"] = screen_platform(*screen)
    out = subprocess.run(
        [sys.executable, __file__, "--frames-child", "--frame-deals", str(deals), "--level", level],
        env=env,
        capture_output=True,
        text=True,
        timeout=900,
    )
    if out.returncode != 0:
        raise RuntimeError(out.stderr[-2000:])
    return json.loads(out.stdout.strip().splitlines()[-1])


def frames_child(deals: int, level: str) -> dict:
    """Computers play ``deals`` deals at normal speed in the main window; every repaint of the table is
    timed (when it starts, how long it takes, whether a card was moving) and so is the theme's face
    rendering (a pixmap not yet in its cache is rendered from the SVG on the GUI thread)."""
    sys.path.insert(0, str(ROOT))
    from PySide6.QtCore import QElapsedTimer, QSettings
    from PySide6.QtGui import QGuiApplication

    import thousand_qt  # noqa: F401
    from thousand_qt import paths
    from thousand_qt.__main__ import _app, _run_until
    from thousand_qt.game.controller import GameConfig
    from thousand_qt.window.main import MainWindow

    tmp = tempfile.mkdtemp()
    # settings of its own: the window opens at the size a new player's does (the screen), not at the
    # size some earlier run left in the user's settings
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tmp)
    app = _app(["thousand"])
    app.setOrganizationName("ThousandBench")
    paths.set_data_dir(tmp)
    w = MainWindow()
    w.controller.autosave_enabled = False
    w.scene.speed = w.sheet.speed = w.controller.speed = 1.0
    w.think_ms = 0
    w.show()
    clock = QElapsedTimer()
    clock.start()
    frames, paints, faces = [], [], []
    moving = [False]
    rendering = [0.0]  # ms spent rendering faces in the paint under way

    def card_moving():
        return any(item.moving for item in w.scene.cards.values())

    view_paint = type(w.view).paintEvent

    def timed_paint(e):
        t, cpu = clock.nsecsElapsed(), time.thread_time()
        moving[0] = card_moving()
        rendering[0] = 0.0
        view_paint(w.view, e)
        done = clock.nsecsElapsed()
        frames.append((t / 1e6, moving[0], rendering[0], cpu * 1000))
        if moving[0]:
            paints.append((done - t) / 1e6)

    w.view.paintEvent = timed_paint
    theme_pixmap = w.theme.pixmap

    def timed_pixmap(code, width, dpr=1.0):
        before = len(w.theme._cache)
        t = clock.nsecsElapsed()
        pm = theme_pixmap(code, width, dpr)
        if len(w.theme._cache) != before:  # rendered from the SVG here, on the GUI thread
            faces.append((clock.nsecsElapsed() - t) / 1e6)
            rendering[0] += faces[-1]
        return pm

    w.theme.pixmap = timed_pixmap
    scored = []
    w.controller.dealScored.connect(scored.append)
    w.start(GameConfig(human=False, levels=[level] * 3, seed=7))
    _run_until(app, lambda: len(scored) >= deals, 600)
    w.close()
    gaps = moving_intervals(frames)
    # a late frame: one that came more than a 60 Hz frame (16.7 ms) after the one before it
    # with the GUI thread's own CPU time from one frame to the next: a late frame the thread spent
    # little of working was late because the timer woke it late (the OS, other processes)
    late = [
        (b[0] - a[0], b[2], b[3] - a[3])
        for a, b in zip(frames, frames[1:])
        if a[1] and b[1] and b[0] - a[0] > 1000 / 60
    ]
    screen = QGuiApplication.primaryScreen()

    def ms(v):
        return None if v is None else round(v, 1)

    return {
        "screen_px": [
            screen.geometry().width() * screen.devicePixelRatio(),
            screen.geometry().height() * screen.devicePixelRatio(),
        ],
        "device_pixel_ratio": screen.devicePixelRatio(),
        "window_logical": [w.width(), w.height()],
        # the player's own cards, the largest on the table, in device pixels
        "hand_card_px": round(100 * w.scene.geo.scale * w.view.devicePixelRatioF()),
        "deals": len(scored),
        "frames_while_moving": len(gaps),
        "frame_to_frame_ms": {
            "p50": ms(percentile(gaps, 50)),
            "p95": ms(percentile(gaps, 95)),
            "max": ms(max(gaps, default=None)),
        },
        "paint_ms": {
            "p50": ms(percentile(paints, 50)),
            "p95": ms(percentile(paints, 95)),
            "max": ms(max(paints, default=None)),
        },
        "late_frames": len(late),
        "late_frames_rendering_faces": sum(1 for _, r, _ in late if r > 0),
        "late_frames_gui_thread_busy_over_8ms": sum(1 for _, _, cpu in late if cpu > 8),
        "faces_rendered": len(faces),
        "face_render_ms": {
            "total": ms(sum(faces)),
            "p50": ms(percentile(faces, 50)),
            "max": ms(max(faces, default=None)),
        },
    }


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--deals", type=int, default=3)
    p.add_argument("--level", default="hard")
    p.add_argument("--speed", type=float, default=1.0)
    p.add_argument("--runs", type=int, default=5)
    p.add_argument("--frames", action="store_true", help="only the animation's frame times (see --screen, --scale)")
    p.add_argument("--screen", default="2560x1440", help="--frames: the screen in device pixels")
    p.add_argument("--scale", type=float, default=2.0, help="--frames: QT_SCALE_FACTOR")
    p.add_argument("--frame-deals", type=int, default=2, help="--frames: deals the computers play")
    p.add_argument("--frames-child", action="store_true", help=argparse.SUPPRESS)
    a = p.parse_args()
    if a.frames_child:
        print(json.dumps(frames_child(a.frame_deals, a.level)))
        return
    if a.frames:
        w, _, h = a.screen.partition("x")
        level = a.level if a.level != "hard" or "--level" in sys.argv else "random"
        print(json.dumps({"animation_frames": frame_times((int(w), int(h)), a.scale, a.frame_deals, level)}, indent=2))
        return

    out = {"cold_start_to_first_frame": cold_start(a.runs, tempfile.mkdtemp())}
    out["play"] = stall_and_memory(a.deals, a.level, a.speed)
    print(json.dumps(out, indent=2))


if __name__ == "__main__":
    main()
