import os

if not os.environ.get("QT_QPA_PLATFORM", "").startswith("offscreen"):
    os.environ["QT_QPA_PLATFORM"] = "offscreen"  # tests/conftest.py makes it a desktop-sized screen

import pytest  # noqa: E402

import thousand_qt  # noqa: E402,F401  (installs the PySide refcount guard first)
from tests.qt_settings import isolated  # noqa: E402


@pytest.fixture(autouse=True)
def isolated_settings(tmp_path, qapp):
    """Every test gets its own QSettings (an INI file under tmp) and its own data folder."""
    yield from isolated(tmp_path)


@pytest.fixture
def window(qtbot):
    from thousand_qt.window.main import MainWindow

    w = MainWindow()
    qtbot.addWidget(w)
    w.resize(1280, 820)
    w.show()
    yield w
    w.controller.shutdown()


@pytest.fixture
def english(qapp):
    """The test may switch languages: it starts in English and leaves the others in English."""
    from thousand_qt.words import i18n

    i18n.install_language(qapp, "en")
    yield
    i18n.install_language(qapp, "en")
