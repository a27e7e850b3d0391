"""The score counter for players of the paper game: each player enters, per
area, a count where the sheet prints a scale (the crosses of That's Pretty
Clever's blue and green and of Twice as Clever's yellow, the boxes filled in
Twice as Clever's blue) and the points elsewhere, plus the number of foxes.
The engine checks every entry against what a sheet can reach, applies the
scales, values each fox at the weakest area, and ranks the players the way
`Game.winners()` does (ties: the best single area, then shared).

    from clever.counter import counter_fields, count_scores
    fields = counter_fields("pretty-clever")          # what to ask, and the limits
    result = count_scores([("Ann", {"yellow": 30, "blue": 7, "green": 8,
                                    "orange": 44, "purple": 38, "foxes": 2})])
"""

from __future__ import annotations

from functools import cache

from .areas import kind_class
from .game import player_names
from .i18n import Msg
from .variants import KNOWN, area_title, get_variant, module_of
from .words import word

# the areas' and the games' names as players read them come from the variants
# (an area named by its id inside a sentence, its title as a heading, the
# game's title), for the texts below and the pages that show entries and
# records (counter, history, statistics); the foxes are every game's
FOXES_WORD, FOXES_LABEL = Msg("foxes"), Msg("Foxes")


def area_word(key: str):
    """An area (or "foxes") named inside a sentence: a Msg for an area of a
    known game, else the key as it is."""
    if key == "foxes":
        return FOXES_WORD
    return word(key) if any(key in module_of(n).AREAS for n in KNOWN) else key


def area_label(key: str):
    """An area's (or the foxes') title: a Msg for an area of a known game, else
    the key capitalised."""
    if key == "foxes":
        return FOXES_LABEL
    title = area_title(key)
    return key.capitalize() if title is None else word(title)


def game_title(variant) -> str:
    """The game's name (a Msg for a known game) from its variant or its id;
    an unknown game's id as it is."""
    name = getattr(variant, "name", variant)
    if name in KNOWN:
        return word(module_of(name).TITLE)
    return str(name)  # not getattr(name, "title"): a str has a method of that name


class EntryError(ValueError):
    """An entry no sheet can reach: `args[0]` is the whole text (a Msg, "blue:
    12 crosses is impossible; ..."), `reason` the part about the value alone."""

    def __init__(self, key: str, reason):
        super().__init__(Msg("{area}: {reason}", area=area_word(key), reason=reason))
        self.key = key
        self.reason = reason


def _count(x, bonus: tuple) -> int:
    """How many times `bonus` is printed in an area's data."""
    if x == bonus:
        return 1
    if isinstance(x, dict):
        return sum(_count(v, bonus) for v in x.values())
    if isinstance(x, (list, tuple)):
        return sum(_count(v, bonus) for v in x)
    return 0


def fox_sources(variant) -> int:
    """How many foxes a sheet can hold: the fox bonuses printed on it, one per
    shade of an area that gives a fox for each completed shade, and one per
    action track whose last space is a fox (Twice as Clever's reroll)."""
    n = len(variant.fox_tracks)
    for data in variant.data.AREAS.values():
        n += _count(data, ("fox",))
        if data.get("shade_fox"):
            n += len(data["shade_names"])
    return n


def _swap(x, action: tuple, fox):
    """An area's data with each `action` bonus printed as a fox and each fox
    as `fox`."""
    if x == action:
        return ("fox",)
    if x == ("fox",):
        return fox
    if isinstance(x, dict):
        return {k: _swap(v, action, fox) for k, v in x.items()}
    if isinstance(x, (list, tuple)):
        return type(x)(_swap(v, action, fox) for v in x)
    return x


@cache
def _track_tables(variant_name: str, options: frozenset, area: str, action: str):
    """What `area` can give towards filling `action`'s track, read from the
    area kind's own fox tables: the area rebuilt with that action's bonuses
    printed as foxes. (its sources of the action, an area whose sources
    are the foxes, one whose sources and foxes are) -- so for a score,
    fox_cap of the second is the most spaces the area gives, of the third
    the most spaces and foxes together."""
    v = get_variant(variant_name, options)
    data = v.data.AREAS[area]
    sources = _count(data, (action,))
    flags = {kw: opt in options for kw, opt in data.get("options", {}).items()}
    only = kind_class(data["kind"])(area, _swap(data, (action,), None), **flags)
    both = kind_class(data["kind"])(area, _swap(data, (action,), ("fox",)), **flags)
    return sources, only, both


def most_foxes(points: dict, variant: str = "pretty-clever", options=()) -> int:
    """The most foxes a sheet scoring `points` (area -> points) can hold:
    each area's fox boxes, and the end of a track that gives a fox when its
    spaces can all have come from these areas and the rounds. Exact where the
    track has no more sources than spaces (each area must give every one)
    and an area holds at most one fox, as on Twice as Clever's sheet."""
    v = get_variant(variant, options)
    areas = {name: area.fox_cap(points[name]) for name, area in v.areas.items()}
    best = sum(areas.values())
    for action in v.fox_tracks:
        need = v.tracks[action][0] - v.round_bonus.count((action,))
        tables = {name: _track_tables(v.name, v.options, name, action) for name in areas}
        given = sum(only.fox_cap(points[name]) for name, (_, only, _) in tables.items())
        if given < need:
            continue
        if sum(sources for sources, _, _ in tables.values()) == need:
            # every source is needed: an area's foxes are those it holds beside
            # all its sources (the most of both, less the sources)
            with_track = sum(min(areas[name], both.fox_cap(points[name]) - sources)
                             for name, (sources, _, both) in tables.items())
        else:
            with_track = best
        best = max(best, with_track + 1)
    return best


@cache
def _possible(variant_name: str, options: frozenset, area: str) -> frozenset:
    return get_variant(variant_name, options).areas[area].possible_points()


def count_unit(area) -> str:
    """What a player counts in an area with a scale: "crosses" where a box is
    crossed (its number printed, or a threshold met), "boxes" where the
    value read from the dice is written in it (Twice as Clever's blue sums)."""
    return "boxes" if area.reads is not None and not area.box_implies_value else "crosses"


def counter_fields(variant: str = "pretty-clever", options=()) -> list[dict]:
    """One entry per area and one for the foxes: `{"key", "entry": "count" |
    "points", "min", "max"}`, and for a count its `"unit"`: "crosses" |
    "boxes" (the counter's rows, in sheet order)."""
    v = get_variant(variant, options)
    out = []
    for name, area in v.areas.items():
        scale = area.counter_scale()
        if scale is not None:
            out.append({"key": name, "entry": "count", "unit": count_unit(area),
                        "min": 0, "max": len(scale) - 1})
        else:
            points = _possible(v.name, v.options, name)
            out.append({"key": name, "entry": "points", "min": min(points),
                        "max": max(points)})
    out.append({"key": "foxes", "entry": "count", "min": 0, "max": fox_sources(v)})
    return out


def area_points(entries: dict, variant: str = "pretty-clever", options=(),
                whole: bool = True) -> dict:
    """One player's area points and foxes from the counter's entries; raises
    ValueError naming an entry no sheet can reach. `whole`: the entries are
    the whole sheet (an area not given scores 0), so the foxes are checked
    against the areas too: each fox needs the box that gives it."""
    v = get_variant(variant, options)
    if not isinstance(entries, dict):
        raise ValueError(Msg("the entries must be given per area"))
    unknown = set(entries) - set(v.areas) - {"foxes"}
    if unknown:
        raise ValueError(Msg("{game} has no area named {names}", game=game_title(v),
                             names=", ".join(sorted(map(str, unknown)))))
    out = {}
    for field in counter_fields(v.name, v.options):
        key = field["key"]
        value = entries.get(key, 0)
        if type(value) is not int:
            raise EntryError(key, Msg("enter a whole number, not {value}", value=repr(value)))
        if not field["min"] <= value <= field["max"]:
            lo, hi = field["min"], field["max"]
            if key == "foxes":
                reason = Msg("{value} foxes is impossible; it must be from {lo} to {hi}",
                             value=value, lo=lo, hi=hi)
            elif field["entry"] == "count" and field["unit"] == "boxes":
                reason = Msg("{value} boxes filled is impossible; it must be from {lo} to "
                             "{hi}", value=value, lo=lo, hi=hi)
            elif field["entry"] == "count":
                reason = Msg("{value} crosses is impossible; it must be from {lo} to {hi}",
                             value=value, lo=lo, hi=hi)
            else:
                reason = Msg("{value} points is impossible; it must be from {lo} to {hi}",
                             value=value, lo=lo, hi=hi)
            raise EntryError(key, reason)
        if key == "foxes":
            out["foxes"] = value
        elif field["entry"] == "count":
            out[key] = v.areas[key].counter_scale()[value]
        else:
            if value not in _possible(v.name, v.options, key):
                raise EntryError(key, Msg("no sheet scores exactly {value} points there",
                                          value=value))
            out[key] = value
    if whole:
        most = most_foxes(out, v.name, v.options)
        if out["foxes"] > most:
            raise EntryError("foxes", Msg(
                "{value} foxes is impossible with these areas: each fox needs the box that "
                "gives it, and these areas hold at most {most}", value=out["foxes"], most=most))
    return out


def count_scores(players, variant: str = "pretty-clever", options=()) -> dict:
    """Totals, ranking and (solo) title for 1 to 4 players given as
    `[(name, entries), ...]`, scored as the game scores a sheet."""
    v = get_variant(variant, options)
    if not isinstance(players, (list, tuple)) or not all(
            isinstance(p, (list, tuple)) and len(p) == 2 for p in players):
        raise ValueError(Msg("players must be a list of (name, entries) pairs"))
    names = player_names([p[0] for p in players])
    rows = []
    for name, (_, entries) in zip(names, players, strict=True):
        try:
            pts = area_points(entries, v.name, v.options)
        except ValueError as e:
            raise ValueError(Msg("{name}: {reason}", name=name, reason=e.args[0])) from None
        areas = [pts[a] for a in v.area_order]
        lowest = min(areas)
        row = {a: pts[a] for a in v.area_order}
        row.update(player=name, foxes=pts["foxes"], fox_value=lowest,
                   fox_points=pts["foxes"] * lowest,
                   total=sum(areas) + pts["foxes"] * lowest)
        rows.append(row)
    key = [(r["total"], max(r[a] for a in v.area_order)) for r in rows]
    best = max(key)
    ranked = sorted(range(len(rows)), key=lambda i: key[i], reverse=True)
    return {
        "players": rows,
        "ranking": ranked,                 # seats, best first (ties next to each other)
        "winners": [i for i, k in enumerate(key) if k == best],
        "title": v.solo_title(rows[0]["total"]) if len(rows) == 1 else None,
    }
