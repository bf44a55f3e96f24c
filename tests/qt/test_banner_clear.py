"""The deal's banner leaves the table readable (defects seen in docs/screenshots/ of the 1366×768 shots).

- deal-result.png / deal-result-ru.png: the banner lay over the info corner (contract, trump, marriages),
  whose first letters stuck out on its left; with three marriages the last line could not be read. The
  banner must keep clear of the info corner as it keeps clear of the plates (test_banner_reasons.py).
- sixty-six-result-ru.png: the stock, the turned trump and the "Stock:" label read through the banner's
  text as ghosts: its panel must hide what lies behind it.
- one banner wrote "−105" (U+2212) in its reasons and "-105" (a hyphen) in its totals: one sign for both.
"""

from __future__ import annotations

import pytest
from helpers import run_queue_until
from PySide6.QtCore import QBuffer, QIODevice, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QGraphicsRectItem
from test_banner_reasons import SIZES

from engine import Event
from thousand_qt.game.models import TableModel
from thousand_qt.table.scene import TableScene
from thousand_qt.words import i18n
from thousand_qt.words.names import computer, you

MINUS = "\u2212"


def ev(kind, seat=None, **data):
    return Event(kind, seat, data)


def three_marriages(players: int) -> list:
    """deal-result.png's deal: the declarer announces three marriages (♦ 80, ♠ 40, ♣ 60: 001's values),
    so the info corner holds its contract, the trump and three marriage lines; a defender goes below zero."""
    seats = list(range(min(players, 3)))
    delta = ([-120, -105, 20] + [0] * players)[:players]
    totals = ([-120, -105, 20] + [0] * players)[:players]
    taken = ([100, 0, 20] + [0] * players)[:players]
    return [
        ev("dealt", None, dealer=players - 1, seats=seats),
        ev("contract_won", 0, bid=120),
        ev("marriage_announced", 0, suit="D", points=80),
        ev("trump_changed", 0, suit="D"),
        ev("marriage_announced", 0, suit="S", points=40),
        ev("trump_changed", 0, suit="S"),
        ev("marriage_announced", 0, suit="C", points=60),
        ev("trump_changed", 0, suit="C"),
        ev("deal_scored", None, declarer=0, contract=120, result="failed", taken=taken, delta=delta, totals=totals),
    ]


def banner_up(players: int, events: list, size=(940, 560)):
    names = [you()] + [computer(i) for i in range(1, players)]
    m = TableModel(0, players, names)
    sc = TableScene(m)
    sc.speed = 1.0
    sc.deal_click = True  # Settings' default: the result waits for a click
    sc.set_size(*size)
    m.feed(events)
    assert run_queue_until(sc, sc.waiting)  # the banner is up
    return m, sc


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("players", [3, 4])
def test_the_banner_leaves_the_info_corner_readable(qtbot, qapp, english, lang, players):
    i18n.install_language(qapp, lang)
    _m, sc = banner_up(players, three_marriages(players))
    assert sc.info.isVisible() and sc.info.toPlainText().count("\n") >= 4  # contract, trump, three marriages
    for w, h in SIZES:
        sc.set_size(w, h)
        banner, info = sc.banner.sceneBoundingRect(), sc.info.sceneBoundingRect()
        assert sc.info.isVisible()
        assert not banner.intersects(info), (lang, players, (w, h), banner, info)
        for plate in (b.sceneBoundingRect() for b in sc.badges if b.isVisible()):
            assert not banner.intersects(plate), (lang, players, (w, h), banner, plate)


def test_one_minus_sign_on_the_banner(qtbot, english):
    _m, sc = banner_up(3, three_marriages(3))
    text = "\n".join([sc.banner.title, *sc.banner.lines])
    assert "-" not in text.replace("—", ""), text  # no hyphen for a negative number anywhere on it
    assert f"You: {MINUS}120  →  {MINUS}120" in sc.banner.lines, sc.banner.lines
    assert f"Computer 1: {MINUS}105  →  {MINUS}105" in sc.banner.lines, sc.banner.lines


def drawn_text(item) -> str:
    """What an item's paint writes, read back from an SVG of it (its texts are <text> elements there)."""
    buf = QBuffer()
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    gen = QSvgGenerator()
    gen.setOutputDevice(buf)
    p = QPainter(gen)
    item.paint(p, None)
    p.end()
    return bytes(buf.data()).decode()


def test_the_plates_beside_it_write_the_same_minus(qtbot, english):
    _m, sc = banner_up(3, three_marriages(3))
    plate = sc.badges[1]  # Computer 1: −105 after the deal (three_marriages)
    assert plate.score == -105
    svg = drawn_text(plate)
    assert f">{MINUS}105<" in svg and ">-105<" not in svg, svg


def banner_over(sc, colour: str) -> QImage:
    """The banner's rectangle as drawn with a plain ``colour`` filling the table behind it."""
    r = sc.banner.sceneBoundingRect()
    back = QGraphicsRectItem(QRectF(sc.sceneRect()))
    back.setBrush(QColor(colour))
    back.setPen(Qt.PenStyle.NoPen)
    back.setZValue(sc.banner.zValue() - 1)
    sc.addItem(back)
    img = QImage(int(r.width()), int(r.height()), QImage.Format.Format_ARGB32)
    img.fill(0)
    p = QPainter(img)
    sc.render(p, QRectF(img.rect()), r)
    p.end()
    sc.removeItem(back)
    return img


def test_nothing_reads_through_the_banner(qtbot, english):
    _m, sc = banner_up(3, three_marriages(3))
    assert sc.banner.opacity() == 1.0  # held up for the click
    black, white = banner_over(sc, "#000000"), banner_over(sc, "#ffffff")
    # a spot of the panel between its border and its title: the same colour whatever lies behind
    at = QPointF(black.width() / 2, 6 * sc.banner.scale())
    b, w = black.pixelColor(at.toPoint()), white.pixelColor(at.toPoint())
    assert (b.red(), b.green(), b.blue()) == (w.red(), w.green(), w.blue()), (b.name(), w.name())
