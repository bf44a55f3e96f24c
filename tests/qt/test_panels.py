"""The bidding and exchange panels, built from a real view's legal actions."""

from helpers import click

from engine import Action, Rules, apply, legal_actions, view
from thousand_qt.models import TableModel
from thousand_qt.panels import ActionPanel
from thousand_qt.source import fresh_game


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
