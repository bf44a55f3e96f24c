"""The family of games (engine/data/games.toml): rules.game, presets and agreements per game, the
record's rules.game, and the dispatch for games the engine does not play yet."""

import re
from pathlib import Path

import pytest

from engine import Rules, RulesError
from engine.agreements import CATALOGUE, GAMES, PRESETS, agreements_of, presets_of
from engine.game import new_game, playable_games
from engine.record import RecordError, replay, to_record

SEEDS = Path(__file__).resolve().parents[3] / "shared" / "seeds"


def _norm(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def test_the_family_is_the_games_the_seeds_describe():
    # 001: "the 2-player games (Auction 1000, Russian 2-player, Draw 1000), German 1001 and Russeln";
    # 002: Sixty-Six (seeds/README.md)
    assert set(GAMES) == {"thousand", "auction_two", "russian_two", "draw", "tausendeins", "russeln", "sixty_six"}
    assert GAMES["thousand"].seats == (3, 4)
    for gid in ("auction_two", "russian_two", "draw", "sixty_six"):
        assert GAMES[gid].seats == (2,), gid
    # 001: 1001's "Six cards are dealt to each player and two to the talon" of 20 cards; Russeln's
    # "Each of the three players receives 8 cards"
    assert GAMES["tausendeins"].seats == (3,) and GAMES["russeln"].seats == (3,)
    assert playable_games() == list(GAMES)  # the engine plays every one of them


@pytest.mark.skipif(not SEEDS.exists(), reason="the seeds are beside the checkout")
def test_every_game_quotes_its_seed_exactly():
    for g in GAMES.values():
        text = _norm((SEEDS / g.source).read_text(encoding="utf-8"))
        assert _norm(g.sentence) in text, g.id
        assert g.title and g.description and g.section


def test_rules_name_their_game():
    assert Rules().game == "thousand" and Rules().preset == "russian"
    r = Rules(game="sixty_six")
    assert (r.game, r.preset) == ("sixty_six", "sixty_six")
    assert Rules("draw").game == "draw"  # a preset belongs to one game
    assert Rules.from_record(r.to_record()).game == "sixty_six"
    assert "game" not in Rules("polish").to_record()  # 1000's records are written as before
    with pytest.raises(RulesError, match="unknown game"):
        Rules(game="skat")
    with pytest.raises(RulesError, match="preset 'polish' is a preset of thousand"):
        Rules("polish", game="sixty_six")
    with pytest.raises(RulesError, match="not a rule of sixty_six"):
        Rules(game="sixty_six", agreements={"barrel_at": 900})


def test_presets_and_agreements_are_scoped_to_their_game():
    assert [p.id for p in presets_of("thousand")] == ["russian", "polish", "lviv", "app000", "site004"]
    for gid, g in GAMES.items():
        assert PRESETS[g.preset].game == gid
    # the other games' own rules are the group "game" and no rule of 1000
    assert agreements_of("thousand") == [a for a in CATALOGUE.values() if a.group != "game"]


def test_a_1000_record_without_a_game_replays_as_1000():
    g = new_game(Rules(), 3, seed=5)
    rec = to_record(g)
    assert "game" not in rec["rules"]
    assert replay(rec).rules.game == "thousand"
    with pytest.raises(RecordError, match="players must be 3 or 4, not 2"):
        replay({**rec, "players": 2})


@pytest.mark.parametrize(
    "game, seats, pack, out",
    [
        # 001: 1001 "is played with a 20-card pack without nines"; "six cards each and two to the talon"
        ("tausendeins", 3, 20, 2),
        # 001: Auction 1000 for two: "ten cards each, two face-down talons of two cards"
        ("auction_two", 2, 24, 4),
        # 001, Russian two-player: "nine cards ... and there are two three-card kittys"
        ("russian_two", 2, 24, 6),
        # 001, Russeln: 24 cards, "eight cards each", no talon
        ("russeln", 3, 24, 0),
    ],
)
def test_a_seat_sees_its_games_pack_as_unseen(game, seats, pack, out):
    """What a seat does not know is drawn from its game's pack only, and the cards out of every
    hand are counted apart, so a computer player samples the other hands right."""
    from engine.view import view

    g = new_game(Rules(game=game), seats, seed=3)
    v = view(g, 0)
    hand = len([c for c in range(24) if v.hand >> c & 1])
    assert bin(v.unseen()).count("1") == pack - hand
    assert v.unseen_out() == out
    if game == "tausendeins":
        from engine import cards as C

        assert v.unseen() & C.NINES == 0


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_bench_plays_every_game(game, capsys):
    """`python -m engine bench --game G` (issue 30: "the bench" for each game) plays whole deals
    of random legal actions, each one checked by the engine."""
    import json

    from engine.__main__ import main

    assert main(["bench", "--game", game, "--seconds", "0.2"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["deals"] > 0 and out["deals_per_second"] > 0


def test_the_card_speed_tool_times_a_games_card_decisions(capsys):
    """tools.ai.card_speed (docs/ai.md's speed figures of the family) times the decisions with a choice."""
    import json

    from tools.ai.card_speed import main

    assert main(["--game", "russeln", "--deals", "1", "--level", "easy"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["decisions"] > 0 and 0 <= out["p50"] <= out["p95"] <= out["max"]
