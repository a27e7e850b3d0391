"""Clever 4Ever's lesson (clever/demos/lessons/clever_4ever.py): its scripted
first three rounds play through with each step's move, and each step's words
say what the game then does: grey's whole part from the left edge, pink's 3
writing another 3 and its 5 taking the bonus, a "?" bonus's chosen number,
green's triangles, yellow's three rows, blue's row and column (white is not
blue), the passive pick and polish. Each game's lesson is found by its name."""

import pytest

from clever import Action
from clever.demos import lessons
from clever.demos.lessons import clever_4ever
from clever.demos.tutorial import LESSON_IDS, Lesson

from .lesson_play import LessonPlay

STEPS = clever_4ever.STEPS
PLAY = LessonPlay(clever_4ever)
played_to, said, step_no, sheet = PLAY.played_to, PLAY.said, PLAY.step_no, PLAY.sheet


def test_each_game_has_its_lesson_found_by_the_games_name():
    assert lessons.GAMES == ("pretty-clever", "clever-4ever", "twice-as-clever")
    assert LESSON_IDS == ("learn", "learn-4ever", "learn-twice")
    for game in lessons.GAMES:
        module = lessons.for_game(game)
        assert module.GAME == game and lessons.by_id(module.LESSON_ID) is module
        assert Lesson(module.LESSON_ID).game.variant.name == game
    assert Lesson().game.variant.name == "pretty-clever"  # learn.html's default
    with pytest.raises(KeyError):
        Lesson("no-such-lesson")


def test_the_lesson_plays_its_three_rounds_then_round_4s_black_question_mark_waits():
    assert 15 <= len(STEPS) <= 25
    lesson = played_to(len(STEPS))
    g = lesson.game
    assert lesson.over and g.round == 4 and not g.is_over
    assert g.pending.kind == "bonus" and g.pending.bonus == ("black",)
    assert "black ?" in clever_4ever.DONE
    # every legal move is taken once the lesson is over: the game goes on freely
    free = g.legal_actions()[0]
    assert lesson.vet(free) == (free, "")


def test_grey_starts_with_a_whole_part_at_the_left_edge_then_one_touching_it():
    n = step_no("use grey grey r2c1")
    assert said(n)[:3] == [
        "You entered the grey 4 in the light grey part of 4 boxes from row 2, column 1.",
        "To the silver platter: white 2, blue 1, green 3.",
        "You gained a reroll action."]
    # a part that does not touch the left edge is refused as a first part
    assert Action.parse("use grey grey r1c2") not in played_to(n).game.legal_actions()
    later = step_no("use grey grey r4c2")
    assert "dark grey part of 2 boxes" in said(later)[0]
    assert sheet(later + 1)["grey"] == ["r2c1", "r4c2"]


def test_pinks_3_writes_another_3_and_its_5_takes_the_bonus_a_green_question_mark():
    assert sheet(step_no("use pink pink 1") + 1)["pink"] == [3, 3]
    n = step_no("use pink pink 3")
    lesson = played_to(n + 1)
    assert lesson.game.pending.kind == "bonus" and lesson.game.pending.bonus == ("any", "green")
    assert "green ?" in STEPS[n]["say"]


def test_the_question_mark_writes_the_chosen_number_and_the_lower_triangle_its_bonus():
    n = step_no("bonus green l1 6")
    lesson = played_to(n)
    assert {str(a) for a in lesson.game.legal_actions()} >= {"bonus green l1 6",
                                                             "bonus green l1 1"}
    assert "You gained a reroll action." in said(n)
    assert sheet(n + 1)["green"] == {"lower": [6], "upper": []}
    after = step_no("use white green u1") + 1
    green = played_to(after).game.sheets[0]
    assert sheet(after)["green"] == {"lower": [6], "upper": [5]}
    assert green.score()["green"] == 11 and "11" in STEPS[after - 1]["say"]


def test_yellows_rows_rise_on_top_count_against_in_the_middle_and_for_at_the_bottom():
    n = step_no("plus1 yellow yellow r1c2")
    lesson = played_to(n + 1)
    assert lesson.game.sheets[0].to_dict()["yellow"] == [[2, 4], [2], [5]]
    assert lesson.game.sheets[0].score()["yellow"] == 5 - 2 + 10  # yellow's first column is full
    assert "top row rises from 2 to 4" in STEPS[n]["say"]
    assert "You gained a polish action." in said(n)


def test_blue_takes_its_row_from_the_blue_die_and_its_column_from_the_white():
    n = step_no("use blue blue r2c5")
    lesson = played_to(n)
    where = {d["die"]: d["where"] for d in lesson.game.dice()}
    assert where["white"] != "platter" and where["blue"] == "platter"  # white gives the column
    acts = {str(a) for a in lesson.game.legal_actions()}
    assert "use blue blue r2c5" in acts and not any(a.startswith("use white blue") for a in acts)


def test_the_polish_step_takes_the_pink_4_from_the_platter_as_a_5_and_its_reroll():
    n = len(STEPS) - 1
    lesson = played_to(n)
    g = lesson.game
    assert g.pending.kind == "pick" and g.sheets[0].to_dict()["polish"][0] >= 1
    assert Action.parse("use pink pink 5") in g.legal_actions()  # the 4 fits without polish too
    events = said(n)
    assert events[:2] == ["You entered the pink 4 polished to 5 in pink box 5.",
                          "You gained a reroll action."]


def test_another_legal_move_is_refused_with_the_steps_words_an_illegal_one_with_the_engines():
    lesson = played_to(1)
    other = Action.parse("use yellow yellow r1c1")
    assert other in lesson.game.legal_actions()
    apply, why = lesson.vet(other)
    assert apply is None and STEPS[1]["say"] in why
    apply, why = lesson.vet(Action.parse("use white blue r1c2"))  # white is never blue
    assert apply is None and STEPS[1]["say"] not in why and why


@pytest.mark.parametrize("step", STEPS, ids=[s["do"] for s in STEPS])
def test_steps_speak_players_words(step):
    assert step["say"] and not any(f"r{r}c" in step["say"] for r in range(1, 7))
