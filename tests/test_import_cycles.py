"""No import cycles in the engine (clever/), the web glue (web/cleverweb/) or the
build (web/sitebuild/).

A cycle makes a module's behaviour depend on which of its partners was
imported first, and it is what stops a module from being split or moved. Each
module's imports are read with `ast`: those at module level and those inside
functions both count (a function-level import only postpones the cycle to the
first call); imports under `if TYPE_CHECKING:` do not, as they never run.
`from package import name` counts as an import of the submodule when `name`
is one, else of the package. Importing a submodule is not counted as an
import of its parent package's __init__ (every module would then be in a
cycle with its package)."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TREES = {"clever": ROOT / "clever", "cleverweb": ROOT / "web" / "cleverweb",
         "sitebuild": ROOT / "web" / "sitebuild"}


def modules() -> dict[str, Path]:
    """Every module of the packages: dotted name -> file."""
    found = {}
    for package, base in TREES.items():
        for path in base.rglob("*.py"):
            parts = [package, *path.relative_to(base).with_suffix("").parts]
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join(parts)] = path
    return found


def type_checking_only(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or \
        (isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def import_nodes(tree: ast.AST):
    """Every import statement that can run: all but those under TYPE_CHECKING."""
    stack = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, ast.If) and type_checking_only(node):
            stack.extend(node.orelse)
            continue
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            yield node
        stack.extend(ast.iter_child_nodes(node))


def imports_of(name: str, path: Path, known: set[str]) -> set[str]:
    """The modules of `known` that module `name` imports."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out = set()
    for node in import_nodes(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        else:
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[:len(anchor) - (node.level - 1)]
                base = ".".join(anchor + ([base] if base else []))
            targets = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in known else base
                       for alias in node.names]
        out |= {t for t in targets if t in known and t != name}
    return out


def graph() -> dict[str, set[str]]:
    found = modules()
    known = set(found)
    return {name: imports_of(name, path, known) for name, path in found.items()}


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan),
    each as one cycle through it, starting at its first module by name."""
    index, low, on_stack, stack, found = {}, {}, set(), [], []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(edges[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = set()
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.add(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(component)

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return [path_through(edges, c) for c in sorted(found, key=min)]


def path_through(edges, component: set[str]) -> list[str]:
    """A shortest cycle from the component's first module back to it."""
    start = min(component)
    paths = {start: [start]}
    queue = [start]
    while queue:
        v = queue.pop(0)
        for w in sorted(edges[v] & component):
            if w == start:
                return paths[v] + [start]
            if w not in paths:
                paths[w] = paths[v] + [w]
                queue.append(w)
    raise AssertionError(component)


def test_the_reader_finds_a_cycle_and_ignores_type_checking(tmp_path):
    edges = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert cycles(edges) == [["a", "b", "c", "a"]]
    source = ("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from . import b\n"
              "def f():\n    from .c import thing\n")
    (tmp_path / "a.py").write_text(source, encoding="utf-8")
    assert imports_of("p.a", tmp_path / "a.py", {"p.a", "p.b", "p.c"}) == {"p.c"}


def test_there_are_no_import_cycles():
    edges = graph()
    # the reader sees them
    assert {"cleverweb.app", "clever.game", "sitebuild.pages"} <= set(edges)
    found = cycles(edges)
    assert not found, "import cycles: " + "; ".join(" -> ".join(c) for c in found)
