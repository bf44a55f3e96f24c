"""Switching the language at run time: EN → RU → PL → UK and back, without a restart."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt

from thousand_qt.words import i18n

EXPECT = {
    "en": {
        "title": "Thousand",
        "game": "&Game",
        "agreements": "&Agreements…",
        "dock": "Score sheet",
        "computer": "Computer 1",
        "rules": "Rules of Thousand",
    },
    "ru": {
        "title": "Тысяча",
        "game": "&Игра",
        "agreements": "&Договорённости…",
        "dock": "Запись очков",
        "computer": "Компьютер 1",
        "rules": "Правила «Тысячи»",
    },
    "pl": {
        "title": "Tysiąc",
        "game": "&Gra",
        "agreements": "&Ustalenia…",  # issue 38: «umowy» reads as contracts
        "dock": "Zapis punktów",
        "computer": "Komputer 1",
        "rules": "Zasady Tysiąca",
    },
    "uk": {
        "title": "Тисяча",
        "game": "&Гра",
        "agreements": "&Домовленості…",
        "dock": "Запис очок",
        "computer": "Комп'ютер 1",
        "rules": "Правила «Тисячі»",
    },
}


def _texts(w):
    """Every text of the main window a player can read without opening anything."""
    out = [w.windowTitle(), w.dock.windowTitle()]
    for a in w.menuBar().actions():
        out.append(a.text())
        if a.menu():
            out += [x.text() for x in a.menu().actions() if not x.isSeparator()]
    return out


def _agreements_action(w):
    return next(a for a in w.findChildren(type(w.new_action)) if a.objectName() == "agreementsAction")


def test_switch_en_ru_pl_uk_at_run_time(english, qtbot, qapp):
    from thousand_qt.game.controller import GameConfig
    from thousand_qt.window.main import MainWindow

    w = MainWindow()
    qtbot.addWidget(w)
    w.controller.autosave_enabled = False
    w.show()
    w.start(GameConfig(players=3, seed=5, levels=["random", "random"]))
    qtbot.wait(50)
    seen = {}
    for lang in ("en", "ru", "pl", "uk", "en"):
        i18n.install_language(qapp, lang)
        qapp.processEvents()
        e = EXPECT[lang]
        assert i18n.current_language() == lang
        assert w.windowTitle() == e["title"]
        assert w.menuBar().actions()[0].text() == e["game"]
        assert _agreements_action(w).text() == e["agreements"]
        assert w.dock.windowTitle() == e["dock"]
        # the score sheet's header: default computer names follow the language
        model = w.controller.scores
        assert e["computer"] in [model.headerData(i, Qt.Orientation.Horizontal) for i in range(model.columnCount())]
        assert e["computer"] in w.controller.table.names
        texts = _texts(w)
        if lang in seen:
            assert texts == seen[lang]  # back to English: the very same texts
        for other, prev in seen.items():
            if other != lang:
                changed = [a != b for a, b in zip(texts, prev)]
                assert sum(changed) > len(texts) // 2, f"{lang} vs {other}: most texts should differ"
        seen[lang] = texts
    w.controller.shutdown()


def test_settings_language_choice_is_applied(english, qtbot, qapp):
    from thousand_qt import settings
    from thousand_qt.dialogs.preferences import SettingsDialog

    d = SettingsDialog()
    qtbot.addWidget(d)
    codes = [d.language.itemData(i) for i in range(d.language.count())]
    assert {"", "en", "ru", "pl", "uk"} <= set(codes)
    d.language.setCurrentIndex(d.language.findData("pl"))
    d.accept()
    assert settings.get("language") == "pl"
    i18n.install_language(qapp, settings.get("language"))
    assert QCoreApplication.translate("Dialogs", "Settings") == "Ustawienia"
    # Qt's own dialogs are translated too
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Anuluj"


def test_system_language_is_the_default(english, qapp, monkeypatch):
    from PySide6.QtCore import QLocale

    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("uk_UA")))
    assert i18n.system_language() == "uk"
    i18n.install_language(qapp, "")
    assert i18n.current_language() == "uk"
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("be_BY")))
    assert i18n.system_language() == "ru"
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("de_DE")))
    assert i18n.system_language() == "en"


@pytest.mark.parametrize("lang", ["ru", "pl", "uk"])
def test_catalogue_plurals_and_numbers(english, qapp, lang):
    i18n.install_language(qapp, lang)
    from engine import CATALOGUE, GROUPS

    for a in CATALOGUE.values():
        assert i18n.catalogue(a.title) != a.title or a.title in ("Barrel",)
        assert i18n.catalogue(a.explanation) != a.explanation
    assert all(i18n.catalogue(g) != g for g in GROUPS.values())
    forms = [QCoreApplication.translate("ScoreModel", "penalty: %n point(s)", None, n) for n in (1, 2, 5)]
    assert len(set(w.split()[-1] for w in forms)) == 3  # one, few, many
    assert [f.split()[-2] for f in forms] == ["1", "2", "5"]
    assert i18n.number(-120) in ("-120", "−120")


def test_agreements_dialog_shows_translated_catalogue(english, qtbot, qapp):
    i18n.install_language(qapp, "ru")
    from engine.agreements import agreements_of
    from engine.game import playable_games
    from thousand_qt.dialogs.agreements import AgreementsDialog

    d = AgreementsDialog()
    qtbot.addWidget(d)
    # with more than one game to play, the dialog names the game whose agreements it shows
    several = len(playable_games()) > 1
    assert d.windowTitle() == ("Договорённости: Тысяча" if several else "Договорённости")
    assert d.labels["barrel_crowding"].text() == "Несколько игроков на бочке"
    assert d.groups["barrel"].title() == "Бочка"
    i18n.install_language(qapp, "pl")  # an open dialog switches too
    assert d.windowTitle() == ("Ustalenia: Tysiąc" if several else "Ustalenia")
    assert d.labels["barrel_crowding"].text() == "Kilku graczy na beczce"
    assert d.groups["barrel"].title() == "Beczka"
    assert len(d.labels) == len(agreements_of("thousand"))


@pytest.mark.parametrize(
    "lang,heading,plural",
    [
        ("en", "Rules of Thousand", "agreements differ"),
        ("ru", "Правила «Тысячи»", "договорённост"),
        ("pl", "Zasady Tysiąca", "ustaleń różni się"),
        ("uk", "Правила «Тисячі»", "домовленост"),
    ],
)
def test_rules_page(english, qtbot, qapp, lang, heading, plural):
    i18n.install_language(qapp, lang)
    from thousand_qt.dialogs.rules import RulesDialog, reference_changes, rules_html

    assert heading in rules_html("russian", {})
    changes = reference_changes("polish", {})
    assert len(changes) >= 5
    assert plural in rules_html("polish", {})
    d = RulesDialog(None, "polish", {})
    qtbot.addWidget(d)
    assert heading in d.browser.toPlainText()
    i18n.install_language(qapp, "en")
    assert "Rules of Thousand" in d.browser.toPlainText()
