"""A game carried over: the score sheet's first line holds the scores it started from, as on paper."""

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QStyleOptionViewItem, QTableView
from test_models import play

from engine import Event, to_record
from thousand_qt.game.controller import GameConfig
from thousand_qt.game.models import MarksRole, ScoreModel, StartRole
from thousand_qt.window.scoresheet import START_PAPER, ScoreDelegate, ScoreSheet

NAMES = ["A", "B", "C"]
START = [340, 515, 220]
V, TIP = Qt.Orientation.Vertical, Qt.ItemDataRole.ToolTipRole


def _scored(totals, delta, declarer=0, contract=100, result="made"):
    return Event(
        "deal_scored",
        None,
        {"declarer": declarer, "contract": contract, "result": result, "totals": totals, "delta": delta},
    )


def _column(m, col=0):
    return [m.data(m.index(r, col)) for r in range(m.rowCount())]


def _deal_totals(g):
    return [d.summary["totals"] for d in g.deals if d.summary]


def test_start_line_heads_the_sheet_and_the_deals_follow_it(qtmodeltester):
    m = ScoreModel(NAMES)
    m.configure(NAMES, start={"scores": START})
    qtmodeltester.check(m)
    assert m.rowCount() == 1 and m.rows == []
    assert [m.data(m.index(0, c)) for c in range(3)] == ["340", "515", "220"]
    assert m.data(m.index(0, 0), StartRole) is True
    assert m.headerData(0, V) == "Start" and m.headerData(0, V, TIP)
    assert m.data(m.index(0, 1), TIP).startswith("starting score: 515")
    assert m.totals() == START

    g, events = play(deals=3, start={"scores": START})
    m.feed(events)
    qtmodeltester.check(m)
    assert m.rowCount() == 4 and len(m.rows) == 3  # the start line, then one row a deal
    assert [m.headerData(r, V) for r in range(4)] == ["Start", "1", "2", "3"]
    assert [m.data(m.index(r, 0), StartRole) for r in range(4)] == [True, False, False, False]
    assert _column(m) == ["340"] + [str(t[0]) for t in _deal_totals(g)]
    assert m.totals() == _deal_totals(g)[-1]
    # the deal after the start line is what it added to the start, as on the sheet before
    first = next(e.data for e in events if e.kind == "deal_scored")
    assert [s + d for s, d in zip(START, first["delta"])] == first["totals"]


def test_no_start_line_when_the_game_starts_from_zero():
    m = ScoreModel(NAMES)
    for start in (None, {}, {"scores": [0, 0, 0]}):
        m.configure(NAMES, start=start)
        assert m.rowCount() == 0 and m.totals() == [0, 0, 0]
        m.feed([_scored([120, 0, 0], [120, 0, 0])])
        assert m.rowCount() == 1 and m.headerData(0, V) == "1"
        assert not m.data(m.index(0, 0), StartRole)


def test_start_line_carries_the_barrel_and_zeros_and_the_deals_keep_the_barrel_mark():
    m = ScoreModel(NAMES)
    m.configure(NAMES, start={"scores": [120, 880, 300], "zeros": [2, 0, 0], "barrel": [None, 1, None]})
    marks = [m.data(m.index(0, c), MarksRole) for c in range(3)]
    assert marks == [{"zero": 2}, {"barrel": True}, {}]
    assert "zeros (bolts) so far: 2" in m.data(m.index(0, 0), TIP)
    assert "on the barrel" in m.data(m.index(0, 1), TIP)
    m.feed([_scored([220, 880, 300], [100, 0, 0])])
    assert m.data(m.index(1, 1), MarksRole).get("barrel")  # still on the barrel it came with
    assert not m.data(m.index(1, 0), MarksRole).get("barrel")


def _paint(m, row) -> QImage:
    view = QTableView()
    view.setModel(m)
    img = QImage(160, 26, QImage.Format.Format_RGB32)
    img.fill(QColor("white"))
    p = QPainter(img)
    opt = QStyleOptionViewItem()
    opt.rect = QRect(0, 0, 160, 26)
    opt.font = view.font()
    ScoreDelegate(view).paint(p, opt, m.index(row, 0))
    p.end()
    return img


def test_start_line_is_drawn_apart_from_the_deals():
    m = ScoreModel(NAMES)
    m.configure(NAMES, start={"scores": START})
    m.feed([_scored([440, 515, 220], [100, 0, 0]), _scored([440, 575, 220], [0, 60, 0], declarer=1)])
    assert _paint(m, 0).pixelColor(3, 3) == START_PAPER
    for row in (1, 2):
        assert _paint(m, row).pixelColor(3, 3) != START_PAPER


def test_totals_count_up_from_the_start_not_from_zero(qtbot):
    m = ScoreModel(NAMES)
    sheet = ScoreSheet(m)
    qtbot.addWidget(sheet)
    sheet.speed = 1.0
    m.configure(NAMES, start={"scores": START})
    assert [lab.text() for lab in sheet.total_labels] == ["340", "515", "220"]
    m.feed([_scored([460, 575, 220], [120, 60, 0])])
    seen = []
    for _ in range(6):
        qtbot.wait(40)
        seen.append([int(lab.text().replace("\u2212", "-")) for lab in sheet.total_labels])
    for a, b, c in seen:
        assert 340 <= a <= 460 and 515 <= b <= 575 and c == 220, seen
    qtbot.waitUntil(lambda: [lab.text() for lab in sheet.total_labels] == ["460", "575", "220"], timeout=5000)


def _quick(window):
    window.controller.autosave_enabled = False
    window.scene.speed = window.sheet.speed = window.controller.speed = 0.0
    window.think_ms = 0


def test_new_game_from_scores_shows_the_start_line(qtbot, window):
    _quick(window)
    window.start(GameConfig(seat=0, levels=["random", "random"], seed=4, dealer=0, start={"scores": START}))
    qtbot.waitUntil(lambda: window.controller.table.phase == "auction", timeout=10000)
    m = window.controller.scores
    assert m.rowCount() == 1 and m.headerData(0, V) == "Start"
    assert [m.data(m.index(0, c)) for c in range(3)] == ["340", "515", "220"]
    assert [lab.text() for lab in window.sheet.total_labels] == ["340", "515", "220"]
    window.start(GameConfig(seat=0, levels=["random", "random"], seed=4, dealer=0))
    qtbot.waitUntil(lambda: window.controller.table.phase == "auction", timeout=10000)
    assert window.controller.scores.rowCount() == 0  # a new game from zero: no start line
    window.controller.source.stop()


def test_resumed_game_keeps_its_start_line_also_after_undo(qtbot, window):
    _quick(window)
    g, _ = play(seed=5, deals=2, start={"scores": START})
    rec = to_record(g)
    rec["app"] = {"seat": 0, "levels": {"1": "random", "2": "random"}, "human": True}
    window.resume(rec)
    c, m = window.controller, window.controller.scores
    assert m.rowCount() == 3 and [m.headerData(r, V) for r in range(3)] == ["Start", "1", "2"]
    assert _column(m, 2) == ["220"] + [str(t[2]) for t in _deal_totals(g)]
    assert m.totals() == _deal_totals(g)[-1]
    assert [lab.text() for lab in window.sheet.total_labels] == [
        str(t).replace("-", "\u2212") for t in _deal_totals(g)[-1]
    ]  # the minus sign U+2212, as the plates (937a961)
    assert c.can_undo() and c.undo()
    scored = _deal_totals(c.source.g)
    assert m.rowCount() == 1 + len(scored) and m.headerData(0, V) == "Start"
    assert _column(m, 1) == ["515"] + [str(t[1]) for t in scored]
    assert m.totals() == (scored[-1] if scored else START)
    c.source.stop()


def test_start_line_in_the_players_language(english, qapp):
    from thousand_qt.words import i18n

    m = ScoreModel(NAMES)
    m.configure(NAMES, start={"scores": START, "zeros": [1, 0, 0]})
    for lang in ("ru", "pl", "uk"):
        i18n.install_language(qapp, lang)
        assert m.headerData(0, V) != "Start"
        assert m.headerData(0, V, TIP) != "The scores the game started from"
        tip = m.data(m.index(0, 0), TIP)
        assert "340" in tip and "starting score" not in tip and "so far" not in tip
