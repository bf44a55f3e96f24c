"""tools.ai.floor: the spread of a declarer's double-dummy value over talons and splits."""

import json
import random

import pytest

from engine import cards as C
from tools.ai import floor


def test_a_hand_of_aces_and_tens_takes_everything_whatever_the_split():
    top = C.ACES | C.RANK_MASK[C.TEN]
    others = [c for c in range(24) if not top >> c & 1]
    given, rest = (others[0], others[1]), others[2:]
    vals = floor.values(top, given, rest, 5, random.Random(1))
    assert vals == [120] * 5


def test_random_hands_depend_on_the_talon_and_the_split():
    out = floor.measure(hands=3, talons=3, splits=3, seed=2)
    assert out["hands"] == 3
    assert out["sd_talon"] > 0 and out["sd_split"] > 0
    assert out["sd_between_hands"] > 0


def test_the_command_prints_json_and_names_bad_counts(capsys):
    assert floor.main(["--hands", "1", "--talons", "2", "--splits", "2", "--seed", "3"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert set(out) >= {"sd_talon", "sd_split", "near_bid"}
    with pytest.raises(SystemExit):
        floor.main(["--talons", "1"])
    assert "--talons" in capsys.readouterr().err
