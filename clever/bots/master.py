"""Master: the expert's turn search (expert.py) on a bigger value network
and with a bigger budget.

- The network (master_net.py) has 128 hidden units instead of the expert's
  64, and reads yellow's and blue's lines (how many boxes each row, column
  and diagonal still lacks) besides the boxes.  After four self-play
  iterations of the one-step bot it learned from six more played by the
  search itself, so it values a position as the search plays on from it.
  It scores more than the net of the one-step iterations alone at the
  same budget (docs/bots.md has the figures).
- Budget 1000 evaluations instead of 150, and up to 1000 more while the
  best two candidates are within one standard error of each other: close
  calls get up to 48 imagined turns per candidate instead of 4.  The
  extra work goes where the choice is close, so it gains about what doubling
  the budget for every decision gains at a fraction of the time, and stays
  within the 150 ms goal in the browser (docs/bots.md).

Work is bounded by the budget, not by time, so a move is fixed by the
position.
"""

from __future__ import annotations

from .expert import ExpertBot


class MasterBot(ExpertBot):
    name = "master"
    salt = 5
    budget = 1000
    extend = 1000         # more for close calls (ExpertBot.decided)
    max_samples = 48
    weights = "master_net"
