"""Coordinate grid (Clever 4Ever's blue): two dice name a cell, e.g. the blue
die its row and the white die its column.  Bonuses on a row's second cross
and on the main diagonal's second cross; points per column with at least two
crosses and for the anti-diagonal with at least two."""

from __future__ import annotations

from ..i18n import Msg
from ..words import word
from .base import Area, grid_label, parse_grid_label, subset_sums


class CoordGridArea(Area):
    kind = "coords"
    box_implies_value = True

    def __init__(self, name: str, data: dict):
        super().__init__(name, data)
        self.n = n = data["size"]
        self.n_rows = self.n_cols = n
        self.size = n * n
        self.row_bonus = data["row_bonus"]
        self.diagonal_bonus = data["diagonal_bonus"]
        self.col_points = data["col_points"]
        self.anti_points = data["anti_diagonal_points"]
        self.threshold = data["crosses_needed"]  # crosses that trigger or score a line
        self.row_masks = tuple(sum(1 << (r * n + c) for c in range(n)) for r in range(n))
        self.col_masks = tuple(sum(1 << (r * n + c) for r in range(n)) for c in range(n))
        self.diagonal_mask = sum(1 << (i * n + i) for i in range(n))
        self.anti_mask = sum(1 << (i * n + n - 1 - i) for i in range(n))
        self.all_cells = tuple(range(n * n))

    def initial(self) -> int:
        return 0

    def cell(self, value: tuple[int, int]) -> int:
        return (value[0] - 1) * self.n + value[1] - 1

    def targets(self, marks: int, value: tuple[int, int]) -> list[int]:
        r, c = value
        if not (1 <= r <= self.n and 1 <= c <= self.n):
            return []
        cell = self.cell(value)
        return [] if marks >> cell & 1 else [cell]

    def any_targets(self, marks: int) -> list[tuple[int, None]]:
        return [(c, None) for c in self.all_cells if not marks >> c & 1]

    def is_full(self, marks: int) -> bool:
        return marks.bit_count() >= self.size

    def crossed_count(self, marks: int) -> int:
        return marks.bit_count()

    def box_label(self, cell: int) -> str:
        return grid_label(cell, self.n)

    def parse_box(self, text: str) -> int | None:
        return parse_grid_label(text, self.n, self.n)

    def describe_box(self, cell: int) -> Msg:
        r, c = divmod(cell, self.n)
        return Msg("{area} row {row}, column {col}", area=word(self.name), row=r + 1, col=c + 1)

    def value_text(self, value) -> Msg:
        return Msg("row {row}, column {col}", row=value[0], col=value[1])

    def why_not(self, marks: int, cell: int, value) -> Msg:
        if marks >> cell & 1:
            return Msg("that cell is already crossed.")
        if not self.reads:
            return Msg("the first die names row {row} and the second die column {col}.",
                       row=value[0], col=value[1])
        return Msg("the {first} die names row {row} and the {second} die column {col}.",
                   first=word(self.reads[1]), second=word(self.reads[2]), row=value[0],
                   col=value[1])

    def mark(self, marks: int, cell: int, value=None) -> tuple[int, list[tuple]]:
        new = marks | (1 << cell)
        bonuses = []
        r = cell // self.n
        if (new & self.row_masks[r]).bit_count() == self.threshold and self.row_bonus[r]:
            bonuses.append(self.row_bonus[r])
        if (1 << cell) & self.diagonal_mask and \
                (new & self.diagonal_mask).bit_count() == self.threshold:
            bonuses.append(self.diagonal_bonus)
        return new, bonuses

    def score(self, marks: int) -> int:
        t = self.threshold
        total = sum(p for m, p in zip(self.col_masks, self.col_points, strict=True)
                    if (marks & m).bit_count() >= t)
        if (marks & self.anti_mask).bit_count() >= t:
            total += self.anti_points
        return total

    def foxes(self, marks: int) -> int:
        return sum(1 for r, m in enumerate(self.row_masks)
                   if self.row_bonus[r] == ("fox",) and (marks & m).bit_count() >= self.threshold)

    def points_foxes(self) -> dict[int, int]:
        """Column by column, every set of its cells: the points of the
        columns so far, and (each at most the threshold) the crosses on the
        anti-diagonal and on each fox row; far fewer states than sheets."""
        t, n = self.threshold, self.n
        fox_rows = [r for r in range(n) if self.row_bonus[r] == ("fox",)]
        # (points, anti-diagonal crosses, crosses per fox row)
        states = {(0, 0, (0,) * len(fox_rows))}
        for c in range(n):
            nxt = set()
            for rows in range(1 << n):
                gain = self.col_points[c] if rows.bit_count() >= t else 0
                anti = rows >> (n - 1 - c) & 1
                for points, on_anti, on_fox in states:
                    nxt.add((points + gain, min(t, on_anti + anti),
                             tuple(min(t, k + (rows >> r & 1))
                                   for k, r in zip(on_fox, fox_rows, strict=True))))
            states = nxt
        out: dict[int, int] = {}
        for points, on_anti, on_fox in states:
            p = points + (self.anti_points if on_anti >= t else 0)
            out[p] = max(out.get(p, 0), sum(1 for k in on_fox if k >= t))
        return out

    def possible_points(self) -> frozenset:
        """Any set of columns with two crosses, with or without the
        anti-diagonal's points (two of its cells need not fill a column)."""
        cols = subset_sums(self.col_points)
        return frozenset(c + a for c in cols for a in (0, self.anti_points))

    def export(self, marks: int) -> list[str]:
        return [self.box_label(c) for c in self.all_cells if marks >> c & 1]

    def build(self, value) -> int:
        return self.label_mask(value, "a list of cells like 'r1c2'", "a cell of this area")

AREA = CoordGridArea
