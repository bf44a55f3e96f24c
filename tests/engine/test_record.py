"""Game records (format 1): the spec's example, round trips, the replay command and its errors."""

import json
import subprocess
import sys

import pytest

from engine.agreements import Rules
from engine.driver import play_game
from engine.game import new_game
from engine.players import RandomPlayer
from engine.record import RecordError, loads, replay, summary, to_record

SPEC_DEAL = {
    "dealer": 0,
    "hands": [
        ["9S", "JS", "QD", "9C", "JC", "TD", "9D"],
        ["KH", "QH", "AH", "TH", "AS", "TS", "JH"],
        ["KS", "QS", "AC", "TC", "KC", "QC", "AD"],
    ],
    "talon": ["9H", "KD", "JD"],
    "actions": [
        {"seat": 1, "bid": 100},
        {"seat": 2, "bid": 105},
        {"seat": 0, "pass": True},
        {"seat": 1, "bid": 110},
        {"seat": 2, "pass": True},
        {"seat": 1, "give": ["JD", "9H"]},
        {"seat": 1, "contract": 120},
        {"seat": 1, "play": "AS"},
        {"seat": 2, "play": "QS"},
        {"seat": 0, "play": "9S"},
        {"seat": 1, "play": "KH"},
    ],
}


def record(deals, **top):
    return {"format": 1, "rules": {"preset": "russian"}, "players": 3, "deals": deals, **top}


def run_replay(data, text=None):
    p = subprocess.run(
        [sys.executable, "-m", "engine", "replay", "-"],
        input=text or json.dumps(data),
        capture_output=True,
        text=True,
        timeout=60,
    )
    return p.returncode, p.stdout, p.stderr


def test_an_unfinished_deal_replays_as_unfinished():
    out = summary(replay(record([SPEC_DEAL])))
    d = out["deals"][0]
    assert d["result"] == "unfinished" and d["declarer"] == 1 and d["contract"] == 120
    assert d["taken"] == [0, 114, 0]  # AS QS 9S = 14, and the hearts marriage
    assert out["winner"] is None and out["totals"] == [0, 0, 0]


def test_replay_prints_the_spec_json():
    code, out, err = run_replay(record([SPEC_DEAL]))
    assert code == 0 and err == ""
    data = json.loads(out)
    assert set(data) == {"deals", "totals", "winner"}
    assert set(data["deals"][0]) == {"declarer", "contract", "result", "taken", "delta", "totals"}


@pytest.mark.parametrize(
    "mutate, message",
    [
        (
            lambda d: d["deals"][0]["actions"].append({"seat": 2, "play": "9C"}),
            "deal 0, action 11: seat 2 does not hold 9C",
        ),
        (
            lambda d: d["deals"][0]["actions"].append({"seat": 0, "play": "AD"}),
            "deal 0, action 11: it is seat 2's turn",
        ),
        (
            lambda d: d["deals"][0]["actions"].insert(7, {"seat": 1, "play": "9C"}),
            "deal 0, action 7: seat 1 does not hold 9C",
        ),
        (lambda d: d["deals"][0]["hands"][0].__setitem__(0, "KH"), "deal 0: card KH is dealt twice"),
        (lambda d: d["deals"][0]["hands"][0].__setitem__(0, "1S"), "deal 0: unknown card '1S'"),
        (lambda d: d["rules"].__setitem__("agreements", {"bogus": 1}), "unknown agreement 'bogus'"),
        (lambda d: d["deals"][0].__setitem__("dealer", 2), "deal 0, action 0: it is seat 0's turn"),
        (lambda d: d.__setitem__("format", 2), "unsupported format"),
    ],
)
def test_an_invalid_record_prints_one_error_line_and_exits_2(mutate, message):
    data = record([json.loads(json.dumps(SPEC_DEAL))])
    mutate(data)
    code, out, err = run_replay(data)
    assert code == 2 and out == ""
    assert err.startswith("error: ") and err.count("\n") == 1 and message in err, err


def test_follow_suit_error_names_the_cards_held():
    data = record([json.loads(json.dumps(SPEC_DEAL))])
    data["deals"][0]["actions"][8] = {"seat": 2, "play": "AC"}
    code, out, err = run_replay(data)
    assert err.strip() == "error: deal 0, action 8: seat 2 must follow suit (holds QS, KS)"


def test_bad_json_is_one_line_not_a_traceback():
    code, out, err = run_replay(None, text="{not json")
    assert code == 2 and err.startswith("error: not valid JSON") and "Traceback" not in err


def test_bytes_that_are_not_utf8_are_a_record_error():
    # the spec (game-record.md): "A game record is one UTF-8 JSON object"; a decode error has no line
    # or column to report (it was an AttributeError before mypy pointed at it)
    with pytest.raises(RecordError, match="not UTF-8"):
        loads(b'{"format": 1, "deals": ["\xff"]}')


def test_a_wrong_dealer_for_the_second_deal_is_invalid():
    g = new_game(Rules(), seed=3)
    play_game(g, [RandomPlayer(s) for s in range(3)], max_deals=3)
    data = to_record(g)
    data["deals"][1]["dealer"] = (data["deals"][1]["dealer"] + 1) % 3
    with pytest.raises(RecordError, match="deal 1: the dealer must be seat"):
        replay(data)


@pytest.mark.parametrize("preset", ["russian", "polish", "lviv", "app000", "site004"])
def test_every_written_record_replays_to_the_same_totals(preset):
    g = new_game(Rules(preset), seed=11)
    play_game(g, [RandomPlayer(s) for s in range(3)])
    data = json.loads(json.dumps(to_record(g)))
    again = replay(data)
    assert again.scores == g.scores and again.winners == g.winners
    assert summary(again)["deals"] == summary(g)["deals"]


def test_four_player_records_round_trip():
    g = new_game(Rules(), players=4, seed=5)
    play_game(g, [RandomPlayer(s) for s in range(4)])
    again = replay(json.loads(json.dumps(to_record(g))))
    assert again.scores == g.scores


def test_start_position_is_honoured():
    data = record([], start={"scores": [100, 200, 300], "zeros": [1, 0, 0], "barrel": [None, None, None]})
    assert summary(replay(data))["totals"] == [100, 200, 300]


def test_loads_rejects_non_objects():
    with pytest.raises(RecordError):
        loads("[1, 2]")


def test_replay_can_feed_events_and_go_on_dealing():
    from engine import explain
    from engine.actions import Action

    g = new_game(Rules(), seed=8)
    assert any(e.kind == "dealt" for e in g.opening_events)
    play_game(g, [RandomPlayer(s) for s in range(3)], max_deals=2)
    data = to_record(g)
    data["deals"] = [d for d in data["deals"] if d["actions"]][:2]
    seen = []
    again = replay(json.loads(json.dumps(data)), on_events=seen.extend, auto_deal=True)
    kinds = [e.kind for e in seen]
    assert kinds.count("deal_scored") == 2 and kinds[-1] in ("bid", "hand", "dealt", "contract_won", "talon_cards")
    assert again.deal.phase == "auction" and again.deal.summary is None
    turn = again.deal.turn
    assert explain(again, Action(turn, "pass")) is not None  # the opening bid is compulsory
    assert explain(again, Action(turn, "bid", 100)) is None
