"""Issue 30's rule sentences for German 1001 and Russeln, each in a fully played deal where it decides
the score (the audit's table: docs/rules-tests.md). Every card and every trick is fixed here, so the
expected scores are worked by hand from 001's "1001" and "Russeln" sections (card values A 11, 10 10,
K 4, Q 3, J 2, 9 0); the engine's output is never the expected value."""

from engine import cards as C
from engine.actions import Action
from engine.game import explain
from tests.engine.test_tausendeins import act, deal, play

# ------------------------------------------------------------------------------------------ 1001

# Dealer 0: seat 1 speaks first, then 2, then 0, and the play goes round in that order. Seat 2 holds
# the spades marriage; nobody else holds a pair. The talon is ♦A ♦10.
HANDS_1001 = ["TS KC AH KH TH KD", "AS JS JC JH JD QD", "KS QS AC TC QC QH"]
TALON_1001 = "AD TD"
PLAY_1001 = [
    *("JC", "AC", "KC"),  # 1: seat 2, 17
    *("+KS", "TS", "AS"),  # 2: seat 2 announces spades, 80 (trumps); seat 1's ace takes it, 25
    *("JH", "QH", "AH"),  # 3: seat 0, 16
    *("TH", "QD", "QC"),  # 4: seats 1 and 2 are void in hearts and hold a trump, and need not trump: seat 0, 16
    *("KH", "JS", "TC"),  # 5: seat 1 trumps, 16
    *("JD", "QS", "KD"),  # 6: seat 2 trumps, 9
]
# card points: seat 1 25 + 16 = 41, seat 2 17 + 9 = 26, seat 0 16 + 16 = 32; 99 + the discard's 21 = 120


def _swap(text, a, b):
    """The cards with suits a and b exchanged ("KS" -> "KD" for a, b = "S", "D")."""
    return " ".join(c[:-1] + {a: b, b: a}.get(c[-1], c[-1]) for c in text.split())


def _play_1001(bid, suits=None):
    """The deal above; with suits (a, b) the same deal with those two suits exchanged throughout."""
    at = (lambda t: _swap(t, *suits)) if suits else (lambda t: t)
    g = deal("tausendeins", [at(h) for h in HANDS_1001], at(TALON_1001), dealer=0)
    act(g, {"seat": 1, "bid": bid}, {"seat": 2, "pass": True}, {"seat": 0, "pass": True})
    act(g, {"seat": 1, "discard": at(TALON_1001).split()})
    play(g, *[at(c) for c in PLAY_1001[:10]])
    # 001: "Players must follow suit if they can, and if unable may play any card": void in hearts
    # with the ♠J, a trump, seat 1 may keep it
    assert explain(g, Action(1, "play", C.card(at("QD")))) is None
    play(g, *[at(c) for c in PLAY_1001[10:]])
    return g


def test_1001_the_discard_counts_for_the_bidder_and_every_score_is_rounded():
    """001: "The high bidder takes the talon, discards two cards face down, which count for him and
    leads to the first trick." Seat 1 bids 50 and lays away the talon's ♦A ♦10 (21): his tricks hold
    only 41, but with the discard he has 62 and makes 50.
    001: "Scores are rounded to the nearest 10. If the bidder wins, he scores all the points he takes":
    62 → 60. Seat 2: 26 in tricks and the spades marriage 80 (001: "spades=80"; "A king-queen pair can
    be announced by the leader to any trick") = 106 → 110; seat 0: 32 → 30 (the defenders score what
    they took, docs/rules.md).
    001: "if unable may play any card": at the fourth trick seats 1 and 2, void in hearts, keep their
    trumps and the ♥10 takes the trick's 16 for seat 0."""
    g = _play_1001(50)
    d = g.deals[0]
    assert d.card_points == {1: 41, 2: 26, 0: 32} and d.announced == [(2, "S", 80)]
    assert d.result == "made" and g.scores == [30, 60, 110]


def test_1001_the_diamonds_marriage_is_40():
    """001: "the values of the king-queen pairs are: clubs=100, spades=80, hearts=60, diamonds=40." The
    deal above with spades and diamonds exchanged: seat 2's marriage is the diamonds, 40, so he has
    26 + 40 = 66 → 70 instead of 110; the others score as before, 60 and 30."""
    g = _play_1001(50, ("S", "D"))
    assert g.deals[0].announced == [(2, "D", 40)]
    assert g.scores == [30, 60, 70]


def test_1001_a_failed_bid_scores_minus_the_bid():
    """001: "if he loses he scores minus his bid." The same deal bid at 70: his 62 fail it."""
    g = _play_1001(70)
    assert g.deals[0].result == "failed" and g.scores == [30, -70, 110]


# ------------------------------------------------------------------------------------------ Russeln

# Dealer 0: seat 1 speaks first. Seat 1 holds the spades marriage and the four top spades.
HANDS_RUSSELN = ["JS JC QH QC AD TD KD QD", "AS TS KS QS 9H 9C 9D JD", "9S AH TH KH JH AC TC KC"]
PLAY_RUSSELN = [
    *("+KS", "9S", "JS"),  # 1: the spades marriage, 60, and trumps; nobody can beat the king: seat 1, 6
    *("AS", "JH", "JC"),  # 2: seat 1, 15
    *("TS", "KC", "QC"),  # 3: seat 1, 17
    *("9H", "KH", "QH"),  # 4: seat 2 must beat the nine; seat 0's queen cannot beat the king: seat 2, 7
    *("AC", "QD", "9C"),  # 5: seat 2, 14
    *("TC", "KD", "QS"),  # 6: seat 1, void in clubs, must trump: 17
    *("9D", "TH", "TD"),  # 7: seat 0 must beat the nine: 20
    *("AD", "JD", "AH"),  # 8: seat 0, 24
]
# card points: seat 1 6 + 15 + 17 + 17 = 55, seat 2 7 + 14 = 21, seat 0 20 + 24 = 44 (120)


def _play_russeln(bid, suits=None):
    """The auction 10, 20, pass, then seat 1's bid; with suits (a, b) the deal has them exchanged."""
    at = (lambda t: _swap(t, *suits)) if suits else (lambda t: t)
    g = deal("russeln", [at(h) for h in HANDS_RUSSELN], dealer=0)
    act(g, {"seat": 1, "bid": 10}, {"seat": 2, "bid": 20}, {"seat": 0, "pass": True})
    act(g, {"seat": 1, "bid": bid}, {"seat": 2, "pass": True})
    if suits:
        play(g, *[at(c) for c in PLAY_RUSSELN])
    return g


def test_russeln_the_spades_marriage_is_60_and_a_made_bid_scores_all_rounded_up_from_5():
    """001: "the marriages are worth 100 for hearts, 80 for diamonds, 60 for spades and 40 for clubs";
    "Before leading a player may declare a marriage, scoring the points for it and making that suit
    trumps." Seat 1 declares spades (60) and takes 55 in tricks: 115. 001: "Bidding ... is in multiples
    of 10 with no minimum. Each bid must be higher than the last": 10, 20, then 110. At 1000's 40 for
    spades his 95 would fail 110; at 60 he makes it, and "If the bidder takes at least as many points
    as he bids, he scores all the points he took", "rounded to the nearest 10 (5 is rounded up)": 115
    → 120. "The other players always score the points they took": seat 2 21 → 20, seat 0 44 → 40.
    Issue 30's "follow suit and beat the highest card so far if possible", read for a void player as
    a duty to trump (docs/rules.md): seat 1, void in clubs, must trump seat 2's ♣10 with his ♠Q, 17 for
    him rather than for seat 2. (A follower made to beat with a higher card of the suit decides the
    deal of tests/engine/test_russeln.py::test_the_bidder_scores_all_he_took_and_the_others_what_they_took_rounded.)"""
    g = _play_russeln(110)
    play(g, *PLAY_RUSSELN[:17])
    assert explain(g, Action(1, "play", C.card("JD"))).id == "must_trump"
    play(g, *PLAY_RUSSELN[17:])
    d = g.deals[0]
    assert d.card_points == {1: 55, 2: 21, 0: 44} and d.announced == [(1, "S", 60)] and d.trump == C.SPADES
    assert d.result == "made" and g.scores == [40, 120, 20]


def test_russeln_the_diamonds_marriage_is_80_and_the_clubs_40():
    """001: "the marriages are worth 100 for hearts, 80 for diamonds, 60 for spades and 40 for clubs".
    The deal above with spades and diamonds exchanged: seat 1's marriage is the diamonds, 80: 55 + 80
    = 135 → 140. With spades and clubs exchanged it is the clubs, 40: 95 fails his 110."""
    g = _play_russeln(110, ("S", "D"))
    assert g.deals[0].announced == [(1, "D", 80)] and g.scores == [40, 140, 20]
    g = _play_russeln(110, ("S", "C"))
    assert g.deals[0].announced == [(1, "C", 40)] and g.scores == [40, -110, 20]


def test_russeln_the_bid_is_made_on_the_points_as_taken_not_as_rounded():
    """001: "If the bidder takes at least as many points as he bids, he scores all the points he took.
    Otherwise he loses the amount of his bid." His 115 round to 120 but are less than a bid of 120."""
    g = _play_russeln(120)
    play(g, *PLAY_RUSSELN)
    assert g.deals[0].result == "failed" and g.scores == [40, -120, 20]


def test_russeln_a_bid_of_10_is_a_contract_and_scores_everything_taken():
    """001: "Bidding begins at dealer's left and is in multiples of 10 with no minimum": seat 1 opens 10
    (in 1001 the least is 40) and both others pass; "The high bidder leads to the first trick" (issue
    30), and the same play takes 115: he scores all of it, 120."""
    g = deal("russeln", HANDS_RUSSELN, dealer=0)
    act(g, {"seat": 1, "bid": 10}, {"seat": 2, "pass": True}, {"seat": 0, "pass": True})
    assert g.deal.contract == 10
    play(g, *PLAY_RUSSELN)
    assert g.deals[0].result == "made" and g.scores == [40, 120, 20]
