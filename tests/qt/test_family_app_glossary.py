"""The family's words are the glossary's (translations/README.md) in every string that uses them: a player
who reads "Колода: 8" under the stock reads "колода" in the rules page and in a refusal too."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

# English word in a source string -> per language: the glossary's word, and the stem every translation of
# such a string holds (the words are declined: колоды, talii, колоди)
WORDS = {
    # pl: «stos», as Polish Sixty-Six players say (kurnik.pl «zamknie stos»); «talia» is the whole pack
    r"\bstock\b": {"ru": ("колода", "колод"), "pl": ("stos", "stos"), "uk": ("колода", "колод")},
    r"\bkitt(y|ies)\b": {"ru": ("прикуп", "прикуп"), "pl": ("musik", "musik"), "uk": ("прикуп", "прикуп")},
    r"\bgame points?\b": {
        "ru": ("игровое очко", "игров"),
        "pl": ("punkt partii", "partii"),
        "uk": ("ігрове очко", "ігров"),
    },
    r"\btrump nine\b": {
        "ru": ("козырная девятка", "девятк"),
        "pl": ("dziewiątka atu", "dziewiątk"),
        "uk": ("козирна дев'ятка", "дев'ятк"),
    },
}
# what the glossary says a word must not be translated as, next to the family's other words
NOT = {"pl": [r"\btalon"], "uk": [r"хабар"]}


def glossary(lang_heading: str) -> str:
    text = (ROOT / "translations" / "README.md").read_text(encoding="utf-8")
    section = text.split(f"### {lang_heading}", 1)[1]
    return section.split("\n### ", 1)[0]


def translations(lang: str) -> dict:
    out = {}
    for m in ET.parse(ROOT / "translations" / f"thousand_{lang}.ts").iter("message"):
        tr = m.find("translation")
        if tr is None:
            continue
        # a plural message's text is only the indentation around its forms
        text = (tr.text or "").strip() or " ".join(n.text or "" for n in tr.iter("numerusform"))
        if text:
            out[m.findtext("source") or ""] = text
    return out


HEADINGS = {"ru": "Русский", "pl": "Polski", "uk": "Українська"}


@pytest.mark.parametrize("lang", ["ru", "pl", "uk"])
def test_the_glossary_names_the_familys_words(lang):
    rows = glossary(HEADINGS[lang])
    for english in ("stock", "kitty", "turned trump", "close the stock", "game point", "schneider / schwarz"):
        assert re.search(rf"^\| {re.escape(english)}[ |(]", rows, re.M), f"{lang}: no glossary row for {english}"
    for per_lang in WORDS.values():
        word = per_lang[lang][0]
        assert word in rows, f"{lang}: the glossary lacks {word!r}"


@pytest.mark.parametrize("lang", ["ru", "pl", "uk"])
def test_every_string_uses_the_glossarys_word(lang):
    texts = translations(lang)
    wrong = []
    for pattern, per_lang in WORDS.items():
        stem = per_lang[lang][1]
        for src, text in texts.items():
            if re.search(pattern, src, re.I) and stem.lower() not in text.lower():
                wrong.append((src, text))
    for bad in NOT.get(lang, []):
        family = [s for s in texts if re.search(r"stock|Sixty-Six|Tysiąc dobierany|draw", s, re.I)]
        wrong += [(s, texts[s]) for s in family if re.search(bad, texts[s], re.I)]
    assert wrong == []
