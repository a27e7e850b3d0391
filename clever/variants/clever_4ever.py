"""Clever 4Ever: the printed score sheet as data.

Everything the rules engine needs to know about this sheet lives here; the
area kinds in clever/areas/ interpret it.  Source and rulings C1..C11:
shared/rules/clever-4ever.md.  Bonus notation: see pretty_clever.py.
"""

from ..i18n import N_
from .pretty_clever import LENGTH_AND_PLAY, PASSIVE, TURN_AFTER_CHOICE

NAME = "clever-4ever"
TITLE = N_("Clever 4Ever")
CODE_NUMBER = 1  # in game codes, for ever (see pretty_clever.py)
DAILY = True

AREA_ORDER = (N_("yellow"), N_("blue"), N_("grey"), N_("green"), N_("pink"))
DICE = (N_("white"), N_("yellow"), N_("blue"), N_("grey"), N_("green"), N_("pink"))
WILD_DIE = "white"

YELLOW = {
    "kind": "rows",
    "rules": ("rising", "negative", "positive"),
    "row_names": (N_("top"), N_("middle"), N_("bottom")),
    "col_points": (10, 10, 15, 15, 20),  # each column with all three boxes filled
    "box_bonus": (
        (None, ("polish",), ("any", "grey"), ("any", "green"), ("fox",)),
        (("reroll",), ("any", "pink"), ("any", "blue"), ("plus1",), ("any", "yellow")),
        (None, None, None, None, None),
    ),
}

BLUE = {
    "kind": "coords",
    "value": ("pair", "blue", "white"),  # blue die = row, white die = column
    "size": 6,
    "crosses_needed": 2,  # a row's / the diagonal's second cross; columns score from two
    "row_bonus": (("any", "green"), ("any", "pink"), ("any", "yellow"), ("plus1",),
                  ("any", "grey"), ("fox",)),
    "diagonal_bonus": ("reroll",),  # main diagonal r1c1..r6c6
    "col_points": (7, 8, 9, 10, 11, 12),
    "anti_diagonal_points": 6,
}

# Shades: W white, L light grey, D dark grey (the least certain data: see the rules file).
GREY = {
    "kind": "parts",
    "shades": (
        "DWWLLLLWWLLDLLDD",
        "LWWDDDLWWWLDLWDD",
        "LLWLLDWDDLLWLWWD",
        "LDDLDDWDDLWWLWLD",
    ),
    "shade_names": {"W": N_("white"), "L": N_("light grey"), "D": N_("dark grey")},
    "start": ("r1c1", "r4c1"),  # the first part crossed holds one of these cells
    "cell_bonus": {
        "r1c1": ("polish",), "r1c6": ("any", "green"), "r1c13": ("polish",),
        "r2c8": ("reroll",), "r2c16": ("any", "green"), "r3c4": ("any", "pink"),
        "r3c6": ("polish",), "r3c10": ("polish",), "r3c14": ("any", "blue"),
        "r4c1": ("reroll",), "r4c8": ("plus1",), "r4c12": ("any", "yellow"),
        "r4c15": ("polish",),
    },
    "col_points": (1, 2, 3, 4, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11),
    "shade_fox": True,  # one fox per shade whose cells are all crossed
}

GREEN = {
    "kind": "triangles",
    "multiplier": (1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2),
    "bonus": (("reroll",), ("any", "blue"), ("polish",), ("any", "yellow"), ("any", "grey"),
              ("plus1",), ("any", "pink"), ("any", "blue"), ("any", "yellow"), ("fox",),
              ("plus1",)),
    "options": {"upper_waits": "upper_waits"},  # ruling C2
}

PINK = {
    "kind": "effects",
    "points": (2, 4, 6, 9, 12, 15, 19, 23, 27, 32, 37, 42),
    "bonus": (("polish",), None, ("any", "green"), ("plus1",), ("reroll",), None,
              ("any", "grey"), ("fox",), None, ("any", "blue"), None, ("any", "yellow")),
    "extra_points": {2: 2, 4: 4, 6: 3},
    "takes_bonus": (5, 6),
    "repeats": (3,),
}

AREAS = {"yellow": YELLOW, "blue": BLUE, "grey": GREY, "green": GREEN, "pink": PINK}

ROUND_BONUS = (("reroll",), ("plus1",), ("polish",), ("black",), None, None)
ROUNDS_BY_PLAYERS = {1: 6, 2: 6, 3: 5, 4: 4}
TRACK_LENGTH = 7  # reroll and +1 tracks (polish: 9)
ACTION_TRACKS = {"reroll": (7, ("any", "pink")), "plus1": (7, None), "polish": (9, None)}
BLACK_BONUS = {area: ("any", area) for area in AREA_ORDER}  # round 4: "?" in any area
BLACK_TEXT = N_("black ? (any area)")
# Ruling C1: white is only the blue grid's column unless this option is on.
WILD_EXCLUDES = {"blue": "white_as_blue"}
OPTIONS = {
    "white_as_blue": (N_("White may stand in for blue"),
                      N_("The white die may be entered in blue too: it crosses the cell the "
                         "blue die would (blue die's row, white die's column).")),
    "upper_waits": (N_("Upper green triangle only above a filled lower one"),
                    N_("A green value may go in an upper triangle only when the lower "
                       "triangle of the same field is already filled.")),
}
CHOICES_PER_TURN = 3
SOLO_PLATTER_SIZE = 3

SOLO_TITLES = (
    (450, N_("Clever 4ever!")),
    (420, N_("Clever once again!")),
    (390, N_("Hey, Einstein!")),
    (360, N_("Your friends will envy you.")),
    (330, N_("That's pretty clever!")),
    (300, N_("Prodigy in training")),
    (270, N_("It's going up")),
    (240, N_("Don't get upset!")),
    (210, N_("There is still room to improve")),
    (180, N_("Just bad luck")),
    (0, N_("Let's talk about something else")),
)

# The look, for the views (see pretty_clever.py): the printed sheet's colours.
LOOK = {
    "yellow": ("#8a6d00", "#fff1b8", "Y", "#f5c400", "#1a1a1a"),
    "blue": ("#1c5fb8", "#d8e7fb", "B", "#1c5fb8", "#ffffff"),
    "grey": ("#505050", "#e4e4e4", "Gr", "#9b9b9b", "#111111"),
    "green": ("#1d7a35", "#d3efd9", "G", "#1d7a35", "#ffffff"),
    "pink": ("#a8326f", "#fde0ef", "P", "#ec6fae", "#1a1a1a"),
    "white": ("#4a4a4a", "#f4f4f4", "W", "#ffffff", "#1a1a1a"),
    "black": ("#111111", "#e8e8e8", "K", "#111111", "#ffffff"),
}
AREA_TITLES = {"yellow": N_("Yellow"), "blue": N_("Blue"), "grey": N_("Grey"),
               "green": N_("Green"), "pink": N_("Pink")}
# Sections of rules.html (see pretty_clever.py): 4Ever's explain what differs.
RULES_SECTIONS = {
    "game": ("clever-4ever", None), "turn": ("fe-turn", N_("what stays the same")),
    "polish": ("fe-polish", N_("polishing dice")), "bonus": ("fe-rounds", N_("round bonuses")),
    "black": ("fe-rounds", N_("round bonuses")),
}

# The rules in short, as the game's Rules dialog shows them (see
# pretty_clever.py, whose parts the whole family shares are taken as they are).
RULES_SUMMARY = (
    ("h3", N_("Goal")),
    ("p", N_("Enter dice on your sheet to score in five coloured areas. Total = the five areas "
             "plus each fox times your lowest area (which may be negative).")),
    ("h3", N_("Your turn (active)")),
    ("ol", (
        N_("Roll the dice still in the cup. Choose one die and enter it in its colour (the "
           "white die counts as any colour but blue, unless a table option allows it). The die "
           "goes on one of your three die fields."),
        *TURN_AFTER_CHOICE,
    )),
    *PASSIVE,
    ("h3", N_("Actions")),
    ("p", N_("At the end of your own turn (active or passive) a +1 action lets you enter any of "
             "the six dice again, each die once per turn. A <em>polish</em> action changes a die "
             "you take from the silver platter by 1 up or down, for you only (a 6 never becomes "
             "a 1); several may go on one die.")),
    ("h3", N_("The areas")),
    ("ul", (
        N_("<strong>Yellow (Y)</strong>: three rows, each filled left to right; a die goes in "
           "the next box of any row. Top row: each number higher than the one before (it gives "
           "bonuses only). Middle row: its sum counts <strong>against</strong> you. Bottom row: "
           "its sum counts. A full column scores 10, 10, 15, 15 or 20."),
        N_("<strong>Blue (B)</strong>: cross the cell in the blue die's row and the white "
           "die's column. A row's second cross gives its bonus. Each column with two or more "
           "crosses scores 7 to 12; the diagonal from bottom left to top right with two or "
           "more crosses scores 6 more."),
        N_("<strong>Grey (Gr)</strong>: a grey die of n crosses one whole part (cells of one "
           "shade joined side by side) of at most n cells. The first part touches the left "
           "edge; each later part touches a crossed cell. Full columns score 1 to 11; each "
           "shade crossed completely gives a fox."),
        N_("<strong>Green (G)</strong>: write the die in the next lower or the next upper "
           "triangle (two rows, each left to right). A lower triangle gives its field's bonus "
           "at once. A field with both triangles filled scores their sum, doubled from the "
           "fourth field on."),
        N_("<strong>Pink (P)</strong>: write any die, left to right; the points grow with the "
           "boxes filled. A 2, 4 or 6 adds 2, 4 or 3 points; a 3 writes another 3 in the next "
           "box; a 5 or 6 takes the bonus under its box."),
    )),
    ("h3", N_("Bonuses")),
    ("p", N_("Filling a box or completing a row or column with a symbol gives its bonus at "
             "once: a \"?\" (any number from 1 to 6, entered in that area as if rolled), a "
             "reroll, a +1, a polish or a fox. A bonus that completes something else earns that "
             "bonus too (a chain), one after another. Rounds 1 to 4 start with a reroll, a +1, "
             "a polish and a black \"?\" (any area).")),
    *LENGTH_AND_PLAY,
)

# Computer players with evaluations built for this sheet (clever/bots/: the
# levels play on clever/bots/evaluate_4ever.py, the master on its learned
# corrections, learned_4ever.py; see clever/bots/games/clever_4ever.py).
BOTS = ("random", "beginner", "skilled", "expert", "master")

# The short reminder printed beside an area's name on the sheet; keyed by
# (area, table option) where that option changes the rule it reminds of.
SHEET_NOTES = {
    "yellow": N_("each row fills left to right"),
    "blue": N_("cross the cell the two dice name"),
    "grey": N_("cross one whole part, at most the die's value in boxes"),
    "green": N_("write the die; lower and upper fill left to right"),
    ("green", "upper_waits"): N_("write the die; an upper triangle only above a filled lower "
                                 "one"),
    "pink": N_("write the die; the value has an effect"),
}
