#!/usr/bin/env python3
"""Generate the card art for Thousand (1000) as plain SVG.

Everything here is drawn from scratch for this project (see ../LICENSE.md).
Only the Python standard library is used.

Output (relative to the resources/ directory):
    cards/   two-colour deck: 9S..AH (24 faces, indices 9 10 J Q K A) + back.svg
    cards/<langs>/   the faces whose corner index is another letter in those
             languages: ru-uk/ (В Д К Т), pl/ (W D only: K and A are the same)
    cards4/  four-colour deck (spades black, hearts red, diamonds blue,
             clubs green), same file names and sub-folders
    icons/thousand.svg   application icon

The index letters come from the translations (../../translations/thousand_*.ts,
context "Card": the letters the app prints in card names like "Д♥"), so the
faces and the text always agree.  Languages with the same letters share one
folder, named by their codes joined with "-"; the app picks the folder whose
name holds its language and falls back to the deck's own faces.

All cards use viewBox="0 0 200 280".  Only basic SVG Tiny 1.2 features are
used (path, rect, circle, ellipse, line, text, g with transforms) so that
Qt's QSvgRenderer draws them correctly.

Usage:  python3 resources/tools/make_cards.py [--out DIR]   (default: resources/)
"""

import glob
import math
import os
import shutil
import sys
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
RES = os.path.dirname(HERE)
TRANSLATIONS = os.path.join(os.path.dirname(RES), "translations")

W, H = 200, 280
CX, CY = W / 2, H / 2
FONT = "DejaVu Sans, Arial, sans-serif"

RANKS = ["9", "T", "J", "Q", "K", "A"]
SUITS = ["S", "C", "D", "H"]
RANK_LABEL = {"9": "9", "T": "10", "J": "J", "Q": "Q", "K": "K", "A": "A"}
LETTER_RANKS = ("J", "Q", "K", "A")  # the ranks written as a letter: translated
# Labels wider than the queen's Q are squeezed into the index column (horizontal scale).
SQUEEZE = {"10": 0.64, "W": 0.74}
SUIT_NAME = {"S": "spades", "C": "clubs", "D": "diamonds", "H": "hearts"}
RANK_NAME = {"9": "Nine", "T": "Ten", "J": "Jack", "Q": "Queen",
             "K": "King", "A": "Ace"}

BLACK = "#1a1a1a"
RED = "#c8102e"
BLUE = "#1456b4"
GREEN = "#17803a"

PALETTES = {
    "cards": {"S": BLACK, "C": BLACK, "D": RED, "H": RED},
    "cards4": {"S": BLACK, "C": GREEN, "D": BLUE, "H": RED},
}

# Light tints used as the background of the court-card frame.
TINT = {BLACK: "#eef0f4", RED: "#fcecee", BLUE: "#eaf1fb", GREEN: "#e9f6ee"}

GOLD = "#e2b33c"
GOLD_DARK = "#8c6a12"
SKIN = "#f7dcbc"
SKIN_LINE = "#9a6b45"
OUTLINE = "#2b2b2b"


# ---------------------------------------------------------------------------
# Suit symbols, drawn in a 100x100 box centred on the origin (-50..50).
# ---------------------------------------------------------------------------

def _circle_sub(cx, cy, r):
    """A circle as a path sub-path (two arcs), clockwise."""
    return (f"M{cx - r:g},{cy:g} A{r:g},{r:g} 0 1,1 {cx + r:g},{cy:g} "
            f"A{r:g},{r:g} 0 1,1 {cx - r:g},{cy:g} Z")


SUIT_PATH = {
    "H": ("M0,46 C-8,34 -50,12 -50,-18 C-50,-38 -36,-48 -23,-48 "
          "C-11,-48 -3,-40 0,-29 C3,-40 11,-48 23,-48 "
          "C36,-48 50,-38 50,-18 C50,12 8,34 0,46 Z"),
    "D": ("M0,-50 Q14,-24 38,0 Q14,24 0,50 Q-14,24 -38,0 Q-14,-24 0,-50 Z"),
    "S": ("M0,-50 C8,-36 50,-12 50,14 C50,32 37,40 25,40 "
          "C15,40 8,35 4,28 C5,38 9,45 18,50 L-18,50 "
          "C-9,45 -5,38 -4,28 C-8,35 -15,40 -25,40 "
          "C-37,40 -50,32 -50,14 C-50,-12 -8,-36 0,-50 Z"),
    "C": (_circle_sub(0, -25, 22) + " " + _circle_sub(-24, 11, 22) + " " +
          _circle_sub(24, 11, 22) + " " +
          "M-10,-6 L10,-6 L12,14 L-12,14 Z " +
          "M-4,12 C-4,30 -9,43 -19,50 L19,50 C9,43 4,30 4,12 Z"),
}


def pip(suit, x, y, size, fill, rotate=False, extra=""):
    """One suit symbol centred at (x, y) with the given overall size."""
    s = size / 100.0
    rot = " rotate(180)" if rotate else ""
    return (f'<path d="{SUIT_PATH[suit]}" fill="{fill}"{extra} '
            f'transform="translate({x:g},{y:g}) scale({s:g}){rot}"/>')


# ---------------------------------------------------------------------------
# Card pieces
# ---------------------------------------------------------------------------

def svg_open(title, w=W, h=H):
    return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.2" '
        f'baseProfile="tiny" width="{w}" height="{h}" '
        f'viewBox="0 0 {w} {h}">',
        f'<title>{title}</title>',
    ]


def card_blank():
    return (f'<rect x="1" y="1" width="{W - 2}" height="{H - 2}" rx="12" '
            f'ry="12" fill="#ffffff" stroke="#8a8a8a" stroke-width="2"/>')


def corner_index(label, suit, color):
    ix = 24  # centre line of the index column
    sx = SQUEEZE.get(label)
    if sx:
        # "10", "W": squeeze horizontally so it is no wider than a single letter
        spacing = ' letter-spacing="-1"' if len(label) > 1 else ""
        txt = (f'<text x="0" y="0" transform="translate({ix},50) '
               f'scale({sx:g},1)" font-family="{FONT}" font-size="46" '
               f'font-weight="bold" text-anchor="middle" fill="{color}"'
               f'{spacing}>{label}</text>')
    else:
        txt = (f'<text x="{ix}" y="50" font-family="{FONT}" font-size="46" '
               f'font-weight="bold" text-anchor="middle" '
               f'fill="{color}">{label}</text>')
    group = txt + pip(suit, ix, 74, 30, color)
    return (f'<g>{group}</g>'
            f'<g transform="rotate(180 {CX:g} {CY:g})">{group}</g>')


# Pip layouts: (x, y) in card coordinates.  Pips below the middle are drawn
# upside down, as on a real card.
COL_L, COL_M, COL_R = 66, 100, 134
ROWS = [48, 109, 171, 232]
LAYOUT = {
    "9": [(c, r) for c in (COL_L, COL_R) for r in ROWS] + [(COL_M, 140)],
    "T": [(c, r) for c in (COL_L, COL_R) for r in ROWS]
         + [(COL_M, (ROWS[0] + ROWS[1]) / 2), (COL_M, (ROWS[2] + ROWS[3]) / 2)],
}
PIP_SIZE = 31


def number_pips(rank, suit, color):
    out = []
    for x, y in LAYOUT[rank]:
        out.append(pip(suit, x, y, PIP_SIZE, color, rotate=y > CY))
    return out


def ace_pips(suit, color):
    out = [
        f'<ellipse cx="{CX:g}" cy="{CY:g}" rx="62" ry="76" fill="none" '
        f'stroke="{color}" stroke-width="1.5" stroke-opacity="0.35"/>',
        pip(suit, CX, CY, 104, color),
    ]
    return out


# --- court cards ------------------------------------------------------------

FRAME = (48, 22, 104, 236)  # x, y, w, h
FIGURE_SCALE = 1.12  # the half-figure is drawn at 1:1, then enlarged


def _eyes_mouth(smile=True):
    return [
        f'<circle cx="94.5" cy="79" r="1.8" fill="{OUTLINE}"/>',
        f'<circle cx="105.5" cy="79" r="1.8" fill="{OUTLINE}"/>',
        f'<path d="M96,87.5 Q100,{90.5 if smile else 88.5} 104,87.5" '
        f'fill="none" stroke="{SKIN_LINE}" stroke-width="1.4" '
        f'stroke-linecap="round"/>',
    ]


def _head():
    return (f'<circle cx="100" cy="81" r="14" fill="{SKIN}" '
            f'stroke="{SKIN_LINE}" stroke-width="1.2"/>')


def _robe(color, suit):
    trim = GOLD
    return [
        # shoulders / robe
        f'<path d="M56,139 L56,124 Q56,104 80,100 L100,108 L120,100 '
        f'Q144,104 144,124 L144,139 Z" fill="{color}" '
        f'stroke="{OUTLINE}" stroke-width="1.2"/>',
        # collar
        f'<path d="M80,100 L100,121 L120,100 L112,97 L100,110 L88,97 Z" '
        f'fill="{trim}" stroke="{GOLD_DARK}" stroke-width="1"/>',
        # emblem on the chest
        f'<circle cx="100" cy="128" r="9.5" fill="#ffffff" '
        f'stroke="{trim}" stroke-width="2"/>',
        pip(suit, 100, 128, 13, color),
    ]


def _king(color, suit):
    out = [_head()]
    out += _eyes_mouth()
    # beard and moustache
    out.append(f'<path d="M86,84 Q88,101 100,103 Q112,101 114,84 '
               f'Q109,92 100,91 Q91,92 86,84 Z" fill="#8a8f98" '
               f'stroke="#5b6068" stroke-width="1"/>')
    out.append(f'<path d="M93,88 Q100,84 107,88" fill="none" '
               f'stroke="#5b6068" stroke-width="2" stroke-linecap="round"/>')
    out += _robe(color, suit)
    # crown
    out.append(f'<path d="M83,70 L81,48 L91,58 L100,42 L109,58 L119,48 '
               f'L117,70 Z" fill="{GOLD}" stroke="{GOLD_DARK}" '
               f'stroke-width="1.3" stroke-linejoin="round"/>')
    out.append(f'<rect x="83" y="64" width="34" height="6" fill="{color}" '
               f'stroke="{GOLD_DARK}" stroke-width="1"/>')
    for x, y in ((81, 48), (100, 42), (119, 48)):
        out.append(f'<circle cx="{x}" cy="{y}" r="3" fill="{GOLD}" '
                   f'stroke="{GOLD_DARK}" stroke-width="1"/>')
    return out


def _queen(color, suit):
    hair = "#6b3f1f"
    out = [
        # long hair behind the head
        f'<path d="M84,84 Q82,63 100,63 Q118,63 116,84 L122,104 '
        f'Q100,110 78,104 Z" fill="{hair}" stroke="#40250f" '
        f'stroke-width="1"/>',
        _head(),
        # fringe
        f'<path d="M86,78 Q88,66 100,66 Q112,66 114,78 Q106,71 100,72 '
        f'Q94,71 86,78 Z" fill="{hair}"/>',
    ]
    out += _eyes_mouth()
    out.append(f'<path d="M95,88 Q100,91 105,88" fill="none" '
               f'stroke="{RED}" stroke-width="1.8" stroke-linecap="round"/>')
    out += _robe(color, suit)
    # pearl necklace across the collar
    for i in range(5):
        x = 90 + i * 5
        y = 104 + (2 - abs(i - 2)) * 1.6
        out.append(f'<circle cx="{x:g}" cy="{y:g}" r="1.7" fill="#ffffff" '
                   f'stroke="#9a9a9a" stroke-width="0.6"/>')
    # tiara
    out.append(f'<path d="M85,68 L88,55 L94,62 L100,50 L106,62 L112,55 '
               f'L115,68 Q100,63 85,68 Z" fill="{GOLD}" stroke="{GOLD_DARK}" '
               f'stroke-width="1.2" stroke-linejoin="round"/>')
    for x, y in ((88, 55), (100, 50), (112, 55)):
        out.append(f'<circle cx="{x}" cy="{y}" r="2.6" fill="#ffffff" '
                   f'stroke="{GOLD_DARK}" stroke-width="0.9"/>')
    return out


def _jack(color, suit):
    hair = "#a8692c"
    out = [
        # short hair
        f'<path d="M85,86 Q83,67 100,66 Q117,67 115,86 L112,80 L88,80 Z" '
        f'fill="{hair}" stroke="#6e4318" stroke-width="1"/>',
        _head(),
    ]
    out += _eyes_mouth()
    out += _robe(color, suit)
    # feather
    out.append(f'<path d="M111,64 Q120,44 138,38 Q132,54 117,67 Z" '
               f'fill="#ffffff" stroke="{OUTLINE}" stroke-width="1.1"/>')
    # cap (beret) with a gold band
    out.append(f'<path d="M82,72 Q80,56 100,54 Q122,54 122,68 L118,72 Z" '
               f'fill="{color}" stroke="{OUTLINE}" stroke-width="1.2"/>')
    out.append(f'<rect x="83" y="68" width="35" height="5" rx="2" '
               f'fill="{GOLD}" stroke="{GOLD_DARK}" stroke-width="0.9"/>')
    return out


COURT = {"J": _jack, "Q": _queen, "K": _king}


def court(rank, suit, color):
    x, y, w, h = FRAME
    half = COURT[rank](color, suit)
    top = (f'<g transform="translate({CX:g},{CY:g}) scale({FIGURE_SCALE:g}) '
           f'translate({-CX:g},{-CY:g})">' + "".join(half) + "</g>")
    out = [
        f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="6" ry="6" '
        f'fill="{TINT[color]}" stroke="{color}" stroke-width="2"/>',
        f'<g>{top}</g>',
        f'<g transform="rotate(180 {CX:g} {CY:g})">{top}</g>',
        f'<line x1="{x}" y1="{CY:g}" x2="{x + w}" y2="{CY:g}" '
        f'stroke="{color}" stroke-width="2"/>',
    ]
    return out


def face_svg(rank, suit, palette, labels=RANK_LABEL):
    """One face; ``labels`` maps a rank to its corner index (RANK_LABEL or a
    language's letters from index_styles())."""
    color = PALETTES[palette][suit]
    title = f"{RANK_NAME[rank]} of {SUIT_NAME[suit]}"
    out = svg_open(title)
    out.append(card_blank())
    if rank in LAYOUT:
        out += number_pips(rank, suit, color)
    elif rank == "A":
        out += ace_pips(suit, color)
    else:
        out += court(rank, suit, color)
    out.append(corner_index(labels[rank], suit, color))
    out.append("</svg>")
    return "\n".join(out) + "\n"


# --- back ---------------------------------------------------------------------

def _clip_segment(x0, y0, x1, y1, xmin, ymin, xmax, ymax):
    """Liang-Barsky clipping of a segment to a rectangle."""
    dx, dy = x1 - x0, y1 - y0
    t0, t1 = 0.0, 1.0
    for p, q in ((-dx, x0 - xmin), (dx, xmax - x0),
                 (-dy, y0 - ymin), (dy, ymax - y0)):
        if p == 0:
            if q < 0:
                return None
            continue
        t = q / p
        if p < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
        if t0 > t1:
            return None
    return (x0 + t0 * dx, y0 + t0 * dy, x0 + t1 * dx, y0 + t1 * dy)


def back_svg():
    navy = "#1d3a6b"
    line = "#4d70a8"
    dot = "#8fb0e0"
    out = svg_open("Card back")
    out.append(card_blank())
    out.append(f'<rect x="9" y="9" width="182" height="262" rx="7" ry="7" '
               f'fill="{navy}"/>')
    # diagonal lattice, clipped to the inner rectangle by hand
    xmin, ymin, xmax, ymax = 17, 17, 183, 263
    step = 16
    segs = []
    span = (xmax - xmin) + (ymax - ymin)
    for k in range(-span, span + step, step):
        for sgn in (1, -1):
            # line through (xmin + k, ymin) with slope +-1.2
            x0, y0 = CX + k, CY
            ddx, ddy = 300, 300 * 1.2 * sgn
            c = _clip_segment(x0 - ddx, y0 - ddy, x0 + ddx, y0 + ddy,
                              xmin, ymin, xmax, ymax)
            if c:
                segs.append("M{:.1f},{:.1f} L{:.1f},{:.1f}".format(*c))
    out.append(f'<path d="{" ".join(segs)}" fill="none" stroke="{line}" '
               f'stroke-width="1.4"/>')
    # small dots in the middle of every lattice cell
    dots = []
    for i in range(-20, 21):
        for j in range(-20, 21):
            # lattice intersections are at CX + step*(i+j)/2, CY + ...
            x = CX + step * (i + j) / 2.0
            y = CY + step * 1.2 * (i - j) / 2.0
            if xmin + 3 < x < xmax - 3 and ymin + 3 < y < ymax - 3:
                dots.append(_circle_sub(round(x, 1), round(y, 1), 1.8))
    out.append(f'<path d="{" ".join(dots)}" fill="{dot}"/>')
    out.append(f'<rect x="{xmin}" y="{ymin}" width="{xmax - xmin}" '
               f'height="{ymax - ymin}" fill="none" stroke="{GOLD}" '
               f'stroke-width="2.5"/>')
    out.append(f'<rect x="{xmin + 5}" y="{ymin + 5}" '
               f'width="{xmax - xmin - 10}" height="{ymax - ymin - 10}" '
               f'fill="none" stroke="{GOLD}" stroke-width="1"/>')
    # central medallion with the four suits
    out.append(f'<ellipse cx="{CX:g}" cy="{CY:g}" rx="44" ry="52" '
               f'fill="{navy}" stroke="{GOLD}" stroke-width="3"/>')
    out.append(f'<ellipse cx="{CX:g}" cy="{CY:g}" rx="37" ry="45" '
               f'fill="none" stroke="{GOLD}" stroke-width="1"/>')
    for suit, (dx, dy) in zip("SHCD", ((0, -24), (22, 0), (0, 24), (-22, 0))):
        out.append(pip(suit, CX + dx, CY + dy, 20, "#f4ecd6"))
    out.append(f'<circle cx="{CX:g}" cy="{CY:g}" r="3" fill="{GOLD}"/>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


# --- icon ---------------------------------------------------------------------

def _digit_paths(x, y, h):
    """'1000' drawn as paths (no font needed).  (x, y) = top-left, h = height."""
    w0 = h * 0.62      # width of a zero
    sw = h * 0.2       # stroke thickness
    gap = h * 0.12
    parts = []
    # "1": a vertical bar with a flag and a foot
    bx = x + h * 0.18
    parts.append(f"M{bx:.1f},{y + h:.1f} L{bx:.1f},{y + h * 0.3:.1f} "
                 f"L{bx - h * 0.16:.1f},{y + h * 0.4:.1f} "
                 f"L{bx - h * 0.16:.1f},{y + h * 0.2:.1f} "
                 f"L{bx + sw * 0.3:.1f},{y:.1f} "
                 f"L{bx + sw:.1f},{y:.1f} L{bx + sw:.1f},{y + h:.1f} Z")
    cx = bx + sw + gap
    for _ in range(3):
        ox, oy = cx + w0 / 2, y + h / 2
        rx, ry = w0 / 2, h / 2
        irx, iry = rx - sw, ry - sw * 0.95
        # outer ellipse clockwise, inner counter-clockwise -> ring
        parts.append(
            f"M{ox - rx:.1f},{oy:.1f} A{rx:.1f},{ry:.1f} 0 1,1 "
            f"{ox + rx:.1f},{oy:.1f} A{rx:.1f},{ry:.1f} 0 1,1 "
            f"{ox - rx:.1f},{oy:.1f} Z "
            f"M{ox - irx:.1f},{oy:.1f} A{irx:.1f},{iry:.1f} 0 1,0 "
            f"{ox + irx:.1f},{oy:.1f} A{irx:.1f},{iry:.1f} 0 1,0 "
            f"{ox - irx:.1f},{oy:.1f} Z")
        cx += w0 + gap
    return " ".join(parts), cx - gap - x


def icon_svg():
    S = 512
    out = svg_open("Thousand", S, S)
    # everything is drawn slightly smaller so the fan keeps a margin
    out.append('<g transform="translate(256,256) scale(0.94) '
               'translate(-256,-262)">')
    # fanned cards, rotated around a point below the fan
    cw, ch = 200, 280
    pivot = (256, 430)
    # (angle, suit, colour, horizontal pip offset towards the visible part)
    cards = [(-26, "S", BLACK, -30), (0, "D", RED, -26), (26, "H", RED, 0)]
    for ang, suit, col, off in cards:
        x = pivot[0] - cw / 2
        y = 48
        g = [f'<rect x="{x:g}" y="{y:g}" width="{cw}" height="{ch}" rx="18" '
             f'ry="18" fill="#ffffff" stroke="#3a3a3a" stroke-width="5"/>',
             pip(suit, pivot[0] + off, y + 112, 104, col),
             f'<text x="{x + 30:g}" y="{y + 58:g}" font-family="{FONT}" '
             f'font-size="52" font-weight="bold" text-anchor="middle" '
             f'fill="{col}">A</text>']
        out.append(f'<g transform="rotate({ang} {pivot[0]} {pivot[1]})">'
                   + "".join(g) + "</g>")
    # "1000" plate
    d, tw = _digit_paths(0, 0, 100)
    scale = 1.0
    px, py, pw, ph = 56, 318, 400, 150
    out.append(f'<rect x="{px}" y="{py}" width="{pw}" height="{ph}" rx="30" '
               f'ry="30" fill="{GREEN}" stroke="#0d4a21" stroke-width="6"/>')
    out.append(f'<rect x="{px + 10}" y="{py + 10}" width="{pw - 20}" '
               f'height="{ph - 20}" rx="22" ry="22" fill="none" '
               f'stroke="{GOLD}" stroke-width="4"/>')
    th = 100 * scale
    tx = px + (pw - tw * scale) / 2
    ty = py + (ph - th) / 2
    out.append(f'<path d="{d}" fill="#ffffff" fill-rule="evenodd" '
               f'transform="translate({tx:.1f},{ty:.1f}) scale({scale:g})"/>')
    out.append("</g>")
    out.append("</svg>")
    return "\n".join(out) + "\n"


# --- index letters per language -----------------------------------------------

def card_letters(ts_path):
    """{rank: letter} of one translation file: its finished "Card" messages
    (J Q K A, disambiguated jack, queen, king, ace); the others stay English."""
    labels = dict(RANK_LABEL)
    for ctx in ET.parse(ts_path).getroot().iter("context"):
        if ctx.findtext("name") != "Card":
            continue
        for m in ctx.iter("message"):
            src, tr = m.findtext("source"), m.find("translation")
            if src in LETTER_RANKS and tr is not None and not tr.get("type") \
                    and (tr.text or "").strip():
                labels[src] = tr.text.strip()
    return labels


def index_styles(ts_dir=TRANSLATIONS):
    """{folder: {rank: label}} for every set of letters other than English.

    The folder is named by the languages that write those letters ("ru-uk",
    "pl"): the app looks for its language's code in the name."""
    groups = {}
    for path in sorted(glob.glob(os.path.join(ts_dir, "thousand_*.ts"))):
        lang = os.path.basename(path)[len("thousand_"):-len(".ts")]
        labels = card_letters(path)
        if labels != RANK_LABEL:
            groups.setdefault(tuple(labels[r] for r in RANKS), []).append(lang)
    return {"-".join(sorted(langs)): dict(zip(RANKS, key))
            for key, langs in groups.items()}


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)


def remove_stale(outdir, keep):
    """Delete the SVGs (and then empty folders) below ``outdir`` that this run
    did not write: a language's folder renamed or gone."""
    for path in glob.glob(os.path.join(outdir, "**", "*.svg"), recursive=True):
        if os.path.normpath(path) not in keep:
            os.remove(path)
    for sub in sorted(os.listdir(outdir)):
        d = os.path.join(outdir, sub)
        if os.path.isdir(d) and not os.listdir(d):
            shutil.rmtree(d)


def main(out=RES):
    count = 0
    styles = index_styles()
    for palette in PALETTES:
        outdir = os.path.join(out, palette)
        written = set()

        def put(path, text):
            write(path, text)
            written.add(os.path.normpath(path))

        for suit in SUITS:
            for rank in RANKS:
                put(os.path.join(outdir, f"{rank}{suit}.svg"),
                    face_svg(rank, suit, palette))
                # a language's own letters: only the faces whose index differs
                for style, labels in styles.items():
                    if labels[rank] != RANK_LABEL[rank]:
                        put(os.path.join(outdir, style, f"{rank}{suit}.svg"),
                            face_svg(rank, suit, palette, labels))
        put(os.path.join(outdir, "back.svg"), back_svg())
        remove_stale(outdir, written)
        count += len(written)
    write(os.path.join(out, "icons", "thousand.svg"), icon_svg())
    count += 1
    styles_text = ", ".join(f"{k} {''.join(v[r] for r in LETTER_RANKS)}"
                            for k, v in styles.items())
    print(f"wrote {count} SVG files under {out} (index letters: {styles_text})")


if __name__ == "__main__":
    args = sys.argv[1:]
    if args[:1] == ["--out"] and len(args) == 2:
        main(os.path.abspath(args[1]))
    elif not args:
        main()
    else:
        sys.exit(__doc__)
