"""The area kinds' drawings, found by the kind's name: the module `rows.py`
here draws the kind whose rules are clever/areas/rows.py. Each kind module
offers `draw(area, marks, x, y, w, targets, points, note)` -> (markup,
height); one that sets HALF_WIDTH is drawn two side by side (the base game's
grids). A new kind is one new module here, found by its name."""

from __future__ import annotations

from importlib import import_module

from .. import lang

# kind -> its drawing module, imported on first use (as clever.areas finds rules)
KINDS: dict = {}


def kind_module(kind: str):
    """The drawing module of the area kind `kind`."""
    module = KINDS.get(kind)
    if module is None:
        if not kind.isidentifier():
            raise ValueError(f"{kind!r} is not an area kind")
        module = KINDS[kind] = import_module(f".{kind}", __package__)
    return module


def half_width(kind: str) -> bool:
    return getattr(kind_module(kind), "HALF_WIDTH", False)


def area_note(variant, area) -> str:
    """The short reminder in an area's header, from the variant's SHEET_NOTES:
    by the area's name, or by (name, table option) where a chosen option
    changes the rule it reminds of."""
    notes = getattr(variant.data, "SHEET_NOTES", {})
    for option in sorted(variant.options):
        if (area.name, option) in notes:
            return notes[area.name, option]
    return notes.get(area.name, "")


# Each area's drawing, remembered by everything it is drawn from: a click changes
# one or two areas (and which boxes light up), and every other area's markup comes
# back as it was instead of being built again.
_DRAWN: dict = {}
DRAWN_MOST = 96  # entries kept: a few sheets' worth of areas, in every state shown lately


def draw_area(area, marks, x: float, y: float, w: float, targets: set, points: int,
              note: str) -> tuple[str, float]:
    """The markup and height of one area (drawn by its kind's module), from the
    cache when drawn before."""
    draw = kind_module(area.kind).draw
    mine = frozenset(box for name, box in targets if name == area.name)
    key = (area, marks, x, y, w, mine, points, note, lang.current)
    try:
        hit = _DRAWN.get(key)
    except TypeError:  # marks of a kind that is not hashable: drawn every time
        return draw(area, marks, x, y, w, targets, points, note)
    if hit is None:
        if len(_DRAWN) >= DRAWN_MOST:
            _DRAWN.clear()
        hit = _DRAWN[key] = draw(area, marks, x, y, w, targets, points, note)
    return hit
