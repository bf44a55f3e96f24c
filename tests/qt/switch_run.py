"""Run by tests/qt/test_game_switch.py in a process of its own (a crash must fail the test, not end the
suite): ``python tests/qt/switch_run.py WIDTH HEIGHT GAME[:SEATS] ...``. On Qt's offscreen platform
configured as a WIDTH × HEIGHT screen unless QT_QPA_PLATFORM is set (run it under Xvfb by hand with
``QT_QPA_PLATFORM=xcb DISPLAY=:9``).

Plays as a new player would with the app's own pace (cards animated, a deal's result staying until a
click; only faster): the first game through Game ▸ New game, one deal of it played to its result banner,
then, with that banner up, Game ▸ New game ▸ the next game (answering "Game in progress" with Yes), one
deal of it, and so on. ``GAME+`` holds the New game dialog open a while (its Agreements dialog opened
and closed) as the table underneath goes on: the switch made with a dialog open. Prints a JSON report:
each game's seat count, whether its deal ended with the banner up, and every Python traceback and Qt
warning about scene items or animations seen.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import time
import traceback

# Qt's messages that tell of a table out of step: an item or an animation of a scene gone wrong
QT_TROUBLE = ("QGraphics", "Animation", "QObject", "QPainter", "wrapped C/C++ object")


def main() -> None:
    width, height = int(sys.argv[1]), int(sys.argv[2])
    plan = sys.argv[3:]
    if "QT_QPA_PLATFORM" not in os.environ:
        cfg = tempfile.NamedTemporaryFile("w", suffix=".json", delete=False)
        screen = {"name": "Laptop", "x": 0, "y": 0, "width": width, "height": height, "dpr": 1}
        json.dump({"screens": [dict(screen, logicalDpi=96, logicalBaseDpi=96)]}, cfg)
        cfg.close()
        os.environ["QT_QPA_PLATFORM"] = "offscreen:configfile=" + cfg.name
    os.environ.setdefault("THOUSAND_LAN_INTERFACES", "127.0.0.1")
    from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths, QTimer, QtMsgType, qInstallMessageHandler
    from PySide6.QtWidgets import QApplication, QMessageBox

    problems: list[str] = []

    def excepthook(kind, value, tb):
        problems.append("".join(traceback.format_exception(kind, value, tb)))
        sys.__excepthook__(kind, value, tb)

    def qt_messages(kind, _context, text):
        if kind in (QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg) or any(w in text for w in QT_TROUBLE):
            problems.append(f"Qt: {text}")
        print(text, file=sys.stderr)

    sys.excepthook = excepthook
    qInstallMessageHandler(qt_messages)
    app = QApplication([])
    QCoreApplication.setOrganizationName("ThousandSwitchTest")
    QCoreApplication.setApplicationName("ThousandSwitchTest")
    QStandardPaths.setTestModeEnabled(True)
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tempfile.mkdtemp())
    import thousand_qt  # noqa: F401  (the PySide refcount guard)
    from thousand_qt import paths, settings
    from thousand_qt.dialogs.agreements import AgreementsDialog
    from thousand_qt.dialogs.new_game import NewGameDialog
    from thousand_qt.window.main import MainWindow

    paths.set_data_dir(tempfile.mkdtemp())
    # the app's own pace (a deal's result stays until a click: settings.py's default), only faster
    settings.put("speed", 12.0)
    settings.put("think_ms", 0)
    settings.put("pace/deal_click", True)
    settings.put("pace/trick_ms", 0)
    settings.put("pace/talon_ms", 0)
    w = MainWindow()
    w.show()

    def wait(cond, seconds=60.0) -> bool:
        end = time.monotonic() + seconds
        while not cond():
            if time.monotonic() > end:
                return False
            app.processEvents()
            time.sleep(0.002)
        return True

    def answer_dialogs(game: str, seats: int | None, linger: bool) -> None:
        """Yes to "Game in progress", then New game: the game, its seats, beginners (quick to play)."""

        def step():
            box = QApplication.activeModalWidget()
            if isinstance(box, QMessageBox):
                box.button(QMessageBox.StandardButton.Yes).click()
                QTimer.singleShot(20, step)
            elif isinstance(box, AgreementsDialog):
                if not getattr(box, "_closing", False):
                    box._closing = True
                    QTimer.singleShot(300, box.reject)
                QTimer.singleShot(20, step)
            elif isinstance(box, NewGameDialog):
                box.game.setCurrentIndex(box.game.findData(game))
                if seats is not None:
                    box.players.setCurrentIndex(box.players.findData(seats))
                for combo in box.levels:
                    combo.setCurrentIndex(max(0, combo.findData("random")))
                if linger and not getattr(box, "_lingered", False):
                    box._lingered = True
                    QTimer.singleShot(200, box.agreements_button.click)
                    QTimer.singleShot(250, step)
                    return
                QTimer.singleShot(400 if linger else 30, box.accept)
            else:
                if os.environ.get("SWITCH_DEBUG"):
                    print("modal:", box, file=sys.stderr)
                QTimer.singleShot(20, step)

        QTimer.singleShot(20, step)

    def play_deal() -> bool:
        """This seat passes or takes its first legal action until the deal's result waits for a click."""
        c, t, sc = w.controller, w.controller.table, w.scene
        end = time.monotonic() + 120
        while time.monotonic() < end:
            t1 = time.monotonic()
            if not wait(lambda: c.waiting_for_human() or sc.waiting() or t.over, 30) or time.monotonic() - t1 > 0.3:
                print(
                    "waited",
                    round(time.monotonic() - t1, 1),
                    t.phase,
                    t.turn,
                    c.human_legal()[:2],
                    sc.queue.busy(),
                    c._awaiting_ack,
                    sc.queue._running,
                    file=sys.stderr,
                )
            if sc.waiting() and sc.banner.isVisible():
                return True
            if sc.waiting():
                sc.release()  # a taken trick or a talon shown waits for the player's click
            elif c.waiting_for_human():
                legal = c.human_legal()
                if legal:  # a pass where there is one: an auction of beginners bidding up takes long
                    c.act(next((a for a in legal if a.kind == "pass"), legal[0]))
            elif t.over:
                return sc.banner.isVisible()
        return False

    report = []
    t0 = time.monotonic()
    for entry in plan:
        linger = entry.endswith("+")
        game, _, seats = entry.rstrip("+").partition(":")
        print("switch to", entry, round(time.monotonic() - t0, 1), file=sys.stderr, flush=True)
        answer_dialogs(game, int(seats) if seats else None, linger)
        w.new_game_dialog()
        table = w.controller.table
        banner = play_deal()
        report.append(
            {
                "game": table.view.rules.game if table.view is not None else None,
                "seats": table.players,
                "plates": len(w.scene.badges),
                "banner": banner,
            }
        )
    print("played", round(time.monotonic() - t0, 1), file=sys.stderr, flush=True)
    w.controller.shutdown()
    print("shut", round(time.monotonic() - t0, 1), file=sys.stderr, flush=True)
    print(json.dumps({"games": report, "problems": problems}))
    sys.stdout.flush()


if __name__ == "__main__":
    main()
