"""Learn by playing: one lesson per game of the family, each a module of this
package named as its variant ("clever_4ever.py" teaches "clever-4ever"), so a
game's lesson lives beside nothing but itself, and a new game's lesson is one
new module: no list to keep in step.

Each module holds LESSON_ID (its name on learn.html, #demo=<id>), GAME (the
variant), TITLE, SEED, STEPS (each {"do": an action, "say": a Msg}) and DONE;
clever/demos/tutorial.py runs them.
"""

from __future__ import annotations

import pkgutil
from importlib import import_module
from types import ModuleType

from ... import variants

_NAMES = {m.name.replace("_", "-"): m.name for m in pkgutil.iter_modules(__path__)}
# in the family's menu order, so the base game's lesson comes first: learn.html
# shows it when the address names none
GAMES = tuple(name for name in variants.names() if name in _NAMES)


def for_game(game: str) -> ModuleType:
    """The lesson of the variant `game` (KeyError: that game has none)."""
    return import_module(f".{_NAMES[game]}", __name__)


def by_id(lesson_id: str) -> ModuleType:
    """The lesson called `lesson_id` on learn.html (KeyError: no such lesson)."""
    for game in GAMES:
        module = for_game(game)
        if module.LESSON_ID == lesson_id:
            return module
    raise KeyError(lesson_id)


def ids() -> tuple[str, ...]:
    """Every lesson's id, the base game's first."""
    return tuple(for_game(game).LESSON_ID for game in GAMES)
