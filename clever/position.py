"""A position as a starting point: each player's sheet, the round, who is
active, the bonuses waiting and, if wanted, the dice on the table; checked
against the rules, then a game is started from it (docs/api.md, "Positions").

    pos = Position.from_dict({"round": 3, "active": 0,
                              "sheets": [{"yellow": ["r1c1"], "rerolls": [2, 0],
                                          "plus1": [1, 0]}]})
    game = start_game(pos, ["Ann"], seed=7)

A position that the rules cannot reach is refused with ValueError naming
what is wrong.  The checks go beyond a sheet's own (ruling R12): the action
tracks must hold exactly what the sheet's bonuses and the rounds so far give,
a bonus the sheet earned for another area must have been placed there (or be
waiting), a bonus waiting must have been earned, foxes named must be the
foxes the sheet earns, and the dice must lie as a turn leaves them.  Not
checked: whether the sheet holds more entries than the rounds so far allow,
and whether the dice on die fields are entered on the active player's sheet.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from .game import CUP, WHERE_NAMES, Game, player_names
from .i18n import N_, Msg, plural
from .sheet import Sheet
from .variants import ACTIONS, Variant, check_options, get_variant
from .words import die_face, reason, word

KEYS = ("round", "active", "first", "sheets", "foxes", "bonuses", "dice", "picker")
# bonus kinds a position may hold waiting: those a player places, and the
# actions and foxes, which a chain may queue behind a bonus to place (ruling
# R6; Twice as Clever's yellow gives a row's "?" before a column's fox)
PLACED = ("x", "num", "any", "black")
TRACK_WORDS = {"reroll": N_("reroll"), "plus1": N_("+1"), "polish": N_("polish"),
               "return": N_("return")}
WAITING = PLACED + ACTIONS + ("fox",)


@dataclass(frozen=True)
class Position:
    """A checked position of one game of the family (build it with from_dict
    or from_game; its fields are the dict form's, normalised)."""
    variant: str
    options: tuple[str, ...]
    round: int
    active: int
    first: int
    sheets: tuple[Sheet, ...]
    bonuses: tuple[tuple[int, tuple], ...] = ()
    dice: tuple[tuple[int, str], ...] | None = None
    picker: int | None = None

    @classmethod
    def from_dict(cls, data, variant: str = "pretty-clever", options=()) -> Position:
        """The position a dict describes (docs/api.md); ValueError (a Msg in
        players' words) naming what the rules could not reach."""
        return _check(data, get_variant(variant, check_options(variant, options)))

    @classmethod
    def from_game(cls, game: Game) -> Position:
        """Where `game` stands now, when that is a moment a position can hold:
        a turn about to begin (bonuses may be waiting), the active player
        about to roll or choose, or a passive player about to take a die.
        ValueError at any other moment (a +1 action, a bonus after a pick,
        the solo passive roll, a turn with a roll given up)."""
        p = game.pending
        node = game.node
        if p is None or game.own_sheet:
            raise ValueError(Msg("a position cannot be taken at this moment of the game"))
        # the active player's choices so far are the dice on die fields (a
        # roll given up counts one too, which a position cannot say)
        counted = game.choices == len(game.fields)
        active_roll = (node == "roll" and not game.solo_passive and CUP in game.where
                       and counted and game.choices < game.variant.choices_per_turn)
        if (p.kind == "bonus" and node == "turn_start") or (
                p.kind == "roll" and active_roll and set(game.where) == {CUP}):
            dice = None  # a turn begins: the dice lying about are last turn's
        elif (p.kind in ("bonus", "roll") and active_roll) or (
                (p.kind, node) == ("choose", "choose") and counted) or (
                (p.kind, node) == ("pick", "pick_wait")):
            dice = [[game.faces[d], WHERE_NAMES[w]] for d, w in enumerate(game.where)]
        else:
            raise ValueError(Msg("a position cannot be taken at this moment of the game"))
        data = {"round": game.round, "active": game.active, "first": game.first,
                "sheets": [s.to_dict() for s in game.sheets],
                "bonuses": [[who, list(b)] for who, b in game.bonus_queue]}
        if dice is not None:
            data["dice"] = dice
        if p.kind == "pick" and game.n > 1:
            data["picker"] = game.picker
        return _check(data, game.variant)

    def to_dict(self) -> dict:
        """The plain JSON form (what from_dict reads; saves and game codes
        carry it)."""
        out = {"round": self.round, "active": self.active, "first": self.first,
               "sheets": [s.to_dict() for s in self.sheets]}
        if self.bonuses:
            out["bonuses"] = [[who, list(b)] for who, b in self.bonuses]
        if self.dice is not None:
            out["dice"] = [list(d) for d in self.dice]
        if self.picker is not None:
            out["picker"] = self.picker
        return out


def start_game(position, players, seed: int | None = None, variant: str = "pretty-clever",
               options=()) -> Game:
    """A game started from `position` (a Position, or its dict form checked
    with `variant` and `options`): one named player per sheet, the dice
    drawn from `seed` from there on."""
    if not isinstance(position, Position):
        position = Position.from_dict(position, variant, options)
    names = player_names(players)
    if len(names) != len(position.sheets):
        raise ValueError(Msg("the position has {sheets} sheets, but {players} players are "
                             "named", sheets=len(position.sheets), players=len(names)))
    if seed is None:
        seed = random.randrange(2**53)
    game = _FromPosition(names, seed, position.variant, position.options, position.first)
    dice = None
    if position.dice is not None:
        fields = [d for d, (_, where) in enumerate(position.dice) if where == "field"]
        dice = ([f for f, _ in position.dice], [w for _, w in position.dice], fields)
    game.start_at(list(position.sheets), position.round, position.active,
                  list(position.bonuses), dice, position.picker)
    game.position = position
    return game


class _FromPosition(Game):
    """A game started from a position: undo and rewinding replay from it."""

    position: Position

    def clone(self, keep_log: bool = True) -> Game:
        g = super().clone(keep_log)
        g.__class__ = _FromPosition
        return g

    def rewind(self, n: int) -> None:
        if type(n) is not int or not 0 <= n <= len(self.history):
            raise ValueError(f"cannot rewind to {n!r} actions; the game has "
                             f"{len(self.history)}")
        prev = start_game(self.position, self.players, self.seed)
        for action in self.history[:n]:
            prev.apply(action)
        self.__dict__.update(prev.__dict__)


def position_of(game: Game) -> Position | None:
    """The position a game was started from (None: a new game's start)."""
    return getattr(game, "position", None)


# ----------------------------------------------------------------------
# what a sheet's marks earned

def earned(area, marks) -> list[tuple]:
    """Every bonus an area's marks gave, found by writing them again box by
    box into an empty area: what a box gives depends on the box and what is
    in it, never on the order the boxes were filled."""
    start = area.initial()
    out: list[tuple] = []
    if isinstance(marks, int):  # a set of boxes (grid, coordinates, parts)
        cur = start
        for box in range(marks.bit_length()):
            if marks >> box & 1 and not start >> box & 1:
                cur, got = area.mark(cur, box, None)
                out += got
        return out
    if marks and isinstance(marks[0], tuple):  # several rows, each left to right
        width = area.size // len(marks)
        cur = start
        for r, row in enumerate(marks):
            for c, value in enumerate(row):
                cur, got = area.mark(cur, r * width + c, value)
                out += got
        return out
    cur = start  # one row left to right; a value may fill two boxes (pink's 3)
    while len(cur) < len(marks):
        cur, got = area.mark(cur, len(cur), marks[len(cur)])
        out += got
    return out


def sheet_bonuses(sheet: Sheet, round_no: int) -> Counter:
    """Every bonus a sheet has been given by round `round_no` (its round
    begun): its areas' bonuses, the rounds' bonuses, an action track's end
    bonus once the track is full."""
    variant = sheet.variant
    got: Counter = Counter()
    for name, area in variant.areas.items():
        got.update(earned(area, sheet.marks[name]))
    got.update(b for b in variant.round_bonus[:round_no] if b)
    for action in ACTIONS:
        spaces, end = variant.tracks[action]
        if spaces and end and getattr(sheet, _GAINED[action]) == spaces:
            got[end] += 1
    return got


_GAINED = {"reroll": "rerolls", "plus1": "plus1", "polish": "polish", "return": "returns"}


# ----------------------------------------------------------------------
# checking a position

def _seat(value, n: int) -> bool:
    return type(value) is int and 0 <= value < n


def _check(data, variant: Variant) -> Position:
    if not isinstance(data, dict):
        raise ValueError(Msg("a position must be a JSON object"))
    unknown = sorted(map(str, set(data) - set(KEYS)))
    if unknown:
        raise ValueError(Msg("a position has no part named {names}", names=", ".join(unknown)))
    if "own_sheet" in variant.options:
        raise ValueError(Msg("a game played one phone per player cannot start from a position"))
    raw = data.get("sheets")
    if not isinstance(raw, list) or not 1 <= len(raw) <= 4:
        raise ValueError(Msg("a position needs a list of 1 to 4 sheets, one per player"))
    n = len(raw)
    last_round = variant.rounds_by_players[n]
    rnd = data.get("round", 1)
    if type(rnd) is not int or not 1 <= rnd <= last_round:
        raise ValueError(Msg("the round must be a whole number from 1 to {last}, not {value}",
                             last=last_round, value=repr(rnd)))
    active, first = data.get("active", 0), data.get("first", 0)
    if not _seat(active, n):
        raise ValueError(Msg("the active player must be a seat from 0 to {last}, not {value}",
                             last=n - 1, value=repr(active)))
    if not _seat(first, n):
        raise ValueError(Msg("the first player must be a seat from 0 to {last}", last=n - 1))
    sheets = []
    for i, d in enumerate(raw):
        try:
            sheets.append(Sheet.from_dict(variant, d))
        except ValueError as e:
            raise ValueError(Msg("sheet {sheet}: {error}", sheet=i + 1,
                                 error=reason(e))) from e
    bonuses = _bonuses(data.get("bonuses", []), variant, n)
    dice = _dice(data.get("dice"), variant, n)
    picker = _picker(data.get("picker"), dice, active, n)
    if any(b[0] == "black" for _, b in bonuses) and not (
            rnd == 4 and active == first and dice is None):
        raise ValueError(Msg("the black bonus waits only at the start of round 4, before its "
                             "first roll"))
    foxes = data.get("foxes")
    if foxes is not None and (not isinstance(foxes, list) or len(foxes) != n):
        raise ValueError(Msg("foxes, when given, must list one count per sheet"))
    for i, sheet in enumerate(sheets):
        waiting = Counter(b for who, b in bonuses if who == i)
        _check_sheet(i, sheet, rnd, waiting, None if foxes is None else foxes[i])
    return Position(variant.name, tuple(sorted(variant.options)), rnd, active, first,
                    tuple(sheets), tuple(bonuses), dice, picker)


def _bonuses(raw, variant: Variant, n: int) -> list[tuple[int, tuple]]:
    if not isinstance(raw, list):
        raise ValueError(Msg("the bonuses waiting must be a list of [seat, bonus] pairs"))
    known = variant_bonuses(variant)
    out = []
    for entry in raw:
        if not (isinstance(entry, list) and len(entry) == 2 and _seat(entry[0], n)
                and isinstance(entry[1], list)):
            raise ValueError(Msg("each bonus waiting must be [seat, bonus], e.g. "
                                 "[0, [\"x\", \"blue\"]], not {entry}", entry=_short(entry)))
        bonus = tuple(entry[1])
        if (not all(type(x) in (str, int) for x in bonus) or bonus not in known
                or bonus[0] not in WAITING):
            raise ValueError(Msg("{bonus} is not a bonus of {game} that can wait to be placed",
                                 bonus=_short(entry[1]), game=word(variant.title)))
        out.append((entry[0], bonus))
    return out


def variant_bonuses(variant: Variant) -> frozenset:
    """Every bonus the game gives: on its sheet, at the start of a round, at
    the end of an action track (tuples as in the variant modules' notation)."""
    found: set[tuple] = set()

    def walk(value):
        if isinstance(value, dict):
            for v in value.values():
                walk(v)
        elif isinstance(value, tuple):
            if value and value[0] in PLACED + ACTIONS + ("fox",):
                found.add(value)
            else:
                for v in value:
                    walk(v)

    walk(variant.data.AREAS)
    found.update(b for b in variant.round_bonus if b)
    found.update(end for _, end in variant.tracks.values() if end)
    return frozenset(found)


def _short(value) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _dice(raw, variant: Variant, n: int) -> tuple[tuple[int, str], ...] | None:
    if raw is None:
        return None
    names = variant.dice
    if not isinstance(raw, list) or len(raw) != len(names):
        raise ValueError(Msg("the dice must be a list of {n} [face, place] pairs, one per die "
                             "in this order: {dice}", n=len(names),
                             dice=", ".join(names)))
    dice = []
    for name, entry in zip(names, raw, strict=True):
        if not (isinstance(entry, list) and len(entry) == 2):
            raise ValueError(Msg("the {die} die must be given as [face, place], not {entry}",
                                 die=word(name), entry=_short(entry)))
        face, where = entry
        if type(face) is not int or not 1 <= face <= 6:
            raise ValueError(Msg("the {die} die's face must be 1 to 6, not {face}",
                                 die=word(name), face=_short(face)))
        if not isinstance(where, str) or where not in WHERE_NAMES:
            raise ValueError(Msg("the {die} die lies nowhere a die can be ({place}); the "
                                 "places are {places}", die=word(name), place=_short(where),
                                 places=", ".join(WHERE_NAMES)))
        dice.append((face, where))
    count = Counter(w for _, w in dice)
    fields = [f for f, w in dice if w == "field"]
    most = variant.choices_per_turn
    if count["rolled"] and count["cup"]:
        raise ValueError(Msg("a roll takes every die in the cup: no die can be in the cup "
                             "while others lie just rolled"))
    if count["rolled"] or count["cup"]:  # the active player's turn
        if count["aside"]:
            raise ValueError(Msg("dice lie aside only for the passive half of a solo game"))
        if len(fields) >= most:
            raise ValueError(Msg("after {n} dice on die fields the active player rolls no more",
                                 n=len(fields)))
        for (face, where), name in zip(dice, names, strict=True):
            if where == "platter" and not any(face < f for f in fields):
                raise ValueError(Msg("the {shown} on the silver platter is not lower than a die "
                                     "chosen this turn", shown=die_face(name, face)))
        if not fields and count["platter"] == 0 and count["cup"] == len(names):
            return None  # every die in the cup: the turn begins
        return tuple(dice)
    if n == 1:  # solo: the passive half, after its roll
        size = variant.solo_platter_size
        platter = [f for f, w in dice if w == "platter"]
        aside = [f for f, w in dice if w == "aside"]
        if len(platter) != size or len(aside) != len(names) - size or (
                platter and aside and max(platter) > min(aside)):
            raise ValueError(Msg("in a solo game's passive half the {n} lowest dice lie on the "
                                 "silver platter and the others aside", n=size))
        return tuple(dice)
    if count["aside"]:
        raise ValueError(Msg("dice lie aside only for the passive half of a solo game"))
    if len(fields) > most:
        raise ValueError(Msg("a turn has at most {n} dice on die fields", n=most))
    return tuple(dice)


def _picker(raw, dice, active: int, n: int) -> int | None:
    passive = dice is not None and n > 1 and not any(w in ("rolled", "cup") for _, w in dice)
    if not passive:
        if raw is not None:
            raise ValueError(Msg("a picker is named only while a passive player takes a die "
                                 "from the silver platter"))
        return None
    picker = (active + 1) % n if raw is None else raw
    if not _seat(picker, n) or picker == active:
        raise ValueError(Msg("the player taking a die from the silver platter must be a "
                             "passive player's seat, not {value}", value=repr(picker)))
    return picker


def _check_sheet(i: int, sheet: Sheet, rnd: int, waiting: Counter, foxes) -> None:
    variant = sheet.variant
    given = sheet_bonuses(sheet, rnd)
    for bonus, count in waiting.items():
        if count > given[bonus]:
            raise ValueError(Msg("sheet {sheet}: the bonus {bonus} waits, but the sheet was "
                                 "never given it", sheet=i + 1,
                                 bonus=_short(list(bonus))))
    for action in ACTIONS:
        spaces = variant.tracks[action][0]
        if not spaces:
            continue
        expected = min(spaces, given[(action,)] - waiting[(action,)])
        have = getattr(sheet, _GAINED[action])
        if have != expected:
            raise ValueError(plural(expected, "sheet {sheet}: the {track} track should have {n} "
                                    "space circled (from the sheet's bonuses and the rounds "
                                    "so far), not {have}",
                                    "sheet {sheet}: the {track} track should have {n} "
                                    "spaces circled (from the sheet's bonuses and the rounds "
                                    "so far), not {have}",
                                    sheet=i + 1, track=word(TRACK_WORDS[action]), have=have))
    # a bonus for an area is placed there (each fills at least one box) unless
    # it found no room; an area with room now always had room before
    owed: Counter = Counter()
    for bonus, count in given.items():
        if bonus[0] in ("x", "num", "any"):
            owed[bonus[1]] += count - waiting[bonus]
    for area, count in owed.items():
        a = variant.areas[area]
        filled = a.entries_count(sheet.marks[area]) - a.entries_count(a.initial())
        room = any(a.bonus_targets(sheet.marks[area], b)
                   for b in given if b[0] in ("x", "num", "any") and b[1] == area)
        if count > filled and room:
            raise ValueError(plural(count, "sheet {sheet}: {area} was given {n} bonus, but "
                                    "only {filled} of its boxes are filled: a bonus is owed "
                                    "but not placed (list it among the bonuses waiting)",
                                    "sheet {sheet}: {area} was given {n} bonuses, but "
                                    "only {filled} of its boxes are filled: a bonus is owed "
                                    "but not placed (list it among the bonuses waiting)",
                                    sheet=i + 1, area=word(area), filled=filled))
    if foxes is not None and (type(foxes) is not int or foxes != sheet.fox_count()):
        raise ValueError(plural(sheet.fox_count(), "sheet {sheet}: the sheet earns {n} fox, "
                                "not {claimed}", "sheet {sheet}: the sheet earns {n} foxes, "
                                "not {claimed}", sheet=i + 1, claimed=_short(foxes)))
