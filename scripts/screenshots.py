#!/usr/bin/env python3
"""Regenerate docs/screenshots/*.png: the table mid-trick, bidding, the exchange, a computer's
talon face up, the player's own talon face up, a deal's result with its reasons, a game review, the
score sheet with a barrel and a zero, the agreements dialog — all on a 1366×768 laptop screen (the window
sizes itself to it, as for a player).

    python scripts/screenshots.py            # offscreen (QWidget.grab) on a 1366×768 screen
    python scripts/screenshots.py lobby      # only the LAN lobby (docs/screenshots/lobby.png)
    python scripts/screenshots.py sixty_six  # only Sixty-Six (table-sixty-six.png, new-game-sixty-six.png)
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("THOUSAND_LAN_INTERFACES", "127.0.0.1")  # the lobby shot never leaves loopback


def laptop_screen(width=1366, height=768) -> None:
    """Qt's offscreen platform as a laptop's screen: the shots show what a player on one sees."""
    import json

    fd, path = tempfile.mkstemp(prefix="thousand-screen-", suffix=".json")
    with os.fdopen(fd, "w") as f:
        json.dump(
            {
                "screens": [
                    {
                        "name": "Laptop",
                        "x": 0,
                        "y": 0,
                        "width": width,
                        "height": height,
                        "logicalDpi": 96,
                        "logicalBaseDpi": 96,
                        "dpr": 1,
                    }
                ]
            },
            f,
        )
    os.environ["QT_QPA_PLATFORM"] = "offscreen:configfile=" + path


if __name__ == "__main__":
    laptop_screen()

from PySide6.QtCore import QCoreApplication, QEventLoop, QPauseAnimation, QSettings, QStandardPaths  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

import thousand_qt  # noqa: E402,F401

OUT = ROOT / "docs" / "screenshots"


def pump(app, seconds=0.05):
    t = time.monotonic()
    while time.monotonic() - t < seconds:
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)


def drive(app, w, stop, rng, max_seconds=60, pick=None):
    """Let the computers play; the human seat picks with ``pick(legal)`` (default: random legal),
    until ``stop()`` holds at a moment the human may act or the table is idle."""
    c = w.controller
    t0 = time.monotonic()
    while time.monotonic() - t0 < max_seconds:
        pump(app, 0.01)
        if stop():
            return True
        if c.waiting_for_human():
            legal = c.human_legal()
            main = [a for a in legal if a.kind not in ("redeal", "look", "unhide")] or legal
            a = pick(main) if pick else None
            if a is None:
                bids = [x for x in main if x.kind == "bid"]
                passes = [x for x in main if x.kind == "pass"]
                a = passes[0] if passes else (bids[0] if bids else rng.choice(main))
            c.act(a)
    return False


def main(only=None):
    """only="lobby": write docs/screenshots/lobby.png alone."""
    OUT.mkdir(parents=True, exist_ok=True)
    tmp = tempfile.mkdtemp()
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tmp)
    QStandardPaths.setTestModeEnabled(True)
    app = QApplication(sys.argv)
    QCoreApplication.setOrganizationName("ThousandShots")
    QCoreApplication.setApplicationName("ThousandShots")
    from thousand_qt import paths, settings
    from thousand_qt.dialogs.agreements import AgreementsDialog
    from thousand_qt.game.controller import GameConfig
    from thousand_qt.window.main import MainWindow

    paths.set_data_dir(tmp)
    from thousand_qt.words import i18n

    i18n.install_language(app, "en")  # as the app does: English's plural forms ("3 minutes", not "3 minute(s)")
    settings.put("speed", 0.0)
    settings.put("think_ms", 0)
    rng = random.Random(1)
    w = MainWindow()
    w.controller.autosave_enabled = False
    w.show()
    pump(app, 0.3)
    m = w.controller.table

    def shot(name, widget=None):
        pump(app, 0.1)
        (widget or w).grab().save(str(OUT / f"{name}.png"))
        print("wrote", OUT / f"{name}.png")

    if only == "lobby":
        lobby_shot(app, w, shot)
        w.close()
        return
    if only in (None, "four"):
        four_shot(app, w, m, rng, shot)
        if only == "four":
            w.close()
            return
    if only in (None, "sixty_six"):
        sixty_six_shot(app, w, m, rng, shot)
        if only == "sixty_six":
            w.close()
            return

    # bidding: the human to bid after a computer has bid
    w.start(GameConfig(name="Anna", seat=0, levels=["normal", "normal"], seed=21, dealer=0))
    drive(
        app,
        w,
        lambda: (
            w.controller.waiting_for_human()
            and m.phase == "auction"
            and any(b[0] == "bid" for s, b in m.bids.items() if s != 0)
        ),
        rng,
    )
    shot("bidding")

    # exchange: the human won the auction and gives two cards
    for seed in range(1, 60):
        w.start(GameConfig(name="Anna", seat=0, levels=["normal", "normal"], seed=seed, dealer=2))
        ok = drive(
            app,
            w,
            lambda: w.controller.waiting_for_human() and m.phase == "talon",
            rng,
            max_seconds=5,
            pick=lambda legal: (
                next((a for a in legal if a.kind == "bid"), None)
                if m.phase == "auction" and not any(b[0] == "bid" for s, b in m.bids.items() if s != 0)
                else None
            ),
        )
        if ok:
            hand = list(m.hand)
            w.panel.toggle_card(hand[0])
            w.panel.toggle_card(hand[-1])
            shot("exchange")
            break

    # mid-trick: the human to play with two cards on the table and a trump
    for seed in range(100, 200):
        w.start(GameConfig(name="Anna", seat=0, levels=["normal", "normal"], seed=seed, dealer=0))
        if drive(
            app,
            w,
            lambda: (
                w.controller.waiting_for_human() and m.phase == "play" and len(m.trick) == 2 and m.trump is not None
            ),
            rng,
            max_seconds=8,
        ):
            shot("table-mid-trick")
            break

    talon_shots(app, w, m, rng, shot)

    # score sheet with a barrel and a zero: computers play from scores near the barrel
    def marks_seen():
        rows = w.controller.scores.rows
        flat = [mk for r in rows for mk in r["marks"]]
        return (
            len(rows) >= 8
            and any(mk.get("barrel") or mk.get("barrel_mounted") for mk in flat)
            and any(mk.get("zero") for mk in flat)
        )

    for seed in range(1, 40):
        w.start(
            GameConfig(
                name="Anna",
                seat=0,
                levels=["normal"] * 3,
                seed=seed,
                human=False,
                dealer=0,
                start={"scores": [560, 700, 420]},
            )
        )
        if drive(app, w, lambda: marks_seen() or m.over, rng, max_seconds=20) and marks_seen():
            break
    from PySide6.QtCore import Qt

    w.resizeDocks([w.dock], [520], Qt.Orientation.Horizontal)
    shot("score-sheet", w.sheet)
    shot("table-with-score-sheet")

    review_shot(app, w, shot)

    dlg = AgreementsDialog(w)
    dlg.resize(900, 700)
    dlg.show()
    dlg.set_value("ace_marriage", True)
    pump(app, 0.2)
    shot("agreements", dlg)
    dlg.close()
    lobby_shot(app, w, shot)
    w.close()


def talon_shots(app, w, m, rng, shot, name="Anna", seeds=range(1, 60)):
    """talon.png (a computer's talon face up), deal-result.png (the banner with the deal's reasons, waiting
    for the player's click) and talon-own.png (the player won the auction: his talon face up in the middle)."""
    from thousand_qt.game.controller import GameConfig

    def talon_up():
        run = w.scene.queue._running  # the pause that holds a talon up for all to read
        return isinstance(run, QPauseAnimation) and run.duration() == w.scene.talon_ms

    # a computer's talon, face up for the player to read before it goes to his hand
    w.scene.speed = 1.0
    for seed in seeds:
        w.start(GameConfig(name=name, seat=0, levels=["normal", "normal"], seed=seed, dealer=2))
        if drive(app, w, talon_up, rng, max_seconds=6):
            pump(app, 0.3)
            shot("talon")
            break
    # a deal's result, waiting for the player's click
    w.scene.deal_click = True
    drive(app, w, lambda: w.scene.waiting() and w.scene.banner.isVisible(), rng, max_seconds=60)
    pump(app, 0.4)
    shot("deal-result")
    w.scene.release()
    w.scene.deal_click = False

    # the player's own talon: he won the auction, the talon lies face up in the middle for all to read
    for seed in seeds:
        w.start(GameConfig(name=name, seat=0, levels=["normal", "normal"], seed=seed, dealer=2))
        if drive(
            app,
            w,
            lambda: talon_up() and m.declarer == m.seat,
            rng,
            max_seconds=6,
            pick=lambda legal: next((a for a in legal if a.kind == "bid"), None) if m.phase == "auction" else None,
        ):
            pump(app, 0.3)
            shot("talon-own")
            break
    w.scene.speed = 0.0


def review_shot(app, w, shot):
    """Game review: the game just played, stepped back into its last deal, every hand face up."""
    rec = w.controller.source.record()
    if rec is None or not w.start_review(rec):
        return
    src = w.review_bar.source
    w.review_bar.go(src.deal_starts()[-1] + 14)
    w.scene.queue.finish_all()
    shot("review")
    w.close_review()


def four_shot(app, w, m, rng, shot):
    """Four players: the human to play mid-trick while one seat sits the deal out."""
    from thousand_qt.game.controller import GameConfig

    for seed in range(300, 400):
        w.start(GameConfig(name="Anna", seat=0, players=4, levels=["normal"] * 3, seed=seed, dealer=1))
        if drive(
            app,
            w,
            lambda: w.controller.waiting_for_human() and m.phase == "play" and len(m.trick) == 2,
            rng,
            max_seconds=8,
        ):
            shot("table-four-players")
            return


def sixty_six_shot(app, w, m, rng, shot):
    """Sixty-Six for two: the human on lead mid-hand, the stock with its count and the turned trump
    beside it, the bar offering the engine's Close / Exchange / 66!; and New game offering the game."""
    from engine.game import playable_games
    from thousand_qt.dialogs.new_game import NewGameDialog
    from thousand_qt.game.controller import GameConfig

    if "sixty_six" not in playable_games():
        return
    dlg = NewGameDialog(w)
    dlg.game.setCurrentIndex(dlg.game.findData("sixty_six"))
    dlg.show()
    shot("new-game-sixty-six", dlg)
    dlg.close()

    def kinds():
        return {a.kind for a in w.controller.human_legal()}

    for seed in range(500, 600):
        w.start(
            GameConfig(
                name="Anna",
                seat=0,
                players=2,
                levels=["random"],
                seed=seed,
                dealer=1,
                game="sixty_six",
                preset="sixty_six",
            )
        )
        if drive(
            app,
            w,
            lambda: w.controller.waiting_for_human() and 3 < m.stock < 10 and "close" in kinds(),
            rng,
            max_seconds=8,
            pick=lambda legal: next((a for a in legal if a.kind == "play"), None),
        ):
            shot("table-sixty-six")
            return


def lobby_shot(app, w, shot):
    """The host's lobby: Anna hosts (TCP on 127.0.0.1, no zeroconf), a computer client sits down."""
    from engine import Rules
    from thousand_qt.net.client import ClientSession, ComputerClient
    from thousand_qt.net.host import HostServer
    from thousand_qt.net.lan_table import LanTable

    host = HostServer("Anna's table", 3, Rules("russian"), listen="127.0.0.1", advertise=False, level="normal")
    assert host.start()
    me = ClientSession(name="Anna")
    lan = LanTable(w, me, host.local_address(), host)
    me.connect_to(*host.local_address())
    other = ClientSession(name="Marek")
    ComputerClient(other, "easy", seed=1)
    other.connect_to(*host.local_address())
    t = time.monotonic()
    while time.monotonic() - t < 5 and not (me.lobby and sum(s["ready"] for s in me.lobby["seats"]) >= 2):
        pump(app, 0.05)
    me.chat("Hi Marek! The third seat gets a computer.")
    pump(app, 0.2)
    other.chat("Fine by me. Deal!")
    pump(app, 0.3)
    # what a player on a home network reads (the table itself listens on 127.0.0.1 here)
    lan.lobby.where.setText(lan.lobby.where.text().replace("127.0.0.1", "192.168.1.20"))
    lan.lobby.resize(600, 720)
    pump(app, 0.3)
    shot("lobby", lan.lobby)
    other.leave()
    lan.close()
    pump(app, 0.2)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else None)
