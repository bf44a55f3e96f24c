"""German 1001 (Tausendeins) and Austrian Russeln: two three-player cousins of 1000 (001's "1001" and
"Russeln" sections, issue 30), one set of rules with the two games as its parameters (``VARIANTS``).

Both deal every card but the talon, hold one auction in tens, and play tricks to the high bidder's
lead with marriages that score and make trumps when a leader announces them; the bidder scores all he
took if he made his bid, else minus the bid; the others score what they took; every deal score is
rounded to ten. They differ in the pack (1001 drops the nines), the talon (1001's two cards, which the
bidder takes and replaces with two discards that count for him; Russeln has none), the marriages'
values, the lowest bid and the play duty (Russeln: beat the highest card so far, trump when void).

The engine's cards, trick winner, actions, events, refusals, ``Deal``, ``GameState`` and ``SeatView``
are used as they are; docs/rules.md says how the seed's open questions are read.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass

from .. import cards as C
from ..actions import Action, Event, EventKind, IllegalAction, Refusal
from ..agreements import GAMES, Rules
from ..phase import AUCTION, DONE, PLAY, TALON
from ..record_errors import RecordError
from ..registry import register
from ..seat_view import SeatView, public_record
from ..tricks import MARRIAGE_VALUES, round_to, trick_winner
from .thousand.state import Deal, GameState

SEATS = (3,)
STEP = 10  # 001: "Bidding is in multiples of 10" (both games)
MAX_BID = 400  # every card point (120) and all four marriages (280): no deal can take more


@dataclass(frozen=True)
class Variant:
    pack: int  # the cards dealt, as a mask
    hand: int  # cards per player
    talon: int  # cards to the talon
    marriages: dict  # suit -> a marriage's value
    least: int  # the lowest bid
    must_beat: bool  # follow suit and beat the highest card so far; void, trump (and beat a trump)


VARIANTS = {
    # 001: "It is played with a 20-card pack without nines." (the pack: data/games.toml) "clubs=100,
    # spades=80, hearts=60, diamonds=40." "Six cards are dealt to each player and two to the talon."
    # "the minimum being 40."
    "tausendeins": Variant(GAMES["tausendeins"].pack, 6, 2, MARRIAGE_VALUES["clubs_high"], 40, False),
    # 001: "It is played with 24 cards with the usual card values, and the marriages are worth 100 for
    # hearts, 80 for diamonds, 60 for spades and 40 for clubs. Each of the three players receives 8
    # cards, and there is no talon. ... in multiples of 10 with no minimum." (the lowest bid is one step;
    # spades above clubs, unlike 1000's 60 for clubs and 40 for spades)
    "russeln": Variant(
        GAMES["russeln"].pack, 8, 0, {C.HEARTS: 100, C.DIAMONDS: 80, C.SPADES: 60, C.CLUBS: 40}, STEP, True
    ),
}


def variant(g) -> Variant:
    return VARIANTS[g.rules.game]


def target(rules: Rules) -> int:
    """1001's 1000, which a winner must pass; Russeln's agreed target, which a winner must reach."""
    return rules.russeln_target if rules.game == "russeln" else 1000


def has_won(rules: Rules, total: int) -> bool:
    """1001: "the first player whose cumulative score becomes **more than** 1000"; Russeln: "the player
    who first reaches or exceeds the agreed target score"."""
    return total >= rules.russeln_target if rules.game == "russeln" else total > 1000


# ---------------------------------------------------------------- the game and the deal


def new_game(
    rules: Rules,
    players: int = 3,
    seed: int | None = None,
    dealer: int = 0,
    names: list[str] | None = None,
    start: dict | None = None,
    auto_deal: bool = True,
) -> GameState:
    if players != 3:
        raise ValueError(f"{'1001' if rules.game == 'tausendeins' else 'Russeln'} is played by 3 players")
    if not (isinstance(dealer, int) and not isinstance(dealer, bool) and 0 <= dealer < 3):
        raise ValueError("dealer must be a seat 0..2")
    start = dict(start or {})
    scores = start.get("scores", [0, 0, 0])
    if not (isinstance(scores, list) and len(scores) == 3 and all(_whole(x) for x in scores)):
        raise ValueError("start.scores must list one whole number per seat")
    g = GameState(
        rules=rules,
        players=3,
        names=list(names) if names else [f"Player {i + 1}" for i in range(3)],
        scores=list(scores),
        zeros=[0] * 3,
        zero_streak=[0] * 3,
        rospis=[0] * 3,
        spisat=[0] * 3,
        barrel=[None] * 3,
        barrel_falls=[0] * 3,
        barrel_timeouts=[0] * 3,
        start=start,
        dealer=dealer,
        rng=C.shuffler(seed),
        auto_deal=auto_deal,
    )
    if auto_deal:
        g.opening_events = start_deal(g)
    return g


def _whole(x) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def start_deal(g: GameState, hands: dict[int, list[int]] | None = None, talon: list[int] | None = None) -> list[Event]:
    """Deal (from the rng, or the cards a record gives): each hand, then the talon; the player at the
    dealer's left speaks first."""
    if g.over:
        raise IllegalAction(Refusal.of("game_over"))
    v = variant(g)
    seats = [(g.dealer + i) % 3 for i in (1, 2, 3)]
    if hands is None:
        pack = C.cards_of(v.pack)
        g.rng.shuffle(pack)
        hands = {s: pack[i * v.hand : (i + 1) * v.hand] for i, s in enumerate(seats)}
        talon = pack[3 * v.hand :]
    order: dict[int | str, list[int]] = {s: list(hands[s]) for s in range(3)}
    order["talon"] = list(talon or [])
    d = Deal(
        dealer=g.dealer,
        seats=seats,
        sitter=None,
        order=order,
        dealt={s: C.mask(hands[s]) for s in range(3)},
        talon=C.mask(talon or []),
    )
    d.hands = dict(d.dealt)
    for s in seats:
        d.card_points[s] = d.marriages[s] = d.tricks_won[s] = 0
    d.turn = seats[0]
    g.deals.append(d)
    if g.quiet:
        return []
    events = [Event(EventKind.DEALT, None, {"dealer": d.dealer, "seats": list(seats), "sitter": None})]
    return events + [Event(EventKind.HAND, s, {"cards": C.names(C.mask(order[s]))}, to=s) for s in seats]


def _deal_on(g: GameState) -> list[Event]:
    if g.over or not g.auto_deal:
        return []
    return start_deal(g)


def continue_game(g: GameState) -> list[Event]:
    g.auto_deal = True
    if not g.over and (g.deal is None or g.deal.phase == DONE):
        return start_deal(g)
    return []


def to_act(g: GameState) -> int | None:
    d = g.deal
    if g.over or d is None or d.phase == DONE:
        return None
    return d.turn


# ---------------------------------------------------------------- the auction


def least_bid(g: GameState, d: Deal) -> int:
    return variant(g).least if d.high is None else d.bid + STEP


def may_pass(g: GameState, d: Deal, seat: int) -> bool:
    """Every seat may pass but the first to speak, who opens the bidding under forehand_must_bid (as
    1000's forehand must bid 100)."""
    return not (g.rules.forehand_must_bid and d.high is None and seat == d.seats[0])


def _auction_actions(g: GameState, d: Deal, seat: int) -> list[Action]:
    out = [Action(seat, "bid", b) for b in range(least_bid(g, d), MAX_BID + 1, STEP)]
    if may_pass(g, d, seat):
        out.append(Action(seat, "pass"))
    return out


def _next_bidder(d: Deal, seat: int) -> int:
    i = d.seats.index(seat)
    for k in (1, 2):
        s = d.seats[(i + k) % 3]
        if s not in d.passed:
            return s
    return seat


def _apply_auction(g: GameState, d: Deal, a: Action) -> list[Event]:
    quiet = g.quiet
    events = []
    if a.kind == "pass":
        d.passed.add(a.seat)
        if not quiet:
            events.append(Event(EventKind.PASSED, a.seat))
    else:
        d.bid, d.high = a.value, a.seat
        d.bids[a.seat] = a.value
        if not quiet:
            events.append(Event(EventKind.BID, a.seat, {"bid": a.value, "blind": False}))
    if len(d.passed) == 3:
        return events + _throw_in(g, d)
    if len(d.passed) == 2 and d.high is not None:
        return events + _auction_won(g, d)
    d.turn = _next_bidder(d, a.seat)
    return events


def _auction_won(g: GameState, d: Deal) -> list[Event]:
    declarer = d.high
    assert declarer is not None
    d.declarer, d.contract, d.contract_set = declarer, d.bid, True
    events = [Event(EventKind.CONTRACT_WON, declarer, {"bid": d.bid, "blind": False, "golden": False})]
    d.turn = declarer
    if not variant(g).talon:
        return events + _start_play(d)
    # 001: "The high bidder takes the talon": face down, only he sees it
    d.phase = TALON
    d.hands[declarer] |= d.talon
    events.append(Event(EventKind.TALON_TAKEN, declarer, {"count": C.count(d.talon)}))
    events.append(Event(EventKind.TALON_CARDS, declarer, {"cards": C.names(d.talon)}, to=declarer))
    return events


def _throw_in(g: GameState, d: Deal) -> list[Event]:
    """Everybody passed (forehand_must_bid off): nobody plays, the next dealer deals."""
    d.phase, d.result, d.turn = DONE, "redeal", None
    events = [Event(EventKind.REDEAL, None, {"reason": "all_passed"})]
    d.summary = _summary(g, d, list(g.scores), {})
    events.append(Event(EventKind.DEAL_SCORED, None, dict(d.summary)))
    g.dealer = (g.dealer + 1) % 3
    return events + _deal_on(g)


# ---------------------------------------------------------------- 1001's discard


def _discard_actions(d: Deal, seat: int) -> list[Action]:
    hand = C.cards_of(d.hands[seat])
    return [Action(seat, "discard", (x, y)) for x in hand for y in hand if x != y]


def _apply_discard(g: GameState, d: Deal, a: Action) -> list[Event]:
    """001: "discards two cards face down, which count for him and leads to the first trick"."""
    seat = a.seat
    d.discarded = C.mask(a.value)
    d.hands[seat] &= ~d.discarded
    events = [
        Event(EventKind.DISCARDED, seat, {"cards": C.names(list(a.value))} if s == seat else {"count": 2}, to=s)
        for s in d.seats
    ]
    return events + _start_play(d)


def _start_play(d: Deal) -> list[Event]:
    d.phase = PLAY
    d.turn = d.leader = d.declarer
    return [Event(EventKind.PLAY_STARTED, d.declarer, {"contract": d.contract})]


# ---------------------------------------------------------------- the play


def marriage_lead(d: Deal, seat: int, c: int) -> bool:
    """Does leading this card announce a marriage? 001: "A king-queen pair can be announced by the
    leader to any trick" (1001); Russeln: declared before leading. Announced by leading its king or
    queen, as in 1000, at any trick, the first included."""
    if d.trick or C.rank(c) not in (C.KING, C.QUEEN):
        return False
    pair = C.MARRIAGE_MASK[C.suit(c)]
    return d.hands[seat] & pair == pair


def play_rule(g: GameState, d: Deal, seat: int) -> tuple[int, str | None]:
    """The cards this seat may play now and the rule that holds back the rest (a refusal id). 1001:
    "Players must follow suit if they can, and if unable may play any card." Russeln (issue 30):
    "follow suit and beat the highest card so far if possible"; void, a trump, beating a trump already
    played if possible (russeln_void_trumps; docs/rules.md)."""
    hand = d.hands[seat]
    if not d.trick:
        return hand, None
    led = C.suit(d.trick[0][1])
    follow = hand & C.SUIT_MASK[led]
    must_beat = variant(g).must_beat
    best = _best_card(d)
    if follow:
        higher = follow & _above(best) if must_beat and C.suit(best) == led else 0
        return (higher, "must_beat") if higher else (follow, "must_follow_suit")
    void_trumps = must_beat and g.rules.russeln_void_trumps
    if not void_trumps or d.trump is None or not hand & C.SUIT_MASK[d.trump]:
        return hand, None
    trumps = hand & C.SUIT_MASK[d.trump]
    over = trumps & _above(best) if C.suit(best) == d.trump else 0
    return (over, "must_beat") if over else (trumps, "must_trump")


def _best_card(d: Deal) -> int:
    winner = trick_winner(d.trick, d.trump)
    return next(c for s, c in d.trick if s == winner)


def _above(c: int) -> int:
    """The cards of c's suit that beat it."""
    return C.SUIT_MASK[C.suit(c)] & ~((1 << (c + 1)) - 1)


def _play_actions(g: GameState, d: Deal, seat: int) -> list[Action]:
    out = []
    for c in C.cards_of(play_rule(g, d, seat)[0]):
        out.append(Action(seat, "play", c))
        if marriage_lead(d, seat, c):
            out.append(Action(seat, "play", c, announce=False))
    return out


def _apply_play(g: GameState, d: Deal, a: Action) -> list[Event]:
    quiet = g.quiet
    events = []
    seat, c = a.seat, a.value
    announcing = a.announce is not False and marriage_lead(d, seat, c)
    d.hands[seat] &= ~(1 << c)
    d.trick.append((seat, c))
    if not quiet:
        events.append(Event(EventKind.CARD_PLAYED, seat, {"card": C.name(c)}))
    if announcing:
        events += _announce(g, d, seat, C.suit(c))
    d.play_log.append((seat, c, C.suit(d.trick[0][1]) if len(d.trick) > 1 else None, d.trump))
    if len(d.trick) < 3:
        d.turn = d.seats[(d.seats.index(seat) + 1) % 3]
        return events
    trick, winner = d.trick, trick_winner(d.trick, d.trump)
    pts = C.points(C.mask(x for _, x in trick))
    d.card_points[winner] += pts
    d.tricks_won[winner] += 1
    d.last_trick, d.trick = trick, []
    d.tricks_played += 1
    d.turn = d.leader = winner
    if not quiet:
        events.append(Event(EventKind.TRICK_TAKEN, winner, {"points": pts, "cards": [C.name(x) for _, x in trick]}))
    if not d.hands[winner]:
        events += _settle(g, d)
    return events


def _announce(g: GameState, d: Deal, seat: int, s: int) -> list[Event]:
    """The marriage scores its value for the leader and its suit becomes trumps (001's Russeln:
    "declared before leading scores and makes trumps"; 1001 read so too unless the table plays
    without trumps, tausendeins_trumps; docs/rules.md)."""
    value = variant(g).marriages[s]
    d.marriages[seat] += value
    d.announced.append((seat, C.SUITS[s], value))
    events = [Event(EventKind.MARRIAGE_ANNOUNCED, seat, {"suit": C.SUITS[s], "points": value})]
    if g.rules.game == "tausendeins" and not g.rules.tausendeins_trumps:
        return events
    d.trump, d.trump_owner = s, seat
    return events + [Event(EventKind.TRUMP_CHANGED, seat, {"suit": C.SUITS[s]})]


# ---------------------------------------------------------------- scoring and the end


def taken_points(d: Deal) -> dict[int, int]:
    """What each seat took: its tricks' card points and its marriages; the bidder's discard counts
    for him (001: "discards two cards face down, which count for him")."""
    out = {s: d.card_points[s] + d.marriages[s] for s in d.seats}
    if d.declarer is not None:
        out[d.declarer] += C.points(d.discarded)
    return out


def deal_scores(d: Deal) -> dict[int, int]:
    """001: "Scores are rounded to the nearest 10. If the bidder wins, he scores all the points he
    takes; if he loses he scores minus his bid." The others score what they took (Russeln's rule, 1001
    read so too). Whether the bidder made it is his points as taken against the bid, before rounding."""
    declarer, bid = d.contract_of()
    taken = taken_points(d)
    out = {s: round_to(taken[s], STEP) for s in d.seats}
    if taken[declarer] < bid:
        out[declarer] = -bid
    return out


def _settle(g: GameState, d: Deal) -> list[Event]:
    declarer, bid = d.contract_of()
    old = list(g.scores)
    taken = taken_points(d)
    for s, delta in deal_scores(d).items():
        g.scores[s] += delta
    d.phase, d.turn = DONE, None
    d.result = "made" if taken[declarer] >= bid else "failed"
    d.summary = _summary(g, d, old, taken)
    events = [Event(EventKind.DEAL_SCORED, None, dict(d.summary))]
    _check_end(g, declarer)
    if g.over:
        events.append(Event(EventKind.GAME_WON, g.winner, {"winners": list(g.winners)}))
    g.dealer = (g.dealer + 1) % 3
    return events + _deal_on(g)


def _check_end(g: GameState, declarer: int) -> None:
    """1001: more than 1000; Russeln: the agreed target reached (``has_won``). When several get there
    in one deal, 001's rule for the same case in 1000 decides: "the bidder wins even if the defender's
    score is higher", else the higher score, and equal scores share the victory."""
    done = [s for s in range(3) if has_won(g.rules, g.scores[s])]
    if not done:
        return
    if declarer in done:
        g.winners = [declarer]
    else:
        top = max(g.scores[s] for s in done)
        g.winners = [s for s in done if g.scores[s] == top]
    g.over = True


def _summary(g: GameState, d: Deal, old: list, taken: dict) -> dict:
    return {
        "declarer": d.declarer,
        "contract": d.contract,
        "result": d.result,
        "taken": [taken.get(s, 0) for s in range(3)],
        "delta": [g.scores[s] - old[s] for s in range(3)],
        "totals": list(g.scores),
    }


# ---------------------------------------------------------------- the public interface


def legal_actions(g: GameState, seat: int | None = None) -> list[Action]:
    d = g.deal
    if g.over or d is None or d.phase == DONE:
        return []
    out: list[Action] = []
    for s in [seat] if seat is not None else d.seats:
        if s != d.turn:
            continue
        if d.phase == AUCTION:
            out += _auction_actions(g, d, s)
        elif d.phase == TALON:
            out += _discard_actions(d, s)
        else:
            out += _play_actions(g, d, s)
    return out


def explain(g: GameState, a: Action) -> Refusal | None:
    """Why the rules refuse this action; None when it is legal (exactly the actions legal_actions
    lists, an announce=True lead of a marriage's card included as the plain lead it is)."""
    d = g.deal
    if g.over or d is None or d.phase == DONE:
        return Refusal.of("game_over" if g.over else "no_deal")
    if not _whole(a.seat) or not 0 <= a.seat < 3:
        return Refusal.of("no_such_seat", seat=a.seat)
    if a.kind in ("bid", "pass"):
        return _explain_bid(g, d, a)
    if a.kind == "discard":
        return _explain_discard(d, a)
    if a.kind == "play":
        return _explain_play(g, d, a)
    return Refusal.of("not_possible", seat=a.seat, kind=a.kind)


def _explain_bid(g: GameState, d: Deal, a: Action) -> Refusal | None:
    if d.phase != AUCTION:
        return Refusal.of("auction_over")
    if a.seat != d.turn:
        return Refusal.of("not_turn_to_bid", seat=a.seat, turn=d.turn)
    least = least_bid(g, d)
    if a.kind == "pass":
        return None if may_pass(g, d, a.seat) else Refusal.of("must_open", seat=a.seat, least=least)
    if not _whole(a.value):
        return Refusal.of("not_possible", seat=a.seat, kind=a.kind)
    if a.value < least:
        return Refusal.of("bid_too_low", least=least)
    if a.value > MAX_BID:
        return Refusal.of("bid_too_high", seat=a.seat, most=MAX_BID)
    if a.value % STEP:
        return Refusal.of("bid_step", step=STEP)
    return None


def _explain_discard(d: Deal, a: Action) -> Refusal | None:
    if d.phase != TALON or a.seat != d.declarer:
        return Refusal.of("discard_not_now")
    pair = a.value
    if not (isinstance(pair, tuple) and len(pair) == 2 and all(_whole(c) and 0 <= c < 24 for c in pair)):
        return Refusal.of("not_possible", seat=a.seat, kind=a.kind)
    if pair[0] == pair[1]:
        return Refusal.of("discard_same_card")
    missing = [c for c in pair if not d.hands[a.seat] >> c & 1]
    if missing:
        return Refusal.of("not_held", seat=a.seat, cards=C.names(missing))
    return None


def _explain_play(g: GameState, d: Deal, a: Action) -> Refusal | None:
    if d.phase == AUCTION:
        return Refusal.of("play_in_auction", seat=a.seat)
    if d.phase == TALON:
        return Refusal.of("play_in_exchange", seat=a.seat)
    if a.seat != d.turn:
        return Refusal.of("not_turn_to_play", seat=a.seat, turn=d.turn)
    c = a.value
    if not (_whole(c) and 0 <= c < 24) or a.trump is not None:
        return Refusal.of("not_possible", seat=a.seat, kind=a.kind)
    if not d.hands[a.seat] >> c & 1:
        return Refusal.of("not_held", seat=a.seat, cards=[C.name(c)])
    if a.announce is True and not marriage_lead(d, a.seat, c):
        return Refusal.of("cannot_announce", seat=a.seat, card=C.name(c))
    allowed, rule = play_rule(g, d, a.seat)
    if not allowed >> c & 1:
        # the rule that holds the card back (Russeln's must_beat written out: tests/engine/test_refusal.py
        # finds the ids the engine produces in its Refusal.of calls)
        return Refusal.of(
            "must_beat" if rule == "must_beat" else rule or "not_possible",
            seat=a.seat,
            cards=C.names(allowed),
            kind=a.kind,
        )
    return None


def _normal(d: Deal, a: Action) -> Action:
    """A lead's announce flag as legal_actions lists it: True is the plain lead (which announces), and
    False only where there is a marriage to keep quiet about."""
    if a.kind == "play" and (a.announce is True or a.announce is False and not marriage_lead(d, a.seat, a.value)):
        return Action(a.seat, "play", a.value)
    return a


def apply(g: GameState, a: Action) -> list[Event]:
    refusal = explain(g, a)
    if refusal is not None:
        raise IllegalAction(refusal)
    d = g.deal
    assert d is not None  # explain refused the action when no deal is in progress
    a = _normal(d, a)
    d.actions.append(a)
    if d.phase == AUCTION:
        return _apply_auction(g, d, a)
    if d.phase == TALON:
        return _apply_discard(g, d, a)
    return _apply_play(g, d, a)


# ---------------------------------------------------------------- views and records


def view(g: GameState, seat: int) -> SeatView:
    d = g.deal
    if d is None:
        raise ValueError("no deal to view: the game has not been dealt")
    mine = seat == d.declarer and d.phase != AUCTION
    voids: dict = {}
    no_trumps: dict = {}
    for s, c, led, trump in d.play_log:
        if led is not None and C.suit(c) != led:
            voids.setdefault(s, set()).add(led)
            if variant(g).must_beat and g.rules.russeln_void_trumps and trump is not None and C.suit(c) != trump:
                voids[s].add(trump)  # Russeln: a void seat that did not trump holds none
                no_trumps[s] = True
    extra = {"discarded": C.names(d.discarded)} if mine and d.discarded else {}
    return SeatView(
        seat=seat,
        players=3,
        rules=g.rules,
        dealer=d.dealer,
        seats=list(d.seats),
        phase=g.phase,
        turn=d.turn,
        hand=d.hands[seat],
        hand_counts={s: C.count(d.hands[s]) for s in d.seats},
        talon=d.talon if mine and variant(g).talon else None,
        talon_seen_by_all=False,
        bid=d.bid,
        high=d.high,
        passed=sorted(d.passed),
        blind_seats=[],
        declarer=d.declarer,
        contract=d.contract,
        given_to_me=None,
        trick=list(d.trick),
        last_trick=list(d.last_trick),
        leader=d.leader,
        trump=d.trump,
        trump_owner=d.trump_owner,
        bids=dict(d.bids),
        tricks_played=d.tricks_played,
        played=C.mask(c for _, c, _, _ in d.play_log),
        voids=voids,
        no_trumps=no_trumps,
        card_points=dict(d.card_points),
        marriages=dict(d.marriages),
        announced=list(d.announced),
        scores=list(g.scores),
        zeros=list(g.zeros),
        rospis=list(g.rospis),
        barrel=list(g.barrel),
        legal=legal_actions(g, seat),
        history=[_public(a, seat) for a in d.actions],
        extra=extra,
    )


def _public(a: Action, seat: int) -> dict:
    if a.kind == "discard" and a.seat != seat:
        return {"seat": a.seat, "discard": ["??", "??"]}
    return public_record(a, seat)


def blind_choices(g: GameState) -> set[int]:
    """No blind bids in 1001 or Russeln: no seat has its hand kept from it (engine.hidden)."""
    return set()


blind_hands = blind_choices


def deal_record(d: Deal) -> dict:
    """Format 1's deal (docs/record.md): dealer, hands as dealt, the talon (1001's two cards; Russeln's
    is empty) and the actions (bid, pass, discard, play)."""
    return Deal.to_record(d)


def replay_deal(g: GameState, i: int, raw, last: bool, on_events=None) -> None:
    def require(cond, message, action=None):
        if not cond:
            raise RecordError(message, i, action)

    require(isinstance(raw, dict), "a deal must be an object")
    require(not g.over, "the game was already won before this deal")
    require(raw.get("dealer") == g.dealer and _whole(raw.get("dealer")), f"the dealer must be seat {g.dealer}")
    hands, talon = _read_cards(g, raw, require)
    events = start_deal(g, hands, talon)
    if on_events:
        on_events(events)
    d = g.deals[-1]
    actions = raw.get("actions", [])
    require(isinstance(actions, list), "actions must be a list")
    for j, rec in enumerate(actions):
        require(d.phase != DONE, f"the deal is already over ({d.result})", j)
        try:
            events = apply(g, Action.from_record(rec))
        except IllegalAction as e:
            raise RecordError(str(e), i, j) from None
        if on_events:
            on_events(events)
    require(d.phase == DONE or last, "the deal is unfinished but more deals follow")


def _read_cards(g: GameState, raw: dict, require):
    v = variant(g)
    hands_raw, talon_raw = raw.get("hands"), raw.get("talon", [])
    require(isinstance(hands_raw, list) and len(hands_raw) == 3, "hands must list 3 hands")
    assert isinstance(hands_raw, list)
    try:
        hands = {s: C.parse_list(h, f"hand of seat {s}") for s, h in enumerate(hands_raw)}
        talon = C.parse_list(talon_raw, "talon")
    except ValueError as e:
        require(False, str(e))
        raise
    for s, cs in hands.items():
        require(len(cs) == v.hand, f"seat {s} must be dealt {v.hand} cards, not {len(cs)}")
    require(len(talon) == v.talon, f"the talon must hold {v.talon} cards, not {len(talon)}")
    seen: set[int] = set()
    for c in [c for cs in hands.values() for c in cs] + talon:
        require(v.pack >> c & 1, f"card {C.name(c)} is not in this game's pack")
        require(c not in seen, f"card {C.name(c)} is dealt twice")
        seen.add(c)
    return hands, talon


def summary(g: GameState) -> dict:
    """What `python -m engine replay` prints: each deal's declarer, bid, result, points taken, deltas
    and totals; the totals and the winner."""
    out = []
    for d in g.deals:
        if d.summary is not None:
            out.append(dict(d.summary))
        else:
            taken = taken_points(d) if d.declarer is not None else {}
            out.append(
                {
                    "declarer": d.declarer,
                    "contract": d.contract,
                    "result": "unfinished",
                    "taken": [taken.get(s, 0) for s in range(3)],
                    "delta": [0, 0, 0],
                    "totals": list(g.scores),
                }
            )
    res = {"deals": out, "totals": list(g.scores), "winner": g.winner}
    if len(g.winners) > 1:
        res["winners"] = list(g.winners)
    return res


register(sys.modules[__name__], "tausendeins", "russeln")
