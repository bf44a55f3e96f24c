"""Card faces from our SVGs (resources/cards, resources/cards4), rendered once per size.

A language that writes the court cards and the ace with other letters (В Д К Т, W D K A) has its
faces in a sub-folder of the deck named by the languages that share them (``cards/ru-uk/QH.svg``,
``cards4/pl/QH.svg``, made by resources/tools/make_cards.py from the translations); faces it does
not have there (the 9 and 10, Polish K and A) come from the deck itself.

A card that grows or shrinks on its way (to the trick, to a taken pile) asks for its face at a new
width every frame. Rendering each from the SVG on the GUI thread made those frames late (at
2560×1440 and a scale factor of 2, 900 renders a deal, up to 16 ms each: scripts/bench_app.py
--frames). So, as kpat does, a face asked for at new sizes frame after frame is scaled from a render
it already has, and the exact render is made off the GUI thread once the card has come to rest;
whoever ``watch``-es the theme repaints then. A face asked for at one new size (a card laid out, a
dialog's picture) is rendered at once, as before."""

from __future__ import annotations

import threading
import time
import weakref
from pathlib import Path

from PySide6.QtCore import QObject, QRectF, QRunnable, QSize, Qt, QThreadPool, QTimer, Signal
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from ..paths import resources_dir

BURST_S = 0.15  # a face asked for again at another size within this ...
ON_ITS_WAY = 3  # ... this many times in a row: a card growing or shrinking on its way
SETTLE_MS = 80  # no card changed size for this long: render the sizes they came to rest at
_worker_renderers = threading.local()  # a QSvgRenderer per worker thread and file


def render_face(path: str, w: int, h: int, renderer: QSvgRenderer | None = None) -> QImage:
    """The SVG at ``path`` as a w × h image (any thread: a QImage, never a QPixmap)."""
    if renderer is None:
        cache = getattr(_worker_renderers, "cache", None)
        if cache is None:
            cache = _worker_renderers.cache = {}
        renderer = cache.get(path)
        if renderer is None:
            renderer = cache[path] = QSvgRenderer(path)
    img = QImage(QSize(w, h), QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(p, QRectF(0, 0, w, h))
    p.end()
    return img


class _Courier(QObject):
    """Brings a face rendered on a worker thread back to the GUI thread (a queued signal)."""

    rendered = Signal(object, object, object)  # generation, key, QImage


class CardTheme:
    """``pixmap(code, width)`` -> a cached QPixmap; code is "AH", "TD", ... or "back".
    ``language`` ("en", "ru", ...) picks the corner letters of the faces."""

    ASPECT = 1.4  # 200 x 280

    def __init__(self, deck: str = "two", language: str = "en"):
        self._renderers: dict = {}
        self._cache: dict = {}  # (code, width, dpr) -> a pixmap rendered from the SVG at that size
        self._scaled: dict = {}  # the same key -> one scaled from another size, until the exact one comes
        self._missed: dict = {}  # (code, dpr) -> (when, how many in a row) asked for at sizes not cached
        self._settled: dict = {}  # (code, dpr) -> the width it was last scaled to: rendered once it rests
        self._watchers: list = []
        self._generation = 0  # a deck or language switch: renders asked for before it are dropped
        self._courier = _Courier()
        self._courier.rendered.connect(self._arrived)
        self._settle = QTimer()
        self._settle.setSingleShot(True)
        self._settle.setInterval(SETTLE_MS)
        self._settle.timeout.connect(self._render_settled)
        self.language = language or "en"
        self.set_deck(deck)

    def set_deck(self, deck: str) -> None:
        self.deck = "four" if deck == "four" else "two"
        self.dir = resources_dir() / ("cards4" if self.deck == "four" else "cards")
        self._load()

    def set_language(self, code: str) -> bool:
        """The faces of the language ``code``; True if they are other files than before."""
        old = self.letters_dir
        self.language = code or "en"
        self._load()
        return self.letters_dir != old

    def _load(self) -> None:
        self.letters_dir = None  # the folder of this language's letters ("cards/ru-uk"), if it has one
        if self.dir.is_dir():
            for d in sorted(self.dir.iterdir()):
                if d.is_dir() and self.language in d.name.split("-"):
                    self.letters_dir = d
                    break
        self._renderers.clear()
        self._cache.clear()
        self._scaled.clear()
        self._missed.clear()
        self._settled.clear()
        self._generation += 1

    def path(self, code: str) -> Path:
        """The SVG of a face ("QH") or the back ("back") in this deck and language."""
        if self.letters_dir is not None:
            own = self.letters_dir / f"{code}.svg"
            if own.exists():
                return own
        return self.dir / f"{code}.svg"

    def renderer(self, code: str) -> QSvgRenderer:
        r = self._renderers.get(code)
        if r is None:
            r = QSvgRenderer(str(self.path(code)))
            self._renderers[code] = r
        return r

    def watch(self, repaint) -> None:
        """``repaint()`` is called when exact faces have replaced scaled ones (a scene's ``update``).
        A method is held by a weak reference to its object: a scene that goes does not stay for the
        theme (Qt's own methods are builtins, which weakref.WeakMethod does not take)."""
        owner = getattr(repaint, "__self__", None)
        if owner is None:
            self._watchers.append(lambda: repaint)
            return
        ref, name = weakref.ref(owner), repaint.__name__
        self._watchers.append(lambda: getattr(ref(), name, None))

    def pixmap(self, code: str, width: int, dpr: float = 1.0) -> QPixmap:
        """A face ``width`` logical pixels wide (rendered at ``dpr`` device pixels per pixel)."""
        width = max(8, int(width))
        key = (code, width, dpr)
        pm = self._cache.get(key)
        if pm is not None:
            return pm
        pm = self._scaled.get(key)
        if pm is not None:
            return pm
        face, now = (code, dpr), time.monotonic()
        last = self._missed.get(face)
        run = last[1] + 1 if last and now - last[0] < BURST_S else 1
        self._missed[face] = (now, run)
        source = self._nearest(code, width, dpr) if run >= ON_ITS_WAY else None
        if source is None:  # a face at rest, or the first of its size: rendered here, at once
            pm = self._exact(code, width, dpr)
        else:  # a face on its way, growing or shrinking: scaled now, rendered once it rests
            w = round(width * dpr)
            pm = source.scaled(w, round(w * self.ASPECT), mode=Qt.TransformationMode.SmoothTransformation)
            pm.setDevicePixelRatio(dpr)
            if len(self._scaled) > 200:
                self._scaled.clear()
            self._scaled[key] = pm
            self._settled[face] = width
            self._settle.start()
        return pm

    def _exact(self, code: str, width: int, dpr: float) -> QPixmap:
        w = round(width * dpr)
        pm = QPixmap.fromImage(render_face(str(self.path(code)), w, round(w * self.ASPECT), self.renderer(code)))
        pm.setDevicePixelRatio(dpr)
        self._keep((code, width, dpr), pm)
        return pm

    def _keep(self, key, pm: QPixmap) -> None:
        if len(self._cache) > 400:
            self._cache.clear()
        self._cache[key] = pm
        self._scaled.pop(key, None)

    def _nearest(self, code: str, width: int, dpr: float) -> QPixmap | None:
        """The exact render of this face to scale from: the smallest one at least as wide (scaling
        down keeps it sharp), else the widest."""
        sizes = [k[1] for k in self._cache if k[0] == code and k[2] == dpr]
        if not sizes:
            return None
        larger = [s for s in sizes if s >= width]
        return self._cache[(code, min(larger) if larger else max(sizes), dpr)]

    def _render_settled(self) -> None:
        """The cards have stopped changing size: render the sizes they rest at, off the GUI thread."""
        jobs, self._settled = self._settled, {}
        generation, courier = self._generation, self._courier
        for (code, dpr), width in jobs.items():
            key = (code, width, dpr)
            if key in self._cache:
                continue
            w = round(width * dpr)
            path, h = str(self.path(code)), round(w * self.ASPECT)

            def job(path=path, w=w, h=h, key=key):
                courier.rendered.emit(generation, key, render_face(path, w, h))

            QThreadPool.globalInstance().start(QRunnable.create(job))

    def _arrived(self, generation, key, image: QImage) -> None:
        if generation != self._generation:
            return  # made for the deck or letters before a switch
        pm = QPixmap.fromImage(image)
        pm.setDevicePixelRatio(key[2])
        self._keep(key, pm)
        alive = []
        for ref in self._watchers:
            repaint = ref()
            if repaint is None:
                continue
            try:
                repaint()
            except RuntimeError:  # its Qt object is gone
                continue
            alive.append(ref)
        self._watchers = alive

    def valid(self) -> bool:
        return self.renderer("AH").isValid() and self.renderer("back").isValid()
