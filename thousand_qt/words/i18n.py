"""Languages: English in the code, Russian, Polish and Ukrainian from translations/thousand_<code>.qm.

Public API (used by the app):

``available_languages()``      [(code, native name)] of the translations present (English is built in)
``install_language(app, code)``  install ``code`` ('' or None: follow the system locale) at once;
                                 open windows follow without a restart (see below)
``current_language()``         the code in force ('en', 'ru', 'pl', 'uk')
``translator(context)``        a module's ``tr``: ``tr("%1 made %2", who, bid)`` (``fill`` does the %1…%9)
``catalogue(text)``            a text of the engine's agreements catalogue, translated ("Agreements" context)
``plural(context, text, n)``   a ``%n`` message with the language's plural forms
``number(n)``, ``signed(n)``   a score (a change: +15, −105) in the language's digits and the minus sign
``translations_of(ctx, text)`` ``text`` in every language the app has (to recognise an old save's names)

Where the .qm files are: ``translations_dirs()``, first the package's ``thousand_qt/translations``
(an installed or frozen copy), then ``<root>/translations`` (the source checkout, and the PyInstaller
bundle's ``translations/`` folder). In a source checkout a missing or stale .qm is built from its .ts
with the lrelease that ships with PySide6 (``ensure_built``), so the app never runs untranslated
because nobody ran ``python scripts/i18n.py release``.

How a switch reaches the windows: Qt's own way. Installing or removing a translator sends
``QEvent.LanguageChange`` to every window, and each widget passes it on to its children; every
window, dialog and panel that shows our texts sets them in its ``retranslateUi()``, called once when
it is built and again from its ``changeEvent``. A text that shows a state (the action bar's message,
the status bar, a dialog's result line, the seats' names) is made again from that state, never
translated back from the text on the screen. ``install_language`` delivers the events before it
returns, so the windows speak the new language at once.

The app's ``tr`` calls ``QCoreApplication.translate("<Module>", text)``; lupdate files such calls
under the empty context, so our translator looks a message up in its own context first and then in
the empty one.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QTranslator

if TYPE_CHECKING:
    # PySide6's stubs type the marker as returning object; it returns its message, a str. The
    # modules import it from here under the same name, so lupdate still finds the calls.
    def QT_TRANSLATE_NOOP(context: str, message: str, /) -> str: ...
else:
    from PySide6.QtCore import QT_TRANSLATE_NOOP as QT_TRANSLATE_NOOP

from thousand_qt.paths import PACKAGE, ROOT

LANGUAGES = {"en": "English", "ru": "Русский", "pl": "Polski", "uk": "Українська"}
CATALOGUE_CONTEXT = "Agreements"

_installed: list[QTranslator] = []
_current = "en"


# -------------------------------------------------------------------- files


def translations_dirs() -> list[Path]:
    dirs = [PACKAGE / "translations", ROOT / "translations"]
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        dirs.append(Path(frozen) / "translations")
    return dirs


def lrelease_path() -> str | None:
    """The lrelease binary that ships inside the PySide6 wheel (or one on PATH)."""
    import PySide6

    base = Path(PySide6.__file__).resolve().parent
    for name in ("lrelease", "lrelease.exe"):
        if (base / name).exists():
            return str(base / name)
    return shutil.which("pyside6-lrelease") or shutil.which("lrelease")


def ensure_built(quiet: bool = True) -> list[Path]:
    """Source checkout: build every translations/thousand_*.qm that is missing or older than its .ts.

    Returns the .qm files written. Does nothing when frozen, when there are no .ts files, when the
    folder is read-only or lrelease is missing (the app then runs in English)."""
    if getattr(sys, "frozen", False):
        return []
    tdir = ROOT / "translations"
    out = []
    for ts in sorted(tdir.glob("thousand_*.ts")):
        qm = ts.with_suffix(".qm")
        if qm.exists() and qm.stat().st_mtime >= ts.stat().st_mtime:
            continue
        tool = lrelease_path()
        if tool is None:
            break
        try:
            subprocess.run(
                [tool, "-silent", str(ts), "-qm", str(qm)],
                check=True,
                timeout=60,
                stdout=subprocess.DEVNULL if quiet else None,
                stderr=subprocess.DEVNULL if quiet else None,
            )
            out.append(qm)
        except (OSError, subprocess.SubprocessError):
            break
    return out


def _qm_files() -> dict[str, Path]:
    ensure_built()
    out: dict[str, Path] = {}
    for d in translations_dirs():
        if d.is_dir():
            for f in sorted(d.glob("thousand_*.qm")):
                out.setdefault(f.stem.split("_", 1)[1], f)
    return out


def available_languages() -> list[tuple[str, str]]:
    """[(code, native name)] for every thousand_<code>.qm found; English is built in."""
    return sorted(
        (code, LANGUAGES.get(code) or QLocale(code).nativeLanguageName() or code)
        for code in _qm_files()
        if code != "en"
    )


def system_language() -> str:
    """The first of the system's UI languages we have a translation for, else 'en'."""
    have = set(_qm_files())
    for name in QLocale.system().uiLanguages():
        code = name.replace("-", "_").split("_")[0].lower()
        if code == "en" or code in have:
            return code
        if code == "be" and "ru" in have:  # Belarus plays the Russian game and reads Russian
            return "ru"
    return "en"


def current_language() -> str:
    return _current


# -------------------------------------------------------------------- the translator


class _Translator(QTranslator):
    """Our messages: the named context first, then the empty context that lupdate gives to the
    app's ``tr()`` calls."""

    def __init__(self, parent=None, qm: Path | None = None):
        super().__init__(parent)
        self.inner = QTranslator(self)
        self.loaded = bool(qm) and self.inner.load(str(qm))

    def isEmpty(self):
        return False

    def translate(self, context, source, disambiguation=None, n=-1):
        # None (a null QString) means "not here": an empty string would replace the text with nothing
        if not source or not self.loaded:
            return None
        r = self.inner.translate(context, source, disambiguation, n)
        if not r and context:
            r = self.inner.translate("", source, disambiguation, n)
        return r or None


def install_language(app, code: str | None) -> bool:
    """Install the translator for ``code`` ('' or None: the system language, if we have it).

    Returns True when a translation was loaded. Safe to call again to switch languages: every open
    window gets QEvent.LanguageChange before this returns and sets its texts again (retranslateUi).
    """
    global _current
    app = app or QCoreApplication.instance()
    for t in _installed:
        QCoreApplication.removeTranslator(t)
        t.deleteLater()
    _installed.clear()
    if not code:
        code = system_language()
    code = code.replace("-", "_").split("_")[0].lower()
    if code == "c":
        code = "en"
    files = _qm_files()
    if code not in files:
        code = "en"
    qm = files.get(code)  # thousand_en.qm: the English plural forms ("1 point", "2 points")
    if code == "en":
        QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedKingdom))
    else:
        QLocale.setDefault(QLocale(code))
    _current = code
    if code != "en":
        qt = QTranslator(app)
        for name in (f"qtbase_{code}", f"qt_{code}"):
            for where in (QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath), *map(str, translations_dirs())):
                if qt.load(name, where):
                    break
            if not qt.isEmpty():
                QCoreApplication.installTranslator(qt)
                _installed.append(qt)
                break
    ours = _Translator(app, qm)
    QCoreApplication.installTranslator(ours)  # installed last: asked first
    _installed.append(ours)
    if QCoreApplication.instance() is not None:
        # installing posted LanguageChange to every window: delivered now, so the texts follow at once
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
    return ours.loaded and code != "en"


# -------------------------------------------------------------------- helpers for the app


def catalogue(text: str) -> str:
    """A title, explanation, group or preset text of the engine's catalogue (see catalogue_strings.py);
    a choice value given as its id with spaces ("half up5") is said in words (i18n_catalogue.CHOICE_WORDS)."""
    from thousand_qt.words.catalogue import CHOICE_WORDS_BY_TEXT

    return QCoreApplication.translate(CATALOGUE_CONTEXT, CHOICE_WORDS_BY_TEXT.get(text, text)) if text else text


_every_language: dict[str, QTranslator] = {}


def translations_of(context: str, source: str) -> list[str]:
    """``source`` as every language the app has says it, English first (to recognise a text that
    was saved in another language: the default seat names of an old save)."""
    out = [source]
    for code, qm in _qm_files().items():
        t = _every_language.get(code)
        if t is None:
            t = _every_language[code] = QTranslator()
            t.load(str(qm))
        text = t.translate(context, source) or t.translate("", source)
        if text and text not in out:
            out.append(text)
    return out


_ARGUMENT = re.compile(r"%([1-9])")


def fill(template: str, *args) -> str:
    """``template`` with %1…%9 replaced by ``args`` in one pass, so an argument that itself holds "%2"
    (a player's name, a chat line) is never substituted again."""

    def argument(m: re.Match) -> str:
        i = int(m.group(1))
        return str(args[i - 1]) if i <= len(args) else m.group(0)

    return _ARGUMENT.sub(argument, template)


def translator(context: str):
    """The module's ``tr``: ``tr = translator("Table")``, then ``tr("play %1", label)``.

    lupdate files the bare ``tr("…")`` calls under the empty context; the translator looks a message up
    in its own context first and then in the empty one, so both find it."""

    def tr(text: str, *args, disambiguation: str | None = None) -> str:
        out = QCoreApplication.translate(context, text, disambiguation)
        return fill(out, *args) if args else out

    return tr


def plural(context: str, text: str, n: int) -> str:
    """``text`` has ``%n`` (or ``%Ln``): Russian, Polish and Ukrainian pick one of three forms."""
    return QCoreApplication.translate(context, text, None, int(n))


MINUS = "\u2212"  # the minus sign: "−105" reads as a negative score, "-105" as a dash before it


def number(n, digits: int | None = None) -> str:
    """A number as the current language writes it for people: an integer, or ``digits`` places after
    the language's decimal point; a negative one with the minus sign U+2212 (QLocale writes a hyphen
    in all our languages); no thousands separator (score sheets are written 1000, not 1 000). Every
    score, change and fine the app shows goes through here (or ``signed``), so one table writes
    −105 one way: the sheet, the plates, the banner, the deal log and the statistics alike."""
    loc = QLocale()
    loc.setNumberOptions(QLocale.NumberOption.OmitGroupSeparator)
    text = loc.toString(int(n)) if digits is None else loc.toString(float(n), "f", digits)
    return text.replace("-", MINUS)


def signed(n) -> str:
    """A change of score with its sign always written: +15, −105 (``number``'s minus), +0."""
    return number(n) if int(n) < 0 else "+" + number(n)
