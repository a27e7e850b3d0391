"""Clever 4Ever's five areas (shared/rules/clever-4ever.md): where a die may go,
the bonuses it gives, the points a sheet scores, and sheets refused as impossible."""

import pytest
from helpers_4ever import (
    BLUE_COL_POINTS,
    BLUE_ROW_BONUS,
    GREEN_BONUS,
    GREEN_MULTIPLIER,
    GREY_CELL_BONUS,
    GREY_PART_OF,
    GREY_PARTS,
    PINK_BONUS,
    PINK_POINTS,
    VARIANT,
    YELLOW_MIDDLE_BONUS,
    YELLOW_TOP_BONUS,
    boxes,
    gains,
    grey_column_points,
    grey_path_to,
    grey_reachable,
    grey_shade,
    label,
    rolled,
)

from clever import IllegalAction, get_variant, new_game, score_sheet
from clever.sheet import Sheet

GREY = get_variant(VARIANT).areas["grey"]


def score(area, marks, options=()):
    return score_sheet({area: marks}, variant=VARIANT, options=options)[area]


def bonus_list(bonus):
    return [bonus] if bonus else []


# --- yellow ----------------------------------------------------------------
def test_yellow_die_may_go_in_the_next_free_box_of_any_row():
    g = rolled(sheets={0: {"yellow": [[2], [4, 4], []]}}, yellow=5)
    assert boxes(g, "use yellow yellow") == ["r1c2", "r2c3", "r3c1"]


@pytest.mark.parametrize("value", [1, 2, 3, 4, 5, 6])
def test_yellow_top_row_takes_only_a_strictly_greater_value(value):
    g = rolled(sheets={0: {"yellow": [[3], [], []]}}, yellow=value)
    assert ("r1c2" in boxes(g, "use yellow yellow")) == (value > 3)
    if value <= 3:
        with pytest.raises(IllegalAction, match="higher than the one before"):
            g.apply("use yellow yellow r1c2")
    else:
        g.apply("use yellow yellow r1c2")
        assert g.sheets[0].to_dict()["yellow"][0] == [3, value]


@pytest.mark.parametrize("value", [1, 2, 3, 4, 5, 6])
def test_yellow_top_row_is_closed_after_a_6(value):
    g = rolled(sheets={0: {"yellow": [[2, 6], [], []]}}, yellow=value)
    assert boxes(g, "use yellow yellow") == ["r2c1", "r3c1"]


@pytest.mark.parametrize("top", [[1, 2, 3, 4, 5], [6], [2, 4]])
def test_yellow_top_row_scores_nothing(top):
    assert score("yellow", [top, [], []]) == 0


@pytest.mark.parametrize("middle,expected", [([], 0), ([4], -4), ([3, 5], -8),
                                             ([6, 6, 6, 6, 6], -30)])
def test_yellow_middle_row_counts_negative(middle, expected):
    assert score("yellow", [[], middle, []]) == expected


@pytest.mark.parametrize("bottom,expected", [([4], 4), ([3, 5], 8), ([6, 6, 6, 6, 6], 30)])
def test_yellow_bottom_row_counts_positive(bottom, expected):
    assert score("yellow", [[], [], bottom]) == expected


@pytest.mark.parametrize("columns,points", [(0, 0), (1, 10), (2, 20), (3, 35), (4, 50),
                                            (5, 70)])
def test_yellow_complete_columns_score_10_10_15_15_20(columns, points):
    # middle and bottom hold the same values, so they cancel: only columns score
    sheet = [[1, 2, 3, 4, 5], [2] * columns, [2] * columns]
    assert score("yellow", sheet) == points


def test_yellow_column_needs_all_three_boxes():
    # bottom 2 - middle 3 + columns 1 and 2 (the third lacks its bottom box)
    assert score("yellow", [[1, 2, 3], [1, 1, 1], [1, 1]]) == 2 - 3 + 20
    assert score("yellow", [[1], [1, 1, 1, 1, 1], [1, 1, 1, 1, 1]]) == 10


@pytest.mark.parametrize("row,col,expected", (
    [(1, c, bonus_list(b)) for c, b in enumerate(YELLOW_TOP_BONUS, start=1)]
    + [(2, c, [b]) for c, b in enumerate(YELLOW_MIDDLE_BONUS, start=1)]
    + [(3, c, []) for c in range(1, 6)]))
def test_yellow_box_bonus(row, col, expected):
    rows = [[], [], []]
    rows[row - 1] = list(range(1, col)) if row == 1 else [1] * (col - 1)
    g = rolled(sheets={0: {"yellow": rows}}, yellow=6)
    assert gains(g, f"use yellow yellow r{row}c{col}") == expected


# --- blue ------------------------------------------------------------------
@pytest.mark.parametrize("white,blue", [(1, 1), (6, 2), (2, 6), (3, 5), (5, 3), (4, 4)])
def test_blue_die_crosses_row_blue_column_white(white, blue):
    g = rolled(white=white, blue=blue)
    assert boxes(g, "use blue blue") == [f"r{blue}c{white}"]
    g.apply(f"use blue blue r{blue}c{white}")
    assert g.sheets[0].to_dict()["blue"] == [f"r{blue}c{white}"]


@pytest.mark.parametrize("first,take,second,cell", [
    # white (3) taken first onto a die field; the blue 5 stays and is rolled again as 2
    ({"white": 3, "blue": 5}, "use white yellow r3c1", "roll 2", "r2c3"),
    # white (2) goes to the silver platter under a yellow 5; blue 5 rolled again as 4
    ({"white": 2, "yellow": 5, "blue": 5}, "use yellow yellow r3c1", "roll 4", "r4c2"),
])
def test_blue_reads_the_white_column_wherever_the_white_die_lies(first, take, second, cell):
    g = rolled(**first)
    g.apply(take)
    g.apply(second)
    assert boxes(g, "use blue blue") == [cell]


def test_blue_is_unusable_when_its_cell_is_already_crossed():
    g = rolled(sheets={0: {"blue": ["r2c6"]}}, white=6, blue=2)
    assert boxes(g, "use blue blue") == []
    assert g.explain_die("blue") is not None
    with pytest.raises(IllegalAction, match="already crossed"):
        g.apply("use blue blue r2c6")


@pytest.mark.parametrize("row", [1, 2, 3, 4, 5, 6])
def test_blue_row_bonus_on_the_second_cross_only(row):
    first = rolled(white=2, blue=row)
    assert gains(first, f"use blue blue r{row}c2") == []
    second = rolled(sheets={0: {"blue": [label(row, 1)]}}, white=2, blue=row)
    assert gains(second, f"use blue blue r{row}c2") == [BLUE_ROW_BONUS[row - 1]]
    third = rolled(sheets={0: {"blue": [label(row, 1), label(row, 2)]}}, white=3, blue=row)
    assert gains(third, f"use blue blue r{row}c3") == []


@pytest.mark.parametrize("first,second", [(1, 3), (2, 6), (6, 5), (4, 1), (5, 2)])
def test_blue_main_diagonal_second_cross_gives_a_reroll(first, second):
    g = rolled(sheets={0: {"blue": [label(first, first)]}}, white=second, blue=second)
    assert gains(g, f"use blue blue r{second}c{second}") == ["reroll"]


@pytest.mark.parametrize("first,second", [(1, 3), (2, 6), (6, 5)])
def test_blue_main_diagonal_first_and_third_cross_give_nothing(first, second):
    g = rolled(white=first, blue=first)
    assert gains(g, f"use blue blue r{first}c{first}") == []
    free = next(d for d in range(1, 7) if d not in (first, second))
    g = rolled(sheets={0: {"blue": [label(first, first), label(second, second)]}},
               white=free, blue=free)
    assert gains(g, f"use blue blue r{free}c{free}") == []


@pytest.mark.parametrize("col", [1, 2, 3, 4, 5, 6])
def test_blue_column_scores_from_two_crosses(col):
    points = BLUE_COL_POINTS[col - 1]
    assert score("blue", [label(1, col)]) == 0
    assert score("blue", [label(1, col), label(4, col)]) == points
    assert score("blue", [label(1, col), label(4, col), label(6, col)]) == points


@pytest.mark.parametrize("cells,expected", [
    (["r3c4"], 0),
    (["r1c6", "r6c1"], 6),
    (["r2c5", "r4c3", "r5c2"], 6),
])
def test_blue_anti_diagonal_with_two_crosses_scores_6(cells, expected):
    assert score("blue", cells) == expected


# --- grey ------------------------------------------------------------------
def test_grey_has_17_parts_of_the_listed_sizes():
    assert len(GREY.parts) == 17
    assert sorted(len(p) for p in GREY.parts) == [1, 1, 2, 2, 2, 3, 3, 4, 4, 4, 5, 5, 5, 5,
                                                  6, 6, 6]


def test_grey_parts_follow_the_shade_map():
    # every cell belongs to the part the shade map makes (named by its first cell)
    for cell, first in GREY_PART_OF.items():
        assert GREY.box_label(GREY.part_at(cell)) == first, cell
    assert sorted(GREY.box_label(i) for i in range(len(GREY.parts))) == sorted(GREY_PARTS)


@pytest.mark.parametrize("die,parts", [(1, []), (2, []), (3, []), (4, ["r2c1"]),
                                       (5, ["r1c2", "r2c1"]), (6, ["r1c2", "r2c1"])])
def test_grey_die_crosses_a_whole_part_of_at_most_its_value(die, parts):
    # after r1c1: r1c2's white part has 5 cells, r2c1's light part 4
    g = rolled(sheets={0: {"grey": ["r1c1"]}}, grey=die)
    assert boxes(g, "use grey grey") == parts


def test_grey_crossing_a_part_crosses_all_its_cells():
    g = rolled(sheets={0: {"grey": ["r1c1"]}}, grey=4)
    g.apply("use grey grey r2c1")   # r2c1, r3c1, r3c2, r4c1: column 1 is complete
    assert g.sheets[0].to_dict()["grey"] == ["r1c1", "r2c1"]
    assert g.scores()[0]["grey"] == 1


@pytest.mark.parametrize("die,parts", [(1, ["r1c1"]), (3, ["r1c1"]), (4, ["r1c1", "r2c1"]),
                                       (6, ["r1c1", "r2c1"])])
def test_grey_first_part_is_a_start_part(die, parts):
    g = rolled(grey=die)
    assert boxes(g, "use grey grey") == parts


@pytest.mark.parametrize("part", ["r1c2", "r4c2", "r3c4"])
def test_grey_first_part_elsewhere_is_refused(part):
    g = rolled(grey=6)
    with pytest.raises(IllegalAction, match="start part"):
        g.apply(f"use grey grey {part}")


@pytest.mark.parametrize("crossed,parts", [
    (["r1c1"], ["r1c2", "r2c1"]),
    (["r2c1"], ["r1c1", "r1c2", "r4c2"]),
    (["r1c1", "r2c1"], ["r1c2", "r4c2"]),
    (["r1c1", "r1c2"], ["r1c4", "r2c1", "r2c4", "r3c4", "r4c2"]),
])
def test_grey_later_parts_must_touch_a_crossed_cell(crossed, parts):
    assert sorted(grey_reachable(crossed)) == parts   # the shade map read by hand
    g = rolled(sheets={0: {"grey": crossed}}, grey=6)
    assert boxes(g, "use grey grey") == parts


def test_grey_part_not_touching_a_crossed_cell_is_refused():
    g = rolled(sheets={0: {"grey": ["r1c1"]}}, grey=6)
    with pytest.raises(IllegalAction, match="touch"):
        g.apply("use grey grey r3c4")


@pytest.mark.parametrize("cell,bonus", sorted(GREY_CELL_BONUS.items()))
def test_grey_cell_bonus_taken_when_its_part_is_crossed(cell, bonus):
    part = GREY_PART_OF[cell]
    g = rolled(sheets={0: {"grey": grey_path_to(part)}}, grey=6)
    assert gains(g, f"use grey grey {part}") == [bonus]


def test_grey_has_13_cell_bonuses_in_13_parts():
    assert len(GREY_CELL_BONUS) == 13
    assert len({GREY_PART_OF[c] for c in GREY_CELL_BONUS}) == 13


@pytest.mark.parametrize("crossed,points", [
    (["r1c1"], 0),
    (["r1c1", "r2c1"], 1),
    (["r1c1", "r2c1", "r1c2"], 1),                      # r4c2 and r4c3 still open
    (["r1c1", "r2c1", "r1c2", "r4c2"], 1 + 2 + 3),
    (["r1c1", "r2c1", "r1c2", "r4c2", "r3c4", "r1c4", "r2c4"], 6 + 4 + 5 + 6),
    (["r1c1", "r2c1", "r1c2", "r4c2", "r3c4", "r1c4", "r2c4", "r3c7"], 21 + 6),
    (list(GREY_PARTS), 106),                            # every column: 1 + 2 + ... + 11
])
def test_grey_complete_columns_score(crossed, points):
    assert grey_column_points(crossed) == points   # the rules' table, by hand
    assert score("grey", crossed) == points


@pytest.mark.parametrize("last", ["r3c7", "r1c12", "r4c15"])
def test_grey_one_fox_per_completed_shade(last):
    others = [p for p in GREY_PARTS if p != last]
    assert score_sheet({"grey": others}, variant=VARIANT)["foxes"] == 2
    g = rolled(sheets={0: {"grey": others}}, grey=6)
    expected = sorted(["fox"] + ([GREY_CELL_BONUS[last]] if last in GREY_CELL_BONUS else []))
    assert gains(g, f"use grey grey {last}") == expected
    assert g.scores()[0]["foxes"] == 3


@pytest.mark.parametrize("shade", ["W", "L", "D"])
def test_grey_one_shade_complete_gives_exactly_one_fox(shade):
    # every part of one shade, with the parts needed to reach them: no other shade complete
    crossed = set()
    for part in (p for p in GREY_PARTS if grey_shade(p) == shade):
        crossed |= set(grey_path_to(part)) | {part}
    complete = [s for s in "WLD"
                if all(p in crossed for p in GREY_PARTS if grey_shade(p) == s)]
    assert complete == [shade]
    assert score_sheet({"grey": sorted(crossed)}, variant=VARIANT)["foxes"] == 1
    # leave out one part of that shade that no other part is reached through: no fox
    stepping_stones = {q for p in crossed for q in grey_path_to(p)}
    leaf = next(p for p in sorted(crossed) if grey_shade(p) == shade
                and p not in stepping_stones)
    assert score_sheet({"grey": sorted(crossed - {leaf})}, variant=VARIANT)["foxes"] == 0


# --- green -----------------------------------------------------------------
@pytest.mark.parametrize("lower,upper,open_boxes", [
    ([], [], ["l1", "u1"]),
    ([2, 3], [], ["l3", "u1"]),
    ([], [4, 4], ["l1", "u3"]),
    ([1] * 11, [1] * 4, ["u5"]),
    ([1] * 3, [1] * 11, ["l4"]),
])
def test_green_lower_and_upper_triangles_fill_left_to_right(lower, upper, open_boxes):
    for value in (1, 6):
        g = rolled(sheets={0: {"green": {"lower": lower, "upper": upper}}}, green=value)
        assert boxes(g, "use green green") == open_boxes


@pytest.mark.parametrize("field", range(1, 12))
def test_green_lower_triangle_gives_the_field_bonus(field):
    g = rolled(sheets={0: {"green": {"lower": [1] * (field - 1)}}}, green=6)
    assert gains(g, f"use green green l{field}") == [GREEN_BONUS[field - 1]]


@pytest.mark.parametrize("field", range(1, 12))
def test_green_upper_triangle_gives_no_bonus(field):
    sheet = {"green": {"lower": [1] * 11, "upper": [1] * (field - 1)}}
    g = rolled(sheets={0: sheet}, green=6)
    assert gains(g, f"use green green u{field}") == []


@pytest.mark.parametrize("field", range(1, 12))
def test_green_field_scores_its_sum_doubled_from_field_4(field):
    before = {"lower": [1] * (field - 1), "upper": [1] * (field - 1)}
    after = {"lower": [1] * (field - 1) + [3], "upper": [1] * (field - 1) + [4]}
    assert GREEN_MULTIPLIER[field - 1] == (1 if field <= 3 else 2)
    assert score("green", after) - score("green", before) == 7 * GREEN_MULTIPLIER[field - 1]


@pytest.mark.parametrize("lower,upper,expected", [
    ([6], [], 0), ([], [6], 0), ([5, 5], [5], 10), ([1, 2, 3, 6], [1, 2, 3], 12),
])
def test_green_half_filled_field_scores_0(lower, upper, expected):
    assert score("green", {"lower": lower, "upper": upper}) == expected


# --- pink ------------------------------------------------------------------
@pytest.mark.parametrize("value,written,points", [
    (1, [1, 1], 4),
    (2, [1, 2], 4 + 2),
    (3, [1, 3, 3], 6),       # the copy fills box 3; it adds nothing itself
    (4, [1, 4], 4 + 4),
    (5, [1, 5], 4),
    (6, [1, 6], 4 + 3),
])
def test_pink_value_effects(value, written, points):
    g = rolled(sheets={0: {"pink": [1]}}, pink=value)
    assert gains(g, "use pink pink 2") == []     # box 2 has no bonus
    assert g.sheets[0].to_dict()["pink"] == written
    assert g.scores()[0]["pink"] == points


def test_pink_3_copy_has_no_effect_of_its_own():
    # a 3 in box 2 fills box 3 too; the copy does not copy itself again
    g = rolled(sheets={0: {"pink": [1]}}, white=3, pink=3)
    assert gains(g, "use pink pink 2") == []
    assert g.sheets[0].to_dict()["pink"] == [1, 3, 3]
    g.apply("roll 4")   # the white die stayed in the cup (equal to the pink 3)
    assert boxes(g, "use white pink") == ["4"]


@pytest.mark.parametrize("box", range(1, 13))
@pytest.mark.parametrize("value", [5, 6])
def test_pink_5_or_6_takes_the_bonus_under_its_box(box, value):
    g = rolled(sheets={0: {"pink": [1] * (box - 1)}}, pink=value)
    assert gains(g, f"use pink pink {box}") == bonus_list(PINK_BONUS[box - 1])


@pytest.mark.parametrize("box", [b for b in range(1, 12) if PINK_BONUS[b - 1]])
@pytest.mark.parametrize("value", [1, 2, 3, 4])
def test_pink_other_values_take_no_bonus(box, value):
    g = rolled(sheets={0: {"pink": [1] * (box - 1)}}, pink=value)
    assert gains(g, f"use pink pink {box}") == []


def test_pink_3_in_the_last_box_does_not_spill():
    g = rolled(sheets={0: {"pink": [1] * 11}}, pink=3)
    g.apply("use pink pink 12")
    assert g.sheets[0].to_dict()["pink"] == [1] * 11 + [3]
    assert g.scores()[0]["pink"] == 42
    assert score("pink", [1] * 11 + [3]) == 42


def test_pink_3_in_box_11_copies_into_box_12():
    g = rolled(sheets={0: {"pink": [1] * 10}}, pink=3)
    g.apply("use pink pink 11")
    assert g.sheets[0].to_dict()["pink"] == [1] * 10 + [3, 3]
    assert g.scores()[0]["pink"] == 42


@pytest.mark.parametrize("filled", range(0, 13))
def test_pink_scores_the_points_of_the_last_filled_box(filled):
    assert score("pink", [1] * filled) == (PINK_POINTS[filled - 1] if filled else 0)


# --- the rulebook examples ---------------------------------------------------
@pytest.mark.parametrize("area,marks,expected", [
    # middle 1+2+4 = 7, bottom 6+6+5+4 = 21, columns 1..3 complete: 10 + 10 + 15
    ("yellow", [[1, 3, 5], [1, 2, 4], [6, 6, 5, 4]], 21 - 7 + 35),
    # column 2 (r1c2, r5c2), column 5 (r2c5, r3c5), anti-diagonal (r5c2, r2c5)
    ("blue", ["r1c2", "r5c2", "r2c5", "r3c5"], 8 + 11 + 6),
    # complete columns 1, 6, 8, 9, 10, 11, 12, 13: 1 + 6 + 7 + 7 + 8 + 8 + 9 + 9
    ("grey", ["r1c1", "r2c1", "r1c2", "r1c4", "r2c4", "r1c8", "r3c8", "r1c10", "r1c12",
              "r3c12", "r1c13"], 55),
    ("green", {"lower": [4, 3, 5, 3], "upper": [6, 5, 5, 4]}, 42),
    # 8 boxes (23) + a 2 (2) + a 4 (4) + a 6 (3); the 3 is written twice
    ("pink", [2, 4, 6, 1, 3, 3, 5, 1], 32),
])
def test_rulebook_example(area, marks, expected):
    assert score(area, marks) == expected


def test_rulebook_examples_on_one_sheet():
    s = score_sheet({
        "yellow": [[1, 3, 5], [1, 2, 4], [6, 6, 5, 4]],
        "blue": ["r1c2", "r5c2", "r2c5", "r3c5"],
        "grey": ["r1c1", "r2c1", "r1c2", "r1c4", "r2c4", "r1c8", "r3c8", "r1c10", "r1c12",
                 "r3c12", "r1c13"],
        "green": {"lower": [4, 3, 5, 3], "upper": [6, 5, 5, 4]},
        "pink": [2, 4, 6, 1, 3, 3, 5, 1],
    }, variant=VARIANT)
    assert (s["yellow"], s["blue"], s["grey"], s["green"], s["pink"]) == (49, 25, 55, 42, 32)
    assert s["foxes"] == 0 and s["total"] == 49 + 25 + 55 + 42 + 32


# --- impossible sheets (ruling R12) -------------------------------------------
@pytest.mark.parametrize("sheet,options,bad", [
    ({"yellow": [[3, 2], [], []]}, (), "top row: 2 cannot follow 3"),     # a falling top row
    ({"yellow": [[3, 3], [], []]}, (), "top row: 3 cannot follow 3"),     # not strictly rising
    ({"yellow": [[2, 6, 6], [], []]}, (), "top row: 6 cannot follow 6"),  # closed after a 6
    ({"yellow": [[], [7], []]}, (), "middle row: 7 is not a die value"),
    ({"yellow": [[], [], [0]]}, (), "bottom row: 0 is not a die value"),
    ({"yellow": [[1], [1] * 6, []]}, (), "middle row: 6 values"),
    ({"green": {"lower": [7], "upper": []}}, (), "lower triangles: 7 is not a die value"),
    ({"green": {"lower": [], "upper": [7]}}, (), "upper triangles: 7 is not a die value"),
    ({"green": {"lower": [1] * 12, "upper": []}}, (), "lower triangles"),
    ({"pink": [1, 7]}, (), "pink: 7 is not a die value"),
    ({"pink": [1] * 13}, (), "pink"),
    ({"pink": [1, 3]}, (), "pink box 2: a 3"),                           # a 3 without its copy
    ({"pink": [3, 1, 1]}, (), "pink box 1: a 3"),
    ({"pink": [1, 3, 4]}, (), "pink box 2: a 3"),
    ({"blue": ["r7c1"]}, (), "r7c1"),
    ({"blue": ["r2c2", "r2c2"]}, (), "r2c2 is listed twice"),
    ({"grey": ["r1c2"]}, (), "r1c2 cannot be reached"),                  # not a start part
    ({"grey": ["r1c1", "r3c4"]}, (), "r3c4 cannot be reached"),          # touches nothing
    ({"grey": ["r1c1", "r2c1", "r1c15"]}, (), "r1c15 cannot be reached"),
    ({"grey": ["r1c3"]}, (), "r1c3"),                                    # not a part's first box
    ({"green": {"lower": [1], "upper": [1, 2]}}, ("upper_waits",), "green.*upper triangle"),
    ({"green": {"lower": [], "upper": [3]}}, ("upper_waits",), "green.*upper triangle"),
    ({"rerolls": [8, 0]}, (), "rerolls .*<= 7"),
    ({"plus1": [8, 0]}, (), "plus1 .*<= 7"),
    ({"polish": [10, 0]}, (), "polish .*<= 9"),
    ({"polish": [3, 4]}, (), "polish"),
])
def test_impossible_sheet_is_refused_naming_the_bad_value(sheet, options, bad):
    with pytest.raises(ValueError, match=bad):
        score_sheet(sheet, variant=VARIANT, options=options)


@pytest.mark.parametrize("lower,upper,field", [([1], [1, 2], 2), ([], [3], 1),
                                               ([4, 4, 4], [4, 4, 4, 4, 4], 4)])
def test_upper_waits_refusal_names_the_upper_triangle_ahead_of_its_lower_one(lower, upper,
                                                                               field):
    # R12: the refusal names what is wrong - here the first upper triangle without its lower
    with pytest.raises(ValueError, match=f"field {field}\\b|u{field}\\b"):
        score_sheet({"green": {"lower": lower, "upper": upper}}, variant=VARIANT,
                    options=("upper_waits",))


@pytest.mark.parametrize("sheet,options", [
    ({"green": {"lower": [1], "upper": [1, 2]}}, ()),     # upper ahead: fine by default
    ({"rerolls": [7, 7], "plus1": [7, 0], "polish": [9, 9]}, ()),
    ({"pink": [3, 3, 3, 3]}, ()),                          # two written 3s with copies
    ({"pink": [1] * 11 + [3]}, ()),
    ({"yellow": [[1, 6], [6, 6], [1]]}, ()),
    ({"grey": ["r2c1", "r4c2"]}, ()),
    ({"green": {"lower": [1, 2], "upper": [1, 2]}}, ("upper_waits",)),
])
def test_possible_sheet_is_accepted(sheet, options):
    score_sheet(sheet, variant=VARIANT, options=options)


# --- foxes -----------------------------------------------------------------------
def test_fox_is_worth_the_lowest_area_even_when_negative():
    s = score_sheet({
        "yellow": [[], [6, 6], []],                 # -12
        "blue": ["r6c1", "r6c2"],                   # row 6's second cross: a fox; 0 points
        "grey": ["r1c1", "r2c1"],                   # 1
        "green": {"lower": [2], "upper": [3]},      # 5
        "pink": [1, 1],                             # 4
    }, variant=VARIANT)
    assert (s["yellow"], s["blue"], s["grey"], s["green"], s["pink"]) == (-12, 0, 1, 5, 4)
    assert s["foxes"] == 1 and s["fox_value"] == -12 and s["fox_points"] == -12
    assert s["total"] == -12 + 0 + 1 + 5 + 4 - 12


@pytest.mark.parametrize("sheet,foxes", [
    ({"yellow": [[1, 2, 3, 4, 5], [], []]}, 1),                 # yellow top box 5
    ({"yellow": [[1, 2, 3, 4], [], []]}, 0),
    ({"blue": ["r6c1", "r6c4"]}, 1),                            # blue row 6, second cross
    ({"blue": ["r6c1", "r5c4"]}, 0),
    ({"green": {"lower": [1] * 10}}, 1),                        # green field 10
    ({"green": {"lower": [1] * 9, "upper": [1] * 11}}, 0),
    ({"pink": [1] * 7 + [5]}, 1),                               # pink box 8 on a 5 or 6
    ({"pink": [1] * 7 + [6]}, 1),
    ({"pink": [1] * 7 + [4]}, 0),
    ({"pink": [1] * 6 + [3, 3]}, 0),
    ({"grey": list(GREY_PARTS)}, 3),                            # one per complete shade
])
def test_fox_sources(sheet, foxes):
    assert score_sheet(sheet, variant=VARIANT)["foxes"] == foxes


# Written against mutation testing: clever 4Ever areas and refusals in words
# (shared/rules/clever-4ever.md): full areas, boxes already crossed, polish
# limits, "?" bonuses.

V = "clever-4ever"


def areas(options=()):
    return get_variant(V, options).areas


def refused(game, action):
    before = list(game.history)
    with pytest.raises(IllegalAction) as info:
        game.apply(action)
    assert game.history == before
    return str(info.value)


# --- areas: full, counts, why not -------------------------------------------------
def test_yellow_rows_full_and_counted():
    y = areas()["yellow"]
    full = y.build([[1, 2, 3, 4, 5], [6, 5, 4, 3, 2], [1, 1, 1, 1, 1]])
    assert y.is_full(full) and y.crossed_count(full) == 15
    assert y.why_not(full, 0, 3) == "the top row is full."
    almost = y.build([[1, 2, 3, 4, 5], [6, 5, 4, 3, 2], [1, 1, 1, 1]])
    assert not y.is_full(almost) and y.crossed_count(almost) == 14
    assert y.why_not(almost, 14, 1) is not None


def test_blue_cell_already_crossed_and_full_grid():
    b = areas()["blue"]
    one = b.build(["r1c1"])
    assert b.why_not(one, 0, (1, 1)) == "that cell is already crossed."
    assert b.why_not(one, 1, (3, 4)) == "the blue die names row 3 and the white die column 4."
    assert not b.is_full(one) and b.crossed_count(one) == 1
    full = b.build([f"r{r}c{c}" for r in range(1, 7) for c in range(1, 7)])
    assert b.is_full(full) and b.crossed_count(full) == 36


def test_grey_parts_refusals():
    g = areas()["grey"]
    assert g.why_not(0, 5, 6) == (
        "the first grey part must be one of the two start parts at the left.")
    two = g.build(["r1c1", "r1c2"])
    assert g.why_not(two, 0, 3) == "that part is already crossed."
    assert g.why_not(two, 1, 3) == "that part is already crossed."
    assert g.why_not(two, 2, 1) == "that part has 5 boxes; the die shows only 1."
    assert g.why_not(two, g.size - 1, 6) == "a part must touch a box already crossed."
    assert g.crossed_count(two) == 6 and not g.is_full(two)
    everything = g.build([g.box_label(i) for i in range(g.size)])
    assert g.is_full(everything) and g.crossed_count(everything) == 64


def test_grey_part_at_any_box_or_none():
    g = areas()["grey"]
    assert g.part_at("r9c9") is None
    assert g.part_at("x") is None
    assert g.box_label(g.part_at("r1c3")) == "r1c2"


def test_green_triangles_refusals_and_full():
    t = areas()["green"]
    lower_full = t.build({"lower": [1] * 11, "upper": []})
    assert t.why_not(lower_full, 3, 2) == "every lower triangle is filled."
    assert not t.is_full(lower_full) and t.crossed_count(lower_full) == 11
    full = t.build({"lower": [1] * 11, "upper": [1] * 11})
    assert t.is_full(full) and t.crossed_count(full) == 22
    waits = areas(["upper_waits"])["green"]
    assert waits.why_not(waits.initial(), 11, 2) == (
        "with this table's option an upper triangle waits for the lower one "
        "of its field (field 1 has none yet).")
    some = waits.build({"lower": [1, 1], "upper": [1, 1]})
    assert waits.why_not(some, 13, 2) == (
        "with this table's option an upper triangle waits for the lower one "
        "of its field (field 3 has none yet).")


def test_pink_full():
    p = areas()["pink"]
    full = p.build([1, 2, 4, 5, 6, 1, 2, 4, 5, 6, 1, 2])
    assert p.why_not(full, 11, 3) == "the area is full."
    assert p.is_full(full) and p.crossed_count(full) == 12
    assert not p.is_full(full[:-1])


# --- polish (rulings C3, C9) ---------------------------------------------------------
def polish_game(seats=(0, 1)):
    g = new_game(["Ann", "Bob"], seed=1, first=0, variant=V)
    for seat in seats:
        g.sheets[seat] = Sheet.from_dict(g.variant, {"polish": [2, 0]})
    g.apply("roll 2 5 1 4 6 3")
    return g


def test_polish_only_on_platter_dice():
    g = polish_game()
    assert refused(g, "use grey grey r1c1 polish +1") == (
        "Polish can only change a die taken from the silver platter; the grey die is "
        "just rolled.")


def test_polish_limits_and_other_reasons():
    g = polish_game()
    g.apply("use green green l1")
    assert g.describe_pending() == "Bob: take a die from the silver platter (or pass)"
    # polish reaching 1 or 6 is fine: the box is what is wrong
    assert refused(g, "use white yellow r1c2 polish -1") == (
        "1 cannot go in yellow top row, box 2: each row fills left to right; the next box "
        "of the top row is box 1.")
    assert refused(g, "use yellow yellow r1c2 polish +1") == (
        "6 cannot go in yellow top row, box 2: each row fills left to right; the next box "
        "of the top row is box 1.")
    assert refused(g, "use yellow yellow r1c1 polish +2") == (
        "Polish cannot take the yellow 5 to 7: 1 and 6 are not next to each other.")
    assert refused(g, "use blue blue r1c1 polish -1") == (
        "Polish cannot take the blue 1 to 0: 1 and 6 are not next to each other.")


def test_die_options_list_every_polish_choice():
    g = polish_game(seats=(1,))
    g.apply("use green green l1")
    white = g.die_index("white")
    assert g.polish_steps(1, white) == [-1, 1, 2]
    got = [(area, g.variant.areas[area].box_label(box), p)
           for area, box, p in g.die_options(1, white)]
    plain = [("yellow", "r1c1"), ("yellow", "r2c1"), ("yellow", "r3c1"), ("grey", "r1c1"),
             ("green", "l1"), ("green", "u1"), ("pink", "1")]
    assert got == ([(a, b, 0) for a, b in plain] + [(a, b, -1) for a, b in plain]
                   + [(a, b, 1) for a, b in plain]
                   + [(a, b, 2) for a, b in plain[:4]] + [("grey", "r2c1", 2)]
                   + [(a, b, 2) for a, b in plain[4:]])
    # Ann holds no polish: no polish choices for her
    assert g.die_options(0, white) == [
        (area, box, 0) for area, box in g.die_targets(0, white)]


# --- "?" bonuses -------------------------------------------------------------------
def test_question_mark_bonus_value_not_allowed_in_its_box():
    g = new_game(["Ann", "Bob"], seed=1, first=0, variant=V)
    g.sheets[0] = Sheet.from_dict(g.variant, {
        "yellow": [[5], [6, 5, 4, 3, 2], [1, 1, 1, 1, 1]],
        "green": {"lower": [1, 1, 1], "upper": []}})
    g.apply("roll 2 5 1 4 6 3")
    g.apply("use green green l4")  # field 4's bonus: a yellow "?"
    assert g.pending.kind == "bonus"
    text = refused(g, "bonus yellow r1c2 3")
    assert text.startswith("3 cannot go in yellow top row, box 2 (bonus ")
    assert refused(g, "bonus yellow r1c2") == (
        f"The bonus {g.bonus_words(g.pending.bonus)} needs a value from 1 to 6 for that box.")
    g.apply("bonus yellow r1c2 6")
