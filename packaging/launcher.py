"""Entry script for the frozen app (PyInstaller cannot freeze a package's ``__main__``
with relative imports directly). Same as the ``thousand`` gui-script."""

import sys

if __name__ == "__main__":
    # thousand_qt.game.players.ComputerPool runs the searching computers in a worker process started
    # with the "spawn" method on every platform. Frozen, that worker is this binary run again
    # with --multiprocessing-fork; freeze_support() (patched by PyInstaller's runtime hook to
    # work on Linux and macOS too) turns it into the worker before the app starts.
    import multiprocessing

    multiprocessing.freeze_support()
    from thousand_qt.__main__ import main

    sys.exit(main())
