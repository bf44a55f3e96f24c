#!/usr/bin/env python3
"""Build Thousand's installers.

    python packaging/build.py linux     # dist/thousand_<v>_<arch>.deb and dist/thousand-<v>-linux-<arch>.tar.xz
    python packaging/build.py windows   # dist/thousand/ (one folder); then Inno Setup (ISCC) if it is on PATH
    python packaging/build.py macos     # dist/Thousand.app; then packaging/macos/make_dmg.sh

Steps: install PyInstaller into this Python if missing; compile translations/*.ts to .qm
(pyside6-lrelease) when there are any; run PyInstaller on packaging/thousand.spec; then the
platform's packages. Everything goes to --build-dir (default build/) and --dist-dir (default dist/).
"""

from __future__ import annotations

import argparse
import datetime as _dt
import os
import platform
import re
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
APP_ID = "org.thousandgame.Thousand"
PACKAGE = "thousand"
MAINTAINER = "The Thousand project contributors <thousand@users.noreply.github.com>"
PYINSTALLER_REQ = "pyinstaller>=6.10"

# Sonames the Qt xcb platform plugin and friends need, for build machines that lack them
# (dpkg -S cannot name a package for a library that is not installed). Debian/Ubuntu names.
KNOWN_PACKAGES = {
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-glx.so.0": "libxcb-glx0",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb.so.1": "libxcb1",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libOpenGL.so.0": "libopengl0",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libX11.so.6": "libx11-6",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libdbus-1.so.3": "libdbus-1-3",
    "libwayland-client.so.0": "libwayland-client0",
    "libwayland-cursor.so.0": "libwayland-cursor0",
    "libwayland-egl.so.1": "libwayland-egl1",
}
# Libraries that only optional plugins need: the plugin is skipped at run time without them.
# (libqgtk3: GTK file dialogs and palette on GNOME-like desktops, where GTK 3 is present anyway.)
OPTIONAL_PLUGINS = ("platformthemes/libqgtk3.so",)
# The xcb plugin's runtime needs, declared even if no ELF names them directly (the list).
ALWAYS_DEPENDS = ["libxcb-cursor0", "libxkbcommon-x11-0", "libegl1", "libxcb-icccm4", "libxcb-keysyms1"]


def log(*a):
    print("[build]", *a, flush=True)


def run(cmd, **kw):
    log("$", " ".join(str(c) for c in cmd))
    return subprocess.run([str(c) for c in cmd], check=True, **kw)


def version() -> str:
    text = (ROOT / "thousand_qt" / "__init__.py").read_text(encoding="utf-8")
    return re.search(r'^__version__\s*=\s*"([^"]+)"', text, re.M).group(1)


def ensure_pyinstaller():
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        log(f"PyInstaller is missing: installing {PYINSTALLER_REQ} into {sys.prefix}")
        run([sys.executable, "-m", "pip", "install", "-q", PYINSTALLER_REQ])


def lrelease_cmd():
    """pyside6-lrelease next to this Python, on PATH, or the one inside the PySide6 wheel."""
    exe = Path(sys.executable).parent / ("pyside6-lrelease.exe" if os.name == "nt" else "pyside6-lrelease")
    if exe.exists():
        return [str(exe)]
    found = shutil.which("pyside6-lrelease")
    if found:
        return [found]
    import PySide6
    for name in ("lrelease", "lrelease.exe", "Qt/libexec/lrelease", "Qt/bin/lrelease"):
        p = Path(PySide6.__file__).parent / name
        if p.exists():
            return [str(p)]
    raise SystemExit("pyside6-lrelease not found (it comes with PySide6-Essentials)")


def build_qm(qm_dir: Path) -> list[Path]:
    if qm_dir.exists():
        shutil.rmtree(qm_dir)
    qm_dir.mkdir(parents=True)
    out = []
    for ts in sorted((ROOT / "translations").glob("*.ts")):
        qm = qm_dir / (ts.stem + ".qm")
        run(lrelease_cmd() + [ts, "-qm", qm])
        out.append(qm)
    log(f"{len(out)} translation(s) compiled" if out else "no translations/*.ts yet: English only")
    return out


def pyinstaller(build: Path, dist: Path, qm_dir: Path) -> Path:
    env = dict(os.environ)
    env["THOUSAND_QM_DIR"] = str(qm_dir)
    env["PYINSTALLER_CONFIG_DIR"] = str(build / "pyinstaller-cache")  # no cache outside build/
    run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
         "--distpath", dist, "--workpath", build / "pyinstaller", HERE / "thousand.spec"], env=env, cwd=ROOT)
    return dist / "thousand"


# ---------------------------------------------------------------- Linux: what the bundle needs

def _elf_files(folder: Path):
    for p in sorted(folder.rglob("*")):
        if p.is_file() and not p.is_symlink():
            with open(p, "rb") as f:
                if f.read(4) == b"\x7fELF":
                    yield p


def _needed(elf: Path) -> list[str]:
    out = subprocess.run(["readelf", "-d", "-W", str(elf)], capture_output=True, text=True).stdout
    return re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", out)


def _glibc_versions(elf: Path) -> list[tuple[int, ...]]:
    out = subprocess.run(["readelf", "-V", "-W", str(elf)], capture_output=True, text=True).stdout
    return [tuple(int(x) for x in v.split(".")) for v in re.findall(r"Name: GLIBC_([0-9.]+)", out)]


def _ldconfig() -> dict[str, str]:
    out = subprocess.run(["/sbin/ldconfig", "-p"], capture_output=True, text=True).stdout
    m = {}
    arch = "x86-64" if platform.machine() == "x86_64" else None
    for line in out.splitlines():
        g = re.match(r"\s*(\S+) \(([^)]*)\) => (\S+)", line)
        if g and (arch is None or arch in g.group(2)):
            m.setdefault(g.group(1), g.group(3))
    return m


def _owner(path: str) -> str | None:
    cands = {path, os.path.realpath(path)}
    for c in list(cands):
        cands.add(c[4:] if c.startswith("/usr/") else "/usr" + c)
    for c in sorted(cands):
        r = subprocess.run(["dpkg", "-S", c], capture_output=True, text=True)
        if r.returncode == 0 and r.stdout:
            return r.stdout.split(":", 1)[0].split(",")[0].strip()
    return None


def linux_depends(app: Path) -> tuple[list[str], dict]:
    """Debian Depends for the bundle: every NEEDED soname no bundled file provides, mapped to
    the package that owns it here (dpkg -S), else KNOWN_PACKAGES; plus libc6 (>= max GLIBC_x)."""
    elves = list(_elf_files(app))
    bundled = {p.name for p in app.rglob("*") if ".so" in p.name}
    where = _ldconfig()
    report = {"external": {}, "optional": {}, "unknown": []}
    pkgs = set(ALWAYS_DEPENDS)
    glibc = (2, 17)
    for elf in elves:
        rel = elf.relative_to(app).as_posix()
        optional = rel.endswith(OPTIONAL_PLUGINS)
        for g in _glibc_versions(elf):
            glibc = max(glibc, g)
        for so in _needed(elf):
            if so in bundled:
                continue
            if so.startswith(("libc.so", "libm.so", "libdl.so", "libpthread.so", "librt.so", "ld-linux",
                              "libresolv.so", "libutil.so")):
                continue  # libc6
            if optional:
                report["optional"].setdefault(so, rel)
                continue
            pkg = _owner(where[so]) if so in where else None
            pkg = pkg or KNOWN_PACKAGES.get(so)
            if pkg is None:
                report["unknown"].append(f"{so} (needed by {rel})")
                continue
            pkg = pkg.replace(":amd64", "")
            report["external"][so] = pkg
            pkgs.add(pkg)
    if report["unknown"]:
        raise SystemExit("cannot name a package for: " + ", ".join(report["unknown"]) +
                         " — install it on the build machine or add it to KNOWN_PACKAGES")
    pkgs.discard("libc6")
    deps = [f"libc6 (>= {'.'.join(map(str, glibc))})"] + sorted(pkgs)
    return deps, report


# ---------------------------------------------------------------- Linux packages

def deb_arch() -> str:
    try:
        return subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True,
                              check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return {"x86_64": "amd64", "aarch64": "arm64"}.get(platform.machine(), platform.machine())


def _du_kib(folder: Path) -> int:
    total = 0
    for p in folder.rglob("*"):
        if p.is_file() and not p.is_symlink():
            total += (p.stat().st_size + 1023) // 1024
    return total


def _gzip(data: bytes) -> bytes:
    import gzip
    return gzip.compress(data, compresslevel=9, mtime=0)


def stage_deb(app: Path, stage: Path, ver: str, arch: str, depends: list[str]) -> Path:
    if stage.exists():
        shutil.rmtree(stage)
    lib = stage / "usr" / "lib" / PACKAGE
    shutil.copytree(app, lib, symlinks=True)
    (stage / "usr" / "bin").mkdir(parents=True)
    os.symlink(f"../lib/{PACKAGE}/thousand", stage / "usr" / "bin" / "thousand")
    share = stage / "usr" / "share"
    apps = share / "applications"
    apps.mkdir(parents=True)
    shutil.copy2(HERE / "linux" / f"{APP_ID}.desktop", apps / f"{APP_ID}.desktop")
    meta = share / "metainfo"
    meta.mkdir(parents=True)
    shutil.copy2(HERE / "linux" / f"{APP_ID}.metainfo.xml", meta / f"{APP_ID}.metainfo.xml")
    for png in sorted((ROOT / "resources" / "icons" / "hicolor").glob("*/apps/thousand.png")):
        size = png.parent.parent.name
        d = share / "icons" / "hicolor" / size / "apps"
        d.mkdir(parents=True)
        shutil.copy2(png, d / f"{APP_ID}.png")
    d = share / "icons" / "hicolor" / "scalable" / "apps"
    d.mkdir(parents=True)
    shutil.copy2(ROOT / "resources" / "icons" / "thousand.svg", d / f"{APP_ID}.svg")
    doc = share / "doc" / PACKAGE
    doc.mkdir(parents=True)
    (doc / "copyright").write_text(
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
        "Upstream-Name: Thousand\n\n"
        f"Files: *\nCopyright: {_dt.date.today().year} The Thousand project contributors\nLicense: MIT\n\n"
        "Files: usr/lib/thousand/_internal/PySide6/* usr/lib/thousand/_internal/shiboken6/*\n"
        "Copyright: The Qt Company Ltd.\nLicense: LGPL-3.0-only\n\n"
        "Files: usr/lib/thousand/_internal/libpython* usr/lib/thousand/_internal/base_library.zip\n"
        "Copyright: Python Software Foundation\nLicense: PSF-2.0\n", encoding="utf-8")
    (doc / "changelog.gz").write_bytes(_gzip(
        f"{PACKAGE} ({ver}) unstable; urgency=medium\n\n  * Release {ver}: see the AppStream release notes.\n\n"
        f" -- {MAINTAINER}  {_dt.datetime.now(_dt.UTC):%a, %d %b %Y %H:%M:%S +0000}\n".encode()))
    man = share / "man" / "man6"
    man.mkdir(parents=True)
    (man / "thousand.6.gz").write_bytes(_gzip((HERE / "linux" / "thousand.6").read_bytes()))
    for p in stage.rglob("*"):  # plain modes whatever the umask; only the launcher is executable
        if not p.is_symlink():
            p.chmod(0o755 if p.is_dir() or p == lib / "thousand" else 0o644)
    debian = stage / "DEBIAN"
    debian.mkdir()
    desc = (
        "card game 1000 (Thousand, Tysiac, Tysyacha)\n"
        " Thousand (1000) is the Eastern European trick-taking card\n"
        " game for three or four players. Play against computer opponents at three\n"
        " levels or with friends on your home network, with many house rules.\n"
    )
    control = (
        f"Package: {PACKAGE}\nVersion: {ver}\nArchitecture: {arch}\nMaintainer: {MAINTAINER}\n"
        f"Installed-Size: {_du_kib(stage)}\nDepends: {', '.join(depends)}\n"
        "Recommends: fonts-dejavu-core | fonts-liberation2 | fonts-noto-core\n"
        "Section: games\nPriority: optional\n"
        f"Description: {desc}"
    )
    (debian / "control").write_text(control, encoding="utf-8")
    return stage


def build_deb(stage: Path, out: Path) -> Path:
    out.parent.mkdir(parents=True, exist_ok=True)
    run(["dpkg-deb", "--root-owner-group", "-Zxz", "-z6", "--build", stage, out], stdout=subprocess.DEVNULL)
    return out


def build_tar(app: Path, out: Path, top: str) -> Path:
    out.parent.mkdir(parents=True, exist_ok=True)
    if shutil.which("tar") and shutil.which("xz"):
        env = dict(os.environ, XZ_OPT="-6 -T0")
        run(["tar", "-C", app.parent, "--owner=0", "--group=0", "--numeric-owner",
             f"--transform=s,^{app.name},{top},", "-cJf", out, app.name], env=env)
    else:
        with tarfile.open(out, "w:xz") as t:
            t.add(app, arcname=top)
    return out


def linux(args) -> int:
    ver = version()
    build, dist = Path(args.build_dir).resolve(), Path(args.dist_dir).resolve()
    ensure_pyinstaller()
    qm_dir = build / "translations"
    build_qm(qm_dir)
    app = pyinstaller(build, build / "app", qm_dir)
    arch = deb_arch()
    depends, report = linux_depends(app)
    log("Depends:", ", ".join(depends))
    optional = sorted(set(report["optional"]) - set(report["external"]) - {"libGL.so.1", "libxkbcommon.so.0"})
    if optional:
        log("needed only by optional plugins (not in Depends):", ", ".join(optional))
    stage = stage_deb(app, build / "deb" / f"{PACKAGE}_{ver}_{arch}", ver, arch, depends)
    from concurrent.futures import ThreadPoolExecutor
    machine = platform.machine()
    with ThreadPoolExecutor(2) as pool:  # the two xz compressions side by side
        deb = pool.submit(build_deb, stage, dist / f"{PACKAGE}_{ver}_{arch}.deb")
        tar = pool.submit(build_tar, app, dist / f"{PACKAGE}-{ver}-linux-{machine}.tar.xz", f"{PACKAGE}-{ver}")
        deb, tar = deb.result(), tar.result()
    for f in (deb, tar):
        log(f"{f}  {f.stat().st_size / 1e6:.1f} MB")
    return 0


def windows(args) -> int:
    ver = version()
    build, dist = Path(args.build_dir).resolve(), Path(args.dist_dir).resolve()
    ensure_pyinstaller()
    qm_dir = build / "translations"
    build_qm(qm_dir)
    app = pyinstaller(build, dist, qm_dir)
    iscc = shutil.which("iscc") or shutil.which("ISCC")
    for guess in (r"C:\Program Files (x86)\Inno Setup 6\ISCC.exe", r"C:\Program Files\Inno Setup 6\ISCC.exe"):
        if not iscc and Path(guess).exists():
            iscc = guess
    if not iscc:
        log(f"Inno Setup (ISCC) not found: {app} is built, the installer is not")
        return 0
    run([iscc, f"/DAppVersion={ver}", f"/DSourceDir={app}", f"/DOutputDir={dist}",
         f"/DSetupIcon={build / 'pyinstaller' / 'thousand' / 'thousand.ico'}", HERE / "windows" / "thousand.iss"])
    return 0


def macos(args) -> int:
    build, dist = Path(args.build_dir).resolve(), Path(args.dist_dir).resolve()
    ensure_pyinstaller()
    qm_dir = build / "translations"
    build_qm(qm_dir)
    pyinstaller(build, dist, qm_dir)
    run(["bash", HERE / "macos" / "make_dmg.sh", dist / "Thousand.app", dist, version()])
    return 0


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("target", choices=("linux", "windows", "macos"))
    p.add_argument("--build-dir", default=str(ROOT / "build"))
    p.add_argument("--dist-dir", default=str(ROOT / "dist"))
    args = p.parse_args(argv)
    t0 = _dt.datetime.now()
    rc = {"linux": linux, "windows": windows, "macos": macos}[args.target](args)
    log(f"done in {(_dt.datetime.now() - t0).total_seconds():.0f} s")
    return rc


if __name__ == "__main__":
    sys.exit(main())
