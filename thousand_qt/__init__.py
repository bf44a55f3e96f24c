"""Thousand's desktop app (PySide6 Widgets + QGraphicsView).

Layout (after KDE kpat): ``cardscene`` is a small card-table library with no game logic;
``models`` holds the table state and the score sheet as Qt models fed by engine events;
``source`` is where events come from (a local engine now, a LAN host later);
``controller`` wires a source to the models and the human's input; ``mainwindow`` and
``dialogs`` are the widgets.
"""

__version__ = "0.1.0"
