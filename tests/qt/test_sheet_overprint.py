"""Issue 37, item 3: the score sheet never writes a mark over a total ("Ø-1345": the bolt and its
"−120" over the total; the barrel over the first digit of "1000"), at any width the window lets a
column have, and its legend tells every mark it draws."""

import itertools

import pytest
from PySide6.QtCore import QRect, QRectF
from PySide6.QtGui import QColor, QFont, QImage, QPainter
from PySide6.QtWidgets import QStyleOptionViewItem, QTableView

from engine import Event, Rules
from thousand_qt.game.models import DeltaRole, MarksRole, ScoreModel
from thousand_qt.table.marks import BROWN, ORANGE, RED
from thousand_qt.window.main import SHEET_COLUMN
from thousand_qt.window.scoresheet import GREEN, INK, ScoreDelegate, ScoreSheet, cell_parts

ZOOM = 3
# the narrowest column the window allows (mainwindow.SHEET_COLUMN) up to a wide floating sheet
WIDTHS = [SHEET_COLUMN, SHEET_COLUMN + 9, 100, 120, 150, 200, 280]


def _worst_deal() -> ScoreModel:
    """The cells the issue saw: a third bolt fined −120 at −1345; the winning 1000 made on the
    barrel; and a cell with every mark at once (fell off, bolt, fine, dump truck)."""
    m = ScoreModel(["A", "B", "C"])
    m.configure(["A", "B", "C"], start={"scores": [-1225, 880, 555], "barrel": [None, 0, None]})
    m.feed(
        [
            Event("zero", 0, {"count": 3}),
            Event("penalty", 0, {"points": -120}),
            Event("barrel_fell", 2, {}),
            Event("zero", 2, {"count": 6}),
            Event("penalty", 2, {"points": -120}),
            Event("dump_truck", 2, {}),
            Event(
                "deal_scored",
                None,
                {
                    "declarer": 1,
                    "contract": 120,
                    "result": "made",
                    "totals": [-1345, 1000, 0],
                    "delta": [-120, 120, -555],
                },
            ),
        ]
    )
    return m


def _paint(m, col, width) -> QImage:
    view = QTableView()
    delegate = ScoreDelegate(view)
    img = QImage(width * ZOOM, 26 * ZOOM, QImage.Format.Format_RGB32)
    img.fill(QColor("white"))
    p = QPainter(img)
    p.scale(ZOOM, ZOOM)
    opt = QStyleOptionViewItem()
    opt.rect = QRect(0, 0, width, 26)
    opt.font = view.font()
    delegate.paint(p, opt, m.index(m.rowCount() - 1, col))
    p.end()
    return img


def _near(c: QColor, ref: QColor, tol: int = 40) -> bool:
    return abs(c.red() - ref.red()) + abs(c.green() - ref.green()) + abs(c.blue() - ref.blue()) < tol


def _columns(img: QImage, colors) -> list[int]:
    """The x of every pixel column holding full-strength ink of one of ``colors``."""
    return sorted(
        {
            x
            for x in range(img.width())
            for y in range(img.height())
            if any(_near(img.pixelColor(x, y), c) for c in colors)
        }
    )


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("col", [0, 1, 2])
def test_no_mark_is_painted_over_the_total(width, col):
    img = _paint(_worst_deal(), col, width)
    total = _columns(img, [INK])
    marks = _columns(img, [RED, GREEN, BROWN, ORANGE])
    assert total, "the total is written"
    assert not marks or max(marks) < min(total), (width, col, max(marks) / ZOOM, min(total) / ZOOM)


def test_a_wide_column_shows_every_mark():
    """Given room, nothing is left out: the bolt (red), the fine (red), the barrel (brown), the truck."""
    m = _worst_deal()
    font = QTableView().font()
    for col, keys in (
        (0, {"bolt", "penalty"}),
        (1, {"contract", "barrel"}),
        (2, {"fallen", "bolt", "penalty", "truck"}),
    ):
        idx = m.index(m.rowCount() - 1, col)
        parts = cell_parts(QRectF(0, 0, 280, 26), idx.data(MarksRole), idx.data(DeltaRole), idx.data(), font)
        assert keys <= set(parts), (col, set(parts))


def test_the_parts_of_a_cell_never_overlap_and_stay_inside_it():
    """Every combination of marks, at every width the sheet allows: the rectangles laid out for the
    total and the marks are apart and inside the cell (the painter draws each in its own)."""
    font = QFont(QTableView().font())
    kinds = ["barrel", "barrel_fell", "zero", "dump_truck", "penalty", "carry"]
    declarer = [{}, {"declarer": "made", "contract": 360}, {"declarer": "rospis", "contract": 120}, {"redeal": True}]
    for n in range(len(kinds) + 1):
        for chosen in itertools.combinations(kinds, n):
            for extra in declarer:
                marks = dict(extra, **{k: (-120 if k == "penalty" else 3 if k == "zero" else True) for k in chosen})
                for width in WIDTHS:
                    cell = QRectF(0, 0, width, 26)
                    parts = cell_parts(cell, marks, -120, "-1345", font)
                    rects = list(parts.values())
                    for r in rects:
                        assert cell.contains(r), (marks, width, parts)
                    for a, b in itertools.combinations(parts.items(), 2):
                        assert not a[1].intersects(b[1]), (marks, width, a, b)


def test_the_legend_explains_the_bolt_and_the_barrel(qtbot, english):
    """1000's reference rules have the barrel and the bolts (001: "three zeros ... 120 penalty"):
    the legend pictures them and says what each means, not only R and the rings."""
    sheet = ScoreSheet(ScoreModel(["A", "B", "C"]))
    qtbot.addWidget(sheet)
    sheet.set_rules(Rules())
    text = sheet.marks_legend.text()
    for words in ("on the barrel", "fell off the barrel", "a bolt", "a penalty"):
        assert words in text, words
    assert text.count("<img") >= 3  # the barrel, the fallen barrel, the bolt: drawn as on the sheet
    sheet.set_rules(Rules(game="draw"))  # 001, Draw 1000: no barrel, no bolts
    assert not sheet.marks_legend.isVisibleTo(sheet)


def test_a_hand_nobody_won_is_marked(english):
    """Issue 37, item 13: Sixty-Six's hand nobody won leaves a mark on the sheet (002: the game
    point goes to the winner of the next hand), not a bare repeated total."""
    m = ScoreModel(["A", "B"])
    m.feed([Event("deal_scored", None, {"result": "nobody", "winner": None, "totals": [3, 2], "delta": [0, 0]})])
    idx = m.index(0, 0)
    parts = cell_parts(
        QRectF(0, 0, SHEET_COLUMN, 26), idx.data(MarksRole), idx.data(DeltaRole), idx.data(), QTableView().font()
    )
    assert "carry" in parts
