"""A value network over a sheet made of area kinds, on top of a learned
evaluation (as net.py is for That's Pretty Clever, but with its inputs read
from the kinds, so any sheet of known kinds has them).

value = the learned evaluation + net(inputs)

The net is one hidden layer of ReLU units; its output is how many points
self-play games through such positions ended above the learned estimate
(trained by tools/train_kinds_net.py; weights in a generated module such as
master_net_twice.py).  At the end of the game (left == 0) the value is
exactly the score, as for the evaluation below it.

Inputs, in this order (`Layout`):
- each area's own, as its kind gives them (kinds/*.py `net_inputs`: the
  one-hots of what sets its worth, and its points);
- the foxes held, then for each action track the actions held and the
  spaces circled (its end bonus comes with the last), the turns left
  (one-hots);
- dice left to enter and the learned estimate itself;
- the lowest area's points (a number and by fives), and the same number
  in the column of the foxes held: what the foxes are worth.

Pure Python: each area's share of the hidden layer is cached by its marks,
the sheet's in two parts (the first two areas, the rest) by theirs, the
share of what is held by its small key, the lowest area's by its points and
the foxes, and the whole value by the sheet;
so an evaluation costs about one loop over the hidden units.
"""

from __future__ import annotations

from ..sheet import TRACK_ATTRS
from .kinds import kind_bots
from .kinds.base import POINTS_SCALE, one_hot

FOX_WIDTH = 7     # foxes held: 0..6 (more is rare, and counted as 6)
TURNS_WIDTH = 7   # turns left: 0..6
LOW_WIDTH = 12    # the lowest area's points by fives, from -10 (and below) up
FOXLOW_WIDTH = 8  # foxes held 0..7, each column valued by the lowest area
SHEET_SCALE = 200.0  # the learned estimate as an input
LEFT_SCALE = 30.0    # dice left as an input


class Layout:
    """Where each group of inputs starts, for one game's sheet."""

    def __init__(self, variant):
        self.areas = tuple((name, variant.areas[name], kind_bots(variant.areas[name].kind))
                           for name in variant.area_order)
        self.area_at = {}  # name -> (first input, area, kind)
        n = 0
        for name, area, kind in self.areas:
            self.area_at[name] = (n, area, kind)
            n += kind.net_width(area)
        self.tracks = tuple((TRACK_ATTRS[a], variant.tracks[a][0] + 1)
                            for a in variant.action_tracks())
        self.fox = n
        n += FOX_WIDTH
        self.held = n
        n += sum(width for _, width in self.tracks)
        self.gained = n
        n += sum(width for _, width in self.tracks)
        self.turns = n
        self.left = n + TURNS_WIDTH
        self.sheet = self.left + 1
        self.low = self.sheet + 1
        self.low_steps = self.low + 1
        self.foxlow = self.low_steps + LOW_WIDTH
        self.size = self.foxlow + FOXLOW_WIDTH

    def area_inputs(self, name: str, m) -> list[tuple[int, float]]:
        """An area's inputs, by their index in the whole net."""
        start, area, kind = self.area_at[name]
        return [(start + i, x) for i, x in kind.net_inputs(area, m)]

    def held_inputs(self, sheet, left: int) -> list[tuple[int, float]]:
        """The foxes, the action tracks, the time: what no area holds."""
        out = [one_hot(self.fox, sheet.fox_count(), FOX_WIDTH)]
        held, gained = self.held, self.gained
        for (circled, used), width in self.tracks:
            got = getattr(sheet, circled)
            out.append(one_hot(held, got - getattr(sheet, used), width))
            out.append(one_hot(gained, got, width))
            held += width
            gained += width
        out.append(one_hot(self.turns, (left + 3) >> 2, TURNS_WIDTH))
        out.append((self.left, left / LEFT_SCALE))
        return out

    def low_inputs(self, low: int, foxes: int) -> list[tuple[int, float]]:
        x = low / POINTS_SCALE
        return [(self.low, x), one_hot(self.low_steps, low // 5 + 2, LOW_WIDTH),
                (self.foxlow + min(foxes, FOXLOW_WIDTH - 1), x)]

    def inputs(self, sheet, left: int, estimate: float) -> list[tuple[int, float]]:
        """Every non-zero input of a position (the trainer's view; KindsNet
        computes the same sums piecewise).  `estimate`: the learned value."""
        out = []
        marks = sheet.marks
        for name, _, _ in self.areas:
            out += self.area_inputs(name, marks[name])
        low = min(area.score(marks[name]) for name, area, _ in self.areas)
        return (out + self.held_inputs(sheet, left)
                + [(self.sheet, estimate / SHEET_SCALE)]
                + self.low_inputs(low, sheet.fox_count()))


class KindsNet:
    """A learned evaluation plus the net, mixed in before it (the class
    after this one in the MRO gives the learned estimate).  `net` = (W1 rows
    per input, b1, w2, b2)."""

    def setup_net(self, variant, net) -> None:
        self.layout = Layout(variant)
        w1, b1, w2, b2 = net
        if len(w1) != self.layout.size:
            raise ValueError(f"the net reads {len(w1)} inputs, this sheet has "
                             f"{self.layout.size}")
        self.w1 = [[float(x) for x in row] for row in w1]
        self.b1 = [float(x) for x in b1]
        self.w2 = [float(x) for x in w2]
        self.b2 = float(b2)
        self.zero = [0.0] * len(self.b1)
        self.w_sheet = self.w1[self.layout.sheet]
        # the areas in two parts, the first two and the rest
        self.parts = (self.layout.areas[:2], self.layout.areas[2:])
        self.net_cache: dict = {}
        self.area_cache: dict = {}
        self.part_cache: dict = {}
        self.held_cache: dict = {}
        self.low_cache: dict = {}

    def hidden(self, items) -> list[float]:
        v = self.zero
        w1 = self.w1
        for i, x in items:
            v = [a + x * b for a, b in zip(v, w1[i], strict=True)]
        return v

    def area_hidden(self, name: str, area, m) -> tuple[list[float], int]:
        """An area's share of the hidden layer and its points, by its marks."""
        got = self.area_cache.get((name, m))
        if got is None:
            got = self.area_cache[(name, m)] = (
                self.hidden(self.layout.area_inputs(name, m)), area.score(m))
        return got

    def part(self, areas, marks) -> tuple[list[float], int]:
        """The hidden-layer share of `areas` (of the layout) and their lowest
        points, cached by their marks: an entry changes one area, so one of
        the two parts is nearly always cached."""
        key = tuple(marks[name] for name, _, _ in areas)
        got = self.part_cache.get(key)
        if got is None:
            h, low = self.zero, None
            for name, area, _ in areas:
                v, points = self.area_hidden(name, area, marks[name])
                h = [a + b for a, b in zip(h, v, strict=True)]
                if low is None or points < low:
                    low = points
            got = self.part_cache[key] = (h, low)
        return got

    def value(self, sheet, left: int) -> float:
        """The learned value plus the net's; cached by everything it reads
        (every call still counts as an evaluation: the budgets and the moves
        do not depend on the caches)."""
        if left <= 0:
            return super().value(sheet, left)
        marks = sheet.marks
        key = (tuple(marks.values()), sheet.rerolls, sheet.rerolls_used, sheet.plus1,
               sheet.plus1_used, sheet.returns, sheet.returns_used, sheet.polish,
               sheet.polish_used, left)
        v = self.net_cache.get(key)
        if v is not None:
            self.evaluations += 1
            return v
        estimate = super().value(sheet, left)
        first, low_first = self.part(self.parts[0], marks)
        second, low = self.part(self.parts[1], marks)
        low = min(low_first, low)
        foxes = sheet.fox_count()
        hkey = (key[1:], foxes)
        held = self.held_cache.get(hkey)
        if held is None:
            held = self.held_cache[hkey] = [a + b for a, b in zip(
                self.b1, self.hidden(self.layout.held_inputs(sheet, left)), strict=True)]
        lkey = (low, foxes)
        lowest = self.low_cache.get(lkey)
        if lowest is None:
            lowest = self.low_cache[lkey] = self.hidden(self.layout.low_inputs(low, foxes))
        x = estimate / SHEET_SCALE
        out = self.b2
        for a, b, c, d, e, w in zip(first, second, held, lowest, self.w_sheet, self.w2,
                                    strict=True):
            z = a + b + c + d + x * e
            if z > 0:
                out += z * w
        v = estimate + out
        if len(self.net_cache) > 200000:
            for cache in (self.net_cache, self.area_cache, self.part_cache, self.held_cache,
                          self.low_cache):
                cache.clear()
        self.net_cache[key] = v
        return v
