"""The same checks for every game of the family (issue 40, item 4): each game the engine plays, with each
number of seats data/games.toml gives it (engine.registry), gets

(a) games of computer clients played to the table's end (a few deals), every frame judged by the
    hidden-card checker against the host's record, and the checker shown to catch the leaks when the
    same frames are judged as another seat's;
(b) the authority attacks, chosen from the engine's own view: every action kind the engine refuses
    that seat now (out of turn, a card not held, drawing, closing, exchanging or claiming when not
    allowed...), another seat's action, a replayed ``seq``, and a claim of 66 that does not hold —
    each refused with its code (the claim scored against the claimant), and the table goes on;
(c) a client process killed mid-deal rejoins with its token and gets its hand back;
(d) a headless host process killed mid-game goes on with ``--continue RECORD`` from the same scores.

A game added to games.toml and the registry gets every check by that line alone. Real sockets on
127.0.0.1 only; no bot delay or deal pause where a test need not watch the table in motion."""

from __future__ import annotations

import json
import random
import signal
import time

import pytest

from engine import Action, Rules, apply, explain, legal_actions, new_game, replay, to_act, view
from engine import cards as C
from engine.actions import FLAG_KINDS, KINDS, NUMBER_KINDS, PAIR_KINDS
from engine.players import RandomPlayer
from engine.registry import GAMES, pack_of, playable_games
from thousand_qt.net import protocol as P
from thousand_qt.net.client import ClientSession, ComputerClient
from thousand_qt.net.host import HostServer

from .helpers import SeenCardChecker, last_at, read_listening, read_log, spawn, stop, wait_for
from .test_hostile import Raw, frame, hello

DEALS = 3  # a game of a few deals: whole games of 1000 for four take 70 deals (15 s here)
CASES = [pytest.param(game, n, id=f"{game}-{n}") for game in playable_games() for n in GAMES[game].seats]


def _host(game: str, players: int, **kw) -> HostServer:
    opts = dict(listen="127.0.0.1", advertise=False, level="random", bot_delay=0, deal_pause=0, seed=7)
    opts.update(kw)
    h = HostServer("Checks", players, Rules(game=game), **opts)
    assert h.start()
    return h


def _record_upto(record: dict, at) -> dict:
    """The record cut at ``at`` = [deal, actions]: where a frame stood."""
    deal, n = at
    d = dict(record["deals"][deal], actions=record["deals"][deal]["actions"][:n])
    return dict(record, deals=record["deals"][:deal] + [d])


# ------------------------------------------------------------------ (a) the hidden-card check


@pytest.mark.parametrize("game,players", CASES)
def test_no_frame_names_a_card_its_seat_may_not_know(qtbot, game, players):
    """Every seat a computer client (random and easy by turns: odd moves too), a game of a few deals:
    no frame to a seat names a card its own views never showed (docs/protocol.md: the host sends each
    client only the events its seat may see and its own view), no other seat's private event, no deal
    record before the deal is over. Judged as the next seat's, the same frames leak at once."""
    host = _host(game, players, max_deals=DEALS)
    msgs: dict[int, list] = {}
    sessions = []
    for i in range(players):
        s = ClientSession(name=f"Guest {i}")
        s.message.connect(lambda m, i=i: msgs.setdefault(i, []).append(m))
        ComputerClient(s, ("random", "easy")[i % 2], seed=i)
        s.connect_to("127.0.0.1", host.port)
        sessions.append(s)
    try:
        qtbot.waitUntil(lambda: host.can_start() is None and all(s.seat is not None for s in sessions), timeout=5000)
        over = []
        host.gameOver.connect(over.append)
        assert host.start_game() is None
        qtbot.waitUntil(lambda: bool(over) and all(s.final_record for s in sessions), timeout=60000)
        record = host.record()
        assert len(record["deals"]) == DEALS or replay(record).over
        checker = SeenCardChecker(record)
        leaks = private = 0
        for i, s in enumerate(sessions):
            seat, got = s.seat, msgs[i]
            assert {"start", "events", "view", "deal_record", "game_over"} <= {m["t"] for m in got}
            assert checker.check(seat, got) == []
            assert s.final_record == record
            # the checker can fail: the same frames judged as the next seat's name its hidden cards
            other = (seat + 1) % players
            judged = checker.check(other, got)
            leaks += sum("saw hidden" in p for p in judged)
            private += sum("private event" in p for p in judged)
        print(f"\n{game} for {players}: {len(record['deals'])} deals; judged as another seat's, {leaks} leaks")
        assert leaks >= len(record["deals"]) and private >= len(record["deals"])  # every deal's hands
    finally:
        for s in sessions:
            s.leave()
        host.close()


# ------------------------------------------------------------------ (b) the authority attacks

NOT_SENT = ("blind", "look")  # the host answers these itself: test_edge.py (every game), test_hostile.py (1000)


class Guest(Raw):
    """A seated raw client (docs/protocol.md: hello, ready, action frames with its own rising ``seq``)."""

    def __init__(self, port: int, name: str):
        super().__init__(port)
        self.seq = 1
        self.send(hello(name=name))

    @property
    def seat(self) -> int | None:
        w = self.first("welcome")
        return None if w is None else w["seat"]

    def next_seq(self) -> int:
        self.seq += 1
        return self.seq

    def act(self, a: Action) -> tuple[int, bytes]:
        seq = self.next_seq()
        data = frame("action", seq, action=a.to_record())
        self.send(data)
        return seq, data

    def reply_to(self, seq: int) -> list[dict]:
        return [m for m in self.frames if m["t"] == "error" and m.get("ref") == seq]


def _candidates(g, seat: int) -> list[Action]:
    """One action of every kind the record format has, for ``seat``, built from what the table holds:
    a card of its own and one another seat holds, numbers near the ones the engine offers now."""
    mine = C.cards_of(view(g, seat).hand)
    theirs = [c for s in range(g.players) if s != seat for c in C.cards_of(view(g, s).hand)]
    theirs = [c for c in theirs if pack_of(g.rules.game) >> c & 1]
    offered = legal_actions(g)
    out: list[Action] = []
    for kind in KINDS:
        if kind in NOT_SENT:
            continue
        if kind in ("play", "show"):
            values = mine[:1] + theirs[:1]
        elif kind in PAIR_KINDS:
            values = [tuple(x[:2]) for x in (mine, theirs) if len(x) >= 2]
        elif kind in NUMBER_KINDS:
            near = [a.value for a in offered if a.kind == kind] or [0, 100]
            values = sorted({near[0] - 10, near[0] + 1, near[-1] + 10})
        else:
            assert kind in FLAG_KINDS
            values = [True]
        out += [Action(seat, kind, v) for v in values]
    return out


def _false_claim(record: dict, seat: int) -> Action | None:
    """A legal claim the engine scores as not holding (Sixty-Six's 66 announced under 66), if any now:
    each legal move tried on a copy of the game, its events asked."""
    for a in legal_actions(replay(record), seat):
        events = apply(replay(record), a)
        if any(e.kind == "out" and e.data and e.data.get("holds") is False for e in events):
            return a
    return None


@pytest.mark.parametrize("game,players", CASES)
def test_every_attack_is_refused_with_its_code_and_the_table_goes_on(qtbot, game, players):
    """Two raw guests (the rest computers). Whenever one of them is to act in a situation not attacked
    yet, both send every action the engine refuses its seat now — the one to act (an action not
    allowed now, a card it does not hold) and the other (out of turn) — and each sends an action of the
    other's seat; each is answered by an ``error`` with its ``ref``: the engine's refusal, or
    ``wrong_seat``. A move sent twice with the same ``seq`` is refused ``seq_not_rising`` (the envelope:
    a replay is refused as a replay). Where a game has a claim (Sixty-Six's 66), one that does not hold
    is scored against the claimant: "A claim that does not hold (under 66) loses as a failed closing
    does: the opponent scores 2, or 3 if he had no trick" (docs/rules.md). The game goes on to its end,
    every refused action absent from the record."""
    host = _host(game, players, max_deals=1, turn_time=0, seed=3)
    guests = [Guest(host.port, "Attacker"), Guest(host.port, "Other")]
    try:
        qtbot.waitUntil(lambda: all(x.seat is not None for x in guests), timeout=5000)
        for seat in range(players):
            if seat not in (x.seat for x in guests):
                host.set_computer(seat, "random")
        for x in guests:
            x.send(frame("ready", x.next_seq(), ready=True))
        qtbot.waitUntil(lambda: host.can_start() is None, timeout=5000)
        assert host.start_game() is None
        by_seat = {x.seat: x for x in guests}
        rng = random.Random(game)
        expected: list[tuple[Guest, int, dict]] = []  # who, seq, what the error frame must say
        moves: dict[int, list[dict]] = {s: [] for s in by_seat}
        done, kinds_refused, out_of_turn = set(), set(), 0
        replayed = claimed = None
        offered_kinds: set[str] = set()

        deadline = time.monotonic() + 60
        while not any(x.first("game_over") for x in guests):
            assert time.monotonic() < deadline, "the game did not end"
            rec = host.record()
            g = replay(rec)
            turn = to_act(g)
            legal = legal_actions(g, turn) if turn in by_seat else []
            at = [len(g.deals) - 1, len(g.deal.actions)]
            me = by_seat.get(turn)
            if not legal or me is None or not any(m["t"] == "view" and m["at"] == at for m in me.frames):
                qtbot.wait(5)  # a computer's turn, or the guest's view is on its way
                continue
            offered_kinds |= {a.kind for a in legal}
            other = next(x for x in guests if x is not me)
            situation = (turn, str(g.deal.phase), frozenset(a.kind for a in legal))
            if situation not in done:
                done.add(situation)
                before = host.record()
                for who in (me, other):
                    foreign = 0
                    for a in _candidates(g, who.seat):
                        r = explain(g, a)
                        if r is None:
                            continue  # legal: not an attack
                        if r.id == "not_possible":  # a kind this game does not have: one a situation is enough
                            foreign += 1
                            if foreign > 1:
                                continue
                        seq, _ = who.act(a)
                        want = {"refusal": {"id": r.id, "params": json.loads(json.dumps(r.params))}}
                        expected.append((who, seq, want))
                        kinds_refused.add((a.kind, r.id))
                        out_of_turn += who is other
                # another seat's action: the one to act's move sent by the other guest, and back
                seq, _ = other.act(legal[0])
                expected.append((other, seq, {"code": "wrong_seat", "params": {"seat": other.seat, "asked": turn}}))
                seq, _ = me.act(Action(other.seat, "pass"))
                expected.append((me, seq, {"code": "wrong_seat", "params": {"seat": turn, "asked": other.seat}}))
                qtbot.waitUntil(lambda: all(who.reply_to(seq) for who, seq, _ in expected), timeout=10000)
                assert host.record() == before  # nothing refused was carried out
            # the move: a false claim once the game offers one after a few tricks, else a random legal one
            claim = _false_claim(rec, turn) if claimed is None and view(g, turn).tricks_played >= 2 else None
            move = claim or rng.choice(legal)
            seq, data = me.act(move)
            moves[turn].append(move.to_record())
            if claim is not None:
                claimed = (turn, claim)
            if replayed is None:  # the same frame again, at once: refused as a replay, whatever the position
                me.send(data)
                replayed = (me, seq)
                expected.append((me, seq, {"code": "seq_not_rising", "params": {"seq": seq, "last": seq}}))
            moved = lambda rec=rec, me=me: host.record() != rec or me.first("game_over") is not None  # noqa: E731
            qtbot.waitUntil(moved, timeout=5000)

        qtbot.waitUntil(lambda: all(x.first("game_over") for x in guests), timeout=10000)
        for who, seq, want in expected:
            got = who.reply_to(seq)
            assert len(got) == 1, (seq, got)
            assert {k: got[0].get(k) for k in want} == want, (seq, got[0])
        for x in guests:
            assert not x.closed and not any(m.get("fatal") for m in x.frames)
        record = host.record()
        final = replay(record)  # every move in it legal
        for seat, sent in moves.items():
            assert [a for d in record["deals"] for a in d["actions"] if a["seat"] == seat] == sent
        # every kind of attack was made: out of turn, a card not held, every kind the game offered
        ids = {i for _, i in kinds_refused}
        assert out_of_turn and "not_held" in ids and replayed is not None
        assert offered_kinds <= {k for k, _ in kinds_refused}, offered_kinds
        if "out" in offered_kinds:  # a game with a claim: the false one was made and cost the claimant
            assert claimed is not None
            claimant = claimed[0]
            assert final.scores[claimant] == 0 and final.scores[1 - claimant] in (2, 3), final.scores
            # and Sixty-Six's other moves on lead (002), each refused when not allowed by its own refusal
            assert {"close_not_now", "out_not_now", "draw_not_now"} <= ids
            assert any(i.startswith("exchange_") for i in ids)  # the one condition that failed, named
        checker = SeenCardChecker(record)  # what the raw guests were sent stays their own too
        for x in guests:
            told = [m for m in x.frames if m["t"] in ("events", "view", "deal_record", "game_over")]
            assert checker.check(x.seat, told) == []
        print(f"\n{game} for {players}: {len(expected)} refused in {len(done)} situations: {sorted(ids)}")
    finally:
        for x in guests:
            x.close()
        host.close()


# ------------------------------------------------------------------ (c) a killed client rejoins


def _dealt_in_both_deals(game: str, players: int) -> list[int]:
    """The seats the engine deals cards in each of a game's first two deals (1000 for four: one seat
    sits out each deal, 001), from a game of random moves."""
    g = new_game(Rules(game=game), players, seed=0)
    movers = [RandomPlayer(s) for s in range(players)]
    dealt = set(range(players))
    while len(g.deals) <= 2:
        if not g.deal.actions:
            dealt &= {s for s in range(players) if view(g, s).hand}
        seat = to_act(g)
        apply(g, movers[seat].choose(view(g, seat)) if seat is not None else legal_actions(g)[0])
    return sorted(dealt)


def _seat_said(msgs: list[dict], seat: int, status: str) -> bool:
    return any(m["t"] == "seat" and m["seat"] == seat and m["status"] == status for m in msgs)


@pytest.mark.parametrize("game,players", CASES)
def test_a_killed_client_process_rejoins_with_its_token_and_gets_its_hand_back(qtbot, tmp_path, game, players):
    """docs/protocol.md, Lobby, play, drops: a client that drops is marked ``away``; after
    ``replace_after`` a computer plays its seat; "A ``hello`` with its token gives the seat back at once
    with the full state". A client process killed (SIGKILL) mid-deal, started again with its token file:
    the same seat, ``rejoined``, its first view the engine's view of that seat at that point (its hand
    among it), and it plays on to the game's end. The other guest hears away, computer, human."""
    host = _host(game, players, replace_after=0.3, bot_delay=0.02, max_deals=2, seed=5)
    other = ClientSession(name="Other")
    heard: list[dict] = []
    other.message.connect(heard.append)
    slow = ComputerClient(other, "random", seed=2, delay=0.3)  # the deal is still on when A is back
    over: list = []
    host.gameOver.connect(over.append)
    procs = []
    try:
        # the guests take two seats dealt cards in both deals: A holds cards in whichever it comes back to
        guest_seats = _dealt_in_both_deals(game, players)[:2]
        for seat in set(range(players)) - set(guest_seats):
            host.set_computer(seat, "random")
        other.connect_to("127.0.0.1", host.port)
        qtbot.waitUntil(lambda: other.seat == guest_seats[0], timeout=5000)
        token, log = tmp_path / "a.token", tmp_path / "a.jsonl"
        client = ("client", "--connect", f"127.0.0.1:{host.port}", "--level", "random", "--delay", 0.02)
        a = spawn(*client, "--name", "A", "--seed", 1, "--token-file", token, "--log", log, errfile=tmp_path / "a.err")
        procs.append(a)
        qtbot.waitUntil(lambda: token.exists() and host.can_start() is None, timeout=15000)
        seat_a = next(m["seat"] for m in read_log(log) if m["t"] == "welcome")
        assert seat_a == guest_seats[1]
        assert host.start_game() is None
        qtbot.waitUntil(lambda: last_at(read_log(log)) >= (0, players + 1), timeout=15000)  # mid-deal
        a.send_signal(signal.SIGKILL)
        a.wait(5)
        killed = host.record()
        qtbot.waitUntil(lambda: _seat_said(heard, seat_a, "computer"), timeout=10000)
        assert _seat_said(heard, seat_a, "away")
        qtbot.waitUntil(lambda: host.record() != killed, timeout=10000)  # the game went on without A
        log2 = tmp_path / "a2.jsonl"
        a2 = spawn(
            *client, "--name", "A", "--seed", 3, "--token-file", token, "--log", log2, errfile=tmp_path / "a2.err"
        )
        procs.append(a2)
        qtbot.waitUntil(lambda: any(m["t"] == "view" for m in read_log(log2)), timeout=15000)
        got = read_log(log2)
        welcome = next(m for m in got if m["t"] == "welcome")
        assert welcome["seat"] == seat_a and welcome["rejoined"] is True
        assert any(m["t"] == "start" for m in got)
        first = next(m for m in got if m["t"] == "view")
        qtbot.waitUntil(lambda: _seat_said(heard, seat_a, "human"), timeout=5000)
        slow.delay_ms = 0  # A is back: the rest of the game at full speed
        qtbot.waitUntil(lambda: bool(over), timeout=60000)
        qtbot.waitUntil(lambda: a2.poll() is not None, timeout=20000)  # it heard the game end, and left
        assert a2.returncode == 0
        record = host.record()
        # its hand back: the view it came back to is the engine's for that seat at that point
        engine_view = P.view_to_wire(view(replay(_record_upto(record, first["at"])), seat_a))
        assert first["view"] == engine_view
        assert first["view"]["hand"]  # it holds cards, and they are its own
        # and it played on itself: a move of its seat after the point it came back to
        deal, n = first["at"]
        later = record["deals"][deal]["actions"][n:] + [x for d in record["deals"][deal + 1 :] for x in d["actions"]]
        assert any(x["seat"] == seat_a for x in later)
        over_frames = [m for m in read_log(log2) if m["t"] == "game_over"]
        assert over_frames and over_frames[0]["record"] == record
    finally:
        for p in procs:
            stop(p)
        other.leave()
        host.close()


# ------------------------------------------------------------------ (d) a killed host goes on


class Player(Guest):
    """A raw guest that plays its seat by itself (a random legal move on each view offering one)."""

    def __init__(self, port: int, name: str, seed: int):
        self.rng = random.Random(seed)
        self.acted: set = set()
        super().__init__(port, name)
        self.send(frame("ready", self.next_seq(), ready=True))

    def _reader(self):
        f = self.sock.makefile("rb")
        try:
            for line in f:
                m = json.loads(line)
                self.frames.append(m)
                if m["t"] == "view" and m["view"]["legal"] and tuple(m["at"]) not in self.acted:
                    self.acted.add(tuple(m["at"]))
                    self.send(frame("action", self.next_seq(), action=self.rng.choice(m["view"]["legal"])))
        except (OSError, ValueError):
            pass
        self.closed = True


def _headless(tmp_path, name: str, *args):
    base = ("--headless", "--port", 0, "--listen", "127.0.0.1", "--no-advertise", "--level", "random")
    return spawn("host", *base, "--deal-pause", 0, "--turn-time", 0, *args, errfile=tmp_path / f"{name}.err")


@pytest.mark.parametrize("game,players", CASES)
def test_a_killed_host_process_goes_on_with_its_record_from_the_same_scores(tmp_path, game, players):
    """docs/protocol.md, A saved game: the headless host rewrites ``--record`` after every move and
    deal, before any client hears of it; killed at any moment (SIGKILL), the file holds every move a
    client saw, and ``--continue`` goes on from exactly there, the unfinished deal with every hand.
    Killed in its second deal: the finished deal and the scores as they were, the unfinished deal's
    cards and moves, then on to the end of that deal; the host's final scores are its record's."""
    rec = tmp_path / "host.json"
    table = ("--game", game, "--players", players, "--bots", players - 1, "--seed", 4, "--max-deals", 4)
    host = _headless(tmp_path, "host", *table, "--bot-delay", 0.02, "--record", rec)
    guest = None
    try:
        guest = Player(read_listening(host), "Watcher", seed=players)
        wait_for(lambda: last_at(guest.frames) >= (1, 3), 30, "a deal and more")
        host.send_signal(signal.SIGKILL)
        host.wait(5)
        seen = last_at(guest.frames)
        # whole, whenever the kill came: a write cut short stays in its temporary file (host.json.<pid>.tmp,
        # left behind when the kill came mid-write), never in the record
        saved = json.loads(rec.read_text(encoding="utf-8"))
        g = replay(saved)
        at = (len(saved["deals"]) - 1, len(saved["deals"][-1]["actions"]))
        assert at >= seen, (at, seen)  # every move the guest saw is in the record
        assert not g.over and g.deal.phase != "done"  # killed mid-deal: the unfinished deal, every hand
    finally:
        if guest is not None:
            guest.close()
        stop(host)
    again = tmp_path / "again.json"
    args = ("--bots", players, "--bot-delay", 0, "--max-deals", 1, "--continue", rec, "--record", again)
    host2 = _headless(tmp_path, "host2", *args, "--linger", 0)
    try:
        out, _ = host2.communicate(timeout=60)
    finally:
        stop(host2)
    went_on = json.loads(again.read_text(encoding="utf-8"))
    k = len(saved["deals"]) - 1  # the deal cut short
    assert went_on["deals"][:k] == saved["deals"][:k]  # the finished deals, as they were
    finished = dict(saved, deals=saved["deals"][:k])
    assert replay(dict(went_on, deals=went_on["deals"][:k])).scores == replay(finished).scores
    last, was = went_on["deals"][k], saved["deals"][k]
    assert {x: v for x, v in last.items() if x != "actions"} == {x: v for x, v in was.items() if x != "actions"}
    assert last["actions"][: len(was["actions"])] == was["actions"]  # on from exactly where it stopped
    assert len(last["actions"]) > len(was["actions"]) and len(went_on["deals"]) == k + 1
    said = json.loads(next(line for line in out.splitlines() if line.startswith("GAME OVER"))[len("GAME OVER ") :])
    assert said["totals"] == replay(went_on).scores
