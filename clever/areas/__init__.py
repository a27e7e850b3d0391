"""Area kinds: generic interpreters of a variant's sheet data (base.py says
the interface they share).  A variant's data names the kind of each area;
the kind "rows" is the class `AREA` of the module `rows.py` here, so a new
kind is one new module and nothing else."""

from __future__ import annotations

from importlib import import_module

from .base import Area


def kind_class(kind: str) -> type[Area]:
    if not kind.isidentifier():
        raise ValueError(f"{kind!r} is not an area kind")
    return import_module(f".{kind}", __name__).AREA


def make_areas(module, options: frozenset = frozenset()) -> dict[str, Area]:
    """The variant's areas in sheet order.  An area's "options" entry maps a
    keyword of its kind to a table option: set when the option is chosen."""
    areas = {}
    for name in module.AREA_ORDER:
        data = module.AREAS[name]
        flags = {kw: opt in options for kw, opt in data.get("options", {}).items()}
        areas[name] = kind_class(data["kind"])(name, data, **flags)
    return areas


__all__ = ["Area", "kind_class", "make_areas"]
