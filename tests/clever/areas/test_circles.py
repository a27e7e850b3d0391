"""The circles kind on Twice as Clever's yellow (shared/rules/twice-as-clever.md,
"Yellow", T12, T16): a die circles a free matching number or crosses a circled
one; rows and columns give their bonus when their last number is circled; only
crosses score.

The area is built straight from the sheet data, so these tests do not need
the rest of the variant."""

import random
from importlib import import_module

import pytest

from clever import new_game
from clever.areas import kind_class
from clever.bots.random_bot import RandomBot
from clever.position import Position, earned

TWICE = import_module("clever.variants.twice_as_clever")
# the printed lattice: label -> number
NUMBERS = {"r1c2": 3, "r1c4": 6, "r2c1": 1, "r2c3": 2, "r3c2": 4, "r3c4": 3,
           "r4c1": 2, "r4c3": 5, "r5c2": 5, "r5c4": 4}
ROW_BONUS = {1: ("any", "blue"), 2: ("return",), 3: ("any", "yellow"), 4: ("any", "green"),
             5: ("any", "pink")}
COL_BONUS = {1: ("reroll",), 2: ("plus1",), 3: ("any", "silver"), 4: ("fox",)}
CROSS_POINTS = {0: 0, 1: 3, 2: 10, 3: 21, 4: 36, 5: 55, 6: 75, 7: 96, 8: 118, 9: 141, 10: 165}


def row_of(label):
    return [t for t in NUMBERS if t[1] == label[1]]


def col_of(label):
    return [t for t in NUMBERS if t[3] == label[3]]


# built for each test, not once a module: mutmut runs only the tests that
# called a function, and a module fixture calls __init__ in the first alone
@pytest.fixture
def yellow():
    return kind_class("circles")("yellow", TWICE.YELLOW)


def play(area, *labels, marks=None):
    """Enter each box in turn (a box named twice is circled, then crossed)."""
    marks = area.initial() if marks is None else marks
    for text in labels:
        marks, _ = area.mark(marks, area.parse_box(text), None)
    return marks


def labels(area, boxes) -> list[str]:
    return [area.box_label(b) for b in boxes]


def test_the_kind_is_found_by_name_and_sized_from_the_data(yellow):
    assert yellow.kind == "circles"
    assert yellow.size == 10
    assert yellow.box_implies_value
    assert yellow.initial() == 0
    assert labels(yellow, yellow.cells) == sorted(NUMBERS, key=lambda t: (t[1], t[3]))
    assert {t: yellow.numbers[yellow.parse_box(t)] for t in NUMBERS} == NUMBERS


# --- where a die may go --------------------------------------------------------
@pytest.mark.parametrize("value", range(1, 7))
def test_a_die_may_circle_any_free_number_it_shows(yellow, value):
    want = [t for t in NUMBERS if NUMBERS[t] == value]
    assert sorted(labels(yellow, yellow.targets(0, value))) == sorted(want)


@pytest.mark.parametrize("label", NUMBERS)
def test_a_circled_number_may_still_be_crossed_a_crossed_one_not(yellow, label):
    value = NUMBERS[label]
    circled = play(yellow, label)
    assert label in labels(yellow, yellow.targets(circled, value))
    crossed = play(yellow, label, marks=circled)
    assert label not in labels(yellow, yellow.targets(crossed, value))
    twins = [t for t in NUMBERS if NUMBERS[t] == value and t != label]
    assert labels(yellow, yellow.targets(crossed, value)) == twins


def test_a_value_off_the_dice_has_no_target(yellow):
    assert yellow.targets(0, 0) == yellow.targets(0, 7) == []


def test_a_question_mark_may_circle_or_cross_any_number_not_crossed(yellow):
    everything = [(c, None) for c in yellow.cells]
    assert yellow.any_targets(0) == everything
    marks = play(yellow, "r1c2", "r2c1", "r2c1")  # r1c2 circled, r2c1 crossed
    free = yellow.any_targets(marks)
    assert [yellow.box_label(c) for c, _ in free] == [t for t in labels(yellow, yellow.cells)
                                                       if t != "r2c1"]
    assert yellow.bonus_targets(marks, ("any", "yellow")) == free
    assert yellow.any_targets(play(yellow, *NUMBERS, *NUMBERS)) == []


# --- entering: circle first, then cross ---------------------------------------------
@pytest.mark.parametrize("label", NUMBERS)
def test_the_first_entry_circles_the_second_crosses(yellow, label):
    circled = play(yellow, label)
    assert yellow.export(circled) == {"circled": [label], "crossed": []}
    assert yellow.crossed_count(circled) == 0 and yellow.circled_count(circled) == 1
    crossed = play(yellow, label, marks=circled)
    assert yellow.export(crossed) == {"circled": [label], "crossed": [label]}
    assert yellow.crossed_count(crossed) == 1 and yellow.circled_count(crossed) == 1


# --- bonuses (T12, R6) -----------------------------------------------------------
ROW_CASES = [(r, last) for r in ROW_BONUS for last in NUMBERS if int(last[1]) == r]
COL_CASES = [(c, last) for c in COL_BONUS for last in NUMBERS if int(last[3]) == c]


@pytest.mark.parametrize("row, last", ROW_CASES)
def test_circling_the_last_number_of_a_row_gives_its_bonus(yellow, row, last):
    marks = play(yellow, *(t for t in row_of(last) if t != last))
    _, bonuses = yellow.mark(marks, yellow.parse_box(last), None)
    assert bonuses == [ROW_BONUS[row]]


@pytest.mark.parametrize("col, last", COL_CASES)
def test_circling_the_last_number_of_a_column_gives_its_bonus(yellow, col, last):
    marks = play(yellow, *(t for t in col_of(last) if t != last))
    _, bonuses = yellow.mark(marks, yellow.parse_box(last), None)
    assert bonuses == [COL_BONUS[col]]


@pytest.mark.parametrize("last", NUMBERS)
def test_a_number_completing_row_and_column_gives_the_row_bonus_first(yellow, last):
    others = {t for t in row_of(last) + col_of(last) if t != last}
    _, bonuses = yellow.mark(play(yellow, *sorted(others)), yellow.parse_box(last), None)
    assert bonuses == [ROW_BONUS[int(last[1])], COL_BONUS[int(last[3])]]


@pytest.mark.parametrize("last", NUMBERS)
def test_crossing_never_gives_a_line_bonus_again(yellow, last):
    others = {t for t in row_of(last) + col_of(last) if t != last}
    marks = play(yellow, *sorted(others), last)
    _, bonuses = yellow.mark(marks, yellow.parse_box(last), None)
    assert bonuses == []


def test_a_crossed_number_counts_as_circled_for_its_line(yellow):
    marks = play(yellow, "r1c2", "r1c2")  # the 3 of row 1 circled and crossed
    _, bonuses = yellow.mark(marks, yellow.parse_box("r1c4"), None)
    assert bonuses == [ROW_BONUS[1]]


def test_a_line_short_of_one_circle_gives_nothing(yellow):
    for last in NUMBERS:
        _, bonuses = yellow.mark(0, yellow.parse_box(last), None)
        assert bonuses == []


def test_every_line_fires_exactly_once_whatever_the_order():
    """Random orders of every circle and cross (any number, any time): nine
    bonuses in all, each line's once, and its circle is the one that fires it."""
    area = kind_class("circles")("yellow", TWICE.YELLOW)
    rng = random.Random(12)
    for _ in range(200):
        marks, got = 0, []
        while not area.is_full(marks):
            box, _ = rng.choice(area.any_targets(marks))
            was_circled = marks >> box & 1
            marks, bonuses = area.mark(marks, box, None)
            assert not (was_circled and bonuses)
            got += bonuses
        assert sorted(got) == sorted([*ROW_BONUS.values(), *COL_BONUS.values()])
        assert area.score(marks) == 165


# --- points ---------------------------------------------------------------------
@pytest.mark.parametrize("crosses, points", CROSS_POINTS.items())
def test_points_by_the_number_of_crosses(yellow, crosses, points):
    crossed = list(NUMBERS)[:crosses]
    marks = play(yellow, *NUMBERS, *crossed)
    assert yellow.crossed_count(marks) == crosses
    assert yellow.score(marks) == points


def test_circles_alone_score_nothing(yellow):
    assert yellow.score(play(yellow, *NUMBERS)) == 0


def test_the_counter_asks_for_the_crosses(yellow):
    assert yellow.counter_scale() == tuple(CROSS_POINTS.values())
    assert yellow.possible_points() == frozenset(CROSS_POINTS.values())
    # every score goes with all lines circled: column 4's fox with it
    assert yellow.points_foxes() == {p: 1 for p in CROSS_POINTS.values()}
    assert yellow.fox_cap(165) == yellow.fox_cap(0) == 1 and yellow.fox_cap(4) == 0


def test_the_fox_is_column_4_all_circled(yellow):
    assert yellow.foxes(play(yellow, "r1c4", "r3c4")) == 0
    assert yellow.foxes(play(yellow, "r1c4", "r3c4", "r5c4")) == 1
    assert yellow.foxes(play(yellow, "r1c4", "r3c4", "r5c4", "r1c4", "r5c4")) == 1
    assert yellow.foxes(play(yellow, *NUMBERS)) == 1


def test_the_area_is_full_only_with_every_number_crossed(yellow):
    every = play(yellow, *NUMBERS, *NUMBERS)
    assert yellow.is_full(every)
    assert not yellow.is_full(play(yellow, *NUMBERS))
    assert not yellow.is_full(play(yellow, *NUMBERS, *list(NUMBERS)[:-1]))


# --- words --------------------------------------------------------------------------
def test_boxes_are_named_by_number_and_row(yellow):
    assert yellow.describe_box(yellow.parse_box("r3c4")) == "the yellow 3 of row 3"
    assert yellow.describe_box(yellow.parse_box("r2c1")) == "the yellow 1 of row 2"


@pytest.mark.parametrize("text", ["r1c1", "r2c2", "r6c1", "r1c5", "r0c1", "R1C2", "1", "",
                                  "r01c2"])
def test_only_cells_with_a_number_are_boxes(yellow, text):
    assert yellow.parse_box(text) is None


@pytest.mark.parametrize("label", NUMBERS)
def test_every_box_label_reads_back(yellow, label):
    assert yellow.box_label(yellow.parse_box(label)) == label


WHY_NOT = [
    ((), "r1c2", 4, "that number is a 3, not a 4."),
    (("r1c4", "r1c4"), "r1c4", 6, "the only 6 is already crossed."),
    (("r2c1", "r2c1"), "r2c1", 1, "the only 1 is already crossed."),
    (("r1c2", "r1c2"), "r1c2", 3, "that 3 is already crossed; another 3 is still open."),
    (("r1c2", "r1c2", "r3c4", "r3c4"), "r3c4", 3, "both 3s are already crossed."),
]


@pytest.mark.parametrize("entered, box, value, message", WHY_NOT)
def test_why_not_in_players_words(yellow, entered, box, value, message):
    marks = play(yellow, *entered)
    assert box not in labels(yellow, yellow.targets(marks, value))
    assert yellow.why_not(marks, yellow.parse_box(box), value) == message


def test_a_number_printed_three_times_says_every_one_is_crossed():
    data = dict(TWICE.YELLOW, numbers=((2, None, 2, None), (None, 2, None, 1)),
                row_bonus=(None, None), col_bonus=(None,) * 4)
    area = kind_class("circles")("yellow", data)
    marks = play(area, "r1c1", "r1c1", "r1c3", "r1c3", "r2c2", "r2c2")
    assert area.why_not(marks, area.parse_box("r2c2"), 2) == "every 2 is already crossed."


# --- the sheet dict (save format, T16) ------------------------------------------------
def test_export_and_build_round_trip_random_sheets(yellow):
    rng = random.Random(5)
    for _ in range(300):
        marks = 0
        for _ in range(rng.randrange(21)):
            if yellow.is_full(marks):
                break
            marks, _ = yellow.mark(marks, rng.choice(yellow.any_targets(marks))[0], None)
        assert yellow.build(yellow.export(marks)) == marks


def test_a_sheet_may_leave_either_list_out(yellow):
    assert yellow.build({}) == 0
    assert yellow.build({"circled": ["r2c1"]}) == play(yellow, "r2c1")


REFUSALS = [
    (["r1c2"], "yellow: expected {\"circled\": [...], \"crossed\": [...]}, lists of numbers "
               "like 'r1c2'"),
    ({"circled": [], "crosses": []}, "yellow: expected {\"circled\": [...], \"crossed\": "
                                     "[...]}, lists of numbers like 'r1c2'"),
    ({"circled": "r1c2"}, "yellow: expected a list of numbers like 'r1c2'"),
    ({"circled": ["r1c1"]}, "yellow: 'r1c1' is not a number of this area"),
    ({"circled": [12]}, "yellow: 12 is not a number of this area"),
    ({"circled": ["r1c2", "r1c2"]}, "yellow: r1c2 is listed twice"),
    # the crossed list is read with the same words
    ({"crossed": "r1c2"}, "yellow: expected a list of numbers like 'r1c2'"),
    ({"crossed": ["r1c1"]}, "yellow: 'r1c1' is not a number of this area"),
    ({"circled": ["r1c2"], "crossed": ["r1c2", "r1c2"]}, "yellow: r1c2 is listed twice"),
    ({"crossed": ["r3c4"]},
     "yellow: r3c4 crossed but not circled; a number is circled before it is crossed"),
    ({"circled": ["r1c2"], "crossed": ["r1c2", "r5c4", "r2c1"]},
     "yellow: r2c1, r5c4 crossed but not circled; a number is circled before it is crossed"),
]


@pytest.mark.parametrize("value, message", REFUSALS)
def test_an_impossible_sheet_is_refused_with_what_is_wrong(yellow, value, message):
    with pytest.raises(ValueError) as refused:
        yellow.build(value)
    assert str(refused.value) == message


# --- replaying a mask (positions) -------------------------------------------------------
def test_a_mask_replayed_bit_by_bit_gives_every_bonus_it_earned(yellow):
    """clever/position.py finds the bonuses a sheet earned by entering its
    set bits one by one: the crossed bits cross, and give nothing."""
    full = play(yellow, *NUMBERS, *NUMBERS)
    assert earned(yellow, full) == [ROW_BONUS[1], ROW_BONUS[2], ROW_BONUS[3], COL_BONUS[1],
                                    ROW_BONUS[4], COL_BONUS[3], COL_BONUS[2], ROW_BONUS[5],
                                    COL_BONUS[4]]
    half = play(yellow, "r1c2", "r1c4", "r1c4", "r3c4")
    assert earned(yellow, half) == [ROW_BONUS[1]]
    replayed = 0
    for box in range(full.bit_length()):
        if half >> box & 1:
            replayed, _ = yellow.mark(replayed, box, None)
    assert replayed == half


def test_each_circle_and_each_cross_is_an_entry(yellow):
    """A bonus placed here makes one entry, a circle or a cross: a sheet's
    bonuses owed are checked against the entries (clever/position.py)."""
    assert yellow.entries_count(0) == 0
    assert yellow.entries_count(play(yellow, "r1c2", "r3c4", "r3c4")) == 3
    assert yellow.crossed_count(play(yellow, "r1c2", "r3c4", "r3c4")) == 1


@pytest.mark.parametrize("seed", range(6))
def test_every_position_of_a_game_is_one_a_position_may_hold(seed):
    """A yellow "?" that only circles is placed: the position of the game
    after it is not refused as owing that bonus."""
    game = new_game(["A", "B"], seed=seed, variant="twice-as-clever")
    bot, rng = RandomBot(), random.Random(seed)
    while not game.is_over:
        try:
            Position.from_game(game)
        except ValueError as refused:
            assert "moment" in str(refused)
        game.apply(bot.choose(game, rng))


def test_the_circled_and_crossed_masks_are_read_from_the_marks(yellow):
    r1c2, r2c1 = yellow.parse_box("r1c2"), yellow.parse_box("r2c1")
    marks = play(yellow, "r1c2", "r2c1", "r2c1")  # r1c2 circled, r2c1 crossed
    assert yellow.circled(marks) == 1 << r1c2 | 1 << r2c1  # a crossed number stays circled
    assert yellow.crossed(marks) == 1 << r2c1


def test_a_bonus_list_longer_than_the_lattice_is_refused():
    """A line bonus with no line is a mistake in the variant's data, not a
    bonus never given."""
    data = {**TWICE.YELLOW, "col_bonus": tuple(TWICE.YELLOW["col_bonus"]) + (("fox",),)}
    with pytest.raises(ValueError):
        kind_class("circles")("yellow", data)
