"""The beginners' readings of a sheet: the points it holds, each area read
by its kind's `naive` (kinds/), foxes at the lowest area, a few points per
action held (so a return is kept: the beginner reads no dice to come) and
two per die still to enter (so a beginner does not throw
away its choices).  Nothing about what the boxes ahead give; no reroll, no
look at the dice to come."""

from __future__ import annotations

from .kinds import kind_bots


class BeginnerEvaluator:
    """That's Pretty Clever: every area counted as if it were a little further
    on (a count scale AHEAD more boxes, yellow's columns by how full they
    are), the lowest area's foxes at no less than 0."""

    AHEAD = 3            # a count scale: valued as if 3 more boxes were crossed
    PER_ENTRY = 2.0      # each die still to enter
    REROLL, PLUS1 = 2.0, 3.0
    RETURN = 3.0         # Twice as Clever's return (no game before it has one): above
    #                      PER_ENTRY, the die it brings back to the cup

    def __init__(self, variant):
        self.variant = variant
        self.evaluations = 0
        self.kinds = [(name, area, kind_bots(area.kind))
                      for name, area in variant.areas.items()]

    def parts(self, sheet) -> list:
        return [kind.naive(self, area, sheet.marks[name]) for name, area, kind in self.kinds]

    def value(self, sheet, left: int) -> float:
        self.evaluations += 1
        if left <= 0:
            return float(sheet.total())
        parts = self.parts(sheet)
        return (sum(parts) + sheet.fox_count() * max(0, min(parts))
                + self.REROLL * sheet.rerolls_left + self.PLUS1 * sheet.plus1_left
                + self.RETURN * sheet.returns_left + self.PER_ENTRY * left)


class BeginnerEvaluator4(BeginnerEvaluator):
    """Clever 4Ever: the points each area has now (a half-filled green field
    counted as if its other half matched it), the same few points for each
    action held, polish too."""

    ACTION = 2.0
    greedy_bonuses = True  # each bonus placed for the points it brings now

    def queued_value(self, game, player: int) -> float:
        return 0.0

    def value(self, sheet, left: int) -> float:
        self.evaluations += 1
        if left <= 0:
            return float(sheet.total())
        parts = self.parts(sheet)
        return (sum(parts) + sheet.fox_count() * min(parts) + self.PER_ENTRY * left
                + self.ACTION * (sheet.rerolls_left + sheet.plus1_left + sheet.polish_left))
