"""Which evaluation each game of the family is played on.

The level bots (heuristic.py, expert.py, master.py) are written once; what
they know of a sheet is its evaluation.  The base game's evaluations are
the bots' own (evaluate.py, learned.py, the value networks, all fitted to
That's Pretty Clever); another game names here the module whose
`evaluator(level, variant)` builds its evaluation for a level.  Adding a
game is adding its evaluation module and a line here (and listing the
levels in the variant data's BOTS).  SEARCH sets a level's search for a game
where it differs from the bots' own (expert.py's class attributes)."""

from __future__ import annotations

from importlib import import_module

EVALUATIONS = {"clever-4ever": "evaluate_4ever"}

# 4Ever's expert imagines its turns choosing each action by its value with the
# bonuses it brings still queued, and places only the chosen one's (a "?"
# chain tried placement by placement was ~90% of its work), and looks at 4
# candidates instead of 5: per decision p95 207 -> ~50 ms (CPython), 94% of
# its moves unchanged on the expert's own positions (bots README).
# 4Ever's master is the expert's search on the learned tables (learned_4ever.py):
# on 262 held-out seeds +13.1 +- 2.2 points over the expert; its own bigger
# budget added about 3 more (+16.1 +- 1.2) for twice the time per decision,
# over the browser's budget (bots README).
SEARCH = {"clever-4ever": {
    "expert": {"lazy_chains": True, "candidates": 4},
    "master": {"lazy_chains": True, "candidates": 4, "budget": 150, "extend": 0,
               "max_samples": 24},
}}


def search_for(bot, variant) -> dict:
    """The search settings `bot` plays `variant` with, over its class's own."""
    return SEARCH.get(variant.name, {}).get(bot.name, {})


def evaluator_for(bot, variant):
    """The evaluation `bot` plays `variant` on: the variant's own when it has
    one here, else the bot's (the base game's).  A bot given its own
    `evaluation(variant)` (a trainer's, trying new tables) plays on that."""
    own = getattr(bot, "evaluation", None)
    if own is not None:
        return own(variant)
    module = EVALUATIONS.get(variant.name)
    if module is None:
        return bot.make_evaluator(variant)
    return import_module(f".{module}", __package__).evaluator(bot.name, variant)
