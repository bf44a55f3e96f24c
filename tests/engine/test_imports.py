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


def _game_tests(path: Path, ids: set[str]) -> list[str]:
    """Each comparison of a game id in ``path``: ``x == "draw"``, ``game in ("thousand", ...)``, ``in SHAPES``."""
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Compare):
            continue
        sides = [node.left, *node.comparators]
        consts = {c.value for s in sides for c in ast.walk(s) if isinstance(c, ast.Constant)}
        names = {n.id for s in sides for n in ast.walk(s) if isinstance(n, ast.Name)}
        if consts & ids or "SHAPES" in names:
            out.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    return out


def test_only_a_games_own_module_asks_which_game_it_is():
    # issue 36: "No `if game == …` / `game not in SHAPES` outside a game's own module and the registry";
    # engine/ai keeps a module per game too (its plumbing is another piece of the issue)
    from engine.agreements import GAMES

    front = [p for p in sorted((ROOT / PACKAGE).rglob("*.py")) if not {"games", "ai"} & set(p.parts)]
    found = [where for p in front for where in _game_tests(p, set(GAMES))]
    assert found == []
