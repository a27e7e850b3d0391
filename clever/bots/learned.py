"""A learned evaluation: the hand-built one (evaluate.py) plus correction
tables fitted to the final scores of self-play games.

value = Evaluator.value(sheet, left) + sum of the corrections that apply:
    yellow[marks, time]  blue[marks, time]  green[boxes, time]
    orange[boxes, time]  purple[boxes, last value, time]
    foxes held[time]  rerolls held[time]  +1 held[time]

`time` is `left` (dice still to enter), in pairs of entries for the big
grids.  A table cell is the mean amount by which games through such a
position ended above (or below) the hand-built estimate, after the other
tables' share is taken out (ridge regression by backfitting, see
tools/train_master.py); cells never seen in training are 0, so there the
value falls back to the hand-built evaluation.  At the end of the game
(left == 0) the value is exactly the score.

Pure Python: the tables are plain dicts in master_tables.py (no numpy at
run time).
"""

from __future__ import annotations

from .evaluate import Evaluator


def features(sheet, left: int) -> list[tuple[str, int]]:
    """The (table, key) cells a position reads (shared with the trainer)."""
    m = sheet.marks
    half = left >> 1
    purple = m["purple"]
    return [
        ("yellow", m["yellow"] * 32 + half),
        ("blue", m["blue"] * 32 + half),
        ("green", len(m["green"]) * 32 + left),
        ("orange", len(m["orange"]) * 32 + left),
        ("purple", (len(purple) * 8 + (purple[-1] if purple else 0)) * 32 + left),
        ("fox", sheet.fox_count() * 32 + left),
        ("reroll", min(sheet.rerolls_left, 7) * 32 + left),
        ("plus1", min(sheet.plus1_left, 7) * 32 + left),
    ]


TABLE_NAMES = ("yellow", "blue", "green", "orange", "purple", "fox", "reroll", "plus1")


class LearnedEvaluator(Evaluator):
    """Evaluator with learned corrections; `tables` defaults to the shipped ones."""

    def __init__(self, variant, tables: dict | None = None, params: dict | None = None):
        super().__init__(variant, params)
        if tables is None:
            from .master_tables import TABLES
            tables = TABLES
        self.tables = [(name, tables.get(name, {})) for name in TABLE_NAMES]

    def value(self, sheet, left: int) -> float:
        base = super().value(sheet, left)
        if left <= 0:
            return base
        for (_, table), (_, key) in zip(self.tables, features(sheet, left), strict=True):
            base += table.get(key, 0.0)
        return base
