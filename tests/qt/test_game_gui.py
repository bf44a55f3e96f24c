"""A complete deal played through the GUI with clicks: bidding, exchange, play."""

from helpers import click, click_card, human_turn

from thousand_qt.game.controller import GameConfig


def play_one_deal(qtbot, window, seed, prefer_bid=True, max_steps=200, levels=("random", "random"), timeout=10000):
    deals = []
    window.controller.dealScored.connect(deals.append)
    window.start(GameConfig(name="Tester", seat=0, levels=list(levels), seed=seed, dealer=2))
    panel = window.panel
    seen = set()
    for _ in range(max_steps):
        qtbot.waitUntil(lambda: bool(deals) or human_turn(window), timeout=timeout)
        if deals:
            break
        page = panel.page()
        seen.add(page.objectName() or type(page).__name__)
        if page is panel.bidding:
            if page.bid.isVisible() and (prefer_bid or not page.passb.isVisible()):
                click(page.bid)
                prefer_bid = False
            else:
                click(page.passb)
        elif page is panel.exchange:
            hand = list(window.controller.table.hand)
            click_card(window, hand[0])
            click_card(window, hand[-1])
            assert page.give.isEnabled()
            click(page.give)
        elif page is panel.contract:
            click(page.button)
        elif page is panel.play:
            playable = [c for c in window.controller.table.hand if window.scene.cards[c].interactive]
            assert playable
            for c in window.controller.table.hand:  # the others are dimmed and say why
                item = window.scene.cards[c]
                assert item.dimmed == (c not in playable)
                if item.dimmed:
                    assert item.toolTip()
            click_card(window, playable[0])
        qtbot.wait(1)
    assert deals, "the deal did not finish"
    return deals[0], seen


def test_complete_deal_by_clicks(qtbot, window):
    deal, seen = play_one_deal(qtbot, window, seed=11)
    assert deal["result"] in ("made", "failed", "rospis", "redeal")
    assert "BiddingPage" in seen
    assert window.controller.scores.rowCount() == 1
    assert [window.sheet.total_labels[i].text() for i in range(3)] == [
        str(t).replace("-", "\u2212") for t in deal["totals"]
    ]  # the minus sign U+2212, as the plates (937a961)


def test_a_deal_by_clicks_against_two_hard_computers_that_search(qtbot, window):
    """The hard level searches (engine.ai, in the computers' worker process): a real deal played
    through the window against two of them ends scored as the engine scores its record, and no move
    of theirs was a random stand-in (thousand_qt.game.players counts every one)."""
    from engine.record import replay
    from thousand_qt.game import players

    before = sum(players.fallbacks.values())
    deal, seen = play_one_deal(qtbot, window, seed=7, levels=("hard", "hard"), timeout=60000)
    assert sum(players.fallbacks.values()) == before, players.fallbacks
    assert {"BiddingPage", "PlayPage"} <= seen
    replayed = replay(window.controller.source.record())  # the rules, from the record's actions alone
    assert replayed.deals[0].summary["totals"] == deal["totals"]
    assert [window.sheet.total_labels[i].text() for i in range(3)] == [
        str(t).replace("-", "\u2212") for t in deal["totals"]
    ]  # the minus sign U+2212, as the plates (937a961)


def test_deal_as_declarer_through_exchange(qtbot, window):
    # seat 0 speaks first after dealer 2 and opens at 100; the random players mostly pass
    for seed in range(1, 30):
        deal, seen = play_one_deal(qtbot, window, seed=seed)
        if "ExchangePage" in seen:
            assert deal["declarer"] == 0
            return
    raise AssertionError("never became declarer")


def test_keyboard_play(qtbot, window):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    deals = []
    window.controller.dealScored.connect(deals.append)
    window.start(GameConfig(seat=0, levels=["random", "random"], seed=5, dealer=2))
    for _ in range(200):
        qtbot.waitUntil(lambda: bool(deals) or human_turn(window), timeout=10000)
        if deals:
            break
        page = window.panel.page()
        if page is window.panel.play:
            before = len(window.controller.table.hand)
            window.view.setFocus()
            QTest.keyClick(window.view, Qt.Key.Key_Right)
            QTest.keyClick(window.view, Qt.Key.Key_Return)
            qtbot.waitUntil(
                lambda before=before: len(window.controller.table.hand) < before or bool(deals), timeout=5000
            )
        elif page is window.panel.bidding:
            click(page.passb if page.passb.isVisible() else page.bid)
        elif page is window.panel.exchange:
            page.combos[0].setCurrentIndex(1)
            page.combos[1].setCurrentIndex(2)
            click(page.give)
        elif page is window.panel.contract:
            click(page.button)
    assert deals


def test_undo_and_hint(qtbot, window):
    window.start(GameConfig(seat=0, levels=["random", "random"], seed=7, dealer=2))
    qtbot.waitUntil(lambda: human_turn(window), timeout=10000)
    c = window.controller
    assert not c.can_undo()
    got = []
    c.hintReady.connect(got.append)
    window.hint_action.trigger()
    qtbot.waitUntil(lambda: bool(got), timeout=10000)
    assert got[0] in c.human_legal()
    c.act(got[0])
    qtbot.waitUntil(lambda: bool(c.can_undo() and human_turn(window) or c.table.phase != "auction"), timeout=10000)
    n = len(c.source.record()["deals"][-1]["actions"])
    assert c.undo()
    assert len(c.source.record()["deals"][-1]["actions"]) < n
    assert c.source.record()["deals"][-1]["actions"] == []
    qtbot.waitUntil(lambda: human_turn(window), timeout=10000)


def test_animated_deal_all_computers(qtbot, window):
    """The animation path (queue, parented groups, banner, sheet count-up) at a high speed."""
    window.scene.speed = window.sheet.speed = window.controller.speed = 12.0
    deals = []
    window.controller.dealScored.connect(deals.append)
    window.start(GameConfig(seat=0, levels=["random"] * 3, seed=6, human=False))
    qtbot.waitUntil(lambda: bool(deals), timeout=60000)
    qtbot.waitUntil(lambda: not window.scene.busy(), timeout=20000)
    m = window.controller.table
    for c in m.hand:  # the seat's cards end face up where the layout puts them
        assert window.scene.cards[c].face_up
        assert window.scene.cards[c].pos() == window.scene.cards[c].home
