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

PARAMS = {
    # share of the remaining entries each area is expected to get
    "share_blue": 0.30, "share_green": 0.34, "share_orange": 0.30, "share_purple": 0.30,
    # group completion difficulty: rho = left / (left + h)
    "h_yellow": 9.0, "h_blue": 11.0, "h_track": 4.0,
    # mean value of a future orange / purple entry
    "avg_orange": 4.4, "avg_purple": 3.9,
    # purple: share of future entries lost per pip of the last value (a 6 resets)
    "purple_block": 0.10,
    # values of bonuses and actions
    "reroll": 3.0, "plus1": 5.5, "x_yellow": 5.0, "x_blue": 6.5, "x_green": 5.0,
    "fox": 0.8, "num_scale": 1.4, "purple6": 6.5,
    # the reroll is only useful while there are rolls to come
    "reroll_h": 3.0,
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
        self.grids = []   # (name, area, groups: [(mask, kind, payload)])
        self.tracks = []
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
                self.grids.append((name, area, groups))
            else:
                self.tracks.append((name, area))

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

    def value(self, sheet, left: int) -> float:
        self.evaluations += 1
        p = self.p
        marks = sheet.marks
        proj = {}
        pending_bonus = 0.0
        groups_later = []  # (bonus, weight): valued once the fox value is known
        if left <= 0:
            return float(sheet.total())
        for name, area, groups in self.grids:
            m = marks[name]
            h = p["h_" + name] if ("h_" + name) in p else p["h_blue"]
            rho = left / (left + h)
            if area.count_scale is not None:
                n = area.crossed_count(m)
                extra = min(area.size - n, p["share_" + name] * left)
                score = _interp(area.count_scale, n + extra)
            else:
                score = 0.0
            for mask, kind, payload in groups:
                missing = (mask & ~m).bit_count()
                if kind == "points":
                    score += payload * (rho ** missing)
                elif missing:
                    groups_later.append((payload, rho ** missing))
            proj[name] = score
        for name, area in self.tracks:
            m = marks[name]
            n = len(m)
            room = area.size - n
            share = p["share_" + name] * left
            if name == "purple" and m and m[-1] != 6:
                share *= max(0.0, 1.0 - p["purple_block"] * m[-1])
            extra = min(room, share)
            if area.count_scale is not None:
                score = _interp(area.count_scale, n + extra)
            else:
                score = float(sum(m))
                avg = p["avg_" + name]
                i = n
                e = extra
                while e > 0 and i < area.size:
                    w = 1.0 if e >= 1 else e
                    score += w * avg * (area.multiplier[i] if area.multiplier else 1)
                    e -= 1
                    i += 1
            rho = left / (left + p["h_track"] * 2.0)
            for i in range(n, area.size):
                b = area.bonus[i]
                if b:
                    # reached if the area gets (i - n + 1) more entries
                    need = i - n + 1
                    w = 1.0 if need <= extra else rho ** (need - extra)
                    groups_later.append((b, w * (0.6 if need > extra else 1.0)))
            proj[name] = score
        low = min(proj.values())
        foxes = sheet.fox_count()
        for bonus, w in groups_later:
            pending_bonus += w * self.bonus_value(bonus, low)
        actions = (sheet.rerolls_left * p["reroll"] * left / (left + p["reroll_h"])
                   + sheet.plus1_left * p["plus1"])
        return sum(proj.values()) + foxes * low + pending_bonus + actions
