"""The log lines of a turn that the mutation run of clever/game.py found unchecked:
a die entered in its own colour or as another colour (blue showing the sum it
reads), with or without a +1 action, a reroll and a pass; and the dice of a
second reroll in a "same dice for everyone" game. Positions are built with
rolls given from outside and sheets given in their dict form."""

import pytest
from helpers import orange_ones

from clever import IllegalAction, get_variant, new_game
from clever.actions import Action
from clever.sheet import Sheet

SAME = ("same_dice",)
V = get_variant("pretty-clever")
FULL = {  # a sheet with no box left for any die
    "yellow": [V.areas["yellow"].box_label(c) for c in V.areas["yellow"].open_cells],
    "blue": [V.areas["blue"].box_label(c) for c in V.areas["blue"].open_cells],
    "green": [6] * 11, "orange": orange_ones(11), "purple": [6] * 11,
}


def lines(events):
    """The events as (seat, text) pairs."""
    return [(e.player, str(e)) for e in events]


def ann_with(**data):
    g = new_game(["Ann", "Bob"], seed=1, first=0)
    g.sheets[0] = Sheet.from_dict(g.variant, data)
    return g


def ann_at_her_plus1_step():
    """Ann took white as blue (3 + blue 2 = 5), then yellow 6; her cup is empty."""
    g = ann_with(plus1=[2, 0])
    g.apply("roll 3 4 2 5 1 6")
    g.apply("use white blue r2c1")
    g.apply("roll 6 2 1")
    g.apply("use yellow yellow r1c2")
    assert g.describe_pending() == "Ann: use a +1 action (or finish the turn)"
    return g


def test_a_white_die_entered_as_blue_shows_the_sum_it_counts():
    g = ann_with()
    g.apply("roll 3 4 2 5 1 6")
    assert lines(g.apply("use white blue r2c1")) == [
        (0, "Ann entered the white 3 (5) as blue in the blue 5 box (row 2, column 1)."),
        (None, "To the silver platter: blue 2, orange 1.")]
    assert g.sheets[0].to_dict()["blue"] == ["r2c1"]


def test_a_die_entered_in_its_own_colour_is_logged_for_its_player():
    g = ann_with()
    g.apply("roll 3 4 2 5 1 6")
    g.apply("use white blue r2c1")
    g.apply("roll 6 2 1")
    assert lines(g.apply("use yellow yellow r1c2")) == [
        (0, "Ann entered the yellow 6 in the yellow 6 box (row 1, column 2)."),
        (None, "To the silver platter: green 2, purple 1.")]


def test_a_plus1_in_the_dice_own_colour_says_so():
    g = ann_at_her_plus1_step()
    assert lines(g.apply("plus1 green green 1")) == [
        (0, "Ann entered the green 2 in green box 1 with a +1 action.")]
    assert g.sheets[0].to_dict()["green"] == [2]
    assert g.sheets[0].plus1_used == 1


def test_a_plus1_of_the_white_die_as_another_colour_says_so():
    g = ann_at_her_plus1_step()
    assert lines(g.apply("plus1 white yellow r1c1")) == [
        (0, "Ann entered the white 3 as yellow in the yellow 3 box (row 1, column 1) "
            "with a +1 action.")]
    assert g.sheets[0].to_dict()["yellow"] == ["r1c1", "r1c2"]


def test_a_reroll_is_logged_with_its_player_before_the_new_dice():
    g = ann_with(rerolls=[1, 0])
    g.apply("roll 3 4 2 5 1 6")
    assert lines(g.apply("reroll 1 1 2 2 3 3")) == [
        (0, "Ann used a reroll action."),
        (0, "Ann rolled white 1, yellow 1, blue 2, green 2, orange 3, purple 3.")]


def test_a_passive_pass_is_logged_with_the_players_name():
    g = ann_at_her_plus1_step()
    g.apply("done")
    assert g.describe_pending() == "Bob: take a die from the silver platter (or pass)"
    assert lines(g.apply("pass")) == [(1, "Bob passed."), (None, "Turn: Bob.")]


def test_same_dice_a_second_reroll_does_not_repeat_the_first():
    g = new_game(["Ann", "Bob"], seed=0, first=0, options=SAME)
    g.sheets[0] = Sheet.from_dict(g.variant, {"rerolls": [2, 0]})
    g.apply("roll")
    assert g.faces == [1, 2, 6, 3, 6, 6]
    g.apply("reroll")
    assert g.faces == [4, 2, 3, 2, 5, 1]
    g.apply("reroll")
    assert g.faces == [6, 3, 4, 1, 4, 2]


def test_a_lost_roll_is_logged_with_its_player_and_its_number():
    g = ann_with(**FULL)
    g.apply("roll 3 4 2 5 1 6")
    assert lines(g.apply("forfeit")) == [(0, "Ann could not use any die: roll 1 is lost.")]
    g.apply("roll 3 4 2 5 1 6")
    assert lines(g.apply("forfeit")) == [(0, "Ann could not use any die: roll 2 is lost.")]


def test_only_strictly_lower_dice_are_named_for_the_silver_platter():
    g = new_game(["Ann", "Bob"], seed=0, first=0, options=SAME)
    g.apply("roll")
    assert g.faces == [1, 2, 6, 3, 6, 6]
    # blue 6 and orange 6 equal the purple 6 taken: they stay for the next roll
    assert lines(g.apply("use purple purple 1")) == [
        (0, "Ann entered the purple 6 in purple box 1."),
        (None, "To the silver platter: white 1, yellow 2, green 3.")]
    assert lines(g.apply("roll")) == [(0, "Ann rolled blue 5, orange 5.")]


def test_same_dice_the_roll_after_a_lost_roll_is_the_seeds_own():
    g = new_game(["Ann", "Bob"], seed=0, first=0, options=SAME)
    g.sheets[0] = Sheet.from_dict(g.variant, FULL)
    g.apply("roll")
    assert g.faces == [1, 2, 6, 3, 6, 6]
    g.apply("forfeit")
    assert lines(g.apply("roll")) == [
        (0, "Ann rolled white 5, yellow 2, blue 5, green 5, orange 5, purple 4.")]


@pytest.mark.parametrize("bad", [7, 0])
def test_a_roll_given_as_an_action_object_takes_only_faces_1_to_6(bad):
    g = ann_with()
    with pytest.raises(IllegalAction) as info:
        g.apply(Action("roll", faces=(bad, 1, 1, 1, 1, 1)))
    assert str(info.value) == (
        "This roll needs 6 faces from 1 to 6, one per die rolled (white, yellow, blue, "
        "green, orange, purple), not 6.")
    assert g.history == [] and g.describe_pending() == "Ann: roll the dice"


@pytest.mark.parametrize("text", ["use green green 1", "plus1 white yellow r1c1"])
def test_a_die_move_after_the_game_is_over_is_refused_in_words(text):
    g = new_game(["Ann"], seed=3)
    while not g.is_over:
        g.apply(g.legal_actions()[0])
    with pytest.raises(IllegalAction) as info:
        g.apply(text)
    assert str(info.value) == "The game is over: no more actions can be taken."


@pytest.mark.parametrize("extra", [{"value": 5}, {"polish": 0.0}])
def test_a_die_move_object_with_a_value_or_a_polish_not_whole_is_refused(extra):
    # "use green green 1" is legal here; the same move carrying a value (only a
    # "?" bonus takes one) or a polish that is not a whole number is not
    g = ann_with()
    g.apply("roll 3 4 2 5 1 6")
    with pytest.raises(IllegalAction):
        g.apply(Action("use", "green", "green", "1", **extra))
    assert g.history == ["roll 3 4 2 5 1 6"]
    assert g.describe_pending() == "Ann: choose a die"
    assert g.sheets[0].to_dict()["green"] == []


@pytest.mark.parametrize("extra", [{"value": 5}, {"polish": 0.0}])
def test_a_plus1_object_with_a_value_or_a_polish_not_whole_is_refused(extra):
    # "plus1 green green 1" is legal here (test_a_plus1_in_the_dice_own_colour_says_so)
    g = ann_at_her_plus1_step()
    with pytest.raises(IllegalAction):
        g.apply(Action("plus1", "green", "green", "1", **extra))
    assert g.describe_pending() == "Ann: use a +1 action (or finish the turn)"
    assert g.sheets[0].plus1_used == 0


@pytest.mark.parametrize(("thing", "shown"), [(42, "42"), (("roll",), "('roll',)")])
def test_something_that_is_no_action_is_refused_and_shown(thing, shown):
    g = ann_with()
    with pytest.raises(IllegalAction) as info:
        g.apply(thing)
    assert str(info.value) == f"not an action: {shown}"
    assert g.history == [] and g.describe_pending() == "Ann: roll the dice"


@pytest.mark.parametrize(("seat", "said"), [(5, "seat 5"), (2, "seat 2"), (-1, "seat -1")])
def test_a_move_claimed_by_a_seat_not_at_the_table_names_the_seat(seat, said):
    g = ann_with()
    with pytest.raises(IllegalAction) as info:
        g.apply("roll", player=seat)
    assert str(info.value) == f"It is not {said}'s decision. Now Ann: roll the dice."
    assert g.history == []


def test_the_first_seat_claiming_anothers_move_is_named():
    g = ann_at_her_plus1_step()
    g.apply("done")
    with pytest.raises(IllegalAction) as info:
        g.apply("pass", player=0)
    assert str(info.value) == (
        "It is not Ann's decision. Now Bob: take a die from the silver platter (or pass).")
