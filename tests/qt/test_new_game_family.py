"""New game offers the family's games (issue 30/31): the games the engine plays, each with its
description, its seat counts (data/games.toml's `seats`), its presets only; the Agreements dialog of a
game shows that game's agreements only and saves them for it; the CLI's --game."""

import pytest

from engine.agreements import GAMES, agreements_of, presets_of
from engine.game import playable_games
from thousand_qt import settings
from thousand_qt.dialogs.agreements import AgreementsDialog
from thousand_qt.dialogs.new_game import NewGameDialog
from thousand_qt.words import i18n


def combo_data(combo) -> list:
    return [combo.itemData(i) for i in range(combo.count())]


def test_new_game_offers_the_games_the_engine_plays_with_their_description(qtbot):
    d = NewGameDialog()
    qtbot.addWidget(d)
    assert combo_data(d.game) == playable_games()
    for i, gid in enumerate(playable_games()):
        d.game.setCurrentIndex(i)
        assert d.game.itemText(i) == i18n.catalogue(GAMES[gid].title)
        assert d.description.text() == i18n.catalogue(GAMES[gid].description)
        # games.toml: "seats (the numbers of players it is played by)"; a preset belongs to one game
        assert combo_data(d.players) == list(GAMES[gid].seats)
        assert combo_data(d.preset) == [p.id for p in presets_of(gid)]


def test_new_game_remembers_the_game_and_builds_its_rules(qtbot):
    d = NewGameDialog()
    qtbot.addWidget(d)
    game = playable_games()[-1]
    d.game.setCurrentIndex(d.game.findData(game))
    d.accept()
    cfg = d.config()
    assert settings.get("game/id") == game and settings.current_game() == game
    assert cfg.game == game and cfg.players in GAMES[game].seats
    again = NewGameDialog()
    qtbot.addWidget(again)
    assert again.game.currentData() == game


def test_a_remembered_game_the_engine_does_not_play_falls_back_to_1000(qtbot):
    unplayed = [g for g in GAMES if g not in playable_games()]
    if not unplayed:
        pytest.skip("the engine plays every game of the family")
    settings.put("game/id", unplayed[0])
    assert settings.current_game() == "thousand"
    d = NewGameDialog()
    qtbot.addWidget(d)
    assert d.game.currentData() == "thousand"


def test_the_player_count_offered_is_one_the_game_is_played_by(qtbot):
    settings.put("game/players", 4)
    assert settings.players_of("thousand") == 4
    two_seated = [g for g in GAMES if GAMES[g].seats == (2,)]
    # 1000 with four players remembered: a two-player game still offers two (games.toml: seats = [2])
    assert all(settings.players_of(g) == 2 for g in two_seated)


def test_agreements_of_another_game_are_its_own_and_saved_for_it(qtbot):
    """The Sixty-Six table's agreements: only agreements_of('sixty_six'), its presets only; saving them
    leaves 1000's choice as it was (a preset belongs to one game)."""
    settings.put_rules("thousand", "polish", {"barrel_at": 950})
    d = AgreementsDialog(game="sixty_six")
    qtbot.addWidget(d)
    assert set(d.editors) == {a.id for a in agreements_of("sixty_six")}
    assert combo_data(d.preset) == [p.id for p in presets_of("sixty_six")]
    d.accept()
    assert settings.rules_choice("sixty_six") == (GAMES["sixty_six"].preset, {})
    assert settings.rules_choice("thousand") == ("polish", {"barrel_at": 950})


def test_a_saved_choice_that_is_not_the_games_is_not_used():
    """A preset of another game saved under a game's key (a hand-edited settings file) gives the game's own."""
    settings.put("rules/preset", "sixty_six")
    assert settings.rules_choice("thousand") == ("russian", {})


def test_the_new_game_agreements_button_edits_the_chosen_games_agreements(qtbot):
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    d = NewGameDialog()
    qtbot.addWidget(d)
    d.show()
    seen = []

    def answer():
        dlg = QApplication.activeModalWidget()
        seen.append(dlg.game_id)
        dlg.preset.setCurrentIndex(dlg.preset.count() - 1)
        dlg.accept()

    QTimer.singleShot(0, answer)
    d.edit_agreements()
    game = d.game.currentData()
    assert seen == [game]
    # the preset chosen there is New game's now, and saved for that game
    assert d.preset.currentData() == presets_of(game)[-1].id == settings.rules_choice(game)[0]


def test_cli_game_choices_and_player_counts(capsys):
    from thousand_qt.__main__ import _choose_game, _parser

    p = _parser()
    args = p.parse_args(["--autoplay", "1", "--game", "thousand"])
    _choose_game(p, args)
    assert (args.game, args.players) == ("thousand", 3)
    args = p.parse_args(["--autoplay", "1", "--preset", "polish", "--players", "4"])
    _choose_game(p, args)
    assert (args.game, args.players) == ("thousand", 4)
    with pytest.raises(SystemExit):
        _choose_game(p, p.parse_args(["--autoplay", "1", "--game", "thousand", "--players", "2"]))
    assert "thousand is played by 3 or 4 players, not 2" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        p.parse_args(["--autoplay", "1", "--game", "no_such_game"])


def test_a_game_the_computer_levels_cannot_play_offers_the_beginner_and_says_so(qtbot):
    from thousand_qt.game.players import levels, levels_of

    others = [g for g in playable_games() if levels_of(g) == ["random"]]
    if not others:
        pytest.skip("the computer levels play every game the engine plays")
    d = NewGameDialog()
    qtbot.addWidget(d)
    d.game.setCurrentIndex(d.game.findData(others[0]))
    assert all(combo_data(c) == ["random"] for c in d.levels)
    assert "every computer plays as a beginner" in d.note.text()
    d.game.setCurrentIndex(d.game.findData("thousand"))
    assert combo_data(d.levels[0]) == levels()
    assert "do not play this game" not in d.note.text()


def test_rules_choice_without_a_game_is_1000s_whatever_game_new_game_remembers():
    """settings.rules_choice() without a game is 1000's (the rules page reads it so; the LAN host asks
    for its chosen game): choosing Sixty-Six in New game does not change what it answers."""
    from engine import Rules

    settings.put("game/id", "sixty_six")
    settings.put_rules("sixty_six", "sixty_six", {})
    assert Rules(*settings.rules_choice()).game == "thousand"
