"""Windows .ico and macOS .icns from resources/icons/hicolor PNGs, standard library only.

Both containers may hold PNG data as is (Windows Vista+, macOS 10.7+), so no image library
is needed. Used by thousand.spec on those platforms and by tests.
"""

from __future__ import annotations

import struct
from pathlib import Path

HICOLOR = Path(__file__).resolve().parent.parent / "resources" / "icons" / "hicolor"


def png(size: int) -> bytes:
    return (HICOLOR / f"{size}x{size}" / "apps" / "thousand.png").read_bytes()


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


# icns element types that take PNG data, by pixel size
_ICNS = [("icp4", 16), ("icp5", 32), ("icp6", 64), ("ic07", 128), ("ic08", 256), ("ic09", 512),
         ("ic11", 32), ("ic12", 64), ("ic13", 256), ("ic14", 512)]


def write_icns(dest: Path) -> Path:
    body = bytearray()
    for kind, size in _ICNS:
        data = png(size)
        body += kind.encode() + struct.pack(">I", 8 + len(data)) + data
    dest.parent.mkdir(parents=True, exist_ok=True)
    dest.write_bytes(b"icns" + struct.pack(">I", 8 + len(body)) + bytes(body))
    return dest
