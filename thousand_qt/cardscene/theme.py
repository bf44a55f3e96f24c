"""Card faces from our SVGs (resources/cards, resources/cards4), rendered once per size.

A language that writes the court cards and the ace with other letters (В Д К Т, W D K A) has its
faces in a sub-folder of the deck named by the languages that share them (``cards/ru-uk/QH.svg``,
``cards4/pl/QH.svg``, made by resources/tools/make_cards.py from the translations); faces it does
not have there (the 9 and 10, Polish K and A) come from the deck itself."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from ..paths import resources_dir


class CardTheme:
    """``pixmap(code, width)`` -> a cached QPixmap; code is "AH", "TD", ... or "back".
    ``language`` ("en", "ru", ...) picks the corner letters of the faces."""

    ASPECT = 1.4  # 200 x 280

    def __init__(self, deck: str = "two", language: str = "en"):
        self._renderers: dict = {}
        self._cache: dict = {}
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

    def pixmap(self, code: str, width: int, dpr: float = 1.0) -> QPixmap:
        """A face ``width`` logical pixels wide (rendered at ``dpr`` device pixels per pixel)."""
        width = max(8, int(width))
        key = (code, width, dpr)
        pm = self._cache.get(key)
        if pm is None:
            w = round(width * dpr)
            h = round(w * self.ASPECT)
            pm = QPixmap(QSize(w, h))
            pm.fill(Qt.GlobalColor.transparent)
            p = QPainter(pm)
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            self.renderer(code).render(p, QRectF(0, 0, w, h))
            p.end()
            pm.setDevicePixelRatio(dpr)
            if len(self._cache) > 400:
                self._cache.clear()
            self._cache[key] = pm
        return pm

    def valid(self) -> bool:
        return self.renderer("AH").isValid() and self.renderer("back").isValid()
