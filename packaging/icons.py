"""Windows .ico and macOS .icns from resources/icons/hicolor PNGs.

Both containers may hold PNG data as is (Windows Vista+, macOS 10.7+), so no image library
is needed. The one size hicolor lacks, macOS's 1024 px (512@2x), is rendered from the SVG by Qt
in a child process. Used by thousand.spec on those platforms and by tests.
"""

from __future__ import annotations

import os
import struct
import subprocess
import sys
from pathlib import Path

ICONS = Path(__file__).resolve().parent.parent / "resources" / "icons"
HICOLOR = ICONS / "hicolor"

_RENDER = """
import sys
from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer
app = QGuiApplication([])
svg, n = sys.argv[1], int(sys.argv[2])
img = QImage(n, n, QImage.Format.Format_ARGB32_Premultiplied)
img.fill(Qt.GlobalColor.transparent)
p = QPainter(img)
p.setRenderHint(QPainter.RenderHint.Antialiasing)
QSvgRenderer(svg).render(p, QRectF(0, 0, n, n))
p.end()
data = QByteArray()
buf = QBuffer(data)
buf.open(QIODevice.OpenModeFlag.WriteOnly)
img.save(buf, "PNG")
sys.stdout.buffer.write(bytes(data))
"""


def render_png(size: int) -> bytes:
    """resources/icons/thousand.svg as a size x size PNG (as resources/tools/render_icons.py does).
    A child process, so the caller (PyInstaller's spec) never gets a QGuiApplication of its own."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    r = subprocess.run(
        [sys.executable, "-c", _RENDER, str(ICONS / "thousand.svg"), str(size)],
        env=env,
        capture_output=True,
        check=True,
    )
    if not r.stdout.startswith(b"\x89PNG"):
        raise RuntimeError(f"rendering the {size} px icon failed: {r.stderr.decode(errors='replace')}")
    return r.stdout


def png(size: int) -> bytes:
    path = HICOLOR / f"{size}x{size}" / "apps" / "thousand.png"
    return path.read_bytes() if path.is_file() else render_png(size)


def write_ico(dest: Path, sizes=(16, 24, 32, 48, 64, 128, 256)) -> Path:
    images = [png(s) for s in sizes]
    out = bytearray(struct.pack("<HHH", 0, 1, len(images)))
    offset = 6 + 16 * len(images)
    for s, data in zip(sizes, images):
        b = 0 if s >= 256 else s  # 0 means 256
        out += struct.pack("<BBBBHHII", b, b, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    for data in images:
        out += data
    dest.parent.mkdir(parents=True, exist_ok=True)
    dest.write_bytes(bytes(out))
    return dest


# icns element types that take PNG data, by pixel size (ic11-ic14 and ic10 are the @2x ones:
# ic10 is 512x512@2x, the 1024 px image Finder and the Dock use on Retina screens)
_ICNS = [
    ("icp4", 16),
    ("icp5", 32),
    ("icp6", 64),
    ("ic07", 128),
    ("ic08", 256),
    ("ic09", 512),
    ("ic11", 32),
    ("ic12", 64),
    ("ic13", 256),
    ("ic14", 512),
    ("ic10", 1024),
]


def write_icns(dest: Path) -> Path:
    body = bytearray()
    for kind, size in _ICNS:
        data = png(size)
        body += kind.encode() + struct.pack(">I", 8 + len(data)) + data
    dest.parent.mkdir(parents=True, exist_ok=True)
    dest.write_bytes(b"icns" + struct.pack(">I", 8 + len(body)) + bytes(body))
    return dest
