"""The card faces carry the players' own letters in their corners: J Q K A in English, В Д К Т in
Russian and Ukrainian, W D K A in Polish (9 and 10 everywhere), the same letters the app prints in
card names (thousand_qt/words/labels.rank_letters), and they follow a language switch at once."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pytest

from engine import cards as C
from thousand_qt.cardscene import CardTheme
from thousand_qt.paths import resources_dir
from thousand_qt.words import i18n
from thousand_qt.words.labels import rank_letters

ROOT = Path(__file__).resolve().parents[2]
RES = resources_dir()
FACES = [r + s for r in "9TJQKA" for s in "SCDH"]
TEXT = re.compile(r"<text[^>]*>([^<]*)</text>")


def index(path: Path) -> str:
    """The corner index printed on a face (the same at the top left and, turned, bottom right)."""
    texts = set(TEXT.findall(path.read_text(encoding="utf-8")))
    assert len(texts) == 1, (path, texts)
    return texts.pop()


def test_every_card_svg_is_valid_for_qsvgrenderer(qapp):
    from PySide6.QtCore import QSize
    from PySide6.QtSvg import QSvgRenderer

    files = sorted(RES.glob("cards*/**/*.svg"))
    assert len(files) >= 2 * 25 + 2 * (16 + 8)  # both decks, their backs, the ru-uk and pl letters
    for f in files:
        r = QSvgRenderer(str(f))
        assert r.isValid(), f
        assert r.defaultSize() == QSize(200, 280), f


def test_the_faces_are_what_the_generator_makes_from_the_translations(tmp_path):
    """resources/cards*/ is make_cards.py's output for translations/*.ts as they are now: a changed
    letter in a translation needs `python3 resources/tools/make_cards.py`."""
    spec = importlib.util.spec_from_file_location("make_cards", ROOT / "resources" / "tools" / "make_cards.py")
    make_cards = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(make_cards)
    assert make_cards.index_styles() == {
        "pl": {"9": "9", "T": "10", "J": "W", "Q": "D", "K": "K", "A": "A"},
        "ru-uk": {"9": "9", "T": "10", "J": "В", "Q": "Д", "K": "К", "A": "Т"},
    }
    make_cards.main(str(tmp_path))
    for deck in ("cards", "cards4"):
        made = {p.relative_to(tmp_path / deck): p.read_bytes() for p in (tmp_path / deck).rglob("*.svg")}
        have = {p.relative_to(RES / deck): p.read_bytes() for p in (RES / deck).rglob("*.svg")}
        assert sorted(made) == sorted(have), deck
        stale = [str(p) for p in made if made[p] != have[p]]
        assert not stale, f"regenerate resources/{deck}: {stale}"


@pytest.mark.parametrize("deck", ["two", "four"])
def test_the_faces_carry_the_letters_of_the_card_names_in_every_language(english, qapp, deck):
    for lang in ("en", "ru", "uk", "pl"):
        i18n.install_language(qapp, lang)
        theme = CardTheme(deck, lang)
        letters = rank_letters()
        for code in FACES:
            assert index(theme.path(code)) == letters[code[0]], (lang, code)
            assert theme.renderer(code).isValid()
        assert theme.path("back").name == "back.svg" and theme.renderer("back").isValid()
    i18n.install_language(qapp, "en")
    assert [index(CardTheme(deck, "ru").path(c)) for c in ("JH", "QH", "KH", "AH", "TH")] == ["В", "Д", "К", "Т", "10"]
    assert [index(CardTheme(deck, "pl").path(c)) for c in ("JH", "QH", "KH", "AH", "TH")] == ["W", "D", "K", "A", "10"]


def test_the_window_shows_the_faces_of_its_language_and_switches_them_at_once(english, qapp, qtbot):
    from thousand_qt.window.main import MainWindow

    def queen(w):
        return w.theme.pixmap(w.scene.cards[C.card("QH")].code, 60).toImage()

    english_window = MainWindow()
    qtbot.addWidget(english_window)
    english_queen = queen(english_window)
    english_window.controller.shutdown()
    i18n.install_language(qapp, "ru")
    w = MainWindow()
    qtbot.addWidget(w)
    try:
        russian = queen(w)
        assert russian != english_queen  # the Russian UI draws another queen: a дама
        assert index(w.theme.path("QH")) == "Д"
        i18n.install_language(qapp, "pl")  # Settings ▸ Language: the window gets a LanguageChange
        assert [index(w.theme.path(c)) for c in ("JH", "QH", "AH")] == ["W", "D", "A"]
        polish = queen(w)
        assert polish not in (russian, english_queen)  # drawn again, not the Russian picture from the cache
        i18n.install_language(qapp, "en")
        assert index(w.theme.path("QH")) == "Q"
        assert queen(w) == english_queen
    finally:
        w.controller.shutdown()


def _suit_inks(window) -> dict:
    """{suit: {ink: pixels}} over the visible part of each card in the player's hand as the table
    shows it (a card is covered by the next one to its right, so only its left strip is read)."""
    from engine import cards as C

    view, sc = window.view, window.scene
    img = view.grab().toImage()
    hand = window.controller.table.hand
    rects = [view.mapFromScene(sc.cards[c].sceneBoundingRect()).boundingRect().adjusted(8, 8, -8, -8) for c in hand]
    out: dict = {}
    for i, c in enumerate(hand):
        r = rects[i]
        right = rects[i + 1].left() if i + 1 < len(hand) else r.right()
        inks = out.setdefault(C.name(c)[1], {"red": 0, "blue": 0, "green": 0, "dark": 0})
        for x in range(max(0, r.left()), min(img.width(), right), 2):
            for y in range(max(0, r.top()), min(img.height(), r.bottom()), 2):
                p = img.pixelColor(x, y)
                red, green, blue = p.red(), p.green(), p.blue()
                if red > green + 60 and red > blue + 60:
                    inks["red"] += 1
                elif blue > red + 40 and blue > green + 20:
                    inks["blue"] += 1
                elif green > red + 40 and green > blue + 20:
                    inks["green"] += 1
                elif max(red, green, blue) < 70:
                    inks["dark"] += 1
    return out


def test_the_four_colour_deck_draws_diamonds_blue_and_clubs_green_on_the_table(qtbot):
    """resources/README.md: "Four-colour deck: spades black, hearts red, diamonds blue, clubs green"
    (the usual deck: diamonds and hearts red, clubs and spades black). Chosen in Settings, it is the
    deck the table's cards are drawn with; switched back, the usual colours return."""
    from helpers import human_turn

    from thousand_qt import settings
    from thousand_qt.game.controller import GameConfig
    from thousand_qt.window.main import MainWindow

    settings.put("deck", "four")
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 820)
    window.show()
    try:
        for seed in range(1, 40):  # a hand with both diamonds and clubs in it
            window.start(GameConfig(seat=0, levels=["random", "random"], seed=seed))
            qtbot.waitUntil(lambda: human_turn(window) and not window.scene.busy(), timeout=10000)
            suits = {C.name(c)[1] for c in window.controller.table.hand}
            if {"D", "C"} <= suits:
                break
        four = _suit_inks(window)
        # the other ink only in the odd anti-aliased pixel at an edge
        assert four["D"]["blue"] > 30 and four["D"]["red"] * 20 < four["D"]["blue"], four["D"]
        assert four["C"]["green"] > 30 and four["C"]["dark"] * 20 < four["C"]["green"], four["C"]
        window.scene.set_deck("two")  # what the main window does when Settings switches the deck back
        window.view.resetCachedContent()
        two = _suit_inks(window)
        assert two["D"]["red"] > 30 and two["D"]["blue"] * 20 < two["D"]["red"], two["D"]
        assert two["C"]["dark"] > 30 and two["C"]["green"] * 20 < two["C"]["dark"], two["C"]
    finally:
        window.controller.shutdown()
