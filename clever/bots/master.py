"""Master: the expert's turn search (expert.py) on a bigger value network
and with a bigger budget.

- The network (master_net.py) has 128 hidden units instead of the expert's
  64, and reads yellow's and blue's lines (how many boxes each row, column
  and diagonal still lacks) besides the boxes; it was fitted on the games of
  four self-play iterations instead of three.  Same search at the expert's
  budget, seeds 60000..60199 and 70000..70199: 233.2 against 226.3 for the
  expert's network (see README.md).
- Budget 1000 evaluations instead of 150: up to 24 imagined turns per
  candidate instead of 4, so the means at the end of the turn that decide
  between close candidates are less noisy.

Work is bounded by the budget, not by time, so a move is fixed by the
position.
"""

from __future__ import annotations

from .expert import ExpertBot


class MasterBot(ExpertBot):
    name = "master"
    salt = 5
    budget = 1000
    weights = "master_net"
