"""The falling track (clever/areas/falling.py) as Twice as Clever's blue
(shared/rules/twice-as-clever.md, "Blue", T10, T16): sums of two dice left
to right, each at most the one before; the printed bonuses and points."""

import pytest

from clever.areas import kind_class
from clever.variants import twice_as_clever as twice

# the printed sheet, box 1 to 12
BONUS = (None, ("return",), ("any", "yellow"), None, ("plus1",), ("reroll",),
         ("any", "pink"), None, ("fox",), ("return",), None, ("any", "green"))
POINTS = (1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 66, 78)  # if the box is the last filled


# built for each test, not once a module: mutmut runs only the tests that
# called a function, and a module fixture calls __init__ in the first alone
@pytest.fixture
def blue():
    return kind_class("falling")("blue", twice.BLUE)


def filled(n: int, value: int = 12) -> tuple:
    return (value,) * n


def test_the_kind_names_itself_and_reads_blue_plus_white(blue):
    assert blue.kind == "falling"
    assert blue.name == "blue"  # the name its refusals and save errors give
    assert blue.reads == ("sum", "blue", "white")
    assert blue.size == 12


@pytest.mark.parametrize("box", range(12))
def test_each_box_gives_its_printed_bonus(blue, box):
    new, bonuses = blue.mark(filled(box), box, 7)
    assert new == filled(box) + (7,)
    assert bonuses == ([BONUS[box]] if BONUS[box] else [])


@pytest.mark.parametrize("n", range(13))
def test_points_by_the_boxes_filled(blue, n):
    assert blue.score(filled(n, 2)) == ((0,) + POINTS)[n]
    assert blue.crossed_count(filled(n)) == n
    assert blue.is_full(filled(n)) == (n == 12)


def test_the_fox_is_under_box_9(blue):
    assert [blue.foxes(filled(n)) for n in range(13)] == [0] * 9 + [1] * 4


def test_the_first_box_takes_any_sum(blue):
    assert [blue.targets((), v) for v in range(2, 13)] == [[0]] * 11


@pytest.mark.parametrize("last", range(2, 13))
def test_a_later_box_takes_a_sum_at_most_the_one_before(blue, last):
    marks = (12, last)
    for v in range(2, 13):
        assert blue.targets(marks, v) == ([2] if v <= last else [])


def test_a_full_track_takes_nothing(blue):
    assert blue.targets(filled(12), 2) == []
    assert not blue.accepts(filled(12), 2)
    assert blue.any_targets(filled(12)) == []


def test_the_blue_question_mark_offers_every_sum_the_rule_allows(blue):
    assert blue.any_targets(()) == [(0, v) for v in range(2, 13)]
    assert blue.any_targets((9, 7)) == [(2, v) for v in range(2, 8)]
    assert blue.any_targets((2,)) == [(1, 2)]
    assert blue.bonus_targets((9, 7), ("any", "blue")) == blue.any_targets((9, 7))
    assert blue.bonus_value(("any", "blue"), 5) == 5


REFUSED = [
    ((9, 7), 2, 8, "it must be at most 7, the sum before it."),
    # the sum just before, not the second one
    ((12, 10, 8), 3, 9, "it must be at most 8, the sum before it."),
    ((9, 7), 3, 5, "boxes are filled left to right; the next one is box 3."),
    (filled(12), 0, 2, "the area is full."),
    ((), 0, 13, "it takes a sum of two dice, 2 to 12."),
]


@pytest.mark.parametrize("marks, box, value, why", REFUSED)
def test_a_refusal_says_why_in_words(blue, marks, box, value, why):
    assert str(blue.why_not(marks, box, value)) == why


BUILD_REFUSED = [
    (5, "blue: expected a list of at most 12 sums"),
    ([12] * 13, "blue: expected a list of at most 12 sums"),
    ([9, 7, 8], "blue box 3: 8 cannot be written there: it must be at most 7, the sum before it."),
    ([1], "blue box 1: 1 is not a sum of two dice (2 to 12)"),
    ([12, 13], "blue box 2: 13 is not a sum of two dice (2 to 12)"),
    (["7"], "blue box 1: '7' is not a sum of two dice (2 to 12)"),
    ([True], "blue box 1: True is not a sum of two dice (2 to 12)"),
]


@pytest.mark.parametrize("value, message", BUILD_REFUSED)
def test_an_impossible_sheet_is_refused_with_what_is_wrong(blue, value, message):
    with pytest.raises(ValueError) as refused:
        blue.build(value)
    assert str(refused.value) == message


@pytest.mark.parametrize("sheet", [[], [12], [12, 12, 9, 9, 7, 5, 5, 4, 3, 2, 2, 2], [2] * 12])
def test_export_and_build_round_trip(blue, sheet):
    assert blue.export(blue.build(sheet)) == sheet


def test_boxes_are_named_by_number(blue):
    assert [blue.box_label(b) for b in range(12)] == [str(n) for n in range(1, 13)]
    assert [blue.parse_box(str(n)) for n in range(1, 13)] == list(range(12))
    assert blue.parse_box("13") is None and blue.parse_box("0") is None
    assert str(blue.describe_box(2)) == "blue box 3"


def test_the_counter_asks_for_the_boxes_filled(blue):
    assert blue.counter_scale() == (0,) + POINTS
    assert blue.possible_points() == frozenset((0,) + POINTS)
    assert blue.points_foxes() == {p: (1 if n >= 9 else 0) for n, p in enumerate((0,) + POINTS)}


def test_a_number_bonus_keeps_the_rule_too(blue):
    """No printed bonus writes a fixed number in blue; one that did would still
    be at most the sum before (a plain track would take it anywhere)."""
    assert blue.bonus_targets((9, 7), ("num", "blue", 5)) == [(2, None)]
    assert blue.bonus_targets((9, 7), ("num", "blue", 8)) == []
