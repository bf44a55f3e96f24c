"""Command line: replay, simulate, bench, analyse, agreements-doc."""

from __future__ import annotations

import argparse
import json
import sys


def _replay(args) -> int:
    from .record import RecordError, loads, replay, summary

    try:
        if args.file == "-":
            text = sys.stdin.buffer.read().decode("utf-8", errors="strict")
        else:
            with open(args.file, "rb") as f:
                text = f.read().decode("utf-8", errors="strict")
    except UnicodeDecodeError:
        print("error: the record is not UTF-8 text", file=sys.stderr)
        return 2
    except OSError as e:
        print(f"error: cannot read {args.file}: {e.strerror}", file=sys.stderr)
        return 2
    try:
        g = replay(loads(text))
    except RecordError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    except (RecursionError, MemoryError):
        print("error: the record is too deeply nested or too large", file=sys.stderr)
        return 2
    print(json.dumps(summary(g)))
    return 0


def _simulate(args) -> int:
    from .simulate import simulate

    try:
        agreements = json.loads(args.agreements) if args.agreements else None
        out = simulate(args.games, args.seed, args.preset, agreements, args.players, args.level, args.game)
    except (ValueError, json.JSONDecodeError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    print(json.dumps(out, indent=2))
    return 0


def _bench(args) -> int:
    from .bench import bench

    print(json.dumps(bench(args.seconds, args.seed, args.game), indent=2))
    return 0


def _analyse(args) -> int:
    from .coach import analyse
    from .record import RecordError, loads

    try:
        with open(args.file, "rb") as f:
            record = loads(f.read().decode("utf-8", errors="strict"))
        out = analyse(record, args.seat, args.deal, args.seed, args.time_budget)
    except (OSError, UnicodeDecodeError) as e:
        print(f"error: cannot read {args.file}: {e}", file=sys.stderr)
        return 2
    except RecordError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    print(json.dumps(out, indent=1, ensure_ascii=False))
    return 0


def _agreements_doc(args) -> int:
    from .docs import agreements_markdown

    text = agreements_markdown()
    if args.write:
        with open(args.write, "w", encoding="utf-8") as f:
            f.write(text)
    else:
        sys.stdout.write(text)
    return 0


def main(argv=None) -> int:
    from .game import playable_games

    p = argparse.ArgumentParser(prog="python -m engine", description="Thousand's rules engine")
    sub = p.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("replay", help="replay a game record and print each deal's score as JSON")
    r.add_argument("file", help="record file, or - for standard input")
    s = sub.add_parser("simulate", help="play complete games with computer players")
    s.add_argument("--game", default="thousand", choices=playable_games(), help="the game (default: 1000)")
    s.add_argument("--games", type=int, default=10)
    s.add_argument("--seed", type=int, default=0)
    s.add_argument("--preset", help="a preset of the game (default: the game's reference rules)")
    s.add_argument("--agreements", help="overrides as JSON, e.g. '{\"ace_marriage\": true}'")
    s.add_argument("--players", type=int, help="seats (default: the game's first; 1000: 3 or 4)")
    s.add_argument("--level", default="random", help="computer level for every seat")
    b = sub.add_parser("bench", help="random-legal complete deals per second on one core")
    b.add_argument("--game", default="thousand", choices=playable_games(), help="the game (default: 1000)")
    b.add_argument("--seconds", type=float, default=3.0)
    b.add_argument("--seed", type=int, default=1)
    an = sub.add_parser("analyse", help="the hard level's view of each decision of one seat in a record (JSON)")
    an.add_argument("file", help="record file")
    an.add_argument("--seat", type=int, required=True, help="the seat whose decisions are analysed")
    an.add_argument("--deal", type=int, help="only this deal (from 0)")
    an.add_argument("--seed", type=int, default=1, help="the search's seed: the same seed, the same figures")
    an.add_argument("--time-budget", type=float, default=60.0, help="seconds a decision at most (a safety limit)")
    a = sub.add_parser("agreements-doc", help="write docs/agreements.md from the catalogue")
    a.add_argument("--write", metavar="PATH", help="write to this file instead of standard output")
    args = p.parse_args(argv)
    commands = {"replay": _replay, "simulate": _simulate, "bench": _bench, "analyse": _analyse}
    return {**commands, "agreements-doc": _agreements_doc}[args.cmd](args)


if __name__ == "__main__":
    sys.exit(main())
