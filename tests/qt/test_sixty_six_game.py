"""A whole game of Sixty-Six played through the main window by clicks (cards on the table, the bar's
buttons) against the computer the engine can drive for it, saved after every action, resumed half way
from the autosave, finished, and exported: the record the engine replays gives the scores and the winner
the window shows (002: 'The first player to win 7 game points wins the game')."""

import json
import random

import pytest
from helpers import click, click_card, human_turn

from engine.game import playable_games
from thousand_qt.game import autosave, players
from thousand_qt.game.controller import GameConfig
from thousand_qt.game.players import plays

pytestmark = pytest.mark.skipif("sixty_six" not in playable_games(), reason="the engine does not play Sixty-Six yet")

TARGET = 7  # 002: 'The first player to win 7 game points wins the game.'


def start(window, seed):
    window.controller.autosave_enabled = True
    window.start(
        GameConfig(
            name="Tester",
            seat=0,
            players=2,
            levels=["easy"],  # engine.ai's level, or the random player where it cannot play Sixty-Six
            seed=seed,
            dealer=1,
            preset="sixty_six",
            game="sixty_six",
        )
    )


def confirm_claim(tries: int = 10) -> None:
    """Answer Yes to the claim's question if it opens now (none when the claim holds)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    def look(left=tries):
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox) and box.objectName() == "claimBox":
            box.button(QMessageBox.StandardButton.Yes).click()
        elif left > 0:
            QTimer.singleShot(20, lambda: look(left - 1))

    QTimer.singleShot(0, look)


def one_click(window, rnd, used: set) -> None:
    """What a player does at his turn: a control of the bar now and then, else a card he may play."""
    panel = window.panel
    for kind, chance in (("exchange", 1.0), ("out", 0.3), ("close", 0.15)):
        b = panel.flag_buttons[kind]
        if b.isVisible() and b.isEnabled() and rnd.random() < chance:
            used.add(kind)
            if kind == "out":
                confirm_claim()  # a claim short of 66 is asked about (issue 37): this player means it
            click(b)
            return
    show = panel.play.show_button
    if show.isVisible() and rnd.random() < 0.5:
        used.add("show")
        click(show)
        return
    playable = [c for c in window.controller.table.hand if window.scene.cards[c].interactive]
    assert playable, "my turn with no card to play and no control"
    used.add("play")
    click_card(window, rnd.choice(playable))


def play_until(qtbot, window, rnd, used, done, limit=400):
    for _ in range(limit):
        qtbot.waitUntil(lambda: done() or human_turn(window), timeout=20000)
        if done():
            return
        one_click(window, rnd, used)
        qtbot.wait(1)
    raise AssertionError("the game did not finish")


def test_a_whole_game_of_sixty_six_by_clicks_with_resume_and_export(qtbot, window, tmp_path):
    from engine.record import replay

    window.scene.speed = window.sheet.speed = window.controller.speed = 0.0
    window.think_ms = 0
    before = sum(players.fallbacks.values())
    rnd, used = random.Random(6), set()
    start(window, seed=21)
    assert window.controller.table.players == 2 and window.scene.geo.players == 2
    assert not window.sheet.legend.isVisible()  # its legend tells the contracts' marks: Sixty-Six has none
    qtbot.waitUntil(lambda: human_turn(window), timeout=20000)
    with qtbot.waitSignal(window.controller.hintReady, timeout=20000) as hint:
        window.controller.hint()
    if plays("hard", "sixty_six"):  # the searching level's hint is one of the player's legal actions
        assert hint.args[0] in window.controller.human_legal()
    else:  # it cannot play Sixty-Six: no hint rather than a random one (or a stand-in counted)
        assert hint.args == [None]
    # under way: a hand scored, then the window is left and the game taken up again from the autosave
    hands = []
    window.controller.dealScored.connect(hands.append)
    play_until(qtbot, window, rnd, used, lambda: len(hands) >= 1)
    assert not window.controller.table.over
    qtbot.waitUntil(lambda: autosave.flush() and autosave.save_path().exists(), timeout=10000)
    window.controller.source.stop()
    saved = autosave.load()
    assert saved["rules"]["game"] == "sixty_six"
    window.resume(saved)
    assert window.controller.table.players == 2
    over = []
    window.controller.gameOver.connect(over.append)
    play_until(qtbot, window, rnd, used, lambda: bool(over))
    # with these seeds the player closed the stock, exchanged the trump nine and announced 66 on the way
    assert "play" in used and used & {"exchange", "out", "close", "show"}, used
    assert sum(players.fallbacks.values()) == before  # no computer failed and was stood in for

    path = tmp_path / "sixty-six.json"
    window.controller.export_record(path)
    exported = json.loads(path.read_text(encoding="utf-8"))
    g = replay(exported)  # the rules, from the record's actions alone
    assert g.over and max(g.scores) >= TARGET
    assert over[0] == g.winners
    assert [window.sheet.total_labels[i].text() for i in range(2)] == [
        str(t).replace("-", "\u2212") for t in g.scores
    ]  # the minus sign U+2212, as the plates (937a961)
    assert window.controller.table.scores == list(g.scores)
    # Open record to review: the exported game steps through on the two-seat table to the same end
    if getattr(window, "game_over_dialog", None) is not None:
        window.game_over_dialog.close()
    assert window.start_review(exported)
    src = window.review_bar.source
    src.go(0, animate=False)
    src.go(len(src.steps) - 1, animate=False)
    window.scene.queue.finish_all()
    assert window.controller.table.players == 2 and window.controller.table.scores == list(g.scores)
    window.close_review()
