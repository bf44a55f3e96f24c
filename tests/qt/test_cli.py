"""The command line: --version, --self-test, --autoplay."""

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def run(args, tmp_path, timeout=120):
    env = dict(
        os.environ, QT_QPA_PLATFORM="offscreen", THOUSAND_DATA_DIR=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "cfg")
    )
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    return subprocess.run(
        [sys.executable, "-m", "thousand_qt", *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=timeout
    )


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


# ---------------------------------------------------------------- wrong arguments (issue 25)
# argparse's own contract: a usage error exits 2 with "invalid choice" and the choices on stderr


def test_unknown_level_is_a_usage_error_naming_the_levels(tmp_path):
    from thousand_qt.game.players import levels

    out = run(["--self-test", "--level", "bogus"], tmp_path)
    assert out.returncode == 2 and "Traceback" not in out.stderr
    assert "invalid choice: 'bogus'" in out.stderr
    assert all(repr(lv) in out.stderr for lv in levels())  # the engine's levels, not a list of our own


def test_unknown_preset_is_a_usage_error_naming_the_presets(tmp_path):
    from engine.agreements import presets_of

    for args in (["--preset", "nonsense"], ["--autoplay", "1", "--preset", "nonsense"]):
        out = run(args, tmp_path)
        assert out.returncode == 2 and "Traceback" not in out.stderr, out.stderr
        assert "invalid choice: 'nonsense'" in out.stderr
        assert all(repr(p.id) in out.stderr for p in presets_of("thousand"))


def test_every_option_has_help_text():
    from thousand_qt.__main__ import _parser

    shown = [a for a in _parser()._actions if a.help != "==SUPPRESS=="]
    assert {"--seed", "--players", "--level", "--preset"} <= {o for a in shown for o in a.option_strings}
    for action in shown:
        assert action.help and len(action.help.split()) >= 3, f"{action.option_strings} has no help text"


def _no_display_env(tmp_path):
    env = dict(os.environ, THOUSAND_DATA_DIR=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "cfg"))
    for key in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"):
        env.pop(key, None)
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    return env


def test_autoplay_without_a_display_says_to_use_offscreen(tmp_path):
    out = subprocess.run(
        [sys.executable, "-m", "thousand_qt", "--autoplay", "1"],
        cwd=ROOT,
        env=_no_display_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out.returncode == 2
    assert "QT_QPA_PLATFORM=offscreen" in out.stderr
    assert "plugin" not in out.stderr.lower()  # not Qt's "no Qt platform plugin could be initialized"


def test_self_test_without_a_display_runs_offscreen(tmp_path):
    out = subprocess.run(
        [sys.executable, "-m", "thousand_qt", "--self-test"],
        cwd=ROOT,
        env=_no_display_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout.strip().splitlines()[-1])["self_test"] == "ok"


def test_the_test_only_options_are_not_the_apps(tmp_path):
    """The tests' hooks live in tests/qt/save_run.py: the app's command line is what players use."""
    for option in (["--play-steps", "3"], ["--print-resume"]):
        out = run(option, tmp_path)
        assert out.returncode == 2 and "unrecognized arguments" in out.stderr, option
