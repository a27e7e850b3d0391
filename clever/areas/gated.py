"""A gated track (Twice as Clever's pink): any face, left to right; the
bonus under a box is taken only when the value written is at least the
minimum printed with it; points: the sum written."""

from __future__ import annotations

from ..i18n import Msg
from .base import FACES, check_faces
from .track import TrackArea


class AnyFaceTrack(TrackArea):
    """A track whose next box takes any face (pink here, green in pairs.py)."""

    def targets(self, marks: tuple, value: int) -> list[int]:
        return [len(marks)] if len(marks) < self.size else []

    def any_targets(self, marks: tuple) -> list[tuple[int, int]]:
        """A "?" chooses any face for the next box."""
        return [(len(marks), v) for v in FACES] if len(marks) < self.size else []

    def why_not(self, marks: tuple, box: int, value) -> Msg:
        if box == len(marks) < self.size:  # only a value no die shows is refused there
            return Msg("it takes a die face, 1 to 6.")
        return super().why_not(marks, box, value)


class GatedArea(AnyFaceTrack):
    """A "?" chooses any face for the next box; the box's minimum still gates
    its bonus, as for a die."""

    kind = "gated"

    def __init__(self, name: str, data: dict):
        # a track with no threshold to enter, no multiplier, no rising rule,
        # scored by the sum written: the track's labels as they are
        super().__init__(name, {"minimum": None, "multiplier": None, "ascending": False,
                                "count_scale": None, **data})
        self.bonus_needs = data["bonus_needs"]  # per box: the least value taking its bonus

    def takes_bonus(self, box: int, value: int) -> bool:
        need = self.bonus_needs[box]
        return need is not None and value >= need and bool(self.bonus[box])

    def mark(self, marks: tuple, box: int, value: int) -> tuple[tuple, list[tuple]]:
        return marks + (value,), ([self.bonus[box]] if self.takes_bonus(box, value) else [])

    def foxes(self, marks: tuple) -> int:
        return sum(1 for i in self.fox_boxes if i < len(marks) and self.takes_bonus(i, marks[i]))

    def points_foxes(self) -> dict[int, int]:
        """Every sum of faces written box by box, with the most fox boxes that
        took their fox on the way (a value at least the box's minimum)."""
        best = {0: 0}  # sum so far -> most foxes
        out = dict(best)
        for i in range(self.size):
            nxt: dict[int, int] = {}
            for s, f in best.items():
                for v in FACES:
                    got = f + (1 if i in self.fox_boxes and self.takes_bonus(i, v) else 0)
                    if got > nxt.get(s + v, -1):
                        nxt[s + v] = got
            best = nxt
            for s, f in best.items():
                out[s] = max(out.get(s, 0), f)
        return out

    def build(self, value) -> tuple:
        """Written faces (R12, T16): each 1 to 6, at most one per box."""
        if not isinstance(value, list) or len(value) > self.size:
            raise ValueError(f"{self.name}: expected a list of at most {self.size} values")
        check_faces(self.name, value)
        return tuple(value)


AREA = GatedArea
