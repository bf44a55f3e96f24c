"""The window offers of 1000's tools only what the game at the table has: Game ▸ Last talon where a talon
is turned face up for all, and a score sheet legend that tells only the marks the game can write."""

from __future__ import annotations

import pytest

from engine.agreements import GAMES
from thousand_qt.game.controller import GameConfig

# Where the rule texts turn a talon face up for all to see, and where nothing is ever shown:
SHOWN_TALON = {
    "thousand": True,  # 001: the declarer "exposes the talon" (the prikup is turned face up)
    "auction_two": True,  # 001: "The high bidder exposes one of the talons and takes it into his hand"
    "russian_two": True,  # 001: "The high bidder exposes one kitty and places the cards in his hand"
    "tausendeins": False,  # 001: "The high bidder takes the talon" (docs/rules.md: taken face down)
    "russeln": False,  # 001: "Each of the three players receives 8 cards, and there is no talon."
    "draw": False,  # 001: "the remaining twelve cards are placed face down in the centre to form a drawing stock"
    "sixty_six": False,  # 002: a stock and the thirteenth card turned up for trump, no talon
}


def start(window, qtbot, game, overrides=None):
    players = GAMES[game].seats[0]
    window.start(
        GameConfig(
            seat=0,
            players=players,
            levels=["random"] * (players - 1),
            seed=5,
            preset=GAMES[game].preset,
            overrides=overrides or {},
            game=game,
        )
    )
    qtbot.waitUntil(lambda: window.controller.table.view is not None, timeout=10000)
    assert window.controller.table.view.rules.game == game


@pytest.mark.parametrize("game", list(SHOWN_TALON))
def test_last_talon_is_offered_only_where_a_talon_is_shown(qtbot, window, game):
    start(window, qtbot, game)
    shown = SHOWN_TALON[game]
    assert window.talon_action.isVisible() == shown
    assert (window.talon_action in window.game_menu.actions()) and window.talon_action.isVisible() == shown
    button = window.toolbar.widgetForAction(window.talon_action)
    assert button is not None
    qtbot.waitUntil(lambda: button.isVisible() == shown, timeout=2000)  # the toolbar lays itself out anew
    # the window's other tools stay: the last trick is every game's
    assert window.last_action.isVisible() and window.toolbar.widgetForAction(window.last_action).isVisible()


def test_last_talon_comes_back_with_a_game_that_shows_one(qtbot, window):
    start(window, qtbot, "sixty_six")
    assert not window.talon_action.isVisible()
    start(window, qtbot, "thousand")
    assert window.talon_action.isVisible()


def legend(window) -> str:
    return window.sheet.legend.text() if window.sheet.legend.isVisibleTo(window.sheet) else ""


@pytest.mark.parametrize(
    "game,overrides,rospis,contracts",
    [
        # 001, 1000: "you can avoid losing points by declaring a Rospisat'": the reference rules allow it
        ("thousand", {}, True, True),
        # 001, Polish Tysiąc: "Some players do not allow bombs at all." — a table that does not
        ("thousand", {"rospis": False}, False, True),
        # Auction 1000 for two: bomba off by default (docs/rules.md), on where the table plays it
        ("auction_two", {}, False, True),
        ("auction_two", {"rospis": True}, True, True),
        # 001, Elwood's game: "The barrel, zero score and rospisat' rules do not apply."
        ("russian_two", {}, False, True),
        # 1001 and Russeln: a high bidder and his bid, no rospis in their rules
        ("tausendeins", {}, False, True),
        ("russeln", {}, False, True),
        # 001, Draw 1000: "There is no bidding."; 002: Sixty-Six has no contract either
        ("draw", {}, False, False),
        ("sixty_six", {}, False, False),
    ],
)
def test_the_sheets_legend_tells_only_the_games_marks(qtbot, window, game, overrides, rospis, contracts):
    start(window, qtbot, game, overrides)
    text = legend(window)
    assert ("rospis" in text) == rospis
    assert ("Ringed: made; struck out: failed." in text) == contracts
    assert bool(text) == (rospis or contracts)  # nothing else is written there


def test_the_legend_follows_a_language_switch(qtbot, window, english, qapp):
    from thousand_qt.words import i18n

    start(window, qtbot, "russian_two")
    i18n.install_language(qapp, "ru")
    text = legend(window)
    assert "Обведено" in text and "роспись" not in text  # the contract's marks, and no rospis in Elwood's game


def test_help_keyboard_lists_last_talon_only_where_the_game_offers_it(qtbot, window):
    from thousand_qt.window.shortcuts import key_rows

    start(window, qtbot, "draw")
    assert "Last talon" not in [what for _key, what in key_rows(window)]
    assert "Last trick" in [what for _key, what in key_rows(window)]
    start(window, qtbot, "thousand")
    assert "Last talon" in [what for _key, what in key_rows(window)]
