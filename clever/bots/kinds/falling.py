"""The bots' reading of a falling track (clever/areas/falling.py: Twice as
Clever's blue), as a track's (kinds/track.py): the area's share of the
entries left projected along its count scale, a bonus under a box ahead
counted fully within that share, beyond it with weight 0.6 * rho**(boxes
past it).  The share shrinks with the last sum written: a later box takes
only a sum at most that one, which a roll of two dice shows with the chance
CDF[last].

Weights (ev.p, each with a default in WEIGHTS for an evaluation that does not
set it): share_<area>, else share_falling (the share of the entries left it
is expected to get), h_falling (rho = left / (left + 2 h)) and falling_block
(the share is scaled by CDF[last] ** falling_block)."""

from __future__ import annotations

from ..common import FOX, interp
from .base import POINTS_SCALE, one_hot
from .track import TrackBots

# the chance that two dice add up to at most n, n = 0..12
CDF = tuple(sum(1 for a in range(1, 7) for b in range(1, 7) if a + b <= n) / 36
            for n in range(13))
# share: the skilled bot filled 5.5 blue, 5.0 green and 4.6 pink boxes a
# solo game of Twice; falling_block: without it (0) the skilled bot scored 11
# points a game less over 250 solo games, 0.3 to 1.0 no measurably different
WEIGHTS = {"share_falling": 0.2, "h_falling": 5.0, "falling_block": 0.5}


def weight(p: dict, key: str, defaults: dict = WEIGHTS) -> float:
    return p.get(key, defaults[key])


def share(p: dict, area, defaults: dict) -> float:
    """The share of the entries left that `area` is expected to get."""
    own = p.get("share_" + area.name)
    return own if own is not None else defaults["share_" + area.kind]


def bonuses_ahead(ev, area, n: int, extra: float, rho: float,
                  chance=None) -> tuple[float, float]:
    """(worth of the non-fox bonuses, foxes) under the boxes from `n` on, as
    on a track: fully within the `extra` boxes expected, beyond them with
    weight 0.6 * rho**(boxes past them); each times chance[box] where given
    (the chance that the value written there takes its bonus)."""
    bonus = foxes = 0.0
    for i in range(n, area.size):
        b = area.bonus[i]
        if b:
            need = i - n + 1
            w = 1.0 if need <= extra else 0.6 * rho ** (need - extra)
            if chance is not None:
                w *= chance[i]
            if b == FOX:
                foxes += w
            else:
                bonus += w * ev.bonus_value(b)
    return bonus, foxes


class FallingBots(TrackBots):
    """A track's reading (its naive one, its entries) with its own projection."""

    def project(self, ev, area, m, left):
        p = ev.p
        n = len(m)
        expected = share(p, area, WEIGHTS) * left
        if m:
            expected *= CDF[m[-1]] ** weight(p, "falling_block")
        extra = min(area.size - n, expected)
        rho = left / (left + 2.0 * weight(p, "h_falling"))
        bonus, foxes = bonuses_ahead(ev, area, n, extra, rho)
        return interp(area.count_scale, n + extra), bonus, foxes

    def net_width(self, area) -> int:
        """The boxes filled and the last sum written (one-hot), the points."""
        return area.size + 1 + LAST_SUMS + 1

    def net_inputs(self, area, m):
        n = area.size + 1
        return [one_hot(0, len(m), n), one_hot(n, m[-1] - 1 if m else 0, LAST_SUMS),
                (n + LAST_SUMS, area.score(m) / POINTS_SCALE)]


# the last sum's inputs: none yet, then 2..12
LAST_SUMS = 12


KIND = FallingBots()
