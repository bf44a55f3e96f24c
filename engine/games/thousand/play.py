"""The play: legal cards (follow suit, then trump), marriages announced by a lead, tricks."""

from __future__ import annotations

from ... import cards as C
from ...actions import Action, Event, EventKind
from ...phase import CONTRACT, PLAY
from ...tricks import ACE_MARRIAGE, trick_winner
from . import scoring
from .state import Deal, GameState


def _can_announce_now(g: GameState, d: Deal) -> bool:
    return d.tricks_played > 0 or g.rules.first_trick_marriage


def announcement(g: GameState, d: Deal, seat: int, c: int) -> str | None:
    """What leading this card would announce: 'marriage', 'aces' or None."""
    if d.trick or not _can_announce_now(g, d):
        return None
    hand = d.hands[seat]
    rk = C.rank(c)
    if rk in (C.KING, C.QUEEN) and hand & C.MARRIAGE_MASK[C.suit(c)] == C.MARRIAGE_MASK[C.suit(c)]:
        return "marriage"
    if rk == C.ACE and g.rules.ace_marriage and hand & C.ACES == C.ACES:
        return "aces"
    return None


def trumps_barred(g: GameState, d: Deal, seat: int, leading: bool) -> bool:
    """May this seat not use the trump suit now, but for want of anything else? 004: "Only the
    player who announced the margin can start a move with a trump" (only_owner_leads_trump);
    000: "no one except of the trump owner is allowed to play with trumps" (only_owner_plays_trumps:
    leading and trumping; following a trump lead is following suit)."""
    r = g.rules
    if d.trump is None or seat == d.trump_owner:
        return False
    return r.only_owner_plays_trumps or (leading and r.only_owner_leads_trump)


def play_rule(g: GameState, d: Deal, seat: int) -> tuple[int, str | None]:
    """The cards this seat may play now, and the rule that holds back the rest of its hand: the
    refusal id explain_illegal words (None: the whole hand may be played). Follow suit; void, a
    trump if must_trump says so; the trump owner's privileges as trumps_barred says."""
    hand = d.hands[seat]
    trump = d.trump
    if not d.trick:
        if trump is not None and trumps_barred(g, d, seat, leading=True) and hand & ~C.SUIT_MASK[trump]:
            only_owner = "only_owner_plays_trumps" if g.rules.only_owner_plays_trumps else "only_owner_leads_trump"
            return hand & ~C.SUIT_MASK[trump], only_owner
        return hand, None
    led = C.suit(d.trick[0][1])
    follow = hand & C.SUIT_MASK[led]
    if follow:
        return follow, "must_follow_suit"
    if d.trump is not None:
        trumps = hand & C.SUIT_MASK[d.trump]
        if trumps_barred(g, d, seat, leading=False):
            return (hand & ~trumps, "only_owner_plays_trumps") if hand & ~trumps else (hand, None)
        if trumps and g.rules.must_trump:
            return trumps, "must_trump"
    return hand, None


def legal_play_mask(g: GameState, d: Deal, seat: int) -> int:
    return play_rule(g, d, seat)[0]


def plays_now(d: Deal, seat: int) -> bool:
    """Is it this seat's turn to play a card? In the play, or the declarer's lead that ends the
    exchange (his turn since he took the talon)."""
    return seat == d.turn and (d.phase == PLAY or d.phase == CONTRACT)


def _lead_actions(g: GameState, d: Deal, seat: int) -> list[Action]:
    out = []
    for c in C.cards_of(legal_play_mask(g, d, seat)):
        out.append(Action(seat, "play", c))
        what = announcement(g, d, seat, c)
        if what:
            out.append(Action(seat, "play", c, announce=False))
            if what == "marriage" and g.rules.marriage_in_suit:
                out.append(Action(seat, "play", c, trump=False))
    return out


def _apply_play(g: GameState, d: Deal, a: Action) -> list[Event]:
    events = []
    quiet = g.quiet
    seat, c = a.seat, a.value
    if d.phase == CONTRACT:
        d.phase = PLAY
        d.leader = d.declarer
        if not quiet:
            events.append(Event(EventKind.PLAY_STARTED, d.declarer, {"contract": d.contract}))
    trick = d.trick
    what = None if trick or a.announce is False else announcement(g, d, seat, c)
    d.hands[seat] &= ~(1 << c)
    trick.append((seat, c))
    if not quiet:
        events.append(Event(EventKind.CARD_PLAYED, seat, {"card": C.name(c)}))
    if what is not None:
        _announce(g, d, seat, c, what, a.trump is not False, events)
    d.play_log.append((seat, c, trick[0][1] // 6 if len(trick) > 1 else None, d.trump))
    seats = d.seats
    if len(trick) < len(seats):
        d.turn = seats[(seats.index(seat) + 1) % len(seats)]
        return events
    winner = trick_winner(trick, d.trump)
    pts = 0
    for _, x in trick:
        pts += C.POINTS[x]
    d.card_points[winner] += pts
    d.tricks_won[winner] += 1
    d.last_trick = trick
    d.trick = []
    d.tricks_played += 1
    d.turn = d.leader = winner
    if not quiet:
        events.append(Event(EventKind.TRICK_TAKEN, winner, {"points": pts, "cards": [C.name(x) for _, x in trick]}))
    if not d.hands[winner]:  # every hand is played out
        events += scoring.settle_played(g, d)
    return events


def _announce(g: GameState, d: Deal, seat: int, c: int, what: str, make_trump: bool, events: list) -> None:
    """A marriage (or the four aces) announced by this lead: points, and the trump suit."""
    r = g.rules
    s = C.suit(c)
    value = g.marriage_value(s) if what == "marriage" else ACE_MARRIAGE
    if g.on_barrel(seat) and r.barrel_no_marriages and r.barrel_mode == "barrel":
        value = 0
    label = C.SUITS[s] if what == "marriage" else "A"
    d.marriages[seat] += value
    d.announced.append((seat, label, value))
    events.append(Event(EventKind.MARRIAGE_ANNOUNCED, seat, {"suit": label, "points": value}))
    if what == "marriage" and make_trump:
        d.trump, d.trump_owner = s, seat
        events.append(Event(EventKind.TRUMP_CHANGED, seat, {"suit": label}))
