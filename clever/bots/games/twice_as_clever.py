"""Twice as Clever's computer players: the beginner on its naive reading
(beginner.py), every other level on the hand-built evaluation
(evaluate_twice.py); the expert and the master search as SEARCH says."""

from __future__ import annotations

from ..beginner import BeginnerEvaluator
from ..evaluate_twice import EvaluatorTwice

SEARCH = {
    "expert": {"lazy_chains": True, "candidates": 4},
    "master": {"lazy_chains": True},
}


def evaluator(level: str, variant):
    """The evaluation a bot level plays Twice as Clever on."""
    if level == "beginner":
        return BeginnerEvaluator(variant)
    return EvaluatorTwice(variant)
