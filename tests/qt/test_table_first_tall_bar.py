"""The table does not move the first time the action bar is at its tallest either (issue 37 item 11:
"The table's layout must not move with the bar's height"). The table kept the layout of the smallest
room so far, so it still moved once, 20 px up, when the bar first grew to two lines of buttons and a
reason (seed 1's first auction at 1366×768): it now leaves the bar its tallest from the start."""

from __future__ import annotations

import pytest
from test_table_steady import Tallest, places

from thousand_qt.game.controller import GameConfig
from thousand_qt.words import i18n


@pytest.mark.parametrize(
    "lang,size,bid_to",
    [
        ("en", (1350, 728), 0),  # a 1366×768 laptop's window (tests/qt/test_screen_fit.py); the player passes
        ("ru", (1350, 728), 0),
        ("ru", (1008, 590), 120),  # a 1024×640 screen's; the player bids up to 120: the talon, the exchange
    ],
)
def test_the_table_never_moves_with_the_bar_from_the_first_decision_on(
    qtbot, qapp, window, english, lang, size, bid_to
):
    i18n.install_language(qapp, lang)
    window.resize(*size)
    qtbot.wait(50)
    tallest = Tallest(window.panel)
    seen = []  # (the bar's height, the table's places) at each of the player's decisions
    for seed in (1, 4):
        window.start(GameConfig(seat=0, levels=["random", "random"], seed=seed, dealer=2))
        c, t = window.controller, window.controller.table
        for _ in range(20):
            qtbot.waitUntil(lambda c=c, t=t: c.waiting_for_human() or t.phase in ("done", "over"), timeout=10000)
            if t.phase in ("done", "over") or not c.human_legal():
                break
            qtbot.wait(20)  # the bar lays itself out for the actions now
            seen.append((window.panel.height(), places(window)))
            legal = c.human_legal()
            if t.phase == "play":
                break
            bids = [a for a in legal if a.kind == "bid" and a.value <= bid_to]
            useful = [a for a in legal if a.kind not in ("rospis", "redeal")] or legal
            c.act(bids[0] if bids else next((a for a in legal if a.kind == "pass"), useful[0]))
    heights = {h for h, _ in seen}
    assert len(heights) >= 3 and tallest.height > min(heights), (heights, tallest.height)  # the bar did change
    first = seen[0][1]
    for h, at in seen:
        assert at == first, (h, at[0], first[0])
    assert tallest.height <= window.panel.tallest()  # within the room the table leaves it
