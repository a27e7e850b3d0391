"""The bots' reading of a gated track (clever/bots/kinds/gated.py) on Twice as
Clever's pink: exactly the score with nothing left; the entries to come at
the mean face; a bonus ahead weighed by the chance of reaching its minimum."""

from __future__ import annotations

import random

import pytest

from clever.bots.kinds import kind_bots
from tests.clever.bots.kinds.twice_tracks import evaluation, random_marks


@pytest.fixture(scope="module")
def ev():
    return evaluation()


def project(ev, m, left=20):
    return ev.kinds["pink"].project(ev, ev.areas["pink"], m, left)


def test_the_kind_is_found_by_its_name():
    assert type(kind_bots("gated")).__name__ == "GatedBots"


def test_nothing_left_projects_exactly_the_score(ev):
    rng = random.Random(7)
    pink = ev.areas["pink"]
    for _ in range(300):
        m = random_marks(pink, rng)
        assert project(ev, m, 0) == (pink.score(m), 0.0, 0.0)
        score, bonus, foxes = project(ev, m, 20)
        assert score >= pink.score(m) and bonus >= 0.0 and foxes >= 0.0
        assert ev.kinds["pink"].entries(m) == len(m)


def test_each_bonus_is_weighed_by_the_chance_of_its_minimum():
    ev = evaluation(gated_choice=0.0)
    chance = ev.prep["pink"]
    assert chance == [0.0, 0.0] + [(7 - need) / 6 for need in (2, 3, 4, 5, 6, 2, 3, 4, 5, 6)]
    assert evaluation().prep["pink"][2] == 1.0   # 5/6 + 0.25, at most certain


def test_the_entries_to_come_score_the_mean_face():
    ev = evaluation(gated_avg=4.0)
    assert project(ev, (6, 6))[0] == pytest.approx(12 + 0.2 * 20 * 4.0)


def test_the_fox_ahead_counts_with_its_chance_until_its_box_is_filled():
    ev = evaluation(gated_choice=0.0)
    assert project(ev, (6,) * 7)[2] == pytest.approx(5 / 6)
    assert project(ev, (6,) * 8)[2] == 0.0
