"""The app's modules hold each other up by no import circle, and the pieces the issue names live apart
(issue 36, The app: "helpers that name cards and levels out of widget files, `GameConfig` in its own
module, no circle between the controller, statistics and dialogs").

Before it, thousand_qt/ had three circles: panels → refusals → panels (and table_tips) over
``card_label``; coach_text → mainwindow (``action_text``) → dialogs → controller (``GameConfig``) →
coach_text / stats_dialog → dialogs, the LAN dialogs and the rules page in it too; table ↔ table_view.

The graph is read as tests/net/test_net_imports.py reads thousand_qt/net/ (its reader, loaded from that
file, and tests/engine/test_imports.py's cycle finder): every import statement counts wherever it
stands, inside a function and under ``if TYPE_CHECKING`` too, but a module's ``__main__`` block.
"""

from __future__ import annotations

import ast
import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
APP = ROOT / "thousand_qt"


def _net_checks():
    spec = importlib.util.spec_from_file_location("net_import_checks", ROOT / "tests" / "net" / "test_net_imports.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


NET = _net_checks()
CHECK = NET.CHECK


def app_graph() -> dict[str, set[str]]:
    mods = {CHECK.module_name(p): p for p in sorted(APP.rglob("*.py"))}
    return {name: NET.imported(name, path, set(mods)) for name, path in mods.items()}


def _defined(path: Path) -> set[str]:
    """The functions and classes a module defines at its top level."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {n.name for n in tree.body if isinstance(n, ast.FunctionDef | ast.ClassDef)}


def test_the_graph_reads_the_whole_app():
    g = app_graph()
    assert "thousand_qt.net.host" in g and "thousand_qt.cardscene" in g  # sub-packages too
    assert "thousand_qt.words.labels" in g["thousand_qt.words.refusals"]  # `from ...labels import card_label`
    assert "thousand_qt.dialogs.common" in g["thousand_qt.net.host_dialog"]  # `from ...common import ...`
    assert "thousand_qt.game.coach" in g["thousand_qt.game.controller"]  # inside a function, and TYPE_CHECKING


def test_no_import_circle_in_the_app():
    found = CHECK.cycles(app_graph())
    assert found == [], "import circles in thousand_qt/: " + "; ".join(" ↔ ".join(c) for c in found)


def test_game_config_lives_in_its_own_module():
    # the controller, the dialogs and the scripts all need it; only the controller runs a game
    assert "GameConfig" in _defined(APP / "game" / "config.py")
    assert "GameConfig" not in _defined(APP / "game" / "controller.py")
    from thousand_qt.game.config import GameConfig
    from thousand_qt.game.controller import GameConfig as from_controller  # tests and scripts import it there

    assert from_controller is GameConfig


def test_the_words_for_cards_actions_and_levels_are_out_of_the_widget_files():
    words = {"card_label", "rank_letter", "rank_letters", "marriage_label", "flag_label", "action_text", "level_label"}
    assert words <= _defined(APP / "words" / "labels.py")
    widgets = [*(APP / "window").glob("*.py"), *(APP / "dialogs").glob("*.py"), APP / "words" / "coach.py"]
    assert not words & set().union(*(_defined(w) for w in widgets))


def test_the_app_is_in_sub_packages_that_show_the_design():
    # issue 36, The app: "thousand_qt/ in sub-packages that show the design (for example table/, game/,
    # window/, dialogs/, words/, net/)"; only the entry point, the paths and the preferences stay on top
    top = {p.name for p in APP.glob("*.py")}
    assert top == {"__init__.py", "__main__.py", "paths.py", "settings.py"}
    for pkg in ("table", "game", "window", "dialogs", "words", "net", "cardscene"):
        assert (APP / pkg / "__init__.py").is_file(), pkg


# Each sub-package builds only on those below it: words (what the app says) on nothing of the app
# but the preferences; game (a game being played, no widgets) on words; the table on game and words;
# the window, the dialogs and the LAN on all of those (issue 36: "no circle between the controller,
# statistics and dialogs"; the table once took its card words from the action panel).
BELOW = {
    "words": {"words"},
    "game": {"words", "game"},
    "table": {"words", "game", "table", "cardscene"},
}


def test_each_sub_package_builds_only_on_those_below_it():
    g = app_graph()
    wrong = []
    for name, imported in g.items():
        pkg = name.split(".")[1] if name.count(".") >= 2 else None
        if pkg not in BELOW:
            continue
        for m in imported:
            other = m.split(".")[1] if m.count(".") >= 1 else ""
            if other in ("table", "game", "window", "dialogs", "words", "net") and other not in BELOW[pkg]:
                wrong.append(f"{name} → {m}")
    assert wrong == []
