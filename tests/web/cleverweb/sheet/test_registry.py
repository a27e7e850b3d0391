"""The sheet's drawing mirrors the engine's area kinds: one drawing module per
kind, named as the kind's rules module and found through one registry; its
imports go one way; the notes beside the areas come from the variant."""

from __future__ import annotations

import ast
import pkgutil
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[4]
sys.path.insert(0, str(ROOT / "web"))

from cleverweb.sheet import registry, sheet_svg  # noqa: E402

import clever  # noqa: E402
import clever.areas  # noqa: E402
from clever.variants import clever_4ever, get_variant, pretty_clever  # noqa: E402

SHEET = ROOT / "web" / "cleverweb" / "sheet"


def rules_kinds() -> set[str]:
    return {m.name for m in pkgutil.iter_modules(clever.areas.__path__)
            if hasattr(__import__(f"clever.areas.{m.name}", fromlist=["AREA"]), "AREA")}


def test_every_rules_kind_is_drawn_by_the_module_of_its_name():
    kinds = rules_kinds()
    assert kinds >= {"grid", "track", "rows", "coords", "parts", "triangles", "effects"}
    for kind in kinds:
        module = registry.kind_module(kind)
        assert module.__name__ == f"cleverweb.sheet.{kind}"
        assert callable(module.draw)
    with pytest.raises(ValueError):
        registry.kind_module("no kind")


def sibling_imports(path: Path) -> set[str]:
    """The modules of the sheet package that `path` imports ("." is the package)."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.level == 1:
            if node.module:
                found.add(node.module)
            else:
                found.update(alias.name for alias in node.names)
    return found


def test_the_sheet_modules_import_one_way():
    graph = {p.stem: sibling_imports(p) for p in SHEET.glob("*.py")}
    assert "__init__" not in set().union(*graph.values())   # nothing imports the package back
    assert graph["shapes"] == set()
    for kind in rules_kinds():
        assert graph[kind] <= {"shapes"}, kind
    assert graph["registry"] == set()  # the kinds are found by name
    # and no cycle at all
    state: dict[str, int] = {}

    def visit(name):
        state[name] = 1
        for nxt in graph.get(name, ()):
            assert state.get(nxt) != 1, f"import cycle through {name} and {nxt}"
            if nxt not in state:
                visit(nxt)
        state[name] = 2

    for name in graph:
        if name not in state:
            visit(name)


def note_of(svg: str, area: str) -> list[str]:
    """The notes drawn in an area's header (wide and phone drawings)."""
    body = re.search(rf'<g class="area a-{area}".*?</g>', svg).group(0)
    return re.findall(r'class="note[^"]*"[^>]*>([^<]*)<', body)


def test_the_notes_beside_the_areas_come_from_the_variant(monkeypatch):
    game = clever.new_game(["Ann"], seed=1)
    assert note_of(sheet_svg(game, 0), "blue")[0] == "blue + white"
    assert note_of(sheet_svg(game, 0), "yellow") == []
    monkeypatch.setitem(pretty_clever.SHEET_NOTES, "blue", "both dice")
    monkeypatch.setitem(pretty_clever.SHEET_NOTES, "yellow", "a number")
    svg = sheet_svg(game, 0)
    assert note_of(svg, "blue")[0] == "both dice"
    assert note_of(svg, "yellow")[0] == "a number"
    monkeypatch.delattr(pretty_clever, "SHEET_NOTES")
    svg = sheet_svg(game, 0)
    assert note_of(svg, "blue") == note_of(svg, "green") == []


@pytest.mark.parametrize("options,note", [
    ((), clever_4ever.SHEET_NOTES["green"]),
    (("upper_waits",), clever_4ever.SHEET_NOTES["green", "upper_waits"])])
def test_a_table_option_may_change_an_areas_note(options, note):
    game = clever.new_game(["Ann"], seed=1, variant="clever-4ever", options=list(options))
    assert note_of(sheet_svg(game, 0), "green")[0] == note
    variant = get_variant("clever-4ever", options)
    assert registry.area_note(variant, variant.areas["green"]) == note
