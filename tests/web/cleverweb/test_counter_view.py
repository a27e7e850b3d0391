"""The score counter page's pure module (cleverweb/counter_view.py) under
CPython: what the typed text becomes, which entries are refused and why, and
the ranking text (the scoring itself is clever/counter.py's)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "web"))

from cleverweb.counter_view import evaluate, form_html, results_html  # noqa: E402

PC, EVER = "pretty-clever", "clever-4ever"


def test_the_form_has_one_row_per_area_and_a_keypad_except_where_minus_is_needed():
    html = form_html(EVER, ["Ann", ""], {(0, "yellow"): "-7"})
    for key in ("yellow", "blue", "grey", "green", "pink", "foxes"):
        assert f'id="e-1-{key}"' in html
    assert 'id="e-0-yellow" class="cnt-entry" type="text" inputmode="text"' in html
    assert 'id="e-0-blue" class="cnt-entry" type="text" inputmode="numeric"' in html
    assert 'value="-7"' in html and 'placeholder="Player 2"' in html


def test_typed_text_is_checked_entry_by_entry_with_the_engines_reason():
    got = evaluate(PC, [("Ann", {"yellow": "12", "blue": " 7 ", "green": "x"}),
                        ("", {"foxes": "6", "orange": "\u22121"})])
    assert got["errors"] == {
        (0, "yellow"): "no sheet scores exactly 12 points there",
        (0, "green"): "enter a whole number, not \u201cx\u201d",
        (1, "orange"): "-1 points is impossible; it must be from 0 to 96",
        (1, "foxes"): "6 foxes is impossible; it must be from 0 to 5",
    }
    assert got["points"] == {(0, "blue"): 22}
    assert got["totals"] == [None, None] and got["result"] is None
    assert "Correct the marked entries" in results_html(PC, None)


def test_nothing_typed_shows_no_title_ranking_or_winner_yet():
    for players in ([("", {})], [("Ann", {}), ("Bob", {"blue": " "})]):
        got = evaluate(PC, players)
        assert got["result"] is None and got["errors"] == {} and not got["typed"]
        html = results_html(PC, got["result"], got["typed"])
        assert "to see the ranking" in html
        assert "title" not in html.lower() and "wins" not in html and "Correct" not in html


def test_empty_rows_count_as_nothing_and_names_default_to_seats():
    got = evaluate(PC, [("", {"blue": "3"}), ("  ", {})])
    assert got["totals"] == [4, 0]
    assert [p["player"] for p in got["result"]["players"]] == ["Player 1", "Player 2"]
    assert "Player 1 wins." in results_html(PC, got["result"])


def test_ranking_text_shows_places_ties_and_the_tie_break():
    same = {"yellow": "30", "blue": "5", "green": "5", "orange": "30", "purple": "30"}
    got = evaluate(PC, [("Ann", same), ("Bob", {**same, "yellow": "10", "orange": "50"}),
                        ("Cy", same)])
    html = results_html(PC, got["result"])
    assert "Bob wins on the best single area (50 points)." in html
    assert html.count("2nd") == 2 and "3rd" not in html
    shared = results_html(PC, evaluate(PC, [("Ann", same), ("Cy", same)])["result"])
    assert "Ann and Cy share the win (level on total and on best single area)." in shared


def test_foxes_without_their_boxes_are_marked_on_the_fox_row():
    got = evaluate(PC, [("Ann", {"green": "3", "foxes": "5"}),
                        ("Bob", {"green": "7", "foxes": "2"})])
    assert list(got["errors"]) == [(0, "foxes")]
    assert "each fox needs the box that gives it" in got["errors"][(0, "foxes")]
    assert got["totals"][0] is None and got["totals"][1] is not None
    assert got["result"] is None


def test_twice_asks_crosses_in_yellow_boxes_in_blue_and_green_may_be_negative():
    html = form_html("twice-as-clever", ["Ann"])
    for key in ("silver", "yellow", "blue", "green", "pink", "foxes"):
        assert f'id="e-0-{key}"' in html
    assert "crosses, 0 to 10" in html and "boxes filled, 0 to 12" in html
    assert "points, -43 to 92" in html and "foxes, 0 to 6" in html
    assert 'id="e-0-green" class="cnt-entry" type="text" inputmode="text"' in html
    got = evaluate("twice-as-clever", [("Ann", {"yellow": "4", "blue": "13",
                                                "green": "\u22125", "foxes": "1"})])
    assert got["errors"] == {(0, "blue"): "13 boxes filled is impossible; it must be from 0 "
                                          "to 12"}
    assert got["points"][0, "yellow"] == 36 and got["points"][0, "green"] == -5
