"""Scoring a finished deal: points, zeros, rospis, the barrel, the lock, the game's end.

Each settle_* function works out what every seat gains in the deal and hands it to
``_finish``, which applies zero fines, the barrel, the dump truck, the golden circle
and the win, writes the deal's summary and moves the deal to the next dealer.
"""

from __future__ import annotations

from ... import cards as C
from ...actions import Event, EventKind
from ...phase import DONE
from ...tricks import MARRIAGE_VALUES, round_to
from .state import SHAPES, Deal, GameState


def _won(g: GameState, score: int) -> bool:
    return score > 1000 if g.rules.win_over_1000 else score >= 1000


def _doubling(g: GameState, d: Deal) -> tuple[int, str]:
    if d.golden:
        return 2, g.rules.golden_double
    if d.blind_deal:
        return 2, g.rules.blind_double
    return 1, "all"


def _locked(g: GameState, seat: int) -> bool:
    r = g.rules
    return r.barrel_mode == "lock" and r.barrel_at <= g.scores[seat] and not _won(g, g.scores[seat])


def _scores_nothing_as_defender(g: GameState, seat: int) -> bool:
    r = g.rules
    if r.barrel_mode == "barrel" and g.on_barrel(seat):
        return not r.barrel_defender_scores
    return _locked(g, seat)


def _is_zero(g: GameState, d: Deal, seat: int, taken: int) -> bool:
    """A zero (bolt) as the table reads it (zero_is): no points (001: three nines is a real zero),
    no trick (003, 004), or points that round to nothing (004: a jack and two nines)."""
    r = g.rules
    if r.zero_is == "no_tricks":
        return d.tricks_won.get(seat, 0) == 0
    if r.zero_is == "rounds_to_zero":
        return round_to(taken, r.bid_step) == 0
    return taken == 0


def _defender_points(g: GameState, d: Deal, seat: int, taken: int, mult: int, mode: str) -> int:
    """What a defender writes: his points, the doubled part doubled (golden, blind), rounded to
    the step unless the table scores exact points (defenders_exact; barrel_exact_points on it)."""
    r = g.rules
    exact = r.defenders_exact or (r.barrel_exact_points and g.on_barrel(seat))

    def rnd(x):
        return x if exact else round_to(x, r.bid_step)

    doubled = {"all": taken, "all_but_marriages": d.card_points[seat]}.get(mode, 0)
    plain = taken - doubled
    if mult == 1:
        return rnd(taken)
    if r.double_rounding == "round_then_double":
        return rnd(doubled) * mult + rnd(plain)
    return rnd(doubled * mult + plain)


def _bolts(g: GameState, d: Deal) -> int:
    r = g.rules
    if d.golden and r.golden_bolt_double or d.blind_deal and not d.golden and r.blind_bolt_double:
        return 2
    return 1


def settle_played(g: GameState, d: Deal) -> list[Event]:
    r = g.rules
    dec, contract = d.contract_of()
    taken = {s: d.card_points[s] + d.marriages[s] for s in d.seats}
    if d.talons and _takes_both_talons(g, d, dec, contract):
        taken[dec] = 120
    own = round_to(taken[dec], r.bid_step) if r.round_own_points else taken[dec]
    made = own >= contract
    mult, mode = _doubling(g, d)
    gains = {dec: contract * mult if made else -contract * mult}
    zeros = {}
    barrel_declarer = r.barrel_mode == "barrel" and g.on_barrel(dec)
    for s in d.seats:
        if s == dec:
            continue
        gains[s] = _defender_points(g, d, s, taken[s], mult, mode)
        if _scores_nothing_as_defender(g, s):
            gains[s] = 0
        if _is_zero(g, d, s, taken[s]):
            zeros[s] = _bolts(g, d)
        if barrel_declarer and r.barrel_stand_still:
            gains[s] = 0
            zeros.pop(s, None)
    if not r.avoid_own_bolt and _is_zero(g, d, dec, taken[dec]):
        zeros[dec] = _bolts(g, d)
    if r.four_nines_bonus:
        for s in d.seats:
            if C.count(d.after_give.get(s, 0) & C.NINES) == 4:
                gains[s] += 120
    if r.blind_max_240 and d.blind_deal and not d.golden:
        # 000's "No More than 240": nobody gains more than 240 in a hidden round
        gains = {s: min(v, 240) for s, v in gains.items()}
    _sitter_score(g, d, gains)
    return _finish(g, d, "made" if made else "failed", gains, zeros, taken)


def _takes_both_talons(g: GameState, d: Deal, dec: int, contract: int) -> bool:
    """Auction 1000 for two, 001: "if the winning bid was 120 and the bidder won all 10 tricks but
    declared no king-queen pair, then the bidder gets both talons for a total score of 120, so that
    the bid succeeds". Otherwise the talons count for neither player."""
    return (
        SHAPES[g.rules.game].sweep_120
        and contract == 120
        and d.tricks_won[dec] == d.tricks_played
        and not any(seat == dec for seat, _, _ in d.announced)
    )


def _sitter_score(g: GameState, d: Deal, gains: dict) -> None:
    """In the four-player game the seat sitting out may score from the talon."""
    r = g.rules
    s = d.sitter
    if s is None or r.four_sitter_score == "none" or _scores_nothing_as_defender(g, s):
        return
    talon = d.talon
    values = MARRIAGE_VALUES[r.marriage_values]
    pairs = sum(values[x] for x in range(4) if talon & C.MARRIAGE_MASK[x] == C.MARRIAGE_MASK[x])
    if r.four_sitter_half_marriage:
        # 004: "half the value of the margin if there is only one half in the draw"
        pairs += sum(values[x] // 2 for x in range(4) if C.count(talon & C.MARRIAGE_MASK[x]) == 1)
    if r.four_sitter_score == "talon_points":
        gains[s] = gains.get(s, 0) + C.points(talon) + pairs
    else:
        per_ace = 40 if r.four_sitter_score == "aces40" else 50
        gains[s] = gains.get(s, 0) + per_ace * C.count(talon & C.ACES) + pairs


def settle_concession(g: GameState, d: Deal, kind: str) -> list[Event]:
    """Rospis, spisat', giving up at 100 or surrendering a golden deal: no card is played."""
    r = g.rules
    dec, contract = d.contract_of()
    defenders = [s for s in d.seats if s != dec]
    zeros = {}
    if kind == "rospis":
        g.rospis[dec] += 1
        n = g.rospis[dec]
        each = {"sixty": 60, "half_up5": -(-contract // 10) * 5, "half_up10": -(-contract // 20) * 10}[
            r.rospis_defenders
        ]
        cost = "none" if r.spisat else r.rospis_cost
        lose = {
            "every_third": r.penalty if n % 3 == 0 else 0,
            "none": 0,
            "bolt": 0,
            "bid": contract,
            "bid_every_third": contract if n % 3 == 0 else 0,
        }[cost]
        if cost == "bolt":
            zeros[dec] = 1
        gains = {dec: -lose}
    elif kind == "spisat":
        g.spisat[dec] += 1
        each, gains = 0, {dec: -contract}
    elif kind == "give_up":
        each, gains = 50, {dec: -contract}
    else:  # surrender of a golden deal
        each, gains = 120, {dec: -2 * contract}
    for s in defenders:
        gains[s] = 0 if _scores_nothing_as_defender(g, s) else each
    _sitter_score(g, d, gains)
    events = []
    if kind == "rospis" and gains[dec] < 0:
        events.append(Event(EventKind.PENALTY, dec, {"points": gains[dec], "reason": "rospis"}))
    return events + _finish(g, d, kind, gains, zeros, {s: 0 for s in d.seats})


def settle_void(g: GameState, d: Deal, result: str, pass_deal: bool) -> list[Event]:
    """A deal abandoned with no score (a redeal); only the fines of redeals in a row count."""
    old = list(g.scores)
    new = list(old)
    events = [Event(EventKind.PENALTY, s, {"points": fine, "reason": "redeals"}) for s, fine in d.penalties.items()]
    for s, fine in d.penalties.items():
        new[s] += fine
        _fine_on_barrel(g, s, new, events)
    g.scores[:] = new
    d.phase = DONE
    d.result = result
    d.summary = _summary(g, d, old, {s: 0 for s in d.seats})
    if pass_deal:
        next_dealer(g)
    _check_end(g, d, None)
    return events + [Event(EventKind.DEAL_SCORED, None, dict(d.summary))]


def next_dealer(g: GameState) -> None:
    """The deal passes to the left. Redeals, bottom jacks and nines are counted "in a row" for one
    dealer (001: "the dealer loses 120 points and the deal passes to the next player"; 004: "he has
    already distributed the third game in a row"), so a new dealer starts every count again."""
    g.dealer = (g.dealer + 1) % g.players
    g.redeal_streak = g.jack_streak = g.nine_streak = 0


def _fine_on_barrel(g: GameState, s: int, new: list, events: list) -> None:
    """A fine written to a player on the barrel (new[s] already holds it) throws him off the barrel,
    which counts as a used barrel: 004's "the player on the barrel gets the third bolt. In this
    case, it flies (minus 120), the barrel is considered used", read for every fine alike (three
    redeals in a row, bottom cards, zeros). In the Lviv zone a fine only moves the score."""
    r = g.rules
    if r.barrel_mode != "barrel" or not g.on_barrel(s):
        return
    if not r.barrel_defender_scores:
        _fall(g, s, new, events, fine=False, reason="fined")
    elif new[s] < r.barrel_at:
        g.barrel[s] = None
        events.append(Event(EventKind.BARREL_LEFT, s))


def _count_zeros(g: GameState, d: Deal, zeros: dict, fines: dict, events: list) -> None:
    r = g.rules
    for s in d.seats:
        # 001: "Hands played while you are on the barrel do not count towards your allowance of zero
        # scores"; 004 counts them (barrel_zeros), and its fine then throws the player off (_barrel)
        uncounted = r.barrel_mode == "barrel" and g.on_barrel(s) and r.barrel_zeros == "not_counted"
        if s in zeros and not uncounted and not _locked(g, s):
            n = zeros[s]
            before = g.zero_streak[s] if r.zeros_in_a_row else g.zeros[s]
            g.zeros[s] += n
            g.zero_streak[s] += n
            after = before + n
            events.append(Event(EventKind.ZERO, s, {"count": g.zeros[s]}))
            if r.zero_penalty and after // 3 > before // 3:
                fines[s] = fines.get(s, 0) - r.penalty * (after // 3 - before // 3)
                events.append(Event(EventKind.PENALTY, s, {"points": -r.penalty, "reason": "zeros"}))
                if r.zeros_in_a_row:
                    g.zero_streak[s] = after % 3
        elif s not in zeros and d.result in ("made", "failed"):
            g.zero_streak[s] = 0


def _finish(g: GameState, d: Deal, result: str, gains: dict, zeros: dict, taken: dict) -> list[Event]:
    r = g.rules
    d.phase = DONE
    d.result = result
    events: list[Event] = []
    old = list(g.scores)
    fines = dict(d.penalties)
    _count_zeros(g, d, zeros, fines, events)
    made = result == "made"
    new = list(old)
    for s in range(g.players):
        new[s] += gains.get(s, 0) + fines.get(s, 0)
    if r.barrel_mode == "barrel":
        new = _barrel(g, d, old, new, made, fines, events)
    for s in range(g.players):
        if (r.dump_555 and new[s] == 555) or (r.dump_minus_555 and new[s] == -555):
            events.append(Event(EventKind.DUMP_TRUCK, s, {"from": new[s]}))
            new[s] = 0
    g.scores[:] = new
    _golden(g, d, result)
    d.summary = _summary(g, d, old, taken)
    d.summary["zeros"] = sorted(zeros)
    next_dealer(g)
    _check_end(g, d, d.declarer)
    events.append(Event(EventKind.DEAL_SCORED, None, dict(d.summary)))
    if g.over:
        events.append(Event(EventKind.GAME_WON, g.winner, {"winners": list(g.winners)}))
    return events


def _barrel(g: GameState, d: Deal, old: list, new: list, made: bool, fines: dict, events: list) -> list:
    r = g.rules
    was_on = [s for s in range(g.players) if g.on_barrel(s)]
    staying = []
    for s in was_on:
        fine = 0 if r.barrel_defender_scores else fines.get(s, 0)
        new[s] -= fine  # the deal on the barrel first, then the fine on top (_fine_on_barrel)
        stays = _deal_on_barrel(g, d, s, old, new, made, events)
        new[s] += fine
        if fine and g.on_barrel(s):
            _fine_on_barrel(g, s, new, events)
        elif stays:
            staying.append(s)
    mounted = []
    for s in range(g.players):
        if s in was_on:
            continue
        if _won(g, new[s]) and not r.win_needs_barrel:
            continue
        if new[s] >= r.barrel_at and (old[s] < r.barrel_at or r.win_needs_barrel):
            if not r.barrel_defender_scores:
                new[s] = r.barrel_at
            mounted.append(s)
    if mounted and r.simultaneous_barrel_falls and len(mounted) >= 2:
        for s in mounted:
            new[s] = r.barrel_at - r.penalty
            events.append(Event(EventKind.BARREL_FELL, s, {"points": -r.penalty, "reason": "together"}))
        return new
    for s in mounted:
        g.barrel[s] = 0
        events.append(Event(EventKind.BARREL_MOUNTED, s, {"score": new[s]}))
    if mounted:
        sitting = [s for s in staying if g.on_barrel(s)]
        if r.barrel_crowding == "first_flies" or (
            r.barrel_crowding == "two_may_stay" and len(sitting) + len(mounted) >= 3
        ):
            for s in sitting:
                _fall(g, s, new, events, fine=True, reason="thrown_off")
    return new


def _deal_on_barrel(g: GameState, d: Deal, s: int, old: list, new: list, made: bool, events: list) -> bool:
    """One deal of a player on the barrel: his score (new[s]) and whether he is still on it and
    may be thrown off by another (False when he won, fell or left)."""
    r = g.rules
    dec = d.declarer
    if s not in d.seats:
        new[s] = old[s]  # sitting out: the deal does not count on the barrel
        return True
    if r.barrel_defender_scores:
        # Lviv: the barrel is only a zone; scores move as usual and the zone is left below it
        if new[s] < r.barrel_at:
            g.barrel[s] = None
            events.append(Event(EventKind.BARREL_LEFT, s))
            return False
    elif s == dec and made:
        if not (d.contract >= r.barrel_min_contract and _won(g, new[s])):
            new[s] = old[s]
    elif s == dec and d.result != "rospis" and new[s] < old[s]:
        if r.barrel_fail_free and d.result == "failed":
            new[s] = old[s]
        else:
            _fall(g, s, new, events, fine=False, reason="failed")
            return False
    else:
        new[s] = old[s]
    if _won(g, new[s]):
        return False
    g.barrel[s] += 1
    if r.barrel_hands and g.barrel[s] >= r.barrel_hands:
        _fall(g, s, new, events, fine=True, reason="deals", timeout=True)
        return False
    return True


def _fall(g: GameState, s: int, new: list, events: list, fine: bool, reason: str, timeout: bool = False) -> None:
    """Off the barrel: fined after the last deal allowed and when thrown off; the barrel is used.
    barrel_falls_reset: the third barrel lost resets the score, counting only the falls after the
    last deal (001's "each time having failed to win the game within three deals") or every used
    barrel (004's "he has three barrels used")."""
    r = g.rules
    g.barrel[s] = None
    g.barrel_falls[s] += 1
    g.barrel_timeouts[s] += timeout
    if fine:
        if r.barrel_fall_floor_tens:
            new[s] = new[s] // 10 * 10
        new[s] -= r.penalty
    third = {"off": False, "used": g.barrel_falls[s] % 3 == 0, "timeouts": timeout and g.barrel_timeouts[s] % 3 == 0}[
        r.barrel_falls_reset
    ]
    if third:
        new[s] = 0
    events.append(Event(EventKind.BARREL_FELL, s, {"score": new[s], "falls": g.barrel_falls[s], "reason": reason}))


def _golden(g: GameState, d: Deal, result: str) -> None:
    if not (g.golden_active and d.golden):
        return
    r = g.rules
    g.golden_deal += 1
    g.golden_made |= result == "made"
    if g.golden_deal < g.players:
        return
    if g.golden_made:
        g.golden_active = False
        return
    if r.golden_reset:
        for s in range(g.players):
            g.scores[s] = g.zeros[s] = g.zero_streak[s] = 0
            g.barrel[s] = None
    g.golden_circle += 1
    g.golden_deal = 0
    if r.golden_circles and g.golden_circle >= r.golden_circles:
        g.golden_active = False


def _summary(g: GameState, d: Deal, old: list, taken: dict) -> dict:
    return {
        "declarer": d.declarer,
        "contract": d.contract if d.declarer is not None else None,
        "result": d.result,
        "taken": [taken.get(s, 0) for s in range(g.players)],
        "delta": [g.scores[s] - old[s] for s in range(g.players)],
        "totals": list(g.scores),
    }


def _check_end(g: GameState, d: Deal, declarer: int | None) -> None:
    r = g.rules
    done = [s for s in range(g.players) if _won(g, g.scores[s])]
    if done:
        if declarer in done:
            g.winners = [declarer]
        else:
            top = max(g.scores[s] for s in done)
            g.winners = [s for s in done if g.scores[s] == top]
        g.over = True
    elif r.game_over_at_minus_1000 and min(g.scores) <= -1000:
        top = max(g.scores)
        g.winners = [s for s in range(g.players) if g.scores[s] == top]
        g.over = True
    if g.over:
        for s in range(g.players):
            g.barrel[s] = None if s not in g.winners else g.barrel[s]
