"""The bots' reading of a track of pairs (clever/areas/pairs.py: Twice as
Clever's green): the area's share of the entries left, box by box; a first
box to come is worth a high face times its multiplier, a second box a low
one (the player picks which die goes where), and a pair counts its first
minus its second only as far as its second box is reached.  A bonus under
a box ahead counts as on a track (kinds/falling.py, bonuses_ahead).

Weights (ev.p, each with a default in WEIGHTS for an evaluation that does not
set it): share_<area>, else share_pairs, h_pairs (rho = left / (left + 2 h)),
pairs_high and pairs_low (the mean face written in a pair's first and second
box)."""

from __future__ import annotations

from .base import POINTS_SCALE, KindBots, one_hot
from .falling import bonuses_ahead, share, weight

# the faces the skilled bot wrote in 80 solo games of Twice: 5.0 in a first
# box, 1.7 in a second (no setting from 4.5/2.0 to 3.5/3.0 played measurably
# better over 250 to 300 games)
WEIGHTS = {"share_pairs": 0.2, "h_pairs": 5.0, "pairs_high": 5.0, "pairs_low": 1.7}


class PairsBots(KindBots):
    def project(self, ev, area, m, left):
        p = ev.p
        n = len(m)
        extra = min(area.size - n, share(p, area, WEIGHTS) * left)
        high = weight(p, "pairs_high", WEIGHTS)
        low = weight(p, "pairs_low", WEIGHTS)
        score = float(area.score(m))
        mult = area.multiplier
        for i in range(n | 1, area.size, 2):  # each second box still open
            reach = min(1.0, extra - (i - n))
            if reach <= 0.0:
                break
            first = m[i - 1] if i - 1 < n else high * mult[i - 1]
            score += reach * (first - low * mult[i])
        rho = left / (left + 2.0 * weight(p, "h_pairs", WEIGHTS))
        bonus, foxes = bonuses_ahead(ev, area, n, extra, rho)
        return score, bonus, foxes

    def entries(self, m) -> int:
        return len(m)

    def net_width(self, area) -> int:
        """The boxes filled, the first box of a pair waiting for its second
        (none, else by twos of its value), the points by fours (one-hot: they
        may be negative, and the lowest area sets the foxes' worth), the
        points."""
        return area.size + 1 + self.open_width(area) + POINT_STEPS + 1

    def open_width(self, area) -> int:
        return (6 * max(area.multiplier) + 1) // 2 + 2

    def net_inputs(self, area, m):
        n = len(m)
        start = area.size + 1
        wide = self.open_width(area)
        points = area.score(m)
        return [one_hot(0, n, start),
                one_hot(start, (m[-1] + 1) // 2 + 1 if n & 1 else 0, wide),
                one_hot(start + wide, points // 4 + 5, POINT_STEPS),
                (start + wide + POINT_STEPS, points / POINTS_SCALE)]


# the points' one-hot: by fours from -20 (and below) up
POINT_STEPS = 16


KIND = PairsBots()
