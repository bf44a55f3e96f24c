"""Sixty-Six's close before drawing at the table (002: "Either player might close (finish the game), when
they have the lead, either before or following drawing, by turning down the trump card"): the player's
draw after a trick he won is made by itself after the trick's pace, unless he presses Close before
drawing (Z) in that pause; the computer's close before drawing is shown at once. Real windows, real keys,
games resumed from records at the moment the trick's winner chooses."""

import time

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from engine import cards as C
from thousand_qt import settings
from thousand_qt.window.drawing import LEAST_MS

# seat 1 has just taken the sixth trick (QC JS): its choice waits, the stock holds the nine of hearts
# face down and the turned trump ace (tests/engine/test_ai_sixty_six.py, TURNED_ACE)
PLAYS = [
    (1, "9C"), (0, "JC"), (0, None), (0, "9D"), (1, "JD"), (1, None), (1, "KC"), (0, "QD"), (1, None),
    (1, "TS"), (0, "TH"), (0, None), (0, "9S"), (1, "AS"), (1, None), (1, "QC"), (0, "JS"),
]  # fmt: skip
TURNED_ACE = {
    "dealer": 0,
    "hands": [["TH", "QD", "TD", "KS", "JC", "AD"], ["QH", "JD", "KC", "TC", "JH", "9C"]],
    "stock": ["9D", "AS", "AC", "KH", "TS", "9S", "JS", "QC", "KD", "QS", "9H"],
    "turned": "AH",
    "draws": True,
    "actions": [{"seat": s, "draw": True} if c is None else {"seat": s, "play": c} for s, c in PLAYS],
}

# normal (seat 1) has just taken a trick with the ace of spades and closes before drawing: the masters it
# holds are sure to take it to 66 (a hand of normal against normal, seed 15)
NORMAL_CLOSES = {
    "dealer": 0,
    "hands": [["KD", "AH", "QD", "9D", "KH", "KS"], ["TC", "QC", "AD", "QS", "KC", "9H"]],
    "stock": ["AC", "JD", "TS", "QH", "TH", "JC", "AS", "JS", "TD", "9S", "9C"],
    "turned": "JH",
    "draws": True,
    "actions": [
        {"seat": 1, "play": "QC"},
        {"seat": 0, "play": "9D"},
        {"seat": 1, "draw": True},
        {"seat": 1, "exchange": True},
        {"seat": 1, "play": "QS"},
        {"seat": 0, "play": "KS"},
        {"seat": 0, "draw": True},
        {"seat": 0, "play": "QD"},
        {"seat": 1, "play": "AD"},
        {"seat": 1, "draw": True},
        {"seat": 1, "play": "KC"},
        {"seat": 0, "play": "JC"},
        {"seat": 1, "draw": True},
        {"seat": 1, "play": "TC"},
        {"seat": 0, "play": "AH"},
        {"seat": 0, "draw": True},
        {"seat": 0, "play": "JS"},
        {"seat": 1, "play": "AS"},
    ],
}


def resume(window, deal, seat, computer, think_ms=0):
    record = {
        "format": 1,
        "rules": {"game": "sixty_six", "preset": "sixty_six"},
        "players": 2,
        "names": ["Anna", "Boris"],
        "deals": [deal],
        "app": {"seat": seat, "levels": {str(1 - seat): computer}, "human": True},
    }
    window.think_ms = think_ms
    window.resume(record)


def my_draw_waits(window) -> bool:
    c = window.controller
    return c.waiting_for_human() and any(a.kind == "draw" for a in c.human_legal())


def actions(window) -> list:
    return window.controller.source.record()["deals"][-1]["actions"]


def test_z_closes_before_drawing_while_the_draw_waits(qtbot, window):
    settings.put("pace/trick_ms", 1500)  # Settings' "Long": the pause before the draw makes itself
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    resume(window, TURNED_ACE, seat=1, computer="easy")
    qtbot.waitUntil(lambda: my_draw_waits(window), timeout=5000)
    p = window.panel
    # the bar offers both choices and says the draw is coming
    assert p.flag_buttons["close"].isVisible() and p.flag_buttons["close"].text() == "Close before drawing"
    assert p.flag_buttons["draw"].isVisible() and "drawing from the stock" in p.idle.text()
    QTest.keyClick(window.view, Qt.Key.Key_Z)
    qtbot.waitUntil(lambda: window.controller.table.closed, timeout=5000)
    # nobody drew from that trick: the trump ace stays turned down under the stock, and seat 0 never gets it
    assert actions(window)[-1] == {"seat": 1, "close": True}
    assert len(window.controller.table.hand) == 5 and window.scene.decor.stock_label.toPlainText() == "Closed"
    qtbot.wait(LEAST_MS + 1500)  # the pause is over: the draw did not make itself after the close
    assert not any("draw" in a for a in actions(window)[len(PLAYS) :])
    assert p.flag_buttons["close"].text() == "Close the stock"


def test_the_draw_makes_itself_after_the_trick_pace(qtbot, window):
    settings.put("pace/trick_ms", 300)  # Settings' "Short": the pause is LEAST_MS
    resume(window, TURNED_ACE, seat=1, computer="easy")
    qtbot.waitUntil(lambda: my_draw_waits(window), timeout=5000)
    t0 = time.monotonic()
    qtbot.waitUntil(lambda: len(actions(window)) > len(PLAYS), timeout=5000)
    waited = time.monotonic() - t0
    assert actions(window)[len(PLAYS)] == {"seat": 1, "draw": True} and waited >= LEAST_MS / 1000 - 0.05
    # 002: "The winner of the trick draws the leading card of the stock (the opponent taking the up
    # coming card)": seat 1 the nine of hearts, seat 0 the turned ace
    qtbot.waitUntil(lambda: C.card("9H") in window.controller.table.hand, timeout=5000)
    assert len(window.controller.table.hand) == 6 and not window.controller.table.closed


def test_the_computers_close_before_drawing_is_shown(qtbot, window):
    settings.put("pace/trick_ms", 300)
    seen = []
    window.controller.table.eventApplied.connect(
        lambda e: seen.append((e.kind, e.seat, window.scene.decor.state(e)["bubbles"].get(e.seat)))
    )
    resume(window, NORMAL_CLOSES, seat=0, computer="normal")
    qtbot.waitUntil(lambda: window.controller.table.closed, timeout=10000)
    closed = [s for s in seen if s[0] == "stock_closed"]
    assert closed and closed[0][1] == 1 and closed[0][2][0] == "Closed before drawing"
    # nobody drew from the trick just taken (the game resumed at the choice): Anna keeps five cards
    kinds = [kind for kind, _, _ in seen]
    assert "drew" not in kinds[: kinds.index("stock_closed")]
    assert len(window.controller.table.hand) == 5


def test_undo_goes_back_past_the_draw_to_the_players_card(qtbot, window):
    """The draw the app made by itself is not the player's last decision: undone, it would make itself
    again at once. Undo takes back the card he led before it (the queen of clubs)."""
    settings.put("pace/trick_ms", 300)
    resume(window, TURNED_ACE, seat=1, computer="easy")
    qtbot.waitUntil(lambda: len(actions(window)) > len(PLAYS), timeout=5000)
    qtbot.waitUntil(lambda: window.controller.waiting_for_human(), timeout=5000)
    assert window.controller.can_undo() and window.controller.undo()
    lead = PLAYS.index((1, "QC"))
    qtbot.waitUntil(lambda: actions(window) == TURNED_ACE["actions"][:lead], timeout=5000)


def test_the_computer_draws_or_closes_without_its_think_time(qtbot, window):
    """Its think time would slow every trick it wins by that much: the choice after a trick comes at once
    (here normal closes before drawing with a think time of 5 s: well under it)."""
    settings.put("pace/trick_ms", 300)
    resume(window, NORMAL_CLOSES, seat=0, computer="normal", think_ms=5000)
    qtbot.waitUntil(lambda: window.controller.table.closed, timeout=3000)
