"""The game's Rules dialog sums up the game being played: a Clever 4Ever game
showed That's Pretty Clever's rules (blue = blue + white, orange, purple, a
black X or 6 in round 4)."""

from __future__ import annotations

import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "web"))

from cleverweb.rules_text import rules_html  # noqa: E402


def words(html: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html))


def test_the_4ever_summary_tells_4evers_areas_and_round_bonuses():
    text = words(rules_html("clever-4ever"))
    assert "Clever 4Ever" in text
    for area in ("Yellow", "Blue", "Grey", "Green", "Pink"):
        assert f"{area} (" in text, area
    for not_here in ("Orange", "Purple", "blue + white", "black X", "black 6"):
        assert not_here not in text, not_here
    assert "polish" in text and 'black "?"' in text
    assert "may be negative" in text


def test_the_base_games_summary_is_unchanged_in_substance():
    text = words(rules_html("pretty-clever"))
    assert "That's Pretty Clever" in text
    for area in ("Yellow", "Blue", "Green", "Orange", "Purple"):
        assert f"{area} (" in text, area
    assert "blue + white" in text and "black X or black 6" in text
    assert "Grey" not in text and "polish" not in text
