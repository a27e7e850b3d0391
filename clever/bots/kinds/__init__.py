"""What the bots know of each area kind, one module per kind, named as the
kind's rules module in clever/areas/: the kind "rows" is the object `KIND`
of the module `rows.py` here (a KindBots, base.py), so a sheet made of known
kinds is valued without any code of the game that first used them."""

from __future__ import annotations

from importlib import import_module

from .base import KindBots

_found: dict[str, KindBots] = {}


def kind_bots(kind: str) -> KindBots:
    """The bots' reading of the area kind `kind` (as clever.areas.kind_class
    finds its rules)."""
    found = _found.get(kind)
    if found is None:
        if not kind.isidentifier():
            raise ValueError(f"{kind!r} is not an area kind")
        found = _found[kind] = import_module(f".{kind}", __name__).KIND
    return found


__all__ = ["KindBots", "kind_bots"]
