"""The LAN host is built from parts it owns (issue 36: "The LAN host built from parts it owns (lobby,
chat, game, connections reporting by callbacks), not mixins; no connection calls a host's private
method; no import circle in `thousand_qt/net/`"). Before it, ``HostServer`` was a class of four
mixins (lobby.py, chat.py, host_game.py) whose connection called ``host._handle``, ``host._log`` and
``host._conn_closed``, and the turn clock ``host._computer`` and ``host._schedule_drive``; connection,
turn_clock and lobby imported host.py back.

The import graph is read as tests/engine/test_imports.py reads engine/'s (its module names and cycle
finder, loaded from that file): every import statement counts wherever it stands, inside a function
and under ``if TYPE_CHECKING`` too. One block is not the module's: ``if __name__ == "__main__":`` runs
only in the script ``python -m thousand_qt.net.host`` (Python's ``__main__``, another module object),
which imports host_cli, which imports a whole ``thousand_qt.net.host``; the module never runs it.
"""

from __future__ import annotations

import ast
import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
NET = ROOT / "thousand_qt" / "net"
HOST = NET / "host.py"


def _engine_checker():
    """tests/engine/test_imports.py, whose graph reader and cycle finder this test shares."""
    spec = importlib.util.spec_from_file_location("engine_import_checks", ROOT / "tests" / "engine" / "test_imports.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


CHECK = _engine_checker()


def _is_main_block(node: ast.stmt) -> bool:
    """``if __name__ == "__main__":``"""
    test = node.test if isinstance(node, ast.If) else None
    return (
        isinstance(test, ast.Compare)
        and isinstance(test.left, ast.Name)
        and test.left.id == "__name__"
        and [getattr(c, "value", None) for c in test.comparators] == ["__main__"]
    )


def imported(name: str, path: Path, known: set[str]) -> set[str]:
    """The net modules ``name`` (at ``path``) imports anywhere in its text but its ``__main__`` block."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    tree.body = [n for n in tree.body if not _is_main_block(n)]
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            frm = node.module or ""
            if node.level:
                base = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                frm = ".".join(base + ([node.module] if node.module else []))
            # ``from . import chat`` names the submodule; ``from .chat import Chat`` names chat
            targets = [f"{frm}.{a.name}" if f"{frm}.{a.name}" in known else frm for a in node.names]
        else:
            continue
        out |= {t for t in targets if t in known and t != name}
    return out


def net_graph() -> dict[str, set[str]]:
    mods = {CHECK.module_name(p): p for p in sorted(NET.glob("*.py"))}
    return {name: imported(name, path, set(mods)) for name, path in mods.items()}


def test_the_graph_reads_the_net_modules_imports():
    g = net_graph()
    assert "thousand_qt.net.protocol" in g["thousand_qt.net"]  # `from .protocol import ...` in __init__
    assert "thousand_qt.net.messages" in g["thousand_qt.net.chat"]  # `from . import messages as M`
    assert "thousand_qt.net.host" in g["thousand_qt.net.host_cli"]
    assert "thousand_qt.net.discovery" in g["thousand_qt.net.host"]  # imported inside a function
    assert "thousand_qt.net.connection" in g["thousand_qt.net.lobby"]  # under ``if TYPE_CHECKING``
    assert "thousand_qt.net.host_cli" not in g["thousand_qt.net.host"]  # the script's, not the module's


def test_no_import_circle_in_net():
    found = CHECK.cycles(net_graph())
    assert found == [], "import circles in thousand_qt/net/: " + "; ".join(" ↔ ".join(c) for c in found)


# ------------------------------------------------------------------ the host's private methods


def _host_class() -> ast.ClassDef:
    tree = ast.parse(HOST.read_text(encoding="utf-8"))
    return next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "HostServer")


def host_private_methods() -> set[str]:
    """The HostServer methods named with a leading ``_`` (not the dunders), as host.py defines them."""
    return {
        n.name
        for n in _host_class().body
        if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)
        and n.name.startswith("_")
        and not n.name.startswith("__")
    }


def private_calls(source: str, where: str, private: set[str]) -> list[str]:
    """Where a file's ``source`` reaches a host private method: ``x._m`` for any ``x`` but ``self``,
    and ``self._m`` in a class that does not define ``_m`` itself (a mixin using the host's)."""
    tree = ast.parse(source)
    own: dict[int, set[str]] = {}  # id of an Attribute node -> the methods of the class it sits in
    for cls in ast.walk(tree):
        if isinstance(cls, ast.ClassDef):
            names = {n.name for n in cls.body if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)}
            for node in ast.walk(cls):
                own[id(node)] = names  # the innermost class wins: walked later
    out = []
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Attribute) and node.attr in private):
            continue
        on_self = isinstance(node.value, ast.Name) and node.value.id == "self"
        if on_self and node.attr in own.get(id(node), set()):
            continue
        out.append(f"{where}:{node.lineno} {ast.unparse(node)}")
    return out


def test_the_private_call_finder_finds_a_connection_calling_its_host():
    # the checker itself, on the shape the issue names: a connection calling its host's private method
    # and a mixin calling one it does not define; a class's own ``self._m`` is its own business
    src = (
        "class Conn:\n"
        "    def close(self):\n"
        "        self.host._conn_closed(self)\n"
        "class Lobby:\n"
        "    def kick(self):\n"
        "        self._lobby_changed()\n"
        "class Own:\n"
        "    def _lobby_changed(self): pass\n"
        "    def go(self):\n"
        "        self._lobby_changed()\n"
    )
    found = private_calls(src, "sample.py", {"_conn_closed", "_lobby_changed"})
    assert found == ["sample.py:3 self.host._conn_closed", "sample.py:6 self._lobby_changed"]


def test_the_host_is_no_class_of_mixins():
    from thousand_qt.net.host import HostServer

    ours = [c.__name__ for c in HostServer.__mro__ if c.__module__.startswith("thousand_qt")]
    assert ours == ["HostServer"]


def test_nothing_outside_host_py_calls_a_host_private_method():
    private = host_private_methods()
    assert {"_handle", "_conn_closed", "_log"} <= private  # what Conn used to call
    files = [
        p
        for top in ("thousand_qt", "tools", "scripts", "tests")
        for p in sorted((ROOT / top).rglob("*.py"))
        if p != HOST and p.resolve() != Path(__file__).resolve()
    ]
    found = [
        where
        for p in files
        for where in private_calls(p.read_text(encoding="utf-8"), str(p.relative_to(ROOT)), private)
    ]
    assert found == []
