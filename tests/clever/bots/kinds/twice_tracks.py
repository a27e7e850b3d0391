"""What the bots' tests of Twice as Clever's three tracks share: the areas
built from the variant's data, an evaluation over them alone (every weight
the kinds' default, a "?" worth 10, a fox counted apart) and random sheets
filled as the rules allow."""

from __future__ import annotations

import random
from importlib import import_module
from types import SimpleNamespace

from clever.areas import kind_class
from clever.bots.evaluation import KindsEvaluator

TWICE = import_module("clever.variants.twice_as_clever")
NAMES = ("blue", "green", "pink")


class Evaluation(KindsEvaluator):
    def bonus_value(self, bonus) -> float:
        return 0.0 if bonus == ("fox",) else 10.0


def evaluation(**weights) -> Evaluation:
    areas = {name: kind_class(TWICE.AREAS[name]["kind"])(name, TWICE.AREAS[name])
             for name in NAMES}
    return Evaluation(SimpleNamespace(areas=areas, area_order=NAMES), {}, weights)


def random_marks(area, rng: random.Random):
    """Marks of `area` after a random number of random legal entries."""
    m = area.initial()
    for _ in range(rng.randrange(area.size + 1)):
        box, value = rng.choice(area.any_targets(m))
        m, _bonuses = area.mark(m, box, value)
    return m
