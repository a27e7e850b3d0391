"""Bonus chains, bonus choices, lost bonuses (rulings R6, R9)."""

from helpers import faces, orange_ones, rolled, sheet, texts

from clever import get_variant, new_game

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


def test_a_bonus_chain_resolves_before_the_next_bonus_of_the_same_mark():
    # R6: blue r2c2 completes row 2 (yellow X) and column 2 (green X), in that
    # order; the yellow X completes yellow row 1, whose blue X comes next,
    # before the green X of the column is written
    g = rolled(sheets={0: {"blue": ["r1c2", "r3c2", "r2c1", "r2c3", "r2c4"],
                           "yellow": ["r1c2", "r1c3"]}},
               **{**LOW, "white": 3, "blue": 3})
    g.apply("use blue blue r2c2")
    assert g.pending == (0, "bonus", ("x", "yellow"))
    assert g.sheets[0].to_dict()["green"] == []
    g.apply("bonus yellow r1c1")
    assert g.pending == (0, "bonus", ("x", "blue"))
    assert g.sheets[0].to_dict()["green"] == []   # the column's green X still waits
    g.apply("bonus blue r3c3")
    assert g.sheets[0].to_dict()["green"] == [0]
    assert g.pending.kind == "roll"


def test_round_four_chain_is_finished_before_the_next_player_places():
    # R6/R9: a black X that starts a chain is followed by that chain's own
    # bonuses; only then is the next player asked for their black X or 6
    g = new_game(["Ann", "Bob"], seed=6)
    while g.pending.bonus != ("black",):
        g.apply(g.legal_actions()[0])
    first = g.pending.player
    g.sheets[first] = sheet(g, yellow=["r1c2", "r1c3"], blue=["r2c2", "r2c3", "r2c4"])
    faces(g)  # the sheet changed: forget cached legal actions
    g.apply("bonus yellow r1c1")           # completes yellow row 1 -> blue X
    assert g.pending == (first, "bonus", ("x", "blue"))
    g.apply("bonus blue r2c1")             # completes blue row 2 -> yellow X
    assert g.pending == (first, "bonus", ("x", "yellow"))
    g.apply("bonus yellow r4c2")
    assert g.pending == (1 - first, "bonus", ("black",))
    assert {"r1c1", "r4c2"} <= set(g.sheets[first].to_dict()["yellow"])
    assert "r2c1" in g.sheets[first].to_dict()["blue"]


def test_yellow_diagonal_gives_its_plus1_only_once():
    g = rolled(sheets={0: {"yellow": ["r1c1", "r2c2", "r3c3"], "orange": [1, 1, 1, 2]}},
               **{d: 6 for d in LOW})
    g.apply("use yellow yellow r4c4")          # completes the diagonal: +1
    assert g.sheets[0].to_dict()["plus1"] == [1, 0]
    g.apply("roll")
    faces(g, white=6, blue=6, green=6, orange=6, purple=6)
    g.apply("use white yellow r1c2")           # another yellow box: no second +1
    assert g.sheets[0].to_dict()["plus1"] == [1, 0]
    g.apply("roll")
    faces(g, orange=5)
    g.apply("use orange orange 5")             # orange box 5 -> yellow X
    assert g.pending.bonus == ("x", "yellow")
    g.apply("bonus yellow r2c1")               # a yellow X bonus: no second +1 either
    assert g.sheets[0].to_dict()["plus1"] == [1, 0]
    assert set(g.sheets[0].to_dict()["yellow"]) >= {"r1c1", "r2c2", "r3c3", "r4c4",
                                                    "r1c2", "r2c1"}
