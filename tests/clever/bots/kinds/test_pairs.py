"""The bots' reading of a track of pairs (clever/bots/kinds/pairs.py) on Twice
as Clever's green: exactly the score with nothing left; a pair counts only
as far as its second box is reached, a high first and a low second."""

from __future__ import annotations

import random

import pytest

from clever.bots.kinds import kind_bots
from tests.clever.bots.kinds.twice_tracks import evaluation, random_marks


@pytest.fixture(scope="module")
def ev():
    return evaluation()


def project(ev, m, left=20):
    return ev.kinds["green"].project(ev, ev.areas["green"], m, left)


def test_the_kind_is_found_by_its_name():
    assert type(kind_bots("pairs")).__name__ == "PairsBots"


def test_nothing_left_projects_exactly_the_score(ev):
    rng = random.Random(6)
    green = ev.areas["green"]
    for _ in range(300):
        m = random_marks(green, rng)
        assert project(ev, m, 0) == (green.score(m), 0.0, 0.0)
        _score, bonus, foxes = project(ev, m, 20)
        assert bonus >= 0.0 and foxes >= 0.0
        assert ev.kinds["green"].entries(m) == len(m)


def test_a_high_first_box_is_worth_more_than_a_low_one(ev):
    assert project(ev, (12,))[0] > project(ev, (2,))[0]


def test_a_low_second_box_is_worth_more_than_a_high_one(ev):
    assert project(ev, (12, 2))[0] > project(ev, (12, 12))[0]


def test_the_pairs_to_come_are_worth_the_weights():
    """With 4 entries to come (share 0.2 x 20) from an empty sheet: two whole
    pairs, each a high face times its first box's multiplier less a low face
    times its second's."""
    ev = evaluation(pairs_high=5.0, pairs_low=2.0)
    assert project(ev, ())[0] == pytest.approx((5 * 2 - 2 * 2) + (5 * 2 - 2 * 1))
    # half a pair reached counts half of it
    ev = evaluation(pairs_high=5.0, pairs_low=2.0, share_green=0.15)
    assert project(ev, ())[0] == pytest.approx((5 * 2 - 2 * 2) + 0.0)
    assert project(ev, (), 25)[0] == pytest.approx((5 * 2 - 2 * 2) + 0.75 * (5 * 2 - 2 * 1))


def test_the_fox_and_the_bonuses_ahead_count_until_reached(ev):
    assert project(ev, (2,) * 6)[2] == 1.0
    assert project(ev, (2,) * 7)[2] == 0.0
    assert project(ev, (2,) * 11)[1] == 10.0   # the yellow ? under box 12, in reach
