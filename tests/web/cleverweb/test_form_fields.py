"""The new-game form is read in one call (cleverDom.form in web/page-ops.js,
cleverweb/form_fields.py): the seats' names and kinds, the chosen number of
players and game, the ticked table options of that game only; a description
that is not a form's reads as no form, never an error."""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "web"))

from cleverweb.form_fields import FormFields  # noqa: E402

SETUP = [
    ["count-1", "count", "radio", "1", False],
    ["count-2", "count", "radio", "2", True],
    ["variant-pretty-clever", "variant", "radio", "pretty-clever", False],
    ["variant-clever-4ever", "variant", "radio", "clever-4ever", True],
    ["table-options-pretty-clever", "", "fieldset", "", False],
    ["opt-pretty-clever-fox", "option", "checkbox", "fox", True],
    ["opt-clever-4ever-solo", "option", "checkbox", "solo", True],
    ["opt-clever-4ever-long", "option", "checkbox", "long", False],
    ["seat-name-0", "seat-name-0", "text", "Ann", False],
    ["seat-kind-0", "seat-kind-0", "select-one", "person", False],
    ["seat-name-1", "seat-name-1", "text", "Bo <b>", False],
    ["seat-kind-1", "seat-kind-1", "select-one", "computer:master", False],
    ["seed", "seed", "text", "", False],
    ["opt-undo", "undo", "checkbox", "on", True],
    ["opt-real", "real", "checkbox", "on", False],
]


def form(rows=SETUP) -> FormFields:
    parsed = FormFields.from_json(json.dumps(rows))
    assert parsed is not None
    return parsed


def test_the_seats_and_the_chosen_count_and_game_are_read():
    f = form()
    assert f.chosen("count") == "2"
    assert f.chosen("variant") == "clever-4ever"
    assert [f.value(f"seat-name-{i}") for i in range(2)] == ["Ann", "Bo <b>"]
    assert f.value("seat-kind-1") == "computer:master"
    assert f.checked("opt-undo") and not f.checked("opt-real")


def test_only_the_chosen_games_ticked_options_count():
    f = form()
    assert f.ticked("option", "opt-clever-4ever-") == ["solo"]
    assert f.ticked("option", "opt-pretty-clever-") == ["fox"]


def test_a_field_not_on_the_form_reads_empty_and_unticked():
    f = form()
    assert f.value("seat-name-3") == "" and f.value("seat-name-3", "x") == "x"
    assert not f.checked("real-phone") and not f.has("first-seat")
    assert f.chosen("real-how") is None
    # a group with nothing ticked has no choice
    assert form([r for r in SETUP if r[1] != "count" or not r[4]]).chosen("count") is None


def test_no_form_or_a_garbled_description_is_no_form():
    assert FormFields.from_json("null") is None
    assert FormFields.from_json("{not json") is None
    assert FormFields.from_json(None) is None
    assert FormFields.from_json('{"a": 1}') is None
    # rows of the wrong shape are left out, the rest is read
    f = FormFields.from_json(json.dumps([["seed", "seed", "text", "12", False], "x", [1, 2]]))
    assert f is not None and f.value("seed") == "12" and len(f.fields) == 1
