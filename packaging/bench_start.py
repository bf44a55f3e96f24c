#!/usr/bin/env python3
"""Start-up time of the installed (frozen) app.

    python packaging/bench_start.py [--deb dist/thousand_*.deb | --exe PATH] [--runs 5] [--drop-caches]

With --deb the package is unpacked into a temporary root (dpkg -x) and <root>/usr/games/thousand
is measured. Three figures, each the median (and min/max) of --runs runs:

  version     wall time of `thousand --version` (bootloader, Python, our package; no Qt window)
  first_map   under Xvfb with the real xcb platform: from exec until the main window is mapped
              (polled with xdotool every 10 ms) — the first frame is painted right after the map;
              needs Xvfb, xdotool and the xcb libraries (libxcb-icccm4, libxcb-keysyms1, ...)
  cpu_median_s  the app's own CPU time (user+sys, all threads) for each: less sensitive to other
              load on the machine than the wall times
  self_test   wall time of `thousand --self-test` (offscreen: builds the window, loads translations,
              plays one whole deal between computers, exits): an upper bound, not a start-up time

--drop-caches (root only) empties the page cache before every run: a cold start from disk.
Prints one JSON object.
"""

from __future__ import annotations

import argparse
import glob
import json
import os
import resource
import shutil
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def drop_caches():
    subprocess.run(["sync"], check=False)
    with open("/proc/sys/vm/drop_caches", "w") as f:
        f.write("3\n")


CPU: dict[str, list[float]] = {}


def timed(cmd, env, timeout=300) -> float:
    """Wall time; the child's CPU time (user+sys) is kept in CPU[cmd[-1]]."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    r = subprocess.run(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=timeout)
    dt = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    CPU.setdefault(cmd[-1], []).append(after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime)
    if r.returncode != 0:
        raise SystemExit(f"{cmd} exited {r.returncode}")
    return dt


def _proc_cpu(pid: int) -> float:
    """user+sys CPU seconds of a running process (all its threads) so far."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


class Xvfb:
    """A private X server: -displayfd picks a free display, -noreset keeps it from resetting
    (and refusing connections for a moment) each time its last client leaves."""

    def __init__(self):
        r, w = os.pipe()
        self.proc = subprocess.Popen(
            ["Xvfb", "-displayfd", str(w), "-screen", "0", "1280x800x24", "-nolisten", "tcp", "-noreset"],
            pass_fds=(w,),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        os.close(w)
        with os.fdopen(r) as f:
            number = f.readline().strip()
        if not number:
            raise SystemExit("Xvfb did not start")
        self.display = f":{number}"

    def env(self, base):
        return {**base, "DISPLAY": self.display}

    def close(self):
        self.proc.terminate()
        self.proc.wait(10)


def first_map(exe, env, xvfb: Xvfb, data_dir: Path) -> float:
    env = xvfb.env({**env, "QT_QPA_PLATFORM": "xcb"})
    t0 = time.perf_counter()
    log = data_dir.parent / "first_map.log"
    with open(log, "wb") as err:
        p = subprocess.Popen(
            [exe, "--new", "--data-dir", str(data_dir)], env=env, stdout=subprocess.DEVNULL, stderr=err
        )
    try:
        while True:
            r = subprocess.run(
                ["xdotool", "search", "--onlyvisible", "--pid", str(p.pid), "--name", "."],
                env=env,
                capture_output=True,
                text=True,
            )
            if r.returncode == 0 and r.stdout.strip():
                dt = time.perf_counter() - t0
                CPU.setdefault("first_map", []).append(_proc_cpu(p.pid))
                return dt
            if p.poll() is not None:
                raise SystemExit(
                    f"the app exited ({p.returncode}) before showing a window:\n"
                    + log.read_text(errors="replace")[-3000:]
                )
            if time.perf_counter() - t0 > 60:
                raise SystemExit("no window after 60 s")
            time.sleep(0.01)
    finally:
        p.terminate()
        try:
            p.wait(10)
        except subprocess.TimeoutExpired:
            p.kill()
            p.wait()


def summary(xs):
    return {
        "median_s": round(statistics.median(xs), 3),
        "min_s": round(min(xs), 3),
        "max_s": round(max(xs), 3),
        "runs": len(xs),
    }


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--deb")
    ap.add_argument("--exe")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--drop-caches", action="store_true")
    ap.add_argument("--skip-self-test", action="store_true")
    ap.add_argument(
        "--nice",
        type=int,
        default=0,
        help="run the app at this niceness (root may give a negative one: less disturbed by other load)",
    )
    args = ap.parse_args(argv)
    tmp = Path(tempfile.mkdtemp(prefix="thousand-bench-"))
    try:
        if args.exe:
            exe = str(Path(args.exe).resolve())
        else:
            deb = args.deb or max(glob.glob(str(ROOT / "dist" / "thousand_*.deb")), key=os.path.getmtime, default=None)
            if not deb:
                raise SystemExit("no .deb: run `python packaging/build.py linux` or pass --deb/--exe")
            subprocess.run(["dpkg", "-x", deb, str(tmp / "root")], check=True)
            exe = str(tmp / "root" / "usr" / "games" / "thousand")
        home = tmp / "home"
        home.mkdir()
        env = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "HOME": str(home),
            "LANG": "C.UTF-8",
            "XDG_CONFIG_HOME": str(home / ".config"),
            "XDG_RUNTIME_DIR": str(home),
            "THOUSAND_LAN_INTERFACES": "127.0.0.1",
        }
        off = {**env, "QT_QPA_PLATFORM": "offscreen"}

        def each(fn):
            out = []
            for _ in range(args.runs):
                if args.drop_caches:
                    drop_caches()
                out.append(fn())
            return summary(out)

        if args.nice:
            os.nice(args.nice)  # inherited by every child
        result = {
            "exe": exe,
            "nice": args.nice,
            "cold": args.drop_caches,
            "cpus": os.cpu_count(),
            "loadavg_before": os.getloadavg()[0],
        }
        result["version"] = each(lambda: timed([exe, "--version"], off))
        if shutil.which("Xvfb") and shutil.which("xdotool"):
            x = Xvfb()
            try:
                result["first_map"] = each(lambda: first_map(exe, env, x, tmp / "data"))
            finally:
                x.close()
        else:
            result["first_map"] = "skipped: needs Xvfb and xdotool"
        if not args.skip_self_test:
            result["self_test"] = each(lambda: timed([exe, "--self-test"], off))
        result["cpu_median_s"] = {k: round(statistics.median(v), 3) for k, v in CPU.items()}
        result["loadavg_after"] = os.getloadavg()[0]
        print(json.dumps(result, indent=2))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
