"""Issue 25: the names the app makes up ("You", "Computer 1") follow the language, also in a game
resumed from a save written in another language; names people typed stay as typed.

Expected names are the translations in translations/thousand_<lang>.ts (context Controller):
You → Вы / Ty / Ви, Computer %1 → Компьютер %1 / Komputer %1 / Комп'ютер %1."""

import json

from PySide6.QtCore import Qt

from thousand_qt.game import autosave
from thousand_qt.game.controller import GameConfig
from thousand_qt.window.main import MainWindow
from thousand_qt.words import i18n

YOU = {"en": "You", "ru": "Вы", "pl": "Ty", "uk": "Ви"}
COMPUTER = {"en": "Computer %1", "ru": "Компьютер %1", "pl": "Komputer %1", "uk": "Комп'ютер %1"}


def expected(lang, you=None):
    return [you or YOU[lang]] + [COMPUTER[lang].replace("%1", str(n)) for n in (1, 2)]


def sheet_header(w):
    m = w.controller.scores
    return [m.headerData(i, Qt.Orientation.Horizontal) for i in range(m.columnCount())]


def window(qtbot):
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    return w


def test_the_default_name_is_you_in_the_players_language(qtbot, qapp, english):
    i18n.install_language(qapp, "ru")
    w = window(qtbot)
    w.controller.autosave_enabled = False
    w.start(GameConfig(levels=["random", "random"], seed=4))  # as the app starts with no name typed
    assert w.controller.table.names == expected("ru")
    for lang in ("pl", "en", "uk"):
        i18n.install_language(qapp, lang)
        qapp.processEvents()
        assert w.controller.table.names == expected(lang)
        assert sheet_header(w) == expected(lang)
    w.controller.shutdown()


def test_the_new_game_dialog_leaves_an_empty_name_to_the_language(qtbot, qapp, english):
    from thousand_qt.dialogs.new_game import NewGameDialog

    i18n.install_language(qapp, "pl")
    d = NewGameDialog()
    qtbot.addWidget(d)
    d.name.setText("")
    cfg = d.config()
    i18n.install_language(qapp, "en")
    assert cfg.names() == expected("en")


def _saved_in(lang, qtbot, qapp, config):
    i18n.install_language(qapp, lang)
    w = window(qtbot)
    w.start(config)
    qtbot.waitUntil(lambda: autosave.flush() and autosave.save_path().exists(), timeout=10000)
    w.controller.shutdown()
    w.close()
    return json.loads(autosave.save_path().read_text(encoding="utf-8"))


def test_a_save_written_in_ukrainian_resumes_in_english(qtbot, qapp, english):
    saved = _saved_in("uk", qtbot, qapp, GameConfig(levels=["random", "random"], seed=6))
    assert saved["names"] == expected("uk")  # the record keeps the names as they were shown
    i18n.install_language(qapp, "en")
    w = window(qtbot)
    w.resume(autosave.load())
    assert w.controller.table.names == expected("en")
    assert sheet_header(w) == expected("en")
    w.controller.shutdown()


def test_an_old_save_without_the_made_up_seats_is_recognised(qtbot, qapp, english):
    """A save from before the app kept which names it made up: recognised by the text, in any language."""
    saved = _saved_in("uk", qtbot, qapp, GameConfig(levels=["random", "random"], seed=6))
    saved["app"].pop("made_up")
    autosave.save(saved)
    i18n.install_language(qapp, "en")
    w = window(qtbot)
    w.resume(autosave.load())
    assert w.controller.table.names == expected("en")
    w.controller.shutdown()


def test_typed_names_stay_as_typed(qtbot, qapp, english):
    # someone may well call themselves "Komputer 1": at their own seat it is their name
    saved = _saved_in("pl", qtbot, qapp, GameConfig(name="Komputer 1", levels=["random", "random"], seed=6))
    i18n.install_language(qapp, "ru")
    w = window(qtbot)
    w.resume(autosave.load())
    assert w.controller.table.names == expected("ru", you="Komputer 1")
    saved["app"].pop("made_up")  # also when told apart by the text alone
    autosave.save(saved)
    w.resume(autosave.load())
    assert w.controller.table.names == expected("ru", you="Komputer 1")
    w.controller.shutdown()


def test_placeholder_seats_before_a_game_are_in_the_language(qtbot, qapp, english):
    from thousand_qt.game.models import ScoreModel, TableModel

    i18n.install_language(qapp, "ru")
    assert "Player" not in " ".join(TableModel().names + ScoreModel().names)
