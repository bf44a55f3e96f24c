#!/usr/bin/env python3
"""Record a played deal as a player sees it, frame by frame, and write a contact sheet.

The app runs on its own X server (Xvfb) at a laptop's size, with a window manager (openbox), and
one seat is played through the X server as a player would: the action bar's keys (B bid, P pass,
G give, C contract, ...) and clicks on the cards, sent with xdotool. The computers sit in the other
seats. ffmpeg records the screen (x11grab, 15 fps); the frames are cut from the video and a contact
sheet (ImageMagick ``montage``) shows every few of them with their number and time.

    python scripts/record_deal.py --out /tmp/deal/sheet.png                # 1000, en, 1366x768
    python scripts/record_deal.py --lang ru --game sixty_six --out /tmp/66/sheet.png
    python scripts/record_deal.py --size 1280x720 --seconds 90 --every 10 --out /tmp/d/sheet.png

Beside the sheet: ``<name>.mkv`` (the recording), ``<name>-frames/00001.png`` ... (every frame: frame
N is at (N-1)/fps s) and ``<name>.log`` (what the seat did and when, in recording time).
In a game with an auction the player wins it (--talon, the default: a seed is looked for, at zero
speed before the recording starts, with which the seat's bids win); --no-talon plays any deal.
Needs Xvfb, openbox, xdotool, ffmpeg and ImageMagick (apt-get install xvfb openbox xdotool ffmpeg
imagemagick). Every process it starts is ended on exit (also on Ctrl+C or SIGTERM).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FPS = 15

# the engine's action kinds the seat chooses with the action bar's keys (thousand_qt/window/shortcuts.py)
KEYS = {"bid": "b", "pass": "p", "give": "g", "discard": "g", "discard_give": "g", "contract": "c"}
CARD_PICKS = ("give", "discard", "discard_give")  # actions chosen by clicking two cards, then a key


# ------------------------------------------------------------------ pure parts (tested)


def parse_size(text: str) -> tuple[int, int]:
    """ "1366x768" -> (1366, 768)."""
    w, _, h = text.lower().partition("x")
    size = int(w), int(h)
    if min(size) < 320:
        raise argparse.ArgumentTypeError(f"not a screen size: {text}")
    return size


def free_display(start: int = 9, tmp: str = "/tmp") -> int:
    """The first X display number from ``start`` with neither a lock file nor a socket."""
    n = start
    while Path(tmp, f".X{n}-lock").exists() or Path(tmp, ".X11-unix", f"X{n}").exists():
        n += 1
    return n


def sheet_frames(count: int, every: int, start: float = 0.0, stop: float | None = None, fps: int = FPS) -> list[int]:
    """The frames (1-based, frame n at (n-1)/fps s) a contact sheet shows: every ``every``-th from
    the one at ``start`` seconds to the one at ``stop`` (default: the last), that one included."""
    first = max(1, round(start * fps) + 1)
    last = count if stop is None else min(count, round(stop * fps) + 1)
    if last < first:
        return []
    picked = list(range(first, last + 1, max(1, every)))
    if picked[-1] != last:
        picked.append(last)
    return picked


def frame_label(n: int, fps: int = FPS) -> str:
    """Frame n (1-based) of a video cut at ``fps``: its number and time, "#31 2.00s"."""
    return f"#{n} {(n - 1) / fps:.2f}s"


def montage_args(frames_dir: Path, picked: list[int], out: Path, columns: int = 6, tile_width: int = 340) -> list:
    """ImageMagick's montage command: the picked frames in a grid, each labelled with its number and time."""
    args = ["montage"]
    for n in picked:
        args += ["-label", frame_label(n), str(frames_dir / f"{n:05d}.png")]
    return args + [
        "-tile",
        f"{columns}x",
        "-geometry",
        f"{tile_width}x+3+3",
        "-pointsize",
        "13",
        "-background",
        "#202020",
        "-fill",
        "#f0f0f0",
        str(out),
    ]


# ------------------------------------------------------------------ the outer script: X, ffmpeg, the sheet


class Processes:
    """The processes this script started, ended in the reverse order on exit."""

    def __init__(self):
        self.procs: list[subprocess.Popen] = []

    def start(self, args, **kw) -> subprocess.Popen:
        p = subprocess.Popen(args, **kw)
        self.procs.append(p)
        return p

    def stop(self, p: subprocess.Popen, sig=signal.SIGTERM, wait: float = 5.0) -> None:
        if p.poll() is None:
            p.send_signal(sig)
            try:
                p.wait(wait)
            except subprocess.TimeoutExpired:
                p.kill()
                p.wait()

    def stop_all(self) -> None:
        for p in reversed(self.procs):
            self.stop(p)


def _wait_for(path: Path, seconds: float) -> bool:
    t = time.monotonic()
    while time.monotonic() - t < seconds:
        if path.exists():
            return True
        time.sleep(0.05)
    return False


def record(a) -> int:
    out = Path(a.out).resolve()
    out.parent.mkdir(parents=True, exist_ok=True)
    video = out.with_suffix(".mkv")
    frames_dir = out.with_name(out.stem + "-frames")
    log_path = out.with_suffix(".log")
    w, h = a.size
    display = free_display()
    procs = Processes()

    def on_term(signum, frame):
        raise SystemExit(128 + signum)

    signal.signal(signal.SIGTERM, on_term)
    try:
        procs.start(
            ["Xvfb", f":{display}", "-screen", "0", f"{w}x{h}x24", "-nolisten", "tcp"], stderr=subprocess.DEVNULL
        )
        if not _wait_for(Path(f"/tmp/.X11-unix/X{display}"), 10):
            print("record_deal: Xvfb did not start", file=sys.stderr)
            return 1
        env = dict(os.environ, DISPLAY=f":{display}", QT_QPA_PLATFORM="xcb")
        env.pop("WAYLAND_DISPLAY", None)
        env.setdefault("THOUSAND_LAN_INTERFACES", "127.0.0.1")
        procs.start(["openbox"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(0.5)
        child_args = [sys.executable, str(Path(__file__).resolve()), "--child", "--lang", a.lang]
        child_args += ["--game", a.game, "--level", a.level, "--seed", str(a.seed)]
        child_args += ["--seconds", str(a.seconds), "--max-bid", str(a.max_bid)] + ([] if a.talon else ["--no-talon"])
        child = procs.start(child_args, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        ready = child.stdout.readline().strip()
        if not ready.startswith("ready"):
            print(f"record_deal: the app did not get ready ({ready!r})", file=sys.stderr)
            return 1
        print("record_deal:", ready)
        ffmpeg = procs.start(
            ["ffmpeg", "-loglevel", "error", "-y", "-f", "x11grab", "-framerate", str(FPS), "-video_size", f"{w}x{h}"]
            + ["-i", f":{display}", "-c:v", "libx264", "-preset", "ultrafast", "-qp", "0", str(video)],
            env=env,
            stdin=subprocess.PIPE,
        )
        time.sleep(0.5)
        t0 = time.monotonic()
        child.stdin.write("go\n")
        child.stdin.flush()
        lines = []

        def read():  # the seat's log, until the child says the deal has ended
            for line in child.stdout:
                lines.append(line)
                if line.startswith("end"):
                    return

        reader = threading.Thread(target=read, daemon=True)
        reader.start()
        reader.join(a.seconds + 60)
        if reader.is_alive():
            print("record_deal: the deal did not end in time; recording stopped", file=sys.stderr)
        ffmpeg.stdin.write(b"q")  # ffmpeg's own way to stop: the file is finished properly
        ffmpeg.stdin.flush()
        try:
            ffmpeg.wait(15)
        except subprocess.TimeoutExpired:
            procs.stop(ffmpeg, signal.SIGINT)
        print(f"record_deal: recorded {time.monotonic() - t0:.1f} s -> {video}")
        if child.poll() is None:
            child.stdin.write("quit\n")  # the window closes only now: no black frames at the end
            child.stdin.flush()
            try:
                child.wait(10)
            except subprocess.TimeoutExpired:
                procs.stop(child)
        log_path.write_text("".join(lines))
        procs.stop_all()
        return contact_sheet(video, frames_dir, out, a)
    finally:
        procs.stop_all()


def contact_sheet(video: Path, frames_dir: Path, out: Path, a) -> int:
    """Cut every frame of the video (once) and lay the picked ones out on the sheet."""
    if not a.sheet_only or not frames_dir.is_dir():
        frames_dir.mkdir(exist_ok=True)
        for old in frames_dir.glob("*.png"):
            old.unlink()
        cut = ["ffmpeg", "-loglevel", "error", "-y", "-i", str(video), "-vf", f"fps={FPS}"]
        subprocess.run(cut + [str(frames_dir / "%05d.png")], check=True)
    count = len(list(frames_dir.glob("*.png")))
    picked = sheet_frames(count, a.every, a.start, a.stop)
    subprocess.run(montage_args(frames_dir, picked, out), check=True)
    print(f"record_deal: {count} frames in {frames_dir}; contact sheet of {len(picked)} -> {out}")
    return 0


# ------------------------------------------------------------------ the child: the app and its player


class Seat:
    """Plays the human seat through the X server: keys for the action bar, clicks on the cards."""

    def __init__(self, app, w, rng, log, max_bid=120):
        self.app, self.w, self.rng, self.log = app, w, rng, log
        self.max_bid = max_bid
        self.c, self.m = w.controller, w.controller.table

    def pump(self, seconds):
        from PySide6.QtCore import QEventLoop

        t = time.monotonic()
        while time.monotonic() - t < seconds:
            self.app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
            time.sleep(0.005)

    def ready(self) -> bool:
        return self.c.waiting_for_human() and not self.w.scene.busy()

    def choose(self, legal):
        """The seat's choice: bid while it may (to take the talon), else a legal action at random."""
        main = [a for a in legal if a.kind not in ("redeal", "look", "unhide")] or legal
        bids = [a for a in main if a.kind == "bid" and a.value <= self.max_bid]
        if bids:
            return min(bids, key=lambda a: a.value)  # the bar's combo starts at the lowest bid
        if any(a.kind == "pass" for a in main):
            return next(a for a in main if a.kind == "pass")
        contracts = [a for a in main if a.kind == "contract"]
        if contracts:
            return min(contracts, key=lambda a: a.value)
        plays = [a for a in main if a.kind == "play"]
        return self.rng.choice(plays or main)

    def xdo(self, *args):
        subprocess.run(["xdotool", *args], check=False)
        self.pump(0.15)

    def click_card(self, card):
        item = self.w.scene.cards[card]
        view = self.w.view
        p = view.viewport().mapToGlobal(view.mapFromScene(item.sceneBoundingRect().center()))
        self.xdo("mousemove", "--sync", str(p.x()), str(p.y()), "click", "1")

    def perform(self, a) -> str:
        """Do ``a`` the way a player would; "key"/"click" if that took, else "act" (the controller)."""
        before = (len(self.c.table.hand), self.c.table.phase, len(self.c.human_legal()))
        how = "act"
        if a.kind == "play":
            self.click_card(a.value)
            how = "click"
        elif a.kind in CARD_PICKS:
            for card in a.value:
                self.click_card(card)
            self.xdo("key", KEYS[a.kind])
            how = "clicks+key"
        elif a.kind in KEYS:
            self.xdo("key", KEYS[a.kind])
            how = "key"
        t = time.monotonic()
        while time.monotonic() - t < 3:
            if (
                not self.c.waiting_for_human()
                or (
                    len(self.c.table.hand),
                    self.c.table.phase,
                    len(self.c.human_legal()),
                )
                != before
            ):
                return how
            self.pump(0.05)
        self.c.act(a)  # the input did not take: the seat still plays, and the log says so
        return "act (" + how + " did not take)"


def search_seed(w, seat, cfg_for, first_seed, tries=40):
    """A seed with which the seat's bids win the auction, played at zero speed off the recording."""
    speed = w.scene.speed
    w.scene.speed = w.sheet.speed = w.controller.speed = 0.0
    w.think_ms = 0
    m = w.controller.table
    found = None
    for seed in range(first_seed, first_seed + tries):
        w.start(cfg_for(seed, 0))
        t = time.monotonic()
        while (
            time.monotonic() - t < 20 and m.declarer is None and not m.over and m.phase in ("idle", "auction", "deal")
        ):
            seat.pump(0.01)
            if w.controller.waiting_for_human():
                w.controller.act(seat.choose(w.controller.human_legal()))
        if m.declarer == 0:
            found = seed
            break
    w.scene.speed = w.sheet.speed = w.controller.speed = speed
    return found


def child(a) -> int:
    from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths
    from PySide6.QtWidgets import QApplication

    sys.path.insert(0, str(ROOT))
    tmp = tempfile.mkdtemp(prefix="record-deal-")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tmp)
    QStandardPaths.setTestModeEnabled(True)
    app = QApplication([sys.argv[0]])
    QCoreApplication.setOrganizationName("ThousandRecord")
    QCoreApplication.setApplicationName("ThousandRecord")
    import thousand_qt  # noqa: F401
    from engine.agreements import GAMES
    from thousand_qt import paths, settings
    from thousand_qt.game.controller import GameConfig
    from thousand_qt.window.main import MainWindow
    from thousand_qt.words import i18n

    paths.set_data_dir(tmp)
    settings.put("language", a.lang)
    i18n.install_language(app, a.lang)
    players = GAMES[a.game].seats[0]
    preset = GAMES[a.game].preset
    t_go = [None]
    lines = []

    def log(text):
        t = "-" if t_go[0] is None else f"{time.monotonic() - t_go[0]:6.2f}s"
        lines.append(f"{t} {text}")
        print(f"{t} {text}", flush=True)

    def cfg_for(seed, dealer):
        return GameConfig(
            seat=0, players=players, levels=[a.level] * 3, seed=seed, dealer=dealer, game=a.game, preset=preset
        )

    seed = a.seed
    if a.talon and GAMES[a.game].shown_talon:  # a game whose auction's winner takes a talon
        # looked for in a window of its own that never shows: the recording starts on a clean table
        w = MainWindow()
        w.controller.autosave_enabled = False
        found = search_seed(w, Seat(app, w, random.Random(a.seed), log, a.max_bid), cfg_for, a.seed)
        w.close()
        w.deleteLater()
        if found is None:
            print(f"record_deal: no seed from {a.seed} wins the seat the auction; playing {a.seed}", file=sys.stderr)
        seed = found if found is not None else a.seed
    w = MainWindow()
    w.controller.autosave_enabled = False
    seat = Seat(app, w, random.Random(a.seed), log, a.max_bid)
    w.show()
    seat.pump(1.5)
    print(f"ready seed={seed} game={a.game} lang={a.lang} level={a.level}", flush=True)
    sys.stdin.readline()
    t_go[0] = time.monotonic()
    w.start(cfg_for(seed, 0))  # the deal, from its first card
    m = w.controller.table
    scored = []
    w.controller.dealScored.connect(scored.append)
    end = time.monotonic() + a.seconds
    while time.monotonic() < end:
        seat.pump(0.02)
        if (
            (scored or m.last_summary is not None)
            and w.scene.banner.isVisible()
            and (w.scene.waiting() or not w.scene.busy())
        ):
            log(f"deal scored: {json.dumps(scored[0], default=str)[:300]}")
            seat.pump(3.0)
            break
        if seat.ready():
            legal = w.controller.human_legal()
            act = seat.choose(legal)
            how = seat.perform(act)
            log(f"{m.phase:8} {act.kind} {act.value!r} by {how}")
    print("end", flush=True)
    quit_ = threading.Thread(target=sys.stdin.readline, daemon=True)  # the recording stops first
    quit_.start()
    while quit_.is_alive():
        seat.pump(0.05)
    w.close()
    return 0


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--out", help="the contact sheet (PNG); the video, frames and log go beside it")
    p.add_argument("--lang", default="en", help="the app's language: en, ru, pl, uk (default: en)")
    p.add_argument("--game", default="thousand", help="the game of the family (default: thousand)")
    p.add_argument("--size", type=parse_size, default=(1366, 768), help="the screen, WxH (default: 1366x768)")
    p.add_argument("--seconds", type=float, default=120, help="the longest recording (default: 120)")
    p.add_argument("--level", default="hard", help="the computers' level (default: hard)")
    p.add_argument("--seed", type=int, default=1, help="the first seed tried (default: 1)")
    p.add_argument("--max-bid", type=int, default=120, help="the seat bids up to this (default: 120)")
    p.add_argument("--every", type=int, default=FPS, help="a sheet tile every N frames (default: 15, 1 s)")
    p.add_argument("--from", dest="start", type=float, default=0.0, help="the sheet starts at this second")
    p.add_argument("--to", dest="stop", type=float, default=None, help="the sheet ends at this second")
    p.add_argument(
        "--sheet-only", action="store_true", help="no recording: a sheet of --from..--to of --out's frames, beside it"
    )
    p.add_argument("--no-talon", dest="talon", action="store_false", help="play any deal, not one the seat wins")
    p.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    a = p.parse_args(argv)
    if a.child:
        return child(a)
    if not a.out:
        p.error("--out is required")
    if a.sheet_only:
        out = Path(a.out).resolve()
        detail = out.with_name(f"{out.stem}-{a.start:g}s-{'end' if a.stop is None else f'{a.stop:g}s'}.png")
        return contact_sheet(out.with_suffix(".mkv"), out.with_name(out.stem + "-frames"), detail, a)
    return record(a)


if __name__ == "__main__":
    sys.exit(main())
