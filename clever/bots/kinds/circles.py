"""The bots' reading of a circle-then-cross area (clever/areas/circles.py:
Twice as Clever's yellow): the area's share of the entries left becomes
entries to come; each makes a cross while a circled number waits for one,
and the rest go half to circles, half to the crosses on them, so the crosses
to come are at most the entries to come and at most (entries to come +
circles waiting) / 2; a part of them is lost, as a die does not always show
a number waiting for its cross.  Read on the cross scale.  A row or column
still missing k circles counts with weight rho**k.

Once the entries to come outnumber the circles waiting, a circle is worth
rate / 2 of a cross to come and a cross 1 - rate / 2, close enough for the
lines a circle brings nearer to decide; near the end, a cross is worth a
whole one, a circle none.

Weights (ev.p, each with a default in WEIGHTS for an evaluation that does not
set it): share_<area>, else share_circles (the share of the entries left it
is expected to get), h_circles (rho = left / (left + h)) and rate_circles
(the part of the crosses to come that are made).
"""

from __future__ import annotations

from ..common import interp
from .base import POINTS_SCALE, KindBots, lines_in_reach, one_hot

# Skilled solo games of Twice (150 seeds, the skilled bot on the Twice
# evaluation): share 0.3 (its setting then) scored 184.3 on average; share
# 0.5 with rate 0.85 scored 192.5 (yellow 79.5 -> 99.7), rate 0.92 or 0.78
# and share 0.6 or 0.7 a point or two less.  The skilled player put about
# half its entries in yellow.
WEIGHTS = {"share_circles": 0.5, "h_circles": 8.0, "rate_circles": 0.85}


def weight(p: dict, key: str) -> float:
    return p.get(key, WEIGHTS[key])


class CirclesBots(KindBots):
    def prep(self, ev, area):
        """The lines that give a bonus, row before column: (mask, bonus)."""
        return tuple((m, b) for m, b in zip(area.row_masks + area.col_masks,
                                            area.row_bonus + area.col_bonus, strict=True) if b)

    def crosses_ahead(self, area, m, entries: float) -> float:
        """The crosses that `entries` entries to come are expected to make."""
        crossed = area.crossed_count(m)
        waiting = area.circled_count(m) - crossed
        return min(entries, (entries + waiting) / 2, area.size - crossed)

    def project(self, ev, area, m, left):
        p = ev.p
        name = area.name
        crossed = area.crossed_count(m)
        if not left or crossed == area.size:
            return float(area.score(m)), 0.0, 0.0
        entries = p.get("share_" + name, weight(p, "share_circles")) * left
        score = interp(area.cross_points,
                       crossed + weight(p, "rate_circles") * self.crosses_ahead(area, m, entries))
        rho = left / (left + weight(p, "h_circles"))
        bonus, foxes = lines_in_reach(ev, ev.prep[name], m, rho)
        return score, bonus, foxes

    def naive(self, ev, area, m):
        """The cross scale as if ev.AHEAD more crosses were made, a circle
        waiting for its cross counted half (less the scale at ev.AHEAD)."""
        crossed = area.crossed_count(m)
        waiting = area.circled_count(m) - crossed
        return interp(area.cross_points, crossed + waiting / 2 + ev.AHEAD) \
            - area.cross_points[min(ev.AHEAD, len(area.cross_points) - 1)]

    def entries(self, m) -> int:
        """Every circle and every cross is one entry."""
        return m.bit_count()

    def net_width(self, area) -> int:
        """Each number circled, each crossed, each line by its numbers still
        to circle (0, 1 or 2: a bonus one or two circles away), the crosses
        and the circles waiting for a cross (one-hot), the points."""
        lines = len(area.row_masks) + len(area.col_masks)
        return 2 * area.size + 3 * lines + 2 * (area.size + 1) + 1

    def net_inputs(self, area, m):
        n = area.size
        out = []
        for k, c in enumerate(area.cells):
            if m >> c & 1:
                out.append((k, 1.0))
            if m >> (c + area.shift) & 1:
                out.append((n + k, 1.0))
        start = 2 * n
        for j, lm in enumerate(area.row_masks + area.col_masks):
            still = (lm & ~m).bit_count()
            if still <= 2:
                out.append((start + 3 * j + still, 1.0))
        start += 3 * (len(area.row_masks) + len(area.col_masks))
        crossed = area.crossed_count(m)
        out.append(one_hot(start, crossed, n + 1))
        out.append(one_hot(start + n + 1, area.circled_count(m) - crossed, n + 1))
        out.append((start + 2 * (n + 1), area.score(m) / POINTS_SCALE))
        return out


KIND = CirclesBots()
