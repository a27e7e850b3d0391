"""The bots' reading of a triangles area (clever/areas/triangles.py: Clever
4Ever's green): each field still open counts its two halves (a future one
at the mean entry) times its multiplier, weighted by rho to the entries
it lacks; a half's bonus by rho to that half.

Weights (ev.p): h_triangles (rho = left / (left + h_triangles)), avg_green
(the mean value of a future entry)."""

from __future__ import annotations

from ..common import FOX
from .base import KindBots


class TrianglesBots(KindBots):
    def project(self, ev, area, m, left):
        p = ev.p
        rho = left / (left + p["h_triangles"])
        e = p["avg_green"]
        lower, upper = m
        a, b = len(lower), len(upper)
        score = float(area.score(m))
        bonus = foxes = 0.0
        for i in range(min(a, b), area.fields):
            mult = area.multiplier[i]
            need_lo = max(0, i + 1 - a)
            need_up = max(0, i + 1 - b)
            lo = lower[i] if i < a else e
            up = upper[i] if i < b else e
            score += (lo + up) * mult * rho ** (need_lo + need_up)
            if need_lo:
                bb = area.bonus[i]
                w = rho ** need_lo
                if bb == FOX:
                    foxes += w
                elif bb:
                    bonus += w * ev.bonus_value(bb)
        return score, bonus, foxes

    def naive(self, ev, area, m):
        """The points now, a half-filled field counted as if its other half
        matched it."""
        s = area.score(m)
        lower, upper = m
        longer = lower if len(lower) > len(upper) else upper
        s += 2 * sum(v * mult for v, mult in zip(longer[min(len(lower), len(upper)):],
                                                 area.multiplier[min(len(lower),
                                                                     len(upper)):],
                                                 strict=False))
        return s

    def entries(self, m) -> int:
        return sum(len(row) for row in m)


KIND = TrianglesBots()
