"""The rules demos (clever/demos/): every position builds from public actions,
its task can be completed by a legal action, a tempting wrong move is refused
with the engine's explanation and changes nothing, and "try again" resets."""

from __future__ import annotations

import re

import pytest

from clever import IllegalAction
from clever.demos import Run, build, demo, listing, solutions
from clever.demos.runner import all_demos

# the catalogue's demos and those each game brings in its variant module
DEMOS = all_demos()
IDS = [d["id"] for d in DEMOS]
ENGINE_ID = re.compile(r"\br\d+c\d+\b|\b[lu]\d+\b")


def test_catalogue_lists_both_games_with_unique_ids():
    assert len(set(IDS)) == len(IDS)
    assert {d["game"] for d in listing()} == {"pretty-clever", "clever-4ever", "twice-as-clever"}
    assert all(set(d) == {"id", "game", "title"} for d in listing())
    for needed in ("blue-sum", "platter", "purple-six", "chain", "passive-pick",
                   "passive-fallback", "fox", "end-of-game", "tie-break", "4ever-grey",
                   "4ever-polish", "4ever-yellow", "4ever-fox", "4ever-shade-fox"):
        assert needed in IDS


@pytest.mark.parametrize("demo_id", IDS)
def test_position_builds_and_waits_for_the_player(demo_id):
    g = build(demo(demo_id))
    assert g.pending is not None and g.pending.player == 0
    assert len(g.history) == len(demo(demo_id)["script"])


@pytest.mark.parametrize("demo_id", IDS)
def test_task_is_completed_by_a_legal_action(demo_id):
    entry = demo(demo_id)
    winners = solutions(entry)
    assert winners, f"{demo_id}: no legal action completes '{entry['task']}'"
    run = Run(demo_id)
    assert run.done is False and run.message == entry["task"]
    assert run.act(winners[0]) is True
    assert run.done is True and run.message == entry["done"]


@pytest.mark.parametrize("demo_id", IDS)
def test_wrong_move_is_refused_with_the_engines_words(demo_id):
    entry = demo(demo_id)
    run = Run(demo_id)
    before = run.game.state_key()
    with pytest.raises(IllegalAction) as refused:
        build(entry).apply(entry["wrong"])
    assert run.act(entry["wrong"]) is False
    assert run.message == str(refused.value) and run.message
    assert not ENGINE_ID.search(run.message), run.message
    assert run.game.state_key() == before and run.done is False


def test_a_legal_move_off_the_task_does_not_complete_it():
    run = Run("blue-sum")
    assert run.act("reroll") is True           # legal, but not the task
    assert run.done is False and "reroll" in run.message


def test_try_again_returns_to_the_start():
    run = Run("purple-six")
    start = run.game.state_key()
    run.act("use white purple 2")
    assert run.done
    run.reset()
    assert run.game.state_key() == start and not run.done


def test_chain_needs_the_second_bonus():
    run = Run("chain")
    assert run.act("bonus blue r1c2") is True  # a legal place that starts no chain
    assert run.done is False


@pytest.mark.parametrize("text", ["", "nonsense", "use", "roll 9", 42, None])
def test_bad_input_is_explained_and_changes_nothing(text):
    run = Run("yellow")
    before = run.game.state_key()
    assert run.act(text) is False
    assert run.message and run.game.state_key() == before


def test_unknown_demo_names_the_known_ones():
    with pytest.raises(KeyError, match="blue-sum"):
        demo("no-such-demo")


def test_every_demo_reads_in_players_words():
    for d in DEMOS:
        for key in ("title", "task", "done"):
            assert d[key] and not ENGINE_ID.search(d[key]), (d["id"], key)


def test_tie_break_is_won_only_by_drawing_level_in_the_best_area():
    run = Run("tie-break")
    assert [s["total"] for s in run.game.scores()] == [41, 42]
    assert run.act("use white orange 2") is True    # level, but not in the best area
    assert run.done is False and run.game.winners() == [0, 1]  # a shared victory
    run.reset()
    assert run.act("use white purple 7") is True
    assert run.done is True and run.game.winners() == [0]


def test_end_of_game_fox_pays_more_than_the_bigger_number():
    totals = {}
    for action in ("use white blue r1c4", "use white orange 3", "use white purple 8"):
        run = Run("end-of-game")
        run.act(action)
        assert run.game.pending is None  # the game's last choice
        totals[action] = run.game.scores()[0]["total"]
        assert run.done is (action == "use white blue r1c4")
    assert totals["use white blue r1c4"] == max(totals.values()) == 68


# Written against mutation testing: the rules demos' runner
# (clever/demos/runner.py) where the mutation run found it untested: an
# unknown demo's refusal, a task that needs an event as well as the action,
# and the message after a move that does not complete the task.

def test_an_unknown_demo_is_refused_naming_every_demo():
    with pytest.raises(KeyError) as refused:
        demo("no-such-demo")
    known = ", ".join(d["id"] for d in DEMOS)
    assert refused.value.args[0] == f"no demo 'no-such-demo'; known: {known}"


def test_a_task_that_needs_an_event_is_done_only_when_it_is_said():
    chain = demo("chain")
    assert solutions(chain) == ["bonus blue r2c1"]
    never = dict(chain, goal=dict(chain["goal"], event={"kind": "no such event"}))
    assert solutions(never) == []
    polish = dict(chain, goal=dict(chain["goal"], event={"kind": "action_gained",
                                                          "action": "polish"}))
    assert solutions(polish) == []  # every field asked must match
    any_move = dict(chain, goal={"actions": ["bonus blue *"],
                                 "event": {"kind": "action_gained", "action": "reroll"}})
    assert solutions(any_move) == ["bonus blue r2c1"]
    no_event = dict(chain, goal={"actions": ["bonus blue *"]})
    assert len(solutions(no_event)) > 1  # every blue box, the event not asked


def test_a_move_that_does_not_complete_the_task_says_what_happened():
    run = Run("yellow")
    assert run.act("reroll") and not run.done
    # the move's two events, one after the other (the demo's seed fixes the dice)
    assert run.message == ("You used a reroll action. You rolled white 6, yellow 2, "
                           "blue 5, green 5, orange 5, purple 5.")


def test_a_move_that_says_nothing_shows_the_task_again():
    run = Run("plus1")
    assert run.act("done") and not run.done
    assert run.message == demo("plus1")["task"]
