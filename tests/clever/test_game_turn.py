"""The turn: choices, the silver platter, rerolls, forfeits, passive picks, +1."""

import pytest
from helpers import faces, orange_ones, play_to, rolled, texts

from clever import IllegalAction, get_variant, new_game

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
