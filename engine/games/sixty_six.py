"""Sixty-Six (002; Schnapsen's family), for two: the rules as docs/rules.md's "Sixty-Six" reads them.

Six cards each, dealt three at a time from the dealer's opponent; the thirteenth card turned up for
trump beside the stock (its last card, drawn last). The dealer's opponent leads. While the stock lasts
nobody must follow suit, and the trick's winner draws first (or closes before drawing: the agreement
sixty_six_close_before_draw); after it is empty or closed, follow suit, else trump. On lead a player
may close the stock, exchange the trump nine for the turned trump, announce a marriage (20, 40 in
trumps) by leading its king or queen, show one without leading when it takes him to 66, and announce
66, which stops the play. Game points 1, 2 (schneider), 3 (schwarz); seven win.

The agreements of the family's variants (docs/rules.md, "Sixty-Six"): Bulgarian Santase's (a failed
closing costs 3, nothing but a card on the first trick, no closing with two cards left, a drawn hand
carries nothing) and Austrian Schnapsen's (20 cards and five in hand, the trump jack exchanged, the
last trick wins the hand, the closer scored as things stood when he closed); and the seed's literal
readings (no duty to trump after the stock, the trump nine exchanged whenever its holder is to act).
"""

from __future__ import annotations

import sys

from .. import cards as C
from ..actions import Action, Event, EventKind, IllegalAction, Refusal
from ..phase import DONE
from ..record_errors import RecordError
from ..registry import register
from . import stock as S
from .stock import blind_choices, blind_hands  # noqa: F401 - the contract: no blind bids

SEATS = (2,)
HAND = 6
STOCK = 11  # face down, drawn in order; the turned trump is drawn after them
OUT = 66
SCHNEIDER = 33
CLOSING_FAILED = 2  # the opponent's game points when the closer fails (3 if he had no trick then)
SCHNAPSEN_HAND = 5  # Schnapsen's 20 cards: five each, the eleventh turned, nine in the stock


def hand_size(rules) -> int:
    return SCHNAPSEN_HAND if rules.sixty_six_no_nines else HAND


def pack_cards(rules) -> list[int]:
    """The cards dealt, in the engine's order: all 24, or Schnapsen's 20 without the nines."""
    return C.cards_of(rules.pack)


# -- the deal


def new_game(rules, players=2, seed=None, dealer=0, names=None, start=None, auto_deal=True) -> S.StockGame:
    g = S.new_state(rules, players, seed, dealer, names, start, auto_deal)
    carried = g.start.get("carried", 0)
    if type(carried) is not int or carried < 0:
        raise ValueError("start.carried must be a whole number of game points")
    g.carried = carried
    if auto_deal:
        g.opening_events = start_deal(g)
    return g


def start_deal(g: S.StockGame, hands=None, stock=None, turned=None) -> list[Event]:
    """Deal the next hand: three to the dealer's opponent, three to the dealer, three and three again;
    the next card turned up for trump; the rest is the stock, the turned card under it."""
    if g.over:
        raise IllegalAction(Refusal.of("game_over"))
    if hands is None:
        if g.rules.sixty_six_no_nines:
            pack = pack_cards(g.rules)
            g.rng.shuffle(pack)
        else:
            pack = S.shuffled(g)  # the 24 cards as every record of the reference rules was dealt
        n, first, dealer = hand_size(g.rules), 1 - g.dealer, g.dealer
        hands = {first: pack[0:3] + pack[6 : 3 + n], dealer: pack[3:6] + pack[3 + n : 2 * n]}
        turned, stock = pack[2 * n], pack[2 * n + 1 :]
    d = S.open_deal(g, hands, list(stock) + [turned])
    d.order["stock"] = list(stock)
    d.order["turned"] = turned
    d.turned = turned
    d.trump = C.suit(turned)
    d.draws_chosen = bool(g.rules.sixty_six_close_before_draw)
    events = S.dealt_events(d)
    events.insert(1, Event(EventKind.TRUMP_CHANGED, None, {"suit": C.SUITS[d.trump], "turned": C.name(turned)}))
    return events


def continue_game(g: S.StockGame) -> list[Event]:
    g.auto_deal = True
    if not g.over and (g.deal is None or g.deal.phase == DONE):
        return start_deal(g)
    return []


# -- what a seat may do


def points(d: S.StockDeal, seat: int) -> int:
    """What counts toward 66: the cards taken, and the marriages once the seat has won a trick."""
    return d.card_points[seat] + (d.marriages[seat] if d.tricks_won[seat] else 0)


def marriage_value(d: S.StockDeal, suit: int) -> int:
    return 40 if suit == d.trump else 20


def married(d: S.StockDeal, seat: int, c: int) -> bool:
    """Does this king or queen have its partner in the seat's hand?"""
    pair = C.MARRIAGE_MASK[C.suit(c)]
    return C.rank(c) in (C.KING, C.QUEEN) and d.hands[seat] & pair == pair


def first_trick_plain(rules, d: S.StockDeal) -> bool:
    """Santase: on the first trick only a card is played (no marriage, closing or exchange)."""
    return bool(rules.sixty_six_first_trick_plain) and d.tricks_played == 0


def may_marry(rules, d: S.StockDeal, seat: int, c: int) -> bool:
    """Does leading this card announce a marriage (its partner in hand, and marriages allowed now)?"""
    return married(d, seat, c) and not first_trick_plain(rules, d)


def close_refusal(rules, d: S.StockDeal, seat: int) -> Refusal | None:
    """Why the seat may not close the stock now, None when it may: on lead (or choosing before
    drawing), the stock open and not closed; Santase's tables add not on the first trick and not with
    only two cards left."""
    if d.turn != seat or d.trick or d.closed_by is not None or not d.stock:
        return Refusal.of("close_not_now", seat=seat)
    if first_trick_plain(rules, d):
        return Refusal.of("close_first_trick", seat=seat)
    if rules.sixty_six_no_close_at_two and len(d.stock) <= 2:
        return Refusal.of("close_two_left", seat=seat)
    return None


def may_close(rules, d: S.StockDeal, seat: int) -> bool:
    return close_refusal(rules, d, seat) is None


def trump_low(rules, d: S.StockDeal) -> int:
    """The trump exchanged for the turned card: the nine, or Schnapsen's jack (its pack has no nines)."""
    assert d.trump is not None  # turned up at the deal
    return d.trump * 6 + (C.JACK if rules.sixty_six_no_nines else C.NINE)


def exchange_refusal(rules, d: S.StockDeal, seat: int) -> Refusal | None:
    """Why the seat may not exchange its low trump (the nine; Schnapsen's jack) for the turned card
    now, None when it may: holding it, having won a trick, on lead after drawing (the seed's reading:
    whenever he is to play), the stock open with more than the turned card and one other in it (else
    the low trump would be the stock's last card, drawn at once); Santase: not on the first trick.
    Each refusal names the card and the one condition that fails, in the order a player checks."""
    low = trump_low(rules, d)
    card = C.name(low)
    if d.turn != seat:
        return Refusal.of("exchange_not_now", seat=seat, card=card)
    if not d.hands[seat] >> low & 1:
        return Refusal.of("exchange_not_held", seat=seat, card=card)
    if d.closed_by is not None or d.turned is None or len(d.stock) <= 2:
        return Refusal.of("exchange_stock_end", seat=seat, card=card)
    if d.tricks_won[seat] == 0:
        return Refusal.of("exchange_without_trick", seat=seat, card=card)
    if first_trick_plain(rules, d):
        return Refusal.of("exchange_first_trick", seat=seat, card=card)
    if not rules.sixty_six_exchange_any_time and (d.trick or d.drawing is not None):
        return Refusal.of("exchange_on_lead", seat=seat, card=card)
    return None


def may_exchange(rules, d: S.StockDeal, seat: int) -> bool:
    return exchange_refusal(rules, d, seat) is None


def may_announce_out(d: S.StockDeal, seat: int) -> bool:
    # a seat without a trick has nothing that counts yet: its claim could only be wrong
    return d.turn == seat and not d.trick and d.tricks_won[seat] > 0


def out_refusal(d: S.StockDeal, seat: int) -> Refusal:
    """Why the seat may not announce 66 (or show a marriage for it): not on lead, or no trick yet."""
    if d.turn != seat or d.trick:
        return Refusal.of("out_not_now", seat=seat)
    return Refusal.of("out_without_trick", seat=seat)


def play_rule(rules, d: S.StockDeal, seat: int) -> tuple[int, str | None]:
    """The cards the seat may play (stock.play_rule); the seed's literal reading (no duty to trump
    after the stock, only to follow suit) lets a seat void in the suit led play any card."""
    allowed, rule = S.play_rule(d, seat, head=rules.sixty_six_head)
    if rule == "must_trump" and not rules.sixty_six_must_trump:
        return d.hands[seat], None
    return allowed, rule


def may_show(d: S.StockDeal, seat: int, c) -> bool:
    return (
        may_announce_out(d, seat)
        and isinstance(c, int)
        and 0 <= c < 24
        and married(d, seat, c)
        and points(d, seat) + marriage_value(d, C.suit(c)) >= OUT
    )


def legal_actions(g: S.StockGame, seat: int | None = None) -> list[Action]:
    d = g.deal
    if g.over or d is None or d.phase == DONE:
        return []
    if d.turn is None or seat is not None and seat != d.turn:
        return []
    s: int = d.turn
    r = g.rules
    if d.drawing == s:
        return _before_drawing(r, d, s)
    allowed, _ = play_rule(r, d, s)
    out = []
    for c in C.cards_of(allowed):
        out.append(Action(s, "play", c))
        if not d.trick and may_marry(r, d, s, c):
            out.append(Action(s, "play", c, announce=False))
    if may_close(r, d, s):
        out.append(Action(s, "close"))
    if may_exchange(r, d, s):
        out.append(Action(s, "exchange"))
    if may_announce_out(d, s):
        out.append(Action(s, "out"))
        out += [Action(s, "show", c) for c in C.cards_of(d.hands[s]) if may_show(d, s, c)]
    return out


def _before_drawing(r, d: S.StockDeal, s: int) -> list[Action]:
    """The trick's winner, before anyone draws: draw, or close the stock at once (neither draws); he
    may also announce 66 (or show the marriage that takes him there) with the trick just won. The
    trump nine is exchanged on lead after drawing (the seed's reading: before drawing too)."""
    out = [Action(s, "draw")] + [Action(s, "close")] * may_close(r, d, s) + [Action(s, "out")]
    out += [Action(s, "exchange")] * may_exchange(r, d, s)
    return out + [Action(s, "show", c) for c in C.cards_of(d.hands[s]) if may_show(d, s, c)]


def to_act(g: S.StockGame) -> int | None:
    return S.to_act(g)


def _normal(r, d: S.StockDeal, a: Action) -> Action:
    """A play's announce flag as legal_actions lists it: True means what None means (announce when
    the card is married); False on a card with nothing to keep quiet about is a plain play."""
    if a.kind != "play" or a.trump is not None or not isinstance(a.value, int) or not 0 <= a.value < 24:
        return a
    if a.announce is True and not d.trick and d.turn == a.seat and may_marry(r, d, a.seat, a.value):
        return Action(a.seat, "play", a.value)
    quiet = not d.trick and d.hands[a.seat] >> a.value & 1 and may_marry(r, d, a.seat, a.value)
    if a.announce is False and not quiet:
        return Action(a.seat, "play", a.value)
    return a


def explain(g: S.StockGame, a: Action) -> Refusal | None:
    refusal = S.check(g, a)
    if refusal is not None:
        return refusal
    d = g.deal
    assert d is not None
    if _normal(g.rules, d, a) in legal_actions(g, a.seat):
        return None
    return _refusal(g, d, a)


def _refusal(g: S.StockGame, d: S.StockDeal, a: Action) -> Refusal:
    seat = a.seat
    if a.kind == "play":
        if d.turn != seat:
            return Refusal.of("not_turn_to_play", seat=seat, turn=d.turn)
        if d.drawing == seat:
            return Refusal.of("draw_first", seat=seat)
        if a.announce is True and isinstance(a.value, int) and 0 <= a.value < 24:
            return Refusal.of("cannot_announce", seat=seat, card=C.name(a.value))
        return _play_refusal(g.rules, d, a)
    if a.kind == "close":
        return close_refusal(g.rules, d, seat) or Refusal.of("close_not_now", seat=seat)
    if a.kind == "exchange":
        return exchange_refusal(g.rules, d, seat) or Refusal.of(
            "exchange_not_now", seat=seat, card=C.name(trump_low(g.rules, d))
        )
    if a.kind == "out":
        return out_refusal(d, seat)
    if a.kind == "show":
        if d.turn == seat and not d.trick and d.tricks_won[seat]:
            return Refusal.of("show_not_now", seat=seat)
        return out_refusal(d, seat)
    if a.kind == "draw":
        # the trick's winner is not asked (close before drawing off): both draw by themselves
        return Refusal.of("draw_not_now" if d.draws_chosen else "draw_automatic", seat=seat)
    return Refusal.of("not_possible", seat=seat, kind=a.kind)


def _play_refusal(r, d: S.StockDeal, a: Action) -> Refusal:
    allowed, rule = play_rule(r, d, a.seat)
    if rule is not None and isinstance(a.value, int) and d.hands[a.seat] >> a.value & 1 and not allowed >> a.value & 1:
        return Refusal.of(rule, seat=a.seat, cards=C.names(allowed))
    return S.play_refusal(d, a, head=r.sixty_six_head)


# -- carrying actions out


def apply(g: S.StockGame, a: Action) -> list[Event]:
    S.must_be_legal(explain(g, a))
    d = g.deal
    assert d is not None
    a = _normal(g.rules, d, a)
    d.actions.append(a)
    if a.kind == "play":
        events = _play(g, d, a)
    elif a.kind == "close":
        events = _close(d, a.seat)
    elif a.kind == "exchange":
        events = _exchange(g.rules, d, a.seat)
    elif a.kind == "draw":
        events = S.draw(d, a.seat)
    elif a.kind == "show":
        events = _announce_marriage(d, a.seat, C.suit(a.value), shown=True) + _settle(g, d, claimant=a.seat)
    else:
        events = _settle(g, d, claimant=a.seat)
    if d.phase == DONE and g.auto_deal and not g.over:
        events += start_deal(g)
    return events


def _announce_marriage(d: S.StockDeal, seat: int, suit: int, shown: bool = False) -> list[Event]:
    value = marriage_value(d, suit)
    d.marriages[seat] += value
    d.announced.append((seat, C.SUITS[suit], value))  # as 1000 writes it: the suit letter
    S.show_cards(d, seat, C.MARRIAGE_MASK[suit])
    kind = EventKind.MARRIAGE_SHOWN if shown else EventKind.MARRIAGE_ANNOUNCED
    # the points count once the seat has won a trick (the dealer's opponent's first lead)
    return [Event(kind, seat, {"suit": C.SUITS[suit], "points": value, "counted": d.tricks_won[seat] > 0})]


def _play(g: S.StockGame, d: S.StockDeal, a: Action) -> list[Event]:
    seat, c = a.seat, a.value
    events = []
    if not d.trick and a.announce is None and may_marry(g.rules, d, seat, c):
        events += _announce_marriage(d, seat, C.suit(c))
    events += S.put_card(d, seat, c, trump_duty=bool(g.rules.sixty_six_must_trump))
    if len(d.trick) < 2:
        return events
    winner, taken = S.take_trick(d)
    events += taken
    if not d.hands[0] and not d.hands[1]:
        if d.closed_by is None and not g.rules.sixty_six_last_trick_wins:
            d.card_points[winner] += 10  # the last trick, when the stock was played out
        return events + _settle(g, d, claimant=None)
    if d.draws_chosen and d.closed_by is None and d.stock:
        d.drawing = winner  # his choice: draw, or close before drawing
        return events
    return events + S.draw(d, winner)


def _close(d: S.StockDeal, seat: int) -> list[Event]:
    before = d.drawing is not None  # the trick's winner closes before drawing: nobody draws from it
    d.closed_by, d.drawing = seat, None
    d.closer_opponent_tricks = d.tricks_won[1 - seat]
    d.closer_opponent_points = points(d, 1 - seat)
    return [Event(EventKind.STOCK_CLOSED, seat, {"stock": len(d.stock), "before_drawing": before})]


def _exchange(rules, d: S.StockDeal, seat: int) -> list[Event]:
    nine, turned = trump_low(rules, d), d.turned
    assert turned is not None
    d.hands[seat] = d.hands[seat] & ~C.bit(nine) | C.bit(turned)
    d.stock[-1] = d.turned = nine
    d.shown[seat] &= ~C.bit(nine)
    S.show_cards(d, seat, C.bit(turned))
    return [Event(EventKind.TRUMP_EXCHANGED, seat, {"card": C.name(turned), "nine": C.name(nine)})]


# -- the end of a hand


def _game_points(d: S.StockDeal, winner: int) -> int:
    loser = 1 - winner
    if d.tricks_won[loser] == 0:
        return 3  # schwarz
    return 2 if points(d, loser) < SCHNEIDER else 1  # schneider, else the plain game


def _won_points(r, d: S.StockDeal, winner: int) -> int:
    """The winner's game points; Schnapsen's closer's as his opponent stood when he closed."""
    if r.sixty_six_close_counts_at_close and d.closed_by == winner:
        if d.closer_opponent_tricks == 0:
            return 3
        return 2 if d.closer_opponent_points < SCHNEIDER else 1
    return _game_points(d, winner)


def _closing_failed(r, d: S.StockDeal) -> int:
    if r.sixty_six_failed_close_three:
        return 3  # Santase: whatever the opponent had
    return CLOSING_FAILED + (1 if d.closer_opponent_tricks == 0 else 0)


def outcome(r, d: S.StockDeal, claimant: int | None) -> tuple[int | None, int, str]:
    """Who scores how many game points, and why: a claim of 66 (right or wrong), else the played-out
    hand (its last trick's winner claims 66 with it when he has it and his opponent has not; at
    Schnapsen's tables he wins it, 66 or not)."""
    if claimant is None:
        last = d.leader
        assert last is not None
        if points(d, last) >= OUT and points(d, 1 - last) < OUT:
            claimant = last
        elif d.closed_by is not None:
            return 1 - d.closed_by, _closing_failed(r, d), "closing_failed"
        elif r.sixty_six_last_trick_wins:
            return last, _game_points(d, last), "last_trick"
        else:
            # a point carried to the next hand's winner; Santase's tables: a plain draw
            return None, 0, "nobody" if r.sixty_six_tie_carried else "draw"
    if points(d, claimant) < OUT:
        other = 1 - claimant
        failed = _closing_failed(r, d) if d.closed_by == claimant else CLOSING_FAILED
        return other, max(failed, 3 if d.tricks_won[other] == 0 else 0), "wrong_out"
    if d.closed_by == 1 - claimant:
        return claimant, max(_closing_failed(r, d), _game_points(d, claimant)), "closing_failed"
    return claimant, _won_points(r, d, claimant), "out"


def _settle(g: S.StockGame, d: S.StockDeal, claimant: int | None) -> list[Event]:
    events = []
    if claimant is not None:
        d.out_by = claimant
        events.append(
            Event(EventKind.OUT, claimant, {"points": points(d, claimant), "holds": points(d, claimant) >= OUT})
        )
    winner, won, result = outcome(g.rules, d, claimant)
    delta = [0, 0]
    carried = g.carried
    if winner is None:
        g.carried += 1 if result == "nobody" else 0
    else:
        delta[winner] = won + g.carried
        g.carried = 0
    g.scores = [g.scores[s] + delta[s] for s in (0, 1)]
    d.phase, d.turn, d.result, d.drawing = DONE, None, result, None
    taken = [points(d, s) for s in (0, 1)]
    d.summary = {
        "result": result,
        "winner": winner,
        "taken": taken,
        "delta": delta,
        "totals": list(g.scores),
        "carried": carried if winner is not None else 0,
        "closed_by": d.closed_by,
        "out_by": d.out_by,
    }
    events.append(Event(EventKind.DEAL_SCORED, winner, {**d.summary, "carry": g.carried}))
    g.dealer = 1 - g.dealer  # the deal alternates
    if winner is not None and g.scores[winner] >= g.rules.sixty_six_target:
        g.over, g.winners = True, [winner]
        events.append(Event(EventKind.GAME_WON, winner, {"scores": list(g.scores)}))
    return events


# -- views and records


def view(g: S.StockGame, seat: int):
    seat = S.viewed_seat(seat)
    d = g.deal
    extra: dict = {"carried": g.carried, "closed_by": d.closed_by if d else None}
    if d is not None:
        extra["tricks_won"] = [d.tricks_won[0], d.tricks_won[1]]
        extra["points"] = points(d, seat)  # what counts for this seat toward 66 (its marriages once it has a trick)
        extra["drawing"] = d.drawing  # the trick's winner who is to draw or close before drawing (public)
        if d.closed_by is not None:
            # how the closer's opponent stood when the stock was closed (public: the tricks were seen),
            # what Schnapsen's closer scores by (sixty_six_close_counts_at_close)
            extra["closed_when"] = {"tricks": d.closer_opponent_tricks, "points": d.closer_opponent_points}
        if d.summary is not None:
            extra["result"] = d.summary
    return S.seat_view(g, seat, legal_actions(g, seat), extra)


def deal_record(d: S.StockDeal) -> dict:
    rec = S.deal_record(d)
    rec["turned"] = C.name(d.order["turned"])
    if d.draws_chosen:
        rec["draws"] = True  # the draws are actions of this deal (see replay_deal)
    return rec


def replay_deal(g: S.StockGame, i: int, raw, last: bool, on_events=None) -> None:

    S.check_deal_header(g, i, raw, RecordError)
    try:
        n = hand_size(g.rules)
        hands, stock = S.read_cards(raw, n, len(pack_cards(g.rules)) - 2 * n - 1)
        outside = [c for c in hands[0] + hands[1] + stock if c not in pack_cards(g.rules)]
        if outside:
            raise S.RecordProblem(f"card {C.name(outside[0])} is not in this game's pack")
        turned = C.parse_list([raw.get("turned")], "turned")[0]
        if turned not in pack_cards(g.rules):
            raise S.RecordProblem(f"card {C.name(turned)} is not in this game's pack")
        if turned in stock or turned in hands[0] or turned in hands[1]:
            raise S.RecordProblem(f"card {C.name(turned)} is dealt twice")
    except ValueError as e:
        raise RecordError(str(e), i) from None
    events = start_deal(g, hands, stock, turned)
    d = g.deals[-1]
    d.draws_chosen = d.draws_chosen and _draws_recorded(raw)
    if on_events:
        on_events(events)
    S.replay_actions(g, i, raw, last, apply, on_events, RecordError)


def _draws_recorded(raw: dict) -> bool:
    """Does this deal's record list its draws as actions? Records written before closing before drawing
    was played (no ``draws`` mark, no ``draw`` action) drew by themselves after each trick, and their
    ``close`` came after drawing: they replay so, unchanged."""
    actions = raw.get("actions")
    listed = isinstance(actions, list) and any(isinstance(a, dict) and "draw" in a for a in actions)
    return raw.get("draws") is True or listed


def summary(g: S.StockGame) -> dict:
    deals = []
    for d in g.deals:
        if d.summary is not None:
            deals.append(dict(d.summary))
        else:
            deals.append({"result": "unfinished", "taken": [points(d, s) for s in (0, 1)], "totals": list(g.scores)})
    return {"deals": deals, "totals": list(g.scores), "carried": g.carried, "winner": g.winner}


register(sys.modules[__name__], "sixty_six")
