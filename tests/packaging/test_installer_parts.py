"""Issue 29: the parts of the Windows and macOS installers that can be checked on any machine, fast
(no PyInstaller build): the .exe's version resource, the macOS minimum taken from the PySide6 wheel,
the 1024 px .icns entry, build.py failing without its installer tools, and the CI workflow."""

from __future__ import annotations

import re
import shutil
import struct
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))

import bundle_info  # noqa: E402
import icons  # noqa: E402

WORKFLOW = ROOT / ".github" / "workflows" / "installers.yml"


def _version() -> str:
    text = (ROOT / "thousand_qt" / "__init__.py").read_text(encoding="utf-8")
    return re.search(r'^__version__\s*=\s*"([^"]+)"', text, re.M).group(1)


def test_macos_minimum_comes_from_the_wheel_tag():
    # PyPI's file names (checked with pip's --platform resolution): 6.12.0 ships only
    # ...-cp310-abi3-macosx_14_0_universal2.whl, 6.10.1 and 6.11.0 ...-macosx_13_0_universal2.whl
    wheel = "Wheel-Version: 1.0\nRoot-Is-Purelib: false\nTag: cp310-abi3-macosx_14_0_universal2\n"
    assert bundle_info.macos_minimum(wheel) == "14.0"
    assert bundle_info.macos_minimum("Tag: cp39-abi3-macosx_13_0_universal2\n") == "13.0"
    assert bundle_info.macos_minimum("Tag: cp310-abi3-manylinux_2_34_x86_64\n") is None


def test_pyside_is_pinned_to_the_series_whose_minimum_the_app_declares():
    """The issue: Info.plist claimed macOS 11 while the bundled Qt needs a newer one. The pin is a
    range inside one Qt series; that series' macOS wheels need macOS 14 (6.12.0 on PyPI)."""
    deps = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["dependencies"]
    pin = next(d for d in deps if d.startswith("PySide6-Essentials"))
    lower = re.search(r">=\s*6\.(\d+)", pin)
    upper = re.search(r"<\s*6\.(\d+)", pin)
    assert lower and upper and int(upper.group(1)) == int(lower.group(1)) + 1, pin
    assert lower.group(1) == "12" and bundle_info.FALLBACK_MACOS_MINIMUM == "14.0"


def test_windows_version_resource_names_the_version():
    """PyInstaller's version file is a Python expression of its versioninfo classes; evaluate it
    with stand-ins that record their arguments (pefile, which the real classes need, is Windows-only)."""
    ver = _version()

    def record(kind):
        return lambda *a, **kw: (kind, a, kw)

    names = {
        k: record(k)
        for k in (
            "VSVersionInfo",
            "FixedFileInfo",
            "StringFileInfo",
            "StringTable",
            "StringStruct",
            "VarFileInfo",
            "VarStruct",
        )
    }
    kind, _, info = eval(bundle_info.windows_version_info(ver), names)  # noqa: S307 (our own text)
    assert kind == "VSVersionInfo"
    numbers = tuple(int(n) for n in ver.split("."))
    assert info["ffi"][2]["filevers"][: len(numbers)] == numbers
    table = info["kids"][0][1][0][0][1]
    strings = dict(s[1] for s in table[1])
    assert strings["ProductVersion"] == ver and strings["FileVersion"] == ver
    assert strings["OriginalFilename"] == "thousand.exe" and strings["ProductName"] == "Thousand"


def _icns_entries(data: bytes) -> dict[str, tuple[int, int]]:
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    out, i = {}, 8
    while i < len(data):
        kind, size = data[i : i + 4].decode(), struct.unpack(">I", data[i + 4 : i + 8])[0]
        png = data[i + 8 : i + size]
        assert png[:8] == b"\x89PNG\r\n\x1a\n", kind
        out[kind] = struct.unpack(">II", png[16:24])  # IHDR width, height
        i += size
    return out


def test_icns_has_the_1024_pixel_entry(tmp_path):
    """Apple's icns types: ic10 is the 512x512@2x (1024 px) image; ic14 512, ic13 256 px."""
    entries = _icns_entries(icons.write_icns(tmp_path / "t.icns").read_bytes())
    assert entries["ic10"] == (1024, 1024)
    assert entries["ic09"] == (512, 512) and entries["ic14"] == (512, 512) and entries["ic13"] == (256, 256)


@pytest.mark.parametrize("target, tool", [("windows", "ISCC"), ("macos", "hdiutil")])
def test_build_fails_at_once_without_its_installer_tool(tmp_path, target, tool):
    """The issue: `build.py windows` returned 0 with no installer when ISCC was missing. Now the
    command fails before the long PyInstaller run, and says what is missing."""
    if shutil.which("iscc") or shutil.which("ISCC") or shutil.which("hdiutil"):
        pytest.skip("this machine has the installer tools")
    r = subprocess.run(
        [
            sys.executable,
            str(ROOT / "packaging" / "build.py"),
            target,
            "--build-dir",
            str(tmp_path / "build"),
            "--dist-dir",
            str(tmp_path / "dist"),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert r.returncode != 0
    assert tool in r.stderr
    assert not (tmp_path / "build").exists() and not (tmp_path / "dist").exists()


def test_workflow_fails_on_missing_artefacts_and_runs_on_pull_requests():
    text = WORKFLOW.read_text(encoding="utf-8")
    uploads = text.count("actions/upload-artifact@")
    assert uploads == 3 and text.count("if-no-files-found: error") == uploads
    assert re.search(r"^  pull_request:\n    branches: \[main\]", text, re.M)
    # Windows: silent install, the installed app's --version and --self-test, then the uninstaller
    for needle in ("/VERYSILENT", '"--version", "--self-test"', "unins000.exe", "VersionInfo"):
        assert needle in text, needle
    # macOS: one job per architecture; the .dmg mounted and the copied app started
    assert "macos-14" in text and "macos-15-intel" in text
    for needle in ("hdiutil attach", "cp -R", "--self-test", "LSMinimumSystemVersion"):
        assert needle in text, needle


def test_workflow_is_valid_yaml():
    yaml = pytest.importorskip("yaml")
    doc = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))
    # YAML 1.1 reads the bare key `on` as True
    triggers = doc.get("on", doc.get(True))
    assert set(triggers) == {"push", "pull_request", "workflow_dispatch"}
    assert set(doc["jobs"]) == {"linux", "windows", "macos"}
    for job in doc["jobs"].values():
        for step in job["steps"]:
            if step.get("uses", "").startswith("actions/upload-artifact"):
                assert step["with"]["if-no-files-found"] == "error"
