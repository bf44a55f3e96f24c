"""The end of a deal and of the game as a player watches it: the table first, then the sheet."""

from thousand_qt.game.controller import GameConfig


def _animated(window, speed=4.0):
    window.scene.speed = window.sheet.speed = window.controller.speed = speed
    window.think_ms = 0


def test_score_row_waits_until_the_table_has_played_the_last_trick(qtbot, window):
    window.controller.autosave_enabled = False
    _animated(window)
    seen = []

    def on_scored(_summary):  # emitted as the host's batch arrives, before the table animates it
        seen.append((window.controller.scores.rowCount(), window.scene.queue.busy()))

    window.controller.dealScored.connect(on_scored)
    window.start(GameConfig(seat=0, levels=["random"] * 3, seed=11, dealer=0, human=False))
    qtbot.waitUntil(lambda: bool(seen), timeout=60000)
    rows, busy = seen[0]
    assert busy  # the last cards are still flying on the table...
    assert rows == 0  # ...so the sheet does not give the result away yet
    qtbot.waitUntil(lambda: window.controller.scores.rowCount() == 1, timeout=20000)
    window.controller.source.stop()


def test_game_over_stays_on_the_table_until_a_new_game(qtbot, window):
    window.controller.autosave_enabled = False
    _animated(window, 0.0)
    window.start(
        GameConfig(seat=0, levels=["random"] * 3, seed=3, dealer=0, human=False, start={"scores": [990, 990, 990]})
    )
    qtbot.waitUntil(lambda: window.controller.table.over, timeout=60000)
    qtbot.waitUntil(lambda: window.scene.banner.isVisible(), timeout=10000)
    m = window.controller.table
    assert window.scene.banner.title.startswith("Game over — winner: ")
    assert any(str(max(m.scores)) in line for line in window.scene.banner.lines)
    window.start(GameConfig(seat=0, levels=["random", "random"], seed=5))
    assert not window.scene.banner.isVisible()
    window.controller.source.stop()


def test_sheet_totals_start_from_the_games_starting_scores(qtbot, window):
    window.controller.autosave_enabled = False
    _animated(window, 0.0)
    window.start(GameConfig(seat=0, levels=["random", "random"], seed=4, dealer=0, start={"scores": [340, 515, 220]}))
    qtbot.waitUntil(lambda: window.controller.table.phase == "auction", timeout=10000)
    assert window.controller.scores.totals() == [340, 515, 220]
    assert [lab.text() for lab in window.sheet.total_labels] == ["340", "515", "220"]
    window.controller.source.stop()
