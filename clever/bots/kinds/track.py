"""The bots' reading of a track (clever/areas/track.py: That's Pretty
Clever's green, orange and purple): the area's share of the entries left
projected along its count scale (or at the mean value of an entry times the
box's multiplier); a bonus under a box ahead counted fully within that
share, beyond it with weight 0.6 * rho**(boxes past it).

Weights (ev.p): share_<area>, avg_<area> (the mean value of a future entry,
for a track scored by the values written), h_track (rho = left / (left +
2 h_track)) and purple_block (on a rising track: the share of the future
entries lost per pip of the last value, as a 6 starts again)."""

from __future__ import annotations

from ..common import FOX, interp, scale_ahead
from .base import KindBots


class TrackBots(KindBots):
    def project(self, ev, area, m, left):
        p = ev.p
        name = area.name
        bonus = 0.0
        foxes = 0.0
        n = len(m)
        share = p["share_" + name] * left
        if area.ascending and m and m[-1] != 6:
            share *= max(0.0, 1.0 - p["purple_block"] * m[-1])
        extra = min(area.size - n, share)
        if area.count_scale is not None:
            score = interp(area.count_scale, n + extra)
        else:
            score = float(sum(m))
            avg = p["avg_" + name]
            i = n
            e = extra
            while e > 0 and i < area.size:
                score += (1.0 if e >= 1 else e) * avg * (
                    area.multiplier[i] if area.multiplier else 1)
                e -= 1
                i += 1
        rho = left / (left + p["h_track"] * 2.0)
        for i in range(n, area.size):
            b = area.bonus[i]
            if b:
                need = i - n + 1
                w = 1.0 if need <= extra else 0.6 * rho ** (need - extra)
                if b == FOX:
                    foxes += w
                else:
                    bonus += w * ev.bonus_value(b)
        return score, bonus, foxes

    def naive(self, ev, area, m):
        """The count scale as if ev.AHEAD more boxes were filled, else the
        points written."""
        if area.count_scale is not None:
            return scale_ahead(area.count_scale, area.crossed_count(m), ev.AHEAD)
        return area.score(m)

    def entries(self, m) -> int:
        return len(m)


KIND = TrackBots()
