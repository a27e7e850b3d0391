"""A learned evaluation: the hand-built one (evaluate.py) plus correction
tables fitted to the final scores of self-play games.

value = Evaluator.value(sheet, left) + sum of the corrections that apply:
    green[boxes, time]  orange[boxes, time]  purple[boxes, last value, time]
    yellow_n[boxes crossed, time]  blue_n[boxes crossed, time]
    fox[foxes held, time]  reroll[rerolls held, time]  plus1[+1 held, time]
    time[time]

`time` is the number of turns left ((left + 3) // 4, `left` = dice still to
enter), so the choices inside one turn read the same time column.  A table
cell is the mean amount by which self-play games through such positions
ended above (or below) the hand-built estimate, after the other tables'
share is taken out (ridge regression by backfitting, see
tools/train_master.py).  Cells never seen in training are 0: there the value
falls back to the hand-built evaluation.  At the end of the game
(left == 0) the value is exactly the score.

Finer tables (every yellow / blue mask, or each row and column by the boxes
it misses) were tried and played worse: fitted on the greedy policy's own
games they are noisy and confounded, and the greedy search exploits that.

Pure Python: the tables are plain dicts in master_tables.py (no numpy at
run time).
"""

from __future__ import annotations

from .evaluate import Evaluator


def features(sheet, left: int) -> list[tuple[str, int]]:
    """The (table, key) cells a position reads (shared with the trainer).
    Time is counted in turns (4 entries), so the choices within one turn,
    which leave different numbers of dice to enter, read the same time
    column: how many dice are left is the hand-built evaluation's business."""
    m = sheet.marks
    t = (left + 3) >> 2
    purple = m["purple"]
    return [
        ("green", len(m["green"]) * 8 + t),
        ("orange", len(m["orange"]) * 8 + t),
        ("purple", (len(purple) * 8 + (purple[-1] if purple else 0)) * 8 + t),
        ("fox", sheet.fox_count() * 8 + t),
        ("reroll", min(sheet.rerolls_left, 7) * 8 + t),
        ("plus1", min(sheet.plus1_left, 7) * 8 + t),
        ("time", t),
        ("yellow_n", m["yellow"].bit_count() * 8 + t),
        ("blue_n", m["blue"].bit_count() * 8 + t),
    ]


TABLE_NAMES = ("green", "orange", "purple", "fox", "reroll", "plus1", "time", "yellow_n",
               "blue_n")


class LearnedEvaluator(Evaluator):
    """Evaluator with learned corrections; `tables` defaults to the shipped ones."""

    def __init__(self, variant, tables: dict | None = None, params: dict | None = None):
        super().__init__(variant, params)
        if tables is None:
            from .master_tables import TABLES
            tables = TABLES
        self.tables = [tables.get(name, {}) for name in TABLE_NAMES]
        self.area_tables = {name: tables.get(name, {}) for name in ("green", "orange", "purple")}
        self.area_tables["yellow"] = tables.get("yellow_n", {})
        self.area_tables["blue"] = tables.get("blue_n", {})
        self.lcache: dict = {}

    def area_key(self, name: str, m, t: int) -> int:
        if name == "yellow" or name == "blue":
            return m.bit_count() * 8 + t
        if name == "purple":
            return (len(m) * 8 + (m[-1] if m else 0)) * 8 + t
        return len(m) * 8 + t

    def area_part(self, name: str, m, left: int):
        """Evaluator.area_part with the area's correction cell added to its
        bonus part (not to its points, which decide the lowest area)."""
        key = (name, m, left)
        hit = self.lcache.get(key)
        if hit is not None:
            return hit
        score, bonus, reach, held = super().area_part(name, m, left)
        if left > 0:
            bonus += self.area_tables[name].get(self.area_key(name, m, (left + 3) >> 2), 0.0)
        out = (score, bonus, reach, held)
        if len(self.lcache) > 200000:
            self.lcache.clear()
        self.lcache[key] = out
        return out

    def corrected(self, value: float, sheet, left: int, foxes: int) -> float:
        """The cells of features(sheet, left) that are not an area's (those
        come with area_part, cached) added to the hand-built value."""
        fox, reroll, plus1, time = self.tables[3:7]
        t = (left + 3) >> 2
        rl = sheet.rerolls_left
        pl = sheet.plus1_left
        return (value
                + fox.get(foxes * 8 + t, 0.0)
                + reroll.get((rl if rl < 7 else 7) * 8 + t, 0.0)
                + plus1.get((pl if pl < 7 else 7) * 8 + t, 0.0)
                + time.get(t, 0.0))
