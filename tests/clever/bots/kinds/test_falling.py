"""The bots' reading of a falling track (clever/bots/kinds/falling.py) on
Twice as Clever's blue: exactly the score with nothing left, the points a
track would project, shrunk as the last sum falls."""

from __future__ import annotations

import random

import pytest

from clever.bots.kinds import kind_bots
from clever.bots.kinds.falling import CDF
from tests.clever.bots.kinds.twice_tracks import evaluation, random_marks


@pytest.fixture(scope="module")
def ev():
    return evaluation()


def test_the_kind_is_found_by_its_name():
    assert type(kind_bots("falling")).__name__ == "FallingBots"


def test_the_chance_of_a_sum_at_most_n():
    assert CDF[2] == 1 / 36 and CDF[7] == 21 / 36 and CDF[12] == 1.0


def test_nothing_left_projects_exactly_the_score(ev):
    rng = random.Random(5)
    blue = ev.areas["blue"]
    for _ in range(300):
        m = random_marks(blue, rng)
        assert ev.kinds["blue"].project(ev, blue, m, 0) == (blue.score(m), 0.0, 0.0)
        score, bonus, foxes = ev.kinds["blue"].project(ev, blue, m, 20)
        assert score >= blue.score(m) and bonus >= 0.0 and foxes >= 0.0
        assert ev.kinds["blue"].entries(m) == len(m)


def test_a_lower_last_sum_leaves_less_to_come(ev):
    blue, bots = ev.areas["blue"], ev.kinds["blue"]
    by_last = [bots.project(ev, blue, (12, last), 20)[0] for last in range(2, 13)]
    assert by_last == sorted(by_last) and by_last[0] < by_last[-1]


def test_the_block_is_a_weight():
    blue = evaluation().areas["blue"]
    loose, tight = evaluation(falling_block=0.0), evaluation(falling_block=2.0)
    assert loose.kinds["blue"].project(loose, blue, (4,), 20)[0] > \
        tight.kinds["blue"].project(tight, blue, (4,), 20)[0]


def test_the_fox_ahead_counts_until_its_box_is_filled(ev):
    blue, bots = ev.areas["blue"], ev.kinds["blue"]
    assert bots.project(ev, blue, (12,) * 8, 20)[2] == 1.0
    assert bots.project(ev, blue, (12,) * 9, 20)[2] == 0.0
