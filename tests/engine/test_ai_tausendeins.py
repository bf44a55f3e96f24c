"""The computer players of German 1001 (Tausendeins) and Russeln (issue 30, "Computer players"):
every level plays whole games legally; the players' rules on masks agree with the engine's; what
they infer from a view never excludes a card a seat holds; hard's exact search finds the play that
makes the bid. Rules: 001's "1001" and "Russeln" paragraphs and docs/rules.md's readings."""

import copy
import random

import pytest

from engine import cards as C
from engine.agreements import Rules
from engine.ai import make_player
from engine.ai import tausendeins as T
from engine.game import apply, legal_actions, new_game, to_act
from engine.view import view
from tests.engine.test_conformance import play_out

VARIANTS = [
    Rules(game="tausendeins"),
    Rules(game="tausendeins", agreements={"tausendeins_trumps": False}),
    Rules(game="russeln"),
    Rules(game="russeln", agreements={"russeln_void_trumps": False}),
]


def cards(text: str) -> list[int]:
    return [C.card(t) for t in text.split()]


def _random_positions(rules, seed, on_play):
    """Random legal play of a few deals; ``on_play(g, seat)`` at every card to play."""
    rng = random.Random(seed)
    g = new_game(rules, 3, seed=seed, dealer=seed % 3)
    for _ in range(3):
        d = g.deal
        while not g.over and g.deal is d and d.result is None:
            seat = to_act(g)
            if d.phase == "play":
                on_play(g, seat)
            apply(g, rng.choice(legal_actions(g, seat)))
        if g.over:
            break


@pytest.mark.parametrize("rules", VARIANTS, ids=lambda r: r.game + str(sorted(r.to_record().get("agreements", {}))))
def test_the_rules_on_masks_are_the_engines(rules):
    # the search's legal cards and marriages must be exactly the engine's (a rule is never decided
    # differently): every card position of random deals, under each play agreement
    g0 = T.Game(rules)
    checked = 0

    def check(g, seat):
        nonlocal checked
        d = g.deal
        legal = legal_actions(g, seat)
        assert T.allowed(g0, d.hands[seat], tuple(d.trick), d.trump) == C.mask(a.value for a in legal)
        quiet = {a.value for a in legal if a.announce is False}
        assert quiet == {c for c in C.cards_of(d.hands[seat]) if not d.trick and T.announces(d.hands[seat], c)}
        checked += 1

    for seed in range(30):
        _random_positions(rules, seed, check)
    assert checked > 500


@pytest.mark.parametrize("rules", VARIANTS, ids=lambda r: r.game + str(sorted(r.to_record().get("agreements", {}))))
def test_the_search_scores_a_deal_as_the_engine(rules):
    # a deal played at random by the engine and followed move by move on the search's position: what
    # the search counts (its doubled relative score, the module's docstring) is the engine's score
    # sheet: "If the bidder wins, he scores all the points he takes; if he loses he scores minus his
    # bid" (001), the discards counting for him, the defenders' marriages for themselves
    g0 = T.Game(rules)
    for seed in range(40):
        rng = random.Random(seed)
        g = new_game(rules, 3, seed=seed, dealer=seed % 3)
        d = g.deal
        while d.phase != "play" and d.result is None:
            apply(g, rng.choice(legal_actions(g, to_act(g))))
        if d.result is not None:
            continue  # thrown in (no contract)
        decl = d.declarer
        p = T.Pos(g0, [d.hands[s] for s in range(3)], (), d.trump, d.turn, C.points(d.discarded), decl, d.contract)
        total = 0
        while d.result is None:
            a = rng.choice([a for a in legal_actions(g, to_act(g)) if a.announce is None])
            total += p.play(a.value)
            apply(g, a)
        s = d.summary
        defenders = sum(d.marriages[x] for x in range(3) if x != decl)
        cd = d.card_points[decl] + C.points(d.discarded)
        assert total + p.final() == 2 * s["delta"][decl] + cd - defenders - C.points(d.discarded), seed
        assert p.T == s["taken"][decl]


def _brute(g, decl):
    """Minimax over the engine's own actions (every marriage announced): the declarer maximises
    the doubled relative score, the defenders minimise it."""
    d = g.deal
    if d.result is not None:
        defenders = sum(d.marriages[x] for x in range(3) if x != decl)
        return 2 * d.summary["delta"][decl] + d.card_points[decl] + C.points(d.discarded) - defenders
    seat = to_act(g)
    vals = []
    for a in legal_actions(g, seat):
        if a.announce is None:
            h = copy.deepcopy(g)
            h.auto_deal = False
            apply(h, a)
            vals.append(_brute(h, decl))
    return max(vals) if seat == decl else min(vals)


@pytest.mark.parametrize("rules", VARIANTS, ids=lambda r: r.game + str(sorted(r.to_record().get("agreements", {}))))
def test_the_exact_search_is_brute_force_over_the_engine(rules):
    g0 = T.Game(rules)
    done = 0
    for seed in range(30):
        rng = random.Random(seed)
        g = new_game(rules, 3, seed=seed, dealer=seed % 3)
        g.auto_deal = False
        d = g.deal
        stop = rng.randrange(5, 9)  # cards left in the hands
        while d.result is None and (d.phase != "play" or sum(C.count(h) for h in d.hands.values()) > stop):
            apply(g, rng.choice(legal_actions(g, to_act(g))))
        if d.result is not None:
            continue
        decl = d.declarer
        taken = d.card_points[decl] + d.marriages[decl] + C.points(d.discarded)
        p = T.Pos(g0, [d.hands[s] for s in range(3)], tuple(d.trick), d.trump, d.turn, taken, decl, d.contract)
        so_far = d.card_points[decl] + C.points(d.discarded) - sum(d.marriages[x] for x in range(3) if x != decl)
        assert T.solve(p, 10**6) + so_far == _brute(g, decl), seed
        done += 1
    assert done > 15


def play_game(rules, levels, seed, start=None, on_view=None):
    """A whole game (the conformance suite's harness: every move legal, no caught error)."""
    g = new_game(rules, 3, seed=seed, dealer=seed % 3, start=start)
    play_out(g, [make_player(levels[s], seed * 10 + s) for s in range(3)], on_view=on_view)
    return g


@pytest.mark.parametrize("rules", VARIANTS, ids=lambda r: r.game + str(sorted(r.to_record().get("agreements", {}))))
def test_what_a_view_tells_never_excludes_a_held_card(rules):
    # the voids shown by play (and in Russeln the higher cards a seat did not beat with: "must beat
    # the highest card so far played to the trick if possible") hold for the real hands, and the
    # cards out of play are the talon or the discards nobody else has seen
    seen = 0

    def check(g, v):
        nonlocal seen
        d = g.deal
        if d.phase != "play":
            return
        unknown, poss, out = T.knowledge(v)
        for s, m in poss.items():
            assert d.hands[s] & ~m == 0, (s, C.names(d.hands[s] & ~m))
        if v.seat == d.declarer:
            assert out == 0
        else:
            assert out == C.count(d.discarded) and d.discarded & ~unknown == 0
        seen += 1

    for seed in range(2):
        play_game(rules, ("normal", "easy", "hard"), seed, {"scores": [950, 950, 950]}, check)
    assert seen > 20


def test_hard_announces_the_marriage_it_needs_before_losing_the_lead():
    # 1001, the declarer bid 200 and holds K♣ Q♣ T♠ with 108 taken: only the clubs marriage (100:
    # "clubs=100") makes the bid, and it is announced only "by the leader to any trick"; the ten of
    # spades led loses to the ace of spades a defender holds, and with the lead gone the pair is
    # never led while both are held. So the king or queen of clubs must be led now.
    rules = Rules(game="tausendeins")
    g = new_game(rules, 3, seed=0, dealer=2, auto_deal=False)
    from engine.games.tausendeins import start_deal

    hands = {0: cards("QH KH AH TH KC QC"), 1: cards("JH JD QD AS TC JC"), 2: cards("KS QS KD TD AD AC")}
    start_deal(g, hands, cards("TS JS"))
    for a in (
        [("bid", 200), ("pass", None), ("pass", None)]
        + [("discard", (C.card("JS"), C.card("TH")))]
        + [("play", C.card(c)) for c in "QH JH QS AH JD KD KH QD KS".split()]
    ):
        seat = to_act(g)
        apply(g, next(x for x in legal_actions(g, seat) if x.kind == a[0] and (a[1] is None or x.value == a[1])))
    d = g.deal
    assert d.declarer == 0 and to_act(g) == 0 and d.hands[0] == C.mask(cards("KC QC TS"))
    assert d.card_points[0] + d.marriages[0] + C.points(d.discarded) == 108
    a = make_player("hard", 1).choose(view(g, 0))
    assert a.kind == "play" and C.name(a.value) in ("KC", "QC") and a.announce is None


def test_hard_stops_sampling_when_cancelled_or_past_its_time():
    # the app cancels a computer seat's thinking (a closed table, an undo): hard answers from the
    # samples it has; and its time limit (a quarter second) holds even when asked for a million samples
    from engine.ai.tausendeins import make

    g = new_game(Rules(game="russeln"), 3, seed=4, dealer=0)
    while g.deal.phase != "play":
        seat = to_act(g)
        apply(g, make("normal", 0).choose(view(g, seat)))
    v = view(g, to_act(g))
    for player in (make("hard", 0, samples=10**6, cancel=lambda: True), make("hard", 0, samples=10**6)):
        a = player.choose(v)
        assert a in v.legal and not player.errors
        assert player.stats[-1][1] < 2.0
