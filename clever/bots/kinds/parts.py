"""The bots' reading of a parts area (clever/areas/parts.py: Clever 4Ever's
grey): how many entries each part is away (a walk from the crossed ones,
a big part costing more), its bonuses and the columns it completes
weighted by rho to that distance.

Weights (ev.p): h_parts (rho = left / (left + h_parts)), grey_size (extra
entries a part costs per box above 3: a big part needs a high die)."""

from __future__ import annotations

from ..common import FOX
from .base import KindBots


class PartsBots(KindBots):
    def prep(self, ev, area):
        """Per column: (the parts in it as a mask, its points)."""
        cols = []
        for c, cm in enumerate(area.col_masks):
            parts = sum(1 << i for i in range(area.size) if area.part_cells_mask[i] & cm)
            cols.append((parts, area.col_points[c]))
        return cols

    def project(self, ev, area, m, left):
        p = ev.p
        rho = left / (left + p["h_parts"])
        score = float(area.score(m))
        bonus = foxes = 0.0
        # entries needed to reach each part: a walk from the crossed ones
        cost = [1.0 + p["grey_size"] * max(0, s - 3) for s in area.part_size]
        dist = {}
        frontier = area.reachable(m)
        d = 0
        seen = m
        while frontier:
            for i in range(area.size):
                if frontier >> i & 1:
                    dist[i] = d
            seen |= frontier
            nxt = 0
            for i in dist:
                if dist[i] == d:
                    nxt |= area.adjacent[i]
            frontier = nxt & ~seen
            d += 1
        for i, dd in dist.items():
            w = rho ** (dd + cost[i])
            for b in area.part_bonuses[i]:
                if b == FOX:
                    foxes += w
                else:
                    bonus += w * ev.bonus_value(b)
        for parts, points in ev.prep[area.name]:
            missing = parts & ~m
            if not missing:
                continue
            need = 0.0
            near = 99
            for i in range(area.size):
                if missing >> i & 1:
                    need += cost[i]
                    near = min(near, dist.get(i, 99))
            if near < 99:
                score += points * rho ** (need + near)
        if area.shade_fox:
            for mask in area.shade_parts.values():
                missing = mask & ~m
                if missing:
                    need = sum(cost[i] for i in range(area.size) if missing >> i & 1)
                    foxes += rho ** need
        return score, bonus, foxes

    def entries(self, m) -> int:
        return m.bit_count()


KIND = PartsBots()
