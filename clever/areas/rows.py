"""Rows filled left to right, each with its own rule (Clever 4Ever's yellow):
a strictly rising row, a row that counts negative, a row that counts
positive; bonuses under boxes of some rows; points per complete column."""

from __future__ import annotations

from itertools import product

from ..i18n import Msg
from ..words import word
from .base import Area, check_faces, fox_count, grid_label, parse_grid_label

RULE_WORDS = {"rising": "each entry higher than the one before",
              "negative": "its sum counts as minus points",
              "positive": "its sum counts as plus points"}


class RowsArea(Area):
    kind = "rows"

    def __init__(self, name: str, data: dict):
        super().__init__(name, data)
        self.rules = data["rules"]              # one of RULE_WORDS per row
        self.row_names = data["row_names"]      # "top", "middle", "bottom"
        self.n_rows = len(self.rules)
        self.n_cols = len(data["col_points"])
        self.col_points = data["col_points"]
        self.box_bonus = data["box_bonus"]      # per row, per column: bonus or None
        self.size = self.n_rows * self.n_cols
        # per row: its first box and whether it must rise (targets() is asked
        # for every die at every step of a game)
        self._row_plan = tuple((r * self.n_cols, rule == "rising")
                               for r, rule in enumerate(self.rules))
        self._last: tuple = (None, ())  # (marks, their open boxes): see targets()

    def initial(self) -> tuple:
        return ((),) * self.n_rows

    def _fits(self, row: tuple, r: int, value: int) -> bool:
        if len(row) >= self.n_cols:
            return False
        return not (self.rules[r] == "rising" and row and value <= row[-1])

    def targets(self, marks: tuple, value: int) -> list[int]:
        # the dice of one step ask about the same marks again and again: the
        # open boxes of the last marks asked about are kept (one pair, set at once)
        seen, boxes = self._last
        if seen is not marks:
            boxes = self._open_boxes(marks)
            self._last = (marks, boxes)
        out = []
        for box, low in boxes:
            if low is None or value > low:
                out.append(box)
        return out

    def _open_boxes(self, marks: tuple) -> tuple:
        """(box, the value it must beat or None) for each row's next box."""
        n = self.n_cols
        out = []
        for (first, rising), row in zip(self._row_plan, marks, strict=False):
            k = len(row)
            if k < n:
                out.append((first + k, row[-1] if rising and k else None))
        return tuple(out)

    def is_full(self, marks: tuple) -> bool:
        return all(len(row) >= self.n_cols for row in marks)

    def crossed_count(self, marks: tuple) -> int:
        return sum(len(row) for row in marks)

    def box_label(self, box: int) -> str:
        return grid_label(box, self.n_cols)

    def parse_box(self, text: str) -> int | None:
        return parse_grid_label(text, self.n_rows, self.n_cols)

    def describe_box(self, box: int) -> Msg:
        r, c = divmod(box, self.n_cols)
        return Msg("{area} {row} row, box {col}", area=word(self.name),
                   row=word(self.row_names[r]), col=c + 1)

    def why_not(self, marks: tuple, box: int, value) -> Msg:
        r, c = divmod(box, self.n_cols)
        row = marks[r]
        name = word(self.row_names[r])
        if len(row) >= self.n_cols:
            return Msg("the {row} row is full.", row=name)
        if c != len(row):
            return Msg("each row fills left to right; the next box of the {row} row is box {n}.",
                       row=name, n=len(row) + 1)
        return Msg("in the {row} row each entry must be higher than the one before ({prev}).",
                   row=name, prev=row[-1])

    def mark(self, marks: tuple, box: int, value: int) -> tuple[tuple, list[tuple]]:
        r, c = divmod(box, self.n_cols)
        rows = list(marks)
        rows[r] = rows[r] + (value,)
        b = self.box_bonus[r][c]
        return tuple(rows), ([b] if b else [])

    def score(self, marks: tuple) -> int:
        total = 0
        for r, row in enumerate(marks):
            if self.rules[r] == "negative":
                total -= sum(row)
            elif self.rules[r] == "positive":
                total += sum(row)
        full = min(len(row) for row in marks)
        return total + sum(self.col_points[:full])

    def foxes(self, marks: tuple) -> int:
        return sum(fox_count(self.box_bonus[r][:len(row)]) for r, row in enumerate(marks))

    def points_foxes(self) -> dict[int, int]:
        """Over every length of each row: plus / minus sums of any faces, and
        the points of the columns all rows reach; a row holds the foxes of the
        boxes it fills."""
        out: dict[int, int] = {}
        n = self.n_cols
        sign = {"negative": -1, "positive": 1, "rising": 0}
        for lengths in product(range(n + 1), repeat=self.n_rows):
            low = high = sum(self.col_points[:min(lengths)])
            for rule, k in zip(self.rules, lengths, strict=True):
                sg = sign[rule]
                low += min(sg * k, sg * 6 * k)
                high += max(sg * k, sg * 6 * k)
            foxes = sum(fox_count(self.box_bonus[r][:k]) for r, k in enumerate(lengths))
            for p in range(low, high + 1):
                out[p] = max(out.get(p, 0), foxes)
        return out

    def export(self, marks: tuple) -> list[list[int]]:
        return [list(row) for row in marks]

    def build(self, value) -> tuple:
        if not isinstance(value, list) or len(value) != self.n_rows \
                or not all(isinstance(row, list) for row in value):
            raise ValueError(f"{self.name}: expected {self.n_rows} lists of values, "
                             f"one per row ({', '.join(self.row_names)})")
        rows = []
        for r, row in enumerate(value):
            where = f"{self.name} {self.row_names[r]} row"
            if len(row) > self.n_cols:
                raise ValueError(f"{where}: {len(row)} values, but it has {self.n_cols} boxes")
            check_faces(where, row)
            built: tuple = ()
            for v in row:
                if not self._fits(built, r, v):
                    raise ValueError(f"{where}: {v} cannot follow {built[-1]}; "
                                     f"{RULE_WORDS[self.rules[r]]}")
                built += (v,)
            rows.append(built)
        return tuple(rows)


AREA = RowsArea
