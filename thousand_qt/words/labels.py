"""The words that name cards, actions and levels on the screen: rank letters, card and marriage
labels, the bar's flags, an action as a sentence, a computer's level. Out of the widget files, so the
table, the bar, the deal log, the refusals, the coach and the dialogs name things alike without
importing one another.

The translations stay where they were: the bare ``tr("...")`` calls are under lupdate's empty
context, and each function looks its words up in the context of the module it came from (Panels,
MainWindow, Dialogs), then in the empty one (i18n.translator).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from engine import cards as C
from thousand_qt.words import i18n

_panels_tr = i18n.translator("Panels")
_window_tr = i18n.translator("MainWindow")
_dialogs_tr = i18n.translator("Dialogs")

SUIT_SYMBOL = {"S": "♠", "C": "♣", "D": "♦", "H": "♥"}


def rank_letters() -> dict[str, str]:
    """The engine's rank letters (``C.RANKS``, "9JQKTA") as the players write them in the language
    now: J Q K A in English, В Д К Т in Russian and Ukrainian, W D K A in Polish; 9 and 10 everywhere.
    Only for the screen: records, saves and the LAN protocol keep the engine's names ("QH").
    The card faces' corners carry the same letters: resources/tools/make_cards.py reads these
    translations ("Card" context of translations/*.ts) and draws a face set for each set of letters."""
    return {
        "9": "9",
        #: the jack's letter in card names like "J♥" and on the faces' corners (Russian, Ukrainian В; Polish W)
        "J": QCoreApplication.translate("Card", "J", "jack"),
        #: the queen's letter in card names like "Q♥" and on the faces' corners (Russian, Ukrainian Д; Polish D)
        "Q": QCoreApplication.translate("Card", "Q", "queen"),
        #: the king's letter in card names like "K♥" and on the faces' corners (Russian, Ukrainian К; Polish K)
        "K": QCoreApplication.translate("Card", "K", "king"),
        "T": "10",
        #: the ace's letter in card names like "A♥" and on the faces' corners (Russian, Ukrainian Т; Polish A)
        "A": QCoreApplication.translate("Card", "A", "ace"),
    }


def rank_letter(r: str) -> str:
    """One rank letter of the engine ("Q") as the players write it ("Д" in Russian)."""
    return rank_letters()[r]


def card_label(c: int) -> str:
    """A card as the players write it: "Q♥" in English, "Д♥" in Russian, "10♠" everywhere."""
    n = C.name(c)
    return rank_letter(n[0]) + SUIT_SYMBOL[n[1]]


def marriage_label(card: int) -> str:
    """A marriage named by one of its cards: its king and queen ("K♥ Q♥")."""
    suit = C.name(card)[1]
    return f"{rank_letter('K')}{SUIT_SYMBOL[suit]} {rank_letter('Q')}{SUIT_SYMBOL[suit]}"


def flag_label(kind: str) -> str:
    """A choice the bar offers beside its page, as its button says it."""
    tr = _panels_tr  # lupdate reads the bare tr(...) calls
    return {
        "pass": tr("Pass"),
        "look": tr("Look at my cards"),
        "unhide": tr("Unhide (I have a marriage)"),
        "redeal": tr("Demand a redeal"),
        "rospis": tr("Rospis (concede)"),
        "spisat": tr("Write off (spisat')"),
        "give_up": tr("Give up (−bid, +50 each)"),
        "surrender": tr("Surrender the golden deal"),
        "close": tr("Close the stock"),
        "exchange": tr("Exchange for the turned trump"),  # the nine; Schnapsen's jack
        "out": tr("66! (I have enough)"),
        "draw": tr("Draw"),
        "close_before_drawing": tr("Close before drawing"),
    }.get(kind, kind)


def action_text(a) -> str:
    """An action as the hint and the status bar say it (\"play Q♥\")."""
    tr = _window_tr  # lupdate reads the bare tr(...) calls
    if a.kind == "play":
        return tr("play %1", card_label(a.value))
    if a.kind == "give":
        return tr("give %1 and %2", card_label(a.value[0]), card_label(a.value[1]))
    if a.kind == "discard":
        return tr("lay away %1 and %2", card_label(a.value[0]), card_label(a.value[1]))
    if a.kind == "discard_give":
        return tr("lay away %1, give %2", card_label(a.value[0]), card_label(a.value[1]))
    if a.kind == "talon":
        return tr("take the left talon") if a.value == 0 else tr("take the right talon")
    if a.kind == "bid":
        return tr("bid %1", a.value)
    if a.kind == "blind":
        return tr("bid %1 blind", a.value)
    if a.kind == "contract":
        return tr("contract %1", a.value)
    return flag_label(a.kind)


def level_label(level: str) -> str:
    """A computer level as New game and the statistics name it."""
    tr = _dialogs_tr  # lupdate reads the bare tr(...) calls
    labels = {"random": tr("Beginner (random)"), "easy": tr("Easy"), "hard": tr("Hard")}
    # "Normal" is also an animation speed in this context: the level is told apart for translators
    labels["normal"] = labels["medium"] = QCoreApplication.translate("Dialogs", "Normal", "computer level")
    return labels.get(level, level)


# a hand as players sort it: suit by suit, the colours alternating, high cards first
SUIT_ORDER = {C.SPADES: 0, C.HEARTS: 1, C.CLUBS: 2, C.DIAMONDS: 3}


def hand_order(cards) -> list[int]:
    return sorted(cards, key=lambda c: (SUIT_ORDER[C.suit(c)], -C.rank(c)))
