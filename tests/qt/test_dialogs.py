"""Agreements (from the catalogue, round trip through QSettings), settings, new game."""

from PySide6.QtWidgets import QCheckBox, QComboBox, QSpinBox

from engine import CATALOGUE, Rules
from engine.agreements import agreements_of, preset_values
from thousand_qt import settings
from thousand_qt.dialogs.agreements import AgreementsDialog
from thousand_qt.dialogs.new_game import NewGameDialog
from thousand_qt.dialogs.preferences import SettingsDialog


def of_thousand(values: dict) -> dict:
    return {a.id: values[a.id] for a in agreements_of("thousand")}


def test_agreements_dialog_lists_every_agreement_of_its_game(qtbot):
    d = AgreementsDialog()
    qtbot.addWidget(d)
    mine = {a.id: a for a in agreements_of("thousand")}
    assert set(d.editors) == set(mine)
    assert set(d.groups) == {a.group for a in mine.values()}
    for aid, a in mine.items():
        w = d.findChild(
            (QCheckBox, QComboBox, QSpinBox)[("bool", "choice", "number").index(a.type)], f"agreement_{aid}"
        )
        assert w is not None, aid
        assert w.parent() is d.groups[a.group] or d.groups[a.group].isAncestorOf(w)
        if a.type == "choice":
            assert [w.itemData(i) for i in range(w.count())] == list(a.choices)
    assert d.values() == {aid: v for aid, v in preset_values("russian").items() if aid in mine}


def test_agreements_round_trip_and_diff(qtbot):
    d = AgreementsDialog()
    qtbot.addWidget(d)
    d.preset.setCurrentIndex(d.preset.findData("polish"))
    assert d.values() == of_thousand(preset_values("polish"))
    d.set_value("ace_marriage", not preset_values("polish")["ace_marriage"])
    d.set_value("barrel_at", 950)
    assert "Ace marriage" in d.diff.toPlainText() and "950" in d.diff.toPlainText()
    assert d.labels["barrel_at"].font().bold()
    d.accept()
    assert settings.rules_choice() == ("polish", d.overrides())
    assert Rules(*settings.rules_choice()).barrel_at == 950

    again = AgreementsDialog()
    qtbot.addWidget(again)
    assert again.preset.currentData() == "polish"
    assert again.value("barrel_at") == 950
    again.reset_to_preset()
    assert again.values() == of_thousand(preset_values("polish"))
    assert again.overrides() == {}
    again.reject()
    assert Rules(*settings.rules_choice()).barrel_at == 950  # cancel keeps what was saved


def test_settings_dialog_saves(qtbot):
    d = SettingsDialog()
    qtbot.addWidget(d)
    d.deck.setCurrentIndex(d.deck.findData("four"))
    d.speed.setCurrentIndex(d.speed.findData(2.0))
    d.think.setValue(300)
    d.accept()
    assert settings.get("deck") == "four" and settings.get("speed") == 2.0 and settings.get("think_ms") == 300


def test_new_game_dialog_config(qtbot):
    d = NewGameDialog()
    qtbot.addWidget(d)
    d.name.setText("Olga")
    d.players.setCurrentIndex(d.players.findData(4))
    d.seat.setCurrentIndex(2)
    d.dealer.setCurrentIndex(d.dealer.findData(1))
    d.preset.setCurrentIndex(d.preset.findData("lviv"))
    d.accept()
    cfg = d.config()
    assert (cfg.name, cfg.players, cfg.seat, cfg.dealer, cfg.preset) == ("Olga", 4, 2, 1, "lviv")
    assert len(cfg.seat_levels()) == 3 and 2 not in cfg.seat_levels()
    assert cfg.names()[2] == "Olga"


def test_i18n_hook():
    from thousand_qt.words import i18n

    assert isinstance(i18n.available_languages(), list)
    from PySide6.QtWidgets import QApplication

    assert i18n.install_language(QApplication.instance(), "xx") is False


def _luminance(c):
    def ch(v):
        v /= 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * ch(c.red()) + 0.7152 * ch(c.green()) + 0.0722 * ch(c.blue())


def test_agreement_explanations_are_readable(qtbot):
    """The grey explanation under each agreement: at least 4.5:1 against the dialog (WCAG AA)."""
    from PySide6.QtWidgets import QLabel

    from thousand_qt.dialogs.common import atr

    d = AgreementsDialog()
    qtbot.addWidget(d)
    d.resize(900, 800)
    d.show()
    text = atr(CATALOGUE["ace_marriage"].explanation)
    label = next(x for x in d.findChildren(QLabel) if x.text() == text)
    img = label.grab().toImage()
    pixels = [img.pixelColor(x, y) for y in range(img.height()) for x in range(img.width())]
    ink = min(pixels, key=_luminance)
    paper = max(pixels, key=_luminance)
    ratio = (_luminance(paper) + 0.05) / (_luminance(ink) + 0.05)
    assert ratio >= 4.5, ratio


def test_the_agreements_menu_opens_the_game_at_the_table(qtbot, window):
    """Settings ▸ Agreements at a Sixty-Six table shows Sixty-Six's agreements (its target of 7 game
    points, 002), not those of the game New game chose last (1000 here)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from engine.agreements import GAMES
    from thousand_qt.game.controller import GameConfig

    assert settings.current_game() == "thousand"
    window.start(
        GameConfig(
            name="Tester",
            seat=0,
            players=2,
            levels=["random"],
            seed=4,
            preset=GAMES["sixty_six"].preset,
            game="sixty_six",
        )
    )
    seen = []

    def look():
        d = QApplication.activeModalWidget()
        seen.append((d.game_id, "sixty_six_target" in d.editors, "barrel_crowding" in d.editors))
        d.reject()

    QTimer.singleShot(0, look)
    window.agreements_dialog()
    assert seen == [("sixty_six", True, False)]
