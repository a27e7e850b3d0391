"""Twice as Clever's rules demos and lesson on their pages' pure part
(web/cleverweb/demo_view.py, learn_view.py) under CPython: each demo done by
the clicks a player makes (a return by its platter die's control, a skipped
usable roll confirmed), the wrong click refused with the engine's words, and
each demo and each lesson step shown in German and French with no English
left."""

import re
import sys
from html import unescape
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "web"))
sys.path.insert(0, str(ROOT / "e2e"))

from cleverweb import lang  # noqa: E402
from cleverweb.demo_view import (  # noqa: E402
    DemoSession,
    click,
    clicks_for,
    demo_html,
    session_clicks,
)
from cleverweb.learn_view import LearnSession, learn_html  # noqa: E402
from i18n_support import ENGLISH, WORD  # noqa: E402

import clever  # noqa: E402
from clever.demos import solutions  # noqa: E402
from clever.variants.twice_as_clever import DEMOS  # noqa: E402

IDS = [d["id"] for d in DEMOS]


def play(s, action_text):
    out = None
    for what in session_clicks(s, action_text):
        s, out = click(s, what)
        assert out.ok, (action_text, what, out.message)
    return s, out


@pytest.mark.parametrize("demo_id", IDS)
def test_completed_by_clicks(demo_id):
    s = DemoSession(clever, demo_id)
    clicks = session_clicks(s, solutions(s.entry)[0])
    if demo_id == "twice-skip":  # a roll with a usable die: the page asks first
        assert clicks == [("press", "forfeit")] * 2
    s, out = play(s, solutions(s.entry)[0])
    assert s.done, demo_id
    assert f'data-demo="{demo_id}" data-demo-done="true"' in demo_html(s, out.message)


def test_a_return_is_offered_for_each_platter_die_and_not_for_the_white_on_its_field():
    s = DemoSession(clever, "twice-return")
    html = demo_html(s)
    for die in ("yellow", "blue", "green", "pink", "silver"):
        assert f'data-act="return-{die}"' in html
    assert 'data-act="return-white"' not in html


@pytest.mark.parametrize("demo_id", [d["id"] for d in DEMOS if d["wrong"].startswith("use")])
def test_wrong_click_refused_with_the_engines_words(demo_id):
    s = DemoSession(clever, demo_id)
    before = s.game.state_key()
    refused = []
    for what in clicks_for(s.entry["wrong"]):
        s, out = click(s, what)
        if not out.ok:
            refused.append(out.message)
            break
    fresh = clever.demos.build(s.entry)
    with pytest.raises(clever.IllegalAction) as engine:
        fresh.apply(s.entry["wrong"])
    die = s.entry["wrong"].split()[1]
    assert refused and refused[0] in (str(engine.value), fresh.explain_die(die))
    assert s.game.state_key() == before and not s.done


def english(html: str, part: str) -> set[str]:
    m = re.search(rf'id="{part}"[^>]*>(.*?)</(?:p|h1)>', html, re.S)
    text = unescape(re.sub(r"<[^>]+>", " ", m.group(1)))
    return {w.lower() for w in WORD.findall(text)} & ENGLISH


@pytest.mark.parametrize("code", ("de", "fr"))
def test_each_demo_its_title_task_and_end_in_the_language(code):
    lang.set_current(code)
    try:
        for demo_id in IDS:
            s = DemoSession(clever, demo_id)
            html = demo_html(s)
            assert english(html, "demo-title") == set(), (demo_id, html[:300])
            assert english(html, "demo-task") == set(), demo_id
            s, _ = play(s, solutions(s.entry)[0])
            assert english(demo_html(s), "demo-task") == set(), demo_id
    finally:
        lang.set_current("en")


@pytest.mark.parametrize("code", ("de", "fr"))
def test_every_lesson_step_and_its_end_in_the_language(code):
    lang.set_current(code)
    try:
        s = LearnSession(clever, "learn-twice")
        while not s.done:
            said = english(learn_html(s), "demo-task")
            assert said == set(), (s.lesson.at, said)
            assert s.act(s.lesson.wanted()).ok
        assert english(learn_html(s), "demo-task") == set()
    finally:
        lang.set_current("en")


@pytest.mark.parametrize("code", ("en", "de", "fr"))
def test_the_pictures_are_their_live_first_screens(code):
    lang.set_current(code)
    try:
        for demo_id in IDS:
            picture = demo_html(DemoSession(clever, demo_id), live=False)
            assert picture.replace(" inert", "") == demo_html(DemoSession(clever, demo_id))
        picture = learn_html(LearnSession(clever, "learn-twice"), live=False)
        assert picture.replace(" inert", "") == learn_html(LearnSession(clever, "learn-twice"))
    finally:
        lang.set_current("en")
