"""Rows of the numbers 1..6, one row per colour (Twice as Clever's silver):
a die marks its number in any row where it is free; a number marked in every
row gives its column's bonus; each row scores by how many marks it holds.

Cells are named "r<row>c<number>": the column is the number itself, so a
cell's label says what it holds.  The marks are a bit mask, bit
row * 6 + number - 1.
"""

from __future__ import annotations

from itertools import product

from ..i18n import Msg
from ..words import word
from .base import FACES, Area, grid_label, parse_grid_label

N_NUMBERS = len(FACES)


class NumberRowsArea(Area):
    kind = "number_rows"
    box_implies_value = True  # a cell holds its own number

    def __init__(self, name: str, data: dict):
        super().__init__(name, data)
        self.rows = data["rows"]              # each row's colour
        self.col_bonus = data["col_bonus"]    # per number: when every row holds it
        self.row_points = data["row_points"]  # a row's points by its marks, 0..6
        self.n_rows = len(self.rows)
        self.size = self.n_rows * N_NUMBERS
        self.full = (1 << self.size) - 1
        self.row_masks = tuple(((1 << N_NUMBERS) - 1) << (r * N_NUMBERS)
                               for r in range(self.n_rows))
        self.col_masks = tuple(sum(1 << (r * N_NUMBERS + c) for r in range(self.n_rows))
                               for c in range(N_NUMBERS))
        # number -> its cells, top row first (targets() is asked for every die
        # at every step of a game)
        self.value_cells = {n: tuple(r * N_NUMBERS + n - 1 for r in range(self.n_rows))
                            for n in FACES}
        self.row_of = {colour: r for r, colour in enumerate(self.rows)}
        self.fox_cols = tuple(c for c, b in enumerate(self.col_bonus) if b == ("fox",))

    def initial(self) -> int:
        return 0

    # --- queries -------------------------------------------------------
    def targets(self, marks: int, value: int) -> list[int]:
        """The free cells of `value`, any row: none once every row holds it
        (a silver die of that number cannot be chosen, ruling T7)."""
        return [c for c in self.value_cells.get(value, ()) if not marks >> c & 1]

    def any_targets(self, marks: int) -> list[tuple[int, None]]:
        # a "?" marks any free cell; the cell says the number
        return [(c, None) for c in range(self.size) if not marks >> c & 1]

    def chain_targets(self, marks: int, die: str, value: int) -> list[int]:
        """Where the silver chain may mark a die sent to the platter (rulings
        T2, T5): a coloured die in its own colour's row, if that number is
        free there; the white or silver die in any row where it is free."""
        r = self.row_of.get(die)
        if r is None:
            return self.targets(marks, value)
        if value not in self.value_cells:
            return []
        cell = r * N_NUMBERS + value - 1
        return [] if marks >> cell & 1 else [cell]

    def chain_why_not(self, marks: int, cell: int, die: str, value: int) -> Msg:
        """Why the chain cannot mark a `die` of `value` in `cell`."""
        r = self.row_of.get(die)
        if r is not None and cell // N_NUMBERS != r:
            return Msg("a {die} die is marked only in the {row} row.", die=word(die),
                       row=word(self.rows[r]))
        return self.why_not(marks, cell, value)

    def why_not(self, marks: int, cell: int, value) -> Msg:
        if marks >> cell & 1:
            return Msg("that box is already crossed.")
        return Msg("the box shows {number}, the value is {value}.",
                   number=cell % N_NUMBERS + 1, value=value)

    def is_full(self, marks: int) -> bool:
        return marks & self.full == self.full

    def crossed_count(self, marks: int) -> int:
        return (marks & self.full).bit_count()

    # --- words and labels ----------------------------------------------
    def box_label(self, cell: int) -> str:
        return grid_label(cell, N_NUMBERS)

    def parse_box(self, text: str) -> int | None:
        return parse_grid_label(text, self.n_rows, N_NUMBERS)

    def describe_box(self, cell: int) -> Msg:
        r, c = divmod(cell, N_NUMBERS)
        return Msg("{area} {row} row, number {number}", area=word(self.name),
                   row=word(self.rows[r]), number=c + 1)

    # --- changes -------------------------------------------------------
    def mark(self, marks: int, cell: int, value=None) -> tuple[int, list[tuple]]:
        """Mark `cell`; its column's bonus once every row holds that number."""
        new = marks | (1 << cell)
        c = cell % N_NUMBERS
        m = self.col_masks[c]
        if new & m == m and not marks & m == m and self.col_bonus[c]:
            return new, [self.col_bonus[c]]
        return new, []

    # --- scoring -------------------------------------------------------
    def row_counts(self, marks: int) -> tuple[int, ...]:
        return tuple((marks & m).bit_count() for m in self.row_masks)

    def score(self, marks: int) -> int:
        points = self.row_points
        return sum(points[(marks & m).bit_count()] for m in self.row_masks)

    def foxes(self, marks: int) -> int:
        return sum(1 for c in self.fox_cols if marks & self.col_masks[c] == self.col_masks[c])

    def possible_points(self) -> frozenset:
        return frozenset(sum(self.row_points[k] for k in counts)
                         for counts in product(range(N_NUMBERS + 1), repeat=self.n_rows))

    def points_foxes(self) -> dict[int, int]:
        """Over every count of marks per row: a column needs a mark in every
        row, so rows holding k marks at the least can complete k columns, the
        fox columns first."""
        out: dict[int, int] = {}
        for counts in product(range(N_NUMBERS + 1), repeat=self.n_rows):
            points = sum(self.row_points[k] for k in counts)
            foxes = min(len(self.fox_cols), min(counts))
            out[points] = max(out.get(points, 0), foxes)
        return out

    # --- plain dict form (save format) -----------------------------------
    def export(self, marks: int) -> list[str]:
        return [self.box_label(c) for c in range(self.size) if marks >> c & 1]

    def build(self, value) -> int:
        """Any set of cells is some sheet's (a "?" marks any free cell; ruling
        T16 asks only that they be cells of the area, each once)."""
        return self.label_mask(value, "a list of cells like 'r1c4' (row 1, number 4)",
                               "a cell of this area")


AREA = NumberRowsArea
