"""Each impossible entry of the score counter refused, with the engine's
reason, under CPython (cleverweb/counter_view.py): the cases the browser
test once typed one by one into the page. The browser keeps one per game,
for what the page shows of a refusal (e2e/counter/test_counter_page.py)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "web"))

from cleverweb.counter_view import evaluate, results_html  # noqa: E402

# the browser test's table: (game, area, typed, the reason shown beside it)
REFUSED = [
    ("pretty-clever", "yellow", "12", "no sheet scores exactly 12 points there"),
    ("pretty-clever", "blue", "12", "12 crosses is impossible; it must be from 0 to 11"),
    ("pretty-clever", "green", "-1", "-1 crosses is impossible; it must be from 0 to 11"),
    ("pretty-clever", "orange", "97", "97 points is impossible; it must be from 0 to 96"),
    ("pretty-clever", "purple", "67", "67 points is impossible; it must be from 0 to 66"),
    ("pretty-clever", "foxes", "6", "6 foxes is impossible; it must be from 0 to 5"),
    ("pretty-clever", "yellow", "3.5", "enter a whole number, not “3.5”"),
    ("clever-4ever", "yellow", "-31", "-31 points is impossible; it must be from -30 to 95"),
    ("clever-4ever", "blue", "5", "no sheet scores exactly 5 points there"),
    ("clever-4ever", "foxes", "8", "8 foxes is impossible; it must be from 0 to 7"),
    ("twice-as-clever", "silver", "1", "no sheet scores exactly 1 points there"),
    ("twice-as-clever", "yellow", "11", "11 crosses is impossible; it must be from 0 to 10"),
    ("twice-as-clever", "blue", "13", "13 boxes filled is impossible; it must be from 0 to 12"),
    ("twice-as-clever", "green", "-44", "-44 points is impossible; it must be from -43 to 92"),
    ("twice-as-clever", "pink", "73", "73 points is impossible; it must be from 0 to 72"),
    ("twice-as-clever", "foxes", "7", "7 foxes is impossible; it must be from 0 to 6"),
    # each fox needs its source: with three boxes of blue and nothing else,
    # yellow's circles (scoring nothing) and green's pairs cancelling out hold two
    ("twice-as-clever", "foxes", "4", "4 foxes is impossible with these areas: each fox needs "
     "the box that gives it, and these areas hold at most 2"),
]


@pytest.mark.parametrize("game,key,typed,reason", REFUSED)
def test_an_impossible_entry_is_refused_with_the_reason_and_taken_back(game, key, typed,
                                                                       reason):
    counted = {} if key == "blue" else {"blue": "25" if game == "clever-4ever" else "3"}
    before = evaluate(game, [("", counted)])
    assert before["errors"] == {}
    refused = evaluate(game, [("", {**counted, key: typed})])
    assert refused["errors"] == {(0, key): reason}
    assert refused["totals"] == [None], "no total from a refused entry"
    assert "Correct the marked entries" in results_html(game, refused["result"])
    taken_back = evaluate(game, [("", {**counted, key: ""})])  # all well again
    assert taken_back["errors"] == {} and taken_back["totals"] == before["totals"]
