"""The bar under the table says the truth while the player's own talon lies face up in the middle.

Seen in docs/screenshots/talon-own.png: the player won the auction and his talon lay face up for all to
read, while the bar still said "Waiting for Computer 2…", the words of the auction's moment before
(Computer 2 to bid). Nobody is waited for then: the table is showing the talon, then the player acts
(docs/app.md: the bar says whose turn it is). The bar must say nothing of Computer 2 then, and the
player's own prompt once his turn is up.
"""

from __future__ import annotations

from PySide6.QtCore import QPauseAnimation

from thousand_qt.game.controller import GameConfig


def test_no_one_is_waited_for_while_the_own_talon_is_up(qtbot, window):
    w, c = window, window.controller
    m = c.table
    w.scene.speed = 1.0  # the talon is held up for all to read (Settings' default pace)

    def talon_up():
        run = w.scene.queue._running  # the pause that holds a talon up for all to read
        return isinstance(run, QPauseAnimation) and run.duration() == w.scene.talon_ms

    def bid_to_the_talon():
        """The player bids on while he may (the computers pass in time): true once his talon is up."""
        if talon_up() and m.declarer == m.seat:
            return True
        if c.waiting_for_human() and m.phase == "auction":
            bid = next((a for a in c.human_legal() if a.kind == "bid"), None)
            if bid is not None:
                c.act(bid)
        return False

    for seed in range(1, 20):
        w.start(GameConfig(name="Anna", seat=0, levels=["normal", "normal"], seed=seed, dealer=2))
        try:
            qtbot.waitUntil(bid_to_the_talon, timeout=8000)
            break
        except AssertionError:
            continue
    else:
        raise AssertionError("the player won no auction in 19 deals")
    names = [n for i, n in enumerate(m.names) if i != m.seat]
    said = w.panel.idle.text()
    assert "Waiting for" not in said and not any(n in said for n in names), said
    # then his turn comes (the exchange): his prompt, not somebody else's
    qtbot.waitUntil(c.waiting_for_human, timeout=15000)
    said = w.panel.idle.text()
    assert "Waiting for" not in said and not any(n in said for n in names), said
