"""That's Pretty Clever: the printed score sheet as data.

Everything the rules engine needs to know about this sheet lives here; the
area kinds in clever/areas/ interpret it. Source: shared/rules/pretty-clever.md.

Bonus notation (used by every variant):
  ("x", AREA)         cross a box in AREA (grid: player's choice; track: next box)
  ("num", AREA, N)    write the number N in the next box of AREA
  ("any", AREA)       "?": enter any value 1..6 in AREA as if rolled (Clever 4Ever)
  ("reroll",)         gain a reroll action
  ("plus1",)          gain a +1 action
  ("polish",)         gain a polish action (Clever 4Ever)
  ("fox",)            a fox (scored from the sheet, nothing to resolve)
  ("black",)          round 4: the variant's BLACK_BONUS, in an area of the player's choice
"""

from ..i18n import N_

NAME = "pretty-clever"
TITLE = N_("That's Pretty Clever")

AREA_ORDER = (N_("yellow"), N_("blue"), N_("green"), N_("orange"), N_("purple"))
DICE = (N_("white"), N_("yellow"), N_("blue"), N_("green"), N_("orange"), N_("purple"))
WILD_DIE = "white"

# Cross grids: numbers row by row; None = no box, 0 = pre-crossed box.
YELLOW = {
    "kind": "grid",
    "numbers": (
        (3, 6, 5, 0),
        (2, 1, 0, 5),
        (1, 0, 2, 4),
        (0, 3, 4, 6),
    ),
    "row_bonus": (("x", "blue"), ("num", "orange", 4), ("x", "green"), ("fox",)),
    "col_bonus": (None, None, None, None),
    "col_points": (10, 14, 16, 20),
    "diagonal_bonus": ("plus1",),  # main diagonal r1c1..r4c4
    "count_scale": None,
}

BLUE = {
    "kind": "grid",
    "numbers": (
        (None, 2, 3, 4),
        (5, 6, 7, 8),
        (9, 10, 11, 12),
    ),
    "row_bonus": (("num", "orange", 5), ("x", "yellow"), ("fox",)),
    "col_bonus": (("reroll",), ("x", "green"), ("num", "purple", 6), ("plus1",)),
    "col_points": None,
    "diagonal_bonus": None,
    "count_scale": (0, 1, 2, 4, 7, 11, 16, 22, 29, 37, 46, 56),
    "value": ("sum", "blue", "white"),  # blue + white, wherever they lie
}

GREEN = {
    "kind": "track",
    "takes_x": True,  # a bonus X crosses the next box with no value (written 0)
    "minimum": (1, 2, 3, 4, 5, 1, 2, 3, 4, 5, 6),
    "multiplier": None,
    "ascending": False,
    "count_scale": (0, 1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 66),
    "bonus": (None, None, None, ("plus1",), None, ("x", "blue"), ("fox",), None,
              ("num", "purple", 6), ("reroll",), None),
}

ORANGE = {
    "kind": "track",
    "minimum": None,
    "multiplier": (1, 1, 1, 2, 1, 1, 2, 1, 2, 1, 3),
    "ascending": False,
    "count_scale": None,  # score = sum of written values
    "bonus": (None, None, ("reroll",), None, ("x", "yellow"), ("plus1",), None, ("fox",),
              None, ("num", "purple", 6), None),
}

PURPLE = {
    "kind": "track",
    "minimum": None,
    "multiplier": None,
    "ascending": True,  # strictly higher than the previous, anything after a 6
    "count_scale": None,
    "bonus": (None, None, ("reroll",), ("x", "blue"), ("plus1",), ("x", "yellow"), ("fox",),
              ("reroll",), ("x", "green"), ("num", "orange", 6), ("plus1",)),
}

AREAS = {"yellow": YELLOW, "blue": BLUE, "green": GREEN, "orange": ORANGE, "purple": PURPLE}

# Start-of-round bonuses, index 0 = round 1.
ROUND_BONUS = (("reroll",), ("plus1",), ("reroll",), ("black",), None, None)
ROUNDS_BY_PLAYERS = {1: 6, 2: 6, 3: 5, 4: 4}
TRACK_LENGTH = 7  # reroll and +1 tracks
# Action tracks: spaces, and the bonus for gaining the last space (none here).
ACTION_TRACKS = {"reroll": (7, None), "plus1": (7, None)}
# Round 4's black bonus: what it is in each area the player may choose.
BLACK_BONUS = {"yellow": ("x", "yellow"), "blue": ("x", "blue"), "green": ("x", "green"),
               "orange": ("num", "orange", 6), "purple": ("num", "purple", 6)}
BLACK_TEXT = N_("black X or black 6")
# The wild die may stand in for every colour.
WILD_EXCLUDES: dict[str, str | None] = {}
# Table options (none for this game): id -> (label, what it changes).
OPTIONS: dict[str, tuple[str, str]] = {}
CHOICES_PER_TURN = 3
SOLO_PLATTER_SIZE = 3

SOLO_TITLES = (
    (281, N_("You're so clever!")),
    (260, N_("Are you Einstein?")),
    (240, N_("What a genius!")),
    (220, N_("Impressive!")),
    (200, N_("Hats off to you!")),
    (180, N_("Great result!")),
    (160, N_("That was pretty good.")),
    (140, N_("Not bad... you could do better.")),
    (0, N_("Try harder!")),
)

# The look, for the views (web/cleverweb/): per colour its strong colour
# (borders, icons), light tint (area background), letter (so colour is never
# the only cue), and the die's face and pip colours.
LOOK = {
    "yellow": ("#8a6d00", "#fff1b8", "Y", "#f5c400", "#1a1a1a"),
    "blue": ("#1c5fb8", "#d8e7fb", "B", "#1c5fb8", "#ffffff"),
    "green": ("#1d7a35", "#d3efd9", "G", "#1d7a35", "#ffffff"),
    "orange": ("#a84f00", "#ffe0c2", "O", "#d86a00", "#1a1a1a"),
    "purple": ("#6e3aa0", "#ead9f7", "P", "#6e3aa0", "#ffffff"),
    "white": ("#4a4a4a", "#f4f4f4", "W", "#ffffff", "#1a1a1a"),
    "black": ("#111111", "#e8e8e8", "K", "#111111", "#ffffff"),
}

# Computer players with evaluations built for this sheet (clever/bots/).
BOTS = ("random", "beginner", "skilled", "expert", "master")
