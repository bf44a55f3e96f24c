"""The dark variants as a table shows them (engine.hidden.BlindChoices over engine.view): what a seat
sees of its own hand before its blind choice, and of the talon (issue 36: "The blind choice (and every
dark variant) hidden by the engine's view, so a local table and a LAN table hide the same"; the LAN
side: tests/net/test_lan_dark.py).

Rule texts: "Some allow a player to bid "blind" - that is, without looking at his hand" (001); "Each
player ... can order a Blind Game before the cards are revealed" (003); "Some players play with a
dark talon: the bidder picks up the cards of the prikup without showing them to the other players"
(001); "Don't show talon cards to other players when the hidden round is played" (000, blind_hide_talon);
the golden cone: the first seat takes the talon at 120, blind (agreements.toml, golden).
"""

from __future__ import annotations

from engine import cards as C
from engine.actions import Action, EventKind
from engine.agreements import Rules
from engine.game import apply, new_game, start_deal
from engine.hidden import BlindChoices
from engine.view import view
from tests.engine.helpers import HANDS, TALON

DEALT = {s: [C.card(x) for x in h.split()] for s, h in enumerate(HANDS)}


def table(**agreements):
    """Dealer 0 deals HANDS/TALON (seat 1 bids first); the table's blind choices opened on the deal."""
    g = new_game(Rules("russian", agreements), players=3, dealer=0, auto_deal=False)
    events = start_deal(g, DEALT, [C.card(x) for x in TALON.split()])
    t = BlindChoices(g)
    t.open()
    sent, released = t.events(events)
    return g, t, sent, released


def play(g, t, a: Action):
    return t.events(apply(g, a), a)


def hands_sent(events) -> set[int]:
    return {e.to for e in events if e.kind == EventKind.HAND}


def kinds(v) -> set[str]:
    return {a.kind for a in v.legal}


def test_blind_any_no_undecided_seat_sees_its_hand():
    # "any": every seat may bid blind until it has bid or passed seeing its cards
    g, t, sent, _ = table(blind="any")
    assert hands_sent(sent) == set()  # no hand event goes out to a seat that has still to choose
    for s in (0, 1, 2):
        assert view(g, s).hand == C.mask(DEALT[s])  # the rules' own view holds the cards ...
        v = t.view(s)
        assert v.hand == 0  # ... the table's does not
        assert kinds(v) <= {"blind", "look"} and "look" in kinds(v)
    assert "blind" in kinds(t.view(1))  # the seat to bid is offered its blind bids


def test_blind_any_looking_shows_the_cards_and_closes_the_blind_bid():
    g, t, _, _ = table(blind="any")
    shown = t.look(1)
    assert [e.kind for e in shown] == [EventKind.HAND] and shown[0].to == 1
    v = t.view(1)
    assert v.hand == C.mask(DEALT[1]) and "blind" not in kinds(v) and "bid" in kinds(v)
    assert t.view(2).hand == 0  # another seat's choice is its own


def test_blind_any_a_blind_bidder_sees_its_cards_when_the_auction_ends():
    g, t, _, _ = table(blind="any")
    sent, released = play(g, t, Action(1, "blind", 120))
    assert 1 not in released and t.view(1).hand == 0  # bidding blind: still without its cards
    t.look(2)
    play(g, t, Action(2, "pass"))
    assert t.view(0).hand == 0  # seat 0 has not chosen yet
    sent, released = play(g, t, Action(0, "pass"))  # the auction ends: seat 1 declares blind
    assert g.deal.declarer == 1 and g.deal.blind_deal
    assert {s for s, held in released.items() if held} == {0, 1}
    assert t.view(1).hand != 0 and t.view(0).hand == C.mask(DEALT[0])


def test_blind_opening_only_the_opener_chooses():
    # "opening": only the opening seat may declare a blind 120 before looking
    g, t, sent, _ = table(blind="opening")
    assert hands_sent(sent) == {0, 2}  # the two others get their cards at once
    assert t.view(1).hand == 0 and "blind" in kinds(t.view(1))
    for s in (0, 2):
        v = t.view(s)
        assert v.hand == C.mask(DEALT[s]) and not kinds(v) & {"blind", "look"}


def test_without_blind_bids_nothing_is_held_back():
    g, t, sent, _ = table(blind="off")
    assert hands_sent(sent) == {0, 1, 2}
    assert all(t.view(s) == view(g, s) for s in range(3))


def _auction_to_seat_1(g, t):
    t.look(1)
    play(g, t, Action(1, "bid", 100))
    play(g, t, Action(2, "pass"))
    return play(g, t, Action(0, "pass"))


def test_dark_talon_only_the_declarer_sees_it():
    g, t, _, _ = table(dark_talon=True)
    sent, _ = _auction_to_seat_1(g, t)
    talon = C.mask([C.card(x) for x in TALON.split()])
    assert EventKind.TALON_SHOWN not in {e.kind for e in sent}
    assert t.view(1).talon == talon
    assert t.view(0).talon is None and t.view(2).talon is None


def test_a_shown_talon_is_seen_by_all_without_the_dark_talon():
    g, t, _, _ = table(dark_talon=False)
    _auction_to_seat_1(g, t)
    assert all(t.view(s).talon is not None for s in range(3))


def test_blind_hide_talon_a_blind_declarer_shows_no_talon():
    g, t, _, _ = table(blind="any", blind_hide_talon=True)
    play(g, t, Action(1, "blind", 120))
    t.look(2)
    play(g, t, Action(2, "pass"))
    t.look(0)
    sent, _ = play(g, t, Action(0, "pass"))
    assert g.deal.blind_deal
    assert EventKind.TALON_SHOWN not in {e.kind for e in sent}
    assert t.view(0).talon is None and t.view(2).talon is None


def test_golden_cone_the_first_seat_takes_the_talon_blind_and_unshown():
    g, t, sent, _ = table(golden="cone", blind_hide_talon=True)
    d = g.deal
    assert d.golden and d.blind_deal and d.declarer == 1 and d.contract == 120
    assert EventKind.TALON_SHOWN not in {e.kind for e in sent}
    assert t.view(0).talon is None and t.view(2).talon is None


def test_a_deal_dealt_on_by_apply_opens_its_own_choices():
    # a local game deals the next deal inside apply: the table's choices follow it without being told
    import random

    from engine.game import legal_actions

    g = new_game(Rules("russian", {"blind": "any"}), players=3, seed=3)
    t = BlindChoices(g)
    t.events(g.opening_events)
    rng = random.Random(3)
    sent: list = []
    while len(g.deals) == 1:
        a = rng.choice([a for a in legal_actions(g) if a.kind != "look"])
        sent, _ = t.events(apply(g, a), a)
    assert EventKind.DEALT in {e.kind for e in sent}  # the new deal was dealt by that last action
    assert hands_sent(sent) == set() and t.undecided == set(g.deal.seats)
    assert all(t.view(s).hand == 0 for s in g.deal.seats)
