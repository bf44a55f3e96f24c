"""Run by tests/qt/test_screen_fit.py in a process of its own, on Qt's offscreen platform configured as a
screen of the given size: ``python tests/qt/screen_run.py WIDTH HEIGHT DPR PLAYERS``.

Opens the main window as a new player would (no saved geometry), plays one deal (the player's seat
picks legal actions; the computers play at zero animation) and prints a JSON report: the screen's
available geometry, the window's frame, and every problem seen — the window or a control the player
needs in the current phase outside the screen, a card outside the table, a card over a name plate.
"""

from __future__ import annotations

import json
import os
import random
import sys
import tempfile


def main() -> None:
    width, height, dpr, players = int(sys.argv[1]), int(sys.argv[2]), float(sys.argv[3]), int(sys.argv[4])
    cfg = tempfile.NamedTemporaryFile("w", suffix=".json", delete=False)
    # the offscreen screen in device pixels; Qt's scale factor makes it WIDTH × HEIGHT logical pixels at DPR
    json.dump(
        {
            "screens": [
                {
                    "name": "Laptop",
                    "x": 0,
                    "y": 0,
                    "width": round(width * dpr),
                    "height": round(height * dpr),
                    "logicalDpi": 96,
                    "logicalBaseDpi": 96,
                    "dpr": 1,
                }
            ]
        },
        cfg,
    )
    cfg.close()
    os.environ["QT_QPA_PLATFORM"] = "offscreen:configfile=" + cfg.name
    os.environ["QT_SCALE_FACTOR"] = str(dpr)
    from PySide6.QtCore import QCoreApplication, QEventLoop, QPoint, QRect, QSettings, QStandardPaths, QTimer
    from PySide6.QtWidgets import QApplication, QPushButton

    app = QApplication([])
    QCoreApplication.setOrganizationName("ThousandScreenTest")
    QCoreApplication.setApplicationName("ThousandScreenTest")
    QStandardPaths.setTestModeEnabled(True)
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tempfile.mkdtemp())
    import thousand_qt  # noqa: F401  (the PySide refcount guard)
    from thousand_qt import paths, settings
    from thousand_qt.game.controller import GameConfig
    from thousand_qt.window.main import MainWindow

    paths.set_data_dir(tempfile.mkdtemp())
    settings.put("think_ms", 0)
    settings.put("speed", 0.0)
    w = MainWindow()
    w.controller.autosave_enabled = False
    w.show()
    avail = app.primaryScreen().availableGeometry()
    problems: list[str] = []

    def spin(ms):
        loop = QEventLoop()
        QTimer.singleShot(ms, loop.quit)
        loop.exec()

    def inside(widget, what):
        if not widget.isVisible():
            return
        top_left = widget.mapToGlobal(QPoint(0, 0))
        r = QRect(top_left, widget.size())
        if not avail.contains(r):
            problems.append(f"{what} at {r.getRect()} is outside the screen {avail.getRect()}")

    def check(phase):
        frame = w.frameGeometry()
        if not avail.contains(frame):
            problems.append(f"{phase}: the window {frame.getRect()} is outside the screen {avail.getRect()}")
        inside(w.view, f"{phase}: the table")
        for b in w.panel.findChildren(QPushButton):
            if b.isVisible():
                inside(b, f"{phase}: the button {b.objectName()}")
        sc = w.scene
        table = sc.sceneRect()
        plates = [b.sceneBoundingRect() for b in sc.badges if b.isVisible()]
        for c, item in sc.cards.items():
            if not item.isVisible():
                continue
            r = item.sceneBoundingRect().adjusted(6, 6, -6, -6)  # the card itself, not its focus margin
            if not table.contains(r):
                problems.append(f"{phase}: card {c} at {r.getRect()} leaves the table {table.getRect()}")
            for i, p in enumerate(plates):
                if r.intersects(p):
                    problems.append(f"{phase}: card {c} at {r.getRect()} covers name plate {i} at {p.getRect()}")
        view_vp = w.view.viewport().rect()
        for i, b in enumerate(sc.badges):
            if b.isVisible() and not sc.sceneRect().contains(b.sceneBoundingRect()):
                problems.append(f"{phase}: name plate {i} leaves the table")
        if view_vp.width() < table.width() - 1 or view_vp.height() < table.height() - 1:
            problems.append(f"{phase}: the table {table.getRect()} is larger than the view {view_vp.getRect()}")

    deals = []
    w.controller.dealScored.connect(deals.append)
    two = {"game": "sixty_six", "preset": "sixty_six"} if players == 2 else {}  # the two-seat table: Sixty-Six
    w.start(GameConfig(players=players, seed=7, levels=["random"] * 3, **two))
    spin(200)
    check("start")
    rnd = random.Random(3)
    for _ in range(400):
        if deals:
            break
        legal = w.controller.human_legal()
        if legal and w.controller.waiting_for_human():
            check(f"before {legal[0].kind}")
            bids = [a for a in legal if a.kind == "bid"]
            w.controller.act(rnd.choice(bids) if bids and rnd.random() < 0.5 else rnd.choice(legal))
        spin(20)
    check("deal scored")
    crisp = sorted({key[2] for key in w.theme._cache})
    print(
        json.dumps(
            {
                "avail": avail.getRect(),
                "frame": w.frameGeometry().getRect(),
                "deals": len(deals),
                "problems": problems[:30],
                "problem_count": len(problems),
                "card_dprs": crisp,
            }
        )
    )
    w.controller.shutdown()


if __name__ == "__main__":
    main()
