"""Learn by playing (clever/demos/tutorial.py): the scripted first rounds play
through with the step's moves; another legal move is not taken and the step
says why; an illegal one gets the engine's words; after the lesson the game
goes on freely."""

import pytest

from clever import Action
from clever.demos.tutorial import STEPS, Lesson


def test_lesson_plays_through_its_steps():
    lesson = Lesson()
    for step in STEPS:
        action = Action.parse(step["do"])
        plain = Action("roll") if action.kind == "roll" else action
        assert action == lesson.wanted()
        apply, why = lesson.vet(plain)
        assert why == "" and apply == action   # a plain roll gets the step's dice
        lesson.game.apply(apply)
        lesson.applied()
    assert lesson.over and lesson.game.round == 2 and not lesson.game.is_over
    free = lesson.game.legal_actions()[0]
    assert lesson.vet(free) == (free, "")


def test_other_legal_move_is_not_taken_and_the_step_says_why():
    lesson = Lesson()
    lesson.game.apply(lesson.vet(Action("roll"))[0])
    lesson.applied()
    other = Action.parse("use white yellow r2c1")
    assert other in lesson.game.legal_actions()
    apply, why = lesson.vet(other)
    assert apply is None and STEPS[1]["say"] in why


def test_illegal_move_gets_the_engines_words():
    lesson = Lesson()
    lesson.game.apply(lesson.vet(Action("roll"))[0])
    lesson.applied()
    apply, why = lesson.vet(Action.parse("use yellow yellow r1c1"))
    assert apply is None and "cannot go in" in why


@pytest.mark.parametrize("step", STEPS)
def test_steps_speak_players_words(step):
    assert step["say"] and "r1c" not in step["say"] and "r2c" not in step["say"]
