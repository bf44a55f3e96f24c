#!/usr/bin/env python3
"""Build Thousand's installers.

    python packaging/build.py linux     # dist/thousand_<v>_<arch>.deb and dist/thousand-<v>-linux-<arch>.tar.xz
    python packaging/build.py windows   # dist/thousand/ (one folder), then the Inno Setup installer (needs ISCC)
    python packaging/build.py macos     # dist/Thousand.app, then the .dmg (packaging/macos/make_dmg.sh)

Steps: install PyInstaller into this Python if missing; compile translations/*.ts to .qm
(pyside6-lrelease) when there are any; run PyInstaller on packaging/thousand.spec; then the
platform's packages. Everything goes to --build-dir (default build/) and --dist-dir (default dist/).
"""

from __future__ import annotations

import argparse
import datetime as _dt
import hashlib
import os
import platform
import re
import shutil
import subprocess
import sys
import sysconfig
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))  # bundle_info beside this file, also when build.py is imported
import bundle_info  # noqa: E402

APP_ID = "org.thousandgame.Thousand"
PACKAGE = "thousand"
MAINTAINER = "The Thousand project contributors <thousand@users.noreply.github.com>"
PYINSTALLER_REQ = "pyinstaller>=6.10"
# The project's public web page, for the .deb's Homepage field. Empty while there is none: an
# invented address would be worse than no field (lintian does not ask for it in a binary package).
HOMEPAGE = ""
# Tools the Linux packages need (Debian packages: dpkg, dpkg-dev, binutils, patchelf, tar, xz-utils).
LINUX_TOOLS = ("dpkg-deb", "dpkg", "readelf", "patchelf", "tar", "xz")

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
    return bundle_info.app_version(ROOT)


def check_release_notes(ver: str):
    """The .deb and the tarball ship the metainfo: its newest release must be this version."""
    newest = bundle_info.newest_release((HERE / "linux" / f"{APP_ID}.metainfo.xml").read_text(encoding="utf-8"))
    if newest != ver:
        raise SystemExit(
            f"packaging/linux/{APP_ID}.metainfo.xml: the newest <release> is {newest}, the app is {ver};"
            " add a <release> entry for this version first"
        )


def source_date_epoch() -> int:
    """The build's timestamp (reproducible-builds.org): SOURCE_DATE_EPOCH if set, else the time of
    the last commit, else now. It is exported, so PyInstaller, dpkg-deb and tar see the same value."""
    value = os.environ.get("SOURCE_DATE_EPOCH", "").strip()
    if not value:
        r = subprocess.run(["git", "-C", str(ROOT), "log", "-1", "--format=%ct"], capture_output=True, text=True)
        value = r.stdout.strip() if r.returncode == 0 and r.stdout.strip().isdigit() else str(int(time.time()))
    os.environ["SOURCE_DATE_EPOCH"] = value
    return int(value)


def set_mtimes(folder: Path, epoch: int):
    """Every file, folder and symlink dated at the epoch, so archives do not carry the build's clock."""
    for p in [folder, *folder.rglob("*")]:
        os.utime(p, (epoch, epoch), follow_symlinks=False)


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
    # a fixed hash seed: PyInstaller's archives otherwise follow the order of randomly hashed sets
    env.setdefault("PYTHONHASHSEED", "0")
    run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--clean",
            "--log-level",
            "WARN",
            "--distpath",
            dist,
            "--workpath",
            build / "pyinstaller",
            HERE / "thousand.spec",
        ],
        env=env,
        cwd=ROOT,
    )
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


def _runpath(elf: Path) -> str | None:
    out = subprocess.run(["readelf", "-d", "-W", str(elf)], capture_output=True, text=True).stdout
    m = re.search(r"\((?:RUNPATH|RPATH)\)\s+Library (?:runpath|rpath): \[([^\]]*)\]", out)
    return m.group(1) if m else None


def fix_runpaths(app: Path) -> dict[str, str]:
    """Drop the library search paths that point outside the bundle. A Python built with
    --enable-shared (pyenv, setup-python) bakes its own lib folder, e.g. /root/.pyenv/versions/3.11.7/lib,
    into libpython and every extension module: on a user's machine that path means nothing, or worse,
    another Python. Paths relative to $ORIGIN (Qt's, PySide6's) stay: they point inside the bundle.
    Returns {file: old search path} for the files changed."""
    changed = {}
    for elf in _elf_files(app):
        old = _runpath(elf)
        if old is None:
            continue
        keep = [d for d in old.split(":") if d.startswith("$ORIGIN")]
        if keep == old.split(":"):
            continue
        args = ["--set-rpath", ":".join(keep)] if keep else ["--remove-rpath"]
        subprocess.run(["patchelf", *args, str(elf)], check=True)
        changed[elf.relative_to(app).as_posix()] = old
    return changed


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
            if so.startswith(
                (
                    "libc.so",
                    "libm.so",
                    "libdl.so",
                    "libpthread.so",
                    "librt.so",
                    "ld-linux",
                    "libresolv.so",
                    "libutil.so",
                )
            ):
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
        raise SystemExit(
            "cannot name a package for: "
            + ", ".join(report["unknown"])
            + " — install it on the build machine or add it to KNOWN_PACKAGES"
        )
    pkgs.discard("libc6")
    deps = [f"libc6 (>= {'.'.join(map(str, glibc))})"] + sorted(pkgs)
    return deps, report


# ---------------------------------------------------------------- Linux packages


def deb_arch() -> str:
    try:
        return subprocess.run(
            ["dpkg", "--print-architecture"], capture_output=True, text=True, check=True
        ).stdout.strip()
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


def _link_or_copy(src, dst):
    try:
        os.link(src, dst)
    except OSError:
        shutil.copy2(src, dst)
    return dst


def install_share(share: Path):
    """The menu entry, the AppStream metainfo and the icons, laid out as under /usr/share."""
    apps = share / "applications"
    apps.mkdir(parents=True)
    shutil.copy2(HERE / "linux" / f"{APP_ID}.desktop", apps / f"{APP_ID}.desktop")
    meta = share / "metainfo"
    meta.mkdir(parents=True)
    shutil.copy2(HERE / "linux" / f"{APP_ID}.metainfo.xml", meta / f"{APP_ID}.metainfo.xml")
    for png in sorted((ROOT / "resources" / "icons" / "hicolor").glob("*/apps/thousand.png")):
        d = share / "icons" / "hicolor" / png.parent.parent.name / "apps"
        d.mkdir(parents=True)
        shutil.copy2(png, d / f"{APP_ID}.png")
    d = share / "icons" / "hicolor" / "scalable" / "apps"
    d.mkdir(parents=True)
    shutil.copy2(ROOT / "resources" / "icons" / "thousand.svg", d / f"{APP_ID}.svg")


def _python_terms() -> str:
    """Python's licence terms, from the LICENSE.txt of the Python whose library is bundled."""
    lic = Path(sysconfig.get_paths()["stdlib"]) / "LICENSE.txt"
    if lic.is_file():
        text = lic.read_text(encoding="utf-8", errors="replace")
        start = text.find("B. TERMS AND CONDITIONS")
        body = text[start:] if start >= 0 else text
    else:  # a distribution's Python keeps it elsewhere (Debian: /usr/share/doc/python3.*/copyright)
        body = (
            "The terms are those of the Python Software Foundation License Version 2,\n"
            "in the LICENSE file of the bundled Python's release: https://docs.python.org/3/license.html"
        )
    return "\n".join(f" {line.rstrip()}" if line.strip() else " ." for line in body.strip().splitlines())


def debian_copyright(epoch: int) -> str:
    """packaging/linux/copyright.in with the build's year and Python's own licence text filled in."""
    text = (HERE / "linux" / "copyright.in").read_text(encoding="utf-8")
    return text.replace("@YEAR@", str(time.gmtime(epoch).tm_year)).replace("@PYTHON_TERMS@", _python_terms())


def _md5sums(stage: Path) -> str:
    lines = []
    for p in sorted(stage.rglob("*"), key=lambda p: p.relative_to(stage).as_posix()):
        rel = p.relative_to(stage).as_posix()
        if p.is_file() and not p.is_symlink() and not rel.startswith("DEBIAN/"):
            lines.append(f"{hashlib.md5(p.read_bytes()).hexdigest()}  {rel}\n")
    return "".join(lines)


def stage_deb(app: Path, stage: Path, ver: str, arch: str, depends: list[str], epoch: int) -> Path:
    if stage.exists():
        shutil.rmtree(stage)
    lib = stage / "usr" / "lib" / PACKAGE
    shutil.copytree(app, lib, symlinks=True)
    # Debian policy 11.11: games go to /usr/games (on the PATH of Debian and Ubuntu sessions, so the
    # menu entry's Exec=thousand finds it, as aisleriot's Exec=sol finds /usr/games/sol).
    (stage / "usr" / "games").mkdir(parents=True)
    os.symlink(f"../lib/{PACKAGE}/thousand", stage / "usr" / "games" / "thousand")
    share = stage / "usr" / "share"
    install_share(share)
    doc = share / "doc" / PACKAGE
    doc.mkdir(parents=True)
    (doc / "copyright").write_text(debian_copyright(epoch), encoding="utf-8")
    stamp = time.strftime("%a, %d %b %Y %H:%M:%S +0000", time.gmtime(epoch))
    (doc / "changelog.gz").write_bytes(
        _gzip(
            f"{PACKAGE} ({ver}) unstable; urgency=medium\n\n  * Release {ver}: see the AppStream release notes.\n\n"
            f" -- {MAINTAINER}  {stamp}\n".encode()
        )
    )
    man = share / "man" / "man6"
    man.mkdir(parents=True)
    (man / "thousand.6.gz").write_bytes(_gzip((HERE / "linux" / "thousand.6").read_bytes()))
    overrides = share / "lintian" / "overrides"
    overrides.mkdir(parents=True)
    shutil.copy2(HERE / "linux" / "lintian-overrides", overrides / PACKAGE)
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
        + (f"Homepage: {HOMEPAGE}\n" if HOMEPAGE else "")
        + f"Description: {desc}"
    )
    (debian / "control").write_text(control, encoding="utf-8")
    (debian / "md5sums").write_text(_md5sums(stage), encoding="utf-8")
    for f in ("control", "md5sums"):
        (debian / f).chmod(0o644)
    set_mtimes(stage, epoch)
    return stage


def build_deb(stage: Path, out: Path) -> Path:
    out.parent.mkdir(parents=True, exist_ok=True)
    # dpkg-deb sorts the members and, with SOURCE_DATE_EPOCH set (source_date_epoch()), dates the ar
    # container and clamps the tar members' times by it
    run(["dpkg-deb", "--root-owner-group", "-Zxz", "-z6", "--build", stage, out], stdout=subprocess.DEVNULL)
    return out


def stage_tar(app: Path, stage: Path, top: str, epoch: int) -> Path:
    """The one-folder app plus what a user needs to hook it into a desktop: share/ (menu entry,
    icons, metainfo), LICENSE (every bundled component's licence) and INSTALL (how)."""
    if stage.exists():
        shutil.rmtree(stage)
    folder = stage / top
    shutil.copytree(app, folder, symlinks=True, copy_function=_link_or_copy)
    install_share(folder / "share")
    (folder / "LICENSE").write_text(debian_copyright(epoch), encoding="utf-8")
    shutil.copy2(HERE / "linux" / "INSTALL", folder / "INSTALL")
    set_mtimes(folder, epoch)
    return folder


def build_tar(folder: Path, out: Path, epoch: int) -> Path:
    out.parent.mkdir(parents=True, exist_ok=True)
    # members sorted and dated at the epoch, owned by root: the archive depends on the files only.
    # xz with a fixed thread count: its multi-threaded output is the same on any number of cores.
    env = dict(os.environ, XZ_OPT="-6 -T2")
    run(
        [
            "tar",
            "-C",
            folder.parent,
            "--sort=name",
            "--format=gnu",
            f"--mtime=@{epoch}",
            "--owner=0",
            "--group=0",
            "--numeric-owner",
            "-cJf",
            out,
            folder.name,
        ],
        env=env,
    )
    return out


def linux(args) -> int:
    missing = [t for t in LINUX_TOOLS if not shutil.which(t)]
    if missing:
        raise SystemExit(
            "missing tools: "
            + ", ".join(missing)
            + " (Debian/Ubuntu: apt install dpkg-dev binutils patchelf tar xz-utils)"
        )
    ver = version()
    check_release_notes(ver)
    epoch = source_date_epoch()
    build, dist = Path(args.build_dir).resolve(), Path(args.dist_dir).resolve()
    ensure_pyinstaller()
    qm_dir = build / "translations"
    build_qm(qm_dir)
    app = pyinstaller(build, build / "app", qm_dir)
    changed = fix_runpaths(app)
    log(
        f"search paths outside the bundle removed from {len(changed)} file(s):",
        ", ".join(sorted(set(changed.values()))) or "none",
    )
    arch = deb_arch()
    depends, report = linux_depends(app)
    log("Depends:", ", ".join(depends))
    optional = sorted(set(report["optional"]) - set(report["external"]) - {"libGL.so.1", "libxkbcommon.so.0"})
    if optional:
        log("needed only by optional plugins (not in Depends):", ", ".join(optional))
    stage = stage_deb(app, build / "deb" / f"{PACKAGE}_{ver}_{arch}", ver, arch, depends, epoch)
    machine = platform.machine()
    folder = stage_tar(app, build / "tar", f"{PACKAGE}-{ver}", epoch)
    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor(2) as pool:  # the two xz compressions side by side
        deb = pool.submit(build_deb, stage, dist / f"{PACKAGE}_{ver}_{arch}.deb")
        tar = pool.submit(build_tar, folder, dist / f"{PACKAGE}-{ver}-linux-{machine}.tar.xz", epoch)
        deb, tar = deb.result(), tar.result()
    for f in (deb, tar):
        log(f"{f}  {f.stat().st_size / 1e6:.1f} MB")
    return 0


def find_iscc() -> str | None:
    found = shutil.which("iscc") or shutil.which("ISCC")
    for guess in (r"C:\Program Files (x86)\Inno Setup 6\ISCC.exe", r"C:\Program Files\Inno Setup 6\ISCC.exe"):
        if not found and Path(guess).exists():
            found = guess
    return found


def windows(args) -> int:
    # the installer is the point of this command: without Inno Setup say so before the long build,
    # and fail, so CI cannot pass with no installer (--no-installer builds the app folder only)
    iscc = None if args.no_installer else find_iscc()
    if not args.no_installer and not iscc:
        raise SystemExit(
            "Inno Setup 6 (ISCC.exe) not found on PATH or in Program Files: install it "
            "(choco install innosetup) or pass --no-installer to build dist/thousand only"
        )
    ver = version()
    source_date_epoch()
    build, dist = Path(args.build_dir).resolve(), Path(args.dist_dir).resolve()
    ensure_pyinstaller()
    qm_dir = build / "translations"
    build_qm(qm_dir)
    app = pyinstaller(build, dist, qm_dir)
    if not iscc:
        log(f"{app} is built; no installer (--no-installer)")
        return 0
    run(
        [
            iscc,
            f"/DAppVersion={ver}",
            f"/DSourceDir={app}",
            f"/DOutputDir={dist}",
            f"/DSetupIcon={build / 'pyinstaller' / 'thousand' / 'thousand.ico'}",
            HERE / "windows" / "thousand.iss",
        ]
    )
    setup = dist / f"{PACKAGE}-{ver}-windows-setup.exe"
    if not setup.is_file():
        raise SystemExit(f"ISCC finished but {setup} is missing")
    log(f"{setup}  {setup.stat().st_size / 1e6:.1f} MB")
    return 0


def macos(args) -> int:
    if not args.no_installer and not shutil.which("hdiutil"):
        raise SystemExit("hdiutil not found: the .dmg is made on macOS (or pass --no-installer for Thousand.app only)")
    ver = version()
    source_date_epoch()
    build, dist = Path(args.build_dir).resolve(), Path(args.dist_dir).resolve()
    ensure_pyinstaller()
    qm_dir = build / "translations"
    build_qm(qm_dir)
    pyinstaller(build, dist, qm_dir)
    if args.no_installer:
        log(f"{dist / 'Thousand.app'} is built; no .dmg (--no-installer)")
        return 0
    run(["bash", HERE / "macos" / "make_dmg.sh", dist / "Thousand.app", dist, ver])
    dmgs = sorted(dist.glob(f"Thousand-{ver}-macos-*.dmg"))
    if not dmgs:
        raise SystemExit(f"make_dmg.sh finished but no Thousand-{ver}-macos-*.dmg is in {dist}")
    return 0


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("target", choices=("linux", "windows", "macos"))
    p.add_argument("--build-dir", default=str(ROOT / "build"))
    p.add_argument("--dist-dir", default=str(ROOT / "dist"))
    p.add_argument(
        "--no-installer",
        action="store_true",
        help="windows/macos: build the app folder only, without Inno Setup or the .dmg",
    )
    args = p.parse_args(argv)
    t0 = _dt.datetime.now()
    rc = {"linux": linux, "windows": windows, "macos": macos}[args.target](args)
    log(f"done in {(_dt.datetime.now() - t0).total_seconds():.0f} s")
    return rc


if __name__ == "__main__":
    sys.exit(main())
