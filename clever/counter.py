"""The score counter for players of the paper game: each player enters, per
area, the number of crosses where the sheet prints a scale (That's Pretty
Clever's blue and green) and the points elsewhere, plus the number of foxes.
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


def fox_sources(variant) -> int:
    """How many foxes a sheet can hold: the fox bonuses printed on it, and one
    per shade of an area that gives a fox for each completed shade."""
    def foxes_in(x) -> int:
        if x == ("fox",):
            return 1
        if isinstance(x, dict):
            return sum(foxes_in(v) for v in x.values())
        if isinstance(x, (list, tuple)):
            return sum(foxes_in(v) for v in x)
        return 0
    n = 0
    for data in variant.data.AREAS.values():
        n += foxes_in(data)
        if data.get("shade_fox"):
            n += len(data["shade_names"])
    return n


@cache
def _possible(variant_name: str, options: frozenset, area: str) -> frozenset:
    return get_variant(variant_name, options).areas[area].possible_points()


def counter_fields(variant: str = "pretty-clever", options=()) -> list[dict]:
    """One entry per area and one for the foxes: `{"key", "entry": "count" |
    "points", "min", "max"}` (the counter's rows, in sheet order)."""
    v = get_variant(variant, options)
    out = []
    for name, area in v.areas.items():
        scale = area.counter_scale()
        if scale is not None:
            out.append({"key": name, "entry": "count", "min": 0, "max": len(scale) - 1})
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
        most = sum(area.fox_cap(out[name]) for name, area in v.areas.items())
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
