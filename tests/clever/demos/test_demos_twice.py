"""Twice as Clever's rules demos (the DEMOS of clever/variants/twice_as_clever.py):
one per new rule, each from a position with its dice given, each done by the
move it teaches, and what the other moves of that position do instead: the
return (T6), the silver chain (T1-T3), circle-then-cross yellow and a line's
bonus on its last circle (T12), falling blue (T10), green's pairs, pink's
minimums and skipping a roll (T9). The checks every demo shares (a legal
solution, the wrong move refused, players' words) are in test_demos.py."""

from __future__ import annotations

import pytest

from clever import IllegalAction
from clever.demos import Run, build, demo, listing, solutions
from clever.i18n import tr
from clever.variants import twice_as_clever

TWICE = twice_as_clever.DEMOS
IDS = [d["id"] for d in TWICE]


def played(demo_id: str, *actions: str):
    """The demo's game after `actions`, and the last action's events."""
    game = build(demo(demo_id))
    events = []
    for action in actions:
        events = game.apply(action)
    return game, events


def kinds(events) -> list[tuple]:
    return [(e.kind, e.action) for e in events]


def test_every_new_rule_has_its_demo_listed_with_the_game():
    assert IDS == ["twice-return", "twice-silver-chain", "twice-yellow", "twice-yellow-line",
                   "twice-blue", "twice-green", "twice-pink", "twice-skip"]
    listed = [d for d in listing() if d["game"] == "twice-as-clever"]
    assert [d["id"] for d in listed] == IDS
    # after the catalogue's own: the base game's demos come first on a page
    assert listing()[-len(IDS):] == listed


@pytest.mark.parametrize("entry", TWICE, ids=IDS)
def test_each_demo_starts_from_a_position_with_its_dice_given(entry):
    pos = entry["position"]
    assert [place for _, place in pos["dice"]] == ["rolled"] * 6
    # at most the one choice that leads to a chain, a return or a bonus
    assert len(entry["script"]) <= 1 and all(a.startswith("use") for a in entry["script"])
    assert build(entry).variant.name == "twice-as-clever"


def test_the_return_brings_a_platter_die_back_to_be_rolled_alone():
    game, events = played("twice-return", "return silver")
    assert kinds(events) == [("action_used", "return")]
    assert game.rolling_dice() == ["silver"] and game.sheets[0].returns_left == 0
    assert [str(a) for a in game.legal_actions()] == ["roll"]
    # the other dice stay on the platter: only the one returned is rolled
    assert solutions(demo("twice-return")) == [f"return {d}" for d in
                                               ("yellow", "blue", "green", "pink", "silver")]
    run = Run("twice-return")
    assert run.act("done") and not run.done  # ending the turn instead is no return


def test_the_chain_offers_only_the_lower_dice_each_in_its_own_row():
    entry = demo("twice-silver-chain")
    assert solutions(entry) == ["use yellow silver r1c2", "use blue silver r2c3",
                                "use green silver r3c4"]
    game, events = played("twice-silver-chain", "use blue silver r2c3")
    assert kinds(events)[0] == ("die_entered", "chain")
    with pytest.raises(IllegalAction):
        game.apply("use yellow silver r2c2")  # a coloured die only in its own colour's row
    game.apply("done")  # the rest of the chain skipped (T3)
    assert game.sheets[0].to_dict()["silver"] == ["r1c5", "r2c3"]
    assert game.pending.kind == "roll"


def test_yellow_crossing_scores_where_circling_the_other_3_does_not():
    crossed, _ = played("twice-yellow", "use yellow yellow r1c2")
    circled, _ = played("twice-yellow", "use yellow yellow r3c4")
    assert crossed.sheets[0].to_dict()["yellow"] == {"circled": ["r1c2"], "crossed": ["r1c2"]}
    assert crossed.sheets[0].score()["yellow"] == 3
    assert circled.sheets[0].score()["yellow"] == 0
    run = Run("twice-yellow")
    assert run.act("use yellow yellow r3c4") and not run.done


def test_a_row_s_bonus_comes_with_its_last_circle_and_the_cross_counts_as_circled():
    _, events = played("twice-yellow-line", "use yellow yellow r2c3")
    assert ("action_gained", "return") in kinds(events)
    _, events = played("twice-yellow-line", "use yellow yellow r4c1")  # the other 2
    assert ("action_gained", "return") not in kinds(events)


def test_crossing_the_last_number_of_a_complete_row_gives_no_bonus_again():
    game, _ = played("twice-yellow-line", "use yellow yellow r2c3")
    returns = game.sheets[0].returns
    area = game.variant.areas["yellow"]
    marks = game.sheets[0].marks["yellow"]
    _, bonuses = area.mark(marks, area.parse_box("r2c3"), 2)  # now crossed
    assert bonuses == [] and game.sheets[0].returns == returns


def test_blue_s_question_mark_chooses_a_sum_no_higher_than_the_one_before():
    entry = demo("twice-blue")
    assert solutions(entry) == [f"bonus blue 3 {n}" for n in range(2, 7)]
    for too_high in range(7, 13):
        with pytest.raises(IllegalAction):
            build(entry).apply(f"bonus blue 3 {too_high}")
    game, _ = played("twice-blue", "bonus blue 3 6")  # equal is allowed
    assert game.sheets[0].to_dict()["blue"] == [9, 6, 6]


@pytest.mark.parametrize("action,pair", [("use white green 2", 4 - 2),
                                         ("use green green 2", 4 - 12)])
def test_a_green_pair_scores_its_first_box_minus_its_second(action, pair):
    game, _ = played("twice-green", action)
    assert game.sheets[0].score()["green"] == pair
    assert Run("twice-green").act_done(action, []) is (pair >= 0)


def test_the_pink_2_fills_the_box_without_its_return_the_white_5_takes_it():
    low, events = played("twice-pink", "use pink pink 4")
    assert low.sheets[0].to_dict()["pink"] == [1, 1, 1, 2]
    assert not [e for e in events if e.kind == "action_gained"]
    high, events = played("twice-pink", "use white pink 4")
    assert ("action_gained", "return") in kinds(events)
    assert high.sheets[0].returns == low.sheets[0].returns + 1


def test_a_skipped_roll_enters_nothing_moves_nothing_and_uses_a_choice():
    before = build(demo("twice-skip"))
    game, events = played("twice-skip", "forfeit")
    assert [e.kind for e in events] == ["roll_skipped"]
    assert game.choices == 1 and game.sheets[0].to_dict() == before.sheets[0].to_dict()
    assert all(d["where"] == "cup" for d in game.dice())
    # a usable die was there: the skip was a choice, not R1's lost roll
    assert any(a.kind == "use" for a in before.legal_actions())


@pytest.mark.parametrize("lang", ["de", "fr"])
@pytest.mark.parametrize("entry", TWICE, ids=IDS)
def test_each_demo_reads_in_german_and_french(entry, lang):
    for key in ("title", "task", "done"):
        assert tr(entry[key], lang) != entry[key], (entry["id"], key, lang)
