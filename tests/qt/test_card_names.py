"""Cards named in the players' own letters: J Q K A in English, В Д К Т in Russian and Ukrainian,
W D K A in Polish (9 and 10 everywhere), following a language switch at once. The engine's names
("QH") stay as they are: records, saves and the LAN protocol use them."""

from __future__ import annotations

from engine import Action, Refusal, Rules, apply, view
from engine import cards as C
from thousand_qt.game.models import TableModel
from thousand_qt.game.source import fresh_game
from thousand_qt.table.scene import marriage_symbol
from thousand_qt.window.panels import ActionPanel
from thousand_qt.words import i18n
from thousand_qt.words.labels import card_label
from thousand_qt.words.refusals import refusal_text

HAND = ["QH", "AD", "JC", "KS", "TS", "9H"]
LABELS = {
    "en": ["Q♥", "A♦", "J♣", "K♠", "10♠", "9♥"],
    "ru": ["Д♥", "Т♦", "В♣", "К♠", "10♠", "9♥"],  # Cyrillic letters
    "uk": ["Д♥", "Т♦", "В♣", "К♠", "10♠", "9♥"],
    "pl": ["D♥", "A♦", "W♣", "K♠", "10♠", "9♥"],
}


def test_card_labels_in_each_language(english, qapp):
    for lang in ("en", "ru", "uk", "pl", "en"):
        i18n.install_language(qapp, lang)
        assert [card_label(C.card(n)) for n in HAND] == LABELS[lang], lang
        assert C.name(C.card("QH")) == "QH"  # the engine keeps its names
    i18n.install_language(qapp, "ru")
    assert card_label(C.card("QH")) == "Д♥"
    assert marriage_symbol("A") == "Т" and marriage_symbol("H") == "♥"  # the four aces' bubble
    i18n.install_language(qapp, "en")
    assert card_label(C.card("QH")) == "Q♥"
    assert marriage_symbol("A") == "A"


def test_a_player_called_like_a_card_letter_keeps_the_name(english, qapp, window):
    """A name the player typed is no text to translate: "K" stays "K" in Russian, where the king is "К"."""
    from thousand_qt.game.controller import GameConfig

    window.controller.autosave_enabled = False
    window.start(GameConfig(name="K", levels=["random", "random"], seed=3))
    i18n.install_language(qapp, "ru")
    assert card_label(C.card("KH")) == "К♥"
    assert window.controller.table.names[0] == "K" and window.controller.scores.names[0] == "K"
    assert window.controller.table.names[1] == "Компьютер 1"  # a made-up name follows the language


def test_refusals_name_cards_in_the_players_letters(english, qapp):
    r = Refusal.of("must_follow_suit", seat=0, cards=["QH", "AH"])
    assert refusal_text(r, None, 0) == "You must follow suit: you hold Q♥, A♥."
    i18n.install_language(qapp, "ru")
    assert refusal_text(r, None, 0) == "Нужно ходить в масть: у вас есть Д♥, Т♥."
    i18n.install_language(qapp, "pl")
    assert refusal_text(r, None, 0) == "Musisz dołożyć do koloru: masz D♥, A♥."


def test_hint_in_russian_letters_follows_a_switch(english, qapp, window):
    queen = C.card("QH")
    i18n.install_language(qapp, "ru")
    window._hint(Action(0, "play", queen))
    ru = window.statusBar().currentMessage()
    assert "Д♥" in ru and "Q♥" not in ru, ru
    i18n.install_language(qapp, "en")
    qapp.processEvents()
    assert window.statusBar().currentMessage() == "Hint: play Q♥"


def test_exchange_combos_follow_a_switch(english, qtbot, qapp):
    g, _ = fresh_game(Rules("russian"), 3, 1, 2, None)
    apply(g, Action(0, "bid", 100))
    apply(g, Action(1, "pass"))
    apply(g, Action(2, "pass"))
    m = TableModel(seat=0, players=g.players, names=g.names)
    m.reconcile(view(g, 0))
    m.seats = list(g.deal.seats)
    p = ActionPanel()
    qtbot.addWidget(p)
    p.update_legal(m.my_legal(), m)
    combo = p.exchange.combos[0]

    def shown():
        return [(combo.itemData(i), combo.itemText(i)) for i in range(1, combo.count())]

    assert all(text == card_label(c) for c, text in shown())
    english_texts = [t for _, t in shown()]
    i18n.install_language(qapp, "ru")
    qapp.processEvents()
    assert all(text == card_label(c) for c, text in shown())
    assert any(C.name(c)[0] in "JQKA" for c, _ in shown())  # so some letter did change
    assert [t for _, t in shown()] != english_texts
