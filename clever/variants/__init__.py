"""Game variants: each module holds one printed sheet as data."""

from __future__ import annotations

from importlib import import_module

from ..areas import make_areas

KNOWN = {"pretty-clever": "pretty_clever"}


class Variant:
    """A variant's data module plus its area objects, built once and shared."""

    def __init__(self, module):
        self.data = module
        self.name = module.NAME
        self.title = module.TITLE
        self.area_order = module.AREA_ORDER
        self.dice = module.DICE
        self.wild = module.WILD_DIE
        self.areas = make_areas(module)
        self.round_bonus = module.ROUND_BONUS
        self.rounds_by_players = module.ROUNDS_BY_PLAYERS
        self.track_length = module.TRACK_LENGTH
        self.choices_per_turn = module.CHOICES_PER_TURN
        self.solo_platter_size = module.SOLO_PLATTER_SIZE
        self.solo_titles = module.SOLO_TITLES

    def solo_title(self, total: int) -> str:
        for floor, title in self.solo_titles:
            if total >= floor:
                return title
        return self.solo_titles[-1][1]


_cache: dict[str, Variant] = {}


def get_variant(name: str) -> Variant:
    if name not in KNOWN:
        raise ValueError(f"unknown game variant {name!r}; known: {', '.join(KNOWN)}")
    if name not in _cache:
        _cache[name] = Variant(import_module(f".{KNOWN[name]}", __name__))
    return _cache[name]
