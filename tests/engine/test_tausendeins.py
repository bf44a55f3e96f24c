"""German 1001 (Tausendeins), from 001's "1001" section, and what it shares with Russeln
(engine/games/tausendeins.py plays both): legality, explain, views, records, invariants."""

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import cards as C
from engine.actions import Action
from engine.agreements import Rules
from engine.driver import play_game
from engine.game import apply, explain, legal_actions, new_game, to_act
from engine.games import tausendeins as T
from engine.players import RandomPlayer
from engine.record import RecordError, replay, summary, to_record
from engine.view import SeatView, view


def deal(game, hands, talon="", dealer=0, start=None, **agreements):
    """A game of 1001 or Russeln whose first deal has these cards ("AH TH ..." per seat)."""
    g = new_game(Rules(game=game, agreements=agreements), 3, dealer=dealer, start=start, auto_deal=False)
    T.start_deal(
        g, {s: [C.card(x) for x in h.split()] for s, h in enumerate(hands)}, [C.card(x) for x in talon.split()]
    )
    return g


def act(g, *records):
    events = []
    for r in records:
        events += apply(g, Action.from_record(r))
    return events


def play(g, *cards):
    """Each card by the seat to play, in order ("+KH" announces, "-KH" keeps a marriage quiet)."""
    for text in cards:
        rec = {"seat": to_act(g), "play": text.lstrip("+-")}
        if text[0] == "-":
            rec["announce"] = False
        act(g, rec)


# Deal A (dealer 0; seat 1 speaks first, then 2, then 0): seat 2 holds the hearts marriage and wins the
# play against a declarer who holds the clubs.
HANDS_A = ["AD TD KD QD JD KS", "AC TC KC QC JC JH", "AH TH KH QH AS TS"]
TALON_A = "QS JS"


def _deal_a_played(bid=40):
    g = deal("tausendeins", HANDS_A, TALON_A)
    act(g, {"seat": 1, "bid": bid}, {"seat": 2, "pass": True}, {"seat": 0, "pass": True})
    act(g, {"seat": 1, "discard": ["QS", "JS"]})
    play(g, "JH", "TH", "JD")  # seat 2 heads the hearts
    play(g, "+KH", "QD", "JC")  # seat 2's marriage: 60, hearts are trumps; seat 0 plays next
    play(g, "AS", "KS", "QC", "TS", "KD", "KC", "AH", "TD", "TC", "QH", "AD", "AC")
    return g


def test_the_pack_has_no_nines_and_six_cards_each_two_to_the_talon():
    # 001: "It is played with a 20-card pack without nines." "Six cards are dealt to each player and
    # two to the talon."
    g = new_game(Rules(game="tausendeins"), 3, seed=7)
    d = g.deal
    assert [C.count(d.hands[s]) for s in range(3)] == [6, 6, 6] and C.count(d.talon) == 2
    every = d.talon | d.hands[0] | d.hands[1] | d.hands[2]
    assert every == C.ALL & ~C.NINES


def test_bids_are_tens_from_40_and_forehand_opens():
    # 001: "Bidding is in multiples of 10, the minimum being 40." The forehand (dealer's left) must
    # open, as in 1000 (forehand_must_bid, docs/rules.md)
    g = deal("tausendeins", HANDS_A, TALON_A)
    bids = [a.value for a in legal_actions(g, 1) if a.kind == "bid"]
    assert bids[:3] == [40, 50, 60] and all(b % 10 == 0 for b in bids)
    assert Action(1, "pass") not in legal_actions(g, 1)
    assert explain(g, Action(1, "pass")).id == "must_open"
    assert explain(g, Action(1, "bid", 30)).id == "bid_too_low"
    assert explain(g, Action(1, "bid", 45)).id == "bid_step"
    assert explain(g, Action(2, "bid", 40)).id == "not_turn_to_bid"
    act(g, {"seat": 1, "bid": 40})
    assert [a.value for a in legal_actions(g, 2) if a.kind == "bid"][0] == 50
    assert Action(2, "pass") in legal_actions(g, 2)


def test_all_passing_throws_the_deal_in_when_forehand_need_not_bid():
    g = deal("tausendeins", HANDS_A, TALON_A, forehand_must_bid=False)
    g.auto_deal = True
    act(g, {"seat": 1, "pass": True}, {"seat": 2, "pass": True}, {"seat": 0, "pass": True})
    assert g.deals[0].result == "redeal" and g.scores == [0, 0, 0]
    assert len(g.deals) == 2 and g.deal.dealer == 1  # the next dealer deals
    again = replay(to_record(g))  # a thrown-in deal replays, and the next dealer's deal follows it
    assert [d.result for d in again.deals] == ["redeal", None] and again.deal.dealer == 1
    assert summary(again)["deals"][0]["result"] == "redeal"


def test_the_high_bidder_takes_the_talon_discards_two_that_count_for_him_and_leads():
    # 001: "The high bidder takes the talon, discards two cards face down, which count for him and
    # leads to the first trick."
    g = deal("tausendeins", HANDS_A, TALON_A)
    act(g, {"seat": 1, "bid": 40}, {"seat": 2, "bid": 50}, {"seat": 0, "pass": True}, {"seat": 1, "pass": True})
    d = g.deal
    assert d.declarer == 2 and d.contract == 50 and C.count(d.hands[2]) == 8
    assert explain(g, Action(2, "play", C.card("AH"))).id == "play_in_exchange"
    assert explain(g, Action(1, "discard", (C.card("AC"), C.card("TC")))).id == "discard_not_now"
    assert explain(g, Action(2, "discard", (C.card("QS"), C.card("QS")))).id == "discard_same_card"
    assert explain(g, Action(2, "discard", (C.card("QS"), C.card("AC")))).id == "not_held"
    events = act(g, {"seat": 2, "discard": ["QS", "TS"]})
    assert to_act(g) == 2 and C.count(d.hands[2]) == 6
    # the discard is face down: only the bidder's event names the cards
    seen = {e.to: e.data for e in events if e.kind == "discarded"}
    assert seen[2] == {"cards": ["QS", "TS"]} and seen[0] == seen[1] == {"count": 2}
    assert T.taken_points(d)[2] == 13  # the queen and the ten count for him before any trick


def test_follow_suit_else_any_card_with_no_duty_to_trump():
    # 001: "Players must follow suit if they can, and if unable may play any card."
    g = deal("tausendeins", HANDS_A, TALON_A)
    act(g, {"seat": 1, "bid": 40}, {"seat": 2, "pass": True}, {"seat": 0, "pass": True})
    act(g, {"seat": 1, "discard": ["QS", "JS"]})
    play(g, "JH")
    assert {C.name(a.value) for a in legal_actions(g, 2)} == {"AH", "TH", "KH", "QH"}
    assert explain(g, Action(2, "play", C.card("AS"))).id == "must_follow_suit"
    play(g, "TH", "JD", "+KH", "QD")  # hearts are trumps now
    assert {C.name(a.value) for a in legal_actions(g, 1)} == {"AC", "TC", "KC", "QC", "JC"}  # void: any card


@pytest.mark.parametrize("suit,value", [("C", 100), ("S", 80), ("H", 60), ("D", 40)])
def test_a_marriage_is_announced_by_the_leader_to_any_trick_and_scores_the_german_values(suit, value):
    # 001: "A king-queen pair can be announced by the leader to any trick." (the first included) and
    # "the values of the king-queen pairs are: clubs=100, spades=80, hearts=60, diamonds=40"
    pair = [C.card("K" + suit), C.card("Q" + suit)]
    rest = [c for c in C.cards_of(C.ALL & ~C.NINES) if c not in pair]
    hands = [C.names(rest[4:10]), C.names(pair + rest[:4]), C.names(rest[10:16])]
    g = deal("tausendeins", [" ".join(h) for h in hands], " ".join(C.names(rest[16:])))
    act(g, {"seat": 1, "bid": 40}, {"seat": 2, "pass": True}, {"seat": 0, "pass": True})
    act(g, {"seat": 1, "discard": C.names(rest[16:])})
    assert Action(1, "play", pair[0], announce=False) in legal_actions(g, 1)
    events = act(g, {"seat": 1, "play": "K" + suit})
    assert g.deal.announced == [(1, suit, value)] and g.deal.marriages[1] == value
    # a marriage makes trumps, as in 1000 (docs/rules.md)
    assert g.deal.trump == C.SUITS.index(suit) and "trump_changed" in [e.kind for e in events]


def test_a_table_may_play_1001_without_trumps():
    # 001 never says 1001's marriages make trumps (tausendeins_trumps off): the marriage scores only
    g = deal("tausendeins", HANDS_A, TALON_A, tausendeins_trumps=False)
    act(g, {"seat": 1, "bid": 40}, {"seat": 2, "pass": True}, {"seat": 0, "pass": True})
    act(g, {"seat": 1, "discard": ["QS", "JS"]})
    play(g, "JH", "TH", "JD")
    events = act(g, {"seat": 2, "play": "KH"})
    assert g.deal.announced == [(2, "H", 60)] and g.deal.trump is None
    assert "trump_changed" not in [e.kind for e in events]


def test_the_bidder_scores_all_he_takes_and_defenders_score_theirs_rounded_to_ten():
    # 001: "Scores are rounded to the nearest 10. If the bidder wins, he scores all the points he
    # takes; if he loses he scores minus his bid." The defenders score what they took (docs/rules.md)
    g = _deal_a_played(bid=40)
    d = g.deals[0]
    # seat 2: tricks 14 + 9 + 18 + 18 + 31 + 25 = 115 and the hearts marriage 60 = 175, rounded up to
    # 180; the bidder took no trick: his discard's 5 < 40
    assert T.taken_points(d) == {1: 5, 2: 175, 0: 0}
    assert d.result == "failed" and g.scores == [0, -40, 180]


def test_a_made_bid_scores_everything_taken():
    g = deal("tausendeins", ["AD TD KD QD JD KS", "AC TC KC QC AS TS", "JC AH TH KH QH JH"], TALON_A)
    act(g, {"seat": 1, "bid": 120}, {"seat": 2, "pass": True}, {"seat": 0, "pass": True})
    act(g, {"seat": 1, "discard": ["QS", "JS"]})
    play(g, "+KC", "JC", "KS", "QC", "JH", "JD", "AC", "QH", "QD", "TC", "KH", "KD")
    play(g, "AS", "TH", "TD", "TS", "AH", "AD")
    assert g.deals[0].result == "made" and g.scores == [0, 220, 0]  # 115 + 5 + 100: everything


def test_the_winner_is_more_than_1000():
    # 001: "The winner is the first player whose cumulative score becomes **more than** 1000."
    g = deal("tausendeins", HANDS_A, TALON_A, start={"scores": [0, 0, 820]})
    act(g, {"seat": 1, "bid": 40}, {"seat": 2, "pass": True}, {"seat": 0, "pass": True})
    act(g, {"seat": 1, "discard": ["QS", "JS"]})
    play(g, "JH", "TH", "JD", "+KH", "QD", "JC")
    play(g, "AS", "KS", "QC", "TS", "KD", "KC", "AH", "TD", "TC", "QH", "AD", "AC")
    assert g.scores[2] == 1000 and not g.over  # exactly 1000 is not more than 1000
    g2 = deal("tausendeins", HANDS_A, TALON_A, start={"scores": [0, 0, 830]})
    act(g2, {"seat": 1, "bid": 40}, {"seat": 2, "pass": True}, {"seat": 0, "pass": True})
    act(g2, {"seat": 1, "discard": ["QS", "JS"]})
    play(g2, "JH", "TH", "JD", "+KH", "QD", "JC")
    play(g2, "AS", "KS", "QC", "TS", "KD", "KC", "AH", "TD", "TC", "QH", "AD", "AC")
    assert g2.over and g2.winners == [2] and g2.scores[2] == 1010


# Deal C: the bidder (seat 1) makes 40 with the clubs marriage; seat 0 takes one trick.
HANDS_C = ["AD TD KD QD TS KS", "AC TC KC QC AS JD", "JC AH TH KH QH JH"]
PLAY_C = ["+KC", "JC", "KS", "JD", "JH", "AD", "TS", "AS", "QH", "QC", "KH", "QD", "AC", "TH", "KD", "TC", "AH", "TD"]


def _deal_c(start=None):
    g = deal("tausendeins", HANDS_C, TALON_A, start=start)
    act(g, {"seat": 1, "bid": 40}, {"seat": 2, "pass": True}, {"seat": 0, "pass": True})
    act(g, {"seat": 1, "discard": ["QS", "JS"]})
    play(g, *PLAY_C)
    return g


def test_a_half_rounds_up():
    # 001: "Scores are rounded to the nearest 10." A half up, as Russeln says it (docs/rules.md):
    # seat 1 took 100 in tricks + 5 discarded + 100 = 205; seat 0 took 4 + 11 (the diamond ace's trick) = 15
    g = _deal_c()
    assert T.taken_points(g.deals[0]) == {1: 205, 2: 0, 0: 15}
    assert g.deals[0].result == "made" and g.scores == [20, 210, 0]


def test_the_bidder_wins_when_he_and_a_defender_pass_1000_together():
    # 001 (Lviv, the same case in 1000): "If the bidder and a defender reach 1000 or more on the same
    # deal, the bidder wins even if the defender's score is higher."
    g = _deal_c(start={"scores": [1000, 800, 0]})
    assert g.scores == [1020, 1010, 0] and g.over and g.winners == [1]


# ---------------------------------------------------------------- both games: views, records, invariants

GAMES = ("tausendeins", "russeln")


@pytest.mark.parametrize("game", GAMES)
def test_a_view_holds_only_what_its_seat_may_know(game):
    g = new_game(Rules(game=game), 3, seed=3)
    d = g.deal
    for s in range(3):
        v = view(g, s)
        assert v.hand == d.hands[s] and v.talon is None
        assert SeatView.from_dict(v.to_dict()).to_dict() == v.to_dict()  # the LAN's wire form reads back
        assert v.hand_counts == {x: C.count(d.hands[x]) for x in d.seats}
    rnd = random.Random(1)
    while g.deal.phase.value in ("auction",):
        apply(g, rnd.choice(legal_actions(g)))
    if game == "tausendeins" and g.deal.declarer is not None:
        decl = g.deal.declarer
        assert view(g, decl).talon == g.deal.talon
        assert all(view(g, s).talon is None for s in range(3) if s != decl)
        a = legal_actions(g)[0]
        apply(g, a)
        assert view(g, decl).extra == {"discarded": C.names(C.mask(a.value))}
        wire = view(g, decl).to_dict()
        assert SeatView.from_dict(wire).to_dict() == wire
        for s in (x for x in range(3) if x != decl):
            v = view(g, s)
            assert v.extra == {} and v.history[-1] == {"seat": decl, "discard": ["??", "??"]}
            assert v.to_dict()["hand"] == C.names(g.deal.hands[s])
            assert not any(C.name(c) in str(v.to_dict()) for c in a.value)


@pytest.mark.parametrize("game", GAMES)
def test_a_game_replays_from_its_record(game):
    g = new_game(Rules(game=game), 3, seed=11)
    play_game(g, [RandomPlayer(s) for s in range(3)])
    assert g.over
    rec = to_record(g)
    assert rec["rules"]["game"] == game
    again = replay(rec)
    assert again.scores == g.scores and again.winners == g.winners
    assert summary(again) == summary(g) and summary(g)["winner"] == g.winner


def test_a_record_is_checked_against_the_games_pack():
    g = new_game(Rules(game="tausendeins"), 3, seed=2)
    rec = to_record(g)
    rec["deals"][0]["hands"][0][0] = "9H"  # 001: "a 20-card pack without nines"
    with pytest.raises(RecordError, match="9H is not in this game's pack"):
        replay(rec)
    rec = to_record(new_game(Rules(game="russeln"), 3, seed=2))
    rec["deals"][0]["talon"] = ["9H"]
    with pytest.raises(RecordError, match="the talon must hold 0 cards"):
        replay(rec)


def _move(rnd, legal):
    """A random legal move that passes or bids low mostly (uniform bids up to 400 would fail nearly
    every deal and a game would take thousands of deals)."""
    bids = [a for a in legal if a.kind == "bid"]
    passes = [a for a in legal if a.kind == "pass"]
    if bids or passes:
        return passes[0] if passes and rnd.random() < 0.6 else rnd.choice(bids[:4])
    return rnd.choice(legal)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(GAMES), st.integers(0, 10**9))
def test_random_games_keep_the_cards_and_score_as_the_rules_say_and_end(game, seed):
    g = new_game(Rules(game=game), 3, seed=seed, dealer=seed % 3)
    v = T.VARIANTS[game]
    rnd = random.Random(seed)
    while not g.over:
        assert len(g.deals) < 400, "the game ends"
        d = g.deal
        played = C.mask(c for _, c, _, _ in d.play_log)
        held = d.hands[0] | d.hands[1] | d.hands[2]
        untaken = d.talon if d.phase.value == "auction" else 0
        parts = [d.hands[0], d.hands[1], d.hands[2], played & ~C.mask(c for _, c in d.trick), d.discarded, untaken]
        parts.append(C.mask(c for _, c in d.trick))
        assert sum(C.count(p) for p in parts) == C.count(v.pack)  # every card in exactly one place
        assert held | played | d.discarded | untaken == v.pack
        before = list(g.scores)
        apply(g, _move(rnd, legal_actions(g, to_act(g))))
        if d.phase.value == "done" and d.result in ("made", "failed"):
            taken = T.taken_points(d)
            assert sum(d.card_points.values()) + C.points(d.discarded) == 120  # every card point taken
            for s in range(3):
                delta = g.scores[s] - before[s]
                if s == d.declarer:
                    assert delta == (-d.contract if taken[s] < d.contract else (taken[s] + 5) // 10 * 10)
                else:
                    assert delta % 10 == 0 and abs(delta - taken[s]) <= 5
    assert g.winners and all(T.has_won(g.rules, g.scores[w]) for w in g.winners)


def _strings(x):
    if isinstance(x, str):
        yield x
    elif isinstance(x, dict):
        for k, v in x.items():
            yield from _strings(k)
            yield from _strings(v)
    elif isinstance(x, (list, tuple)):
        for v in x:
            yield from _strings(v)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(GAMES), st.integers(0, 10**9))
def test_no_view_names_a_card_its_seat_may_not_know(game, seed):
    """Another seat's hand, the talon before its bidder takes it, and his discard are never in a view
    (its wire form, what the LAN sends), at any moment of random deals."""
    g = new_game(Rules(game=game), 3, seed=seed, dealer=seed % 3)
    rnd = random.Random(seed)
    while not g.over and len(g.deals) <= 3:
        d = g.deal
        for s in range(3):
            hidden = 0
            for o in range(3):
                if o != s:
                    hidden |= d.hands[o]
            if s != d.declarer or d.phase.value == "auction":
                hidden |= d.talon & ~C.mask(c for _, c, _, _ in d.play_log)
                hidden |= d.discarded
            names = set(_strings(view(g, s).to_dict()))
            assert not names & set(C.names(hidden)), (s, names & set(C.names(hidden)))
        apply(g, _move(rnd, legal_actions(g, to_act(g))))
