"""No import circle in engine/ (issue 36: "No import circle in `engine/`"; before it, eight engine files —
game, games/__init__, draw, sixty_six, stock, tausendeins, record, view — held each other up by imports
at the bottom of a file and inside functions).

Every import statement of every engine file counts, wherever it stands: at the top, at the bottom,
inside a function or under ``if TYPE_CHECKING`` — an import inside a function is a circle put off, not
removed. An edge goes from a module to each engine module it names (``from . import cards`` names
engine.cards, ``from .game import apply`` names engine.game). The packages a module sits in are not
edges: Python runs them first for every module, whatever the design.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).parents[2]
PACKAGE = "engine"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules() -> dict[str, Path]:
    return {module_name(p): p for p in sorted((ROOT / PACKAGE).rglob("*.py"))}


def imported(name: str, path: Path, known: set[str]) -> set[str]:
    """The engine modules ``name`` (at ``path``) imports anywhere in its text."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                frm = ".".join(base + ([node.module] if node.module else []))
            else:
                frm = node.module or ""
            # ``from pkg import sub`` names the submodule; ``from mod import thing`` names mod
            targets = [f"{frm}.{alias.name}" if f"{frm}.{alias.name}" in known else frm for alias in node.names]
        else:
            continue
        for t in targets:
            # ``import engine.games.draw`` names engine.games.draw (the longest known prefix)
            while t and t not in known:
                t = t.rpartition(".")[0]
            if t and t != name:
                out.add(t)
    return out


def graph() -> dict[str, set[str]]:
    mods = modules()
    # a compiled module (engine/ai/_dd.c) is a module too, one that imports nothing of the engine
    known = set(mods) | {module_name(p) for p in (ROOT / PACKAGE).rglob("*.c")}
    return {name: imported(name, path, known) for name, path in mods.items()}


def cycles(g: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(g.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(g):
        if v not in index:
            visit(v)
    return out


def test_the_cycle_finder_finds_a_known_circle():
    # the checker itself: a→b→c→a is one circle, d hangs off it, e stands alone
    g = {"a": {"b"}, "b": {"c"}, "c": {"a", "d"}, "d": set(), "e": {"d"}}
    assert cycles(g) == [["a", "b", "c"]]


def test_the_graph_reads_relative_and_late_imports():
    g = graph()
    assert "engine.cards" in g["engine.actions"]  # `from . import cards as C` at the top
    assert "engine.agreements" in g["engine.docs"]


def test_no_import_circle_in_engine():
    found = cycles(graph())
    assert found == [], "import circles in engine/: " + "; ".join(" ↔ ".join(c) for c in found)


def _game_tests(path: Path, ids: set[str], kinds: frozenset[str] = frozenset()) -> list[str]:
    """Each comparison of a game id in ``path``: ``x == "draw"``, ``game in ("thousand", ...)``, ``in SHAPES``.

    An id that is also an action's kind (``kinds``: "draw" is Draw 1000 and Sixty-Six's draw from the
    stock) counts only where the comparison names a game (``rules.game == "draw"``, ``game in (...)``):
    ``a.kind == "draw"`` asks which action it is, not which game."""
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Compare):
            continue
        sides = [node.left, *node.comparators]
        consts = {c.value for s in sides for c in ast.walk(s) if isinstance(c, ast.Constant)}
        names = {n.id for s in sides for n in ast.walk(s) if isinstance(n, ast.Name)}
        names |= {a.attr for s in sides for a in ast.walk(s) if isinstance(a, ast.Attribute)}
        names_a_game = any("game" in n.lower() for n in names)
        asked = consts & ids if names_a_game else consts & (ids - kinds)
        if asked or "SHAPES" in names:
            out.append(f"{path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}:{node.lineno}")
    return out


def test_only_a_games_own_module_asks_which_game_it_is():
    # issue 36: "No `if game == …` / `game not in SHAPES` outside a game's own module and the registry";
    # engine/ai keeps a module per game too (its plumbing is another piece of the issue)
    from engine.actions import KINDS
    from engine.agreements import GAMES

    front = [p for p in sorted((ROOT / PACKAGE).rglob("*.py")) if not {"games", "ai"} & set(p.parts)]
    found = [where for p in front for where in _game_tests(p, set(GAMES), frozenset(KINDS))]
    assert found == []


def _app_and_ai_files() -> list[Path]:
    """thousand_qt/ whole, and engine/ai/ but for the modules games.toml names as a game's computer
    players (its ``ai``: that game's own module, as engine/games/<game> is)."""
    from engine.agreements import GAMES

    own = {f"{g.ai}.py" for g in GAMES.values() if g.ai}
    ai = [p for p in sorted((ROOT / PACKAGE / "ai").rglob("*.py")) if p.name not in own]
    return ai + sorted((ROOT / "thousand_qt").rglob("*.py"))


def test_the_app_and_the_ai_plumbing_ask_the_registry_not_the_game_id():
    # issue 36, Habits: the app's statistics (figures_of), rules page (_title), levels (plays) and
    # settings (_rules_keys) asked `game == "thousand"` / `"sixty_six"` / `"draw"`; games.toml says it now
    from engine.actions import KINDS
    from engine.agreements import GAMES

    files = _app_and_ai_files()
    assert ROOT / "thousand_qt" / "game" / "stats.py" in files and ROOT / PACKAGE / "ai" / "__init__.py" in files
    found = [where for p in files for where in _game_tests(p, set(GAMES), frozenset(KINDS))]
    assert found == []


def test_the_game_id_finder_tells_a_game_from_an_action_kind(tmp_path):
    # the checker itself: "draw" is a game (Draw 1000) and an action (a draw from the stock)
    p = tmp_path / "sample.py"
    p.write_text(
        'if rules.game == "draw": pass\n'  # 1: a game
        'if a.kind == "draw": pass\n'  # 2: an action
        'if game in ("thousand", "x"): pass\n'  # 3: a game
        'if x == "sixty_six": pass\n'  # 4: an id no action has: a game whatever it is compared with
        'if "draw" in acts: pass\n',  # 5: an action's key
        encoding="utf-8",
    )
    found = [int(w.rsplit(":", 1)[1]) for w in _game_tests(p, {"draw", "thousand", "sixty_six"}, frozenset({"draw"}))]
    assert sorted(found) == [1, 3, 4]
