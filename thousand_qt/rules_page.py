# ruff: noqa: E501  (the rule texts are long translatable sentences)
"""Help ▸ Rules: the reference rules in brief and what the table's agreements change, in the
player's language.

The rule texts are translatable strings (context "RulesPage"), so they live in the .ts files with
the rest of the app; the list of changes is built from the engine's catalogue (titles and choices
through ``i18n.catalogue``) against the reference preset ``russian``.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout

from . import i18n


def rules_sections() -> list[tuple[str, list[str]]]:
    """[(heading, [paragraph, ...])] of the reference game, in the current language."""
    return [
        (
            QCoreApplication.translate("RulesPage", "The game"),
            [
                QCoreApplication.translate(
                    "RulesPage",
                    "These are the reference rules: the game as most tables in Russia, Belarus and "
                    "Ukraine play it, as pagat.com's rules of Thousand describe it. The last section says "
                    "what the agreements at this table change.",
                ),
                QCoreApplication.translate(
                    "RulesPage",
                    "Three players (or four, the dealer sitting out) play with a 24-card pack: "
                    "nine, jack, queen, king, ten and ace of each suit. The first to reach 1000 points wins.",
                ),
                QCoreApplication.translate(
                    "RulesPage", "Card points: ace 11, ten 10, king 4, queen 3, jack 2, nine 0 — 120 in the pack."
                ),
            ],
        ),
        (
            QCoreApplication.translate("RulesPage", "The deal and the auction"),
            [
                QCoreApplication.translate(
                    "RulesPage", "Each player gets seven cards; three go face down to the talon."
                ),
                QCoreApplication.translate(
                    "RulesPage",
                    "The player after the dealer must open with at least 100. Bids rise in steps of 5; "
                    "a pass is final. Above 120 you may bid only with a marriage in your hand.",
                ),
                QCoreApplication.translate(
                    "RulesPage",
                    "The highest bidder (the declarer) shows the talon, takes it, gives one card to each "
                    "opponent and may raise the contract before the first lead.",
                ),
                QCoreApplication.translate(
                    "RulesPage",
                    "Instead of playing, the declarer may concede (rospis): each opponent gets 60 points, "
                    "the declarer scores nothing.",
                ),
            ],
        ),
        (
            QCoreApplication.translate("RulesPage", "The play"),
            [
                QCoreApplication.translate(
                    "RulesPage",
                    "The declarer leads. You must follow suit; with none, you must trump; "
                    "with no trump, play anything. You need not beat the card led.",
                ),
                QCoreApplication.translate(
                    "RulesPage",
                    "A marriage is a king and queen of one suit. From the second trick on, the leader "
                    "announces it by leading one of the pair: it scores at once and its suit becomes trumps. "
                    "Hearts 100, diamonds 80, clubs 60, spades 40.",
                ),
            ],
        ),
        (
            QCoreApplication.translate("RulesPage", "Scoring"),
            [
                QCoreApplication.translate(
                    "RulesPage",
                    "The declarer scores the contract if his card points and marriages reach it, "
                    "and loses it if they do not. The opponents score what they took, rounded to 5.",
                ),
                QCoreApplication.translate(
                    "RulesPage", "An opponent who takes nothing gets a bolt (zero); every third bolt costs 120 points."
                ),
                QCoreApplication.translate(
                    "RulesPage",
                    "At 880 a player mounts the barrel: he must then win a contract that takes him to 1000 "
                    "within three deals, or he falls back to 760.",
                ),
            ],
        ),
    ]


def reference_changes(preset: str | None = None, overrides: dict | None = None) -> list[tuple[str, str, str]]:
    """[(agreement title, value here, reference value)] for every agreement that differs from the
    reference rules (preset ``russian``), all in the current language."""
    from engine import CATALOGUE, Rules
    from engine.agreements import preset_values

    from .i18n_catalogue import choice_label_source

    if preset is None:
        from . import settings

        preset, overrides = settings.rules_choice()
    values = Rules(preset, overrides or {}).values
    ref = preset_values("russian")

    def show(v):
        if isinstance(v, bool):
            return (
                QCoreApplication.translate("RulesPage", "yes") if v else QCoreApplication.translate("RulesPage", "no")
            )
        if isinstance(v, int):
            return i18n.number(v)
        return i18n.catalogue(choice_label_source(v))

    return [
        (i18n.catalogue(a.title), show(values[a.id]), show(ref[a.id]))
        for a in CATALOGUE.values()
        if values[a.id] != ref[a.id]
    ]


def rules_html(preset: str | None = None, overrides: dict | None = None) -> str:
    from engine import PRESETS

    if preset is None:
        from . import settings

        preset, overrides = settings.rules_choice()
    title = QCoreApplication.translate("RulesPage", "Rules of Thousand")
    out = [f"<h2>{html.escape(title)}</h2>"]
    for heading, paragraphs in rules_sections():
        out.append(f"<h3>{html.escape(heading)}</h3>")
        out += [f"<p>{html.escape(p)}</p>" for p in paragraphs]
    here = QCoreApplication.translate("RulesPage", "At this table")
    out.append(f"<h3>{html.escape(here)}</h3>")
    p = PRESETS.get(preset)
    if p is not None:
        line = i18n.fill(QCoreApplication.translate("RulesPage", "Preset: %1"), i18n.catalogue(p.title))
        out.append(f"<p>{html.escape(line)}<br><i>{html.escape(i18n.catalogue(p.description))}</i></p>")
    changes = reference_changes(preset, overrides)
    if not changes:
        line = QCoreApplication.translate("RulesPage", "The reference rules, unchanged.")
        out.append(f"<p>{html.escape(line)}</p>")
    else:
        line = QCoreApplication.translate(
            "RulesPage", "%n agreement(s) differ from the reference rules:", None, len(changes)
        )
        out.append(f"<p>{html.escape(line)}</p><ul>")
        for title, value, ref in changes:
            line = i18n.fill(QCoreApplication.translate("RulesPage", "%1 (reference: %2)"), value, ref)
            out.append(f"<li><b>{html.escape(title)}</b>: {html.escape(line)}</li>")
        out.append("</ul>")
    return "\n".join(out)


class RulesDialog(QDialog):
    def __init__(self, parent=None, preset: str | None = None, overrides: dict | None = None):
        super().__init__(parent)
        self.setObjectName("rulesDialog")
        self._rules = (preset, overrides)
        self.resize(720, 640)
        self.browser = QTextBrowser(objectName="rulesText")
        self.browser.setOpenExternalLinks(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(self.browser)
        lay.addWidget(buttons)
        self.retranslateUi()

    def retranslateUi(self):
        self.setWindowTitle(QCoreApplication.translate("RulesPage", "Rules"))
        self.browser.setHtml(rules_html(*self._rules))

    def changeEvent(self, e):
        if e.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(e)
