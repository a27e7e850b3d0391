"""Turn-flow details of clever/game.py that the mutation run of the module found
untested: who starts a two-player game (R11), the log line of the solo passive
roll, polish spent over several turns (Clever 4Ever), the log lines of a lost
action and of a fox, and the one action of a phone at a table with paper sheets."""

import helpers_4ever as ever
import pytest

from clever import Game, new_game
from clever.sheet import Sheet


def test_either_player_of_two_may_start():
    # R11: the first player is drawn, also when only two play
    starts = [new_game(["Ann", "Bob"], seed=s).active for s in range(8)]
    assert starts == [1, 0, 0, 1, 1, 0, 0, 0]


def test_the_solo_passive_roll_is_logged_with_the_three_dice_it_leaves():
    g = new_game(["Ann"], seed=1)
    g.apply("roll 3 4 2 5 1 6")
    g.apply("use green green 1")
    g.apply("roll 2")
    g.apply("use purple purple 1")
    assert g.describe_pending() == "Ann: roll for the passive turn"
    told = [(e.player, str(e)) for e in g.apply("roll 6 5 4 3 2 1")]
    assert told == [(0, "Passive roll: white 6, yellow 5, blue 4, green 3, orange 2, "
                        "purple 1; on the silver platter: green 3, orange 2, purple 1.")]
    assert g.describe_pending() == "Ann: take a die from the silver platter (or pass)"


def test_polish_spent_adds_up_over_the_game():
    g = new_game(["Ann", "Bob"], seed=1, first=0, variant="clever-4ever")
    # Bob has earned 3 polish and spent 1 of it earlier
    g.sheets[1] = Sheet.from_dict(g.variant, {"polish": [3, 1]})
    assert g.sheets[1].polish_left == 2
    g.apply("roll 2 5 1 4 6 3")
    g.apply("use green green l1")
    told = [(e.player, str(e)) for e in g.apply("use white yellow r1c1 polish -1")]
    assert told[0] == (1, "Bob entered the white 2 polished to 1 as yellow in yellow top "
                          "row, box 1.")
    assert g.sheets[1].polish_left == 1
    assert g.sheets[1].to_dict()["polish"] == [3, 2]


def test_a_reroll_gained_on_a_full_track_is_logged_as_lost_for_that_player():
    # the main diagonal's second cross brings a reroll; Ann's 7 spaces are all circled
    g = ever.rolled(sheets={0: {"blue": ["r2c2"], "rerolls": [7, 0]}}, blue=1, white=1)
    told = [(e.player, str(e)) for e in g.apply("use blue blue r1c1")]
    assert told[-1] == (0, "Ann lost a reroll action: its track is full.")
    assert g.sheets[0].rerolls_left == 7


def test_a_fox_is_logged_for_the_player_who_gained_it():
    # blue row 6's second cross brings a fox (Clever 4Ever)
    g = ever.rolled(sheets={0: {"blue": ["r6c2"]}}, blue=6, white=1)
    told = [(e.player, str(e)) for e in g.apply("use blue blue r6c1")]
    assert told[-1] == (0, "Ann gained a fox.")


def test_at_a_table_with_paper_sheets_the_app_asks_for_the_platter_dice():
    # one phone per player: while another seat plays, this phone's one action
    # is to tap in the dice left on that player's silver platter
    g = new_game(["Me", "Bob"], seed=5, options=["own_sheet"], first=1)
    assert g.describe_pending() == (
        "Me: tap in the dice on the active player's silver platter")
    assert [str(a) for a in g.legal_actions()] == ["platter"]


@pytest.mark.parametrize("players, words", [
    ("Ann", "players must be a list of 1 to 4 names"),
    ({"Ann"}, "players must be a list of 1 to 4 names"),
    (["A", "B", "C", "D", "E"], "the game is for 1 to 4 players, not 5"),
    ([], "the game is for 1 to 4 players, not 0"),
    (["Ann", ""], "every player needs a name"),
])
def test_a_set_up_with_bad_players_is_refused_in_words(players, words):
    with pytest.raises(ValueError) as info:
        new_game(players, seed=1)
    assert str(info.value) == words


def test_a_solo_game_says_nothing_about_who_starts():
    g = new_game(["Ann"], seed=1)
    assert [str(e) for e in g.log] == [
        "Round 1 begins.", "Ann gained a reroll action.", "Turn: Ann."]


def test_at_a_table_with_paper_sheets_only_this_phones_sheet_gets_round_bonuses():
    g = new_game(["Me", "Bob", "Cy"], seed=5, options=["own_sheet"], first=0)
    assert [str(e) for e in g.log] == [
        "Round 1 begins.", "Me gained a reroll action.", "Me starts (chosen at set-up).",
        "Turn: Me."]


def test_the_dice_left_in_the_cup_after_the_third_choice_go_to_the_platter():
    g = new_game(["Ann", "Bob"], seed=1, first=0)
    for a in ("roll 1 1 1 1 1 1", "use yellow yellow r3c1", "roll 1 1 1 1 1",
              "use green green 1", "roll 2 2 2 2"):
        g.apply(a)
    told = [(e.player, str(e)) for e in g.apply("use orange orange 1")]
    assert told == [(0, "Ann entered the orange 2 in orange box 1."),
                    (None, "To the silver platter: white 2, blue 2, purple 2.")]
    assert g.describe_pending() == "Bob: take a die from the silver platter (or pass)"


def test_a_first_player_outside_the_table_is_refused_naming_the_seats():
    with pytest.raises(ValueError) as info:
        new_game(["Ann", "Bob"], seed=1, first=2)
    assert str(info.value) == "the first player must be a seat from 0 to 1"


def test_a_passive_player_who_can_use_no_platter_die_passes_and_the_log_says_so():
    g = new_game(["Ann", "Bob"], seed=1, first=0)
    # no 1 fits Bob's sheet: yellow's 1s crossed, blue 2 crossed, green wants 2,
    # orange and purple full
    g.sheets[1] = Sheet.from_dict(g.variant, {
        "yellow": ["r2c2", "r3c1"], "blue": ["r1c2"], "green": [1],
        "orange": [2, 2, 2, 4, 2, 2, 4, 2, 4, 2, 6], "purple": [1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5]})
    g.apply("roll 1 1 1 1 1 6")
    told = [(e.player, str(e)) for e in g.apply("use purple purple 1")]
    assert told[2:] == [(1, "Bob can use no die and passes."), (None, "Turn: Bob.")]
    assert g.describe_pending() == "Bob: roll the dice"


def test_a_bonus_with_nowhere_to_go_is_logged_as_lost_for_its_player():
    g = new_game(["Ann", "Bob"], seed=1, first=0)
    # blue's first row brings orange 5; Ann's orange is full
    g.sheets[0] = Sheet.from_dict(g.variant, {
        "blue": ["r1c2", "r1c3"], "orange": [2, 2, 2, 4, 2, 2, 4, 2, 4, 2, 6]})
    g.apply("roll 1 1 3 1 1 1")
    told = [(e.player, str(e)) for e in g.apply("use blue blue r1c4")]
    assert told[-1] == (0, "Ann lost the bonus orange 5: nowhere to put it.")
    assert g.describe_pending() == "Bob: take a die from the silver platter (or pass)"


def test_a_game_made_without_naming_one_is_thats_pretty_clever():
    g = Game(["Ann"], seed=1)
    assert g.variant.title == "That's Pretty Clever"
    assert g.describe_pending() == "Ann: roll the dice"


def test_the_reroll_tracks_last_bonus_comes_before_older_bonuses_r6():
    # Clever 4Ever: the light grey part at row 2, column 1 is the last grey part
    # not crossed; it brings Ann's 7th reroll (whose space carries a pink ?) and
    # completes its shade (a fox). Depth first: the pink ? is placed, then the fox.
    grey = new_game(["Ann"], seed=1, variant=ever.VARIANT).variant.areas["grey"]
    others = [grey.box_label(q) for q in range(len(grey.parts)) if grey.box_label(q) != "r2c1"]
    g = ever.rolled(sheets={0: {"grey": others, "rerolls": [6, 0]}}, grey=6)
    told = [(e.player, str(e)) for e in g.apply("use grey grey r2c1")]
    assert told[-1] == (0, "Ann gained a reroll action.")
    assert ever.pending_bonus_text(g) == "pink ?"
    told = [(e.player, str(e)) for e in g.apply("bonus pink 1 3")]
    assert told[:2] == [(0, "Ann wrote a 3 in pink box 1 (pink ? bonus)."),
                        (0, "Ann gained a fox.")]


def test_after_a_lost_action_the_next_bonus_of_the_same_entry_still_comes():
    # as above, but Ann's reroll track is full: the reroll is lost, the fox is not
    grey = new_game(["Ann"], seed=1, variant=ever.VARIANT).variant.areas["grey"]
    others = [grey.box_label(q) for q in range(len(grey.parts)) if grey.box_label(q) != "r2c1"]
    g = ever.rolled(sheets={0: {"grey": others, "rerolls": [7, 0]}}, grey=6)
    told = [(e.player, str(e)) for e in g.apply("use grey grey r2c1")]
    assert told[-2:] == [(0, "Ann lost a reroll action: its track is full."),
                         (0, "Ann gained a fox.")]
