"""One way to write a negative number for people (issue 37, item 10's banner and commit 937a961's plates
write −105 with the minus sign U+2212): the score sheet wrote its deltas, fines and totals with a hyphen
("-120" beside the banner's "−120"), the deal log its figures, the statistics their averages. Each is
read here as the player sees it: the sheet's cell as painted (its texts read back from an SVG of it)."""

from __future__ import annotations

from PySide6.QtCore import QBuffer, QIODevice, QRect
from PySide6.QtGui import QPainter
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QStyleOptionViewItem, QTableView

from engine import Event
from thousand_qt.dialogs import stats as stats_dialog
from thousand_qt.game.models import ScoreModel
from thousand_qt.window.scoresheet import ScoreDelegate, ScoreSheet
from thousand_qt.words import i18n
from thousand_qt.words.deal_story import deal_reasons

MINUS = "\u2212"


def _fined_deal() -> ScoreModel:
    """A third bolt fined −120 at −1345 (001: "three zeros ... 120 penalty"); the third seat falls to
    −555 on a reverse dump truck's score of exactly −555 (the catalogue's "Dump truck at −555")."""
    m = ScoreModel(["A", "B", "C"])
    m.configure(["A", "B", "C"], start={"scores": [-1225, 880, 0], "barrel": [None, None, None]})
    m.feed(
        [
            Event("zero", 0, {"count": 3}),
            Event("penalty", 0, {"points": -120}),
            Event(
                "deal_scored",
                None,
                {
                    "declarer": 1,
                    "contract": 120,
                    "result": "made",
                    "totals": [-1345, 1000, -40],
                    "delta": [-120, 120, -40],
                },
            ),
        ]
    )
    return m


def painted(m: ScoreModel, col: int, width: int = 280) -> str:
    """What the sheet's delegate writes in the deal's cell of ``col``, from an SVG of its painting."""
    view = QTableView()
    delegate = ScoreDelegate(view)
    buf = QBuffer()
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    gen = QSvgGenerator()
    gen.setOutputDevice(buf)
    p = QPainter(gen)
    opt = QStyleOptionViewItem()
    opt.rect = QRect(0, 0, width, 26)
    opt.font = view.font()
    delegate.paint(p, opt, m.index(m.rowCount() - 1, col))
    p.end()
    return bytes(buf.data()).decode()


def test_the_sheet_writes_fines_deltas_and_totals_with_the_minus_sign(qtbot, english):
    m = _fined_deal()
    fined = painted(m, 0)
    assert f">{MINUS}120<" in fined and f">{MINUS}1345<" in fined, fined  # the bolt's fine and the total
    assert ">-120<" not in fined and ">-1345<" not in fined
    lost = painted(m, 2)  # no mark: the deal's change is written small beside the total
    assert f">{MINUS}40<" in lost and ">-40<" not in lost, lost
    sheet = ScoreSheet(m)
    qtbot.addWidget(sheet)
    sheet.speed = 0
    assert [lab.text() for lab in sheet.total_labels] == [f"{MINUS}1345", "1000", f"{MINUS}40"]
    tip = m.index(m.rowCount() - 1, 2).data(3)  # Qt.ToolTipRole
    assert f"{MINUS}40 ({MINUS}40)" in tip, tip


def test_the_deal_log_and_the_statistics_write_the_same_minus(qtbot, english):
    summary = {"declarer": 1, "contract": 120, "result": "made", "taken": [0, 120, 0], "delta": [0, 120, 0]}
    truck = [Event("dump_truck", 2, {"from": -555})]  # the reverse dump truck: −555 becomes 0
    lines = deal_reasons(summary, 0, ["A", "B", "C"], truck)
    assert f"C: {MINUS}555: the dump truck, back to 0" in lines, lines
    assert stats_dialog._number(-12.5) == f"{MINUS}12.5" and stats_dialog._number(-3) == f"{MINUS}3"


def test_signed_writes_a_change_as_the_banner_does(english):
    assert [i18n.signed(n) for n in (15, 0, -105)] == ["+15", "+0", f"{MINUS}105"]
    assert i18n.number(-1000) == f"{MINUS}1000"  # no thousands separator: sheets write 1000
