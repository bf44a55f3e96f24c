"""Statistics: a finished game counted once from its record, totals, the file, the dialog and its charts.

The game below is written out by hand so that every figure can be read off its deals. Seat 0 is
Ann, the player whose statistics these are; the rules are the reference (russian) preset. Points
per deal are what Ann's total changed in each deal.
"""

import json

import pytest
from helpers import human_turn
from PySide6.QtCore import QTimer
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QMessageBox

from engine.actions import Action
from thousand_qt.dialogs.stats import GREEN, RED, StatsDialog, preset_text
from thousand_qt.game import stats
from thousand_qt.words import i18n

STRONG = [
    ["AH", "TH", "KH", "QH", "AS", "TS", "AC"],
    ["9S", "9C", "JS", "JC", "QD", "KD", "9D"],
    ["QS", "KS", "TC", "KC", "JD", "TD", "AD"],
]


def tricks(leader, *cards):
    """The play, one trick a string ("AS 9S QS": the leader's card first, then clockwise); in this
    game the leader of a trick takes it, so each next trick is led by the same seat."""
    out = []
    for trick in cards:
        for i, c in enumerate(trick.split()):
            out.append({"seat": (leader + i) % 3, "play": c})
    return out


def declarer_sweeps():
    """Ann, holding the hearts marriage and the three top cards of spades and clubs, takes every
    trick: 120 card points and the hearts marriage, 100."""
    return tricks(0, "AS 9S QS", "KH 9H JH", "AC 9C KC", "AH 9D JD", "TS JS KS", "TH JC TC", "QC QD TD", "QH KD AD")


GAME = {
    "format": 1,
    "rules": {"preset": "russian"},
    "players": 3,
    "names": ["Ann", "Bob", "Cid"],
    "start": {"scores": [760, 300, 200]},
    "deals": [
        # Deal 1: Bob declares 105 and takes every trick; Ann, a defender, takes no points: a zero.
        {
            "dealer": 2,
            "hands": [
                ["9S", "9C", "9D", "JS", "JC", "JD", "QC"],
                ["AH", "TH", "KH", "QH", "AD", "TD", "AC"],
                ["TS", "QS", "KS", "AS", "TC", "KC", "QD"],
            ],
            "talon": ["9H", "JH", "KD"],
            "actions": [
                {"seat": 0, "bid": 100},
                {"seat": 1, "bid": 105},
                {"seat": 2, "pass": True},
                {"seat": 0, "pass": True},
                {"seat": 1, "give": ["JH", "9H"]},
            ]
            + tricks(1, "AC KC 9C", "KD QD 9D", "KH JH 9H", "AD QS JD", "AH KS 9S", "TD TS JS", "TH TC JC", "QH AS QC"),
        },
        # Deal 2: Ann declares 105 and concedes it (rospis): her first, so her total stays.
        {
            "dealer": 0,
            "hands": [
                ["AS", "9H", "TH", "KD", "JC", "QD", "AH"],
                ["KH", "9C", "JH", "JD", "TD", "QC", "9S"],
                ["KC", "AC", "KS", "AD", "QS", "JS", "QH"],
            ],
            "talon": ["9D", "TS", "TC"],
            "actions": [
                {"seat": 1, "bid": 100},
                {"seat": 2, "pass": True},
                {"seat": 0, "bid": 105},
                {"seat": 1, "pass": True},
                {"seat": 0, "give": ["TS", "AS"]},
                {"seat": 0, "rospis": True},
            ],
        },
        # Deal 3: Ann declares 120 and makes it: 760 + 120 = 880, she is on the barrel.
        {
            "dealer": 1,
            "hands": STRONG,
            "talon": ["9H", "JH", "QC"],
            "actions": [
                {"seat": 2, "bid": 100},
                {"seat": 0, "bid": 105},
                {"seat": 1, "pass": True},
                {"seat": 2, "pass": True},
                {"seat": 0, "give": ["9H", "JH"]},
                {"seat": 0, "contract": 120},
            ]
            + declarer_sweeps(),
        },
        # Deal 4: on the barrel Ann declares 120 and makes it: 880 + 120 = 1000, she wins from the barrel.
        {
            "dealer": 2,
            "hands": STRONG,
            "talon": ["9H", "JH", "QC"],
            "actions": [
                {"seat": 0, "bid": 100},
                {"seat": 1, "pass": True},
                {"seat": 2, "pass": True},
                {"seat": 0, "give": ["9H", "JH"]},
                {"seat": 0, "contract": 120},
            ]
            + declarer_sweeps(),
        },
    ],
}

# Ann's figures read off the deals above, with the reference rules (001_151bb22b68a35d20.txt):
#  - "If the declarer's points total is at least as much as the bid, the bid is added to the declarer's
#    cumulative score": deals 3 and 4 give her +120 each;
#  - "On the first two occasions when you declare a Rospisat, your cumulative score does not change":
#    deal 2 gives her 0; a rospis is a contract not made;
#  - "If an opponent of the bidder takes no points at all in tricks, a horizontal line is marked":
#    deal 1 is her zero;
#  - "enough points to take it to 880 or more ... the player's score becomes 880 ... on the barrel":
#    deal 3 puts her on the barrel; "you have three chances to be the declarer and score at least 120
#    points on a hand to win the game": deal 4 wins the game from it.
ANN = {
    "name": "Ann",
    "seat": 0,
    "players": 3,
    "preset": "russian",
    "custom": False,
    "won": True,
    "deals": 4,
    "points": 0 + 0 + 120 + 120,
    "declared": 3,
    "made": 2,
    "highest": 120,
    "zeros": 1,
    "barrels": 1,
    "barrels_won": 1,
    "barrels_lost": 0,
    "final": 1000,
}


def record(upto_action=None):
    """The game, or (``upto_action``) the game with its last deal cut before that action."""
    rec = json.loads(json.dumps(GAME))
    if upto_action is not None:
        rec["deals"][-1]["actions"] = rec["deals"][-1]["actions"][:upto_action]
    return rec


def test_a_finished_game_is_summed_up_as_its_deals_read():
    s = stats.summarize(record(), 0, ["normal", "hard"], when=1)
    assert {k: s[k] for k in ANN} == ANN
    assert s["level"] == "hard+normal" and s["id"] == stats.game_id(record())


def test_a_game_nobody_has_won_does_not_count():
    with pytest.raises(stats.NotFinished):
        stats.summarize(record(upto_action=-1), 0)


def test_the_game_keeps_its_id_through_undo_and_resume():
    # what changes after the first deal (undo, resume, the end played again) does not change the game
    assert stats.game_id(record(upto_action=10)) == stats.game_id(record())
    other = record()
    other["deals"][0]["talon"] = ["9H", "KD", "JH"]
    assert stats.game_id(other) != stats.game_id(record())


def test_totals_per_player_level_and_preset():
    ann = stats.summarize(record(), 0, ["hard", "hard"], when=1)
    bob = dict(stats.summarize(record(), 1, ["easy", "easy"], when=2), id="bob")
    lan = dict(ann, id="lan", level=stats.LAN, won=False, barrels_won=0, preset="polish")
    games = [ann, bob, lan]
    assert stats.names(games) == ["Ann", "Bob"]
    t = stats.totals(games, "Ann")
    assert t["games"] == 2 and t["won"] == 1
    assert t["by_level"] == {"hard": [1, 1], stats.LAN: [1, 0]}
    assert t["by_preset"] == {"russian": [1, 1], "polish": [1, 0]}
    assert t["points_per_deal"] == 60.0 and t["made_pct"] == pytest.approx(200 / 3)
    assert t["recent"] == [60.0, 60.0] and t["barrels_won"] == 1 and t["zeros"] == 2
    # Bob declared deal 1 (105, made: +105) and was a defender otherwise: deal 2's rospis gives each
    # opponent 60 ("Each of the opponents scores 60 points"), deals 3 and 4 he took nothing (zeros)
    b = stats.totals(games, "Bob")
    assert (b["games"], b["won"], b["points"], b["made"], b["declared"], b["highest"], b["zeros"]) == (
        1,
        0,
        165,
        1,
        1,
        105,
        2,
    )
    assert stats.totals(games)["games"] == 3


# ------------------------------------------------------------------ the file


def test_counting_twice_is_refused_and_reset_clears(tmp_path):
    f = stats.StatsFile(tmp_path / "stats.json")
    s = stats.summarize(record(), 0, ["normal"])
    assert f.add(s) == (True, None)
    assert f.add(dict(s, when=s["when"] + 60)) == (False, None)
    assert len(f.load()) == 1
    f.reset()
    assert f.load() == []


@pytest.mark.parametrize("text", ["{not json", '{"format": 1, "games": [{"id": 3}]}', "[]", "\xff\xfe"])
def test_a_corrupt_file_is_moved_aside_and_counting_goes_on(tmp_path, text):
    path = tmp_path / "stats.json"
    path.write_bytes(text.encode("latin-1"))
    f = stats.StatsFile(path)
    counted, corrupt = f.add(stats.summarize(record(), 0, ["normal"]))
    assert counted and corrupt is not None and corrupt.reason
    assert corrupt.moved_to.read_bytes() == text.encode("latin-1")  # kept, never deleted
    assert [g["name"] for g in f.load()] == ["Ann"]


# ------------------------------------------------------------------ the hook


def _end_the_game(qtbot, window, over):
    """Ann leads her last card (QH); the computers' last cards are forced; the game is won."""
    qtbot.waitUntil(lambda: human_turn(window), timeout=10000)
    assert window.controller.act(Action.from_record({"seat": 0, "play": "QH"}))
    qtbot.waitUntil(lambda: len(over) == 1, timeout=10000)


def test_the_game_the_table_ends_is_counted_once(qtbot, window):
    over = []
    window.controller.gameOver.connect(over.append)
    last_lead = len(GAME["deals"][-1]["actions"]) - 3
    rec = dict(record(upto_action=last_lead), app={"seat": 0, "levels": {"1": "easy", "2": "hard"}})
    window.resume(rec)
    _end_the_game(qtbot, window, over)
    games = stats.StatsFile().load()
    assert len(games) == 1
    assert {k: games[0][k] for k in ANN} == ANN and games[0]["level"] == "easy+hard"
    # undo after the game's end and win it again: the same game, not counted again
    assert window.controller.undo()
    over.clear()
    _end_the_game(qtbot, window, over)
    # and a resumed finished game that ends again is the same game too
    window.resume(dict(record(upto_action=last_lead), app=rec["app"]))
    over.clear()
    _end_the_game(qtbot, window, over)
    assert len(stats.StatsFile().load()) == 1


def test_computer_only_games_are_not_counted(qtbot, window):
    over = []
    window.controller.gameOver.connect(over.append)
    rec = dict(
        record(upto_action=len(GAME["deals"][-1]["actions"]) - 3),
        app={"seat": 0, "levels": {"0": "random", "1": "random", "2": "random"}, "human": False},
    )
    window.resume(rec, human=False)
    qtbot.waitUntil(lambda: len(over) == 1, timeout=10000)
    assert stats.StatsFile().load() == []


def test_a_corrupt_file_met_at_the_end_of_a_game_is_said_once(qtbot, window):
    stats.stats_path().write_text("{not json")
    said, over = [], []
    window.controller.statusMessage.connect(said.append)
    window.controller.gameOver.connect(over.append)
    window.resume(
        dict(
            record(upto_action=len(GAME["deals"][-1]["actions"]) - 3),
            app={"seat": 0, "levels": {"1": "normal", "2": "normal"}},
        )
    )
    _end_the_game(qtbot, window, over)
    notes = [m for m in said if "statistics" in m]
    assert len(notes) == 1 and "could not be read" in notes[0]
    assert len(stats.StatsFile().load()) == 1
    assert list(stats.stats_path().parent.glob("stats.corrupt-*.json"))


# ------------------------------------------------------------------ the dialog


def _store_games():
    f = stats.StatsFile()
    f.add(stats.summarize(record(), 0, ["hard", "hard"], when=1))
    loser = stats.summarize(record(), 1, ["easy", "easy"], when=2)
    f.add(dict(loser, id="another", name="Ann"))


def _coloured(image, colour: QColor) -> int:
    return sum(
        1 for x in range(0, image.width(), 2) for y in range(0, image.height(), 2) if image.pixelColor(x, y) == colour
    )


@pytest.mark.parametrize("lang", ["en", "ru", "pl", "uk"])
def test_the_dialog_opens_in_every_language_and_its_charts_paint(qtbot, qapp, english, lang):
    _store_games()
    i18n.install_language(qapp, lang)
    d = StatsDialog()
    qtbot.addWidget(d)
    d.show()
    if lang != "en":
        assert d.windowTitle() != "Statistics" and d.reset_button.text() != "Reset statistics…"
    figures = {d.figures.item(r, 0).text(): d.figures.item(r, 1).text() for r in range(d.figures.rowCount())}
    assert len(figures) == 10
    # two games: won at hard (Ann above), lost at easy (Bob's deals, filed under Ann's name here)
    wins = d.wins_chart.grab().toImage()
    assert _coloured(wins, GREEN) > 20 and _coloured(wins, RED) > 20
    points = d.points_chart.grab().toImage()
    assert _coloured(points, GREEN) > 5  # the dots of two games with points above zero


def test_the_player_filter_and_the_figures(qtbot):
    f = stats.StatsFile()
    f.add(stats.summarize(record(), 0, ["hard", "hard"], when=1))
    f.add(dict(stats.summarize(record(), 1, ["easy", "easy"], when=2), id="bob"))
    d = StatsDialog()
    qtbot.addWidget(d)
    assert [d.player.itemText(i) for i in range(1, d.player.count())] == ["Ann", "Bob"]
    d.player.setCurrentIndex(d.player.findData("Ann"))
    figures = [d.figures.item(r, 1).text() for r in range(d.figures.rowCount())]
    assert figures == ["1", "1", "4", "60.0", "2 of 3 (67%)", "120", "1", "1", "0", "1"]
    rows = [d.by_table.item(r, 0).text() for r in range(d.by_table.rowCount())]
    assert rows == ["Computer level", "Hard", "Rules preset", preset_text("russian")]
    assert [d.by_table.item(1, c).text() for c in (1, 2)] == ["1", "1"]


def test_reset_asks_first(qtbot):
    _store_games()
    d = StatsDialog()
    qtbot.addWidget(d)
    answers = []

    def answer(button):
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        answers.append(box.text())
        box.button(button).click()

    QTimer.singleShot(50, lambda: answer(QMessageBox.StandardButton.No))
    d.reset_button.click()
    assert answers and len(stats.StatsFile().load()) == 2
    QTimer.singleShot(50, lambda: answer(QMessageBox.StandardButton.Yes))
    d.reset_button.click()
    assert len(answers) == 2 and stats.StatsFile().load() == []
    assert d.shown["games"] == 0 and d.wins_chart.empty()


def test_a_corrupt_file_shows_one_notice_in_the_dialog(qtbot):
    stats.stats_path().write_text('{"format": 1, "games": "many"}')
    d = StatsDialog()
    qtbot.addWidget(d)
    assert d.notice.isVisibleTo(d) and "could not be read" in d.notice.text()
    assert d.shown["games"] == 0 and not stats.stats_path().exists()


def test_the_game_menu_opens_statistics(qtbot, window):
    assert window.stats_action in window.menuBar().actions()[0].menu().actions()
    QTimer.singleShot(50, lambda: QApplication.activeModalWidget().reject())
    window.stats_action.trigger()


def test_reviewing_a_finished_game_counts_nothing(qtbot, window):
    from thousand_qt.window.review import ReviewSource

    over = []
    window.controller.gameOver.connect(over.append)
    src = ReviewSource(record(), 0)
    window.controller.set_source(src)
    src.go(len(src.steps) - 2, animate=False)
    src.go(len(src.steps) - 1)  # steps onto the game's last card: the table shows the game over
    qtbot.waitUntil(lambda: len(over) == 1, timeout=10000)
    assert stats.StatsFile().load() == []  # a record looked at, perhaps someone else's, is not played


# ------------------------------------------------------------------ the family's games


def _played(game: str, seed: int) -> dict:
    """A whole game of ``game`` played by the engine's RandomPlayer, as its record."""
    from engine.agreements import GAMES, Rules
    from engine.driver import play_game
    from engine.game import new_game
    from engine.players import RandomPlayer
    from engine.record import to_record

    seats = GAMES[game].seats[0]
    g = play_game(new_game(Rules(game=game), players=seats, seed=seed), [RandomPlayer(seed + i) for i in range(seats)])
    assert g.over
    return to_record(g)


def test_a_sixty_six_game_is_counted_in_hands_and_game_points():
    rec = _played("sixty_six", 3)
    s = stats.summarize(rec, 0, ["easy"])
    assert s["game"] == "sixty_six"
    assert s["declared"] == 0 and s["highest"] is None  # Sixty-Six has no bidding, so no declarer
    # 002: "The player who scores seven game points very first, wins." Game points start at none,
    # so what seat 0 won over the hands is its final score.
    assert s["points"] == s["final"]
    assert (s["final"] >= 7) == s["won"]
    # 002: the hand's winner scores 1, 2 or 3 game points (with any carried point): at least one a hand won
    assert 0 < s["hands_won"] <= s["points"] or s["hands_won"] == s["points"] == 0
    assert s["hands_won"] <= s["deals"]


def test_draw_1000_without_a_declarer_is_counted():
    """Failed before: a Draw 1000 deal has no declarer (001: "There is no bidding.") and counting
    the game raised KeyError."""
    s = stats.summarize(_played("draw", 3), 1, ["easy"])
    assert s["game"] == "draw" and s["declared"] == 0


def test_games_are_filed_per_game_and_old_entries_are_1000s(tmp_path):
    f = stats.StatsFile(tmp_path / "stats.json")
    f.add(stats.summarize(_played("sixty_six", 3), 0, ["easy"]))
    old = stats.summarize(_played("thousand", 3), 0, ["easy"])
    assert old["game"] == "thousand"
    for key in ("game", "hands_won"):  # an entry written before the family's games came
        del old[key]
    f.add(old)
    games = f.load()
    assert stats.games_counted(games) == ["thousand", "sixty_six"]  # 1000 first, as the catalogue
    assert stats.totals(games, game="thousand")["games"] == 1
    assert stats.totals(games, game="sixty_six")["games"] == 1
    assert stats.totals(games)["games"] == 2


def test_the_dialog_shows_one_game_with_its_own_figures(qtbot):
    f = stats.StatsFile()
    f.add(stats.summarize(_played("thousand", 3), 0, ["easy", "easy"]))
    six = stats.summarize(_played("sixty_six", 3), 0, ["easy"])
    f.add(six)
    d = StatsDialog()
    qtbot.addWidget(d)
    figures = lambda: [d.figures.item(r, 0).text() for r in range(d.figures.rowCount())]  # noqa: E731
    assert [d.game.itemText(i) for i in range(d.game.count())] == ["1000", "Sixty-Six"]
    assert d.game.currentData() == "thousand"
    assert "Got on the barrel" in figures() and "Contracts made as declarer" in figures()
    assert d.shown["games"] == 1
    d.game.setCurrentIndex(1)
    shown = figures()
    assert "Hands won" in shown and "Game points won" in shown
    assert not any("barrel" in t or "Contract" in t or "Zeros" in t for t in shown)
    assert d.shown["games"] == 1 and d.shown["points"] == six["points"]
    assert d.chart_boxes[0].title() == "Game points per hand in the last games"
