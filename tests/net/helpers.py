"""Shared helpers for the LAN tests: subprocesses, logs, and the hidden-card checker."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

from engine import cards as C
from engine import view
from engine.record import replay

ROOT = Path(__file__).resolve().parents[2]
CARD_NAMES = {C.name(c) for c in range(24)}


def env():
    e = dict(os.environ)
    e["THOUSAND_LAN_INTERFACES"] = e.get("THOUSAND_LAN_INTERFACES") or "127.0.0.1"
    e["PYTHONPATH"] = str(ROOT) + os.pathsep + e.get("PYTHONPATH", "")
    e["QT_QPA_PLATFORM"] = "offscreen"
    return e


def spawn(module: str, *args, prefix=(), environ=None, errfile=None, **kw):
    cmd = list(prefix) + [sys.executable, "-u", "-m", f"thousand_qt.net.{module}", *map(str, args)]
    err = open(errfile, "w") if errfile else subprocess.DEVNULL
    return subprocess.Popen(cmd, cwd=ROOT, env=environ or env(), stdout=subprocess.PIPE, stderr=err, text=True, **kw)


def read_listening(proc, timeout=15.0) -> int:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        line = proc.stdout.readline()
        if line.startswith("LISTENING"):
            return int(line.split()[2])
        if not line and proc.poll() is not None:
            break
    raise AssertionError("host did not start")


def read_log(path) -> list[dict]:
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        return []
    out = []
    for line in text.splitlines():
        try:
            out.append(json.loads(line))
        except ValueError:
            pass  # a line being written
    return out


def wait_for(pred, timeout=20.0, what="condition", step=0.05):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        r = pred()
        if r:
            return r
        time.sleep(step)
    raise AssertionError(f"timed out waiting for {what}")


def last_at(msgs) -> tuple:
    ats = [tuple(m["at"]) for m in msgs if m.get("t") in ("view", "events") and "at" in m]
    return max(ats) if ats else (-1, -1)


def stop(proc, timeout=5):
    if proc.poll() is None:
        proc.kill()
    try:
        proc.wait(timeout)
    except subprocess.TimeoutExpired:
        pass


# ----------------------------------------------------------------- the hidden-card checker


def cards_in(obj) -> set[str]:
    """Every card name anywhere in a message."""
    out = set()
    stack = [obj]
    while stack:
        x = stack.pop()
        if isinstance(x, str):
            if x in CARD_NAMES:
                out.add(x)
        elif isinstance(x, dict):
            stack.extend(x.keys())
            stack.extend(x.values())
        elif isinstance(x, list):
            stack.extend(x)
    return out


class HiddenCardChecker:
    """Replays the host's final record to each message's point and asks what that seat may see:
    its own dealt cards, cards played, the talon when shown or taken by it, passed cards it knows.
    """

    def __init__(self, record: dict, finished_before: int = 0):
        self.record = record
        self.finished_before = finished_before  # deals a saved game brought along: public from the start
        self._cache = {}

    def allowed(self, seat: int, deal: int, n: int) -> set[str]:
        key = (seat, deal, n)
        if key not in self._cache:
            rec = dict(self.record)
            d = dict(self.record["deals"][deal])
            d["actions"] = d["actions"][:n]
            rec["deals"] = self.record["deals"][:deal] + [d]
            g = replay(rec)
            v = view(g, seat)
            known = v.hand | v.played | (v.talon or 0) | g.deal.dealt.get(seat, 0)
            for c in v.given_known.values():
                known |= C.bit(c)
            self._cache[key] = set(C.names(known))
        return self._cache[key]

    def deal_over(self, deal: int, n: int) -> bool:
        return n >= len(self.record["deals"][deal]["actions"]) and (
            deal < len(self.record["deals"]) - 1 or self.record.get("_last_done", True)
        )

    def check(self, seat: int, msgs: list[dict]) -> list[str]:
        """Problems found in the messages one seat received (empty when it saw nothing hidden)."""
        problems = []
        at = None
        for m in msgs:
            t = m.get("t")
            if t in ("view", "events"):
                at = tuple(m["at"])
                if t == "events":
                    for e in m["events"]:
                        if e.get("to") not in (None, seat):
                            problems.append(f"seat {seat} got another seat's private event {e}")
                if t == "view" and m["view"]["seat"] != seat:
                    problems.append(f"seat {seat} got seat {m['view']['seat']}'s view")
                seen = cards_in(m)
                bad = seen - self.allowed(seat, *at)
                if bad:
                    problems.append(f"seat {seat} at {at} saw hidden {sorted(bad)} in {t}")
            elif t == "deal_record":
                k = m["deal"]
                if k < self.finished_before:
                    continue
                if at is None or at[0] != k or not self.deal_over(k, at[1]):
                    problems.append(f"seat {seat} got deal {k}'s record before it was over (at {at})")
            elif t == "game_over":
                pass  # the game is over: the record is everyone's
            else:
                seen = cards_in(m)
                if seen:
                    problems.append(f"seat {seat} saw cards {sorted(seen)} in {t}")
        return problems


def loopback_host(name: str, *args, **kw):
    """A started HostServer on 127.0.0.1 without zeroconf, no bot or deal pauses unless ``kw`` says."""
    from thousand_qt.net.host import HostServer

    opts = dict(listen="127.0.0.1", advertise=False, bot_delay=0, deal_pause=0, seed=1)
    opts.update(kw)
    h = HostServer(name, 3, *args, **opts)
    assert h.start()
    return h


def when_modal(cls, fill, timeout=10.0):
    """Fill and accept the next modal dialog of ``cls`` (a menu action's exec() waits for it)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    deadline = time.monotonic() + timeout

    def poll():
        w = QApplication.activeModalWidget()
        if isinstance(w, cls):
            fill(w)
        elif time.monotonic() < deadline:
            QTimer.singleShot(20, poll)

    QTimer.singleShot(0, poll)


def join_and_start(qtbot, window, host, name: str = "Ann"):
    """The window joins the loopback ``host`` as ``name`` through Network ▸ Join (the real dialog),
    is ready, the host starts, and the window's table waits for the player: its controller."""
    from thousand_qt.net.remote_source import RemoteGameSource
    from thousand_qt.net.widgets import JoinDialog

    def fill(d):
        d.host_edit.setText("127.0.0.1")
        d.port_spin.setValue(host.port)
        d.name_edit.setText(name)
        d.accept()

    when_modal(JoinDialog, fill)
    window.join_action.trigger()
    qtbot.waitUntil(lambda: window.lan is not None and window.lan.session.seat == 0, timeout=5000)
    window.lan.lobby.panel.ready.setChecked(True)
    qtbot.waitUntil(lambda: host.can_start() is None, timeout=5000)
    assert host.start_game() is None
    c = window.controller
    qtbot.waitUntil(lambda: isinstance(c.source, RemoteGameSource) and c.waiting_for_human(), timeout=10000)
    return c


def app_window(qtbot):
    """The app's main window, shown at a size both LAN window tests use."""
    from thousand_qt.window.main import MainWindow

    w = MainWindow()
    qtbot.addWidget(w)
    w.resize(1100, 700)
    w.show()
    return w


class SeenCardChecker(HiddenCardChecker):
    """What a seat may know in any game of the family: every card its own views named so far in the
    deal (its hand as dealt and drawn, the cards played, the turned trump, a talon shown, a partner's
    shown marriage). A frame naming any other card leaks. The views are the engine's, replayed from
    the host's record: each deal once, its actions applied one by one (a whole game stays cheap)."""

    def allowed(self, seat: int, deal: int, n: int) -> set[str]:
        if (seat, deal, n) not in self._cache:
            self._views_of(deal)
        return self._cache[(seat, deal, n)]

    def _views_of(self, deal: int) -> None:
        from engine import Action, apply
        from thousand_qt.net import protocol as P

        actions = self.record["deals"][deal]["actions"]

        def upto(n: int):
            rec = dict(self.record)
            rec["deals"] = self.record["deals"][:deal] + [dict(self.record["deals"][deal], actions=actions[:n])]
            return replay(rec)

        g = upto(0)
        known = {s: set() for s in range(g.players)}
        for n in range(len(actions) + 1):
            if n == len(actions):
                g = upto(n)  # the deal's end as the record has it (applying would deal the next one)
            elif n:
                apply(g, Action.from_record(actions[n - 1]))
            for s in known:
                known[s] |= cards_in(P.view_to_wire(view(g, s)))
                self._cache[(s, deal, n)] = set(known[s])
