"""LAN tables for the family's games (issues 30 and 31, their "LAN" lines): a host opens a table for any
game the engine plays with that game's seats, discovery's TXT names the game, the lobby and the Join list
say it, bots fill the seats, a client plays a whole Sixty-Six hand and a 1001 deal over loopback, and the
host's record replays and goes on (``--continue``). Real sockets on 127.0.0.1, zeroconf on 127.0.0.1 only."""

from __future__ import annotations

import json
import socket
import threading
import time

import pytest

from engine import Rules, apply, legal_actions, new_game, to_act, view
from engine.agreements import GAMES, agreements_of
from engine.game import DONE, playable_games
from engine.players import RandomPlayer
from engine.record import replay, to_record
from thousand_qt.net import protocol as P
from thousand_qt.net.client import ClientSession, ComputerClient
from thousand_qt.net.discovery import Advertiser, TableBrowser, table_properties
from thousand_qt.net.host import HostServer

from .helpers import SeenCardChecker, env, read_listening, spawn, stop


def _table(qtbot, game: str, players: int, level="hard", max_deals=1, seed=7, clients=2):
    host = HostServer(
        "Family",
        players,
        Rules(game=game),
        listen="127.0.0.1",
        advertise=False,
        level=level,
        bot_delay=0,
        deal_pause=0,
        seed=seed,
        max_deals=max_deals,
    )
    assert host.start()
    msgs: dict[int, list] = {}
    sessions, bots = [], []
    for i in range(clients):
        s = ClientSession(name=f"Guest {i}")
        s.message.connect(lambda m, i=i: msgs.setdefault(i, []).append(m))
        bots.append(ComputerClient(s, level, seed=i))
        s.connect_to("127.0.0.1", host.port)
        sessions.append(s)
    qtbot.waitUntil(lambda: all(s.seat is not None for s in sessions), timeout=5000)
    qtbot.waitUntil(lambda: all(host.seats[s.seat].ready for s in sessions), timeout=5000)
    return host, sessions, bots, msgs


def _play_through(qtbot, host, sessions, timeout=60000):
    over = []
    host.gameOver.connect(over.append)
    assert host.start_game() is None
    qtbot.waitUntil(lambda: bool(over) and all(s.final_record for s in sessions), timeout=timeout)
    return host.record()


@pytest.mark.parametrize("game,players", [("sixty_six", 2), ("tausendeins", 3)])
def test_a_client_plays_a_whole_deal_of_the_game_against_the_host(qtbot, game, players):
    """A Sixty-Six hand (002: six cards each, the turned trump beside the stock) and a 1001 deal
    (001: six cards each and two to the talon) played by clients over loopback: the host's record replays,
    each client's deal record is the host's, no frame names a card its seat could not know, and the
    client's table rebuilds its history of the finished deal (the score sheet's rows)."""
    from thousand_qt.net.remote_source import history_from_deals

    host, sessions, _, msgs = _table(qtbot, game, players)
    record = _play_through(qtbot, host, sessions)
    g = replay(record)
    assert g.rules.game == game and g.players == players and g.deals[0].phase == DONE
    checker = SeenCardChecker(record)
    for s in sessions:
        got = msgs[s.seat]
        assert s.start_info["rules"]["game"] == game and s.start_info["players"] == players
        assert s.deal_records[0] == record["deals"][0]
        played = [e for m in got if m["t"] == "events" for e in m["events"] if e["kind"] == "card_played"]
        assert any(e["seat"] == s.seat for e in played)  # this client's own cards were played through the wire
        assert checker.check(s.seat, got) == []
        history = history_from_deals(s.start_info, s.deal_records, s.seat)
        assert [e.kind for e in history if e.kind in ("dealt", "deal_scored")] == ["dealt", "deal_scored"]
        assert replay(s.record()).deals[0].phase == DONE  # the client's own record replays too
    host.close()


def test_the_checker_catches_a_card_of_the_other_seat(qtbot):
    """The family checker can fail: the opponent's dealt hand in a Sixty-Six view is caught."""
    host, sessions, _, _ = _table(qtbot, "sixty_six", 2, level="random", seed=3)
    record = _play_through(qtbot, host, sessions)
    checker = SeenCardChecker(record)
    other = record["deals"][0]["hands"][1]
    forged = {"t": "view", "at": [0, 0], "view": {"seat": 0, "hand": other}}
    assert checker.check(0, [forged])
    host.close()


@pytest.mark.parametrize("game", playable_games())
def test_every_game_opens_a_table_with_its_seats_and_bots_fill_them(qtbot, game):
    """Each game's table seats the game's counts (games.toml) and no other; computers fill the empty
    seats and play a deal to its end; a level that cannot play the game yet is the random player."""
    from thousand_qt.game.players import fallbacks, plays

    seats = GAMES[game].seats
    for wrong in {2, 3, 4, 5} - set(seats):
        with pytest.raises(ValueError, match="seats"):
            HostServer("Wrong", wrong, Rules(game=game), listen="127.0.0.1", advertise=False)
    host, sessions, bots, _ = _table(qtbot, game, seats[-1], level="hard", seed=11, clients=1)
    assert len(host.lobby_message()["seats"]) == seats[-1]
    failed_before = sum(fallbacks.values())
    record = _play_through(qtbot, host, sessions, timeout=120000)
    computers = [s for s in host.seats if s.kind == "computer"]
    assert len(computers) == seats[-1] - 1
    hard_plays = plays("hard", game)
    for s in computers + [None]:
        player = (s.player if s is not None else bots[0].player).player  # players.Guarded's own player
        assert isinstance(player, RandomPlayer) != hard_plays
    assert sum(fallbacks.values()) == failed_before  # nobody stood in for a failing computer
    assert replay(record).deals[0].phase == DONE
    host.close()


def test_the_lobby_says_the_game_its_seats_and_only_its_agreements(qtbot, qapp):
    from thousand_qt.net.widgets import LobbyPanel
    from thousand_qt.words import i18n

    i18n.install_language(qapp, "en")  # the English plural forms, as the app loads them

    host = HostServer("Two", 2, Rules(game="sixty_six"), listen="127.0.0.1", advertise=False)
    assert host.start()
    s = ClientSession(name="Ann")
    panel = LobbyPanel(s, host)
    qtbot.addWidget(panel)
    s.connect_to("127.0.0.1", host.port)
    qtbot.waitUntil(lambda: panel.seats.count() == 2, timeout=5000)
    assert panel.seats_title.text() == "Sixty-Six: 2 seats"
    shown = {
        panel.rules.topLevelItem(i).child(j).text(0)
        for i in range(panel.rules.topLevelItemCount())
        for j in range(panel.rules.topLevelItem(i).childCount())
    }
    assert len(shown) == len(agreements_of("sixty_six"))
    with pytest.raises(ValueError, match="seats 3 or 4"):
        host.set_rules(Rules())  # 1000 is no game for two
    assert host.rules.game == "sixty_six"
    host.close()


def test_a_three_seat_table_changes_among_the_games_for_three(qtbot):
    """1000, 1001 and Russeln are all played by three: the host may change among them in the lobby."""
    host = HostServer("Three", 3, Rules(game="tausendeins"), listen="127.0.0.1", advertise=False)
    host.set_rules(Rules(game="russeln"))
    host.set_rules({"preset": "russian"})
    assert host.rules.game == "thousand"
    with pytest.raises(ValueError):
        host.set_rules(Rules(game="draw"))
    host.close()


def test_discovery_names_the_game_and_an_older_hosts_table_is_1000(qtbot):
    """TXT ``game`` (docs/protocol.md); a TXT without it is 1000's, as older hosts advertise."""
    from thousand_qt.net.widgets import table_text

    host = HostServer("Sixty-Six here", 2, Rules(game="sixty_six"), listen="127.0.0.1", interfaces=["127.0.0.1"])
    old_props = table_properties("Old host", "russian", 1, 2)
    del old_props["game"]
    browser = TableBrowser(["127.0.0.1"])
    found: dict[str, dict] = {}
    browser.tableFound.connect(lambda t: found.__setitem__(t["name"], t))
    assert host.start()
    old = Advertiser("Old host", host.port + 1, old_props, ["127.0.0.1"])
    qtbot.waitUntil(lambda: {"Sixty-Six here", "Old host"} <= set(found), timeout=10000)
    assert found["Sixty-Six here"]["game"] == "sixty_six" and found["Sixty-Six here"]["free"] == 2
    assert found["Old host"]["game"] == "thousand"
    assert "Sixty-Six, Sixty-Six" in table_text(found["Sixty-Six here"])  # the game, then its preset
    assert "1000, Russian" in table_text(found["Old host"])
    newer = dict(found["Old host"], game="skat")
    assert table_text(newer).endswith("a game this version cannot play")
    old.close()
    host.close()
    browser.stop()


def _newer_host(game_rules: dict):
    """A host of a newer app on 127.0.0.1: it welcomes a guest to a table of ``game_rules`` and keeps
    every frame the guest sends. (A scripted peer: this app's HostServer plays only games it knows.)"""
    srv = socket.create_server(("127.0.0.1", 0))
    got: list[dict] = []

    def serve():
        conn, _ = srv.accept()
        with conn:
            f = conn.makefile("rb")
            got.append(json.loads(f.readline()))
            seats = [
                {
                    "seat": 0,
                    "kind": "human",
                    "name": "Ann",
                    "ready": False,
                    "connected": True,
                    "computer": False,
                    "level": None,
                }
            ]
            lobby = {
                "table": "New",
                "players": 2,
                "rules": game_rules,
                "seats": seats,
                "level": "normal",
                "started": False,
                "replace_after": 30,
            }
            token = "ab" * 16
            conn.sendall(
                P.encode(
                    "welcome",
                    1,
                    seat=0,
                    token=token,
                    rejoined=False,
                    table="New",
                    proto=1,
                    app=P.app_version(),
                    chat=[],
                )
            )
            conn.sendall(P.encode("lobby", 2, **lobby))
            conn.settimeout(5)
            try:
                for line in f:
                    got.append(json.loads(line))
            except OSError:
                pass

    threading.Thread(target=serve, daemon=True).start()
    return srv, got


@pytest.mark.parametrize(
    "rules,said",
    [
        ({"game": "skat", "preset": "skat"}, "This table plays skat, a game this version of Thousand cannot play."),
        (
            {"preset": "russian", "agreements": {"jokers": True}},
            "This table plays by agreements this version of Thousand does not know.",
        ),
    ],
)
def test_a_client_leaves_a_table_of_a_game_it_cannot_play_politely(qtbot, rules, said):
    srv, got = _newer_host(rules)
    s = ClientSession(name="Ann")
    refused, lost, lobbies = [], [], []
    s.refused.connect(refused.append)
    s.hostLost.connect(lost.append)
    s.lobbyChanged.connect(lobbies.append)
    s.connect_to("127.0.0.1", srv.getsockname()[1])
    qtbot.waitUntil(lambda: bool(refused), timeout=5000)
    assert refused == [said]
    qtbot.waitUntil(lambda: any(m.get("t") == "bye" for m in got), timeout=5000)  # it said goodbye
    qtbot.wait(200)
    assert lost == [] and lobbies == []  # one sentence, no lobby it cannot show
    srv.close()


def _sixty_six_mid_deal(actions: int) -> dict:
    g = new_game(Rules(game="sixty_six"), 2, seed=4, names=["Anna", "Marek"])
    bots = [RandomPlayer(s) for s in range(2)]
    while len(g.deal.actions) < actions:
        seat = to_act(g)
        apply(g, bots[seat].choose(view(g, seat)) if seat is not None else legal_actions(g)[0])
    return to_record(g)


def test_a_saved_sixty_six_hand_goes_on_where_it_stopped(qtbot):
    """The host's own record of a hand cut short (every hand in it) goes on from the same move."""
    saved = _sixty_six_mid_deal(4)
    host = HostServer(
        "Saved",
        2,
        Rules(game="sixty_six"),
        listen="127.0.0.1",
        advertise=False,
        bot_delay=0,
        deal_pause=0,
        seed=5,
        max_deals=1,
    )
    host.continue_saved(saved)
    assert host.players == 2 and host.rules.game == "sixty_six"
    assert host.start()
    s = ClientSession(name="Marek")
    ComputerClient(s, "normal", seed=1)
    s.connect_to("127.0.0.1", host.port)
    qtbot.waitUntil(lambda: s.seat == 1, timeout=5000)  # the seat the record gives Marek
    record = _play_through(qtbot, host, [s])
    assert record["deals"][0]["actions"][:4] == saved["deals"][0]["actions"]
    assert record["deals"][0]["hands"] == saved["deals"][0]["hands"]
    assert replay(record).deals[0].phase == DONE
    host.close()


def test_the_headless_host_plays_a_game_and_goes_on_with_its_record(tmp_path):
    """``--game sixty_six``: two computers play a hand, the record kept (``--record``) replays;
    ``--continue`` goes on from it with the next hand; a seat count the game is not played by is refused."""
    from thousand_qt.net.host_cli import main

    assert main(["--game", "sixty_six", "--players", "3", "--no-advertise"]) == 2
    assert main(["--game", "tausendeins", "--preset", "russian", "--no-advertise"]) == 2
    path = tmp_path / "game.json"
    base = [
        "--headless",
        "--listen",
        "127.0.0.1",
        "--no-advertise",
        "--bots",
        "2",
        "--level",
        "normal",
        "--bot-delay",
        "0",
        "--deal-pause",
        "0",
        "--linger",
        "0",
        "--max-deals",
        "1",
    ]
    for n, extra in ((1, ["--game", "sixty_six", "--record", path]), (2, ["--continue", path, "--record", path])):
        proc = spawn("host", *base, *extra, environ=env())
        try:
            read_listening(proc)
            deadline = time.monotonic() + 60
            line = ""
            while time.monotonic() < deadline and not line.startswith("GAME OVER"):
                line = proc.stdout.readline() or line
            assert line.startswith("GAME OVER"), line
        finally:
            stop(proc)
        rec = json.loads(path.read_text(encoding="utf-8"))
        g = replay(rec)
        assert g.rules.game == "sixty_six" and g.players == 2
        assert sum(1 for d in g.deals if d.phase == DONE) == n


def test_the_client_table_rebuilds_the_history_of_a_sixty_six_hand():
    """RemoteGameSource's score sheet rows come from the finished deals the host shares: a Sixty-Six deal
    (stock and turned trump, no talon) replays as its game's record, as this seat saw it."""
    from thousand_qt.net.remote_source import history_from_deals

    g = new_game(Rules(game="sixty_six"), 2, seed=8, names=["Anna", "Marek"])
    bots = [RandomPlayer(s) for s in range(2)]
    while g.deal.phase != DONE:
        seat = to_act(g)
        apply(g, bots[seat].choose(view(g, seat)))
    rec = to_record(g)
    info = {"rules": rec["rules"], "players": 2, "names": rec["names"]}
    history = history_from_deals(info, {0: rec["deals"][0]}, 1)
    hands = [e for e in history if e.kind == "hand"]
    assert [e.to for e in hands] == [1]  # only this seat's hand
    assert any(e.kind == "deal_scored" for e in history)
    broken = dict(rec["deals"][0], actions=rec["deals"][0]["actions"][:-1] + [{"seat": 0, "close": True}])
    assert history_from_deals(info, {0: rec["deals"][0], 1: broken}, 1) == history  # a refused deal ends it


@pytest.mark.parametrize("game", [g for g in playable_games() if g != "thousand"])
def test_the_lan_bots_play_a_whole_game_of_each_to_a_winner(qtbot, game):
    """Issue 30's "Done means": a complete game played to a winner by the LAN bots (a computer client and
    the host's computer seats); the record every seat gets at the end is the host's and replays to the
    same winner."""
    host, sessions, _, msgs = _table(qtbot, game, GAMES[game].seats[0], level="easy", max_deals=None, clients=1)
    record = _play_through(qtbot, host, sessions, timeout=120000)
    g = replay(record)
    assert g.over and g.winners
    over = next(m for m in msgs[sessions[0].seat] if m["t"] == "game_over")
    assert over["complete"] is True and over["record"] == record
    assert sessions[0].final_record == record
    host.close()


def test_the_join_list_and_the_lobby_say_the_game_in_the_players_language(qtbot, qapp):
    """The game's name through i18n.catalogue(GAMES[g].title): Шестьдесят шесть in Russian, and the
    refusal of a game this app cannot play said in Russian too."""
    from thousand_qt.net.messages import unplayable
    from thousand_qt.net.widgets import LobbyPanel, table_text
    from thousand_qt.words import i18n

    i18n.install_language(qapp, "ru")
    try:
        t = {"name": "Стол", "preset": "sixty_six", "game": "sixty_six", "taken": 1, "free": 1}
        text = table_text(dict(t, host="127.0.0.1", port=41000, proto="1", app=P.app_version()))
        assert text.startswith("Стол — Шестьдесят шесть,") and "свободно: 1" in text
        assert unplayable({"game": "skat"}).startswith("За этим столом играют в skat")
        host = HostServer("Два", 2, Rules(game="sixty_six"), listen="127.0.0.1", advertise=False)
        assert host.start()
        s = ClientSession(name="Аня")
        panel = LobbyPanel(s, host)
        qtbot.addWidget(panel)
        s.connect_to("127.0.0.1", host.port)
        qtbot.waitUntil(lambda: panel.seats.count() == 2, timeout=5000)
        assert panel.seats_title.text() == "Шестьдесят шесть: 2 места"
        host.close()
    finally:
        i18n.install_language(qapp, "en")


def test_the_computer_client_discovers_only_tables_it_can_sit_at():
    """``client --discover`` joins the first table with a free seat, this protocol and a game its engine
    plays; a table naming no game is 1000's (an older host)."""
    from thousand_qt.net.client import _joinable

    table = {"free": 1, "proto": "1"}
    assert _joinable(table) and _joinable(dict(table, game="sixty_six")) and _joinable(dict(table, game=None))
    assert not _joinable(dict(table, game="skat"))
    assert not _joinable(dict(table, free=0)) and not _joinable(dict(table, proto="2"))


def test_a_sixty_six_player_who_drops_gets_the_hand_back_with_the_stock_and_the_trump(qtbot):
    """A dropped guest's token takes the seat back mid-hand with the whole state: its view is the engine's
    (hand, stock count, the turned trump, closed or not: 002's public facts), and it plays the hand out."""
    from thousand_qt.net.protocol import view_to_wire

    host = HostServer(
        "Rejoin",
        2,
        Rules(game="sixty_six"),
        listen="127.0.0.1",
        advertise=False,
        level="random",
        bot_delay=0,
        deal_pause=0,
        seed=9,
        max_deals=1,
    )
    assert host.start()
    host.set_computer(1, "random")
    a = ClientSession(name="Anna")
    a.connect_to("127.0.0.1", host.port)
    qtbot.waitUntil(lambda: a.seat == 0, timeout=5000)
    a.set_ready(True)
    qtbot.waitUntil(lambda: host.seats[0].ready, timeout=5000)
    assert host.start_game() is None
    qtbot.waitUntil(lambda: a.view is not None and a.view.turn == 0 and bool(a.view.legal), timeout=5000)
    a.send_action(next(x for x in a.view.legal if x.kind == "play"))
    qtbot.waitUntil(lambda: host.game.deal.tricks_played >= 1 or len(host.game.deal.actions) >= 2, timeout=5000)
    a.sock.abort()  # the app dies: no goodbye
    qtbot.waitUntil(lambda: host.seats[0].conn is None, timeout=5000)

    b = ClientSession(name="Anna", token=a.token)
    ComputerClient(b, "random", seed=2)
    over, views = [], []
    host.gameOver.connect(over.append)
    b.viewChanged.connect(views.append)
    b.connect_to("127.0.0.1", host.port)
    qtbot.waitUntil(lambda: b.seat == 0 and bool(views), timeout=5000)
    assert b.start_info["rules"]["game"] == "sixty_six" and b.start_info["players"] == 2
    first = views[0]  # the state it came back to (its computer plays on at once)
    assert first.turned is not None and first.hand  # the turned trump and the seat's cards came back
    qtbot.waitUntil(lambda: bool(over) and b.final_record is not None, timeout=20000)
    record = host.record()
    assert b.final_record == record and replay(record).deals[0].phase == DONE
    # the view the rejoined seat got is the engine's at that point of the hand
    rec = dict(record, deals=[dict(record["deals"][0], actions=first.history)])
    assert view_to_wire(first) == view_to_wire(view(replay(rec), 0))
    host.close()
