"""The computer players of Sixty-Six (issue 31, "Computer players"): every level plays whole games
legally and never claims 66 wrongly; hard's samples agree with the view; hard finds a forced win
with the stock closed. Rules: docs/rules.md, "Sixty-Six" (quoted as "rules: ...")."""

import copy
import random

from engine import cards as C
from engine.actions import Action
from engine.agreements import Rules
from engine.ai import make_player
from engine.ai.sixty_six import HardSixtySix, Knowledge
from engine.game import apply, legal_actions, new_game, to_act
from engine.games import sixty_six as SS
from engine.view import view
from tests.engine.test_conformance import play_out

RULES = Rules(game="sixty_six")
NO_LIMIT = 3600.0  # seconds: a time budget no decision reaches


def cards(text: str) -> list[int]:
    return [C.card(t) for t in text.split()]


def play_game(levels, seed, rules=RULES, on_view=None):
    """A whole game between two levels (the conformance suite's harness: every move legal, no
    caught error), each claim of 66 checked against the points it claims (rules: "A claim that
    does not hold (under 66) loses")."""

    def claim_holds(g, v, a):
        if a.kind in ("out", "show"):
            shown = SS.marriage_value(g.deal, C.suit(a.value)) if a.kind == "show" else 0
            assert v.extra["points"] + shown >= SS.OUT, (a, v.extra["points"])

    g = new_game(rules, 2, seed=seed, dealer=seed % 2)
    players = [make_player(levels[s], seed * 10 + s) for s in (0, 1)]
    play_out(g, players, on_view=on_view and (lambda g, v: on_view(v)), on_action=claim_holds)
    assert "wrong_out" not in [d.result for d in g.deals]
    return g


def test_beating_the_lead_agreement_is_kept():
    """002: "Soon after the stock is exhausted or closed, the non-leader on every single trick must
    stick to suit if feasible"; with sixty_six_head (docs: "the follower must also beat the lead
    with a higher card of its suit if he has one") a follower holding a higher and a lower card of
    the led suit may play only the higher ones, and the levels (their moves checked against the
    engine's in play_game) play on within that."""
    rules = Rules(game="sixty_six", agreements={"sixty_six_head": True})
    kept = []

    def check(v):
        d = v.to_dict()
        if not v.trick or not (d["closed"] or d["stock"] == 0):
            return
        lead = v.trick[0][1]
        suit = C.SUIT_MASK[lead // 6] & v.hand
        higher = {c for c in C.cards_of(suit) if c > lead}  # a suit's cards rank by number (engine.cards)
        if higher and suit & ~C.mask(higher):
            assert {a.value for a in v.legal if a.kind == "play"} == higher
            kept.append(v)

    for seed in range(5, 11):  # (hard's play decides how often the position comes up: 7 times here)
        play_game(("hard", "normal"), seed, rules=rules, on_view=check)
    assert len(kept) >= 4


def test_hard_samples_only_worlds_the_view_allows():
    """The opponent's sampled hand holds his shown cards (extra.shown), none of his void suits, none
    of ours, of the played or of the turned trump; the rest lies in the stock."""
    checked = []

    def check(v):
        know = Knowledge(v)
        opp = 1 - v.seat
        rng = random.Random(len(checked))
        hand, stock = know.sample(rng)
        assert C.count(hand) == v.hand_counts[opp]
        assert hand & know.opp_known == know.opp_known
        assert not hand & (v.hand | v.played | (0 if v.turned is None else C.bit(v.turned)))
        for suit in v.voids.get(opp, ()):
            assert not hand & C.SUIT_MASK[suit]
        assert len(stock) == v.stock - (v.turned is not None) and not C.mask(stock) & hand
        checked.append(v.voids.get(opp))

    for seed in range(3):
        play_game(("normal", "easy"), seed, on_view=check)
    assert any(checked), "no view with a void was checked"


def test_hard_finds_the_forced_schwarz_with_the_stock_closed():
    """Seat 1 (on lead, no trick yet) holds the four best trumps, hearts: A, 10, K, Q; the nine
    of hearts is turned and the jack lies in the stock, so nothing the dealer holds beats them.
    With the stock closed (rules: "follow suit, else trump") each heart led wins; the king or
    queen led announces the marriage of trumps, 40, counted once a trick is won (rules:
    "Marriages"): 11 + 10 + 4 + 3 + 40 = 68 >= 66 after four tricks, whatever the dealer gives.
    The dealer then has no trick: schwarz, 3 game points (rules: "Game points"). Leading a nine
    first instead lets the dealer take a trick with a higher spade or club and so lose the
    schwarz. Every defence is tried."""
    g = new_game(RULES, 2, seed=1, dealer=0, auto_deal=False)
    SS.start_deal(
        g,
        {0: cards("AS TS KS QS JS AC"), 1: cards("AH TH KH QH 9S 9C")},
        cards("JH TC KC QC JC 9D JD QD KD TD AD"),
        C.card("9H"),
    )
    apply(g, Action(1, "close"))
    hard = HardSixtySix(seed=3, worlds=8, time_budget=None)
    outcomes = []

    def explore(g):
        d = g.deal
        if d.result is not None:
            outcomes.append((d.summary["winner"], d.summary["delta"]))
            return
        seat = to_act(g)
        moves = [hard.choose(view(g, seat))] if seat == 1 else legal_actions(g, seat)
        for a in moves:
            h = copy.deepcopy(g)
            apply(h, a)
            explore(h)

    explore(g)
    assert len(outcomes) >= 6 * 5 * 4 // 2  # every defence of three or four tricks was played
    assert all(o == (1, [0, 3]) for o in outcomes), set(map(str, outcomes))


def _engine_value(g, me: int, i: int) -> int:
    """Deal ``i``'s value for ``me`` under best play by both, over every action the engine allows
    (claims at any time, quiet leads, shows): brute force with the engine's own rules."""
    d = g.deals[i]
    if d.summary is not None:
        return d.summary["delta"][me] - d.summary["delta"][1 - me]
    seat = to_act(g)
    values = []
    for a in legal_actions(g, seat):
        h = copy.deepcopy(g)
        apply(h, a)
        values.append(_engine_value(h, me, i))
    return max(values) if seat == me else min(values)


def test_the_solver_agrees_with_the_engine_once_the_stock_is_gone():
    """Positions with the stock played out or closed and at most three cards a hand: hard's exact
    search (every marriage announced, 66 claimed at once) gets the value brute force over the
    engine's actions gets, failed closings and the last trick's ten included."""
    from engine.ai.sixty_six import Pos, solve

    rng = random.Random(4)
    checked = 0
    for seed in range(120):
        g = new_game(RULES, 2, seed=seed, dealer=seed % 2, auto_deal=False)
        SS.start_deal(g)
        d = g.deal
        while d.result is None and not (d.strict and C.count(d.hands[d.turn]) <= 3):
            acts = legal_actions(g, to_act(g))
            close = [a for a in acts if a.kind == "close"]
            plays = [a for a in acts if a.kind in ("play", "draw")]
            apply(g, close[0] if close and rng.random() < 0.15 else rng.choice(plays))
        if d.result is not None:
            continue
        p = Pos(
            [d.hands[0], d.hands[1]],
            list(d.stock),
            d.trump,
            d.closed_by,
            d.closer_opponent_tricks,
            d.turn,
            d.trick[0][1] if d.trick else -1,
            [d.card_points[0], d.card_points[1]],
            [d.marriages[0], d.marriages[1]],
            [d.tricks_won[0], d.tricks_won[1]],
        )
        me = d.turn
        assert solve(p, me) == _engine_value(g, me, 0), (seed, C.names(d.hands[0]), C.names(d.hands[1]))
        checked += 1
    assert checked >= 40


def test_the_apps_worker_process_plays_sixty_six_with_hard():
    """The app's computer seats (thousand_qt.game.players): hard for a Sixty-Six table is hard, in its
    worker process (before engine.ai.GAMES named sixty_six a random player took the seat and no
    pool was made), and no random player stands in (no fallback counted)."""
    from thousand_qt.game import players as P

    g = new_game(RULES, 2, seed=8)
    seat = to_act(g)
    before = sum(P.fallbacks.values())
    computers, pool = P.make_computers({seat: "hard"}, {seat: 4}, game="sixty_six")
    try:
        assert pool is not None
        for _ in range(6):  # a few moves of the seat, the other seat played by easy
            while to_act(g) != seat:
                apply(g, make_player("easy", 1).choose(view(g, to_act(g))))
            v = view(g, seat)
            a = computers[seat].choose(v)
            assert a in v.legal
            apply(g, a)
    finally:
        pool.close()
    assert sum(P.fallbacks.values()) == before


# A hand (normal against normal, seed 6) at the first trick's end where seat 1's choice waits with two
# cards left in the stock: the nine of spades face down and the turned trump ace, which seat 0 would draw.
TURNED_ACE = {
    "dealer": 0,
    "hands": [["TH", "QD", "TD", "KS", "JC", "AD"], ["QH", "JD", "KC", "TC", "JH", "9C"]],
    "stock": ["9D", "AS", "AC", "KH", "TS", "9S", "JS", "QC", "KD", "QS", "9H"],
    "turned": "AH",
    "draws": True,
    "actions": [
        *({"seat": s, "play": c} for s, c in ((1, "9C"), (0, "JC"))),
        {"seat": 0, "draw": True},
        *({"seat": s, "play": c} for s, c in ((0, "9D"), (1, "JD"))),
        {"seat": 1, "draw": True},
        *({"seat": s, "play": c} for s, c in ((1, "KC"), (0, "QD"))),
        {"seat": 1, "draw": True},
        *({"seat": s, "play": c} for s, c in ((1, "TS"), (0, "TH"))),
        {"seat": 0, "draw": True},
        *({"seat": s, "play": c} for s, c in ((0, "9S"), (1, "AS"))),
        {"seat": 1, "draw": True},
        *({"seat": s, "play": c} for s, c in ((1, "QC"), (0, "JS"))),
    ],
}


def test_hard_closes_before_drawing_to_keep_the_turned_ace_from_the_opponent():
    """002: "Either player might close ..., when they have the lead, either before or following
    drawing". Here drawing hands the turned trump ace to seat 0: exactly (the solver, which agrees
    with the engine once the stock is gone), closing now wins seat 1 a game point and drawing loses
    it two. Hard, which cannot see seat 0's hand, closes before drawing; easy never closes; normal
    closes only when its masters are sure to reach 66 (they are not)."""
    from engine.ai.sixty_six import Pos, solve
    from engine.record import replay

    g = replay(
        {"format": 1, "rules": {"game": "sixty_six", "preset": "sixty_six"}, "players": 2, "deals": [TURNED_ACE]}
    )
    d = g.deal
    assert d.drawing == 1 and C.names(d.stock) == ["9H", "AH"]

    def exact(move) -> int:
        p = Pos(
            [d.hands[0], d.hands[1]],
            list(d.stock),
            d.trump,
            None,
            0,
            1,
            -1,
            [d.card_points[0], d.card_points[1]],
            [d.marriages[0], d.marriages[1]],
            [d.tricks_won[0], d.tricks_won[1]],
        )
        move(p)
        return solve(p, 1)

    assert exact(Pos.close) == 1 and exact(Pos.draw) == -2
    v = view(g, 1)
    assert make_player("easy", 1).choose(v) == Action(1, "draw")
    assert make_player("normal", 1).choose(v) == Action(1, "draw")
    assert HardSixtySix(1, time_budget=None, worlds=60).choose(v) == Action(1, "close")


def test_an_explicit_no_limit_reaches_the_games_player():
    """make_player(level, time_budget=None) means no time limit in every game: it reached 1000's
    levels but not Sixty-Six hard, which kept its own 0.25 s (the caller's None was dropped)."""
    p = make_player("hard", 1, time_budget=None)
    other = p.player("sixty_six")
    assert other.time_budget is None
    assert make_player("hard", 1).player("sixty_six").time_budget is not None  # its own limit by default


def test_a_games_player_error_is_the_levels_error():
    """An exception a game's player catches itself (Draw 1000's answers by the rules of thumb) is
    counted in the errors of the player make_player made, which the arena reports (it was hidden in
    the game's own player)."""
    from engine.agreements import Rules
    from engine.game import new_game

    p = make_player("normal", 1)
    other = p.player("draw")

    def broken(v):
        raise RuntimeError("a bug")

    other.decide = broken
    g = new_game(Rules(game="draw"), 2, seed=1)
    v = view(g, g.deal.turn)
    assert p.choose(v) in v.legal
    assert len(p.errors) == 1 and "a bug" in p.errors[0]


# A hand of hard against hard (seed 131; issue 39): seat 1 has won two tricks (14 card points) and closed
# the stock, diamonds trumps, holding the king and queen of trumps.
CLOSED_WITH_THE_TRUMP_MARRIAGE = {
    "dealer": 1,
    "hands": [["9C", "AD", "AH", "KH", "JC", "QC"], ["TS", "TH", "QD", "KD", "QH", "JS"]],
    "stock": ["9H", "AS", "KS", "JH", "9S", "KC", "9D", "QS", "TD", "AC", "TC"],
    "turned": "JD",
    "draws": True,
    "actions": [
        *({"seat": s, "play": c} for s, c in ((0, "AH"), (1, "JS"))),
        {"seat": 0, "draw": True},
        *({"seat": s, "play": c} for s, c in ((0, "9H"), (1, "TH"))),
        {"seat": 1, "draw": True},
        *({"seat": s, "play": c} for s, c in ((1, "KS"), (0, "9C"))),
        {"seat": 1, "draw": True},
        {"seat": 1, "close": True},
    ],
}


def test_hard_announces_its_marriage_rather_than_lose_the_lead_with_the_stock_closed():
    """Issue 39: "never ending a hand with an announceable marriage unannounced". Rules: a marriage
    is announced by leading its king or queen, 40 in trumps, counted once a trick is won; with the
    stock closed the follower must follow suit, else trump. Seat 1 (9♠ 10♠ A♠ Q♦ K♦ Q♥) leads the
    queen of trumps: 14 + 40, and the trump king left wins a club later. Led the ten of spades, it
    hands the lead to seat 0's ace of trumps, and a club led then makes it trump with the king:
    the marriage is gone, the closing fails (exactly, with seat 0's hand seen: +1 against -2).
    Hard, which does not see seat 0's hand, led the ten in half its seeds; now it keeps the
    marriage, whatever its seed."""
    from engine.ai.sixty_six import Pos, solve
    from engine.record import replay

    g = replay(
        {
            "format": 1,
            "rules": {"game": "sixty_six", "preset": "sixty_six"},
            "players": 2,
            "deals": [CLOSED_WITH_THE_TRUMP_MARRIAGE],
        }
    )
    d = g.deal
    assert d.closed_by == 1 and d.turn == 1 and C.names(d.hands[1]) == ["9S", "TS", "AS", "QD", "KD", "QH"]

    def exact(lead: str) -> int:
        p = Pos(
            [d.hands[0], d.hands[1]],
            list(d.stock),
            d.trump,
            1,
            d.closer_opponent_tricks,
            1,
            -1,
            [d.card_points[0], d.card_points[1]],
            [d.marriages[0], d.marriages[1]],
            [d.tricks_won[0], d.tricks_won[1]],
        )
        p.lead_card(C.card(lead))
        return solve(p, 1)

    assert exact("QD") == 1 and exact("TS") == -2
    v = view(g, 1)
    for seed in range(6):
        a = HardSixtySix(seed, time_budget=None).choose(v)
        assert a.kind == "play" and C.name(a.value) in ("QD", "KD"), (seed, a)


def test_without_a_duty_to_trump_a_seat_that_did_not_trump_may_still_hold_trumps():
    """The seed's literal reading (sixty_six_must_trump off, 002: "the non-leader ... must stick to
    suit if feasible", no duty to trump named): seat 0, void in spades, gives a club to the ace of
    spades while holding the jack of trumps. That says nothing of his trumps, so the worlds hard and
    normal sample for seat 1 must let him hold them (the view's voids name hearts too: they read a
    card that did not trump as no trumps, true only where trumping is a duty). Before, no world gave
    him a trump, and once the stock was gone sampling failed (normal and hard fell back on their
    rules of thumb: tests/engine/test_ai_sixty_six_variants.py)."""
    rules = Rules(game="sixty_six", agreements={"sixty_six_must_trump": False})
    g = new_game(rules, 2, seed=1, dealer=0, auto_deal=False)
    SS.start_deal(
        g,
        {0: cards("JC QC KC TC AC JH"), 1: cards("AS TS KS QS JS 9S")},
        cards("9C 9D JD QD KD TD AD QH KH TH AH"),
        C.card("9H"),
    )
    for a in (Action(1, "close"), Action(1, "play", C.card("AS")), Action(0, "play", C.card("JC"))):
        apply(g, a)
    v = view(g, 1)
    know = Knowledge(v)
    rng = random.Random(2)
    hands = [know.sample(rng)[0] for _ in range(200)]
    assert any(h & C.bit(C.card("JH")) for h in hands)
    assert not any(h & C.SUIT_MASK[C.SUITS.index("S")] for h in hands)  # his spade void stands


def test_hard_searches_through_the_drawing_while_the_stock_is_open():
    """Issue 39: "search through the drawing phase rather than only playouts". While the stock is
    open hard's figures are the compiled ISMCTS's (its root's visits, the seat's information only),
    the worlds weighed by the opponent's plays; under Santase (an agreement the core does not model)
    it keeps the sampling search, and once the stock is closed or gone its exact search."""
    import pytest

    from engine.ai import ismcts66

    if ismcts66.core is None:
        pytest.skip("engine.ai._ismcts66 not built")
    seen = {"ismcts": 0, "sampled": 0, "santase": 0}
    for rules, key in ((RULES, "ismcts"), (Rules(game="sixty_six", preset="santase"), "santase")):
        for seed in (1, 2):
            g = new_game(rules, 2, seed=seed)
            hard = HardSixtySix(seed, time_budget=None, iterations=3000)
            while g.deal.result is None:
                s = to_act(g)
                v = view(g, s)
                a = hard.choose(v)
                ev = hard.evaluation
                if ev is not None and len(v.legal) > 1 and a.kind in ("play", "close", "draw"):
                    open_ = v.stock and not v.closed
                    if open_ and key == "ismcts":
                        assert ev.extra.get("ismcts") and sum(f.worlds for f in ev.figures) > 0
                        assert ev.figures[0].action == a
                        # the coach says "wins the hand in <made> of <worlds> worlds"
                        assert all(f.made is not None and 0 <= f.made <= f.worlds for f in ev.figures)
                        seen["ismcts"] += 1
                    else:
                        assert not ev.extra.get("ismcts")
                        seen["santase" if open_ else "sampled"] += 1
                apply(g, a)
    assert seen["ismcts"] >= 10 and seen["santase"] >= 5 and seen["sampled"] >= 5, seen


def test_hard_stops_its_search_when_cancelled():
    """A cancel request stops hard's search at once (docs/ai.md: "cancel stops it at once"): the
    compiled search asks it every few hundred iterations, so a million iterations end early."""
    import time

    import pytest

    from engine.ai import ismcts66

    if ismcts66.core is None:
        pytest.skip("engine.ai._ismcts66 not built")
    g = new_game(RULES, 2, seed=3)
    v = view(g, to_act(g))
    hard = HardSixtySix(3, time_budget=None, iterations=10**6, cancel=lambda: True)
    t0 = time.perf_counter()
    assert hard.choose(v) in v.legal
    assert time.perf_counter() - t0 < 1.0
    assert sum(f.worlds for f in hard.evaluation.figures) < 2000
