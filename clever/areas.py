"""Area kinds: generic interpreters of a variant's sheet data.

An area object is immutable and shared by every player; a player's marks in
an area are a small immutable value (an int bit mask for a grid, a tuple of
written values for a track) kept on the Sheet.  Each method takes those
marks and returns new marks, so copying a sheet is cheap (bots clone a lot).
"""

from __future__ import annotations


class GridArea:
    """Cross the box showing the value (yellow: the die; blue: blue+white sum)."""

    kind = "grid"

    def __init__(self, name: str, data: dict):
        self.name = name
        self.data = data
        rows = data["numbers"]
        self.n_rows = len(rows)
        self.n_cols = len(rows[0])
        self.value_rule = data["value"]
        self.numbers: dict[int, int] = {}  # cell -> number printed in it
        self.value_cells: dict[int, tuple[int, ...]] = {}
        self.existing = 0
        self.pre_crossed = 0
        for r, row in enumerate(rows):
            for c, number in enumerate(row):
                cell = r * self.n_cols + c
                if number is None:
                    continue
                self.existing |= 1 << cell
                if number == 0:
                    self.pre_crossed |= 1 << cell
                else:
                    self.numbers[cell] = number
                    self.value_cells[number] = self.value_cells.get(number, ()) + (cell,)
        self.row_masks = tuple(
            sum(1 << (r * self.n_cols + c) for c in range(self.n_cols)) & self.existing
            for r in range(self.n_rows)
        )
        self.col_masks = tuple(
            sum(1 << (r * self.n_cols + c) for r in range(self.n_rows)) & self.existing
            for c in range(self.n_cols)
        )
        self.row_bonus = data["row_bonus"]
        self.col_bonus = data["col_bonus"]
        self.col_points = data["col_points"]
        self.diagonal_bonus = data["diagonal_bonus"]
        self.diagonal_mask = (
            sum(1 << (i * self.n_cols + i) for i in range(min(self.n_rows, self.n_cols)))
            if self.diagonal_bonus else 0
        )
        self.count_scale = data["count_scale"]
        self.open_cells = tuple(sorted(self.numbers))  # every box that can be crossed
        self.size = len(self.open_cells)

    def initial(self) -> int:
        return self.pre_crossed

    # --- queries -------------------------------------------------------
    def targets(self, marks: int, value: int) -> list[int]:
        """Open boxes showing `value`."""
        return [c for c in self.value_cells.get(value, ()) if not marks >> c & 1]

    def x_targets(self, marks: int) -> list[int]:
        """Open boxes an X bonus may cross (any of them)."""
        return [c for c in self.open_cells if not marks >> c & 1]

    def is_full(self, marks: int) -> bool:
        return marks & self.existing == self.existing

    def crossed_count(self, marks: int) -> int:
        return (marks & ~self.pre_crossed).bit_count()

    def box_label(self, cell: int) -> str:
        return f"r{cell // self.n_cols + 1}c{cell % self.n_cols + 1}"

    def parse_box(self, text: str) -> int | None:
        if len(text) == 4 and text[0] == "r" and text[2] == "c" and text[1].isdigit() \
                and text[3].isdigit():
            r, c = int(text[1]) - 1, int(text[3]) - 1
            if 0 <= r < self.n_rows and 0 <= c < self.n_cols:
                cell = r * self.n_cols + c
                if cell in self.numbers:
                    return cell
        return None

    def describe_box(self, cell: int) -> str:
        return f"{self.name} {self.box_label(cell)} ({self.numbers[cell]})"

    # --- changes -------------------------------------------------------
    def mark(self, marks: int, cell: int) -> tuple[int, list[tuple]]:
        """Cross `cell`; return the new marks and the bonuses it triggers
        in sheet order: row, then column, then diagonal (ruling R6)."""
        new = marks | (1 << cell)
        bonuses = []
        r, c = divmod(cell, self.n_cols)
        m = self.row_masks[r]
        if new & m == m and self.row_bonus[r]:
            bonuses.append(self.row_bonus[r])
        m = self.col_masks[c]
        if new & m == m and self.col_bonus[c]:
            bonuses.append(self.col_bonus[c])
        m = self.diagonal_mask
        if m and (1 << cell) & m and new & m == m:
            bonuses.append(self.diagonal_bonus)
        return new, bonuses

    # --- scoring -------------------------------------------------------
    def score(self, marks: int) -> int:
        if self.count_scale is not None:
            return self.count_scale[self.crossed_count(marks)]
        total = 0
        for c, m in enumerate(self.col_masks):
            if marks & m == m:
                total += self.col_points[c]
        return total

    def foxes(self, marks: int) -> int:
        n = 0
        for r, m in enumerate(self.row_masks):
            if self.row_bonus[r] == ("fox",) and marks & m == m:
                n += 1
        for c, m in enumerate(self.col_masks):
            if self.col_bonus[c] == ("fox",) and marks & m == m:
                n += 1
        return n

    # --- plain dict form (save format) -----------------------------------
    def export(self, marks: int) -> list[str]:
        return [self.box_label(c) for c in self.open_cells if marks >> c & 1]

    def build(self, value) -> int:
        if not isinstance(value, list):
            raise ValueError(f"{self.name}: expected a list of boxes like 'r1c2'")
        marks = self.pre_crossed
        for text in value:
            cell = self.parse_box(text) if isinstance(text, str) else None
            if cell is None:
                raise ValueError(f"{self.name}: {text!r} is not a box of this area")
            marks |= 1 << cell
        return marks


class TrackArea:
    """Boxes filled left to right: green (thresholds), orange (multipliers),
    purple (strictly ascending, anything after a 6)."""

    kind = "track"
    value_rule = "die"

    def __init__(self, name: str, data: dict):
        self.name = name
        self.data = data
        self.bonus = data["bonus"]
        self.size = len(self.bonus)
        self.minimum = data["minimum"]
        self.multiplier = data["multiplier"]
        self.ascending = data["ascending"]
        self.count_scale = data["count_scale"]
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
        return [len(marks)] if self.accepts(marks, value) else []

    def x_targets(self, marks: tuple) -> list[int]:
        """An X bonus crosses the next box without any threshold."""
        return [len(marks)] if len(marks) < self.size else []

    def number_targets(self, marks: tuple, value: int) -> list[int]:
        """A number bonus (orange 4/5/6, purple 6) goes in the next box;
        on an ascending track it must still climb (a 6 always can)."""
        return self.targets(marks, value) if self.ascending else self.x_targets(marks)

    def is_full(self, marks: tuple) -> bool:
        return len(marks) >= self.size

    def crossed_count(self, marks: tuple) -> int:
        return len(marks)

    def box_label(self, box: int) -> str:
        return str(box + 1)

    def parse_box(self, text: str) -> int | None:
        if text.isdigit() and 1 <= int(text) <= self.size:
            return int(text) - 1
        return None

    def describe_box(self, box: int) -> str:
        return f"{self.name} box {box + 1}"

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

    def export(self, marks: tuple) -> list[int]:
        return list(marks)

    def build(self, value) -> tuple:
        if not isinstance(value, list) or len(value) > self.size:
            raise ValueError(f"{self.name}: expected a list of at most {self.size} numbers")
        marks: tuple = ()
        for v in value:
            if type(v) is not int or not 0 <= v <= 18:
                raise ValueError(f"{self.name}: {v!r} is not a value that can be written")
            marks += (v,)
        return marks


KINDS = {"grid": GridArea, "track": TrackArea}


def make_areas(variant) -> dict:
    return {name: KINDS[variant.AREAS[name]["kind"]](name, variant.AREAS[name])
            for name in variant.AREA_ORDER}
