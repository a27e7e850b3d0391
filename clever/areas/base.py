"""The one interface every area kind offers (the unit of rules).

The turn flow, the explanations, the bots and the renderer go through these
methods only; none of them asks which kind an area is.  `kind` names the
kind for the renderer, which draws each kind its own way.

A player's marks in an area are a small immutable value (an int bit mask, a
tuple of written values, ...) kept on the Sheet.  Methods take marks and
return new marks, so copying a sheet is cheap (bots clone a lot).

Boxes are ints inside the engine; `box_label` / `parse_box` give their stable
text form used in actions and saves.  A "value" is what a die means in the
area: usually its face, but blue may read two dice (a sum or a coordinate
pair, see the area's `reads`).
"""

from __future__ import annotations

import re

from ..i18n import Msg

FACES = (1, 2, 3, 4, 5, 6)


class Area:
    kind = "?"
    # How a die's value is read here: None = the die's own face; or
    # ("sum" | "pair", first die, second die), e.g. ("sum", "blue", "white").
    reads: tuple | None = None
    # A bonus X is placed without asking (the next box of a track).
    auto_x = False
    # The box alone says what is written (a grid box shows its number, a grey
    # part is crossed whole): a "?" bonus then chooses only the box.
    box_implies_value = False
    # A box is marked in steps (circled, then crossed): each entry's event
    # says which step it was (entry_mark).
    marks_in_steps = False
    # How many boxes the area has (each kind sets it; the web sheet and the
    # bots read it).
    size: int

    def __init__(self, name: str, data: dict):
        self.name = name
        self.reads = data.get("value")

    # --- what may go where --------------------------------------------
    def initial(self):
        raise NotImplementedError

    def targets(self, marks, value) -> list[int]:
        """Boxes where a die of this value may be entered now."""
        raise NotImplementedError

    def any_targets(self, marks) -> list[tuple[int, int | None]]:
        """(box, value) pairs a "?" bonus may fill: any value 1..6 entered as if
        rolled.  value is None where the box implies it."""
        out = []
        for v in FACES:
            for box in self.targets(marks, v):
                out.append((box, None if self.box_implies_value else v))
        if self.box_implies_value:
            out = sorted(set(out))
        return out

    def bonus_targets(self, marks, bonus: tuple) -> list[tuple[int, int | None]]:
        """(box, value) pairs where a bonus of this area may go; value None
        where the action need not say it (an X, a fixed number, a box that
        implies it)."""
        if bonus[0] == "any":
            return self.any_targets(marks)
        return []

    def bonus_value(self, bonus: tuple, chosen: int | None):
        """What a bonus writes: a number bonus its number, a "?" the value
        chosen, an X 0 (a cross without a value)."""
        if bonus[0] == "num":
            return bonus[2]
        if bonus[0] == "any":
            return chosen
        return 0

    def mark(self, marks, box: int, value) -> tuple[object, list[tuple]]:
        """Enter `value` in `box`; the new marks and the bonuses it triggers
        in sheet order: box, then row, then column, then diagonal (R6)."""
        raise NotImplementedError

    def why_not(self, marks, box: int, value) -> Msg:
        """Why `value` cannot go in `box`, in a player's words."""
        raise NotImplementedError

    def entry_mark(self, marks, box: int) -> str | None:
        """Which step an entry in `box` is, where boxes are marked in steps."""
        return None

    # --- words and labels ----------------------------------------------
    def box_label(self, box: int) -> str:
        raise NotImplementedError

    def parse_box(self, text: str) -> int | None:
        raise NotImplementedError

    def describe_box(self, box: int) -> Msg:
        raise NotImplementedError

    def value_text(self, value) -> str:
        return str(value)

    # --- state and scoring ---------------------------------------------
    def is_full(self, marks) -> bool:
        raise NotImplementedError

    def crossed_count(self, marks) -> int:
        raise NotImplementedError

    def entries_count(self, marks) -> int:
        """How many entries (dice and bonuses) the marks took: their crosses,
        unless a box takes more than one entry (circled, then crossed)."""
        return self.crossed_count(marks)

    def score(self, marks) -> int:
        raise NotImplementedError

    def foxes(self, marks) -> int:
        raise NotImplementedError

    # --- the score counter (players of the paper game enter totals) ------
    def counter_scale(self) -> tuple | None:
        """Points by number of crosses where the sheet prints a scale: the
        counter then asks for the count; None: it asks for the points."""
        return None

    def possible_points(self) -> frozenset:
        """Every area score some sheet of this area reaches (the counter
        refuses any other): the scores of points_foxes, unless a kind has a
        shorter way to them."""
        return frozenset(self.points_foxes())

    def points_foxes(self) -> dict[int, int]:
        """Each area score some sheet reaches -> the most foxes that the
        area's own boxes hold on such a sheet (each fox needs its source)."""
        raise NotImplementedError

    def fox_cap(self, points: int) -> int:
        """The most foxes this area can have given on a sheet that scores
        `points` here (0 where no sheet scores that); worked out once."""
        table = self.__dict__.get("_fox_caps")
        if table is None:
            table = self.__dict__["_fox_caps"] = self.points_foxes()
        return table.get(points, 0)

    def export(self, marks):
        """The plain JSON form of the marks (docs/save-format.md)."""
        raise NotImplementedError

    def build(self, value):
        """Marks from the plain form, checked against the rules (ruling R12);
        raises ValueError naming what is wrong."""
        raise NotImplementedError

    def label_mask(self, value, expected: str, not_one: str) -> int:
        """The bit mask of the boxes a sheet dict lists: each a box label of
        this area (`not_one` says what a bad one is not), each listed once."""
        if not isinstance(value, list):
            raise ValueError(f"{self.name}: expected {expected}")
        mask = 0
        for text in value:
            box = self.parse_box(text) if isinstance(text, str) else None
            if box is None:
                raise ValueError(f"{self.name}: {text!r} is not {not_one}")
            if mask >> box & 1:
                raise ValueError(f"{self.name}: {text} is listed twice")
            mask |= 1 << box
        return mask


def grid_label(cell: int, n_cols: int) -> str:
    return f"r{cell // n_cols + 1}c{cell % n_cols + 1}"


# a box number as actions and saves write it: ASCII digits, no sign, no
# leading zero (str.isdigit() and int() also take "²", "١" or "０", which no
# box is called, and int("²") raises)
_NUMBER = r"[1-9][0-9]{0,2}"
_BOX_NUMBER = re.compile(_NUMBER)
_GRID_LABEL = re.compile(f"r({_NUMBER})c({_NUMBER})")


def box_number(text) -> int | None:
    """'12' -> 12, or None for any other spelling (or a value that is no text)."""
    if isinstance(text, str) and _BOX_NUMBER.fullmatch(text):
        return int(text)
    return None


def parse_grid_label(text: str, n_rows: int, n_cols: int) -> int | None:
    """'r2c13' -> cell index, or None."""
    m = _GRID_LABEL.fullmatch(text) if isinstance(text, str) else None
    if m is None:
        return None
    r, c = int(m[1]) - 1, int(m[2]) - 1
    if 0 <= r < n_rows and 0 <= c < n_cols:
        return r * n_cols + c
    return None


def check_faces(name: str, values, what: str = "value") -> None:
    for v in values:
        if type(v) is not int or not 1 <= v <= 6:
            raise ValueError(f"{name}: {v!r} is not a die {what} (1 to 6)")


def fox_count(bonuses) -> int:
    return sum(1 for b in bonuses if b == ("fox",))


def subset_sums(values) -> frozenset:
    """Every sum of a subset of `values` (column points of complete columns)."""
    sums = {0}
    for v in values:
        sums |= {s + v for s in sums}
    return frozenset(sums)
