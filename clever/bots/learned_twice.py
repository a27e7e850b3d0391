"""A learned evaluation of a Twice as Clever sheet: the hand-built one
(evaluate_twice.py) plus correction tables fitted to the final scores of
self-play games, as learned_4ever.py does for Clever 4Ever.

value = EvaluatorTwice.value(sheet, left) + the cells that apply:
    one per area: [entries in it, time]   (as its kind says: kinds/)
    fox[foxes held, time]  reroll[..]  plus1[..]  return[actions held, time]
    time[time]
(the tables and their keys are learned_4ever.py's, read from the variant's
areas and action tracks: `features` and `table_names` are those)

`time` is the number of turns left ((left + 3) // 4).  Cells never seen in
training are 0, and at the end of the game (left == 0) the value is
exactly the score.  Trained by tools/train_tables_4ever.py --variant
twice-as-clever; the tables are plain dicts in master_tables_twice.py.
"""

from __future__ import annotations

from .evaluate_twice import EvaluatorTwice
from .kinds_net import KindsNet
from .learned_4ever import LearnedEvaluator4, features, table_names

__all__ = ["LearnedEvaluatorTwice", "NetEvaluatorTwice", "features", "table_names"]


class LearnedEvaluatorTwice(LearnedEvaluator4, EvaluatorTwice):
    """EvaluatorTwice with learned corrections, read as LearnedEvaluator4
    reads its own (an area's cells cached with its part, the others added
    to the sheet's value); `tables` defaults to the shipped ones
    (master_tables_twice.py)."""

    def __init__(self, variant, tables: dict | None = None, params: dict | None = None):
        if tables is None:
            from .master_tables_twice import TABLES
            tables = TABLES
        super().__init__(variant, tables, params)


class NetEvaluatorTwice(KindsNet, LearnedEvaluatorTwice):
    """LearnedEvaluatorTwice plus a value network over the sheet's kinds
    (kinds_net.py); `net` defaults to the shipped weights
    (master_net_twice.py)."""

    def __init__(self, variant, net=None, tables: dict | None = None,
                 params: dict | None = None):
        super().__init__(variant, tables, params)
        if net is None:
            from .master_net_twice import B1, B2, W1, W2
            net = (W1, B1, W2, B2)
        self.setup_net(variant, net)
