"""Issue 37 item 14: "at 1024×640 ... the Join list [is] clipped". The Join dialog opens at its own
size (416 px wide, whatever the screen), and a table's line — its name, game, preset, seats and
address, as discovery finds it — is wider than its list: the seats and the address ran out of sight
behind a scroll bar. Each line must show whole, wrapped in the list's width."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt

from thousand_qt.net.protocol import PROTOCOL_VERSION
from thousand_qt.net.widgets import JoinDialog
from thousand_qt.words import i18n

TABLES = [  # as discovery.table_from_info gives them to the dialog
    ("Anna's table", "russian", "thousand"),
    ("Konstantin Konstantinopolsky", "polish", "thousand"),
    ("Bob", "sixty_six", "sixty_six"),
]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_each_table_found_shows_whole_in_the_join_list(qtbot, qapp, english, lang):
    i18n.install_language(qapp, lang)
    dlg = JoinDialog("Player", interfaces=["127.0.0.1"])  # discovery on loopback only
    qtbot.addWidget(dlg)
    for i, (name, preset, game) in enumerate(TABLES):
        dlg._found(
            {
                "service": f"table{i}",
                "name": name,
                "host": "192.168.100.200",
                "port": 41000 + i,
                "preset": preset,
                "game": game,
                "taken": 1,
                "free": 2,
                "proto": str(PROTOCOL_VERSION),
                "app": "1.0",
            }
        )
    dlg.show()
    qtbot.waitExposed(dlg)
    qtbot.wait(20)
    lst = dlg.list
    room = lst.viewport().width()
    fm = lst.fontMetrics()
    for i in range(lst.count()):
        item = lst.item(i)
        r = lst.visualItemRect(item)
        assert r.left() >= 0 and r.right() < room, (item.text(), r, room)  # nothing runs off the right
        need = fm.boundingRect(QRect(0, 0, r.width() - 8, 10000), Qt.TextFlag.TextWordWrap, item.text()).height()
        assert r.height() >= need, (item.text(), r.height(), need)  # every wrapped line has its row
    assert lst.horizontalScrollBar().maximum() == 0
    dlg.done(0)
