"""What the drawing tests of Twice as Clever's three tracks share: the area
built from the variant's data, drawn alone, its boxes' labels and sizes (the
page's language is English in every sheet test: conftest.py)."""

from __future__ import annotations

import re
import sys
from importlib import import_module
from pathlib import Path

ROOT = Path(__file__).resolve().parents[4]
sys.path.insert(0, str(ROOT / "web"))


from clever.areas import kind_class  # noqa: E402

TWICE = import_module("clever.variants.twice_as_clever")


def draw_of(kind: str):
    """The drawing of an area kind (the web package is on the path from here)."""
    return import_module(f"cleverweb.sheet.{kind}").draw


def twice_area(name: str):
    return kind_class(TWICE.AREAS[name]["kind"])(name, TWICE.AREAS[name])


def drawn(draw, area, marks=(), targets=()) -> tuple[str, float]:
    """The area drawn across the sheet's width, `targets` (box labels) lit."""
    return draw(area, marks, 6, 6, 348, {(area.name, t) for t in targets}, area.score(marks), "")


def labels(svg: str, name: str) -> dict[str, str]:
    """data-box -> the box's aria-label."""
    return {m[1]: m[2] for m in re.finditer(
        rf'<g id="box-{name}-[^"]*"[^>]*data-box="([^"]*)"[^>]*aria-label="([^"]*)"', svg)}


def lit(svg: str, name: str) -> list[str]:
    """The boxes that can be chosen (focusable), by label."""
    return re.findall(rf'<g id="box-{name}-([^"]+)"[^>]*tabindex="0"', svg)


def smallest_box(svg: str) -> float:
    """The sheet is 360 wide and a phone draws it at about 0.95 of 375 px: a
    box of 25.3 or more is 24 px there, a finger's width."""
    return min(float(w) for w in re.findall(r'class="bg"[^>]*width="([\d.]+)"', svg))
