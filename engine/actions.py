"""Actions (what a seat decides) and events (what happened), in record form.

An action is what a record's ``actions`` list holds: ``{"seat": s, "<kind>": value}``.
The kinds of format 1 are bid, pass, give, contract, rospis, redeal and play; the
project adds blind, look, unhide, spisat, give_up and surrender for its agreements
(documented in docs/record.md).
"""

from __future__ import annotations

from typing import NamedTuple

from . import cards as C

KINDS = ("bid", "pass", "give", "contract", "rospis", "redeal", "play",
         "blind", "look", "unhide", "spisat", "give_up", "surrender")
FLAG_KINDS = ("pass", "rospis", "redeal", "look", "unhide", "spisat", "give_up", "surrender")
NUMBER_KINDS = ("bid", "contract", "blind")


class IllegalAction(ValueError):
    """An action the rules refuse; the message says why, for a person."""


class Action(NamedTuple):
    """One decision of one seat. A named tuple: cheap to make, compare and hash."""

    seat: int
    kind: str
    value: object = True  # bid/contract/blind: int; give: (card, card); play: card
    announce: bool | None = None  # play: None means "announce if allowed"
    trump: bool | None = None  # play: False announces a marriage "in suit", trump unchanged

    def to_record(self) -> dict:
        out = {"seat": self.seat}
        if self.kind == "give":
            out["give"] = [C.name(c) for c in self.value]
        elif self.kind == "play":
            out["play"] = C.name(self.value)
            if self.announce is not None:
                out["announce"] = self.announce
            if self.trump is not None:
                out["trump"] = self.trump
        else:
            out[self.kind] = self.value
        return out

    @classmethod
    def from_record(cls, data) -> Action:
        if not isinstance(data, dict):
            raise IllegalAction("an action must be an object")
        seat = data.get("seat")
        if isinstance(seat, bool) or not isinstance(seat, int):
            raise IllegalAction("the action has no seat number")
        kinds = [k for k in data if k in KINDS]
        if len(kinds) != 1:
            raise IllegalAction("the action must name exactly one of " + ", ".join(KINDS[:7]))
        kind = kinds[0]
        value = data[kind]
        try:
            if kind == "give":
                if not isinstance(value, list) or len(value) != 2:
                    raise IllegalAction("give takes a list of two cards")
                value = tuple(C.parse_list(value, "give"))
            elif kind == "play":
                if not isinstance(value, str):
                    raise IllegalAction("play takes a card")
                value = C.card(value)
            elif kind in NUMBER_KINDS:
                if isinstance(value, bool) or not isinstance(value, int):
                    raise IllegalAction(f"{kind} takes a whole number")
            elif value is not True:
                raise IllegalAction(f"{kind} takes true")
        except ValueError as e:
            raise IllegalAction(str(e)) from None
        announce = data.get("announce")
        trump = data.get("trump")
        for flag, v in (("announce", announce), ("trump", trump)):
            if v is not None and (kind != "play" or not isinstance(v, bool)):
                raise IllegalAction(f"{flag} is a true/false flag of a play")
        return cls(seat, kind, value, announce, trump)

    def __str__(self):
        return str(self.to_record())


class Event(NamedTuple):
    """Something that happened. ``to`` is None for a public event, else the one seat that sees it."""

    kind: str
    seat: int | None = None
    data: dict | None = None
    to: int | None = None

    def visible_to(self, seat: int | None) -> bool:
        return self.to is None or self.to == seat

    def to_dict(self) -> dict:
        out = {"kind": self.kind}
        if self.seat is not None:
            out["seat"] = self.seat
        if self.data:
            out.update(self.data)
        return out
