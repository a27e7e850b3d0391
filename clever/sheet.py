"""One player's score sheet: marks per area, the action tracks, scoring.

The plain dict form (docs/save-format.md) lets any sheet be scored, e.g. by
the score counter for players of the paper game; it is checked against the
rules first (ruling R12).
"""

from __future__ import annotations

from .variants import ACTIONS, Variant

# action -> (gained attribute, used attribute)
TRACK_ATTRS = {"reroll": ("rerolls", "rerolls_used"), "plus1": ("plus1", "plus1_used"),
               "polish": ("polish", "polish_used"), "return": ("returns", "returns_used")}
_DICT_KEYS = {"reroll": "rerolls", "plus1": "plus1", "polish": "polish", "return": "returns"}


class Sheet:
    __slots__ = ("variant", "marks", "rerolls", "rerolls_used", "plus1", "plus1_used",
                 "polish", "polish_used", "returns", "returns_used")

    def __init__(self, variant: Variant):
        self.variant = variant
        self.marks = {name: area.initial() for name, area in variant.areas.items()}
        self.rerolls = 0        # reroll actions gained (circled)
        self.rerolls_used = 0   # ... and spent (crossed)
        self.plus1 = 0
        self.plus1_used = 0
        self.polish = 0         # Clever 4Ever only
        self.polish_used = 0
        self.returns = 0        # Twice as Clever only
        self.returns_used = 0

    def copy(self) -> Sheet:
        s = Sheet.__new__(Sheet)
        s.variant = self.variant
        s.marks = dict(self.marks)
        s.rerolls = self.rerolls
        s.rerolls_used = self.rerolls_used
        s.plus1 = self.plus1
        s.plus1_used = self.plus1_used
        s.polish = self.polish
        s.polish_used = self.polish_used
        s.returns = self.returns
        s.returns_used = self.returns_used
        return s

    @property
    def rerolls_left(self) -> int:
        return self.rerolls - self.rerolls_used

    @property
    def plus1_left(self) -> int:
        return self.plus1 - self.plus1_used

    @property
    def polish_left(self) -> int:
        return self.polish - self.polish_used

    @property
    def returns_left(self) -> int:
        return self.returns - self.returns_used

    def gain(self, action: str) -> tuple | None | bool:
        """Circle the next space of an action track.  False when the track is
        full (the action is lost, C10); else the bonus for its last space, if
        this was it (None otherwise)."""
        spaces, end_bonus = self.variant.tracks[action]
        attr = TRACK_ATTRS[action][0]
        n = getattr(self, attr)
        if n >= spaces:
            return False
        setattr(self, attr, n + 1)
        return end_bonus if n + 1 == spaces else None

    # --- scoring -------------------------------------------------------
    def area_scores(self) -> dict[str, int]:
        return {name: area.score(self.marks[name]) for name, area in self.variant.areas.items()}

    def fox_count(self) -> int:
        return (sum(area.foxes(self.marks[name]) for name, area in self.variant.areas.items())
                + self.track_foxes())

    def track_foxes(self) -> int:
        """The foxes of full action tracks whose last space gives one."""
        tracks = self.variant.tracks
        return sum(1 for action in self.variant.fox_tracks
                   if getattr(self, TRACK_ATTRS[action][0]) >= tracks[action][0])

    def score(self) -> dict:
        """Area points, foxes (each worth the lowest area, which may be
        negative in Clever 4Ever) and the total."""
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
        for action in ACTIONS:
            if self.variant.tracks[action][0]:
                gained, used = TRACK_ATTRS[action]
                d[_DICT_KEYS[action]] = [getattr(self, gained), getattr(self, used)]
        return d

    @classmethod
    def from_dict(cls, variant: Variant, data) -> Sheet:
        """Build a sheet from its dict form; raises ValueError naming the problem."""
        if not isinstance(data, dict):
            raise ValueError("a sheet must be a JSON object")
        tracks = {_DICT_KEYS[a]: a for a in ACTIONS if variant.tracks[a][0]}
        unknown = set(data) - set(variant.areas) - set(tracks)
        if unknown:
            raise ValueError(f"a sheet of {variant.title} has no part named "
                             f"{', '.join(sorted(map(str, unknown)))}")
        s = cls(variant)
        for name, area in variant.areas.items():
            if name in data:
                s.marks[name] = area.build(data[name])
        for key, action in tracks.items():
            spaces = variant.tracks[action][0]
            pair = data.get(key, [0, 0])
            if (not isinstance(pair, list) or len(pair) != 2
                    or not all(type(x) is int for x in pair)
                    or not 0 <= pair[1] <= pair[0] <= spaces):
                raise ValueError(f"{key} must be [gained, used] with "
                                 f"0 <= used <= gained <= {spaces}")
            gained, used = TRACK_ATTRS[action]
            setattr(s, gained, pair[0])
            setattr(s, used, pair[1])
        return s


def score_sheet(data: dict, variant: str = "pretty-clever", options=()) -> dict:
    """Score a sheet given in its plain dict form (the score counter's entry point)."""
    from .variants import get_variant
    return Sheet.from_dict(get_variant(variant, options), data).score()
