"""1000 (three and four seats) and its two-player forms (Auction 1000 and Russian 1000 for two): the
game's interface. ``new_game`` deals, ``legal_actions`` and ``apply`` are the only ways anything
changes (every change returns events), ``explain`` says why an action is refused. The rules themselves
read top-down in their own modules: ``state`` (the game and the deal, each form's shape), ``auction``,
``exchange`` (the give, the contract, concessions), ``redeal``, ``play`` and ``scoring``; ``refusal``
words the reasons.
"""

from __future__ import annotations

from ... import cards as C
from ...actions import Action, Event, EventKind, IllegalAction, Refusal
from ...agreements import DEFAULT_GAME as THOUSAND
from ...agreements import GAMES, Rules
from ...phase import AUCTION, CONTRACT, DONE, PLAY, TALON
from .auction import (
    _apply_auction,
    _auction_actions,
    _auction_options,
    _open_auction,
)
from .exchange import (
    _apply_exchange,
    _exchange_actions,
    contract_options,
    may_discard,
    may_give,
    may_take_talon,
)
from .play import _apply_play, _lead_actions, announcement, legal_play_mask, plays_now
from .redeal import _end_redeal, redeal_reasons
from .refusal import explain_illegal
from .state import SHAPES, Deal, GameState, active_seats


def new_game(
    rules: Rules | None = None,
    players: int = 3,
    seed: int | None = None,
    dealer: int = 0,
    names: list[str] | None = None,
    start: dict | None = None,
    auto_deal: bool = True,
) -> GameState:
    rules = rules or Rules()
    seats = GAMES[rules.game].seats
    if players not in seats:
        if rules.game == THOUSAND:
            raise ValueError("this engine plays with 3 or 4 seats")
        raise ValueError(f"{GAMES[rules.game].title} is played by {' or '.join(map(str, seats))}, not {players}")
    if not (isinstance(dealer, int) and 0 <= dealer < players):
        raise ValueError(f"dealer must be a seat 0..{players - 1}")
    start = dict(start or {})
    g = GameState(
        rules=rules,
        players=players,
        names=list(names) if names else [f"Player {i + 1}" for i in range(players)],
        scores=_seat_list(start, "scores", players, 0),
        zeros=_seat_list(start, "zeros", players, 0),
        zero_streak=_seat_list(start, "zero_streak", players, 0),
        rospis=_seat_list(start, "rospis", players, 0),
        spisat=_seat_list(start, "spisat", players, 0),
        barrel=_seat_list(start, "barrel", players, None, allow_none=True),
        barrel_falls=_seat_list(start, "barrel_falls", players, 0),
        barrel_timeouts=_seat_list(start, "barrel_timeouts", players, 0),
        start=start,
        dealer=dealer,
        rng=C.shuffler(seed),
        auto_deal=auto_deal,
    )
    if rules.golden != "off" and not start.get("golden_done"):
        g.golden_active = True
        g.golden_deal = int(start.get("golden_deal", 0))
        g.golden_circle = int(start.get("golden_circle", 0))
        g.golden_made = bool(start.get("golden_made", False))
    g.redeal_streak = int(start.get("redeal_streak", 0))
    g.jack_streak = int(start.get("jack_streak", 0))
    g.nine_streak = int(start.get("nine_streak", 0))
    if auto_deal:
        g.opening_events = _deal_on(g)
    return g


def _seat_list(start, key, players, default, allow_none=False):
    v = start.get(key)
    if v is None:
        return [default] * players
    if not isinstance(v, list) or len(v) != players:
        raise ValueError(f"start.{key} must list one value per seat")
    for x in v:
        if x is None and allow_none:
            continue
        if isinstance(x, bool) or not isinstance(x, int):
            raise ValueError(f"start.{key} must hold whole numbers")
    return list(v)


def shuffle(g: GameState, seats: list[int]) -> tuple[dict[int, list[int]], list[int]]:
    """The hands and the talon (the two-player games' two talons one after the other)."""
    pack = list(range(24))
    g.rng.shuffle(pack)
    n = SHAPES[g.rules.game].hand
    hands = {s: pack[i * n : (i + 1) * n] for i, s in enumerate(seats)}
    return hands, pack[len(seats) * n :]


def start_deal(g: GameState, hands: dict[int, list[int]] | None = None, talon: list[int] | None = None) -> list[Event]:
    """Deal the next deal (from the rng, or the cards a record gives) and open its auction."""
    if g.over:
        raise IllegalAction(Refusal.of("game_over"))
    seats, sitter = active_seats(g.players, g.dealer, g.rules)
    if hands is None:
        hands, talon = shuffle(g, seats)
    order: dict[int | str, list[int]] = {s: list(hands.get(s, [])) for s in range(g.players)}
    order["talon"] = list(talon or [])
    d = Deal(
        dealer=g.dealer,
        seats=seats,
        sitter=sitter,
        order=order,
        dealt={s: C.mask(hands.get(s, [])) for s in range(g.players)},
        talon=C.mask(talon),
    )
    if len(SHAPES[g.rules.game].talons) > 1:
        d.talons, d.talon = _split_talons(g, talon or []), 0  # the declarer takes one: exchange.take_talon
    d.hands = dict(d.dealt)
    for s in seats:
        d.card_points[s] = d.marriages[s] = d.tricks_won[s] = 0
    g.deals.append(d)
    events = []
    if not g.quiet:
        events.append(Event(EventKind.DEALT, None, {"dealer": d.dealer, "seats": list(seats), "sitter": sitter}))
        events += [Event(EventKind.HAND, s, {"cards": C.names(C.mask(order[s]))}, to=s) for s in seats]
    events += _open_auction(g, d)
    return events


def _split_talons(g: GameState, talon: list[int]) -> list[int]:
    out, i = [], 0
    for size in SHAPES[g.rules.game].talons:
        out.append(C.mask(talon[i : i + size]))
        i += size
    return out


def legal_actions(g: GameState, seat: int | None = None) -> list[Action]:
    """Every action the rules allow now, for one seat or for all of them."""
    if g.over or g.deal is None or g.deal.phase == DONE:
        return []
    d = g.deal
    seats = [seat] if seat is not None else d.seats
    out = []
    for s in seats:
        if s not in d.seats:
            continue
        if d.phase == AUCTION:
            out += _auction_actions(g, d, s)
        elif d.phase in (TALON, CONTRACT):
            out += _exchange_actions(g, d, s)
        elif d.phase == PLAY and plays_now(d, s):
            out += (
                _lead_actions(g, d, s)
                if not d.trick
                else [Action(s, "play", c) for c in C.cards_of(legal_play_mask(g, d, s))]
            )
    return out


def to_act(g: GameState) -> int | None:
    """The seat whose turn it is (others may still have claims: see legal_actions)."""
    if g.over or g.deal is None or g.deal.phase == DONE:
        return None
    return g.deal.turn


def apply(g: GameState, a: Action) -> list[Event]:
    """Check the action against the rules and carry it out; returns the events it caused."""
    d = g.deals[-1] if g.deals else None
    if g.over or d is None or d.phase == DONE:
        raise IllegalAction(_no_game(g))
    if d.phase == PLAY and a.kind == "play" and a.seat == d.turn and a.announce is None and a.trump is None:
        # the common case, a plain card by the seat to play (plays_now): only the play rule to ask
        if not (isinstance(a.value, int) and legal_play_mask(g, d, a.seat) >> a.value & 1):
            raise IllegalAction(explain_illegal(g, d, a))
        d.actions.append(a)
        events = _apply_play(g, d, a)
        if d.phase == DONE and g.auto_deal and not g.over:
            events += _deal_on(g)
        return events
    a = _check(g, d, a)
    d.actions.append(a)
    if a.kind == "redeal" and d.phase == AUCTION:
        events = _end_redeal(g, d, redeal_reasons(g, d, a.seat)[0], a.seat)
    elif d.phase == AUCTION:
        events = _apply_auction(g, d, a)
    elif d.phase in (TALON, CONTRACT) and a.kind != "play":
        events = _apply_exchange(g, d, a)
    else:
        events = _apply_play(g, d, a)
    if d.phase == DONE and g.auto_deal and not g.over:
        events += _deal_on(g)
    return events


def _deal_on(g: GameState) -> list[Event]:
    events = start_deal(g)
    while g.deals[-1].phase == DONE and not g.over:
        events += start_deal(g)  # a mandatory redeal (four aces, a bottom jack) ends a deal at once
    return events


def continue_game(g: GameState) -> list[Event]:
    """Go on dealing after a replay: deal the next deal if the last one is finished."""
    g.auto_deal = True
    if not g.over and (g.deal is None or g.deal.phase == DONE):
        return _deal_on(g)
    return []


def explain(g: GameState, a: Action) -> Refusal | None:
    """Why the rules refuse this action (a Refusal: an id and params; ``str()`` says it in English);
    None when it is legal."""
    d = g.deal
    if g.over or d is None or d.phase == DONE:
        return _no_game(g)
    try:
        _check(g, d, a)
    except IllegalAction as e:
        return e.refusal or Refusal.of("not_possible", seat=a.seat, kind=a.kind)
    return None


def _no_game(g: GameState) -> Refusal:
    return Refusal.of("game_over" if g.over else "no_deal")


def _check(g: GameState, d: Deal, a: Action) -> Action:
    if not isinstance(a.seat, int) or not 0 <= a.seat < g.players:
        raise IllegalAction(Refusal.of("no_such_seat", seat=a.seat))
    if a.seat not in d.seats:
        raise IllegalAction(Refusal.of("sits_out", seat=a.seat))
    if a.kind == "play" and a.announce is True:
        if announcement(g, d, a.seat, a.value) is None:
            raise IllegalAction(Refusal.of("cannot_announce", seat=a.seat, card=C.name(a.value)))
        a = Action(a.seat, a.kind, a.value, None, a.trump)
    if a.kind == "play" and a.announce is False and announcement(g, d, a.seat, a.value) is None:
        a = Action(a.seat, a.kind, a.value, None, a.trump)  # nothing to keep quiet about
    if _is_legal(g, d, a):
        return a
    raise IllegalAction(explain_illegal(g, d, a))


def _is_legal(g: GameState, d: Deal, a: Action) -> bool:
    """Is this action among ``legal_actions(g, a.seat)``? Each kind asks the rule that lists it, so
    a give is checked without listing every pair."""
    s, kind = a.seat, a.kind
    if kind == "play" and a.announce is None and a.trump is None:
        return plays_now(d, s) and isinstance(a.value, int) and legal_play_mask(g, d, s) >> a.value & 1 == 1
    if kind == "give":
        return may_give(g, d, s, a.value)
    if kind == "talon":
        return may_take_talon(g, d, s, a.value)
    if kind in ("discard", "discard_give"):
        return may_discard(g, d, s, kind, a.value)
    if kind == "contract":
        return a.value in contract_options(g, d, s)
    if kind in ("bid", "blind", "pass"):
        if d.phase != AUCTION:
            return False
        bids, blinds, can_pass, _ = _auction_options(g, d, s)
        return can_pass if kind == "pass" else a.value in (bids if kind == "bid" else blinds)
    return a in legal_actions(g, s)
