"""Duplicate matches between two computer levels.

    python -m tools.arena --a hard --b normal --deals 1000 --seed 1 [--games 20] [--jobs 2]

Each deal is played six times with the same cards: in every seating of {A, B, B} and {A, A, B}
(three rotations each), so both levels hold every hand equally often and the luck of the cards
cancels out. The JSON printed gives A's mean points per seat and deal minus B's, with a 95%
confidence interval over deals, the share of contracts each level made as declarer, and with
``--games N`` the share of whole games (played in the same six seatings) won by A's seats and by
B's seats, with A − B and its interval over game seeds. Scores start from zero for every deal.
``--per-deal`` adds each deal's (and game seed's) A − B; ``--gap PART.json FULL.json`` compares
two such runs on the same seed: the share of FULL's edge that PART reaches. With
``--per-seating`` in both runs it also splits FULL's edge over PART by where it arose: who
declared, the contract, the play.

``--game G`` plays another game of the family (its own preset unless ``--preset`` names another):
a game for three as 1000 is, a game for two each deal twice with the seats swapped. A − B is in the
game's points per seat and deal: Sixty-Six's game points (a hand nobody wins counts 0), the
others' card points as the score sheet has them.

The oracle level (``--a oracle``) sees every card: the arena hands it the game state.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time

from engine.agreements import Rules
from engine.driver import step
from engine.game import new_game

SEATINGS = [("A", "B", "B"), ("B", "A", "B"), ("B", "B", "A"), ("A", "A", "B"), ("B", "A", "A"), ("A", "B", "A")]
SEATINGS_OF_TWO = [("A", "B"), ("B", "A")]  # the two-seat games: each deal with the seats swapped


def _rules(preset) -> Rules:
    """A preset's name, or [preset, agreements] (``--agreements``: the preset with those changed)."""
    return Rules(preset[0], preset[1]) if isinstance(preset, (list, tuple)) else Rules(preset)


def _seats(rules: Rules) -> int:
    """The seats the arena plays a game with: its fewest (1000 for three, the others as they are)."""
    from engine.agreements import GAMES

    return min(GAMES[rules.game].seats)


def _game_ids() -> list[str]:
    from engine.agreements import GAMES

    return list(GAMES)


def _seatings(rules: Rules) -> list:
    return SEATINGS_OF_TWO if _seats(rules) == 2 else SEATINGS


def _players(levels, seating, seed, game, opts):
    from tools.ai import make_player
    from tools.ismcts import yardstick

    out = []
    for s, who in enumerate(seating):
        # the two-player games' yardsticks (ismcts[:N], rule), else a level or an oracle
        p = yardstick(levels[who], seed * 31 + s, game.rules.game, **opts.get(who, {})) or make_player(
            levels[who], seed * 31 + s, **opts.get(who, {})
        )
        if hasattr(p, "game"):
            p.game = game
        out.append(p)
    return out


def _timed(players, seating, times) -> None:
    """Add each player's decision times (seconds, the players' own ``stats``) to ``times[who]``."""
    if times is not None:
        for p, who in zip(players, seating):
            times.setdefault(who, []).extend(t for _, t in getattr(p, "stats", ()))


def _caught(players, seating, errors) -> None:
    """Add the exceptions each player caught in ``choose`` (and answered by the rules of thumb)
    to ``errors[who]``: a silent fallback would make a level weaker than its measured self."""
    if errors is not None:
        for p, who in zip(players, seating):
            errors.setdefault(who, []).extend(getattr(p, "errors", ()))


def play_deal(levels: dict, seating, deal_seed: int, rules: Rules, opts=None, errors=None, times=None) -> dict:
    """Play the first deal of a game seeded ``deal_seed`` with this seating; its summary."""
    n = _seats(rules)
    g = new_game(rules, n, seed=deal_seed, dealer=deal_seed % n)
    players = _players(levels, seating, deal_seed, g, opts or {})
    first = g.deal
    while first.result is None:
        step(g, players)
    _caught(players, seating, errors)
    _timed(players, seating, times)
    return dict(first.summary, bid=getattr(first, "bid", None))


def play_game(levels: dict, seating, game_seed: int, rules: Rules, opts=None, max_deals=300, errors=None):
    n = _seats(rules)
    g = new_game(rules, n, seed=game_seed, dealer=game_seed % n)
    players = _players(levels, seating, game_seed, g, opts or {})
    while not g.over and len(g.deals) <= max_deals:
        step(g, players)
    _caught(players, seating, errors)
    return g


def _deal_row(args):
    levels, i, seed, preset, opts = args
    rules = _rules(preset)
    deal_seed = seed * 1000003 + i
    total = 0  # A's points minus B's over the six seatings
    by_bid = {"A": {}, "B": {}}  # winning bid -> [declared, made, conceded, relative score]
    seatings = []  # each seating's [declarer seat, its level, bid, contract, result, A − B]
    errors: dict = {}
    times: dict = {}
    seatings_ = _seatings(rules)
    # per seat and deal: 1000 plays six seatings of three seats (9 A−B seat pairs), two-seat games two
    norm = 9.0 if len(seatings_) == len(SEATINGS) else 2.0
    for seating in seatings_:
        sm = play_deal(levels, seating, deal_seed, rules, opts, errors, times)
        part = 0
        for s, who in enumerate(seating):
            part += sm["delta"][s] if who == "A" else -sm["delta"][s]
        total += part
        dec = sm.get("declarer")
        seatings.append(
            [
                dec,
                seating[dec] if dec is not None else None,
                sm.get("bid"),
                sm.get("contract"),
                sm["result"],
                round(part / norm, 3),
            ]
        )
        if dec is not None and sm["result"] in ("made", "failed", "rospis", "spisat", "give_up", "surrender"):
            who = seating[dec]
            row = by_bid[who].setdefault(sm["bid"], [0, 0, 0, 0.0])
            others = [x for s, x in enumerate(sm["delta"]) if s != dec]
            row[0] += 1
            row[1] += sm["result"] == "made"
            row[2] += sm["result"] != "made" and sm["result"] != "failed"
            row[3] += sm["delta"][dec] - sum(others) / len(others)
    return total / norm, by_bid, seatings, times, errors


def _game_row(args):
    levels, i, seed, preset, opts = args
    rules = _rules(preset)
    wins = {"A": 0, "B": 0}
    seats = {"A": 0, "B": 0}
    errors: dict = {}
    for seating in _seatings(rules):
        g = play_game(levels, seating, seed * 7919 + i, rules, opts, errors=errors)
        for s, who in enumerate(seating):
            seats[who] += 1
            if g.over and s in g.winners:
                wins[who] += 1 / len(g.winners)
    return wins, seats, errors


def _ci95(xs: list, digits: int):
    """The normal 95% interval of the mean; with fewer than two values there is none: null, not
    Infinity (which is not JSON)."""
    n = len(xs)
    if n < 2:
        return None
    mean = sum(xs) / n
    half = 1.96 * math.sqrt(sum((x - mean) ** 2 for x in xs) / (n - 1)) / math.sqrt(n)
    return [round(mean - half, digits), round(mean + half, digits)]


def _contracts(by_bid) -> dict:
    """A level's contracts: how many it declared and made, and by the bid that won the auction
    (made %, conceded % — rospis and the like — and the mean relative score, the declarer's
    change minus the defenders' mean: where the auction wins or loses)."""
    declared = sum(row[0] for row in by_bid.values())
    made = sum(row[1] for row in by_bid.values())
    return {
        "declared": declared,
        "made_pct": round(100 * made / max(1, declared), 1),
        "by_bid": {
            str(bid): {
                "declared": n,
                "made_pct": round(100 * m / n, 1),
                "conceded_pct": round(100 * c / n, 1),
                "relative": round(r / n, 1),
            }
            for bid, (n, m, c, r) in sorted(by_bid.items())
        },
    }


def _summarise(a, b, preset, seed, rows) -> dict:
    diffs = [r[0] for r in rows]
    by_bid: dict = {"A": {}, "B": {}}
    for r in rows:
        for k in by_bid:
            for bid, row in r[1][k].items():
                tot = by_bid[k].setdefault(bid, [0, 0, 0, 0.0])
                for j, x in enumerate(row):
                    tot[j] += x
    n = len(diffs)
    mean = sum(diffs) / n if n else 0.0
    ci = _ci95(diffs, 2)
    out = {
        "a": a,
        "b": b,
        "preset": preset,
        "deals": n,
        "seed": seed,
        "plays_per_deal": len(_seatings(_rules(preset))),
        "a_minus_b_points_per_deal": round(mean, 2) if n else None,
        "ci95": ci,
        "a_contracts": _contracts(by_bid["A"]),
        "b_contracts": _contracts(by_bid["B"]),
        "per_deal": [round(x, 3) for x in diffs],
        "per_seating": [r[2] for r in rows],
        "player_errors": _errors(r[-1] for r in rows),
        "decision_ms": _decision_ms(r[3] for r in rows),
    }
    if not out["a_contracts"]["declared"] and not out["b_contracts"]["declared"]:
        del out["a_contracts"], out["b_contracts"]  # no auction (Draw 1000, Sixty-Six): nothing to say of them
    return out


def _decision_ms(parts) -> dict:
    """Each side's milliseconds per decision in the deals (wall clock): p50, p95, max, count."""
    parts, out = list(parts), {}
    for who in ("A", "B"):
        ts = sorted(t for part in parts for t in part.get(who, ()))
        if ts:
            out[who] = {
                "p50": round(1000 * ts[len(ts) // 2], 2),
                "p95": round(1000 * ts[min(len(ts) - 1, int(0.95 * len(ts)))], 2),
                "max": round(1000 * ts[-1], 2),
                "decisions": len(ts),
            }
    return out


def _errors(parts) -> dict:
    """How many decisions each side answered by the fallback after an internal error (0 unless
    a player has a bug), with the first few distinct errors to find it by."""
    count = {"A": 0, "B": 0}
    first: list = []
    for part in parts:
        for who, errs in part.items():
            count[who] += len(errs)
            for e in (f"{who}: {e}" for e in errs):
                if len(first) < 3 and e not in first:
                    first.append(e)
    return dict(count, first=first)


def run(
    a: str,
    b: str,
    deals: int,
    seed: int,
    games: int = 0,
    preset: str = "russian",
    jobs: int = 1,
    opts=None,
    progress=None,
    per_deal: bool = False,
    per_seating: bool = False,
) -> dict:
    """Play the match; ``progress`` (a file) gets a JSON line of the running result every 10 deals."""
    levels = {"A": a, "B": b}
    t0 = time.perf_counter()
    tasks = [(levels, i, seed, preset, opts or {}) for i in range(deals)]
    rows = []
    pool = None
    if jobs > 1:
        from multiprocessing import Pool

        pool = Pool(jobs)
        it = pool.imap(_deal_row, tasks)
    else:
        it = map(_deal_row, tasks)
    for r in it:
        rows.append(r)
        if progress is not None and len(rows) % 10 == 0:
            part = _summarise(a, b, preset, seed, rows)
            del part["per_deal"], part["per_seating"]
            part["seconds"] = round(time.perf_counter() - t0, 1)
            progress.write(json.dumps(part) + "\n")
            progress.flush()
    out = _summarise(a, b, preset, seed, rows)
    if not per_deal:
        del out["per_deal"]
    if not per_seating:
        del out["per_seating"]
    if games:
        gt = [(levels, i, seed, preset, opts or {}) for i in range(games)]
        grows = pool.map(_game_row, gt) if pool else [_game_row(t) for t in gt]
        wins = {"A": 0.0, "B": 0.0}
        seats = {"A": 0, "B": 0}
        for w, s, _ in grows:
            for k in wins:
                wins[k] += w[k]
                seats[k] += s[k]
        out["games"] = games
        out["player_errors"] = _errors([r[-1] for r in rows] + [e for _, _, e in grows])
        out["a_game_win_rate"] = round(wins["A"] / max(1, seats["A"]), 3)
        out["b_game_win_rate"] = round(wins["B"] / max(1, seats["B"]), 3)
        # each game seed's A − B win rate over its six seatings: the duplicate unit, as a deal is
        per_game = [w["A"] / max(1, s["A"]) - w["B"] / max(1, s["B"]) for w, s, _ in grows]
        out["a_minus_b_game_win_rate"] = round(sum(per_game) / len(per_game), 3)
        out["game_ci95"] = _ci95(per_game, 3)
        if per_deal:
            out["per_game"] = [round(x, 4) for x in per_game]
    if pool:
        pool.close()
        pool.join()
    out["seconds"] = round(time.perf_counter() - t0, 1)
    return out


def gap_share(part: list, full: list, reps: int = 2000, seed: int = 1) -> dict:
    """Share of ``full``'s edge that ``part`` reaches, paired by deal (the same deals and seed):
    mean(part) / mean(full), with a 95% bootstrap interval over deals."""
    import random

    n = min(len(part), len(full))
    part, full = part[:n], full[:n]
    if n == 0 or sum(full) <= 0:
        # no edge to share (FULL is not ahead of B on these deals): no share, not a division by zero
        return {"deals": n, "share": None, "ci95": None}
    share = sum(part) / sum(full)
    rng = random.Random(seed)
    boot = []
    for _ in range(reps):
        idx = [rng.randrange(n) for _ in range(n)]
        f = sum(full[i] for i in idx)
        if f > 0:
            boot.append(sum(part[i] for i in idx) / f)
    boot.sort()
    if len(boot) < 40:
        return {"deals": n, "share": round(share, 3), "ci95": None}
    lo, hi = boot[int(0.025 * len(boot))], boot[int(0.975 * len(boot)) - 1]
    return {"deals": n, "share": round(share, 3), "ci95": [round(lo, 3), round(hi, 3)]}


def _gap_part(p: list, f: list) -> str:
    """Where one seating's difference between two runs arose, from its two summaries."""
    if p[0] is None or f[0] is None:
        return "no contract in one run"
    if p[0] != f[0]:
        return f"who declared: {p[1]} in PART, {f[1]} in FULL"
    side = "A declaring" if p[1] == "A" else "A defending"
    if (p[2], p[3]) != (f[2], f[3]):
        return f"{side}: the same declarer, another bid or contract"
    return f"{side}: the same contract, played"


def _seatings_ok(rows) -> bool:
    return isinstance(rows, list) and all(
        isinstance(deal, list)
        and len(deal) == len(SEATINGS)
        and all(isinstance(x, list) and len(x) == 6 and isinstance(x[5], (int, float)) for x in deal)
        for deal in rows
    )


def gap_parts(part: list, full: list) -> dict:
    """Splits FULL's edge over PART (two ``--per-seating`` runs on the same deals) by where each
    seating's difference arose: who declared, at what contract, and how it was played. Per
    deal, with a 95% interval over deals; the parts add up to the whole."""
    n = min(len(part), len(full))
    sums: dict = {}
    for i in range(n):
        here: dict = {}
        for p, f in zip(part[i], full[i]):
            k = _gap_part(p, f)
            here[k] = here.get(k, 0.0) + f[5] - p[5]
            sums.setdefault(k, [[0.0] * n, 0])[1] += 1
        for k, x in here.items():
            sums[k][0][i] = x
    out = {}
    for k, (xs, count) in sorted(sums.items(), key=lambda kv: -abs(sum(kv[1][0]))):
        out[k] = {"seatings": count, "per_deal": round(sum(xs) / n, 2), "ci95": _ci95(xs, 2)}
    whole = [sum(f[5] for f in full[i]) - sum(p[5] for p in part[i]) for i in range(n)]
    return {"deals": n, "whole": round(sum(whole) / max(1, n), 2), "ci95": _ci95(whole, 2), "parts": out}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tools.arena", description=__doc__.split("\n\n")[0])
    ap.add_argument("--a", help="level of A: easy, normal, hard, oracle, random")
    ap.add_argument("--b", help="level of B")
    ap.add_argument(
        "--gap",
        nargs=2,
        metavar=("PART.json", "FULL.json"),
        help="no match: the share of FULL's edge over B that PART reaches, from two "
        "--per-deal outputs on the same deals (e.g. hard vs normal, oracle vs normal)",
    )
    ap.add_argument("--deals", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--games", type=int, default=0, help="also play N whole games per seating")
    ap.add_argument("--preset", default=None, help="the rules' preset (default: russian, or the --game's own)")
    ap.add_argument(
        "--agreements",
        default=None,
        metavar="JSON",
        help="agreements changed from the preset, e.g. '{\"sixty_six_head\": true}'",
    )
    ap.add_argument("--game", default="thousand", choices=_game_ids(), help="the game (default: thousand)")
    ap.add_argument("--jobs", type=int, default=1, help="worker processes")
    ap.add_argument("--progress", action="store_true", help="running results on stderr every 10 deals")
    ap.add_argument(
        "--per-deal",
        action="store_true",
        help="also print each deal's A - B, and each game's with --games (for paired comparisons of two matches)",
    )
    ap.add_argument(
        "--per-seating",
        action="store_true",
        help="also print each deal's six seatings (declarer, its level, bid, contract, result, "
        "A - B): --gap then splits the difference by who declared, the contract and the play",
    )
    ap.add_argument(
        "--a-opt",
        action="append",
        default=[],
        metavar="K=V",
        help="an option for A's players, e.g. worlds=8 (ints, floats, else words)",
    )
    ap.add_argument("--b-opt", action="append", default=[], metavar="K=V")
    ns = ap.parse_args(argv)
    if ns.gap:
        runs = []
        for f in ns.gap:
            try:
                with open(f, encoding="utf-8") as fh:
                    runs.append(json.load(fh))
            except (OSError, ValueError) as e:
                ap.error(f"{f}: not the JSON of an arena run ({e})")
            if not isinstance(runs[-1], dict):
                ap.error(f"{f}: not the JSON of an arena run (no object)")
        out = (
            gap_share(runs[0].get("per_deal") or [], runs[1].get("per_deal") or [])
            if all(r.get("per_deal") for r in runs)
            else {}
        )
        if all(r.get("per_seating") for r in runs):
            for f, r in zip(ns.gap, runs):
                if not _seatings_ok(r["per_seating"]):
                    ap.error(
                        f"{f}: its per_seating is not the arena's (six seatings a deal, "
                        "each [declarer, level, bid, contract, result, A - B])"
                    )
            # FULL's edge over PART, seating by seating
            out["where"] = gap_parts(runs[0]["per_seating"], runs[1]["per_seating"])
        if all(r.get("per_game") for r in runs):
            g = gap_share(runs[0]["per_game"], runs[1]["per_game"])
            out["games"] = {"games": g.pop("deals"), **g}
        if not out:
            ap.error("--gap needs two outputs of --per-deal runs (with --deals and/or --games)")
        json.dump(out, sys.stdout)
        print()
        return 0
    if not ns.a or not ns.b:
        ap.error("--a and --b are required")

    def parse(items):
        out = {}
        for it in items:
            k, _, val = it.partition("=")
            try:
                out[k] = float(val) if "." in val else int(val)
            except ValueError:  # a word (hard's ``ismcts=lay+play``, say): passed as it is
                out[k] = val
        return out

    opts = {"A": parse(ns.a_opt), "B": parse(ns.b_opt)}
    from engine.agreements import GAMES

    preset = ns.preset or (GAMES[ns.game].preset if ns.game != "thousand" else "russian")
    if Rules(preset).game != ns.game:
        ap.error(f"--preset {preset} is not a preset of {ns.game}")
    if ns.agreements:
        try:  # an unknown agreement or value stops here, not in a worker
            preset = [preset, json.loads(ns.agreements)]
            _rules(preset)
        except ValueError as e:  # RulesError and JSON's errors are ValueErrors
            ap.error(f"--agreements: {e}")
    res = run(
        ns.a,
        ns.b,
        ns.deals,
        ns.seed,
        ns.games,
        preset,
        ns.jobs,
        opts,
        sys.stderr if ns.progress else None,
        ns.per_deal,
        ns.per_seating,
    )
    json.dump(res, sys.stdout, indent=1, allow_nan=False)
    print()
    errs = res["player_errors"]
    if errs["A"] or errs["B"]:
        print(
            f"arena: {errs['A']} of A's and {errs['B']} of B's decisions fell back to the rules of thumb "
            f"after an internal error (the figures understate that level); first: {'; '.join(errs['first'])}",
            file=sys.stderr,
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
