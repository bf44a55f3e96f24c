"""A deal's story in words, as one seat saw it: each event as a line of "who" and "what", and the
deal's result with its reasons (``deal_reasons``: the contract against the points taken, cards and
marriages apart, the rounding, bolts and their fines, the barrel, a redeal's reason, Sixty-Six's
hand). The deal log (window/deal_log.py) lists the lines; the table's banner gives the reasons.

Every line is "who" and "what", the "what" a noun phrase ("contract 120 made", "pass"), never a verb
whose form follows the person or the gender: a line reads right for "You" and for Anna alike in
English, Russian, Polish and Ukrainian. The texts are made from the events whenever they are shown,
so a language switch retells the whole story in the new language.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from engine import cards as C
from thousand_qt.words import i18n
from thousand_qt.words.labels import SUIT_SYMBOL, card_label, rank_letter

tr = i18n.translator("DealLog")


def _name(names, seat) -> str:
    return str(names[seat]) if isinstance(seat, int) and 0 <= seat < len(names) else "?"


def _card(x) -> int:
    return C.card(x) if isinstance(x, str) else int(x)


def _cards(xs) -> str:
    return " ".join(card_label(_card(x)) for x in xs)


def _suit(suit) -> str:
    """A marriage's suit as shown: ♠ ♣ ♦ ♥, or the ace's letter for the four aces."""
    if isinstance(suit, int):
        suit = C.SUITS[suit]
    return rank_letter("A") if suit == "A" else SUIT_SYMBOL.get(suit, str(suit))


_signed = i18n.signed  # a change or a fine: +15, −120 (the minus sign, as on the sheet and the banner)
_num = i18n.number  # a score or a figure: −555 with the minus sign too


# ---------------------------------------------------------------- a deal's result and its reasons


def _marriages(events) -> dict:
    """seat -> [(suit, points)] of the marriages announced or shown in the deal."""
    out: dict = {}
    for e in events:
        if e.kind in ("marriage_announced", "marriage_shown"):
            d = e.data or {}
            out.setdefault(e.seat, []).append((d.get("suit"), int(d.get("points", 0))))
    return out


def _taken_text(taken: int, marriages: list) -> str:
    """ "123 taken (43 in cards + ♦ 80)": the points a seat took, cards and marriages apart."""
    pairs = [(s, p) for s, p in marriages if p]
    in_cards = taken - sum(p for _, p in pairs)
    if not pairs or in_cards < 0:  # no marriage, or points the cards do not explain (both talons swept)
        return tr("%1 taken", _num(taken))
    parts = [tr("%1 in cards", _num(in_cards))] + [f"{_suit(s)} {_num(p)}" for s, p in pairs]
    return tr("%1 taken (%2)", _num(taken), " + ".join(parts))


def _fines(events, seat) -> int:
    return sum(int((e.data or {}).get("points", 0)) for e in events if e.kind == "penalty" and e.seat == seat) + sum(
        int((e.data or {}).get("points", 0)) for e in events if e.kind == "barrel_fell" and e.seat == seat
    )


def _barrel_moved(events, seat) -> bool:
    kinds = ("barrel_mounted", "barrel_fell", "barrel_left", "dump_truck")
    return any(e.kind in kinds and e.seat == seat for e in events)


def _list_in(summary: dict, key: str) -> list:
    """The summary's list under ``key``, or an empty one (a summary from an older host may lack it)."""
    v = summary.get(key)
    return v if isinstance(v, list) else []


def deal_reasons(summary: dict, seat: int, names, events=()) -> list[str]:
    """Why each player scores what he does in a deal, in the player's language, one line each:
    the declarer's contract against what he took ("You: contract 120 made — 123 taken (43 in cards +
    ♦ 80)"), a defender's points and their rounding ("Bob: 74 taken → 70"), bolts and their fines
    ("Anna: bolt 3: −120"), the barrel ("fell off the barrel (contract failed)"), a redeal's reason.

    ``summary`` is the ``deal_scored`` event's data; ``seat`` the player's own (whose view it is);
    ``names`` the seats' names as the table shows them; ``events`` the deal's events as this seat saw
    them (from its ``dealt`` to its ``deal_scored``): without them the lines say only what the summary
    holds (no marriages apart, no bolts, no barrel)."""
    events = [e for e in events if e.visible_to(seat)]
    lines: list[str] = []
    result = summary.get("result")
    if "winner" in summary:
        return _hand_reasons(summary, names, events)
    if result == "redeal":
        lines += [_redeal_line(e, names) for e in events if e.kind == "redeal"]
    dec = summary.get("declarer")
    contract = summary.get("contract")
    taken = _list_in(summary, "taken")
    delta = _list_in(summary, "delta")
    marriages = _marriages(events)
    sitter = next(((e.data or {}).get("sitter") for e in events if e.kind == "dealt"), None)
    for s in range(len(names)):
        if s >= len(taken) or s >= len(delta):
            break
        written = delta[s] - _fines(events, s)
        if s == dec and result in ("made", "failed"):
            what = _taken_text(taken[s], marriages.get(s, []))
            if result == "made":
                line = tr("contract %1 made — %2", contract, what)
                if isinstance(contract, int) and written == 2 * contract:
                    line = f"{line} → {contract} ×2"  # a blind or golden deal doubles (blind_double, golden_double)
                elif written not in (contract, taken[s]) and not _barrel_moved(events, s):
                    line = f"{line} → {_num(written)}"  # all the points taken, rounded (1001)
                elif isinstance(contract, int) and taken[s] < contract:
                    line = f"{line} → {contract}"  # made on the points rounded (round_own_points)
            else:
                line = tr("contract %1 failed — %2: %3", contract, what, _signed(written))
                if isinstance(contract, int) and written == -2 * contract:
                    line = f"{line} ({_signed(-contract)} ×2)"  # doubled: a blind or golden deal
            lines.append(tr("%1: %2", _name(names, s), line))
        elif s == dec and result in ("rospis", "spisat", "give_up", "surrender"):
            what = {
                "rospis": tr("rospis of %1"),
                "spisat": tr("contract %1 written off"),
                "give_up": tr("contract %1 given up"),
                "surrender": tr("contract %1 surrendered"),
            }[result]
            lines.append(tr("%1: %2", _name(names, s), i18n.fill(what, contract)))
        elif s == sitter and written:
            # four players: the seat sitting out scores from the talon (agreement four_sitter_score)
            lines.append(tr("%1: %2", _name(names, s), tr("sitting out, from the talon: %1", _signed(written))))
        elif result in ("made", "failed", "played") and (taken[s] or s in marriages):
            line = _taken_text(taken[s], marriages.get(s, []))
            if written != taken[s] and not _barrel_moved(events, s) and written:
                line = f"{line} → {_num(written)}"  # rounded to the step (74 → 70)
            lines.append(tr("%1: %2", _name(names, s), line))
        lines += _seat_events(events, s, names)
    return lines


def _seat_events(events, s: int, names) -> list[str]:
    """One seat's bolts, fines, barrel and dump truck in a deal's scoring."""
    out = []
    who = _name(names, s)
    mine = [e for e in events if e.seat == s]
    for i, e in enumerate(mine):
        d = e.data or {}
        if e.kind == "zero":
            fine = next(
                (x for x in mine[i + 1 :] if x.kind == "penalty" and (x.data or {}).get("reason") == "zeros"), None
            )
            bolt = tr("bolt %1", d.get("count", 1))
            out.append(tr("%1: %2", who, tr("%1: %2", bolt, _signed(fine.data["points"])) if fine else bolt))
        elif e.kind == "penalty" and d.get("reason") == "redeals":
            out.append(tr("%1: %2", who, tr("fine for redeals in a row: %1", _signed(d.get("points", 0)))))
        elif e.kind == "penalty" and d.get("reason") == "rospis":
            out.append(tr("%1: %2", who, tr("fine for a rospis: %1", _signed(d.get("points", 0)))))
        elif e.kind == "barrel_mounted":
            out.append(tr("%1: %2", who, tr("on the barrel at %1", _num(d["score"]) if "score" in d else "")))
        elif e.kind == "barrel_fell":
            out.append(tr("%1: %2", who, _fell(d)))
        elif e.kind == "barrel_left":
            out.append(tr("%1: %2", who, tr("out of the barrel's zone")))
        elif e.kind == "dump_truck":
            out.append(tr("%1: %2", who, tr("%1: the dump truck, back to 0", _num(d.get("from", 555)))))
    return out


def _fell(d: dict) -> str:
    why = {
        "failed": tr("contract failed"),
        "deals": tr("its deals are over"),
        "thrown_off": tr("another player got on it"),
        "fined": tr("a fine"),
        "together": tr("two got on it at once"),
    }.get(d.get("reason") or "", "")
    text = tr("fell off the barrel (%1)", why) if why else tr("fell off the barrel")
    if "points" in d:
        return tr("%1: %2", text, _signed(d["points"]))
    if "score" in d:
        return f"{text} → {_num(d['score'])}"
    return text


def _redeal_line(e, names) -> str:
    reason = (e.data or {}).get("reason")
    why = {
        "nines": tr("four nines"),
        "jacks": tr("four jacks"),
        "hand_points": tr("too few points in the hand"),
        "talon_points": tr("too few points in the talon"),
        "talon_nines": tr("two nines in the talon"),
        "talon_jacks": tr("three jacks in the talon"),
        "bottom_jack": tr("a jack at the bottom"),
        "bottom_nine": tr("a nine at the bottom"),
        "all_passed": tr("everybody passed"),
    }.get(reason or "", "")
    line = tr("redeal: %1", why) if why else tr("redeal")
    return tr("%1: %2", _name(names, e.seat), line) if e.seat is not None else line


def _hand_reasons(summary: dict, names, events) -> list[str]:
    """Sixty-Six: who won the hand and why, each side's points (cards and marriages apart)."""
    lines = []
    winner, result = summary.get("winner"), summary.get("result")
    taken = summary.get("taken") or []
    marriages = _marriages(events)
    if result == "closing_failed":
        lines.append(tr("%1: %2", _name(names, summary.get("closed_by")), tr("stock closed, 66 not reached")))
    elif result == "wrong_out":
        lines.append(tr("%1: %2", _name(names, summary.get("out_by")), tr("66 announced without having it")))
    elif result == "nobody":
        lines.append(tr("nobody reached 66: a game point is carried"))
    elif result == "draw":
        lines.append(tr("nobody reached 66: a draw, nobody scores"))
    elif result == "last_trick":
        lines.append(tr("%1: %2", _name(names, winner), tr("the last trick won: it wins the hand")))
    for s in range(min(len(names), len(taken))):
        lines.append(tr("%1: %2", _name(names, s), _taken_text(taken[s], marriages.get(s, []))))
    if winner is not None and isinstance(summary.get("delta"), list):
        won = summary["delta"][winner]
        line = QCoreApplication.translate("DealLog", "%n game point(s)", None, int(won))
        if summary.get("carried"):
            line = tr("%1 (%2 carried)", line, summary["carried"])
        lines.append(tr("%1: %2", _name(names, winner), line))
    return lines


# ---------------------------------------------------------------- the story of a deal


def deal_lines(events, seat: int, names) -> list[tuple[str, str]]:
    """A deal's story as (who, what) lines, from its events as ``seat`` saw them. A trick is one line,
    written when its first card is played and completed as the others come ("Trick 3", "Anna 10♥ ·
    You A♥ · Bob 9♥ → You")."""
    lines: list[tuple[str, str]] = []
    trick: list = []
    trick_at = None
    tricks = 0
    seen_talon = False
    events = [e for e in events if e.visible_to(seat)]

    def trick_line(winner=None):
        cards = " · ".join(f"{_name(names, s)} {card_label(c)}" for s, c in trick)
        text = f"{cards} → {_name(names, winner)}" if winner is not None else cards
        return (tr("Trick %1", tricks), text)

    for i, e in enumerate(events):
        k, d, s = e.kind, e.data or {}, e.seat
        who = _name(names, s)
        if k == "card_played":
            if not trick:
                tricks += 1
                trick_at = len(lines)
                lines.append(("", ""))
            trick.append((s, _card(d["card"])))
            assert trick_at is not None  # set by the trick's first card
            lines[trick_at] = trick_line()
        elif k == "trick_taken":
            if trick and trick_at is not None:
                lines[trick_at] = trick_line(s)
            trick, trick_at = [], None
        elif k == "gave" and s != seat and d.get("to") == seat and "card" not in d:
            got = next((x for x in events[i + 1 :] if x.kind == "received"), None)  # the card it was, to me
            what = card_label(_card(got.data["card"])) if got is not None else tr("a card")
            lines.append((who, f"→ {_name(names, seat)}: {what}"))
        elif k == "received" and any(x.kind == "gave" and (x.data or {}).get("to") == seat for x in events[:i]):
            pass  # said with the give above
        elif k == "deal_scored":
            lines += [("", line) for line in deal_reasons(d, seat, names, events[: i + 1])]
        else:
            line = _event_line(e, seat, names, who, seen_talon)
            if k in ("talon_shown", "talon_cards"):
                seen_talon = True
            if line is not None:
                lines.append(line)
    return lines


def _event_line(e, seat: int, names, who: str, seen_talon: bool):  # noqa: C901 - one branch per kind
    k, d, s = e.kind, e.data or {}, e.seat
    if k == "dealt":
        line = tr("dealer: %1", _name(names, d.get("dealer")))
        if d.get("sitter") is not None:
            line = tr("%1; sitting out: %2", line, _name(names, d["sitter"]))
        return ("", line)
    if k == "hand":
        return (_name(names, seat), tr("dealt: %1", _cards(_sorted(d.get("cards", [])))))
    if k == "bid":
        return (who, tr("%1 blind", d["bid"]) if d.get("blind") else str(d["bid"]))
    if k == "passed":
        return (who, tr("pass"))
    if k == "looked":
        return (who, tr("cards looked at"))
    if k == "unhidden":
        return (who, tr("blind bid of %1 lifted", _name(names, d.get("blind"))))
    if k == "contract_won":
        return (who, tr("auction won: %1", d.get("bid")))
    if k == "talon_shown":
        return (who, tr("talon: %1", _cards(d.get("cards", []))))
    if k == "talon_taken":
        return (who, tr("talon taken"))
    if k == "talon_cards":
        return None if seen_talon else (who, tr("talon: %1", _cards(d.get("cards", []))))
    if k == "gave":
        what = card_label(_card(d["card"])) if "card" in d else tr("a card")
        return (who, f"→ {_name(names, d.get('to'))}: {what}")
    if k == "received":
        return (_name(names, d.get("to", seat)), tr("received: %1", card_label(_card(d["card"]))))
    if k == "discarded":
        if d.get("cards"):
            return (who, tr("laid away: %1", _cards(d["cards"])))
        return (who, QCoreApplication.translate("DealLog", "%n card(s) laid away", None, int(d.get("count", 0))))
    if k == "contract_set":
        return (who, tr("contract: %1", d.get("contract")))
    if k in ("marriage_announced", "marriage_shown"):
        line = tr("marriage %1: %2", _suit(d.get("suit")), d.get("points", 0))
        if k == "marriage_shown":
            line = tr("%1 (shown)", line)
        return (who, line)
    if k == "trump_changed":
        line = tr("trump: %1", _suit(d.get("suit")))
        if "turned" in d:
            line = tr("%1 (turned up: %2)", line, card_label(_card(d["turned"])))
        return ("", line)
    if k == "stock_closed":
        return (who, tr("stock closed before drawing") if d.get("before_drawing") else tr("stock closed"))
    if k == "trump_exchanged":
        low = d.get("nine")  # the low trump given for it: the nine, or Schnapsen's jack
        if low is None:
            return (who, tr("trump %1 taken", card_label(_card(d["card"]))))
        return (who, tr("trump %1 taken for %2", card_label(_card(d["card"])), card_label(_card(low))))
    if k == "out":
        return (
            who,
            tr("66 announced: %1", d.get("points")) if d.get("holds") else tr("66 announced: only %1", d.get("points")),
        )
    if k == "redeal":
        return ("", _redeal_line(e, names))
    if k == "redeal_refused":
        return (who, tr("redeal refused: a fine for %1", _name(names, d.get("fined"))))
    if k == "game_won":
        winners = d.get("winners") or ([s] if s is not None else [])
        return ("", tr("game won: %1", ", ".join(_name(names, w) for w in winners)))
    return None  # play_started, drew, zeros and fines (the result's reasons say them)


def _sorted(cards) -> list:
    from thousand_qt.words.labels import hand_order

    return hand_order(_card(c) for c in cards)


def split_deals(events) -> list[list]:
    """A game's events as one list per deal (each from its ``dealt``); ``game_won`` stays with the
    deal that ended the game."""
    deals: list[list] = []
    for e in events:
        if e.kind == "dealt" or not deals:
            deals.append([])
        deals[-1].append(e)
    return deals


# ---------------------------------------------------------------- the widget
