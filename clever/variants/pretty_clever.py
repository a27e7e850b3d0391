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
# Its number in game codes (clever/gamecode.py): codes already shared carry it,
# so it never changes and no other game takes it; menus list games by it.
CODE_NUMBER = 0
DAILY = True  # a daily challenge (web/cleverweb/daily.py)

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
# Each area's title on the pages (the counter's rows, a record's table); inside
# a sentence an area is named by its id, marked in AREA_ORDER.
AREA_TITLES = {"yellow": N_("Yellow"), "blue": N_("Blue"), "green": N_("Green"),
               "orange": N_("Orange"), "purple": N_("Purple")}
# The sections of the full rules (rules.html) that explain each decision the
# game can wait on, with what the Rules dialog's link says of each ("game":
# the whole game's section, the rules page's index; "turn" stands in for a
# decision without its own section).
RULES_SECTIONS = {
    "game": ("pretty-clever", None), "turn": ("pc-turn", N_("your turn")),
    "passive": ("pc-passive", N_("the passive pick")), "solo": ("pc-solo", N_("playing alone")),
    "plus1": ("pc-plus1", N_("the +1 actions")), "bonus": ("pc-bonuses", N_("bonuses and chains")),
    "black": ("pc-rounds", N_("round bonuses")), "end": ("pc-end", N_("the end of the game")),
}

# The rules in short, as the game's Rules dialog shows them: (tag, text) or
# (list tag, (item, ...)), in reading order; each text is translated whole,
# its markup included (clever/i18n/*_rules.py). The parts every game of the
# family shares are named, for the others' summaries to take.
TURN_AFTER_CHOICE = (
    N_("Every other die of that roll showing a <strong>lower</strong> number goes to the "
       "silver platter."),
    N_("Roll the rest again. At most three choices per turn; what is left goes to the "
       "platter."),
    N_("A <em>reroll</em> action rerolls all the dice just rolled. A roll none of whose dice "
       "can be entered is lost (it uses up a choice)."),
)
PASSIVE = (
    ("h3", N_("The others (passive)")),
    ("p", N_("Each other player may take one die from the silver platter (or pass). Only when no "
             "platter die fits may they take a die from the active player's die fields. In solo "
             "play, after your turn you roll all six dice: the three lowest form the platter. "
             "Take one of those three (no reroll, but +1 actions are allowed after it); only "
             "when none of the three fits may you take one of the other three dice.")),
)
LENGTH_AND_PLAY = (
    ("h3", N_("Game length")),
    ("p", N_("6 rounds with 1 or 2 players, 5 with 3, 4 with 4. Rerolls left at the end are "
             "worth nothing. Ties: the best single area wins; still level, the victory is "
             "shared.")),
    ("h3", N_("Playing here")),
    ("p", N_("Select a die: the boxes where it can go light up; choose one (or confirm when there "
             "is only one place). With the keyboard: Tab to a die or box, Enter or Space to "
             "choose. The game is saved after every action; undo takes back your last decision "
             "but never changes the dice.")),
)
RULES_SUMMARY = (
    ("h3", N_("Goal")),
    ("p", N_("Enter dice on your sheet to score in five coloured areas. Total = the five areas "
             "plus each fox times your lowest area.")),
    ("h3", N_("Your turn (active)")),
    ("ol", (
        N_("Roll the dice still in the cup. Choose one die and enter it in its colour "
           "(the white die counts as any colour). The die goes on one of your three die fields."),
        *TURN_AFTER_CHOICE,
    )),
    *PASSIVE,
    ("h3", N_("+1 actions")),
    ("p", N_("At the end of your own turn (active or passive) a +1 action lets you enter any of "
             "the six dice again, each die once per turn.")),
    ("h3", N_("The areas")),
    ("ul", (
        N_("<strong>Yellow (Y)</strong>: cross a box showing the die's number. Full columns "
           "score the points below them; the diagonal from top left to bottom right gives a +1."),
        N_("<strong>Blue (B)</strong>: cross the box equal to blue + white, always both dice. "
           "Points grow with the number of crosses."),
        N_("<strong>Green (G)</strong>: left to right; the die must be at least the number shown."),
        N_("<strong>Orange (O)</strong>: left to right; write the die, times the multiplier "
           "shown."),
        N_("<strong>Purple (P)</strong>: left to right; each number higher than the one before, "
           "anything after a 6."),
    )),
    ("h3", N_("Bonuses")),
    ("p", N_("Completing a row, column or box with a symbol gives its bonus at once: a cross or "
             "number in another area (you choose where when there is a choice), a reroll, a +1, "
             "or a fox. A bonus that completes something else earns that bonus too (a chain), "
             "one after another. Rounds 1 to 3 start with a reroll, a +1 and a reroll; round 4 "
             "gives everyone a black X or black 6.")),
    *LENGTH_AND_PLAY,
)

# Computer players with evaluations built for this sheet (clever/bots/).
BOTS = ("random", "beginner", "skilled", "expert", "master")

# The short reminder printed beside an area's name on the sheet (yellow's
# header has none).
SHEET_NOTES = {
    "blue": N_("blue + white"),
    "green": N_("at least the number shown"),
    "orange": N_("write the die"),
    "purple": N_("each higher, 6 resets"),
}
