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
    """Work around a PySide6 6.12 bug on Python < 3.12: QPainter's void draw calls
    (drawRect, drawEllipse, drawLine, drawRoundedRect, ...) each drop one reference to None,
    (and some bool-returning calls drop True/False), so a few thousand paints abort the interpreter
    ("none_dealloc: deallocating None").
    Python 3.12 made None immortal; on older Pythons we give None a huge reference count."""
    import sys

    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return
    import ctypes

    for obj in (None, True, False, ()):  # bool-returning calls drop True/False the same way
        ref = ctypes.c_ssize_t.from_address(id(obj))
        if ref.value < (1 << 40):
            ref.value += 1 << 50


_guard_none_refcount()
