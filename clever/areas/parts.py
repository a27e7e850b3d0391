"""Shaded parts (Clever 4Ever's grey): cells of one shade that touch
orthogonally form a part; a die of value n crosses one whole part of at most
n cells.  The first part is a start part; every later one touches a crossed
cell.  Bonuses under cells, points per complete column, one fox per shade
whose cells are all crossed.

Marks are a bit mask of the crossed parts; a part is named by its first cell
in reading order (row by row), e.g. "r2c1"."""

from __future__ import annotations

from ..i18n import Msg, plural
from ..words import word
from .base import Area, fox_count, grid_label, parse_grid_label


class PartsArea(Area):
    kind = "parts"
    box_implies_value = True

    def __init__(self, name: str, data: dict):
        super().__init__(name, data)
        shades = data["shades"]          # one string per row, one letter per cell
        self.shade_names = data["shade_names"]
        self.n_rows = len(shades)
        self.n_cols = len(shades[0])
        self.shade_of = [shades[r][c] for r in range(self.n_rows) for c in range(self.n_cols)]
        self.parts = self._find_parts()  # list of tuples of cells, in reading order
        self.size = len(self.parts)
        self.part_of = [0] * len(self.shade_of)
        for i, cells in enumerate(self.parts):
            for cell in cells:
                self.part_of[cell] = i
        self.part_size = tuple(len(cells) for cells in self.parts)
        self.part_cells_mask = tuple(sum(1 << c for c in cells) for cells in self.parts)
        # by die value: the parts small enough for it, as a mask (targets()
        # is asked for every die at every step of a game)
        self._fit_mask = tuple(sum(1 << i for i, n in enumerate(self.part_size) if n <= value)
                               for value in range(max(self.part_size) + 1))
        self._reach: dict[int, int] = {}  # reachable() by marks, worked out once each
        self.adjacent = tuple(self._neighbour_parts(i) for i in range(self.size))
        self.start = sum(1 << self.part_of[self._cell(label)] for label in data["start"])
        self.cell_bonus = {self._cell(label): b for label, b in data["cell_bonus"].items()}
        self.col_points = data["col_points"]
        self.col_masks = tuple(sum(1 << (r * self.n_cols + c) for r in range(self.n_rows))
                               for c in range(self.n_cols))
        self.shade_parts = {s: sum(1 << i for i, cells in enumerate(self.parts)
                                   if self.shade_of[cells[0]] == s) for s in self.shade_names}
        self.shade_fox = data["shade_fox"]
        self.part_bonuses = tuple(
            tuple(self.cell_bonus[c] for c in cells if c in self.cell_bonus)
            for cells in self.parts)

    def _cell(self, label: str) -> int:
        return parse_grid_label(label, self.n_rows, self.n_cols)

    def _find_parts(self) -> list[tuple[int, ...]]:
        seen: set[int] = set()
        parts = []
        for start in range(len(self.shade_of)):
            if start in seen:
                continue
            todo, cells = [start], []
            seen.add(start)
            while todo:
                cell = todo.pop()
                cells.append(cell)
                for n in self._neighbours(cell):
                    if n not in seen and self.shade_of[n] == self.shade_of[start]:
                        seen.add(n)
                        todo.append(n)
            parts.append(tuple(sorted(cells)))
        return parts

    def _neighbours(self, cell: int) -> list[int]:
        r, c = divmod(cell, self.n_cols)
        out = []
        for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
            if 0 <= r + dr < self.n_rows and 0 <= c + dc < self.n_cols:
                out.append((r + dr) * self.n_cols + c + dc)
        return out

    def _neighbour_parts(self, i: int) -> int:
        mask = 0
        for cell in self.parts[i]:
            for n in self._neighbours(cell):
                if self.part_of[n] != i:
                    mask |= 1 << self.part_of[n]
        return mask

    # --- queries -------------------------------------------------------
    def initial(self) -> int:
        return 0

    def reachable(self, marks: int) -> int:
        """Parts that may be crossed next (any size)."""
        if not marks:
            return self.start
        reach = 0
        adjacent = self.adjacent
        rest = marks
        while rest:  # over the crossed parts only
            low = rest & -rest
            reach |= adjacent[low.bit_length() - 1]
            rest ^= low
        return reach & ~marks

    def targets(self, marks: int, value: int) -> list[int]:
        fit = self._fit_mask
        if value < 0:
            return []
        reach = self._reach.get(marks)
        if reach is None:
            reach = self._reach[marks] = self.reachable(marks)
        fits = reach & fit[value if value < len(fit) else -1]
        out = []
        while fits:  # its set bits, lowest first
            low = fits & -fits
            out.append(low.bit_length() - 1)
            fits ^= low
        return out

    def cells(self, marks: int) -> int:
        """Bit mask of the crossed cells."""
        mask = 0
        for i in range(self.size):
            if marks >> i & 1:
                mask |= self.part_cells_mask[i]
        return mask

    def is_full(self, marks: int) -> bool:
        return marks.bit_count() >= self.size

    def crossed_count(self, marks: int) -> int:
        return self.cells(marks).bit_count()

    def box_label(self, part: int) -> str:
        return grid_label(self.parts[part][0], self.n_cols)

    def parse_box(self, text: str) -> int | None:
        cell = parse_grid_label(text, self.n_rows, self.n_cols)
        if cell is None:
            return None
        part = self.part_of[cell]
        return part if self.parts[part][0] == cell else None

    def part_cells(self, part: int) -> list[str]:
        """The boxes of a part as labels ("r1c2"), in reading order: the
        first names the part (`box_label`), their count is its size."""
        return [grid_label(cell, self.n_cols) for cell in self.parts[part]]

    def part_at(self, label: str) -> int | None:
        """The part holding any cell (for a click on any of its cells)."""
        cell = parse_grid_label(label, self.n_rows, self.n_cols)
        return None if cell is None else self.part_of[cell]

    def describe_box(self, part: int) -> Msg:
        cells = self.parts[part]
        r, c = divmod(cells[0], self.n_cols)
        shade = word(self.shade_names[self.shade_of[cells[0]]])
        return plural(len(cells), "the {shade} part of {n} box from row {row}, column {col}",
                      "the {shade} part of {n} boxes from row {row}, column {col}",
                      shade=shade, row=r + 1, col=c + 1)

    def why_not(self, marks: int, part: int, value) -> Msg:
        if marks >> part & 1:
            return Msg("that part is already crossed.")
        if not (self.reachable(marks) >> part & 1):
            if not marks:
                return Msg("the first grey part must be one of the two start parts at the left.")
            return Msg("a part must touch a box already crossed.")
        return plural(self.part_size[part], "that part has {n} box; the die shows only {value}.",
                      "that part has {n} boxes; the die shows only {value}.", value=value)

    # --- changes -------------------------------------------------------
    def mark(self, marks: int, part: int, value=None) -> tuple[int, list[tuple]]:
        new = marks | (1 << part)
        bonuses = list(self.part_bonuses[part])
        shade = self.shade_of[self.parts[part][0]]
        m = self.shade_parts[shade]
        if new & m == m and self.shade_fox:
            bonuses.append(("fox",))
        return new, bonuses

    # --- scoring -------------------------------------------------------
    def score(self, marks: int) -> int:
        cells = self.cells(marks)
        return sum(p for m, p in zip(self.col_masks, self.col_points, strict=True)
                   if cells & m == m)

    def foxes(self, marks: int) -> int:
        """A fox per complete shade (where the sheet says so) and per fox
        under a crossed cell."""
        shades = sum(1 for m in self.shade_parts.values() if marks & m == m) \
            if self.shade_fox else 0
        return shades + sum(fox_count(self.part_bonuses[i])
                            for i in range(self.size) if marks >> i & 1)

    def points_foxes(self) -> dict[int, int]:
        """Over every set of parts crossable one after another from a start
        part (grown part by part): its column points and its foxes."""
        out = {0: self.foxes(0)}
        seen = {0}
        todo = [0]
        while todo:
            marks = todo.pop()
            reach = self.reachable(marks)
            for i in range(self.size):
                new = marks | 1 << i
                if reach >> i & 1 and new not in seen:
                    seen.add(new)
                    todo.append(new)
                    p = self.score(new)
                    out[p] = max(out.get(p, 0), self.foxes(new))
        return out

    def export(self, marks: int) -> list[str]:
        return [self.box_label(i) for i in range(self.size) if marks >> i & 1]

    def build(self, value) -> int:
        """Crossed parts by their first cell; they must be reachable one after
        another from a start part (R12)."""
        wanted = self.label_mask(value, "a list of parts by their first box, like 'r1c1'",
                                 "the first box of a part")
        marks = 0
        while marks != wanted:
            step = self.reachable(marks) & wanted
            if not step:
                lost = [self.box_label(i) for i in range(self.size)
                        if (wanted & ~marks) >> i & 1]
                raise ValueError(f"{self.name}: the parts at {', '.join(lost)} cannot be "
                                 "reached from a start part through crossed parts")
            marks |= step
        return marks


AREA = PartsArea
