"""The interface every kind's bot module offers.

A sheet evaluation (clever/bots/evaluation.py) sums one part per area; what
an area's marks are worth is its kind's business, asked through these
methods with the evaluation `ev` at hand for its weights (`ev.p`), its
per-area precomputation (`ev.prep[area.name]`) and its worth of a bonus
(`ev.bonus_value`).  Nothing here plays a rule: the marks are read through
the area's data and its interface (`score`, `foxes`)."""

from __future__ import annotations

from ..common import FOX


class KindBots:
    def prep(self, ev, area):
        """What project() reads of the area's layout, computed once per
        evaluation (None when it reads the area's data directly)."""
        return None

    def project(self, ev, area, m, left: int) -> tuple[float, float, float]:
        """(projected points, worth of the non-fox bonuses in reach, foxes in
        reach) of marks `m`, the player having `left` dice still to enter;
        exactly (score, 0, 0) when nothing is left to reach."""
        raise NotImplementedError

    def naive(self, ev, area, m) -> float:
        """A beginner's reading of the marks (the beginner evaluation `ev`):
        the points they hold now."""
        return area.score(m)

    def entries(self, m) -> int:
        """How many boxes the marks fill."""
        raise NotImplementedError

    def tables(self, area) -> list[str]:
        """The names of the area's learned correction tables (one here)."""
        return [area.name]

    def table_keys(self, area, m, t: int) -> list[int]:
        """The key of each of tables(area) for marks `m` and `t` turns left:
        count * 8 + turns (at most 6 turns)."""
        return [self.entries(m) * 8 + t]

    # --- a value network's inputs (kinds_net.py) -----------------------------
    def net_width(self, area) -> int:
        """How many inputs net_inputs() uses: the entries one-hot, the points."""
        return area.size + 2

    def net_inputs(self, area, m) -> list[tuple[int, float]]:
        """The non-zero inputs of marks `m`, (index from 0, value): one-hots
        of what sets the area's worth, and its points / POINTS_SCALE."""
        return [(min(self.entries(m), area.size), 1.0),
                (area.size + 1, area.score(m) / POINTS_SCALE)]


# an area's points as a network reads them (about 0..1)
POINTS_SCALE = 50.0


def one_hot(start: int, i: int, width: int) -> tuple[int, float]:
    """Input `start + i` of a one-hot group `width` wide (i clamped into it)."""
    return (start + max(0, min(i, width - 1)), 1.0)


def lines_in_reach(ev, lines, m, rho: float) -> tuple[float, float]:
    """(worth of the non-fox bonuses, expected foxes) of `lines`, (mask of
    the boxes a bonus needs, the bonus) pairs, not complete in marks `m`:
    each counted with weight rho ** (boxes still missing)."""
    bonus = foxes = 0.0
    for mask, b in lines:
        missing = (mask & ~m).bit_count()
        if missing:
            if b == FOX:
                foxes += rho ** missing
            else:
                bonus += rho ** missing * ev.bonus_value(b)
    return bonus, foxes
