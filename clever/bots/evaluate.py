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

All the numbers come from the variant's data (variant.areas); the weights in
PARAMS are the only hand-set (and tuned) part.
"""

from __future__ import annotations

FOX = ("fox",)

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


def _interp(scale, x: float) -> float:
    top = len(scale) - 1
    if x >= top:
        return float(scale[top])
    i = int(x)
    return scale[i] + (scale[i + 1] - scale[i]) * (x - i)


class Evaluator:
    """Value of one player's sheet given how many entries are left."""

    def __init__(self, variant, params: dict | None = None):
        self.p = dict(PARAMS)
        if params:
            self.p.update(params)
        self.variant = variant
        self.areas = variant.areas
        self.order = variant.area_order
        self.evaluations = 0  # work counter (the bots' budget is counted in these)
        a = self.areas
        self.cache: dict = {}
        self.groups = {}  # grid area -> [(mask, kind, payload)]
        for name in self.order:
            area = a[name]
            if area.kind == "grid":
                groups = []
                for r, m in enumerate(area.row_masks):
                    if area.row_bonus[r]:
                        groups.append((m, "bonus", area.row_bonus[r]))
                for c, m in enumerate(area.col_masks):
                    if area.col_bonus[c]:
                        groups.append((m, "bonus", area.col_bonus[c]))
                    if area.col_points:
                        groups.append((m, "points", area.col_points[c]))
                if area.diagonal_mask:
                    groups.append((area.diagonal_mask, "bonus", area.diagonal_bonus))
                self.groups[name] = groups

    def bonus_value(self, bonus, fox_value: float) -> float:
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

    def area_part(self, name: str, m, left: int) -> tuple[float, float, float, int]:
        """(projected points, value of non-fox bonuses in reach, expected foxes
        in reach, foxes held) of one area's marks; cached, since positions
        repeat a lot."""
        key = (name, m, left)
        hit = self.cache.get(key)
        if hit is not None:
            return hit
        p = self.p
        area = self.areas[name]
        bonus = 0.0
        foxes = 0.0
        if area.kind == "grid":
            rho = left / (left + p.get("h_" + name, p["h_blue"]))
            if area.count_scale is not None:
                n = area.crossed_count(m)
                extra = min(area.size - n, p["share_" + name] * left)
                score = _interp(area.count_scale, n + extra)
            else:
                score = 0.0
            for mask, kind, payload in self.groups[name]:
                missing = (mask & ~m).bit_count()
                if kind == "points":
                    score += payload * (rho ** missing)
                elif missing:
                    if payload == FOX:
                        foxes += rho ** missing
                    else:
                        bonus += rho ** missing * self.bonus_value(payload, 0.0)
        else:
            n = len(m)
            share = p["share_" + name] * left
            if name == "purple" and m and m[-1] != 6:
                share *= max(0.0, 1.0 - p["purple_block"] * m[-1])
            extra = min(area.size - n, share)
            if area.count_scale is not None:
                score = _interp(area.count_scale, n + extra)
            else:
                score = float(sum(m))
                avg = p["avg_" + name]
                i = n
                e = extra
                while e > 0 and i < area.size:
                    score += (1.0 if e >= 1 else e) * avg * (
                        area.multiplier[i] if area.multiplier else 1)
                    e -= 1
                    i += 1
            rho = left / (left + p["h_track"] * 2.0)
            for i in range(n, area.size):
                b = area.bonus[i]
                if b:
                    need = i - n + 1
                    w = 1.0 if need <= extra else 0.6 * rho ** (need - extra)
                    if b == FOX:
                        foxes += w
                    else:
                        bonus += w * self.bonus_value(b, 0.0)
        out = (score, bonus, foxes, area.foxes(m))
        if len(self.cache) > 200000:
            self.cache.clear()
        self.cache[key] = out
        return out

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

    def corrected(self, value: float, sheet, left: int, foxes: int) -> float:
        """Hook for a learned evaluation (learned.py) to correct the value
        of a sheet still in play (`foxes` = foxes held); none here."""
        return value
