"""A guest on the network that means harm (issue 27): raw sockets written from docs/protocol.md
against a real host on 127.0.0.1. Each test reproduces one fault the issue names."""

from __future__ import annotations

import gc
import json
import socket
import threading
import time
import tracemalloc

import pytest

from tests.net.helpers import loopback_host
from thousand_qt.net import limits as L
from thousand_qt.net import protocol as P
from thousand_qt.net.client import ClientSession
from thousand_qt.net.host import Conn


def frame(t: str, seq: int, **fields) -> bytes:
    return json.dumps({"v": 1, "t": t, "seq": seq, **fields}).encode() + b"\n"


def hello(seq: int = 1, **fields) -> bytes:
    base = {"proto": P.PROTOCOL_VERSION, "app": P.app_version(), "name": "Guest"}
    base.update(fields)
    return frame("hello", seq, **base)


class Raw:
    """A raw client: writes bytes, reads the host's frames (a thread keeps reading, as a client should)."""

    def __init__(self, port: int, read: bool = True):
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=10)
        self.frames: list[dict] = []
        self.closed = False
        if read:
            threading.Thread(target=self._reader, daemon=True).start()

    def _reader(self):
        f = self.sock.makefile("rb")
        try:
            for line in f:
                self.frames.append(json.loads(line))
        except (OSError, ValueError):
            pass
        self.closed = True

    def send(self, data: bytes) -> None:
        self.sock.sendall(data)

    def first(self, t: str, **match) -> dict | None:
        return next((m for m in self.frames if m["t"] == t and all(m.get(k) == v for k, v in match.items())), None)

    def close(self):
        try:
            self.sock.close()
        except OSError:
            pass


def _host(**kw):
    return loopback_host("Hostile", **kw)


@pytest.fixture
def host(qtbot):
    h = _host()
    yield h
    h.close()


def _live(cls) -> int:
    return sum(1 for o in gc.get_objects() if isinstance(o, cls))


# ------------------------------------------------------------------ 2. memory per connection


def test_closed_connections_are_let_go(qtbot, host):
    """The issue measured 4.7 KB kept per closed connection, never released; the goal is < 1 KB.
    Thousands of connections (a hello, nonsense, or nothing, then closed) leave no Conn behind."""

    accepted = [0]
    host.server.newConnection.connect(lambda: accepted.__setitem__(0, accepted[0] + 1))

    def churn(n: int) -> None:
        first = accepted[0]
        for i in range(n):
            s = socket.create_connection(("127.0.0.1", host.port), timeout=5)
            s.sendall([hello(name=f"G{i}"), b"nonsense\n", b""][i % 3])
            s.close()
            if i % 10 == 9:  # the host accepts as fast as its event loop turns
                qtbot.waitUntil(lambda k=i + 1: accepted[0] - first == k and not host.conns, timeout=10000)
        qtbot.waitUntil(lambda: accepted[0] - first == n and not host.conns, timeout=10000)
        qtbot.wait(50)  # the deferred deletions
        gc.collect()

    churn(300)  # warm up: Qt's and Python's own caches
    tracemalloc.start()
    try:
        before = tracemalloc.take_snapshot()
        n = 3000
        churn(n)
        after = tracemalloc.take_snapshot()
    finally:
        tracemalloc.stop()
    grown = sum(d.size_diff for d in after.compare_to(before, "filename"))
    print(f"\n{n} closed connections: {grown} bytes kept by Python ({grown / n:.1f} per connection)")
    assert _live(Conn) == 0
    assert grown / n < 1024
    assert all(s.kind == "empty" for s in host.seats)


# ------------------------------------------------------------------ 6. text at the edge


@pytest.mark.parametrize("token", ["é", "Тысяча", "\ud800", "0" * 65, "ZZ"])
def test_a_token_that_is_no_token_is_unknown(qtbot, host, token):
    """A non-ASCII or malformed token in the hello of a started game: ``unknown_token`` (the issue:
    ``"token": "é"`` gave a fatal host_error), never an internal error."""
    host.set_computer(1)
    host.set_computer(2)
    first = Raw(host.port)
    first.send(hello())
    qtbot.waitUntil(lambda: first.first("welcome") is not None, timeout=5000)
    first.send(frame("ready", 2, ready=True))
    qtbot.waitUntil(lambda: host.seats[0].ready, timeout=5000)
    assert host.start_game() is None
    r = Raw(host.port)
    r.send(
        json.dumps(
            {"v": 1, "t": "hello", "seq": 1, "proto": 1, "app": P.app_version(), "name": "X", "token": token}
        ).encode()
        + b"\n"
    )
    qtbot.waitUntil(lambda: r.closed, timeout=5000)
    assert [m.get("code") for m in r.frames] == ["unknown_token"], r.frames
    first.close()
    r.close()


@pytest.mark.parametrize(
    "fields, t, code",
    [
        ({"name": "\ud800"}, "welcome", None),
        ({"app": "\udfff"}, "refused", "app_mismatch"),
        ({"app": "1.\ud800"}, "refused", "app_mismatch"),
    ],
)
def test_lone_surrogates_never_break_the_reply(qtbot, host, fields, t, code):
    """JSON may spell a lone surrogate; the issue's host failed to encode its reply and cut the
    client with no answer. Every refusal reaches the client."""
    r = Raw(host.port)
    base = {"v": 1, "t": "hello", "seq": 1, "proto": 1, "app": P.app_version(), "name": "X"}
    base.update(fields)
    r.send(json.dumps(base).encode() + b"\n")
    qtbot.waitUntil(lambda: r.first(t) is not None, timeout=5000)
    assert r.first(t).get("code") == code
    r.close()


def test_a_lone_surrogate_type_is_answered(qtbot, host):
    r = Raw(host.port)
    r.send(hello() + b'{"v":1,"t":"\\ud800","seq":2}\n')
    qtbot.waitUntil(lambda: r.closed, timeout=5000)
    last = r.frames[-1]
    assert last["t"] == "error" and last["fatal"] is True and last["code"] == "unknown_type"
    assert last["params"] == {"type": "\ufffd"}
    r.close()


# ------------------------------------------------------------------ 7. log injection


def test_what_guests_send_is_escaped_in_the_log(qtbot, host):
    """A newline in ``app`` or ``t`` forged log lines, an ESC reached the terminal (the issue)."""
    logs: list[str] = []
    host.log.connect(logs.append)
    a = Raw(host.port)
    a.send(hello(app="\x1b[2J9.9\n[host] Ann joined seat 0"))
    b = Raw(host.port)
    b.send(hello(name="Bob") + frame("\n[host] forged\x1b[31m", 2))
    c = Raw(host.port)
    c.send(hello(name="Eve\u202e", token="\n\x1b[31m"))
    qtbot.waitUntil(lambda: a.closed and b.closed, timeout=5000)
    qtbot.waitUntil(lambda: any("Eve" in m for m in logs), timeout=5000)
    assert logs
    for line in logs:
        assert line.isprintable(), repr(line)
    assert any("\\x1b[2J9.9\\n[host] Ann" in m for m in logs), logs  # said, escaped
    for r in (a, b, c):
        r.close()


# ------------------------------------------------------------------ 9. replays


def test_a_frame_whose_seq_does_not_rise_is_refused(qtbot, host):
    """``seq`` is the sender's own rising counter (docs/protocol.md, the envelope): a repeated or
    older number is refused before the frame is looked at; the connection stays."""
    r = Raw(host.port)
    r.send(
        hello(seq=5) + frame("chat", 5, text="again") + frame("chat", 3, text="older") + frame("chat", 6, text="fresh")
    )
    qtbot.waitUntil(lambda: r.first("chat") is not None, timeout=5000)
    refused = [m for m in r.frames if m.get("code") == "seq_not_rising"]
    assert [(m["ref"], m["params"]) for m in refused] == [(5, {"seq": 5, "last": 5}), (3, {"seq": 3, "last": 5})]
    assert [m["text"] for m in r.frames if m["t"] == "chat"] == ["fresh"]
    assert not r.closed
    r.close()


def test_token_bucket():
    now = [0.0]
    b = L.TokenBucket(2.0, 3, clock=lambda: now[0])
    assert [b.take() for _ in range(4)] == [True, True, True, False]
    assert b.wait() == pytest.approx(0.5)
    now[0] += 0.5
    assert b.take() and not b.take()


def test_client_session_counts_up(qtbot, host):
    """Our own client keeps its seq rising across reconnects, so the host never refuses it."""
    s = ClientSession(name="Ann")
    s.connect_to("127.0.0.1", host.port)
    qtbot.waitUntil(lambda: s.seat is not None, timeout=5000)
    seqs = []
    s.message.connect(lambda m: seqs.append(m))
    for i in range(3):
        s.chat(f"line {i}")
    qtbot.waitUntil(lambda: sum(m["t"] == "chat" for m in seqs) == 3, timeout=5000)
    assert not any(m.get("code") == "seq_not_rising" for m in seqs)
    time.sleep(0)


# ------------------------------------------------------------------ 4. lobby churn and the TXT


def test_lobby_churn_coalesces_txt_updates(qtbot):
    """The issue: 2,000 ``ready`` toggles in 0.02 s started 1,996 threads, each holding a lock for
    about 0.5 s while the TXT was updated. Now at most one update is in flight, the latest wins,
    and no thread is started per change."""
    from thousand_qt.net.discovery import TableBrowser

    h = _host(advertise=True, interfaces=["127.0.0.1"])
    browser = TableBrowser(["127.0.0.1"])
    found = []
    # this table's announcements only: loopback carries every other table of the machine's tests too
    browser.tableFound.connect(lambda t: found.append(t) if t["port"] == h.port else None)
    try:
        qtbot.waitUntil(lambda: h._advertiser.registered.is_set(), timeout=8000)
        threads = threading.active_count()
        t0 = time.monotonic()
        for i in range(2000):  # every change goes through the lobby, as a guest's ready does
            if i % 2:
                h.clear_seat(2)
            else:
                h.set_computer(2)
        took = time.monotonic() - t0
        assert threading.active_count() <= threads + 1, threading.enumerate()
        h.set_computer(1)  # the last state: seat 2 was cleared last, so one seat taken, two free
        qtbot.waitUntil(lambda: any(t["taken"] == 1 and t["free"] == 2 for t in found), timeout=8000)
        sent = h._advertiser.updates_sent
        print(f"\n2000 lobby changes in {took:.3f} s; {sent} TXT updates sent")
        assert sent <= 10
        qtbot.wait(1500)  # nothing older arrives after the latest
        assert (found[-1]["taken"], found[-1]["free"]) == (1, 2)
    finally:
        h.close()
        browser.stop()


# ------------------------------------------------------------------ 3. one guest's burst


def test_a_flooding_guest_drops_nobody_else(tmp_path):
    """The issue: a seated client that wrote 10,000 chat lines (5 MB) in one go made the host reply
    to all before its send buffers drained, and every honest reader was dropped as too slow. Now
    the host reads a bounded amount per turn, rate-limits chat, and stops reading from a guest that
    does not read its replies: the honest guests stay, and still hear each other promptly."""
    from .helpers import read_listening, spawn, stop

    host = spawn(
        "host", "--headless", "--port", 0, "--listen", "127.0.0.1", "--no-advertise", errfile=tmp_path / "host.err"
    )
    try:
        port = read_listening(host)
        honest = [Raw(port), Raw(port)]
        for i, r in enumerate(honest):
            r.send(hello(name=f"Honest{i}"))
        flooder = Raw(port, read=False)  # never reads a byte of what the host says
        flooder.send(hello(name="Flood"))
        wait = time.monotonic() + 10
        while time.monotonic() < wait and not all(r.first("welcome") for r in honest):
            time.sleep(0.02)
        line = "x" * 480
        burst = b"".join(frame("chat", i + 2, text=line) for i in range(10_000))
        assert len(burst) > 5_000_000

        def flood():
            try:
                flooder.sock.settimeout(60)
                flooder.sock.sendall(burst)
            except OSError:
                pass  # dropped, or still blocked when the test ends: either is its own business

        threading.Thread(target=flood, daemon=True).start()
        # meanwhile the honest guests talk and ping; each must hear the other within a second
        seq = 2
        for k in range(10):
            seq += 2
            for i, r in enumerate(honest):
                r.send(frame("chat", seq, text=f"honest {i} says {k}") + frame("ping", seq + 1))
            deadline = time.monotonic() + 3
            while time.monotonic() < deadline and not all(
                any(m["t"] == "chat" and m["text"] == f"honest {1 - i} says {k}" for m in r.frames)
                for i, r in enumerate(honest)
            ):
                time.sleep(0.01)
            for i, r in enumerate(honest):
                assert any(m["t"] == "chat" and m["text"] == f"honest {1 - i} says {k}" for m in r.frames), (
                    k,
                    [m for m in r.frames if m["t"] != "chat"][-3:],
                )
            time.sleep(0.5)  # people chat slower than the chat rate
        for r in honest:
            assert not r.closed and not any(m.get("fatal") for m in r.frames), r.frames[-3:]
            flood_lines = [m for m in r.frames if m["t"] == "chat" and m["from"] == "Flood"]
            assert len(flood_lines) <= L.CHAT_BURST + L.CHAT_RATE * 20  # the chat rate, not the burst
        assert host.poll() is None
        for r in honest + [flooder]:
            r.close()
    finally:
        stop(host)


# ------------------------------------------------------------------ 1. cards before the blind decision

BLIND_RULES = [
    {"blind": "any"},
    {"blind": "any", "dark_talon": True, "blind_hide_talon": True},
    {"blind": "opening", "blind_overbid": "bid"},
    {"blind": "opening", "blind_overbid": "unhide"},
    {"blind": "opening", "blind_overbid": "none"},
]


@pytest.mark.parametrize("agreements", BLIND_RULES)
def test_no_card_reaches_a_seat_before_its_blind_decision(qtbot, agreements):
    """ "Some allow a player to bid blind - that is, without looking at his hand" (rule text 001);
    "a Blind Game ... before the cards are revealed" (003). The issue: a seat received its cards
    (the ``hand`` event, the filled view) in the very frames that offered it the blind bid. Over
    whole deals with three computer clients (random ones: they bid blind, look, bid and pass), no
    frame to a seat holds one of its cards before its first move of the deal when it was offered
    the choice (a blind bid, or looking first); a seat holding its cards is never offered a blind
    bid again."""
    from engine import Rules
    from thousand_qt.net.client import ComputerClient

    h = _host(rules=Rules("russian", agreements), max_deals=6, bot_delay=0, seed=11)
    timelines: list[list] = []
    sessions = []
    for i in range(3):
        s = ClientSession(name=f"P{i}")
        tl: list = []
        s.message.connect(lambda m, tl=tl: tl.append(("recv", m)))
        orig = s.send_action
        s.send_action = lambda a, orig=orig, tl=tl: (tl.append(("sent", a)), orig(a))
        ComputerClient(s, "random", seed=20 + i, delay=0.0)
        s.connect_to("127.0.0.1", h.port)
        timelines.append(tl)
        sessions.append(s)
    try:
        qtbot.waitUntil(lambda: all(s.seat is not None for s in sessions), timeout=5000)
        qtbot.waitUntil(lambda: h.can_start() is None, timeout=5000)
        assert h.start_game() is None
        qtbot.waitUntil(lambda: h.finished, timeout=60000)
        record = h.record()
        offers = blind_bids = looks = 0
        for s, tl in zip(sessions, timelines):
            seat = s.seat
            for deal, frames in _by_deal(tl).items():
                mine = set(record["deals"][deal]["hands"][seat])
                first_move = next((i for i, (kind, _) in enumerate(frames) if kind == "sent"), len(frames))
                offered = any(
                    kind == "recv"
                    and m["t"] == "view"  # the choice: blind, or look first
                    and any("blind" in a or "look" in a for a in m["view"]["legal"])
                    for kind, m in frames[:first_move]
                )
                seen_at = next((i for i, (kind, m) in enumerate(frames) if kind == "recv" and cards_in(m) & mine), None)
                if offered:
                    offers += 1
                    assert seen_at is None or seen_at > first_move, (
                        f"seat {seat} deal {deal}: its cards came before its blind decision: {frames[seen_at][1]}"
                    )
                    first = frames[first_move][1] if first_move < len(frames) else None
                    blind_bids += bool(first is not None and first.kind == "blind")
                    looks += bool(first is not None and first.kind == "look")
                for kind, m in frames:  # once it holds its cards, no blind bid is offered
                    v = m["view"] if kind == "recv" and m["t"] == "view" else None
                    if v is not None and v["hand"] and seat not in v["blind_seats"]:
                        assert not any("blind" in a for a in m["view"]["legal"]), (seat, deal, m["view"]["legal"])
        print(f"\n{agreements}: {offers} blind offers, {blind_bids} blind bids, {looks} looks")
        assert offers and looks  # the check above had something to check
    finally:
        for s in sessions:
            s.leave()
        h.close()


def _by_deal(timeline) -> dict[int, list]:
    """The timeline cut at each deal's ``dealt`` event (a deal's frames: from its dealing on)."""
    out: dict[int, list] = {}
    deal = None
    for kind, m in timeline:
        if kind == "recv" and m["t"] == "events" and any(e["kind"] == "dealt" for e in m["events"]):
            deal = m["at"][0]
        if deal is not None and not (kind == "recv" and m["t"] in ("deal_record", "game_over")):
            out.setdefault(deal, []).append((kind, m))
    return out


def cards_in(m) -> set:
    from .helpers import cards_in as names

    return names(m)


# ------------------------------------------------------------------ 5. lobby squatting


def _squat(qtbot, host, n=3) -> list[Raw]:
    """``n`` guests who say hello and then only ping."""
    out = []
    for i in range(n):
        r = Raw(host.port)
        r.send(hello(name=f"Squatter{i}"))
        out.append(r)
    qtbot.waitUntil(lambda: all(r.first("welcome") for r in out), timeout=5000)
    return out


def test_squatters_hold_the_table_until_the_host_acts(qtbot):
    """The issue: three guests who say hello and keep pinging hold every seat; a real player gets
    ``table_full`` forever. The host can kick one (``kicked``), and a newcomer sits down."""
    h = _host(lobby_idle=0)  # 0: nobody is given away for idling
    try:
        squatters = _squat(qtbot, h)
        for r in squatters:
            r.send(frame("ping", 2))
        late = Raw(h.port)
        late.send(hello(name="Player"))
        qtbot.waitUntil(lambda: late.closed, timeout=5000)
        assert late.frames[-1]["code"] == "table_full"
        h.kick(1)
        qtbot.waitUntil(lambda: squatters[1].first("closing") is not None, timeout=5000)
        assert squatters[1].first("closing")["code"] == "kicked"
        player = ClientSession(name="Player")
        player.connect_to("127.0.0.1", h.port)
        qtbot.waitUntil(lambda: player.seat == 1, timeout=5000)
        with pytest.raises(IndexError):
            h.kick(3)
    finally:
        h.close()


def test_an_idle_guest_who_is_not_ready_gives_way(qtbot):
    """A guest neither ready nor active (pings do not count) for longer than the host's
    ``lobby_idle`` gives way to a newcomer at a full table (``idle_replaced``); a ready guest keeps
    the seat."""
    h = _host(lobby_idle=0.5)
    try:
        squatters = _squat(qtbot, h)
        squatters[0].send(frame("ready", 2, ready=True))
        qtbot.wait(300)
        squatters[2].send(frame("chat", 2, text="still choosing"))  # activity: the newest idle
        qtbot.wait(400)
        for r in squatters:
            r.send(frame("ping", 3))
        player = ClientSession(name="Player")
        player.connect_to("127.0.0.1", h.port)
        qtbot.waitUntil(lambda: player.seat is not None, timeout=5000)
        assert player.seat == 1  # the longest idle of those not ready
        closing = squatters[1].first("closing")
        assert closing["code"] == "idle_replaced" and closing["params"] == {"seconds": 1}
        assert squatters[0].first("closing") is None and squatters[2].first("closing") is None
        other = Raw(h.port)
        other.send(hello(name="Another"))  # squatter 2 was active 0.4 s ago: not idle yet
        qtbot.waitUntil(lambda: other.closed, timeout=5000)
        assert other.frames[-1]["code"] == "table_full"
    finally:
        h.close()


def test_a_reserved_seat_waits_for_its_player(qtbot):
    h = _host(lobby_idle=0)
    try:
        h.reserve(2, "Ann")
        assert h.lobby_message()["seats"][2]["reserved"] == "Ann"
        guests = _squat(qtbot, h, 2)
        late = Raw(h.port)
        late.send(hello(name="Bob"))
        qtbot.waitUntil(lambda: late.closed, timeout=5000)
        assert late.frames[-1]["code"] == "table_full"
        ann = ClientSession(name="ann")
        ann.connect_to("127.0.0.1", h.port)
        qtbot.waitUntil(lambda: ann.seat == 2, timeout=5000)
        h.reserve(0, "Olga")  # a seat taken by someone else: that guest leaves
        qtbot.waitUntil(lambda: guests[0].first("closing") is not None, timeout=5000)
        assert guests[0].first("closing")["code"] == "seat_reserved"
        assert h.seats[0].kind == "empty" and h.seats[0].reserved == "Olga"
    finally:
        h.close()


def test_the_headless_host_kicks_and_reserves_from_its_console(tmp_path):
    import subprocess

    from .helpers import read_listening, spawn, stop

    host = spawn(
        "host",
        "--headless",
        "--port",
        0,
        "--listen",
        "127.0.0.1",
        "--no-advertise",
        "--reserve",
        "3:Ann",
        "--lobby-idle",
        0,
        stdin=subprocess.PIPE,
        errfile=tmp_path / "host.err",
    )
    try:
        port = read_listening(host)
        guests = []
        for i in range(2):
            r = Raw(port)
            r.send(hello(name=f"Squatter{i}"))
            guests.append(r)
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline and not all(r.first("welcome") for r in guests):
            time.sleep(0.02)
        host.stdin.write("seats\n")
        host.stdin.flush()
        assert [host.stdout.readline().strip() for _ in range(3)] == [
            "SEAT 1 human Squatter0 not-ready",
            "SEAT 2 human Squatter1 not-ready",
            "SEAT 3 empty - not-ready reserved Ann",
        ]
        host.stdin.write("kick 1\nkick 9\nlaunch\n")
        host.stdin.flush()
        assert host.stdout.readline().strip() == "OK kick 1"
        assert host.stdout.readline().startswith("ERROR there is no seat 9")
        assert host.stdout.readline().startswith("ERROR unknown command")
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline and guests[0].first("closing") is None:
            time.sleep(0.02)
        assert guests[0].first("closing")["code"] == "kicked"
        late = Raw(port)
        late.send(hello(name="Player"))
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline and late.first("welcome") is None:
            time.sleep(0.02)
        assert late.first("welcome")["seat"] == 0
        for r in guests + [late]:
            r.close()
    finally:
        stop(host)


def test_a_guests_ping_is_answered_with_its_seq(qtbot, host):
    """docs/protocol.md, Client → host: "`ping` — heartbeat; the host answers `pong` with `echo` = this
    `seq`" (a heartbeat counted neither accepted nor refused had stopped being answered at all)."""
    r = Raw(host.port)
    try:
        r.send(hello(1))
        qtbot.waitUntil(lambda: r.first("welcome") is not None, timeout=5000)
        r.send(frame("ping", 2))
        qtbot.waitUntil(lambda: r.first("pong") is not None, timeout=5000)
        assert r.first("pong")["echo"] == 2
    finally:
        r.close()
