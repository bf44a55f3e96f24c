#!/usr/bin/env python3
"""docs/screenshots/{table,talon,deal-result,talon-own,agreements,rules,sixty-six-result}-{ru,pl,uk}.png: the app
in each language.

    python scripts/i18n_screenshots.py            # offscreen (QWidget.grab) on a 1366×768 screen

The table is caught mid-trick (the human to play, two cards down, a trump named) after a deal
played from scores under way, so the score sheet has rows; the agreements dialog shows the Polish
preset with one change (ace marriage); the rules page shows what the Polish preset changes.
"""

from __future__ import annotations

import random
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))
if __name__ == "__main__":
    from screenshots import laptop_screen

    laptop_screen()

from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

import thousand_qt  # noqa: E402,F401

OUT = ROOT / "docs" / "screenshots"


def main(langs=("ru", "pl", "uk")):
    from screenshots import drive, pump, talon_shots  # the app's screenshot helpers

    OUT.mkdir(parents=True, exist_ok=True)
    tmp = tempfile.mkdtemp()
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tmp)
    QStandardPaths.setTestModeEnabled(True)
    app = QApplication.instance() or QApplication(sys.argv)
    QCoreApplication.setOrganizationName("ThousandShots")
    QCoreApplication.setApplicationName("ThousandShots")
    from thousand_qt import paths, settings
    from thousand_qt.dialogs.agreements import AgreementsDialog
    from thousand_qt.dialogs.rules import RulesDialog
    from thousand_qt.game.controller import GameConfig
    from thousand_qt.window.main import MainWindow
    from thousand_qt.words import i18n

    paths.set_data_dir(tmp)
    settings.put("speed", 0.0)
    settings.put("think_ms", 0)
    settings.put("rules/preset", "polish")
    settings.put_json("rules/overrides", {"ace_marriage": True})
    for lang in langs:
        i18n.install_language(app, lang)
        rng = random.Random(1)
        w = MainWindow()
        w.controller.autosave_enabled = False
        w.show()
        pump(app, 0.2)
        m = w.controller.table
        player = {"ru": "Аня", "pl": "Ania", "uk": "Аня"}.get(lang, "Anna")

        def shot(name, widget, lang=lang):
            pump(app, 0.15)
            widget.grab().save(str(OUT / f"{name}-{lang}.png"))
            print("wrote", OUT / f"{name}-{lang}.png")

        for seed in range(100, 200):
            w.start(
                GameConfig(
                    name=player,
                    seat=0,
                    levels=["random", "random"],
                    seed=seed,
                    dealer=0,
                    start={"scores": [340, 515, 220]},
                )
            )
            if drive(
                app,
                w,
                lambda w=w, m=m: (
                    w.controller.waiting_for_human() and m.phase == "play" and len(m.trick) == 2 and m.trump is not None
                ),
                rng,
                max_seconds=8,
            ):
                break
        shot("table", w)
        # talon-, deal-result-, talon-own-<lang>.png: a computer's talon, the banner's reasons, the player's talon
        talon_shots(app, w, m, rng, lambda name, w=w: shot(name, w), name=player, seeds=range(1, 20))
        dlg = AgreementsDialog(w)
        dlg.resize(900, 700)
        dlg.show()
        pump(app, 0.2)
        shot("agreements", dlg)
        dlg.close()
        rules = RulesDialog(w)
        rules.show()
        shot("rules", rules)
        rules.close()
        w.controller.shutdown()
        w.close()
        sixty_six_result_shot(app, rng, shot)
    i18n.install_language(app, "en")


def sixty_six_result_shot(app, rng, shot):
    """sixty-six-result-<lang>.png: a hand of Sixty-Six the player won, the banner in the player's own
    words ("You win the hand", issue 38: not «Вы выигрывает сдачу»), the reasons and the deal log."""
    from screenshots import drive, pump

    from thousand_qt import settings
    from thousand_qt.game.controller import GameConfig
    from thousand_qt.window.main import MainWindow
    from thousand_qt.words import i18n

    settings.put("speed", 0.3)  # at 0 a hand's banner is gone before the next hand (a window reads it once)
    settings.put("pace/deal_click", True)
    w = MainWindow()
    w.controller.autosave_enabled = False
    w.show()
    pump(app, 0.2)
    won = i18n.translator("Table")("You win the hand: +%1", 0).split("+")[0]
    for seed in range(500, 540):
        w.start(
            GameConfig(seat=0, players=2, levels=["random"], seed=seed, dealer=1, game="sixty_six", preset="sixty_six")
        )
        w.scene.banner.hide()  # the last seed's lost hand is not the one to wait for
        shown = drive(
            app,
            w,
            lambda: w.scene.banner.isVisible(),  # the first hand's result: the player's, or the next seed
            rng,
            max_seconds=25,
            pick=lambda legal: rng.choice([a for a in legal if a.kind == "play"] or legal),
        )
        if shown and w.scene.banner.title.startswith(won):
            pump(app, 2.6)  # the sheet's totals count up for 0.7 s / speed: the shot waits for the last figure
            shot("sixty-six-result", w)
            break
    w.controller.shutdown()
    w.close()
    settings.put("speed", 0.0)


if __name__ == "__main__":
    main(tuple(sys.argv[1:]) or ("ru", "pl", "uk"))
