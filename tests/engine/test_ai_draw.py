"""The computer players of Draw 1000 (issue 30, "Computer players"): every level plays whole games
legally; hard's rules on masks are the engine's; hard's exact search agrees with brute force over the
engine's actions; hard finds the right card in constructed positions. Rules: 001's "Tysiąg dobierany
(Draw 1000)" and docs/rules.md, "Draw 1000" (quoted as "001: ..." and "rules: ...")."""

import copy
import random
import time

import pytest

from engine import cards as C
from engine.actions import Action
from engine.agreements import Rules
from engine.ai import draw as AI
from engine.ai import make_player
from engine.game import apply, legal_actions, new_game, to_act
from engine.games import draw as D
from engine.view import view
from tests.engine.test_conformance import play_out

RULES = Rules(game="draw")


def cards(text: str) -> list[int]:
    return [C.card(t) for t in text.split()]


def play_game(levels, seed, rules=RULES, on_view=None):
    """A whole game between two levels (the conformance suite's harness: every move legal, no
    caught error)."""
    g = new_game(rules, 2, seed=seed, dealer=seed % 2)
    # hard with fewer samples than it plays with: the same code, a test of a few seconds
    play_out(g, [make_player(levels[s], seed * 10 + s, worlds=6) for s in (0, 1)], on_view=on_view)
    return g


def test_five_cards_dealt_is_kept():
    # 001: "Some play with only five cards dealt to each player." (draw_hand): a stock of fourteen
    rules = Rules(game="draw", agreements={"draw_hand": 5})
    seen = []
    play_game(("hard", "normal"), 2, rules=rules, on_view=lambda g, v: seen.append(v.stock))
    assert max(seen) == 14


# -- hard's rules on masks are the engine's


def _pos_of(g) -> AI.Pos:
    """The engine's position, every card placed, as hard's search holds it."""
    d = g.deal
    return AI.Pos(
        [d.hands[0], d.hands[1]],
        list(d.stock),
        AI.NO_TRUMP if d.trump is None else d.trump,
        d.turn,
        d.trick[0][1] if d.trick else -1,
        [D.taken(d, s) for s in (0, 1)],
        [d.tricks_won[s] > 0 for s in (0, 1)],
    )


def _same(p: AI.Pos, q: AI.Pos) -> bool:
    return (p.h, p.stock, p.trump, p.turn, p.lead, p.taken, p.won) == (
        q.h,
        q.stock,
        q.trump,
        q.turn,
        q.lead,
        q.taken,
        q.won,
    )


@pytest.mark.parametrize("hand", [6, 5])
def test_the_search_moves_as_the_engine_decides(hand):
    """On every position of random games: the search's moves are the engine's legal actions (a quiet
    lead of a married king or queen included), each move leaves the position the engine's apply
    leaves (draws, a marriage's points and trump), and the view's replay of who has won a trick is
    the engine's (rules: a marriage is announced "by a player who has won a trick")."""
    rules = Rules(game="draw", agreements={"draw_hand": hand})
    rng = random.Random(hand)
    checked = quiet = 0
    for seed in range(25):
        g = new_game(rules, 2, seed=seed, dealer=seed % 2, auto_deal=False)
        D.start_deal(g)
        d = g.deal
        while d.result is None:
            seat = to_act(g)
            p = _pos_of(g)
            acts = legal_actions(g, seat)
            assert sorted(p.moves()) == sorted(AI._move_of(a) for a in acts)
            assert AI.tricks_won(view(g, seat)) == [d.tricks_won[s] > 0 for s in (0, 1)]
            a = rng.choice(acts)
            quiet += a.announce is False
            p.play(AI._move_of(a))
            apply(g, a)
            if d.result is None:
                assert _same(p, _pos_of(g)), (seed, a)
            else:  # the hand scored: each has what the search says he took
                assert p.over and p.taken == d.summary["taken"], seed
            checked += 1
    assert checked == 25 * 24 and quiet > 0


def _engine_value(g, me: int) -> int:
    """The hand's score difference for ``me`` under best play by both, over every action the engine
    allows: brute force with the engine's own rules (scores start at 0, so the game's end is out of reach)."""
    d = g.deals[0]
    if d.summary is not None:
        return d.summary["delta"][me] - d.summary["delta"][1 - me]
    seat = to_act(g)
    values = []
    for a in legal_actions(g, seat):
        h = copy.deepcopy(g)
        apply(h, a)
        values.append(_engine_value(h, me))
    return max(values) if seat == me else min(values)


def test_the_solver_agrees_with_the_engine_once_the_stock_is_gone():
    """Positions after the stock with at most three cards a hand: hard's exact search gets the value
    brute force over the engine's actions gets (marriages changing trumps, quiet leads)."""
    rng = random.Random(4)
    checked = 0
    for seed in range(26):
        g = new_game(RULES, 2, seed=seed, dealer=seed % 2, auto_deal=False)
        D.start_deal(g)
        d = g.deal
        while d.result is None and not (d.strict and C.count(d.hands[d.turn]) <= 3 and (seed % 2 or not d.trick)):
            apply(g, rng.choice(legal_actions(g, to_act(g))))
        if d.result is not None:
            continue
        me = d.turn
        assert AI.Solver(AI.Value(me)).solve(_pos_of(g)) == _engine_value(g, me), seed
        checked += 1
    assert checked >= 20


# -- what hard sees


def test_hard_samples_only_worlds_the_view_allows():
    """The opponent's sampled hand holds his shown cards (a marriage's partner), none of ours or of the
    played; the rest, in drawing order, is as long as the stock."""
    checked = []

    def check(g, v):
        know = AI.Knowledge(v)
        opp = 1 - v.seat
        hand, stock = know.sample(random.Random(len(checked)))
        assert C.count(hand) == v.hand_counts[opp]
        assert hand & know.opp_known == know.opp_known
        assert not hand & (v.hand | v.played)
        assert len(stock) == v.stock and not C.mask(stock) & (hand | v.hand | v.played)
        if not v.stock:
            assert hand == g.deal.hands[opp]  # the stock gone, the unseen cards are his hand
        checked.append(know.opp_known)

    play_game(("normal", "easy"), 3, on_view=check)
    assert any(checked), "no view with a shown card was checked"


# -- hard's play in constructed positions


def _after_the_stock(hands, stock, leads, scores=None):
    """A hand dealt as given (seat 0 deals, so seat 1 leads) and its first six tricks played as
    ``leads`` says: (the leader's card, the follower's card) each; any card may be played while the
    stock lasts (001: "For the first six tricks there is no requirement to follow suit")."""
    g = new_game(RULES, 2, seed=1, dealer=0, auto_deal=False, start={"scores": scores or [0, 0]})
    D.start_deal(g, {0: cards(hands[0]), 1: cards(hands[1])}, cards(stock))
    for pair in leads:
        for c in cards(pair):
            apply(g, Action(to_act(g), "play", c))
    assert not g.deal.stock and not g.deal.trick
    return g


def test_hard_changes_the_trump_to_take_every_trick():
    """After the stock, seat 1 is on lead with six hearts and spades against six diamonds and clubs;
    diamonds are trumps (seat 0 announced them). Seat 1 holds the heart marriage, so leading its king
    or queen announces 100 and makes hearts trumps (001: "Trumps can be made and changed by announcing
    king-queen pairs"); then every heart wins (seat 0 has none and must follow suit, else trump, and has
    no trump) and every spade too. Leading anything else first lets seat 0 trump with a diamond.
    Hard leads the marriage."""
    # seat 0 takes the first five tricks (QS over 9S, then its marriage KD QD: diamonds 80, trumps)
    # and draws TD AD 9C JC TC; seat 1 takes the sixth (KC over QC) and so leads after the stock
    g = _after_the_stock(
        ("QS KD QD 9D JD QC", "9S 9H JH JS KS KC"),
        "TD KH AD QH 9C TH JC AH TC AS TS AC",
        ["9S QS", "KD 9H", "QD JH", "9D JS", "JD KS", "QC KC"],
    )
    d = g.deal
    assert d.turn == 1 and d.trump == C.DIAMONDS and not d.stock
    v = view(g, 1)
    assert AI.tricks_won(v)[1]
    assert C.names(d.hands[1]) == ["TS", "AS", "QH", "KH", "TH", "AH"]
    a = make_player("hard", 1).choose(v)
    assert a.kind == "play" and a.value in cards("KH QH") and a.announce is None
    apply(g, a)
    while d.result is None:
        seat = to_act(g)
        apply(g, make_player("hard", 2).choose(view(g, seat)))
    # seat 0: its five tricks (3 + 4 + 5 + 2 + 6) and diamonds 80; seat 1: QC KC (7), every card of
    # the six tricks after the stock (49 + 44) and hearts 100 (001: "add the points in the tricks they
    # have won, plus points for king-queen pairs declared")
    assert d.summary["taken"] == [20 + 80, 7 + 93 + 100]


def test_near_the_end_winning_the_game_counts_more_than_the_margin():
    """Scores 985 and 900 before the hand: taking 15 (the opponent 10) ends the game won (001: "The
    first player to achieve a score of 1000 points or more at the end of a hand is the winner"); taking
    14 to his 0 is the wider margin but leaves the game open. Hard's value puts the won game first;
    from 0 to 0 the margin alone counts."""
    near = AI.Value(0, [985, 900])
    assert near([15, 10]) > near([14, 0])
    # both at 1000 or more: the higher wins (1005 to 1010 lost, 1005 to 1000 won); equal: another hand
    assert near([20, 110]) < near([15, 100]) < near([20, 100])
    far = AI.Value(0, [0, 0])
    assert far([15, 10]) == 5 and far([14, 0]) == 14


# -- hard's ISMCTS while the stock lasts (issue 39)

needs_core = pytest.mark.skipif(AI.ismcts_draw.core is None, reason="engine.ai._ismcts_draw not built")


def _with_stock():
    """A hand dealt as given (seat 0 deals, seat 1 leads), one trick played (seat 1's AS over 9S: any
    card may be played while the stock lasts, 001), both drawn: seat 1 leads again, ten cards left in
    the stock."""
    g = new_game(RULES, 2, seed=1, dealer=0, auto_deal=False, start={"scores": [0, 0]})
    D.start_deal(
        g, {0: cards("9S JD QD 9C TC 9H"), 1: cards("AS KH QH JC QC JS")}, cards("KD AD TD KC AC TH JH AH KS QS TS 9D")
    )
    for c in cards("AS 9S"):
        apply(g, Action(to_act(g), "play", c))
    assert g.deal.turn == 1 and len(g.deal.stock) == 10
    return g


@needs_core
def test_hard_searches_by_ismcts_while_the_stock_lasts():
    """Issue 39: hard's search while the stock lasts is the compiled ISMCTS, as many iterations as it
    is given; its figures for the coach are each move's mean hand value, its visits as the worlds
    (the iterations, each a world dealt), the most visited move the one played. A hand's value is a
    margin of what each took (rules: card points 120 and marriages 40 + 60 + 80 + 100 at most)."""
    v = view(_with_stock(), 1)
    hard = AI.HardDraw(1, time_budget=None, iterations=3000)
    a, ev = hard.evaluate(v)
    assert ev is not None and ev.unit == "hand_value" and ev.extra.get("ismcts")
    assert ev.worlds == 3000 == sum(f.worlds for f in ev.figures)
    assert a == ev.figures[0].action and ev.figures[0].worlds == max(f.worlds for f in ev.figures)
    assert all(f.action in v.legal for f in ev.figures)
    assert all(-400 <= f.value <= 400 for f in ev.figures)
    # the same view and seed, the same move
    assert AI.HardDraw(1, time_budget=None, iterations=3000).choose(v) == a


@needs_core
def test_hard_stops_its_search_when_cancelled_or_out_of_time():
    """The app's cancel and hard's time limit stop the compiled search (asked every few hundred
    iterations), and hard answers from the iterations it has."""
    v = view(_with_stock(), 1)
    _, ev = AI.HardDraw(1, time_budget=None, iterations=10**7, cancel=lambda: True).evaluate(v)
    assert ev is not None and ev.extra.get("ismcts") and 0 < ev.worlds < 1000
    t0 = time.perf_counter()
    a, ev = AI.HardDraw(1, time_budget=0.05, iterations=10**9).evaluate(v)
    assert time.perf_counter() - t0 < 2.0 and a in v.legal
    assert ev is not None and ev.extra.get("ismcts") and 0 < ev.worlds < 10**9


def test_hard_samples_in_python_without_the_compiled_search(monkeypatch):
    """Where the module is not built (THOUSAND_PURE_PYTHON=1), hard keeps its sampling search."""
    monkeypatch.setattr(AI.ismcts_draw, "core", None)
    v = view(_with_stock(), 1)
    a, ev = AI.HardDraw(1, worlds=3).evaluate(v)
    assert ev is not None and not ev.extra.get("ismcts") and ev.worlds <= 3 and a in v.legal
