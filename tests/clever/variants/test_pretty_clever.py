"""The printed sheet as data: the numbers players check first."""

from collections import Counter

from clever import get_variant

V = get_variant("pretty-clever")
D = V.data


def test_yellow_has_each_value_twice_and_a_precrossed_antidiagonal():
    y = V.areas["yellow"]
    counts = Counter(y.numbers.values())
    assert counts == {v: 2 for v in range(1, 7)}
    assert [y.box_label(c) for c in range(16) if y.pre_crossed >> c & 1] == \
        ["r1c4", "r2c3", "r3c2", "r4c1"]
    assert D.YELLOW["col_points"] == (10, 14, 16, 20)


def test_blue_has_sums_2_to_12_and_no_top_left_box():
    b = V.areas["blue"]
    assert sorted(b.numbers.values()) == list(range(2, 13))
    assert b.parse_box("r1c1") is None
    assert b.count_scale == (0, 1, 2, 4, 7, 11, 16, 22, 29, 37, 46, 56)


def test_green_thresholds_and_points():
    g = V.areas["green"]
    assert g.minimum == (1, 2, 3, 4, 5, 1, 2, 3, 4, 5, 6)
    assert g.count_scale[1:] == (1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 66)


def test_orange_multipliers():
    assert V.areas["orange"].multiplier == (1, 1, 1, 2, 1, 1, 2, 1, 2, 1, 3)


def _sources(kind):
    n = 0
    for data in D.AREAS.values():
        for key in ("row_bonus", "col_bonus", "bonus"):
            n += sum(1 for b in data.get(key) or () if b == (kind,))
        if data.get("diagonal_bonus") == (kind,):
            n += 1
    return n + sum(1 for b in D.ROUND_BONUS if b == (kind,))


def test_seven_sources_of_each_action_so_tracks_never_overflow():
    assert _sources("reroll") == 7 == D.TRACK_LENGTH
    assert _sources("plus1") == 7


def test_five_fox_sources():
    assert _sources("fox") == 5


def test_game_length_by_player_count():
    assert D.ROUNDS_BY_PLAYERS == {1: 6, 2: 6, 3: 5, 4: 4}
    assert D.ROUND_BONUS[:4] == (("reroll",), ("plus1",), ("reroll",), ("black",))
