#!/usr/bin/env python3
"""Translations: refresh the .ts sources from the code, build the .qm files, check them.

    python scripts/i18n.py update     # catalogue_strings.py from the TOML, then lupdate → translations/*.ts
    python scripts/i18n.py release    # lrelease translations/*.ts → translations/*.qm (gitignored)
    python scripts/i18n.py check      # every message translated, placeholders kept, 3 plural forms
    python scripts/i18n.py fill ru new.json   # put translations {source: text | [forms]} into unfinished entries

lupdate is given the explicit list of the app's .py files (given a bare directory it ignores .py).
The .qm files are built, never committed: the app builds missing ones itself in a source checkout
(thousand_qt.words.i18n.ensure_built), packaging runs ``release`` before PyInstaller and bundles
translations/*.qm as the bundle's translations/ folder.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TS_DIR = ROOT / "translations"
LANGS = ("ru", "pl", "uk")
ALL_TS = ("en",) + LANGS  # thousand_en.ts holds only the English plural forms (lupdate -pluralonly)
PLURAL_FORMS = {"en": 2, "ru": 3, "pl": 3, "uk": 3}
PLACEHOLDER = re.compile(r"%L?n|%\d|\{[A-Za-z_][A-Za-z0-9_]*\}")
# Texts that stay the same in every language: names of things, not words.
SAME_EVERYWHERE = {
    "English",
    "1001",  # the German game's name is its number in every language
    "Thousand %1",
    "%1 (%2)",
    "%1: %2",
    "%1 — %2",
    "%1/%2",
    "—",
    "…",
    "%1",
    "Tysiąc",  # the name of the Polish preset's game is Polish already
}
SAME_IN = {
    # the SI symbol, as Polish writes it; król and as are K and A in Polish too; the German game's name kept
    # "Import" is the Polish word too, beside «Eksport»; Santase, the Bulgarian game, is Santase in Polish too
    "pl": {" ms", "K", "A", "Russeln", "Import", "Santase"},
}


def tool(name: str) -> str:
    import PySide6

    base = Path(PySide6.__file__).resolve().parent
    for n in (name, name + ".exe"):
        if (base / n).exists():
            return str(base / n)
    return "pyside6-" + name


def source_files() -> list[Path]:
    """Every .py of the app (the catalogue strings included), sorted."""
    return sorted(p for p in (ROOT / "thousand_qt").rglob("*.py") if "__pycache__" not in p.parts)


def lupdate(ts: Path, lang: str, files=None, quiet=True) -> None:
    files = files or source_files()
    cmd = [
        tool("lupdate"),
        *map(str, files),
        "-ts",
        str(ts),
        "-no-obsolete",
        "-locations",
        "none",
        "-source-language",
        "en",
        "-target-language",
        lang,
    ]
    if lang == "en":
        cmd.append("-pluralonly")
    if quiet:
        cmd.insert(1, "-silent")
    subprocess.run(cmd, check=True, cwd=ROOT)


def update() -> None:
    subprocess.run([sys.executable, "-m", "thousand_qt.words.catalogue", "--write"], check=True, cwd=ROOT)
    for lang in ALL_TS:
        lupdate(TS_DIR / f"thousand_{lang}.ts", lang, quiet=False)


def release(out_dir: Path | None = None) -> list[Path]:
    out_dir = out_dir or TS_DIR
    out_dir.mkdir(parents=True, exist_ok=True)
    out = []
    for lang in ALL_TS:
        ts = TS_DIR / f"thousand_{lang}.ts"
        qm = out_dir / f"thousand_{lang}.qm"
        subprocess.run([tool("lrelease"), str(ts), "-qm", str(qm)], check=True, cwd=ROOT)
        out.append(qm)
    return out


# -------------------------------------------------------------------- reading .ts


def messages(ts: Path) -> list[dict]:
    """[{context, source, numerus, type, forms}] of one .ts file."""
    out = []
    for ctx in ET.parse(ts).getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for m in ctx.iter("message"):
            tr = m.find("translation")
            forms = [f.text or "" for f in tr.iter("numerusform")] if m.get("numerus") == "yes" else [tr.text or ""]
            out.append(
                {
                    "context": name,
                    "source": m.findtext("source") or "",
                    "numerus": m.get("numerus") == "yes",
                    "type": tr.get("type"),
                    "forms": forms,
                }
            )
    return out


def problems(ts: Path, lang: str) -> list[str]:
    out = []
    allowed = SAME_EVERYWHERE | SAME_IN.get(lang, set())
    for m in messages(ts):
        where = f"{ts.name} [{m['context']}] {m['source'][:60]!r}"
        if m["type"] in ("unfinished", "vanished", "obsolete"):
            out.append(f"{where}: {m['type']}")
            continue
        if lang == "en" and not m["numerus"]:
            out.append(f"{where}: thousand_en.ts is for plural forms only")
        if m["numerus"] and len(m["forms"]) != PLURAL_FORMS[lang]:
            out.append(f"{where}: {len(m['forms'])} plural forms, want {PLURAL_FORMS[lang]}")
        want = sorted(PLACEHOLDER.findall(m["source"]))
        for f in m["forms"]:
            if not f.strip():
                out.append(f"{where}: empty translation")
            elif sorted(PLACEHOLDER.findall(f)) != want and not (m["numerus"] and _numerus_ok(m["source"], f)):
                out.append(f"{where}: placeholders {sorted(PLACEHOLDER.findall(f))} != {want}")
            elif f == m["source"] and m["source"] not in allowed and lang != "en":
                out.append(f"{where}: left in English")
    return out


def _numerus_ok(source: str, form: str) -> bool:
    """A plural form may drop %n when it names exactly one ("одна карта")? No: we keep %n always."""
    return False


def check() -> int:
    bad = []
    for lang in ALL_TS:
        bad += problems(TS_DIR / f"thousand_{lang}.ts", lang)
    for b in bad:
        print(b)
    print(f"{len(bad)} problem(s)")
    return 1 if bad else 0


def fill(lang: str, path: str) -> None:
    """Put translations from a JSON {source: text or [forms]} (or {"context|source": ...}) into the .ts."""
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    ts = TS_DIR / f"thousand_{lang}.ts"
    tree = ET.parse(ts)
    n = 0
    for ctx in tree.getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for m in ctx.iter("message"):
            src = m.findtext("source") or ""
            val = data.get(f"{name}|{src}", data.get(src))
            if val is None:
                continue
            tr = m.find("translation")
            for k in list(tr.attrib):
                del tr.attrib[k]
            if m.get("numerus") == "yes":
                forms = val if isinstance(val, list) else [val] * PLURAL_FORMS[lang]
                for f in list(tr):
                    tr.remove(f)
                tr.text = None
                for f in forms:
                    ET.SubElement(tr, "numerusform").text = f
            else:
                tr.text = val
            n += 1
    write_ts(tree, ts)
    print(f"{ts.name}: {n} translation(s) filled")


def write_ts(tree, ts: Path) -> None:
    ET.indent(tree, space="    ")
    body = ET.tostring(tree.getroot(), encoding="unicode")
    ts.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")


def main(argv=None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if not args or args[0] in ("-h", "--help"):
        print(__doc__)
        return 0
    cmd = args[0]
    if cmd == "update":
        update()
    elif cmd == "release":
        for q in release(Path(args[1]) if len(args) > 1 else None):
            print(q)
    elif cmd == "check":
        return check()
    elif cmd == "fill":
        fill(args[1], args[2])
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
