"""Bad actions get a clear message and leave the game exactly as it was."""

import random

import pytest
from helpers import rolled

from clever import Action, IllegalAction, new_game
from clever.sheet import Sheet


def snapshot(g):
    return g.state_key(), list(g.history), len(g.log)


@pytest.fixture
def two_player():
    return rolled(("Ann", "Bob"), white=2, yellow=6, blue=3, green=4, orange=5, purple=1)


@pytest.mark.parametrize("action,player,message", [
    ("use green green 1", 1, "It is not Bob's decision"),
    ("use red red 1", None, "There is no red die"),
    ("use green pink 1", None, "There is no pink area"),
    ("use green yellow r1c1", None, "can only be entered in green"),
    ("use green green 2", None, "left to right; the next one is box 1"),
    ("use yellow yellow r1c1", None, "the box shows 3, the value is 6"),
    ("use yellow yellow r1c4", None, "yellow has no box r1c4"),
    ("use green green 99", None, "green has no box 99"),
    ("plus1 green green 1", None, "+1 action is used at the end"),
    ("pass", None, "not possible now"),
    ("done", None, "not possible now"),
    ("forfeit", None, "only be given up when none of its dice can be used"),
    ("bonus blue r2c2", None, "not possible now"),
    ("dance", None, "is not an action"),
    ("", None, "is not an action"),
])
def test_illegal_action_explained_and_state_unchanged(two_player, action, player, message):
    g = two_player
    before = snapshot(g)
    with pytest.raises(IllegalAction) as info:
        g.apply(action, player=player)
    assert message in str(info.value)
    assert snapshot(g) == before
    g.apply("use yellow yellow r1c2")  # the game goes on normally


def test_passive_player_must_use_the_platter(two_player):
    g = two_player
    g.apply("use yellow yellow r1c2")
    before = snapshot(g)
    g.sheets[1].plus1 = 0
    with pytest.raises(IllegalAction, match="from the silver platter"):
        g.apply("use yellow yellow r4c4")  # the yellow die is on Ann's die field
    with pytest.raises(IllegalAction, match="Only the active player may reroll"):
        g.apply("reroll")
    assert snapshot(g) == before


def test_die_not_among_the_dice_just_rolled():
    g = rolled(white=3, yellow=4, blue=4, green=2, orange=5, purple=6)
    g.apply("use yellow yellow r3c4")
    g.apply("roll")
    with pytest.raises(IllegalAction, match="green die is not among the dice just rolled"):
        g.apply("use green green 1")


def test_nothing_after_the_end():
    g = new_game(["Ann"], seed=1)
    while not g.is_over:
        g.apply(g.legal_actions()[0])
    before = snapshot(g)
    for a in ("roll", "use green green 1", "done"):
        with pytest.raises(IllegalAction, match="The game is over"):
            g.apply(a)
    assert snapshot(g) == before


@pytest.mark.parametrize("bad", [None, 3, ["roll"], Action("use", "white")])
def test_non_actions_are_refused(bad):
    g = new_game(["Ann"], seed=1)
    with pytest.raises(IllegalAction):
        g.apply(bad)


def test_new_game_validates_its_arguments():
    for players in ([], ["a"] * 5, "Ann", [""], [3]):
        with pytest.raises(ValueError):
            new_game(players)
    with pytest.raises(ValueError):
        new_game(["Ann"], seed="x")
    with pytest.raises(ValueError):
        new_game(["Ann"], variant="chess")


def test_action_text_round_trips():
    for text in ("roll", "reroll", "forfeit", "pass", "done", "use white blue r2c3",
                 "plus1 green green 4", "bonus orange 7"):
        assert str(Action.parse(text)) == text


def test_explain_die_says_why_a_die_cannot_be_taken(two_player):
    g = two_player
    assert g.explain_die("yellow") is None               # usable now
    g.apply("use yellow yellow r1c2")
    assert "must take a die from the silver platter" in g.explain_die("yellow")
    assert g.explain_die("green") is None
    assert g.explain_die("pink") == "There is no pink die."
    g.apply("pass")
    assert g.explain_die("green").startswith("Roll the dice first")


def test_explain_die_for_the_active_player():
    g = rolled(white=3, yellow=4, blue=4, green=2, orange=5, purple=6)
    g.apply("use yellow yellow r3c4")
    g.apply("roll")
    assert "not among the dice just rolled (it is on a die field)" in g.explain_die("yellow")
    assert "(it is on the silver platter)" in g.explain_die("green")


# Written against mutation testing: the words players read: refusals
# (IllegalAction), explain_die, describe_pending, roll_count — checked whole,
# in positions built with rolls given from outside (`roll 3 4 2 5 1 6`) and
# sheets given in their dict form.

def refused(game, action, player=None):
    before = (list(game.history), game.describe_pending())
    with pytest.raises(IllegalAction) as info:
        game.apply(action, player=player)
    assert (list(game.history), game.describe_pending()) == before
    return str(info.value)


def two_players(**sheets):
    g = new_game(["Ann", "Bob"], seed=1, first=0)
    for seat, data in sheets.items():
        g.sheets[{"ann": 0, "bob": 1}[seat]] = Sheet.from_dict(g.variant, data)
    return g


def finished_game():
    g = new_game(["Ann"], seed=3)
    rng = random.Random(3)
    while not g.is_over:
        g.apply(rng.choice(g.legal_actions()))
    return g


# --- the active player's roll and choice ----------------------------------------
def test_refusals_right_after_the_first_roll():
    g = two_players()
    assert g.describe_pending() == "Ann: roll the dice"
    assert g.roll_count() == 6
    g.apply("roll 3 4 2 5 1 6")
    assert g.describe_pending() == "Ann: choose a die"
    assert g.roll_count() == 6  # a reroll now rolls the six dice just rolled
    assert refused(g, "reroll 1 2") == (
        "This roll needs 6 faces from 1 to 6, one per die rolled "
        "(white, yellow, blue, green, orange, purple), not 2.")
    assert refused(g, "roll 1 2") == "'roll' is not possible now. Now Ann: choose a die."
    assert refused(g, "roll") == "'roll' is not possible now. Now Ann: choose a die."
    assert refused(g, "forfeit") == (
        "A roll may only be given up when none of its dice can be used.")
    assert refused(g, "plus1 white yellow r1c1") == (
        "A +1 action is used at the end of one's turn. Now Ann: choose a die.")
    assert refused(g, "bonus yellow r1c1") == (
        "'bonus yellow r1c1' is not possible now. Now Ann: choose a die.")
    assert refused(g, "pass") == "'pass' is not possible now. Now Ann: choose a die."
    assert refused(g, "use yellow yellow r1c1") == (
        "4 cannot go in the yellow 3 box (row 1, column 1): the box shows 3, the value is 4.")
    assert g.explain_die("white") is None


def test_second_roll_names_only_the_dice_left_in_the_cup():
    g = two_players()
    g.apply("roll 3 4 2 5 1 6")
    g.apply("use green green 1")  # the lower dice go to the platter; purple 6 stays
    assert g.describe_pending() == "Ann: roll the dice"
    assert g.roll_count() == 1
    assert refused(g, "roll 1 2") == (
        "This roll needs 1 faces from 1 to 6, one per die rolled (purple), not 2.")
    assert refused(g, "reroll 1") == "'reroll' is not possible now. Now Ann: roll the dice."
    assert refused(g, "forfeit") == "'forfeit' is not possible now. Now Ann: roll the dice."
    assert g.explain_die("green") == "Roll the dice first. Now Ann: roll the dice."
    g.apply("roll 4")
    assert refused(g, "reroll 1 2") == (
        "This roll needs 1 faces from 1 to 6, one per die rolled (purple), not 2.")
    assert refused(g, "use green green 2") == (
        "The green die is not among the dice just rolled (it is on a die field).")
    assert g.explain_die("yellow") == (
        "The yellow die is not among the dice just rolled (it is on the silver platter).")


def test_no_reroll_left():
    g = two_players()
    g.apply("roll 3 4 2 5 1 6")
    g.apply("reroll 3 4 2 5 1 6")  # the round 1 reroll, spent
    assert refused(g, "reroll") == "Ann has no reroll action left."
    assert refused(g, "reroll 1 2") == "'reroll' is not possible now. Now Ann: choose a die."


def test_a_die_that_fits_nowhere_says_what_it_means_in_blue():
    g = two_players(ann={"blue": ["r2c3"]})
    g.apply("roll 3 4 4 5 1 6")
    assert g.explain_die("blue") == (
        "The blue 4 (blue: 7) cannot be entered anywhere on Ann's sheet now.")
    assert g.explain_die("yellow") is None


def test_the_game_is_over():
    g = finished_game()
    assert g.describe_pending() == "The game is over."
    assert g.explain_die("white") == "The game is over."
    assert g.roll_count() is None
    assert refused(g, "roll") == "The game is over: no more actions can be taken."


# --- passive players -------------------------------------------------------------
def test_passive_player_is_told_to_use_the_platter():
    g = two_players()
    g.apply("roll 3 4 2 5 1 6")
    g.apply("use green green 1")
    g.apply("roll 2")
    g.apply("use purple purple 1")
    assert g.describe_pending() == "Bob: take a die from the silver platter (or pass)"
    assert g.roll_count() is None
    text = "Bob must take a die from the silver platter (the green die is on a die field)."
    assert g.explain_die("green") == text
    assert refused(g, "use green green 2") == text
    assert refused(g, "done") == (
        "'done' is not possible now. Now Bob: take a die from the silver platter (or pass).")


def test_passive_fallback_to_the_die_fields():
    g = two_players(bob={
        "yellow": ["r2c2", "r3c1"], "blue": ["r1c2"], "green": [1, 2, 3, 4, 5, 1, 2, 3, 4, 5, 6],
        "orange": [1, 1, 1, 2, 1, 1, 2, 1, 2, 1, 3], "purple": [5]})
    g.apply("roll 1 1 1 1 1 6")
    g.apply("use purple purple 1")  # every other die (all 1s) goes to the platter
    text = ("None of the silver platter dice can be used, so Bob may take a die "
            "from the active player's die fields instead.")
    assert g.explain_die("white") == text
    assert refused(g, "use white yellow r1c1") == text
    assert g.explain_die("purple") is None


def test_solo_passive_turn():
    g = new_game(["Ann"], seed=1)
    assert g.describe_pending() == "Ann: roll the dice"
    g.apply("roll 3 4 2 5 1 6")
    g.apply("use green green 1")
    g.apply("roll 2")
    g.apply("use purple purple 1")
    while g.pending.kind != "roll":
        g.apply(g.legal_actions()[-1])
    assert g.describe_pending() == "Ann: roll for the passive turn"
    assert g.roll_count() == 6
    assert refused(g, "roll 1 2") == (
        "This roll needs 6 faces from 1 to 6, one per die rolled "
        "(white, yellow, blue, green, orange, purple), not 2.")
    g.apply("roll 1 2 3 4 5 6")
    assert g.describe_pending() == "Ann: take a die from the silver platter (or pass)"
    assert g.roll_count() is None
    assert g.explain_die("green") == (
        "Ann must take a die from the silver platter (the green die is not on the platter).")


def test_solo_passive_fallback_to_the_other_three_dice():
    g = new_game(["Ann"], seed=1)
    g.apply("roll 3 4 2 5 1 6")
    g.apply("use green green 1")
    g.apply("roll 2")
    g.apply("use purple purple 1")
    while g.pending.kind != "roll":
        g.apply(g.legal_actions()[-1])
    # nothing of 1s fits any more: yellow 1s crossed, blue 2 crossed, orange and green full
    g.sheets[0] = Sheet.from_dict(g.variant, {
        "yellow": ["r2c2", "r3c1"], "blue": ["r1c2"], "green": [1, 2, 3, 4, 5, 1, 2, 3, 4, 5, 6],
        "orange": [1, 1, 1, 2, 1, 1, 2, 1, 2, 1, 3], "purple": [2]})
    g.apply("roll 1 1 1 6 6 6")
    text = ("None of the silver platter dice can be used, so Ann may take one "
            "of the other three dice instead.")
    assert g.explain_die("white") == text
    assert g.explain_die("purple") is None


# --- bonuses and +1 -------------------------------------------------------------
def blue_x_pending():
    g = two_players(ann={"yellow": ["r1c1", "r1c2"]})
    g.apply("roll 3 5 2 1 1 1")
    g.apply("use yellow yellow r1c3")  # row 1 complete: a blue X
    assert g.pending.kind == "bonus"
    return g


def test_bonus_pending_words():
    g = blue_x_pending()
    assert g.describe_pending() == "Ann: place the bonus blue X"
    assert g.roll_count() is None
    assert g.explain_die("white") == "First place the bonus blue X on the sheet."
    assert refused(g, "bonus green 1") == (
        "The bonus blue X cannot go in green box 1. Now Ann: place the bonus blue X.")
    assert refused(g, "bonus blue r2c2 3") == (
        "The bonus blue X in the blue 6 box (row 2, column 2) takes no value of its own: "
        "leave the value out.")


def extra_pending(plus1):
    g = two_players(ann={"plus1": [plus1, 0]})
    g.apply("roll 3 4 2 5 1 6")
    g.apply("use green green 1")
    g.apply("roll 2")
    g.apply("use purple purple 1")  # no die left: the choices are over
    assert g.pending.kind == "extra"
    return g


def test_last_plus1_action_can_still_be_used():
    g = extra_pending(1)
    assert g.describe_pending() == "Ann: use a +1 action (or finish the turn)"
    assert g.explain_die("white") is None
    assert g.explain_die("yellow") is None


def test_a_die_only_once_per_turn_with_plus1():
    g = extra_pending(2)
    g.apply("plus1 white yellow r1c1")
    assert g.pending.kind == "extra"
    text = "The white die was already used with a +1 this turn."
    assert g.explain_die("white") == text
    assert refused(g, "plus1 white yellow r4c2") == text
    assert g.explain_die("yellow") is None
