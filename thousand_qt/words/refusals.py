"""The engine's refusals in the player's language.

The engine says why it refuses an action as an ``engine.Refusal`` (a stable id and its params,
docs/engine-api.md); here each id has a sentence in the "Refusal" context with %1, %2 for the
params. The app only ever explains the player's own actions (a dimmed card's tooltip, a move the
engine or the host refused), so the sentences say "you" for the refusal's ``seat``; other seats
(``turn``, ``owner``) are the players' names. Cards are written as the panels write them. An id
this module does not know (a newer host), bad params, or a refusal about another seat fall back
to the English sentence.
"""

from __future__ import annotations

import re

from engine import IllegalAction, Refusal
from engine import cards as C
from thousand_qt.words import i18n
from thousand_qt.words.i18n import QT_TRANSLATE_NOOP
from thousand_qt.words.labels import card_label

CONTEXT = "Refusal"

# id -> (sentence, the params that fill %1, %2, ...)
MESSAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "game_over": (QT_TRANSLATE_NOOP("Refusal", "The game is over."), ()),
    "no_deal": (QT_TRANSLATE_NOOP("Refusal", "No deal is in progress."), ()),
    "no_such_seat": (QT_TRANSLATE_NOOP("Refusal", "There is no such seat at this table."), ()),
    "sits_out": (QT_TRANSLATE_NOOP("Refusal", "You sit out this deal."), ()),
    "play_in_auction": (QT_TRANSLATE_NOOP("Refusal", "You cannot play a card yet: the auction is not over."), ()),
    "play_in_exchange": (QT_TRANSLATE_NOOP("Refusal", "You cannot play a card yet: the exchange is not over."), ()),
    "not_turn_to_play": (QT_TRANSLATE_NOOP("Refusal", "It is %1's turn to play."), ("turn",)),
    "not_held": (QT_TRANSLATE_NOOP("Refusal", "You do not hold %1."), ("cards",)),
    "must_follow_suit": (QT_TRANSLATE_NOOP("Refusal", "You must follow suit: you hold %1."), ("cards",)),
    "must_trump": (QT_TRANSLATE_NOOP("Refusal", "You must play a trump: you hold %1."), ("cards",)),
    "only_owner_leads_trump": (
        QT_TRANSLATE_NOOP("Refusal", "Only the player who made the trump may lead it: %1."),
        ("owner",),
    ),
    "only_owner_plays_trumps": (
        QT_TRANSLATE_NOOP("Refusal", "Only the player who made the trump may play trumps: %1."),
        ("owner",),
    ),
    "no_marriage_in_suit": (QT_TRANSLATE_NOOP("Refusal", "You cannot announce a marriage in suit with %1."), ("card",)),
    "cannot_announce": (QT_TRANSLATE_NOOP("Refusal", "You cannot announce a marriage with %1 now."), ("card",)),
    "auction_over": (QT_TRANSLATE_NOOP("Refusal", "The auction is over."), ()),
    "not_turn_to_bid": (QT_TRANSLATE_NOOP("Refusal", "It is %1's turn to bid."), ("turn",)),
    "passed": (QT_TRANSLATE_NOOP("Refusal", "You have passed and cannot bid again."), ()),
    "no_blind_now": (QT_TRANSLATE_NOOP("Refusal", "You may not bid blind now."), ()),
    "silenced": (QT_TRANSLATE_NOOP("Refusal", "Your score is below %1: you may only pass."), ("below",)),
    "blind_closed": (QT_TRANSLATE_NOOP("Refusal", "Nobody may bid over a blind game."), ()),
    "cannot_bid_above": (QT_TRANSLATE_NOOP("Refusal", "You cannot bid above %1 with this hand."), ("bid",)),
    "over_120_needs_pair": (QT_TRANSLATE_NOOP("Refusal", "You cannot bid above 120 without a king-queen pair."), ()),
    "bid_too_high": (QT_TRANSLATE_NOOP("Refusal", "The highest bid you may make is %1."), ("most",)),
    "bid_too_low": (QT_TRANSLATE_NOOP("Refusal", "A bid must be at least %1."), ("least",)),
    "bid_step": (QT_TRANSLATE_NOOP("Refusal", "Bids go in steps of %1."), ("step",)),
    "must_open": (QT_TRANSLATE_NOOP("Refusal", "You must open the auction with at least %1."), ("least",)),
    "cannot_pass": (QT_TRANSLATE_NOOP("Refusal", "You cannot pass now."), ()),
    "give_not_now": (
        QT_TRANSLATE_NOOP("Refusal", "Only the declarer gives two cards, once, after taking the talon."),
        (),
    ),
    "give_same_card": (QT_TRANSLATE_NOOP("Refusal", "The two given cards must differ."), ()),
    "must_give_ace": (QT_TRANSLATE_NOOP("Refusal", "You hold all four aces and must give one of them away."), ()),
    "contract_not_now": (
        QT_TRANSLATE_NOOP("Refusal", "Only the declarer names the contract, after giving two cards."),
        (),
    ),
    "contract_set": (QT_TRANSLATE_NOOP("Refusal", "The contract is already set."), ()),
    "contract_below_bid": (QT_TRANSLATE_NOOP("Refusal", "The contract cannot be lower than the bid, %1."), ("bid",)),
    "contract_fixed": (QT_TRANSLATE_NOOP("Refusal", "The contract cannot be raised in this deal."), ()),
    "contract_too_high": (QT_TRANSLATE_NOOP("Refusal", "The highest contract you may name is %1."), ("most",)),
    "contract_step": (QT_TRANSLATE_NOOP("Refusal", "Contracts go in steps of %1."), ("step",)),
    "concede_not_declarer": (
        QT_TRANSLATE_NOOP("Refusal", "Only the declarer may %1, between taking the talon and the first card."),
        ("kind",),
    ),
    "concede_not_allowed": (
        QT_TRANSLATE_NOOP("Refusal", "You may not %1 now (the agreements, the barrel or the count per game)."),
        ("kind",),
    ),
    "no_redeal_grounds": (QT_TRANSLATE_NOOP("Refusal", "You have no grounds to demand a redeal now."), ()),
    "not_blind": (QT_TRANSLATE_NOOP("Refusal", "You are not bidding blind."), ()),
    "cannot_unhide": (QT_TRANSLATE_NOOP("Refusal", "You cannot unhide a blind game now."), ()),
    "not_possible": (QT_TRANSLATE_NOOP("Refusal", "That move is not possible now."), ()),
    "close_not_now": (
        QT_TRANSLATE_NOOP("Refusal", "You may close the stock only when you lead and it is still open."),
        (),
    ),
    "exchange_not_now": (QT_TRANSLATE_NOOP("Refusal", "You may exchange %1 only on your turn."), ("card",)),
    "exchange_not_held": (QT_TRANSLATE_NOOP("Refusal", "You do not hold %1."), ("card",)),
    "exchange_stock_end": (
        QT_TRANSLATE_NOOP("Refusal", "%1 is not exchanged once the stock is closed or down to two cards."),
        ("card",),
    ),
    "exchange_without_trick": (
        QT_TRANSLATE_NOOP("Refusal", "You may exchange %1 only after winning a trick."),
        ("card",),
    ),
    "exchange_first_trick": (QT_TRANSLATE_NOOP("Refusal", "Nobody exchanges %1 on the first trick."), ("card",)),
    "exchange_on_lead": (
        QT_TRANSLATE_NOOP("Refusal", "You may exchange %1 only when you lead, before playing a card."),
        ("card",),
    ),
    "out_not_now": (QT_TRANSLATE_NOOP("Refusal", "You may announce 66 only when you lead, after winning a trick."), ()),
    "out_without_trick": (
        QT_TRANSLATE_NOOP("Refusal", "You may announce 66 only after winning a trick: nothing of yours counts yet."),
        (),
    ),
    "close_first_trick": (QT_TRANSLATE_NOOP("Refusal", "Nobody closes the stock on the first trick."), ()),
    "close_two_left": (
        QT_TRANSLATE_NOOP("Refusal", "The stock may not be closed with only two cards left in it."),
        (),
    ),
    "show_not_now": (
        QT_TRANSLATE_NOOP("Refusal", "You may show a marriage only when you lead and it takes you to 66."),
        (),
    ),
    "draw_not_now": (QT_TRANSLATE_NOOP("Refusal", "You may draw only right after winning a trick."), ()),
    "draw_first": (QT_TRANSLATE_NOOP("Refusal", "First draw from the stock, or close it before drawing."), ()),
    "draw_automatic": (
        QT_TRANSLATE_NOOP("Refusal", "The cards are drawn from the stock by themselves after each trick."),
        (),
    ),
    "must_beat": (QT_TRANSLATE_NOOP("Refusal", "You must beat the highest card so far: you hold %1."), ("cards",)),
    "talon_not_now": (
        QT_TRANSLATE_NOOP("Refusal", "Only the declarer takes one of the two talons, once, right after the auction."),
        (),
    ),
    "no_such_talon": (QT_TRANSLATE_NOOP("Refusal", "There is no such talon."), ()),
    "discard_not_now": (
        QT_TRANSLATE_NOOP("Refusal", "Only the declarer lays cards away, once, after taking a talon."),
        (),
    ),
    "discard_same_card": (QT_TRANSLATE_NOOP("Refusal", "Choose two different cards."), ()),
}

# the concessions, as verbs after "may" ("Only the declarer may %1")
VERBS = {
    "rospis": QT_TRANSLATE_NOOP("Refusal", "concede the deal (rospis)"),
    "spisat": QT_TRANSLATE_NOOP("Refusal", "write the deal off (spisat')"),
    "give_up": QT_TRANSLATE_NOOP("Refusal", "give up"),
    "surrender": QT_TRANSLATE_NOOP("Refusal", "surrender the golden deal"),
}
SEAT = QT_TRANSLATE_NOOP("Refusal", "seat %1")  # another seat, when the players' names are not known


tr = i18n.translator(CONTEXT)


def refusal_text(why, names=None, me: int | None = None, fallback: str | None = None) -> str:
    """What to tell the player: ``why`` is an engine Refusal (translated), an IllegalAction (its
    Refusal, else its message), a text (shown as it is) or None/"" (nothing). ``names`` are the
    players' names by seat, ``me`` the player's own seat; ``fallback`` replaces the English sentence
    when the Refusal cannot be said here (unknown id, bad params, another seat's refusal)."""
    if isinstance(why, IllegalAction):
        why = why.refusal or str(why)
    if not isinstance(why, Refusal):
        return str(why or "")
    try:
        return _render(why, names, me)
    except (KeyError, TypeError, ValueError, IndexError, AttributeError):
        if fallback is not None:
            return fallback
        try:
            return why.text
        except (KeyError, ValueError, IndexError, AttributeError):
            return why.id


def _render(r: Refusal, names, me) -> str:
    text, keys = MESSAGES[r.id]
    p = r.params
    if me is not None and p.get("seat", me) != me:
        raise ValueError("the sentences speak to the player about their own seat")
    args = [_arg(k, p[k], names) for k in keys]
    return re.sub(r"%(\d)", lambda m: args[int(m.group(1)) - 1], tr(text))


def _arg(key: str, value, names) -> str:
    if key in ("turn", "owner"):
        return _seat(value, names)
    if key == "card":
        return card_label(C.card(value))
    if key == "cards":
        if isinstance(value, str):
            raise TypeError("cards must be a list")
        return ", ".join(card_label(C.card(v)) for v in value)
    if key == "kind":
        return tr(VERBS[value])
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{key} must be a whole number")
    return i18n.number(value)


def _seat(seat, names) -> str:
    if isinstance(seat, bool) or not isinstance(seat, int):
        raise TypeError("a seat is a whole number")
    if names and 0 <= seat < len(names) and names[seat]:
        return str(names[seat])
    return tr(SEAT, seat + 1)
