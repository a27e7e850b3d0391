"""Twice as Clever's green drawn by the pairs kind: each box named in words
with its multiplier, its pair and its bonus, the next box lit, values written
shown as numbers, the multiplier in each open box, and under each pair a
bracket with the pair's points once both boxes are written."""

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

draw = draw_of("pairs")


@pytest.fixture(scope="module")
def green():
    return twice_area("green")


def test_each_box_is_named_in_words_with_multiplier_pair_and_bonus(green):
    svg, _ = drawn(draw, green, (12, 2, 4), targets=["4"])
    said = labels(svg, "green")
    assert list(said) == [str(n) for n in range(1, 13)]
    assert said["1"] == ("green box 1, value times 2, pair 1, first box, the pair scores 10, "
                         "12 written")
    assert said["2"] == ("green box 2, value times 2, pair 1, second box, the pair scores 10, "
                         "bonus reroll, 2 written")
    assert said["3"] == "green box 3, value times 2, pair 2, first box, 4 written"
    # a x1 box says its "x1" as it shows it (what is seen is said)
    assert said["4"] == ("green box 4, value times 1, pair 2, second box, bonus blue ?, open, "
                         "choose to enter here")
    assert said["7"] == "green box 7, value times 3, pair 4, first box, bonus fox, open"


def test_the_lit_box_is_a_focusable_target(green):
    svg, _ = drawn(draw, green, (12, 2, 4), targets=["4"])
    assert lit(svg, "green") == ["4"]
    assert 'id="box-green-4" class="box open target"' in svg


def test_open_boxes_show_their_multiplier_and_written_ones_their_value(green):
    svg, _ = drawn(draw, green, (12, 2, 4))
    multipliers = re.findall(r'class="tiny mult"[^>]*>\u00d7(\d)</text>', svg)
    assert multipliers == ["1", "3", "3", "3", "2", "3", "1", "4", "1"]   # boxes 4 to 12
    assert re.search(r'id="box-green-1" class="box done".*?class="num"[^>]*>12</text>', svg)


def test_each_pair_has_a_bracket_and_its_points_once_whole(green):
    svg, _ = drawn(draw, green, (2, 12, 4, 4, 3))
    assert svg.count('<path class="pair"') == 6   # six brackets
    shown = re.findall(r'class="lbl" text-anchor="middle">([^<]*)</text>', svg)
    assert shown == ["\u221210", "0"]     # a half pair shows nothing yet


def test_each_box_is_a_finger_wide_on_a_phone(green):
    svg, _ = drawn(draw, green)
    assert smallest_box(svg) >= 25.3
