"""The stock games' machinery, written once for Sixty-Six and Draw 1000: two seats, a drawing stock,
the trick's winner draws first; no duty to follow while the stock lasts, then (stock empty or closed)
follow suit and, unable, trump. The games' modules add their own deal, actions and scoring.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from .. import cards as C
from ..actions import Action, Event, EventKind, IllegalAction, Refusal
from ..agreements import Rules
from ..phase import DONE, PLAY, Phase
from ..seat_view import SeatView, public_record
from ..tricks import trick_winner


@dataclass(slots=True)
class StockDeal:
    dealer: int
    seats: list[int]  # [the first leader (the dealer's opponent), the dealer]
    order: dict  # seat -> the cards dealt to it in order; "stock" -> the stock in drawing order
    dealt: dict[int, int]  # seat -> mask as dealt
    stock: list[int]  # the cards still to draw, the next first (Sixty-Six: the turned trump is the last)
    hands: dict[int, int] = field(default_factory=dict)
    sitter: None = None  # nobody sits out (the readers of a 1000 deal ask)
    turned: int | None = None  # Sixty-Six: the trump card turned up, while it lies beside the stock
    trump: int | None = None  # the trump suit
    closed_by: int | None = None
    closer_opponent_tricks: int = 0  # the tricks the closer's opponent had taken when the stock was closed
    closer_opponent_points: int = 0  # and his points that counted then (Schnapsen scores the closer by them)
    # Sixty-Six's close before drawing: the trick's winner decides (draw or close) before anyone draws;
    # ``drawing`` is that winner while his choice waits, ``draws_chosen`` whether this deal plays so
    drawing: int | None = None
    draws_chosen: bool = False
    actions: list[Action] = field(default_factory=list)
    phase: Phase = PLAY
    turn: int | None = None
    trick: list = field(default_factory=list)  # [(seat, card)]
    leader: int | None = None
    tricks_played: int = 0
    card_points: dict[int, int] = field(default_factory=dict)
    marriages: dict[int, int] = field(default_factory=dict)  # announced marriages' points (counted or not)
    tricks_won: dict[int, int] = field(default_factory=dict)
    last_trick: list = field(default_factory=list)
    play_log: list = field(default_factory=list)  # (seat, card, led suit or None, trump then, strict then)
    announced: list = field(default_factory=list)  # (seat, suit, points)
    played: int = 0  # every card played so far (a mask)
    # seat -> the cards of its hand both seats know (a marriage's partner, the turned trump drawn or
    # exchanged): public, so every view shows them
    shown: dict[int, int] = field(default_factory=lambda: {0: 0, 1: 0})
    out_by: int | None = None  # Sixty-Six: who announced 66
    result: str | None = None
    summary: dict | None = None

    @property
    def strict(self) -> bool:
        """Follow suit and trump: the stock is empty or closed."""
        return not self.stock or self.closed_by is not None


@dataclass(slots=True)
class StockGame:
    """A game of two at a stock game: what every driver, view and record reads of a game."""

    rules: Rules
    players: int
    names: list[str]
    scores: list[int]
    dealer: int
    rng: random.Random
    start: dict = field(default_factory=dict)
    deals: list[StockDeal] = field(default_factory=list)
    carried: int = 0  # Sixty-Six: game points carried to the next hand's winner
    over: bool = False
    winners: list[int] = field(default_factory=list)
    auto_deal: bool = True
    quiet: bool = False
    opening_events: list = field(default_factory=list)

    @property
    def deal(self) -> StockDeal | None:
        return self.deals[-1] if self.deals else None

    @property
    def winner(self) -> int | None:
        return self.winners[0] if self.winners else None

    @property
    def phase(self) -> Phase:
        return Phase.OVER if self.over else (self.deal.phase if self.deal else DONE)


def new_state(rules: Rules, players: int, seed, dealer: int, names, start, auto_deal: bool) -> StockGame:
    if players != 2:
        raise ValueError("this game is played by two")
    if not (isinstance(dealer, int) and not isinstance(dealer, bool) and dealer in (0, 1)):
        raise ValueError("dealer must be a seat 0..1")
    start = dict(start or {})
    scores = start.get("scores", [0, 0])
    if not (isinstance(scores, list) and len(scores) == 2 and all(type(x) is int for x in scores)):
        raise ValueError("start.scores must hold two whole numbers")
    return StockGame(
        rules=rules,
        players=2,
        names=list(names) if names else ["Player 1", "Player 2"],
        scores=list(scores),
        dealer=dealer,
        rng=C.shuffler(seed),
        start=start,
        auto_deal=auto_deal,
    )


def shuffled(g: StockGame) -> list[int]:
    pack = list(range(24))
    g.rng.shuffle(pack)
    return pack


def open_deal(g: StockGame, hands: dict[int, list[int]], stock: list[int]) -> StockDeal:
    """A deal of these cards (seat -> cards in the order dealt; the stock in drawing order), the
    dealer's opponent to lead."""
    first = 1 - g.dealer
    d = StockDeal(
        dealer=g.dealer,
        seats=[first, g.dealer],
        order={0: list(hands[0]), 1: list(hands[1]), "stock": list(stock)},
        dealt={s: C.mask(hands[s]) for s in (0, 1)},
        stock=list(stock),
    )
    d.hands = dict(d.dealt)
    for s in (0, 1):
        d.card_points[s] = d.marriages[s] = d.tricks_won[s] = 0
    d.turn = d.leader = first
    g.deals.append(d)
    return d


def dealt_events(d: StockDeal) -> list[Event]:
    events = [Event(EventKind.DEALT, None, {"dealer": d.dealer, "seats": list(d.seats), "stock": len(d.stock)})]
    return events + [Event(EventKind.HAND, s, {"cards": C.names(C.mask(d.order[s]))}, to=s) for s in (0, 1)]


def play_rule(d: StockDeal, seat: int, head: bool = False) -> tuple[int, str | None]:
    """The cards this seat may play now and the rule that holds back the rest (a refusal id): any
    card to lead or while the stock lasts; then follow suit, else trump, else any card. ``head``:
    following suit, a card that beats the lead if he has one (Schnapsen's tables)."""
    hand = d.hands[seat]
    if not d.trick or not d.strict:
        return hand, None
    led = d.trick[0][1]
    follow = hand & C.SUIT_MASK[C.suit(led)]
    higher = follow & ~((1 << (led + 1)) - 1)  # a card's index is above every lower one of its suit
    if head and higher:
        return higher, "must_beat"
    if follow:
        return follow, "must_follow_suit"
    trumps = hand & C.SUIT_MASK[d.trump] if d.trump is not None else 0
    if trumps:
        return trumps, "must_trump"
    return hand, None


def play_refusal(d: StockDeal, a: Action, head: bool = False) -> Refusal:
    """Why this card may not be played now (the seat is to play)."""
    if not isinstance(a.value, int) or not 0 <= a.value < 24 or not d.hands[a.seat] >> a.value & 1:
        card = C.name(a.value) if isinstance(a.value, int) and 0 <= a.value < 24 else str(a.value)
        return Refusal.of("not_held", seat=a.seat, cards=[card])
    allowed, rule = play_rule(d, a.seat, head)
    if rule is not None and not allowed >> a.value & 1:
        return Refusal.of(rule, seat=a.seat, cards=C.names(allowed))
    return Refusal.of("not_possible", seat=a.seat, kind=a.kind)


def show_cards(d: StockDeal, seat: int, cards: int) -> None:
    """These cards of the seat's hand are now known to both (a marriage announced, a card taken up)."""
    d.shown[seat] |= cards & d.hands[seat]


def put_card(d: StockDeal, seat: int, c: int, trump_duty: bool = True) -> list[Event]:
    """A card to the trick (already checked). ``trump_duty``: a seat void in the suit led must trump
    in the strict play; without that duty (Sixty-Six's seed reading) a card of another suit says
    nothing of his trumps, so the log keeps no trump for ``voids`` to infer from."""
    led = C.suit(d.trick[0][1]) if d.trick else None
    d.play_log.append((seat, c, led, d.trump if trump_duty else None, d.strict))
    d.hands[seat] &= ~C.bit(c)
    d.played |= C.bit(c)
    d.shown[seat] &= ~C.bit(c)
    d.trick.append((seat, c))
    d.turn = 1 - seat
    return [Event(EventKind.CARD_PLAYED, seat, {"card": C.name(c)})]


def take_trick(d: StockDeal) -> tuple[int, list[Event]]:
    """The trick's winner takes it and leads next."""
    winner = trick_winner(d.trick, d.trump)
    points = sum(C.POINTS[c] for _, c in d.trick)
    d.card_points[winner] += points
    d.tricks_won[winner] += 1
    d.tricks_played += 1
    d.last_trick = list(d.trick)
    d.trick = []
    d.turn = d.leader = winner
    return winner, [
        Event(EventKind.TRICK_TAKEN, winner, {"cards": C.names([c for _, c in d.last_trick]), "points": points})
    ]


def draw(d: StockDeal, winner: int) -> list[Event]:
    """After a trick, while the stock is open: the winner draws first, then his opponent. A card
    is told to its drawer only, but the turned-up trump is public."""
    events: list[Event] = []
    d.drawing = None
    if d.closed_by is not None:
        return events
    for s in (winner, 1 - winner):
        if not d.stock:
            break
        c = d.stock.pop(0)
        d.hands[s] |= C.bit(c)
        if c == d.turned:
            d.turned = None
            d.shown[s] |= C.bit(c)
            events.append(Event(EventKind.DREW, s, {"card": C.name(c), "stock": len(d.stock), "turned": True}))
        else:
            events.append(Event(EventKind.DREW, s, {"card": C.name(c), "stock": len(d.stock)}, to=s))
            events.append(Event(EventKind.DREW, s, {"stock": len(d.stock)}, to=1 - s))
    return events


def to_act(g: StockGame) -> int | None:
    d = g.deal
    if g.over or d is None or d.phase == DONE:
        return None
    return d.turn


def check(g: StockGame, a: Action) -> Refusal | None:
    """The refusals every stock game shares (no game, no seat); None: the game's own rules decide."""
    d = g.deal
    if g.over or d is None or d.phase == DONE:
        return Refusal.of("game_over" if g.over else "no_deal")
    if not isinstance(a.seat, int) or isinstance(a.seat, bool) or a.seat not in (0, 1):
        return Refusal.of("no_such_seat", seat=a.seat)
    return None


def must_be_legal(refusal: Refusal | None) -> None:
    if refusal is not None:
        raise IllegalAction(refusal)


def voids(d: StockDeal) -> dict:
    """Public facts of the strict play: who showed out of a suit (and so of trumps when he did not trump)."""
    out: dict = {}
    for seat, c, led, trump, strict in d.play_log:
        if led is None or not strict or C.suit(c) == led:
            continue
        out.setdefault(seat, set()).add(led)
        if trump is not None and C.suit(c) != trump:
            out[seat].add(trump)
    return out


def blind_choices(g: StockGame) -> set[int]:
    """No blind bids at a stock game: no seat has its hand kept from it (engine.hidden)."""
    return set()


blind_hands = blind_choices


def viewed_seat(seat) -> int:
    if seat not in (0, 1) or isinstance(seat, bool):
        raise ValueError(f"there is no seat {seat!r} at a table of two")
    return seat


def seat_view(g: StockGame, seat: int, legal: list[Action], extra: dict) -> SeatView:
    d = g.deal
    if d is None:
        raise ValueError("no deal to view: the game has not been dealt")
    return SeatView(
        seat=seat,
        players=2,
        rules=g.rules,
        dealer=d.dealer,
        seats=list(d.seats),
        phase=g.phase,
        turn=to_act(g),
        hand=d.hands[seat],
        hand_counts={s: C.count(d.hands[s]) for s in (0, 1)},
        talon=None,
        talon_seen_by_all=False,
        bid=0,
        high=None,
        passed=[],
        blind_seats=[],
        declarer=None,
        contract=None,
        given_to_me=None,
        trick=list(d.trick),
        last_trick=list(d.last_trick),
        leader=d.leader,
        trump=d.trump,
        tricks_played=d.tricks_played,
        played=d.played,
        voids=voids(d),
        card_points=dict(d.card_points),
        marriages=dict(d.marriages),
        announced=list(d.announced),
        scores=list(g.scores),
        legal=legal,
        history=[public_record(a, seat) for a in d.actions],
        stock=len(d.stock),
        turned=d.turned,
        closed=d.closed_by is not None,
        extra={**extra, "shown": [C.names(d.shown[0]), C.names(d.shown[1])]},
    )


def deal_record(d: StockDeal) -> dict:
    return {
        "dealer": d.dealer,
        "hands": [C.names(d.order[s]) for s in (0, 1)],
        "stock": C.names(d.order["stock"]),
        "actions": [a.to_record() for a in d.actions],
    }


class RecordProblem(ValueError):
    """A record's deal that cannot be dealt (engine.record turns it into a RecordError)."""


def check_deal_header(g: StockGame, i: int, raw, error) -> None:
    """A record's deal is an object, the game is not won yet, and the dealer is the one due."""
    if not isinstance(raw, dict):
        raise error("a deal must be an object", i)
    if g.over:
        raise error("the game was already won before this deal", i)
    dealer = raw.get("dealer")
    if dealer != g.dealer or isinstance(dealer, bool):
        raise error(f"the dealer must be seat {g.dealer}, not {dealer!r}", i)


def read_cards(raw: dict, hand_size: int, stock_size: int) -> tuple[dict[int, list[int]], list[int]]:
    """A record's hands and stock, checked: the sizes, and every card once."""
    hands_raw = raw.get("hands")
    if not (isinstance(hands_raw, list) and len(hands_raw) == 2):
        raise RecordProblem("hands must list 2 hands")
    hands = {s: C.parse_list(h, f"hand of seat {s}") for s, h in enumerate(hands_raw)}
    stock = C.parse_list(raw.get("stock"), "stock")
    for s, cs in hands.items():
        if len(cs) != hand_size:
            raise RecordProblem(f"seat {s} must be dealt {hand_size} cards, not {len(cs)}")
    if len(stock) != stock_size:
        raise RecordProblem(f"the stock must hold {stock_size} cards, not {len(stock)}")
    seen: set[int] = set()
    for c in hands[0] + hands[1] + stock:
        if c in seen:
            raise RecordProblem(f"card {C.name(c)} is dealt twice")
        seen.add(c)
    return hands, stock


def replay_actions(g: StockGame, i: int, raw: dict, last: bool, apply, on_events, error) -> None:
    """Play a record's actions of deal ``i`` through ``apply``; ``error(message, deal, action)``
    makes the record's error."""
    d = g.deal
    assert d is not None
    actions = raw.get("actions", [])
    if not isinstance(actions, list):
        raise error("actions must be a list", i, None)
    for j, rec in enumerate(actions):
        if d.phase == DONE:
            raise error(f"the deal is already over ({d.result})", i, j)
        try:
            events = apply(g, Action.from_record(rec))
        except IllegalAction as e:
            raise error(str(e), i, j) from None
        if on_events:
            on_events(events)
    if d.phase != DONE and not last:
        raise error("the deal is unfinished but more deals follow", i, None)
