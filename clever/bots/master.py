"""Master: the expert's search (expert.py) with a longer look-ahead: past
the end of the turn into the player's next decisions, so in a solo game the
imagined turn goes on through the passive pick from the silver platter.

The dice a choice leaves on the platter are the ones the solo player picks
from right after the turn; the evaluation of a sheet cannot see them, the
look-ahead does.  (In a game with others the next decision after a turn is
someone else's, so there the look-ahead ends with the turn, as the expert's.)
Work is bounded by the same kind of budget (sheet evaluations), so a move is
fixed by the position.
"""

from __future__ import annotations

from .expert import ExpertBot


class MasterBot(ExpertBot):
    name = "master"
    horizon = 2           # this turn and the player's own next segment (the solo pick)
    min_samples = 2       # each imagined turn is longer, so fewer are enough
    work_cap = 4000       # the longer rollouts could overrun the budget by a lot in one sweep
