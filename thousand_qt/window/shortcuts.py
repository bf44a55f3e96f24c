"""The keyboard: a key for every choice on the action bar, and Help ▸ Keyboard that lists them all.

The keys press the action bar's own buttons, so a key can do only what a visible, enabled button
could: the bar is built from the engine's legal actions, and so the keys never decide a rule.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHeaderView, QTableWidget, QTableWidgetItem, QVBoxLayout

from thousand_qt.words import i18n
from thousand_qt.words.labels import flag_label

tr = i18n.translator("Keyboard")


# key -> the action bar's button it presses (objectName); the flags are the rarer choices of a deal
BUTTON_KEYS = [
    ("B", "bidButton"),
    ("P", "passButton"),
    ("Shift+B", "blindButton"),
    ("G", "giveButton"),
    ("S", "swapButton"),
    ("C", "contractButton"),
    ("K", "flag_look"),
    ("U", "flag_unhide"),
    ("R", "flag_redeal"),
    ("O", "flag_rospis"),
    ("W", "flag_spisat"),
    ("Y", "flag_give_up"),
    ("Shift+Y", "flag_surrender"),
    # Sixty-Six
    ("Z", "flag_close"),
    ("D", "flag_draw"),
    ("X", "flag_exchange"),
    ("6", "flag_out"),
    ("M", "showButton"),
    # the two-player 1000s: the declarer's talon
    ("1", "talonButton0"),
    ("2", "talonButton1"),
]
AMOUNT_COMBOS = ("bidCombo", "contractCombo")


def _button_text(window, name: str) -> str:
    from PySide6.QtWidgets import QPushButton

    b = window.panel.findChild(QPushButton, name)
    if name.startswith("flag_"):
        return flag_label(name[len("flag_") :])
    return b.text().replace("&", "") if b is not None else name


def install_table_keys(window) -> None:
    """Shortcuts on the main window for the action bar's buttons and its amount (+ and −)."""
    from PySide6.QtWidgets import QComboBox, QPushButton

    def press(name):
        b = window.panel.findChild(QPushButton, name)
        if b is not None and b.isVisible() and b.isEnabled():
            b.click()

    def amount(step):
        for name in AMOUNT_COMBOS:
            combo = window.panel.findChild(QComboBox, name)
            if combo is not None and combo.isVisible() and combo.count():
                combo.setCurrentIndex(max(0, min(combo.count() - 1, combo.currentIndex() + step)))
                return

    window.table_keys = []
    for key, name in BUTTON_KEYS:
        sc = QShortcut(QKeySequence(key), window)
        sc.setContext(Qt.ShortcutContext.WindowShortcut)
        sc.activated.connect(lambda name=name: press(name))
        window.table_keys.append(sc)
    for keys, step in ((("+", "="), 1), (("-",), -1)):
        for key in keys:
            sc = QShortcut(QKeySequence(key), window)
            sc.activated.connect(lambda step=step: amount(step))
            window.table_keys.append(sc)
    # each button says its key in its tooltip too
    for key, name in BUTTON_KEYS:
        b = window.panel.findChild(QPushButton, name)
        if b is not None:
            b.setToolTip(QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText))


def key_rows(window) -> list[tuple[str, str]]:
    """(keys, what they do) for Help ▸ Keyboard, in the language now."""
    native = QKeySequence.SequenceFormat.NativeText
    rows = [
        (tr("Left, Right"), tr("Choose a card in your hand")),
        (tr("Enter, Space"), tr("Play the chosen card (while giving: pick it); go on when the table waits")),
        (tr("Click on the table"), tr("Go on when the table waits (a talon, a trick, a deal's result)")),
        ("+, −", tr("A higher or lower bid or contract")),
    ]
    for key, name in BUTTON_KEYS:
        rows.append((QKeySequence(key).toString(native), _button_text(window, name)))
    rows += review_key_rows()
    for a in window.findChildren(QAction):
        if not a.shortcut().isEmpty() and a.text() and a.isVisible():  # not what this game hides (Last talon)
            rows.append((a.shortcut().toString(native), a.text().replace("&", "").rstrip("…")))
    return rows


def review_key_rows() -> list[tuple[str, str]]:
    """The keys of a game review (window/review.py's ReviewBar), in the language now."""
    from thousand_qt.window.analysis import NEXT_MISTAKE_KEY, PREVIOUS_MISTAKE_KEY

    native = QKeySequence.SequenceFormat.NativeText

    def keys(*names: str) -> str:
        return ", ".join(QKeySequence(n).toString(native) for n in names)

    return [
        (keys("Left", "Right"), tr("Review: a step back or on")),
        (keys("Down"), tr("Review: to the next trick")),
        (keys("PgUp", "PgDown"), tr("Review: to the deal before or after")),
        (keys("Home", "End"), tr("Review: to the start or the end of the game")),
        (keys(NEXT_MISTAKE_KEY, PREVIOUS_MISTAKE_KEY), tr("Review: to the next or the previous mistake found")),
        (keys("Esc"), tr("Review: close it")),
    ]


class KeyboardDialog(QDialog):
    def __init__(self, window):
        super().__init__(window)
        self.main_window = window
        self.table = QTableWidget(0, 2, objectName="keysTable")  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(self.table)
        lay.addWidget(buttons)
        self.resize(620, 520)
        self.retranslateUi()

    def retranslateUi(self):
        self.setWindowTitle(tr("Keyboard"))
        self.table.setHorizontalHeaderLabels([tr("Keys"), tr("What they do")])
        rows = key_rows(self.main_window)
        self.table.setRowCount(len(rows))
        for r, (keys, what) in enumerate(rows):
            self.table.setItem(r, 0, QTableWidgetItem(keys))
            self.table.setItem(r, 1, QTableWidgetItem(what))

    def changeEvent(self, e):
        if e.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(e)
