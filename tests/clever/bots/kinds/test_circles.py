"""The bots' reading of a circle-then-cross area (clever/bots/kinds/circles.py)
on Twice as Clever's yellow, valued by a bare evaluation (every non-fox bonus
worth 1): exactly the score when no entry is left, the entries to come made
into crosses on the cross scale, each line's bonus counted by the circles it
misses."""

from __future__ import annotations

import random
from importlib import import_module

import pytest

from clever.areas import kind_class
from clever.bots.common import interp
from clever.bots.evaluation import KindsEvaluator
from clever.bots.kinds import kind_bots
from clever.bots.kinds.circles import KIND, WEIGHTS

TWICE = import_module("clever.variants.twice_as_clever")
SCALE = TWICE.YELLOW["cross_points"]
ROWS = {1: ("r1c2", "r1c4"), 2: ("r2c1", "r2c3"), 3: ("r3c2", "r3c4"), 4: ("r4c1", "r4c3"),
        5: ("r5c2", "r5c4")}
COLS = {1: ("r2c1", "r4c1"), 2: ("r1c2", "r3c2", "r5c2"), 3: ("r2c3", "r4c3"),
        4: ("r1c4", "r3c4", "r5c4")}


class Bare(KindsEvaluator):
    AHEAD = 3

    def bonus_value(self, bonus) -> float:
        return 1.0


def evaluation(**weights) -> Bare:
    area = kind_class("circles")("yellow", TWICE.YELLOW)

    class Variant:
        area_order = ("yellow",)
        areas = {"yellow": area}

    return Bare(Variant, {}, weights)


@pytest.fixture(scope="module")
def ev():
    return evaluation()


def entered(area, *labels) -> int:
    """Each box entered in turn (named twice: circled, then crossed)."""
    m = area.initial()
    for text in labels:
        m, _ = area.mark(m, area.parse_box(text), None)
    return m


def random_marks(area, rng) -> int:
    m = area.initial()
    for _ in range(rng.randrange(21)):
        if area.is_full(m):
            break
        m, _ = area.mark(m, rng.choice(area.any_targets(m))[0], None)
    return m


def project(ev, m, left):
    return KIND.project(ev, ev.areas["yellow"], m, left)


def test_the_kind_is_found_by_name():
    assert kind_bots("circles") is KIND


def test_nothing_left_is_exactly_the_score(ev):
    area = ev.areas["yellow"]
    rng = random.Random(3)
    for _ in range(300):
        m = random_marks(area, rng)
        assert project(ev, m, 0) == (area.score(m), 0.0, 0.0)


def test_a_full_area_has_nothing_ahead(ev):
    area = ev.areas["yellow"]
    full = entered(area, *[area.box_label(c) for c in area.cells] * 2)
    assert area.is_full(full)
    assert project(ev, full, 20) == (165.0, 0.0, 0.0)


def test_what_is_ahead_only_adds_and_grows_with_the_entries_left(ev):
    area = ev.areas["yellow"]
    rng = random.Random(4)
    for _ in range(150):
        m = random_marks(area, rng)
        before = (float(area.score(m)), 0.0, 0.0)
        for left in (1, 4, 10, 20, 40, 200):
            now = project(ev, m, left)
            assert all(a >= b for a, b in zip(now, before, strict=True)), (m, left)
            before = now
        assert now[0] <= 165


@pytest.mark.parametrize("boxes, entries, crosses", [
    ((), 4, 2),                                  # two circles, two crosses
    ((), 30, 10),                                # no more than ten numbers
    (("r1c2", "r1c4", "r2c1"), 2, 2),            # circles waiting: every entry crosses
    (("r1c2", "r1c4", "r2c1"), 5, 4),            # (5 + 3) / 2
    (("r1c2", "r1c2", "r2c1"), 1, 1 + 1),        # one cross made, one to come
    (("r1c2", "r1c2"), 3, 1 + 1.5),
])
def test_the_entries_to_come_become_crosses(boxes, entries, crosses):
    left = 10
    ev = evaluation(share_yellow=entries / left, rate_circles=1.0)
    area = ev.areas["yellow"]
    made = area.crossed_count(entered(area, *boxes))
    assert project(ev, entered(area, *boxes), left)[0] == pytest.approx(interp(SCALE, crosses))
    # only a part of the crosses to come is made
    part = evaluation(share_yellow=entries / left, rate_circles=0.5)
    assert project(part, entered(area, *boxes), left)[0] == pytest.approx(
        interp(SCALE, made + (crosses - made) / 2))


def test_near_the_end_a_cross_beats_a_circle_far_from_it_they_are_close():
    area = kind_class("circles")("yellow", TWICE.YELLOW)
    waiting = ("r1c2", "r1c4", "r3c4")
    circle = entered(area, *waiting, "r2c1")       # a fourth circle
    cross = entered(area, *waiting, "r3c4")        # the 3 of row 3 crossed
    near = evaluation(share_yellow=0.1, rate_circles=0.8)   # one entry to come of 10
    # a whole cross against none: 1 + 0.8 crosses against 0.8
    assert project(near, cross, 10)[0] == pytest.approx(interp(SCALE, 1.8))
    assert project(near, circle, 10)[0] == pytest.approx(interp(SCALE, 0.8))
    far = evaluation(share_yellow=1.0, rate_circles=0.8)    # ten to come
    # (10 + 4) / 2 crosses to come after the circle, 1 + (10 + 2) / 2 after the cross
    assert project(far, circle, 10)[0] == pytest.approx(interp(SCALE, 0.8 * 7))
    assert project(far, cross, 10)[0] == pytest.approx(interp(SCALE, 1 + 0.8 * 6))
    tied = evaluation(share_yellow=1.0, rate_circles=1.0)
    assert project(tied, cross, 10)[0] == pytest.approx(project(tied, circle, 10)[0])


def test_the_default_share_is_used_when_an_evaluation_sets_none(ev):
    assert ev.p == {}
    m = entered(ev.areas["yellow"], "r2c3", "r4c1")
    named = evaluation(share_yellow=WEIGHTS["share_circles"])
    assert project(ev, m, 10) == project(named, m, 10)
    assert project(evaluation(share_circles=0.6), m, 10)[0] > project(ev, m, 10)[0]


LINES = [(cells, TWICE.YELLOW["row_bonus"][r - 1]) for r, cells in ROWS.items()] + \
        [(cells, TWICE.YELLOW["col_bonus"][c - 1]) for c, cells in COLS.items()]


@pytest.mark.parametrize("cells, bonus", LINES)
def test_a_line_counts_by_the_circles_it_misses(cells, bonus):
    ev = evaluation(h_circles=8.0, share_yellow=0.0)
    area = ev.areas["yellow"]
    rho = 8 / (8 + 8.0)
    fox = bonus == ("fox",)
    base = project(ev, 0, 8)
    one_left = project(ev, entered(area, *cells[1:]), 8)
    # a line missing all its circles now misses one; lines crossing it gain too
    crossing = [c for c, _ in LINES if c != cells and set(c) & set(cells[1:])]
    gain = rho - rho ** len(cells)
    side = [rho ** (len(c) - len(set(c) & set(cells[1:]))) - rho ** len(c) for c in crossing]
    part = 2 if fox else 1
    assert one_left[part] - base[part] >= gain - 1e-12
    assert sum(one_left[1:]) - sum(base[1:]) == pytest.approx(gain + sum(side))
    done = project(ev, entered(area, *cells), 8)
    # a complete line gives nothing more ahead: its bonus is taken; crossing
    # it does not bring it back
    crossed = project(ev, entered(area, *cells, *cells), 8)
    assert crossed[1:] == done[1:]
    assert (done[2] if fox else done[1]) < (one_left[2] if fox else one_left[1])


def test_only_column_4_is_a_fox_in_reach(ev):
    area = ev.areas["yellow"]
    rho = 8 / (8 + WEIGHTS["h_circles"])
    assert project(ev, 0, 8)[2] == pytest.approx(rho ** 3)
    assert project(ev, entered(area, *COLS[4]), 8)[2] == 0.0


def test_entries_and_table_keys_count_circles_and_crosses(ev):
    area = ev.areas["yellow"]
    m = entered(area, "r1c2", "r4c3", "r1c2")
    assert KIND.entries(m) == 3
    assert KIND.tables(area) == ["yellow"]
    assert KIND.table_keys(area, m, 5) == [3 * 8 + 5]


def test_a_beginner_counts_a_waiting_circle_as_half_a_cross(ev):
    area = ev.areas["yellow"]
    assert KIND.naive(ev, area, 0) == 0
    one = entered(area, "r1c2", "r1c2")
    assert KIND.naive(ev, area, one) == pytest.approx(SCALE[4] - SCALE[3])
    half = entered(area, "r1c2")
    assert KIND.naive(ev, area, half) == pytest.approx(interp(SCALE, 3.5) - SCALE[3])
