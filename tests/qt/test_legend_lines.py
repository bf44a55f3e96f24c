"""The score sheet's legend keeps each mark with its words (issue 37: seen in the frame-by-frame recording
of a deal at 1366×768, the legend broke a line between the bolt's mark and "a bolt: a deal with no
points"). Checked on the label's own text laid out at the label's width, for every width the sheet is
given, in each language: a line never ends with a mark whose words begin the next one, and no line is
wider than the legend (its end would be cut off)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QTextDocument

from engine import Rules
from thousand_qt.game.models import ScoreModel
from thousand_qt.window.main import SHEET_COLUMN
from thousand_qt.window.scoresheet import ScoreSheet
from thousand_qt.words import i18n


def marks_cut_from_their_words(label) -> list:
    """The marks (images) that end a line while their words go on the next, as the label lays it out."""
    doc = QTextDocument()
    doc.setDefaultFont(label.font())
    doc.setDocumentMargin(0)
    doc.setHtml(label.text())
    doc.setTextWidth(label.contentsRect().width())
    doc.size()  # laid out now
    cut = []
    if doc.idealWidth() > label.contentsRect().width() + 1:
        cut.append(f"a line wider than the legend: {doc.idealWidth():.0f} > {label.contentsRect().width()}")
    block = doc.begin()
    while block.isValid():
        layout, it = block.layout(), block.begin()
        while not it.atEnd():
            frag = it.fragment()
            if frag.charFormat().isImageFormat():
                at = frag.position() - block.position()
                words = block.text()[at + 1 :].lstrip("\u00a0 \u2060")
                nxt = at + 1 + (len(block.text()[at + 1 :]) - len(words))
                if (
                    words
                    and layout.lineForTextPosition(at).lineNumber() != layout.lineForTextPosition(nxt).lineNumber()
                ):
                    cut.append(words[:24])
            it += 1
        block = block.next()
    return cut


@pytest.mark.parametrize("lang", ["en", "ru", "pl", "uk"])
def test_no_mark_is_parted_from_its_words(qtbot, qapp, english, lang):
    i18n.install_language(qapp, lang)
    sheet = ScoreSheet(ScoreModel(["A", "B", "C"]))
    qtbot.addWidget(sheet)
    sheet.set_rules(Rules())  # 1000's reference rules: the barrel, its fall, the bolt, the penalty
    sheet.show()
    cut = {}
    # from the narrowest sheet the window gives three players (MainWindow._sheet_fit: three columns of
    # SHEET_COLUMN and the deal numbers' side, 56 at least)
    for width in range(3 * SHEET_COLUMN + 56 + 10, 720, 7):
        sheet.resize(width, 600)
        qapp.processEvents()
        found = marks_cut_from_their_words(sheet.marks_legend)
        if sheet.width() > width:  # the legend will not be narrower: in the window's dock its end is cut off
            found.append(f"the legend makes the sheet {sheet.width()} px wide, not {width}")
        if found:
            cut[width] = found
    assert not cut, cut
