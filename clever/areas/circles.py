"""Circle, then cross (Twice as Clever's yellow): numbers on a staggered
lattice; a die of value n circles a free n or crosses a circled n.  A row or
column gives its bonus when its last number is circled (a crossed number
stays circled, and crossing never gives a bonus again, T12); points by the
number of crosses alone.

Marks are one int: bit `cell` says the number is circled, bit `cell + S`
(S = the lattice's cell count) that it is also crossed, so a cross always
keeps its circle.  A box is a cell ("r2c1"); whether an entry circles or
crosses it follows from the marks, so the box alone says what is written."""

from __future__ import annotations

from ..i18n import Msg
from ..words import word
from .base import Area, grid_label, parse_grid_label


class CirclesArea(Area):
    kind = "circles"
    box_implies_value = True
    marks_in_steps = True

    def __init__(self, name: str, data: dict):
        super().__init__(name, data)
        rows = data["numbers"]
        self.n_rows = len(rows)
        self.n_cols = len(rows[0])
        self.shift = n_cells = self.n_rows * self.n_cols  # crossed bits start here
        self.numbers: dict[int, int] = {}  # cell -> number printed in it
        for r, row in enumerate(rows):
            for c, number in enumerate(row):
                if number is not None:
                    self.numbers[r * self.n_cols + c] = number
        self.cells = tuple(sorted(self.numbers))
        self.size = len(self.cells)
        self.existing = sum(1 << c for c in self.cells)
        self.row_bonus = data["row_bonus"]
        self.col_bonus = data["col_bonus"]
        self.cross_points = data["cross_points"]
        self.row_masks = tuple(
            sum(1 << (r * self.n_cols + c) for c in range(self.n_cols)) & self.existing
            for r in range(self.n_rows))
        self.col_masks = tuple(
            sum(1 << (r * self.n_cols + c) for r in range(self.n_rows)) & self.existing
            for c in range(self.n_cols))
        # by value: (cell, its crossed bit) of each cell showing it (targets()
        # is asked for every die at every step of a game)
        by_value: dict[int, tuple] = {}
        for cell in self.cells:
            by_value[self.numbers[cell]] = by_value.get(self.numbers[cell], ()) + (
                (cell, 1 << (cell + n_cells)),)
        self._by_value = by_value
        # by cell: the lines it completes when circled, (mask, bonus), row first (R6)
        self._lines = tuple(
            tuple((m, b) for m, b in ((self.row_masks[cell // self.n_cols],
                                       self.row_bonus[cell // self.n_cols]),
                                      (self.col_masks[cell % self.n_cols],
                                       self.col_bonus[cell % self.n_cols])) if b)
            for cell in range(n_cells))
        self.fox_lines = tuple(m for m, b in zip(self.row_masks + self.col_masks,
                                                 self.row_bonus + self.col_bonus, strict=True)
                               if b == ("fox",))

    def initial(self) -> int:
        return 0

    # --- queries -------------------------------------------------------
    def targets(self, marks: int, value: int) -> list[int]:
        """Every number `value` not yet crossed: a free one is circled, a
        circled one crossed."""
        out = []
        for cell, crossed in self._by_value.get(value, ()):
            if not marks & crossed:
                out.append(cell)
        return out

    def any_targets(self, marks: int) -> list[tuple[int, None]]:
        s = self.shift
        return [(c, None) for c in self.cells if not marks >> (c + s) & 1]

    def circled(self, marks: int) -> int:
        """Bit mask of the circled cells (crossed ones included)."""
        return marks & self.existing

    def crossed(self, marks: int) -> int:
        """Bit mask of the crossed cells."""
        return marks >> self.shift

    def is_full(self, marks: int) -> bool:
        return marks >> self.shift == self.existing

    def crossed_count(self, marks: int) -> int:
        """The crosses (what the point scale counts); circles are not counted."""
        return (marks >> self.shift).bit_count()

    def circled_count(self, marks: int) -> int:
        return (marks & self.existing).bit_count()

    def entry_mark(self, marks: int, box: int) -> str:
        """A free number is circled, a circled one crossed."""
        return "crossed" if marks >> box & 1 else "circled"

    def entries_count(self, marks: int) -> int:
        """A circle and a cross are an entry each."""
        return marks.bit_count()

    # --- words and labels ----------------------------------------------
    def box_label(self, cell: int) -> str:
        return grid_label(cell, self.n_cols)

    def parse_box(self, text: str) -> int | None:
        cell = parse_grid_label(text, self.n_rows, self.n_cols)
        return cell if cell in self.numbers else None

    def describe_box(self, cell: int) -> Msg:
        return Msg("the {area} {number} of row {row}", area=word(self.name),
                   number=self.numbers[cell], row=cell // self.n_cols + 1)

    def why_not(self, marks: int, cell: int, value) -> Msg:
        number = self.numbers[cell]
        if number != value:
            return Msg("that number is a {number}, not a {value}.", number=number, value=value)
        # the number matches, so the cell is crossed (else it would be a target)
        same = self._by_value[number]
        if len(same) == 1:
            return Msg("the only {number} is already crossed.", number=number)
        if all(marks & crossed for _, crossed in same):
            if len(same) == 2:
                return Msg("both {number}s are already crossed.", number=number)
            return Msg("every {number} is already crossed.", number=number)
        return Msg("that {number} is already crossed; another {number} is still open.",
                   number=number)

    # --- changes -------------------------------------------------------
    def mark(self, marks: int, cell: int, value=None) -> tuple[int, list[tuple]]:
        """Circle a free `cell` (and the bonuses of the lines it completes,
        row then column) or cross a circled one (no bonus).  A box past the
        lattice, `cell + S`, is that cell's crossed bit and crosses it:
        clever/position.py replays a mask bit by bit."""
        bit = 1 << cell
        if marks & bit:
            return marks | bit << self.shift, []
        new = marks | bit
        if cell >= self.shift:
            return new, []
        bonuses = []
        for m, b in self._lines[cell]:
            if new & m == m:
                bonuses.append(b)
        return new, bonuses

    # --- scoring -------------------------------------------------------
    def score(self, marks: int) -> int:
        return self.cross_points[(marks >> self.shift).bit_count()]

    def foxes(self, marks: int) -> int:
        return sum(1 for m in self.fox_lines if marks & m == m)

    def counter_scale(self) -> tuple | None:
        return self.cross_points

    def possible_points(self) -> frozenset:
        return frozenset(self.cross_points)

    def points_foxes(self) -> dict[int, int]:
        """Any number of crosses can go with every number circled (the crosses
        on any of them), and circling more never takes a fox away: so each
        point of the scale holds the foxes of a fully circled lattice."""
        most = self.foxes(self.existing)
        return {p: most for p in self.cross_points[:self.size + 1]}

    # --- plain dict form (save format) -----------------------------------
    def export(self, marks: int) -> dict[str, list[str]]:
        """Every circled number (crossed ones too) and the crossed ones."""
        s = self.shift
        return {"circled": [self.box_label(c) for c in self.cells if marks >> c & 1],
                "crossed": [self.box_label(c) for c in self.cells if marks >> (c + s) & 1]}

    def build(self, value) -> int:
        """Circled and crossed numbers by their boxes; each crossed number is
        circled too (T16)."""
        if not isinstance(value, dict) or set(value) - {"circled", "crossed"}:
            raise ValueError(f"{self.name}: expected {{\"circled\": [...], \"crossed\": "
                             "[...]}, lists of numbers like 'r1c2'")
        what = "a list of numbers like 'r1c2'"
        circled = self.label_mask(value.get("circled", []), what, "a number of this area")
        crossed = self.label_mask(value.get("crossed", []), what, "a number of this area")
        lost = crossed & ~circled
        if lost:
            names = ", ".join(self.box_label(c) for c in self.cells if lost >> c & 1)
            raise ValueError(f"{self.name}: {names} crossed but not circled; a number is "
                             "circled before it is crossed")
        return circled | crossed << self.shift


AREA = CirclesArea
