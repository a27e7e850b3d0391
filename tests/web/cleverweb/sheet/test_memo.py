"""The sheet's remembered drawings (registry.draw_area, parts._parts_fixed): a sheet
drawn with areas from the cache is exactly the sheet drawn afresh, through whole
games of both games, with boxes lit and the language changing between draws."""

from __future__ import annotations

import random
import re
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[4] / "web"))

from cleverweb import lang  # noqa: E402
from cleverweb.sheet import parts, registry, sheet_svg  # noqa: E402

import clever  # noqa: E402


def fresh(game, seat, targets):
    registry._DRAWN.clear()
    parts._PARTS_FIXED.clear()
    return sheet_svg(game, seat, targets)


@pytest.mark.parametrize("variant,options", [("pretty-clever", ()), ("clever-4ever", ()),
                                             ("clever-4ever", ("upper_waits",))])
def test_a_remembered_sheet_is_the_sheet_drawn_afresh(variant, options):
    rng = random.Random(7)
    try:
        for seed in range(3):
            game = clever.new_game(["Ann", "Bob"][: 1 + seed % 2], seed=seed, variant=variant,
                                   options=list(options))
            drawn = 0
            while not game.is_over and game.legal_actions():
                lang.set_current(rng.choice(("en", "en", "de", "fr")))
                lit = [(a.area, a.box) for a in game.legal_actions() if a.area]
                targets = rng.choice((lit, lit[: len(lit) // 2], []))
                seat = rng.randrange(len(game.players))
                remembered = sheet_svg(game, seat, targets)
                again = sheet_svg(game, seat, targets)   # every area from the cache
                assert remembered == again == fresh(game, seat, targets), (seed, drawn)
                # the next draw finds other states in the cache, not only this one
                sheet_svg(game, seat, [])
                game.apply(rng.choice(game.legal_actions()))
                drawn += 1
            assert drawn > 30
    finally:
        lang.set_current("en")


def test_a_crossed_grey_part_and_a_lit_one_are_drawn_so():
    game = clever.new_game(["Ann"], seed=3, variant="clever-4ever")
    grey = game.variant.areas["grey"]
    label = grey.box_label(0)
    plain = sheet_svg(game, 0, [])
    lit = sheet_svg(game, 0, [("grey", label)])
    assert f'id="box-grey-{label}" class="box part open target"' in lit
    assert f'id="box-grey-{label}" class="box part open"' in plain
    game.sheets[0].marks["grey"] = 1          # the first part crossed
    crossed = sheet_svg(game, 0, [])
    assert f'id="box-grey-{label}" class="box part done"' in crossed
    # a cross per cell, and one more over each of the part's bonus icons
    icons = sum(1 for cell in grey.parts[0] if cell in grey.cell_bonus)
    assert crossed.count('class="x"') == plain.count('class="x"') + len(grey.parts[0]) + icons


TEXT = re.compile(r'<text x="([\d.]+)" y="([\d.]+)" class="([^"]*)"')


def shown_at(svg: str, hidden: str) -> list:
    """Where each text shows when game.css hides the class `hidden` (on a text, or
    on a group around it): (x, y)."""
    svg = re.sub(rf'<g class="{hidden}">(?:(?!<g).)*?</g>', "", svg)
    return [(x, y) for x, y, cls in TEXT.findall(svg) if hidden not in cls.split()]


@pytest.mark.parametrize("variant", ["pretty-clever", "clever-4ever"])
def test_a_label_drawn_for_phones_and_for_wide_screens_shows_once_on_each(variant):
    svg = sheet_svg(clever.new_game(["Ann"], seed=1, variant=variant), 0)
    for hidden in ("phone-only", "wide-only"):
        places = shown_at(svg, hidden)
        doubled = {p for p in places if places.count(p) > 1}
        assert not doubled, (hidden, sorted(doubled)[:5])
