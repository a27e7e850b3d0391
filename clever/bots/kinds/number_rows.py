"""The bots' reading of number rows (clever/areas/number_rows.py: Twice as
Clever's silver): the area's share of the entries left becomes marks to
come, valued along each row's points (a row's points grow faster the fuller
it is, so the marks are valued part gathered in the fullest rows, part
spread over the rows by their free cells); each number's column still
missing k cells counted with weight rho**k.

Weights (ev.p, each with a default in WEIGHTS for an evaluation that does not
set it): share_<area>, else share_number_rows (the share of the entries left
it is expected to get; the silver chain adds marks that cost no entry),
h_number_rows (rho = left / (left + h)) and focus_number_rows (the part of
the marks to come valued as gathered in the fullest rows)."""

from __future__ import annotations

from ...areas.number_rows import N_NUMBERS
from ..common import interp
from .base import POINTS_SCALE, KindBots, lines_in_reach, one_hot

# share: random solo games of Twice mark about 10.6 silver cells for 24
# entries (chain marks included)
WEIGHTS = {"share_number_rows": 0.4, "h_number_rows": 8.0, "focus_number_rows": 0.5}


def weight(p: dict, key: str) -> float:
    return p.get(key, WEIGHTS[key])


class NumberRowsBots(KindBots):
    def prep(self, ev, area):
        """Each column that gives a bonus: (mask, bonus)."""
        return tuple((m, b) for m, b in zip(area.col_masks, area.col_bonus, strict=True) if b)

    def project(self, ev, area, m, left):
        p = ev.p
        name = area.name
        points = area.row_points
        per_row = len(points) - 1
        counts = area.row_counts(m)
        score = float(area.score(m))
        free = area.size - sum(counts)
        extra = min(free, p.get("share_" + name, weight(p, "share_number_rows")) * left)
        if extra > 0:
            focus = weight(p, "focus_number_rows")
            # gathered: the fullest rows first, each up to its end
            gathered = 0.0
            e = extra
            for k in sorted(counts, reverse=True):
                if e <= 0:
                    break
                add = min(per_row - k, e)
                gathered += interp(points, k + add) - points[k]
                e -= add
            # spread: each row its part by its free cells
            spread = sum(interp(points, k + extra * (per_row - k) / free) - points[k]
                         for k in counts)
            score += focus * gathered + (1.0 - focus) * spread
        rho = left / (left + weight(p, "h_number_rows"))
        bonus, foxes = lines_in_reach(ev, ev.prep[name], m, rho)
        return score, bonus, foxes

    def entries(self, m) -> int:
        return m.bit_count()

    def net_width(self, area) -> int:
        """Each cell, each row's marks and each column's marks (one-hot),
        the points."""
        return area.size + area.n_rows * (N_NUMBERS + 1) + N_NUMBERS * (area.n_rows + 1) + 1

    def net_inputs(self, area, m):
        out = [(i, 1.0) for i in range(area.size) if m >> i & 1]
        start = area.size
        for rm in area.row_masks:
            out.append(one_hot(start, (m & rm).bit_count(), N_NUMBERS + 1))
            start += N_NUMBERS + 1
        for cm in area.col_masks:
            out.append(one_hot(start, (m & cm).bit_count(), area.n_rows + 1))
            start += area.n_rows + 1
        out.append((start, area.score(m) / POINTS_SCALE))
        return out


KIND = NumberRowsBots()
