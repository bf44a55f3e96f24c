"""Real mDNS between network namespaces this test creates: one host, two clients on separate
veth addresses, joined by a bridge in a namespace of its own. Nothing touches the machine's
own interfaces. Skipped (with the reason) where namespaces cannot be created."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import time
import uuid

import pytest

from .helpers import HiddenCardChecker, env, read_log, spawn, stop

pytestmark = pytest.mark.slow


def _run(*cmd):
    return subprocess.run(cmd, capture_output=True, text=True, timeout=20)


def _netns_reason() -> str | None:
    if shutil.which("ip") is None:
        return "the ip tool (iproute2) is not installed"
    if os.geteuid() != 0:
        return "creating network namespaces needs root"
    probe = f"tqprobe{uuid.uuid4().hex[:6]}"
    r = _run("ip", "netns", "add", probe)
    if r.returncode != 0:
        return f"ip netns add failed: {r.stderr.strip()}"
    _run("ip", "netns", "del", probe)
    return None


@pytest.fixture
def lan():
    why = _netns_reason()
    if why:
        pytest.skip(f"cannot create network namespaces here: {why}")
    tag = uuid.uuid4().hex[:5]
    br, names = f"tqbr{tag}", {"host": f"tqh{tag}", "c1": f"tqa{tag}", "c2": f"tqb{tag}"}
    addrs = {"host": "10.203.7.1", "c1": "10.203.7.2", "c2": "10.203.7.3"}
    made = []

    def ns(n, *cmd):
        r = _run("ip", "netns", "exec", n, *cmd)
        assert r.returncode == 0, (cmd, r.stderr)

    try:
        for n in [br, *names.values()]:
            assert _run("ip", "netns", "add", n).returncode == 0
            made.append(n)
            ns(n, "ip", "link", "set", "lo", "up")
        ns(br, "ip", "link", "add", "br0", "type", "bridge")
        _run("ip", "netns", "exec", br, "ip", "link", "set", "br0", "type", "bridge", "mcast_snooping", "0")
        ns(br, "ip", "link", "set", "br0", "up")
        for i, (role, n) in enumerate(names.items()):
            # the veth pair is created inside the bridge namespace, then one end moves to the peer's
            ns(br, "ip", "link", "add", f"p{i}", "type", "veth", "peer", "name", "eth0")
            ns(br, "ip", "link", "set", "eth0", "netns", n)
            ns(br, "ip", "link", "set", f"p{i}", "master", "br0")
            ns(br, "ip", "link", "set", f"p{i}", "up")
            ns(n, "ip", "addr", "add", f"{addrs[role]}/24", "dev", "eth0")
            ns(n, "ip", "link", "set", "eth0", "up", "multicast", "on")
            ns(n, "ip", "route", "add", "224.0.0.0/4", "dev", "eth0")
        yield names, addrs
    finally:
        for n in made:
            _run("ip", "netns", "del", n)


def test_discover_and_play_across_namespaces(lan, tmp_path):
    names, addrs = lan
    procs = []

    def in_ns(role, module, *args, errfile=None):
        e = env()
        e["THOUSAND_LAN_INTERFACES"] = addrs[role]
        p = spawn(module, *args, prefix=("ip", "netns", "exec", names[role]), environ=e, errfile=errfile)
        procs.append(p)
        return p

    try:
        record = tmp_path / "host.record.json"
        host = in_ns(
            "host",
            "host",
            "--headless",
            "--port",
            0,
            "--listen",
            addrs["host"],
            "--name",
            "Veth table",
            "--bots",
            1,
            "--bot-delay",
            0,
            "--deal-pause",
            0,
            "--max-deals",
            1,
            "--seed",
            17,
            "--record",
            record,
            "--linger",
            2,
            errfile=tmp_path / "host.err",
        )
        line = host.stdout.readline()
        assert line.startswith("LISTENING"), (tmp_path / "host.err").read_text()
        t0 = time.monotonic()
        logs = {}
        for role in ("c1", "c2"):
            logs[role] = tmp_path / f"{role}.jsonl"
            in_ns(
                role,
                "client",
                "--discover",
                "--discover-timeout",
                15,
                "--seed",
                len(logs),
                "--log",
                logs[role],
                errfile=tmp_path / f"{role}.err",
            )
        found = []
        for p in procs[1:]:
            out = p.stdout.readline()
            found.append((out, time.monotonic() - t0))
        for out, _ in found:
            assert out.startswith("FOUND Veth table 10.203.7.1 "), out
        for p in procs[1:]:
            p.wait(60)
            assert p.returncode == 0, (p.stdout.read(), (tmp_path / "c1.err").read_text()[-2000:])
        host.wait(20)
        rec = json.loads(record.read_text())
        checker = HiddenCardChecker(rec)
        for role in ("c1", "c2"):
            msgs = read_log(logs[role])
            seat = next(m["seat"] for m in msgs if m["t"] == "welcome")
            assert checker.check(seat, msgs) == []
            assert any(m["t"] == "game_over" for m in msgs)
        print("discovery in namespaces:", [round(t, 2) for _, t in found], "s")
    finally:
        for p in procs:
            stop(p)
