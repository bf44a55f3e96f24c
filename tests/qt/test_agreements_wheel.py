"""Issue 25: the mouse wheel over the Agreements list scrolls the list; it never turns the spin box,
combo box or check box that happens to be under the pointer (a player scrolling down the list
must not change a rule without seeing it)."""

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QComboBox, QScrollArea, QSpinBox

from thousand_qt.dialogs.agreements import AgreementsDialog


def wheel(widget, notches: int = -1):
    """One real wheel event at the widget's centre, as a mouse sends it (120 per notch; down is negative)."""
    at = QPointF(widget.rect().center())
    event = QWheelEvent(
        at,
        QPointF(widget.mapToGlobal(at.toPoint())),
        QPoint(0, 0),
        QPoint(0, 120 * notches),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(widget, event)


def dialog(qtbot):
    d = AgreementsDialog()
    qtbot.addWidget(d)
    d.resize(820, 500)
    d.show()
    qtbot.waitExposed(d)
    return d, d.findChild(QScrollArea).verticalScrollBar()


def first_visible(d, kind):
    """The first editor of ``kind`` in the list, scrolled into view (with room left to scroll down)."""
    area = d.findChild(QScrollArea)
    w = next(w for w in d.editors.values() if isinstance(w, kind))
    area.ensureWidgetVisible(w)
    assert area.verticalScrollBar().value() < area.verticalScrollBar().maximum()
    return w


def test_wheel_over_a_spin_box_scrolls_the_list_and_keeps_the_value(qtbot):
    d, bar = dialog(qtbot)
    spin = first_visible(d, QSpinBox)
    value, top = spin.value(), bar.value()
    wheel(spin, -1)
    assert bar.value() > top
    for notches in (1, 1):  # whichever way the wheel turns (the value may sit at its minimum)
        wheel(spin, notches)
    assert spin.value() == value
    assert d.overrides() == {}


def test_wheel_over_a_combo_box_scrolls_the_list_and_keeps_the_choice(qtbot):
    d, bar = dialog(qtbot)
    combo = first_visible(d, QComboBox)
    index, top = combo.currentIndex(), bar.value()
    wheel(combo, -1)
    assert bar.value() > top
    for notches in (1, 1):
        wheel(combo, notches)
    assert combo.currentIndex() == index
    assert d.overrides() == {}


def test_a_focused_spin_box_still_takes_the_wheel(qtbot):
    """Clicked into on purpose: then the wheel is how people turn the value."""
    d, _bar = dialog(qtbot)
    spin = first_visible(d, QSpinBox)
    spin.setFocus()
    qtbot.waitUntil(spin.hasFocus)
    value = spin.value()
    wheel(spin, 1)
    assert spin.value() != value
