"""A hand-built evaluation of a score sheet: the points it holds plus what its
progress is likely to be worth by the end of the game.

value = yellow + blue + green + orange + purple projections
        + foxes x the lowest projected area
        + bonuses in reach (row / column / diagonal / track boxes)
        + actions held (rerolls, +1)

`left` is the number of dice the player will still enter (common.entries_left).
Every area gets an expected share of those entries; a track or a count scale
is projected forward by that share, so one more mark is worth the slope of
the scale where the area will end, not where it is now.  A group (row,
column, diagonal) still missing k boxes is counted with weight rho**k, where
rho = left / (left + h) falls to 0 as the game ends.  At the end (left == 0)
the value is exactly the sheet's score, so the last decisions are exact.

All the numbers come from the variant's data (variant.areas); each area's
part is its kind's (kinds/grid.py, kinds/track.py); the weights in PARAMS
are the only hand-set (and tuned) part.
"""

from __future__ import annotations

from .evaluation import KindsEvaluator

PARAMS = {
    # share of the remaining entries each area is expected to get
    "share_blue": 0.294, "share_green": 0.425, "share_orange": 0.30, "share_purple": 0.30,
    # group completion difficulty: rho = left / (left + h)
    "h_yellow": 9.0, "h_blue": 6.6, "h_track": 5.2,
    # mean value of a future orange / purple entry
    "avg_orange": 4.4, "avg_purple": 3.9,
    # purple: share of future entries lost per pip of the last value (a 6 resets)
    "purple_block": 0.0585,
    # values of bonuses and actions
    "reroll": 3.0, "plus1": 5.5, "x_yellow": 5.0, "x_blue": 10.6, "x_green": 3.75,
    "fox": 0.8, "num_scale": 1.75, "purple6": 6.5,
    # the reroll is only useful while there are rolls to come
    "reroll_h": 4.88,
}


class Evaluator(KindsEvaluator):
    """Value of one player's sheet given how many entries are left."""

    def __init__(self, variant, params: dict | None = None):
        super().__init__(variant, PARAMS, params)

    def bonus_value(self, bonus, fox_value: float = 0.0) -> float:
        p = self.p
        kind = bonus[0]
        if kind == "reroll":
            return p["reroll"]
        if kind == "plus1":
            return p["plus1"]
        if kind == "fox":
            return p["fox"] * fox_value
        if kind == "x":
            return p.get("x_" + bonus[1], 5.0)
        if kind == "num":
            if bonus[1] == "purple":
                return p["purple6"]
            return bonus[2] * p["num_scale"]
        return 0.0

    def value(self, sheet, left: int) -> float:
        self.evaluations += 1
        if left <= 0:
            return float(sheet.total())
        marks = sheet.marks
        total = 0.0
        low = 1e9
        fox_reach = 0.0
        foxes = 0
        for name in self.order:
            score, bonus, reach, held = self.area_part(name, marks[name], left)
            total += score + bonus
            fox_reach += reach
            foxes += held
            if score < low:
                low = score
        p = self.p
        return self.corrected(total + (foxes + p["fox"] * fox_reach) * low
                              + sheet.rerolls_left * p["reroll"] * left / (left + p["reroll_h"])
                              + sheet.plus1_left * p["plus1"], sheet, left, foxes)
