"""Twice as Clever's yellow drawn by the circles kind: the staggered lattice
with every number a box named in words (its row and number, never "r1c4"),
a ring round each circled number and a cross over each crossed one, the lit
targets saying whether a tap circles or crosses, row bonuses at the right,
column bonuses below, the crosses' point scale."""

from __future__ import annotations

import re
import sys
from importlib import import_module
from itertools import combinations
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[4]
sys.path.insert(0, str(ROOT / "web"))

from cleverweb import lang  # noqa: E402
from cleverweb.sheet.circles import draw  # noqa: E402
from cleverweb.sheet.shapes import BOX, bonus_words, icon  # noqa: E402

from clever.areas import kind_class  # noqa: E402

TWICE = import_module("clever.variants.twice_as_clever")
NUMBERS = {"r1c2": 3, "r1c4": 6, "r2c1": 1, "r2c3": 2, "r3c2": 4, "r3c4": 3,
           "r4c1": 2, "r4c3": 5, "r5c2": 5, "r5c4": 4}


@pytest.fixture(scope="module")
def yellow():
    return kind_class("circles")("yellow", TWICE.YELLOW)


def drawn(area, entered=(), targets=()):
    """The drawing after entering each box in turn (twice: circled, then crossed)."""
    marks = 0
    for text in entered:
        marks, _ = area.mark(marks, area.parse_box(text), None)
    return draw(area, marks, 6, 6, 348, {("yellow", t) for t in targets}, area.score(marks), "")


def boxes(svg: str) -> dict[str, str]:
    """data-box -> the box's whole markup (its group holds no other group's end
    before its own: the inner group closes first)."""
    return {m[1]: m[0] for m in re.finditer(
        r'<g id="box-yellow-[^"]*"[^>]*data-box="([^"]*)".*?</g></g>', svg)}


def aria(markup: str) -> str:
    return re.search(r'aria-label="([^"]*)"', markup)[1]


def test_every_number_is_one_box_named_by_the_engine(yellow):
    svg, height = drawn(yellow)
    assert sorted(boxes(svg)) == sorted(NUMBERS)
    assert height > 5 * 26 + BOX


@pytest.mark.parametrize("label", NUMBERS)
def test_each_box_shows_its_number(yellow, label):
    markup = boxes(drawn(yellow)[0])[label]
    assert re.search(rf'class="num"[^>]*>{NUMBERS[label]}</text>', markup)


@pytest.mark.parametrize("entered, label, words", [
    ((), "r1c2", "Yellow, row 1, number 3, open"),
    ((), "r2c1", "Yellow, row 2, number 1, open"),
    (("r5c4",), "r5c4", "Yellow, row 5, number 4, circled"),
    (("r5c4", "r5c4"), "r5c4", "Yellow, row 5, number 4, circled and crossed"),
])
def test_a_box_is_labelled_in_players_words(yellow, entered, label, words):
    assert aria(boxes(drawn(yellow, entered)[0])[label]) == words


def test_no_label_shows_the_engine_s_cell_name(yellow):
    for markup in boxes(drawn(yellow, ("r1c2", "r3c4", "r3c4"))[0]).values():
        assert not re.search(r"r\dc\d", aria(markup))


def test_a_lit_target_says_whether_the_tap_circles_or_crosses(yellow):
    svg, _ = drawn(yellow, ("r1c2",), targets=("r1c2", "r3c4"))
    found = boxes(svg)
    assert aria(found["r1c2"]) == "Yellow, row 1, number 3, circled, choose to cross it"
    assert aria(found["r3c4"]) == "Yellow, row 3, number 3, open, choose to circle it"
    # drawn too: a dashed cross over the circled 3, a dashed ring round the free one
    assert "stroke-dasharray" in found["r1c2"] and "<path" in found["r1c2"]
    assert re.search(r'<circle[^>]*stroke-dasharray', found["r3c4"])


def test_targets_are_lit_and_focusable_the_rest_not(yellow):
    found = boxes(drawn(yellow, targets=["r2c3", "r4c1"])[0])
    for label, markup in found.items():
        opening = markup[:markup.index(">")]
        if label in ("r2c3", "r4c1"):
            assert "target" in opening and 'tabindex="0"' in opening
        else:
            assert "target" not in opening and 'aria-disabled="true"' in opening
            assert "stroke-dasharray" not in markup


@pytest.mark.parametrize("label", NUMBERS)
def test_a_circle_is_a_ring_and_a_cross_an_x_over_it(yellow, label):
    free = boxes(drawn(yellow)[0])[label]
    circled = boxes(drawn(yellow, (label,))[0])[label]
    crossed = boxes(drawn(yellow, (label, label))[0])[label]
    assert "<circle" not in free and 'class="x"' not in free
    assert "<circle" in circled and 'class="x"' not in circled
    assert "<circle" in crossed and 'class="x"' in crossed
    assert 'class="box done' in crossed and 'class="box open' in circled
    # the crossed number stays legible: edged in white over its cross
    assert crossed.index('class="x"') < crossed.index('class="num"')
    assert 'paint-order="stroke"' in crossed and 'paint-order' not in circled


def icon_spots(svg: str) -> dict[str, tuple[float, float]]:
    """Each bonus icon's title -> the first point of its drawing."""
    out = {}
    for m in re.finditer(r'<g class="icon[^>]*><title>bonus: ([^<]*)</title>'
                         r'<\w+ (?:c?x="([\d.]+)" c?y="([\d.]+)"|points="([\d.]+),([\d.]+))',
                         svg):
        out[m[1]] = (float(m[2] or m[4]), float(m[3] or m[5]))
    return out


def test_row_bonuses_are_drawn_at_the_right_column_bonuses_below(yellow):
    svg, _ = drawn(yellow)
    spots = [(float(a), float(b)) for a, b in
             re.findall(r'<rect class="bg" x="([\d.]+)" y="([\d.]+)"', svg)]
    right = max(x for x, _ in spots) + BOX
    bottom = max(y for _, y in spots) + BOX
    found = icon_spots(svg)
    rows = [bonus_words(b) for b in TWICE.YELLOW["row_bonus"] if icon(b, 0, 0)]
    cols = [bonus_words(b) for b in TWICE.YELLOW["col_bonus"] if icon(b, 0, 0)]
    assert sorted(found) == sorted(rows + cols) and len(cols) == 4
    for what in rows:
        assert found[what][0] > right
    for what in cols:
        assert found[what][1] > bottom
    # each below its own column, left to right
    assert [found[w][0] for w in cols] == sorted(found[w][0] for w in cols)


def test_the_scale_boxes_the_count_of_crosses_reached(yellow):
    svg, _ = drawn(yellow, ("r2c1", "r2c1", "r1c4", "r1c4", "r3c4", "r3c4"))
    scale = svg[svg.index("crosses</text>"):]
    assert len(re.findall(r'<rect [^>]*stroke-width="1.5"', scale)) == 1
    boxed = re.search(r'<rect x="([\d.]+)" [^>]*stroke-width="1.5"', scale)
    points = re.search(r'class="cp" text-anchor="middle">21<', scale)
    assert boxed and points
    none, _ = drawn(yellow)
    assert not re.findall(r'<rect [^>]*stroke-width="1.5"', none[none.index("crosses</text>"):])


def test_boxes_do_not_overlap_and_fit_a_finger_on_a_phone(yellow):
    svg, _ = drawn(yellow)
    spots = [(float(a), float(b)) for a, b in
             re.findall(r'<rect class="bg" x="([\d.]+)" y="([\d.]+)" width="30"', svg)]
    assert len(spots) == len(NUMBERS)
    for (ax, ay), (bx, by) in combinations(spots, 2):
        assert abs(ax - bx) >= BOX or abs(ay - by) >= BOX
    assert BOX * 375 / 360 > 24  # the sheet is drawn about 375 px wide on a phone


def test_the_labels_are_translated():
    area = kind_class("circles")("yellow", TWICE.YELLOW)
    lang.set_current("de")
    svg, _ = drawn(area, ("r1c2",), targets=("r1c2",))
    words = aria(boxes(svg)["r1c2"])
    assert "row" not in words and "circled" not in words and "choose" not in words
