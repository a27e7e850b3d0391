"""Set up exact Clever 4Ever positions for rule tests (shared/rules/clever-4ever.md).

Positions are built through the public API: a new game, sheets replaced by
sheets given in their dict form, and rolls whose faces are given from outside
(`roll 3 5 1 6 2 4`).  The sheet data the tests check against (the grey shade
map, the bonus tables) is copied here from the rules file, not read from the
engine, so a slip in the engine's data shows up as a failing test.
"""

from clever import new_game
from clever.sheet import Sheet

VARIANT = "clever-4ever"
DICE = ("white", "yellow", "blue", "grey", "green", "pink")

# --- sheet data as the rules file gives it ---------------------------------
SHADE_MAP = (
    "DWWLLLLWWLLDLLDD",
    "LWWDDDLWWWLDLWDD",
    "LLWLLDWDDLLWLWWD",
    "LDDLDDWDDLWWLWLD",
)
GREY_COL_POINTS = (1, 2, 3, 4, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11)
GREY_CELL_BONUS = {
    "r1c1": "polish", "r1c6": "green ?", "r1c13": "polish", "r2c8": "reroll",
    "r2c16": "green ?", "r3c4": "pink ?", "r3c6": "polish", "r3c10": "polish",
    "r3c14": "blue ?", "r4c1": "reroll", "r4c8": "plus1", "r4c12": "yellow ?",
    "r4c15": "polish",
}
YELLOW_TOP_BONUS = (None, "polish", "grey ?", "green ?", "fox")
YELLOW_MIDDLE_BONUS = ("reroll", "pink ?", "blue ?", "plus1", "yellow ?")
BLUE_ROW_BONUS = ("green ?", "pink ?", "yellow ?", "plus1", "grey ?", "fox")
BLUE_COL_POINTS = (7, 8, 9, 10, 11, 12)
GREEN_MULTIPLIER = (1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2)
GREEN_BONUS = ("reroll", "blue ?", "polish", "yellow ?", "grey ?", "plus1", "pink ?",
               "blue ?", "yellow ?", "fox", "plus1")
PINK_POINTS = (2, 4, 6, 9, 12, 15, 19, 23, 27, 32, 37, 42)
PINK_BONUS = ("polish", None, "green ?", "plus1", "reroll", None, "grey ?", "fox", None,
              "blue ?", None, "yellow ?")
SOLO_RATING = (
    (450, "Clever 4ever!"), (420, "Clever once again!"), (390, "Hey, Einstein!"),
    (360, "Your friends will envy you."), (330, "That's pretty clever!"),
    (300, "Prodigy in training"), (270, "It's going up"), (240, "Don't get upset!"),
    (210, "There is still room to improve"), (180, "Just bad luck"),
    (0, "Let's talk about something else"),
)


def label(r, c):
    """1-based row and column as a box label: label(2, 13) == "r2c13"."""
    return f"r{r}c{c}"


def _grey_parts():
    """label of the part's first cell (reading order) -> its cells, by flood fill."""
    rows, cols = len(SHADE_MAP), len(SHADE_MAP[0])
    seen, parts = set(), {}
    for r in range(rows):
        for c in range(cols):
            if (r, c) in seen:
                continue
            shade = SHADE_MAP[r][c]
            todo, cells = [(r, c)], []
            seen.add((r, c))
            while todo:
                y, x = todo.pop()
                cells.append((y, x))
                for ny, nx in ((y - 1, x), (y + 1, x), (y, x - 1), (y, x + 1)):
                    if 0 <= ny < rows and 0 <= nx < cols and (ny, nx) not in seen \
                            and SHADE_MAP[ny][nx] == shade:
                        seen.add((ny, nx))
                        todo.append((ny, nx))
            parts[label(r + 1, c + 1)] = tuple(label(y + 1, x + 1) for y, x in sorted(cells))
    return parts


GREY_PARTS = _grey_parts()                      # first cell -> cells
GREY_PART_OF = {cell: first for first, cells in GREY_PARTS.items() for cell in cells}
GREY_START = (GREY_PART_OF["r1c1"], GREY_PART_OF["r4c1"])


def _cell_rc(cell):
    r, c = cell[1:].split("c")
    return int(r), int(c)


def grey_shade(part):
    r, c = _cell_rc(part)
    return SHADE_MAP[r - 1][c - 1]


def grey_neighbours(part):
    """Parts that touch `part` orthogonally."""
    out = set()
    for cell in GREY_PARTS[part]:
        r, c = _cell_rc(cell)
        for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            other = GREY_PART_OF.get(label(nr, nc))
            if other and other != part:
                out.add(other)
    return out


def grey_reachable(crossed):
    """Parts that may be crossed next, whatever their size (the rules' reading)."""
    if not crossed:
        return set(GREY_START)
    return {n for p in crossed for n in grey_neighbours(p)} - set(crossed)


def grey_path_to(part):
    """A list of crossed parts (in a legal order) after which `part` may be crossed."""
    if part in GREY_START:
        return []
    prev = {p: None for p in GREY_START}
    todo = list(GREY_START)
    while todo:
        p = todo.pop(0)
        for n in sorted(grey_neighbours(p)):
            if n not in prev:
                prev[n] = p
                todo.append(n)
    path, p = [], prev[part]
    while p is not None:
        path.append(p)
        p = prev[p]
    return path[::-1]


def grey_column_points(crossed):
    cells = {cell for p in crossed for cell in GREY_PARTS[p]}
    return sum(points for c, points in enumerate(GREY_COL_POINTS, start=1)
               if all(label(r, c) in cells for r in range(1, 5)))


def solo_title(total):
    return next(title for floor, title in SOLO_RATING if total >= floor)


# --- games and positions ---------------------------------------------------
def game(players=("Ann",), options=(), sheets=None, first=0, seed=1):
    """A new Clever 4Ever game; `sheets` maps a seat to its sheet in dict form
    (replacing the sheet the round-1 bonus was written on)."""
    g = new_game(list(players), seed=seed, variant=VARIANT, options=options, first=first)
    for seat, d in (sheets or {}).items():
        set_sheet(g, seat, d)
    return g


def set_sheet(g, seat, d):
    g.sheets[seat] = Sheet.from_dict(g.variant, d)
    g._legal = None


def roll_text(kind="roll", **faces):
    """'roll 1 6 ...' for the dice in the cup, in dice order; unnamed dice show 1."""
    return " ".join([kind] + [str(faces.get(d, 1)) for d in DICE])


def rolled(players=("Ann",), options=(), sheets=None, **faces):
    """A game whose active player (seat 0) has just rolled all six dice."""
    g = game(players, options, sheets)
    g.apply(roll_text(**faces))
    return g


def texts(g):
    return sorted(str(a) for a in g.legal_actions())


def starting(g, prefix):
    return sorted(t for t in texts(g) if t.startswith(prefix))


def boxes(g, prefix):
    """The boxes of legal actions starting with `prefix` ('use yellow yellow')."""
    return sorted(t.split()[3] for t in texts(g) if t.startswith(prefix + " ")
                  and len(t.split()) == 4)


def counts(g, seat=0):
    s = g.sheets[seat]
    return {"reroll": s.rerolls, "plus1": s.plus1, "polish": s.polish,
            "fox": s.score()["foxes"]}


def pending_bonus_text(g, seat=0):
    p = g.pending
    if p is None or p.kind != "bonus" or p.player != seat:
        return None
    if p.bonus[0] == "any":
        return f"{p.bonus[1]} ?"
    return p.bonus[0]


def gains(g, action, seat=0):
    """Apply `action`; what `seat` gained at once: actions circled, foxes, and
    the "?" bonus now waiting to be placed (sorted words)."""
    before = counts(g, seat)
    g.apply(action)
    after = counts(g, seat)
    got = []
    for k in before:
        got += [k] * (after[k] - before[k])
    waiting = pending_bonus_text(g, seat)
    if waiting:
        got.append(waiting)
    return sorted(got)


def passive_pick(bob=None, ann=None, options=(), **faces):
    """Two players; Ann (seat 0) rolls and takes her yellow 6 into the bottom
    row, so every other die (faces given, all below 6) lies on the silver
    platter; Bob (seat 1) must now pick."""
    sheets = {0: ann or {}, 1: bob or {}}
    g = game(("Ann", "Bob"), options, sheets)
    g.apply(roll_text(yellow=6, **faces))
    g.apply("use yellow yellow r3c1")
    assert g.pending == (1, "pick", None), g.pending
    return g


YELLOW_6_ALONE = (roll_text(yellow=6), "use yellow yellow r3c1")


def solo_passive(sheet=None, options=(), faces=(1, 2, 3, 4, 5, 6), active=YELLOW_6_ALONE):
    """A solo game at its passive pick: the active turn (by default one yellow 6
    into the bottom row, every other die lower) is over; the passive roll shows
    `faces` (the three lowest, all different, on the platter)."""
    g = game(("Ann",), options, {0: sheet or {}})
    for action in active:
        g.apply(action)
    assert g.pending == (0, "roll", None) and g.solo_passive, g.pending
    g.apply("roll " + " ".join(map(str, faces)))
    return g


def where(g):
    return {d["die"]: d["where"] for d in g.dice()}


def full_sheet():
    """Every area full (no choice left) - a base to open single boxes from."""
    return {
        "yellow": [[1, 2, 3, 4, 5], [1] * 5, [1] * 5],
        "blue": [label(r, c) for r in range(1, 7) for c in range(1, 7)],
        "grey": list(GREY_PARTS),
        "green": {"lower": [1] * 11, "upper": [1] * 11},
        "pink": [1] * 12,
    }
