"""Issue 31's Sixty-Six rules that tests/engine/test_sixty_six.py checks for legality but not yet in a
deal where they decide the game points (the audit's table: docs/rules-tests.md). Cards, stock order
and every trick are fixed, and the expected game points are worked by hand from 002 (card values
A 11, 10 10, K 4, Q 3, J 2, 9 0) and docs/rules.md's Sixty-Six readings; never the engine's output."""

from engine import cards as C
from engine.actions import Action
from engine.agreements import Rules
from engine.game import apply, explain, new_game, to_act
from engine.games import sixty_six as SS


def cards(text):
    return [C.card(t) for t in text.split()]


def game(seat0, seat1, stock, turned, carried=0):
    """Dealer 0: seat 1, the dealer's opponent, leads first."""
    start = {"scores": [0, 0], "carried": carried}
    g = new_game(Rules(game="sixty_six"), 2, seed=1, dealer=0, start=start, auto_deal=False)
    SS.start_deal(g, {0: cards(seat0), 1: cards(seat1)}, cards(stock), C.card(turned))
    return g


def drawn(g):
    """The trick's winner draws (then his opponent) when the engine waits for him to choose."""
    seat = getattr(g.deal, "drawing", None)
    if seat is not None:
        apply(g, Action(seat, "draw"))


def play(g, *names):
    for n in names:
        drawn(g)
        apply(g, Action(to_act(g), "play", C.card(n)))


# Hearts are trumps (♥A turned up); seat 1 holds the trump nine.
NINE_SEAT0 = "9S JS 9C JC 9D JD"
NINE_SEAT1 = "AS TS AC TC AD 9H"
NINE_STOCK = "TD QS KS QC KC QD KD TH KH QH JH"


def _nine_hand(exchange):
    g = game(NINE_SEAT0, NINE_SEAT1, NINE_STOCK, "AH")
    play(g, "AS", "9S")  # 11; seat 1 draws the ♦10, seat 0 the ♠Q
    drawn(g)
    if exchange:
        apply(g, Action(1, "exchange"))
    lead = "AH" if exchange else "9H"
    play(g, lead, "9C", "AD", "9D", "TD", "JD", "AC", "JC", "TC", "JS")
    return g


def test_exchanging_the_trump_nine_decides_the_hand():
    """Issue 31: "The holder of the trump nine may exchange it for the turned-up trump (when he has won
    a trick, and not when the nine would be the last card of the stock)." Seat 1 wins the first trick
    and takes up the ♥A for his ♥9; with it he leads six winners: 11 + 11 + 11 + 12 + 13 + 12 = 70,
    announces 66, and seat 0 has no trick: schwarz, 3 (002: "he scores 3 game factors [if he reaches
    66] prior to the opponent gets a trick"). Without the exchange his ♥9 takes a trick worth nothing:
    59, and a claim of 66 then loses as a failed closing: 3 to seat 0, who had no trick (docs/rules.md)."""
    g = _nine_hand(exchange=True)
    assert SS.points(g.deal, 1) == 70
    apply(g, Action(1, "out"))
    assert g.scores == [0, 3]

    g = _nine_hand(exchange=False)
    assert SS.points(g.deal, 1) == 59
    apply(g, Action(1, "out"))
    assert g.scores == [3, 0]


def test_no_duty_to_follow_while_the_stock_lasts_saves_seat_0_from_schwarz():
    """Issue 31: "no duty to follow while the stock lasts; after each trick the winner draws first."
    Seat 0 holds ♠9 ♠J but trumps seat 1's ♠A with the ♥J (hearts are trumps: the ♥9 is turned up):
    13 and a trick. Seat 1 then takes 10 + 11 + 12 + 11 + 12 = 56 while the stock lasts, and once it
    is gone (002: "the non-leader ... must stick to suit") the ♠K over the ♠Q, 7 (63), loses the ♦Q
    and the ♣Q to the kings (seat 0: 13 + 7 + 7 = 27) and takes the ♥9 with the ♥10, 10: 73. He
    announces 66: seat 0 has a trick, so no schwarz, but 27 is under 33: schneider, 2 (002: "If he
    reaches 66 before the opponent will get 33 (a schneider), he scores 2 game points")."""
    g = game("9S JS 9C JC 9D JH", "AS TS AC TC AD TD", "QS KS QC KC QD KD TH AH KH QH JD", "9H")
    play(g, "AS", "JH")  # seat 0 draws the ♠Q, seat 1 the ♠K
    assert g.deal.tricks_won[0] == 1 and SS.points(g.deal, 0) == 13
    play(g, "9S", "TS", "AC", "9C", "TC", "JC", "AD", "9D", "TD", "JS")
    drawn(g)
    assert not g.deal.stock and SS.points(g.deal, 1) == 56
    play(g, "KS", "QS", "QD")
    assert explain(g, Action(0, "play", C.card("AH"))).id == "must_follow_suit"
    play(g, "KD", "KC", "QC", "9H", "TH")
    assert SS.points(g.deal, 0) == 27 and SS.points(g.deal, 1) == 73
    apply(g, Action(1, "out"))
    assert g.scores == [0, 2]


SCHWARZ = ("9S JS 9C JC 9D JD", "AS TS AC TC AD TD", "QS KS QC KC QD KD TH AH KH QH JH", "9H")
SCHWARZ_PLAY = ("AS", "9S", "TS", "JS", "AC", "9C", "TC", "JC", "AD", "9D", "TD", "JD")  # 69 to seat 1


def test_a_carried_point_goes_to_the_next_hands_winner():
    """Issue 31: "a hand where neither announces 66 adds one point to the next hand's winner" (002: "one
    game level is additional to the score of the winner of the subsequent hand"). A game carrying one
    point: seat 1 takes 69 without seat 0 taking a trick, schwarz 3, and the carried point: 4. Carried
    points add up (docs/rules.md): two carried make it 5. A claim that fails makes seat 0 the hand's
    winner: his 3 (no trick) and the carried point, 4."""
    for carried, expected in ((1, [0, 4]), (2, [0, 5])):
        g = game(*SCHWARZ, carried=carried)
        play(g, *SCHWARZ_PLAY)
        apply(g, Action(1, "out"))
        assert g.scores == expected and g.carried == 0
    g = game(*SCHWARZ, carried=1)
    play(g, "AS", "9S")
    apply(g, Action(1, "out"))  # 11 is not 66
    assert g.scores == [4, 0] and g.carried == 0


def test_a_hand_where_neither_reaches_66_carries_a_point():
    """002: "If neither player scores 66, or every has scored 66 or a lot more with no announcing it, no
    a single scores in that hand and one game level is additional to the score of the winner of the
    subsequent hand." Diamonds are trumps (the ♦K turned up); no pair is ever in one hand. Seat 1 leads
    and takes six tricks from the stock, 11 + 11 + 12 + 12 + 7 + 7 = 60, and the ♥Q over the ♥J, 5: 65.
    Seat 0 takes the last five, 4 + 21 + 11 + 12 + 7 = 55, and the last trick's 10 (002: "Winning last
    trick ten"): 65. Nobody has 66: nobody scores. In the next hand (seat 1 deals, seat 0 leads) seat 0
    takes 69 before seat 1 has a trick, schwarz 3, and the carried point: 4."""
    g = game("9S 9C JS JC QS QC", "AS AC TS TC KS KC", "QH JH 9H KH TH AH 9D AD JD TD QD", "KD")
    play(g, "AS", "9S", "AC", "9C", "TS", "JS", "TC", "JC", "KS", "QS", "KC", "QC")
    drawn(g)
    assert not g.deal.stock and SS.points(g.deal, 1) == 60
    play(g, "QH", "JH", "9H", "KH", "AH", "TH", "AD", "9D", "TD", "JD", "KD", "QD")
    d = g.deal
    assert d.card_points == {0: 65, 1: 65} and d.result == "nobody"
    assert g.scores == [0, 0] and g.carried == 1
    SS.start_deal(g, {0: cards("AS TS AC TC AD TD"), 1: cards("9S JS 9C JC 9D JD")}, cards(SCHWARZ[2]), C.card("9H"))
    assert g.deal.dealer == 1 and to_act(g) == 0
    play(g, *SCHWARZ_PLAY)
    apply(g, Action(0, "out"))
    assert g.scores == [4, 0] and g.carried == 0
