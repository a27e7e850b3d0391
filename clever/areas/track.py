"""Left-to-right track (That's Pretty Clever's green, orange and purple):
thresholds, multipliers or a strictly rising rule; a bonus under some boxes;
points by the number of boxes filled or the sum written."""

from __future__ import annotations

from ..i18n import Msg
from ..words import word
from .base import FACES, Area, box_number


class TrackArea(Area):
    kind = "track"
    auto_x = True  # an X bonus goes in the next box: nothing to choose

    def __init__(self, name: str, data: dict):
        super().__init__(name, data)
        self.bonus = data["bonus"]
        self.size = len(self.bonus)
        self.minimum = data["minimum"]
        self.multiplier = data["multiplier"]
        self.ascending = data["ascending"]
        self.count_scale = data["count_scale"]
        self.takes_x = data.get("takes_x", False)  # a bonus X is written as 0
        self.fox_boxes = tuple(i for i, b in enumerate(self.bonus) if b == ("fox",))

    def initial(self) -> tuple:
        return ()

    def next_box(self, marks: tuple) -> int | None:
        return len(marks) if len(marks) < self.size else None

    def accepts(self, marks: tuple, value: int) -> bool:
        """Can a die showing `value` go in the next box?"""
        i = len(marks)
        if i >= self.size:
            return False
        if self.minimum is not None and value < self.minimum[i]:
            return False
        if self.ascending and marks and marks[-1] != 6 and value <= marks[-1]:
            return False
        return True

    def targets(self, marks: tuple, value: int) -> list[int]:
        # accepts() written out (asked for every die at every step of a game)
        i = len(marks)
        if i >= self.size or (self.minimum is not None and value < self.minimum[i]) or (
                self.ascending and i and marks[-1] != 6 and value <= marks[-1]):
            return []
        return [i]

    def x_targets(self, marks: tuple) -> list[int]:
        """An X bonus crosses the next box without any threshold."""
        return [len(marks)] if len(marks) < self.size else []

    def number_targets(self, marks: tuple, value: int) -> list[int]:
        """A number bonus (orange 4/5/6, purple 6) goes in the next box;
        on an ascending track it must still climb (a 6 always can)."""
        return self.targets(marks, value) if self.ascending else self.x_targets(marks)

    def bonus_targets(self, marks: tuple, bonus: tuple) -> list[tuple[int, int | None]]:
        kind = bonus[0]
        if kind == "x":
            return [(b, None) for b in self.x_targets(marks)]
        if kind == "num":
            return [(b, None) for b in self.number_targets(marks, bonus[2])]
        return super().bonus_targets(marks, bonus)

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
        nxt = self.next_box(marks)
        if nxt is None:
            return Msg("the area is full.")
        if box != nxt:
            return Msg("boxes are filled left to right; the next one is box {n}.", n=nxt + 1)
        if self.minimum is not None:
            return Msg("it needs {n} or more.", n=self.minimum[box])
        return Msg("it must be higher than the previous {n} (anything may follow a 6).",
                   n=marks[-1])

    def written(self, box: int, value: int) -> int:
        return value * self.multiplier[box] if self.multiplier else value

    def mark(self, marks: tuple, box: int, value: int) -> tuple[tuple, list[tuple]]:
        """Write `value` (a die face, or 0 for a plain X) in the next box."""
        new = marks + (self.written(box, value),)
        b = self.bonus[box]
        return new, ([b] if b else [])

    def score(self, marks: tuple) -> int:
        if self.count_scale is not None:
            return self.count_scale[len(marks)]
        return sum(marks)

    def foxes(self, marks: tuple) -> int:
        return sum(1 for i in self.fox_boxes if i < len(marks))

    def counter_scale(self) -> tuple | None:
        return self.count_scale

    def points_foxes(self) -> dict[int, int]:
        """Sums of the values the boxes can hold, box by box (a face times the
        multiplier; rising on purple, anything after a 6); a score reached with
        i boxes filled holds the foxes of those boxes (a bonus X fills a box
        too, so every count of boxes is reachable on a scale)."""
        def foxes(filled: int) -> int:
            return sum(1 for b in self.fox_boxes if b < filled)
        if self.count_scale is not None:
            return {p: foxes(n) for n, p in enumerate(self.count_scale)}
        out = {0: 0}
        states: dict[int, set[int]] = {0: {0}}
        for i in range(self.size):
            nxt: dict[int, set[int]] = {}
            for last, sums in states.items():
                for f in FACES:
                    if self.ascending and last and last != 6 and f <= last:
                        continue
                    w = self.written(i, f)
                    nxt.setdefault(f, set()).update(s + w for s in sums)
            states = nxt
            for sums in states.values():
                for s in sums:
                    out[s] = max(out.get(s, 0), foxes(i + 1))
        return out

    def export(self, marks: tuple) -> list[int]:
        return list(marks)

    def build(self, value) -> tuple:
        """Written values, checked box by box (R12): a threshold met, a die
        face times the box's multiplier, a rising purple, 0 only for an X."""
        if not isinstance(value, list) or len(value) > self.size:
            raise ValueError(f"{self.name}: expected a list of at most {self.size} numbers")
        marks: tuple = ()
        for i, v in enumerate(value):
            where = f"{self.name} box {i + 1}"
            if type(v) is not int:
                raise ValueError(f"{where}: {v!r} is not a number")
            if v == 0 and self.takes_x:
                marks += (0,)
                continue
            faces = [f for f in FACES if self.written(i, f) == v]
            if not faces:
                m = self.multiplier[i] if self.multiplier else 1
                shown = f"a die face (1 to 6) times {m}" if m != 1 else "a die face (1 to 6)"
                raise ValueError(f"{where}: {v} cannot be written there; it must be {shown}")
            if not self.accepts(marks, faces[0]):
                raise ValueError(f"{where}: {v} cannot be written there: "
                                 + self.why_not(marks, i, faces[0]))
            marks += (v,)
        return marks


AREA = TrackArea
