"""A game of 1000 in record format 1 (shared/spec/game-record.md): each deal as written, replayed
through the same rules as live play, and the summary ``python -m engine replay`` prints."""

from __future__ import annotations

from ... import cards as C
from ...actions import Action, IllegalAction
from ...phase import DONE
from ...record_errors import RecordError, require
from .game import apply, start_deal
from .state import SHAPES, Deal, GameState, active_seats

SUMMARY_KEYS = ("declarer", "contract", "result", "taken", "delta", "totals")


def deal_record(d: Deal) -> dict:
    return d.to_record()


def replay_deal(g: GameState, i: int, raw, last: bool, on_events=None) -> None:
    require(isinstance(raw, dict), "a deal must be an object", i)
    require(not g.over, "the game was already won before this deal", i)
    dealer = raw.get("dealer")
    require(
        dealer == g.dealer and not isinstance(dealer, bool), f"the dealer must be seat {g.dealer}, not {dealer!r}", i
    )
    hands, talon = _read_cards(g, i, raw)
    events = start_deal(g, hands, talon)
    if on_events:
        on_events(events)
    d = g.deals[-1]
    actions = raw.get("actions", [])
    require(isinstance(actions, list), "actions must be a list", i)
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
        require(last, "the deal is unfinished but more deals follow", i)


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
            require(len(cs) == want, f"seat {s} must be dealt {want} cards, not {len(cs)}", i)
            hands[s] = cs
        talon = C.parse_list(talon_raw, "talon")
    except ValueError as e:
        if isinstance(e, RecordError):
            raise
        raise RecordError(str(e), i) from None
    if len(shape.talons) > 1:
        sizes = [len(t) if isinstance(t, list) else -1 for t in raw["talons"]]
        want_sizes = " and ".join(map(str, shape.talons))
        require(sizes == list(shape.talons), f"the talons must hold {want_sizes} cards, not {sizes}", i)
    else:
        require(len(talon) == 3, f"the talon must hold 3 cards, not {len(talon)}", i)
    for c in [c for cs in hands.values() for c in cs] + talon:
        require(c not in seen, f"card {C.name(c)} is dealt twice", i)
        seen.add(c)
    return hands, talon


def summary(g: GameState) -> dict:
    """What `python -m engine replay` prints."""
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
