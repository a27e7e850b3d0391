"""The number_rows kind on Twice as Clever's silver (shared/rules/twice-as-clever.md,
"Silver", T2, T5, T7, T16): four colour rows of the numbers 1..6, a bonus per
number marked in every row, points per row by its count of marks.

The area is built straight from the sheet data, so these tests do not need
the rest of the variant."""

from importlib import import_module
from itertools import product

import pytest

from clever.areas import kind_class

TWICE = import_module("clever.variants.twice_as_clever")
ROWS = ("yellow", "blue", "green", "pink")
# the printed column bonuses, number 1..6
COL_BONUS = {1: ("plus1",), 2: ("any", "yellow"), 3: ("fox",), 4: ("any", "blue"),
             5: ("any", "green"), 6: ("any", "pink")}
ROW_POINTS = {0: 0, 1: 2, 2: 4, 3: 7, 4: 11, 5: 16, 6: 22}


# built for each test, not once a module: mutmut runs only the tests that
# called a function, and a module fixture calls __init__ in the first alone
@pytest.fixture
def silver():
    return kind_class("number_rows")("silver", TWICE.SILVER)


def cells(area, *labels) -> int:
    marks = area.initial()
    for text in labels:
        marks, _ = area.mark(marks, area.parse_box(text), None)
    return marks


def labels(area, boxes) -> list[str]:
    return [area.box_label(b) for b in boxes]


def test_the_kind_is_found_by_name_and_sized_from_the_data(silver):
    assert silver.kind == "number_rows"
    assert silver.size == 24
    assert silver.box_implies_value
    assert silver.initial() == 0


# --- where a die may go --------------------------------------------------------
@pytest.mark.parametrize("number", range(1, 7))
def test_a_number_may_be_marked_in_any_row_where_it_is_free(silver, number):
    assert labels(silver, silver.targets(0, number)) == [f"r{r}c{number}" for r in range(1, 5)]
    taken = cells(silver, f"r2c{number}", f"r4c{number}")
    assert labels(silver, silver.targets(taken, number)) == [f"r1c{number}", f"r3c{number}"]


@pytest.mark.parametrize("number", range(1, 7))
def test_a_number_marked_in_every_row_has_no_target(silver, number):
    """T7: the silver die (or white as silver) of that number cannot be chosen."""
    full_column = cells(silver, *(f"r{r}c{number}" for r in range(1, 5)))
    assert silver.targets(full_column, number) == []
    others = [n for n in range(1, 7) if n != number]
    assert all(len(silver.targets(full_column, n)) == 4 for n in others)


def test_a_value_off_the_dice_has_no_target(silver):
    assert silver.targets(0, 0) == silver.targets(0, 7) == []


def test_a_question_mark_may_go_in_any_free_cell(silver):
    assert silver.any_targets(0) == [(c, None) for c in range(24)]
    marks = cells(silver, "r1c1", "r3c6")
    free = silver.any_targets(marks)
    assert len(free) == 22
    assert {silver.box_label(c) for c, _ in free}.isdisjoint({"r1c1", "r3c6"})
    assert silver.any_targets(silver.full) == []
    assert silver.bonus_targets(marks, ("any", "silver")) == free


# --- the silver chain (T2, T5) ---------------------------------------------------
@pytest.mark.parametrize("row, colour", enumerate(ROWS, start=1))
def test_the_chain_marks_a_coloured_die_in_its_own_row(silver, row, colour):
    assert labels(silver, silver.chain_targets(0, colour, 4)) == [f"r{row}c4"]
    assert silver.chain_targets(cells(silver, f"r{row}c4"), colour, 4) == []
    # another row's 4 taken changes nothing for this colour
    other = 1 if row != 1 else 2
    assert labels(silver, silver.chain_targets(cells(silver, f"r{other}c4"), colour, 4)) \
        == [f"r{row}c4"]


@pytest.mark.parametrize("die", ["white", "silver"])
def test_the_chain_marks_a_white_or_silver_die_in_any_row(silver, die):
    assert labels(silver, silver.chain_targets(0, die, 2)) == ["r1c2", "r2c2", "r3c2", "r4c2"]
    marks = cells(silver, "r1c2", "r3c2")
    assert labels(silver, silver.chain_targets(marks, die, 2)) == ["r2c2", "r4c2"]
    assert silver.chain_targets(cells(silver, "r1c2", "r2c2", "r3c2", "r4c2"), die, 2) == []


def test_the_chain_has_no_cell_for_a_value_off_the_dice(silver):
    assert silver.chain_targets(0, "blue", 7) == []
    assert silver.chain_targets(0, "white", 0) == []


# --- refusals in players' words ---------------------------------------------------
def test_why_not_says_the_cell_is_taken_or_holds_another_number(silver):
    marks = cells(silver, "r2c5")
    assert silver.why_not(marks, silver.parse_box("r2c5"), 5) == "that box is already crossed."
    assert silver.why_not(marks, silver.parse_box("r1c5"), 3) \
        == "the box shows 5, the value is 3."


def test_the_chain_names_the_row_a_coloured_die_belongs_to(silver):
    assert silver.chain_why_not(0, silver.parse_box("r1c4"), "green", 4) \
        == "a green die is marked only in the green row."
    taken = cells(silver, "r3c4")
    assert silver.chain_why_not(taken, silver.parse_box("r3c4"), "green", 4) \
        == "that box is already crossed."
    assert silver.chain_why_not(0, silver.parse_box("r2c4"), "white", 3) \
        == "the box shows 4, the value is 3."


# --- bonuses -----------------------------------------------------------------
@pytest.mark.parametrize("number, bonus", COL_BONUS.items())
@pytest.mark.parametrize("last_row", [1, 2, 3, 4])
def test_a_number_in_every_row_gives_its_column_bonus(silver, number, bonus, last_row):
    others = [f"r{r}c{number}" for r in range(1, 5) if r != last_row]
    marks = cells(silver, *others)
    new, bonuses = silver.mark(marks, silver.parse_box(f"r{last_row}c{number}"), None)
    assert bonuses == [bonus]
    assert new == marks | 1 << ((last_row - 1) * 6 + number - 1)


@pytest.mark.parametrize("number", range(1, 7))
def test_three_rows_of_a_number_give_nothing(silver, number):
    marks = 0
    for r in range(1, 4):
        marks, bonuses = silver.mark(marks, silver.parse_box(f"r{r}c{number}"), None)
        assert bonuses == []


def test_a_full_row_gives_no_bonus(silver):
    marks = cells(silver, "r1c1", "r1c2", "r1c3", "r1c4", "r1c5")
    assert silver.mark(marks, silver.parse_box("r1c6"), None)[1] == []


def test_the_data_gives_the_printed_bonuses_and_points():
    assert TWICE.SILVER["rows"] == ROWS
    assert dict(enumerate(TWICE.SILVER["col_bonus"], start=1)) == COL_BONUS
    assert dict(enumerate(TWICE.SILVER["row_points"])) == ROW_POINTS


# --- scoring -------------------------------------------------------------------
@pytest.mark.parametrize("count, points", ROW_POINTS.items())
@pytest.mark.parametrize("row", [1, 2, 3, 4])
def test_each_row_scores_by_its_count_of_marks(silver, row, count, points):
    marks = cells(silver, *(f"r{row}c{n}" for n in range(1, count + 1)))
    assert silver.score(marks) == points
    assert silver.crossed_count(marks) == count


def test_the_rows_are_added(silver):
    # yellow 3 marks (7), blue 1 (2), green 6 (22), pink 0
    marks = cells(silver, "r1c1", "r1c4", "r1c6", "r2c2",
                  *(f"r3c{n}" for n in range(1, 7)))
    assert silver.row_counts(marks) == (3, 1, 6, 0)
    assert silver.score(marks) == 7 + 2 + 22
    assert silver.score(silver.full) == 88
    assert silver.is_full(silver.full)
    assert not silver.is_full(silver.full & ~1)


def test_only_the_complete_3s_column_is_a_fox(silver):
    threes = [f"r{r}c3" for r in range(1, 5)]
    assert silver.foxes(cells(silver, *threes[:3])) == 0
    assert silver.foxes(cells(silver, *threes)) == 1
    assert silver.foxes(silver.full) == 1
    assert silver.foxes(cells(silver, *(f"r{r}c{n}" for r in range(1, 5) for n in (1, 2, 4)))) \
        == 0


# --- the score counter ---------------------------------------------------------
def test_the_counter_asks_for_points_and_takes_sums_of_four_rows(silver):
    assert silver.counter_scale() is None
    sums = {sum(ROW_POINTS[k] for k in counts) for counts in product(range(7), repeat=4)}
    assert silver.possible_points() == frozenset(sums)
    assert 0 in sums and 88 in sums and 1 not in sums and 87 not in sums


@pytest.mark.parametrize("points, foxes", [
    (0, 0),
    (2, 0),    # one mark: no column complete
    (8, 1),    # one mark per row: the 3s column
    (7, 0),    # three marks in one row only
    (88, 1),   # the full sheet
    (16 + 22 + 22 + 22, 1),  # one row with five marks, three full
])
def test_the_counter_caps_the_foxes_by_the_rows_that_reach_a_column(silver, points, foxes):
    assert silver.fox_cap(points) == foxes


def test_every_sheet_scores_a_possible_total_with_at_most_its_fox_cap(silver):
    """A few hundred random sheets: never more foxes than the counter allows."""
    import random
    rng = random.Random(7)
    for _ in range(300):
        marks = rng.getrandbits(24)
        assert silver.score(marks) in silver.possible_points()
        assert silver.foxes(marks) <= silver.fox_cap(silver.score(marks))


# --- names and the plain form (save format, T16) ----------------------------------
def test_cells_are_named_by_row_and_number(silver):
    assert [silver.box_label(c) for c in (0, 5, 6, 23)] == ["r1c1", "r1c6", "r2c1", "r4c6"]
    assert [silver.parse_box(silver.box_label(c)) for c in range(24)] == list(range(24))


@pytest.mark.parametrize("text", ["", "r0c1", "r5c1", "r1c0", "r1c7", "r01c1", "1", 4, None])
def test_a_name_off_the_sheet_names_no_cell(silver, text):
    assert silver.parse_box(text) is None


def test_each_cell_is_described_by_its_row_colour_and_number(silver):
    described = silver.describe_box(silver.parse_box("r2c5"))
    assert described == "silver blue row, number 5"
    assert described.params["row"] == "blue"  # a word the views translate


def test_export_and_build_round_trip(silver):
    marks = cells(silver, "r4c6", "r1c1", "r2c3")
    assert silver.export(marks) == ["r1c1", "r2c3", "r4c6"]
    assert silver.build(silver.export(marks)) == marks
    assert silver.build([]) == 0
    assert silver.build(silver.export(silver.full)) == silver.full


@pytest.mark.parametrize("value, message", [
    ("r1c1", "silver: expected a list of cells like 'r1c4' (row 1, number 4)"),
    ({"r1c1": 1}, "silver: expected a list of cells like 'r1c4' (row 1, number 4)"),
    (["r5c1"], "silver: 'r5c1' is not a cell of this area"),
    (["r1c7"], "silver: 'r1c7' is not a cell of this area"),
    ([3], "silver: 3 is not a cell of this area"),
    (["r1c1", "r2c2", "r1c1"], "silver: r1c1 is listed twice"),
])
def test_an_impossible_sheet_is_refused_with_what_is_wrong(silver, value, message):
    with pytest.raises(ValueError) as refused:
        silver.build(value)
    assert str(refused.value) == message
