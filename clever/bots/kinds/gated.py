"""The bots' reading of a gated track (clever/areas/gated.py: Twice as
Clever's pink): the area's share of the entries left, each worth the mean
face written; a bonus under a box ahead counts as on a track
(kinds/falling.py, bonuses_ahead), times the chance that the value written
there reaches the box's minimum: a face of that minimum or more,
(7 - minimum) / 6, raised by the choice among the dice.

Weights (ev.p, each with a default in WEIGHTS for an evaluation that does not
set it): share_<area>, else share_gated, h_gated (rho = left / (left + 2 h)),
gated_avg (the mean face written) and gated_choice (what the choice adds to
the chance of reaching a minimum)."""

from __future__ import annotations

from .base import POINTS_SCALE, KindBots, one_hot
from .falling import bonuses_ahead, share, weight

# gated_avg: the mean face the skilled bot wrote in pink in 80 solo games of Twice
WEIGHTS = {"share_gated": 0.2, "h_gated": 5.0, "gated_avg": 4.25, "gated_choice": 0.25}


class GatedBots(KindBots):
    def prep(self, ev, area):
        """Per box, the chance that the value written there takes its bonus."""
        choice = weight(ev.p, "gated_choice", WEIGHTS)
        return [0.0 if need is None else min(1.0, (7 - need) / 6 + choice)
                for need in area.bonus_needs]

    def project(self, ev, area, m, left):
        p = ev.p
        n = len(m)
        extra = min(area.size - n, share(p, area, WEIGHTS) * left)
        score = float(area.score(m)) + extra * weight(p, "gated_avg", WEIGHTS)
        rho = left / (left + 2.0 * weight(p, "h_gated", WEIGHTS))
        bonus, foxes = bonuses_ahead(ev, area, n, extra, rho, ev.prep[area.name])
        return score, bonus, foxes

    def entries(self, m) -> int:
        return len(m)

    def net_width(self, area) -> int:
        """The boxes filled and the sum written by fours (one-hot), the points."""
        return area.size + 1 + 6 * area.size // 4 + 1 + 1

    def net_inputs(self, area, m):
        start = area.size + 1
        wide = 6 * area.size // 4 + 1
        return [one_hot(0, len(m), start), one_hot(start, sum(m) // 4, wide),
                (start + wide, area.score(m) / POINTS_SCALE)]


KIND = GatedBots()
