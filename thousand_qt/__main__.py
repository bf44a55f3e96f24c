"""``python -m thousand_qt`` / ``thousand``: the desktop app.

--version            print the version
--self-test          offscreen: build the window, load translations, play one deal with
                     computer seats at zero animation, exit 0
--autoplay N         every seat a computer; play N games; print the final totals as JSON
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time


class _EngineChoices:
    """The choices of an option as the engine knows them (levels, presets), looked up only when
    argparse checks a value or prints them: the app's start must not pay for engine.ai's import."""

    def __init__(self, names, aliases=()):
        self._names, self._list, self._aliases = names, None, tuple(aliases)

    def _all(self) -> list:
        if self._list is None:
            self._list = list(self._names())
        return self._list

    def __contains__(self, value) -> bool:
        return value in self._all() or value in self._aliases

    def __iter__(self):
        return iter(self._all())


def _levels():
    from thousand_qt.game.players import levels

    return levels()


def _games():
    from engine.game import playable_games

    return playable_games()


def _presets():
    from engine.agreements import presets_of

    return [p.id for game in _games() for p in presets_of(game)]


def _parser():
    p = argparse.ArgumentParser(prog="thousand", description="Thousand (1000): the card game")
    p.add_argument("--version", action="store_true", help="print the version and exit")
    p.add_argument("--self-test", action="store_true", help="offscreen smoke test: one deal, exit 0")
    p.add_argument("--autoplay", type=int, metavar="N", help="computers play N games; prints totals as JSON")
    # "medium": the LAN's old name of normal (players.ALIASES), still taken, not offered
    p.add_argument(
        "--level",
        default="random",
        choices=_EngineChoices(_levels, aliases=("medium",)),
        help="computer level for --autoplay/--self-test: %(choices)s (default: %(default)s)",
    )
    p.add_argument(
        "--seed",
        type=int,
        default=None,
        metavar="N",
        help="seed of the shuffles for --autoplay/--self-test: the same seed deals the same cards",
    )
    p.add_argument(
        "--game",
        default=None,
        choices=_EngineChoices(_games),
        help="the game for --autoplay/--self-test: %(choices)s (default: the preset's, else the one chosen in the app)",
    )
    p.add_argument(
        "--preset",
        default=None,
        choices=_EngineChoices(_presets),
        help="rules preset for --autoplay: %(choices)s (default: the one chosen in the app)",
    )
    p.add_argument(
        "--players",
        type=int,
        default=None,
        choices=(2, 3, 4),
        help="players at the table for --autoplay/--self-test: as many as the game is played by "
        "(1000: 3, or 4 with the dealer sitting out; the two-player games: 2); default: the game's first",
    )
    p.add_argument("--speed", type=float, default=0.0, help="animation speed for --autoplay (0: none)")
    p.add_argument("--data-dir", help="keep the autosave here instead of the app data folder")
    p.add_argument(
        "--new", action="store_true", help="start a new game at once (no offer to resume, no first-start choices)"
    )
    return p


NO_DISPLAY = (
    "thousand: there is no display to open a window on (neither DISPLAY nor WAYLAND_DISPLAY is set).\n"
    "To play computers against each other without one, run it with QT_QPA_PLATFORM=offscreen, e.g.\n"
    "  QT_QPA_PLATFORM=offscreen thousand --autoplay 1"
)
NO_WINDOW = (
    "thousand: there is no display to open the window on (neither DISPLAY nor WAYLAND_DISPLAY is set).\n"
    "Start it from a desktop session; over ssh, use ssh -X."
)


def has_display(env=None) -> bool:
    """Can Qt open a window? Only X11 and Wayland systems need DISPLAY/WAYLAND_DISPLAY; a platform
    chosen by QT_QPA_PLATFORM (offscreen, eglfs, ...) needs neither. Without this check Qt ends with
    "no Qt platform plugin could be initialized. Reinstalling the application may fix this", which
    sends people reinstalling a working app."""
    env = os.environ if env is None else env
    if sys.platform in ("win32", "darwin") or env.get("QT_QPA_PLATFORM"):
        return True
    return bool(env.get("DISPLAY") or env.get("WAYLAND_DISPLAY"))


def _app(argv):
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([argv[0] if argv else "thousand"])
    app.setOrganizationName("Thousand")
    app.setApplicationName("Thousand")
    from . import __version__

    app.setApplicationVersion(__version__)
    # Wayland matches windows to the menu entry (name, icon) by the desktop file's name
    QApplication.setDesktopFileName("org.thousandgame.Thousand")  # static: instance() types app as QCoreApplication
    return app


def _run_until(app, done, timeout):
    """Run the event loop (sleeping, so worker threads get the GIL at once) until done()."""
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    poll = QTimer()
    poll.setInterval(5)
    t0 = time.monotonic()

    def check() -> None:
        if done():
            loop.quit()

    def expire() -> None:
        if time.monotonic() - t0 > timeout:
            loop.quit()

    poll.timeout.connect(check)
    poll.timeout.connect(expire)
    if not done():
        poll.start()
        loop.exec()
        poll.stop()
    return bool(done())


def self_test(args) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = _app(sys.argv)
    from thousand_qt import settings
    from thousand_qt.game.config import GameConfig
    from thousand_qt.window.main import MainWindow
    from thousand_qt.words import i18n

    i18n.install_language(app, settings.get("language"))
    w = MainWindow()
    w.controller.autosave_enabled = False
    w.scene.speed = w.sheet.speed = w.controller.speed = 0.0
    w.think_ms = 0
    w.show()
    deals: list[dict] = []
    w.controller.dealScored.connect(deals.append)
    w.start(
        GameConfig(
            players=args.players,
            human=False,
            levels=[args.level] * 4,
            seed=args.seed or 1,
            preset=args.preset,
            game=args.game,
        )
    )
    ok = _run_until(app, lambda: deals, 120)
    w.close()
    if not ok:
        print("self-test: the deal did not finish", file=sys.stderr)
        return 1
    from engine.ai import ismcts66, ismcts_draw, ismcts_two, solver

    compiled = {
        "compiled_solver": solver.COMPILED,
        "compiled_ismcts66": ismcts66.core is not None,
        "compiled_ismcts_draw": ismcts_draw.core is not None,
        "compiled_ismcts_two": ismcts_two.core is not None,
    }
    print(json.dumps({"self_test": "ok", "deal": deals[0], **compiled}))
    return 0


def autoplay(args) -> int:
    sys.setswitchinterval(0.001)
    app = _app(sys.argv)
    from thousand_qt.game.config import GameConfig
    from thousand_qt.window.main import MainWindow

    from . import settings

    w = MainWindow()
    w.controller.autosave_enabled = False
    w.scene.speed = w.sheet.speed = w.controller.speed = args.speed
    w.think_ms = 0
    w.show()
    results = []
    preset = args.preset or settings.rules_choice(args.game)[0]
    for n in range(args.autoplay):
        over: list[list] = []
        conn = w.controller.gameOver.connect(over.append)
        seed = (args.seed if args.seed is not None else int(time.time())) * 1000 + n
        w.start(
            GameConfig(
                players=args.players,
                human=False,
                levels=[args.level] * 4,
                seed=seed,
                preset=preset,
                dealer=n % args.players,
                game=args.game,
            )
        )
        finished = _run_until(app, lambda over=over: over or len(w.controller.scores.rows) > 2000, 3600)
        w.controller.gameOver.disconnect(conn)
        results.append(
            {
                "game": n + 1,
                "totals": w.controller.table.scores,
                "winners": over[0] if over else None,
                "deals": len(w.controller.scores.rows),
                "finished": bool(finished and over),
            }
        )
    w.close()
    print(json.dumps({"games": results}))
    return 0


def _choose_game(p: argparse.ArgumentParser, args) -> None:
    """--game, --preset and --players agree: the game is the one named, else the preset's, else the
    app's; the players are a count the game is played by (its first when none is given)."""
    if not (args.self_test or args.autoplay is not None):
        return
    from engine.agreements import GAMES, PRESETS

    from . import settings

    by_preset = PRESETS[args.preset].game if args.preset else None
    if args.game and by_preset and by_preset != args.game:
        p.error(f"preset {args.preset} is a preset of {by_preset}, not of {args.game}")
    if not (args.game or by_preset):
        from PySide6.QtCore import QCoreApplication

        if not QCoreApplication.organizationName():  # the app's own settings, before the app is made
            QCoreApplication.setOrganizationName("Thousand")
            QCoreApplication.setApplicationName("Thousand")
    args.game = args.game or by_preset or settings.current_game()
    seats = GAMES[args.game].seats
    if args.players is None:
        args.players = seats[0]
    elif args.players not in seats:
        p.error(f"{args.game} is played by {' or '.join(map(str, seats))} players, not {args.players}")
    if args.preset is None and args.self_test:
        args.preset = GAMES[args.game].preset


def main(argv=None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    if args.version:
        from . import __version__

        print(f"thousand {__version__}")
        return 0
    if args.data_dir:
        from .paths import set_data_dir

        set_data_dir(args.data_dir)
    _choose_game(parser, args)
    if args.self_test:
        return self_test(args)
    if args.autoplay is not None:
        if not has_display():
            print(NO_DISPLAY, file=sys.stderr)
            return 2
        return autoplay(args)
    if not has_display():
        print(NO_WINDOW, file=sys.stderr)
        return 2
    app = _app(sys.argv)
    from thousand_qt import settings
    from thousand_qt.window.instance import Instance, bring_forward
    from thousand_qt.window.main import MainWindow
    from thousand_qt.words import i18n

    from .paths import data_dir

    # one app per data folder: a second start shows the first one's window instead of resuming
    # (and then writing) the same autosave
    instance = Instance(data_dir(), app)
    if not instance.claim():
        print("thousand: already running with this data folder; its window was brought forward", file=sys.stderr)
        return 0
    i18n.install_language(app, settings.get("language"))
    w = MainWindow()
    instance.shown.connect(lambda: bring_forward(w))
    w.show()
    if args.new or not w.offer_resume():
        opening_game(w, ask=not args.new)
    return app.exec()


def opening_game(w, ask: bool = True) -> None:
    """The game the app opens with: on the very first start the New game choices (game, levels, name,
    language), not a deal against two normal computers the newcomer never chose; later the last ones.
    ``ask`` False (--new): the last choices at once."""
    from thousand_qt.game.config import GameConfig

    from . import settings

    store = settings.store()
    first = not any(store.contains(k) for k in ("game/started", "game/id", "window/geometry", "window/rect"))
    if ask and first:
        from thousand_qt.dialogs.new_game import NewGameDialog

        settings.put("game/started", True)
        dlg = NewGameDialog(w, first_start=True)
        if dlg.exec() == NewGameDialog.DialogCode.Accepted:
            w.start(dlg.config())
            return
    game = settings.current_game()
    preset, overrides = settings.rules_choice(game)
    levels = settings.get_json("game/levels")
    name = settings.get("player/name") or None
    cfg = GameConfig(
        name=name or GameConfig().name,
        seat=0,
        players=settings.players_of(game),
        levels=levels,
        preset=preset,
        overrides=overrides,
        game=game,
    )
    w.start(cfg)


if __name__ == "__main__":
    sys.exit(main())
