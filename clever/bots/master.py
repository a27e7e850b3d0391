"""Master: the expert's turn search (expert.py) on the learned evaluation
(learned.py) instead of the hand-built one.

The learned tables correct the hand-built estimate of the final score by
what self-play games through similar positions actually scored, so both the
one-step ranking and the values at the end of the imagined turns are
closer to the truth.  Work is bounded by the same kind of budget (sheet
evaluations), so a move is fixed by the position.
"""

from __future__ import annotations

from .expert import ExpertBot
from .learned import LearnedEvaluator


class MasterBot(ExpertBot):
    name = "master"
    salt = 5
    budget = 1500         # fewer evaluations than the expert: each costs a little more

    def make_evaluator(self, variant):
        return LearnedEvaluator(variant)
