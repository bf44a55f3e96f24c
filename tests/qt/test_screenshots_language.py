"""docs/screenshots/lobby.png said "3 minute(s)" and "1000: 3 seat(s)": the screenshot script never
installed a language, so the English plural forms (translations/thousand_en.ts, which the app
installs at start: thousand_qt/__main__.py) were missing. The lobby's shot must read as the app does."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

DRIVER = """
import json, sys
from pathlib import Path
sys.path.insert(0, "scripts")
import screenshots
from PySide6.QtWidgets import QLabel

screenshots.OUT = Path(sys.argv[1])  # not docs/screenshots
texts = []
lobby_shot = screenshots.lobby_shot

def reading(app, w, shot):
    def shot_read(name, widget=None):
        texts.extend(label.text() for label in widget.findChildren(QLabel))
        shot(name, widget)
    lobby_shot(app, w, shot_read)

screenshots.lobby_shot = reading
screenshots.main("lobby")
print("TEXTS" + json.dumps(texts))
"""


def test_the_lobby_shot_says_english_plurals(tmp_path):
    # the host listens on 127.0.0.1 only and advertises nothing (screenshots.lobby_shot)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", THOUSAND_LAN_INTERFACES="127.0.0.1")
    out = subprocess.run(
        [sys.executable, "-c", DRIVER, str(tmp_path)], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120
    )
    assert out.returncode == 0, out.stderr[-2000:]
    texts = json.loads(out.stdout.split("TEXTS", 1)[1])
    said = " ".join(texts)
    assert "3 minutes" in said and "1000: 3 seats" in said, said
    assert "(s)" not in said
    assert (tmp_path / "lobby.png").exists()
