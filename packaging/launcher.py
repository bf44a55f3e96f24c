"""Entry script for the frozen app (PyInstaller cannot freeze a package's ``__main__``
with relative imports directly). Same as the ``thousand`` gui-script."""

import sys

if __name__ == "__main__":
    # The app's workers are threads (QThreadPool, threading); engine.arena's process pool
    # is a CLI tool the app never calls. freeze_support() keeps a frozen child process
    # (spawn start method: Windows, macOS) from starting a second app should that change.
    import multiprocessing

    multiprocessing.freeze_support()
    from thousand_qt.__main__ import main

    sys.exit(main())
