"""One word per thing, the one players say: the native review's term findings stay fixed (issue 38).

Each row is a form the review (../shared/reviews/i18n-review.md, "Terminology, per language" and
"The 25 worst") found in the .ts files and the word that replaces it; tests/qt/test_family_app_glossary.py
checks the family's words (stock, kitty, game point, trump nine) the same way.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

# language -> [(a form that must not come back, the review's reason and the word used instead)]
NOT_SAID = {
    "ru": [
        (r"(?i)(?<!\w)в тёмную", "the adverb is one word: «втёмную»"),
        (r"(?i)золотом коне", "«на коне» is 'on a horse': «на золотом кону»"),
        (r"(?i)(?<!\w)червы", "«черви», as every other string"),
        (r"заказчик|заказавший", "the declarer is «разыгрывающий»"),
        (r"(?<!\w)незаказ", "not a word: «несыгранный заказ»"),
        (r"(?<!\w)(?:ты|можешь|сидишь|теряешь)(?!\w)", "the app says «вы» or speaks impersonally"),
        (r"(?i)взявший торговлю", "«выигравший торговлю»"),
        (r"(?i)у меня хватает", "at the table: «хватит»"),
        (r"(?i)не беря", "«до добора»"),
        (r"(?i)девятк\w* козырей", "«козырная девятка», as on the button"),
        (r"(?i)стоит штрафа|бочке бесплатн", "«штраф за…», «без штрафа»"),
    ],
    "pl": [
        (r"(?i)doda[ćj]e? do koloru", "players say «dołożyć do koloru»"),
        (r"mam dość", "'I'm fed up': «66! (wystarczy)»"),
        (r"(?<!\w)Spisz|(?i:spisani|spisał)", "«spisać» is 'write down': «rezygnacja (spisat')»"),
        (r"(?i)rozdani[ae] od nowa", "«ponowne rozdanie», as 16 other strings"),
        (r"(?<!\w)Zapomnieć", "«Usunąć…»"),
        (r"Ciemny musik", "«Zakryty musik»"),
        (r"(?<!\w)\w+(?:łeś|łaś)(?!\w)", "no gendered past addressed to the player"),
        (r"(?i)\bsam jesteś\b", "no gendered word addressed to the player: «sam gracz jest»"),
        (r"(?i)atutow\w+ dziewiątk", "«dziewiątka atu», as the glossary"),
        (r"(?i)(?<!\w)(?:kara|kontrakt) co trzecią", "«za co trzecią»"),
        (r"(?<!\w)(?:Twoja|Każda|Żadna) licytacja", "one bid is a «stawka»"),
    ],
    "uk": [
        (r"(?i)(?<!\w)[ув] темну", "the adverb is one word: «втемну»"),
        (r"(?i)золотому коні", "«коні» is the locative of «кінь» (a horse): «на золотому кону»"),
        (r"(?i)(?<!\w)(?:знести|знос|зносу)(?!\w)", "the Russian «снести»: «скинути», «скид»"),
        (r"(?<!\w)незамовлення", "not a word: «незігране замовлення»"),
        (r"(?i)(?<!\w)суперник", "«супротивник», as 19 other strings"),
        (r"(?<!\w)(?:ти|можеш|сидиш|втрачаєш)(?!\w)", "the app says «ви» or speaks impersonally"),
        (r"(?i)не беручи", "«до добору»"),
        (r"(?i)з Мельку", "«з Мелька», as the other string"),
        (r"(?i)дев'ятк\w* козирів", "«козирна дев'ятка», as on the button"),
        (r"(?i)коштує штрафу|бочці безкоштовн", "«штраф за…», «без штрафу»"),
    ],
}

# (English source pattern, language, a word every translation of such a string holds)
SAID = [
    (r"(?i)\bhands? (?:played|won)\b|\bper hand\b", "uk", r"(?<!\w)роздач"),  # «здача» is also 'change'
    (r"(?i)\blay (?:\w+ )?away\b|\blay away\b", "uk", r"(?i)скид|скину"),
    (r"(?i)\bclose(?:d)? before drawing\b", "ru", r"до добора"),
    (r"(?i)\bclose(?:d)? before drawing\b", "uk", r"до добору"),
]


def translations(lang: str) -> dict:
    out = {}
    for m in ET.parse(ROOT / "translations" / f"thousand_{lang}.ts").iter("message"):
        tr = m.find("translation")
        text = tr.text or " | ".join(n.text or "" for n in tr.iter("numerusform"))
        out[m.findtext("source") or ""] = text
    return out


@pytest.mark.parametrize("lang", ["ru", "pl", "uk"])
def test_the_reviews_wrong_forms_are_gone(lang):
    texts = translations(lang)
    found = [(why, src, t) for pattern, why in NOT_SAID[lang] for src, t in texts.items() if re.search(pattern, t)]
    assert found == []


@pytest.mark.parametrize("source_pattern,lang,word", SAID)
def test_one_word_per_thing(source_pattern, lang, word):
    texts = translations(lang)
    strings = {s: t for s, t in texts.items() if re.search(source_pattern, s)}
    assert strings, f"no string matches {source_pattern}"
    assert [(s, t) for s, t in strings.items() if not re.search(word, t)] == []


def test_every_choice_reads_as_words(qapp, english):
    """Issue 38: the agreements dialog showed some choices as their ids ("aces40 / aces50", "half up5",
    "first flies", "timeouts / used"); in English they read as words, and a translation still finds them."""
    from engine import CATALOGUE
    from thousand_qt.dialogs.common import choice_label
    from thousand_qt.words import i18n

    shown = {choice_label(c) for a in CATALOGUE.values() for c in a.choices}
    assert [t for t in shown if re.search(r"[A-Za-z]\d|\d[A-Za-z]", t)] == []
    assert shown & {"first flies", "timeouts", "used"} == set()
    assert choice_label("aces40") == "40 per ace"
    i18n.install_language(qapp, "ru")
    assert choice_label("aces40") == translations("ru")["40 per ace"]
    assert choice_label("half_up5") == translations("ru")["half, rounded up to 5"]


def test_the_online_sites_preset_says_golden_cone():
    """Issue 38: "golden con" in the online site's preset is the golden round played blind, which the
    golden agreement's explanation calls a golden cone (engine/data/agreements.toml, site004 = "cone")."""
    from thousand_qt.words.catalogue_strings import STRINGS

    assert [s for s in STRINGS if re.search(r"\bgolden con\b", s)] == []
    assert any("golden cone" in s for s in STRINGS)
