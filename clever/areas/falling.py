"""A falling track (Twice as Clever's blue): a sum of two dice in each box,
left to right, the first any sum, every later one at most the one before
(ruling T10); a bonus under some boxes; points by the boxes filled."""

from __future__ import annotations

from ..i18n import Msg
from .track import TrackArea

SUMS = range(2, 13)  # what two dice add up to


class FallingArea(TrackArea):
    kind = "falling"

    def __init__(self, name: str, data: dict):
        # a track with no threshold, no multiplier and no rising rule: the
        # track's counting, labels and bonuses as they are
        super().__init__(name, {"minimum": None, "multiplier": None, "ascending": False,
                                **data})

    def accepts(self, marks: tuple, value: int) -> bool:
        return len(marks) < self.size and value in SUMS and (not marks or value <= marks[-1])

    def targets(self, marks: tuple, value: int) -> list[int]:
        # accepts() written out (asked for every die at every step of a game)
        i = len(marks)
        if i >= self.size or (i and value > marks[-1]):
            return []
        return [i]

    def number_targets(self, marks: tuple, value: int) -> list[int]:
        return self.targets(marks, value)

    def any_targets(self, marks: tuple) -> list[tuple[int, int]]:
        """A "?" writes any sum in the next box, still at most the one before."""
        i = len(marks)
        if i >= self.size:
            return []
        top = marks[-1] if marks else SUMS[-1]
        return [(i, v) for v in SUMS if v <= top]

    def why_not(self, marks: tuple, box: int, value) -> Msg:
        nxt = self.next_box(marks)
        if nxt is None or box != nxt:
            return super().why_not(marks, box, value)
        if value not in SUMS:
            return Msg("it takes a sum of two dice, 2 to 12.")
        return Msg("it must be at most {n}, the sum before it.", n=marks[-1])

    def build(self, value) -> tuple:
        """Written sums, checked box by box (R12, T16): each 2 to 12, none
        higher than the one before."""
        if not isinstance(value, list) or len(value) > self.size:
            raise ValueError(f"{self.name}: expected a list of at most {self.size} sums")
        marks: tuple = ()
        for i, v in enumerate(value):
            where = f"{self.name} box {i + 1}"
            if type(v) is not int or v not in SUMS:
                raise ValueError(f"{where}: {v!r} is not a sum of two dice (2 to 12)")
            if not self.accepts(marks, v):
                raise ValueError(f"{where}: {v} cannot be written there: "
                                 + self.why_not(marks, i, v))
            marks += (v,)
        return marks


AREA = FallingArea
