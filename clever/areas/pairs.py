"""A track of pairs (Twice as Clever's green): the die times the box's
multiplier, left to right; each pair of boxes (1-2, 3-4, ...) scores its
first box minus its second once both are written, so a pair, and the area,
may score below zero; a bonus under some boxes, taken when the box is
written."""

from __future__ import annotations

from .base import FACES
from .gated import AnyFaceTrack


class PairsArea(AnyFaceTrack):
    """A "?" chooses any face for the next box, written times the box's
    multiplier as a die's face is."""

    kind = "pairs"

    def __init__(self, name: str, data: dict):
        # a track with multipliers, no threshold, no rising rule, scored by
        # what is written: the track's writing, labels and bonuses as they are
        super().__init__(name, {"minimum": None, "ascending": False, "count_scale": None,
                                **data})
        if self.size % 2:
            raise ValueError(f"{name}: a track of pairs needs an even number of boxes")

    def pair_points(self, marks: tuple) -> list[int | None]:
        """Each pair's first box minus its second; None while it is not whole."""
        return [marks[i] - marks[i + 1] if i + 1 < len(marks) else None
                for i in range(0, self.size, 2)]

    def score(self, marks: tuple) -> int:
        return sum(marks[i] - marks[i + 1] for i in range(0, len(marks) - 1, 2))

    def points_foxes(self) -> dict[int, int]:
        """Every sum of whole pairs' differences, after each number of boxes
        filled (a half pair scores 0), with the fox boxes those boxes hold."""
        mult = self.multiplier
        out: dict[int, int] = {}
        sums = {0}
        for filled in range(self.size + 1):
            if filled and filled % 2 == 0:
                a, b = mult[filled - 2], mult[filled - 1]
                diffs = {a * f - b * g for f in FACES for g in FACES}
                sums = {s + d for s in sums for d in diffs}
            foxes = sum(1 for i in self.fox_boxes if i < filled)
            for s in sums:
                out[s] = max(out.get(s, 0), foxes)
        return out


AREA = PairsArea
