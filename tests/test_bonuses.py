"""Bonus chains, bonus choices, lost bonuses (rulings R6, R9)."""

from helpers import orange_ones, rolled, texts

from clever import get_variant

V = get_variant("pretty-clever")
LOW = dict(white=1, yellow=1, blue=1, green=1, orange=1, purple=1)


def test_chain_of_choices_is_asked_one_after_another():
    # blue row 2 -> yellow X; that X completes yellow row 1 -> blue X
    g = rolled(sheets={0: {"blue": ["r2c1", "r2c2", "r2c3"], "yellow": ["r1c2", "r1c3"]}},
               **{**LOW, "white": 4, "blue": 4})
    g.apply("use blue blue r2c4")
    assert g.pending.bonus == ("x", "yellow")
    g.apply("bonus yellow r1c1")
    assert g.pending.bonus == ("x", "blue")
    assert "bonus blue r2c4" not in texts(g)  # already crossed
    g.apply("bonus blue r1c2")
    assert g.pending.kind == "roll"
    assert {"r1c1", "r1c2", "r1c3"} <= set(g.sheets[0].to_dict()["yellow"])


def test_automatic_chain_green_to_purple_to_orange():
    # green box 9 -> purple 6 in purple box 10 -> orange 6
    g = rolled(sheets={0: {"green": [6] * 8, "purple": [6] * 9}}, **{**LOW, "green": 4})
    g.apply("use green green 9")
    s = g.sheets[0]
    assert s.marks["purple"][-1] == 6 and len(s.marks["purple"]) == 10
    assert s.marks["orange"] == (6,)


def test_x_bonus_is_lost_when_the_area_is_full():
    blue = [V.areas["blue"].box_label(c) for c in V.areas["blue"].open_cells]
    g = rolled(sheets={0: {"blue": blue, "green": [6] * 5}}, **{**LOW, "green": 6})
    events = [str(e) for e in g.apply("use green green 6")]   # green 6 -> blue X
    assert any("lost the bonus blue X" in e for e in events)
    assert g.pending.kind == "roll"


def test_number_bonus_is_lost_when_the_track_is_full():
    g = rolled(sheets={0: {"orange": orange_ones(11), "yellow": ["r2c1", "r2c2"]}},
               **{**LOW, "yellow": 5})
    events = [str(e) for e in g.apply("use yellow yellow r2c4")]
    assert any("lost the bonus orange 4" in e for e in events)


def test_purple_six_bonus_is_always_legal_while_boxes_remain():
    g = rolled(sheets={0: {"purple": [5], "green": [6] * 8}}, **{**LOW, "green": 6})
    g.apply("use green green 9")
    assert g.sheets[0].marks["purple"] == (5, 6)


def test_yellow_x_bonus_offers_every_open_yellow_box():
    g = rolled(sheets={0: {"orange": orange_ones(4)}}, **{**LOW, "orange": 1})
    g.apply("use orange orange 5")
    assert g.pending.bonus == ("x", "yellow")
    assert len(g.legal_actions()) == 12
