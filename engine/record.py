"""Game records, format 1 (shared/spec/game-record.md): reading, replaying, writing.

A record replays through the same rules as live play; anything the rules refuse
becomes a ``RecordError`` naming the deal and action, never a traceback.
"""

from __future__ import annotations

import json
from typing import Any

from .agreements import GAMES, Rules, RulesError
from .game import continue_game, new_game
from .record_errors import RecordError
from .record_errors import require as _require
from .registry import module_of, playable_games

__all__ = ["FORMAT", "RecordError", "loads", "replay", "summary", "deal_record", "to_record", "dumps"]

FORMAT = 1


def loads(text: str) -> dict:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise RecordError(f"not valid JSON ({e.msg} at line {e.lineno}, column {e.colno})") from None
    except UnicodeDecodeError:  # bytes that are not UTF-8 (a decode error has no line or column)
        raise RecordError("not valid JSON (not UTF-8 text)") from None
    except RecursionError:
        raise RecordError("not valid JSON (nested too deeply)") from None
    _require(isinstance(data, dict), "a record must be a JSON object")
    return data


def replay(data: dict, on_events=None, auto_deal: bool = False, on_step=None, seed: int | None = None) -> Any:
    """Play a record through the rules; returns the game as it stands after the last action.

    ``on_events(events)`` receives every event as it happens (a viewer rebuilding a game);
    ``on_step(game, events)`` the same with the game as it stands right after them (a review that
    steps through the game takes its views there); with ``auto_deal`` the game goes on: a finished
    last deal is followed by a new one. ``seed`` shuffles the deals after the record's (a LAN table
    going on with a saved game)."""
    _require(isinstance(data, dict), "a record must be a JSON object")
    _require(data.get("format") == FORMAT, f"unsupported format {data.get('format')!r} (this reads format 1)")
    try:
        rules = Rules.from_record(data.get("rules"))
    except RulesError as e:
        raise RecordError(f"rules: {e}") from None
    _require(rules.game in playable_games(), f"rules: {GAMES[rules.game].title} is not played by this engine yet")
    seats = GAMES[rules.game].seats
    players = data.get("players", seats[0])
    _require(
        players in seats and not isinstance(players, bool),
        f"players must be {' or '.join(map(str, seats))}, not {players!r}",
    )
    names = data.get("names")
    _require(
        names is None or (isinstance(names, list) and len(names) == players and all(isinstance(n, str) for n in names)),
        "names must list one name per seat",
    )
    start = data.get("start") or {}
    _require(isinstance(start, dict), "start must be an object")
    deals = data.get("deals")
    if not isinstance(deals, list):
        raise RecordError("deals must be a list")
    first_dealer = deals[0].get("dealer", 0) if deals and isinstance(deals[0], dict) else 0
    _require(
        isinstance(first_dealer, int) and not isinstance(first_dealer, bool) and 0 <= first_dealer < players,
        f"deal 0: dealer must be a seat 0..{players - 1}",
    )
    try:
        g = new_game(rules, players, seed=seed, dealer=first_dealer, names=names, start=start, auto_deal=False)
    except ValueError as e:
        raise RecordError(f"start: {e}") from None

    def emit(events):
        if on_events:
            on_events(events)
        if on_step:
            on_step(g, events)

    replay_deal = module_of(rules.game).replay_deal
    for i, raw in enumerate(deals):
        replay_deal(g, i, raw, last=i == len(deals) - 1, on_events=emit)
    if auto_deal:
        events = continue_game(g)
        if events:
            emit(events)
    return g


def summary(g: Any) -> dict:
    """What `python -m engine replay` prints."""
    return module_of(g.rules.game).summary(g)


def deal_record(g: Any, d) -> dict:
    """One deal of ``g`` in record format 1, as its game writes it (the LAN host sends each one)."""
    return module_of(g.rules.game).deal_record(d)


def to_record(g: Any) -> dict:
    rec = {"format": FORMAT, "rules": g.rules.to_record(), "players": g.players, "names": list(g.names)}
    if g.start:
        rec["start"] = g.start
    rec["deals"] = [deal_record(g, d) for d in g.deals]
    return rec


def dumps(g: Any) -> str:
    return json.dumps(to_record(g), ensure_ascii=False)
