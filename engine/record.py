"""Game records, format 1 (shared/spec/game-record.md): reading, replaying, writing.

A record replays through the same rules as live play; anything the rules refuse
becomes a ``RecordError`` naming the deal and action, never a traceback.
"""

from __future__ import annotations

import json

from . import cards as C
from .actions import Action, IllegalAction
from .agreements import GAMES, Rules, RulesError
from .game import DONE, GameState, active_seats, apply, continue_game, new_game, playable_games, start_deal
from .games import FAMILY
from .state import SHAPES, Deal

FORMAT = 1
SUMMARY_KEYS = ("declarer", "contract", "result", "taken", "delta", "totals")


class RecordError(ValueError):
    def __init__(self, message: str, deal: int | None = None, action: int | None = None):
        self.deal, self.action, self.bare = deal, action, message
        where = ""
        if deal is not None:
            where = f"deal {deal}, action {action}: " if action is not None else f"deal {deal}: "
        super().__init__(where + message)


def _require(cond, message, deal=None, action=None):
    if not cond:
        raise RecordError(message, deal, action)


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


def replay(data: dict, on_events=None, auto_deal: bool = False, on_step=None, seed: int | None = None) -> GameState:
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

    replay_deal = FAMILY[rules.game].replay_deal if rules.game in FAMILY else _replay_deal
    for i, raw in enumerate(deals):
        replay_deal(g, i, raw, last=i == len(deals) - 1, on_events=emit)
    if auto_deal:
        events = continue_game(g)
        if events:
            emit(events)
    return g


def _replay_deal(g: GameState, i: int, raw, last: bool, on_events=None) -> None:
    _require(isinstance(raw, dict), "a deal must be an object", i)
    _require(not g.over, "the game was already won before this deal", i)
    dealer = raw.get("dealer")
    _require(
        dealer == g.dealer and not isinstance(dealer, bool), f"the dealer must be seat {g.dealer}, not {dealer!r}", i
    )
    hands, talon = _read_cards(g, i, raw)
    events = start_deal(g, hands, talon)
    if on_events:
        on_events(events)
    d = g.deals[-1]
    actions = raw.get("actions", [])
    _require(isinstance(actions, list), "actions must be a list", i)
    for j, rec in enumerate(actions):
        if d.phase == DONE:
            raise RecordError(f"the deal is already over ({d.result})", i, j)
        try:
            events = apply(g, Action.from_record(rec))
        except IllegalAction as e:
            raise RecordError(str(e), i, j) from None
        if on_events:
            on_events(events)
    if d.phase != DONE:
        _require(last, "the deal is unfinished but more deals follow", i)


def _read_cards(g: GameState, i: int, raw: dict):
    seats, sitter = active_seats(g.players, g.dealer, g.rules)
    shape = SHAPES[g.rules.game]
    hands_raw, talon_raw = raw.get("hands"), raw.get("talon")
    if len(shape.talons) > 1:  # the two-player games: "talons", each a list of cards
        talons_raw = raw.get("talons")
        if not (isinstance(talons_raw, list) and len(talons_raw) == len(shape.talons) and "talon" not in raw):
            raise RecordError(f"talons must list {len(shape.talons)} talons", i)
        talon_raw = [c for t in talons_raw for c in (t if isinstance(t, list) else [t])]
    if not (isinstance(hands_raw, list) and len(hands_raw) == g.players):
        raise RecordError(f"hands must list {g.players} hands", i)
    seen = set()
    hands = {}
    try:
        for s, h in enumerate(hands_raw):
            cs = C.parse_list(h, f"hand of seat {s}")
            want = 0 if s == sitter else shape.hand
            _require(len(cs) == want, f"seat {s} must be dealt {want} cards, not {len(cs)}", i)
            hands[s] = cs
        talon = C.parse_list(talon_raw, "talon")
    except ValueError as e:
        if isinstance(e, RecordError):
            raise
        raise RecordError(str(e), i) from None
    if len(shape.talons) > 1:
        sizes = [len(t) if isinstance(t, list) else -1 for t in raw["talons"]]
        want_sizes = " and ".join(map(str, shape.talons))
        _require(sizes == list(shape.talons), f"the talons must hold {want_sizes} cards, not {sizes}", i)
    else:
        _require(len(talon) == 3, f"the talon must hold 3 cards, not {len(talon)}", i)
    for c in [c for cs in hands.values() for c in cs] + talon:
        _require(c not in seen, f"card {C.name(c)} is dealt twice", i)
        seen.add(c)
    return hands, talon


def summary(g: GameState) -> dict:
    """What `python -m engine replay` prints."""
    if g.rules.game in FAMILY:
        return FAMILY[g.rules.game].summary(g)
    out = []
    for d in g.deals:
        if d.summary is not None:
            out.append({k: d.summary[k] for k in SUMMARY_KEYS})
        else:
            taken = [d.card_points.get(s, 0) + d.marriages.get(s, 0) for s in range(g.players)]
            out.append(
                {
                    "declarer": d.declarer,
                    "contract": d.contract,
                    "result": "unfinished",
                    "taken": taken,
                    "delta": [0] * g.players,
                    "totals": list(g.scores),
                }
            )
    res = {"deals": out, "totals": list(g.scores), "winner": g.winner}
    if len(g.winners) > 1:
        res["winners"] = list(g.winners)
    return res


def deal_record(g: GameState, d) -> dict:
    """One deal of ``g`` in record format 1, as its game writes it (the LAN host sends each one)."""
    return FAMILY[g.rules.game].deal_record(d) if g.rules.game in FAMILY else Deal.to_record(d)


def to_record(g: GameState) -> dict:
    rec = {"format": FORMAT, "rules": g.rules.to_record(), "players": g.players, "names": list(g.names)}
    if g.start:
        rec["start"] = g.start
    rec["deals"] = [deal_record(g, d) for d in g.deals]
    return rec


def dumps(g: GameState) -> str:
    return json.dumps(to_record(g), ensure_ascii=False)
