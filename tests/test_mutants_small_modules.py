"""What a player or the score counter sees when a save, a sheet, an action
text or an error is not what it should be (from the mutation run of
clever/save.py, sheet.py, actions.py, words.py and rng.py)."""

from __future__ import annotations

import pytest

from clever import IllegalAction, InvalidSave, load_game, parse_action
from clever.sheet import score_sheet
from clever.words import reason


def test_a_cut_save_is_refused_with_what_json_found_wrong():
    with pytest.raises(InvalidSave) as cut:
        load_game('{"version": 2, "players"')
    text = str(cut.value)
    assert text.startswith("the save is not valid JSON (it may be cut short): ")
    assert "Expecting" in text and "{error}" not in text


def test_a_sheet_that_is_not_an_object_is_refused_in_words():
    with pytest.raises(ValueError) as bad:
        score_sheet(["blue", 3])
    assert str(bad.value) == "a sheet must be a JSON object"


def test_every_unknown_part_of_a_sheet_is_named():
    with pytest.raises(ValueError) as bad:
        score_sheet({"purple": [], "teal": [1], "cyan": [2]}, "clever-4ever")
    assert str(bad.value) == ("a sheet of Clever 4Ever has no part named cyan, purple, teal")


@pytest.mark.parametrize("pair", [[3, 1, 2], [2, 1, 0], 5, "ab", [1], None])
def test_an_action_track_must_be_two_whole_numbers(pair):
    # [gained, used]: three numbers, one number or text are refused in words,
    # never taken in part or crashing
    with pytest.raises(ValueError) as bad:
        score_sheet({"rerolls": pair})
    assert str(bad.value).startswith("rerolls must be [gained, used] with 0 <= used <= gained")


def test_a_track_of_two_numbers_is_counted():
    assert score_sheet({"rerolls": [3, 1]})["total"] == score_sheet({})["total"]


@pytest.mark.parametrize("word", ["X3", "x1", "*2", "3", "+0", "-", "+a"])
def test_polish_steps_must_be_signed_numbers(word):
    with pytest.raises(IllegalAction) as bad:
        parse_action(f"use white yellow r1c2 polish {word}")
    assert "is not an action; expected e.g." in str(bad.value)


@pytest.mark.parametrize("word, steps", [("+2", 2), ("-1", -1), ("+12", 12)])
def test_polish_steps_with_their_sign(word, steps):
    assert parse_action(f"use white yellow r1c2 polish {word}").polish == steps


def test_an_error_reason_is_its_message_or_its_whole_text():
    assert reason(ValueError("the die is gone")) == "the die is gone"
    assert reason(ValueError(3)) == "3"                    # not text: its text form
    assert reason(ValueError("a", "b")) == "('a', 'b')"    # two parts: the whole
    assert reason(ValueError()) == ""                      # none at all
    assert reason(KeyError("blue")) == "blue"


@pytest.mark.parametrize("value, kind", [(5, "int"), (None, "NoneType"), (["roll"], "list")])
def test_an_action_that_is_not_text_is_refused_naming_what_it_is(value, kind):
    with pytest.raises(IllegalAction) as bad:
        parse_action(value)
    assert str(bad.value) == f"an action must be text, not {kind}"


@pytest.mark.parametrize("text", ["platter X 1 2", "platter 1 X", "fields X 2", "fields 0 7",
                                  "platter 12"])
def test_a_paper_sheet_phone_action_with_a_face_that_is_no_die_is_refused(text):
    # (a phone beside a paper sheet types the platter's and the fields' dice)
    with pytest.raises(IllegalAction) as bad:
        parse_action(text)
    assert "is not an action; expected e.g." in str(bad.value)


def test_the_faces_of_a_paper_sheet_phone_action():
    assert parse_action("platter 0 3 6").faces == (0, 3, 6)
    assert parse_action("fields 1 2").faces == (1, 2)
