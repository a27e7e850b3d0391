"""The lessons (learn.html) light up only the box their step asks for: with two
boxes of the die's number lit, the one not asked for was refused when tapped,
with the same instruction as before. Each game's lesson is played through by
clicks, offers a link to the other game's, and reads in German and French with
no English left."""

from __future__ import annotations

import re
import sys
from html import unescape
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "web"))
sys.path.insert(0, str(ROOT / "e2e"))

from cleverweb import lang  # noqa: E402
from cleverweb.demo_view import click  # noqa: E402
from cleverweb.learn_view import LearnSession, learn_html, step_clicks  # noqa: E402
from i18n_support import ENGLISH, WORD  # noqa: E402

import clever  # noqa: E402
from clever.demos.tutorial import LESSON_IDS  # noqa: E402


@pytest.mark.parametrize("lesson_id", LESSON_IDS)
def test_each_step_lights_only_its_own_box_and_a_tap_there_is_taken(lesson_id):
    s = LearnSession(clever, lesson_id)
    lit_steps = 0
    while not s.done:
        at = s.lesson.at
        want = s.lesson.wanted()
        for what in step_clicks(s):
            if what[0] == "box":
                # the die (and its polish, or the "?" bonus's number) chosen:
                # only the step's box is lit
                assert s.targets() == [(want.area, want.box)], (at, str(want))
                lit_steps += 1
            s, out = click(s, what)
            assert out.ok, (str(want), what, out)
        assert s.lesson.at == at + 1, str(want)
    assert lit_steps >= 10
    assert s.game.round == 4


def test_another_die_still_shows_its_boxes_and_the_step_says_why_not():
    s = LearnSession(clever)
    s.act(s.lesson.wanted())  # the first roll
    assert str(s.lesson.wanted()) == "use yellow yellow r3c4"
    s.select("blue")
    lit = s.targets()
    assert lit and all(area == "blue" for area, _box in lit)
    out = s.click_box(*lit[0])
    assert not out.ok and "this step" in str(out.message)
    assert s.lesson.at == 1


def test_a_4ever_question_mark_of_another_number_is_refused_with_the_steps_words():
    s = LearnSession(clever, "learn-4ever")
    while str(s.lesson.wanted()) != "bonus green l1 6":
        s.act(s.lesson.wanted())
    s, out = click(s, ("press", "value-3"))
    assert out.ok and ("green", "l1") in s.targets()
    out = s.click_box("green", "l1")
    assert not out.ok and "choose 6" in str(out.message)
    assert str(s.lesson.wanted()) == "bonus green l1 6"


@pytest.mark.parametrize("lesson_id", LESSON_IDS)
def test_each_lesson_links_to_every_lesson_its_own_marked(lesson_id):
    html = learn_html(LearnSession(clever, lesson_id))
    assert f'data-demo="{lesson_id}"' in html
    links = re.findall(r'<a href="#demo=([\w-]+)"( aria-current="page")?>([^<]+)</a>', html)
    assert [(i, unescape(t)) for i, _here, t in links] == [("learn", "That's Pretty Clever"),
                                                  ("learn-4ever", "Clever 4Ever"),
                                                  ("learn-twice", "Twice as Clever")]
    assert [i for i, here, _t in links if here] == [lesson_id]
    title = {"learn": "That's Pretty Clever, solo", "learn-4ever": "Clever 4Ever, solo",
             "learn-twice": "Twice as Clever, solo"}
    assert f"<small>({title[lesson_id]})</small>".replace("'", "&#x27;") in html


def test_start_again_keeps_the_lesson():
    s = LearnSession(clever, "learn-4ever")
    s.act(s.lesson.wanted())
    s, out = click(s, ("press", "again"))
    assert s.lesson.id == "learn-4ever" and s.lesson.at == 0
    assert s.game.variant.name == "clever-4ever"


@pytest.mark.parametrize("code", ("en", "de", "fr"))
def test_the_4ever_picture_is_its_live_first_screen(code):
    """embed.py makes the picture live by dropping its inert marks."""
    lang.set_current(code)
    try:
        picture = learn_html(LearnSession(clever, "learn-4ever"), live=False)
        assert picture.replace(" inert", "") == learn_html(LearnSession(clever, "learn-4ever"))
    finally:
        lang.set_current("en")


def english(text: str) -> set[str]:
    text = unescape(re.sub(r"<[^>]+>", " ", text))
    return {w.lower() for w in WORD.findall(text)} & ENGLISH


def task(html: str) -> str:
    m = re.search(r'id="demo-task"[^>]*>(.*?)</p>', html, re.S)
    return unescape(m.group(1))


@pytest.mark.parametrize("code", ("de", "fr"))
def test_every_4ever_step_its_end_and_links_in_the_language(code):
    lang.set_current(code)
    try:
        s = LearnSession(clever, "learn-4ever")
        while not s.done:
            html = learn_html(s)
            said = task(html)
            assert english(said) == set(), said
            assert s.lesson.step["say"] not in said
            assert s.act(s.lesson.wanted()).ok
        end = learn_html(s)
        assert english(task(end)) == set() and lang._(s.lesson.done_text) in task(end)
        nav = re.search(r'<nav class="lesson-switch".*?</nav>', end).group(0)
        assert english(nav) == set() and "Lesson" not in nav
        title = re.search(r'id="demo-title"[^>]*>(.*?)</h1>', end, re.S).group(1)
        assert english(title) == set(), title
    finally:
        lang.set_current("en")


def test_learn_by_playing_opens_the_lesson_of_the_game_chosen():
    from cleverweb import screens

    assert 'id="learn" class="learn-link" href="learn.html"' in screens.setup_html()
    four = screens.setup_html(variant="clever-4ever")
    assert 'href="learn.html#demo=learn-4ever"' in four
    assert screens.learn_link_html("no-such-game").count('href="learn.html"') == 1
