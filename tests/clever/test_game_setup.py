"""Set-up and data rulings for both games: the first player (R11), sheets
given as data checked before scoring (R12), table options, dice given from
outside (chance as an input), and the solo fallback's wording."""

import json

import pytest

from clever import IllegalAction, InvalidSave, load_game, new_game, score_sheet
from clever.game import draw_first

GAMES = ("pretty-clever", "clever-4ever")


# --- R11: the first player ----------------------------------------------------
def test_the_first_player_is_drawn_from_the_seed_and_every_seat_can_start():
    starters = {new_game(["Ann", "Bob", "Cy"], seed=s).active for s in range(60)}
    assert starters == {0, 1, 2}
    assert {new_game(["Ann", "Bob", "Cy"], seed=7).active for _ in range(3)} == {draw_first(7, 3)}


def test_the_set_up_may_name_the_first_player_and_the_log_says_why():
    g = new_game(["Ann", "Bob"], seed=3, first=1)
    assert g.active == 1 and g.pending.player == 1
    assert "Bob starts (chosen at set-up)." in [str(e) for e in g.log]
    drawn = new_game(["Ann", "Bob"], seed=3)
    who = drawn.players[drawn.active]
    assert f"{who} starts (drawn at random)." in [str(e) for e in drawn.log]


def test_who_starts_does_not_change_the_dice():
    a = new_game(["Ann", "Bob"], seed=11, first=0)
    b = new_game(["Ann", "Bob"], seed=11, first=1)
    a.apply("roll")
    b.apply("roll")
    assert [d["face"] for d in a.dice()] == [d["face"] for d in b.dice()]


def test_a_round_ends_when_every_player_has_been_active_once():
    g = new_game(["Ann", "Bob", "Cy"], seed=5, first=2)
    seen = []
    while g.round == 1:
        if g.pending.kind == "roll" and g.active not in seen:
            seen.append(g.active)
        g.apply(g.legal_actions()[-1] if g.pending.kind == "extra" else g.legal_actions()[0])
    assert seen == [2, 0, 1] and g.active == 2


def test_a_bad_first_player_is_refused():
    with pytest.raises(ValueError, match="first player"):
        new_game(["Ann", "Bob"], seed=1, first=2)


def test_the_first_player_survives_save_and_load():
    for first in (None, 1):
        g = new_game(["Ann", "Bob", "Cy"], seed=9, first=first)
        for _ in range(10):
            g.apply(g.legal_actions()[0])
        h = load_game(g.to_json())
        assert (h.first, h.active, h.history) == (g.first, g.active, g.history)
        assert [str(e) for e in h.log] == [str(e) for e in g.log]


# --- R12: sheets given as data ------------------------------------------------
@pytest.mark.parametrize("sheet,named", [
    ({"purple": [5, 3]}, "purple box 2"),
    ({"green": [1, 1]}, "green box 2"),
    ({"orange": [7]}, "orange box 1"),
    ({"orange": [1, 1, 1, 3]}, "orange box 4"),
    ({"orange": [0]}, "orange box 1"),
    ({"green": [7]}, "green box 1"),
    ({"purple": [0]}, "purple box 1"),
    ({"yellow": ["r1c4"]}, "r1c4"),
    ({"blue": ["r1c2", "r1c2"]}, "twice"),
    ({"blue": ["r1c1"]}, "r1c1"),
    ({"rerolls": [8, 0]}, "rerolls"),
    ({"plus1": [1, 2]}, "plus1"),
    ({"polish": [1, 0]}, "polish"),
    ({"green": [6] * 12}, "at most 11"),
])
def test_impossible_pretty_clever_sheets_are_refused_naming_the_value(sheet, named):
    with pytest.raises(ValueError, match=named):
        score_sheet(sheet)


def test_possible_sheets_still_score():
    s = score_sheet({"orange": [1, 1, 1, 6], "purple": [5, 6, 1], "green": [1, 0, 3]})
    assert (s["orange"], s["purple"], s["green"]) == (9, 12, 6)


@pytest.mark.parametrize("sheet,named", [
    ({"yellow": [[3, 2], [], []]}, "top row"),
    ({"yellow": [[], [7], []]}, "middle row"),
    ({"yellow": [[1], [2]]}, "3 lists"),
    ({"blue": ["r7c1"]}, "r7c1"),
    ({"grey": ["r1c2"]}, "r1c2"),
    ({"grey": ["r1c4"]}, "cannot be reached"),
    ({"green": {"lower": [0]}}, "lower"),
    ({"green": {"middle": [1]}}, "lower"),
    ({"pink": [3, 4]}, "pink box 1"),
    ({"pink": [9]}, "pink"),
    ({"orange": [1]}, "no part named orange"),
    ({"polish": [10, 0]}, "polish"),
])
def test_impossible_clever_4ever_sheets_are_refused_naming_the_value(sheet, named):
    with pytest.raises(ValueError, match=named):
        score_sheet(sheet, "clever-4ever")


# --- table options ------------------------------------------------------------
@pytest.mark.parametrize("variant,options,message", [
    ("clever-4ever", ("white_is_blue",), "not a table option"),
    ("pretty-clever", ("upper_waits",), "options: same_dice"),
    ("clever-4ever", "upper_waits", "list of option names"),
])
def test_unknown_table_options_are_refused(variant, options, message):
    with pytest.raises(ValueError, match=message):
        new_game(["Ann"], seed=1, variant=variant, options=options)


def test_table_options_are_kept_in_the_save_and_checked_on_load():
    g = new_game(["Ann"], seed=2, variant="clever-4ever", options=["upper_waits"])
    data = json.loads(g.to_json())
    assert data["options"] == ["upper_waits"]
    assert load_game(g.to_json()).options == {"upper_waits"}
    data["options"] = ["fly"]
    with pytest.raises(InvalidSave, match="table options"):
        load_game(json.dumps(data))


# --- chance as an input -------------------------------------------------------
@pytest.mark.parametrize("variant", GAMES)
def test_a_roll_may_be_given_from_outside(variant):
    g = new_game(["Ann"], seed=1, variant=variant)
    g.apply("roll 6 5 4 3 2 1")
    assert [d["face"] for d in g.dice()] == [6, 5, 4, 3, 2, 1]
    assert g.history == ["roll 6 5 4 3 2 1"]
    assert load_game(g.to_json()).dice() == g.dice()


def test_a_given_roll_needs_one_face_per_die_rolled():
    g = new_game(["Ann"], seed=1)
    before = g.state_key()
    with pytest.raises(IllegalAction, match="needs 6 faces"):
        g.apply("roll 1 2 3")
    with pytest.raises(IllegalAction, match="not an action"):
        g.apply("roll 1 2 3 4 5 7")
    assert g.state_key() == before
    g.apply("roll 1 1 1 1 1 1")
    g.apply("use white yellow r2c2")
    assert g.roll_count() == 5
    g.apply("roll 2 2 2 2 2")  # every die still in the cup
    assert [d["face"] for d in g.dice()][1:] == [2] * 5


def test_given_faces_only_where_dice_are_rolled():
    g = new_game(["Ann"], seed=1)
    g.apply("roll 3 3 3 3 3 3")
    with pytest.raises(IllegalAction, match="not possible now"):
        g.apply("roll 1 1 1 1 1 1")


# --- wording ------------------------------------------------------------------
def test_the_solo_fallback_refusal_speaks_of_the_other_three_dice():
    g = new_game(["Ann"], seed=1)
    while not (g.pending.kind == "roll" and g.solo_passive):
        g.apply(g.legal_actions()[-1] if g.pending.kind == "extra" else g.legal_actions()[0])
    # a full sheet but for yellow r1c1 (a 3): only a white or yellow 3 can be used
    g.sheets[0].marks["yellow"] |= g.variant.areas["yellow"].existing & ~1
    g.sheets[0].marks["blue"] = g.variant.areas["blue"].existing
    for track in ("green", "orange", "purple"):
        g.sheets[0].marks[track] = (6,) * 11
    g._legal = None
    g.apply("roll 1 3 1 1 4 5")  # platter: white, blue, green 1 (none fits); yellow 3 aside
    assert g.pending.kind == "pick"
    assert [str(a) for a in g.legal_actions()] == ["use yellow yellow r1c1", "pass"]
    with pytest.raises(IllegalAction) as e:
        g.apply("use white yellow r1c1")
    assert "other three dice" in str(e.value) and "die fields" not in str(e.value)
