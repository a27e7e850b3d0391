"""What each game of the family gives its computer players, found by the
variant's name: the module here named as the game's variant module in
clever/variants/, when the game has one (none lists the games).

The level bots (heuristic.py, expert.py, master.py) are written once; what
they know of a sheet is its evaluation.  The base game's evaluations are
the bots' own (evaluate.py, learned.py, the value networks, all fitted to
its sheet); a game's module here builds its own with
`evaluator(level, variant)`, and its SEARCH sets a level's search where it
differs from the bots' own (expert.py's class attributes).  Which levels a
game has is its variant data's BOTS.  Adding a game is its module here
(its evaluation built on the kinds of its areas, kinds/) and its BOTS."""

from __future__ import annotations

import pkgutil
from importlib import import_module

OWN = {m.name.replace("_", "-"): m.name for m in pkgutil.iter_modules(__path__)}

# Search settings tried over a game's own, by variant name and level (the
# trial tools set them: tools/bench_pair.py --set).
SEARCH: dict = {}


def game_bots(variant):
    """The module of the game's own evaluations and search, or None (the
    bots' own, the base game's)."""
    module = OWN.get(variant.name)
    return None if module is None else import_module(f".{module}", __name__)


def search_for(bot, variant) -> dict:
    """The search settings `bot` plays `variant` with, over its class's own."""
    own = game_bots(variant)
    return {**(own.SEARCH.get(bot.name, {}) if own else {}),
            **SEARCH.get(variant.name, {}).get(bot.name, {})}


def evaluator_for(bot, variant):
    """The evaluation `bot` plays `variant` on: the game's own when it has
    one here, else the bot's (the base game's).  A bot given its own
    `evaluation(variant)` (a trainer's, trying new tables) plays on that."""
    own = getattr(bot, "evaluation", None)
    if own is not None:
        return own(variant)
    module = game_bots(variant)
    if module is None:
        return bot.make_evaluator(variant)
    return module.evaluator(bot.name, variant)
