"""The track of pairs (clever/areas/pairs.py) as Twice as Clever's green
(shared/rules/twice-as-clever.md, "Green", T11, T16): the die times the
box's multiplier, left to right; each whole pair scores first minus second."""

import pytest

from clever.areas import kind_class
from clever.variants import twice_as_clever as twice

# the printed sheet, box 1 to 12
MULTIPLIER = (2, 2, 2, 1, 3, 3, 3, 2, 3, 1, 4, 1)
BONUS = (None, ("reroll",), None, ("any", "blue"), ("return",), None, ("fox",),
         ("any", "silver"), ("plus1",), None, ("any", "pink"), ("any", "yellow"))


# built for each test, not once a module: mutmut runs only the tests that
# called a function, and a module fixture calls __init__ in the first alone
@pytest.fixture
def green():
    return kind_class("pairs")("green", twice.GREEN)


def faces(*values) -> tuple:
    """What the sheet holds after these faces were entered box by box."""
    return tuple(v * MULTIPLIER[i] for i, v in enumerate(values))


def test_the_kind_names_itself_and_reads_the_face(green):
    assert green.kind == "pairs"
    assert green.reads is None
    assert green.size == 12


@pytest.mark.parametrize("box", range(12))
def test_each_box_writes_the_face_times_its_multiplier_and_gives_its_bonus(green, box):
    before = faces(*[1] * box)
    for face in range(1, 7):
        assert green.targets(before, face) == [box]
        new, bonuses = green.mark(before, box, face)
        assert new == before + (face * MULTIPLIER[box],)
        assert bonuses == ([BONUS[box]] if BONUS[box] else [])


PAIR_SCORES = [
    ((), 0),
    (faces(6), 0),                      # a half pair scores nothing
    (faces(6, 1), 10),                  # 12 - 2
    (faces(1, 6), -10),                 # 2 - 12
    (faces(6, 1, 1), 10),
    (faces(6, 1, 2), 10),               # the half pair's 6 is not taken off
    (faces(6, 1, 1, 6), 6),             # 10 + (2 - 6)
    (faces(6, 1, 6, 1), 21),            # 10 + 11
    (faces(6, 1, 6, 1, 6, 1, 6, 1, 6, 1, 6, 1), 92),   # every pair at its best
    (faces(1, 6, 1, 6, 1, 6, 1, 6, 1, 6, 1, 6), -43),  # every pair at its worst
    (faces(3, 3, 3, 6, 2, 2, 2, 3, 2, 6, 1, 4), 0),    # every pair 0
]


@pytest.mark.parametrize("marks, points", PAIR_SCORES)
def test_each_whole_pair_scores_first_minus_second(green, marks, points):
    assert green.score(marks) == points


def test_each_pair_is_told_apart_for_the_drawing(green):
    assert green.pair_points(faces(6, 1, 1)) == [10, None, None, None, None, None]
    assert green.pair_points(faces(1, 6, 2, 2)) == [-10, 2, None, None, None, None]


def test_the_fox_is_under_box_7(green):
    assert [green.foxes(faces(*[1] * n)) for n in range(13)] == [0] * 7 + [1] * 6


def test_the_green_question_mark_offers_each_face_for_the_next_box(green):
    assert green.any_targets(()) == [(0, v) for v in range(1, 7)]
    assert green.any_targets(faces(1, 2, 3)) == [(3, v) for v in range(1, 7)]
    assert green.any_targets(faces(*[1] * 12)) == []
    assert green.bonus_targets((), ("any", "green")) == green.any_targets(())
    # the face chosen is what mark() multiplies
    assert green.mark(faces(1, 2), 2, green.bonus_value(("any", "green"), 5))[0] == faces(1, 2, 5)


REFUSED = [
    (faces(1, 2), 3, 4, "boxes are filled left to right; the next one is box 3."),
    (faces(*[1] * 12), 0, 2, "the area is full."),
    ((), 0, 7, "it takes a die face, 1 to 6."),
]


@pytest.mark.parametrize("marks, box, value, why", REFUSED)
def test_a_refusal_says_why_in_words(green, marks, box, value, why):
    assert str(green.why_not(marks, box, value)) == why


BUILD_REFUSED = [
    ({"a": 1}, "green: expected a list of at most 12 numbers"),
    ([2] * 13, "green: expected a list of at most 12 numbers"),
    ([3], "green box 1: 3 cannot be written there; it must be a die face (1 to 6) times 2"),
    ([2, 2, 2, 7], "green box 4: 7 cannot be written there; it must be a die face (1 to 6)"),
    ([2, 2, 2, 1, 20], "green box 5: 20 cannot be written there; it must be a die face "
                       "(1 to 6) times 3"),
    ([0], "green box 1: 0 cannot be written there; it must be a die face (1 to 6) times 2"),
    ([2.0], "green box 1: 2.0 is not a number"),
]


@pytest.mark.parametrize("value, message", BUILD_REFUSED)
def test_an_impossible_sheet_is_refused_with_what_is_wrong(green, value, message):
    with pytest.raises(ValueError) as refused:
        green.build(value)
    assert str(refused.value) == message


@pytest.mark.parametrize("sheet", [[], [12], list(faces(6, 1, 6, 1, 6, 1, 6, 1, 6, 1, 6, 1)),
                                   list(faces(1, 6, 2, 5, 3, 4))])
def test_export_and_build_round_trip(green, sheet):
    assert green.export(green.build(sheet)) == sheet


def test_every_score_from_minus_43_to_92_is_reachable_with_the_fox(green):
    """Each pair can score 0, so every sum of whole pairs is reached with all
    twelve boxes written, fox included."""
    assert green.possible_points() == frozenset(range(-43, 93))
    assert green.points_foxes() == {p: 1 for p in range(-43, 93)}
    assert green.counter_scale() is None


def test_a_pair_of_boxes_is_needed():
    with pytest.raises(ValueError) as refused:
        kind_class("pairs")("odd", {"multiplier": (1, 1, 1), "bonus": (None,) * 3})
    assert str(refused.value) == "odd: a track of pairs needs an even number of boxes"


def test_a_fox_counts_only_once_its_box_is_written():
    """No printed pair does this, but the count must not lean on it: with
    multipliers 1 and 7 a whole pair never scores 0, so 0 points is only an
    area whose second box (the fox) is not written yet: no fox there.
    (Kills the mutants counting the next box's fox, or a fox by default.)"""
    area = kind_class("pairs")("test", {"multiplier": (1, 7), "bonus": (None, ("fox",))})
    assert area.points_foxes() == {0: 0} | {f - 7 * g: 1 for f in range(1, 7)
                                            for g in range(1, 7)}
