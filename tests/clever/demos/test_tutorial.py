"""Learn by playing (clever/demos/tutorial.py): the scripted first three rounds
play through with the step's moves, each step saying what the game does (the
platter, a reroll, purple after a 6, a bonus chain, a fox); another legal move
is not taken and the step says why; an illegal one gets the engine's words;
after the lesson the game goes on freely."""

import pytest

from clever import Action
from clever.demos.tutorial import DONE, STEPS, Lesson


def plain(action: Action) -> Action:
    """What a click gives: a roll or reroll without faces, else the move itself."""
    return Action(action.kind) if action.kind in ("roll", "reroll") else action


def test_lesson_plays_through_its_steps():
    lesson = Lesson()
    for step in STEPS:
        action = Action.parse(step["do"])
        assert action == lesson.wanted()
        apply, why = lesson.vet(plain(action))
        assert why == "" and apply == action   # a plain roll or reroll gets the step's dice
        lesson.game.apply(apply)
        lesson.applied()
    g = lesson.game
    assert lesson.over and g.round == 4 and not g.is_over
    # as the end says: round 4's black X or black 6 waits to be placed
    assert g.pending.kind == "bonus" and g.pending.bonus == ("black",)
    assert "black X or a black 6" in DONE
    free = g.legal_actions()[0]
    assert lesson.vet(free) == (free, "")


def said(step_do: str) -> list[str]:
    """The game's own words for the step `step_do`, played from the start."""
    lesson = Lesson()
    for step in STEPS:
        events = lesson.game.apply(Action.parse(step["do"]))
        if step["do"] == step_do:
            return [str(e) for e in events]
    raise AssertionError(step_do)


def played_to(n: int) -> Lesson:
    """The lesson after its first n steps."""
    lesson = Lesson()
    for step in STEPS[:n]:
        lesson.game.apply(Action.parse(step["do"]))
        lesson.applied()
    return lesson


def step_no(say_part: str) -> int:
    return next(n for n, s in enumerate(STEPS) if say_part in s["say"])


def test_steps_that_name_the_platter_dice_say_what_the_game_does():
    assert "To the silver platter: white 2, green 1, orange 3." in said("use yellow yellow r3c4")
    assert "To the silver platter: white 5, yellow 3, blue 1, orange 2, purple 4." in said(
        "use green green 2")
    assert "To the silver platter: yellow 2, orange 1." in said("use green green 4")
    # the purple 1 is the lowest die: nothing goes to the platter
    assert not [e for e in said("use purple purple 2") if "platter" in e]


def test_round_3_gives_a_second_reroll_before_its_first_roll():
    n = step_no("Round 3 starts")
    lesson = played_to(n)
    assert lesson.game.round == 3 and lesson.game.sheets[0].rerolls_left == 2
    assert "you now hold two" in STEPS[n]["say"]


def test_purple_after_a_6_takes_a_1():
    n = step_no("after a 6 any number may follow")
    lesson = played_to(n + 1)
    assert lesson.game.sheets[0].marks["purple"] == (6, 1)
    # the step's reason: purple must rise (after a 3 a 1 is refused), but a 6 lets a 1 follow
    purple = lesson.game.variant.areas["purple"]
    assert purple.accepts((6,), 1) and not purple.accepts((3,), 1)
    assert not purple.accepts((6, 1), 1)


def test_the_reroll_rolls_only_the_dice_not_yet_chosen():
    n = next(n for n, s in enumerate(STEPS) if s["do"].startswith("reroll"))
    lesson = played_to(n)
    assert lesson.game.rolling_dice() == ["white", "yellow", "blue", "green", "orange"]
    events = [str(e) for e in lesson.game.apply(Action.parse(STEPS[n]["do"]))]
    assert events[0] == "You used a reroll action."
    where = {d["die"]: d["where"] for d in lesson.game.dice()}
    assert where["purple"] == "field" and all(
        where[d] == "rolled" for d in ("white", "yellow", "blue", "green", "orange"))


def test_the_plus1_earns_a_blue_x_whose_column_earns_a_reroll():
    n = step_no("That box earns a blue X")
    lesson = played_to(n + 1)
    assert lesson.game.pending.kind == "bonus" and lesson.game.pending.bonus[:2] == ("x", "blue")
    assert lesson.wanted() == Action.parse("bonus blue r3c1")
    rerolls = lesson.game.sheets[0].rerolls
    events = [str(e) for e in lesson.game.apply(lesson.wanted())]
    assert "You gained a reroll action." in events
    assert lesson.game.sheets[0].rerolls == rerolls + 1
    # the 9 completes blue's first column (the 5 and the 9: column 1 has two boxes)
    assert set(lesson.game.sheets[0].to_dict()["blue"]) == {"r2c1", "r3c1"}


def test_the_fox_is_earned_and_worth_the_weakest_area_now_0():
    assert "You gained a fox." in said(STEPS[-1]["do"])
    score = played_to(len(STEPS)).game.sheets[0].score()
    assert score["foxes"] == 1 and score["orange"] == 0 and score["fox_value"] == 0
    assert "orange is still empty" in STEPS[-1]["say"]


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
