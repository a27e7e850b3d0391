"""The gated track (clever/areas/gated.py) as Twice as Clever's pink
(shared/rules/twice-as-clever.md, "Pink", T16): any face left to right; a
box's bonus only for a value of at least its printed minimum."""

import pytest

from clever.areas import kind_class
from clever.variants import twice_as_clever as twice

# the printed sheet, box 1 to 12
NEEDS = (None, None, 2, 3, 4, 5, 6, 2, 3, 4, 5, 6)
BONUS = (None, None, ("reroll",), ("return",), ("plus1",), ("any", "green"), ("any", "yellow"),
         ("fox",), ("any", "silver"), ("reroll",), ("any", "blue"), ("any", "yellow"))


# built for each test, not once a module: mutmut runs only the tests that
# called a function, and a module fixture calls __init__ in the first alone
@pytest.fixture
def pink():
    return kind_class("gated")("pink", twice.PINK)


def test_the_kind_names_itself_and_reads_the_face(pink):
    assert pink.kind == "gated"
    assert pink.reads is None
    assert pink.size == 12


@pytest.mark.parametrize("box", range(12))
@pytest.mark.parametrize("face", range(1, 7))
def test_each_box_takes_any_face_and_its_bonus_from_its_minimum(pink, box, face):
    before = (1,) * box
    assert pink.targets(before, face) == [box]
    new, bonuses = pink.mark(before, box, face)
    assert new == before + (face,)
    gets = NEEDS[box] is not None and face >= NEEDS[box]
    assert bonuses == ([BONUS[box]] if gets else [])


@pytest.mark.parametrize("fox_value, foxes", [(1, 0), (2, 1), (6, 1)])
def test_the_fox_under_box_8_needs_a_2_or_more(pink, fox_value, foxes):
    marks = (6,) * 7 + (fox_value,)
    assert pink.foxes(marks[:7]) == 0
    assert pink.foxes(marks) == foxes
    assert pink.foxes(marks + (1,) * 4) == foxes


@pytest.mark.parametrize("marks, points", [((), 0), ((1,), 1), ((6,) * 12, 72),
                                           ((1, 2, 3, 4, 5, 6), 21)])
def test_points_are_the_sum_written(pink, marks, points):
    assert pink.score(marks) == points


def test_the_pink_question_mark_offers_each_face_for_the_next_box(pink):
    assert pink.any_targets(()) == [(0, v) for v in range(1, 7)]
    assert pink.any_targets((1, 1, 1)) == [(3, v) for v in range(1, 7)]
    assert pink.any_targets((1,) * 12) == []
    assert pink.bonus_targets((), ("any", "pink")) == pink.any_targets(())
    # the minimum still gates the bonus of a value the "?" chose
    assert pink.mark((1, 1, 1), 3, pink.bonus_value(("any", "pink"), 2)) == ((1, 1, 1, 2), [])
    assert pink.mark((1, 1, 1), 3, pink.bonus_value(("any", "pink"), 3)) == \
        ((1, 1, 1, 3), [("return",)])


REFUSED = [
    ((1, 2), 3, 4, "boxes are filled left to right; the next one is box 3."),
    ((1,) * 12, 0, 2, "the area is full."),
    ((1,) * 12, 12, 2, "the area is full."),  # a box past the end, once the track is full
    ((), 0, 7, "it takes a die face, 1 to 6."),
]


@pytest.mark.parametrize("marks, box, value, why", REFUSED)
def test_a_refusal_says_why_in_words(pink, marks, box, value, why):
    assert str(pink.why_not(marks, box, value)) == why


BUILD_REFUSED = [
    ("1", "pink: expected a list of at most 12 values"),
    ([1] * 13, "pink: expected a list of at most 12 values"),
    ([1, 7], "pink: 7 is not a die value (1 to 6)"),
    ([0], "pink: 0 is not a die value (1 to 6)"),
    ([None], "pink: None is not a die value (1 to 6)"),
]


@pytest.mark.parametrize("value, message", BUILD_REFUSED)
def test_an_impossible_sheet_is_refused_with_what_is_wrong(pink, value, message):
    with pytest.raises(ValueError) as refused:
        pink.build(value)
    assert str(refused.value) == message


@pytest.mark.parametrize("sheet", [[], [6], [1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6], [6] * 12])
def test_export_and_build_round_trip(pink, sheet):
    assert pink.export(pink.build(sheet)) == sheet


def test_every_sum_is_reachable_and_the_fox_from_9_points(pink):
    """The fox needs box 8 written with a 2 or more: seven 1s and a 2 at least."""
    assert pink.possible_points() == frozenset(range(73))
    assert pink.points_foxes() == {p: (1 if p >= 9 else 0) for p in range(73)}
    assert pink.counter_scale() is None


def test_a_full_track_takes_nothing(pink):
    for face in range(1, 7):
        assert pink.targets((1,) * 12, face) == []
    assert pink.any_targets((1,) * 12) == []
