"""The bots' reading of an effects track (clever/areas/effects.py: Clever
4Ever's pink): each box ahead adds its step of points plus the extra a
written value brings, and a share of its bonus, weighted by rho to it.

Weights (ev.p): h_effects (rho = left / (left + h_effects)), pink_extra
(extra points per future box), pink_bonus (the share of future boxes
written with a value that takes the bonus)."""

from __future__ import annotations

from ..common import FOX
from .base import KindBots


class EffectsBots(KindBots):
    def project(self, ev, area, m, left):
        p = ev.p
        rho = left / (left + p["h_effects"])
        score = float(area.score(m))
        bonus = foxes = 0.0
        k = len(m)
        w = 1.0
        for j in range(k, area.size):
            w *= rho
            score += (area.points[j] - (area.points[j - 1] if j else 0)
                      + p["pink_extra"]) * w
            b = area.bonus[j]
            if b == FOX:
                foxes += w * p["pink_bonus"]
            elif b:
                bonus += w * p["pink_bonus"] * ev.bonus_value(b)
        return score, bonus, foxes

    def entries(self, m) -> int:
        return len(m)


KIND = EffectsBots()
