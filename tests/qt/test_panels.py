"""The bidding and exchange panels, built from a real view's legal actions."""

from helpers import click

from engine import Action, Rules, apply, legal_actions, view
from thousand_qt.game.models import TableModel
from thousand_qt.game.source import fresh_game
from thousand_qt.window.panels import ActionPanel


def model_for(g, seat):
    m = TableModel(seat=seat, players=g.players, names=g.names)
    m.reconcile(view(g, seat))
    m.seats = list(g.deal.seats)
    return m


def test_bidding_panel_offers_exactly_the_legal_bids(qtbot):
    g, _ = fresh_game(Rules("russian"), 3, 1, 2, None)  # seat 0 opens
    p = ActionPanel()
    qtbot.addWidget(p)
    m = model_for(g, 0)
    p.update_legal(m.my_legal(), m)
    assert p.page() is p.bidding
    values = [p.bidding.combo.itemData(i).value for i in range(p.bidding.combo.count())]
    assert values == [a.value for a in legal_actions(g, 0) if a.kind == "bid"]
    assert not p.bidding.passb.isVisibleTo(p)  # the opener must bid
    got = []
    p.actionChosen.connect(got.append)
    p.bidding.combo.setCurrentIndex(p.bidding.combo.count() - 1)
    click(p.bidding.bid)
    assert got == [Action(0, "bid", values[-1])]
    apply(g, got[0])
    m = model_for(g, 1)
    p.update_legal(m.my_legal(), m)
    assert p.bidding.passb.isVisibleTo(p)
    click(p.bidding.passb)
    assert got[-1] == Action(1, "pass")


def test_exchange_panel_gives_two_chosen_cards_to_the_right_seats(qtbot):
    g, _ = fresh_game(Rules("russian"), 3, 1, 2, None)
    apply(g, Action(0, "bid", 100))
    apply(g, Action(1, "pass"))
    apply(g, Action(2, "pass"))
    p = ActionPanel()
    qtbot.addWidget(p)
    m = model_for(g, 0)
    p.update_legal(m.my_legal(), m)
    assert p.page() is p.exchange
    assert "flag_rospis" in [b.objectName() for b in p.flag_buttons.values() if b.isVisibleTo(p)]
    assert not p.exchange.give.isEnabled()
    hand = sorted(m.hand)
    p.toggle_card(hand[0])
    p.toggle_card(hand[1])
    assert p.exchange.chosen() == [hand[0], hand[1]]
    assert p.exchange.labels[0].text().endswith(g.names[1] + ":")
    click(p.exchange.swap)
    assert p.exchange.chosen() == [hand[1], hand[0]]
    got = []
    p.actionChosen.connect(got.append)
    click(p.exchange.give)
    assert got == [Action(0, "give", (hand[1], hand[0]))]
    apply(g, got[0])
    assert view(g, 1).given_to_me == hand[1]
    m = model_for(g, 0)
    p.update_legal(m.my_legal(), m)
    assert p.page() is p.contract
    assert p.contract.combo.itemData(0).value == 100


def test_a_stale_button_sends_nothing_while_the_table_animates_the_batch(qtbot, window):
    """Seat 0 gives its two cards: while they fly to the others the exchange page stays (no layout
    jump) but its buttons are disabled and a click on Give sends nothing; the next page's buttons
    are enabled when the hand becomes interactive again."""
    from engine import to_act
    from thousand_qt.game.source import to_record

    g, _ = fresh_game(Rules("russian"), 3, 1, 2, None)  # seat 0 opens; the others pass
    while not any(a.kind == "give" for a in legal_actions(g, 0)):
        seat = to_act(g)
        legal = legal_actions(g, seat)
        passes = [a for a in legal if a.kind == "pass"]
        apply(g, passes[0] if passes and seat != 0 else legal[0])
    window.resume(dict(to_record(g), app={"seat": 0, "levels": {"1": "random", "2": "random"}}))
    window.scene.speed = window.sheet.speed = window.controller.speed = 1.0
    p = window.panel
    qtbot.waitUntil(lambda: p.page() is p.exchange and window.controller.waiting_for_human(), timeout=10000)
    sent = []
    p.actionChosen.connect(sent.append)
    hand = window.controller.table.hand
    p.exchange.combos[0].setCurrentIndex(p.exchange.combos[0].findData(hand[0]))
    p.exchange.combos[1].setCurrentIndex(p.exchange.combos[1].findData(hand[1]))
    assert p.exchange.give.isEnabled()
    click(p.exchange.give)
    assert len(sent) == 1 and window.scene.queue.busy()  # the two cards fly
    assert p.page() is p.exchange and not p.exchange.give.isEnabled()
    click(p.exchange.give)
    assert len(sent) == 1
    qtbot.waitUntil(lambda: not window.scene.queue.busy(), timeout=10000)
    assert p.page() is p.contract and p.contract.button.isEnabled()
