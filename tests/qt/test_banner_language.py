"""A deal's result on the table follows a language switch (issue 37, item 8: "the result banner also
stays in the old language after a language switch")."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

from helpers import run_queue_until

from engine import Event
from thousand_qt.game.models import TableModel
from thousand_qt.table.scene import TableScene
from thousand_qt.words import i18n

TS = Path(__file__).resolve().parents[2] / "translations" / "thousand_ru.ts"


def russian(context: str, source: str) -> str:
    """The Russian translation file's text for a message (what a Russian player reads): in its context,
    else in the empty one, where lupdate files a module's bare ``tr("…")`` (thousand_qt/words/i18n.py)."""
    contexts = ET.parse(TS).getroot().findall("context")
    for ctx in sorted(contexts, key=lambda c: c.findtext("name") != context):
        if ctx.findtext("name") in (context, "", None):
            for msg in ctx.iter("message"):
                if msg.findtext("source") == source:
                    return msg.findtext("translation") or ""
    raise AssertionError(f"{source!r} is not translated in {TS.name}")


def test_a_deals_banner_is_worded_again_in_the_new_language(qtbot, english, qapp):
    m = TableModel(0, 3, ["Anna", "Boris", "Vera"])
    sc = TableScene(m)
    sc.speed = 1.0
    sc.deal_click = True  # Settings' default: the result stays until the player clicks
    summary = {"declarer": 1, "contract": 120, "result": "made", "delta": [0, 120, 0], "totals": [0, 120, 0]}
    m.feed([Event("deal_scored", None, summary)])
    assert run_queue_until(sc, sc.waiting)  # the banner is up, waiting for the click
    assert sc.banner.isVisible() and sc.banner.title == "Boris made 120"
    assert sc.banner.footer == "Click or press Enter for the next deal"
    i18n.install_language(qapp, "ru")
    sc.retranslate()  # what the main window does on a language switch (MainWindow.retranslateUi)
    assert sc.banner.title == i18n.fill(russian("Table", "%1 made %2"), "Boris", 120)
    assert sc.banner.footer == russian("Table", "Click or press Enter for the next deal")
    assert sc.banner.isVisible() and sc.waiting()  # still the same banner, still waiting
