"""Draw 1000 (Tysiąc dobierany, 001), for two: the rules as docs/rules.md's "Draw 1000" reads them.

Six cards each (five by agreement) and the rest a stock; no bidding; the dealer's opponent leads. While the stock
lasts nobody must follow suit, and the trick's winner draws first; after it, follow suit, else trump.
Marriages make and change trumps (1000's values: hearts 100, diamonds 80, clubs 60, spades 40),
announced by leading the king or queen of a pair by a player who has won a trick. Twelve tricks; each
scores what he took and declared; the first to 1000 at the end of a hand wins (the higher if both,
another hand if equal).
"""

from __future__ import annotations

import sys

from .. import cards as C
from ..actions import Action, Event, EventKind, IllegalAction, Refusal
from ..phase import DONE
from ..record_errors import RecordError
from ..registry import register
from ..tricks import MARRIAGE_VALUES
from . import stock as S
from .stock import blind_choices, blind_hands  # noqa: F401 - the contract: no blind bids

SEATS = (2,)
TARGET = 1000


def marriage_value(suit: int) -> int:
    return MARRIAGE_VALUES["standard"][suit]


# -- the deal


def new_game(rules, players=2, seed=None, dealer=0, names=None, start=None, auto_deal=True) -> S.StockGame:
    g = S.new_state(rules, players, seed, dealer, names, start, auto_deal)
    if auto_deal:
        g.opening_events = start_deal(g)
    return g


def hand_size(g: S.StockGame) -> int:
    """001: "Six cards are dealt to each player"; "Some play with only five cards dealt to each
    player." (the agreement draw_hand)"""
    return g.rules.draw_hand


def start_deal(g: S.StockGame, hands=None, stock=None) -> list[Event]:
    """Deal the next hand: six (or five) to each, the dealer's opponent first; the rest is the stock."""
    if g.over:
        raise IllegalAction(Refusal.of("game_over"))
    if hands is None:
        n = hand_size(g)
        pack = S.shuffled(g)
        first, dealer = 1 - g.dealer, g.dealer
        hands = {first: pack[0:n], dealer: pack[n : 2 * n]}
        stock = pack[2 * n :]
    d = S.open_deal(g, hands, list(stock or []))
    return S.dealt_events(d)


def continue_game(g: S.StockGame) -> list[Event]:
    g.auto_deal = True
    if not g.over and (g.deal is None or g.deal.phase == DONE):
        return start_deal(g)
    return []


# -- what a seat may do


def married(d: S.StockDeal, seat: int, c: int) -> bool:
    """Would leading this card announce a marriage? On lead, having won a trick (so never on the
    first lead), a king or queen whose partner is in hand."""
    pair = C.MARRIAGE_MASK[C.suit(c)]
    return not d.trick and d.tricks_won[seat] > 0 and C.rank(c) in (C.KING, C.QUEEN) and d.hands[seat] & pair == pair


def legal_actions(g: S.StockGame, seat: int | None = None) -> list[Action]:
    d = g.deal
    if g.over or d is None or d.phase == DONE or d.turn is None:
        return []
    s = d.turn
    if seat is not None and seat != s:
        return []
    allowed, _ = S.play_rule(d, s)
    out = []
    for c in C.cards_of(allowed):
        out.append(Action(s, "play", c))
        if married(d, s, c):
            out.append(Action(s, "play", c, announce=False))
    return out


def to_act(g: S.StockGame) -> int | None:
    return S.to_act(g)


def _normal(d: S.StockDeal, a: Action) -> Action:
    """announce True is what None means on a married card; False on a card that announces nothing is
    a plain play (as in 1000)."""
    if a.kind != "play" or a.trump is not None or not isinstance(a.value, int) or not 0 <= a.value < 24:
        return a
    if a.announce is True and d.turn == a.seat and married(d, a.seat, a.value):
        return Action(a.seat, "play", a.value)
    if a.announce is False and not (d.hands[a.seat] >> a.value & 1 and married(d, a.seat, a.value)):
        return Action(a.seat, "play", a.value)
    return a


def explain(g: S.StockGame, a: Action) -> Refusal | None:
    refusal = S.check(g, a)
    if refusal is not None:
        return refusal
    d = g.deal
    assert d is not None
    if _normal(d, a) in legal_actions(g, a.seat):
        return None
    if a.kind != "play":
        return Refusal.of("not_possible", seat=a.seat, kind=a.kind)
    if d.turn != a.seat:
        return Refusal.of("not_turn_to_play", seat=a.seat, turn=d.turn)
    if a.announce is True and isinstance(a.value, int) and 0 <= a.value < 24:
        return Refusal.of("cannot_announce", seat=a.seat, card=C.name(a.value))
    return S.play_refusal(d, a)


# -- carrying actions out


def apply(g: S.StockGame, a: Action) -> list[Event]:
    S.must_be_legal(explain(g, a))
    d = g.deal
    assert d is not None
    a = _normal(d, a)
    d.actions.append(a)
    seat, c = a.seat, a.value
    events = []
    if a.announce is None and married(d, seat, c):
        events += _announce(d, seat, C.suit(c))
    events += S.put_card(d, seat, c)
    if len(d.trick) == 2:
        winner, taken = S.take_trick(d)
        events += taken
        if d.hands[0] or d.hands[1]:
            events += S.draw(d, winner)
        else:
            events += _settle(g, d)
    if d.phase == DONE and g.auto_deal and not g.over:
        events += start_deal(g)
    return events


def _announce(d: S.StockDeal, seat: int, suit: int) -> list[Event]:
    value = marriage_value(suit)
    d.marriages[seat] += value
    d.announced.append((seat, C.SUITS[suit], value))  # as 1000 writes it
    S.show_cards(d, seat, C.MARRIAGE_MASK[suit])
    events = [Event(EventKind.MARRIAGE_ANNOUNCED, seat, {"suit": C.SUITS[suit], "points": value})]
    if d.trump != suit:
        d.trump = suit  # a marriage makes the trump, a later one changes it
        events.append(Event(EventKind.TRUMP_CHANGED, seat, {"suit": C.SUITS[suit]}))
    return events


# -- the end of a hand and of the game


def taken(d: S.StockDeal, seat: int) -> int:
    return d.card_points[seat] + d.marriages[seat]


def _settle(g: S.StockGame, d: S.StockDeal) -> list[Event]:
    delta = [taken(d, s) for s in (0, 1)]
    g.scores = [g.scores[s] + delta[s] for s in (0, 1)]
    d.phase, d.turn, d.result = DONE, None, "played"
    d.summary = {"result": "played", "taken": list(delta), "delta": delta, "totals": list(g.scores)}
    events = [Event(EventKind.DEAL_SCORED, None, dict(d.summary))]
    g.dealer = 1 - g.dealer  # the deal alternates
    winner = game_winner(g.scores)
    if winner is not None:
        g.over, g.winners = True, [winner]
        events.append(Event(EventKind.GAME_WON, winner, {"scores": list(g.scores)}))
    return events


def game_winner(scores: list[int]) -> int | None:
    """001: "The first player to achieve a score of 1000 points or more at the end of a hand is the
    winner. If both reach 1000 or more points in the same hand, the player with the higher score wins;
    if the scores are equal another hand is played." """
    reached = [s for s in (0, 1) if scores[s] >= TARGET]
    if len(reached) == 1:
        return reached[0]
    if len(reached) == 2 and scores[0] != scores[1]:
        return 0 if scores[0] > scores[1] else 1
    return None


# -- views and records


def view(g: S.StockGame, seat: int):
    seat = S.viewed_seat(seat)
    return S.seat_view(g, seat, legal_actions(g, seat), {})


def deal_record(d: S.StockDeal) -> dict:
    return S.deal_record(d)


def replay_deal(g: S.StockGame, i: int, raw, last: bool, on_events=None) -> None:

    S.check_deal_header(g, i, raw, RecordError)
    try:
        n = hand_size(g)
        hands, stock = S.read_cards(raw, n, 24 - 2 * n)
    except ValueError as e:
        raise RecordError(str(e), i) from None
    events = start_deal(g, hands, stock)
    if on_events:
        on_events(events)
    S.replay_actions(g, i, raw, last, apply, on_events, RecordError)


def summary(g: S.StockGame) -> dict:
    deals = []
    for d in g.deals:
        if d.summary is not None:
            deals.append(dict(d.summary))
        else:
            deals.append({"result": "unfinished", "taken": [taken(d, s) for s in (0, 1)], "totals": list(g.scores)})
    return {"deals": deals, "totals": list(g.scores), "winner": g.winner}


register(sys.modules[__name__], "draw")
