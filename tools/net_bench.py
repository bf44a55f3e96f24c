"""LAN benchmarks (a script, not a test): ``python -m tools.net_bench``.

Everything runs on 127.0.0.1 (zeroconf on loopback only). Prints the figures docs/protocol.md quotes:
discovery time, action round trip, host responsiveness while 20 clients connect and
disconnect every second, the memory a host process keeps per closed connection of each kind
(``python -m tools.net_bench retained`` runs that one alone), how long a burst of 1,000
connections waits for its handshakes (``python -m tools.net_bench burst``), and the round trip
with 500 idle connections open beside it (``python -m tools.net_bench idle``).
"""

from __future__ import annotations

import json
import os
import select
import socket
import statistics
import subprocess
import sys
import threading
import time

os.environ.setdefault("THOUSAND_LAN_INTERFACES", "127.0.0.1")

from PySide6.QtCore import QCoreApplication  # noqa: E402

from thousand_qt.net import protocol as P  # noqa: E402
from thousand_qt.net.client import ClientSession, ComputerClient  # noqa: E402
from thousand_qt.net.discovery import TableBrowser  # noqa: E402
from thousand_qt.net.host import HostServer  # noqa: E402


def pump(app, cond, timeout):
    deadline = time.monotonic() + timeout
    while not cond() and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.0005)
    return cond()


def pct(xs, q):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def bench_discovery(app, runs=5):
    times = []
    for i in range(runs):
        browser = TableBrowser(["127.0.0.1"])
        pump(app, lambda: False, 0.3)  # the browser is up before the table appears
        host = HostServer(f"Bench {i}", listen="127.0.0.1", interfaces=["127.0.0.1"])
        found = []
        browser.tableFound.connect(
            lambda t, name=f"Bench {i}", found=found: found.append(t) if t["name"] == name else None
        )
        t0 = time.monotonic()
        host.start()
        pump(app, lambda found=found: bool(found), 10)
        times.append(time.monotonic() - t0)
        host.close()
        browser.stop()
        pump(app, lambda: False, 0.2)
    return times


def spawn_host(*args):
    env = dict(os.environ, THOUSAND_LAN_INTERFACES="127.0.0.1")
    p = subprocess.Popen(
        [
            sys.executable,
            "-u",
            "-m",
            "thousand_qt.net.host",
            "--headless",
            "--port",
            "0",
            "--listen",
            "127.0.0.1",
            "--no-advertise",
            *map(str, args),
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env=env,
    )
    line = p.stdout.readline()
    return p, int(line.split()[2])


def bench_round_trip(app, actions=300, idle=0):
    """A host process, three clients here; time from sending an action to the host's answer.
    ``idle``: that many connections open on the host meanwhile, saying nothing (the host drops
    such a connection after 10 s: the actions are timed well within that)."""
    host, port = spawn_host("--bot-delay", 0, "--deal-pause", 0, "--seed", 3)
    rtts = []
    sessions = []
    quiet = [socket.create_connection(("127.0.0.1", port)) for _ in range(idle)]
    try:
        for i in range(3):
            s = ClientSession(name=f"B{i}")
            bot = ComputerClient(s, "easy", seed=i)
            sent = {}
            orig = s.send_action

            def timed(a, s=s, orig=orig, sent=sent):
                sent["t"] = time.perf_counter()
                orig(a)

            def answered(_m, sent=sent):
                if "t" in sent:
                    rtts.append(time.perf_counter() - sent.pop("t"))

            s.send_action = timed
            s.viewChanged.connect(answered)
            s.actionRefused.connect(answered)
            s.connect_to("127.0.0.1", port)
            sessions.append((s, bot))
        pump(app, lambda: len(rtts) >= actions, 60)
    finally:
        for q in quiet:
            q.close()
        host.kill()
        host.wait()
    return rtts


def churn(port, per_second, stop, counts):
    hello = P.encode("hello", 1, proto=P.PROTOCOL_VERSION, app=P.app_version(), name="Churn")
    gap = 1.0 / per_second
    nxt = time.monotonic()
    while not stop.is_set():
        try:
            s = socket.create_connection(("127.0.0.1", port), timeout=5)
            s.sendall(hello)
            reply = s.makefile("rb").readline()
            counts["ok" if json.loads(reply)["t"] in ("refused", "welcome") else "odd"] += 1
            s.close()
        except OSError:
            counts["failed"] += 1
        nxt += gap
        time.sleep(max(0.0, nxt - time.monotonic()))


def bench_churn(app, seconds=10, per_second=20):
    host, port = spawn_host("--bot-delay", 0.05, "--deal-pause", 0.2, "--bots", 1, "--seed", 4)
    pings = []
    counts = {"ok": 0, "odd": 0, "failed": 0}
    try:
        players = []
        for i in range(2):
            s = ClientSession(name=f"P{i}")
            players.append((s, ComputerClient(s, "easy", seed=i, delay=0.05)))
            s.connect_to("127.0.0.1", port)
        probe = players[0][0]
        pump(app, lambda: probe.view is not None, 10)
        pending = {}

        def on_msg(m):
            if m["t"] == "pong" and m.get("echo") in pending:
                pings.append(time.perf_counter() - pending.pop(m["echo"]))

        probe.message.connect(on_msg)
        stop = threading.Event()
        th = threading.Thread(target=churn, args=(port, per_second, stop, counts), daemon=True)
        th.start()
        start_at = probe.at
        t_end = time.monotonic() + seconds
        while time.monotonic() < t_end:
            probe._send("ping")
            pending[probe.seq] = time.perf_counter()
            pump(app, lambda: False, 0.05)
        stop.set()
        th.join(5)
        progressed = (probe.at or [0, 0]) > (start_at or [0, 0])
    finally:
        host.kill()
        host.wait()
    return pings, counts, progressed, seconds


def _rss_kb(pid: int) -> int:
    """The process's resident memory (Qt's share and Python's alike), from /proc."""
    with open(f"/proc/{pid}/status") as f:
        return next(int(line.split()[1]) for line in f if line.startswith("VmRSS:"))


def _until_closed(s: socket.socket) -> list[dict]:
    """Read the host's frames until it closes the connection."""
    frames = []
    for line in s.makefile("rb"):
        frames.append(json.loads(line))
    return frames


def _frame(t: str, seq: int, **fields) -> bytes:
    return P.encode(t, seq, **fields)


def _hello(**fields) -> bytes:
    return _frame("hello", 1, **{"proto": P.PROTOCOL_VERSION, "app": P.app_version(), "name": "Bench", **fields})


def _one(port: int, kind: str) -> None:
    """One connection of ``kind``, as a guest (or a stranger) would make it; the host closes it or
    it closes itself, and it is over when this returns."""
    with socket.create_connection(("127.0.0.1", port), timeout=10) as s:
        if kind == "garbage":
            s.sendall(b"this is no frame\n")
            frames = _until_closed(s)  # an error (fatal), then the host cuts it
            assert frames and frames[-1]["t"] == "error", frames
        elif kind == "silent":
            pass  # connects, says nothing, goes
        elif kind == "refused_hello":
            s.sendall(_hello(proto=P.PROTOCOL_VERSION + 1))
            frames = _until_closed(s)
            assert frames and frames[0]["t"] == "refused", frames
        elif kind in ("refused_action", "admitted_left"):
            s.sendall(_hello())
            f = s.makefile("rb")
            assert json.loads(f.readline())["t"] == "welcome"
            if kind == "refused_action":
                s.sendall(_frame("action", 2, action={"kind": "play", "seat": 0, "card": "AS"}))
                while json.loads(f.readline())["t"] != "error":
                    pass
            s.sendall(_frame("bye", 3))
            for _ in f:  # the host closes after bye
                pass
        else:
            raise ValueError(kind)


KINDS = ("garbage", "silent", "refused_hello", "refused_action", "admitted_left")


def bench_retained(kinds=KINDS, per_round=2000, rounds=3, settle=1.0):
    """Resident memory of a headless host process over ``rounds`` x ``per_round`` closed connections
    of each kind, after a warm-up round of that kind (Qt's and Python's caches, the allocator's
    arenas): {kind: (KB after warm-up, [KB after each round], bytes kept per connection)}."""
    host, port = spawn_host()
    out = {}
    try:
        for kind in kinds:
            rss = []
            for _round in range(rounds + 1):
                for _ in range(per_round):
                    _one(port, kind)
                time.sleep(settle)  # the host's last closes and deferred deletions
                rss.append(_rss_kb(host.pid))
            out[kind] = (rss[0], rss[1:], (rss[-1] - rss[0]) * 1024 / (rounds * per_round))
    finally:
        host.kill()
        host.wait()
    return out


def bench_burst(n=1000):
    """Open ``n`` connections at once to a headless host process: seconds each waited to be
    established (a SYN the kernel's full queue dropped is sent again a second later)."""
    host, port = spawn_host()
    socks, took = [], {}
    try:
        t0 = time.monotonic()
        for _ in range(n):
            s = socket.socket()
            s.setblocking(False)
            s.connect_ex(("127.0.0.1", port))
            socks.append(s)
        poll = select.poll()
        for s in socks:
            poll.register(s, select.POLLOUT)
        while len(took) < n and time.monotonic() - t0 < 10:
            for fd, _ev in poll.poll(100):
                if fd not in took:
                    took[fd] = time.monotonic() - t0
                    poll.unregister(fd)
    finally:
        for s in socks:
            s.close()
        host.kill()
        host.wait()
    return sorted(took.values())


def print_burst(took, n=1000):
    print(
        f"burst of {n} connections: {len(took)} established, median {statistics.median(took) * 1000:.0f} ms, "
        f"max {max(took) * 1000:.0f} ms, {sum(1 for t in took if t > 0.5)} over 0.5 s"
    )


def print_round_trips(app):
    for idle in (0, 500):
        r = bench_round_trip(app, idle=idle)
        print(
            f"action round trip (send -> host's answer, {len(r)} actions, {idle} idle connections open): "
            f"median {statistics.median(r) * 1000:.2f} ms, p95 {pct(r, 0.95) * 1000:.2f} ms, max {max(r) * 1000:.2f} ms"
        )


def print_retained(result, per_round, rounds):
    for kind, (warm, after, per) in result.items():
        steps = " -> ".join(f"{kb / 1024:.1f}" for kb in [warm, *after])
        print(f"retained, {kind}: RSS {steps} MB over {rounds} x {per_round} connections: {per:.0f} bytes each")


def main():
    if sys.argv[1:2] == ["idle"]:
        print_round_trips(QCoreApplication.instance() or QCoreApplication(sys.argv[:1]))
        os._exit(0)
    if sys.argv[1:2] == ["burst"]:
        print_burst(bench_burst())
        os._exit(0)
    if sys.argv[1:2] == ["retained"]:
        per_round = int(sys.argv[2]) if len(sys.argv) > 2 else 2000
        print_retained(bench_retained(per_round=per_round), per_round, 3)
        os._exit(0)
    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    d = bench_discovery(app)
    print(
        f"discovery on loopback: median {statistics.median(d) * 1000:.0f} ms, max {max(d) * 1000:.0f} ms "
        f"({len(d)} runs)"
    )
    print_round_trips(app)
    pings, counts, progressed, secs = bench_churn(app)
    print(
        f"churn: {counts['ok']} connect/hello/disconnect in {secs} s ({counts['ok'] / secs:.1f}/s, "
        f"{counts['failed']} failed); ping during churn: median {statistics.median(pings) * 1000:.2f} ms, "
        f"p99 {pct(pings, 0.99) * 1000:.2f} ms, max {max(pings) * 1000:.2f} ms; game went on: {progressed}"
    )
    print_burst(bench_burst())
    print_retained(bench_retained(), 2000, 3)
    os._exit(0)


if __name__ == "__main__":
    main()
