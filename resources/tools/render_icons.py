#!/usr/bin/env python3
"""Render resources/icons/thousand.svg to hicolor PNGs.

Usage:
    QT_QPA_PLATFORM=offscreen python3 resources/tools/render_icons.py

Writes resources/icons/hicolor/<N>x<N>/apps/thousand.png for the sizes below.
Needs PySide6 (pip install PySide6-Essentials).
"""

import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRectF, Qt  # noqa: E402
from PySide6.QtGui import QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

RES = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SIZES = [16, 24, 32, 48, 64, 128, 256, 512]


def main():
    app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841
    src = os.path.join(RES, "icons", "thousand.svg")
    renderer = QSvgRenderer(src)
    if not renderer.isValid():
        print("invalid SVG:", src)
        return 1
    for n in SIZES:
        img = QImage(n, n, QImage.Format_ARGB32_Premultiplied)
        img.fill(Qt.transparent)
        p = QPainter(img)
        p.setRenderHint(QPainter.Antialiasing)
        p.setRenderHint(QPainter.SmoothPixmapTransform)
        renderer.render(p, QRectF(0, 0, n, n))
        p.end()
        out = os.path.join(RES, "icons", "hicolor", f"{n}x{n}", "apps",
                           "thousand.png")
        os.makedirs(os.path.dirname(out), exist_ok=True)
        if not img.save(out, "PNG"):
            print("failed to write", out)
            return 1
        print("wrote", os.path.relpath(out, RES))
    return 0


if __name__ == "__main__":
    sys.exit(main())
