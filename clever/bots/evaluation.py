"""What the sheet evaluations share: a sheet is valued area by area, each
area by its kind's bot module (kinds/), found through one registry, so an
evaluation holds no code of any area kind and a sheet made of known kinds
is valued without the code of the game that first used them.

An evaluation (evaluate.py for That's Pretty Clever, evaluate_4ever.py for
Clever 4Ever) adds what is read of the whole sheet (foxes at the lowest
area, the actions held) and sets the weights its kinds read (`p`)."""

from __future__ import annotations

from .kinds import kind_bots


class KindsEvaluator:
    """Value of one player's sheet given how many entries are left; the
    areas' parts come from their kinds (area_part)."""

    def __init__(self, variant, defaults: dict, params: dict | None = None):
        self.p = dict(defaults)
        if params:
            self.p.update(params)
        self.variant = variant
        self.areas = variant.areas
        self.order = variant.area_order
        self.evaluations = 0  # work counter (the search bots' budget counts these)
        self.cache: dict = {}
        self.kinds = {name: kind_bots(self.areas[name].kind) for name in self.order}
        self.prep = {name: self.kinds[name].prep(self, self.areas[name]) for name in self.order}

    def bonus_value(self, bonus) -> float:
        """A bonus's worth apart from foxes (those count at the lowest area)."""
        raise NotImplementedError

    def area_part(self, name: str, m, left: int) -> tuple[float, float, float, int]:
        """(projected points, worth of the non-fox bonuses in reach, expected
        foxes in reach, foxes held) of one area's marks; cached, since
        positions repeat a lot."""
        key = (name, m, left)
        hit = self.cache.get(key)
        if hit is None:
            area = self.areas[name]
            score, bonus, foxes = self.kinds[name].project(self, area, m, left)
            hit = (score, bonus, foxes, area.foxes(m))
            if len(self.cache) > 200000:
                self.cache.clear()
            self.cache[key] = hit
        return hit

    def corrected(self, value: float, sheet, left: int, foxes: int) -> float:
        """Hook for a learned evaluation (learned.py, learned_4ever.py) to
        correct the value of a sheet still in play (`foxes` = foxes held);
        none here."""
        return value
