"""The play UI for Clever 4Ever under CPython: the sheet drawn per area kind,
the session's polish, "?" bonuses, grey parts, table options and the bot
levels a game has."""

from __future__ import annotations

import random
import re
import sys
import xml.dom.minidom
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "web"))

from cleverweb.sheet_svg import DRAW, sheet_svg  # noqa: E402

import clever  # noqa: E402

ENGINE_ID = re.compile(r"\b(r\d+c\d+|[lu]\d+)\b")


def random_game(seed=4, steps=150, options=()):
    g = clever.new_game(["Ann"], seed=seed, variant="clever-4ever", options=list(options))
    rng = random.Random(seed)
    for _ in range(steps):
        if g.is_over:
            break
        g.apply(rng.choice(g.legal_actions()))
    return g


def boxes_of(svg):
    doc = xml.dom.minidom.parseString(svg)
    return doc, [g for g in doc.getElementsByTagName("g")
                 if "box" in g.getAttribute("class").split() and g.getAttribute("data-area")]


def test_every_area_kind_has_a_drawing():
    for name in clever.variants.KNOWN:
        for area in clever.variants.get_variant(name).areas.values():
            assert area.kind in DRAW


def test_4ever_sheet_is_well_formed_and_in_players_words():
    for steps in (0, 60, 150, 400):
        g = random_game(steps=steps)
        targets = [(a.area, a.box) for a in g.legal_actions() if a.area] if g.pending else []
        svg = sheet_svg(g, 0, targets)
        doc, boxes = boxes_of(svg)
        assert len(boxes) == sum(a.size for a in g.variant.areas.values())
        for b in boxes:
            label = b.getAttribute("aria-label")
            assert label and not ENGINE_ID.search(label), label
        lit = {(b.getAttribute("data-area"), b.getAttribute("data-box")) for b in boxes
               if "target" in b.getAttribute("class").split()}
        assert lit == set(targets)
        # every text a player reads on the sheet is in words, never an engine id
        texts = " ".join(n.data for n in _text_nodes(doc))
        assert not ENGINE_ID.search(texts)


def _text_nodes(node):
    for child in node.childNodes:
        if child.nodeType == child.TEXT_NODE:
            yield child
        else:
            yield from _text_nodes(child)


def test_4ever_sheet_shows_the_printed_sheet_data():
    g = random_game(steps=0)
    svg = sheet_svg(g, 0)
    for words in ("rising", "minus", "plus", "white die \u2192 column", "blue die \u2193 row",
                  "+6", "start part", "light grey", "dark grey", "\u00d72",
                  "3: writes another 3", "6: bonus and +3", "Polish", "Rerolls", "+1 actions"):
        assert words in svg, words
    _, boxes = boxes_of(svg)
    grey = [b for b in boxes if b.getAttribute("data-area") == "grey"]
    assert len(grey) == g.variant.areas["grey"].size  # one clickable box per part
    starts = [b for b in grey if "start part" in b.getAttribute("aria-label")]
    assert len(starts) == 2
    # shades told apart without colour: dots for light, hatching for dark
    assert 'class="tex"' in svg and 'class="tex hatch"' in svg


def test_yellow_may_be_negative_on_the_sheet():
    g = clever.new_game(["Ann"], seed=1, variant="clever-4ever")
    # the score line carries the area scores as the engine computes them
    svg = sheet_svg(g, 0)
    assert "= 0" in svg
