"""Fields split into a lower and an upper triangle (Clever 4Ever's green):
lower and upper triangles are two rows filled left to right with any value;
writing a lower triangle gives the field's bonus; a field with both
triangles filled scores their sum times its multiplier, a half-filled field
nothing.  Table option "upper_waits" (ruling C2): an upper triangle only
above a filled lower one.

Boxes: "l3" is the lower triangle of field 3, "u3" its upper triangle."""

from __future__ import annotations

from ..i18n import Msg
from ..words import word
from .base import FACES, Area, box_number, check_faces, fox_count

HALVES = ("lower", "upper")


class TrianglesArea(Area):
    kind = "triangles"

    def __init__(self, name: str, data: dict, upper_waits: bool = False):
        super().__init__(name, data)
        self.multiplier = data["multiplier"]
        self.bonus = data["bonus"]
        self.fields = len(self.multiplier)
        self.size = 2 * self.fields
        self.upper_waits = upper_waits

    def initial(self) -> tuple:
        return ((), ())

    def open_boxes(self, marks: tuple) -> list[int]:
        lower, upper = marks
        out = []
        if len(lower) < self.fields:
            out.append(len(lower))
        if len(upper) < self.fields and (not self.upper_waits or len(upper) < len(lower)):
            out.append(self.fields + len(upper))
        return out

    def targets(self, marks: tuple, value: int) -> list[int]:
        return self.open_boxes(marks)

    def any_targets(self, marks: tuple) -> list[tuple[int, int]]:
        # Area.any_targets() for boxes open to every value: found once, not per value
        boxes = self.open_boxes(marks)
        return [(box, v) for v in FACES for box in boxes]

    def is_full(self, marks: tuple) -> bool:
        return len(marks[0]) + len(marks[1]) >= self.size

    def crossed_count(self, marks: tuple) -> int:
        return len(marks[0]) + len(marks[1])

    def box_label(self, box: int) -> str:
        half, field = divmod(box, self.fields)
        return f"{'lu'[half]}{field + 1}"

    def parse_box(self, text: str) -> int | None:
        n = box_number(text[1:]) if isinstance(text, str) and text[:1] in ("l", "u") else None
        if n is None or n > self.fields:
            return None
        return n - 1 + (self.fields if text[0] == "u" else 0)

    def describe_box(self, box: int) -> Msg:
        half, field = divmod(box, self.fields)
        if half:
            return Msg("{area} field {n}, upper triangle", area=word(self.name), n=field + 1)
        return Msg("{area} field {n}, lower triangle", area=word(self.name), n=field + 1)

    def why_not(self, marks: tuple, box: int, value) -> Msg:
        half, field = divmod(box, self.fields)
        row = marks[half]
        if len(row) >= self.fields:
            return (Msg("every upper triangle is filled.") if half
                    else Msg("every lower triangle is filled."))
        if field != len(row):
            return (Msg("upper triangles fill left to right; the next one is in field {n}.",
                        n=len(row) + 1) if half else
                    Msg("lower triangles fill left to right; the next one is in field {n}.",
                        n=len(row) + 1))
        return Msg("with this table's option an upper triangle waits for the lower one of its "
                   "field (field {n} has none yet).", n=field + 1)

    def mark(self, marks: tuple, box: int, value: int) -> tuple[tuple, list[tuple]]:
        half, field = divmod(box, self.fields)
        if half == 0:
            b = self.bonus[field]
            return (marks[0] + (value,), marks[1]), ([b] if b else [])
        return (marks[0], marks[1] + (value,)), []

    def score(self, marks: tuple) -> int:
        lower, upper = marks
        return sum((lo + up) * m for lo, up, m in zip(lower, upper, self.multiplier, strict=False))

    def foxes(self, marks: tuple) -> int:
        return fox_count(self.bonus[:len(marks[0])])

    def points_foxes(self) -> dict[int, int]:
        """Foxes come from lower triangles, which may run ahead of the upper
        ones without scoring: every score goes with every fox of the area."""
        every = fox_count(self.bonus)
        return dict.fromkeys(self.possible_points(), every)

    def possible_points(self) -> frozenset:
        """Fields filled on both sides come first (rows fill left to right):
        each such field holds 2..12 times its multiplier."""
        reached = {0}
        sums = {0}
        for m in self.multiplier:
            sums = {s + pair * m for s in sums for pair in range(2, 13)}
            reached |= sums
        return frozenset(reached)

    def export(self, marks: tuple) -> dict:
        return {"lower": list(marks[0]), "upper": list(marks[1])}

    def build(self, value) -> tuple:
        if not isinstance(value, dict) or set(value) - {"lower", "upper"}:
            raise ValueError(f"{self.name}: expected {{\"lower\": [...], \"upper\": [...]}}")
        rows = []
        for half in HALVES:
            row = value.get(half, [])
            if not isinstance(row, list) or len(row) > self.fields:
                raise ValueError(f"{self.name} {half} triangles: expected a list of at most "
                                 f"{self.fields} values")
            check_faces(f"{self.name} {half} triangles", row)
            rows.append(tuple(row))
        if self.upper_waits and len(rows[1]) > len(rows[0]):
            field = len(rows[0]) + 1
            raise ValueError(f"{self.name} field {field}: its upper triangle is filled but not "
                             "its lower one; with this table's option the lower comes first")
        return tuple(rows)


AREA = TrianglesArea
