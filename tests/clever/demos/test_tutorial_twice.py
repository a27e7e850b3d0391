"""Twice as Clever's lesson (clever/demos/lessons/twice_as_clever.py): its
scripted first three rounds play through with each step's move, and each
step's words say what the game then does: the silver die and its chain, a
yellow circle then its cross, blue's falling sums, green's pairs, a skipped
roll, pink's minimums and the return."""

import pytest

from clever import Action
from clever.demos import lessons
from clever.demos.lessons import twice_as_clever
from clever.demos.tutorial import Lesson
from clever.i18n import tr

from .lesson_play import LessonPlay

STEPS = twice_as_clever.STEPS
PLAY = LessonPlay(twice_as_clever)
played_to, said, step_no, sheet = PLAY.played_to, PLAY.said, PLAY.step_no, PLAY.sheet


def test_the_lesson_is_found_by_the_games_name():
    assert lessons.for_game("twice-as-clever") is twice_as_clever
    assert lessons.by_id("learn-twice") is twice_as_clever
    assert Lesson("learn-twice").game.variant.name == "twice-as-clever"


def test_the_lesson_plays_its_three_rounds_then_round_4s_black_question_mark_waits():
    assert 15 <= len(STEPS) <= 30
    lesson = played_to(len(STEPS))
    g = lesson.game
    assert lesson.over and g.round == 4 and not g.is_over
    assert g.pending.kind == "bonus" and g.pending.bonus == ("black",)
    assert "black ?" in twice_as_clever.DONE
    free = g.legal_actions()[0]
    assert lesson.vet(free) == (free, "")  # the game goes on freely


def test_the_silver_die_marks_any_row_and_the_lower_dice_follow_it_in_their_own():
    n = step_no("use silver silver r4c4")
    assert said(n)[1] == "To the silver platter: yellow 3, green 2."
    lesson = played_to(n + 1)
    assert lesson.game.pending.kind == "chain"
    assert {str(a) for a in lesson.game.legal_actions()} == {
        "use yellow silver r1c3", "use green silver r3c2", "done"}
    after = step_no("use green silver r3c2") + 1
    assert sheet(after)["silver"] == ["r1c3", "r3c2", "r4c4"]
    assert played_to(after).game.sheets[0].score()["silver"] == 6 and "6" in STEPS[after - 1]["say"]


def test_a_yellow_3_is_circled_in_round_1_and_crossed_in_round_2():
    n = step_no("use white yellow r1c2")
    assert sheet(n + 1)["yellow"] == {"circled": ["r1c2"], "crossed": []}
    assert played_to(n + 1).game.sheets[0].score()["yellow"] == 0
    n = step_no("use yellow yellow r1c2")
    assert sheet(n + 1)["yellow"] == {"circled": ["r1c2"], "crossed": ["r1c2"]}
    assert played_to(n + 1).game.sheets[0].score()["yellow"] == 3


def test_blue_falls_from_11_to_8_and_the_passive_blue_4_with_the_white_5_does_not_fit():
    n = step_no("use blue blue 2")
    assert said(n)[0] == "You entered the blue 6 (8) in blue box 2."
    assert "You gained a return action." in said(n)
    passive = played_to(step_no("use pink pink 1"))
    assert sheet(step_no("use pink pink 1"))["blue"] == [11, 8]
    assert "use blue blue 3" not in {str(a) for a in passive.game.legal_actions()}
    faces = {d["die"]: d["face"] for d in passive.game.dice()}
    assert faces["blue"] + faces["white"] == 9


def test_a_return_is_offered_after_the_second_choice_and_kept_for_later():
    n = step_no("roll 1")
    acts = [str(a) for a in played_to(n).game.legal_actions()]
    assert acts == ["return white", "return green", "return silver", "roll"]
    assert "A return could now" in STEPS[n]["say"]


def test_the_skipped_roll_counts_and_the_plus1_completes_a_pair_of_4():
    n = step_no("forfeit")
    lesson = played_to(n)
    assert any(a.kind == "use" for a in lesson.game.legal_actions())  # the pink 1 fits
    assert said(n)[0] == "You skipped roll 3."
    n = step_no("plus1 green green 2")
    assert sheet(n + 1)["green"] == [6, 2]
    assert played_to(n + 1).game.sheets[0].score()["green"] == 4
    assert "You gained a reroll action." in said(n)


def test_the_emptied_cup_takes_a_returned_die_and_the_turn_then_ends_by_choice():
    n = step_no("return green")
    lesson = played_to(n)
    acts = {str(a) for a in lesson.game.legal_actions()}
    assert "done" in acts and "roll" not in acts and "return green" in acts
    assert said(n) == ["You returned the green 4 from the silver platter to the cup."]
    assert played_to(n + 1).game.rolling_dice() == ["green"]
    done = step_no("done")
    assert played_to(done + 1).game.sheets[0].returns_left == 1


def test_pinks_third_box_takes_its_reroll_with_the_white_2_not_the_pink_1():
    n = len(STEPS) - 1
    lesson = played_to(n)
    acts = {str(a) for a in lesson.game.legal_actions()}
    assert {"use white pink 3", "use pink pink 3"} <= acts
    assert said(n)[:2] == ["You entered the white 2 as pink in pink box 3.",
                           "You gained a reroll action."]
    low = played_to(n).game
    assert not [e for e in low.apply("use pink pink 3") if e.kind == "action_gained"]


def test_another_legal_move_is_refused_with_the_steps_words():
    lesson = played_to(1)
    other = Action.parse("use silver silver r1c4")
    assert other in lesson.game.legal_actions()
    apply, why = lesson.vet(other)
    assert apply is None and STEPS[1]["say"] in why


@pytest.mark.parametrize("step", STEPS, ids=[s["do"] for s in STEPS])
def test_steps_speak_players_words_in_three_languages(step):
    say = step["say"]
    assert say and not any(f"r{r}c" in say for r in range(1, 7))
    assert tr(say, "de") != say and tr(say, "fr") != say
