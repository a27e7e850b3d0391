"""The rules demos' runner (clever/demos/runner.py) where the mutation run
(issue 14) found it untested: an unknown demo's refusal, a task that needs an
event as well as the action, and the message after a move that does not
complete the task."""

from __future__ import annotations

import pytest

from clever.demos import DEMOS, Run, demo, solutions


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
