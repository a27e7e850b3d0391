"""The words of clever/game.py's refusals and explanations, checked whole (in
English, and in German where a part of the sentence is translated or kept as
typed): what a refused action, a clicked die, a pending bonus and the sheet's
round track say.  Positions are built with rolls given from outside
(`roll 3 4 2 5 1 6`) and sheets given in their dict form.  Written against
mutation testing of the explanation functions (explain_illegal,
_explain_die_action, explain_die, _explain_colour, _explain_bonus,
_explain_polish, _area_word, bonus_text)."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from clever import Action, IllegalAction, new_game
from clever.i18n import tr
from clever.sheet import Sheet
from clever.variants import get_variant

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "web"))

from cleverweb.sheet import strips  # noqa: E402


def refused(game, action, player=None):
    """The refusal of `action` (a Msg: its English, translatable); nothing changes."""
    before = (list(game.history), game.describe_pending(), game.state_key())
    with pytest.raises(IllegalAction) as info:
        game.apply(action, player=player)
    assert (list(game.history), game.describe_pending(), game.state_key()) == before
    return info.value.args[0]


def two_players(**sheets):
    g = new_game(["Ann", "Bob"], seed=1, first=0)
    for seat, data in sheets.items():
        g.sheets[{"ann": 0, "bob": 1}[seat]] = Sheet.from_dict(g.variant, data)
    return g


def bob_picks():
    """Ann's turn is over (green, purple on her die fields); Bob picks."""
    g = two_players()
    g.apply("roll 3 4 2 5 1 6")
    g.apply("use green green 1")
    g.apply("roll 2")
    g.apply("use purple purple 1")
    assert g.describe_pending() == "Bob: take a die from the silver platter (or pass)"
    return g


def blue_x_pending():
    g = two_players(ann={"yellow": ["r1c1", "r1c2"]})
    g.apply("roll 3 5 2 1 1 1")
    g.apply("use yellow yellow r1c3")  # row 1 complete: a blue X
    assert g.describe_pending() == "Ann: place the bonus blue X"
    return g


def phone(first):
    """One phone per player (table mode): Me's phone, Me is seat 0."""
    return new_game(["Me", "Bob"], seed=5, options=["own_sheet"], first=first)


# --- refusals of the active player's moves ---------------------------------------
def test_a_die_move_before_the_roll_says_no_die_can_be_taken():
    g = two_players()
    assert refused(g, "use green green 1") == "No die can be taken now. Now Ann: roll the dice."


def test_unknown_die_area_and_box_are_named_in_whole_sentences():
    g = two_players()
    g.apply("roll 3 4 2 5 1 6")
    assert refused(g, "use red red 1") == "There is no red die."
    assert refused(g, "use green pink 1") == "There is no pink area on the sheet."
    assert refused(g, "use yellow yellow r1c4") == "yellow has no box r1c4."
    assert refused(g, "use green green 99") == "green has no box 99."


def test_a_coloured_die_in_another_colour_is_refused_naming_its_own_colour():
    g = two_players()
    g.apply("roll 3 4 2 5 1 6")
    assert refused(g, "use green yellow r1c1") == "The green die can only be entered in green."
    assert refused(g, "use purple orange 1") == "The purple die can only be entered in purple."


def test_the_white_die_refused_in_blue_in_clever_4ever_lists_where_it_may_stand_in():
    g = new_game(["Ann"], seed=1, variant="clever-4ever", first=0)
    g.apply("roll 5 6 4 3 2 1")
    assert refused(g, "use white blue r2c3") == (
        "The white die may stand in for yellow, grey, green, pink, but not for blue "
        "(a table option can allow it).")
    assert refused(g, "use pink yellow r3c1") == "The pink die can only be entered in pink."


def test_an_action_of_an_unknown_kind_is_refused_naming_it():
    g = two_players()
    assert refused(g, Action("dance")) == "'dance' is not possible now. Now Ann: roll the dice."
    g.apply("roll 3 4 2 5 1 6")
    assert refused(g, Action("dance")) == "'dance' is not possible now. Now Ann: choose a die."


def test_a_passive_player_asking_to_reroll_is_told_who_may():
    g = bob_picks()
    assert refused(g, "reroll") == (
        "Only the active player may reroll, right after a roll. "
        "Now Bob: take a die from the silver platter (or pass).")


def test_polish_beyond_what_is_held_names_the_player():
    g = new_game(["Ann", "Bob"], seed=1, variant="clever-4ever", first=0)
    g.sheets[1].polish = 1
    g.apply("roll 6 6 6 6 6 1")
    g.apply("use yellow yellow r3c1")      # the pink 1 goes to the platter
    g.apply("roll 6 6 6 6")
    g.apply("use white grey r1c1")
    g.apply("roll 6 6 6")
    g.apply("use blue blue r6c6")          # Ann's turn is over: Bob picks
    assert refused(g, "use pink pink 1 polish +2", player=1) == "Bob has 1 polish, not 2."
    assert refused(g, "use pink pink 1 polish -1", player=1) == (
        "Polish cannot take the pink 1 to 0: 1 and 6 are not next to each other.")


# --- bonuses ---------------------------------------------------------------------
def test_a_bonus_in_a_wrong_area_names_the_area_translated_or_as_typed():
    g = blue_x_pending()
    known = refused(g, "bonus green 1")
    # a box of another area is named in words, as the area says its boxes
    assert known == ("The bonus blue X cannot go in green box 1. "
                     "Now Ann: place the bonus blue X.")
    assert tr(known, "de").startswith("Der Bonus X in Blau passt nicht in ")
    assert "Grün" in tr(known, "de") and "green" not in tr(known, "de")
    unknown = refused(g, "bonus pink 1")  # no pink on this sheet: kept as typed
    assert unknown == "The bonus blue X cannot go in pink 1. Now Ann: place the bonus blue X."
    assert tr(unknown, "de") == ("Der Bonus X in Blau passt nicht in pink 1. "
                                 "Als Nächstes Ann: den Bonus X in Blau eintragen.")


def test_a_question_bonus_with_a_value_its_box_does_not_take_names_the_bonus():
    g = new_game(["Ann"], seed=1, variant="clever-4ever", first=0)
    g.sheets[0] = Sheet.from_dict(g.variant, {"yellow": [[4], [], []], "blue": ["r3c1"]})
    g.apply("roll 2 1 3 1 1 1")
    g.apply("use blue blue r3c2")          # blue row 3's second cross: a yellow ?
    assert g.describe_pending() == "Ann: place the bonus yellow ?"
    assert refused(g, "bonus yellow r1c2 2") == (
        "2 cannot go in yellow top row, box 2 (bonus yellow ?): in the top row each entry "
        "must be higher than the one before (4).")
    assert refused(g, "bonus yellow r1c2") == (
        "The bonus yellow ? needs a value from 1 to 6 for that box.")


def test_the_black_bonus_of_clever_4ever_is_named_as_its_sheet_says():
    g = new_game(["Ann"], seed=1, variant="clever-4ever", first=0)
    while not (g.pending.kind == "bonus" and g.pending.bonus == ("black",)):
        g.apply(g.legal_actions()[-1])
    assert g.round == 4
    assert g.describe_pending() == "Ann: place the bonus black ? (any area)"
    assert g.explain_die("white") == "First place the bonus black ? (any area) on the sheet."
    assert refused(g, "bonus pink 99") == (
        "The bonus black ? (any area) cannot go in pink 99. "
        "Now Ann: place the bonus black ? (any area).")


def test_the_round_track_names_its_bonuses_without_an_article():
    """The hover titles of the round track's bonus symbols (That's Pretty Clever):
    rounds 1 to 4 give a reroll, a +1, a reroll, and the black X or black 6."""
    svg = strips.round_track(get_variant("pretty-clever", ()), 1, 6, False, 0, 0, 600)
    assert re.findall(r"<title>([^<]*)</title>", svg) == [
        "bonus: reroll", "bonus: +1", "bonus: reroll", "bonus: black X or black 6"]


# --- one phone per player (table mode) -------------------------------------------
def test_a_platter_entry_on_ones_own_turn_is_refused_as_given():
    g = phone(first=0)
    g.apply("roll 3 4 2 5 1 6")
    assert refused(g, "platter 1 2 0 0 0 0") == (
        "'platter 1 2 0 0 0 0' is not possible now. Now Me: choose a die.")


def test_a_roll_while_the_platter_is_awaited_asks_for_the_platter():
    g = phone(first=1)
    assert g.describe_pending() == (
        "Me: tap in the dice on the active player's silver platter")
    text = "First tap in the dice Bob left on the silver platter."
    assert refused(g, "roll") == text
    assert refused(g, "roll 1 2 3") == text
    assert refused(g, "use white yellow r1c1") == text


def test_a_die_never_tapped_in_cannot_be_used_with_plus1():
    g = phone(first=1)
    g.sheets[0] = Sheet.from_dict(g.variant, {"plus1": [1, 0]})
    g.apply("platter 0 2 0 1 0 3")         # white, blue, orange on Bob's die fields
    g.apply("pass")
    assert g.describe_pending() == "Me: use a +1 action (or finish the turn)"
    text = "The white die's value was not tapped in, so it cannot be used."
    assert g.explain_die("white") == text
    assert refused(g, "plus1 white yellow r1c1") == text
    assert g.explain_die("yellow") is None
