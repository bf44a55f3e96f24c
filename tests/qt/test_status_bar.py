"""The status bar: the last game's result does not stay under the next game."""

import pytest
from helpers import human_turn

from thousand_qt.controller import GameConfig


def _finish_a_game(qtbot, window):
    window.start(GameConfig(seat=0, levels=["random", "random"], seed=4, dealer=2))
    qtbot.waitUntil(lambda: human_turn(window), timeout=10000)
    window.controller.gameOver.emit([1])  # what the controller says when the game ends
    assert window.statusBar().currentMessage() == "Game over — winner: Computer 1"


@pytest.mark.parametrize("how", ["new game", "resume", "import", "join"])
def test_game_over_line_is_cleared_when_another_game_starts(qtbot, window, tmp_path, how):
    window.controller.autosave_enabled = False
    _finish_a_game(qtbot, window)
    record = window.controller.source.record()
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
        from thousand_qt.source import LocalGameSource

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
