"""Twice as Clever's turn: the return action (ruling T6), the silver chain
(T1-T5, with the table option for T1), skipping a roll (T9, with its table
option), the silver die that fits nowhere (T7), the track ends (T14) and the
round bonuses (T15).  Dice are given with each roll, in the variant's die
order: white, yellow, blue, green, pink, silver."""

from __future__ import annotations

import pytest

from clever import IllegalAction, Position, new_game, start_game
from clever.save import load_game

TWICE = "twice-as-clever"


def game(players=("Ann",), options=(), seed=1):
    return new_game(list(players), seed=seed, variant=TWICE, options=list(options))


def at(sheet: dict, round_no: int = 1, options=(), players=("Ann",)):
    """A game from a position: `sheet` for every player, round `round_no`
    (its action tracks hold the rounds' bonuses unless `sheet` says more)."""
    rounds = {"rerolls": 1, "plus1": 2, "returns": 3}
    sheet = {**{k: [1, 0] for k, r in rounds.items() if round_no >= r}, **sheet}
    pos = Position.from_dict({"round": round_no, "active": 0,
                              "sheets": [sheet for _ in players]}, TWICE, options)
    return start_game(pos, list(players), seed=5)


def texts(g) -> list[str]:
    return [str(a) for a in g.legal_actions()]


def kinds(events) -> list[str]:
    return [e.kind for e in events]


# ----------------------------------------------------------------------
# skipping a roll (T9)

def test_a_roll_with_a_usable_die_may_be_skipped_and_counts_as_a_choice():
    g = game()
    g.apply("roll 3 3 3 3 3 3")
    assert "use yellow yellow r1c2" in texts(g) and "forfeit" in texts(g)
    events = g.apply("forfeit")
    assert kinds(events)[0] == "roll_skipped" and events[0].value == 1
    assert str(events[0]) == "Ann skipped roll 1."
    assert g.choices == 1 and g.pending.kind == "roll"
    assert [d["where"] for d in g.dice()] == ["cup"] * 6  # nothing entered, no die moved


def test_the_must_use_option_restores_the_base_games_rule():
    g = game(options=["must_use"])
    g.apply("roll 3 3 3 3 3 3")
    assert "forfeit" not in texts(g)
    with pytest.raises(IllegalAction, match="none of its dice can be used"):
        g.apply("forfeit")


# ----------------------------------------------------------------------
# the return action (T6)

def test_no_return_before_the_first_roll_and_only_platter_dice_after_a_choice():
    g = at({}, round_no=3)
    assert g.pending.kind == "roll" and texts(g) == ["roll"]  # the platter is empty
    with pytest.raises(IllegalAction, match="after a choice"):
        g.apply("return yellow")
    g.apply("roll 6 1 2 3 4 5")  # white 6 entered: all the others go to the platter
    g.apply("use white yellow r1c4")
    assert g.pending.kind == "roll"
    assert texts(g) == ["return yellow", "return blue", "return green", "return pink",
                        "return silver", "done"]  # nothing in the cup: done ends the turn
    with pytest.raises(IllegalAction, match="the white die is on a die field"):
        g.apply("return white")


def test_a_returned_die_is_rolled_with_the_next_roll():
    g = at({}, round_no=3)
    g.apply("roll 4 1 2 5 5 5")
    g.apply("use white pink 1")  # 1, 2 to the platter; 5 5 5 stay
    assert {d["die"] for d in g.dice() if d["where"] == "platter"} == {"yellow", "blue"}
    events = g.apply("return blue")
    assert events[0].kind == "action_used" and events[0].action == "return"
    assert str(events[0]) == "Ann returned the blue 2 from the silver platter to the cup."
    assert g.sheets[0].returns_left == 0 and "return yellow" not in texts(g)
    assert g.rolling_dice() == ["blue", "green", "pink", "silver"]
    g.apply("roll 6 4 3 2")
    assert {d["die"]: d["face"] for d in g.dice() if d["where"] == "rolled"} == {
        "blue": 6, "green": 4, "pink": 3, "silver": 2}


def test_several_returns_before_one_roll_and_none_after_the_third_choice():
    g = at({}, round_no=3)
    g.sheets[0].returns = 3  # as if three were gained (the sheet's own sources)
    g._legal = None
    g.apply("roll 6 1 2 3 4 5")
    g.apply("use white yellow r1c4")
    g.apply("return yellow")
    g.apply("return blue")
    assert g.rolling_dice() == ["yellow", "blue"]
    g.apply("roll 1 1")
    g.apply("use yellow yellow r2c1")  # blue 1 equal: stays in the cup
    g.apply("roll 2")
    g.apply("use blue blue 1")          # the third choice
    assert g.pending is None or g.pending.kind != "roll"
    assert not any(a.kind == "return" for a in g.legal_actions())


def test_an_emptied_hand_may_take_a_returned_die_or_end_the_turn():
    g = at({}, round_no=3)
    g.apply("roll 6 1 2 3 4 5")
    g.apply("use white yellow r1c4")
    g.apply("done")  # no return wanted: the turn goes on (+1, then the passive half)
    assert g.pending.kind == "extra"
    g.apply("done")
    assert g.pending.kind == "roll" and g.solo_passive
    assert g.sheets[0].returns_left == 1


def test_no_return_in_the_passive_turn():
    g = at({}, round_no=3)
    g.apply("roll 6 1 2 3 4 5")
    g.apply("use white yellow r1c4")
    g.apply("done")
    g.apply("done")
    g.apply("roll 1 2 3 4 5 6")
    assert not any(a.kind == "return" for a in g.legal_actions())


# ----------------------------------------------------------------------
# the silver chain (T1-T5)

def test_a_pick_into_silver_lets_the_lower_dice_follow_it():
    g = game()
    g.apply("roll 6 2 3 4 5 5")  # silver 5: the 2, 3, 4 are lower, the white 6 is not
    g.apply("use silver silver r1c5")
    assert g.pending.kind == "chain"
    assert sorted(texts(g)) == sorted(["use yellow silver r1c2", "use blue silver r2c3",
                                       "use green silver r3c4", "done"])
    events = g.apply("use blue silver r2c3")
    assert events[0].kind == "die_entered" and events[0].action == "chain"
    assert str(events[0]).startswith("Ann also marked the blue 3 in")
    g.apply("done")  # the green 4 is skipped (T3)
    assert g.sheets[0].marks["silver"] == g.variant.areas["silver"].build(
        ["r1c5", "r2c3"])
    assert g.pending.kind == "roll"


def test_white_and_silver_dice_chain_into_any_row_and_a_taken_box_is_lost():
    g = game()
    g.apply("roll 2 1 1 1 1 6")  # the silver 6: every other die is lower
    g.apply("use silver silver r2c6")
    offered = [a for a in texts(g) if a.startswith("use white")]
    assert offered == [f"use white silver r{r}c2" for r in (1, 2, 3, 4)]
    g.apply("use yellow silver r1c1")
    g.apply("use white silver r1c2")
    g.apply("use blue silver r2c1")
    g.apply("use green silver r3c1")
    g.apply("use pink silver r4c1")  # the fourth 1: the column's +1 (held to the end)
    assert g.sheets[0].plus1 == 1


def test_the_chain_s_bonuses_come_after_all_its_marks():
    # silver 2s in three rows; the pick marks the fourth: yellow ? waits
    g = at({"silver": ["r1c2", "r2c2", "r3c2"]})
    g.apply("roll 1 1 1 1 1 2")
    g.apply("use silver silver r4c2")
    assert g.pending.kind == "chain"  # the yellow ? is held until the chain is done
    g.apply("use yellow silver r1c1")
    g.apply("done")
    assert g.pending.kind == "bonus" and g.pending.bonus == ("any", "yellow")


def test_dice_already_on_the_platter_and_equal_dice_do_not_chain():
    g = game()
    g.apply("roll 6 1 2 3 4 5")
    g.apply("use pink pink 1")  # 1, 2, 3 to the platter; white 6, silver 5 stay
    g.apply("roll 3 5")
    g.apply("use silver silver r1c5")  # white 3 lower; nothing else
    assert sorted(texts(g)) == sorted([f"use white silver r{r}c3" for r in (1, 2, 3, 4)]
                                      + ["done"])


@pytest.mark.parametrize("options,chained", [((), []), (("leftovers_chain",), ["blue"])])
def test_third_pick_leftovers_chain_only_with_the_option(options, chained):
    g = game(options=options)
    g.apply("roll 1 2 6 3 3 3")  # 1 choice: pink 3, white 1 and yellow 2 to the platter
    g.apply("use pink pink 1")
    g.apply("roll 6 4 4")        # blue 6, green 4, silver 4
    g.apply("use green green 1")
    g.apply("roll 6 4")          # blue 6, silver 4: the third choice
    g.apply("use silver silver r1c4")
    offered = sorted({a.die for a in g.legal_actions() if a.kind == "use"})
    assert offered == chained
    if chained:
        g.apply("use blue silver r2c6")
        assert "r2c6" in g.sheets[0].to_dict()["silver"]


def test_no_chain_on_a_passive_pick_or_a_plus1():
    g = game(players=("Ann", "Bob"))
    first = g.active
    g.apply("roll 6 1 1 1 1 2")
    g.apply("use white yellow r1c4")  # every other die to the platter: the turn ends
    assert g.pending.kind == "pick" and g.pending.player != first
    g.apply("use silver silver r1c2")  # a passive pick into silver: one mark, no chain
    assert g.pending.kind != "chain" and g.sheets[1 - first].to_dict()["silver"] == ["r1c2"]


# ----------------------------------------------------------------------
# T7, T14, T15

def test_a_silver_number_marked_in_all_rows_cannot_be_chosen():
    g = at({"silver": ["r1c1", "r2c1", "r3c1", "r4c1"], "plus1": [1, 0]})
    g.apply("roll 2 2 2 2 2 1")
    assert not any(a.die == "silver" for a in g.legal_actions())
    assert "cannot be entered anywhere" in g.explain_die("silver")


def test_the_reroll_track_end_is_a_fox_that_scores():
    g = game()
    s = g.sheets[0]
    before = s.fox_count()
    s.rerolls = 6
    assert s.fox_count() == before + 1
    assert s.score()["foxes"] == before + 1


def test_round_three_gives_a_return_and_round_four_a_black_question_mark():
    g = game()
    g.apply("roll 1 1 1 1 1 1")
    while g.round < 3:
        g.apply("forfeit" if "forfeit" in texts(g) else g.legal_actions()[-1])
    assert g.sheets[0].returns == 1
    while g.round < 4:
        g.apply("forfeit" if "forfeit" in texts(g) else g.legal_actions()[-1])
    assert g.pending.kind == "bonus" and g.pending.bonus == ("black",)
    areas = {t.split()[1] for t in texts(g)}
    assert areas == {"silver", "yellow", "blue", "green", "pink"}


def test_a_game_with_returns_and_chains_saves_and_replays():
    import random
    rnd = random.Random(4)
    g = game(players=("Ann", "Bob"), options=["leftovers_chain"], seed=4)
    while not g.is_over:
        g.apply(rnd.choice(g.legal_actions()))
    assert any(h.startswith("return ") for h in g.history)
    h = load_game(g.to_json())
    assert h.state_key() == g.state_key() and h.scores() == g.scores()


def test_a_chain_mark_in_another_colours_row_is_refused_by_the_rows_rule():
    g = game()
    g.apply("roll 6 2 3 4 5 5")
    g.apply("use silver silver r1c5")
    with pytest.raises(IllegalAction) as refused:
        g.apply("use blue silver r1c3")
    assert str(refused.value).endswith("a blue die is marked only in the blue row.")
    with pytest.raises(IllegalAction, match="not one of them"):
        g.apply("use white silver r1c6")  # the white 6 was not lower: it did not chain
    assert g.pending.kind == "chain"


def test_bonuses_of_the_pick_and_of_a_chain_mark_are_all_held_in_order():
    """The pick completes silver's 2s (yellow ?), the chained pink 1 the 1s
    (+1): both wait for the chain, then come in the order made, each with
    its own cause (kills the mutants that keep only the last mark's)."""
    g = at({"silver": ["r1c1", "r2c1", "r3c1", "r1c2", "r2c2", "r3c2"]})
    g.apply("roll 1 1 1 1 1 2")
    g.apply("use silver silver r4c2")
    g.apply("use pink silver r4c1")  # the chain then ends: no other 1 fits
    assert g.pending.kind == "bonus" and g.pending.bonus == ("any", "yellow")
    events = g.apply("bonus yellow r1c2")
    assert kinds(events) == ["bonus_placed", "action_gained"]
    assert events[0].cause.die == "silver" and events[1].cause.die == "pink"
    assert g.sheets[0].plus1 == 1


def test_a_skipped_roll_puts_every_rolled_die_back_in_the_cup():
    g = game()
    g.apply("roll 3 3 3 3 3 3")
    g.apply("forfeit")
    assert not g.solo_passive  # still the active turn's second roll
    assert g.rolling_dice() == ["white", "yellow", "blue", "green", "pink", "silver"]
    events = g.apply("roll 1 2 3 4 5 6")
    assert len(events[0].dice) == 6


def test_same_dice_after_a_skipped_roll_as_after_a_choice():
    """A skipped roll counts as a choice and starts the rerolls afresh: with
    same dice, the next roll's dice show what they show after a choice."""
    skipped = game(options=["same_dice"], seed=3)
    chose = game(options=["same_dice"], seed=3)
    skipped.apply("roll")
    chose.apply("roll")
    skipped.apply("reroll")  # the reroll count too starts afresh
    chose.apply("reroll")
    skipped.apply("forfeit")
    lowest = min((a for a in chose.legal_actions() if a.kind == "use" and a.area != "silver"),
                 key=lambda a: chose.faces[chose.variant.dice.index(a.die)])
    chose.apply(lowest)  # no die lower: the other five stay in the cup
    after_skip = dict(skipped.apply("roll")[0].dice)
    after_choice = dict(chose.apply("roll")[0].dice)
    assert len(after_choice) == 5
    assert after_choice == {d: after_skip[d] for d in after_choice}


def test_each_return_used_is_counted():
    g = at({}, round_no=3)
    g.sheets[0].returns = 3  # as if three were gained (the sheet's own sources)
    g._legal = None
    g.apply("roll 6 1 2 3 4 5")
    g.apply("use white yellow r1c4")
    g.apply("return yellow")
    g.apply("return blue")
    assert g.sheets[0].returns_used == 2 and g.sheets[0].returns_left == 1
    assert g.sheets[0].to_dict()["returns"] == [3, 2]
