"""Settings isolation for tests that build the app's widgets (tests/qt, tests/net)."""

from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths


def isolated(tmp_path):
    """Generator for an autouse fixture: its own QSettings (an INI file under tmp) and data folder,
    zero animation and thinking time; everything cleared afterwards."""
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
    settings.put("pace/deal_click", False)  # tests that animate play on through deals; test_pace waits
    yield
    QSettings().clear()
    paths.set_data_dir(None)
