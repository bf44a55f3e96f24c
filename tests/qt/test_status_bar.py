"""The status bar: the last game's result does not stay under the next game."""

import random

import pytest
from helpers import human_turn

from thousand_qt.game.controller import GameConfig


def _finish_a_game(qtbot, window) -> dict:
    """A real game played to its end: carried over from 950 each, so one or two deals decide it.
    Returns its record at the player's first turn (a game still under way)."""
    over, under_way = [], []
    window.controller.gameOver.connect(over.append)
    start = {"scores": [950, 950, 950]}
    window.start(GameConfig(seat=0, levels=["random", "random"], seed=4, dealer=2, start=start))
    rnd = random.Random(4)

    def play_on():  # the player's seat takes a random legal action whenever it is his turn
        if human_turn(window):
            under_way[:] = under_way or [window.controller.source.record()]
            window.controller.act(rnd.choice(window.controller.human_legal()))
        return bool(over)

    qtbot.waitUntil(play_on, timeout=30000)
    # seeds/000 (pagat.com): "the goal is to reach a cumulative score of 1000 points or more"
    totals = window.controller.table.scores
    winners = [s for s, t in enumerate(totals) if t >= 1000]
    assert over[0] == winners
    names = ", ".join(window.controller.table.names[s] for s in winners)
    assert window.statusBar().currentMessage() == f"Game over — winner: {names}"
    dialog = getattr(window, "game_over_dialog", None)
    if dialog is not None:
        dialog.close()
    return under_way[0]


@pytest.mark.parametrize("how", ["new game", "resume", "import", "join"])
def test_game_over_line_is_cleared_when_another_game_starts(qtbot, window, tmp_path, how):
    window.controller.autosave_enabled = False
    record = _finish_a_game(qtbot, window)
    if how == "new game":
        window.start(GameConfig(seat=0, levels=["random", "random"], seed=5))
    elif how == "resume":
        window.resume(record)
    elif how == "import":
        import json

        path = tmp_path / "game.json"
        path.write_text(json.dumps(record), encoding="utf-8")
        assert window.import_path(str(path))
    else:  # a LAN table hands the window its source
        from thousand_qt.game.source import LocalGameSource

        window.play_source(
            LocalGameSource.from_record(record, 0, {1: "random", 2: "random"}), {"seat": 0, "human": True}
        )
    qtbot.waitUntil(lambda: human_turn(window), timeout=10000)
    assert "Game over" not in window.statusBar().currentMessage()


def test_other_messages_are_left_alone(qtbot, window):
    window.controller.autosave_enabled = False
    window.start(GameConfig(seat=0, levels=["random", "random"], seed=4, dealer=2))
    window.statusBar().showMessage("a message of the moment", 6000)
    window.start(GameConfig(seat=0, levels=["random", "random"], seed=5))
    assert window.statusBar().currentMessage() == "a message of the moment"
