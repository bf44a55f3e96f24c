import json
import os
import tempfile


def _desktop_screen() -> str:
    """Qt's offscreen platform as a 1920×1080 desktop (its own default is an 800×600 screen, smaller than
    any player's; the window fits itself to the screen). tests/qt/test_screen_fit.py runs the laptops'."""
    fd, path = tempfile.mkstemp(prefix="thousand-screen-", suffix=".json")
    with os.fdopen(fd, "w") as f:
        json.dump(
            {
                "screens": [
                    {
                        "name": "Desktop",
                        "x": 0,
                        "y": 0,
                        "width": 1920,
                        "height": 1080,
                        "logicalDpi": 96,
                        "logicalBaseDpi": 96,
                        "dpr": 1,
                    }
                ]
            },
            f,
        )
    return "offscreen:configfile=" + path


if os.environ.get("QT_QPA_PLATFORM", "offscreen") == "offscreen":
    os.environ["QT_QPA_PLATFORM"] = _desktop_screen()
os.environ.setdefault("THOUSAND_LAN_INTERFACES", "127.0.0.1")
