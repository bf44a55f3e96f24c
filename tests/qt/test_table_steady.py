"""The table does not move with the action bar (issue 37, item 11: "The table jumps 45–55 px when the
action bar changes from two lines to one at the first lead. The table's layout must not move with the
bar's height.")"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject

from thousand_qt.game.controller import GameConfig


class Tallest(QObject):
    """The tallest the action bar has been so far (it may be so only for a moment, between decisions)."""

    def __init__(self, bar):
        super().__init__(bar)
        self.height = bar.height()
        bar.installEventFilter(self)

    def eventFilter(self, obj, e):
        if e.type() == QEvent.Type.Resize:
            self.height = max(self.height, e.size().height())
        return False


def places(window) -> tuple:
    """Where the player's hand and plate and the trick's middle lie on the table, and the cards' size."""
    g = window.scene.geo
    me = g.seats[0]
    return (me.hand.centre, me.badge, g.centre, me.hand.scale)


def test_the_table_keeps_its_places_when_the_bar_changes_height(qtbot, window):
    window.resize(1350, 728)  # a 1366×768 laptop's window (tests/qt/test_screen_fit.py)
    qtbot.wait(50)
    tallest = Tallest(window.panel)
    seen = []  # (the bar's height, the tallest it has been, the table's places) at each decision
    for seed in range(1, 8):
        window.start(GameConfig(seat=0, levels=["random", "random"], seed=seed, dealer=2))
        c, t = window.controller, window.controller.table
        for _ in range(20):
            qtbot.waitUntil(lambda c=c, t=t: c.waiting_for_human() or t.phase in ("done", "over"), timeout=10000)
            if t.phase in ("done", "over") or not c.human_legal():
                break
            qtbot.wait(20)  # the bar lays itself out for the actions now
            seen.append((window.panel.height(), tallest.height, places(window)))
            legal = c.human_legal()
            if t.phase == "play":
                break
            c.act(next((a for a in legal if a.kind == "pass"), legal[0]))
    # between two decisions at which the bar has been no taller than before, the table stays put: a
    # bar of two lines that becomes one (the first lead) moves nothing
    steady = [(a, b) for a, b in zip(seen, seen[1:]) if a[1] == b[1]]
    assert any(a[0] != b[0] for a, b in steady), [h for h, _, _ in seen]  # the bar did change: else no proof
    for a, b in steady:
        assert a[2] == b[2], (a[0], b[0], a[2][0], b[2][0])
    # and the player's hand and plate are on the table, above the bar
    plate = seen[-1][2][1]
    assert window.view.mapFromScene(plate).y() < window.view.viewport().height()
