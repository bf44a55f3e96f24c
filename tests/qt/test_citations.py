"""Issue 25: texts players read cite rule sources as people would, never by this project's seed
file names ("001's main text", "(001)/(004)", "The 000 app's table"); presets are named as players
know them. What each seed is: /work/shared/seeds/README.md (001 is pagat.com's reference rules, 000
a popular app's description, 004 a long text with an online site's table options)."""

import re

import pytest

from engine import CATALOGUE, GROUPS, PRESETS
from engine.agreements import presets_of
from thousand_qt.dialogs.rules import rules_html
from thousand_qt.words import i18n
from thousand_qt.words.catalogue import choice_label_source

SEED_CITATION = re.compile(r"(?<![\d.,−-])00[0-4](?![\d])|seed|\.txt")


def catalogue_texts():
    for p in PRESETS.values():
        yield p.title
        yield p.description
    yield from GROUPS.values()
    for a in CATALOGUE.values():
        yield a.title
        yield a.explanation
        if a.special:
            yield a.special
        for c in a.choices:
            yield choice_label_source(c)


@pytest.mark.parametrize("lang", ["en", "ru", "pl", "uk"])
def test_no_text_cites_a_seed_file(qapp, english, lang):
    i18n.install_language(qapp, lang)
    shown = [i18n.catalogue(t) for t in catalogue_texts() if t]
    for preset in PRESETS:
        shown.append(rules_html(preset, {}))
    cited = [t for t in shown if SEED_CITATION.search(t)]
    assert not cited, cited[:5]


def test_presets_are_named_as_players_know_them(qapp, english):
    # issue 25: "Name presets as players know them (Russian, Polish, Lviv, and descriptive names for the others)"
    titles = {p.id: p.title for p in presets_of("thousand")}  # the other games' presets carry their names
    assert titles["russian"] == "Russian" and titles["polish"] == "Polish" and titles["lviv"] == "Lviv"
    for pid in ("app000", "site004"):
        assert not re.search(r"\d{3}", titles[pid].replace("1001", "")), titles[pid]
    for lang in ("ru", "pl", "uk"):
        i18n.install_language(qapp, lang)
        for title in titles.values():
            assert i18n.catalogue(title) != title, (lang, title)


def test_the_rules_page_names_its_reference(qapp, english):
    assert "pagat.com" in rules_html("russian", {})
