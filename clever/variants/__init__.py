"""Game variants: each module holds one game of the family as data (its sheet,
dice, rounds, action tracks, round-4 bonus, table options, solo titles); a
Variant is that module plus its area objects for one choice of table options,
built once and shared by every game that uses it."""

from __future__ import annotations

import pkgutil
from importlib import import_module

from ..areas import make_areas
from ..i18n import N_, Msg

# Every module of this package is a variant: "clever_4ever.py" is "clever-4ever".
KNOWN = {m.name.replace("_", "-"): m.name for m in pkgutil.iter_modules(__path__)}
ACTIONS = ("reroll", "plus1", "polish")  # the action tracks the turn flow knows

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


def check_options(name: str, options) -> frozenset:
    """The table options as a frozenset; ValueError naming an unknown one."""
    if options is None:
        return frozenset()
    if isinstance(options, str) or not isinstance(options, (list, tuple, set, frozenset)):
        raise ValueError(Msg("table options must be a list of option names"))
    known = {**FAMILY_OPTIONS, **PLAY_OPTIONS,
             **import_module(f".{KNOWN[name]}", __name__).OPTIONS}
    for o in options:
        if not isinstance(o, str) or o not in known:
            have = ", ".join(known)  # never empty: the family options
            raise ValueError(Msg("{option} is not a table option of {game} (options: {have})",
                                 option=repr(o), game=name, have=have))
    return frozenset(options)


def get_variant(name: str, options=()) -> Variant:
    if not isinstance(name, str) or name not in KNOWN:
        raise ValueError(Msg("unknown game variant {name}; known: {known}", name=repr(name),
                             known=", ".join(KNOWN)))
    opts = check_options(name, options)
    key = (name, opts)
    if key not in _cache:
        _cache[key] = Variant(import_module(f".{KNOWN[name]}", __name__), opts)
    return _cache[key]
