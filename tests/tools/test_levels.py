"""What ships is what players run: the all-seeing oracle is a measuring tool, not a level of the game.

Issue 28: "the oracle levels are public through make_player. Move it to a top-level tools folder
(outside engine/ and thousand_qt/) ... keep the bundle to what players run".
"""

import pathlib
import tomllib

import pytest
from setuptools import find_packages

import engine.ai
import tools.ai
from engine import Rules, new_game, to_act, view

ROOT = pathlib.Path(__file__).resolve().parents[2]
ORACLES = ["oracle", "oracle_bid", "oracle_play", "oracle_after", "oracle_talon"]


@pytest.mark.parametrize("level", ORACLES)
def test_the_game_cannot_make_an_oracle(level):
    with pytest.raises(ValueError, match="unknown level"):
        engine.ai.make_player(level, 1)
    assert level not in engine.ai.LEVELS


def test_the_game_levels_are_the_four_a_player_picks():
    # the levels the app offers (issue 28: "the app's levels are random/easy/normal/hard")
    assert engine.ai.LEVELS == ("random", "easy", "normal", "hard")


@pytest.mark.parametrize("level", ORACLES)
def test_the_tools_make_every_oracle_and_it_sees_the_game(level):
    g = new_game(Rules("russian"), 3, seed=2)
    p = tools.ai.make_player(level, 1, game=g)
    assert p.level == level
    assert p.game is g
    assert p.choose(view(g, to_act(g))) in view(g, to_act(g)).legal


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard"])
def test_the_tools_make_the_game_levels_as_the_game_does(level):
    assert type(tools.ai.make_player(level, 3)) is type(engine.ai.make_player(level, 3))


def test_an_unknown_level_is_refused_by_the_tools_too():
    with pytest.raises(ValueError, match="unknown level 'grandmaster'"):
        tools.ai.make_player("grandmaster")


def test_the_installed_packages_leave_the_tools_out():
    include = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["tool"]["setuptools"]["packages"]["find"][
        "include"
    ]
    shipped = find_packages(str(ROOT), include=include)
    assert "engine" in shipped and "thousand_qt" in shipped
    assert not [p for p in shipped if p.split(".")[0] in ("tools", "tests")], shipped
