"""Issue 7: `python packaging/build.py linux` makes a .deb and a .tar.xz; the .deb installs into a
scratch root (dpkg -x, never the real system) and the installed binary runs --version and
--self-test under the offscreen platform.

Slow (a PyInstaller build and two xz compressions: a few minutes on 2 cores).
"""

from __future__ import annotations

import configparser
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
APP_ID = "org.thousandgame.Thousand"
MAX_DEB = 60 * 1000 * 1000
NAMES = {"": "Thousand", "ru": "Тысяча", "pl": "Tysiąc", "uk": "Тисяча"}
XCB_DEPENDS = ["libxcb-cursor0", "libxkbcommon-x11-0", "libegl1", "libxcb-icccm4", "libxcb-keysyms1"]

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux packages build on Linux"),
]


def _version() -> str:
    text = (ROOT / "thousand_qt" / "__init__.py").read_text(encoding="utf-8")
    return re.search(r'^__version__\s*=\s*"([^"]+)"', text, re.M).group(1)


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    for tool in ("dpkg-deb", "dpkg", "readelf", "xz"):
        assert shutil.which(tool), f"{tool} is needed to build the Linux packages (scripts/test.sh installs it)"
    tmp = tmp_path_factory.mktemp("pkg")
    r = subprocess.run([sys.executable, str(ROOT / "packaging" / "build.py"), "linux",
                        "--build-dir", str(tmp / "build"), "--dist-dir", str(tmp / "dist")],
                       cwd=ROOT, capture_output=True, text=True, timeout=1500)
    assert r.returncode == 0, r.stdout[-4000:] + r.stderr[-4000:]
    ver = _version()
    debs = list((tmp / "dist").glob(f"thousand_{ver}_*.deb"))
    tars = list((tmp / "dist").glob(f"thousand-{ver}-linux-*.tar.xz"))
    assert len(debs) == 1 and len(tars) == 1, list((tmp / "dist").iterdir())
    root = tmp / "root"
    subprocess.run(["dpkg", "-x", str(debs[0]), str(root)], check=True)  # a scratch root only
    return {"tmp": tmp, "deb": debs[0], "tar": tars[0], "root": root, "ver": ver, "log": r.stdout}


def _env(tmp: Path) -> dict:
    home = tmp / "home"
    home.mkdir(exist_ok=True)
    keep = {k: v for k, v in os.environ.items() if k in ("PATH", "LANG", "LC_ALL", "TMPDIR")}
    return {**keep, "HOME": str(home), "XDG_CONFIG_HOME": str(home / ".config"),
            "XDG_DATA_HOME": str(home / ".local" / "share"), "XDG_RUNTIME_DIR": str(home),
            "QT_QPA_PLATFORM": "offscreen", "THOUSAND_LAN_INTERFACES": "127.0.0.1"}


def test_deb_size_and_control(built):
    size = built["deb"].stat().st_size
    print(f"\n.deb {size / 1e6:.1f} MB, .tar.xz {built['tar'].stat().st_size / 1e6:.1f} MB")
    assert size <= MAX_DEB
    info = subprocess.run(["dpkg-deb", "-f", str(built["deb"])], capture_output=True, text=True, check=True).stdout
    fields = dict(re.findall(r"^(\S+): (.*)$", info, re.M))
    assert fields["Package"] == "thousand" and fields["Version"] == built["ver"]
    depends = [d.strip().split(" ")[0] for d in fields["Depends"].split(",")]
    for p in XCB_DEPENDS + ["libc6", "libfontconfig1", "libdbus-1-3"]:
        assert p in depends, (p, fields["Depends"])


def test_installed_binary_runs(built):
    exe = built["root"] / "usr" / "bin" / "thousand"
    assert exe.is_symlink() and exe.resolve().is_file()
    env = _env(built["tmp"])
    v = subprocess.run([str(exe), "--version"], env=env, cwd=built["tmp"], capture_output=True, text=True,
                       timeout=60)
    assert v.returncode == 0, v.stderr
    assert built["ver"] in v.stdout
    s = subprocess.run([str(exe), "--self-test"], env=env, cwd=built["tmp"], capture_output=True, text=True,
                       timeout=300)
    assert s.returncode == 0, s.stdout[-2000:] + s.stderr[-4000:]
    assert '"self_test": "ok"' in s.stdout


def test_bundle_is_trimmed(built):
    internal = built["root"] / "usr" / "lib" / "thousand" / "_internal"
    names = {p.name for p in internal.rglob("*")}
    for unwanted in ("libQt6Quick.so.6", "libQt6Qml.so.6", "libQt6Pdf.so.6", "libQt6OpenGL.so.6",
                     "libQt6PrintSupport.so.6", "libQt6Designer.so.6", "libqlinuxfb.so", "libqeglfs.so"):
        assert unwanted not in names
    # Qt's own translations: our languages only
    qms = {p.name for p in internal.rglob("PySide6/Qt/translations/*.qm")}
    assert {"qtbase_ru.qm", "qtbase_pl.qm", "qtbase_uk.qm"} <= qms
    assert not {q for q in qms if not re.search(r"_(ru|pl|uk)\.qm$", q)}
    # our art and translations where thousand_qt looks for them when frozen (sys._MEIPASS)
    assert (internal / "resources" / "cards" / "AH.svg").is_file()
    # every face, also each language's letters (cards/ru-uk/QH.svg, cards4/pl/JH.svg)
    faces = {p.relative_to(ROOT) for p in (ROOT / "resources").glob("cards*/**/*.svg")}
    assert any(len(p.parts) == 4 for p in faces)
    assert faces == {p.relative_to(internal) for p in (internal / "resources").glob("cards*/**/*.svg")}
    assert (internal / "resources" / "icons" / "thousand.svg").is_file()
    assert (internal / "engine" / "data" / "agreements.toml").is_file()
    for ts in (ROOT / "translations").glob("thousand_*.ts"):
        assert (internal / "translations" / f"{ts.stem}.qm").is_file()


def test_menu_entry_icons_and_metainfo(built):
    share = built["root"] / "usr" / "share"
    desktop = share / "applications" / f"{APP_ID}.desktop"
    cp = configparser.RawConfigParser()
    cp.optionxform = str
    cp.read(desktop, encoding="utf-8")
    entry = cp["Desktop Entry"]
    for lang, name in NAMES.items():
        assert entry["Name" + (f"[{lang}]" if lang else "")] == name
    assert entry["Exec"].split()[0] == "thousand" and entry["Type"] == "Application"
    assert "Game" in entry["Categories"].split(";")
    if shutil.which("desktop-file-validate"):
        r = subprocess.run(["desktop-file-validate", str(desktop)], capture_output=True, text=True)
        assert r.returncode == 0, r.stdout + r.stderr
    icon = entry["Icon"]
    for n in (16, 24, 32, 48, 64, 128, 256, 512):
        assert (share / "icons" / "hicolor" / f"{n}x{n}" / "apps" / f"{icon}.png").is_file()
    assert (share / "icons" / "hicolor" / "scalable" / "apps" / f"{icon}.svg").is_file()
    meta = share / "metainfo" / f"{APP_ID}.metainfo.xml"
    tree = ET.parse(meta)  # well-formed XML
    comp = tree.getroot()
    assert comp.tag == "component" and comp.get("type") == "desktop-application"
    assert comp.findtext("id") == APP_ID
    assert comp.find("launchable").text == desktop.name
    xml_lang = "{http://www.w3.org/XML/1998/namespace}lang"
    names = {n.get(xml_lang, ""): n.text for n in comp.findall("name")}
    assert names == NAMES
    if shutil.which("appstreamcli"):
        r = subprocess.run(["appstreamcli", "validate", "--no-net", str(meta)], capture_output=True, text=True)
        assert r.returncode == 0, r.stdout + r.stderr


def test_tarball_is_the_app(built):
    with tarfile.open(built["tar"]) as t:
        names = set(t.getnames())
    top = f"thousand-{built['ver']}"
    assert f"{top}/thousand" in names
    assert f"{top}/_internal/resources/cards/AH.svg" in names


def test_computer_worker_process_runs_frozen(built):
    """The searching computers think in a `spawn` worker process: in the frozen app that is the
    binary itself started with --multiprocessing-fork (launcher.py's freeze_support()). If the
    worker (or engine.ai in the bundle) failed, the table would quietly fall back to random
    players, so the deal must come out exactly as it does from source."""
    args = ["--self-test", "--level", "normal", "--seed", "5"]
    env = _env(built["tmp"])
    exe = built["root"] / "usr" / "bin" / "thousand"
    frozen = subprocess.run([str(exe), *args], env=env, cwd=built["tmp"], capture_output=True, text=True,
                            timeout=300)
    assert frozen.returncode == 0, frozen.stderr[-4000:]
    source = subprocess.run([sys.executable, "-m", "thousand_qt", *args], env={**env, "PYTHONPATH": str(ROOT)},
                            cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert source.returncode == 0, source.stderr[-4000:]
    out = [json.loads(r.stdout.strip().splitlines()[-1]) for r in (frozen, source)]
    assert out[0]["deal"] == out[1]["deal"]
    # the compiled double-dummy search ships when the source tree has it built
    assert out[0]["compiled_solver"] == out[1]["compiled_solver"]
    if out[1]["compiled_solver"]:
        internal = built["root"] / "usr" / "lib" / "thousand" / "_internal"
        assert list((internal / "engine" / "ai").glob("_dd.*")), "engine.ai._dd is missing from the bundle"
