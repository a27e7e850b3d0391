"""Master: the expert's turn search (expert.py) on a bigger value network
and with a bigger budget.

- The network (master_net.py) has 128 hidden units instead of the expert's
  64, and reads yellow's and blue's lines (how many boxes each row, column
  and diagonal still lacks) besides the boxes.  After four self-play
  iterations of the one-step bot it learned from six more played by the
  search itself, so it values a position as the search plays on from it.
  The master on seeds 1..500: 254.3 against 236.4 on the net of the four
  one-step iterations, both at a budget of 1000 (see README.md).
- Budget 1000 evaluations instead of 150, and up to 1000 more while the
  best two candidates are within one standard error of each other: close
  calls get up to 48 imagined turns per candidate instead of 4.  The
  extension gave +3.1 points on seeds 1..1000 (256.4 against 253.4) for
  about 15% more time; doubling the budget for every decision gave as much
  for 60-90% more, over the 150 ms goal in the browser.

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
