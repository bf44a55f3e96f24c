"""The two-player 1000s played through the window by clicks: the bar shows what the engine offers —
the bids, then (declarer) one of the two talons to take (001: 'the high bidder takes one of them'), the
cards to lay away (Auction 1000 for two: two; Russian 1000 for two: one laid away and one given to the
opponent), the contract, the play — and a deal ends scored as the engine replays its record."""

import pytest
from helpers import click, click_card, human_turn

from engine.game import playable_games
from thousand_qt.game.controller import GameConfig


def play_a_deal_as_declarer(qtbot, window, game, seed):
    deals = []
    window.controller.dealScored.connect(deals.append)
    window.start(
        GameConfig(name="Tester", seat=0, players=2, levels=["random"], seed=seed, dealer=1, game=game, preset=game)
    )
    panel, seen = window.panel, set()
    for _ in range(300):
        qtbot.waitUntil(lambda: bool(deals) or human_turn(window), timeout=20000)
        if deals:
            break
        page = panel.page()
        seen.add(type(page).__name__)
        if page is panel.bidding:
            click(page.bid if page.bid.isVisible() else page.passb)  # bid on: the declarer's choices follow
        elif page is panel.talon:
            click(next(b for b in page.buttons if b.isVisible()))
        elif page is panel.exchange:
            seen.add(page.kind)
            # two cards laid away have no order to swap; one laid away and one given have
            assert page.swap.isVisible() == (page.kind == "discard_give"), page.kind
            hand = list(window.controller.table.hand)
            click_card(window, hand[0])
            click_card(window, hand[-1])
            if not page.give.isEnabled():
                click(page.swap)  # Russian: the order says which card is laid away and which is given
            assert page.give.isEnabled(), page.kind
            click(page.give)
        elif page is panel.contract:
            click(page.button)
        elif page is panel.play:
            playable = [c for c in window.controller.table.hand if window.scene.cards[c].interactive]
            click_card(window, playable[0])
        qtbot.wait(1)
    assert deals, "the deal did not finish"
    return deals[0], seen


@pytest.mark.parametrize("game,kind", [("auction_two", "discard"), ("russian_two", "discard_give")])
def test_a_two_player_deal_by_clicks_through_the_talon_and_the_cards_laid_away(qtbot, window, game, kind):
    from engine.record import replay

    if game not in playable_games():
        pytest.skip(f"the engine does not play {game} yet")
    window.scene.speed = window.sheet.speed = window.controller.speed = 0.0
    window.think_ms = 0
    for seed in range(1, 20):
        deal, seen = play_a_deal_as_declarer(qtbot, window, game, seed)
        if "TalonPage" in seen:
            break
    assert {"BiddingPage", "TalonPage", "ExchangePage", "PlayPage", kind} <= seen, seen
    replayed = replay(window.controller.source.record())
    assert replayed.deals[0].summary["totals"] == deal["totals"]
    assert [window.sheet.total_labels[i].text() for i in range(2)] == [
        str(t).replace("-", "\u2212") for t in deal["totals"]
    ]  # the minus sign U+2212, as the plates (937a961)
