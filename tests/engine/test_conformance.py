"""One suite for every game of the family (issue 36, "One suite for every game"): each check runs
over every registered game (engine/data/games.toml, `engine.registry.GAMES`) and each of its
numbers of seats, through the public front only (engine.game, engine.view, engine.record,
engine.ai). A game added by its module and one registry line gets every check here.

The checks, as the issue lists them: random and computer playouts to a winner; `explain` is None
exactly for the legal actions; a seat's view (and a computer player's decision) is unchanged when
the cards that seat cannot know are dealt otherwise; views and records round-trip through JSON; the
replay of a played game is the game; random legal games under random agreements keep the family's
invariants (hypothesis); `python -m engine bench --game G` runs.
"""

from __future__ import annotations

import copy
import json
import random
import subprocess
import sys
import threading
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import cards as C
from engine.actions import FLAG_KINDS, KINDS, NUMBER_KINDS, PAIR_KINDS, Action, IllegalAction
from engine.agreements import Rules, agreements_of, presets_of
from engine.ai import GAME_MODULES, LEVELS, ComputerPlayer, Level, make_player, plays
from engine.game import apply, explain, legal_actions, new_game, to_act
from engine.record import RecordError, dumps, loads, replay, summary, to_record
from engine.registry import GAMES, pack_of, playable_games
from engine.view import SeatView, view
from tests.engine.helpers import agreement_value

# every registered game with each number of players it is played by
TABLES = [(game, n) for game in GAMES for n in GAMES[game].seats]
IDS = [f"{game}-{n}" for game, n in TABLES]
table = pytest.mark.parametrize("game,seats", TABLES, ids=IDS)


def rules_of(game: str, rnd: random.Random | None = None) -> Rules:
    """The game's own preset, or (given ``rnd``) one of its presets with some of its agreements at
    random values."""
    if rnd is None:
        return Rules(game=game)
    chosen = {a.id: agreement_value(a, rnd) for a in agreements_of(game) if rnd.random() < 0.3}
    return Rules(rnd.choice(presets_of(game)).id, chosen)


def random_step(g, rnd: random.Random) -> Action:
    """A random legal action of the seat to act (now and then any seat's: a claim out of turn)."""
    everyone = legal_actions(g)
    a = rnd.choice(everyone if rnd.random() < 0.1 else legal_actions(g, to_act(g)))
    apply(g, a)
    return a


def names_in(node) -> set[str]:
    """Every card name anywhere in a JSON value (a view's dict): what the view shows."""
    if isinstance(node, str):
        return {node} if len(node) == 2 and node in NAMES else set()
    if isinstance(node, dict):
        return set().union(*(names_in(v) for v in node.values())) if node else set()
    if isinstance(node, list):
        return set().union(*(names_in(v) for v in node)) if node else set()
    return set()


NAMES = {C.name(c) for c in range(24)}


def hand_of(v: SeatView) -> set[int]:
    return set(C.cards_of(v.hand))


# ---------------------------------------------------------------- the registry and its players


def test_every_registered_game_is_played_and_checked():
    # the issue: "the suite runs every registered game": each has its module (engine.registry), and
    # 1000 is played by three and four (001: "it is possible for four people to take part")
    assert playable_games() == list(GAMES)
    assert {game for game, _ in TABLES} == set(GAMES) and ("thousand", 4) in TABLES


@pytest.mark.parametrize("game", list(GAMES))
def test_every_level_plays_every_registered_game(game):
    # docs/ai.md: the levels random, easy, normal, hard play every game of the family, each by a
    # player of the game's own module (engine.ai.GAME_MODULES) on the one plumbing (issue 36)
    assert LEVELS == ("random", "easy", "normal", "hard")
    assert all(plays(level, game) for level in LEVELS)
    for level in LEVELS[1:]:
        p = make_player(level, 1)
        assert type(p) is Level and p.level == level
        assert isinstance(p.player(game), ComputerPlayer)
        assert type(p.player(game)).__module__ == f"engine.ai.{GAME_MODULES[game]}"


@table
def test_an_error_in_a_level_is_caught_counted_and_answered_legally(game, seats):
    """The plumbing every level shares: a decision that raises is logged, kept in ``errors`` (the
    arena reports them) and answered by a legal fallback, in every phase; the decision is timed."""

    def broken(v):
        raise RuntimeError("a bug")

    g = new_game(rules_of(game), seats, seed=2)
    rnd = random.Random(2)
    first = g.deal
    asked = 0
    while g.deal is first and not g.over:
        v = view(g, to_act(g))
        level = LEVELS[1 + asked % 3]
        p = make_player(level, 1)
        p.player(game)._choose = broken
        assert p.choose(v) in v.legal, (level, v.phase)
        assert p.errors == ["RuntimeError('a bug')"] and len(p.stats) == 1
        asked += 1
        random_step(g, rnd)
    assert asked >= 3


# ---------------------------------------------------------------- playouts to a winner


def check_table(g, players: int) -> None:
    """What every game keeps at every moment, read from the seats' views: the seat to act has
    an action, a seat's view lists exactly its legal actions, every card shown is of the game's
    pack (1001 and Russeln: no nines), no card is in two places."""
    turn = to_act(g)
    assert turn is not None and legal_actions(g, turn), "the seat to act has no legal action"
    views = [view(g, s) for s in range(players)]
    pack = {C.name(c) for c in C.cards_of(pack_of(g.rules.game))}
    held: set[int] = set()
    for s, v in enumerate(views):
        assert set(v.legal) == set(legal_actions(g, s))
        assert names_in(v.to_dict()) <= pack, "a card from outside the game's pack"
        if s in v.blind_seats:
            continue  # a blind bidder sees no cards of his own
        mine = hand_of(v)
        assert not mine & held, "a card in two hands"
        assert not mine & set(C.cards_of(v.played)), "a card both held and played"
        assert len(mine) == v.hand_counts.get(s, 0)  # a seat sitting out holds none
        held |= mine
    assert all(v.scores == views[0].scores for v in views)


@table
def test_random_playout_reaches_a_winner(game, seats):
    """The random level (random cards; it bids only what its hand is worth, as uniformly random
    bids of 1000 would fail contracts for ever) plays a whole game to a winner."""
    g = new_game(rules_of(game), seats, seed=7, dealer=0)
    players = [make_player("random", 7 + s) for s in range(seats)]
    steps = 0
    while not g.over:
        steps += 1
        assert steps < 20_000, "no winner after 20,000 actions"
        if steps % 7 == 0:
            check_table(g, seats)
        seat = to_act(g)
        apply(g, players[seat].choose(view(g, seat)))
    assert to_act(g) is None and legal_actions(g) == []
    assert g.winners and all(0 <= w < seats for w in g.winners)
    assert summary(replay(loads(dumps(g))))["totals"] == summary(g)["totals"]


def play_out(g, players, one_deal: bool = False, on_view=None, on_action=None) -> None:
    """Computer players to the end of the game (or of its deal): every action and claim legal,
    no player caught an error of its own. ``on_view(g, view)`` sees each view before its seat
    decides, ``on_action(g, view, action)`` each decision before it is played (the games' own
    AI tests check their rules there)."""
    seats = g.players
    first = g.deal
    while not g.over and not (one_deal and (g.deal is not first or first.phase == "done")):
        seat = to_act(g)
        v = view(g, seat)
        if on_view:
            on_view(g, v)
        a = players[seat].choose(v)
        assert a in legal_actions(g, seat), (type(players[seat]).__name__, a)
        if on_action:
            on_action(g, v, a)
        apply(g, a)
        for s in range(seats):
            if s != to_act(g) and not g.over:
                claim = players[s].claim(view(g, s))
                if claim is not None:
                    assert claim in legal_actions(g, s)
                    apply(g, claim)
                    break
    for p in players:
        assert not getattr(p, "errors", []), p.errors  # the random level catches none


@table
def test_computer_players_play_to_a_winner(game, seats):
    g = new_game(rules_of(game), seats, seed=3, dealer=1)
    levels = ("easy", "normal", "random", "normal")
    play_out(g, [make_player(levels[s], 10 + s) for s in range(seats)])
    assert g.over and g.winners


@table
def test_hard_plays_a_deal(game, seats):
    g = new_game(rules_of(game), seats, seed=5, dealer=0)
    first = g.deal
    play_out(g, [make_player("hard", 20 + s) for s in range(seats)], one_deal=True)
    assert first.phase == "done" or g.deal is not first


@table
def test_hard_answers_at_once_when_cancelled(game, seats):
    """A set cancel (the app closing the table) stops any search: hard answers a legal action."""
    stop = threading.Event()
    stop.set()
    g = new_game(rules_of(game), seats, seed=3)
    rnd = random.Random(3)
    for _ in range(4 * seats):  # into the play, where the searches are
        random_step(g, rnd)
    v = view(g, to_act(g))
    p = make_player("hard", 1, cancel=stop, time_budget=None)
    t0 = time.perf_counter()
    assert p.choose(v) in v.legal and not p.errors
    assert time.perf_counter() - t0 < 0.5


@table
def test_the_arena_plays_the_game_in_duplicate(game, seats):
    """tools.arena plays a level against itself: easy is deterministic, so in the duplicate
    seatings it gains in one what it loses in another and A - B is 0 on every deal."""
    from tools.arena import run

    if seats != min(GAMES[game].seats):
        pytest.skip("the arena plays a game at its smallest table")
    out = run("easy", "easy", deals=2, seed=2, preset=GAMES[game].preset, per_deal=True)
    assert out["per_deal"] == [0.0, 0.0]
    assert out["player_errors"]["A"] == out["player_errors"]["B"] == 0


# ---------------------------------------------------------------- explain is None exactly for the legal


PAIRS = PAIR_KINDS
NUMBERS = list(range(-5, 130, 5)) + list(range(130, 425, 15)) + [0, 1, 2, 121, 126, 600, 605]


def candidates(g, rnd: random.Random) -> list[Action]:
    """Actions of every kind for every seat (and one seat too many): the legal ones and many
    that are not."""
    out = []
    for s in range(g.players + 1):
        out += [Action(s, k) for k in FLAG_KINDS]
        out += [Action(s, k, n) for k in NUMBER_KINDS for n in NUMBERS]
        hand = C.cards_of(view(g, s).hand) if s < g.players else []
        pairs = [(a, b) for a in hand for b in hand] + [(a, (a + 7) % 24) for a in range(24)] + [(3, 3)]
        out += [Action(s, k, p) for k in PAIRS for p in rnd.sample(pairs, min(len(pairs), 25))]
        for c in range(24):
            out += [Action(s, "play", c), Action(s, "play", c, announce=False), Action(s, "play", c, trump=False)]
            out += [Action(s, "play", c, announce=True), Action(s, "show", c)]
    assert {a.kind for a in out} == set(KINDS)
    return out


def plain(a: Action) -> Action:
    return Action(a.seat, a.kind, a.value)


def check_explain(g, rnd: random.Random, n: int) -> None:
    legal = set(legal_actions(g))
    for a in legal:
        assert explain(g, a) is None, (a, explain(g, a))
    for a in rnd.sample(candidates(g, rnd), n):
        why = explain(g, a)
        if a.announce is None and a.trump is None:
            assert (why is None) == (a in legal), (a, why)
        elif why is None:
            # a lead "without announcing" that announces nothing is the plain lead: both are taken
            assert a in legal or plain(a) in legal, a
        if why is None:
            apply(copy.deepcopy(g), a)  # a legal action is carried out
        else:
            assert str(why) and why.id
            with pytest.raises(IllegalAction):
                apply(g, a)  # and a refused one is refused before anything changes


@pytest.mark.parametrize("game,seats", TABLES, ids=IDS)
@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**9))
def test_explain_is_none_exactly_for_the_legal_actions(game, seats, seed):
    """engine.game's front: legal_actions lists, apply checks and explain words the refusal from
    one set of rule functions, so explain is None exactly for what legal_actions lists (docs/
    engine-api.md, "Refusals"), in every phase of random games under random agreements."""
    rnd = random.Random(seed)
    g = new_game(rules_of(game, rnd), seats, seed=seed, dealer=seed % seats)
    steps = 0
    while not g.over and len(g.deals) <= 2 and steps < 150:
        steps += 1
        before = dumps(g)
        check_explain(g, rnd, 60)
        assert dumps(g) == before  # explaining and refusing changed nothing
        random_step(g, rnd)


# ---------------------------------------------------------------- hidden cards dealt otherwise


def known_by_announcing(v: dict) -> set[str]:
    """The cards a view tells of without naming them: both cards of an announced marriage."""
    out = set()
    for _, suit, _ in v.get("announced") or []:
        out |= {"K" + suit, "Q" + suit}
    return out


def with_hidden_swapped(data: dict, seat: int, shown: set[str], rnd: random.Random) -> dict | None:
    """The record with two cards ``seat`` cannot know (in the other hands, the talons, the stock)
    swapped in the last deal's deal, or None when no two such cards are left."""
    out = copy.deepcopy(data)
    deal = out["deals"][-1]
    places = []  # (list, index) of each hidden card as dealt
    for s, hand in enumerate(deal["hands"]):
        if s != seat:
            places += [(hand, i) for i, c in enumerate(hand) if c not in shown]
    for key in ("talon", "stock"):
        if isinstance(deal.get(key), list):
            places += [(deal[key], i) for i, c in enumerate(deal[key]) if c not in shown]
    for talon in deal.get("talons") or []:
        places += [(talon, i) for i, c in enumerate(talon) if c not in shown]
    if len(places) < 2:
        return None
    (l1, i1), (l2, i2) = rnd.sample(places, 2)
    l1[i1], l2[i2] = l2[i2], l1[i1]
    return out


def replayed(data: dict, seat: int):
    """The record's game and the events ``seat`` saw on the way."""
    seen: list = []
    g = replay(data, on_events=lambda events: seen.extend(e.to_dict() for e in events if e.visible_to(seat)))
    return g, seen


def swap_hidden_cards(game: str, seats: int, known) -> tuple[int, int]:
    """Through the first deal of three games, at every step and for every seat: two of the cards
    the seat has not seen (``known(view dict)``: the cards it knows of) swapped in the record,
    and wherever the game so far is one the seat cannot tell apart (the same actions legal, the
    same events to the seat), its view must be the same, and now and then a computer player's
    decision from it. Returns how many swaps were checked and how many decisions."""
    tried = same = 0
    for seed in range(3):
        rnd = random.Random(seed)
        g = new_game(rules_of(game), seats, seed=seed, dealer=seed % seats)
        first = g.deal
        while g.deal is first and not g.over:
            data = to_record(g)
            for seat in range(seats):
                v = view(g, seat).to_dict()
                _, saw = replayed(data, seat)
                for _ in range(2):
                    other = with_hidden_swapped(data, seat, known(v), rnd)
                    if other is None:
                        continue
                    try:
                        h, saw_there = replayed(other, seat)
                    except RecordError:
                        continue  # the swap made an action so far illegal: not a world the seat allows
                    if saw_there != saw:
                        continue  # the seat would have seen the difference (a marriage announced...)
                    tried += 1
                    assert view(h, seat).to_dict() == v, (seat, other["deals"][-1])
                    if seat == to_act(g) and tried % 5 == 0:
                        level = ("easy", "normal", "hard")[tried % 3]
                        decide = make_player(level, 9, time_budget=None).choose
                        assert decide(view(h, seat)) == decide(view(g, seat)), level
                        same += 1
            random_step(g, rnd)
    return tried, same


@table
def test_a_view_is_the_same_when_the_hidden_cards_are_dealt_otherwise(game, seats):
    """A seat's view shows only what that seat may know, and a computer player decides from the
    view alone: the same view and the same decision in every world the seat cannot tell apart."""
    tried, same = swap_hidden_cards(game, seats, lambda v: names_in(v) | known_by_announcing(v))
    assert tried >= 20 and same >= 2, (tried, same)


@pytest.mark.parametrize("game,seats", [("draw", 2), ("thousand", 4)])
def test_a_lead_without_announcing_does_not_tell_the_held_marriage(game, seats):
    """A king or queen may be led "without announcing" only by a leader holding both cards of the
    marriage (001: "to announce a king-queen you must have both cards in your hand ... and you must lead
    one of them"); a view's history kept that choice, telling every other seat where the other card was."""
    swap_hidden_cards(game, seats, lambda v: names_in(v) | known_by_announcing(v))


# ---------------------------------------------------------------- JSON round trips and replay


@table
def test_views_and_records_round_trip_through_json_and_replay_is_the_game(game, seats):
    rnd = random.Random(11)
    g = new_game(rules_of(game), seats, seed=11, dealer=1)
    steps = 0
    while not g.over and len(g.deals) <= 2:
        steps += 1
        if steps % 5 == 0:
            for s in range(seats):
                v = view(g, s)
                assert SeatView.from_dict(json.loads(json.dumps(v.to_dict()))).to_dict() == v.to_dict()
        random_step(g, rnd)
    data = to_record(g)
    assert loads(dumps(g)) == data == json.loads(json.dumps(data))
    again = replay(data)
    assert to_record(again) == data
    assert again.scores == g.scores and again.over == g.over and summary(again) == summary(g)
    for s in range(seats):
        assert view(again, s).to_dict() == view(g, s).to_dict()
    assert legal_actions(again) == legal_actions(g)


# ---------------------------------------------------------------- hypothesis invariants


@pytest.mark.parametrize("game,seats", TABLES, ids=IDS)
@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1))
def test_random_legal_games_keep_the_invariants(game, seats, seed):
    """Random legal games under random agreements of the game: the table's invariants hold after
    every action, every finished deal's scores are the sheet's, and the record replays to the same
    game."""
    rnd = random.Random(seed)
    g = new_game(rules_of(game, rnd), seats, seed=seed, dealer=seed % seats)
    while not g.over and len(g.deals) <= 4:
        check_table(g, seats)
        random_step(g, rnd)
    again = replay(json.loads(json.dumps(to_record(g))))
    assert again.scores == g.scores
    assert summary(again)["totals"] == summary(g)["totals"]


# ---------------------------------------------------------------- the command line


@pytest.mark.parametrize("game", list(GAMES))
def test_bench_runs(game):
    out = subprocess.run(
        [sys.executable, "-m", "engine", "bench", "--game", game, "--seconds", "0.3"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    result = json.loads(out.stdout)
    assert result["deals"] > 0
