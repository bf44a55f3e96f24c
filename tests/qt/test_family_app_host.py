"""Network ▸ Host a table… remembers the game the host last opened a table for (as New game keeps its own)."""

from __future__ import annotations


def host_dialog(qtbot):
    from thousand_qt.net.host_dialog import HostDialog

    dlg = HostDialog()
    qtbot.addWidget(dlg)
    return dlg


def test_the_host_dialog_opens_on_the_game_last_hosted(qtbot):
    from thousand_qt import settings

    settings.put("game/id", "sixty_six")  # New game's last choice
    first = host_dialog(qtbot)
    assert first.game.currentData() == "sixty_six"  # nothing hosted yet: New game's game
    first.game.setCurrentIndex(first.game.findData("russeln"))
    first.players.setCurrentIndex(first.players.findData(3))
    first.accept()

    again = host_dialog(qtbot)
    assert again.game.currentData() == "russeln"
    assert again.players.currentData() == 3
    assert again.rules().game == "russeln"
    assert settings.get("game/id") == "sixty_six"  # New game keeps its own choice


def test_a_saved_games_game_is_not_the_hosts_choice(qtbot, tmp_path):
    """A table that goes on with a saved game takes the record's game; the next fresh table is
    offered the game the host chose himself."""
    import json

    from engine import Rules
    from engine.game import new_game
    from engine.record import to_record
    from thousand_qt import settings

    settings.put("lan/game", "draw")
    g = new_game(Rules(game="russeln"), 3, seed=2, names=["Anna", "Marek", "Olga"])
    path = tmp_path / "russeln.json"
    path.write_text(json.dumps(to_record(g)), encoding="utf-8")
    dlg = host_dialog(qtbot)
    assert dlg.game.currentData() == "draw"
    assert dlg.load_saved(str(path)) and dlg.game.currentData() == "russeln"
    dlg.accept()
    assert host_dialog(qtbot).game.currentData() == "draw"


def test_a_hosted_game_this_engine_does_not_play_falls_back(qtbot):
    from thousand_qt import settings

    settings.put("game/id", "draw")
    settings.put("lan/game", "skat")  # a later version's game, or a damaged setting
    assert host_dialog(qtbot).game.currentData() == "draw"
