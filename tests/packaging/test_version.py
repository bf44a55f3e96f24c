"""Issue 28: the version is written once, in thousand_qt/__init__.py. The app's --version, the package
metadata setuptools writes (pyproject.toml's dynamic version) and what packaging/build.py stamps on the
.deb, the tarball, the Windows setup and the .dmg all come from it. No other file in the repository
carries it, except the AppStream release history, whose newest entry must be it.

Fast: no PyInstaller build (tests/packaging/test_linux_package.py builds the real packages).
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from importlib import metadata
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))
import build  # noqa: E402
import bundle_info  # noqa: E402

METAINFO = ROOT / "packaging" / "linux" / "org.thousandgame.Thousand.metainfo.xml"
# Files that may carry the version besides its source, and why.
ALLOWED = {
    # the release history: each entry has its own date and notes (its newest entry is checked below)
    "packaging/linux/org.thousandgame.Thousand.metainfo.xml",
    # the figures say which version they were measured on; a new version leaves that true
    "packaging/README.md",
}


def _written_version() -> str:
    """The one place the version is written, read here with a plain pattern, not with the code under test."""
    text = (ROOT / "thousand_qt" / "__init__.py").read_text(encoding="utf-8")
    found = re.findall(r'^__version__ = "([^"]+)"$', text, re.M)
    assert len(found) == 1, 'thousand_qt/__init__.py must write __version__ = "..." exactly once'
    return found[0]


VERSION = _written_version()


def _env() -> dict:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    return env


def test_app_says_the_version(tmp_path):
    out = subprocess.run(
        [sys.executable, "-m", "thousand_qt", "--version"],
        cwd=tmp_path,
        env=_env(),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == f"thousand {VERSION}"
    from thousand_qt.net import protocol

    assert protocol.app_version() == VERSION  # what a LAN hello and the host's welcome carry


def test_package_metadata_is_the_version():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert "version" not in project and "version" in project["dynamic"]
    # what setuptools writes into the wheel's METADATA, worked out as a build does; it must read the
    # file, not import the package (a build environment has no Qt)
    code = (
        "import sys, warnings; warnings.simplefilter('ignore')\n"
        "from setuptools.config.pyprojecttoml import read_configuration\n"
        "print(read_configuration('pyproject.toml')['project']['version'], 'thousand_qt' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == [VERSION, "False"]
    assert metadata.version("thousand") == VERSION, "the installed metadata is stale: pip install -e ."


def test_build_stamps_the_version_on_the_debian_package(tmp_path):
    assert build.version() == VERSION
    app = tmp_path / "app"
    app.mkdir()
    (app / "thousand").write_text("#!/bin/sh\n", encoding="utf-8")
    stage = build.stage_deb(app, tmp_path / "stage", build.version(), "amd64", ["libc6 (>= 2.17)"], 1780000000)
    control = (stage / "DEBIAN" / "control").read_text(encoding="utf-8")
    assert re.search(r"^Version: (.+)$", control, re.M).group(1) == VERSION
    assert f"ProductVersion', '{VERSION}'" in bundle_info.windows_version_info(build.version())


def test_installer_scripts_take_the_version_from_the_build():
    iss = (ROOT / "packaging" / "windows" / "thousand.iss").read_text(encoding="utf-8-sig")
    block = re.search(r"#ifndef AppVersion\s*\n(.*?)#endif", iss, re.S).group(1)
    assert "#define" not in block and "#error" in block  # no made-up default version
    spec = (ROOT / "packaging" / "thousand.spec").read_text(encoding="utf-8")
    assert "VERSION = bundle_info.app_version(ROOT)" in spec


def test_newest_release_in_the_metainfo_is_the_version():
    # AppStream: "the release entries must be sorted in descending order", so the first is the newest
    first = ET.parse(METAINFO).getroot().find("releases/release")
    assert first is not None and first.get("version") == VERSION
    build.check_release_notes(VERSION)
    with pytest.raises(SystemExit, match="add a <release> entry"):
        build.check_release_notes(VERSION + ".1")


def _repository_files() -> list[str]:
    out = subprocess.run(
        ["git", "-C", str(ROOT), "ls-files", "--cached", "--others", "--exclude-standard"],
        capture_output=True,
        text=True,
        check=True,
    )
    return [f for f in out.stdout.splitlines() if (ROOT / f).is_file()]


def test_no_other_file_carries_the_version():
    literal = re.compile(r"(?<![\w.])" + re.escape(VERSION) + r"(?![\w.])")
    carriers = []
    for rel in _repository_files():
        try:
            text = (ROOT / rel).read_text(encoding="utf-8-sig")
        except (UnicodeDecodeError, OSError):
            continue  # images, compiled files
        if literal.search(text):
            carriers.append(rel)
    assert sorted(set(carriers) - ALLOWED) == ["thousand_qt/__init__.py"]
