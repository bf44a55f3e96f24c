"""Run by tests/qt/test_small_dialogs.py in a process of its own, on Qt's offscreen platform as a
1024×640 screen: ``python tests/qt/small_dialogs_run.py``. Opens the windows a player opens from the
menus and prints a JSON report of each: its size against the screen's available room, its buttons'
places, and every word-wrapped label cut short (its text needs more height than it has)."""

from __future__ import annotations

import json
import os
import sys
import tempfile

W, H = 1024, 640


def main() -> None:
    cfg = tempfile.NamedTemporaryFile("w", suffix=".json", delete=False)
    screen = {"name": "Small", "x": 0, "y": 0, "width": W, "height": H, "logicalDpi": 96, "logicalBaseDpi": 96}
    json.dump({"screens": [dict(screen, dpr=1)]}, cfg)
    cfg.close()
    os.environ["QT_QPA_PLATFORM"] = "offscreen:configfile=" + cfg.name
    os.environ.setdefault("THOUSAND_LAN_INTERFACES", "127.0.0.1")
    os.environ["THOUSAND_DATA_DIR"] = tempfile.mkdtemp()
    from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths
    from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel

    app = QApplication([])
    QCoreApplication.setOrganizationName("ThousandSmallTest")
    QCoreApplication.setApplicationName("ThousandSmallTest")
    QStandardPaths.setTestModeEnabled(True)
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tempfile.mkdtemp())
    from thousand_qt import settings

    avail = app.primaryScreen().availableGeometry()
    report = {"available": [avail.width(), avail.height()], "windows": {}}

    def measure(name, dlg):
        dlg.show()
        for _ in range(5):
            app.processEvents()
        g = dlg.frameGeometry()
        problems = []
        if g.width() > avail.width() or g.height() + 30 > avail.height():  # 30: a title bar the offscreen screen omits
            problems.append(f"{g.width()}x{g.height()} does not fit")
        for b in dlg.findChildren(QAbstractButton):
            if b.isVisibleTo(dlg) and b.text():
                top_left = b.mapToGlobal(b.rect().topLeft())
                if top_left.y() + b.height() + 30 > avail.bottom() + 1 or top_left.x() + b.width() > avail.right() + 1:
                    problems.append(f"button {b.text()!r} off the screen")
        for lab in dlg.findChildren(QLabel):
            if lab.isVisibleTo(dlg) and lab.wordWrap() and lab.text() and lab.hasHeightForWidth():
                need = lab.heightForWidth(lab.width())
                if need > lab.height() + 2:
                    problems.append(f"label {lab.objectName() or lab.text()[:30]!r} cut: {lab.height()} of {need}")
        report["windows"][name] = problems
        dlg.close()

    from thousand_qt.dialogs.rules import RulesDialog
    from thousand_qt.dialogs.stats import StatsDialog

    measure("rules", RulesDialog())
    measure("stats", StatsDialog())
    from thousand_qt.net.host_dialog import HostDialog
    from thousand_qt.net.widgets import JoinDialog

    measure("host", HostDialog())
    measure("join", JoinDialog("Player"))
    from thousand_qt.words import i18n

    # Russian, with agreements changed: the agreements line says more than one line holds
    settings.put_rules("thousand", "russian", {"ace_marriage": True, "golden": "cone", "blind": "any"})
    i18n.install_language(app, "ru")
    measure("host (ru, agreements changed)", HostDialog())
    i18n.install_language(app, "en")
    from thousand_qt.dialogs.new_game import NewGameDialog

    settings.put("game/id", "sixty_six")  # a two-player game was played last
    settings.put("game/players", 2)
    dlg = NewGameDialog()
    dlg.show()
    app.processEvents()
    dlg.game.setCurrentIndex(dlg.game.findData("tausendeins"))
    measure("new game: 1001 after a two-player game", dlg)
    print(json.dumps(report))


if __name__ == "__main__":
    sys.exit(main())
