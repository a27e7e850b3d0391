"""Scores of hand-computed sheets, foxes, winners and solo titles."""

import pytest
from helpers import orange_ones

from clever import get_variant, new_game, score_sheet
from clever.sheet import Sheet

V = get_variant("pretty-clever")


def test_hand_computed_sheet():
    s = score_sheet({
        "yellow": ["r1c1", "r2c1", "r3c1", "r2c4", "r3c4", "r4c4"],   # columns 1 and 4
        "blue": ["r1c2", "r2c1", "r2c2", "r3c3", "r3c4"],              # 5 crosses
        "green": [1, 2, 3, 4, 5, 1, 2],                                 # 7 boxes, a fox
        "orange": [3, 4, 2, 8],
        "purple": [1, 3, 6, 2],
    })
    assert (s["yellow"], s["blue"], s["green"], s["orange"], s["purple"]) == (30, 11, 28, 17, 12)
    assert s["foxes"] == 1 and s["fox_value"] == 11 and s["fox_points"] == 11
    assert s["total"] == 30 + 11 + 28 + 17 + 12 + 11


def test_foxes_are_worth_nothing_with_an_area_at_zero():
    s = score_sheet({
        "yellow": ["r4c2", "r4c3", "r4c4"],                 # row 4 complete: fox
        "green": [1, 2, 3, 4, 5, 1, 2], "orange": orange_ones(8),  # two more foxes
    })
    assert s["foxes"] == 3
    assert s["purple"] == 0 and s["fox_value"] == 0 and s["fox_points"] == 0
    assert s["total"] == s["yellow"] + s["blue"] + s["green"] + s["orange"]


def test_perfect_yellow_full_blue_full_green_full_orange():
    y = V.areas["yellow"]
    b = V.areas["blue"]
    s = score_sheet({
        "yellow": [y.box_label(c) for c in y.open_cells],
        "blue": [b.box_label(c) for c in b.open_cells],
        "green": [6] * 11, "orange": [6 * m for m in V.areas["orange"].multiplier],
        "purple": [6] * 11,
    })
    assert s["yellow"] == 60
    assert s["blue"] == 56
    assert s["green"] == 66
    assert s["orange"] == 96
    assert s["purple"] == 66
    assert s["foxes"] == 5 and s["fox_points"] == 5 * 56


def test_blue_scale_counts_crossed_boxes():
    b = V.areas["blue"]
    labels = [b.box_label(c) for c in b.open_cells]
    for n, points in enumerate(b.count_scale):
        assert score_sheet({"blue": labels[:n]})["blue"] == points


def test_sheet_dict_round_trip_and_bad_input():
    g = new_game(["Ann"], seed=3)
    while not g.is_over:
        g.apply(g.legal_actions()[0])
    d = g.sheets[0].to_dict()
    again = Sheet.from_dict(V, d)
    assert again.score() == g.sheets[0].score()
    for bad in ({"yellow": ["r9c9"]}, {"pink": []}, {"green": "lots"},
                {"rerolls": [1, 2]}, {"orange": [1, "x"]}, [], {"blue": ["r1c1"]}):
        with pytest.raises(ValueError):
            Sheet.from_dict(V, bad)


def _game_with(sheets):
    g = new_game([f"P{i}" for i in range(len(sheets))], seed=1)
    g.sheets = [Sheet.from_dict(V, s) for s in sheets]
    return g


def test_winner_is_highest_total():
    g = _game_with([{"green": [1, 2, 3]}, {"green": [1, 2, 3, 4]}])
    assert g.winners() == [1]


def test_tie_broken_by_best_single_area_then_shared():
    # both total 6: P0 has 6 in green alone, P1 has 3 + 3
    g = _game_with([{"green": [1, 2, 3]}, {"orange": [3], "purple": [3]}])
    assert g.scores()[0]["total"] == g.scores()[1]["total"] == 6
    assert g.winners() == [0]
    g = _game_with([{"orange": [3], "purple": [3]}, {"orange": [3], "purple": [3]}])
    assert g.winners() == [0, 1]


@pytest.mark.parametrize("total,title", [
    (300, "You're so clever!"), (281, "You're so clever!"), (280, "Are you Einstein?"),
    (240, "What a genius!"), (239, "Impressive!"), (200, "Hats off to you!"),
    (180, "Great result!"), (160, "That was pretty good."),
    (140, "Not bad... you could do better."), (139, "Try harder!"), (0, "Try harder!")])
def test_solo_titles(total, title):
    assert V.solo_title(total) == title


def test_solo_scores_carry_the_title_and_multiplayer_do_not():
    g = new_game(["Ann"], seed=1)
    assert g.scores()[0]["title"] == "Try harder!"
    assert new_game(["A", "B"], seed=1).scores()[0]["title"] is None


# Written against mutation testing: sheets that are not what they should be,
# refused in words.


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
