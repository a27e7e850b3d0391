"""Twice as Clever's silver drawn by the number_rows kind: every cell a box
named in words (its row's colour and its number, never "r1c4"), the cells
where a die may go lit, marks shown as crosses, each row titled by letter and
word, each column's bonus and each row's points drawn."""

from __future__ import annotations

import re
import sys
from importlib import import_module
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[4]
sys.path.insert(0, str(ROOT / "web"))

from cleverweb import lang  # noqa: E402
from cleverweb.sheet.number_rows import draw  # noqa: E402

from clever.areas import kind_class  # noqa: E402

TWICE = import_module("clever.variants.twice_as_clever")


@pytest.fixture(scope="module")
def silver():
    return kind_class("number_rows")("silver", TWICE.SILVER)


def drawn(area, labels=(), targets=()):
    marks = 0
    for text in labels:
        marks |= 1 << area.parse_box(text)
    svg, height = draw(area, marks, 6, 6, 348, {("silver", t) for t in targets},
                       area.score(marks), "")
    return svg, height


def boxes(svg: str) -> dict[str, str]:
    """data-box -> the box's whole opening tag."""
    return {m[1]: m[0] for m in re.finditer(r'<g id="box-silver-[^"]*"[^>]*data-box="([^"]*)"'
                                            r'[^>]*>', svg)}


def aria(tag: str) -> str:
    return re.search(r'aria-label="([^"]*)"', tag)[1]


def test_every_cell_is_one_box_named_by_the_engine(silver):
    svg, height = drawn(silver)
    assert sorted(boxes(svg)) == sorted(silver.box_label(c) for c in range(24))
    assert height > 4 * 30


@pytest.mark.parametrize("label, words", [
    ("r1c1", "Silver, yellow row, number 1, bonus +1 once every row has it, open"),
    ("r2c3", "Silver, blue row, number 3, bonus fox once every row has it, open"),
    ("r4c6", "Silver, pink row, number 6, bonus pink ? once every row has it, open"),
])
def test_a_box_is_labelled_in_players_words(silver, label, words):
    assert aria(boxes(drawn(silver)[0])[label]) == words


def test_no_label_shows_the_engine_s_cell_name(silver):
    for tag in boxes(drawn(silver)[0]).values():
        assert not re.search(r"r\dc\d", aria(tag))


def test_targets_are_lit_and_focusable_the_rest_not(silver):
    svg, _ = drawn(silver, targets=["r1c5", "r3c5"])
    found = boxes(svg)
    for label, tag in found.items():
        lit = label in ("r1c5", "r3c5")
        assert ("target" in tag) == lit
        assert ('tabindex="0"' in tag) == lit
        assert ('aria-disabled="true"' in tag) != lit
    assert aria(found["r1c5"]).endswith(", open, choose to enter here")


def test_a_marked_cell_is_crossed_not_only_coloured(silver):
    svg, _ = drawn(silver, labels=["r2c4"])
    group = re.search(r'<g id="box-silver-r2c4".*?</g></g>', svg)[0]
    assert 'class="box done"' in group
    assert 'class="x"' in group
    assert aria(boxes(svg)["r2c4"]).endswith(", crossed")
    assert 'class="x"' not in re.search(r'<g id="box-silver-r2c5".*?</g></g>', svg)[0]


def test_each_row_is_titled_by_letter_and_word(silver):
    svg, _ = drawn(silver)
    for let, word in (("Y", "yellow"), ("B", "blue"), ("G", "green"), ("P", "pink")):
        assert f">{let}</text>" in svg
        assert f">{word}</text>" in svg


def test_each_column_shows_its_bonus(silver):
    svg, _ = drawn(silver)
    titles = re.findall(r"<title>bonus: ([^<]*)</title>", svg)
    assert titles == ["+1", "yellow ?", "fox", "blue ?", "green ?", "pink ?"]


def test_each_row_shows_its_points_and_the_scale_is_drawn(silver):
    svg, _ = drawn(silver, labels=["r1c1", "r1c2", "r1c3", "r3c6"])
    assert ">7 points</text>" in svg    # yellow: 3 marks
    assert ">0 points</text>" in svg    # blue and pink: none
    assert ">2 points</text>" in svg    # green: 1 mark
    for pts in (2, 4, 7, 11, 16, 22):
        assert f'class="cp" text-anchor="middle">{pts}</text>' in svg
    assert "marks in a row" in svg and "row points" in svg


def test_the_labels_are_translated(silver):
    lang.set_current("de")
    svg, _ = drawn(silver)
    words = aria(boxes(svg)["r1c1"])
    assert "yellow" not in words and "number" not in words
