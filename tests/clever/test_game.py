"""Core behaviour of the game object that other tests only brushed: copies
(clone), the dice of "same dice for everyone" games, and the log lines of
bonuses written on a sheet (X, number, "?" and round 4's black bonus), checked
whole in positions built with rolls given from outside and sheets given in
their dict form."""

import helpers_4ever as ever
from helpers import rolled

from clever import new_game

LOW = dict(white=1, yellow=1, blue=1, green=1, orange=1, purple=1)
SAME = ("same_dice",)


def lines(events):
    """The events as (seat, text) pairs."""
    return [(e.player, str(e)) for e in events]


# --- clone ------------------------------------------------------------------------
def game_after_bobs_pass():
    """Ann's turn (two dice chosen, the cup then empty), Bob passed his pick:
    both seats have acted and Bob's own turn begins."""
    g = new_game(["Ann", "Bob"], seed=1, first=0)
    g.apply("roll 3 4 2 5 1 6")
    g.apply("use green green 1")
    g.apply("roll 2")
    g.apply("use purple purple 1")
    assert g.describe_pending() == "Bob: take a die from the silver platter (or pass)"
    g.apply("pass")
    assert g.describe_pending() == "Bob: roll the dice"
    return g


def test_a_clone_keeps_the_history_the_log_and_who_acted():
    g = game_after_bobs_pass()
    c = g.clone()
    assert c.history == g.history == ["roll 3 4 2 5 1 6", "use green green 1", "roll 2",
                                      "use purple purple 1", "pass"]
    assert c.actors == g.actors == [0, 0, 0, 0, 1]
    assert c.log == g.log and len(g.log) > 5
    assert c.state_key() == g.state_key()


def test_a_clone_plays_on_like_the_game_and_leaves_it_unchanged():
    g = new_game(["Ann", "Bob"], seed=1, first=0)
    g.apply("roll 3 4 2 5 1 6")
    g.apply("use green green 1")
    c = g.clone()
    key, history, log = g.state_key(), list(g.history), list(g.log)
    told = lines(c.apply("roll 2"))
    assert told == [(0, "Ann rolled purple 2.")]
    assert c.actors == [0, 0, 0]
    # the game itself has not moved: it still waits for Ann's second roll
    assert (g.state_key(), g.history, g.log) == (key, history, log)
    assert g.describe_pending() == "Ann: roll the dice"
    # and plays the same roll with the same words
    assert lines(g.apply("roll 2")) == told
    assert g.state_key() == c.state_key() and g.log == c.log
    c.apply("use purple purple 1")
    assert g.describe_pending() == "Ann: choose a die"
    assert c.describe_pending() == "Bob: take a die from the silver platter (or pass)"
    # the clone's undo goes back through its own history
    assert c.undo() and c.state_key() == g.state_key()


def test_a_search_copy_starts_with_no_history_and_no_log():
    g = game_after_bobs_pass()
    key = g.state_key()
    c = g.clone(keep_log=False)
    assert (c.history, c.actors, c.log) == ([], [], [])
    assert c.state_key() == key
    assert not c.undo()  # nothing to undo in a search copy
    # it plays as the game does: the same events (words only when asked)
    told = c.apply("roll 1 2 3 4 5 6")
    assert lines(told) == [(1, "Bob rolled white 1, yellow 2, blue 3, green 4, orange 5, "
                               "purple 6.")]
    assert (c.history, c.actors, c.log) == (["roll 1 2 3 4 5 6"], [1], told)
    assert g.state_key() == key and len(g.history) == 5
    assert g.clone().apply("roll 1 2 3 4 5 6") == told


# --- same dice for everyone ---------------------------------------------------------
def to_first_roll(g, seat):
    """Play first legal actions until `seat` is to make the first roll of a turn."""
    while not (g.pending.kind == "roll" and g.active == seat
               and all(d["where"] == "cup" for d in g.dice())):
        g.apply(g.legal_actions()[0])


def test_same_dice_a_reroll_gives_new_dice():
    g = new_game(["Ann", "Bob"], seed=0, first=0, options=SAME)
    g.apply("roll")
    assert g.faces == [1, 2, 6, 3, 6, 6]
    g.apply("reroll")
    assert g.faces == [4, 2, 3, 2, 5, 1]


def test_same_dice_each_player_and_each_round_has_its_own_first_roll():
    g = new_game(["Ann", "Bob"], seed=3, first=0, options=SAME)
    g.apply("roll")
    ann_round1 = list(g.faces)
    to_first_roll(g, 1)
    g.apply("roll")
    bob_round1 = list(g.faces)
    to_first_roll(g, 0)
    assert g.round == 2
    g.apply("roll")
    ann_round2 = list(g.faces)
    assert ann_round1 == [6, 3, 6, 2, 2, 1]
    assert bob_round1 == [1, 4, 5, 5, 1, 3]
    assert ann_round2 == [1, 6, 3, 2, 1, 1]


def test_same_dice_of_a_seed_never_change():
    """The daily challenge: everyone playing the day's seed, on any version,
    sees these dice (first roll, a reroll of it, the solo passive roll)."""
    g = new_game(["Ann"], seed=2024, first=0, options=SAME)
    g.apply("roll")
    assert g.faces == [3, 6, 1, 2, 1, 2]
    c = g.clone()
    c.apply("reroll")
    assert c.faces == [1, 2, 4, 1, 1, 6]
    while g.describe_pending() != "Ann: roll for the passive turn":
        g.apply(g.legal_actions()[0])
    g.apply("roll")
    assert g.faces == [6, 3, 6, 1, 6, 1]
    assert [d["where"] for d in g.dice()] == ["aside", "platter", "aside", "platter",
                                              "aside", "platter"]


def test_the_solo_passive_roll_is_not_a_repeat_of_the_second_active_roll():
    g = new_game(["Ann"], seed=2024, first=0, options=SAME)
    g.apply("roll 3 6 1 2 1 2")
    g.apply("use orange orange 1")  # no die is lower: the five others go back to the cup
    c = g.clone()
    c.apply("roll")
    second = [d["face"] for d in c.dice() if d["where"] == "rolled"]
    assert len(second) == 5
    while g.describe_pending() != "Ann: roll for the passive turn":
        g.apply(g.legal_actions()[0])
    g.apply("roll")
    assert g.faces == [6, 3, 6, 1, 6, 1]
    assert second != [d["face"] for d in g.dice() if d["die"] != "orange"]


# --- the log lines of bonuses -----------------------------------------------------
def test_x_bonus_placed_by_the_player_is_written_in_the_log():
    g = rolled(sheets={0: {"blue": ["r2c1", "r2c2", "r2c3"], "yellow": ["r1c2", "r1c3"]}},
               **{**LOW, "white": 4, "blue": 4})
    g.apply("use blue blue r2c4")
    assert lines(g.apply("bonus yellow r1c1")) == [
        (0, "Ann wrote an X in the yellow 3 box (row 1, column 1) (bonus).")]
    assert lines(g.apply("bonus blue r1c2")) == [
        (0, "Ann wrote an X in the blue 2 box (row 1, column 2) (bonus).")]


def round_four_black_bonus():
    g = new_game(["Ann", "Bob"], seed=6, first=0)
    while g.pending.bonus != ("black",):
        g.apply(g.legal_actions()[0])
    assert g.pending.player == 0
    return g


def test_black_x_and_the_number_bonus_it_brings_are_written_in_the_log():
    g = round_four_black_bonus()
    assert lines(g.apply("bonus yellow r2c1")) == [
        (0, "Ann wrote a black X in the yellow 2 box (row 2, column 1) (bonus)."),
        (0, "Bonus for Ann: orange 4."),
        (0, "Ann wrote a 4 in orange box 5 (bonus)."),
    ]


def test_black_six_is_written_in_the_log():
    g = round_four_black_bonus()
    assert lines(g.apply("bonus orange 5")) == [
        (0, "Ann wrote a black 6 in orange box 5 (bonus).")]


def test_question_mark_bonus_with_a_value_says_the_value_and_the_area():
    g = ever.rolled(sheets={0: {"yellow": [[], [1], []], "pink": [1, 1, 1]}}, yellow=6)
    g.apply("use yellow yellow r2c2")
    assert ever.pending_bonus_text(g) == "pink ?"
    assert lines(g.apply("bonus pink 4 6")) == [
        (0, "Ann wrote a 6 in pink box 4 (pink ? bonus)."),
        (0, "Ann gained a +1 action."),
    ]


def test_question_mark_bonus_that_crosses_says_the_box_and_the_area():
    g = ever.rolled(sheets={0: {"yellow": [[], [1, 1], []]}}, yellow=6)
    g.apply("use yellow yellow r2c3")
    assert ever.pending_bonus_text(g) == "blue ?"
    assert lines(g.apply("bonus blue r3c4")) == [
        (0, "Ann crossed blue row 3, column 4 (blue ? bonus).")]


def four_ever_black_bonus():
    g = new_game(["Ann"], seed=1, variant=ever.VARIANT, first=0)
    while g.pending.bonus != ("black",):
        g.apply(g.legal_actions()[0])
    return g


def test_black_question_mark_with_a_value_is_written_in_the_log():
    g = four_ever_black_bonus()
    assert lines(g.clone().apply("bonus pink 2 4")) == [
        (0, "Ann wrote a 4 in pink box 2 (black ? bonus)."), (None, "Turn: Ann.")]
    assert lines(g.apply("bonus green l1 3")) == [
        (0, "Ann wrote a 3 in green field 1, lower triangle (black ? bonus)."),
        (0, "Ann gained a reroll action."), (None, "Turn: Ann.")]


def test_black_question_mark_that_crosses_is_written_in_the_log():
    g = four_ever_black_bonus()
    assert lines(g.clone().apply("bonus blue r3c4")) == [
        (0, "Ann crossed blue row 3, column 4 (black ? bonus)."), (None, "Turn: Ann.")]
    assert lines(g.apply("bonus grey r2c1")) == [
        (0, "Ann crossed the light grey part of 4 boxes from row 2, column 1 "
            "(black ? bonus)."),
        (0, "Ann gained a reroll action."), (None, "Turn: Ann.")]
