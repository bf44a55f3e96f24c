"""Issue 25: the rospis mark on the score sheet is each language's own letter (it was a Cyrillic "Р"
in every language), and the sheet's legend says what it means.

The letters come from what players call the move (translations/README.md's glossary): rospis
(роспись, розпис) in English, Russian and Ukrainian, bomba in Polish."""

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QLabel, QStyleOptionViewItem

from engine import Event
from thousand_qt.game.models import ScoreModel
from thousand_qt.window.scoresheet import ScoreDelegate, ScoreSheet
from thousand_qt.words import i18n

MARK = {"en": "R", "ru": "Р", "pl": "B", "uk": "Р"}


class WritingPainter(QPainter):
    """A real painter on a real image that also keeps the texts it writes."""

    def __init__(self, device):
        super().__init__(device)
        self.texts = []

    def drawText(self, *args):
        self.texts.append(next(a for a in args if isinstance(a, str)))
        return super().drawText(*args)


def rospis_sheet():
    sheet = ScoreSheet(ScoreModel(["A", "B", "C"]))
    sheet.model.feed(
        [
            Event(
                "deal_scored",
                None,
                {"declarer": 0, "contract": 120, "result": "rospis", "totals": [-120, 60, 60], "delta": [-120, 60, 60]},
            )
        ]
    )
    return sheet


def written_in_cell(sheet, col):
    img = QImage(160, 26, QImage.Format.Format_RGB32)
    img.fill(QColor("white"))
    p = WritingPainter(img)
    opt = QStyleOptionViewItem()
    opt.rect = QRect(0, 0, 160, 26)
    opt.font = sheet.font()
    ScoreDelegate(sheet.table).paint(p, opt, sheet.model.index(0, col))
    p.end()
    return p.texts


@pytest.mark.parametrize("lang", ["en", "ru", "pl", "uk"])
def test_the_rospis_mark_is_the_languages_own(qtbot, qapp, english, lang):
    i18n.install_language(qapp, lang)
    sheet = rospis_sheet()
    qtbot.addWidget(sheet)
    written = written_in_cell(sheet, 0)
    assert f"{MARK[lang]} 120" in written, written
    legend = sheet.findChild(QLabel, "sheetLegend")
    assert legend is not None and MARK[lang] in legend.text()


def test_the_legend_follows_a_language_switch(qtbot, qapp, english):
    sheet = rospis_sheet()
    qtbot.addWidget(sheet)
    legend = sheet.findChild(QLabel, "sheetLegend")
    english_text = legend.text()
    i18n.install_language(qapp, "pl")
    assert legend.text() != english_text and MARK["pl"] in legend.text()
    assert f"{MARK['pl']} 120" in written_in_cell(sheet, 0)
