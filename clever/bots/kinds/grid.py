"""The bots' reading of a grid area (clever/areas/grid.py: That's Pretty
Clever's yellow and blue): a count scale projected forward by the area's
share of the entries left; each row, column and diagonal still missing k
boxes counted with weight rho**k.

Weights (ev.p): h_<area> (else h_blue; rho = left / (left + h)) and
share_<area> (the share of the entries left it is expected to get, for a
count scale)."""

from __future__ import annotations

from ..common import FOX, interp, scale_ahead
from .base import KindBots


class GridBots(KindBots):
    def prep(self, ev, area):
        """The lines that pay: (mask, "bonus" | "points", bonus or points)."""
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
        return groups

    def project(self, ev, area, m, left):
        p = ev.p
        name = area.name
        bonus = 0.0
        foxes = 0.0
        rho = left / (left + p.get("h_" + name, p["h_blue"]))
        if area.count_scale is not None:
            n = area.crossed_count(m)
            extra = min(area.size - n, p["share_" + name] * left)
            score = interp(area.count_scale, n + extra)
        else:
            score = 0.0
        for mask, kind, payload in ev.prep[name]:
            missing = (mask & ~m).bit_count()
            if kind == "points":
                score += payload * (rho ** missing)
            elif missing:
                if payload == FOX:
                    foxes += rho ** missing
                else:
                    bonus += rho ** missing * ev.bonus_value(payload)
        return score, bonus, foxes

    def naive(self, ev, area, m):
        """Columns by how full they are (squared), or the count scale as if
        ev.AHEAD more boxes were crossed."""
        if area.col_points:
            return sum(pts * ((mask & m).bit_count() / mask.bit_count()) ** 2
                       for mask, pts in zip(area.col_masks, area.col_points, strict=True))
        if area.count_scale is not None:
            return scale_ahead(area.count_scale, area.crossed_count(m), ev.AHEAD)
        return area.score(m)

    def entries(self, m) -> int:
        return m.bit_count()


KIND = GridBots()
