"""Facts about the frozen app that thousand.spec writes into the Windows .exe and the macOS Info.plist.
Standard library only, so tests on any platform can check them.
"""

from __future__ import annotations

import ast
import re
from importlib import metadata
from pathlib import Path

APP_NAME = "Thousand"
PUBLISHER = "The Thousand project contributors"
# Used only if the PySide6 wheel's tags cannot be read (a source build of PySide6).
FALLBACK_MACOS_MINIMUM = "14.0"


def macos_minimum(wheel_text: str) -> str | None:
    """The oldest macOS a wheel runs on, from the Tag lines of its WHEEL file:
    "Tag: cp310-abi3-macosx_14_0_universal2" -> "14.0"; None for a wheel of another platform."""
    found = re.findall(r"^Tag: \S+-macosx_(\d+)_(\d+)_\w+\s*$", wheel_text, re.M)
    if not found:
        return None
    major, minor = max((int(a), int(b)) for a, b in found)
    return f"{major}.{minor}"


def pyside_macos_minimum() -> str:
    """LSMinimumSystemVersion for the app: the bundled Qt cannot start on an older macOS, so the
    app must not claim one (pyproject.toml pins the PySide6 range; the wheel says what it needs)."""
    for dist in ("PySide6-Essentials", "PySide6"):
        try:
            text = metadata.distribution(dist).read_text("WHEEL") or ""
        except metadata.PackageNotFoundError:
            continue
        found = macos_minimum(text)
        if found:
            return found
    return FALLBACK_MACOS_MINIMUM


def app_version(root: Path) -> str:
    """The app's version as thousand_qt/__init__.py writes it (its one source), read without
    importing the package: no Qt, and no import of the package at build time."""
    tree = ast.parse((root / "thousand_qt" / "__init__.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and [getattr(t, "id", None) for t in node.targets] == ["__version__"]:
            return ast.literal_eval(node.value)
    raise SystemExit(f'no __version__ = "..." in {root / "thousand_qt" / "__init__.py"}')


def newest_release(metainfo_xml: str) -> str | None:
    """The version of the first <release> in an AppStream metainfo file (AppStream lists the
    newest first): the release history is the one other place a version is written, by hand,
    because each entry carries its date and notes."""
    import xml.etree.ElementTree as ET

    release = ET.fromstring(metainfo_xml).find("releases/release")
    return None if release is None else release.get("version")


def _version_tuple(version: str) -> tuple[int, int, int, int]:
    numbers = [int(n) for n in re.findall(r"\d+", version)[:4]]
    return tuple(numbers + [0] * (4 - len(numbers)))  # type: ignore[return-value]


def windows_version_info(version: str) -> str:
    """The .exe's version resource as PyInstaller's version file (the text that pyi-grab_version
    writes; EXE(version=path) reads it). Explorer shows it under Properties > Details."""
    v = _version_tuple(version)
    strings = {
        "CompanyName": PUBLISHER,
        "FileDescription": f"{APP_NAME} (1000) card game",
        "FileVersion": version,
        "InternalName": "thousand",
        "LegalCopyright": f"{PUBLISHER} (MIT licence)",
        "OriginalFilename": "thousand.exe",
        "ProductName": APP_NAME,
        "ProductVersion": version,
    }
    table = ",\n          ".join(f"StringStruct({k!r}, {val!r})" for k, val in strings.items())
    return f"""# UTF-8
VSVersionInfo(
  ffi=FixedFileInfo(filevers={v}, prodvers={v}, mask=0x3f, flags=0x0, OS=0x40004, fileType=0x1,
                    subtype=0x0, date=(0, 0)),
  kids=[
    StringFileInfo([
      StringTable('040904B0',
         [{table}])
    ]),
    VarFileInfo([VarStruct('Translation', [1033, 1200])])
  ]
)
"""
