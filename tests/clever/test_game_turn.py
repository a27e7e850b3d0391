"""The turn: choices, the silver platter, rerolls, forfeits, passive picks, +1."""

import pytest
from helpers import faces, orange_ones, play_to, rolled, texts

from clever import IllegalAction, get_variant, new_game
from clever.actions import Action
from clever.sheet import Sheet

V = get_variant("pretty-clever")
FULL = {
    "yellow": [V.areas["yellow"].box_label(c) for c in V.areas["yellow"].open_cells],
    "blue": [V.areas["blue"].box_label(c) for c in V.areas["blue"].open_cells],
    "green": [6] * 11, "orange": orange_ones(11), "purple": [6] * 11,
}


def where(g):
    return {d["die"]: d["where"] for d in g.dice()}


def test_strictly_lower_dice_go_to_the_platter_equal_ones_stay():
    g = rolled(white=3, yellow=4, blue=4, green=2, orange=5, purple=6)
    g.apply("use yellow yellow r3c4")
    w = where(g)
    assert w["yellow"] == "field"
    assert w["white"] == w["green"] == "platter"
    assert w["blue"] == w["orange"] == w["purple"] == "cup"
    assert g.pending.kind == "roll"


def test_at_most_three_choices_then_the_rest_go_to_the_platter():
    g = new_game(["Ann", "Bob"], seed=5)
    uses = 0
    while g.pending.player == 0 and g.pending.kind in ("roll", "choose", "bonus"):
        acts = g.legal_actions()
        use = [a for a in acts if a.kind == "use"]
        # choose the lowest die so as many dice as possible stay in play
        if use:
            a = min(use, key=lambda a: g.faces[g.die_index(a.die)])
            uses += 1
        else:
            a = acts[0]
        g.apply(a)
    assert g.choices == 3 and uses == 3
    w = where(g)
    assert list(w.values()).count("field") == 3
    assert list(w.values()).count("platter") == 3


def test_active_player_must_choose_a_usable_die_and_cannot_pass():
    g = rolled(white=1, yellow=1, blue=1, green=1, orange=1, purple=1)
    acts = texts(g)
    assert "pass" not in acts and "forfeit" not in acts
    # green 1 fits green box 1; the yellow 1 fits r2c2 or r3c1; blue is 1+1=2
    assert "use green green 1" in acts and "use yellow yellow r2c2" in acts
    assert "use blue blue r1c2" in acts


def test_reroll_rolls_only_the_dice_just_rolled_and_can_repeat():
    g = rolled(white=3, yellow=4, blue=4, green=2, orange=5, purple=6)
    g.sheets[0].rerolls = 3
    g.apply("use yellow yellow r3c4")
    g.apply("roll")
    fixed = {d["die"]: d["face"] for d in g.dice() if d["where"] in ("field", "platter")}
    rolled_dice = {d["die"] for d in g.dice() if d["where"] == "rolled"}
    assert rolled_dice == {"blue", "orange", "purple"}
    for n in (1, 2):
        g.apply("reroll")
        assert g.sheets[0].rerolls_used == n
        assert {d["die"]: d["face"] for d in g.dice()
                if d["where"] in ("field", "platter")} == fixed
        assert {d["die"] for d in g.dice() if d["where"] == "rolled"} == rolled_dice
    assert g.choices == 1


def test_no_reroll_without_a_reroll_action():
    g = rolled(white=3, yellow=4, blue=4, green=2, orange=5, purple=6)
    g.sheets[0].rerolls_used = g.sheets[0].rerolls
    g._legal = None
    assert "reroll" not in texts(g)
    with pytest.raises(IllegalAction, match="no reroll"):
        g.apply("reroll")


def test_unusable_roll_is_forfeited_and_uses_up_a_choice():
    g = rolled(sheets={0: FULL})
    assert texts(g) == ["forfeit"]
    g.apply("forfeit")
    assert g.choices == 1 and g.pending.kind == "roll"
    assert "platter" not in where(g).values() and "field" not in where(g).values()
    g.apply("roll")
    g.apply("forfeit")
    g.apply("roll")
    g.apply("forfeit")
    # after the third forfeited roll the turn moves on: solo passive roll
    assert g.solo_passive and g.pending.kind == "roll"


def test_a_reroll_may_be_spent_before_forfeiting():
    g = new_game(["Ann"], seed=2)
    g.sheets[0] = type(g.sheets[0]).from_dict(V, {**FULL, "rerolls": [1, 0]})
    g.apply("roll")
    assert texts(g) == ["forfeit", "reroll"]


def test_passive_player_picks_from_the_platter_or_passes():
    g = rolled(("Ann", "Bob"), white=2, yellow=6, blue=3, green=4, orange=5, purple=1)
    g.apply("use yellow yellow r1c2")
    assert g.pending.kind == "pick" and g.pending.player == 1
    acts = texts(g)
    assert "pass" in acts
    assert not any(a.startswith("use yellow") for a in acts)  # the field die is not offered
    g.apply("pass")   # Bob has no +1 action, so his turn part ends: Bob is active next
    assert g.active == 1 and g.pending == (1, "roll", None)


def test_passive_fallback_to_the_die_fields_only_when_no_platter_die_is_usable():
    bob = {**FULL, "yellow": [b for b in FULL["yellow"] if b != "r1c2"]}  # only a yellow 6 fits
    g = rolled(("Ann", "Bob"), sheets={1: bob},
               white=2, yellow=6, blue=3, green=4, orange=5, purple=1)
    g.apply("use yellow yellow r1c2")
    assert g.pending == (1, "pick", None)
    assert texts(g) == ["pass", "use yellow yellow r1c2"]
    g.apply("use yellow yellow r1c2", player=1)
    assert g.sheets[1].score()["yellow"] == 60


def test_passive_player_with_nothing_usable_is_skipped():
    g = rolled(("Ann", "Bob"), sheets={1: FULL},
               white=2, yellow=6, blue=3, green=4, orange=5, purple=1)
    events = [str(e) for e in g.apply("use yellow yellow r1c2")]
    assert any("Bob can use no die" in e for e in events)
    assert g.active == 1


def test_several_players_may_take_the_same_die():
    g = rolled(("Ann", "Bob", "Cy"), white=2, yellow=6, blue=3, green=4, orange=5, purple=1)
    g.apply("use yellow yellow r1c2")
    g.apply("use green green 1", player=1)
    assert g.pending == (2, "pick", None)
    g.apply("use green green 1", player=2)
    assert g.sheets[1].marks["green"] == g.sheets[2].marks["green"] == (4,)


def test_plus1_at_end_of_turn_once_per_die_including_the_die_just_used():
    g = rolled(white=1, yellow=1, blue=1, green=1, orange=1, purple=1)
    g.sheets[0].plus1 = 3
    g._legal = None
    g.apply("use green green 1")   # nothing lower: all stay; roll again
    g.apply("roll")
    faces(g, white=6, yellow=6, blue=6, orange=6, purple=6)
    g.apply("use orange orange 1")
    g.apply("roll")
    faces(g, white=6, yellow=6, blue=6, purple=6)
    g.apply("use purple purple 1")  # third choice: the turn's choices are over
    assert g.pending.kind == "extra"
    acts = texts(g)
    assert "done" in acts and "plus1 yellow yellow r1c2" in acts  # a platter die
    assert not any(a.startswith("plus1 green") for a in acts)  # green 1 < box 2's 2
    g.apply("plus1 purple purple 2")   # the die just used, again (6 after 6)
    assert not any(a.startswith("plus1 purple") for a in texts(g))
    with pytest.raises(IllegalAction, match="already used with a \\+1"):
        g.apply("plus1 purple purple 3")
    g.apply("plus1 orange orange 2")
    assert g.sheets[0].plus1_used == 2 and g.pending.kind == "extra"
    g.apply("done")
    assert g.solo_passive


def test_plus1_must_be_entered_somewhere():
    g = rolled(sheets={0: {**FULL, "green": [6] * 10, "plus1": [2, 0]}},
               white=1, yellow=1, blue=1, green=6, orange=1, purple=1)
    g.apply("use green green 11")
    # every other area is full, so no +1 can be written: no extra step is offered
    assert g.pending.kind == "roll" and g.solo_passive


def test_passive_player_uses_plus1_after_their_pick():
    g = rolled(("Ann", "Bob"), white=2, yellow=6, blue=3, green=4, orange=5, purple=1)
    g.sheets[1].plus1 = 1
    g.apply("use yellow yellow r1c2")
    g.apply("use green green 1", player=1)
    assert g.pending == (1, "extra", None)
    g.apply("plus1 orange orange 1", player=1)
    assert g.sheets[1].marks["orange"] == (5,)
    assert g.active == 1


def test_only_the_active_player_rerolls():
    g = rolled(("Ann", "Bob"), white=2, yellow=6, blue=3, green=4, orange=5, purple=1)
    g.apply("use yellow yellow r1c2")
    with pytest.raises(IllegalAction, match="Only the active player may reroll"):
        g.apply("reroll")


def test_round_bonuses_reach_every_player():
    g = new_game(["Ann", "Bob", "Cy"], seed=4)
    assert [s.rerolls for s in g.sheets] == [1, 1, 1]
    play_to(g, "roll")
    log = [str(e) for e in g.log]
    assert log[0] == "Round 1 begins."
    assert sum("gained a reroll" in e for e in log[1:4]) == 3
    while g.round < 2:
        g.apply(g.legal_actions()[0])
    start = [str(e) for e in g.log].index("Round 2 begins.")
    assert [str(e) for e in g.log][start + 1:start + 4] == [
        "Ann gained a +1 action.", "Bob gained a +1 action.", "Cy gained a +1 action."]


def test_round_four_asks_each_player_for_black_x_or_black_6():
    g = new_game(["Ann", "Bob"], seed=6)
    while g.round < 4:
        g.apply(g.legal_actions()[-1] if g.pending.kind == "extra" else g.legal_actions()[0])
    assert g.pending == (0, "bonus", ("black",))
    areas = {a.area for a in g.legal_actions()}
    assert areas == {"yellow", "blue", "green", "orange", "purple"}
    orange_box = len(g.sheets[0].marks["orange"])
    g.apply(f"bonus orange {orange_box + 1}")
    assert g.sheets[0].marks["orange"][-1] == 6 * V.areas["orange"].multiplier[orange_box]
    while g.pending.kind == "bonus" and g.pending.player == 0:
        g.apply(g.legal_actions()[0])
    assert g.pending == (1, "bonus", ("black",))
    yellow = [a for a in g.legal_actions() if a.area == "yellow"][0]
    g.apply(yellow)
    assert yellow.box in g.sheets[1].to_dict()["yellow"]


@pytest.mark.parametrize("players,rounds", [(1, 6), (2, 6), (3, 5), (4, 4)])
def test_game_length(players, rounds):
    g = new_game([f"P{i}" for i in range(players)], seed=players)
    while not g.is_over:
        g.apply(g.legal_actions()[0])
    log = [str(e) for e in g.log]
    assert sum(e.endswith("begins.") for e in log) == rounds
    assert sum(e.startswith("Turn: ") for e in log) == rounds * players
    assert log[-1] == "The game is over." and g.legal_actions() == []


def test_a_die_used_with_plus1_can_be_used_with_plus1_again_in_a_later_turn():
    g = rolled(("Ann", "Bob"), sheets={0: {"plus1": [2, 0]}, 1: {"plus1": [2, 0]}},
               white=6, yellow=6, blue=6, green=6, orange=6, purple=6)
    ann = g.pending.player
    play_to(g, "extra", player=ann)
    white = [a for a in g.legal_actions() if a.kind == "plus1" and a.die == "white"]
    g.apply(white[0])
    assert not any(a.startswith("plus1 white") for a in texts(g))   # once per turn
    assert ann in next(d for d in g.dice() if d["die"] == "white")["plus1_used"]
    g.apply("done")
    # the next turn (Ann passive): the white die is free for a +1 again
    play_to(g, "extra", player=ann)
    assert g.active != ann
    assert ann not in next(d for d in g.dice() if d["die"] == "white")["plus1_used"]
    again = [a for a in g.legal_actions() if a.kind == "plus1" and a.die == "white"]
    assert again
    g.apply(again[0])
    assert g.sheets[ann].to_dict()["plus1"][1] == 2   # both +1 actions spent


# Written against mutation testing: the log lines of a turn that the mutation
# run of clever/game.py found unchecked: a die entered in its own colour or as
# another colour (blue showing the sum it reads), with or without a +1 action,
# a reroll and a pass; and the dice of a second reroll in a "same dice for
# everyone" game. Positions are built with rolls given from outside and sheets
# given in their dict form.

SAME = ("same_dice",)


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
