"""The command line: --version, --self-test, --autoplay."""

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def run(args, tmp_path, timeout=120):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", THOUSAND_DATA_DIR=str(tmp_path),
               XDG_CONFIG_HOME=str(tmp_path / "cfg"))
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    return subprocess.run([sys.executable, "-m", "thousand_qt", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=timeout)


def test_version(tmp_path):
    from thousand_qt import __version__
    out = run(["--version"], tmp_path)
    assert out.returncode == 0 and __version__ in out.stdout


def test_self_test(tmp_path):
    out = run(["--self-test"], tmp_path)
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout.strip().splitlines()[-1])["self_test"] == "ok"


def test_autoplay_one_game(tmp_path):
    out = run(["--autoplay", "1", "--seed", "2", "--preset", "russian"], tmp_path, timeout=170)
    assert out.returncode == 0, out.stderr
    res = json.loads(out.stdout.strip().splitlines()[-1])
    game = res["games"][0]
    assert game["finished"] and len(game["totals"]) == 3 and max(game["totals"]) >= 1000
