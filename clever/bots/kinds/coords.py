"""The bots' reading of a coordinate grid (clever/areas/coords.py: Clever
4Ever's blue): each row, column and diagonal that pays still missing k of
the boxes it needs counts with weight rho**k.

Weight (ev.p): h_coords (rho = left / (left + h_coords))."""

from __future__ import annotations

from ..common import FOX
from .base import KindBots


class CoordsBots(KindBots):
    def prep(self, ev, area):
        """The lines that pay: (mask, points, bonus)."""
        groups = []
        for r, m in enumerate(area.row_masks):
            if area.row_bonus[r]:
                groups.append((m, 0, area.row_bonus[r]))
        for c, m in enumerate(area.col_masks):
            groups.append((m, area.col_points[c], None))
        if area.diagonal_bonus:
            groups.append((area.diagonal_mask, 0, area.diagonal_bonus))
        if area.anti_points:
            groups.append((area.anti_mask, area.anti_points, None))
        return groups

    def project(self, ev, area, m, left):
        rho = left / (left + ev.p["h_coords"])
        score = float(area.score(m))
        bonus = foxes = 0.0
        t = area.threshold
        for mask, points, b in ev.prep[area.name]:
            have = (m & mask).bit_count()
            if have >= t:
                continue
            w = rho ** (t - have)
            score += points * w
            if b == FOX:
                foxes += w
            elif b:
                bonus += w * ev.bonus_value(b)
        return score, bonus, foxes

    def entries(self, m) -> int:
        return m.bit_count()


KIND = CoordsBots()
