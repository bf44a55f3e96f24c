"""Autosave: kill the process mid-game, resume at the same position; corrupt saves kept aside."""

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from thousand_qt import paths
from thousand_qt.game import autosave

ROOT = Path(__file__).resolve().parents[2]


def _env(data):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", THOUSAND_DATA_DIR=str(data))
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    return env


RUN = Path(__file__).with_name("save_run.py")  # the app's window in a process of its own, to be killed


def test_save_kill_resume_same_position(tmp_path):
    data = tmp_path / "d"
    p = subprocess.Popen(
        [sys.executable, str(RUN), "play", "23", "8"],
        cwd=ROOT,
        env=_env(data),
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    try:
        line = p.stdout.readline()  # printed once the last action is applied and saved
        steps = json.loads(line)["steps"]
        assert steps >= 23
        time.sleep(0.3)
    finally:
        p.kill()  # no clean shutdown: whatever is on disk is what we get
        p.wait(10)
    saved = json.loads((data / "autosave.json").read_text())
    assert sum(len(d["actions"]) for d in saved["deals"]) == steps
    out = subprocess.run(
        [sys.executable, str(RUN), "resume"],
        cwd=ROOT,
        env=_env(data),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out.returncode == 0, out.stderr
    got = json.loads(out.stdout)
    saved.pop("app")
    assert got["record"] == saved
    assert got["view"]["legal"]  # someone is to act: the game goes on from here


def test_resume_in_window_restores_table_and_sheet(qtbot, window):
    from thousand_qt.game.controller import GameConfig

    deals = []
    window.controller.dealScored.connect(deals.append)
    window.start(GameConfig(seat=0, levels=["random", "random"], seed=3, human=False))
    qtbot.waitUntil(lambda: len(deals) >= 2, timeout=20000)
    window.controller.source.stop()
    rec = autosave.load()
    assert rec is not None and rec["app"]["seat"] == 0
    rows = window.controller.scores.rowCount()
    before = window.controller.source.record()
    window.resume(rec)
    assert window.controller.source.record()["deals"] == rec["deals"] or len(
        window.controller.source.record()["deals"]
    ) >= len(before["deals"])
    assert window.controller.scores.rowCount() >= rows - 1


def _capture_boxes(monkeypatch):
    """Message boxes shown instead of run: (title, text, details) of each."""
    shown = []
    monkeypatch.setattr(
        QMessageBox,
        "exec",
        lambda box: shown.append((box.windowTitle(), box.text(), box.detailedText())) or QMessageBox.StandardButton.Ok,
    )
    return shown


def test_corrupt_save_is_moved_aside_with_a_message(qtbot, window, monkeypatch):
    save = autosave.save_path()
    save.write_text('{"format": 1, "deals": [{"dealer": 0, "hands": "garbage"}]}')
    shown = _capture_boxes(monkeypatch)
    assert window.offer_resume() is False
    assert len(shown) == 1 and "could not be read" in shown[0][1]
    assert "hands" in shown[0][2]  # the engine's reason, under Show Details
    assert not save.exists()
    kept = list(paths.data_dir().glob("autosave.corrupt-*.json"))
    assert len(kept) == 1 and "garbage" in kept[0].read_text()


def test_not_json_save_and_import(qtbot, window, monkeypatch, tmp_path):
    autosave.save_path().write_bytes(b"\xff\xfe not json")
    try:
        autosave.load()
        raise AssertionError("expected CorruptSave")
    except autosave.CorruptSave as e:
        assert e.moved_to.exists()
    bad = tmp_path / "bad.json"
    bad.write_text("[1, 2]")
    msgs = _capture_boxes(monkeypatch)
    assert window.import_path(bad) is False and len(msgs) == 1
    assert bad.exists()


def test_export_import_round_trip(qtbot, window, tmp_path):
    from thousand_qt.game.controller import GameConfig

    window.start(GameConfig(seat=0, levels=["random", "random"], seed=4, dealer=2))
    qtbot.waitUntil(lambda: bool(window.controller.human_legal()), timeout=10000)
    window.controller.act(window.controller.human_legal()[0])
    path = tmp_path / "game.json"
    window.controller.export_record(path)
    rec = json.loads(path.read_text())
    # the record as the spec has it, and the app's own key with the seats' levels (issue 37, item 5)
    assert rec["format"] == 1 and rec["app"]["levels"] == {"1": "random", "2": "random"}
    assert window.import_path(path)
    assert window.controller.source.record()["deals"][0]["actions"][0] == rec["deals"][0]["actions"][0]


def test_corrupt_save_message_is_all_in_the_players_language(qtbot, window, monkeypatch, qapp):
    """The engine's reason is English: it goes under Show Details, never into a Russian sentence."""
    from thousand_qt.words import i18n

    autosave.save_path().write_text('{"format": 1, "deals": [{"dealer": 0, "hands": "garbage"}]}')
    shown = _capture_boxes(monkeypatch)
    i18n.install_language(qapp, "ru")
    try:
        assert window.offer_resume() is False
        bad = paths.data_dir() / "bad.json"
        bad.write_text("{")
        assert window.import_path(bad) is False
    finally:
        i18n.install_language(qapp, "en")
    assert len(shown) == 2
    for _title, text, details in shown:
        assert details  # the reason is there for whoever wants it
        assert not any(word in text for word in ("hands", "JSON", "deal 0", "not valid")), text
        assert any("а" <= ch <= "я" for ch in text.lower()), text


@pytest.mark.parametrize(
    "app_meta",
    [
        {"seat": "x"},
        "junk",
        [1],
        {"levels": {"a": "hard"}},
        {"levels": ["hard"]},
        {"seat": 7},
        {"seat": -1},
        {"seat": True},
        {"levels": {"1": "superhard"}},
        {"human": "no"},
    ],
)
def test_resume_survives_a_damaged_app_key(qtbot, window, app_meta):
    """The record replays, but the app's own key (seat, levels) is damaged: the game goes on with the
    human at seat 0 and a computer in every other seat."""
    from thousand_qt.game.controller import GameConfig

    window.start(GameConfig(seat=0, levels=["random", "random"], seed=4, dealer=2, human=False))
    qtbot.waitUntil(lambda: len(window.controller.source.record()["deals"][0]["actions"]) >= 3, timeout=10000)
    window.controller.source.stop()
    rec = dict(window.controller.source.record(), app=app_meta)
    autosave.save(rec)
    loaded = autosave.load()
    window.resume(loaded)
    c = window.controller
    assert c.source.seat in range(3)
    assert set(c.source.bots) | {c.source.seat} == {0, 1, 2}
