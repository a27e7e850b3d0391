"""The demo page's pure part (web/cleverweb/demo_view.py) under CPython: each
demo completed by clicks as a player makes them, a wrong click refused with
the engine's words, "try again", and the markup's embedding contract."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "web"))

from cleverweb.demo_view import (  # noqa: E402
    DemoSession,
    click,
    clicks_for,
    demo_html,
)
from cleverweb.markup import escape  # noqa: E402

import clever  # noqa: E402
from clever.demos import DEMOS, solutions  # noqa: E402
from clever.i18n import LANGS  # noqa: E402

IDS = [d["id"] for d in DEMOS]


def play(s, action_text):
    out = None
    for what in clicks_for(action_text):
        s, out = click(s, what)
        assert out.ok, (action_text, what, out.message)
    return s, out


@pytest.mark.parametrize("demo_id", IDS)
def test_completed_by_clicks(demo_id):
    s = DemoSession(clever, demo_id)
    assert 'data-demo-done' not in demo_html(s)
    s, out = play(s, solutions(s.entry)[0])
    assert s.done and out.message != s.entry["done"]
    html = demo_html(s, out.message)
    assert f'data-demo="{demo_id}" data-demo-done="true"' in html
    assert html.count(escape(s.entry["done"])) == 1  # said once, on the task line


@pytest.mark.parametrize("demo_id", [d["id"] for d in DEMOS
                                     if d["wrong"].split()[0] in ("use", "plus1")])
def test_wrong_click_refused_with_the_engines_words(demo_id):
    s = DemoSession(clever, demo_id)
    before = s.game.state_key()
    outs = []
    for what in clicks_for(s.entry["wrong"]):
        s, out = click(s, what)
        outs.append(out)
        if not out.ok:
            break
    refused = [o for o in outs if not o.ok]
    assert refused and refused[0].message
    fresh = clever.demos.build(s.entry)
    with pytest.raises(clever.IllegalAction) as engine:
        fresh.apply(s.entry["wrong"])
    # refused when the die is clicked (engine: why that die cannot be taken),
    # or when the box is (engine: why the action is illegal)
    die = s.entry["wrong"].split()[1]
    assert refused[0].message in (str(engine.value), fresh.explain_die(die))
    assert s.game.state_key() == before and not s.done


def test_try_again_starts_over():
    s = DemoSession(clever, "blue-sum")
    start = s.game.state_key()
    s, _ = play(s, "use blue blue r2c3")
    assert s.done
    s, out = click(s, ("press", "again"))
    assert out.ok and not s.done and s.game.state_key() == start


def test_static_picture_is_inert_and_has_no_hint():
    s = DemoSession(clever, "yellow")
    html = demo_html(s, live=False)
    assert html.count(" inert") == 3 and "Hint" not in html
    assert 'data-act="again"' in html and "Enter the yellow 6" in html


@pytest.mark.parametrize("code", sorted(LANGS))
def test_static_picture_is_the_live_first_screen(code):
    """embed.py makes the picture embed.js showed live by dropping its `inert`
    marks instead of drawing the demo again: what the player sees once the demo
    is live must be exactly what a fresh drawing would show, for every demo and
    the lesson, in every language."""
    from cleverweb import lang
    from cleverweb.learn_view import LearnSession, learn_html

    lang.set_current(code)
    try:
        for demo_id in IDS:
            picture = demo_html(DemoSession(clever, demo_id), live=False)
            assert picture.replace(" inert", "") == demo_html(DemoSession(clever, demo_id)), \
                demo_id
        picture = learn_html(LearnSession(clever), live=False)
        assert picture.replace(" inert", "") == learn_html(LearnSession(clever))
    finally:
        lang.set_current("en")
