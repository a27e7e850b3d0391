"""The bots' reading of a rows area (clever/areas/rows.py: Clever 4Ever's
yellow): each row goes on while its rule lets it, every future entry worth
its rule's mean value; a column counts when every row can still reach it.

Weights (ev.p): h_rows (rho = left / (left + h_rows)), avg_plus and
avg_minus (the mean value of a future entry in a row that counts plus /
minus)."""

from __future__ import annotations

from ..common import FOX
from .base import KindBots


class RowsBots(KindBots):
    def project(self, ev, area, m, left):
        p = ev.p
        rho = left / (left + p["h_rows"])
        score = float(area.score(m))
        bonus = foxes = 0.0
        n = area.n_cols
        reach = []  # per row: how far it can still go
        for r, row in enumerate(m):
            k = len(row)
            if area.rules[r] == "rising":
                top = k + min(n - k, 6 - row[-1]) if row else n
            else:
                top = n
            reach.append(top)
            per = p["avg_plus"] if area.rules[r] == "positive" else \
                -p["avg_minus"] if area.rules[r] == "negative" else 0.0
            w = 1.0
            for c in range(k, top):
                w *= rho
                score += per * w
                b = area.box_bonus[r][c]
                if b == FOX:
                    foxes += w
                elif b:
                    bonus += w * ev.bonus_value(b)
        for c in range(min(len(row) for row in m), n):
            if all(c < t for t in reach):
                need = sum(max(0, c + 1 - len(row)) for row in m)
                score += area.col_points[c] * rho ** need
        return score, bonus, foxes

    def entries(self, m) -> int:
        return sum(len(row) for row in m)

    def tables(self, area):
        """One table per row."""
        return [f"{area.name}{r}" for r in range(len(area.rules))]

    def table_keys(self, area, m, t):
        return [len(row) * 8 + t for row in m]


KIND = RowsBots()
