"""engine/ is the headless core: it may import nothing of Qt or of the app."""

import ast
import pathlib

ENGINE = pathlib.Path(__file__).resolve().parents[2] / "engine"
FORBIDDEN = ("PySide6", "shiboken6", "PyQt5", "PyQt6", "thousand_qt", "zeroconf")


def test_engine_imports_no_qt():
    offenders = []
    for path in ENGINE.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            for n in names:
                if n.split(".")[0] in FORBIDDEN:
                    offenders.append(f"{path.relative_to(ENGINE.parent)}: {n}")
    assert not offenders, offenders
