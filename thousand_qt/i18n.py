"""Languages: the localisation work fills translations/ with thousand_<code>.qm files.

``available_languages()`` lists what is there; ``install_language(app, code)`` installs the
translator (and Qt's own translations for standard dialogs when present).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from .paths import PACKAGE, ROOT

_installed: list[QTranslator] = []


def translations_dirs():
    return [PACKAGE / "translations", ROOT / "translations"]


def available_languages() -> list[tuple[str, str]]:
    """[(code, native name)] for every thousand_<code>.qm found; English is built in."""
    out = {}
    for d in translations_dirs():
        if d.is_dir():
            for f in sorted(d.glob("thousand_*.qm")):
                code = f.stem.split("_", 1)[1]
                out.setdefault(code, QLocale(code).nativeLanguageName() or code)
    return sorted(out.items())


def install_language(app, code: str | None) -> bool:
    """Install the translator for ``code`` ('' or None: the system language, if we have it).

    Returns True when a translation was loaded. Safe to call again to switch languages
    (already open windows retranslate on QEvent.LanguageChange).
    """
    for t in _installed:
        QCoreApplication.removeTranslator(t)
    _installed.clear()
    if not code:
        code = QLocale.system().name().split("_")[0]
    if code in ("en", "C"):
        return False
    loaded = False
    for d in translations_dirs():
        t = QTranslator(app)
        if t.load(f"thousand_{code}", str(d)):
            QCoreApplication.installTranslator(t)
            _installed.append(t)
            loaded = True
            break
    qt = QTranslator(app)
    if qt.load(f"qtbase_{code}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        QCoreApplication.installTranslator(qt)
        _installed.append(qt)
    return loaded
