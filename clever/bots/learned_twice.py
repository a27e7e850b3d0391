"""A learned evaluation of a Twice as Clever sheet: the hand-built one
(evaluate_twice.py) plus correction tables fitted to the final scores of
self-play games, as learned_4ever.py does for Clever 4Ever.

value = EvaluatorTwice.value(sheet, left) + the cells that apply:
    one per area: [entries in it, time]   (as its kind says: kinds/)
    fox[foxes held, time]  reroll[..]  plus1[..]  return[actions held, time]
    time[time]

`time` is the number of turns left ((left + 3) // 4).  Cells never seen in
training are 0, and at the end of the game (left == 0) the value is
exactly the score.  Trained by tools/train_tables_4ever.py --variant
twice-as-clever; the tables are plain dicts in master_tables_twice.py.
"""

from __future__ import annotations

from .evaluate_twice import EvaluatorTwice
from .kinds import kind_bots
from .learned_4ever import LearnedEvaluator4, area_table_names, held_keys

HELD = ("fox", "reroll", "plus1", "return")  # [number held, turns left] tables


def table_names(variant) -> tuple[str, ...]:
    """The tables of `variant`'s sheet, in the order features() reads them."""
    return (*(n for name in variant.area_order for n in area_table_names(variant, name)),
            *HELD, "time")


def features(variant, sheet, left: int) -> list[int]:
    """The key of each table (table_names order) for a position; shared with
    the trainer.  A key is count * 8 + turns left (at most 6 turns)."""
    t = (left + 3) >> 2
    keys = []
    for name in variant.area_order:
        area = variant.areas[name]
        keys += kind_bots(area.kind).table_keys(area, sheet.marks[name], t)
    return keys + held_keys(sheet.fox_count(), sheet.rerolls_left, sheet.plus1_left,
                            sheet.returns_left, t)


class LearnedEvaluatorTwice(LearnedEvaluator4, EvaluatorTwice):
    """EvaluatorTwice with learned corrections, read as LearnedEvaluator4
    reads its own (an area's cells cached with its part, the others added
    to the sheet's value), the return held in place of polish; `tables`
    defaults to the shipped ones (master_tables_twice.py)."""

    def __init__(self, variant, tables: dict | None = None, params: dict | None = None):
        if tables is None:
            from .master_tables_twice import TABLES
            tables = TABLES
        super().__init__(variant, tables, params)
        self.tables = [tables.get(name, {}) for name in table_names(variant)]
        self.held_tables = [tables.get(name, {}) for name in (*HELD, "time")]

    def corrected(self, value: float, sheet, left: int, foxes: int) -> float:
        """The value plus the cells of what the player holds and the time."""
        key = (foxes, sheet.rerolls_left, sheet.plus1_left, sheet.returns_left, left)
        c = self.held_cache.get(key)
        if c is None:
            keys = held_keys(foxes, sheet.rerolls_left, sheet.plus1_left, sheet.returns_left,
                             (left + 3) >> 2)
            c = sum(tb.get(k, 0.0) for tb, k in zip(self.held_tables, keys, strict=True))
            self.held_cache[key] = c
        return value + c
