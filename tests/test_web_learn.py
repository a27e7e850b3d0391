"""The lesson (learn.html) lights up only the box its step asks for: with two
boxes of the die's number lit, the one not asked for was refused when tapped,
with the same instruction as before."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "web"))

from cleverweb.learn_view import LearnSession  # noqa: E402

import clever  # noqa: E402
from clever.actions import ROLLS  # noqa: E402


def test_each_step_lights_only_its_own_box_and_a_tap_there_is_taken():
    s = LearnSession(clever)
    lit_steps = 0
    while not s.done:
        want = s.lesson.wanted()
        if want.kind in ROLLS or want.die is None:
            assert s.act(want).ok, str(want)
            continue
        s.select(want.die)
        assert s.targets() == [(want.area, want.box)], (s.lesson.at, str(want))
        at = s.lesson.at
        out = s.click_box(want.area, want.box)
        assert out.ok, (str(want), out)
        assert s.lesson.at == at + 1
        lit_steps += 1
    assert lit_steps >= 10


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
