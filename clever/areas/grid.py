"""Cross grid (That's Pretty Clever's yellow and blue): cross the box showing
the value; bonuses for complete rows, columns and the main diagonal; points
per complete column or by the number of crosses."""

from __future__ import annotations

from ..i18n import Msg
from ..words import word
from .base import Area, grid_label, parse_grid_label, subset_sums


class GridArea(Area):
    kind = "grid"
    box_implies_value = True

    def __init__(self, name: str, data: dict):
        super().__init__(name, data)
        rows = data["numbers"]
        self.n_rows = len(rows)
        self.n_cols = len(rows[0])
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
        out = []
        for c in self.value_cells.get(value, ()):
            if not marks >> c & 1:
                out.append(c)
        return out

    def x_targets(self, marks: int) -> list[int]:
        """Open boxes an X bonus may cross (any of them)."""
        return [c for c in self.open_cells if not marks >> c & 1]

    def bonus_targets(self, marks: int, bonus: tuple) -> list[tuple[int, int | None]]:
        if bonus[0] == "x":
            return [(c, None) for c in self.x_targets(marks)]
        return super().bonus_targets(marks, bonus)

    def is_full(self, marks: int) -> bool:
        return marks & self.existing == self.existing

    def crossed_count(self, marks: int) -> int:
        return (marks & ~self.pre_crossed).bit_count()

    def box_label(self, cell: int) -> str:
        return grid_label(cell, self.n_cols)

    def parse_box(self, text: str) -> int | None:
        cell = parse_grid_label(text, self.n_rows, self.n_cols)
        return cell if cell in self.numbers else None

    def describe_box(self, cell: int) -> Msg:
        r, c = divmod(cell, self.n_cols)
        return Msg("the {area} {number} box (row {row}, column {col})", area=word(self.name),
                   number=self.numbers[cell], row=r + 1, col=c + 1)

    def why_not(self, marks: int, cell: int, value) -> Msg:
        if marks >> cell & 1:
            return Msg("that box is already crossed.")
        return Msg("the box shows {number}, the value is {value}.", number=self.numbers[cell],
                   value=value)

    # --- changes -------------------------------------------------------
    def mark(self, marks: int, cell: int, value=None) -> tuple[int, list[tuple]]:
        """Cross `cell`; bonuses in sheet order: row, column, diagonal (R6)."""
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

    def counter_scale(self) -> tuple | None:
        return self.count_scale

    def possible_points(self) -> frozenset:
        if self.count_scale is not None:
            return frozenset(self.count_scale)
        return subset_sums(self.col_points)

    def points_foxes(self) -> dict[int, int]:
        """Over every set of open boxes: a grid's boxes are crossed in any
        order, so each set is some sheet's (a few thousand sets here)."""
        out: dict[int, int] = {}
        cells = self.open_cells
        for chosen in range(1 << len(cells)):
            marks = self.pre_crossed
            for i, cell in enumerate(cells):
                if chosen >> i & 1:
                    marks |= 1 << cell
            points = self.score(marks)
            out[points] = max(out.get(points, 0), self.foxes(marks))
        return out

    # --- plain dict form (save format) -----------------------------------
    def export(self, marks: int) -> list[str]:
        return [self.box_label(c) for c in self.open_cells if marks >> c & 1]

    def build(self, value) -> int:
        return self.pre_crossed | self.label_mask(
            value, "a list of boxes like 'r1c2'", "a box of this area that can be crossed")

AREA = GridArea
