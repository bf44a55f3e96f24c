"""What the host tells a person travels as a code and params (thousand_qt/net/messages.py): every
code, produced by a real host over a loopback socket, is said in Russian by the client; an unknown
code, bad params or a frame without a code fall back to the English text. A dimmed card's reason
travels with the view (``refusals``)."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import Action, Rules
from engine.game import explain_illegal
from tests.net.helpers import loopback_host
from thousand_qt.net import connection, limits
from thousand_qt.net import messages as M
from thousand_qt.net import protocol as P
from thousand_qt.net.client import ClientSession, ComputerClient
from thousand_qt.net.host import HostServer
from thousand_qt.net.remote_source import RemoteGameSource
from thousand_qt.words import i18n

CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)
KEY = {"error": "message", "refused": "reason", "closing": "reason"}


@pytest.fixture
def russian(qapp):
    assert i18n.install_language(qapp, "ru")
    yield
    i18n.install_language(qapp, "en")


def _host(**kw):
    return loopback_host("Messages", **{"bot_delay": 5, **kw})


@pytest.fixture
def host(qtbot):
    h = _host()
    yield h
    h.close()


class Client:
    """A ClientSession and everything it said to its player (refused, actionRefused, hostLost)."""

    def __init__(self, host, cls=ClientSession, **kw):
        self.s = cls(name=kw.pop("name", "Ann"), **kw)
        self.frames, self.said = [], []
        self.s.message.connect(self.frames.append)
        for signal in (self.s.refused, self.s.actionRefused, self.s.noticed, self.s.hostLost):
            signal.connect(self.said.append)
        self.s.connect_to("127.0.0.1", host.port)

    def seated(self, qtbot):
        qtbot.waitUntil(lambda: self.s.seat is not None, timeout=5000)
        return self

    def frame(self, code):
        return next((m for m in self.frames if m.get("code") == code), None)


def _said_in_russian(qtbot, c: Client, t: str, code: str, params: dict) -> None:
    qtbot.waitUntil(lambda: c.frame(code) is not None and bool(c.said), timeout=8000)
    frame = c.frame(code)
    assert frame["t"] == t and frame["params"] == params
    english = frame[KEY[t]]
    assert english == M.english(code, **params)  # what older clients show
    said = c.said[-1]
    assert said == M.say(code, **params)
    assert CYRILLIC.search(said) and said != english, said


def _started(qtbot, host) -> Client:
    c = Client(host).seated(qtbot)
    c.s.set_ready(True)
    qtbot.waitUntil(lambda: host.can_start() is None, timeout=5000)
    assert host.start_game("random") is None
    qtbot.waitUntil(lambda: c.s.view is not None, timeout=5000)
    return c


def _start_with_source(qtbot, h, c) -> list:
    """Start the host's game with ``c`` ready; the client's RemoteGameSource, as the app makes it."""
    sources = []
    c.s.gameStarted.connect(lambda _info: sources.append(RemoteGameSource(c.s)))
    c.s.set_ready(True)
    qtbot.waitUntil(lambda: h.can_start() is None, timeout=5000)
    assert h.start_game() is None
    qtbot.waitUntil(lambda: bool(sources), timeout=5000)
    return sources


# ------------------------------------------------------------------ error: a request refused


def test_no_game(qtbot, host, russian):
    c = Client(host).seated(qtbot)
    c.s.send_action(Action(0, "pass"))
    _said_in_russian(qtbot, c, "error", "no_game", {})


def test_a_move_that_crosses_the_game_end_is_not_a_refusal(qtbot, russian):
    """Two people may send at once (a claim out of turn): when the other move ends the game, the
    late one comes back as ``no_game``; the player, who already has the game over, is not told
    the host refused it. Before a game, the same code is still said (test_no_game)."""
    h = _host(bot_delay=0, max_deals=1)
    h.set_computer(1, "random")
    h.set_computer(2, "random")
    c = Client(h).seated(qtbot)
    ComputerClient(c.s, "random", seed=3, delay=0.01)
    c.s.set_ready(True)
    qtbot.waitUntil(lambda: h.can_start() is None, timeout=5000)
    assert h.start_game("random") is None
    qtbot.waitUntil(lambda: c.s.final_record is not None, timeout=30000)
    said = len(c.said)
    c.s.send_action(Action(0, "pass"))
    qtbot.waitUntil(lambda: c.frame("no_game") is not None, timeout=5000)
    qtbot.wait(50)
    assert len(c.said) == said
    h.close()


MALFORMED = [  # (the action frame's "action", the code, its params)
    ([0, "pass"], "action_not_object", {}),
    ({"pass": True}, "action_no_seat", {}),
    ({"seat": True, "pass": True}, "action_no_seat", {}),
    ({"seat": 0}, "action_no_kind", {}),
    ({"seat": 0, "pass": True, "bid": 100}, "action_no_kind", {}),
    ({"seat": 0, "give": ["AS"]}, "action_needs_two_cards", {"kind": "give"}),
    ({"seat": 0, "play": 5}, "action_needs_card", {"kind": "play"}),
    ({"seat": 0, "bid": "100"}, "action_needs_number", {"kind": "bid"}),
    ({"seat": 0, "contract": True}, "action_needs_number", {"kind": "contract"}),
    ({"seat": 0, "pass": 1}, "action_needs_true", {"kind": "pass"}),
    ({"seat": 0, "play": "ZZ"}, "action_unknown_card", {"card": "ZZ"}),
    ({"seat": 0, "give": ["AS", 7]}, "action_unknown_card", {"card": "7"}),
    ({"seat": 0, "bid": 100, "announce": True}, "action_bad_flag", {"flag": "announce"}),
    ({"seat": 0, "play": "AS", "trump": "yes"}, "action_bad_flag", {"flag": "trump"}),
]


@pytest.mark.parametrize("action,code,params", MALFORMED)
def test_the_engine_names_each_malformed_action(action, code, params):
    from engine import IllegalAction

    with pytest.raises(IllegalAction) as e:
        Action.from_record(action)
    assert e.value.problem == (code, params)


_json = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 300) | st.sampled_from(["AS", "KH", "ZZ", "", "A"]),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner, max_size=2),
    max_leaves=6,
)
_actionish = st.dictionaries(
    st.sampled_from(["seat", "bid", "pass", "give", "play", "contract", "look", "announce", "trump", "x"]),
    _json,
    max_size=4,
)


@settings(max_examples=400, deadline=None)
@given(st.one_of(_actionish, _json))
def test_every_malformed_action_has_a_code_the_client_says(data):
    from engine import IllegalAction

    try:
        Action.from_record(data)
    except IllegalAction as e:
        assert e.problem is not None and e.problem[0] in M.MESSAGES
        M.english(e.problem[0], **e.problem[1])  # its params fill its sentence


def test_not_an_action_is_said_in_the_players_language(qtbot, host, russian):
    """Every way an action frame can fail to be an action has its own code: said wholly in Russian,
    not "Это не ход: " and the engine's English reason."""
    c = _started(qtbot, host)
    for action, code, params in MALFORMED:
        c.s._send("action", action=action)
        _said_in_russian(qtbot, c, "error", code, params)
        assert not re.search(r"\b(action|seat|takes|card|must|flag)\b", c.said[-1]), c.said[-1]
        c.frames.clear()
    assert c.said[2] == "Это не ход: в нём нет номера места."
    assert c.said[5] == "Это не ход: для «give» нужен список из двух карт."


def test_not_an_action_unclassified_keeps_the_engine_detail(qtbot, host, russian, monkeypatch):
    """An action the host cannot classify (should the engine refuse something new) is still
    not_an_action with the engine's English reason as its detail (what older clients read)."""
    from engine import IllegalAction

    def unclassified(data):
        raise IllegalAction("the action must name exactly one of bid, pass")

    monkeypatch.setattr(Action, "from_record", staticmethod(unclassified))
    c = _started(qtbot, host)
    c.s._send("action", action={"seat": 0})
    qtbot.waitUntil(lambda: c.frame("not_an_action") is not None, timeout=5000)
    detail = c.frame("not_an_action")["params"]["detail"]
    assert "exactly one" in detail
    _said_in_russian(qtbot, c, "error", "not_an_action", {"detail": detail})
    assert c.said[-1] == "Это не ход: " + detail


def test_wrong_seat_and_computer_plays(qtbot, host, russian):
    c = _started(qtbot, host)
    c.s.send_action(Action(1, "pass"))
    _said_in_russian(qtbot, c, "error", "wrong_seat", {"seat": 0, "asked": 1})
    assert c.said[-1] == "Вы сидите на месте 1, а не на месте 2."
    host.seats[0].replaced = True  # as after a drop, while this connection is still open
    c.s.send_action(Action(0, "pass"))
    _said_in_russian(qtbot, c, "error", "computer_plays", {})


# ------------------------------------------------------------------ error, fatal: dropped


@pytest.mark.parametrize(
    "line,code,params",
    [
        (b"x" * (P.MAX_LINE + 10) + b"\n", "line_too_long", {"limit": P.MAX_LINE}),
        (b"\xff\xfe\n", "not_utf8", {}),
        (b"nope\n", "not_json", {}),
        (b"[1]\n", "not_a_frame", {}),
        (b'{"v":1,"t":"launch","seq":99}\n', "unknown_type", {"type": "launch"}),
        (
            b'{"v":1,"t":"hello","seq":99,"proto":1,"app":"%s","name":"Ann"}\n' % P.app_version().encode(),
            "hello_twice",
            {},
        ),
        (b'{"v":1,"t":"ready","seq":99,"ready":"yes"}\n', "bad_field", {"field": "ready"}),
        (b'{"v":1,"t":"chat","seq":99,"text":' + b"[" * 30 + b"]" * 30 + b"}\n", "too_deep", {"limit": P.MAX_DEPTH}),
    ],
)
def test_bad_frames(qtbot, host, russian, line, code, params):
    c = Client(host).seated(qtbot)
    c.s.sock.write(line)
    _said_in_russian(qtbot, c, "error", code, params)
    assert c.frame(code)["fatal"] is True
    assert c.s.closed_reason == c.said[-1]  # what the player is told about the lost table


class Silent(ClientSession):
    """Connects and says nothing at all (no hello, no pong)."""

    def _on_connected(self):
        pass


class Mute(ClientSession):
    """Says hello, then answers no ping and sends none."""

    def _send(self, t, **fields):
        if t not in ("ping", "pong"):
            super()._send(t, **fields)


def test_hello_first(qtbot, host, russian):
    c = Client(host, Silent)
    qtbot.waitUntil(lambda: bool(host.conns), timeout=5000)
    c.s.sock.write(b'{"v":1,"t":"chat","seq":1,"text":"hi"}\n')
    _said_in_russian(qtbot, c, "error", "hello_first", {})


def test_no_hello_and_silent(qtbot, russian, monkeypatch):
    monkeypatch.setattr(connection, "HELLO_TIMEOUT_S", 0.3)
    h = _host(heartbeat=0.2, timeout=0.8)
    try:
        quiet = Client(h, Silent)
        _said_in_russian(qtbot, quiet, "error", "no_hello", {"seconds": 1})
        mute = Client(h, Mute).seated(qtbot)
        _said_in_russian(qtbot, mute, "error", "silent", {"seconds": 1})
    finally:
        h.close()


def test_too_slow_and_host_error(qtbot, host, russian, monkeypatch):
    slow = Client(host).seated(qtbot)
    monkeypatch.setattr(limits, "MAX_PENDING_WRITE", -1)  # the next frame to it is one too many
    slow.s.set_ready(True)
    _said_in_russian(qtbot, slow, "error", "too_slow", {})
    monkeypatch.undo()

    def boom(*_):
        raise RuntimeError("a bug of the host's")

    monkeypatch.setattr(host.chat, "say", boom)  # the chat part fails while the host handles a line
    c = Client(host, name="Bob").seated(qtbot)
    c.s.chat("hi")
    _said_in_russian(qtbot, c, "error", "host_error", {})


def test_turn_time_up_is_told_not_refused(qtbot, russian):
    """Issue 42: past the host's turn time a computer plays the guest's turn and the guest is told;
    a notice (ClientSession.noticed), never one of its moves refused."""
    h = _host(turn_time=0.3, bot_delay=0)
    try:
        c = _started(qtbot, h)
        refused = []
        c.s.actionRefused.connect(refused.append)
        _said_in_russian(qtbot, c, "error", "turn_time_up", {"seconds": 1})
        assert refused == []
    finally:
        h.close()


def test_only_refused(qtbot, russian):
    """Issue 42: a client whose every frame is refused for a while is dropped."""
    h = _host(refused_for=0.3)
    try:
        c = Client(h).seated(qtbot)
        for _ in range(15):  # no game yet: each action is refused (no_game)
            c.s.send_action(Action(0, "pass"))
            qtbot.wait(40)
        _said_in_russian(qtbot, c, "error", "only_refused", {"seconds": 1})
    finally:
        h.close()


# ------------------------------------------------------------------ refused: not admitted


def test_versions_refused(qtbot, host, russian):
    c = Client(host, proto=2)
    _said_in_russian(qtbot, c, "refused", "proto_mismatch", {"host": 1, "client": 2})
    old = Client(host, app="0.0.9")
    _said_in_russian(qtbot, old, "refused", "app_mismatch", {"host": P.app_version(), "client": "0.0.9"})


def test_table_full(qtbot, host, russian):
    host.set_computer(1)
    host.set_computer(2)
    Client(host).seated(qtbot)
    c = Client(host, name="Bob")
    _said_in_russian(qtbot, c, "refused", "table_full", {})
    assert c.said == ["Все места за столом заняты."]


def test_game_started_and_unknown_token(qtbot, host, russian):
    _started(qtbot, host)
    late = Client(host, name="Late")
    _said_in_russian(qtbot, late, "refused", "game_started", {})
    forged = Client(host, name="Forged", token="0" * 32)
    _said_in_russian(qtbot, forged, "refused", "unknown_token", {})


# ------------------------------------------------------------------ closing


def test_seat_given_away_and_joined_elsewhere(qtbot, host, russian):
    a = Client(host).seated(qtbot)
    host.clear_seat(0)
    _said_in_russian(qtbot, a, "closing", "seat_given_away", {})
    b = Client(host, name="Bob").seated(qtbot)
    Client(host, name="Bob", token=b.s.token).seated(qtbot)
    _said_in_russian(qtbot, b, "closing", "joined_elsewhere", {})


@pytest.mark.parametrize("code", ["host_closed", "host_stopped"])
def test_host_closes(qtbot, russian, code):
    h = _host()
    c = Client(h).seated(qtbot)
    h.close(code)
    _said_in_russian(qtbot, c, "closing", code, {})


def test_kicked_reserved_and_idle(qtbot, russian):
    h = _host(lobby_idle=0.3)
    try:
        a = Client(h).seated(qtbot)
        h.kick(0)
        _said_in_russian(qtbot, a, "closing", "kicked", {})
        b = Client(h, name="Bob").seated(qtbot)
        h.reserve(b.s.seat, "Olga")
        _said_in_russian(qtbot, b, "closing", "seat_reserved", {})
        h.reserve(0, None)
        h.set_computer(1)
        h.set_computer(2)
        idle = Client(h, name="Idle").seated(qtbot)
        qtbot.wait(500)
        Client(h, name="Newcomer").seated(qtbot)
        _said_in_russian(qtbot, idle, "closing", "idle_replaced", {"seconds": 1})
    finally:
        h.close()


def test_chat_too_fast_and_seq_not_rising(qtbot, host, russian):
    from thousand_qt.net import limits as L

    c = Client(host).seated(qtbot)
    for i in range(L.CHAT_BURST + 1):
        c.s.chat(f"line {i}")
    _said_in_russian(qtbot, c, "error", "chat_too_fast", {})
    d = Client(host, name="Bob").seated(qtbot)
    d.s.seq = 0  # as if it lost count: its next frame repeats the hello's number
    d.s.set_ready(True)
    _said_in_russian(qtbot, d, "error", "seq_not_rising", {"seq": 1, "last": 1})


def test_cards_seen(qtbot, russian):
    """A seat that has looked at its cards may no longer bid blind (docs/protocol.md)."""
    from engine import Rules

    h = _host(rules=Rules("russian", {"blind": "any"}))
    try:
        c = Client(h).seated(qtbot)
        c.s.set_ready(True)
        qtbot.waitUntil(lambda: h.can_start() is None, timeout=5000)
        assert h.start_game("random") is None
        qtbot.waitUntil(lambda: c.s.view is not None, timeout=5000)
        assert c.s.view.hand == 0 and [a.kind for a in c.s.view.legal][-1] == "look"
        c.s.send_action(Action(0, "look"))
        qtbot.waitUntil(lambda: c.s.view.hand != 0, timeout=5000)
        c.s.send_action(Action(0, "blind", 120))
        _said_in_russian(qtbot, c, "error", "cards_seen", {})
    finally:
        h.close()


def test_no_blind_game(qtbot, russian):
    """Sixty-Six has no blind bid (its rule text): said so, not "You have seen your cards"."""
    h = HostServer("Sixty-Six", 2, Rules(game="sixty_six"), listen="127.0.0.1", advertise=False, bot_delay=5)
    assert h.start()
    try:
        c = _started(qtbot, h)
        c.s.send_action(Action(0, "blind", 120))
        _said_in_russian(qtbot, c, "error", "no_blind_game", {})
    finally:
        h.close()


def test_every_code_is_covered_here():
    import inspect
    import sys

    source = inspect.getsource(sys.modules[__name__])
    assert all(f'"{code}"' in source for code in M.MESSAGES)


# ------------------------------------------------------------------ fallbacks


def test_unknown_code_bad_params_and_no_code_fall_back(qtbot, host, russian):
    c = Client(host).seated(qtbot)
    conn = host.conns[0]
    conn.send("error", code="from_the_future", params={}, message="Something new happened.", ref=1)
    qtbot.waitUntil(lambda: len(c.said) == 1, timeout=5000)
    conn.send("error", code="wrong_seat", params={"seat": "one"}, message="You sit elsewhere.", ref=2)
    qtbot.waitUntil(lambda: len(c.said) == 2, timeout=5000)
    conn.send("error", message="There is no game in progress.", ref=3)  # an older host: no code
    qtbot.waitUntil(lambda: len(c.said) == 3, timeout=5000)
    conn.send("error", ref=4)  # nothing at all
    qtbot.waitUntil(lambda: len(c.said) == 4, timeout=5000)
    conn.send("closing", code="from_the_future", params={"x": 1}, reason="The table flew away.")
    qtbot.waitUntil(lambda: len(c.said) == 5, timeout=5000)
    assert c.said == [
        "Something new happened.",
        "You sit elsewhere.",
        "Партия не идёт.",
        "причина не указана",
        "The table flew away.",
    ]


# ------------------------------------------------------------------ a dimmed card's reason


def test_dimmed_cards_say_why_over_lan(qtbot, russian):
    from thousand_qt.words.refusals import refusal_text

    h = HostServer("Tips", 3, listen="127.0.0.1", advertise=False, bot_delay=0, deal_pause=0, seed=7, max_deals=1)
    assert h.start()
    h.set_computer(1, "random")
    h.set_computer(2, "random")
    c = Client(h).seated(qtbot)
    ComputerClient(c.s, "random", seed=3, delay=0.01)
    checked, sources = [], []

    def on_updated(events, v):
        source = sources[0]
        legal = {a.value for a in v.legal if a.kind == "play"}
        if legal and v is source.current_view():
            g = h.game  # the host waits for this seat: its state is this view's
            for card in (x for x in range(24) if v.hand >> x & 1 and x not in legal):
                a = Action(0, "play", card)
                assert source.explain(a) == explain_illegal(g, g.deal, a)
                checked.append(refusal_text(source.explain(a), source.names, 0))
        source.acknowledge()

    def on_started(_info):  # as the app's LanTable does
        sources.append(RemoteGameSource(c.s))
        sources[0].updated.connect(on_updated)
        sources[0].start()

    c.s.gameStarted.connect(on_started)
    over = []
    h.gameOver.connect(over.append)
    c.s.set_ready(True)
    qtbot.waitUntil(lambda: h.can_start() is None, timeout=5000)
    assert h.start_game("random") is None
    qtbot.waitUntil(lambda: bool(over), timeout=30000)
    h.close()
    assert checked, "no dimmed card in a whole deal"
    assert all(CYRILLIC.search(t) for t in checked), checked
    views = [m for m in c.frames if m["t"] == "view"]
    with_why = [m for m in views if "refusals" in m]
    assert with_why and all(set(m["refusals"]) <= set(m["view"]["hand"]) for m in with_why)
    assert sources[0].explain(Action(0, "bid", 100)) == ""


# ------------------------------------------------------------------ computer seats by kind and level


def test_computer_seats_are_named_in_the_players_language(qtbot, russian):
    """The host names computer seats in English (the record keeps that); a Russian client shows them
    in Russian in the lobby, the table and the score sheet, going by the seat's kind and level. A
    person who calls themselves "Computer (easy)" keeps that name."""
    from thousand_qt.net.widgets import LobbyPanel

    h = _host()
    try:
        h.set_computer(1, "hard")
        h.set_computer(2, "easy")
        c = Client(h, name="Computer (easy)").seated(qtbot)
        panel = LobbyPanel(c.s)
        qtbot.addWidget(panel)
        qtbot.waitUntil(lambda: panel.seats.count() == 3 and "Компьютер" in panel.seats.item(1).text(), timeout=5000)
        rows = [panel.seats.item(i).text() for i in range(3)]
        assert rows[0].startswith("1. Computer (easy) — ")  # a person, as typed
        assert rows[1] == "2. Компьютер (сильный)" and rows[2] == "3. Компьютер (лёгкий)"
        lobby_seats = c.s.lobby["seats"]
        assert [(s["kind"], s["name"], s["level"]) for s in lobby_seats] == [
            ("human", "Computer (easy)", None),
            ("computer", "Computer (hard)", "hard"),
            ("computer", "Computer (easy)", "easy"),
        ]

        sources = _start_with_source(qtbot, h, c)
        start = next(m for m in c.frames if m["t"] == "start")
        assert start["names"] == ["Computer (easy)", "Computer (hard)", "Computer (easy)"]  # English, as before
        assert start["levels"] == [None, "hard", "easy"]
        shown = ["Computer (easy)", "Компьютер (сильный)", "Компьютер (лёгкий)"]
        assert c.s.names() == shown
        assert sources[0].names == shown  # what the table's seat labels and the score sheet's header show
        assert h.record()["names"] == ["Computer (easy)", "Computer (hard)", "Computer (easy)"]
    finally:
        h.close()


def test_seat_names_from_an_older_host_and_unknown_levels(qapp, russian):
    """No ``levels`` in start (an older host): the lobby's seats of kind computer say the level. A
    level this app does not know keeps the host's name; a person's seat is never renamed."""
    start = {"players": 3, "names": ["Ann", "Computer (medium)", "Computer (easy)"]}
    lobby = {
        "seats": [
            {"seat": 0, "kind": "human", "name": "Ann", "level": None},
            {"seat": 1, "kind": "computer", "name": "Computer (medium)", "level": "medium"},
            {"seat": 2, "kind": "human", "name": "Computer (easy)", "level": "easy"},
        ]
    }  # replaced
    assert M.seat_names(start, lobby) == ["Ann", "Компьютер (обычный)", "Computer (easy)"]
    assert M.seat_names(start) == start["names"]
    assert M.seat_names(dict(start, levels=[None, "genius", "random"])) == [
        "Ann",
        "Computer (medium)",
        "Компьютер (новичок)",
    ]
    assert M.seat_names({"players": 3, "names": ["Ann"]}) == ["Ann", "Player 2", "Player 3"]
    assert M.seat_name({"kind": "computer", "name": "", "level": None}) == "Компьютер"
    assert M.seat_name({"kind": "human", "name": "Computer (hard)", "level": "hard"}) == "Computer (hard)"
    assert M.computer_english("medium") == "Computer (normal)" == M.computer_english("normal")


def test_language_switch_renames_computers_not_people(qtbot, qapp):
    """On a language switch the main window asks a LAN source for its names again (a computer seat
    by its level) instead of retranslating the texts: a person called "Computer (easy)" stays so."""
    from thousand_qt.game.controller import GameController

    i18n.install_language(qapp, "en")
    h = _host()
    try:
        h.set_computer(1, "easy")
        h.set_computer(2, "hard")
        c = Client(h, name="Computer (easy)").seated(qtbot)
        sources = _start_with_source(qtbot, h, c)
        names = sources[0].names
        assert names == ["Computer (easy)", "Computer (easy)", "Computer (hard)"]
        controller = GameController()
        controller.source = sources[0]  # the main window's controller at this table (not started again)
        controller.table.configure(0, 3, names)
        controller.scores.configure(names)
        i18n.install_language(qapp, "ru")
        controller.retranslate_names()  # what the main window does on QEvent.LanguageChange
        want = ["Computer (easy)", "Компьютер (лёгкий)", "Компьютер (сильный)"]
        assert controller.table.names == want and controller.scores.names == want
        i18n.install_language(qapp, "en")
        controller.retranslate_names()
        assert controller.table.names == names
    finally:
        i18n.install_language(qapp, "en")
        h.close()
