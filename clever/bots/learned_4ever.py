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

The tables are read by area name and kind from the variant's data, so the
module holds no sheet layout.  Pure Python: the tables are plain dicts in
master_tables_4ever.py.
"""

from __future__ import annotations

from .evaluate_4ever import Evaluator4


def entries(m) -> int:
    """How many boxes an area's marks fill, whatever their shape: a bit mask
    (blue, grey), a row of values (pink) or rows of values (yellow, green)."""
    if isinstance(m, int):
        return m.bit_count()
    if m and isinstance(m[0], tuple):
        return sum(len(row) for row in m)
    return len(m)


def table_names(variant) -> tuple[str, ...]:
    """The tables of `variant`'s sheet, in the order features() reads them."""
    names = []
    for name in variant.area_order:
        if variant.areas[name].kind == "rows":
            names += [f"{name}{r}" for r in range(len(variant.areas[name].rules))]
        else:
            names.append(name)
    return (*names, "fox", "reroll", "plus1", "polish", "time")


def features(variant, sheet, left: int) -> list[int]:
    """The key of each table (table_names order) for a position; shared with
    the trainer.  A key is count * 8 + turns left (at most 6 turns)."""
    t = (left + 3) >> 2
    keys = []
    for name in variant.area_order:
        m = sheet.marks[name]
        if variant.areas[name].kind == "rows":
            keys += [len(row) * 8 + t for row in m]
        else:
            keys.append(entries(m) * 8 + t)
    return keys + [min(sheet.fox_count(), 15) * 8 + t, min(sheet.rerolls_left, 15) * 8 + t,
                   min(sheet.plus1_left, 15) * 8 + t, min(sheet.polish_left, 15) * 8 + t, t]


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
        names = table_names(variant)
        self.tables = [tables.get(name, {}) for name in names]
        # per area: its tables (one per row of a row area) and whether rows
        self.area_tables = {}
        for name in variant.area_order:
            rows = variant.areas[name].kind == "rows"
            own = [t for n, t in zip(names, self.tables, strict=True)
                   if n == name or (rows and n[:len(name)] == name and n[len(name):].isdigit())]
            self.area_tables[name] = (rows, own)
        self.fox, self.reroll, self.plus1, self.polish, self.time = self.tables[-5:]
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
            t = (left + 3) >> 2
            rows, own = self.area_tables[name]
            if rows:
                cells = sum(tb.get(len(row) * 8 + t, 0.0) for tb, row in zip(own, m, strict=True))
            else:
                cells = own[0].get(entries(m) * 8 + t, 0.0)
            hit = (score, bonus + cells, foxes, held)
            self.cache[key] = hit
        return hit

    def corrected(self, value: float, sheet, left: int, foxes: int) -> float:
        """The value plus the cells of what the player holds and the time."""
        key = (foxes, sheet.rerolls_left, sheet.plus1_left, sheet.polish_left, left)
        c = self.held_cache.get(key)
        if c is None:
            t = (left + 3) >> 2
            c = (self.fox.get(min(foxes, 15) * 8 + t, 0.0)
                 + self.reroll.get(min(sheet.rerolls_left, 15) * 8 + t, 0.0)
                 + self.plus1.get(min(sheet.plus1_left, 15) * 8 + t, 0.0)
                 + self.polish.get(min(sheet.polish_left, 15) * 8 + t, 0.0)
                 + self.time.get(t, 0.0))
            self.held_cache[key] = c  # (a few thousand keys at most)
        return value + c
