"""Turn-flow details of clever/game.py that the mutation run of the module found
untested: who starts a two-player game (R11), the log line of the solo passive
roll, polish spent over several turns (Clever 4Ever), the log lines of a lost
action and of a fox, and the one action of a phone at a table with paper sheets."""

import helpers_4ever as ever

from clever import new_game
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
