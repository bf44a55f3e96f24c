import os

os.environ["QT_QPA_PLATFORM"] = "offscreen"

import pytest  # noqa: E402
from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths  # noqa: E402

import thousand_qt  # noqa: E402,F401  (installs the PySide refcount guard first)


@pytest.fixture(autouse=True)
def isolated_settings(tmp_path, qapp):
    """Every test gets its own QSettings (an INI file under tmp) and its own data folder."""
    QCoreApplication.setOrganizationName("ThousandTest")
    QCoreApplication.setApplicationName("ThousandTest")
    QStandardPaths.setTestModeEnabled(True)
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "settings"))
    QSettings().clear()
    from thousand_qt import paths, settings
    paths.set_data_dir(tmp_path / "data")
    settings.put("speed", 0.0)
    settings.put("think_ms", 0)
    yield
    QSettings().clear()
    paths.set_data_dir(None)


@pytest.fixture
def window(qtbot):
    from thousand_qt.mainwindow import MainWindow
    w = MainWindow()
    qtbot.addWidget(w)
    w.resize(1280, 820)
    w.show()
    yield w
    w.controller.shutdown()
