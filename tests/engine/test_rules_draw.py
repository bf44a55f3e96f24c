"""Issue 30's rule sentences for Draw 1000 (Tysiąc dobierany), in one fully played hand where each
decides points (the audit's table: docs/rules-tests.md). The hands and the stock's order are fixed and
all twelve tricks are played here, so the expected scores are worked by hand from 001's "Tysiąg
dobierany" paragraph (card values A 11, 10 10, K 4, Q 3, J 2, 9 0; marriages "as usual": 1000's hearts
100, diamonds 80, clubs 60, spades 40); the engine's output is never the expected value."""

from engine import cards as C
from engine.actions import Action
from engine.agreements import Rules
from engine.game import apply, explain, legal_actions, new_game, to_act
from engine.games import draw as D

# Dealer 0: seat 1, the dealer's opponent, leads. The stock is drawn from the left.
SEAT0 = "TS 9C 9D KD KS QS"
SEAT1 = "AS KH 9S AH JC JH"
STOCK = "QH AD TC QD KC 9H AC JS TD TH JD QC"

# Each trick as (leader's card, follower's card); the winner and his points in the comment.
TRICKS = [
    ("AS", "9C"),  # 1: seat 1, 11 (seat 0 keeps his spades: no duty). Seat 1 draws ♥Q, seat 0 ♦A
    ("KH", "9D"),  # 2: seat 1 announces hearts, 100: trumps. 4. Seat 1 draws ♣10, seat 0 ♦Q
    ("9S", "TS"),  # 3: seat 0, 10. Seat 0 draws ♣K, seat 1 ♥9
    ("KD", "AH"),  # 4: seat 0 announces diamonds, 80: trumps now; his king trumps the ace, 15
    ("KS", "9H"),  # 5: seat 0 announces spades, 40: trumps again changed. 4
    ("QS", "JH"),  # 6: seat 0, 5. The stock is gone: seat 0 holds ♦A ♦Q ♣K ♣A ♦10 ♦J
    ("AD", "JS"),  # 7: seat 1, void in diamonds, must trump: 13
    ("TH", "QD"),  # 8: seat 1, 13 (seat 0 has no heart and no trump)
    ("QH", "JD"),  # 9: seat 1, 5
    ("TC", "AC"),  # 10: seat 0 follows with the ace, 21
    ("KC", "QC"),  # 11: seat 0, 7 (seat 1 must follow clubs)
    ("TD", "JC"),  # 12: seat 0, 12
]
# seat 0: 10 + 15 + 4 + 5 + 21 + 7 + 12 = 74 in tricks, + 80 + 40 = 194
# seat 1: 11 + 4 + 13 + 13 + 5 = 46 in tricks, + 100 = 146
HAND = [194, 146]


def cards(text):
    return [C.card(x) for x in text.split()]


def hand(scores=(0, 0), dealer=0, seat0=SEAT0, seat1=SEAT1, stock=STOCK, rules=None):
    g = new_game(rules or Rules(game="draw"), 2, seed=1, dealer=dealer, start={"scores": list(scores)}, auto_deal=False)
    D.start_deal(g, {0: cards(seat0), 1: cards(seat1)}, cards(stock))
    return g


def play(g, *names):
    events = []
    for n in names:
        events += apply(g, Action(to_act(g), "play", C.card(n)))
    return events


def test_a_hand_where_each_rule_decides_points():
    """001, sentence by sentence, on the hand above:
    - "Six cards are dealt to each player and the remaining twelve cards are placed face down in the
      centre to form a drawing stock." "There is no bidding. The dealer's opponent leads to the first
      trick": seat 1 (dealer 0) leads his ♠A and takes the first trick.
    - "For the first six tricks there is no requirement to follow suit - any card may be played": seat
      0, holding ♠10 ♠K ♠Q, throws the ♣9; bound to follow he would have given at least a queen's 3 to
      seat 1's ace (and lost the spades marriage's 40 with it).
    - "After each trick the trick winner draws the top cards of the stock and the other player draws
      the next card": seat 1 wins the first trick and draws the ♥Q to his ♥K (the hearts marriage, 100);
      were the loser to draw first, the ♥Q would be seat 0's.
    - "Trumps can be made and changed by announcing king-queen pairs as usual": hearts (seat 1's 100),
      then diamonds (seat 0's 80), under which seat 0's ♦K takes seat 1's ♥A (15) that hearts trumps
      would have given seat 1; then spades (seat 0's 40).
    - "After six tricks, when the stock is exhausted, ... it is obligatory to follow suit and to trump
      if unable to follow": seat 1, void in diamonds, must trump the ♦A with his only spade (13 for him,
      not 11 or more for seat 0); seat 0 must answer the ♣10 with a club (his ♣A takes it, 21).
    - "When all twelve tricks have been played the players add the points in the tricks they have won,
      plus points for king-queen pairs declared, and add them to their cumulative scores": 194 and 146
      (worked above TRICKS), added to 300 and 500."""
    g = hand(scores=(300, 500))
    d = g.deal
    assert C.count(d.hands[0]) == C.count(d.hands[1]) == 6 and len(d.stock) == 12
    assert to_act(g) == 1 and {a.kind for a in legal_actions(g)} == {"play"}
    play(g, "AS")
    assert {C.name(a.value) for a in legal_actions(g, 0)} == set(SEAT0.split())  # any card
    play(g, "9C")
    assert d.hands[1] >> C.card("QH") & 1 and d.hands[0] >> C.card("AD") & 1  # the winner drew first
    play(g, "KH", "9D")
    assert d.trump == C.HEARTS and d.marriages[1] == 100
    play(g, "9S", "TS", "KD")
    assert d.trump == C.DIAMONDS
    play(g, "AH")
    assert d.card_points[0] == 10 + 15  # the ♦K, a trump now, took the ♥A
    play(g, "KS", "9H", "QS", "JH")
    assert not d.stock and d.trump == C.SPADES and d.marriages[0] == 120
    play(g, "AD")
    assert explain(g, Action(1, "play", C.card("TH"))).id == "must_trump"
    play(g, "JS", "TH", "QD", "QH", "JD", "TC")
    assert explain(g, Action(0, "play", C.card("TD"))).id == "must_follow_suit"
    play(g, "AC", "KC", "QC", "TD", "JC")
    assert d.tricks_played == 12 and d.card_points == {0: 74, 1: 46}
    assert d.summary["delta"] == HAND and g.scores == [300 + 194, 500 + 146]


def test_the_tricks_are_as_listed():
    """The hand's tricks are the pairs TRICKS lists, each taken by the seat its comment says (a guard on
    the hand-worked tallies above)."""
    g = hand()
    winners = []
    for lead, follow in TRICKS:
        play(g, lead, follow)
        winners.append(g.deal.leader)
    assert winners == [1, 1, 0, 0, 0, 0, 1, 1, 1, 0, 0, 0]


def _end(scores):
    g = hand(scores=scores)
    play(g, *[c for t in TRICKS for c in t])
    return g


def test_the_first_to_1000_at_the_end_of_a_hand_wins_the_higher_if_both_another_hand_if_equal():
    """001: "The first player to achieve a score of 1000 points or more at the end of a hand is the
    winner. If both reach 1000 or more points in the same hand, the player with the higher score wins;
    if the scores are equal another hand is played." The hand adds 194 and 146."""
    g = _end((806, 0))
    assert g.scores == [1000, 146] and g.over and g.winners == [0]  # 1000 exactly is enough
    g = _end((805, 0))
    assert g.scores == [999, 146] and not g.over
    g = _end((850, 860))
    assert g.scores == [1044, 1006] and g.over and g.winners == [0]  # both: the higher
    g = _end((700, 880))
    assert g.scores == [894, 1026] and g.over and g.winners == [1]
    g = _end((806, 854))
    assert g.scores == [1000, 1000] and not g.over  # equal: another hand
    D.continue_game(g)
    assert len(g.deals) == 2 and g.deal.phase == "play"


# Five cards each (draw_hand 5); no pair is ever in one hand, so there are no trumps.
FIVE_SEAT0 = "9C 9D JC 9S JS"
FIVE_SEAT1 = "AS TS AC TC AH"
FIVE_STOCK = "TH JH AD 9H JD TD QD KD QC KC KH QH KS QS"
FIVE_PLAY = ["AS", "9C", "TS", "9D", "AC", "JC", "TC", "9S", "AH", "JS", "TH", "JH"]  # seat 1: 69


def test_with_five_cards_the_seventh_trick_is_still_free():
    """001: "Some play with only five cards dealt to each player." The stock then holds fourteen cards
    and lasts seven tricks, so at the seventh trick (001: "For the first six tricks there is no
    requirement to follow suit", read with the stock: while it lasts) seat 0 keeps his ♦10 and throws
    the ♥9 under seat 1's ♦A: 11 for seat 1, not 21. That ten then takes seat 1's ♦J (12).
    Seat 1: 11 + 10 + 13 + 10 + 13 + 12 + 11 = 80 in seven tricks, then the ♥K over the ♥Q and the ♠K
    over the ♠Q, 7 + 7: 94; seat 0: 12 + 7 + 7 = 26 (the ♦K over the ♦Q, the ♣K over the ♣Q)."""
    g = hand(
        seat0=FIVE_SEAT0, seat1=FIVE_SEAT1, stock=FIVE_STOCK, rules=Rules(game="draw", agreements={"draw_hand": 5})
    )
    play(g, *FIVE_PLAY, "AD")
    d = g.deal
    assert d.tricks_played == 6 and len(d.stock) == 2
    assert {C.name(a.value) for a in legal_actions(g, 0)} == {"9H", "TD", "KD", "KC", "QH"}  # any card
    play(g, "9H")
    assert not d.stock and d.card_points == {0: 0, 1: 80}
    play(g, "JD")
    assert explain(g, Action(0, "play", C.card("KC"))).id == "must_follow_suit"
    play(g, "TD", "KD", "QD", "KC", "QC", "QH", "KH", "KS", "QS")
    assert d.tricks_played == 12 and d.card_points == {0: 26, 1: 94} and d.summary["delta"] == [26, 94]
