"""Twice as Clever's computer players: the beginner on its naive reading
(beginner.py), the skilled and the expert on the hand-built evaluation
(evaluate_twice.py), the master on its learned corrections
(learned_twice.py, master_tables_twice.py) and a value network over them
(kinds_net.py, master_net_twice.py); the expert and the master search as
SEARCH says."""

from __future__ import annotations

from ..beginner import BeginnerEvaluator
from ..evaluate_twice import EvaluatorTwice
from ..learned_twice import NetEvaluatorTwice

# The expert: the search's budget of 150 evaluations, 4 candidates, lazy
# chains (games/clever_4ever.py says why).  The master: the base game's
# master search (a bigger budget, more on close calls) with lazy chains, on
# the learned tables (fitted to the expert's games), looking at 3
# candidates beyond one step: more candidates played worse on this
# evaluation (docs/bots.md has the paired figures).
SEARCH = {
    "expert": {"lazy_chains": True, "candidates": 4},
    "master": {"lazy_chains": True, "candidates": 3},
}

# The master's own weights where they differ from the hand-tuned ones the
# skilled and the expert play on (evaluate_twice.PARAMS): a "?" bonus and a
# reroll held are worth more to its search on the learned tables (paired
# trials of the master on held-out seeds, docs/bots.md).
MASTER_PARAMS = {"any": 8.0, "reroll": 5.0}


def evaluator(level: str, variant, net=None):
    """The evaluation a bot level plays Twice as Clever on; `net`: the
    master's weights when not the shipped ones (a trainer's candidate)."""
    if level == "beginner":
        return BeginnerEvaluator(variant)
    if level == "master":
        return NetEvaluatorTwice(variant, net, params=MASTER_PARAMS)
    if net is not None:
        raise ValueError(f"the {level} level plays on no value network")
    return EvaluatorTwice(variant)
