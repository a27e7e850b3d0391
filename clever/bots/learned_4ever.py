"""A learned evaluation of a Clever 4Ever sheet: the hand-built one
(evaluate_4ever.py) plus correction tables fitted to the final scores of
self-play games, as learned.py does for That's Pretty Clever.

value = Evaluator4.value(sheet, left) + the cells that apply:
    one per area: [entries in it, time]   (a row area: one per row)
    fox[foxes held, time]  reroll[..]  plus1[..]  polish[actions held, time]
    time[time]

`time` is the number of turns left ((left + 3) // 4, `left` = dice still to
enter), so the choices inside a turn read the same time column and what
they leave to enter is the hand-built evaluation's business.  A cell is how
far above (or below) the hand-built estimate self-play games through such
positions ended, the other cells' share taken out (ridge regression by
backfitting: tools/train_tables_4ever.py).  Cells never seen in training
are 0, and at the end of the game (left == 0) the value is exactly the
score.

The tables are read by area name from the variant's data, and an area's
tables and their keys are its kind's (kinds/), so the module holds no sheet
layout.  Pure Python: the tables are plain dicts in
master_tables_4ever.py.
"""

from __future__ import annotations

from .evaluate_4ever import HELD as ACTIONS_HELD
from .evaluate_4ever import Evaluator4
from .kinds import kind_bots


def held_names(variant) -> tuple[str, ...]:
    """The [number held, turns left] tables: the foxes, then each of the
    sheet's action tracks (4Ever: reroll, plus1, polish)."""
    return ("fox", *variant.action_tracks())


def area_table_names(variant, name: str) -> list[str]:
    """An area's tables, as its kind says (kinds/: a row area one per row)."""
    area = variant.areas[name]
    return kind_bots(area.kind).tables(area)


def table_names(variant) -> tuple[str, ...]:
    """The tables of `variant`'s sheet, in the order features() reads them."""
    return (*(n for name in variant.area_order for n in area_table_names(variant, name)),
            *held_names(variant), "time")


def held_keys(foxes: int, actions: tuple, t: int) -> list[int]:
    """The keys of the held_names tables and of time: the foxes and the
    actions held (in the order of the sheet's tracks)."""
    return [min(n, 15) * 8 + t for n in (foxes, *actions)] + [t]


def features(variant, sheet, left: int) -> list[int]:
    """The key of each table (table_names order) for a position; shared with
    the trainer.  A key is count * 8 + turns left (at most 6 turns)."""
    t = (left + 3) >> 2
    keys = []
    for name in variant.area_order:
        area = variant.areas[name]
        keys += kind_bots(area.kind).table_keys(area, sheet.marks[name], t)
    actions = tuple(getattr(sheet, ACTIONS_HELD[a]) for a in variant.action_tracks())
    return keys + held_keys(sheet.fox_count(), actions, t)


class LearnedEvaluator4(Evaluator4):
    """Evaluator4 with learned corrections; `tables` defaults to the shipped
    ones (master_tables_4ever.py).  An area's cells are added to its cached
    part (area_part) and the others to the sheet's cached value (corrected),
    so a correction costs nothing where the hand-built value was cached."""

    def __init__(self, variant, tables: dict | None = None, params: dict | None = None):
        super().__init__(variant, params)
        if tables is None:
            from .master_tables_4ever import TABLES
            tables = TABLES
        self.tables = [tables.get(name, {}) for name in table_names(variant)]
        self.area_tables = {name: [tables.get(n, {}) for n in area_table_names(variant, name)]
                            for name in variant.area_order}
        self.table_keys = {name: self.kinds[name].table_keys for name in variant.area_order}
        self.held_tables = [tables.get(name, {}) for name in (*held_names(variant), "time")]
        self.held_cache: dict = {}

    def area_part(self, name: str, m, left: int):
        """Evaluator4.area_part with the area's cells added to its bonus part
        (not to its points, which decide the lowest area); cached with it."""
        key = (name, m, -left)  # (beside the hand-built parts in the same cache)
        hit = self.cache.get(key)
        if hit is None:
            score, bonus, foxes, held = super().area_part(name, m, left)
            if left <= 0:
                return score, bonus, foxes, held
            keys = self.table_keys[name](self.areas[name], m, (left + 3) >> 2)
            cells = sum(tb.get(k, 0.0)
                        for tb, k in zip(self.area_tables[name], keys, strict=True))
            hit = (score, bonus + cells, foxes, held)
            self.cache[key] = hit
        return hit

    def corrected(self, value: float, sheet, left: int, foxes: int) -> float:
        """The value plus the cells of what the player holds and the time."""
        actions = self.actions_held(sheet)
        key = (foxes, actions, left)
        c = self.held_cache.get(key)
        if c is None:
            keys = held_keys(foxes, actions, (left + 3) >> 2)
            c = sum(tb.get(k, 0.0) for tb, k in zip(self.held_tables, keys, strict=True))
            self.held_cache[key] = c  # (a few thousand keys at most)
        return value + c
