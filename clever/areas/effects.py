"""A track whose written value has an effect (Clever 4Ever's pink): any value,
left to right; points for the last box filled, plus extra points for some
values; a value may take the bonus under its box, or write itself again in
the next box (that copy has no effect)."""

from __future__ import annotations

from ..i18n import Msg
from ..words import word
from .base import FACES, Area, box_number, check_faces


class EffectsArea(Area):
    kind = "effects"

    def __init__(self, name: str, data: dict):
        super().__init__(name, data)
        self.points = data["points"]          # points if box i is the last filled
        self.bonus = data["bonus"]
        self.size = len(self.points)
        self.extra = data["extra_points"]     # value -> points at the end
        self.takes_bonus = data["takes_bonus"]  # values that take the bonus under the box
        self.repeats = data["repeats"]        # values written again in the next box
        self.fox_boxes = tuple(i for i, b in enumerate(self.bonus) if b == ("fox",))

    def initial(self) -> tuple:
        return ()

    def targets(self, marks: tuple, value: int) -> list[int]:
        return [len(marks)] if len(marks) < self.size else []

    def any_targets(self, marks: tuple) -> list[tuple[int, int]]:
        # Area.any_targets() for a box open to every value: found once, not per value
        return [(len(marks), v) for v in FACES] if len(marks) < self.size else []

    def is_full(self, marks: tuple) -> bool:
        return len(marks) >= self.size

    def crossed_count(self, marks: tuple) -> int:
        return len(marks)

    def box_label(self, box: int) -> str:
        return str(box + 1)

    def parse_box(self, text: str) -> int | None:
        n = box_number(text)
        return n - 1 if n is not None and n <= self.size else None

    def describe_box(self, box: int) -> Msg:
        return Msg("{area} box {n}", area=word(self.name), n=box + 1)

    def why_not(self, marks: tuple, box: int, value) -> Msg:
        if len(marks) >= self.size:
            return Msg("the area is full.")
        return Msg("boxes are filled left to right; the next one is box {n}.", n=len(marks) + 1)

    def mark(self, marks: tuple, box: int, value: int) -> tuple[tuple, list[tuple]]:
        new = marks + (value,)
        bonuses = []
        if value in self.takes_bonus and self.bonus[box]:
            bonuses.append(self.bonus[box])
        if value in self.repeats and len(new) < self.size:
            new += (value,)  # the copy: no effect, no bonus
        return new, bonuses

    def written(self, marks: tuple):
        """(box, value) of each value written by a player, copies left out."""
        i = 0
        while i < len(marks):
            yield i, marks[i]
            i += 2 if marks[i] in self.repeats and i + 1 < self.size else 1

    def score(self, marks: tuple) -> int:
        if not marks:
            return 0
        return self.points[len(marks) - 1] + sum(self.extra.get(v, 0)
                                                 for _, v in self.written(marks))

    def foxes(self, marks: tuple) -> int:
        return sum(1 for i, v in self.written(marks)
                   if i in self.fox_boxes and v in self.takes_bonus)

    def points_foxes(self) -> dict[int, int]:
        """Points of the last box filled plus the extras of the values written,
        over every way to fill the boxes (a repeated value takes two boxes), and
        the fox boxes that took a value which takes their bonus (a repeated
        value, written again, takes none)."""
        # boxes filled -> {(extra points, foxes)}
        states: dict[int, set[tuple[int, int]]] = {0: {(0, 0)}}
        for i in range(self.size):
            for v in range(1, 7):
                step = 2 if v in self.repeats and i + 1 < self.size else 1
                fox = 1 if i in self.fox_boxes and v in self.takes_bonus else 0
                states.setdefault(i + step, set()).update(
                    (e + self.extra.get(v, 0), f + fox) for e, f in states.get(i, ()))
        out = {0: 0}
        for filled, reached in states.items():
            if filled:
                for e, f in reached:
                    p = self.points[filled - 1] + e
                    out[p] = max(out.get(p, 0), f)
        return out

    def export(self, marks: tuple) -> list[int]:
        return list(marks)

    def build(self, value) -> tuple:
        if not isinstance(value, list) or len(value) > self.size:
            raise ValueError(f"{self.name}: expected a list of at most {self.size} values")
        check_faces(self.name, value)
        marks = tuple(value)
        for i, v in self.written(marks):
            if v in self.repeats and i + 1 < self.size and \
                    (i + 1 >= len(marks) or marks[i + 1] != v):
                raise ValueError(f"{self.name} box {i + 1}: a {v} is always written again in "
                                 f"the next box (box {i + 2})")
        return marks


AREA = EffectsArea
