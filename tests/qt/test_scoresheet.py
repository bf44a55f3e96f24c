"""The score sheet's marks are pen marks: solid ink, written stroke by stroke, never faded in."""

from PySide6.QtCore import QRect
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QStyleOptionViewItem, QTableView

from engine import Event
from thousand_qt.game.models import ScoreModel
from thousand_qt.table.marks import BROWN, RED
from thousand_qt.window.scoresheet import ScoreDelegate

CELL_W, CELL_H, ZOOM = 160, 26, 3


def _sheet():
    """One deal: seat 0 mounts the barrel, seat 1 gets a zero (bolt), seat 2 falls off the barrel."""
    m = ScoreModel(["A", "B", "C"])
    m.feed(
        [
            Event("barrel_mounted", 0, {}),
            Event("zero", 1, {"count": 1}),
            Event("barrel_fell", 2, {}),
            Event(
                "deal_scored",
                None,
                {"declarer": 0, "contract": 120, "result": "made", "totals": [880, 0, 780], "delta": [120, 0, -100]},
            ),
        ]
    )
    view = QTableView()
    view.setModel(m)
    return m, view, ScoreDelegate(view)


def _cell(m, view, delegate, col, progress) -> QImage:
    delegate.fresh_row, delegate.fresh_progress = 0, progress  # row 0 being written in, as the sheet animates it
    img = QImage(CELL_W * ZOOM, CELL_H * ZOOM, QImage.Format.Format_RGB32)
    img.fill(QColor("white"))
    p = QPainter(img)
    p.scale(ZOOM, ZOOM)
    opt = QStyleOptionViewItem()
    opt.rect = QRect(0, 0, CELL_W, CELL_H)
    opt.font = view.font()
    delegate.paint(p, opt, m.index(0, col))
    p.end()
    return img


def _ink(img: QImage, color: QColor, tol: int = 40) -> int:
    """How many pixels are the mark's ink at full strength (not a faded blend with the paper)."""
    n = 0
    for y in range(img.height()):
        for x in range(img.width() // 2):  # the marks sit left of the total
            c = img.pixelColor(x, y)
            if abs(c.red() - color.red()) + abs(c.green() - color.green()) + abs(c.blue() - color.blue()) < tol:
                n += 1
    return n


def test_marks_are_solid_ink_when_written():
    m, view, d = _sheet()
    bolt = _ink(_cell(m, view, d, 1, 1.0), RED)
    fallen = _ink(_cell(m, view, d, 2, 1.0), RED)
    barrel = _ink(_cell(m, view, d, 0, 1.0), BROWN)
    assert bolt > 100 and barrel > 100
    assert fallen > 100, "the fallen barrel is a faded drawing, not a pen mark"


def test_barrel_is_an_outline_not_a_tinted_shape():
    m, view, d = _sheet()
    img = _cell(m, view, d, 0, 1.0)
    paper = img.pixelColor(2, 2)
    # inside the barrel, between its hoops: paper, as on a hand-kept sheet (no translucent fill)
    from PySide6.QtCore import QRectF

    from thousand_qt.game.models import DeltaRole, MarksRole
    from thousand_qt.window.scoresheet import cell_parts

    idx = m.index(0, 0)
    barrel = cell_parts(QRectF(0, 0, CELL_W, CELL_H), idx.data(MarksRole), idx.data(DeltaRole), idx.data(), view.font())
    centre = barrel["barrel"].center()  # where the sheet draws it: after the declarer's circled contract
    inside = img.pixelColor(int(centre.x() * ZOOM), int(centre.y() * ZOOM))
    assert (
        abs(inside.red() - paper.red()) + abs(inside.green() - paper.green()) + abs(inside.blue() - paper.blue()) < 12
    )


def test_new_marks_are_drawn_stroke_by_stroke_not_faded_in():
    m, view, d = _sheet()
    for col, color in ((1, RED), (2, RED), (0, BROWN)):
        done = _ink(_cell(m, view, d, col, 1.0), color)
        half = _ink(_cell(m, view, d, col, 0.5), color)
        # half way: part of the mark is already there in full ink, the rest not yet drawn
        assert 0.1 * done < half < 0.9 * done, (col, half, done)
        assert _ink(_cell(m, view, d, col, 0.0), color) == 0


def test_narrow_sheet_header_keeps_names_apart_and_whole_in_the_tooltip(qtbot):
    from PySide6.QtCore import Qt

    from thousand_qt.window.scoresheet import ScoreSheet

    names = ["Anna", "Компьютер 1", "Компьютер 2"]
    sheet = ScoreSheet(ScoreModel(names))
    qtbot.addWidget(sheet)
    sheet.resize(170, 200)
    sheet.show()
    h = sheet.table.horizontalHeader()
    fm = h.fontMetrics()
    shown = []
    for i, n in enumerate(names):
        room = h.sectionSize(i) - 8
        text = fm.elidedText(n, h.textElideMode(), room)
        assert fm.horizontalAdvance(text) <= room, text  # shortened, not cut off at the edges
        shown.append(text)
    assert len(set(shown)) == 3  # "Ко…р 1" and "Ко…р 2", not the same stump twice
    assert sheet.model.headerData(1, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole) == "Компьютер 1"


def test_the_sheet_writes_the_new_deal_in_and_the_model_holds_only_scores(qtbot):
    """The pen's progress is the sheet's (view-side) state: a new deal's row is written in, the
    line a game started from and older deals stay whole, and the model has no animation state."""
    from thousand_qt.window.scoresheet import ScoreSheet

    m = ScoreModel(["A", "B", "C"])
    m.configure(["A", "B", "C"], start={"scores": [340, 515, 220]})
    sheet = ScoreSheet(m)
    qtbot.addWidget(sheet)
    sheet.speed = 1.0
    scored = {"declarer": 0, "contract": 100, "result": "made", "totals": [440, 515, 220], "delta": [100, 0, 0]}
    m.feed([Event("deal_scored", None, scored)])
    new, start = m.index(1, 0), m.index(0, 0)
    assert sheet.delegate.progress(new) < 1.0  # being written in...
    assert sheet.delegate.progress(start) == 1.0  # ...the start line stays written
    qtbot.waitUntil(lambda: sheet.delegate.progress(new) == 1.0, timeout=3000)
    assert not hasattr(m, "progress") and not hasattr(m, "set_progress")


def test_at_speed_zero_the_new_row_is_whole_at_once(qtbot):
    from thousand_qt.window.scoresheet import ScoreSheet

    m = ScoreModel(["A", "B", "C"])
    sheet = ScoreSheet(m)
    qtbot.addWidget(sheet)
    sheet.speed = 0.0
    scored = {"declarer": 0, "contract": 100, "result": "made", "totals": [100, 0, 0], "delta": [100, 0, 0]}
    m.feed([Event("deal_scored", None, scored)])
    assert sheet.delegate.progress(m.index(0, 0)) == 1.0
