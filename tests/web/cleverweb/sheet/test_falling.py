"""Twice as Clever's blue drawn by the falling kind: each box named in words
with the limit it has now ("at most 9") and its bonus, the box a sum may go
in lit, sums written shown as numbers, a "≥" between each two boxes and the
limit shown in the next box."""

from __future__ import annotations

import re

import pytest

from tests.web.cleverweb.sheet.twice_tracks import (
    draw_of,
    drawn,
    labels,
    lit,
    smallest_box,
    twice_area,
)

draw = draw_of("falling")


@pytest.fixture(scope="module")
def blue():
    return twice_area("blue")


def test_each_box_is_named_in_words_with_its_limit_and_bonus(blue):
    svg, _ = drawn(draw, blue, (12, 9), targets=["3"])
    said = labels(svg, "blue")
    assert list(said) == [str(n) for n in range(1, 13)]
    assert said["1"] == "blue box 1, any sum, 12 written"
    assert said["2"] == "blue box 2, at most 12, bonus return, 9 written"
    assert said["3"] == "blue box 3, at most 9, bonus yellow ?, open, choose to enter here"
    assert said["4"] == "blue box 4, at most the sum before, open"
    assert said["9"] == "blue box 9, at most the sum before, bonus fox, open"


def test_the_lit_box_is_a_focusable_target_and_the_others_are_not(blue):
    svg, _ = drawn(draw, blue, (12, 9), targets=["3"])
    assert 'id="box-blue-3" class="box open target"' in svg
    assert lit(svg, "blue") == ["3"]


def test_sums_written_are_shown_and_the_next_box_shows_its_limit(blue):
    svg, _ = drawn(draw, blue, (12, 9))
    assert re.search(r'id="box-blue-2" class="box done".*?class="num"[^>]*>9</text>', svg)
    assert "\u22649</text>" in svg    # "≤9" in box 3
    assert svg.count("\u2264") == 1


def test_a_sign_stands_between_each_two_boxes(blue):
    svg, height = drawn(draw, blue)
    assert svg.count(">\u2265</text>") == 11
    assert height > 60


def test_each_box_is_a_finger_wide_on_a_phone(blue):
    """The sheet is 360 wide and a phone draws it at about 0.95 of 375 px: a
    box of 25.3 or more is 24 px."""
    svg, _ = drawn(draw, blue)
    assert smallest_box(svg) >= 25.3
