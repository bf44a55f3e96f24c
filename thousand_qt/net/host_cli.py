"""The headless host: ``python -m thousand_qt.net.host --headless --port P [--preset P] [--interfaces A,B]``
(``python -m thousand_qt.net.host_cli`` the same), and its console of commands on stdin."""

from __future__ import annotations

import argparse
import json
import logging
import os
import signal
import sys

from PySide6.QtCore import QCoreApplication, QSocketNotifier, QTimer

from engine import Rules, RulesError
from engine.agreements import GAMES
from engine.game import playable_games
from engine.record import RecordError
from thousand_qt.game.players import level_names

from . import limits as L
from . import protocol as P
from .host import HostServer, check_seats

log = logging.getLogger(__name__)


class Commands:
    """The headless host's console: one command a line on stdin, one answer a line on stdout.

    seats                 each seat: SEAT n kind name ready|not-ready [reserved NAME]
    kick N                send the guest at seat N away (1-based)
    reserve N NAME        keep seat N for NAME;  unreserve N  lifts it
    """

    def __init__(self, host: HostServer, fd: int = 0):
        self.host, self.fd, self.buf = host, fd, b""
        self.notifier: QSocketNotifier | None = None
        try:
            self.notifier = QSocketNotifier(fd, QSocketNotifier.Type.Read)
        except Exception as e:  # noqa: BLE001  pragma: no cover - no console to read commands from
            log.info("no console for commands (%r)", e)
            self.notifier = None
            return
        self.notifier.activated.connect(self._read)

    def _read(self, *_):
        try:
            data = os.read(self.fd, 4096)
        except OSError:
            data = b""
        if not data:
            if self.notifier is not None:  # it is: only its signal reads
                self.notifier.setEnabled(False)  # the console is gone (or was never there)
            return
        self.buf += data
        while b"\n" in self.buf:
            line, self.buf = self.buf.split(b"\n", 1)
            print(self.run(line.decode("utf-8", "replace")), flush=True)

    def run(self, line: str) -> str:
        words = line.split(maxsplit=2)
        try:
            if words == ["seats"]:
                return "\n".join(
                    f"SEAT {s.index + 1} {s.kind} {s.name or '-'} {'ready' if s.ready else 'not-ready'}"
                    + (f" reserved {s.reserved}" if s.reserved else "")
                    for s in self.host.seats
                )
            if len(words) == 2 and words[0] == "kick":
                self.host.kick(int(words[1]) - 1)
            elif len(words) == 3 and words[0] == "reserve":
                self.host.reserve(int(words[1]) - 1, words[2])
            elif len(words) == 2 and words[0] == "unreserve":
                self.host.reserve(int(words[1]) - 1, None)
            else:
                return f"ERROR unknown command: {P.for_log(line)[:80]} (seats, kick N, reserve N NAME, unreserve N)"
        except (ValueError, IndexError, RuntimeError) as e:
            return f"ERROR {e}"
        return "OK " + P.for_log(line)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m thousand_qt.net.host", description="Host a Thousand table on the LAN.")
    ap.add_argument("--headless", action="store_true", help="no window (the only mode here)")
    ap.add_argument("--port", type=int, default=0, help="TCP port (0: any free port)")
    ap.add_argument(
        "--listen", default=None, help="address to listen on (default: the only --interfaces address, else all)"
    )
    ap.add_argument(
        "--game", default="thousand", choices=playable_games(), help="the game the table plays (default: 1000)"
    )
    ap.add_argument("--preset", default=None, help="one of the game's presets (default: the game's own)")
    ap.add_argument("--agreements", default=None, help="JSON object of agreement overrides")
    ap.add_argument(
        "--interfaces", default=None, help="comma-separated addresses for zeroconf (default: $THOUSAND_LAN_INTERFACES)"
    )
    ap.add_argument("--no-advertise", action="store_true")
    ap.add_argument("--name", default="Headless table")
    ap.add_argument(
        "--players",
        type=int,
        default=None,
        help="seats: 3 or 4 for 1000, 2 for the two-player games and "
        "Sixty-Six, 3 for 1001 and Russeln (default: the game's fewest)",
    )
    ap.add_argument("--bots", type=int, default=0, help="seats the computer takes from the start")
    ap.add_argument("--level", default="medium", choices=level_names())
    ap.add_argument(
        "--replace-after", type=float, default=30.0, help="seconds before a computer takes a dropped player's seat"
    )
    ap.add_argument("--bot-delay", type=float, default=0.2)
    ap.add_argument("--deal-pause", type=float, default=1.0)
    ap.add_argument(
        "--seed",
        type=int,
        default=None,
        help="tests and demos only: deal from this fixed seed (every card can then be foreseen; the lobby says so)",
    )
    ap.add_argument("--max-deals", type=int, default=None, help="end the game after this many deals")
    ap.add_argument(
        "--record",
        default=None,
        help="keep the game record here, rewritten after every move "
        "and deal (a crashed host goes on from it with --continue)",
    )
    ap.add_argument(
        "--lobby-idle",
        type=float,
        default=L.LOBBY_IDLE_S,
        help="seconds after which a seated guest who is neither ready nor active gives way to "
        "a newcomer when the table is full (0: never)",
    )
    ap.add_argument(
        "--turn-time",
        type=float,
        default=L.TURN_TIME_S,
        help="seconds a guest has for a turn before a computer plays it (0: no limit)",
    )
    ap.add_argument(
        "--reserve",
        action="append",
        default=[],
        metavar="SEAT:NAME",
        help="keep seat SEAT (1-based) for the player called NAME; may be repeated",
    )
    ap.add_argument(
        "--continue",
        dest="saved",
        default=None,
        metavar="RECORD",
        help="go on with this saved game (a game record): its agreements, seats and scores",
    )
    ap.add_argument("--linger", type=float, default=1.0, help="seconds to stay up after the game")
    args = ap.parse_args(argv)
    from .discovery import parse_interfaces, withdraw_all

    try:
        interfaces = parse_interfaces(args.interfaces)
        rules = Rules(args.preset, json.loads(args.agreements) if args.agreements else None, args.game)
        players = args.players if args.players is not None else GAMES[rules.game].seats[0]
        check_seats(rules, players)
    except (ValueError, RulesError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    saved = None
    if args.saved:
        from engine.record import loads

        try:
            with open(args.saved, "rb") as f:
                saved = loads(f.read().decode("utf-8"))
        except (OSError, UnicodeDecodeError, RecordError) as e:
            print(f"error: {args.saved}: {e}", file=sys.stderr)
            return 2
    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    host = HostServer(
        args.name,
        players,
        rules,
        port=args.port,
        listen=args.listen,
        advertise=not args.no_advertise,
        interfaces=interfaces,
        level=args.level,
        replace_after=args.replace_after,
        bot_delay=args.bot_delay,
        deal_pause=args.deal_pause,
        seed=args.seed,
        max_deals=args.max_deals,
        lobby_idle=args.lobby_idle,
        turn_time=args.turn_time,
        record_path=args.record,
    )
    # the host's log, and every warning of its parts (a computer stood in for, ...), on stderr
    logging.basicConfig(stream=sys.stderr, level=logging.INFO, format="[host] %(message)s")
    host.log.connect(log.info)
    if saved is not None:
        try:
            host.continue_saved(saved)
        except (RecordError, ValueError) as e:
            print(f"error: {args.saved}: {e}", file=sys.stderr)
            return 2
    try:
        for spec in args.reserve:
            seat, _, name = spec.partition(":")
            host.reserve(int(seat) - 1, name)
    except (ValueError, IndexError, RuntimeError) as e:
        print(f"error: --reserve {args.reserve}: {e}", file=sys.stderr)
        return 2
    host.autostart = True
    for i in range(max(0, min(args.bots, host.players))):  # a saved game may seat another number
        host.set_computer(host.players - 1 - i, args.level)
    if not host.start():
        return 1
    print(f"LISTENING {host.listen_address} {host.port}", flush=True)

    def keep_record():
        host.keep_record()

    def quit_withdrawn():
        """Quit once the table said its goodbye on the network (else it stays in others' lists)."""
        if not withdraw_all():
            log.info("the table's withdrawal was not confirmed in time")
        app.quit()

    def finish(summ=None):
        keep_record()
        print("GAME OVER " + json.dumps(summ), flush=True)

        def close_and_quit() -> None:
            host.close()
            QTimer.singleShot(300, quit_withdrawn)

        QTimer.singleShot(int(args.linger * 1000), close_and_quit)

    host.gameOver.connect(finish)

    def on_signal(*_):
        keep_record()  # a game stopped half-way can go on later (--continue)
        host.close("host_stopped")
        QTimer.singleShot(300, quit_withdrawn)  # the clients' closing frames go out first

    commands = Commands(host)
    signal.signal(signal.SIGINT, on_signal)
    signal.signal(signal.SIGTERM, on_signal)
    tick = QTimer()
    tick.start(200)  # lets Python run its signal handlers
    tick.timeout.connect(lambda: None)
    rc = app.exec()
    _ = commands
    os._exit(rc)  # zeroconf's daemon threads need not be waited for


if __name__ == "__main__":
    sys.exit(main())
