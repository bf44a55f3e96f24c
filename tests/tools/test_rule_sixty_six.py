"""The rule-based Sixty-Six yardstick (issue 39: "a rule-based player with an exact endgame search",
"club-player quality: announce marriages, take with trumps sensibly, close with a strong hand"):
whole games of legal moves from the view, and the rules the brief names."""

import pytest

from engine import Rules, apply, new_game, to_act, view
from engine import cards as C
from engine.ai import make_player
from tools.ismcts import yardstick


@pytest.mark.parametrize("agreements", [{}, {"sixty_six_head": True}, {"sixty_six_close_before_draw": False}])
def test_rule_plays_whole_games_against_hard_with_legal_moves(agreements):
    g = new_game(Rules("sixty_six", agreements), 2, seed=8)
    players = [yardstick("rule", 1), make_player("hard", 2, time_budget=None, worlds=4)]
    closed = 0
    while not g.over:
        s = to_act(g)
        v = view(g, s)
        a = players[s].choose(v)
        assert a in v.legal, (a, v.legal)
        if s == 0 and v.extra.get("points", 0) >= 66 and any(b.kind == "out" for b in v.legal):
            assert a.kind == "out"  # a claim that holds is made at once
        closed += s == 0 and a.kind == "close"
        apply(g, a)
    assert players[0].errors == []


def test_rule_announces_a_marriage_on_lead():
    # a seat on lead holding a marriage leads its queen announcing it (the brief: "announce marriages"),
    # unless it closes the stock (a hand strong enough that closing wins wherever the cards lie)
    led = 0
    for seed in range(200):
        g = new_game(Rules("sixty_six"), 2, seed=seed)
        v = view(g, to_act(g))
        pairs = [su for su in range(4) if v.hand & C.MARRIAGE_MASK[su] == C.MARRIAGE_MASK[su]]
        if not pairs:
            continue
        a = yardstick("rule", 1).choose(v)
        if a.kind == "close":
            continue
        assert a.kind == "play" and a.announce is None
        assert a.value in [su * 6 + C.QUEEN for su in pairs]
        if v.trump in pairs:
            assert a.value == v.trump * 6 + C.QUEEN  # the 40 first
        led += 1
    assert led >= 10


def test_rule_takes_a_ten_led_with_its_lowest_plain_trump():
    # while the stock lasts, a side ten led and no higher card of its suit in hand: the lowest trump
    # that is no marriage's half takes it ("take with trumps sensibly")
    found = 0
    for seed in range(400):
        g = new_game(Rules("sixty_six"), 2, seed=seed)
        d = g.deal
        leader = to_act(g)
        tens = [c for c in C.cards_of(d.hands[leader]) if c % 6 == C.TEN and c // 6 != d.trump]
        if not tens:
            continue
        ten = tens[0]
        follower = 1 - leader
        hand = d.hands[follower]
        if hand >> (ten + 1) & 1:
            continue  # the ace of its suit would take it
        halves = hand & C.MARRIAGE_MASK[d.trump] if hand & C.MARRIAGE_MASK[d.trump] == C.MARRIAGE_MASK[d.trump] else 0
        trumps = [c for c in C.cards_of(hand & C.SUIT_MASK[d.trump]) if not halves >> c & 1]
        if not trumps:
            continue
        apply(g, next(a for a in view(g, leader).legal if a.kind == "play" and a.value == ten))
        a = yardstick("rule", 1).choose(view(g, follower))
        assert a.value == min(trumps)
        found += 1
    assert found >= 10


def test_the_arena_plays_the_yardsticks_by_name_under_changed_agreements(capsys):
    # `python -m tools.arena --game sixty_six --agreements '{...}' --a rule --b ismcts:N`: the issue's
    # common rules (heading the trick after the stock, no closing before drawing) are agreements
    import json

    from tools import arena

    common = '{"sixty_six_head": true, "sixty_six_close_before_draw": false}'
    argv = ["--game", "sixty_six", "--agreements", common, "--a", "rule", "--b", "ismcts:200", "--deals", "3"]
    assert arena.main(argv) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["preset"] == ["sixty_six", json.loads(common)]
    assert out["deals"] == 3 and out["player_errors"]["A"] == 0 and out["player_errors"]["B"] == 0
    with pytest.raises(SystemExit):
        arena.main(["--game", "sixty_six", "--agreements", '{"no_such": 1}', "--a", "rule", "--b", "easy"])
