"""The engine's refusals in the player's language: every id has a sentence, a dimmed card's tooltip
follows the language, odd refusals fall back to English."""

from __future__ import annotations

import re

from helpers import human_turn, to_a_dimmed_card

from engine import REFUSAL_IDS, Action, Refusal
from engine.actions import KINDS
from thousand_qt.game.controller import GameConfig
from thousand_qt.words import i18n
from thousand_qt.words.refusals import MESSAGES, VERBS, refusal_text


def test_every_engine_refusal_has_a_sentence():
    assert set(MESSAGES) == set(REFUSAL_IDS)
    for rid, (text, keys) in MESSAGES.items():
        # %1..%n each used, one per parameter
        assert sorted(set(re.findall(r"%(\d)", text))) == [str(i + 1) for i in range(len(keys))], rid
    assert set(VERBS) == {"rospis", "spisat", "give_up", "surrender"} <= set(KINDS)


def test_sentences_use_names_cards_and_verbs(english):
    names = ["Ann", "Bob", "Cid"]
    assert (
        refusal_text(Refusal.of("must_follow_suit", seat=0, cards=["9S", "TS"]), names, 0)
        == "You must follow suit: you hold 9♠, 10♠."
    )
    assert refusal_text(Refusal.of("not_turn_to_play", seat=0, turn=2), names, 0) == "It is Cid's turn to play."
    assert refusal_text(Refusal.of("not_turn_to_bid", seat=0, turn=2), None, 0) == "It is seat 3's turn to bid."
    assert (
        refusal_text(Refusal.of("concede_not_declarer", seat=1, kind="spisat"), names, 1)
        == "Only the declarer may write the deal off (spisat'), between taking the talon and the first card."
    )


def test_what_cannot_be_said_falls_back(english):
    future = Refusal.of("a_rule_of_a_newer_host", seat=0)
    assert refusal_text(future, None, 0, fallback="as the host said") == "as the host said"
    assert refusal_text(future, None, 0) == "a_rule_of_a_newer_host"
    # about another seat: the sentences say "you", so the engine's English is shown
    other = Refusal.of("must_follow_suit", seat=1, cards=["9S"])
    assert refusal_text(other, ["A", "B", "C"], 0) == "seat 1 must follow suit (holds 9S)"
    assert refusal_text(Refusal.of("not_held", seat=0, cards="9S"), None, 0) == "seat 0 does not hold 9S"
    assert refusal_text(Refusal.of("bid_step", step="ten"), None, 0, fallback="x") == "x"
    assert refusal_text("already a text") == "already a text"
    assert refusal_text(None) == refusal_text("") == ""


def test_russian_and_polish(english, qapp):
    r = Refusal.of("must_follow_suit", seat=0, cards=["KH"])
    i18n.install_language(qapp, "ru")
    assert refusal_text(r, ["Вы"], 0) == "Нужно ходить в масть: у вас есть К♥."  # Cyrillic К
    assert (
        refusal_text(Refusal.of("concede_not_allowed", seat=0, kind="rospis"), None, 0)
        == "Сейчас нельзя расписать раздачу (договорённости, бочка или лимит на партию)."
    )
    i18n.install_language(qapp, "pl")
    assert refusal_text(r, None, 0) == "Musisz dołożyć do koloru: masz K♥."


def test_dimmed_card_tooltip_follows_the_language(english, qtbot, qapp, window):
    window.controller.autosave_enabled = False
    i18n.install_language(qapp, "ru")
    c = to_a_dimmed_card(qtbot, window)
    tip = window.scene.cards[c].toolTip()
    why = window.controller.source.explain(Action(0, "play", c))
    assert isinstance(why, Refusal) and why.params["seat"] == 0
    russian = {
        "must_follow_suit": "Нужно ходить в масть",
        "must_trump": "Нужно бить козырем",
        "only_owner_leads_trump": "Ходить с козыря может только",
    }
    assert tip.startswith(russian[why.id]), tip
    assert tip == refusal_text(why, window.controller.table.names, 0)
    i18n.install_language(qapp, "en")  # a switch redraws the reasons at once
    qapp.processEvents()
    assert (
        window.scene.cards[c]
        .toolTip()
        .startswith(
            {
                "must_follow_suit": "You must follow suit",
                "must_trump": "You must play a trump",
                "only_owner_leads_trump": "Only the player who made the trump",
            }[why.id]
        )
    )


def test_not_allowed_message_is_translated(english, qtbot, qapp, window):
    window.controller.autosave_enabled = False
    messages = []
    window.controller.statusMessage.connect(messages.append)
    window.start(GameConfig(seat=0, levels=["random", "random"], seed=3, dealer=2))
    qtbot.waitUntil(lambda: human_turn(window), timeout=10000)
    i18n.install_language(qapp, "uk")
    assert not window.controller.act(Action(0, "bid", 101))  # bids go in fives
    assert messages[-1] == "Не можна: Ставки зростають із кроком 5."
