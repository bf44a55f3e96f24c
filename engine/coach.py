"""The coach: why the hard level would decide as it does, and what a decision cost.

Everything here is read off the figures the hard player decided from (``player.evaluate(view)``:
the same search, the same seed, the same action; ``engine.ai.base.Evaluation``), never a second
judgement. A reason is an id and its parameters (``Reason``); the app translates it
(thousand_qt, ``coach_text``). Cards travel as card ids, actions in record form.

    from engine.coach import advise
    advice = advise(view(g, seat))      # the hint, its reason and the top three choices
    advice.reason.id, advice.reason.params, advice.top

``analyse(record, seat)`` evaluates every decision of one seat of a recorded game from that
seat's view at the time (what it knew then), for ``python -m engine analyse``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .ai.base import Evaluation, Figure, same_action

TOP = 3  # the choices "More…" shows
PAIRS = ("give", "discard", "discard_give")  # two cards given or laid away


@dataclass(frozen=True)
class Reason:
    """Why, as an id the app translates and its parameters (numbers, card ids, bids)."""

    id: str
    params: dict = field(default_factory=dict)


@dataclass
class Advice:
    """A hint: the action, its reason in one line, the top choices with their figures."""

    action: Any
    reason: Reason
    top: list  # [choice(...)]: at most TOP, best first
    evaluation: Evaluation | None = None


def choice(f: Figure, unit: str) -> dict:
    """One candidate in record form with its figures (what "More…" lists, what analyse prints)."""
    return {
        "action": f.action.to_record() if hasattr(f.action, "to_record") else f.action,
        "value": round(f.value, 3),
        "unit": unit,
        "worlds": f.worlds,
        "made": f.made,
    }


def advise(v, player=None, seed: int = 0) -> Advice:
    """The hard level's decision for view ``v`` with its reason (``player``: a hard player, kept
    by the caller so its caches serve the next hint; made here when None)."""
    if player is None:
        from .ai import make_player

        player = make_player("hard", seed)
    action, ev = player.evaluate(v)
    return Advice(action, explain(v, action, ev), top_choices(ev), ev)


def top_choices(ev: Evaluation | None, n: int = TOP) -> list:
    if ev is None:
        return []
    return [choice(f, ev.unit) for f in ev.figures[:n]]


# ---------------------------------------------------------------- the cost of a decision


def loss(ev: Evaluation | None, played) -> float | None:
    """How much worse ``played`` is than the best choice by the search's own estimate, in
    score-sheet points (Sixty-Six: game points); None when the search did not value it."""
    if ev is None or not ev.figures:
        return None
    f = ev.of(played)
    if f is None:
        return None
    d = ev.figures[0].value - f.value
    if ev.unit in ("p_make", "p_estimate"):  # a probability of making the contract: ± the contract at stake
        d *= 2 * (ev.goal or 0)
    return max(0.0, d)


# ---------------------------------------------------------------- the reason


def _card(a) -> int | None:
    return a.value if a is not None and a.kind == "play" else None


def _second(ev: Evaluation, action) -> Figure | None:
    """The best figure other than ``action``'s."""
    return next((f for f in ev.figures if not same_action(f.action, action)), None)


def explain(v, action, ev: Evaluation | None) -> Reason:
    """The reason for ``action`` in view ``v`` from the evaluation it came from."""
    # one legal action, or one card (a search values a card once, whatever it announces)
    plays = {a.value for a in v.legal if a.kind == "play"}
    if len(v.legal) == 1 or (action.kind == "play" and ev is None and len(plays) == 1):
        return Reason("forced", {"action": action.to_record()})
    if ev is None:
        return _rule_reason(v, action)
    by_kind = {
        "bid": _bid,
        "give": _give,
        "discard": _discard,
        "contract": _contract,
        "card": _play,
        "close": _close,
        "draw": _close,
    }
    return by_kind.get(ev.kind, _generic)(v, action, ev)


def _rule_reason(v, action) -> Reason:
    """Decisions the level takes by a rule, not a search."""
    if action.kind == "out":
        me = v.seat
        return Reason("claim_66", {"points": v.card_points.get(me, 0) + v.marriages.get(me, 0)})
    if action.kind == "show":
        return Reason("show_66", {"card": action.value})
    if action.kind == "exchange":
        return Reason("exchange_trump", {})
    if action.kind == "bid" and not any(a.kind == "pass" for a in v.legal):
        return Reason("compulsory_bid", {"bid": action.value})
    return Reason("rule", {"action": action.to_record()})


def _generic(v, action, ev) -> Reason:
    f = ev.of(action) or ev.best()
    return Reason("best_value", {"action": action.to_record(), "value": round(f.value, 1), "worlds": f.worlds})


def _searched(action, ev: Evaluation, rid: str) -> Reason:
    """A decision of the two-player 1000s' ISMCTS (hard's, issue 39): its mean score over the
    worlds it was tried in, and the next best choice's loss against it; no contract counted."""
    f = ev.of(action) or ev.best()
    assert f is not None
    other = _second(ev, action)
    if other is None or abs(other.value - f.value) < 1e-6:
        return Reason("best_value", {"action": action.to_record(), "value": round(f.value, 1), "worlds": f.worlds})
    params: dict = {"worlds": f.worlds, "loss": round(f.value - other.value, 1), "other": other.action.to_record()}
    if other.action.kind in ("discard", "discard_give"):
        params.update(cards=list(other.action.value), discard=other.action.kind)
        # a king or queen given (Russian): how likely its partner is theirs
        for card, partner, share in (ev.extra.get("gifts") or {}).get(tuple(action.value), []):
            rid = "give_value_safe" if share is None else "give_value_risk"
            params.update(card=card, partner=partner, percent=share, value=round(f.value, 1))
    elif other.action.kind in ("bid", "contract"):
        params.update(value=other.action.value)
    return Reason(rid, params)


def _bid(v, action, ev: Evaluation) -> Reason:
    if ev.extra.get("ismcts"):
        return _searched(action, ev, "bid_value" if action.kind == "bid" else "pass_value")
    lowest = ev.extra.get("lowest", ev.goal)
    if ev.unit == "p_estimate":  # the two-player 1000s: the heuristic's estimate, not deals searched
        f = ev.of(action) if action.kind == "bid" else ev.of(next(a for a in v.legal if a.kind == "bid"))
        params = {
            "bid": action.value if action.kind == "bid" else lowest,
            "percent": round(100 * f.value) if f else None,
            "threshold": round(100 * ev.extra.get("threshold", 0)),
            "worlds": ev.worlds,
        }
        return Reason("bid_estimate" if action.kind == "bid" else "pass_estimate", params)
    f = next((x for x in ev.figures if x.action.kind == "bid" and x.action.value == lowest), None)
    if action.kind == "pass":
        return Reason(
            "pass",
            {"bid": lowest, "made": f.made if f else 0, "worlds": ev.worlds},
        )
    up_to = max(int(float(ev.extra.get("limit") or 0) // 5 * 5), action.value)
    top = next((x for x in ev.figures if x.action.kind == "bid" and x.action.value == up_to), None)
    return Reason(
        "bid",
        {
            "bid": action.value,
            "made": f.made if f else 0,
            "worlds": ev.worlds,
            "up_to": up_to,
            "up_to_made": top.made if top else None,
        },
    )


def _give(v, action, ev: Evaluation) -> Reason:
    f = ev.of(action)
    if action.kind not in PAIRS:  # a way out of the deal (rospis, a redeal...): the best give fails
        best = next((x for x in ev.figures if x.action.kind == "give"), None)
        return Reason(
            "leave",
            {
                "action": action.to_record(),
                "made": best.made if best else 0,
                "worlds": best.worlds if best else 0,
                "cards": list(best.action.value) if best else [],
            },
        )
    other = _second(ev, action)
    params: dict = {
        "cards": list(action.value),
        "made": f.made if f else None,
        "worlds": f.worlds if f else ev.worlds,
        "percent": round(100 * f.value) if f else None,
    }
    if other is not None and other.action.kind == action.kind:
        params.update(other=list(other.action.value), other_percent=round(100 * other.value), other_made=other.made)
    # a king or queen given: does it make a marriage for its receiver? (the same worlds' count)
    gifts = (ev.extra.get("gifts") or {}).get(tuple(action.value), [])
    params["gifts"] = [{"card": c, "partner": p, "theirs": k} for c, p, k in gifts]
    risky = [g for g in params["gifts"] if g["theirs"]]
    if risky:
        g = max(risky, key=lambda g: g["theirs"])
        return Reason("give_risk", dict(params, card=g["card"], partner=g["partner"], theirs=g["theirs"]))
    safe = [g for g in params["gifts"] if g["theirs"] is None]
    if safe:
        return Reason("give_safe", dict(params, card=safe[0]["card"], partner=safe[0]["partner"]))
    return Reason("give", params)


def _discard(v, action, ev: Evaluation) -> Reason:
    """The two-player 1000s' lay-away: as a give (a king or queen given to the opponent, Russian),
    else said as laid away ("discard", with ``discard``: which of the two kinds). 1001's discard
    is valued in points (the declarer's deal score over play-outs): "discard_points"; hard's
    ISMCTS in the two-player 1000s in points too, the next best pair's loss: "discard_value"."""
    if ev.extra.get("ismcts"):
        return _searched(action, ev, "discard_value")
    if ev.unit != "p_make":
        f = ev.of(action) or ev.best()
        assert f is not None
        other = _second(ev, action)
        params: dict = {"cards": list(action.value), "made": f.made, "worlds": f.worlds}
        if other is not None:
            params.update(other=list(other.action.value), loss=round(f.value - other.value, 1))
        return Reason("discard_points", params)
    r = _give(v, action, ev)
    if r.id == "give":
        return Reason("discard", dict(r.params, discard=action.kind))
    return r


def _contract(v, action, ev: Evaluation) -> Reason:
    if ev.extra.get("ismcts"):
        return _searched(action, ev, "contract_value")
    f = ev.of(action)
    other = _second(ev, action)
    if ev.unit == "points_estimate":  # the two-player 1000s: the hand's estimate, no worlds
        est: dict = {"contract": action.value, "percent": round(100 * f.p) if f and f.p is not None else None}
        if other is not None and other.p is not None:
            est.update(other=other.action.value, other_percent=round(100 * other.p))
        return Reason("contract_estimate", est)
    params: dict = {"contract": action.value, "made": f.made if f else None, "worlds": f.worlds if f else ev.worlds}
    if other is not None:
        params.update(other=other.action.value, other_made=other.made)
    return Reason("contract", params)


def _play(v, action, ev: Evaluation) -> Reason:
    f = ev.of(action) or ev.best()
    assert f is not None
    other = _second(ev, action)
    base: dict = {"card": _card(action), "worlds": f.worlds}
    if other is None or abs(other.value - f.value) < 1e-6:
        # every card comes to the same here
        return Reason("card_equal", base)
    base.update(other=_card(other.action), loss=round(f.value - other.value, 1))
    if ev.unit == "game_points":  # Sixty-Six
        return Reason("card_66", dict(base, won=f.made))
    if f.made is None:  # a game whose search counts points, not a contract made (1001, Draw...)
        return Reason("card_value", base)
    if ev.unit == "own_points":  # the contract's fate is settled: points for oneself
        return Reason("card_points", base)
    declarer = ev.extra.get("declarer") == v.seat
    made = f.made or 0
    if declarer:
        rid = "card_makes_always" if made == f.worlds else "card_makes"
    else:
        rid = "card_sets_always" if made == 0 else "card_sets"
        made = f.worlds - made  # the worlds the contract fails in
    return Reason(rid, dict(base, made=made))


def _close(v, action, ev: Evaluation) -> Reason:
    f = ev.of(action) or ev.best()
    assert f is not None
    other = _second(ev, action)
    params: dict = {"worlds": f.worlds, "won": f.made}
    if other is not None:
        params.update(other=other.action.to_record(), loss=round(f.value - other.value, 2))
    if action.kind == "close":
        return Reason("close", params)
    if action.kind == "draw":
        return Reason("draw", params)
    return _play(v, action, ev)


# ---------------------------------------------------------------- a recorded game's analysis


class Cancelled(Exception):
    """``analyse`` was asked to stop (its ``cancel`` said so): no result."""


def decisions_of(record: dict, seat: int, deal: int | None = None) -> int:
    """How many actions ``seat`` made in ``record`` (or in its deal ``deal``): the most ``analyse``
    evaluates (a forced one is not asked), its progress's total."""
    deals = record.get("deals") or []
    return sum(
        1
        for i, d in enumerate(deals)
        if isinstance(d, dict) and (deal is None or i == deal)
        for a in d.get("actions") or []
        if isinstance(a, dict) and a.get("seat") == seat
    )


def analyse(
    record: dict,
    seat: int,
    deal: int | None = None,
    seed: int = 1,
    time_budget: float = 60.0,
    progress=None,
    cancel=None,
    **opts,
) -> dict:
    """Every decision of ``seat`` in ``record`` (or in its deal ``deal``), each evaluated by the
    hard level from the seat's view at the time: the action played, the hard level's choice,
    the expected result of both and the worlds searched; a summary per deal. The search is
    bounded by its node budget (``time_budget`` is only a safety limit), so the same record and
    ``seed`` give the same figures.

    ``progress(done, total)`` is told after each of the seat's actions (``total``:
    ``decisions_of``); ``cancel()`` returning True stops the search and raises ``Cancelled``;
    ``opts`` go to the hard player (``worlds``, ``max_nodes``...: a smaller search for tests)."""
    from .ai import make_player
    from .game import to_act
    from .record import replay
    from .view import view

    # every lay-away of the two-player 1000s is searched, so the pair played is valued too
    opts.setdefault("all_discards", True)
    player = make_player("hard", seed, time_budget=time_budget, cancel=cancel, **opts)
    total = decisions_of(record, seat, deal)
    done = [0]
    decisions: list = []
    pending: list = []  # [(deal object, actions before, deal index, view, best, evaluation)]

    def settle(g) -> None:
        if not pending:
            return
        d, n, i, v, best, ev = pending.pop()
        if len(d.actions) <= n:
            pending.append((d, n, i, v, best, ev))
            return
        played = d.actions[n]
        if played.seat != seat:  # someone claimed out of turn first: the decision comes later
            return
        if cancel is not None and cancel():  # the search was cut short: its figures are not the hard level's
            raise Cancelled()
        worth = ev.of(played) if ev is not None else None
        top = ev.best() if ev is not None else None
        lost = loss(ev, played) if ev is not None else None
        decisions.append(
            {
                "deal": i,
                "index": n,  # the action's place in the deal's actions (the review's step)
                "phase": str(v.phase),
                "played": played.to_record(),
                "best": best.to_record(),
                "same": same_action(played, best),
                "played_value": None if worth is None else round(worth.value, 3),
                "best_value": None if top is None else round(top.value, 3),
                "unit": ev.unit if ev is not None else None,
                "worlds": ev.worlds if ev is not None else 0,
                "played_made": None if worth is None else worth.made,
                "best_made": None if top is None else top.made,
                "loss": None if lost is None else round(lost, 2),
                "reason": explain(v, best, ev).__dict__,
            }
        )

    def step(g, events) -> None:
        settle(g)
        i = len(g.deals) - 1
        d = g.deal
        if progress is not None and d is not None and d.actions and d.actions[-1].seat == seat:
            if deal is None or i == deal:
                done[0] += 1
                progress(min(done[0], total), total)
        if cancel is not None and cancel():
            raise Cancelled()
        if d is None or d.result is not None or (deal is not None and i != deal):
            return
        if to_act(g) != seat:
            return
        v = view(g, seat)
        if len(v.legal) <= 1 or any(p[0] is d and p[1] == len(d.actions) for p in pending):
            return
        best, ev = player.evaluate(v)
        pending.append((d, len(d.actions), i, v, best, ev))

    g = replay(record, on_step=step)
    settle(g)
    return {"seat": seat, "seed": seed, "game": g.rules.game, "decisions": decisions, "deals": _summaries(decisions)}


def _summaries(decisions: list) -> list:
    out: dict = {}
    for x in decisions:
        s = out.setdefault(x["deal"], {"deal": x["deal"], "decisions": 0, "differ": 0, "loss": 0.0, "worst": None})
        s["decisions"] += 1
        s["differ"] += not x["same"]
        if x["loss"]:
            s["loss"] = round(s["loss"] + x["loss"], 2)
            if s["worst"] is None or x["loss"] > s["worst"]["loss"]:
                s["worst"] = {"played": x["played"], "best": x["best"], "loss": x["loss"]}
    return list(out.values())
