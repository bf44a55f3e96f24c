"""The pure parts of scripts/record_deal.py and scripts/bench_app.py (issue 37's Proof): which frames a
contact sheet shows and how they are labelled, the screen size and the free X display, and the
percentiles the animation bench reports."""

import argparse
import importlib.util
from pathlib import Path

import pytest

SCRIPTS = Path(__file__).resolve().parents[2] / "scripts"


def _load(name):
    spec = importlib.util.spec_from_file_location(name, SCRIPTS / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


record_deal = _load("record_deal")
bench_app = _load("bench_app")


def test_a_sheet_shows_every_nth_frame_and_always_the_last():
    # 15 fps, a tile a second: frames 1, 16, 31 (0 s, 1 s, 2 s) and the last one, 40 (2.6 s)
    assert record_deal.sheet_frames(40, 15) == [1, 16, 31, 40]
    assert record_deal.sheet_frames(31, 15) == [1, 16, 31]
    assert record_deal.sheet_frames(0, 15) == []


def test_a_sheet_of_a_moment_starts_and_ends_at_the_seconds_given():
    # frame n is at (n - 1) / 15 s: 3 s is frame 46, 4 s frame 61
    assert record_deal.sheet_frames(552, 5, start=3, stop=4) == [46, 51, 56, 61]
    assert record_deal.sheet_frames(552, 1, start=40, stop=50) == []  # past the end: nothing


def test_a_tile_is_labelled_with_its_frame_and_its_time():
    assert record_deal.frame_label(1) == "#1 0.00s"
    assert record_deal.frame_label(46) == "#46 3.00s"
    args = record_deal.montage_args(Path("/f"), [1, 16], Path("/o.png"), columns=6)
    assert args[:4] == ["montage", "-label", "#1 0.00s", "/f/00001.png"]
    assert args[4:7] == ["-label", "#16 1.00s", "/f/00016.png"] and args[-1] == "/o.png"
    assert args[args.index("-tile") + 1] == "6x"


def test_the_screen_size_is_width_by_height():
    assert record_deal.parse_size("1366x768") == (1366, 768)
    with pytest.raises(argparse.ArgumentTypeError):
        record_deal.parse_size("13x7")


def test_the_display_taken_is_one_no_x_server_holds(tmp_path):
    (tmp_path / ".X11-unix").mkdir()
    (tmp_path / ".X9-lock").write_text("1")
    (tmp_path / ".X11-unix" / "X10").write_text("")
    assert record_deal.free_display(9, str(tmp_path)) == 11


def test_percentiles_are_measured_values_by_nearest_rank():
    # nearest rank: the p-th percentile of n values is the ceil(p/100 * n)-th smallest
    values = [float(v) for v in range(1, 21)]  # 1..20
    assert bench_app.percentile(values, 50) == 10
    assert bench_app.percentile(values, 95) == 19
    assert bench_app.percentile(values, 100) == 20
    assert bench_app.percentile([], 95) is None


def test_frame_times_count_only_while_cards_move():
    # a pause (nothing moves, nothing painted for 700 ms) is no frame time of the animation
    frames = [(0, True), (16, True), (33, True), (733, False), (750, True), (766, True)]
    assert bench_app.moving_intervals(frames) == [16, 17, 16]
