"""Issue 39 in the app: two Sixty-Six refusals named the wrong reason (what the player reads now,
from the engine's own refusal in each situation, the deals of tests/engine/test_sixty_six_variants.py);
a Schnapsen table's cards are its 20."""

from __future__ import annotations

from engine import cards as C
from engine.actions import Action
from engine.agreements import Rules
from engine.game import apply, explain, new_game
from engine.games import sixty_six as SS
from engine.view import view
from thousand_qt.game.models import TableModel
from thousand_qt.words.refusals import refusal_text


def _deal(rules):
    g = new_game(rules, 2, seed=1, dealer=0, auto_deal=False)
    hands = {0: [C.card(n) for n in "9S JS 9C JC 9D JD".split()], 1: [C.card(n) for n in "AS TS AC TC AD TD".split()]}
    SS.start_deal(g, hands, [C.card(n) for n in "QS KS QC KC QD KD TH AH KH QH JH".split()], C.card("9H"))
    return g


def test_announcing_66_on_lead_without_a_trick_is_told_the_missing_trick(english):
    # issue 39: he was told he may announce 66 "only on lead" - he is on lead; he has no trick yet
    g = _deal(Rules(game="sixty_six"))
    text = refusal_text(explain(g, Action(1, "out")), ["Ann", "Bob"], 1)
    assert text == "You may announce 66 only after winning a trick: nothing of yours counts yet."


def test_a_draw_asked_for_when_draws_are_automatic_is_told_so(english):
    # issue 39: the trick's winner was told he "may draw only when he has just won a trick"
    g = _deal(Rules(game="sixty_six", agreements={"sixty_six_close_before_draw": False}))
    apply(g, Action(1, "play", C.card("AS")))
    apply(g, Action(0, "play", C.card("9S")))
    text = refusal_text(explain(g, Action(1, "draw")), ["Ann", "Bob"], 1)
    assert text == "The cards are drawn from the stock by themselves after each trick."


def test_a_schnapsen_table_knows_its_pack_has_no_nines(qapp):
    # Board Game Arena (Schnapsen): "Deck: 20 cards (Ace, 10, King, Queen, Jack in four suits)." The
    # table lays out and hides only cards of the pack (table_slots), so no nine may be among them
    g = new_game(Rules("schnapsen"), 2, seed=3, dealer=0)
    m = TableModel(seat=0, players=2)
    m.reconcile(view(g, 0))
    assert m.pack == C.ALL & ~C.NINES
    m.reconcile(view(new_game(Rules(game="sixty_six"), 2, seed=3, dealer=0), 0))
    assert m.pack == C.ALL


def test_a_schnapsen_game_is_laid_out_with_its_twenty_cards(qapp):
    # the table fed a whole Schnapsen game as the app feeds it (events, then the seat's view): every card
    # it lays out is of the 20, and the hand shows five cards after the deal
    import random

    from thousand_qt.table.scene import TableScene

    g = new_game(Rules("schnapsen"), 2, seed=5, dealer=1)
    m = TableModel(0, 2, ["Anna", "Boris"])
    sc = TableScene(m)
    sc.speed = 0.0
    sc.set_size(1366, 768)
    m.feed([e for e in g.opening_events if e.visible_to(0)], view(g, 0))
    assert len(C.cards_of(view(g, 0).hand)) == 5
    rng = random.Random(5)
    from engine.game import legal_actions, to_act

    for _ in range(60):
        if g.over:
            break
        events = apply(g, rng.choice(legal_actions(g, to_act(g))))
        m.feed([e for e in events if e.visible_to(0)], view(g, 0))
        shown = [c for c, (slot, _z, _face) in sc.layout().items() if slot]
        assert not [C.name(c) for c in shown if c % 6 == C.NINE]


def test_an_exchange_refused_names_the_card_and_the_reason():
    # pagat.com (Schnapsen): "the player who holds the trump jack can exchange it for the turned up
    # trump"; 002 (Sixty-Six): "... offered they have previously won a trick". The refusal said "the
    # trump nine ... on lead" whatever failed, a jack at a Schnapsen table too.
    from engine import Refusal
    from thousand_qt.words.refusals import refusal_text

    said = refusal_text(Refusal.of("exchange_without_trick", seat=0, card="JH"), me=0)
    assert said == "You may exchange J♥ only after winning a trick."
    said = refusal_text(Refusal.of("exchange_on_lead", seat=0, card="9S"), me=0)
    assert said == "You may exchange 9♠ only when you lead, before playing a card."
