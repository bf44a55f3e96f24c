"""Help ▸ Rules: each game of the family has its own page, the current game's first, the others one
link away, in every language. The facts checked are sentences of the rule texts: pagat.com's rules
of Thousand for the 1000 family, the usual rules of Sixty-Six for Sixty-Six (docs/rules.md's readings)."""

import html
import re

import pytest
from PySide6.QtCore import QTimer, QUrl
from PySide6.QtWidgets import QApplication

from engine.agreements import GAMES, Rules
from thousand_qt.dialogs.rules import RulesDialog, game_sections, rules_html
from thousand_qt.words import i18n

# (game, what its page must say, from its rule text)
FACTS = [
    ("thousand", ["24-card pack", "seven cards", "at least 100", "barrel"]),
    # "Each player receives a total of ten cards, and there are two face-down talons of two cards."
    ("auction_two", ["ten cards", "two talons of two", "in tens"]),
    # "nine cards are dealt to each player and there are two three-card kittys"; bidding from 85 in fives
    ("russian_two", ["nine cards", "two kitties of three", "85", "no barrel"]),
    # "Six cards are dealt to each player and the remaining twelve ... drawing stock. There is no bidding."
    ("draw", ["six cards", "twelve", "no bidding"]),
    # "It is played with a 20-card pack without nines"; "clubs=100, spades=80, hearts=60, diamonds=40";
    # "the first player whose cumulative score becomes more than 1000"
    ("tausendeins", ["20-card pack without nines", "clubs 100, spades 80, hearts 60, diamonds 40", "more than 1000"]),
    # "Each of the three players receives 8 cards, and there is no talon."; "100 for hearts, 80 for diamonds,
    # 60 for spades and 40 for clubs"; "must beat the highest card so far played to the trick if possible"
    ("russeln", ["eight cards", "no talon", "hearts 100, diamonds 80, spades 60, clubs 40", "beat the highest card"]),
    # "The purpose is to score 66 points"; "The player who scores seven game points very first, wins."
    ("sixty_six", ["66", "seven game points", "20, or 40 in trumps", "close the stock"]),
]


def _text(page: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", " ", page))


@pytest.mark.parametrize("game,facts", FACTS)
def test_each_game_has_its_own_page(qapp, english, game, facts):
    page = rules_html(GAMES[game].preset, {})
    text = _text(page)
    for fact in facts:
        assert fact in text, (game, fact)
    assert ("Schnapsen" if game == "sixty_six" else "pagat.com") in text  # its source, as people name it
    for other in GAMES:  # the others are one link away
        assert (f'href="game:{other}"' in page) == (other != game)


def test_a_page_lists_only_its_games_agreements_against_its_own_rules(qapp, english):
    page = " ".join(_text(rules_html("sixty_six", {"sixty_six_target": 11})).split())
    assert "1 agreement differs" in page
    assert "Sixty-Six: game to : 11 (reference: 7)" in page  # 002: "scores seven game points very first, wins"
    assert "The reference rules, unchanged." in _text(rules_html("russeln", {}))


@pytest.mark.parametrize("lang", ["ru", "pl", "uk"])
def test_every_page_is_translated(qapp, english, lang):
    english_paragraphs = {g: [p for _, ps in game_sections(g) for p in ps] for g in GAMES}
    i18n.install_language(qapp, lang)
    for game, paragraphs in english_paragraphs.items():
        page = html.unescape(rules_html(GAMES[game].preset, {}))
        left = [p for p in paragraphs if p in page]
        assert not left, (lang, game, left[:1])
        assert i18n.catalogue(GAMES[game].title) in page


def test_the_dialog_follows_a_link_and_comes_back_to_the_tables_agreements(qtbot, english):
    d = RulesDialog(None, "sixty_six", {"sixty_six_target": 11})
    qtbot.addWidget(d)
    assert "Rules of Sixty-Six" in d.browser.toPlainText()
    d.browser.anchorClicked.emit(QUrl("game:russeln"))
    assert "Rules of Russeln" in d.browser.toPlainText()
    d.browser.anchorClicked.emit(QUrl("game:sixty_six"))
    assert "11 (reference: 7)" in d.browser.toPlainText()  # the table's own agreement again
    d.browser.anchorClicked.emit(QUrl("https://example.org/"))  # not a game: the page stays
    assert "Rules of Sixty-Six" in d.browser.toPlainText()


def test_help_rules_opens_on_the_game_being_played(qtbot, window, english):
    from engine.game import new_game
    from engine.record import to_record

    window.resume(to_record(new_game(Rules(game="sixty_six"), players=2, seed=5)))
    qtbot.waitUntil(lambda: window.controller.table.view is not None, timeout=5000)
    seen = []

    def look():
        d = QApplication.activeModalWidget()
        if d is None:
            QTimer.singleShot(50, look)
            return
        seen.append(d.browser.toPlainText())
        d.reject()

    QTimer.singleShot(50, look)
    window.show_rules()
    assert "Rules of Sixty-Six" in seen[0]
