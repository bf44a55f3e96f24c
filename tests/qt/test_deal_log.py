"""Issue 37, items 9 and 10: the deal log tells each deal's story from the player's seat, and a deal's
result comes with its reasons (``deal_story.deal_reasons``, which the banner can call too).

The expected lines come from the issue ("took 123: 43 in cards + ♦ 80", "third bolt: −120", "fell off
the barrel", "74 → 70 in 1001") and the rules the engine plays (engine/scoring.py cites them); the
stories of whole games are checked against the engine's own events, game by game of the family.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QCoreApplication

from engine import Rules, apply, legal_actions, new_game, to_act
from engine.actions import Event
from engine.agreements import GAMES
from thousand_qt.window.deal_log import DealLog
from thousand_qt.words import deal_story
from thousand_qt.words.deal_story import deal_lines, deal_reasons, split_deals

NAMES = ["You", "Anna", "Bob"]


def ev(kind, seat=None, private=None, **data):
    """An engine event; ``private``: the one seat that sees it (Event.to)."""
    return Event(kind, seat, data, private)


# ---------------------------------------------------------------- the reasons (item 10)


def test_the_declarers_points_against_the_contract_cards_and_marriages_apart(english):
    # the issue: "how many points the declarer took against the contract ("took 123: 43 in cards + ♦ 80")"
    summary = {"declarer": 0, "contract": 120, "result": "made", "taken": [123, 20, 17], "delta": [120, 20, 15]}
    events = [ev("marriage_announced", 0, suit="D", points=80)]
    lines = deal_reasons(summary, 0, NAMES, events)
    assert lines[0] == "You: contract 120 made — 123 taken (43 in cards + ♦ 80)"
    # a defender's points written rounded to the step (001: "Scores are rounded to the nearest 5"): 17 → 15
    assert "Bob: 17 taken → 15" in lines
    assert "Anna: 20 taken" in lines


def test_a_failed_contract_says_what_was_taken_and_what_it_costs(english):
    summary = {"declarer": 1, "contract": 140, "result": "failed", "taken": [40, 95, 45], "delta": [40, -140, 45]}
    events = [ev("marriage_announced", 1, suit="H", points=100)]
    lines = deal_reasons(summary, 0, NAMES, events)
    assert lines[1] == "Anna: contract 140 failed — 95 taken: −140"  # 95 < 100: no marriage split to show


def test_the_third_bolt_and_its_fine(english):
    # the issue: "not 'third bolt: −120'"; the Russian rules' three zeros cost 120 (agreement zero_penalty)
    summary = {"declarer": 1, "contract": 100, "result": "made", "taken": [0, 110, 10], "delta": [-120, 100, 10]}
    events = [ev("zero", 0, count=3), ev("penalty", 0, points=-120, reason="zeros")]
    lines = deal_reasons(summary, 0, NAMES, events)
    assert "You: bolt 3: −120" in lines
    assert not any(line.startswith("You: 0 taken") for line in lines)


def test_falling_off_the_barrel(english):
    # the issue: "not 'fell off the barrel'"; 001: a contract failed on the barrel throws the player off
    summary = {"declarer": 2, "contract": 120, "result": "failed", "taken": [50, 30, 40], "delta": [50, 30, -120]}
    events = [ev("barrel_fell", 2, score=760, falls=1, reason="failed")]
    lines = deal_reasons(summary, 0, NAMES, events)
    assert "Bob: fell off the barrel (contract failed) → 760" in lines


def test_the_rounding_of_1001(english):
    # the issue: "not the rounding (74 → 70 in 1001)"; 001 on 1001: "Scores are rounded to the nearest 10"
    summary = {"declarer": 1, "contract": 100, "result": "made", "taken": [74, 104, 42], "delta": [70, 100, 40]}
    lines = deal_reasons(summary, 0, NAMES, [])
    assert "You: 74 taken → 70" in lines
    assert "Bob: 42 taken → 40" in lines


def test_a_seat_reads_only_its_own_events_reasons():
    # a private event to another seat is not this seat's to tell (Event.visible_to)
    summary = {"declarer": 1, "contract": 100, "result": "made", "taken": [0, 110, 10], "delta": [0, 100, 10]}
    hidden = [ev("marriage_announced", 1, private=1, suit="S", points=40)]
    assert deal_reasons(summary, 0, NAMES, hidden)[0].endswith("— 110 taken")


# ---------------------------------------------------------------- the story of a deal (item 9)


def _play(game: str, players: int, seed: int) -> list:
    """A whole game of random legal moves, every event the engine sends."""
    rules = Rules(GAMES[game].preset, {}, game)
    g = new_game(rules, players=players, seed=seed, dealer=0, names=NAMES[:players] + ["Cid"][: players - 3])
    events = list(g.opening_events)
    rng = random.Random(seed)
    for _ in range(4000):
        if g.over:
            break
        seat = to_act(g)
        events += apply(g, rng.choice(legal_actions(g, seat)))
    return events


def _said(e) -> str:
    """A bid or a pass as the log writes it."""
    if e.kind == "passed":
        return "pass"
    return f"{e.data['bid']} blind" if e.data.get("blind") else str(e.data["bid"])


GAME_SEATS = [(game, n) for game in GAMES for n in GAMES[game].seats]  # 1000 for four too


@pytest.mark.parametrize("game,players", GAME_SEATS)
def test_every_game_of_the_family_told_from_each_seat(english, game, players):
    events = _play(game, players, seed=7)
    names = NAMES[:players] + ["Cid"][: players - 3]
    for seat in range(players):
        mine = [e for e in events if e.visible_to(seat)]
        for deal in split_deals(mine)[:4]:
            lines = deal_lines(deal, seat, names)
            text = "\n".join(f"{who} | {what}" for who, what in lines)
            # each trick once, with the winner the engine named
            takers = [names[e.seat] for e in deal if e.kind == "trick_taken"]
            tricks = [what for who, what in lines if who.startswith("Trick ")]
            assert len(tricks) == len(takers), text
            assert [t.rsplit("→ ", 1)[1] for t in tricks] == takers, text
            # every bid and pass, in order
            said = [_said(e) for e in deal if e.kind in ("bid", "passed")]
            assert [what for who, what in lines if what in said] == said, text
            # the seat's own cards only: no other seat's hand is ever dealt to the log
            assert all(who == names[seat] for who, what in lines if what.startswith("dealt: ")), text
            if any(e.kind == "deal_scored" for e in deal):
                summary = next(e.data for e in deal if e.kind == "deal_scored")
                reasons = deal_reasons(summary, seat, names, deal)
                told = [what for who, what in lines if not who]
                i = told.index(reasons[0])
                assert told[i : i + len(reasons)] == reasons, text


def test_a_hidden_talon_stays_hidden_from_the_others(english):
    # 1001: the bidder takes the talon unseen (its cards come to him alone: talon_cards, to=bidder)
    events = _play("tausendeins", 3, seed=11)
    deal = next(d for d in split_deals(events) if any(e.kind == "talon_cards" for e in d))
    taker = next(e for e in deal if e.kind == "talon_cards")
    talon = " ".join(deal_story.card_label(deal_story._card(c)) for c in taker.data["cards"])
    for seat in range(3):
        mine = [e for e in deal if e.visible_to(seat)]
        told = [what for who, what in deal_lines(mine, seat, NAMES)]
        assert (f"talon: {talon}" in told) == (seat == taker.seat), told


def test_a_give_to_me_names_the_card_i_got(english):
    events = [
        ev("dealt", dealer=0, seats=[0, 1, 2], sitter=None),
        ev("gave", 1, to=0),
        ev("received", 1, private=0, to=0, card="QH"),
        ev("gave", 1, to=2),
    ]
    lines = deal_lines(events, 0, NAMES)
    assert ("Anna", "→ You: Q♥") in lines and ("Anna", "→ Bob: a card") in lines
    assert not any(what.startswith("received") for _, what in lines)


def test_the_log_follows_the_language(qapp, qtbot, english):
    from thousand_qt.words import i18n

    log = DealLog(names=lambda: NAMES)
    qtbot.addWidget(log)
    log.feed([ev("dealt", dealer=1, seats=[0, 1, 2], sitter=None), ev("passed", 2)])
    assert log.tree.topLevelItem(0).child(0).text(1) == "pass"
    i18n.install_language(qapp, "ru")
    QCoreApplication.processEvents()
    QCoreApplication.processEvents()
    # translations/README.md: the banner's and the log's word for a deal is «раздача»; a pass is «пас»
    assert log.tree.topLevelItem(0).text(0) == "Раздача 1"
    assert log.tree.topLevelItem(0).child(0).text(1) == "пас"


# ---------------------------------------------------------------- in the main window


def test_the_window_log_never_tells_a_trick_before_the_table_shows_it(qtbot, window):
    from thousand_qt.game.controller import GameConfig

    window.scene.speed = 1.0
    taken = []

    def on_event(e):
        if e.kind == "trick_taken" and not taken:
            # the table has only queued the sweep: the log must not know the winner yet
            taken.append([what for _, what in window.deal_log.lines()])

    window.controller.table.eventApplied.connect(on_event)
    window.controller.new_game(GameConfig(human=False, seed=3, levels=["random"] * 3), think_ms=0)
    qtbot.waitUntil(lambda: bool(taken), timeout=20000)
    assert not any("→" in what for what in taken[0] if what.count("·") == 2)
    qtbot.waitUntil(lambda: any("→" in what for _, what in window.deal_log.lines()), timeout=20000)


def test_the_window_log_is_told_anew_on_a_reset(qtbot, window):
    """A reset (an undo, a LAN resync) tells the game again from the history it brings."""
    from thousand_qt.game.controller import GameConfig

    seen = []
    window.controller.table.eventApplied.connect(seen.append)
    window.scene.speed = 0
    window.controller.new_game(GameConfig(seed=4, levels=["random"] * 2), think_ms=0)
    qtbot.waitUntil(lambda: bool(window.controller.human_legal()), timeout=10000)
    qtbot.waitUntil(lambda: not window.scene.queue.busy(), timeout=10000)
    before = window.deal_log.lines()
    assert before and before[0][1].startswith("dealer: ")
    window.controller.source.reset.emit(window.controller.source.current_view(), list(seen))
    assert window.deal_log.lines() == before
    assert window.deal_log.tree.topLevelItemCount() == 1
    window.controller.source.reset.emit(window.controller.source.current_view(), [])
    assert window.deal_log.lines() == []


def test_the_players_own_give_names_its_cards(qtbot, window):
    """The engine tells every seat a give face down; the player's own log names the cards he gave
    (they left his hand), the others' still say "a card"."""
    from thousand_qt.game.controller import GameConfig

    c = window.controller
    window.scene.speed = 0
    for seed in range(1, 40):
        c.new_game(GameConfig(seed=seed, levels=["random"] * 2), think_ms=0)
        for _ in range(40):
            qtbot.waitUntil(lambda: bool(c.human_legal()) or c.table.phase == "play", timeout=10000)
            if c.table.phase == "play" or not c.human_legal():
                break
            legal = c.human_legal()
            give = next((a for a in legal if a.kind == "give"), None)
            if give is not None:
                c.act(give)
                qtbot.waitUntil(lambda: not window.scene.queue.busy() and c.table.phase != "talon", timeout=10000)
                lines = window.deal_log.lines()
                told = [what for who, what in lines if who == c.table.names[0] and what.startswith("→ ")]
                assert [t.split(": ")[1] for t in told] == [deal_story.card_label(x) for x in give.value]
                return
            bid = next((a for a in legal if a.kind == "bid"), None)
            c.act(bid or next(a for a in legal if a.kind != "redeal"))
    pytest.fail("no seed gave the player the talon")


def test_a_contract_made_on_rounded_points_shows_the_rounding(english):
    # agreement round_own_points (engine/data/agreements.toml): the declarer's own points are rounded
    # to the step before they are held against the bid, so 97 makes 100
    summary = {"declarer": 0, "contract": 100, "result": "made", "taken": [97, 13, 10], "delta": [100, 15, 10]}
    assert deal_reasons(summary, 0, NAMES, [])[0] == "You: contract 100 made — 97 taken → 100"


def test_a_review_tells_the_same_log(qtbot, window, tmp_path):
    """Issue 37 item 9: "The review uses the same log": a record opened for review is told deal by
    deal, and a step back to a deal's start takes its result away again."""
    import json

    from PySide6.QtWidgets import QApplication

    rec = _finished_record()
    path = tmp_path / "game.json"
    path.write_text(json.dumps(rec))
    assert window.review_path(str(path))

    def logs():
        return [w for top in QApplication.topLevelWidgets() for w in top.findChildren(DealLog) if w.isVisible()]

    qtbot.waitUntil(lambda: any(len(log.deals) == len(rec["deals"]) for log in logs()), timeout=10000)
    log = next(log for log in logs() if len(log.deals) == len(rec["deals"]))
    last = [what for who, what in log.lines()]
    assert any(what.startswith("game won: ") for what in last)
    src = window.review_bar.source
    window.review_bar.go(src.deal_starts()[-1] + 1)  # just after the last deal was dealt
    window.scene.queue.finish_all()
    qtbot.waitUntil(lambda: not any(w.startswith("game won: ") for _, w in log.lines()), timeout=5000)
    assert log.lines()[0][1].startswith("dealer: ")


def _finished_record(seed: int = 4) -> dict:
    """A whole game of random legal moves from scores near its end (as tests/qt/test_review.py)."""
    from engine.record import to_record

    rnd = random.Random(seed)
    g = new_game(Rules("russian"), 3, seed=seed, names=["Anna", "Boris", "Vera"], start={"scores": [960, 940, 950]})
    for _ in range(5000):
        if g.over:
            break
        apply(g, rnd.choice(legal_actions(g, to_act(g))))
    return to_record(g)


def test_a_long_line_wraps_instead_of_being_cut(qtbot, english):
    log = DealLog(names=lambda: ["Computer 1", "Computer 2", "Computer 3"])
    qtbot.addWidget(log)
    log.resize(260, 400)
    log.show()
    cards = [("card_played", s, c) for s, c in ((1, "QD"), (2, "JD"), (0, "TD"))]
    log.feed([ev("dealt", dealer=0, seats=[0, 1, 2], sitter=None), ev("passed", 1)])
    log.feed([ev(k, s, card=c) for k, s, c in cards] + [ev("trick_taken", 0)])
    qtbot.wait(50)
    deal = log.tree.topLevelItem(0)
    one_line = log.tree.visualItemRect(deal.child(0)).height()
    trick = log.tree.visualItemRect(deal.child(1))
    assert deal.child(1).text(1).endswith("→ Computer\u00a01")  # a name kept whole
    assert trick.height() >= 2 * one_line - 2  # the whole trick is there, on two lines or more


def test_the_seat_sitting_out_scores_from_the_talon(english):
    # 001: "the inactive player scores 40 points for any ace in the talon" (agreement four_sitter_score)
    names = NAMES + ["Cid"]
    summary = {"declarer": 1, "contract": 100, "result": "made", "taken": [30, 100, 0, 10], "delta": [30, 100, 40, 10]}
    events = [ev("dealt", dealer=3, seats=[0, 1, 3], sitter=2)]
    assert "Bob: sitting out, from the talon: +40" in deal_reasons(summary, 0, names, events)


def test_a_doubled_deal_says_so(english):
    # agreement blind_double (engine/data/agreements.toml): a blind deal's contract counts twice
    made = {"declarer": 0, "contract": 120, "result": "made", "taken": [130, 20, 10], "delta": [240, 20, 10]}
    assert deal_reasons(made, 0, NAMES, [])[0] == "You: contract 120 made — 130 taken → 120 ×2"
    failed = {"declarer": 1, "contract": 120, "result": "failed", "taken": [60, 40, 20], "delta": [60, -240, 20]}
    assert deal_reasons(failed, 0, NAMES, [])[1] == "Anna: contract 120 failed — 40 taken: −240 (−120 ×2)"


def test_the_log_tells_a_result_and_a_talon_while_the_table_holds_them_up(qtbot, window):
    """The lead's report on today's screenshots: while the banner shows a deal's result (and waits)
    the log had no result yet, and while a talon lay face up the log did not list it. The log tells
    each when the table shows it: by the time the table pauses to let them be read."""
    from thousand_qt.game.controller import GameConfig

    window.scene.speed = 8.0  # quick moves; the pauses to read keep the player's pace
    window.scene.talon_ms = 300
    told = {}

    def on_hold(why):
        if why not in ("deal", "talon"):
            return  # a trick's pause
        kinds = [e.kind for e in (window.deal_log.deals[-1] if window.deal_log.deals else [])]
        told.setdefault(why, {"deal": "deal_scored", "talon": "talon_shown"}.get(why) in kinds)

    window.scene.holdStarted.connect(on_hold)
    window.controller.new_game(GameConfig(human=False, seed=3, levels=["random"] * 3), think_ms=0)
    qtbot.waitUntil(lambda: "deal" in told and "talon" in told, timeout=60000)
    assert told == {"deal": True, "talon": True}


def test_a_line_that_fits_its_column_takes_one_row(qtbot, english):
    """docs/screenshots/talon-own-pl.png: "Ania rozdane: A♠ … W♦" fitted on one line but its row was
    two lines tall. The text is drawn in the cell less the style's text margin on each side
    (PM_FocusFrameHMargin + 1: Qt's QCommonStylePrivate::viewItemDrawText); a text as wide as that
    takes one line's height."""
    from PySide6.QtWidgets import QStyle

    log = DealLog(names=lambda: ["Ania", "Komputer 1", "Komputer 2"])
    qtbot.addWidget(log)
    log.resize(400, 400)
    log.show()
    hand = ["AS", "AH", "KH", "QH", "AC", "AD", "JD"]
    log.feed([ev("dealt", dealer=2, seats=[0, 1, 2], sitter=None), ev("hand", 0, cards=hand), ev("passed", 1)])
    qtbot.wait(50)
    tree = log.tree
    deal = tree.topLevelItem(0)
    text = deal.child(0).text(1)
    margin = 2 * (tree.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, tree) + 1)
    need = tree.fontMetrics().horizontalAdvance(text) + margin + 1
    for _ in range(3):  # the last column takes what the first leaves: widen the log until it is as wide
        log.resize(log.width() + need - tree.columnWidth(1), 400)
        qtbot.wait(50)
    assert tree.columnWidth(1) == need
    one_line = tree.visualItemRect(deal.child(1)).height()
    assert tree.visualItemRect(deal.child(0)).height() == one_line
    log.resize(log.width() - 2, 400)  # a text a pixel too wide for it wraps, and its row is two lines tall
    qtbot.wait(50)
    assert tree.visualItemRect(deal.child(0)).height() >= 2 * tree.fontMetrics().lineSpacing()


def test_a_wrapped_line_keeps_each_name_whole(qtbot, english):
    """docs/screenshots/sixty-six-result-pl.png, deal-result-uk.png: a trick's line wrapped inside a
    seat's name ("→ Komputer" / "1"). A name is one word to the wrapping: laid out at any width, no
    line of the log's text ends inside a name."""
    from PySide6.QtGui import QTextLayout, QTextOption

    names = ["Ania", "Komputer 1", "Komputer 2"]
    log = DealLog(names=lambda: names)
    qtbot.addWidget(log)
    cards = [("card_played", s, c) for s, c in ((1, "QD"), (2, "JD"), (0, "TD"))]
    log.feed([ev("dealt", dealer=0, seats=[0, 1, 2], sitter=None)])
    log.feed([ev(k, s, card=c) for k, s, c in cards] + [ev("trick_taken", 1)])
    text = log.tree.topLevelItem(0).child(0).text(1)
    fm = log.tree.fontMetrics()
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)  # as the view wraps a cell's text
    for width in range(fm.horizontalAdvance("Komputer 1"), fm.horizontalAdvance(text) + 1, 3):
        layout = QTextLayout(text, log.tree.font())
        layout.setTextOption(option)
        layout.beginLayout()
        rows = []
        while (line := layout.createLine()).isValid():
            line.setLineWidth(width)
            rows.append(text[line.textStart() : line.textStart() + line.textLength()].rstrip())
        layout.endLayout()
        assert not any(row.endswith("Komputer") for row in rows[:-1]), (width, rows)


def _first_hand_ending(preset: str, result: str):
    """A real hand of the preset, played by random legal moves until one ends with ``result``:
    its deal_scored data (the summary the banner and the log read) and its events."""
    rng = random.Random(7)
    for seed in range(3000):
        g = new_game(Rules(preset), 2, seed=seed, dealer=0)
        events: list = []
        while True:
            seat = to_act(g)
            batch = apply(g, rng.choice(legal_actions(g, seat)))
            events += batch
            scored = [e for e in batch if e.kind == "deal_scored"]
            if scored:
                if scored[0].data.get("result") == result:
                    return scored[0].data, events
                break
    raise AssertionError(f"no {preset} hand ended with {result}")


def test_sixty_six_variants_results_are_told(english):
    # pagat.com, Schnapsen: "If all cards have been played and neither player has 66, the winner of the
    # last trick wins the hand"; Santase (belot.bg): 65 to 65 is a draw, nobody scores. The banner and
    # the log said nothing of either: only the points taken.
    summary, events = _first_hand_ending("schnapsen", "last_trick")
    winner = summary["winner"]
    lines = deal_reasons(summary, 0, ["You", "Anna"], events)
    assert f"{['You', 'Anna'][winner]}: the last trick won: it wins the hand" in lines
    story = [what for _, what in deal_lines(events, 0, ["You", "Anna"])]
    exchanged = [e for e in events if e.kind == "trump_exchanged"]
    for e in exchanged:  # Schnapsen gives the trump jack for the turned card, never a nine
        assert any(
            w.startswith("trump ") and w.endswith(deal_story.card_label(deal_story._card(e.data["nine"])))
            for w in story
        )
    # a 65-65 hand is too rare to meet by random play: the summary as the engine writes it for Santase
    # (tests/engine/test_sixty_six_variants.py plays one out)
    summary = {"winner": None, "result": "draw", "taken": [65, 65], "delta": [0, 0], "carry": 0}
    assert "nobody reached 66: a draw, nobody scores" in deal_reasons(summary, 0, ["You", "Anna"], [])
