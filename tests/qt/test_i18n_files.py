"""The translation sources: complete, placeholders kept, plural forms, in step with the code."""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TS_DIR = ROOT / "translations"


def _script():
    spec = importlib.util.spec_from_file_location("i18n_script", ROOT / "scripts" / "i18n.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


S = _script()


def test_catalogue_strings_are_generated_and_up_to_date():
    from thousand_qt.words import catalogue as i18n_catalogue

    assert i18n_catalogue.is_up_to_date(), "run: python -m thousand_qt.words.catalogue --write"
    from engine import CATALOGUE, GROUPS, PRESETS
    from thousand_qt.words.catalogue_strings import STRINGS

    have = set(STRINGS)
    for a in CATALOGUE.values():
        assert a.title in have and a.explanation in have
        for c in a.choices:
            assert i18n_catalogue.choice_label_source(c) in have
    assert set(GROUPS.values()) <= have
    for p in PRESETS.values():
        assert p.title in have and p.description in have


@pytest.mark.parametrize("lang", S.ALL_TS)
def test_ts_complete_placeholders_and_plurals(lang):
    ts = TS_DIR / f"thousand_{lang}.ts"
    assert ts.exists()
    text = ts.read_text(encoding="utf-8")
    for bad in ('type="unfinished"', 'type="vanished"', 'type="obsolete"'):
        assert bad not in text, f"{ts.name} has {bad}"
    assert S.problems(ts, lang) == []
    msgs = S.messages(ts)
    numerus = [m for m in msgs if m["numerus"]]
    assert numerus, "no plural messages"
    assert all(len(m["forms"]) == S.PLURAL_FORMS[lang] for m in numerus)
    assert all("%n" in f or "%Ln" in f for m in numerus for f in m["forms"])


@pytest.mark.parametrize("lang", S.LANGS)
def test_every_catalogue_text_is_translated(lang):
    from thousand_qt.words.catalogue_strings import STRINGS

    msgs = {m["source"]: m for m in S.messages(TS_DIR / f"thousand_{lang}.ts") if m["context"] == "Agreements"}
    missing = [s for s in STRINGS if s not in msgs]
    assert not missing
    same = [s for s in STRINGS if msgs[s]["forms"][0] == s and s not in S.SAME_EVERYWHERE | S.SAME_IN.get(lang, set())]
    assert not same


def test_placeholder_check_catches_a_lost_placeholder(tmp_path):
    ts = tmp_path / "thousand_ru.ts"
    ts.write_text(
        '<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS><TS version="2.1" language="ru">'
        "<context><name>X</name><message><source>Waiting for %1…</source>"
        "<translation>Ждём…</translation></message>"
        '<message numerus="yes"><source>%n card(s)</source><translation>'
        "<numerusform>%n карта</numerusform><numerusform>%n карты</numerusform></translation></message>"
        "<message><source>Deck</source><translation>Deck</translation></message>"
        "</context></TS>",
        encoding="utf-8",
    )
    found = "\n".join(S.problems(ts, "ru"))
    assert "placeholders" in found and "plural forms" in found and "left in English" in found


def test_refreshing_from_the_code_changes_nothing(tmp_path):
    """lupdate run on a copy finds exactly the messages the committed .ts files have."""
    for lang in S.ALL_TS:
        src = TS_DIR / f"thousand_{lang}.ts"
        copy = tmp_path / src.name
        shutil.copy(src, copy)
        S.lupdate(copy, lang)
        before = {(m["context"], m["source"], m["numerus"]) for m in S.messages(src)}
        after = {(m["context"], m["source"], m["numerus"]) for m in S.messages(copy)}
        assert after - before == set(), f"{src.name}: new strings in the code; run python scripts/i18n.py update"
        assert before - after == set(), f"{src.name}: strings gone from the code; run python scripts/i18n.py update"
        assert S.problems(copy, lang) == []


def test_release_builds_qm_files(tmp_path):
    out = S.release(tmp_path)
    assert sorted(p.name for p in out) == sorted(f"thousand_{lang}.qm" for lang in S.ALL_TS)
    assert all(p.stat().st_size > 0 for p in out)


def test_ensure_built_makes_missing_qm(tmp_path, monkeypatch):
    from thousand_qt.words import i18n

    (tmp_path / "translations").mkdir()
    shutil.copy(TS_DIR / "thousand_pl.ts", tmp_path / "translations")
    monkeypatch.setattr(i18n, "ROOT", tmp_path)
    built = i18n.ensure_built()
    assert [p.name for p in built] == ["thousand_pl.qm"]
    assert i18n.ensure_built() == []  # up to date now


def test_lupdate_is_shipped_with_pyside():
    r = subprocess.run([S.tool("lupdate"), "-version"], capture_output=True, text=True)
    assert r.returncode == 0
