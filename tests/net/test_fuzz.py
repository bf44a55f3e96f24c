"""Hypothesis throws malformed, oversized, out-of-turn and wrong-version frames at a live host.

The host runs as its own process with a game in progress (one computer client, one computer
seat, and the fuzzer's seat). Every example is one connection that ends with the host closing it;
the host must stay up, answer, and the game must go on.
"""

from __future__ import annotations

import json
import os
import socket
import tempfile
import time
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import cards as C
from thousand_qt.net.protocol import MAX_LINE, PROTOCOL_VERSION, app_version

from .helpers import last_at, read_listening, read_log, spawn, stop, wait_for

CARDS = [C.name(c) for c in range(24)]
KINDS = [
    "bid",
    "pass",
    "give",
    "contract",
    "rospis",
    "redeal",
    "play",
    "blind",
    "look",
    "unhide",
    "spisat",
    "give_up",
    "surrender",
    "nonsense",
]

ODD = [
    None,
    True,
    False,
    0,
    -1,
    2**63,
    1.5,
    "",
    "AS",
    "??",
    "x" * 100,
    [],
    {},
    [1, [2, [3]]],
    {"seat": 0},
    {"pass": True},
    ["AS", "KH"],
    {"__class__": "os.system"},
    "\u0000",
    "Тысяча",
]
json_scalar = st.one_of(st.sampled_from(ODD), st.integers(-(2**40), 2**40), st.text(max_size=6))
json_value = st.one_of(
    json_scalar,
    st.lists(json_scalar, max_size=3),
    st.dictionaries(st.sampled_from(["seat", "t", "v", "play", "a", ""]), json_scalar, max_size=3),
)


@st.composite
def action_frame(draw):
    """A well-formed envelope carrying an action: mostly out of turn, illegal or nonsense."""
    kind = draw(st.sampled_from(KINDS))
    value = draw(
        st.one_of(
            st.just(True),
            st.integers(0, 400),
            st.sampled_from(CARDS),
            st.lists(st.sampled_from(CARDS), max_size=3),
            json_value,
        )
    )
    act = {"seat": draw(st.one_of(st.integers(-1, 4), json_value)), kind: value}
    if draw(st.booleans()):
        act["announce"] = draw(json_value)
    return {
        "v": 1,
        "t": "action",
        "seq": draw(st.integers(0, 10**6)),
        "action": draw(st.one_of(st.just(act), json_value)),
    }


@st.composite
def benign_frame(draw):
    """Valid envelopes the host must answer without dropping anyone."""
    t = draw(st.sampled_from(["chat", "ready", "ping", "pong"]))
    f = {"v": 1, "t": t, "seq": draw(st.integers(0, 10**6))}
    if t == "chat":
        f["text"] = draw(st.text(max_size=600))
    if t == "ready":
        f["ready"] = draw(st.booleans())
    if draw(st.booleans()):
        f["extra"] = draw(json_value)
    return f


def enc(f) -> bytes:
    return json.dumps(f, ensure_ascii=False).encode() + b"\n"


terminal = st.one_of(
    st.binary(max_size=200).map(lambda b: b.replace(b"\n", b" ") + b"\n"),  # bytes, maybe not UTF-8
    st.text(max_size=100).map(lambda s: s.replace("\n", " ").encode() + b"\n"),  # text, rarely JSON
    st.integers(MAX_LINE + 1, MAX_LINE * 3).map(
        lambda n: b'{"v":1,"t":"chat","seq":1,"text":"' + b"x" * n + b'"}\n'
    ),  # oversized
    st.integers(MAX_LINE + 1, MAX_LINE * 2).map(lambda n: b"y" * n),  # oversized without newline
    st.integers(2, 99).map(
        lambda v: enc({"v": v, "t": "action", "seq": 1, "action": {"seat": 0, "pass": True}})
    ),  # wrong version
    json_value.map(lambda x: enc(x)),  # JSON but not an envelope
    st.just(b"[" * 50000 + b"\n"),  # deep nesting
    st.just(b'{"v":1,"t":"hello","seq":1,"proto":1,"app":"%s","name":"again"}\n' % app_version().encode()),  # twice
    st.sampled_from(["launch", "__import__", "eval", "welcome"]).map(
        lambda t: enc({"v": 1, "t": t, "seq": 1})
    ),  # unknown types
    st.just(b"bye"),
)

COUNT = {"frames": 0, "examples": 0}


def test_fuzz_host(tmp_path):
    host = spawn(
        "host",
        "--headless",
        "--port",
        0,
        "--listen",
        "127.0.0.1",
        "--no-advertise",
        "--bots",
        1,
        "--replace-after",
        0.3,
        "--bot-delay",
        0.05,
        "--deal-pause",
        0,
        "--seed",
        9,
        "--linger",
        600,
        errfile=tmp_path / "host.err",
    )
    logdir = Path(tempfile.mkdtemp(dir=tmp_path))
    bot = None
    try:
        port = read_listening(host)
        # the fuzzer takes seat 0 and is ready, a computer client takes seat 1: the game starts
        lead = socket.create_connection(("127.0.0.1", port), timeout=5)
        lead.sendall(
            enc({"v": 1, "t": "hello", "seq": 1, "proto": PROTOCOL_VERSION, "app": app_version(), "name": "Fuzzer"})
        )
        reader = lead.makefile("rb")
        welcome = json.loads(reader.readline())
        assert welcome["t"] == "welcome" and welcome["seat"] == 0
        token = welcome["token"]
        lead.sendall(enc({"v": 1, "t": "ready", "seq": 2, "ready": True}))
        log = logdir / "bot.jsonl"
        bot = spawn("client", "--connect", f"127.0.0.1:{port}", "--seed", 1, "--log", log, "--delay", 0.05)
        wait_for(lambda: any(m["t"] == "view" for m in read_log(log)), 15, "the game to start")
        reader.close()
        lead.close()

        def hello(kind):
            base = {"v": 1, "t": "hello", "seq": 1, "proto": PROTOCOL_VERSION, "app": app_version(), "name": "Fuzzer"}
            if kind == "token":
                base["token"] = token
            elif kind == "bad_token":
                base["token"] = "0" * 32
            elif kind == "old_proto":
                base["proto"] = 0
            elif kind == "new_v":
                base["v"] = 2
            elif kind == "old_app":
                base["app"] = "0.0.1"
            elif kind == "none":
                return b""
            return enc(base)

        @settings(
            max_examples=int(os.environ.get("FUZZ_EXAMPLES", 560)),
            deadline=None,
            derandomize=True,
            suppress_health_check=list(HealthCheck),
        )
        @given(
            st.sampled_from(["token", "token", "token", "new", "bad_token", "old_proto", "new_v", "old_app", "none"]),
            st.lists(st.one_of(action_frame(), benign_frame()), min_size=10, max_size=40),
            st.one_of(st.none(), terminal),
        )
        def one_connection(kind, frames, last):
            data = hello(kind) + b"".join(enc(f) for f in frames)
            data += last if last is not None else enc({"v": 1, "t": "bye", "seq": 99})
            t_net = time.monotonic()
            s = socket.create_connection(("127.0.0.1", port), timeout=5)
            try:
                s.sendall(data)
                s.shutdown(socket.SHUT_WR)  # end of input: the host must finish and close
            except OSError:
                pass  # the host already dropped us (e.g. an oversized line): that is its job
            COUNT["frames"] += len(frames) + 1 + (kind != "none")
            COUNT["examples"] += 1
            # the host closes every such connection: read to the end (or a reset)
            s.settimeout(5)
            try:
                while s.recv(65536):
                    pass
            except ConnectionResetError:
                pass
            except TimeoutError:
                raise AssertionError(f"host kept a connection open after {kind}/{last!r:.60}") from None
            finally:
                s.close()
            COUNT["net_s"] = COUNT.get("net_s", 0) + time.monotonic() - t_net
            assert host.poll() is None, "the host died: " + (tmp_path / "host.err").read_text()[-3000:]

        before = last_at(read_log(log))
        t0 = time.monotonic()
        one_connection()
        took = time.monotonic() - t0
        print(COUNT, took)
        assert COUNT["frames"] >= 10_000 or os.environ.get("FUZZ_EXAMPLES"), COUNT
        assert host.poll() is None
        # the host still answers a newcomer plainly, and the game goes on without the fuzzer
        s = socket.create_connection(("127.0.0.1", port), timeout=5)
        s.sendall(
            enc({"v": 1, "t": "hello", "seq": 1, "proto": PROTOCOL_VERSION, "app": app_version(), "name": "Late"})
        )
        reply = json.loads(s.makefile("rb").readline())
        assert reply["t"] == "refused" and "started" in reply["reason"]
        s.close()
        wait_for(lambda: last_at(read_log(log)) > before, 10, "the game to go on")
        mid = last_at(read_log(log))
        wait_for(lambda: last_at(read_log(log)) > mid, 10, "the game to keep going")
        print(
            f"fuzz: {COUNT['frames']} frames in {COUNT['examples']} connections, {took:.1f} s "
            f"({COUNT['net_s']:.1f} s on the network)"
        )
    finally:
        if bot is not None:
            stop(bot)
        stop(host)
