"""The coach's words (issue 41): the hint's reason in one line and its "More…" (the top three
choices with their figures), translated from the ids and numbers ``engine.coach`` returns.

The figures are the hard player's own (``engine.coach.advise``: the same search that makes its
decision), asked for in the hint's worker process; this module only says them. Every text is in
the "Coach" context with Qt's plural forms (``%n``: the worlds, the points).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

from engine import Action
from thousand_qt.words import i18n
from thousand_qt.words.labels import card_label

CONTEXT = "Coach"
SHOW_MS = 8000  # as long as the hint stays in the status bar


def _fill(text: str, *args) -> str:
    """%1… filled in one pass (the texts are literal ``translate("Coach", …)`` calls: lupdate finds them)."""
    return i18n.fill(text, *args) if args else text


def _num(x) -> str:
    """A figure as a player reads it: whole points from 10 up, else one decimal (game points)."""
    x = float(x)
    if abs(x) >= 10 or x == round(x):
        return i18n.number(round(x))
    return QLocale().toString(x, "f", 1)


def _cards(cs) -> tuple:
    return tuple(card_label(c) for c in cs)


# ---------------------------------------------------------------- the reason, one line


def reason_text(reason) -> str:
    """The reason (an ``engine.coach.Reason`` or its dict) in the player's language."""
    rid = reason.id if hasattr(reason, "id") else reason["id"]
    p = reason.params if hasattr(reason, "params") else reason["params"]
    n = p.get("worlds", 0)
    other = card_label(p["other"]) if isinstance(p.get("other"), int) and rid.startswith("card") else ""
    if rid == "forced":
        return _fill(QCoreApplication.translate("Coach", "the only move"))
    if rid == "compulsory_bid":
        return _fill(QCoreApplication.translate("Coach", "the opening bid is compulsory"))
    if rid == "claim_66":
        return _fill(QCoreApplication.translate("Coach", "%n point(s) taken: 66 is reached", None, int(p["points"])))
    if rid == "show_66":
        return _fill(QCoreApplication.translate("Coach", "showing the marriage takes you to 66"))
    if rid == "exchange_trump":
        return _fill(
            QCoreApplication.translate("Coach", "taking the turned-up trump for the low one is always worth it")
        )
    if rid == "bid":
        if p.get("up_to", p["bid"]) > p["bid"]:
            return _fill(
                QCoreApplication.translate(
                    "Coach", "made in %1 of %n likely deal(s); worth bidding up to %2", None, int(n)
                ),
                p["made"],
                p["up_to"],
            )
        return _fill(QCoreApplication.translate("Coach", "made in %1 of %n likely deal(s)", None, int(n)), p["made"])
    if rid == "pass":
        return _fill(
            QCoreApplication.translate("Coach", "%1 would be made in only %2 of %n likely deal(s)", None, int(n)),
            p["bid"],
            p["made"],
        )
    if rid == "bid_estimate":  # the two-player 1000s: the heuristic's estimate, not deals searched
        return _fill(
            QCoreApplication.translate(
                "Coach",
                "made with %1% likelihood by the hand's estimate over %n sampled talon(s); the level bids from %2%",
                None,
                int(n),
            ),
            p.get("percent") or 0,
            p.get("threshold") or 0,
        )
    if rid == "pass_estimate":
        return _fill(
            QCoreApplication.translate(
                "Coach",
                "%1 is only %2% likely by the hand's estimate over %n sampled talon(s); the level bids from %3%",
                None,
                int(n),
            ),
            p["bid"],
            p.get("percent") or 0,
            p.get("threshold") or 0,
        )
    if rid == "contract_estimate":
        if p.get("other") is not None:
            return _fill(
                QCoreApplication.translate("Coach", "made with %1% likelihood by the hand's estimate; %2: %3%"),
                p.get("percent") or 0,
                p["other"],
                p.get("other_percent") or 0,
            )
        return _fill(
            QCoreApplication.translate("Coach", "made with %1% likelihood by the hand's estimate"),
            p.get("percent") or 0,
        )
    if rid == "give_safe" and p.get("made") is not None:
        return _fill(
            QCoreApplication.translate(
                "Coach",
                "%1 cannot make a marriage for them (%2 is not theirs); the contract is made in %3 of %n world(s)",
                None,
                int(n),
            ),
            card_label(p["card"]),
            card_label(p["partner"]),
            p["made"],
        )
    if rid == "give_risk" and p.get("made") is not None:
        return _fill(
            QCoreApplication.translate(
                "Coach",
                "%1 makes a marriage for them with %2 in %3 of %n world(s); the contract is made in %4 of them",
                None,
                int(n),
            ),
            card_label(p["card"]),
            card_label(p["partner"]),
            p["theirs"],
            p["made"],
        )
    if rid in ("give", "give_safe", "give_risk"):
        if p.get("made") is None:
            return _fill(
                QCoreApplication.translate(
                    "Coach", "the contract is made with %1% likelihood over %n world(s)", None, int(n)
                ),
                p.get("percent", 0),
            )
        if p.get("other"):
            a, b = _cards(p["other"])
            return _fill(
                QCoreApplication.translate(
                    "Coach", "the contract is made in %1 of %n world(s); giving %2 and %3 instead: %4%", None, int(n)
                ),
                p["made"],
                a,
                b,
                p.get("other_percent", 0),
            )
        return _fill(
            QCoreApplication.translate("Coach", "the contract is made in %1 of %n world(s)", None, int(n)), p["made"]
        )
    if rid == "discard":
        # the two-player 1000s' lay-away: two cards laid away (Auction), or one laid away and one
        # given to the opponent (Russian)
        if p.get("other"):
            a, b = _cards(p["other"])
            if p.get("discard") == "discard_give":
                text = QCoreApplication.translate(
                    "Coach",
                    "the contract is made in %1 of %n world(s); laying away %2 and giving %3 instead: %4%",
                    None,
                    int(n),
                )
            else:
                text = QCoreApplication.translate(
                    "Coach",
                    "the contract is made in %1 of %n world(s); laying away %2 and %3 instead: %4%",
                    None,
                    int(n),
                )
            return _fill(text, p["made"], a, b, p.get("other_percent", 0))
        return _fill(
            QCoreApplication.translate("Coach", "the contract is made in %1 of %n world(s)", None, int(n)), p["made"]
        )
    if rid == "discard_points":  # 1001: the declarer's deal score over play-outs of sampled deals
        if p.get("other"):
            a, b = _cards(p["other"])
            return _fill(
                QCoreApplication.translate(
                    "Coach",
                    "the bid is made in %1 of %n world(s); discarding %2 and %3 instead: %4 points fewer on average",
                    None,
                    int(n),
                ),
                p.get("made") or 0,
                a,
                b,
                _num(p.get("loss", 0)),
            )
        return _fill(
            QCoreApplication.translate("Coach", "the bid is made in %1 of %n world(s)", None, int(n)),
            p.get("made") or 0,
        )
    if rid == "leave":
        a, b = _cards(p["cards"]) if len(p.get("cards", [])) == 2 else ("", "")
        return _fill(
            QCoreApplication.translate(
                "Coach", "even the best give, %1 and %2, makes the contract in only %3 of %n world(s)", None, int(n)
            ),
            a,
            b,
            p["made"],
        )
    if rid == "contract":
        if p.get("other") is not None and p.get("other_made") is not None:
            return _fill(
                QCoreApplication.translate("Coach", "made in %1 of %n world(s); %2 in %3", None, int(n)),
                p["made"],
                p["other"],
                p["other_made"],
            )
        return _fill(QCoreApplication.translate("Coach", "made in %1 of %n world(s)", None, int(n)), p["made"])
    if rid == "rule":
        return QCoreApplication.translate("Coach", "no figures for this decision")
    if rid in ("bid_value", "pass_value", "discard_value", "contract_value", "give_value_safe", "give_value_risk"):
        return _searched_text(rid, p, int(n))
    if rid == "card_value":
        return _fill(
            QCoreApplication.translate("Coach", "%1 loses %2 points on average (%n world(s))", None, int(n)),
            other,
            _num(p["loss"]),
        )
    if rid == "card_equal":
        return _fill(
            QCoreApplication.translate("Coach", "every card comes to the same here (%n world(s))", None, int(n))
        )
    if rid == "card_makes_always":
        return _fill(
            QCoreApplication.translate(
                "Coach", "makes the contract in every world (%n); %1 loses %2 points on average", None, int(n)
            ),
            other,
            _num(p["loss"]),
        )
    if rid == "card_makes":
        return _fill(
            QCoreApplication.translate(
                "Coach", "makes the contract in %1 of %n world(s); %2 loses %3 points on average", None, int(n)
            ),
            p["made"],
            other,
            _num(p["loss"]),
        )
    if rid == "card_sets_always":
        return _fill(
            QCoreApplication.translate(
                "Coach", "beats the contract in every world (%n); %1 loses %2 points on average", None, int(n)
            ),
            other,
            _num(p["loss"]),
        )
    if rid == "card_sets":
        return _fill(
            QCoreApplication.translate(
                "Coach", "beats the contract in %1 of %n world(s); %2 loses %3 points on average", None, int(n)
            ),
            p["made"],
            other,
            _num(p["loss"]),
        )
    if rid == "card_points":
        return _fill(
            QCoreApplication.translate(
                "Coach", "the contract is settled; %1 takes %2 points fewer on average (%n world(s))", None, int(n)
            ),
            other,
            _num(p["loss"]),
        )
    if rid == "card_66":
        return _fill(
            QCoreApplication.translate(
                "Coach", "wins the hand in %1 of %n world(s); %2 loses %3 game points on average", None, int(n)
            ),
            p["won"],
            other,
            _num(p["loss"]),
        )
    if rid == "close":
        return _fill(
            QCoreApplication.translate(
                "Coach",
                "closing wins the hand in %1 of %n world(s); playing on loses %2 game points on average",
                None,
                int(n),
            ),
            p.get("won") or 0,
            _num(p.get("loss", 0)),
        )
    if rid == "draw":
        return _fill(
            QCoreApplication.translate(
                "Coach", "closing now loses %1 game points on average (%n world(s))", None, int(n)
            ),
            _num(p.get("loss", 0)),
        )
    return _fill(QCoreApplication.translate("Coach", "the best expected result (%n world(s))", None, int(n)))


def _searched_text(rid: str, p: dict, n: int) -> str:
    """The two-player 1000s' decisions by hard's ISMCTS: the next best choice and what it loses
    on average over the worlds searched."""
    loss = _num(p.get("loss", 0))
    if rid == "give_value_safe":
        text = QCoreApplication.translate(
            "Coach",
            "%1 cannot make a marriage for them (%2 is not theirs); %3 points on average (%n world(s))",
            None,
            n,
        )
        return _fill(text, card_label(p["card"]), card_label(p["partner"]), _num(p.get("value", 0)))
    if rid == "give_value_risk":
        text = QCoreApplication.translate(
            "Coach",
            "%1 makes a marriage for them if they hold %2 (%3% likely); %4 points on average (%n world(s))",
            None,
            n,
        )
        return _fill(
            text, card_label(p["card"]), card_label(p["partner"]), p.get("percent", 0), _num(p.get("value", 0))
        )
    if rid == "bid_value":
        text = QCoreApplication.translate("Coach", "passing instead: %1 points fewer on average (%n world(s))", None, n)
        return _fill(text, loss)
    if rid == "pass_value":
        text = QCoreApplication.translate(
            "Coach", "bidding %1 instead: %2 points fewer on average (%n world(s))", None, n
        )
        return _fill(text, p.get("value", ""), loss)
    if rid == "contract_value":
        text = QCoreApplication.translate(
            "Coach", "a contract of %1 instead: %2 points fewer on average (%n world(s))", None, n
        )
        return _fill(text, p.get("value", ""), loss)
    a, b = _cards(p.get("cards") or [])
    if p.get("discard") == "discard_give":
        text = QCoreApplication.translate(
            "Coach", "laying away %1 and giving %2 instead: %3 points fewer on average (%n world(s))", None, n
        )
    else:
        text = QCoreApplication.translate(
            "Coach", "laying away %1 and %2 instead: %3 points fewer on average (%n world(s))", None, n
        )
    return _fill(text, a, b, loss)


def hint_line(hint: str, advice) -> str:
    """ "Hint: play A♠ — makes the contract in every world (16); …" (the hint alone without figures)."""
    if advice is None:
        return hint
    return _fill(QCoreApplication.translate("Coach", "%1 — %2"), hint, reason_text(advice.reason))


# ---------------------------------------------------------------- "More…": the top three


def choice_text(choice: dict, action_text) -> str:
    """One of the top choices with its figures; ``action_text(Action)`` names the action."""
    what = action_text(Action.from_record(choice["action"]))
    n, made, unit = choice["worlds"], choice.get("made"), choice["unit"]
    if unit == "p_make":
        if made is not None:
            return _fill(
                QCoreApplication.translate("Coach", "%1: the contract made in %2 of %n world(s)", None, int(n)),
                what,
                made,
            )
        return _fill(
            QCoreApplication.translate(
                "Coach", "%1: the contract made with %2% likelihood (%n world(s))", None, int(n)
            ),
            what,
            round(100 * choice["value"]),
        )
    if unit == "p_estimate":  # the two-player 1000s' bid: the heuristic's estimate over sampled talons
        if choice["action"].get("pass"):  # its figure is the likelihood the level asks of a bid, not a chance
            return _fill(
                QCoreApplication.translate("Coach", "%1: the level bids only from %2% likely by the hand's estimate"),
                what,
                round(100 * choice["value"]),
            )
        return _fill(
            QCoreApplication.translate(
                "Coach", "%1: %2% likely by the hand's estimate (%n sampled talon(s))", None, int(n)
            ),
            what,
            round(100 * choice["value"]),
        )
    if unit == "points_estimate":  # the two-player 1000s' raise: the hand's estimate, no worlds
        return _fill(
            QCoreApplication.translate("Coach", "%1: %2 points expected by the hand's estimate"),
            what,
            _num(choice["value"]),
        )
    if unit == "game_points":
        if made is not None:
            return _fill(
                QCoreApplication.translate(
                    "Coach", "%1: %2 game points on average, won in %3 of %n world(s)", None, int(n)
                ),
                what,
                _num(choice["value"]),
                made,
            )
        return _fill(
            QCoreApplication.translate("Coach", "%1: %2 game points on average (%n world(s))", None, int(n)),
            what,
            _num(choice["value"]),
        )
    if unit == "own_points":
        return _fill(
            QCoreApplication.translate("Coach", "%1: %2 points of your own on average (%n world(s))", None, int(n)),
            what,
            _num(choice["value"]),
        )
    if made is not None:
        return _fill(
            QCoreApplication.translate("Coach", "%1: %2 points on average, made in %3 of %n world(s)", None, int(n)),
            what,
            _num(choice["value"]),
            made,
        )
    return _fill(
        QCoreApplication.translate("Coach", "%1: %2 points on average (%n world(s))", None, int(n)),
        what,
        _num(choice["value"]),
    )


def more_text(advice, action_text) -> str:
    return "\n".join(choice_text(c, action_text) for c in advice.top)


def note_text(unit: str, lost: float, better: str) -> str:
    """The quiet note after a costly decision ("−15 points expected: K♦ would have been better")."""
    if unit == "game_points":
        return _fill(
            QCoreApplication.translate("Coach", "Coach: −%1 game points expected: %2 would have been better"),
            _num(lost),
            better,
        )
    return _fill(
        QCoreApplication.translate("Coach", "Coach: −%1 points expected: %2 would have been better"), _num(lost), better
    )


# ---------------------------------------------------------------- the review's analysis (its own words)


def analysis_unavailable() -> str:
    return QCoreApplication.translate("Coach", "Analysis is not available for this game")


def analysing_text(done: int, total: int) -> str:
    """The progress bar's text while the seat's decisions are searched."""
    return _fill(QCoreApplication.translate("Coach", "Analysing: %1 of %n decision(s)", None, int(total)), done)


def _lost_text(unit: str | None, lost: float) -> str:
    if unit == "game_points":
        return _fill(QCoreApplication.translate("Coach", "−%1 game points expected"), _num(lost))
    return _fill(QCoreApplication.translate("Coach", "−%1 points expected"), _num(lost))


def decision_text(decision: dict, action_text) -> str:
    """One analysed decision in the review bar: "played 10♠ (−11 points expected); play A♠ was
    better — its reason", or that the hard level agrees."""
    played = action_text(Action.from_record(decision["played"]))
    best = action_text(Action.from_record(decision["best"]))
    reason = decision.get("reason")
    why = reason_text(reason) if reason else ""
    if decision.get("same") or not decision.get("loss"):
        if decision.get("same"):
            return _fill(QCoreApplication.translate("Coach", "%1: the hard level's choice too — %2"), played, why)
        return _fill(QCoreApplication.translate("Coach", "%1: as good as %2 by the search's figures"), played, best)
    return _fill(
        QCoreApplication.translate("Coach", "%1 (%2); %3 was better — %4"),
        played,
        _lost_text(decision.get("unit"), decision["loss"]),
        best,
        why,
    )


def deal_summary(deal: int, decisions: list, worst: dict | None, action_text) -> str:
    """One deal's sum: its mistakes and the worst of them; a bid or contract that failed is said in
    the worlds' count ("Deal 4: 130 made in 2 of 10 likely deals; bid 120 was the best")."""
    count = len(decisions)
    if worst is None:
        return _fill(
            QCoreApplication.translate("Coach", "Deal %1: no mistake in %n decision(s)", None, count), deal + 1
        )
    played = Action.from_record(worst["played"])
    best = action_text(Action.from_record(worst["best"]))
    n = int(worst.get("worlds") or 0)
    if played.kind in ("bid", "contract", "blind") and worst.get("played_made") is not None and n:
        return _fill(
            QCoreApplication.translate(
                "Coach", "Deal %1: %2 made in %3 of %n likely deal(s); %4 was the best", None, n
            ),
            deal + 1,
            played.value,
            worst["played_made"],
            best,
        )
    return _fill(
        QCoreApplication.translate("Coach", "Deal %1: the worst decision, %2 (%3); %4 was better"),
        deal + 1,
        action_text(played),
        _lost_text(worst.get("unit"), worst.get("loss") or 0),
        best,
    )


def game_summary(mistakes: int, decisions: int, lost: float, unit: str | None) -> str:
    """The game's sum: how many decisions cost more than the coach's threshold, and all they cost."""
    if not mistakes:
        return _fill(
            QCoreApplication.translate("Coach", "The game: no mistake in %n decision(s)", None, int(decisions))
        )
    return _fill(
        QCoreApplication.translate("Coach", "The game: %n mistake(s) in %1 decisions; %2 in all", None, int(mistakes)),
        decisions,
        _lost_text(unit, lost),
    )
