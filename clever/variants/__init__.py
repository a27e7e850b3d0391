"""Game variants: each module holds one game of the family as data (its sheet,
dice, rounds, action tracks, round-4 bonus, table options, solo titles, and
what the pages show of it: its colours' look and titles, its number in game
codes, its sections of the full rules, whether it has a daily challenge); a
Variant is that module plus its area objects for one choice of table options,
built once and shared by every game that uses it.

The registry is the one list of the family's games: the pages' menus, the
score counter, the daily challenges, the statistics and the game codes all
read `names()` and the variants' fields, so a game is added by its module
alone (`register` adds one defined elsewhere, as the tests do)."""

from __future__ import annotations

import pkgutil
from importlib import import_module
from types import ModuleType

from ..areas import make_areas
from ..i18n import N_, Msg

# Every module of this package is a variant: "clever_4ever.py" is "clever-4ever".
# name -> the module's name (in this package, or in full for a registered one)
KNOWN = {m.name.replace("_", "-"): m.name for m in pkgutil.iter_modules(__path__)}
_registered: dict[str, ModuleType] = {}  # games added by register(), by name
ACTIONS = ("reroll", "plus1", "polish", "return")  # the action tracks the turn flow knows

# Table options every game of the family has (the turn flow implements them);
# a variant's own OPTIONS come after these.
FAMILY_OPTIONS: dict[str, tuple[str, str]] = {
    "same_dice": (N_("Same dice for everyone"),
                  N_("Each roll's dice depend only on the seed, the round, whose turn it is "
                     "and how many dice were chosen and rerolled this turn, not on earlier "
                     "choices: everyone playing the same seed gets the same dice in the same "
                     "situation (as in the daily challenge).")),
}
# Options of how the game is played rather than of its rules: accepted like
# table options (saves and replays carry them) but not offered among them.
PLAY_OPTIONS: dict[str, tuple[str, str]] = {
    "own_sheet": (N_("One phone per player"),
                  N_("This device keeps only its owner's sheet (seat 1); the other players "
                     "play their own sheets on their own phones.")),
}


class Variant:
    def __init__(self, module, options: frozenset = frozenset()):
        self.data = module
        self.name = module.NAME
        self.title = module.TITLE
        self.options = options
        self.option_texts = {**FAMILY_OPTIONS, **module.OPTIONS}
        self.area_order = module.AREA_ORDER
        self.dice = module.DICE
        self.wild = module.WILD_DIE
        self.areas = make_areas(module, options)
        self.round_bonus = module.ROUND_BONUS
        self.rounds_by_players = module.ROUNDS_BY_PLAYERS
        # action -> (spaces, bonus for gaining the last space); 0 spaces = no such track
        self.tracks = {a: module.ACTION_TRACKS.get(a, (0, None)) for a in ACTIONS}
        self.black_bonus = module.BLACK_BONUS
        self.black_text = module.BLACK_TEXT
        self.choices_per_turn = module.CHOICES_PER_TURN
        self.solo_platter_size = module.SOLO_PLATTER_SIZE
        self.solo_titles = module.SOLO_TITLES
        self.bots = module.BOTS  # the computer levels built for this game
        self.code_number = module.CODE_NUMBER
        self.daily = module.DAILY
        self.area_titles = module.AREA_TITLES
        self.rules_sections = module.RULES_SECTIONS
        # tracks whose last space gives a fox (scored with the sheet's foxes)
        self.fox_tracks = tuple(a for a, (spaces, end) in self.tracks.items()
                                if spaces and end == ("fox",))
        # Optional rules a game may have (Twice as Clever): the area that the
        # dice an active pick sends to the platter may also be marked in, when
        # the pick itself went there (the "silver chain"), and whether the
        # leftovers of the last pick chain too (a table option names it) ...
        self.chain_area = getattr(module, "CHAIN_AREA", None)
        leftovers = getattr(module, "CHAIN_LEFTOVERS", None)
        self.chain_leftovers = leftovers is not None and leftovers in options
        # ... and whether the active player may decline a roll they could use
        # (unless the table option it names is chosen)
        skip = getattr(module, "SKIP_ROLL_UNLESS", None)
        self.may_skip_roll = skip is not None and skip not in options
        # die index -> the areas it may be entered in: its own colour; the wild
        # die every area but those a table option must open (ruling C1)
        excluded = {a for a, opt in module.WILD_EXCLUDES.items() if opt not in options}
        self.die_areas = tuple(
            tuple(a for a in self.area_order if a not in excluded) if d == self.wild
            else ((d,) if d in self.areas else ())
            for d in self.dice)
        # area -> (how its value is read, index of the first die, of the second)
        self.reads = {name: (area.reads[0], self.dice.index(area.reads[1]),
                             self.dice.index(area.reads[2])) if area.reads else None
                      for name, area in self.areas.items()}

    def action_tracks(self) -> dict[str, tuple[int, tuple | None]]:
        """The action tracks this game's sheet has: action -> (its spaces,
        the bonus for circling the last one or None), in ACTIONS order."""
        return {a: track for a, track in self.tracks.items() if track[0]}

    def solo_title(self, total: int) -> Msg:
        """The solo game's title for a total (a Msg: the views translate it)."""
        for floor, title in self.solo_titles:
            if total >= floor:
                return _known(title)
        return _known(self.solo_titles[-1][1])


_known = Msg  # a text marked with N_ in the variant's data


_cache: dict[tuple, Variant] = {}

# What a variant's module must hold (the engine's part, then the pages' part).
FIELDS = ("NAME", "TITLE", "AREA_ORDER", "DICE", "WILD_DIE", "AREAS", "ROUND_BONUS",
          "ROUNDS_BY_PLAYERS", "ACTION_TRACKS", "BLACK_BONUS", "BLACK_TEXT", "WILD_EXCLUDES",
          "OPTIONS", "CHOICES_PER_TURN", "SOLO_PLATTER_SIZE", "SOLO_TITLES", "BOTS",
          "CODE_NUMBER", "DAILY", "LOOK", "AREA_TITLES", "RULES_SUMMARY", "RULES_SECTIONS")


def module_of(name: str) -> ModuleType:
    """The module holding the game `name` (KeyError: no such game)."""
    if name in _registered:
        return _registered[name]
    return import_module(f".{KNOWN[name]}", __name__)


def names() -> tuple[str, ...]:
    """Every game of the family in menu order: by its number in game codes, so
    the base game comes first and a new game after the others."""
    return tuple(sorted(KNOWN, key=lambda name: module_of(name).CODE_NUMBER))


def by_code_number(number: int) -> str | None:
    """The game whose codes carry `number`, or None (a game this app lacks)."""
    for name in KNOWN:
        if module_of(name).CODE_NUMBER == number:
            return name
    return None


def looks() -> dict[str, tuple]:
    """Every colour of the family's games -> its look (their LOOK): a colour
    name means the same colour in every game."""
    out: dict[str, tuple] = {}
    for name in names():
        out.update(module_of(name).LOOK)
    return out


def area_title(area: str) -> str | None:
    """An area's title ("Yellow", as its game's AREA_TITLES marks it for
    translation); None when no game of the family has that area."""
    for name in KNOWN:
        title = module_of(name).AREA_TITLES.get(area)
        if title is not None:
            return title
    return None


def register(module: ModuleType) -> None:
    """Add the game a module defines outside this package, as if it were one
    of its modules: every page and list that reads the registry shows it.
    ValueError when a field is missing or its name or code number is taken
    (a code number once issued belongs to its game for ever)."""
    missing = [f for f in FIELDS if not hasattr(module, f)]
    if missing:
        raise ValueError(f"variant module {module.__name__} lacks {', '.join(missing)}")
    if module.NAME in KNOWN:
        raise ValueError(f"a game called {module.NAME!r} is known already")
    number = module.CODE_NUMBER
    if type(number) is not int or number not in range(256) or by_code_number(number):
        raise ValueError(f"code number {number!r} of {module.NAME!r} is taken or not a byte")
    KNOWN[module.NAME] = module.__name__
    _registered[module.NAME] = module


def unregister(name: str) -> None:
    """Take back a game that `register` added (and the variants built for it)."""
    del _registered[name]
    del KNOWN[name]
    for key in [k for k in _cache if k[0] == name]:
        del _cache[key]


def check_options(name: str, options) -> frozenset:
    """The table options as a frozenset; ValueError naming an unknown one."""
    if options is None:
        return frozenset()
    if isinstance(options, str) or not isinstance(options, (list, tuple, set, frozenset)):
        raise ValueError(Msg("table options must be a list of option names"))
    known = {**FAMILY_OPTIONS, **PLAY_OPTIONS, **module_of(name).OPTIONS}
    for o in options:
        if not isinstance(o, str) or o not in known:
            have = ", ".join(known)  # never empty: the family options
            raise ValueError(Msg("{option} is not a table option of {game} (options: {have})",
                                 option=repr(o), game=name, have=have))
    return frozenset(options)


def get_variant(name: str, options=()) -> Variant:
    # a game asked for again exactly as before (every new game, every copy)
    # is found without checking its options again
    try:
        got = _cache.get((name, options))
    except TypeError:  # a list of options: checked below
        got = None
    if got is not None:
        return got
    if not isinstance(name, str) or name not in KNOWN:
        raise ValueError(Msg("unknown game variant {name}; known: {known}", name=repr(name),
                             known=", ".join(KNOWN)))
    opts = check_options(name, options)
    key = (name, opts)
    if key not in _cache:
        _cache[key] = Variant(module_of(name), opts)
    if type(options) in (tuple, frozenset):  # as given, for the lookup above
        _cache[name, options] = _cache[key]
    return _cache[key]
