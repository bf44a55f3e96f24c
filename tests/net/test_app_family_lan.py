"""The app's LAN play of the family's games: one window hosts Sixty-Six (two seats) or 1001 (three, a
computer in the third) through Network ▸ Host a table…, a second joins, and the two play a whole deal through
their windows' controllers. Real sockets on 127.0.0.1; zeroconf only on loopback."""

from __future__ import annotations

import os
import time

import pytest

import thousand_qt  # noqa: F401  (the PySide refcount guard first)
from tests.net.helpers import app_window, when_modal
from tests.qt_settings import isolated


@pytest.fixture(autouse=True)
def isolated_settings(tmp_path, qapp):
    assert os.environ.get("THOUSAND_LAN_INTERFACES") == "127.0.0.1"
    yield from isolated(tmp_path)


def _choose(legal):
    """A move a quick player makes: pass in an auction, else play a card, else the first offered."""
    for kind in ("pass", "play"):
        for a in legal:
            if a.kind == kind:
                return a
    return legal[0]


@pytest.mark.parametrize("game,players", [("sixty_six", 2), ("tausendeins", 3)])
def test_two_windows_play_a_deal_of_the_game(qtbot, game, players):
    from engine.record import replay
    from thousand_qt.net.host_dialog import HostDialog
    from thousand_qt.net.remote_source import RemoteGameSource
    from thousand_qt.net.widgets import JoinDialog

    ann, bob = app_window(qtbot), app_window(qtbot)

    def fill_host(d):
        d.name.setText("Ann")
        d.game.setCurrentIndex(d.game.findData(game))
        assert [d.players.itemData(i) for i in range(d.players.count())] == [players]
        d.level.setCurrentIndex(d.level.findData("random"))
        d.accept()

    when_modal(HostDialog, fill_host)
    ann.host_action.trigger()
    host = ann.lan.host
    assert host.players == players and host.rules.game == game
    host.bot_delay, host.deal_pause, host.max_deals = 0, 0, 1
    qtbot.waitUntil(lambda: ann.lan.session.seat == 0, timeout=5000)

    def fill_join(d):
        d.host_edit.setText("127.0.0.1")
        d.port_spin.setValue(host.port)
        d.name_edit.setText("Bob")
        d.accept()

    when_modal(JoinDialog, fill_join)
    bob.join_action.trigger()
    panel = bob.lan.lobby.panel
    qtbot.waitUntil(lambda: panel.seats.count() == players and "Bob" in panel.seats.item(1).text(), timeout=5000)
    panel.ready.setChecked(True)
    qtbot.waitUntil(lambda: ann.lan.lobby.panel.start.isEnabled(), timeout=5000)
    ann.lan.lobby.panel.start.click()
    qtbot.waitUntil(lambda: all(isinstance(w.controller.source, RemoteGameSource) for w in (ann, bob)), timeout=5000)
    assert [len(w.controller.table.names) for w in (ann, bob)] == [players, players]

    scored = {0: [], 1: []}
    for i, w in enumerate((ann, bob)):
        w.controller.dealScored.connect(scored[i].append)
    failures = []
    for w in (ann, bob):
        w.controller.statusMessage.connect(failures.append)
    t0 = time.monotonic()
    while not (scored[0] and scored[1]):
        assert time.monotonic() - t0 < 60, "the deal did not finish"
        qtbot.wait(5)
        for w in (ann, bob):
            c = w.controller
            if c.waiting_for_human() and c.source.view is not None and c.source.view.legal:
                assert c.act(_choose(c.human_legal()))
    assert not [f for f in failures if "refused" in f]
    qtbot.waitUntil(lambda: all(w.controller.source.session.final_record for w in (ann, bob)), timeout=5000)
    record = host.record()
    g = replay(record)
    assert g.rules.game == game and g.deals[0].phase == "done"
    assert scored[0] == scored[1]
    assert ann.controller.scores.totals() == bob.controller.scores.totals() == list(g.scores)
    assert bob.controller.source.record()["deals"] == record["deals"][:1]
    for w in (ann, bob):
        w.close()


def test_the_host_dialog_offers_each_game_with_its_seats_levels_and_agreements(qtbot, tmp_path):
    """Host a table…: the chosen game's seat counts (games.toml), the levels that play it (players.levels_of,
    the beginner only for a game the levels cannot play yet, said so), the agreements kept for that game;
    a saved game brings its own game, which cannot be changed."""
    import json

    from engine import Rules, apply, new_game, to_act, view
    from engine.agreements import GAMES
    from engine.game import playable_games
    from engine.players import RandomPlayer
    from engine.record import to_record
    from thousand_qt import settings
    from thousand_qt.game.players import levels_of
    from thousand_qt.net.host_dialog import HostDialog

    settings.put_rules("sixty_six", "sixty_six", {"sixty_six_target": 5})
    dlg = HostDialog()
    qtbot.addWidget(dlg)
    assert [dlg.game.itemData(i) for i in range(dlg.game.count())] == playable_games()
    for game in playable_games():
        dlg.game.setCurrentIndex(dlg.game.findData(game))
        assert [dlg.players.itemData(i) for i in range(dlg.players.count())] == list(GAMES[game].seats)
        assert [dlg.level.itemData(i) for i in range(dlg.level.count())] == levels_of(game)
        assert dlg.level_note.isVisibleTo(dlg) == (levels_of(game) == ["random"])
        assert dlg.rules().game == game
    dlg.game.setCurrentIndex(dlg.game.findData("sixty_six"))
    assert dlg.rules().overrides == {"sixty_six_target": 5}  # Sixty-Six's own agreements, not 1000's
    host = dlg.make_host()
    assert (host.players, host.rules.game, host.rules.sixty_six_target) == (2, "sixty_six", 5)
    host.close()

    g = new_game(Rules(game="russeln"), 3, seed=2, names=["Anna", "Marek", "Olga"])
    bots = [RandomPlayer(s) for s in range(3)]
    while len(g.deal.actions) < 3:
        seat = to_act(g)
        apply(g, bots[seat].choose(view(g, seat)))
    path = tmp_path / "russeln.json"
    path.write_text(json.dumps(to_record(g)), encoding="utf-8")
    dlg.game.setCurrentIndex(dlg.game.findData("thousand"))
    assert dlg.load_saved(str(path))
    assert dlg.game.currentData() == "russeln" and not dlg.game.isEnabled()
    assert [dlg.players.itemData(i) for i in range(dlg.players.count())] == [3]
    host = dlg.make_host()
    assert (host.players, host.rules.game) == (3, "russeln")
    host.close()
    dlg.fresh_button.click()
    assert dlg.game.isEnabled()


def test_the_host_dialog_keeps_the_chosen_level_through_a_game_the_levels_cannot_play(qtbot):
    from thousand_qt.game.players import levels_of
    from thousand_qt.net.host_dialog import HostDialog

    beginner_only = [g for g in ("tausendeins", "russeln", "draw", "auction_two") if levels_of(g) == ["random"]]
    if not beginner_only:
        pytest.skip("every game has computer levels now")
    dlg = HostDialog()
    qtbot.addWidget(dlg)
    dlg.game.setCurrentIndex(dlg.game.findData("thousand"))
    dlg.level.setCurrentIndex(dlg.level.findData("hard"))
    dlg.level.activated.emit(dlg.level.currentIndex())  # as the host's click does
    dlg.game.setCurrentIndex(dlg.game.findData(beginner_only[0]))
    assert dlg.level.currentData() == "random"
    dlg.game.setCurrentIndex(dlg.game.findData("thousand"))
    assert dlg.level.currentData() == "hard"


def test_the_lobbys_agreements_are_the_tables_game(qtbot):
    """Agreements… in the host's lobby edits the table's game's agreements (a Russeln table stays Russeln
    and plays the target set there), whatever game New game chose last."""
    from engine import Rules
    from thousand_qt import settings
    from thousand_qt.dialogs.agreements import AgreementsDialog
    from thousand_qt.net.client import ClientSession
    from thousand_qt.net.host import HostServer
    from thousand_qt.net.lan_table import LobbyDialog

    settings.put("game/id", "sixty_six")  # New game's last choice: another game
    host = HostServer("Russeln", 3, Rules(game="russeln"), listen="127.0.0.1", advertise=False)
    assert host.start()
    lobby = LobbyDialog(ClientSession(name="Ann"), host)
    qtbot.addWidget(lobby)

    def fill(d):
        assert d.game_id == "russeln"
        d.editors["russeln_target"].setValue(500)
        d.accept()

    when_modal(AgreementsDialog, fill)
    lobby.edit_agreements()
    assert host.rules.game == "russeln" and host.rules.russeln_target == 500
    host.close()
