"""The statistics page's markup (cleverweb/stats_view.py) for Twice as Clever:
its five areas in sheet order, a negative green average, its solo titles and
the game switch naming it (the figures themselves:
tests/clever/test_history_twice.py)."""

from __future__ import annotations

import sys
import xml.etree.ElementTree as ET
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "web"))

from cleverweb import stats_view  # noqa: E402

from clever.history import make_record  # noqa: E402

TWICE = "twice-as-clever"


def row(silver, yellow, blue, green, pink, foxes, name="Ann"):
    return {"player": name, "silver": silver, "yellow": yellow, "blue": blue,
            "green": green, "pink": pink, "foxes": foxes}


def test_twices_areas_a_negative_green_and_its_titles_are_drawn_in_words():
    records = [make_record("a", "2026-11-03T09:00:00Z", "app", TWICE,
                           [row(40, 55, 45, -8, 50, 2)]),        # 182 - 16 = 166
               make_record("b", "2026-11-04T09:00:00Z", "app", TWICE,
                           [row(50, 96, 55, 25, 60, 4)])]        # 286 + 100 = 386
    html = stats_view.stats_html(records, TWICE)
    root = ET.fromstring(f"<div>{html}</div>")
    words = "".join(root.itertext())
    assert "Twice as Clever: 2 games, 2 sheets; average 276.0 points, best 386." in words
    table = root.find(".//table[@id='stats-areas']")
    rows = [["".join(c.itertext()) for c in r] for r in table.iter("tr")][1:]
    assert [r[0] for r in rows] == ["Silver", "Yellow", "Blue", "Green", "Pink", "Total"]
    assert rows[3][1] == "8.5"
    titles = root.find(".//table[@id='stats-titles']")
    reached = {r[0]: r[-1] for r in (["".join(c.itertext()) for c in tr]
                                     for tr in titles.iter("tr"))}
    assert reached["Twice as clever!"] == reached["On the right way."] == "1"
    assert reached["Half as clever."] == "0"
    switch = stats_view.switch_html(TWICE)
    assert 'value="twice-as-clever" checked' in switch and "Twice as Clever" in switch


def test_a_negative_green_average_is_written_with_its_minus():
    records = [make_record("a", "2026-11-03T09:00:00Z", "app", TWICE,
                           [row(40, 55, 45, -8, 50, 2)])]
    root = ET.fromstring(f"<div>{stats_view.stats_html(records, TWICE)}</div>")
    table = root.find(".//table[@id='stats-areas']")
    green = [["".join(c.itertext()) for c in r] for r in table.iter("tr")][4]
    assert green[:2] == ["Green", "\u22128.0"]
