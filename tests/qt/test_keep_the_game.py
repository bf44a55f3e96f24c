"""Issue 37, items 4, 5 and 16 (file dialogs): a review is read-only and keeps the game in progress;
an exported record keeps the computers' levels (and an import says what it assumed when a record
has none); the record dialogs open where the last record was opened or saved."""

from __future__ import annotations

import json

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QLineEdit, QMessageBox
from test_review import finished_record

from engine import Rules, new_game
from engine.record import to_record
from thousand_qt.game.controller import GameConfig


def watch_boxes(qtbot) -> list:
    """Every message box that opens from now on: its text kept, answered No (or closed); another
    dialog is cancelled (its class name kept).
    ``.timer.stop()`` ends the watch."""
    seen: list = []

    def look():
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            seen.append(box.text())
            no = box.button(QMessageBox.StandardButton.No)
            no.click() if no is not None else box.close()
        elif isinstance(box, QDialog) and not isinstance(box, QFileDialog):
            seen.append(type(box).__name__)  # another dialog (New game): cancelled
            box.reject()

    timer = QTimer(interval=20)
    timer.timeout.connect(look)
    timer.start()
    return Watch(seen, timer)


class Watch:
    def __init__(self, seen: list, timer: QTimer):
        self.seen, self.timer = seen, timer


def answer_file_dialog(path, folders: list | None = None):
    """Pick ``path`` in the next file dialog that opens (Qt's own, as the offscreen platform has no
    native one); ``folders`` gets the folder it opened in."""

    def pick():
        dlg = QApplication.activeModalWidget()
        if not isinstance(dlg, QFileDialog):
            QTimer.singleShot(20, pick)
            return
        if folders is not None and not folders:
            folders.append(dlg.directory().absolutePath())
        dlg.findChild(QLineEdit, "fileNameEdit").setText(str(path))  # typed in, as a player may
        QTimer.singleShot(3000, give_up)
        dlg.accept()

    def give_up():  # a question the dialog asked instead of taking the file: the test fails, not hangs
        for w in QApplication.topLevelWidgets():
            if isinstance(w, (QMessageBox, QFileDialog)) and w.isVisible():
                w.reject()

    QTimer.singleShot(20, pick)


def a_game_in_progress(qtbot, window, levels=("random", "random")):
    window.start(GameConfig(seat=0, levels=list(levels), seed=4, dealer=2))
    qtbot.waitUntil(lambda: bool(window.controller.human_legal()), timeout=20000)
    window.controller.act(window.controller.human_legal()[0])
    qtbot.waitUntil(window.controller.game_in_progress, timeout=10000)


def test_reviewing_an_old_record_keeps_the_game_in_progress(qtbot, window, tmp_path):
    """The issue: "Reviewing an old record ends the game in progress ("It cannot be resumed"). A
    review is read-only": no question, and closing the review brings the game back where it was."""
    a_game_in_progress(qtbot, window)
    before = window.controller.source.record()
    levels = dict(window.controller.app_meta["levels"])
    path = tmp_path / "old.json"
    path.write_text(json.dumps(finished_record()))
    asked = watch_boxes(qtbot)
    answer_file_dialog(path)
    window.open_record()
    qtbot.waitUntil(window.reviewing, timeout=5000)
    asked.timer.stop()
    assert asked.seen == []  # nothing to give up: the game is only put aside
    window.review_bar.done.click()
    assert not window.reviewing() and window.panel.isVisible()
    after = window.controller.source.record()
    assert after["deals"][0]["hands"] == before["deals"][0]["hands"]
    assert after["deals"][0]["actions"][: len(before["deals"][0]["actions"])] == before["deals"][0]["actions"]
    assert window.controller.game_in_progress() and window.controller.is_human_seat()
    assert window.controller.app_meta["levels"] == levels


def test_a_new_game_during_a_review_still_asks_for_the_kept_game(qtbot, window, tmp_path):
    a_game_in_progress(qtbot, window)
    assert window.start_review(finished_record())
    asked = watch_boxes(qtbot)
    window.new_game_dialog()  # answered No: the review and the kept game stay
    asked.timer.stop()
    # asked about the game the review keeps (MainWindow.confirm_replace), and answered No
    assert len(asked.seen) == 1 and "game is in progress" in asked.seen[0] and window.reviewing()


def test_export_then_import_keeps_the_computers_levels(qtbot, window, tmp_path):
    """The issue: "Export then Import turns hard computers into normal ones silently"."""
    a_game_in_progress(qtbot, window, levels=("easy", "random"))
    path = tmp_path / "game.json"
    window.controller.export_record(path)
    rec = json.loads(path.read_text())
    assert rec["format"] == 1 and rec["app"]["levels"] == {"1": "easy", "2": "random"}
    window.start(GameConfig(seat=0, levels=["normal", "normal"], seed=5))
    assert window.import_path(path)
    assert window.controller.source.levels == {1: "easy", 2: "random"}
    assert window.controller.assumed == []


def test_a_record_without_levels_says_what_was_assumed(qtbot, window, tmp_path, english):
    """A record another program wrote (the spec's fields only): its computers play Normal, and the
    window says so."""
    g = new_game(Rules(), 3, seed=3, names=["Ann", "Bob", "Cid"])
    path = tmp_path / "other.json"
    path.write_text(json.dumps(to_record(g)))
    assert window.import_path(path)
    assert window.controller.assumed == [1, 2]
    said = window.statusBar().currentMessage()
    assert "Bob" in said and "Cid" in said and "Normal" in said, said


def test_record_dialogs_open_in_the_last_folder(qtbot, window, tmp_path):
    """Issue 37, item 16: "file dialogs open in the current folder and forget the last one"."""
    records = tmp_path / "records"
    records.mkdir()
    path = records / "old.json"
    path.write_text(json.dumps(finished_record()))
    answer_file_dialog(path)
    window.open_record()
    qtbot.waitUntil(window.reviewing, timeout=5000)
    window.close_review()
    folders: list = []
    answer_file_dialog(records / "again.json", folders)
    window.export_record()
    assert folders == [str(records)]
    assert (records / "again.json").exists()
