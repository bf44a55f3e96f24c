"""Work around a PySide6 6.12 + Python 3.11 bug: ``Signal.emit()`` returns ``True`` without a new
reference, so every emit whose result is dropped takes one reference from ``True``; after a few
thousand emits the interpreter aborts ("bool_dealloc: deallocating True or False").

``emit(signal, *args)`` emits and gives the reference back, but only when the bug is present
(checked once at import), so a fixed PySide6 is unaffected.
"""

from __future__ import annotations

import ctypes
import sys

from PySide6.QtCore import QObject, Signal

_incref = ctypes.pythonapi.Py_IncRef
_incref.argtypes = [ctypes.py_object]
_incref.restype = None


class _Probe(QObject):
    fired = Signal()


def _emit_leaks() -> bool:
    p = _Probe()
    before = sys.getrefcount(True)
    for _ in range(8):
        p.fired.emit()
    lost = before - sys.getrefcount(True)
    for _ in range(max(0, lost)):
        _incref(True)  # repay what the probe took
    return lost >= 8


EMIT_LEAKS = _emit_leaks()


def emit(signal, *args):
    r = signal.emit(*args)
    if EMIT_LEAKS and isinstance(r, bool):
        _incref(r)
    return r
