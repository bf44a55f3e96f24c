"""Actions (what a seat decides) and events (what happened), in record form.

An action is what a record's ``actions`` list holds: ``{"seat": s, "<kind>": value}``.
The kinds of format 1 are bid, pass, give, contract, rospis, redeal and play; the
project adds blind, look, unhide, spisat, give_up and surrender for its agreements
(documented in docs/record.md).
"""

from __future__ import annotations

import json
from enum import StrEnum
from typing import Any, NamedTuple

from . import cards as C

KINDS = (
    "bid",
    "pass",
    "give",
    "contract",
    "rospis",
    "redeal",
    "play",
    "blind",
    "look",
    "unhide",
    "spisat",
    "give_up",
    "surrender",
    "close",  # Sixty-Six: turn the trump down, no more drawing
    "exchange",  # Sixty-Six: the trump nine for the turned-up trump
    "out",  # Sixty-Six: announce 66, play stops
    "show",  # Sixty-Six: a marriage shown without leading, to reach 66 (a card: its king or queen)
    "draw",  # Sixty-Six: the trick's winner draws (then his opponent), rather than close before drawing
    "talon",  # two-player 1000: the talon (0 or 1) the declarer exposes and takes
    "discard",  # Auction 1000 for two: the two cards laid away
    "discard_give",  # Russian 1000 for two: the card laid away, then the card given to the opponent
)
PAIR_KINDS = ("give", "discard", "discard_give")  # a list of two cards in a record
FLAG_KINDS = (
    "pass",
    "rospis",
    "redeal",
    "look",
    "unhide",
    "spisat",
    "give_up",
    "surrender",
    "close",
    "exchange",
    "out",
    "draw",
)
NUMBER_KINDS = ("bid", "contract", "blind", "talon")


# Why the rules refuse an action: a stable id (what the app translates, thousand_qt/words/refusals.py) and
# the English sentence (the replay's and the logs' text; {names} are the Refusal's params).
REFUSALS = {
    "game_over": "the game is over",
    "no_deal": "no deal is in progress",
    "no_such_seat": "there is no seat {seat}",
    "sits_out": "seat {seat} sits out this deal",
    "play_in_auction": "seat {seat} cannot play yet: the auction is not over",
    "play_in_exchange": "seat {seat} cannot play yet: the exchange is not over",
    "not_turn_to_play": "it is seat {turn}'s turn to play, not seat {seat}'s",
    "not_held": "seat {seat} does not hold {cards}",
    "must_follow_suit": "seat {seat} must follow suit (holds {cards})",
    "must_trump": "seat {seat} must play a trump (holds {cards})",
    "only_owner_leads_trump": "seat {seat} may not lead a trump: only seat {owner}, who made it, may",
    "only_owner_plays_trumps": "seat {seat} may not play a trump: only seat {owner}, who made it, may",
    "no_marriage_in_suit": "seat {seat} cannot announce a marriage in suit with {card}",
    "cannot_announce": "seat {seat} cannot announce with {card} now",
    "auction_over": "the auction is over",
    "not_turn_to_bid": "it is seat {turn}'s turn to bid, not seat {seat}'s",
    "passed": "seat {seat} has passed and cannot bid again",
    "no_blind_now": "seat {seat} may not bid blind now",
    "silenced": "seat {seat} is silenced (score below {below}) and may only pass",
    "blind_closed": "nobody may bid over a blind game",
    "cannot_bid_above": "seat {seat} cannot bid above {bid} with this hand",
    "over_120_needs_pair": "seat {seat} cannot bid above 120 without a king-queen pair",
    "bid_too_high": "the highest bid seat {seat} may make is {most}",
    "bid_too_low": "a bid must be at least {least}",
    "bid_step": "bids go in steps of {step}",
    "must_open": "seat {seat} must open the auction with at least {least}",
    "cannot_pass": "seat {seat} cannot pass now",
    "give_not_now": "only the declarer gives two cards, once, after taking the talon",
    "give_same_card": "the two given cards must differ",
    "must_give_ace": "seat {seat} holds all four aces and must give one of them away",
    "contract_not_now": "only the declarer names the contract, after giving two cards",
    "contract_set": "the contract is already set",
    "contract_below_bid": "the contract cannot be lower than the bid {bid}",
    "contract_fixed": "the contract cannot be raised in this deal",
    "contract_too_high": "the highest contract seat {seat} may name is {most}",
    "contract_step": "contracts go in steps of {step}",
    "concede_not_declarer": "only the declarer may {kind}, between taking the talon and the first card",
    "concede_not_allowed": "{kind} is not allowed now (agreements, the barrel or the count per game)",
    "no_redeal_grounds": "seat {seat} has no grounds to demand a redeal now",
    "not_blind": "seat {seat} is not bidding blind",
    "cannot_unhide": "seat {seat} cannot unhide a blind game now",
    "not_possible": "{kind} is not possible now",
    "close_not_now": "seat {seat} may close the stock only on lead, while it holds cards and is not closed",
    "exchange_not_now": "seat {seat} may exchange {card} only on its own turn",
    "exchange_not_held": "seat {seat} does not hold {card}",
    "exchange_stock_end": "{card} is not exchanged once the stock is closed or down to two cards",
    "exchange_without_trick": "seat {seat} may exchange {card} only after winning a trick",
    "exchange_first_trick": "seat {seat} may not exchange {card} on the first trick",
    "exchange_on_lead": "seat {seat} may exchange {card} only on lead, before playing to the trick",
    "out_not_now": "seat {seat} may announce 66 only on lead",
    "out_without_trick": "seat {seat} may announce 66 only after winning a trick",
    "close_first_trick": "seat {seat} may not close the stock on the first trick",
    "close_two_left": "seat {seat} may not close the stock with only two cards left in it",
    "show_not_now": "seat {seat} may show a marriage only on lead, having won a trick, when it takes them to 66",
    "draw_not_now": "seat {seat} may draw only when it has just won a trick and the stock is open",
    "draw_first": "seat {seat} must first draw from the stock or close it",
    "draw_automatic": "the cards are drawn from the stock by themselves after each trick",
    "talon_not_now": "only the declarer takes one of the two talons, once, right after the auction",
    "no_such_talon": "there is no talon {talon}: the talons are {talons}",
    "discard_not_now": "only the declarer lays cards away, once, after taking a talon",
    "discard_same_card": "two different cards are needed",
    "must_beat": "seat {seat} must beat the highest card so far (holds {cards})",  # Russeln
}
REFUSAL_IDS = tuple(REFUSALS)


class Refusal(NamedTuple):
    """Why the rules refuse an action, as data: ``id`` (a key of REFUSALS) and ``params`` (seats and
    numbers as ints, ``card`` a card name such as "AH", ``cards`` a list of names, ``kind`` an action
    kind). ``text`` and ``str()`` give the English sentence."""

    id: str
    params: dict

    @classmethod
    def of(cls, id: str, **params) -> Refusal:
        return cls(id, params)

    @property
    def text(self) -> str:
        p = {k: ", ".join(v) if isinstance(v, (list, tuple)) else v for k, v in self.params.items()}
        return REFUSALS[self.id].format(**p)

    def __str__(self) -> str:
        return self.text


class IllegalAction(ValueError):
    """An action the rules refuse; the message says why, for a person. When the rules refused it
    (rather than the action being malformed) the argument is a Refusal, also as ``e.refusal``.
    When the action is malformed, ``e.problem`` is ``(code, params)`` for an app to translate
    (the ``action_*`` codes of ``Action.from_record``), else None."""

    problem: tuple[str, dict] | None = None

    @property
    def refusal(self) -> Refusal | None:
        r = self.args[0] if self.args else None
        return r if isinstance(r, Refusal) else None


def _malformed(text: str, code: str, **params) -> IllegalAction:
    e = IllegalAction(text)
    e.problem = (code, params)
    return e


def _as_text(value) -> str:
    """A peer's value as short text for a message's params (JSON for anything not text)."""
    return (value if isinstance(value, str) else json.dumps(value, ensure_ascii=False))[:40]


def _record_card(value, what: str) -> int:
    if not isinstance(value, str):
        raise _malformed(f"{what}: {value!r} is not a card", "action_unknown_card", card=_as_text(value))
    try:
        return C.card(value)
    except ValueError as e:
        raise _malformed(str(e), "action_unknown_card", card=_as_text(value)) from None


class Action(NamedTuple):
    """One decision of one seat. A named tuple: cheap to make, compare and hash."""

    seat: int
    kind: str
    value: Any = True  # bid/contract/blind: int; give: (card, card); play: card; the rest: True
    announce: bool | None = None  # play: None means "announce if allowed"
    trump: bool | None = None  # play: False announces a marriage "in suit", trump unchanged

    def to_record(self) -> dict:
        out: dict[str, Any] = {"seat": self.seat}
        if self.kind in PAIR_KINDS:
            out[self.kind] = [C.name(c) for c in self.value]
        elif self.kind == "play":
            out["play"] = C.name(self.value)
            if self.announce is not None:
                out["announce"] = self.announce
            if self.trump is not None:
                out["trump"] = self.trump
        elif self.kind == "show":
            out["show"] = C.name(self.value)
        else:
            out[self.kind] = self.value
        return out

    @classmethod
    def from_record(cls, data) -> Action:
        if not isinstance(data, dict):
            raise _malformed("an action must be an object", "action_not_object")
        seat = data.get("seat")
        if isinstance(seat, bool) or not isinstance(seat, int):
            raise _malformed("the action has no seat number", "action_no_seat")
        kinds = [k for k in data if k in KINDS]
        if len(kinds) != 1:
            raise _malformed("the action must name exactly one of " + ", ".join(KINDS[:7]), "action_no_kind")
        kind = kinds[0]
        value = data[kind]
        if kind in PAIR_KINDS:
            if not isinstance(value, list) or len(value) != 2:
                raise _malformed(f"{kind} takes a list of two cards", "action_needs_two_cards", kind=kind)
            value = tuple(_record_card(x, kind) for x in value)
        elif kind == "play":
            if not isinstance(value, str):
                raise _malformed("play takes a card", "action_needs_card", kind=kind)
            value = _record_card(value, "play")
        elif kind == "show":
            value = _record_card(value, "show")
        elif kind in NUMBER_KINDS:
            if isinstance(value, bool) or not isinstance(value, int):
                raise _malformed(f"{kind} takes a whole number", "action_needs_number", kind=kind)
        elif value is not True:
            raise _malformed(f"{kind} takes true", "action_needs_true", kind=kind)
        announce = data.get("announce")
        trump = data.get("trump")
        for flag, v in (("announce", announce), ("trump", trump)):
            if v is not None and (kind != "play" or not isinstance(v, bool)):
                raise _malformed(f"{flag} is a true/false flag of a play", "action_bad_flag", flag=flag)
        return cls(seat, kind, value, announce, trump)

    def __str__(self):
        return str(self.to_record())


class EventKind(StrEnum):
    """What an Event says happened (docs/engine-api.md lists each with its data). A StrEnum: it
    compares and serialises as its text, so ``event.kind == "trick_taken"`` and the wire are unchanged."""

    DEALT = "dealt"
    HAND = "hand"
    BID = "bid"
    PASSED = "passed"
    LOOKED = "looked"
    UNHIDDEN = "unhidden"
    CONTRACT_WON = "contract_won"
    TALON_SHOWN = "talon_shown"
    TALON_TAKEN = "talon_taken"
    TALON_CARDS = "talon_cards"
    GAVE = "gave"
    RECEIVED = "received"
    CONTRACT_SET = "contract_set"
    PLAY_STARTED = "play_started"
    CARD_PLAYED = "card_played"
    MARRIAGE_ANNOUNCED = "marriage_announced"
    TRUMP_CHANGED = "trump_changed"
    TRICK_TAKEN = "trick_taken"
    REDEAL = "redeal"
    REDEAL_REFUSED = "redeal_refused"
    ZERO = "zero"
    PENALTY = "penalty"
    BARREL_MOUNTED = "barrel_mounted"
    BARREL_FELL = "barrel_fell"
    BARREL_LEFT = "barrel_left"
    DUMP_TRUCK = "dump_truck"
    DEAL_SCORED = "deal_scored"
    GAME_WON = "game_won"
    DREW = "drew"  # a card drawn from the stock: the card to its drawer (and to both when it is the turned trump)
    STOCK_CLOSED = "stock_closed"
    TRUMP_EXCHANGED = "trump_exchanged"
    OUT = "out"  # 66 announced: the claimant's points and whether the claim holds
    MARRIAGE_SHOWN = "marriage_shown"
    DISCARDED = "discarded"  # two-player 1000: cards laid away face down (their count)


class Event(NamedTuple):
    """Something that happened. ``to`` is None for a public event, else the one seat that sees it."""

    kind: EventKind
    seat: int | None = None
    data: dict | None = None
    to: int | None = None

    def visible_to(self, seat: int | None) -> bool:
        return self.to is None or self.to == seat

    def to_dict(self) -> dict:
        out: dict[str, Any] = {"kind": self.kind}
        if self.seat is not None:
            out["seat"] = self.seat
        if self.data:
            out.update(self.data)
        return out
