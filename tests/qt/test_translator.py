"""The one translation helper every module uses: i18n.translator and i18n.fill."""

from thousand_qt.words import i18n


def test_fill_replaces_every_argument_once():
    # Qt's own QString::arg semantics: %1 is the first argument, and an argument is inserted as it is
    assert i18n.fill("%2 gives %1 to %2", "A♠", "Ann") == "Ann gives A♠ to Ann"
    assert i18n.fill("Waiting for %1…", "50%2 off") == "Waiting for 50%2 off…"
    assert i18n.fill("%1 and %3", "x") == "x and %3"


def test_translator_uses_its_context_and_fills(qapp):
    i18n.install_language(qapp, "ru")
    try:
        tr = i18n.translator("Table")
        # translations/thousand_ru.ts: "%1 made %2" → "%1: заказ %2 сыгран" (filed by lupdate under a bare tr())
        assert tr("%1 made %2", "Борис", 120) == "Борис: заказ 120 сыгран"
        assert tr("No such text %1", 7) == "No such text 7"
    finally:
        i18n.install_language(qapp, "en")
