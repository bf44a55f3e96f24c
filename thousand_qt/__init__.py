"""Thousand's desktop app (PySide6 Widgets + QGraphicsView).

Layout (after KDE kpat): ``cardscene`` is a small card-table library with no game logic;
``models`` holds the table state and the score sheet as Qt models fed by engine events;
``source`` is where events come from (a local engine now, a LAN host later);
``controller`` wires a source to the models and the human's input; ``mainwindow`` and
``dialogs`` are the widgets.
"""

# The one place the version is written: pyproject.toml (tool.setuptools.dynamic), packaging/build.py,
# packaging/thousand.spec and the installers read it from here; tests/packaging/test_version.py checks.
__version__ = "0.1.0"


def _guard_none_refcount() -> None:
    """The one work-around for a PySide6 bug on Python < 3.12 (6.12.0, the only 6.12 release, still has
    it; tests/qt/test_pyside_refcount.py tells when a release fixes it): ``Signal.emit()`` returns True
    without a new reference, and QPainter's void draw calls (drawRect, drawLine, save, ...) each drop
    one reference to None, so a few thousand of them abort the interpreter ("bool_dealloc: deallocating
    True or False", "none_dealloc"). Python 3.12 made None, True and False immortal; on older Pythons
    we give them a reference count no run can use up. Every module of the app (the LAN's too) imports
    this package first, so it is in force before the first emit or paint."""
    import sys

    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return
    import ctypes

    for obj in (None, True, False, ()):  # bool-returning calls drop True/False the same way
        ref = ctypes.c_ssize_t.from_address(id(obj))
        if ref.value < (1 << 40):
            ref.value += 1 << 50


_guard_none_refcount()
