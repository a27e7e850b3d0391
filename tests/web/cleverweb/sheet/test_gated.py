"""Twice as Clever's pink drawn by the gated kind: each box named in words
with its bonus and the least value that takes it, the next box lit, values
written shown as numbers, the minimum ("≥4") under each bonus, and a bonus
missed by a lower value said and drawn faded."""

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

draw = draw_of("gated")


@pytest.fixture(scope="module")
def pink():
    return twice_area("pink")


def test_each_box_is_named_in_words_with_its_bonus_and_minimum(pink):
    svg, _ = drawn(draw, pink, (5, 1, 1, 3), targets=["5"])
    said = labels(svg, "pink")
    assert list(said) == [str(n) for n in range(1, 13)]
    assert said["1"] == "pink box 1, 5 written"
    assert said["3"] == "pink box 3, bonus reroll with 2 or more, 1 written, too low for its bonus"
    assert said["4"] == "pink box 4, bonus return with 3 or more, 3 written"
    assert said["5"] == "pink box 5, bonus +1 with 4 or more, open, choose to enter here"
    assert said["8"] == "pink box 8, bonus fox with 2 or more, open"


def test_the_lit_box_is_a_focusable_target(pink):
    svg, _ = drawn(draw, pink, (5, 1), targets=["3"])
    assert lit(svg, "pink") == ["3"]


def test_the_minimum_stands_under_each_bonus(pink):
    svg, _ = drawn(draw, pink)
    wide = re.findall(r'class="tiny wide-only"[^>]*>\u2265(\d)</text>', svg)
    assert wide == ["2", "3", "4", "5", "6", "2", "3", "4", "5", "6"]


def test_values_written_are_shown_and_a_missed_bonus_is_faded(pink):
    svg, _ = drawn(draw, pink, (5, 1, 1, 3))
    assert re.search(r'id="box-pink-1" class="box done".*?class="num"[^>]*>5</text>', svg)
    assert svg.count('opacity="0.35"') == 1     # box 3's reroll, missed with a 1


def test_each_box_is_a_finger_wide_on_a_phone(pink):
    svg, _ = drawn(draw, pink)
    assert smallest_box(svg) >= 25.3
