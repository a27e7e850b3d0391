"""Clever 4Ever's computer players: every level plays on the hand-built
evaluation (evaluate_4ever.py), the beginner on its naive reading
(beginner.py) and the master on the learned corrections (learned_4ever.py,
master_tables_4ever.py); the expert and the master search as SEARCH says."""

from __future__ import annotations

from ..beginner import BeginnerEvaluator4
from ..evaluate_4ever import Evaluator4
from ..learned_4ever import LearnedEvaluator4

# The expert imagines its turns choosing each action by its value with the
# bonuses it brings still queued, and places only the chosen one's (a "?"
# chain tried placement by placement was most of its work), and looks at 4
# candidates instead of 5: nearly all of its moves unchanged, at a fraction
# of the time per decision (docs/bots.md).
# The master is the expert's search on the learned tables: well above the
# expert on held-out seeds; its own bigger budget added a little more for
# twice the time per decision, over the browser's budget (docs/bots.md).
SEARCH = {
    "expert": {"lazy_chains": True, "candidates": 4},
    "master": {"lazy_chains": True, "candidates": 4, "budget": 150, "extend": 0,
               "max_samples": 24},
}


def evaluator(level: str, variant):
    """The evaluation a bot level plays Clever 4Ever on."""
    if level == "beginner":
        return BeginnerEvaluator4(variant)
    if level == "master":
        return LearnedEvaluator4(variant)
    return Evaluator4(variant)
