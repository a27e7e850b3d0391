"""Entering dice in each area, with every bonus position of the sheet."""

import pytest
from helpers import orange_ones, rolled, texts

from clever import get_variant

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
