"""A die chosen by a tap moves the focus to its first target box (so the
keyboard carries on from there), but that box must not look chosen: the
focus ring shows only to a player using the keyboard. Drawn after a tap, the
solid ring on one of several equal targets read as the game's advice."""

from __future__ import annotations

import page_helpers as ps
import pytest
from page_helpers import DESKTOP, PHONE

# the first target's outline: its colour and whether it is drawn dashed
FIRST_TARGET = """() => { const box = document.querySelector('.box.target');
    const bg = box.querySelector('.bg'); const style = getComputedStyle(bg);
    return {focused: document.activeElement === box, stroke: style.stroke,
            dash: style.strokeDasharray}; }"""
OTHER_TARGET = """() => { const boxes = document.querySelectorAll('.box.target');
    const style = getComputedStyle(boxes[boxes.length - 1].querySelector('.bg'));
    return {stroke: style.stroke, dash: style.strokeDasharray}; }"""


def first_move(pages, viewport, touch=False):
    page = pages.open(viewport=viewport, touch=touch, wait=False)
    ps.open_game(page)
    ps.start_game(page, [("Ann", "person")], seed=7)
    page.click("#btn-roll")
    page.wait_for_function("document.documentElement.dataset.pending !== 'roll'")
    return page


@pytest.mark.parametrize("viewport,touch", [(PHONE, True), (DESKTOP, False)])
def test_a_tapped_die_leaves_its_targets_looking_alike(pages, viewport, touch):
    page = first_move(pages, viewport, touch)
    die = page.locator("button.die.usable").first
    die.tap() if touch else die.click()
    page.wait_for_function("document.querySelectorAll('.box.target').length > 1")
    first = page.evaluate(FIRST_TARGET)
    assert first["focused"], "the focus goes on to the first target, for the keyboard"
    other = page.evaluate(OTHER_TARGET)
    assert (first["stroke"], first["dash"]) == (other["stroke"], other["dash"]), (
        "the focused first target is drawn like the others after a tap", first, other)


def test_the_keyboard_player_sees_where_the_focus_went(pages):
    page = first_move(pages, DESKTOP)
    page.locator("button.die.usable").first.focus()
    page.keyboard.press("Enter")
    page.wait_for_function("document.querySelectorAll('.box.target').length > 1")
    first = page.evaluate(FIRST_TARGET)
    other = page.evaluate(OTHER_TARGET)
    assert first["focused"]
    assert first["stroke"] != other["stroke"], "the focused box shows its focus ring"
