"""Where the app finds its art and keeps its files."""

from __future__ import annotations

import os
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent
ROOT = PACKAGE.parent
_data_dir_override: Path | None = None


def resources_dir() -> Path:
    """The art: resources/ of the source tree, or an installed copy."""
    env = os.environ.get("THOUSAND_RESOURCES")
    candidates = [Path(env)] if env else []
    candidates += [ROOT / "resources", PACKAGE / "resources", Path(sys.prefix) / "share" / "thousand" / "resources"]
    for c in candidates:
        if (c / "cards" / "AH.svg").exists():
            return c
    return ROOT / "resources"


def set_data_dir(path) -> None:
    """Tests and --data-dir point the autosave somewhere else."""
    global _data_dir_override
    _data_dir_override = Path(path) if path else None


def data_dir() -> Path:
    if _data_dir_override is not None:
        d = _data_dir_override
    elif os.environ.get("THOUSAND_DATA_DIR"):
        d = Path(os.environ["THOUSAND_DATA_DIR"])
    else:
        from PySide6.QtCore import QStandardPaths

        loc = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
        d = Path(loc) if loc else Path.home() / ".thousand"
    d.mkdir(parents=True, exist_ok=True)
    return d
