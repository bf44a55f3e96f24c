"""The player's first minutes with the window: the keyboard keeps working after a button, the focus
frame is only ever on a card the player may choose, every choice has a key (listed in Help), a game in
progress is not replaced without asking, the bar says why only Pass is left, the score sheet keeps a
readable width, the window remembers where it was."""

from __future__ import annotations

from types import SimpleNamespace

from helpers import answer_next_box, human_turn
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from engine import Action
from engine.game import explain
from engine.view import view as seat_view
from tests.engine.helpers import HANDS, TALON, act, deal
from thousand_qt.game.controller import GameConfig


def _to_bidding(qtbot, window, seed=5, dealer=2):
    window.start(GameConfig(seat=0, levels=["random", "random"], seed=seed, dealer=dealer))
    qtbot.waitUntil(lambda: human_turn(window), timeout=10000)


def test_after_pass_the_arrows_and_enter_play_without_clicking_the_felt(qtbot, window):
    window.controller.autosave_enabled = False
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    for seed in range(1, 40):
        _to_bidding(qtbot, window, seed, dealer=0)  # seat 0 bids last: it may pass
        if window.panel.page() is window.panel.bidding and window.panel.bidding.passb.isVisible():
            break
    page = window.panel.bidding
    page.passb.setFocus()
    QTest.mouseClick(page.passb, Qt.MouseButton.LeftButton)
    assert QApplication.focusWidget() is window.view  # the table has the keys back
    table = window.controller.table
    # play on (passing, or the first choice offered) until this seat has a card to play
    for _ in range(40):
        qtbot.waitUntil(lambda: human_turn(window) or table.phase in ("done", "over"), timeout=10000)
        if window.panel.page() is window.panel.play or not human_turn(window):
            break
        legal = window.panel.legal
        with qtbot.waitSignal(window.controller.humanState, timeout=10000):
            window.controller.act(next((a for a in legal if a.kind == "pass"), legal[0]))
    assert window.panel.page() is window.panel.play, (window.panel.page(), table.phase, human_turn(window))
    assert QApplication.focusWidget() is window.view
    QTest.keyClick(window.view, Qt.Key.Key_Right)
    focused = window.view.focused_card()
    assert focused is not None and window.scene.cards[focused].interactive
    hand_before = list(table.hand)
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: focused not in table.hand, timeout=5000)
    assert len(table.hand) == len(hand_before) - 1
    # the played card keeps no focus frame
    item = window.scene.cards[focused]
    assert not item.hasFocus() and not item.interactive


def test_only_the_players_own_choosable_cards_take_the_focus(qtbot, window):
    _to_bidding(qtbot, window)
    sc = window.scene
    mine = set(window.controller.table.hand)
    for c, item in sc.cards.items():
        if c not in mine or not item.interactive:
            assert not item.flags() & item.GraphicsItemFlag.ItemIsFocusable, c
    # Tab through the scene never lands on an opponent's hidden card
    window.view.setFocus()
    for _ in range(30):
        QTest.keyClick(window.view, Qt.Key.Key_Tab)
        item = sc.focusItem()
        assert item is None or getattr(item, "key", None) in mine


def test_every_choice_of_the_action_bar_has_a_key_and_help_lists_them(qtbot, window):
    from thousand_qt.window.panels import FLAGS
    from thousand_qt.window.shortcuts import BUTTON_KEYS, KeyboardDialog, key_rows

    names = {name for _, name in BUTTON_KEYS}
    assert {"bidButton", "passButton", "blindButton", "giveButton", "contractButton"} <= names
    assert {f"flag_{k}" for k in FLAGS} <= names
    rows = dict(key_rows(window))
    for key in ("P", "B", "G", "C", "L", "T", "H", "F9"):
        assert key in rows, key
    dlg = KeyboardDialog(window)
    qtbot.addWidget(dlg)
    assert dlg.findChild(type(dlg.children()[1]), "keysTable") is not None or dlg.findChildren(object)


def test_the_key_p_passes(qtbot, window):
    window.controller.autosave_enabled = False
    for seed in range(1, 40):
        _to_bidding(qtbot, window, seed, dealer=0)  # seat 0 bids last: it may pass
        if window.panel.bidding.passb.isVisible() and window.panel.page() is window.panel.bidding:
            break
    chosen = []
    window.panel.actionChosen.connect(chosen.append)
    window.activateWindow()  # shortcuts belong to the active window, as on a desktop
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    QTest.keyClick(window.view, Qt.Key.Key_P)
    assert [a.kind for a in chosen] == ["pass"]


def test_new_game_asks_before_it_replaces_a_game_in_progress(qtbot, window):
    window.controller.autosave_enabled = False
    _to_bidding(qtbot, window)
    window.panel.choose(window.panel.legal[0])
    qtbot.waitUntil(lambda: window.controller.game_in_progress(), timeout=5000)
    source = window.controller.source
    answer_next_box(QMessageBox.StandardButton.No)
    window.new_game_dialog()  # "No": the game stays, no New game dialog
    assert window.controller.source is source
    answer_next_box(QMessageBox.StandardButton.No)
    window.import_record()
    assert window.controller.source is source


def test_the_bar_says_why_only_pass_is_left():
    """001: a player without a marriage may not bid over 120. Seat 0 holds no king-queen pair
    (tests/engine/helpers.HANDS); seat 1 opens 100, seat 2 bids 120: seat 0 may only pass."""
    from thousand_qt.game.models import TableModel
    from thousand_qt.window.panels import ActionPanel

    g = deal(HANDS, TALON, dealer=0)
    act(g, {"seat": 1, "bid": 100}, {"seat": 2, "bid": 120})
    v = seat_view(g, 0)
    assert {a.kind for a in v.legal if a.seat == 0} == {"pass"}
    m = TableModel(0, 3, ["Anna", "Boris", "Vera"])
    m.reconcile(v)
    panel = ActionPanel(explainer=SimpleNamespace(explain=lambda a: explain(g, a)))
    panel.show()
    panel.update_legal(m.my_legal(), m)
    reason = panel.bidding.reason
    assert reason.isVisible()
    assert reason.text() == "You cannot bid above 120 without a king-queen pair."
    assert explain(g, Action(0, "bid", 125)).id == "over_120_needs_pair"


def test_the_score_sheet_is_never_squashed_and_comes_back(qtbot, window):
    from thousand_qt.window.main import SHEET_COLUMN

    window.resize(1300, 760)
    qtbot.wait(50)
    assert window.dock.isVisible()
    assert window.sheet.width() >= SHEET_COLUMN * 3
    window.resize(800, 600)  # narrower than the table and the sheet need side by side
    qtbot.wait(50)
    assert not window.dock.isVisible() or window.sheet.width() >= SHEET_COLUMN * 3
    window.resize(1300, 760)
    qtbot.wait(50)
    assert window.dock.isVisible() and window.sheet.width() >= SHEET_COLUMN * 3


def test_the_window_opens_where_the_player_left_it(qtbot):
    from thousand_qt.window.main import MainWindow

    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    w.resize(1000, 620)
    w.move(30, 20)
    qtbot.wait(20)
    size = w.size()
    w.close()
    w2 = MainWindow()
    qtbot.addWidget(w2)
    w2.show()
    assert w2.size() == size
    w2.close()


def test_the_last_talon_can_be_seen_again(qtbot, window):
    from engine import Event
    from thousand_qt.dialogs.cards import last_talon_dialog

    m = window.controller.table
    m.configure(0, 3, ["Anna", "Boris", "Vera"])
    m.feed(
        [
            Event("dealt", None, {"dealer": 2, "seats": [0, 1, 2], "sitter": None}),
            Event("contract_won", 1, {"bid": 110}),
            Event("talon_shown", 1, {"cards": ["9H", "KD", "JD"]}),
            Event("talon_taken", 1, {"count": 3}),
        ]
    )
    dlg = last_talon_dialog(m, window.theme, window)
    qtbot.addWidget(dlg)
    texts = [lab.text() for lab in dlg.findChildren(type(dlg.findChild(object, "cardsTitle")))]
    assert "Deal 1: Boris took the talon." in texts
    pictures = [
        lab
        for lab in dlg.findChildren(type(dlg.findChild(object, "cardsTitle")))
        if lab.pixmap() and not lab.pixmap().isNull()
    ]
    assert len(pictures) == 3
    assert window.scene.geo.centre != QPointF()


def test_only_a_player_at_the_table_is_waited_for(qtbot, window):
    """ "Wait for my click": computers playing on their own (autoplay, the self-test, a benchmark)
    never stop for a click nobody will give."""
    from thousand_qt import settings

    settings.put("pace/deal_click", True)
    settings.put("pace/talon_ms", -1)
    window.controller.autosave_enabled = False
    window.apply_settings()
    window.start(GameConfig(seat=0, levels=["random", "random"], seed=3))
    assert window.scene.deal_click and window.scene.talon_ms == -1
    window.start(GameConfig(human=False, levels=["random"] * 3, seed=3))
    assert not window.scene.deal_click and window.scene.talon_ms >= 0


def test_every_menu_action_has_a_key_and_help_lists_it(window):
    from thousand_qt.window.shortcuts import key_rows

    listed = {keys for keys, _ in key_rows(window)}
    for menu in window.menuBar().actions():
        for a in menu.menu().actions():
            if a.isSeparator():
                continue
            assert not a.shortcut().isEmpty(), a.text()
            assert a.shortcut().toString(a.shortcut().SequenceFormat.NativeText) in listed, a.text()


def test_a_window_saved_on_a_bigger_screen_opens_as_big_as_this_one_allows(qtbot):
    """Closed on a 2560×1440 monitor, opened on this 1920×1080 screen: the whole window on the
    screen, and using it (not Qt's fallback of two thirds of the screen)."""
    from thousand_qt import settings
    from thousand_qt.window.main import MainWindow

    settings.put_json("window/rect", [100, 80, 2500, 1400])
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    qtbot.wait(20)
    avail = w.screen().availableGeometry()
    assert avail.contains(w.frameGeometry())
    assert w.width() >= 0.9 * avail.width() and w.height() >= 0.85 * avail.height()
    w.close()


def test_while_a_computers_talon_is_up_the_bar_says_whose_it_is(qtbot, window):
    """The auction's controls were left on the bar (disabled) while the talon lay face up."""
    _to_bidding(qtbot, window)
    window.scene.talonHeld.emit(1)
    name = window.controller.table.names[1]
    assert window.panel.page() is window.panel.idle_page
    assert window.panel.idle.text() == f"{name} takes the talon."
