"""Run by tests/qt/test_save_resume.py in a process of its own (a test that kills it mid-game):

``python tests/qt/save_run.py play STEPS SEED``  the main window with the player at seat 0 (who takes
    a random legal action each turn) and two random computers, autosaving as the app does, until at
    least STEPS actions are played and it is the player's turn again; prints ``{"steps": n}`` once the
    save is on disk, then waits, the table waiting for the player, until it is killed.
``python tests/qt/save_run.py resume``  loads the autosave as the app does at its start and prints the
    position it restores: the record, whose turn, seat 0's view, the sheet's rows and seat 0's hand.

The data folder is THOUSAND_DATA_DIR; the settings are a throwaway file.
"""

from __future__ import annotations

import json
import random
import sys
import tempfile


def _app():
    from PySide6.QtCore import QSettings, QStandardPaths
    from PySide6.QtWidgets import QApplication

    app = QApplication([])
    QStandardPaths.setTestModeEnabled(True)
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tempfile.mkdtemp())
    import thousand_qt  # noqa: F401  (the PySide refcount guard)

    return app


def play(steps: int, seed: int) -> int:
    app = _app()
    from PySide6.QtCore import QTimer

    from thousand_qt.game import autosave
    from thousand_qt.game.controller import GameConfig
    from thousand_qt.window.main import MainWindow

    w = MainWindow()
    w.scene.speed = w.sheet.speed = w.controller.speed = 0.0
    w.think_ms = 0
    w.show()
    c = w.controller
    rnd = random.Random(seed)
    done = []

    def played() -> int:
        return sum(len(d["actions"]) for d in c.source.record()["deals"])

    def my_turn(legal):
        if done or not legal or not c.waiting_for_human():
            return
        if played() >= steps:
            autosave.flush()
            done.append(played())
            print(json.dumps({"steps": done[0]}), flush=True)  # the table now waits for the player
            return
        c.act(rnd.choice(legal))

    c.humanState.connect(lambda legal: QTimer.singleShot(0, lambda: my_turn(c.human_legal())))
    w.start(GameConfig(seat=0, levels=["random", "random"], seed=seed, preset="russian"))
    return app.exec()


def resume() -> int:
    app = _app()  # noqa: F841
    from engine.record import to_record
    from thousand_qt.game import autosave
    from thousand_qt.game.controller import GameController

    rec = autosave.load()
    if rec is None:
        print(json.dumps({"saved": None}))
        return 2
    c = GameController()
    c.autosave_enabled = False
    c.resume(rec, human=False)
    src = c.source
    out = {
        "record": to_record(src.g),
        "to_act": src.g.deal.turn,
        "view": src.current_view().to_dict(),
        "rows": len(c.scores.rows),
        "hand": c.table.hand,
    }
    src.stop()
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    if sys.argv[1] == "play":
        sys.exit(play(int(sys.argv[2]), int(sys.argv[3])))
    sys.exit(resume())
