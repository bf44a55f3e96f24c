"""Card faces from our SVGs (resources/cards, resources/cards4), rendered once per size."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from ..paths import resources_dir


class CardTheme:
    """``pixmap(code, width)`` -> a cached QPixmap; code is "AH", "TD", ... or "back"."""

    ASPECT = 1.4  # 200 x 280

    def __init__(self, deck: str = "two"):
        self._renderers: dict = {}
        self._cache: dict = {}
        self.set_deck(deck)

    def set_deck(self, deck: str) -> None:
        self.deck = "four" if deck == "four" else "two"
        self.dir = resources_dir() / ("cards4" if self.deck == "four" else "cards")
        self._renderers.clear()
        self._cache.clear()

    def renderer(self, code: str) -> QSvgRenderer:
        r = self._renderers.get(code)
        if r is None:
            r = QSvgRenderer(str(self.dir / f"{code}.svg"))
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
