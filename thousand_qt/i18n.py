"""Languages: English in the code, Russian, Polish and Ukrainian from translations/thousand_<code>.qm.

Public API (used by the app):

``available_languages()``      [(code, native name)] of the translations present (English is built in)
``install_language(app, code)``  install ``code`` ('' or None: follow the system locale) at once;
                                 open windows are retranslated without a restart
``current_language()``         the code in force ('en', 'ru', 'pl', 'uk')
``catalogue(text)``            a text of the engine's agreements catalogue, translated ("Agreements" context)
``plural(context, text, n)``   a ``%n`` message with the language's plural forms
``number(n)``                  an integer in the current locale's digits and minus sign
``retranslate_text(text)``     a text shown in the old language, in the new one (names like "Computer 1")
``unremembered()``             a ``with`` block whose translations are not remembered for retranslation

Where the .qm files are: ``translations_dirs()``, first the package's ``thousand_qt/translations``
(an installed or frozen copy), then ``<root>/translations`` (the source checkout, and the PyInstaller
bundle's ``translations/`` folder). In a source checkout a missing or stale .qm is built from its .ts
with the lrelease that ships with PySide6 (``ensure_built``), so the app never runs untranslated
because nobody ran ``python scripts/i18n.py release``.

How retranslation works: the app's helper functions ``tr(text)`` call
``QCoreApplication.translate("<Module>", text)``; lupdate files such bare ``tr()`` calls under the
empty context, so our translator looks a message up in its own context first and then in the empty
one. It also remembers which source produced each text it returned; on a language switch
``retranslate_widgets()`` walks every widget and action and replaces each text it recognises (also
texts made from a template such as "Waiting for %1…"). Windows that draw text themselves (the table
scene, the score sheet's header) refresh on ``QEvent.LanguageChange``.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QTranslator

from .paths import PACKAGE, ROOT

LANGUAGES = {"en": "English", "ru": "Русский", "pl": "Polski", "uk": "Українська"}
CATALOGUE_CONTEXT = "Agreements"

_installed: list[QTranslator] = []
_current = "en"
_PLACEHOLDER = re.compile(r"%(L?n|\d)")


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
    app's module-level ``tr()`` helpers. Remembers text → source for retranslation."""

    def __init__(self, parent=None, qm: Path | None = None, english: bool = True):
        super().__init__(parent)
        self.inner = QTranslator(self)
        self.loaded = bool(qm) and self.inner.load(str(qm))
        self.english = english  # English shows the source itself: remember it as seen

    def isEmpty(self):
        return False

    def translate(self, context, source, disambiguation=None, n=-1):
        # None (a null QString) means "not here": an empty string would replace the text with nothing
        if not source:
            return None
        r = ""
        if self.loaded:
            r = self.inner.translate(context, source, disambiguation, n)
            if not r and context:
                r = self.inner.translate("", source, disambiguation, n)
        if _recording and (r or self.english):
            _remember(r or source, context, source, disambiguation, n)
        return r or None


# text as shown (before %n/%1 substitution) -> (context, source, disambiguation, numerus)
_seen: dict[str, tuple] = {}
_recording = True
_templates: dict[str, tuple] = {}


@contextmanager
def unremembered():
    """Translate without remembering the texts for retranslation: for bits too short to be told
    apart from other texts (a card's rank letter "K" could be a player's name)."""
    global _recording
    old, _recording = _recording, False
    try:
        yield
    finally:
        _recording = old


def _remember(text, context, source, disambiguation, n):
    key = (context, source, disambiguation or None, n >= 0 if n is not None else False)
    if _PLACEHOLDER.search(text):
        _templates.setdefault(text, key)
    else:
        _seen.setdefault(text, key)


def _ensure_recorder(app=None):
    """Before any language is chosen we still record the English texts (for the first switch)."""
    if not _installed and QCoreApplication.instance() is not None:
        t = _Translator(app or QCoreApplication.instance())
        QCoreApplication.installTranslator(t)
        _installed.append(t)


def install_language(app, code: str | None) -> bool:
    """Install the translator for ``code`` ('' or None: the system language, if we have it).

    Returns True when a translation was loaded. Safe to call again to switch languages: every
    open widget's texts change at once, and windows get QEvent.LanguageChange to redraw the rest.
    """
    global _current
    app = app or QCoreApplication.instance()
    _ensure_recorder(app)
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
    ours = _Translator(app, qm, english=code == "en")
    QCoreApplication.installTranslator(ours)  # installed last: asked first
    _installed.append(ours)
    if QCoreApplication.instance() is not None:
        retranslate_widgets()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
    return ours.loaded and code != "en"


# -------------------------------------------------------------------- helpers for the app


def catalogue(text: str) -> str:
    """A title, explanation, group or preset text of the engine's catalogue (see catalogue_strings.py)."""
    return QCoreApplication.translate(CATALOGUE_CONTEXT, text) if text else text


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


def number(n) -> str:
    """An integer as the current language writes it (the minus sign, no thousands separator:
    score sheets are written 1000, not 1 000)."""
    loc = QLocale()
    loc.setNumberOptions(QLocale.NumberOption.OmitGroupSeparator)
    return loc.toString(int(n))


def _translate_key(key, n=-1):
    context, source, disambiguation, numerus = key
    return QCoreApplication.translate(context, source, disambiguation, n if numerus else -1)


def _template_regex(template: str):
    parts, names, pos = [], [], 0
    for m in _PLACEHOLDER.finditer(template):
        parts.append(re.escape(template[pos : m.start()]))
        name = "n" if "n" in m.group(1) else "a" + m.group(1)
        if name in names:
            parts.append(f"(?P={name})")
        else:
            names.append(name)
            parts.append(r"(?P<n>[-−]?[\d\s\u00a0\u202f.,]+?)" if name == "n" else f"(?P<{name}>.*?)")
        pos = m.end()
    parts.append(re.escape(template[pos:]))
    return re.compile("".join(parts), re.S)


_regex_cache: dict[str, re.Pattern] = {}


def retranslate_text(text: str, _depth: int = 0) -> str:
    """A text produced by tr()/translate() in the language before, produced again in the one now.
    Unknown texts come back unchanged."""
    if not text or _depth > 3:
        return text
    key = _seen.get(text)
    if key is not None:
        return _translate_key(key)
    stripped = text.rstrip()
    for template, key in list(_templates.items()):
        head = template.split("%", 1)[0]
        if head and not text.startswith(head):
            continue
        rx = _regex_cache.get(template)
        if rx is None:
            rx = _regex_cache[template] = _template_regex(template)
        m = rx.fullmatch(text) or (stripped != text and rx.fullmatch(stripped))
        if not m:
            continue
        groups = m.groupdict()
        n = -1
        if "n" in groups:
            digits = re.sub(r"[^\d]", "", groups["n"])
            if not digits:
                continue
            n = int(digits) * (-1 if groups["n"].lstrip()[:1] in "-−" else 1)
        out = _translate_key(key, n)
        for name, value in groups.items():
            if name != "n":
                out = out.replace("%" + name[1:], retranslate_text(value, _depth + 1))
        return out
    if "\n" in text:
        return "\n".join(retranslate_text(line, _depth + 1) for line in text.split("\n"))
    # an English text shown before any translator was installed: look it up as a source
    global _recording
    _recording = False
    try:
        for context in ("", CATALOGUE_CONTEXT):
            new = QCoreApplication.translate(context, text)
            if new != text:
                return new
    finally:
        _recording = True
    return text


def retranslate_widgets(widgets=None) -> None:
    """Replace every recognised text of every widget and action with its text in the language now.

    Covers window titles, tool tips, labels, buttons, group boxes, menus, actions, combo box
    items, line edit placeholders and spin box affixes. Texts drawn by hand (the table scene)
    are refreshed by the windows themselves on QEvent.LanguageChange."""
    from PySide6.QtWidgets import (
        QAbstractButton,
        QAbstractSpinBox,
        QApplication,
        QComboBox,
        QGroupBox,
        QLabel,
        QLineEdit,
        QMenu,
        QTabWidget,
    )

    if widgets is None:
        if not isinstance(QCoreApplication.instance(), QApplication):
            return
        widgets = QApplication.allWidgets()

    def redo(getter, setter):
        old = getter()
        if old:
            new = retranslate_text(old)
            if new != old:
                setter(new)

    actions = {}
    for w in widgets:
        redo(w.windowTitle, w.setWindowTitle)
        redo(w.toolTip, w.setToolTip)
        redo(w.statusTip, w.setStatusTip)
        redo(w.whatsThis, w.setWhatsThis)
        if isinstance(w, QLabel):
            redo(w.text, w.setText)
        elif isinstance(w, QAbstractButton):
            redo(w.text, w.setText)
        elif isinstance(w, QGroupBox):
            redo(w.title, w.setTitle)
        elif isinstance(w, QLineEdit):
            redo(w.placeholderText, w.setPlaceholderText)
        elif isinstance(w, QComboBox):
            for i in range(w.count()):
                redo(lambda i=i, w=w: w.itemText(i), lambda t, i=i, w=w: w.setItemText(i, t))
        elif isinstance(w, QAbstractSpinBox):
            for attr in ("prefix", "suffix"):
                if hasattr(w, attr):
                    redo(getattr(w, attr), getattr(w, "set" + attr.capitalize()))
            redo(w.specialValueText, w.setSpecialValueText)
        elif isinstance(w, QTabWidget):
            for i in range(w.count()):
                redo(lambda i=i, w=w: w.tabText(i), lambda t, i=i, w=w: w.setTabText(i, t))
        if isinstance(w, QMenu):
            redo(w.title, w.setTitle)
        for a in w.actions():
            actions[id(a)] = a
    for a in actions.values():
        redo(a.text, a.setText)
        redo(a.statusTip, a.setStatusTip)
        redo(a.whatsThis, a.setWhatsThis)
        redo(a.toolTip, a.setToolTip)


def refresh_main_window(w) -> None:
    """On QEvent.LanguageChange in the main window: what the widget walk cannot reach.

    Default player names ("You", "Computer 1") follow the language in the table and score
    models (the score sheet's header is told with headerDataChanged), and the table scene redraws
    its bubbles, badges and info text. Each step is skipped if the window lacks that part."""
    c = getattr(w, "controller", None)
    # the controller knows which names it made up (a LAN source: its computers by level): asked, not guessed at
    ask = getattr(c, "display_names", None) or getattr(getattr(c, "source", None), "current_names", None)
    fresh = ask() if callable(ask) else None
    for model in (getattr(c, "table", None), getattr(c, "scores", None)):
        names = getattr(model, "names", None)
        if not names:
            continue
        if fresh is not None and len(fresh) == len(names):
            new = list(fresh)
        else:
            new = [retranslate_text(n) for n in names]
        if new != names:
            model.names[:] = new
            if hasattr(model, "headerDataChanged") and hasattr(model, "columnCount"):
                cols = model.columnCount()
                if cols:
                    from PySide6.QtCore import Qt

                    model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, cols - 1)
    scene = getattr(w, "scene", None)
    if scene is not None and hasattr(scene, "_refresh_decor"):
        try:
            scene._refresh_decor()
            if hasattr(scene, "refresh_tips"):
                scene.refresh_tips()  # the dimmed cards' reasons
        except Exception:  # noqa: BLE001 - a redraw must never break a language switch
            pass
        if hasattr(scene, "update"):
            scene.update()
