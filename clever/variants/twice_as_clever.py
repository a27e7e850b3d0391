"""Twice as Clever: the printed score sheet as data.

Everything the rules engine needs to know about this sheet lives here; the
area kinds in clever/areas/ interpret it.  Source and rulings T1..T16:
shared/rules/twice-as-clever.md.  Bonus notation: see pretty_clever.py;
("return",) gains a return action, ("any", "silver") marks any free silver
cell.
"""

from ..i18n import N_, Msg
from .pretty_clever import LENGTH_AND_PLAY, PASSIVE

NAME = "twice-as-clever"
TITLE = N_("Twice as Clever")
CODE_NUMBER = 2  # in game codes, for ever (see pretty_clever.py)
DAILY = True

AREA_ORDER = (N_("silver"), N_("yellow"), N_("blue"), N_("green"), N_("pink"))
DICE = (N_("white"), N_("yellow"), N_("blue"), N_("green"), N_("pink"), N_("silver"))
WILD_DIE = "white"

# Four rows, one per colour, each holding the numbers 1..6; a number marked
# in all four rows gives its column's bonus.  The rows are named by the
# colour of the dice the silver chain marks in them (T2).
SILVER = {
    "kind": "number_rows",
    "rows": (N_("yellow"), N_("blue"), N_("green"), N_("pink")),
    "col_bonus": (("plus1",), ("any", "yellow"), ("fox",), ("any", "blue"), ("any", "green"),
                  ("any", "pink")),
    "row_points": (0, 2, 4, 7, 11, 16, 22),  # each row, by its number of marks
}

# The staggered lattice: None = no number there.  A die circles a free number
# or crosses a circled one; lines complete on circles (T12).
YELLOW = {
    "kind": "circles",
    "numbers": (
        (None, 3, None, 6),
        (1, None, 2, None),
        (None, 4, None, 3),
        (2, None, 5, None),
        (None, 5, None, 4),
    ),
    "row_bonus": (("any", "blue"), ("return",), ("any", "yellow"), ("any", "green"),
                  ("any", "pink")),
    "col_bonus": (("reroll",), ("plus1",), ("any", "silver"), ("fox",)),
    "cross_points": (0, 3, 10, 21, 36, 55, 75, 96, 118, 141, 165),  # by crosses made
}

# Sums of blue + white, left to right, each at most the one before (T10).
BLUE = {
    "kind": "falling",
    "value": ("sum", "blue", "white"),
    "bonus": (None, ("return",), ("any", "yellow"), None, ("plus1",), ("reroll",),
              ("any", "pink"), None, ("fox",), ("return",), None, ("any", "green")),
    "count_scale": (0, 1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 66, 78),
}

# Six pairs of boxes: the die times the box's multiplier; a pair scores its
# first box minus its second once both are written (may be negative).
GREEN = {
    "kind": "pairs",
    "multiplier": (2, 2, 2, 1, 3, 3, 3, 2, 3, 1, 4, 1),
    "bonus": (None, ("reroll",), None, ("any", "blue"), ("return",), None, ("fox",),
              ("any", "silver"), ("plus1",), None, ("any", "pink"), ("any", "yellow")),
}

# Any value, left to right; a box's bonus only for a value of at least its
# minimum.  Points: the sum written.
PINK = {
    "kind": "gated",
    "bonus_needs": (None, None, 2, 3, 4, 5, 6, 2, 3, 4, 5, 6),
    "bonus": (None, None, ("reroll",), ("return",), ("plus1",), ("any", "green"),
              ("any", "yellow"), ("fox",), ("any", "silver"), ("reroll",), ("any", "blue"),
              ("any", "yellow")),
}

AREAS = {"silver": SILVER, "yellow": YELLOW, "blue": BLUE, "green": GREEN, "pink": PINK}

ROUND_BONUS = (("reroll",), ("plus1",), ("return",), ("black",), None, None)
ROUNDS_BY_PLAYERS = {1: 6, 2: 6, 3: 5, 4: 4}
# Three tracks of six spaces; six sources each, so none overflows (T14).
ACTION_TRACKS = {"reroll": (6, ("fox",)), "plus1": (6, ("any", "silver")),
                 "return": (6, ("any", "pink"))}
BLACK_BONUS = {area: ("any", area) for area in AREA_ORDER}  # round 4: "?" in any area (T15)
BLACK_TEXT = N_("black ? (any area)")
WILD_EXCLUDES: dict[str, str | None] = {}  # blue reads blue + white whichever is taken

# The silver chain (T1-T5): when the active player's pick goes into this area,
# each die that pick sends to the platter may be marked here too.
CHAIN_AREA = "silver"
CHAIN_LEFTOVERS = "leftovers_chain"  # the option under which the last pick's leftovers chain
OPTIONS = {
    "leftovers_chain": (N_("Third-pick leftovers chain too"),
                        N_("On the third pick into silver, the dice left over (equal or "
                           "higher) that go to the platter as the turn ends may be marked in "
                           "silver too, not only the lower dice.")),
    "must_use": (N_("A usable roll must be used"),
                 N_("The active player may not skip a roll that has a die they could enter; "
                    "only a roll with no usable die is lost.")),
}
# T9: the active player may decline any roll, unless this option is on.
SKIP_ROLL_UNLESS = "must_use"
CHOICES_PER_TURN = 3
SOLO_PLATTER_SIZE = 3

SOLO_TITLES = (
    (320, N_("Twice as clever!")),
    (300, N_("Points = IQ!")),
    (280, N_("Respect!")),
    (260, N_("This can't be luck!")),
    (240, N_("People, look at this!")),
    (220, N_("Pretty, pretty clever!")),
    (200, N_("You've been training!")),
    (180, N_("You should be happy!")),
    (160, N_("On the right way.")),
    (140, N_("You can do better.")),
    (0, N_("Half as clever.")),
)

# The look, for the views (see pretty_clever.py).
LOOK = {
    "silver": ("#5b6670", "#e9edf1", "S", "#c0c8d0", "#1a1a1a"),
    "yellow": ("#8a6d00", "#fff1b8", "Y", "#f5c400", "#1a1a1a"),
    "blue": ("#1c5fb8", "#d8e7fb", "B", "#1c5fb8", "#ffffff"),
    "green": ("#1d7a35", "#d3efd9", "G", "#1d7a35", "#ffffff"),
    "pink": ("#a8326f", "#fde0ef", "P", "#ec6fae", "#1a1a1a"),
    "white": ("#4a4a4a", "#f4f4f4", "W", "#ffffff", "#1a1a1a"),
    "black": ("#111111", "#e8e8e8", "K", "#111111", "#ffffff"),
}
AREA_TITLES = {"silver": N_("Silver"), "yellow": N_("Yellow"), "blue": N_("Blue"),
               "green": N_("Green"), "pink": N_("Pink")}
# Sections of rules.html (see pretty_clever.py): Twice's explain what differs.
RULES_SECTIONS = {
    "game": ("twice-as-clever", None), "turn": ("tc-turn", N_("what stays the same")),
    "return": ("tc-return", N_("returning a die")), "chain": ("tc-silver", N_("the silver chain")),
    "bonus": ("tc-rounds", N_("round bonuses")), "black": ("tc-rounds", N_("round bonuses")),
}

RULES_SUMMARY = (
    ("h3", N_("Goal")),
    ("p", N_("Enter dice on your sheet to score in five areas. Total = the five areas plus each "
             "fox times your lowest area (which may be negative).")),
    ("h3", N_("Your turn (active)")),
    ("ol", (
        N_("Roll the dice still in the cup. Choose one die and enter it in its colour (the "
           "white die counts as any colour; in blue it is always blue + white). The die goes "
           "on one of your three die fields."),
        N_("Every other die of that roll showing a <strong>lower</strong> number goes to the "
           "silver platter. When your die went into silver, each die it sends to the platter "
           "may be marked in silver too: a coloured die in its own colour's row, the white or "
           "silver die in any row."),
        N_("Roll the rest again. At most three choices per turn; what is left goes to the "
           "platter. You may skip a roll you do not want: it is lost and uses up a choice."),
        N_("A <em>reroll</em> action rerolls all the dice just rolled. Before a roll (after a "
           "choice) a <em>return</em> action takes a die from the platter back into the cup: "
           "it is rolled again with the others."),
    )),
    *PASSIVE,
    ("h3", N_("Actions")),
    ("p", N_("At the end of your own turn (active or passive) a +1 action lets you enter any of "
             "the six dice again, each die once per turn. Each action track has six spaces; "
             "filling the sixth gives its bonus.")),
    ("h3", N_("The areas")),
    ("ul", (
        N_("<strong>Silver (S)</strong>: the silver die marks its number in any of the four "
           "rows. A number marked in all four rows gives the bonus below it. Each row scores "
           "by its marks: 2, 4, 7, 11, 16, 22."),
        N_("<strong>Yellow (Y)</strong>: a die circles a free matching number, or crosses one "
           "already circled. Rows and columns give their bonus when all their numbers are "
           "circled; only crosses score."),
        N_("<strong>Blue (B)</strong>: write blue + white, left to right, each sum at most the "
           "one before. Points grow with the boxes filled."),
        N_("<strong>Green (G)</strong>: write the die times the box's multiplier, left to "
           "right. Each pair scores its first box minus its second, which may be negative."),
        N_("<strong>Pink (P)</strong>: write any die, left to right; a box's bonus needs at "
           "least the number printed under it. Points: the sum written."),
    )),
    ("h3", N_("Bonuses")),
    ("p", N_("Filling a box or completing a row or column with a symbol gives its bonus at "
             "once: a \"?\" (any number, entered in that area as if rolled), a reroll, a +1, a "
             "return or a fox. A bonus that completes something else earns that bonus too (a "
             "chain), one after another. Rounds 1 to 4 start with a reroll, a +1, a return and "
             "a black \"?\" (any area).")),
    ("h3", N_("Game length")),
    ("p", N_("6 rounds with 1 or 2 players, 5 with 3, 4 with 4. Actions left at the end are "
             "worth nothing. Ties: the best single area wins; still level, the victory is "
             "shared.")),
    *LENGTH_AND_PLAY[2:],
)

# Computer players: every level plays on the evaluations of this sheet's
# area kinds (clever/bots/kinds/), see clever/bots/games/twice_as_clever.py.
BOTS = ("random", "beginner", "skilled", "expert", "master")

SHEET_NOTES = {
    "silver": N_("the silver die marks its number in any row"),
    "yellow": N_("circle a number, then cross a circled one"),
    "blue": N_("blue + white, each at most the one before"),
    "green": N_("die times the multiplier; each pair: first minus second"),
    "pink": N_("any die; a bonus needs the number under it"),
}

# The rules demos of what is new in this game (clever/demos/runner.py finds
# them here; each entry as in clever/demos/catalogue.py).  Each starts from a
# position (clever/position.py) with its dice just rolled, faces in the order
# of DICE; its action tracks hold the rounds' bonuses so far, as the
# position's checks ask.

_ROUND_1 = {"rerolls": [1, 0]}
_ROUND_2 = {"rerolls": [1, 0], "plus1": [1, 0]}
_ROUND_3 = {"rerolls": [1, 0], "plus1": [1, 0], "returns": [1, 0]}


def _rolled(*faces: int) -> list:
    return [[face, "rolled"] for face in faces]


DEMOS = (
    {
        "id": "twice-return", "game": NAME, "rule": "T6",
        "title": Msg("Return: a platter die back into the cup"),
        "task": Msg("Your white 6 sent every other die to the silver platter, so your cup is "
                    "empty. Round 3 gave you a return: bring a platter die back to roll it "
                    "again."),
        "position": {"round": 3, "sheets": [_ROUND_3], "dice": _rolled(6, 1, 2, 3, 4, 5)},
        "script": ["use white yellow r1c4"],
        "goal": {"actions": ["return *"], "event": {"kind": "action_used", "action": "return"}},
        "wrong": "return white",
        "done": Msg("A return puts a silver-platter die back in the cup: it is rolled with your "
                    "next roll. Only in your own turn, after a choice (not the third) and before "
                    "the next roll; never in the passive turn."),
    },
    {
        "id": "twice-silver-chain", "game": NAME, "rule": "T1, T2, T3",
        "title": Msg("The silver chain: lower dice follow into silver"),
        "task": Msg("Your silver 5 went into silver and sent the yellow 2, blue 3 and green 4 "
                    "to the silver platter: mark one of them in silver too, in the row of its "
                    "own colour."),
        "position": {"round": 1, "sheets": [_ROUND_1], "dice": _rolled(6, 2, 3, 4, 5, 5)},
        "script": ["use silver silver r1c5"],
        "goal": {"actions": ["use * silver *"],
                 "event": {"kind": "die_entered", "action": "chain"}},
        "wrong": "use white silver r1c6",
        "done": Msg("When your choice goes into silver, each die it sends to the silver platter "
                    "may be marked in silver too: a coloured die in its own colour's row, the "
                    "white or silver die in any row. Dice already on the platter, and dice as "
                    "high or higher, do not follow."),
    },
    {
        "id": "twice-yellow", "game": NAME, "rule": "",
        "title": Msg("Yellow: circle a number, then cross it"),
        "task": Msg("Your yellow 3 may circle the free 3 or cross the 3 you circled before: "
                    "cross it, as only crosses score."),
        "position": {"round": 2, "sheets": [{**_ROUND_2,
                                             "yellow": {"circled": ["r1c2"], "crossed": []}}],
                     "dice": _rolled(1, 3, 1, 1, 1, 1)},
        "script": [],
        "goal": {"actions": ["use yellow yellow r1c2"]},
        "wrong": "use yellow yellow r2c1",
        "done": Msg("A yellow die circles a free matching number or crosses one already "
                    "circled. Circles complete rows and columns for their bonuses; only crosses "
                    "score points."),
    },
    {
        "id": "twice-yellow-line", "game": NAME, "rule": "T12",
        "title": Msg("Yellow: a line's bonus comes with its last circle"),
        "task": Msg("Yellow's second row holds a 1, circled and crossed. Circle that row's 2: "
                    "the row is then complete and gives its return."),
        "position": {"round": 2, "sheets": [{**_ROUND_2, "yellow": {"circled": ["r2c1"],
                                                                    "crossed": ["r2c1"]}}],
                     "dice": _rolled(1, 2, 1, 1, 1, 1)},
        "script": [],
        "goal": {"actions": ["use * yellow r2c3"],
                 "event": {"kind": "action_gained", "action": "return"}},
        "wrong": "use yellow yellow r2c1",
        "done": Msg("A row or column gives its bonus when its last number is circled, and a "
                    "crossed number counts as circled. Crossing a number later never gives a "
                    "bonus again."),
    },
    {
        "id": "twice-blue", "game": NAME, "rule": "T10",
        "title": Msg("Blue: each sum at most the one before"),
        "task": Msg("Yellow's top row gave you a blue ?: choose the sum for blue's next box. It "
                    "may not be higher than the 6 before it."),
        # blue's second box gave the return
        "position": {"round": 2, "sheets": [{**_ROUND_2, "returns": [1, 0], "blue": [9, 6],
                                             "yellow": {"circled": ["r1c2"], "crossed": []}}],
                     "dice": _rolled(1, 6, 1, 1, 1, 1)},
        "script": ["use yellow yellow r1c4"],
        "goal": {"actions": ["bonus blue * *"]},
        "wrong": "bonus blue 3 7",
        "done": Msg("Blue takes the blue die plus the white die, left to right; the first box "
                    "takes any sum, and every later one at most the sum before it. A blue ? "
                    "chooses its sum, under the same rule. The more boxes, the more points."),
    },
    {
        "id": "twice-green", "game": NAME, "rule": "",
        "title": Msg("Green: each pair scores its first box minus its second"),
        "task": Msg("Green's first box holds 4 (a 2 times 2). Complete the pair with the die "
                    "that keeps it from going below zero."),
        "position": {"round": 2, "sheets": [{**_ROUND_2, "green": [4]}],
                     "dice": _rolled(1, 1, 1, 6, 1, 1)},
        "script": [],
        "goal": {"actions": ["use white green 2"]},
        "wrong": "use green green 3",
        "done": Msg("Each pair scores its first box minus its second, each box the die times "
                    "its number: the green 6 would have made 4 − 12 = −8. A pair, and green "
                    "itself, can score below zero, and then so does each fox."),
    },
    {
        "id": "twice-pink", "game": NAME, "rule": "",
        "title": Msg("Pink: a bonus needs the number under its box"),
        "task": Msg("Pink's fourth box gives a return, but only for a 3 or more: enter a die "
                    "there that earns it."),
        # the 1 in the third box took no reroll: it needs a 2
        "position": {"round": 2, "sheets": [{**_ROUND_2, "pink": [1, 1, 1]}],
                     "dice": _rolled(5, 1, 1, 1, 2, 1)},
        "script": [],
        "goal": {"actions": ["use * pink 4"],
                 "event": {"kind": "action_gained", "action": "return"}},
        "wrong": "use pink pink 5",
        "done": Msg("Any number may go in pink, but a box's bonus needs at least the number "
                    "printed under it: the pink 2 would have filled the box and earned nothing."),
    },
    {
        "id": "twice-skip", "game": NAME, "rule": "T9",
        "title": Msg("Skipping a roll"),
        "task": Msg("The blue 5 and the white 6 make 11, too high for blue after its 4, and you "
                    "want none of the other dice: skip this roll."),
        "position": {"round": 2, "sheets": [{**_ROUND_2, "blue": [4]}],
                     "dice": _rolled(6, 1, 5, 1, 1, 1)},
        "script": [],
        "goal": {"actions": ["forfeit"], "event": {"kind": "roll_skipped"}},
        "wrong": "use blue blue 2",
        "done": Msg("In your own turn you may skip a roll even when a die would fit: nothing is "
                    "entered, no die moves, and it counts as one of your three rolls. A table "
                    "option makes a usable roll compulsory, as in the other games."),
    },
)
