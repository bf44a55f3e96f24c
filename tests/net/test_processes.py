"""Real processes: a client killed mid-deal is replaced by a computer and rejoins; a killed host
is reported by the clients, which keep the record; a killed worker process of computers is stood in for."""

from __future__ import annotations

import json
import logging
import os
import signal

from engine.record import replay
from thousand_qt.game import players

from .helpers import last_at, loopback_host, read_listening, read_log, spawn, stop, wait_for


def _host(tmp_path, *extra):
    h = spawn(
        "host",
        "--headless",
        "--port",
        0,
        "--listen",
        "127.0.0.1",
        "--no-advertise",
        "--bots",
        1,
        "--bot-delay",
        0.03,
        "--deal-pause",
        0.1,
        "--seed",
        5,
        *extra,
        errfile=tmp_path / "host.err",
    )
    return h, read_listening(h)


def _client(tmp_path, port, name, *extra):
    log = tmp_path / f"{name}.jsonl"
    p = spawn(
        "client",
        "--connect",
        f"127.0.0.1:{port}",
        "--name",
        name,
        "--delay",
        0.03,
        "--log",
        log,
        *extra,
        errfile=tmp_path / f"{name}.err",
    )
    return p, log


def test_killed_host_is_reported_and_record_kept(tmp_path):
    host, port = _host(tmp_path)
    procs = [host]
    try:
        clients = []
        for i, name in enumerate(("C1", "C2")):
            rec = tmp_path / f"{name}.record.json"
            p, log = _client(tmp_path, port, name, "--seed", 10 + i, "--save-record", rec)
            procs.append(p)
            clients.append((p, log, rec))
        # the first deal is over and the second is under way
        wait_for(
            lambda: all(any(m["t"] == "deal_record" for m in read_log(log)) for _, log, _ in clients),
            30,
            "a finished deal",
        )
        wait_for(
            lambda: all(last_at(read_log(log))[0] >= 1 and last_at(read_log(log))[1] >= 2 for _, log, _ in clients),
            20,
            "the next deal to be under way",
        )
        host.send_signal(signal.SIGKILL)
        host.wait(5)
        for p, _log, rec in clients:
            p.wait(15)
            out = p.stdout.read()
            assert p.returncode == 3, out
            assert "HOST LOST" in out and "connection to the host was lost" in out
            data = json.loads(rec.read_text())
            assert data["deals"], "the finished deals are kept"
            g = replay(data)  # the finished deals replay through the rules
            assert g.deals[0].summary is not None
            assert data["unfinished"]["actions"], "this seat's view of the deal cut short is kept"
    finally:
        for p in procs:
            stop(p)


def test_stopped_host_says_so(tmp_path):
    kept = tmp_path / "stopped.json"
    host, port = _host(tmp_path, "--record", kept)
    procs = [host]
    try:
        p, log = _client(tmp_path, port, "C1", "--seed", 1)
        procs.append(p)
        q, log2 = _client(tmp_path, port, "C2", "--seed", 2)
        procs.append(q)
        wait_for(lambda: any(m["t"] == "view" for m in read_log(log)), 20, "the game")
        host.send_signal(signal.SIGTERM)
        # generous: on a machine loaded well past its cores (load 6 on 2) 15 s once ran out
        p.wait(45)
        assert p.returncode == 3
        assert "The host was stopped." in p.stdout.read()
        host.wait(45)
        # the game stopped half-way is kept, whole, for a table to go on with (--continue)
        data = json.loads(kept.read_text(encoding="utf-8"))
        assert data["deals"] and replay(data).deals[0].hands
    finally:
        for x in procs:
            stop(x)


def test_a_gui_hosts_worker_process_that_dies_is_reported_and_the_table_plays_on(qtbot, caplog):
    """A host made by the app (use_process) keeps its searching computers in a worker process; killed
    for real mid-game, their moves are played by stand-ins (counted and logged) and the game goes on."""
    players.fallbacks.clear()
    host = loopback_host("worker dies")
    host.use_process = True
    for seat in range(3):
        host.set_computer(seat, "easy")
    try:
        assert host.start_game() is None
        qtbot.waitUntil(lambda: host.actions_applied >= 3, timeout=30000)
        assert not players.fallbacks
        with caplog.at_level(logging.WARNING, logger="thousand_qt.game.players"):
            os.kill(host.play.computer_procs.proc.pid, signal.SIGKILL)
            before = host.actions_applied
            qtbot.waitUntil(lambda: host.actions_applied >= before + 12, timeout=30000)
        assert players.fallbacks["easy"] >= 1
        assert "the worker process is gone" in caplog.text
    finally:
        host.close()
        players.fallbacks.clear()
