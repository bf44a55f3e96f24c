"""A table goes on with a saved game: the record's agreements, seats, scores and finished deals
come along; players who join under the record's names take their seats; the game's record goes on
from the saved one. Real sockets on 127.0.0.1, the headless host as a process."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from engine import Rules, apply, legal_actions, new_game, to_act, view
from engine.game import DONE
from engine.players import RandomPlayer
from engine.record import RecordError, replay, to_record
from thousand_qt.net.client import ClientSession, ComputerClient
from thousand_qt.net.host import HostServer
from thousand_qt.net.remote_source import history_from_deals

from .helpers import ROOT, HiddenCardChecker, env, loopback_host

NAMES = ["Anna", "Marek", "Olga"]


def saved_record(deals=2, actions_more=0, seed=5, start=None, preset="russian") -> dict:
    """A game of random legal players stopped after ``deals`` finished deals (and
    ``actions_more`` actions into the next one)."""
    g = new_game(Rules(preset), 3, seed=seed, names=NAMES, start=start)
    bots = [RandomPlayer(seed * 10 + s) for s in range(3)]
    while sum(1 for d in g.deals if d.phase == DONE) < deals or len(g.deal.actions) < actions_more:
        assert not g.over
        seat = to_act(g)
        apply(g, bots[seat].choose(view(g, seat)) if seat is not None else legal_actions(g)[0])
    rec = to_record(g)
    if actions_more == 0:
        rec["deals"] = rec["deals"][:deals]  # as a seat keeps it: the finished deals
    return rec


def won_record() -> dict:
    """A game played to its end (from 995)."""
    g = new_game(Rules(), 3, seed=1, names=NAMES, start={"scores": [995, 0, 0]})
    bots = [RandomPlayer(s) for s in range(3)]
    while not g.over and len(g.deals) < 40:
        seat = to_act(g)
        apply(g, bots[seat].choose(view(g, seat)) if seat is not None else legal_actions(g)[0])
    assert g.over
    return to_record(g)


def _host(**kw):
    return loopback_host("Saved", Rules(), **{"seed": 3, "max_deals": 1, **kw})


def _join(qtbot, host, names):
    msgs, sessions = {}, []
    for i, name in enumerate(names):
        s = ClientSession(name=name)
        box = []
        s.message.connect(box.append)
        ComputerClient(s, "easy", seed=i)
        s.connect_to("127.0.0.1", host.port)
        sessions.append((s, box))
    qtbot.waitUntil(lambda: all(s.seat is not None for s, _ in sessions), timeout=5000)
    qtbot.waitUntil(lambda: host.can_start() is None, timeout=5000)  # each computer client said ready
    for s, box in sessions:
        msgs[s.seat] = box
    return [s for s, _ in sessions], msgs


def test_a_saved_game_goes_on_at_the_table(qtbot):
    saved = saved_record(deals=2, start={"scores": [100, 40, 0]})
    before = replay(saved)
    host = _host()
    host.continue_saved(dict(saved, app={"seat": 0}, unfinished={"seat": 0}))
    lobby = host.lobby_message()
    assert lobby["saved"] == {"names": NAMES, "scores": before.scores, "deals": 2}
    assert host.rules.to_record() == Rules.from_record(saved["rules"]).to_record()
    with pytest.raises(RuntimeError):
        host.set_rules(Rules("polish"))  # a saved game keeps its agreements
    # the names the record gave the seats take them back, whatever the order of joining
    host.set_computer(1, "easy")
    sessions, msgs = _join(qtbot, host, ["olga", "Anna"])
    assert sorted(s.seat for s in sessions) == [0, 2]
    assert {s.name: s.seat for s in sessions} == {"olga": 2, "Anna": 0}
    assert all(s.lobby.get("saved", {}).get("deals") == 2 for s in sessions)
    over = []
    host.gameOver.connect(over.append)
    assert host.start_game() is None
    qtbot.waitUntil(lambda: bool(over) and all(s.final_record for s in sessions), timeout=20000)
    record = host.record()
    assert record["start"] == {"scores": [100, 40, 0]}
    assert record["deals"][:2] == saved["deals"] and len(record["deals"]) == 3
    g = replay(record)  # one record of the whole game, the saved deals and the new one
    assert g.deals[2].phase == DONE
    assert record["names"][0] == "Anna" and record["names"][2] == "olga"  # who sat this time
    checker = HiddenCardChecker(record, finished_before=2)
    for s in sessions:
        assert s.start_info["start"] == {"scores": [100, 40, 0]}
        assert sorted(s.deal_records) == [0, 1, 2]  # the sheet's past rows came along
        assert checker.check(s.seat, msgs[s.seat]) == []
        # what the client rebuilds from them ends at the host's scores
        past = history_from_deals(s.start_info, s.deal_records, s.seat)
        totals = [e for e in past if e.kind == "deal_scored"][-1]
        assert list(totals.data["totals"]) == g.scores
    host.close()


def test_an_unfinished_deal_goes_on_where_it_stopped(qtbot):
    saved = saved_record(deals=1, actions_more=6, seed=8)
    assert saved["deals"][-1].get("result") is None and len(saved["deals"]) == 2
    host = _host(seed=4)
    host.continue_saved(saved)
    assert host.lobby_message()["saved"]["deals"] == 1
    sessions, msgs = _join(qtbot, host, ["Marek", "Zoe"])
    assert {s.name: s.seat for s in sessions}["Marek"] == 1
    over = []
    host.gameOver.connect(over.append)
    assert host.start_game() is None
    qtbot.waitUntil(lambda: bool(over), timeout=20000)
    record = host.record()
    assert len(record["deals"]) == 2  # max_deals=1 counts the deal that went on
    assert record["deals"][1]["hands"] == saved["deals"][1]["hands"]
    assert record["deals"][1]["actions"][:6] == saved["deals"][1]["actions"]
    assert replay(record).deals[1].phase == DONE
    host.close()


def test_what_cannot_go_on_is_refused(qtbot):
    host = _host()
    with pytest.raises(RecordError, match="deals must be a list"):
        host.continue_saved({"format": 1, "rules": {"preset": "russian"}, "players": 3})
    with pytest.raises(RecordError):
        host.continue_saved({"format": 2})
    assert host.saved is None and "saved" not in host.lobby_message()
    # four seats in the record: the table takes four while nobody sits
    four = to_record(new_game(Rules(), 4, seed=2, auto_deal=False))
    four["deals"] = []
    host.continue_saved(four)
    assert host.players == 4 and len(host.lobby_message()["seats"]) == 4
    host.close()
    other = _host()
    other.set_computer(0, "easy")
    with pytest.raises(ValueError, match="4 players"):
        other.continue_saved(four)
    other.close()


def test_a_game_already_won_is_refused():
    with pytest.raises(RecordError, match="over"):
        HostServer.check_saved(won_record())


def test_headless_host_goes_on_with_a_saved_game(tmp_path):
    saved = saved_record(deals=2, seed=9)
    path, out = tmp_path / "saved.json", tmp_path / "out.json"
    path.write_text(json.dumps(saved), encoding="utf-8")
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "thousand_qt.net.host",
            "--headless",
            "--listen",
            "127.0.0.1",
            "--no-advertise",
            "--bots",
            "3",
            "--level",
            "easy",
            "--bot-delay",
            "0",
            "--deal-pause",
            "0",
            "--max-deals",
            "1",
            "--linger",
            "0",
            "--continue",
            str(path),
            "--record",
            str(out),
        ],
        cwd=ROOT,
        env=env(),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert "GAME OVER" in proc.stdout
    record = json.loads(out.read_text(encoding="utf-8"))
    assert record["deals"][:2] == saved["deals"] and len(record["deals"]) == 3
    replay(record)


@pytest.mark.parametrize(
    "content,said",
    [
        ("{not json", "not valid JSON"),
        ('{"format": 1, "players": 3, "deals": 5}', "deals must be a list"),
    ],
)
def test_headless_host_says_what_is_wrong_with_the_saved_game(tmp_path, content, said):
    path = tmp_path / "bad.json"
    path.write_text(content, encoding="utf-8")
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "thousand_qt.net.host",
            "--headless",
            "--listen",
            "127.0.0.1",
            "--no-advertise",
            "--continue",
            str(path),
        ],
        cwd=ROOT,
        env=env(),
        capture_output=True,
        text=True,
        timeout=30,
    )
    assert proc.returncode == 2
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ") and said in lines[0], proc.stderr


def test_host_dialog_and_lobby_show_the_saved_game(qtbot, qapp, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from thousand_qt.words import i18n

    i18n.install_language(qapp, "en")  # the English plural forms, as the app loads them

    from thousand_qt.net.host_dialog import HostDialog
    from thousand_qt.net.lan_table import LobbyDialog
    from thousand_qt.net.widgets import LobbyPanel

    saved = saved_record(deals=2, seed=5)
    scores = replay(saved).scores
    good, won = tmp_path / "good.json", tmp_path / "won.json"
    good.write_text(json.dumps(saved), encoding="utf-8")
    won.write_text(json.dumps(won_record()), encoding="utf-8")

    dlg = HostDialog()
    qtbot.addWidget(dlg)
    warned = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: warned.append((box.text(), box.detailedText())) or 0)
    assert not dlg.load_saved(won)
    assert warned and "over" in warned[0][1] and dlg.saved is None
    assert not dlg.load_saved(tmp_path / "missing.json") and len(warned) == 2
    assert dlg.load_saved(good)
    assert "Anna" in dlg.saved_label.text() and "2 deals" in dlg.saved_label.text()
    assert not dlg.players.isEnabled() and not dlg.rules_button.isEnabled() and dlg.fresh_button.isVisibleTo(dlg)
    host = dlg.make_host()
    host.listen_address = "127.0.0.1"
    host.advertise = False
    assert host.saved is not None and host.lobby_message()["saved"]["scores"] == scores
    assert host.start()
    lobby = LobbyDialog(ClientSession(name="Marek"), host)
    qtbot.addWidget(lobby)
    assert not lobby.agreements.isEnabled()  # the saved game's agreements stay
    panel: LobbyPanel = lobby.panel
    lobby.session.connect_to("127.0.0.1", host.port)
    qtbot.waitUntil(lambda: panel.seats.count() == 3 and "Marek —" in panel.seats.item(1).text(), timeout=5000)
    assert panel.saved_line.isVisibleTo(panel) and "2 deals" in panel.saved_line.text()
    assert f"in the saved game: Anna, {scores[0]}" in panel.seats.item(0).text()
    host.close()
    dlg.fresh_button.click()
    assert dlg.saved is None and dlg.players.isEnabled() and dlg.rules_button.isEnabled()


def test_the_game_goes_on_through_an_engine_call_under_the_seated_names_and_the_tables_seed():
    """The host asks the engine for the saved game (saved_game.go_on -> engine.record.replay(seed=)),
    rather than writing names and a shuffler into the replayed game (docs/engine-api.md: the game
    state is read-only for others)."""
    from engine.game import start_deal
    from thousand_qt.net.saved_game import go_on

    rec = saved_record(deals=2)
    seated = ["Anna", "Piotr", "Olga"]  # Marek's seat is taken by someone else now
    a, b = go_on(rec, seated, 7), go_on(rec, seated, 7)
    assert a.names == seated and to_record(a)["names"] == seated  # the record goes on under them
    assert [d.to_record() for d in a.deals] == rec["deals"]  # the finished deals as saved
    assert start_deal(a) and start_deal(b)
    assert a.deal.to_record()["hands"] == b.deal.to_record()["hands"]  # the next deal: from the seed
