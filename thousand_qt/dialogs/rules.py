# ruff: noqa: E501  (the rule texts are long translatable sentences)
"""Help ▸ Rules: each game of the family in brief (the current game's page first, the others one
link away) and what the table's agreements change, in the player's language.

The rule texts are translatable strings (context "RulesPage"; the other games' texts through this
module's ``tr``), so they live in the .ts files with the rest of the app; the list of changes is built
from the engine's catalogue (titles and choices through ``i18n.catalogue``) against the game's own
preset (1000's reference preset is ``russian``). The texts follow docs/rules.md's readings.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, QEvent, QUrl
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout

from thousand_qt.words import i18n
from thousand_qt.words.i18n import QT_TRANSLATE_NOOP

tr = i18n.translator("RulesPage")
LINK = "game:"  # a link to another game's page: game:sixty_six
# the page titles games.toml names (a game's rules_title), written here for lupdate; _title translates them
PAGE_TITLES = (QT_TRANSLATE_NOOP("RulesPage", "Rules of Thousand"),)


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


def _card_points() -> str:
    return QCoreApplication.translate(
        "RulesPage", "Card points: ace 11, ten 10, king 4, queen 3, jack 2, nine 0 — 120 in the pack."
    )


def _follow_trump_1000() -> str:
    return QCoreApplication.translate(
        "RulesPage",
        "The declarer leads. You must follow suit; with none, you must trump; "
        "with no trump, play anything. You need not beat the card led.",
    )


def _auction_two() -> list:
    return [
        (
            tr("The game"),
            [
                tr(
                    "Tysiąc licytowy, 1000 for two as Polish players play it, as pagat.com's rules of Thousand "
                    "describe it. Two players; the first to reach 1000 points wins."
                ),
                _card_points(),
            ],
        ),
        (
            tr("The deal and the auction"),
            [
                tr(
                    "Each player gets ten cards; the other four lie face down as two talons of two. The deal alternates."
                ),
                tr(
                    "The non-dealer opens with at least 100; bids rise in tens and one pass ends the auction. "
                    "Above 120 you may bid only with a marriage in your hand."
                ),
                tr(
                    "The high bidder chooses a talon, shows it and takes it; the other stays face down and is never "
                    "seen. He lays two cards away face down, may raise his bid, and leads."
                ),
            ],
        ),
        (
            tr("The play"),
            [
                _follow_trump_1000(),
                tr(
                    "A marriage is announced by leading its king or queen, from the first trick on: hearts 100, "
                    "diamonds 80, clubs 60, spades 40. It scores at once and its suit becomes trumps."
                ),
            ],
        ),
        (
            tr("Scoring and the end"),
            [
                tr(
                    "The bidder scores his bid if he reaches it and loses it if not; his opponent scores his points "
                    "rounded to tens. The unused talon and the cards laid away count for nobody — except that a "
                    "bidder who plays 120, takes all ten tricks and announces no marriage scores 120."
                ),
                tr(
                    "No barrel: from 900 a player stands on the lock and scores only as bidder. Zeros cost nothing "
                    "and there is no bomba unless the table agrees it."
                ),
            ],
        ),
    ]


def _russian_two() -> list:
    return [
        (
            tr("The game"),
            [
                tr(
                    "Russian 1000 for two, as pagat.com's rules of Thousand give it. Two players; the first to "
                    "reach 1000 points wins."
                ),
                _card_points(),
            ],
        ),
        (
            tr("The deal and the auction"),
            [
                tr(
                    "Each player gets nine cards; the other six lie face down as two kitties of three. The deal alternates."
                ),
                tr(
                    "The non-dealer speaks first; bids start at 85 and rise in fives, and one pass ends the auction. "
                    "Above 120 you may bid only with a marriage in your hand."
                ),
                tr(
                    "The high bidder chooses a kitty, shows it and takes it; the other stays face down and is never "
                    "seen. He lays one card away and gives one to his opponent, both face down, may raise his bid, "
                    "and leads."
                ),
            ],
        ),
        (
            tr("The play"),
            [
                _follow_trump_1000(),
                tr(
                    "A marriage is announced by leading its king or queen, from the second trick on: hearts 100, "
                    "diamonds 80, clubs 60, spades 40. It scores at once and its suit becomes trumps."
                ),
            ],
        ),
        (
            tr("Scoring and the end"),
            [
                tr(
                    "The bidder scores his bid if he reaches it and loses it if not; his opponent scores his points "
                    "rounded to 5. The unused kitty and the card laid away count for nobody."
                ),
                tr("There is no barrel, no penalty for zeros and no rospis."),
            ],
        ),
    ]


def _draw() -> list:
    return [
        (
            tr("The game"),
            [
                tr(
                    "Tysiąc dobierany, as pagat.com's rules of Thousand describe it: 1000 for two with no bidding, "
                    "drawing from a stock."
                ),
                _card_points(),
            ],
        ),
        (
            tr("The deal and the stock"),
            [
                tr(
                    "Each player gets six cards; the other twelve lie face down as the stock. The deal alternates. "
                    "There is no bidding."
                ),
                tr(
                    "After each trick its winner draws from the stock first, then the other. While the stock lasts "
                    "any card may be played; once it is empty you must follow suit, else trump. You need not win "
                    "the trick."
                ),
            ],
        ),
        (
            tr("Marriages"),
            [
                tr(
                    "There are no trumps until a marriage. A player on lead who has won a trick announces a "
                    "marriage by leading its king or queen: hearts 100, diamonds 80, clubs 60, spades 40. The first "
                    "makes trumps; a later one in another suit changes them."
                ),
            ],
        ),
        (
            tr("Scoring and the end"),
            [
                tr(
                    "After the twelve tricks each player scores the card points he took and his marriages, "
                    "unrounded. The first at 1000 or more after a hand wins; if both are, the higher total."
                ),
            ],
        ),
    ]


def _tausendeins() -> list:
    return [
        (
            tr("The game"),
            [
                tr(
                    "1001 (Tausendeins), the German game, as pagat.com's rules of Thousand describe it. Three "
                    "players; the first whose total becomes more than 1000 wins — 1000 exactly is not enough."
                ),
                tr("A 20-card pack without nines; card points as in 1000: ace 11, ten 10, king 4, queen 3, jack 2."),
            ],
        ),
        (
            tr("The deal and the auction"),
            [
                tr("Each player gets six cards; two go face down to the talon."),
                tr(
                    "The player at the dealer's left must open with at least 40; bids rise in tens and a pass is "
                    "final. The high bidder takes the talon unseen by the others, lays two cards away face down — "
                    "their points count for him — and leads."
                ),
            ],
        ),
        (
            tr("The play"),
            [
                tr("You must follow suit; unable, you may play any card. You need not trump."),
                tr(
                    "The leader may announce a marriage at any trick by leading its king or queen: clubs 100, "
                    "spades 80, hearts 60, diamonds 40. Its suit becomes trumps; a later marriage changes them."
                ),
            ],
        ),
        (
            tr("Scoring"),
            [
                tr(
                    "Each player's points are his tricks' card points and his marriages, rounded to the nearest ten. "
                    "The bidder who reaches his bid scores all his points; if not, he loses his bid. The others "
                    "score what they took."
                ),
            ],
        ),
    ]


def _russeln() -> list:
    return [
        (
            tr("The game"),
            [
                tr(
                    "Russeln, the Austrian game from Melk, as pagat.com's rules of Thousand describe it. Three "
                    "players; the first to reach the agreed target (1000) wins."
                ),
                _card_points(),
            ],
        ),
        (
            tr("The deal and the auction"),
            [
                tr("Each player gets eight cards; there is no talon."),
                tr(
                    "The player at the dealer's left must open; bids rise in tens with no minimum and a pass is "
                    "final. The high bidder leads."
                ),
            ],
        ),
        (
            tr("The play"),
            [
                tr(
                    "You must follow suit and beat the highest card of the trick if you can; unable to follow, you "
                    "must trump, over a trump already played if you can; with no trump, play anything."
                ),
                tr(
                    "Before leading, a player may declare a marriage by leading its king or queen: hearts 100, "
                    "diamonds 80, spades 60, clubs 40. Its suit becomes trumps; a later marriage changes them."
                ),
            ],
        ),
        (
            tr("Scoring"),
            [
                tr(
                    "Each player's points are his tricks' card points and his marriages, rounded to the nearest ten. "
                    "The bidder who reaches his bid scores all his points; if not, he loses his bid. The others "
                    "score what they took."
                ),
            ],
        ),
    ]


def _sixty_six() -> list:
    return [
        (
            tr("The game"),
            [
                tr(
                    "Sixty-Six, the two-player ancestor of 1000, as the usual rules of Schnapsen's family give it. "
                    "A hand is won by reaching 66 card points; the first to seven game points wins the game."
                ),
                _card_points(),
            ],
        ),
        (
            tr("The deal and the stock"),
            [
                tr(
                    "Each player gets six cards; the next card is turned up for trumps and lies under the stock, "
                    "the last card to be drawn. The deal alternates."
                ),
                tr(
                    "After each trick its winner draws first, then the other. While the stock lasts any card may be "
                    "played; once it is empty or closed you must follow suit, else trump."
                ),
                tr(
                    "The player on lead may close the stock, the winner of a trick even before drawing, and, once "
                    "he has won a trick, exchange the trump nine for the turned card."
                ),
            ],
        ),
        (
            tr("Marriages"),
            [
                tr(
                    "A marriage is announced by leading its king or queen: 20, or 40 in trumps. It counts once its "
                    "player has won a trick."
                ),
            ],
        ),
        (
            tr("Scoring and the end"),
            [
                tr(
                    "A player who has 66 announces it on lead and wins the hand: 1 game point, 2 if the opponent has "
                    "under 33, 3 if he has no trick. A wrong claim or a failed closing gives the opponent 2, or 3 if "
                    "he had no trick."
                ),
                tr(
                    "The last trick scores 10 (not when the stock was closed). A hand nobody wins carries one game "
                    "point to the next hand's winner."
                ),
            ],
        ),
    ]


def game_sections(game: str) -> list[tuple[str, list[str]]]:
    """[(heading, [paragraph, ...])] of one game of the family, in the current language."""
    return {
        "auction_two": _auction_two,
        "russian_two": _russian_two,
        "draw": _draw,
        "tausendeins": _tausendeins,
        "russeln": _russeln,
        "sixty_six": _sixty_six,
    }.get(game, rules_sections)()


def reference_changes(preset: str | None = None, overrides: dict | None = None) -> list[tuple[str, str, str]]:
    """[(agreement title, value here, reference value)] for every agreement of the preset's game that
    differs from that game's own rules (1000's: the reference preset ``russian``), all in the current
    language."""
    from engine import PRESETS, Rules
    from engine.agreements import agreements_of, preset_values
    from engine.registry import GAMES
    from thousand_qt.words.catalogue import choice_label_source

    if preset is None:
        from thousand_qt import settings

        preset, overrides = settings.rules_choice()
    values = Rules(preset, overrides or {}).values
    game = PRESETS[preset].game
    ref = preset_values(GAMES[game].preset)

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
        for a in agreements_of(game)
        if values[a.id] != ref[a.id]
    ]


def _title(game: str) -> str:
    from engine.registry import GAMES

    if GAMES[game].rules_title:  # games.toml: where "Rules of <title>" will not do
        return QCoreApplication.translate("RulesPage", GAMES[game].rules_title)
    return i18n.fill(QCoreApplication.translate("RulesPage", "Rules of %1"), i18n.catalogue(GAMES[game].title))


def _other_games(game: str) -> str:
    """A line of links to the family's other games' pages."""
    from engine.registry import GAMES

    links = [
        f'<a href="{LINK}{gid}">{html.escape(i18n.catalogue(g.title))}</a>' for gid, g in GAMES.items() if gid != game
    ]
    label = tr("Other games of the family:")
    return f"<p>{html.escape(label)} {' · '.join(links)}</p>"


def rules_html(preset: str | None = None, overrides: dict | None = None, game: str | None = None) -> str:
    """The page of the preset's game (or of ``game`` with the rules chosen for it in the Agreements
    dialog; 1000's when neither is given)."""
    from engine import PRESETS

    if preset is None:
        from thousand_qt import settings

        preset, overrides = settings.rules_choice(game or "thousand")
    game = PRESETS[preset].game
    out = [f"<h2>{html.escape(_title(game))}</h2>", _other_games(game)]
    for heading, paragraphs in game_sections(game):
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
        """Opens on the page of the game ``preset`` is a preset of (the game being played) with the
        table's agreements; 1000's with the Agreements dialog's choice when none is given."""
        super().__init__(parent)
        self.setObjectName("rulesDialog")
        self._start = (preset, overrides)
        self._rules: tuple[str | None, dict | None, str | None] = (preset, overrides, None)  # rules_html's arguments
        from thousand_qt.dialogs.common import fit_on_screen

        fit_on_screen(self, 720, 640)
        self.browser = QTextBrowser(objectName="rulesText")  # type: ignore[call-arg]  # PySide6's stubs lack inherited property keywords
        self.browser.setOpenExternalLinks(False)
        self.browser.setOpenLinks(False)  # a game's link changes the page here
        self.browser.anchorClicked.connect(self.show_link)
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

    def show_game(self, game: str) -> None:
        """Another game's page: the game being played keeps its table's agreements, another shows the
        ones chosen for it in the Agreements dialog."""
        from engine import PRESETS

        start = self._start[0]
        if start is not None and PRESETS[start].game == game:
            self._rules = (*self._start, None)
        else:
            self._rules = (None, None, game)
        self.browser.setHtml(rules_html(*self._rules))

    def show_link(self, url: QUrl) -> None:
        from engine.registry import GAMES

        target = url.toString()
        if target.startswith(LINK) and target[len(LINK) :] in GAMES:
            self.show_game(target[len(LINK) :])
