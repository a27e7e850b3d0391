"""A value network on top of the learned evaluation (learned.py).

value = LearnedEvaluator.value(sheet, left) + net(inputs)

The net is one hidden layer of ReLU units; its output is how many points
self-play games through such positions ended above the learned estimate
(trained by tools/train_net.py, weights in a generated module such as
master_net.py).  At the end of the game (left == 0) the value is exactly the
score, as for the evaluations below it.

Inputs (see `inputs`): the yellow and blue boxes crossed (one input per box),
how many green / orange / purple boxes are filled, orange's and purple's sums,
purple's last value, foxes, rerolls and +1 held, turns left (all one-hot),
and two numbers: dice left to enter and the learned estimate itself; then
yellow's and blue's lines (rows, columns, diagonal) by how many boxes are
still open there, and blue's count.  A net fitted on fewer inputs (the
expert's, on the first 111) gives the rest no weight.  The
hidden units can so weigh combinations (a row nearly done at a given time,
a fox when the lowest area is about to grow) that the additive tables
cannot.

Pure Python: a forward pass is a few list sums.  The input is sparse and
most of it depends on one area's marks only, so each area's share of the
hidden layer is cached by its marks, yellow + blue's and green + orange +
purple's by their marks, and foxes / rerolls / +1 / time / dice left by
their small key.  The rest is one loop over the hidden units.  (Cached by
parts rather than by all five areas' marks at once: a whole sheet rarely
comes back, a part's marks often do; docs/bots.md has the figures.)
"""

from __future__ import annotations

import importlib

from ..variants import get_variant
from .learned import LearnedEvaluator

AREAS = ("yellow", "blue", "green", "orange", "purple")

# where each group of inputs starts (one-hot groups are 8, 12 or 16 wide)
YELLOW, BLUE, GREEN, ORANGE, PURPLE, PURPLE_LAST = 0, 16, 32, 44, 56, 68
FOXES, REROLLS, PLUS1, TURNS = 75, 83, 91, 99
LEFT, BASE, ORANGE_SUM, PURPLE_SUM = 107, 108, 109, 110
# yellow's and blue's lines (rows, columns, yellow's diagonal): one input per
# line and boxes still open there (0, 1 or 2), so a unit sees "a bonus is
# one cross away" at once; and blue's count of crosses (one-hot, it sets
# blue's points)
YELLOW_LINES, BLUE_LINES, BLUE_COUNT = 111, 138, 159   # 9 and 7 lines, 3 inputs each
SIZE = 171


def grid_lines(name: str) -> tuple[int, ...]:
    """The masks of a grid area's lines, rows then columns then diagonal."""
    area = get_variant("pretty-clever").areas[name]
    return area.row_masks + area.col_masks + ((area.diagonal_mask,) if area.diagonal_mask else ())


_LINES: dict = {}


def line_inputs(name: str, m: int) -> list[tuple[int, float]]:
    """Inputs of a yellow (9 lines) or blue (7 lines) sheet part."""
    lines = _LINES.get(name)
    if lines is None:
        lines = _LINES[name] = grid_lines(name)
    first = YELLOW_LINES if name == "yellow" else BLUE_LINES
    out = []
    for j, mask in enumerate(lines):
        open_ = (mask & ~m).bit_count()
        if open_ <= 2:
            out.append((first + 3 * j + open_, 1.0))
    return out


def area_inputs(name: str, m) -> list[tuple[int, float]]:
    """(input, value) pairs of one area's marks."""
    if name == "yellow":
        return [(YELLOW + i, 1.0) for i in range(16) if m >> i & 1] + line_inputs(name, m)
    if name == "blue":
        return ([(BLUE + i, 1.0) for i in range(16) if m >> i & 1] + line_inputs(name, m)
                + [(BLUE_COUNT + m.bit_count(), 1.0)])
    if name == "green":
        return [(GREEN + len(m), 1.0)]
    if name == "orange":
        return [(ORANGE + len(m), 1.0), (ORANGE_SUM, sum(m) / 60.0)]
    return [(PURPLE + len(m), 1.0), (PURPLE_LAST + (m[-1] if m else 0), 1.0),
            (PURPLE_SUM, sum(m) / 60.0)]


def small_key(foxes: int, rerolls: int, plus1: int, left: int) -> int:
    """Foxes, rerolls and +1 held (7 = 7 or more) and turns left, in one int."""
    t = (left + 3) >> 2
    return ((min(foxes, 7) * 8 + min(rerolls, 7)) * 8 + min(plus1, 7)) * 8 + min(t, 7)


def inputs(sheet, left: int, base: float) -> list[tuple[int, float]]:
    """Every non-zero input of a position (the trainer's view; NetEvaluator
    computes the same sums piecewise).  `base` = the learned estimate."""
    out = []
    for name in AREAS:
        out += area_inputs(name, sheet.marks[name])
    k = small_key(sheet.fox_count(), sheet.rerolls_left, sheet.plus1_left, left)
    out += [(FOXES + (k >> 9), 1.0), (REROLLS + (k >> 6 & 7), 1.0),
            (PLUS1 + (k >> 3 & 7), 1.0), (TURNS + (k & 7), 1.0),
            (LEFT, left / 24.0), (BASE, base / 250.0)]
    return out


class NetEvaluator(LearnedEvaluator):
    """LearnedEvaluator plus the net; `net` = (W1 rows per input, b1, w2, b2),
    defaulting to the shipped weights module named `weights` (master_net or
    expert_net)."""

    def __init__(self, variant, net=None, tables: dict | None = None,
                 weights: str = "master_net"):
        super().__init__(variant, tables)
        if net is None:
            module = importlib.import_module(f".{weights}", __package__)
            net = (module.W1, module.B1, module.W2, module.B2)
        w1, b1, w2, b2 = net
        self.w1 = [[float(x) for x in r] for r in w1]
        # a net fitted on fewer inputs (an older layout) gives the rest no weight
        self.w1 += [[0.0] * len(b1) for _ in range(SIZE - len(self.w1))]
        self.b1 = [float(x) for x in b1]
        self.w2 = [float(x) for x in w2]
        self.b2 = float(b2)
        self.w_base = self.w1[BASE]
        self.zero = [0.0] * len(self.b1)
        self.area_cache: dict = {}
        self.grid_cache: dict = {}
        self.row_cache: dict = {}
        self.small_cache: dict = {}
        self.value_cache: dict = {}

    def value(self, sheet, left: int) -> float:
        """Evaluator.value, cached by everything it depends on: a search meets
        the same sheets again and again (about three evaluations in four
        repeat one already made in the game).  Every call still counts as an
        evaluation, so the bots' budgets and moves do not change."""
        if left <= 0:
            return super().value(sheet, left)
        m = sheet.marks
        key = (m["yellow"], m["blue"], m["green"], m["orange"], m["purple"],
               sheet.rerolls_left, sheet.plus1_left, left)
        v = self.value_cache.get(key)
        if v is None:
            v = super().value(sheet, left)
            if len(self.value_cache) > 200000:
                self.value_cache.clear()
            self.value_cache[key] = v
        else:
            self.evaluations += 1
        return v

    def area_hidden(self, name: str, m) -> list[float]:
        key = (name, m)
        v = self.area_cache.get(key)
        if v is None:
            v = self.zero
            for i, x in area_inputs(name, m):
                v = [a + x * b for a, b in zip(v, self.w1[i], strict=True)]
            if len(self.area_cache) > 100000:
                self.area_cache.clear()
            self.area_cache[key] = v
        return v

    def part(self, cache: dict, names: tuple, marks: tuple, first: list[float]) -> list[float]:
        """`first` plus the hidden-layer shares of the areas `names` (with
        their `marks`), cached by those marks."""
        v = cache.get(marks)
        if v is None:
            v = first
            for name, m in zip(names, marks, strict=True):
                v = [a + b for a, b in zip(v, self.area_hidden(name, m), strict=True)]
            if len(cache) > 100000:
                cache.clear()
            cache[marks] = v
        return v

    def corrected(self, value: float, sheet, left: int, foxes: int) -> float:
        base = super().corrected(value, sheet, left, foxes)
        marks = sheet.marks
        # the sheet's share in two parts, yellow + blue and green + orange +
        # purple: an entry changes one area, so one part is nearly always
        # cached, and the sum of the two is taken in the loop below
        grids = self.part(self.grid_cache, AREAS[:2], (marks["yellow"], marks["blue"]), self.b1)
        rows = self.part(self.row_cache, AREAS[2:],
                         (marks["green"], marks["orange"], marks["purple"]), self.zero)
        k = small_key(foxes, sheet.rerolls_left, sheet.plus1_left, left)
        s = self.small_cache.get((k, left))
        if s is None:
            w = self.w1
            x_left = left / 24.0
            s = [a + b + c + d + x_left * e for a, b, c, d, e in zip(
                w[FOXES + (k >> 9)], w[REROLLS + (k >> 6 & 7)], w[PLUS1 + (k >> 3 & 7)],
                w[TURNS + (k & 7)], w[LEFT], strict=True)]
            self.small_cache[(k, left)] = s
        x_base = base / 250.0
        out = self.b2
        for a, b, c, wb, w in zip(grids, rows, s, self.w_base, self.w2, strict=True):
            z = a + b + c + x_base * wb
            if z > 0:
                out += z * w
        return base + out
