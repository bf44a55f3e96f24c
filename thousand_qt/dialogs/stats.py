"""Game ▸ Statistics…: the figures of the finished games (thousand_qt/game/stats.py), filtered by player,
with two plain charts drawn with QPainter; and the hook that counts a game when it ends."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine import PRESETS
from engine.agreements import GAMES
from thousand_qt.dialogs.common import fit_on_screen
from thousand_qt.game import stats
from thousand_qt.game.counting import corrupt_text
from thousand_qt.words import i18n
from thousand_qt.words.labels import level_label

GREEN = QColor("#2e7d32")
RED = QColor("#c62828")
INK = QColor("#1a237e")


tr = i18n.translator("Statistics")


# ------------------------------------------------------------------ names for people


def level_text(key: str) -> str:
    if key == stats.LAN:
        return tr("LAN table")
    return " + ".join(level_label(lv) for lv in key.split("+"))


def preset_text(pid: str) -> str:
    p = PRESETS.get(pid)
    return i18n.catalogue(p.title) if p is not None else pid


def _number(x, digits: int = 1) -> str:
    """A figure as the sheet writes it (the language's decimal point, −12.5 with the minus sign)."""
    if x is None:
        return "—"
    return i18n.number(x, digits) if isinstance(x, float) else i18n.number(x)


# ------------------------------------------------------------------ charts


class _Chart(QWidget):
    """A small chart on the window's base colour; an empty one says there is nothing yet."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setMinimumSize(260, 160)

    def paintEvent(self, _e):
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), self.palette().base())
        area = QRectF(self.rect()).adjusted(36, 10, -10, -24)
        if self.empty():
            p.setPen(self.palette().placeholderText().color())
            p.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, tr("No finished games yet."))
        else:
            self.draw(p, area)
        p.end()

    def empty(self) -> bool:
        return True

    def draw(self, p: QPainter, area: QRectF) -> None: ...


class PointsChart(_Chart):
    """Points per deal in each of the last games, oldest on the left, a line through zero."""

    values: list = []

    def set_values(self, values) -> None:
        self.values = list(values)
        self.update()

    def empty(self) -> bool:
        return not self.values

    def draw(self, p, area):
        top, bottom = max(max(self.values), 0.0), min(min(self.values), 0.0)
        span = (top - bottom) or 1.0

        def y(v):
            return area.bottom() - (v - bottom) / span * area.height()

        text = self.palette().text().color()
        p.setPen(QPen(text, 1))
        p.drawLine(area.left(), y(0), area.right(), y(0))
        p.drawText(QRectF(0, y(top) - 8, area.left() - 4, 16), Qt.AlignmentFlag.AlignRight, i18n.number(round(top)))
        p.drawText(QRectF(0, y(0) - 8, area.left() - 4, 16), Qt.AlignmentFlag.AlignRight, "0")
        if bottom < 0:
            p.drawText(
                QRectF(0, y(bottom) - 8, area.left() - 4, 16), Qt.AlignmentFlag.AlignRight, i18n.number(round(bottom))
            )
        step = area.width() / max(1, len(self.values) - 1) if len(self.values) > 1 else 0
        xs = [area.left() + (i * step if step else area.width() / 2) for i in range(len(self.values))]
        path = QPainterPath()
        for i, (x, v) in enumerate(zip(xs, self.values)):
            path.moveTo(x, y(v)) if i == 0 else path.lineTo(x, y(v))
        p.setPen(QPen(INK, 2))
        p.drawPath(path)
        for x, v in zip(xs, self.values):
            p.setBrush(GREEN if v >= 0 else RED)
            p.setPen(Qt.PenStyle.NoPen)
            p.drawEllipse(QRectF(x - 3.5, y(v) - 3.5, 7, 7))


class WinsChart(_Chart):
    """Games won (green) and lost (red) at each level, side by side."""

    rows: list = []  # (label, played, won)

    def set_rows(self, rows) -> None:
        self.rows = list(rows)
        self.update()

    def empty(self) -> bool:
        return not self.rows

    def draw(self, p, area):
        most = max(played for _, played, _ in self.rows) or 1
        slot = area.width() / len(self.rows)
        bar = min(28.0, slot / 3)
        text = self.palette().text().color()
        p.setPen(QPen(text, 1))
        p.drawLine(area.left(), area.bottom(), area.right(), area.bottom())
        p.drawText(QRectF(0, area.top() - 8, area.left() - 4, 16), Qt.AlignmentFlag.AlignRight, str(most))
        for i, (label, played, won) in enumerate(self.rows):
            mid = area.left() + slot * (i + 0.5)
            for x, count, colour in ((mid - bar, won, GREEN), (mid, played - won, RED)):
                h = count / most * area.height()
                p.fillRect(QRectF(x, area.bottom() - h, bar, h), colour)
            p.setPen(text)
            p.drawText(
                QRectF(mid - slot / 2, area.bottom() + 2, slot, 20),
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                p.fontMetrics().elidedText(label, Qt.TextElideMode.ElideRight, int(slot) - 4),
            )


# ------------------------------------------------------------------ the dialog


class StatsDialog(QDialog):
    def __init__(self, parent=None, path=None):
        super().__init__(parent)
        self.setObjectName("statsDialog")
        self.file = stats.StatsFile(path)
        self.games: list = []
        self.corrupt = None  # the statistics file that could not be read, as the notice says
        lay = QVBoxLayout(self)
        self.notice = QLabel(objectName="statsNotice", wordWrap=True)  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
        self.notice.hide()
        lay.addWidget(self.notice)
        row = QHBoxLayout()
        self.game_label = QLabel()
        row.addWidget(self.game_label)
        self.game = QComboBox(objectName="statsGame")  # type: ignore[call-arg]  # PySide6's stubs lack inherited property keywords
        self.game.currentIndexChanged.connect(self.refresh)
        row.addWidget(self.game, 1)
        self.player_label = QLabel()
        row.addWidget(self.player_label)
        self.player = QComboBox(objectName="statsPlayer")  # type: ignore[call-arg]  # PySide6's stubs lack inherited property keywords
        self.player.currentIndexChanged.connect(self.refresh)
        row.addWidget(self.player, 1)
        lay.addLayout(row)
        tables = QHBoxLayout()
        self.figures = self._table("statsFigures", 2)
        self.by_table = self._table("statsByTable", 3)
        tables.addWidget(self.figures, 1)
        tables.addWidget(self.by_table, 1)
        lay.addLayout(tables, 3)
        charts = QHBoxLayout()
        self.points_chart, self.wins_chart = PointsChart(), WinsChart()
        self.points_chart.setObjectName("statsPointsChart")
        self.wins_chart.setObjectName("statsWinsChart")
        self.chart_boxes = []
        for chart in (self.points_chart, self.wins_chart):
            box = QGroupBox()
            QVBoxLayout(box).addWidget(chart)
            charts.addWidget(box, 1)
            self.chart_boxes.append(box)
        lay.addLayout(charts, 2)
        # what is counted: a game goes in when it ends (thousand_qt/game/counting.py), its deals with it
        self.counted = QLabel(objectName="statsCounted", wordWrap=True)  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
        lay.addWidget(self.counted)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.reset_button = QPushButton(objectName="statsReset")  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.clicked.connect(self.ask_reset)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        fit_on_screen(self, 780, 720)
        self.reload()

    def retranslateUi(self):
        self.setWindowTitle(tr("Statistics"))
        self.game_label.setText(tr("Game:"))
        for i in range(self.game.count()):
            self.game.setItemText(i, i18n.catalogue(GAMES[self.game.itemData(i)].title))
        self.player_label.setText(tr("Player:"))
        self.figures.setHorizontalHeaderLabels([tr("Figure"), tr("Value")])
        self.by_table.setHorizontalHeaderLabels([tr("Opponents or rules"), tr("Played"), tr("Won")])
        self.chart_boxes[1].setTitle(tr("Won and lost per computer level"))
        self.reset_button.setText(tr("Reset statistics…"))
        self.counted.setText(tr("Finished games only: the deals of a game in progress count once it ends."))
        self.player.setItemText(0, tr("All players"))
        if self.corrupt is not None:
            self.notice.setText(corrupt_text(self.corrupt))
        self.refresh()  # the figures' names, the levels and presets
        for chart in (self.points_chart, self.wins_chart):
            chart.update()  # "No finished games yet." drawn in the language now

    def changeEvent(self, e):
        if e.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(e)

    def _table(self, name, columns: int) -> QTableWidget:
        t = QTableWidget(0, columns, objectName=name)  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
        t.verticalHeader().hide()
        t.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        t.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for c in range(1, columns):
            t.horizontalHeader().setSectionResizeMode(c, QHeaderView.ResizeMode.ResizeToContents)
        return t

    # ---------------------------------------------------------------- data

    def reload(self) -> None:
        try:
            self.games = self.file.load()
        except stats.CorruptStats as e:
            self.games = []
            self.corrupt = e
            self.notice.show()
        keep_game = self.game.currentData()
        self.game.blockSignals(True)
        self.game.clear()
        for gid in stats.games_counted(self.games):
            self.game.addItem(gid, gid)  # its title is set by retranslateUi
        self.game.setCurrentIndex(max(0, self.game.findData(keep_game)) if keep_game else 0)
        self.game.blockSignals(False)
        keep = self.player.currentData()
        self.player.blockSignals(True)
        self.player.clear()
        self.player.addItem("", None)
        for n in stats.names(self.games):
            self.player.addItem(n, n)
        self.player.setCurrentIndex(max(0, self.player.findData(keep)) if keep else 0)
        self.player.blockSignals(False)
        self.retranslateUi()

    def refresh(self) -> None:
        game = self.game.currentData() or stats.DEFAULT_GAME
        t = stats.totals(self.games, self.player.currentData(), game)
        self.shown = t
        hands = "hands" in stats.figures_of(game)
        self.chart_boxes[0].setTitle(
            tr("Game points per hand in the last games") if hands else tr("Points per deal in the last games")
        )
        self._fill(self.figures, self._figures(t, stats.figures_of(game)))
        rows = [(tr("Computer level"),)] + [(level_text(k), *v) for k, v in sorted(t["by_level"].items())]
        rows += [(tr("Rules preset"),)] + [(preset_text(k), *v) for k, v in sorted(t["by_preset"].items())]
        self._fill(self.by_table, rows)
        self.points_chart.set_values(t["recent"])
        self.wins_chart.set_rows([(level_text(k), *v) for k, v in sorted(t["by_level"].items())])

    def _figures(self, t, kinds: set) -> list:
        """The figures that mean something in the game shown (``kinds``: stats.figures_of)."""
        rows = [(tr("Games played"), str(t["games"])), (tr("Games won"), str(t["won"]))]
        if "hands" in kinds:  # Sixty-Six: a hand scores game points for its winner only
            return rows + [
                (tr("Hands played"), str(t["deals"])),
                (tr("Hands won"), str(t["hands_won"])),
                (tr("Game points won"), str(t["points"])),
                (tr("Average game points per hand"), _number(t["points_per_deal"], 2)),
            ]
        rows += [(tr("Deals played"), str(t["deals"])), (tr("Average points per deal"), _number(t["points_per_deal"]))]
        if "bidding" in kinds:
            made = tr("%1 of %2 (%3%)", t["made"], t["declared"], _number(t["made_pct"], 0))
            rows += [(tr("Contracts made as declarer"), made), (tr("Highest contract made"), _number(t["highest"]))]
        if "barrel" in kinds:
            rows += [
                (tr("Got on the barrel"), str(t["barrels"])),
                (tr("Won from the barrel"), str(t["barrels_won"])),
                (tr("Fell off the barrel"), str(t["barrels_lost"])),
            ]
        if "zeros" in kinds:
            rows.append((tr("Zeros (bolts)"), str(t["zeros"])))
        return rows

    @staticmethod
    def _fill(table: QTableWidget, rows) -> None:
        """One row per tuple; a tuple of one text is a heading across the row."""
        table.clearSpans()
        table.setRowCount(len(rows))
        for r, cells in enumerate(rows):
            if len(cells) == 1:
                item = QTableWidgetItem(cells[0])
                font = item.font()
                font.setBold(True)
                item.setFont(font)
                table.setItem(r, 0, item)
                table.setSpan(r, 0, 1, table.columnCount())
                continue
            for c, value in enumerate(cells):
                item = QTableWidgetItem(value if isinstance(value, str) else _number(value))
                if c:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                table.setItem(r, c, item)

    # ---------------------------------------------------------------- reset

    def ask_reset(self) -> None:
        answer = QMessageBox.question(
            self, tr("Reset statistics"), tr("Forget every counted game? This cannot be undone.")
        )
        if answer != QMessageBox.StandardButton.Yes:
            return
        try:
            self.file.reset()
        except OSError as e:
            QMessageBox.warning(self, tr("Reset statistics"), str(e))
            return
        self.notice.hide()
        self.corrupt = None
        self.reload()
