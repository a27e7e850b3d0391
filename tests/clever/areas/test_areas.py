"""Entering dice in each area, with every bonus position of the sheet."""

import functools
import random
from importlib import import_module

import pytest
from helpers import orange_ones, rolled, texts

import clever.counter
import clever.variants
from clever import get_variant, new_game
from clever.areas import make_areas
from clever.counter import area_points, counter_fields
from clever.save import digest
from clever.sheet import Sheet
from clever.variants import Variant

V = get_variant("pretty-clever")
LOW = dict(white=1, yellow=1, blue=1, green=1, orange=1, purple=1)


def roll(sheet=None, players=("Ann",), **values):
    return rolled(players, sheets={0: sheet or {}}, **{**LOW, **values})


# --- yellow -----------------------------------------------------------------
def test_yellow_die_crosses_a_box_showing_its_value():
    g = roll(yellow=3)
    assert {"use yellow yellow r1c1", "use yellow yellow r4c2"} <= set(texts(g))
    g.apply("use yellow yellow r4c2")
    assert "r4c2" in g.sheets[0].to_dict()["yellow"]


@pytest.mark.parametrize("marks,die,box,check", [
    (["r1c2", "r1c3"], 3, "r1c1", "bonus blue"),          # row 1 -> blue X (a choice)
    (["r2c1", "r2c2"], 5, "r2c4", "orange 4"),            # row 2 -> orange 4
    (["r3c1", "r3c3"], 4, "r3c4", "green X"),             # row 3 -> green X
    (["r4c2", "r4c3"], 6, "r4c4", "fox"),                 # row 4 -> fox
    (["r1c1", "r2c2", "r3c3"], 6, "r4c4", "plus1"),       # diagonal -> +1
])
def test_yellow_bonuses(marks, die, box, check):
    g = roll({"yellow": marks}, yellow=die)
    g.apply(f"use yellow yellow {box}")
    s = g.sheets[0]
    if check == "bonus blue":
        assert g.pending.kind == "bonus" and g.pending.bonus == ("x", "blue")
        assert len(g.legal_actions()) == 11
    elif check == "orange 4":
        assert s.marks["orange"] == (4,)
    elif check == "green X":
        assert s.marks["green"] == (0,)
    elif check == "fox":
        assert s.fox_count() == 1
    elif check == "plus1":
        assert s.plus1 == 1


def test_yellow_columns_score_and_count_precrossed_boxes():
    g = roll({"yellow": ["r2c1", "r3c1"]}, yellow=3)
    g.apply("use yellow yellow r1c1")  # column 1: 3, 2, 1 and the pre-crossed box
    assert g.sheets[0].score()["yellow"] == 10


# --- blue ---------------------------------------------------------------------
def test_blue_is_blue_plus_white_for_either_die():
    g = roll(white=4, blue=3)
    acts = texts(g)
    assert "use blue blue r2c3" in acts and "use white blue r2c3" in acts
    assert not any(a.startswith("use blue blue") and not a.endswith("r2c3") for a in acts)


@pytest.mark.parametrize("marks,box,check", [
    (["r1c3", "r1c4"], "r1c2", ("orange", (5,))),        # row 1 -> orange 5
    (["r2c1", "r2c2", "r2c3"], "r2c4", "yellow X"),       # row 2 -> yellow X (a choice)
    (["r3c1", "r3c2", "r3c3"], "r3c4", "fox"),            # row 3 -> fox
    (["r2c1"], "r3c1", "reroll"),                          # column 1 -> reroll
    (["r1c2", "r2c2"], "r3c2", ("green", (0,))),          # column 2 -> green X
    (["r1c3", "r2c3"], "r3c3", ("purple", (6,))),         # column 3 -> purple 6
    (["r1c4", "r2c4"], "r3c4", "plus1"),                  # column 4 -> +1
])
def test_blue_bonuses(marks, box, check):
    target = V.areas["blue"].numbers[V.areas["blue"].parse_box(box)]
    white = min(6, target - 1)
    g = roll({"blue": marks}, white=white, blue=target - white)
    rerolls = g.sheets[0].rerolls
    g.apply(f"use blue blue {box}")
    s = g.sheets[0]
    if check == "yellow X":
        assert g.pending.bonus == ("x", "yellow")
    elif check == "fox":
        assert s.fox_count() == 1
    elif check == "reroll":
        assert s.rerolls == rerolls + 1
    elif check == "plus1":
        assert s.plus1 == 1
    else:
        area, marks_after = check
        assert s.marks[area] == marks_after


def test_one_blue_mark_completing_a_row_and_a_column_gives_both_in_order():
    g = roll({"blue": ["r3c1", "r3c2", "r3c3", "r1c4", "r2c4"]}, white=6, blue=6)
    events = [str(e) for e in g.apply("use blue blue r3c4")]
    assert g.sheets[0].fox_count() == 1 and g.sheets[0].plus1 == 1
    fox = next(i for i, e in enumerate(events) if "fox" in e)
    plus = next(i for i, e in enumerate(events) if "+1" in e)
    assert fox < plus  # row before column (ruling R6)


def test_blue_sum_uses_the_white_die_on_the_silver_platter():
    g = rolled(("Ann", "Bob"), white=2, yellow=6, blue=3, green=4, orange=5, purple=1)
    g.apply("use yellow yellow r1c2")          # every other die is lower: all to the platter
    assert g.pending.kind == "pick" and g.pending.player == 1
    acts = texts(g)
    assert "use blue blue r2c1" in acts and "use white blue r2c1" in acts   # 3 + 2 = 5


# --- green --------------------------------------------------------------------
def test_green_needs_at_least_the_threshold():
    g = roll({"green": [1, 2, 3, 4]}, green=4)
    assert not any("green green" in a for a in texts(g))
    g = roll({"green": [1, 2, 3, 4]}, green=5)
    assert "use green green 5" in texts(g)


@pytest.mark.parametrize("box,check", [(4, "plus1"), (6, "blue X"), (7, "fox"),
                                       (9, ("purple", (6,))), (10, "reroll"),
                                       (1, None), (5, None), (11, None)])
def test_green_bonuses(box, check):
    g = roll({"green": [6] * (box - 1)}, green=6)
    before = _counts(g)
    g.apply(f"use green green {box}")
    _check_bonus(g, check, before)


def _counts(g):
    s = g.sheets[0]
    return s.plus1, s.fox_count(), s.rerolls


def _check_bonus(g, check, before):
    s = g.sheets[0]
    plus1, foxes, rerolls = before
    if check is None:
        assert _counts(g) == before
        assert g.pending.kind != "bonus"
    elif check in ("blue X", "yellow X"):
        assert g.pending.kind == "bonus" and g.pending.bonus == ("x", check.split()[0])
    elif check == "fox":
        assert s.fox_count() == foxes + 1
    elif check == "plus1":
        assert s.plus1 == plus1 + 1
    elif check == "reroll":
        assert s.rerolls == rerolls + 1
    else:
        area, tail = check
        assert s.marks[area][-len(tail):] == tail


# --- orange -------------------------------------------------------------------
def test_orange_multiplies_the_die():
    g = roll({"orange": [1, 1, 1]}, orange=5)
    g.apply("use orange orange 4")
    assert g.sheets[0].marks["orange"] == (1, 1, 1, 10)


def test_orange_bonus_numbers_are_multiplied_too():
    g = roll({"orange": [1, 1, 1], "yellow": ["r2c1", "r2c2"]}, yellow=5)
    g.apply("use yellow yellow r2c4")   # yellow row 2 -> orange 4, lands on the x2 box
    assert g.sheets[0].marks["orange"] == (1, 1, 1, 8)


@pytest.mark.parametrize("box,check", [(3, "reroll"), (5, "yellow X"), (6, "plus1"),
                                       (8, "fox"), (10, ("purple", (6,))), (11, None)])
def test_orange_bonuses(box, check):
    g = roll({"orange": orange_ones(box - 1)}, orange=2)
    before = _counts(g)
    g.apply(f"use orange orange {box}")
    _check_bonus(g, check, before)


# --- purple -------------------------------------------------------------------
def test_purple_must_climb_except_after_a_six():
    g = roll({"purple": [1, 4]}, purple=4)
    assert not any("purple purple" in a for a in texts(g))
    g = roll({"purple": [1, 4]}, purple=5)
    assert "use purple purple 3" in texts(g)
    g = roll({"purple": [1, 6]}, purple=1)
    assert "use purple purple 3" in texts(g)
    g = roll({"purple": [6]}, purple=6)
    assert "use purple purple 2" in texts(g)


@pytest.mark.parametrize("box,check", [(3, "reroll"), (4, "blue X"), (5, "plus1"),
                                       (6, "yellow X"), (7, "fox"), (8, "reroll"),
                                       (9, ("green", (0,))), (10, ("orange", (6,))),
                                       (11, "plus1"), (1, None), (2, None)])
def test_purple_bonuses(box, check):
    g = roll({"purple": [6] * (box - 1)}, purple=3)
    before = _counts(g)
    g.apply(f"use purple purple {box}")
    _check_bonus(g, check, before)


def test_green_x_bonus_ignores_the_threshold():
    # green box 5 needs a 5; a purple-9 green X fills it anyway
    g = roll({"green": [1, 2, 3, 4], "purple": [6] * 8}, purple=1)
    g.apply("use purple purple 9")
    assert g.sheets[0].marks["green"] == (1, 2, 3, 4, 0)
    assert g.sheets[0].score()["green"] == 15


# Written against mutation testing: the sheet areas, built afresh from the
# variant data (not the shared, cached variant objects), against the rules
# files (shared/rules/*.md).
#
# Every game shares one Variant per choice of options
# (clever.variants.get_variant caches it), so a test that only plays games
# never builds the areas again: these tests build them anew with `make_areas`
# / `Variant` and check what a player sees — the boxes a die may go in, the
# bonuses a mark gives, scores, foxes, box names — and that a game played on
# freshly built areas is the same game.

PC = import_module("clever.variants.pretty_clever")
C4 = import_module("clever.variants.clever_4ever")


def fresh_pc():
    return make_areas(PC)


def labels(area, boxes):
    return [area.box_label(b) for b in boxes]


def cross(area, marks, *boxes):
    """Cross boxes given by label one after another; the bonuses of each mark."""
    got = []
    for text in boxes:
        box = area.parse_box(text)
        assert box is not None, text
        marks, bonuses = area.mark(marks, box, None)
        got.append(bonuses)
    return marks, got


# --- yellow (rules: "Yellow — 4x4 grid") ------------------------------------
YELLOW_CELLS = {  # value -> boxes showing it, in reading order
    1: ["r2c2", "r3c1"], 2: ["r2c1", "r3c3"], 3: ["r1c1", "r4c2"],
    4: ["r3c4", "r4c3"], 5: ["r1c3", "r2c4"], 6: ["r1c2", "r4c4"],
}
YELLOW_NUMBERS = ((3, 6, 5, None), (2, 1, None, 5), (1, None, 2, 4), (None, 3, 4, 6))


def test_yellow_each_value_shows_in_exactly_two_boxes():
    y = fresh_pc()["yellow"]
    start = y.initial()
    for value, boxes in YELLOW_CELLS.items():
        assert labels(y, y.targets(start, value)) == boxes
    assert y.targets(start, 7) == [] and y.targets(start, 0) == []
    # crossing one of them leaves the other
    marks, _ = cross(y, start, "r2c2")
    assert labels(y, y.targets(marks, 1)) == ["r3c1"]
    assert y.export(start) == []


def test_yellow_boxes_are_named_by_row_and_column():
    y = fresh_pc()["yellow"]
    assert (y.n_rows, y.n_cols) == (4, 4)
    for r, row in enumerate(YELLOW_NUMBERS):
        for c, number in enumerate(row):
            text = f"r{r + 1}c{c + 1}"
            box = y.parse_box(text)
            if number is None:  # the pre-crossed anti-diagonal cannot be crossed
                assert box is None, text
                continue
            assert y.box_label(box) == text
            assert y.describe_box(box) == f"the yellow {number} box (row {r + 1}, column {c + 1})"
            assert y.numbers[box] == number
    for bad in ("r5c1", "r1c5", "r0c1", "r1c0", "x1c1", "r1x1", "rac1", "r1cb", "r1c12"):
        assert y.parse_box(bad) is None, bad


def test_yellow_rows_give_their_bonus_when_complete():
    y = fresh_pc()["yellow"]
    rows = {
        ("r1c1", "r1c2", "r1c3"): ("x", "blue"),
        ("r2c1", "r2c2", "r2c4"): ("num", "orange", 4),
        ("r3c1", "r3c3", "r3c4"): ("x", "green"),
        ("r4c2", "r4c3", "r4c4"): ("fox",),
    }
    for boxes, bonus in rows.items():
        marks, got = cross(y, y.initial(), *boxes)
        assert got == [[], [], [bonus]], boxes
        assert y.score(marks) == 0
        assert y.foxes(marks) == (1 if bonus == ("fox",) else 0)
        assert not y.is_full(marks)


def test_yellow_columns_score_and_diagonal_gives_plus1():
    y = fresh_pc()["yellow"]
    cols = (("r1c1", "r2c1", "r3c1"), ("r1c2", "r2c2", "r4c2"),
            ("r1c3", "r3c3", "r4c3"), ("r2c4", "r3c4", "r4c4"))
    for boxes, points in zip(cols, (10, 14, 16, 20), strict=True):
        marks, got = cross(y, y.initial(), *boxes)
        assert got == [[], [], []]  # a column of yellow gives no bonus
        assert y.score(marks) == points
        assert y.crossed_count(marks) == 3
    marks, got = cross(y, y.initial(), "r1c1", "r2c2", "r3c3", "r4c4")
    assert got == [[], [], [], [("plus1",)]]
    assert y.score(marks) == 0


def test_yellow_full_sheet():
    y = fresh_pc()["yellow"]
    order = ["r1c1", "r1c2", "r1c3", "r2c1", "r2c2", "r2c4", "r3c1", "r3c3", "r3c4",
             "r4c2", "r4c3", "r4c4"]
    marks = y.initial()
    for i, text in enumerate(order):
        assert not y.is_full(marks)
        marks, _ = cross(y, marks, text)
        assert y.crossed_count(marks) == i + 1
    assert y.is_full(marks)
    assert y.score(marks) == 60 and y.foxes(marks) == 1
    assert y.build(y.export(marks)) == marks
    assert y.size == 12  # the boxes that can be crossed (the bots read it)
    assert y.targets(marks, 3) == []
    assert y.bonus_targets(marks, ("x", "yellow")) == []


def test_yellow_x_bonus_may_cross_any_open_box():
    y = fresh_pc()["yellow"]
    got = y.bonus_targets(y.initial(), ("x", "yellow"))
    assert [(y.box_label(b), v) for b, v in got] == [
        (f"r{r}c{c}", None) for r, c in ((1, 1), (1, 2), (1, 3), (2, 1), (2, 2), (2, 4),
                                         (3, 1), (3, 3), (3, 4), (4, 2), (4, 3), (4, 4))]
    # a "?" bonus (not printed on this sheet) chooses a box; the box says the value
    anyb = y.bonus_targets(y.initial(), ("any", "yellow"))
    assert anyb == [(b, None) for b, _ in got]


def test_yellow_build_refuses_wrong_boxes():
    y = fresh_pc()["yellow"]
    with pytest.raises(ValueError, match=r"^yellow: expected a list of boxes like 'r1c2'$"):
        y.build("r1c1")
    with pytest.raises(ValueError, match=r"^yellow: 'r1c4' is not a box of this area "
                                         r"that can be crossed$"):
        y.build(["r1c4"])
    with pytest.raises(ValueError, match=r"^yellow: 7 is not a box of this area"):
        y.build([7])
    with pytest.raises(ValueError, match=r"^yellow: r1c1 is listed twice$"):
        y.build(["r1c1", "r1c1"])


# --- blue (rules: "Blue — 3x4 grid of sums") ---------------------------------
BLUE_CELLS = {2: "r1c2", 3: "r1c3", 4: "r1c4", 5: "r2c1", 6: "r2c2", 7: "r2c3",
              8: "r2c4", 9: "r3c1", 10: "r3c2", 11: "r3c3", 12: "r3c4"}


def test_blue_each_sum_has_one_box():
    b = fresh_pc()["blue"]
    assert (b.n_rows, b.n_cols) == (3, 4)
    start = b.initial()
    assert labels(b, b.targets(start, 1)) == [] and b.targets(start, 13) == []
    for value, text in BLUE_CELLS.items():
        assert labels(b, b.targets(start, value)) == [text]
        r, c = int(text[1]), int(text[3])
        assert b.describe_box(b.parse_box(text)) == f"the blue {value} box (row {r}, column {c})"
    assert b.parse_box("r1c1") is None  # no box there
    assert b.parse_box("r4c1") is None and b.parse_box("r1c5") is None
    # a "?" bonus in blue (not printed on this sheet): any sum a die 1..6 can make
    assert [b.box_label(x) for x, _ in b.any_targets(start)] == [
        "r1c2", "r1c3", "r1c4", "r2c1", "r2c2"]


def test_blue_rows_and_columns_give_their_bonus():
    b = fresh_pc()["blue"]
    lines = {
        ("r1c2", "r1c3", "r1c4"): ("num", "orange", 5),
        ("r2c1", "r2c2", "r2c3", "r2c4"): ("x", "yellow"),
        ("r3c1", "r3c2", "r3c3", "r3c4"): ("fox",),
        ("r2c1", "r3c1"): ("reroll",),
        ("r1c2", "r2c2", "r3c2"): ("x", "green"),
        ("r1c3", "r2c3", "r3c3"): ("num", "purple", 6),
        ("r1c4", "r2c4", "r3c4"): ("plus1",),
    }
    for boxes, bonus in lines.items():
        marks, got = cross(b, b.initial(), *boxes)
        assert got == [[]] * (len(boxes) - 1) + [[bonus]], boxes
        assert b.foxes(marks) == (1 if bonus == ("fox",) else 0)
        assert not b.is_full(marks)


def test_blue_scores_by_number_of_crosses():
    b = fresh_pc()["blue"]
    scale = (0, 1, 2, 4, 7, 11, 16, 22, 29, 37, 46, 56)
    marks = b.initial()
    assert b.score(marks) == 0
    for i, value in enumerate(range(2, 13)):
        marks, bonuses = b.mark(marks, b.targets(marks, value)[0], None)
        assert b.score(marks) == scale[i + 1]
    assert b.is_full(marks) and b.size == 11
    assert b.foxes(marks) == 1
    assert b.build(b.export(marks)) == marks


def test_every_grid_mark_gives_bonuses_in_sheet_order():
    """Row, then column, then diagonal (R6): yellow r4c4 completing row 4 and
    the diagonal at once."""
    y = fresh_pc()["yellow"]
    marks, _ = cross(y, y.initial(), "r1c1", "r2c2", "r3c3", "r4c2", "r4c3")
    _, got = cross(y, marks, "r4c4")
    assert got == [[("fox",), ("plus1",)]]
    b = fresh_pc()["blue"]
    marks, _ = cross(b, b.initial(), "r3c1", "r3c2", "r3c3", "r1c4", "r2c4")
    _, got = cross(b, marks, "r3c4")
    assert got == [[("fox",), ("plus1",)]]


# --- green, orange, purple (rules: the three tracks) --------------------------
GREEN_MIN = (1, 2, 3, 4, 5, 1, 2, 3, 4, 5, 6)
GREEN_SCALE = (0, 1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 66)
ORANGE_MULT = (1, 1, 1, 2, 1, 1, 2, 1, 2, 1, 3)
GREEN_BONUS = (None, None, None, ("plus1",), None, ("x", "blue"), ("fox",), None,
               ("num", "purple", 6), ("reroll",), None)
ORANGE_BONUS = (None, None, ("reroll",), None, ("x", "yellow"), ("plus1",), None, ("fox",),
                None, ("num", "purple", 6), None)
PURPLE_BONUS = (None, None, ("reroll",), ("x", "blue"), ("plus1",), ("x", "yellow"),
                ("fox",), ("reroll",), ("x", "green"), ("num", "orange", 6), ("plus1",))


def test_green_thresholds_bonuses_and_score():
    g = fresh_pc()["green"]
    marks = g.initial()
    foxes = 0
    for i in range(11):
        assert g.describe_box(i) == f"green box {i + 1}"
        assert g.box_label(i) == str(i + 1) and g.parse_box(str(i + 1)) == i
        for v in range(1, 7):
            assert g.targets(marks, v) == ([i] if v >= GREEN_MIN[i] else []), (i, v)
        assert g.bonus_targets(marks, ("x", "green")) == [(i, None)]
        marks, bonuses = g.mark(marks, i, 6)
        assert bonuses == ([GREEN_BONUS[i]] if GREEN_BONUS[i] else [])
        foxes += GREEN_BONUS[i] == ("fox",)
        assert g.score(marks) == GREEN_SCALE[i + 1]
        assert g.foxes(marks) == foxes
        assert g.crossed_count(marks) == i + 1
        assert g.is_full(marks) == (i == 10)
    assert g.parse_box("12") is None and g.parse_box("0") is None
    assert g.targets(marks, 6) == [] and g.bonus_targets(marks, ("x", "green")) == []
    assert g.why_not(marks, 10, 6) == "the area is full."


def test_green_x_bonus_is_written_as_an_empty_box():
    v = Variant(PC)
    s = Sheet.from_dict(v, {"green": [1, 0, 3]})
    assert s.marks["green"] == (1, 0, 3)
    assert s.to_dict()["green"] == [1, 0, 3]
    assert s.score()["green"] == 6
    for area in ("orange", "purple"):
        with pytest.raises(ValueError, match=rf"^{area} box 1: 0 cannot be written there"):
            Sheet.from_dict(v, {area: [0]})


def test_orange_multiplies_and_sums():
    o = fresh_pc()["orange"]
    marks = o.initial()
    for i in range(11):
        assert o.targets(marks, 1) == [i]
        assert o.bonus_targets(marks, ("num", "orange", 4)) == [(i, None)]
        marks, bonuses = o.mark(marks, i, 5)
        assert marks[-1] == 5 * ORANGE_MULT[i]
        assert bonuses == ([ORANGE_BONUS[i]] if ORANGE_BONUS[i] else [])
        assert o.score(marks) == 5 * sum(ORANGE_MULT[:i + 1])
    assert o.foxes(marks) == 1 and o.is_full(marks)
    assert o.describe_box(3) == "orange box 4"


def test_purple_must_rise_except_after_a_six():
    p = fresh_pc()["purple"]
    marks = p.initial()
    assert [p.targets(marks, v) for v in (1, 6)] == [[0], [0]]
    marks, _ = p.mark(marks, 0, 3)
    assert [v for v in range(1, 7) if p.targets(marks, v)] == [4, 5, 6]
    assert p.why_not(marks, 1, 2) == (
        "it must be higher than the previous 3 (anything may follow a 6).")
    marks, _ = p.mark(marks, 1, 6)
    assert [v for v in range(1, 7) if p.targets(marks, v)] == [1, 2, 3, 4, 5, 6]
    assert p.score(marks) == 9
    marks = ()
    for i in range(11):
        marks, bonuses = p.mark(marks, i, 6)
        assert bonuses == ([PURPLE_BONUS[i]] if PURPLE_BONUS[i] else [])
    assert p.foxes(marks) == 1 and p.score(marks) == 66


def test_track_question_mark_bonus_lists_what_the_next_box_accepts():
    """A "?" bonus (Clever 4Ever notation) in a track: each value the next box takes."""
    areas = fresh_pc()
    assert areas["green"].bonus_targets((1,), ("any", "green")) == [
        (1, v) for v in range(2, 7)]
    assert areas["purple"].bonus_targets((4,), ("any", "purple")) == [(1, 5), (1, 6)]
    assert areas["orange"].bonus_targets(tuple([1] * 11), ("any", "orange")) == []
    assert areas["orange"].bonus_targets((), ("reroll",)) == []


def test_track_sheet_data_refusals():
    v = Variant(PC)
    cases = [
        ({"green": ["1"]}, r"^green box 1: '1' is not a number$"),
        ({"green": [1, 1]}, r"^green box 2: 1 cannot be written there: it needs 2 or more\.$"),
        ({"orange": [1, 1, 1, 3]}, r"^orange box 4: 3 cannot be written there; it must be "
                                   r"a die face \(1 to 6\) times 2$"),
        ({"orange": [7]}, r"^orange box 1: 7 cannot be written there; it must be a die "
                          r"face \(1 to 6\)$"),
        ({"purple": [7]}, r"^purple box 1: 7 cannot be written there; it must be a die "
                          r"face \(1 to 6\)$"),
        ({"purple": [4, 2]}, r"^purple box 2: 2 cannot be written there: it must be higher "
                             r"than the previous 4"),
        ({"green": [1] * 12}, r"^green: expected a list of at most 11 numbers$"),
    ]
    for data, message in cases:
        with pytest.raises(ValueError, match=message):
            Sheet.from_dict(v, data)


# --- the variant as a whole ---------------------------------------------------
def test_fresh_variant_is_the_documented_game():
    v = Variant(PC)
    assert v.data is PC
    assert v.name == "pretty-clever" and v.wild == "white"
    assert list(v.areas) == ["yellow", "blue", "green", "orange", "purple"]
    assert v.areas["blue"].reads == ("sum", "blue", "white")
    v4 = Variant(C4, frozenset({"upper_waits"}))
    assert v4.data is C4 and v4.wild == "white"


def _trace(variant, seed, n, options, pol):
    """A seeded random game: every decision, every legal list, every event."""
    g = new_game([f"P{i}" for i in range(n)], seed=seed, variant=variant, options=options)
    rng = random.Random(pol)
    out = []
    while not g.is_over:
        acts = g.legal_actions()
        out.append((g.describe_pending(), tuple(map(str, acts))))
        a = rng.choice(acts)
        out.append(tuple(map(str, g.apply(a))))
        for d in g.dice():
            out.append(g.explain_die(d["die"]))
    out.append(tuple(tuple(sorted(s.items())) for s in g.scores()))
    return out, digest(g), [s["total"] for s in g.scores()]


GAMES = [("pretty-clever", (), s) for s in range(12)] + [
    ("clever-4ever", (), s) for s in range(6)] + [
    ("clever-4ever", ("white_as_blue", "upper_waits"), s) for s in range(6)]
GOLDEN = {  # digest of the save of each game above (the engine as released)
    ("pretty-clever", 0): "7903818294a0467f", ("pretty-clever", 1): "c581464f535127a1",
    ("pretty-clever", 2): "af3fd1247c801ed7", ("clever-4ever", 0): "9df1a150b3a68655",
    ("clever-4ever", 1): "b7a0b2ff314d5fa8", ("clever-4ever", 2): "363207c156e8a79d",
}


@pytest.mark.parametrize("variant,options,seed", GAMES)
def test_a_game_on_freshly_built_areas_is_the_same_game(monkeypatch, variant, options, seed):
    """Building a variant again gives the same game: same choices offered,
    same events, same scores, same save check as on the shared variant."""
    shared = _trace(variant, seed, 1 + seed % 3, options, seed)
    monkeypatch.setattr(clever.variants, "_cache", {})
    again = _trace(variant, seed, 1 + seed % 3, options, seed)
    assert again[1:] == shared[1:]
    assert again[0] == shared[0]
    if not options and (variant, seed) in GOLDEN:
        assert again[1] == GOLDEN[variant, seed]


def test_grid_box_already_crossed_is_refused_in_words():
    y = fresh_pc()["yellow"]
    marks, _ = cross(y, y.initial(), "r1c2")
    box = y.parse_box("r1c2")
    assert y.why_not(marks, box, 6) == "that box is already crossed."
    assert y.why_not(marks, y.parse_box("r1c3"), 6) == "the box shows 5, the value is 6."
    assert y.why_not(marks, y.parse_box("r1c1"), 6) == "the box shows 3, the value is 6."


# --- the score counter's accepted totals, from freshly built areas -------------
def _span(*parts):
    out = set()
    for p in parts:
        out |= set(range(p[0], p[1] + 1)) if isinstance(p, tuple) else {p}
    return out


# Every total the score counter accepts for an area entered as points (some
# sheet reaches it); any other is refused.  Yellow (That's Pretty Clever): any
# set of complete columns (10, 14, 16, 20); orange: faces times the
# multipliers, up to 6 x 16; purple: up to 11 x 6.
COUNTER_POINTS = {
    ("pretty-clever", "yellow"): {0, 10, 14, 16, 20, 24, 26, 30, 34, 36, 40, 44, 46, 50, 60},
    ("pretty-clever", "orange"): _span((0, 96)),
    ("pretty-clever", "purple"): _span((0, 66)),
    ("clever-4ever", "yellow"): _span((-30, 95)),
    ("clever-4ever", "blue"): _span(0, (6, 57), 63),
    ("clever-4ever", "grey"): _span((0, 1), 3, (5, 97), (99, 101), 103, (105, 106)),
    ("clever-4ever", "green"): _span(0, (2, 228)),
    ("clever-4ever", "pink"): _span(0, 2, (4, 90)),
}


@pytest.fixture
def fresh_counter(monkeypatch):
    """The counter's possible totals computed anew on freshly built variants
    (both are cached for the whole process otherwise)."""
    monkeypatch.setattr(clever.variants, "_cache", {})
    monkeypatch.setattr(clever.counter, "_possible",
                        functools.cache(clever.counter._possible.__wrapped__))


@pytest.mark.parametrize("variant,area", list(COUNTER_POINTS))
def test_the_counter_accepts_exactly_the_totals_a_sheet_reaches(fresh_counter, variant, area):
    want = COUNTER_POINTS[variant, area]
    field = next(f for f in counter_fields(variant) if f["key"] == area)
    assert (field["entry"], field["min"], field["max"]) == ("points", min(want), max(want))
    accepted = set()
    for value in range(min(want), max(want) + 1):
        try:
            area_points({area: value}, variant)
        except ValueError as e:
            assert str(e) == f"{area}: no sheet scores exactly {value} points there"
        else:
            accepted.add(value)
    assert accepted == want


# --- Clever 4Ever areas built afresh ------------------------------------------
def fresh_c4(options=frozenset()):
    return make_areas(C4, options)


def test_fresh_4ever_blue_is_full_only_with_all_36_cells():
    b = fresh_c4()["blue"]
    cells = [f"r{r}c{c}" for r in range(1, 7) for c in range(1, 7)]
    assert not b.is_full(b.build(cells[:1]))
    assert not b.is_full(b.build(cells[:-1]))
    assert b.is_full(b.build(cells)) and b.crossed_count(b.build(cells)) == 36


@pytest.mark.parametrize("seed", range(3))
def test_fresh_4ever_grey_gives_a_fox_for_each_shade_completed(seed):
    """Rules: one fox per shade whose cells are all crossed, given by the mark
    that completes it; the grey sheet prints no fox under a cell."""
    g = fresh_c4()["grey"]
    shades = "".join(C4.GREY["shades"])
    rng = random.Random(seed)
    marks, crossed = g.initial(), set()
    while not g.is_full(marks):
        part = rng.choice(g.targets(marks, 6))
        done_before = {s for s in "WLD" if all(i in crossed for i, x in enumerate(shades)
                                              if x == s)}
        crossed |= set(g.parts[part])
        done = {s for s in "WLD" if all(i in crossed for i, x in enumerate(shades) if x == s)}
        marks, bonuses = g.mark(marks, part, None)
        assert bonuses.count(("fox",)) == len(done - done_before)
        assert g.foxes(marks) == len(done)
    assert g.foxes(marks) == 3


def test_green_upper_triangles_refused_in_words():
    t = fresh_c4()["green"]
    upper_full = t.build({"lower": [], "upper": [1] * 11})
    assert t.why_not(upper_full, t.parse_box("u5"), 2) == "every upper triangle is filled."
    some = t.build({"lower": [3, 4, 5], "upper": [1, 2]})
    assert t.why_not(some, t.parse_box("u1"), 2) == (
        "upper triangles fill left to right; the next one is in field 3.")
    assert t.why_not(some, t.parse_box("l1"), 2) == (
        "lower triangles fill left to right; the next one is in field 4.")
