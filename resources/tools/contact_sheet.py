#!/usr/bin/env python3
"""Render all card faces (both decks, every language's index letters) and the
backs into one PNG for review.

Usage:
    QT_QPA_PLATFORM=offscreen python3 resources/tools/contact_sheet.py \
        [OUT.png] [CARD_WIDTH_PX]

Defaults: /tmp/cards_sheet.png, 70 px.  Exits non-zero if any SVG is invalid.
"""

import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRectF, Qt  # noqa: E402
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

RES = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RANKS = ["9", "T", "J", "Q", "K", "A"]
SUITS = ["S", "C", "D", "H"]


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else "/tmp/cards_sheet.png"
    cw = int(sys.argv[2]) if len(sys.argv) > 2 else 70
    ch = round(cw * 280 / 200)
    pad = max(4, cw // 10)
    app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841

    rows = []
    for deck in ("cards", "cards4"):
        for suit in SUITS:
            rows.append([os.path.join(RES, deck, f"{r}{suit}.svg")
                         for r in RANKS]
                        + ([os.path.join(RES, deck, "back.svg")]
                           if suit == "S" else []))
        # a language's letters (cards/ru-uk/, cards/pl/): the faces it has
        for style in sorted(os.listdir(os.path.join(RES, deck))):
            sub = os.path.join(RES, deck, style)
            if not os.path.isdir(sub):
                continue
            for suit in SUITS:
                row = [os.path.join(sub, f"{r}{suit}.svg") for r in RANKS]
                rows.append([f for f in row if os.path.exists(f)])
    cols = max(len(r) for r in rows)
    img = QImage(pad + cols * (cw + pad), pad + len(rows) * (ch + pad),
                 QImage.Format_ARGB32)
    img.fill(QColor("#2e6b3f"))
    p = QPainter(img)
    p.setRenderHint(QPainter.Antialiasing)
    p.setRenderHint(QPainter.SmoothPixmapTransform)
    bad = 0
    for ri, row in enumerate(rows):
        for ci, path in enumerate(row):
            r = QSvgRenderer(path)
            if not r.isValid():
                print("INVALID:", path)
                bad += 1
                continue
            r.render(p, QRectF(pad + ci * (cw + pad), pad + ri * (ch + pad),
                               cw, ch))
    p.end()
    img.save(out)
    print(f"wrote {out} ({img.width()}x{img.height()}), invalid: {bad}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
