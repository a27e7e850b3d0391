"""The bots' reading of number rows (clever/bots/kinds/number_rows.py) on
Twice as Clever's silver, valued by a bare evaluation (every non-fox bonus
worth 1): exactly the score when no entry is left, the marks to come valued
along the rows' points, each column's bonus counted by the cells it misses."""

from __future__ import annotations

import random
from importlib import import_module

import pytest

from clever.areas import kind_class
from clever.bots.evaluation import KindsEvaluator
from clever.bots.kinds import kind_bots
from clever.bots.kinds.number_rows import KIND, WEIGHTS

TWICE = import_module("clever.variants.twice_as_clever")


class Bare(KindsEvaluator):
    def bonus_value(self, bonus) -> float:
        return 1.0


def evaluation(**weights) -> Bare:
    area = kind_class("number_rows")("silver", TWICE.SILVER)

    class Variant:
        area_order = ("silver",)
        areas = {"silver": area}

    return Bare(Variant, {}, weights)


@pytest.fixture(scope="module")
def ev():
    return evaluation()


def marked(area, *labels) -> int:
    m = 0
    for text in labels:
        m |= 1 << area.parse_box(text)
    return m


def project(ev, m, left):
    return KIND.project(ev, ev.areas["silver"], m, left)


def test_the_kind_is_found_by_name():
    assert kind_bots("number_rows") is KIND


def test_nothing_left_is_exactly_the_score(ev):
    area = ev.areas["silver"]
    rng = random.Random(3)
    for m in [0, area.full] + [rng.getrandbits(24) for _ in range(200)]:
        assert project(ev, m, 0) == (area.score(m), 0.0, 0.0)


def test_a_full_area_has_nothing_ahead(ev):
    area = ev.areas["silver"]
    assert project(ev, area.full, 20) == (88.0, 0.0, 0.0)


def test_what_is_ahead_only_adds_and_grows_with_the_entries_left(ev):
    area = ev.areas["silver"]
    rng = random.Random(4)
    for _ in range(100):
        m = rng.getrandbits(24)
        before = (float(area.score(m)), 0.0, 0.0)
        for left in (1, 4, 10, 20, 40):
            now = project(ev, m, left)
            assert all(a >= b for a, b in zip(now, before, strict=True)), (m, left)
            before = now


def test_the_marks_to_come_are_valued_along_the_rows(ev):
    area = ev.areas["silver"]
    five = marked(area, *(f"r1c{n}" for n in range(1, 6)))
    # one mark to come (share 0.5 of 2 entries): gathered, it ends the yellow
    # row (16 -> 22); spread by free cells, 1/19 of it there and 6/19 in each
    # empty row (0 -> 2 per mark)
    gathered = evaluation(share_silver=0.5, focus_number_rows=1.0)
    assert project(gathered, five, 2)[0] == pytest.approx(16 + 6)
    spread = evaluation(share_silver=0.5, focus_number_rows=0.0)
    assert project(spread, five, 2)[0] == pytest.approx(16 + 6 / 19 + 3 * 2 * 6 / 19)
    # no more marks to come than free cells
    assert project(gathered, area.full & ~1, 100)[0] == pytest.approx(88)


def test_the_default_share_is_used_when_an_evaluation_sets_none(ev):
    assert ev.p == {}
    m = marked(ev.areas["silver"], "r2c2")
    named = evaluation(share_silver=WEIGHTS["share_number_rows"])
    assert project(ev, m, 10) == project(named, m, 10)
    assert project(evaluation(share_number_rows=0.6), m, 10)[0] > project(ev, m, 10)[0]


@pytest.mark.parametrize("number, fox", [(1, False), (2, False), (3, True), (4, False),
                                         (5, False), (6, False)])
def test_a_column_counts_by_the_cells_it_misses(number, fox):
    ev = evaluation(h_number_rows=8.0)
    area = ev.areas["silver"]
    rho = 8 / (8 + 8.0)
    base = project(ev, 0, 8)
    three = project(ev, marked(area, *(f"r{r}c{number}" for r in (1, 2, 3))), 8)
    # every column misses 4 on an empty sheet; this one now misses 1
    gain = rho - rho ** 4
    if fox:
        assert three[2] - base[2] == pytest.approx(gain)
        assert three[1] == pytest.approx(base[1])
    else:
        assert three[1] - base[1] == pytest.approx(gain)
        assert three[2] == pytest.approx(base[2])
    done = project(ev, marked(area, *(f"r{r}c{number}" for r in (1, 2, 3, 4))), 8)
    # a column complete gives nothing more ahead: its bonus is taken
    assert (done[2] if fox else done[1]) == pytest.approx((base[2] if fox else base[1])
                                                          - rho ** 4)


def test_entries_and_table_keys_count_the_marks(ev):
    area = ev.areas["silver"]
    m = marked(area, "r1c1", "r4c6", "r2c3")
    assert KIND.entries(m) == 3
    assert KIND.tables(area) == ["silver"]
    assert KIND.table_keys(area, m, 5) == [3 * 8 + 5]
    assert KIND.naive(ev, area, m) == area.score(m)
