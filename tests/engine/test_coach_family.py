"""The coach's figures for the decisions beyond 1000's own bids, gives and cards (issue 41): the
contract after a give that was not the hard player's own, and the other games' auctions,
lay-aways and discards. Every expected answer comes from the rules (rule 001's scoring played out
by hand in the comments), never from the coach."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from engine import cards as C
from engine.actions import Action
from engine.agreements import Rules
from engine.ai import make_player
from engine.ai.solver import COMPILED
from engine.coach import advise, analyse
from engine.game import apply, legal_actions, new_game, to_act
from engine.games.thousand.game import start_deal
from engine.record import dumps, loads, replay
from engine.view import view


def _cards(names: str) -> list:
    return [C.card(x) for x in names.split()]


# ---------------------------------------------------------------- 1000: the contract after any give


def test_the_contract_after_a_give_not_the_hard_players_own():
    # seat 1 takes the talon A♥ 10♥ 9♣ and gives away A♣ and 9♣, keeping A♠ 10♠ and all six hearts.
    # Rule 001 (Russian rules: a marriage is announced from the second trick): he leads A♠ and
    # 10♠ (no trumps yet: the suit's two highest cards win), then K♥ announcing the ♥ marriage
    # (100), and every heart wins: all 24 cards (120) + 100 = 220 whatever the defenders hold.
    # So every contract up to 220 is made in every world and every one above in none.
    g = new_game(Rules("russian"), 3, seed=1, dealer=0, auto_deal=False)
    mine = _cards("AS TS KH QH JH 9H AC")
    talon = _cards("AH TH 9C")
    rest = [c for c in range(24) if c not in mine + talon]
    start_deal(g, {1: mine, 2: rest[:7], 0: rest[7:14]}, talon)
    apply(g, Action(1, "bid", 100))
    apply(g, Action(2, "pass"))
    apply(g, Action(0, "pass"))
    give = next(a for a in legal_actions(g, 1) if a.kind == "give" and a.value == (C.card("AC"), C.card("9C")))
    apply(g, give)  # a give chosen by the player (the record), not by the hard level
    v = view(g, 1)
    contracts = sorted(a.value for a in v.legal if a.kind == "contract")
    assert contracts[0] == 100 and contracts[-1] > 220
    hard = make_player("hard", 1)
    advice = advise(v, hard)
    ev = advice.evaluation
    assert ev is not None and ev.kind == "contract"  # before: no figures (the heuristic's raise)
    tried = sorted(f.action.value for f in ev.figures)
    # every contract (without the compiled search: from the lowest up, as far as its time allows)
    assert tried == (contracts if COMPILED else contracts[: len(tried)]) and len(tried) > 1
    for f in ev.figures:
        assert f.worlds > 0
        assert f.made == (f.worlds if f.action.value <= 220 else 0), f
    # the decision is the first figure, a contract made in every world, and the reason names it
    assert advice.action == ev.figures[0].action and advice.action.value <= 220
    assert advice.reason.id == "contract"
    assert advice.reason.params["contract"] == advice.action.value
    assert advice.reason.params["made"] == ev.figures[0].worlds
    # the hard player decides from the same figures: the same contract by choose
    assert make_player("hard", 1).choose(v) == advice.action


# ---------------------------------------------------------------- the two-player 1000s


def _auction_two_lay_away():
    """Auction 1000 for two: seat 1 holds the six hearts and A♠ 10♠ K♠ Q♠, bids 200 and takes the
    talon J♠ 9♠; seat 0 and the other talon hold the twelve diamonds and clubs."""
    g = new_game(Rules(game="auction_two"), 2, dealer=0, auto_deal=False)
    minor = _cards("AD TD KD QD JD 9D AC TC KC QC JC 9C")
    start_deal(g, {1: _cards("AH TH KH QH JH 9H AS TS KS QS"), 0: minor[:10]}, _cards("JS 9S") + minor[10:])
    for a in (
        Action(1, "bid", 100),
        Action(0, "bid", 110),
        Action(1, "bid", 200),
        Action(0, "pass"),
        Action(1, "talon", 0),
    ):
        apply(g, a)
    return g


def _pair(v, names: str):
    """The lay-away of ``names`` (Russian: the first laid away, the second given)."""
    a, b = _cards(names)
    return next(
        x
        for x in v.legal
        if (x.kind == "discard" and set(x.value) == {a, b}) or (x.kind == "discard_give" and tuple(x.value) == (a, b))
    )


def test_a_lay_away_that_throws_away_a_marriage():
    # Rule 001 (two players: the declarer leads; a marriage's king or queen led announces it): the
    # opponent holds no heart and no spade, so the declarer wins every trick — every card in play
    # (120 less the two laid away and the other talon's two, 0 to 22 points) and his marriages
    # (♥ 100, ♠ 40). Laying away J♠ 9♠: at least 120 − 2 − 22 + 140 = 236 ≥ 200 in every world;
    # laying away K♥ Q♥: at most 120 − 7 + 40 = 153 < 200 in every world. The score (rule 001):
    # the declarer + the contract made, − it failed; his opponent takes no trick: 0. So the deal's
    # difference is at least +200 with the marriages kept and at most −200 without the hearts'.
    g = _auction_two_lay_away()
    v = view(g, 1)
    hard = make_player("hard", 1, all_discards=True, time_budget=60.0)  # every pair, as the analysis asks
    advice = advise(v, hard)
    ev = advice.evaluation
    assert ev is not None and ev.kind == "discard" and ev.unit == "points" and ev.goal == 200
    assert len(ev.figures) == 66  # every pair of twelve cards
    keep = ev.of(_pair(v, "JS 9S"))
    lose = ev.of(_pair(v, "KH QH"))
    # the search's mean over its worlds; its own raises (part of its tree) move it a little
    assert keep.value >= 180 and lose.value <= -200
    marriages = set(_cards("KH QH KS QS"))
    assert not set(advice.action.value) & marriages and advice.action == ev.figures[0].action
    assert advice.reason.id == "discard_value" and advice.reason.params["worlds"] == ev.figures[0].worlds
    # the cost of laying the hearts' marriage away: the contract made against failed, 2 × 200
    from engine.coach import loss

    assert loss(ev, _pair(v, "KH QH")) >= 380
    # hard at the table (the heuristic's best eight pairs) keeps both marriages too
    a2, ev2 = make_player("hard", 1).evaluate(v)
    assert not set(a2.value) & marriages and ev2 is not None and ev2.of(a2).value >= 180


def test_a_king_given_to_the_opponent_and_its_queen():
    # Russian 1000 for two: the declarer lays one card away and gives one to his opponent (rule
    # 001). Giving K♦ while he holds Q♦ cannot make a marriage for the opponent; giving Q♠ whose
    # K♠ he cannot see does if the opponent holds K♠: he holds 9 of the 12 cards seat 1 cannot
    # see (rule 001: nine cards each, two kitties of three), 75 %.
    g = new_game(Rules(game="russian_two"), 2, dealer=0, auto_deal=False)
    mine = _cards("AH TH KH QH AS QS QD JD 9D")
    kitty = _cards("KD AD TD")
    rest = [c for c in range(24) if c not in mine + kitty]
    start_deal(g, {1: mine, 0: rest[:9]}, kitty + rest[9:])
    apply(g, Action(1, "bid", 85))
    apply(g, Action(0, "pass"))
    apply(g, Action(1, "talon", 0))
    v = view(g, 1)
    hard = make_player("hard", 1, all_discards=True, time_budget=60.0)
    _, ev = hard.evaluate(v)
    assert ev is not None and ev.kind == "discard" and len(ev.figures) == 12 * 11
    from engine.coach import explain

    safe = explain(v, _pair(v, "9D KD"), ev)  # 9♦ laid away, K♦ given
    assert safe.id == "give_value_safe" and safe.params["card"] == C.card("KD")
    assert safe.params["partner"] == C.card("QD")
    risk = explain(v, _pair(v, "9D QS"), ev)  # 9♦ laid away, Q♠ given
    assert risk.id == "give_value_risk" and risk.params["partner"] == C.card("KS") and risk.params["percent"] == 75


def test_the_two_player_bid_says_it_is_an_estimate():
    # the bid is the heuristic's (a search lost to it, docs/ai.md): its figures are its own, in a
    # unit that says so (no worlds made). Seat 1 holds only nines, jacks and queens of three suits (rule
    # 001's card values: 0, 2, 3 — 13 points, no king for a marriage): over the compulsory 100,
    # 110 is a bid the heuristic refuses; the pass comes first.
    g = new_game(Rules(game="auction_two"), 2, dealer=0, auto_deal=False)
    mine = _cards("9S JS QS 9H JH QH 9D JD QD 9C")
    rest = [c for c in range(24) if c not in mine]
    start_deal(g, {1: mine, 0: rest[:10]}, rest[10:])
    apply(g, Action(1, "bid", 100))
    apply(g, Action(0, "bid", 110))
    v = view(g, 1)
    advice = advise(v, make_player("hard", 1))
    ev = advice.evaluation
    assert advice.action.kind == "pass" and ev is not None and ev.unit == "p_estimate"
    assert ev.figures[0].action.kind == "pass"
    bid = next(f for f in ev.figures if f.action.kind == "bid")
    assert bid.made is None and bid.value < 0.05
    assert advice.reason.id == "pass_estimate" and advice.reason.params["bid"] == 120


def _two_record(game: str, seed: int) -> dict:
    """One deal of ``game`` between two normal players, as a record."""
    g = new_game(Rules(game=game), 2, seed=seed, dealer=0)
    ps = [make_player("normal", s) for s in range(2)]
    while g.deals[0].result is None:
        s = to_act(g)
        apply(g, ps[s].choose(view(g, s)))
    return loads(dumps(g))


@pytest.mark.parametrize("game", ["auction_two", "russian_two"])
def test_the_analysis_of_a_two_player_deal_is_hards_own(game):
    # every decision of the declarer's seat (bids, the lay-away, the raise, cards) gets figures,
    # the same for the same seed, and they are the hard player's own evaluate on the seat's view
    # (with every lay-away searched, as the analysis asks)
    rec = _two_record(game, 3)
    seat = next(a["seat"] for a in rec["deals"][0]["actions"] if set(a) & {"discard", "discard_give"})
    out = analyse(rec, seat, deal=0, seed=3)
    assert out == analyse(rec, seat, deal=0, seed=3)
    hard = make_player("hard", 3, time_budget=60.0, all_discards=True)
    seen = []

    def step(g, events):
        d = g.deal
        first = len(g.deals) == 1  # the deal analysed (the replay deals the next one)
        if first and d is not None and d.result is None and to_act(g) == seat and len(view(g, seat).legal) > 1:
            if not seen or seen[-1][0] is not d or seen[-1][1] != len(d.actions):
                seen.append((d, len(d.actions), hard.evaluate(view(g, seat))))

    replay(rec, on_step=step)
    assert len(seen) == len(out["decisions"])
    kinds = set()
    for x, (_, _, (best, ev)) in zip(out["decisions"], seen):
        assert x["best"] == best.to_record()
        if ev is not None:
            kinds.add(ev.kind)
            assert x["best_value"] == round(ev.figures[0].value, 3) and x["worlds"] == ev.worlds
            f = ev.of(Action.from_record(x["played"]))
            assert x["played_value"] == (None if f is None else round(f.value, 3))
    # the lay-away played is valued (every pair searched), so its cost is known
    lay = next(x for x in out["decisions"] if set(x["played"]) & {"discard", "discard_give"})
    assert lay["played_value"] is not None and lay["loss"] is not None and lay["unit"] == "points"
    assert {"discard", "card"} <= kinds


def test_analyse_prints_the_lay_aways_figures(tmp_path):
    rec = _two_record("auction_two", 3)
    seat = next(a["seat"] for a in rec["deals"][0]["actions"] if "discard" in a)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(rec))
    cmd = [sys.executable, "-m", "engine", "analyse", str(path), "--seat", str(seat), "--seed", "2"]
    out = json.loads(subprocess.run(cmd, capture_output=True, text=True, check=True).stdout)
    lay = next(x for x in out["decisions"] if "discard" in x["played"])
    assert lay["unit"] == "points" and lay["worlds"] > 0 and lay["played_value"] is not None
    assert lay["reason"]["id"] in ("discard_value", "give_value_safe", "give_value_risk", "best_value")


# ---------------------------------------------------------------- 1001, Russeln and Draw 1000


def test_1001_a_bid_above_every_point_the_hand_can_take_fails_in_every_world():
    # German 1001 (rule 001: twenty cards, no nines, 120 card points; marriages 100 for clubs, 80
    # spades, 60 hearts, 40 diamonds; two cards to the talon): seat 0 holds A♠ 10♠ J♠ A♥ 10♥ J♥,
    # no king and no queen, so its only marriage can come from the talon (at most 100): it takes at
    # most 120 + 100 = 220. Over a bid of 220, 230 fails in every world; the pass comes first.
    from engine.games.tausendeins import VARIANTS
    from engine.games.tausendeins import start_deal as start_1001

    mine = _cards("AS TS JS AH TH JH")
    rest = [c for c in C.cards_of(VARIANTS["tausendeins"].pack) if c not in mine]
    g = new_game(Rules(game="tausendeins"), 3, dealer=0, auto_deal=False)
    start_1001(g, {0: mine, 2: rest[:6], 1: rest[6:12]}, rest[12:])
    apply(g, Action(1, "bid", 40))  # the compulsory opening (the dealer's left speaks first)
    apply(g, Action(2, "bid", 220))
    v = view(g, 0)
    advice = advise(v, make_player("hard", 1))
    ev = advice.evaluation
    assert advice.action.kind == "pass" and ev is not None and ev.kind == "bid"
    bids = [f for f in ev.figures if f.action.kind == "bid"]
    assert bids and all(f.made == 0 and f.worlds > 0 for f in bids)
    assert advice.reason.id == "pass" and advice.reason.params["bid"] == 230 and advice.reason.params["made"] == 0


def _draw_value(g, me: int) -> int:
    """Draw 1000: the hand's score difference for ``me`` under best play by both, over every
    action the engine allows (brute force with the engine's own rules; scores start at 0, so the
    game's end is out of reach)."""
    import copy

    d = g.deals[0]
    if d.summary is not None:
        return d.summary["delta"][me] - d.summary["delta"][1 - me]
    seat = to_act(g)
    values = []
    for a in legal_actions(g, seat):
        h = copy.deepcopy(g)
        apply(h, a)
        values.append(_draw_value(h, me))
    return max(values) if seat == me else min(values)


def test_draw_after_the_stock_every_move_has_its_exact_value():
    # once the stock is gone every card is known (rule 001: the unseen cards are the opponent's
    # hand): each move's figure is its value by the rules played out in full, in the one world
    import copy
    import random

    from engine.games.draw import start_deal as start_draw

    rng = random.Random(4)
    checked = 0
    for seed in range(12):
        g = new_game(Rules(game="draw"), 2, seed=seed, dealer=seed % 2, auto_deal=False)
        start_draw(g)
        d = g.deal
        while d.result is None and not (d.strict and C.count(d.hands[d.turn]) <= 3):
            apply(g, rng.choice(legal_actions(g, to_act(g))))
        if d.result is not None:
            continue
        me = to_act(g)
        v = view(g, me)
        if len(v.legal) < 2:
            continue
        a, ev = make_player("hard", 1).evaluate(v)
        assert ev is not None and ev.worlds == 1 and ev.figures[0].action == a
        for f in ev.figures:
            h = copy.deepcopy(g)
            apply(h, f.action)
            assert f.value == _draw_value(h, me), (seed, f)
        checked += 1
    assert checked >= 5


def _deal_record(game: str, players: int, seed: int) -> dict:
    g = new_game(Rules(game=game), players, seed=seed, dealer=0)
    ps = [make_player("normal", s) for s in range(players)]
    while g.deals[0].result is None:
        s = to_act(g)
        apply(g, ps[s].choose(view(g, s)))
    return loads(dumps(g))


@pytest.mark.parametrize("game,players", [("tausendeins", 3), ("russeln", 3), ("draw", 2)])
def test_the_analysis_of_a_deal_of_the_family_is_hards_own(game, players):
    # the declarer's seat (Draw: seat 0): every decision with figures is the hard player's own
    # evaluate (every discard played out, as the analysis asks); 1001's discard played is valued
    rec = _deal_record(game, players, 6)
    acts = rec["deals"][0]["actions"]
    seat = next((a["seat"] for a in acts if "discard" in a), None)
    if seat is None:
        seat = max((a for a in acts if "bid" in a), key=lambda a: a["bid"])["seat"] if game != "draw" else 0
    out = analyse(rec, seat, deal=0, seed=3)
    assert out == analyse(rec, seat, deal=0, seed=3)
    hard = make_player("hard", 3, time_budget=60.0, all_discards=True)
    seen = []

    def step(g, events):
        d = g.deal
        first = len(g.deals) == 1  # the deal analysed (the replay deals the next one)
        if first and d is not None and d.result is None and to_act(g) == seat and len(view(g, seat).legal) > 1:
            if not seen or seen[-1][0] is not d or seen[-1][1] != len(d.actions):
                seen.append((d, len(d.actions), hard.evaluate(view(g, seat))))

    replay(rec, on_step=step)
    assert len(seen) == len(out["decisions"])
    kinds = set()
    for x, (_, _, (best, ev)) in zip(out["decisions"], seen):
        assert x["best"] == best.to_record()
        if ev is not None:
            kinds.add(ev.kind)
            assert x["best_value"] == round(ev.figures[0].value, 3) and x["worlds"] == ev.worlds
    assert "card" in kinds
    if game == "draw":  # after the stock: exact values, the one world
        assert any(x["worlds"] == 1 and x["best_value"] is not None for x in out["decisions"])
    else:
        assert "bid" in kinds
    if game == "tausendeins":
        assert {"bid", "discard"} <= kinds
        lay = next(x for x in out["decisions"] if "discard" in x["played"])
        assert lay["played_value"] is not None and lay["loss"] is not None


def test_the_two_player_raise_by_search_after_a_lay_away():
    # the position of the lay-away above, J♠ 9♠ laid away: the declarer wins every trick (rule 001,
    # worked out there), 120 − 2 − the other talon's points (0 to 22) + 140 of marriages: 236 to 258,
    # and his opponent takes no trick (0). Every contract up to 236 is made in every world: the
    # deal is worth it, + c; none above 258: − c, in every world alike.
    g = _auction_two_lay_away()
    apply(g, _pair(view(g, 1), "JS 9S"))
    v = view(g, 1)
    contracts = sorted(a.value for a in v.legal if a.kind == "contract")
    assert contracts[0] == 200 and contracts[-1] > 258
    advice = advise(v, make_player("hard", 1, time_budget=60.0))
    ev = advice.evaluation
    assert ev is not None and ev.kind == "contract" and ev.unit == "points" and ev.worlds > 0
    # the search names the contract kept or raised in tens, up to 80 more (docs/ai.md)
    assert sorted(f.action.value for f in ev.figures) == list(range(200, 290, 10))
    for f in ev.figures:
        if f.action.value <= 230:
            assert f.value == pytest.approx(f.action.value), f
        elif f.action.value > 258:
            assert f.value == pytest.approx(-f.action.value), f
    assert advice.action == ev.figures[0].action and 230 <= advice.action.value <= 250
    assert advice.reason.id == "contract_value" and advice.reason.params["value"] != advice.action.value
