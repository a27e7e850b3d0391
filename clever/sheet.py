"""One player's score sheet: marks per area, the two action tracks, scoring.

The plain dict form (docs/save-format.md) lets any sheet be scored, e.g. by
the score counter for players of the paper game.
"""

from __future__ import annotations

from .variants import Variant


class Sheet:
    __slots__ = ("variant", "marks", "rerolls", "rerolls_used", "plus1", "plus1_used")

    def __init__(self, variant: Variant):
        self.variant = variant
        self.marks = {name: area.initial() for name, area in variant.areas.items()}
        self.rerolls = 0        # reroll actions gained (circled)
        self.rerolls_used = 0   # ... and spent (crossed)
        self.plus1 = 0
        self.plus1_used = 0

    def copy(self) -> Sheet:
        s = Sheet.__new__(Sheet)
        s.variant = self.variant
        s.marks = dict(self.marks)
        s.rerolls = self.rerolls
        s.rerolls_used = self.rerolls_used
        s.plus1 = self.plus1
        s.plus1_used = self.plus1_used
        return s

    @property
    def rerolls_left(self) -> int:
        return self.rerolls - self.rerolls_used

    @property
    def plus1_left(self) -> int:
        return self.plus1 - self.plus1_used

    # --- scoring -------------------------------------------------------
    def area_scores(self) -> dict[str, int]:
        return {name: area.score(self.marks[name]) for name, area in self.variant.areas.items()}

    def fox_count(self) -> int:
        return sum(area.foxes(self.marks[name]) for name, area in self.variant.areas.items())

    def score(self) -> dict:
        areas = self.area_scores()
        foxes = self.fox_count()
        lowest = min(areas.values())
        result = dict(areas)
        result["foxes"] = foxes
        result["fox_value"] = lowest
        result["fox_points"] = foxes * lowest
        result["total"] = sum(areas.values()) + foxes * lowest
        return result

    def total(self) -> int:
        return self.score()["total"]

    # --- plain dict form -------------------------------------------------
    def to_dict(self) -> dict:
        d = {name: area.export(self.marks[name]) for name, area in self.variant.areas.items()}
        d["rerolls"] = [self.rerolls, self.rerolls_used]
        d["plus1"] = [self.plus1, self.plus1_used]
        return d

    @classmethod
    def from_dict(cls, variant: Variant, data) -> Sheet:
        """Build a sheet from its dict form; raises ValueError naming the problem."""
        if not isinstance(data, dict):
            raise ValueError("a sheet must be a JSON object")
        unknown = set(data) - set(variant.areas) - {"rerolls", "plus1"}
        if unknown:
            raise ValueError(f"a sheet has no part named {', '.join(sorted(unknown))}")
        s = cls(variant)
        for name, area in variant.areas.items():
            if name in data:
                s.marks[name] = area.build(data[name])
        for track in ("rerolls", "plus1"):
            pair = data.get(track, [0, 0])
            if (not isinstance(pair, list) or len(pair) != 2
                    or not all(type(x) is int for x in pair)
                    or not 0 <= pair[1] <= pair[0] <= variant.track_length):
                raise ValueError(f"{track} must be [gained, used] with "
                                 f"0 <= used <= gained <= {variant.track_length}")
            setattr(s, track, pair[0])
            setattr(s, track + "_used", pair[1])
        return s


def score_sheet(data: dict, variant: str = "pretty-clever") -> dict:
    """Score a sheet given in its plain dict form (the score counter's entry point)."""
    from .variants import get_variant
    return Sheet.from_dict(get_variant(variant), data).score()
