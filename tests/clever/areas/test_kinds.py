"""The area kinds' own contracts, on freshly built areas and on small made-up
sheets: the refusals of impossible sheet dicts as whole sentences (ruling
R12), the defaults a kind has without table options, and the parts kind's
rules where Clever 4Ever's grey data happens not to show them (a part that
touches no crossed part, a fox under a cell).

Each test here killed a surviving mutant of clever/areas/: the
variants are built once per process, so only areas built in the test see a
change to how a kind is built.
"""

from importlib import import_module

import pytest

from clever.areas import kind_class, make_areas
from clever.areas.parts import PartsArea
from clever.areas.triangles import TrianglesArea

C4 = import_module("clever.variants.clever_4ever")


@pytest.fixture(scope="module")
def areas():
    return make_areas(C4)


REFUSALS = [
    ("grey", 5, "grey: expected a list of parts by their first box, like 'r1c1'"),
    ("grey", ["r1c1", "r1c5"], "grey: 'r1c5' is not the first box of a part"),
    ("grey", ["r1c8", "r1c10"],
     "grey: the parts at r1c8, r1c10 cannot be reached from a start part through crossed parts"),
    ("blue", "r1c1", "blue: expected a list of cells like 'r1c2'"),
    ("blue", ["r1c1", "r7c1"], "blue: 'r7c1' is not a cell of this area"),
    ("yellow", [[1]], "yellow: expected 3 lists of values, one per row (top, middle, bottom)"),
    # a 3 written in the next-to-last box is copied into the last one
    ("pink", [1] * 10 + [3],
     "pink box 11: a 3 is always written again in the next box (box 12)"),
    ("pink", [3, 4], "pink box 1: a 3 is always written again in the next box (box 2)"),
]


@pytest.mark.parametrize("name, value, message", REFUSALS)
def test_an_impossible_sheet_is_refused_with_what_is_wrong(areas, name, value, message):
    with pytest.raises(ValueError) as refused:
        areas[name].build(value)
    assert str(refused.value) == message


def test_a_3_in_the_last_pink_box_needs_no_copy(areas):
    assert areas["pink"].build([1] * 11 + [3]) == (1,) * 11 + (3,)


def test_green_is_full_only_with_every_triangle_filled(areas):
    green = areas["green"]
    lower = tuple(range(1, 7)) + (1, 2, 3, 4, 5)
    assert len(lower) == green.fields == 11
    assert not green.is_full((lower, lower[:-1]))
    assert green.is_full((lower, lower))


def test_green_without_the_table_option_lets_an_upper_triangle_go_first():
    """Ruling C2 is a table option, off unless chosen: the printed rules let
    either triangle of field 1 be filled first."""
    green = TrianglesArea("green", C4.AREAS["green"])
    assert [green.box_label(b) for b in green.targets(green.initial(), 3)] == ["l1", "u1"]
    assert green.build({"upper": [3]}) == ((), (3,))
    waiting = TrianglesArea("green", C4.AREAS["green"], upper_waits=True)
    assert [waiting.box_label(b) for b in waiting.targets(waiting.initial(), 3)] == ["l1"]
    with pytest.raises(ValueError) as refused:
        waiting.build({"lower": [2], "upper": [3, 4]})
    assert str(refused.value) == ("green field 2: its upper triangle is filled but not its "
                                  "lower one; with this table's option the lower comes first")


def test_an_unknown_area_kind_is_named_in_the_refusal():
    with pytest.raises(ValueError) as refused:
        kind_class("no such")
    assert str(refused.value) == "'no such' is not an area kind"


# --- the parts kind on a made-up one-row sheet ------------------------------
# Shades A B A: three parts, r1c1, r1c2 and r1c3; only r1c3 starts; a fox
# under r1c2; a point per complete column, 1, 2 and 4.
def small_parts(shade_fox: bool) -> PartsArea:
    return PartsArea("grey", {
        "shades": ("ABA",), "shade_names": {"A": "a", "B": "b"}, "start": ("r1c3",),
        "cell_bonus": {"r1c2": ("fox",)}, "col_points": (1, 2, 4), "shade_fox": shade_fox,
    })


def crossed(area, *labels):
    marks = area.initial()
    for text in labels:
        marks, _ = area.mark(marks, area.parse_box(text), None)
    return marks


def test_a_later_part_must_touch_a_crossed_part():
    area = small_parts(True)
    assert [area.box_label(b) for b in area.targets(area.initial(), 6)] == ["r1c3"]
    after_start = crossed(area, "r1c3")
    # r1c1 touches only r1c2, not yet crossed
    assert [area.box_label(b) for b in area.targets(after_start, 6)] == ["r1c2"]
    assert [area.box_label(b) for b in area.targets(crossed(area, "r1c3", "r1c2"), 6)] \
        == ["r1c1"]


def test_the_counter_accepts_only_totals_of_parts_grown_from_a_start():
    # r1c3 alone 4, with r1c2 6, all 7; r1c1 alone (1) can never be crossed first
    assert small_parts(True).possible_points() == frozenset({0, 4, 6, 7})


def test_a_fox_under_a_cell_counts_once_its_part_is_crossed():
    area = small_parts(False)
    assert area.foxes(area.initial()) == 0
    assert area.foxes(crossed(area, "r1c3")) == 0
    assert area.foxes(crossed(area, "r1c3", "r1c2")) == 1
    assert area.foxes(crossed(area, "r1c3", "r1c2", "r1c1")) == 1


def test_complete_shades_add_their_foxes_to_the_cell_foxes():
    area = small_parts(True)
    assert area.foxes(crossed(area, "r1c3")) == 0          # shade A half crossed
    assert area.foxes(crossed(area, "r1c3", "r1c2")) == 2  # shade B complete + its cell fox
    assert area.foxes(crossed(area, "r1c3", "r1c2", "r1c1")) == 3


def test_grey_names_a_one_box_part_in_the_singular(areas):
    grey = areas["grey"]
    assert grey.describe_box(grey.parse_box("r1c1")) \
        == "the dark grey part of 1 box from row 1, column 1"
    assert grey.describe_box(grey.parse_box("r1c2")) \
        == "the white part of 5 boxes from row 1, column 2"


@pytest.mark.parametrize("text", ["l0", "u0", "l12", "u12", "X1", "l", "ul1", "l1a"])
def test_green_refuses_a_triangle_name_it_does_not_have(areas, text):
    assert areas["green"].parse_box(text) is None


def test_green_triangle_names(areas):
    green = areas["green"]
    assert [green.parse_box(t) for t in ("l1", "l11", "u1", "u11")] == [0, 10, 11, 21]


def test_a_lower_triangle_without_a_bonus_gives_none():
    """Every field of 4Ever's green carries a bonus; the kind allows one
    without (a field printed blank)."""
    area = TrianglesArea("green", {"multiplier": (1, 2), "bonus": (None, ("fox",))})
    marks, bonuses = area.mark(area.initial(), area.parse_box("l1"), 4)
    assert bonuses == []
    assert area.mark(marks, area.parse_box("l2"), 5)[1] == [("fox",)]


# --- box names players and saves use -----------------------------------------
@pytest.mark.parametrize("text", [
    "", "r1c", "x1c1", "r01c1", "r1c01", "r0c1", "r1c0", "r1cx", "rxc1", "r1c7", "r7c1", "r1c1c1",
])
def test_a_cell_name_that_is_not_on_the_grid_names_no_box(areas, text):
    """4Ever's blue is a 6 x 6 grid named "r<row>c<column>", counted from 1,
    written without leading zeros (so each box has one name)."""
    assert areas["blue"].parse_box(text) is None


def test_a_non_text_cell_name_names_no_box():
    from clever.areas.base import parse_grid_label
    assert parse_grid_label(5, 6, 6) is None
    assert parse_grid_label(None, 6, 6) is None
    assert parse_grid_label("r6c6", 6, 6) == 35
    assert parse_grid_label("r2c13", 4, 16) == 28


def test_blue_has_no_box_for_a_value_off_its_grid(areas):
    blue = areas["blue"]
    assert blue.targets(0, (6, 6)) == [35]
    for value in ((7, 1), (1, 7), (0, 3), (3, 0)):
        assert blue.targets(0, value) == []


def test_pink_boxes_are_named_without_leading_zeros(areas):
    pink = areas["pink"]
    assert [pink.parse_box(t) for t in ("1", "12", "01", "0", "13")] == [0, 11, None, None, None]


def test_green_names_each_triangle_in_players_words(areas):
    green = areas["green"]
    assert green.describe_box(green.parse_box("u3")) == "green field 3, upper triangle"
    assert green.describe_box(green.parse_box("l3")) == "green field 3, lower triangle"


def test_each_4ever_area_counts_its_boxes(areas):
    sizes = {name: area.size for name, area in areas.items()}
    assert sizes == {"yellow": 15, "blue": 36, "grey": 17, "green": 22, "pink": 12}
    yellow = areas["yellow"]
    assert [yellow.parse_box(yellow.box_label(b)) for b in range(yellow.size)] \
        == list(range(15))
