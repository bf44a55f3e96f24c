"""Issue 37, item 14: "at 1024×640 the Rules and Statistics windows are taller than the screen (their
Close is cut off); the Host dialog's agreements line ... clipped; 1001's description is cut in New game
after a two-player game". Each window
opened on a 1024×640 screen (``small_dialogs_run.py``, a process of its own): whole on the screen,
its buttons on it, no wrapped text cut short."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

RUN = Path(__file__).with_name("small_dialogs_run.py")
ROOT = Path(__file__).resolve().parents[2]


def test_the_windows_fit_a_1024_by_640_screen():
    env = {k: v for k, v in os.environ.items() if k not in ("QT_SCALE_FACTOR", "QT_QPA_PLATFORM")}
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    out = subprocess.run([sys.executable, str(RUN)], capture_output=True, text=True, timeout=180, env=env, cwd=ROOT)
    lines = [line for line in out.stdout.splitlines() if line.startswith("{")]
    assert out.returncode == 0 and lines, out.stderr[-3000:]
    report = json.loads(lines[-1])
    assert report["available"] == [1024, 640]
    assert set(report["windows"]) >= {"rules", "stats", "host", "join", "host (ru, agreements changed)"}
    assert {name: problems for name, problems in report["windows"].items() if problems} == {}
