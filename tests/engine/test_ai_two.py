"""The computer players of the two-player 1000s (issue 30): Auction 1000 for two and Russian 1000
for two (engine/ai/two.py). Every level plays whole games legally; the search's play model agrees
with the engine; the sampled worlds agree with the view; hard finds the right card in a constructed
ending. Rules: seed 001's "Two player game" and docs/rules.md "Two-player 1000"."""

import random

import pytest

from engine import cards as C
from engine.actions import Action
from engine.agreements import Rules
from engine.ai import make_player
from engine.ai import two as T
from engine.ai.heuristics import marriage_values
from engine.game import apply, legal_actions, new_game, start_deal, to_act
from engine.players import RandomPlayer
from engine.view import view

GAMES2 = ("auction_two", "russian_two")
QUICK = {"worlds": 4, "discards": 2, "discard_worlds": 3}  # hard kept cheap for whole games


def cards(text: str) -> list[int]:
    return [C.card(t) for t in text.split()]


# ------------------------------------------------------------------------------- the search's model


def _positions(game, n, seed):
    """(game, seat) at play decisions of random games (RandomPlayer chooses every move)."""
    rng = random.Random(seed)
    out = []
    for k in range(n):
        g = new_game(Rules(game=game), 2, seed=seed * 100 + k)
        p = RandomPlayer(k)
        for _ in range(200):
            if g.over:
                break
            seat = to_act(g)
            v = view(g, seat)
            if any(a.kind == "play" for a in v.legal) and rng.random() < 0.3:
                out.append((g, seat, v))
                break
            apply(g, p.choose(v))
    return out


@pytest.mark.parametrize("game", GAMES2)
def test_the_search_plays_the_cards_the_engine_allows(game):
    # 1000's duties (seed 001: "ten tricks are played under the same rules as the three-player
    # game"): follow suit, trump when void; the search's masks must give the engine's cards
    checked = 0
    for g, seat, _v in _positions(game, 120, seed=1):
        d = g.deal
        legal = C.mask([a.value for a in legal_actions(g, seat) if a.kind == "play"])
        if not d.trick:
            mine = d.hands[seat]
        else:
            mine = T.follow_mask(d.hands[seat], C.suit(d.trick[0][1]), d.trump, g.rules.must_trump)
        assert mine == legal, (C.names(d.hands[seat]), d.trick, d.trump)
        checked += 1
    assert checked > 60


def _brute(s: T.Solver2, hands, leader, trick, trump, ann) -> int:
    """Plain minimax over every card the model allows: the reference for the search."""
    if not trick and not hands[0] and not hands[1]:
        return 0
    if not trick:
        vals = []
        for c in C.cards_of(hands[leader]):
            st = c // 6
            bonus = (
                s.mv[st]
                if ann and C.rank(c) in (C.KING, C.QUEEN) and hands[leader] & C.MARRIAGE_MASK[st] == C.MARRIAGE_MASK[st]
                else 0
            )
            gain = bonus if leader == s.D else -s.opp_weight * bonus
            nh = list(hands)
            nh[leader] &= ~(1 << c)
            vals.append(gain + _brute(s, nh, leader, [(leader, c)], st if bonus else trump, True))
        return max(vals) if leader == s.D else min(vals)
    p, c1 = trick[0]
    f = 1 - p
    vals = []
    for c in C.cards_of(T.follow_mask(hands[f], c1 // 6, trump, s.must_trump)):
        w = f if T.beats(c, c1, trump) else p
        nh = list(hands)
        nh[f] &= ~(1 << c)
        vals.append((C.POINTS[c] + C.POINTS[c1] if w == s.D else 0) + _brute(s, nh, w, [], trump, True))
    return max(vals) if f == s.D else min(vals)


@pytest.mark.parametrize("opp_weight", [0, 1])
def test_the_search_agrees_with_brute_force(opp_weight):
    rng = random.Random(9)
    mv = marriage_values(Rules(game="russian_two"))
    for k in range(40):
        pack = list(range(24))
        rng.shuffle(pack)
        n = rng.choice((3, 4, 5))
        hands = (C.mask(pack[:n]), C.mask(pack[n : 2 * n]))
        trump = rng.choice((None, 0, 1, 2, 3))
        dec = k % 2
        leader = rng.choice((0, 1))
        s = T.Solver2(dec, mv, opp_weight=opp_weight)
        want = _brute(s, hands, leader, [], trump, True)
        assert s.value(hands, leader, [], trump, True) == want
        assert s.reaches(hands, leader, [], trump, True, want) and not s.reaches(
            hands, leader, [], trump, True, want + 1
        )


# ------------------------------------------------------------------------------- worlds


@pytest.mark.parametrize("game", GAMES2)
def test_sampled_worlds_agree_with_the_view(game):
    """The opponent's hand in every sample: his count of cards, none of a suit he showed out of,
    the card given to him (Russian) and the partner of a marriage he announced; never a card this
    seat holds or laid away; and the true hand is one of the worlds the constraints allow."""
    checked = 0
    for g, seat, v in _positions(game, 60, seed=2):
        d = g.deal
        o = 1 - seat
        pool, fixed, no_opp, no_talon, n_opp, n_laid = T.world_constraints(v)
        true = d.hands[o]
        assert true & ~pool == 0 and fixed & ~true == 0 and true & no_opp == 0
        for w in T.sample_worlds(v, random.Random(1), 20):
            assert C.count(w) == n_opp == C.count(true)
            assert w & ~pool == 0 and w & fixed == fixed and w & no_opp == 0
            assert w & (v.hand | T.laid_away(v) | v.played) == 0
        checked += 1
    assert checked > 30


# ------------------------------------------------------------------------------- a constructed ending


def test_hard_takes_with_the_king_to_catch_the_ten():
    """Auction 1000 for two; seat 1 declares 100 and has taken 73 points in 7 tricks; his opponent
    leads J♣ and may hold T♣ as his last card. Seed 001's ranking, "Ace, Ten, King, ...": a ten
    beats a king, an ace beats the ten. Taking J♣ with A♣ (13 points) leaves K♣ to lose to T♣: 86.
    Taking with K♣ (6) and then leading A♣ catches the ten (21): 100, the contract. Where the last
    card is not a club both come to the same points, so K♣ is never worse: hard plays it; the rule
    of thumb (the dearest card that wins) plays A♣."""
    hands = ["JC TC 9S JS QS 9H JH QH JD TD", "AC KC AS TS KS AH TH KH AD 9D"]
    g = new_game(Rules(game="auction_two"), 2, dealer=0, auto_deal=False)
    start_deal(g, {s: cards(h) for s, h in enumerate(hands)}, cards("9C QC KD QD"))
    moves = [(1, "bid", 100), (0, "pass", True), (1, "talon", 0), (1, "discard", ("9C", "QC"))]
    moves += [
        (s, "play", c)
        for pair in zip("AS TS KS AH TH KH AD 9D".split(), "9S JS QS 9H JH QH JD TD".split())
        for s, c in zip((1, 0), pair)
    ]
    moves += [(0, "play", "JC")]
    for seat, kind, value in moves:
        rec = {"seat": seat, kind: list(value) if isinstance(value, tuple) else value}
        apply(g, Action.from_record(rec))
    assert g.deal.card_points[1] == 73 and g.deal.contract == 100 and to_act(g) == 1
    v = view(g, 1)
    assert make_player("hard", 1).choose(v).value == C.card("KC")
    assert make_player("normal", 1).choose(v).value == C.card("AC")


# ------------------------------------------------------------------------------- hard's ISMCTS (issue 39)


def _lay_away_view(game: str, seed: int):
    """A view of the declarer at the lay-away of a normal-against-normal deal of ``game``."""
    g = new_game(Rules(game=game), 2, seed=seed, dealer=0)
    ps = [make_player("normal", s) for s in range(2)]
    while True:
        s = to_act(g)
        v = view(g, s)
        if any(a.kind in ("discard", "discard_give") for a in v.legal):
            return g, v
        apply(g, ps[s].choose(v))


@pytest.mark.skipif(T.ismcts_two.core is None, reason="engine.ai._ismcts_two not built")
@pytest.mark.parametrize("game", GAMES2)
def test_hard_lays_away_raises_and_plays_by_the_ismcts_else_by_double_dummy(game, monkeypatch):
    # issue 39: with the compiled core hard's lay-away, raise and cards are the ISMCTS's over the
    # whole deal (figures in the deal's score points, every move one of the view's legal ones);
    # without it (an install with no C compiler) the double-dummy search decides, in P(make)
    g, v = _lay_away_view(game, 4)
    hard = make_player("hard", 1)
    a, ev = hard.evaluate(v)
    assert a in v.legal and ev is not None and ev.unit == "points" and ev.extra.get("ismcts")
    assert all(f.action in v.legal for f in ev.figures) and ev.figures[0].action == a
    apply(g, a)
    while g.deal.result is None:  # the rest of the deal: every decision legal
        s = to_act(g)
        w = view(g, s)
        apply(g, hard.choose(w) if s == v.seat else make_player("normal", 0).choose(w))
    assert hard.errors == []
    monkeypatch.setattr(T.ismcts_two, "core", None)
    a2, ev2 = make_player("hard", 1).evaluate(v)
    assert a2 in v.legal and ev2 is not None and ev2.unit == "p_make" and not ev2.extra.get("ismcts")
