"""Clever 4Ever areas and refusals in words (shared/rules/clever-4ever.md):
full areas, boxes already crossed, polish limits, "?" bonuses."""

import pytest

from clever import IllegalAction, get_variant, new_game
from clever.sheet import Sheet

V = "clever-4ever"


def areas(options=()):
    return get_variant(V, options).areas


def refused(game, action):
    before = list(game.history)
    with pytest.raises(IllegalAction) as info:
        game.apply(action)
    assert game.history == before
    return str(info.value)


# --- areas: full, counts, why not -------------------------------------------------
def test_yellow_rows_full_and_counted():
    y = areas()["yellow"]
    full = y.build([[1, 2, 3, 4, 5], [6, 5, 4, 3, 2], [1, 1, 1, 1, 1]])
    assert y.is_full(full) and y.crossed_count(full) == 15
    assert y.why_not(full, 0, 3) == "the top row is full."
    almost = y.build([[1, 2, 3, 4, 5], [6, 5, 4, 3, 2], [1, 1, 1, 1]])
    assert not y.is_full(almost) and y.crossed_count(almost) == 14
    assert y.why_not(almost, 14, 1) is not None


def test_blue_cell_already_crossed_and_full_grid():
    b = areas()["blue"]
    one = b.build(["r1c1"])
    assert b.why_not(one, 0, (1, 1)) == "that cell is already crossed."
    assert b.why_not(one, 1, (3, 4)) == "the blue die names row 3 and the white die column 4."
    assert not b.is_full(one) and b.crossed_count(one) == 1
    full = b.build([f"r{r}c{c}" for r in range(1, 7) for c in range(1, 7)])
    assert b.is_full(full) and b.crossed_count(full) == 36


def test_grey_parts_refusals():
    g = areas()["grey"]
    assert g.why_not(0, 5, 6) == (
        "the first grey part must be one of the two start parts at the left.")
    two = g.build(["r1c1", "r1c2"])
    assert g.why_not(two, 0, 3) == "that part is already crossed."
    assert g.why_not(two, 1, 3) == "that part is already crossed."
    assert g.why_not(two, 2, 1) == "that part has 5 boxes; the die shows only 1."
    assert g.why_not(two, g.size - 1, 6) == "a part must touch a box already crossed."
    assert g.crossed_count(two) == 6 and not g.is_full(two)
    everything = g.build([g.box_label(i) for i in range(g.size)])
    assert g.is_full(everything) and g.crossed_count(everything) == 64


def test_grey_part_at_any_box_or_none():
    g = areas()["grey"]
    assert g.part_at("r9c9") is None
    assert g.part_at("x") is None
    assert g.box_label(g.part_at("r1c3")) == "r1c2"


def test_green_triangles_refusals_and_full():
    t = areas()["green"]
    lower_full = t.build({"lower": [1] * 11, "upper": []})
    assert t.why_not(lower_full, 3, 2) == "every lower triangle is filled."
    assert not t.is_full(lower_full) and t.crossed_count(lower_full) == 11
    full = t.build({"lower": [1] * 11, "upper": [1] * 11})
    assert t.is_full(full) and t.crossed_count(full) == 22
    waits = areas(["upper_waits"])["green"]
    assert waits.why_not(waits.initial(), 11, 2) == (
        "with this table's option an upper triangle waits for the lower one "
        "of its field (field 1 has none yet).")
    some = waits.build({"lower": [1, 1], "upper": [1, 1]})
    assert waits.why_not(some, 13, 2) == (
        "with this table's option an upper triangle waits for the lower one "
        "of its field (field 3 has none yet).")


def test_pink_full():
    p = areas()["pink"]
    full = p.build([1, 2, 4, 5, 6, 1, 2, 4, 5, 6, 1, 2])
    assert p.why_not(full, 11, 3) == "the area is full."
    assert p.is_full(full) and p.crossed_count(full) == 12
    assert not p.is_full(full[:-1])


# --- polish (rulings C3, C9) ---------------------------------------------------------
def polish_game(seats=(0, 1)):
    g = new_game(["Ann", "Bob"], seed=1, first=0, variant=V)
    for seat in seats:
        g.sheets[seat] = Sheet.from_dict(g.variant, {"polish": [2, 0]})
    g.apply("roll 2 5 1 4 6 3")
    return g


def test_polish_only_on_platter_dice():
    g = polish_game()
    assert refused(g, "use grey grey r1c1 polish +1") == (
        "Polish can only change a die taken from the silver platter; the grey die is "
        "just rolled.")


def test_polish_limits_and_other_reasons():
    g = polish_game()
    g.apply("use green green l1")
    assert g.describe_pending() == "Bob: take a die from the silver platter (or pass)"
    # polish reaching 1 or 6 is fine: the box is what is wrong
    assert refused(g, "use white yellow r1c2 polish -1") == (
        "1 cannot go in yellow top row, box 2: each row fills left to right; the next box "
        "of the top row is box 1.")
    assert refused(g, "use yellow yellow r1c2 polish +1") == (
        "6 cannot go in yellow top row, box 2: each row fills left to right; the next box "
        "of the top row is box 1.")
    assert refused(g, "use yellow yellow r1c1 polish +2") == (
        "Polish cannot take the yellow 5 to 7: 1 and 6 are not next to each other.")
    assert refused(g, "use blue blue r1c1 polish -1") == (
        "Polish cannot take the blue 1 to 0: 1 and 6 are not next to each other.")


def test_die_options_list_every_polish_choice():
    g = polish_game(seats=(1,))
    g.apply("use green green l1")
    white = g.die_index("white")
    assert g.polish_steps(1, white) == [-1, 1, 2]
    got = [(area, g.variant.areas[area].box_label(box), p)
           for area, box, p in g.die_options(1, white)]
    plain = [("yellow", "r1c1"), ("yellow", "r2c1"), ("yellow", "r3c1"), ("grey", "r1c1"),
             ("green", "l1"), ("green", "u1"), ("pink", "1")]
    assert got == ([(a, b, 0) for a, b in plain] + [(a, b, -1) for a, b in plain]
                   + [(a, b, 1) for a, b in plain]
                   + [(a, b, 2) for a, b in plain[:4]] + [("grey", "r2c1", 2)]
                   + [(a, b, 2) for a, b in plain[4:]])
    # Ann holds no polish: no polish choices for her
    assert g.die_options(0, white) == [
        (area, box, 0) for area, box in g.die_targets(0, white)]


# --- "?" bonuses -------------------------------------------------------------------
def test_question_mark_bonus_value_not_allowed_in_its_box():
    g = new_game(["Ann", "Bob"], seed=1, first=0, variant=V)
    g.sheets[0] = Sheet.from_dict(g.variant, {
        "yellow": [[5], [6, 5, 4, 3, 2], [1, 1, 1, 1, 1]],
        "green": {"lower": [1, 1, 1], "upper": []}})
    g.apply("roll 2 5 1 4 6 3")
    g.apply("use green green l4")  # field 4's bonus: a yellow "?"
    assert g.pending.kind == "bonus"
    text = refused(g, "bonus yellow r1c2 3")
    assert text.startswith("3 cannot go in yellow top row, box 2 (bonus ")
    assert refused(g, "bonus yellow r1c2") == (
        f"The bonus {g.bonus_words(g.pending.bonus)} needs a value from 1 to 6 for that box.")
    g.apply("bonus yellow r1c2 6")
