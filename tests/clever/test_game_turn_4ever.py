"""Clever 4Ever's turn (shared/rules/clever-4ever.md, rulings C1..C11 on top of the
base game's R1..R12): the white die and blue, table options, "?" bonuses, the
black ?, polish, the action tracks, bonus chains, rounds and solo titles."""

import pytest
from helpers_4ever import (
    GREY_PARTS,
    SOLO_RATING,
    VARIANT,
    boxes,
    counts,
    full_sheet,
    gains,
    game,
    label,
    passive_pick,
    pending_bonus_text,
    roll_text,
    rolled,
    set_sheet,
    solo_passive,
    solo_title,
    starting,
    texts,
    where,
)

from clever import IllegalAction, new_game

WHITE_AS_BLUE = ("white_as_blue",)
UPPER_WAITS = ("upper_waits",)


def refused_unchanged(g, action, match):
    """`action` is refused with a message matching `match`; nothing changes."""
    before = g.state_key()
    with pytest.raises(IllegalAction, match=match):
        g.apply(action)
    assert g.state_key() == before


# --- the white die and blue (ruling C1) ---------------------------------------
@pytest.mark.parametrize("white,blue", [(3, 5), (1, 6), (6, 1), (4, 4)])
def test_white_is_not_a_blue_die_by_default(white, blue):
    g = rolled(white=white, blue=blue)
    assert boxes(g, "use white blue") == []
    assert boxes(g, "use blue blue") == [f"r{blue}c{white}"]
    refused_unchanged(g, f"use white blue r{blue}c{white}", "table option")


def test_white_stays_wild_for_the_other_areas_by_default():
    g = rolled(white=4)
    assert boxes(g, "use white yellow") == ["r1c1", "r2c1", "r3c1"]
    assert boxes(g, "use white grey") == ["r1c1", "r2c1"]
    assert boxes(g, "use white green") == ["l1", "u1"]
    assert boxes(g, "use white pink") == ["1"]


@pytest.mark.parametrize("white,blue", [(3, 5), (1, 6), (6, 1), (4, 4)])
def test_white_as_blue_option_crosses_the_cell_the_blue_die_would(white, blue):
    g = rolled(options=WHITE_AS_BLUE, white=white, blue=blue)
    assert boxes(g, "use white blue") == boxes(g, "use blue blue") == [f"r{blue}c{white}"]
    events = [str(e) for e in g.apply(f"use white blue r{blue}c{white}")]
    assert g.sheets[0].to_dict()["blue"] == [f"r{blue}c{white}"]
    assert events[0].startswith(f"Ann entered the white {white} ") and " as blue " in events[0]


def test_white_as_blue_is_unusable_on_a_crossed_cell():
    g = rolled(options=WHITE_AS_BLUE, sheets={0: {"blue": ["r5c3"]}}, white=3, blue=5)
    assert boxes(g, "use white blue") == []
    refused_unchanged(g, "use white blue r5c3", "already crossed")


# --- green fill order (ruling C2) -------------------------------------------------
@pytest.mark.parametrize("options,lower,upper,open_boxes", [
    ((), [], [], ["l1", "u1"]),
    ((), [2], [2], ["l2", "u2"]),
    ((), [2], [2, 3, 4], ["l2", "u4"]),
    (UPPER_WAITS, [], [], ["l1"]),
    (UPPER_WAITS, [2], [], ["l2", "u1"]),
    (UPPER_WAITS, [2], [2], ["l2"]),
    (UPPER_WAITS, [2, 3, 4], [2], ["l4", "u2"]),
    (UPPER_WAITS, [1] * 11, [1] * 10, ["u11"]),
])
def test_upper_triangle_waits_for_its_lower_one_only_with_the_option(options, lower, upper,
                                                                      open_boxes):
    g = rolled(options=options, sheets={0: {"green": {"lower": lower, "upper": upper}}},
               green=5)
    assert boxes(g, "use green green") == open_boxes


def test_upper_waits_refusal_says_why():
    g = rolled(options=UPPER_WAITS, sheets={0: {"green": {"lower": [2], "upper": [2]}}},
               green=5)
    refused_unchanged(g, "use green green u2", "upper triangle waits")


# --- "?" bonuses -------------------------------------------------------------------
def yellow_bonus_game(rows, box, **sheet):
    """Solo game where a yellow 6 into `box` of yellow `rows` gives a "?" bonus."""
    g = rolled(sheets={0: {"yellow": rows, **sheet}}, yellow=6)
    g.apply(f"use yellow yellow {box}")
    return g


def test_yellow_question_mark_chooses_value_and_box():
    g = yellow_bonus_game([[5], [1, 1, 1, 1], []], "r2c5")
    assert pending_bonus_text(g) == "yellow ?"
    # top row: only a 6 climbs above the 5; the middle row is now full
    assert texts(g) == ["bonus yellow r1c2 6"] + [f"bonus yellow r3c1 {v}" for v in range(1, 7)]
    refused_unchanged(g, "bonus yellow r3c1", "needs a value")
    refused_unchanged(g, "bonus yellow r1c2 5", "5 cannot go")
    g.apply("bonus yellow r3c1 4")
    assert g.sheets[0].to_dict()["yellow"] == [[5], [1, 1, 1, 1, 6], [4]]


def test_blue_question_mark_crosses_any_free_cell():
    crossed = ["r1c1", "r2c5", "r6c6", "r4c2"]
    g = yellow_bonus_game([[], [1, 1], []], "r2c3", blue=crossed)
    assert pending_bonus_text(g) == "blue ?"
    free = [label(r, c) for r in range(1, 7) for c in range(1, 7) if label(r, c) not in crossed]
    assert texts(g) == sorted(f"bonus blue {cell}" for cell in free)
    refused_unchanged(g, "bonus blue r3c4 2", "takes no value")
    refused_unchanged(g, "bonus blue r2c5", "cannot go")
    g.apply("bonus blue r3c4")
    assert "r3c4" in g.sheets[0].to_dict()["blue"]


def test_grey_question_mark_crosses_any_legal_part_up_to_size_6():
    g = yellow_bonus_game([[1, 2], [], []], "r1c3", grey=["r1c1", "r1c2"])
    assert pending_bonus_text(g) == "grey ?"
    # every part touching the crossed ones, the 6-cell r2c4 part included
    assert texts(g) == ["bonus grey r1c4", "bonus grey r2c1", "bonus grey r2c4",
                        "bonus grey r3c4", "bonus grey r4c2"]
    refused_unchanged(g, "bonus grey r1c8", "cannot go")
    assert gains(g, "bonus grey r2c4") == ["polish"]    # r3c6's polish
    assert g.sheets[0].to_dict()["grey"] == ["r1c1", "r1c2", "r2c4"]


def test_green_question_mark_chooses_value_and_triangle():
    g = yellow_bonus_game([[1, 2, 3], [], []], "r1c4", green={"lower": [3], "upper": []})
    assert pending_bonus_text(g) == "green ?"
    assert texts(g) == sorted([f"bonus green l2 {v}" for v in range(1, 7)]
                              + [f"bonus green u1 {v}" for v in range(1, 7)])
    assert gains(g, "bonus green l2 6") == ["blue ?"]    # field 2's bonus, at once
    assert g.sheets[0].to_dict()["green"] == {"lower": [3, 6], "upper": []}


def test_green_question_mark_respects_upper_waits():
    g = yellow_bonus_game([[1, 2, 3], [], []], "r1c4", green={"lower": [3], "upper": [3]})
    g2 = rolled(options=UPPER_WAITS, sheets={0: {"yellow": [[1, 2, 3], [], []],
                                                 "green": {"lower": [3], "upper": [3]}}},
                yellow=6)
    g2.apply("use yellow yellow r1c4")
    assert {a.box for a in g.legal_actions()} == {"l2", "u2"}
    assert {a.box for a in g2.legal_actions()} == {"l2"}


def test_pink_question_mark_value_has_its_effect():
    g = yellow_bonus_game([[], [1], []], "r2c2", pink=[1, 1, 1])
    assert pending_bonus_text(g) == "pink ?"
    assert texts(g) == [f"bonus pink 4 {v}" for v in range(1, 7)]
    assert gains(g, "bonus pink 4 6") == ["plus1"]       # a 6 takes box 4's +1
    assert g.scores()[0]["pink"] == 9 + 3


def test_question_mark_with_nowhere_to_go_is_lost():
    sheet = full_sheet()
    sheet["yellow"] = [[], [1], []]
    g = rolled(sheets={0: sheet}, yellow=6)
    events = [str(e) for e in g.apply("use yellow yellow r2c2")]
    assert pending_bonus_text(g) is None
    assert any("lost the bonus pink ?" in e for e in events)


# --- round 4: the black ? -------------------------------------------------------
def play_until(g, stop):
    while not g.is_over and not stop(g):
        g.apply(g.legal_actions()[0])


def test_round_four_black_question_mark_may_go_in_any_area():
    g = game(seed=4)
    play_until(g, lambda g: g.pending.kind == "bonus" and g.pending.bonus == ("black",))
    assert g.round == 4
    set_sheet(g, 0, {"grey": ["r1c1"]})
    acts = texts(g)
    by_area = {}
    for a in acts:
        by_area.setdefault(a.split()[1], []).append(a)
    assert sorted(by_area) == ["blue", "green", "grey", "pink", "yellow"]
    assert len(by_area["yellow"]) == 3 * 6            # next box of each row, any value
    assert len(by_area["blue"]) == 36                 # any free cell
    assert by_area["grey"] == ["bonus grey r1c2", "bonus grey r2c1"]
    assert len(by_area["green"]) == 2 * 6
    assert by_area["pink"] == [f"bonus pink 1 {v}" for v in range(1, 7)]
    assert gains(g, "bonus pink 1 5") == ["polish"]    # as if rolled: a 5 takes box 1's bonus
    assert g.sheets[0].to_dict()["pink"] == [5]


@pytest.mark.parametrize("players", [2, 4])
def test_every_player_gets_the_black_question_mark_in_round_four(players):
    g = game([f"P{i}" for i in range(players)], seed=players)
    black = []
    while not g.is_over:
        if g.pending.kind == "bonus" and g.pending.bonus == ("black",):
            black.append((g.round, g.pending.player))
        g.apply(g.legal_actions()[0])
    assert black == [(4, p) for p in range(players)]


# --- polish (ruling C3) -----------------------------------------------------------
PLATTER = {"white": 2, "blue": 3, "grey": 1, "green": 4, "pink": 5}


def test_polish_on_a_passive_pick_changes_the_platter_die():
    g = passive_pick(bob={"polish": [2, 0]}, **PLATTER)
    assert "use green green l1 polish +2" in texts(g)
    g.apply("use green green l1 polish +2")
    assert g.sheets[1].to_dict()["green"] == {"lower": [6], "upper": []}
    assert g.sheets[1].to_dict()["polish"] == [2, 2]


@pytest.mark.parametrize("steps", [-3, -2, -1, 1, 2])
def test_polish_may_put_several_steps_on_one_die(steps):
    g = passive_pick(bob={"polish": [3, 0]}, **PLATTER)
    g.apply(f"use green green l1 polish {steps:+d}")
    assert g.sheets[1].to_dict()["green"]["lower"] == [4 + steps]
    assert g.sheets[1].polish_used == abs(steps)       # every step is a polish spent


@pytest.mark.parametrize("steps", [-1, 1, 2])
def test_polished_white_as_blue_moves_the_column_and_blue_stays_the_row(steps):
    """C12: with "white may stand in for blue", the white die taken from the
    platter with polish is the column at its polished value; the blue die,
    read where it lies, is the row (C8: only the die taken is polished)."""
    g = passive_pick(bob={"polish": [3, 0]}, options=WHITE_AS_BLUE, **PLATTER)
    cell = f"r{PLATTER['blue']}c{PLATTER['white'] + steps}"
    assert f"use white blue {cell} polish {steps:+d}" in texts(g)
    g.apply(f"use white blue {cell} polish {steps:+d}")
    assert g.sheets[1].to_dict()["blue"] == [cell]
    assert g.faces[g.variant.dice.index("blue")] == PLATTER["blue"]  # blue was not polished


def test_polished_blue_moves_the_row_and_white_stays_the_column():
    g = passive_pick(bob={"polish": [3, 0]}, **PLATTER)
    cell = f"r{PLATTER['blue'] + 2}c{PLATTER['white']}"
    g.apply(f"use blue blue {cell} polish +2")
    assert g.sheets[1].to_dict()["blue"] == [cell]


def test_polish_not_more_than_held():
    g = passive_pick(bob={"polish": [3, 1]}, **PLATTER)
    steps = {a.polish for a in g.legal_actions() if a.die == "grey"}
    assert steps == {0, 1, 2}
    refused_unchanged(g, "use white pink 1 polish +3", "has 2 polish")


@pytest.mark.parametrize("action,to", [
    ("use grey grey r1c1 polish -1", 0),     # a 1 cannot become a 6
    ("use pink pink 1 polish +2", 7),        # a 5 cannot go past 6 to 1
])
def test_polish_does_not_wrap_between_1_and_6(action, to):
    g = passive_pick(bob={"polish": [5, 0]}, **PLATTER)
    refused_unchanged(g, action, "not next to each other")
    faces = {a.polish + {"grey": 1, "pink": 5}[a.die] for a in g.legal_actions()
             if a.die in ("grey", "pink")}
    assert faces <= {1, 2, 3, 4, 5, 6} and to not in faces


@pytest.mark.parametrize("text", ["use green green l1 polish 0", "use green green l1 polish +0",
                                  "use green green l1 polish -0"])
def test_polish_of_zero_steps_is_not_an_action(text):
    g = passive_pick(bob={"polish": [2, 0]}, **PLATTER)
    refused_unchanged(g, text, "not an action")
    assert all(a.polish != 0 for a in g.legal_actions() if " polish " in str(a))


def test_no_polish_on_the_active_players_choice():
    g = rolled(sheets={0: {"polish": [3, 0]}}, yellow=4)
    assert not any(a.polish for a in g.legal_actions())
    refused_unchanged(g, "use yellow yellow r3c1 polish +1", "silver platter")


def test_polish_on_the_solo_passive_pick():
    g = solo_passive({"polish": [3, 0]}, faces=(1, 2, 3, 4, 5, 6))
    assert g.pending == (0, "pick", None)
    assert "use yellow yellow r1c1 polish +3" in texts(g)
    assert not any(a.die in ("grey", "green", "pink") for a in g.legal_actions())
    g.apply("use yellow yellow r1c1 polish +3")
    assert g.sheets[0].to_dict()["yellow"][0] == [5]
    assert g.sheets[0].to_dict()["polish"] == [3, 3]


def test_polish_on_a_plus1_of_a_platter_die_only():
    g = rolled(sheets={0: {"plus1": [1, 0], "polish": [2, 0]}}, yellow=6, green=3)
    g.apply("use yellow yellow r3c1")          # every other die goes to the platter
    assert g.pending == (0, "extra", None)
    assert "plus1 green green l1 polish +2" in texts(g)
    assert not any(a.polish for a in g.legal_actions() if a.die == "yellow")
    refused_unchanged(g, "plus1 yellow yellow r3c2 polish +1", "silver platter")
    g.apply("plus1 green green l1 polish +2")
    assert g.sheets[0].to_dict()["green"]["lower"] == [5]
    assert g.sheets[0].to_dict()["polish"] == [2, 2]
    assert g.sheets[0].to_dict()["plus1"] == [1, 1]


def test_polish_on_a_passive_players_plus1_of_a_platter_die():
    g = passive_pick(bob={"plus1": [1, 0], "polish": [2, 0]}, **PLATTER)
    g.apply("use green green l1", player=1)
    assert g.pending == (1, "extra", None)
    assert "plus1 pink pink 1 polish +1" in texts(g)
    assert not any(a.polish for a in g.legal_actions() if a.die == "yellow")   # a die field
    g.apply("plus1 pink pink 1 polish +1", player=1)
    assert g.sheets[1].to_dict()["pink"] == [6]
    assert g.sheets[1].to_dict()["polish"] == [3, 1]      # pink box 1's 6 gave a polish


# --- C8: polishing the blue die moves its row, never the white column --------------
@pytest.mark.parametrize("steps", [-2, -1, 0, 1, 2, 3])
def test_polished_blue_die_moves_the_row_with_white_on_a_die_field(steps):
    g = game(("Ann", "Bob"), sheets={1: {"polish": [3, 0]}})
    g.apply(roll_text(white=5, blue=3))
    g.apply("use white yellow r3c1")          # white 5 on Ann's die field; blue 3 to the platter
    assert where(g)["white"] == "field" and where(g)["blue"] == "platter"
    blue = starting(g, "use blue blue")
    assert len(blue) == 6 and all(a.split()[3].endswith("c5") for a in blue)
    text = f"use blue blue r{3 + steps}c5" + (f" polish {steps:+d}" if steps else "")
    assert text in blue
    g.apply(text, player=1)
    assert g.sheets[1].to_dict()["blue"] == [f"r{3 + steps}c5"]


def test_polished_blue_die_moves_the_row_with_white_on_the_platter():
    g = passive_pick(bob={"polish": [1, 0]}, **PLATTER)   # white 2 and blue 3 on the platter
    assert starting(g, "use blue blue") == ["use blue blue r2c2 polish -1", "use blue blue r3c2",
                                             "use blue blue r4c2 polish +1"]
    refused_unchanged(g, "use blue blue r3c3 polish +1", "row 4.*column 2")
    refused_unchanged(g, "use blue blue r3c1 polish -1", "row 2.*column 2")


# --- C9: the passive fallback counts polish held ---------------------------------------
def blocked_bob(polish):
    """Bob's sheet: the platter's white 2, blue 3, grey 1, green 4, pink 5 fit nowhere
    (blue r3c2 crossed, yellow top wants more than 4, the rest full), but Ann's
    yellow 6 on her die field fits the top row."""
    sheet = full_sheet()
    sheet["yellow"] = [[1, 2, 3, 4], [1] * 5, [1] * 5]
    sheet["blue"] = ["r3c2"]
    sheet["polish"] = [polish, 0]
    return sheet


def test_passive_fallback_not_taken_when_polish_makes_a_platter_die_usable():
    g = passive_pick(bob=blocked_bob(1), **PLATTER)
    assert texts(g) == ["pass", "use blue blue r2c2 polish -1", "use blue blue r4c2 polish +1"]
    assert g.explain_die("blue") is None
    refused_unchanged(g, "use yellow yellow r1c5", "silver platter")


def test_passive_fallback_to_the_die_fields_without_polish():
    g = passive_pick(bob=blocked_bob(0), **PLATTER)
    assert texts(g) == ["pass", "use yellow yellow r1c5"]
    g.apply("use yellow yellow r1c5")
    assert g.sheets[1].to_dict()["yellow"][0] == [1, 2, 3, 4, 6]


def test_passive_fallback_die_is_never_polished():
    sheet = blocked_bob(1)
    sheet["blue"] = ["r2c2", "r3c2", "r4c2"]      # now even a polished blue fits nowhere
    g = passive_pick(bob=sheet, **PLATTER)
    # the yellow 6 from Ann's die field may be taken, but not polished (it is no platter die)
    assert texts(g) == ["pass", "use yellow yellow r1c5"]
    refused_unchanged(g, "use yellow yellow r1c5 polish -1", "silver platter")


def solo_blocked(polish, blue=("r3c2",)):
    """Solo passive roll white 2, yellow 1, blue 3 (platter), grey 4, green 5, pink 6:
    only the 4-cell grey part r2c14 is open (too big for the white 2), blue r3c2 is
    crossed, yellow top wants more than 4."""
    sheet = full_sheet()
    sheet["yellow"] = [[1, 2, 3, 4], [1] * 5, [1] * 5]
    sheet["blue"] = list(blue)
    sheet["grey"] = [p for p in GREY_PARTS if p != "r2c14"]
    sheet["polish"] = [polish, 0]
    # the active turn: blue 6 with white 1 crosses r6c1; every other die is lower
    return solo_passive(sheet, faces=(2, 1, 3, 4, 5, 6),
                        active=(roll_text(blue=6), "use blue blue r6c1"))


def test_solo_fallback_not_taken_when_polish_makes_a_platter_die_usable():
    g = solo_blocked(1)
    assert texts(g) == ["pass", "use blue blue r2c2 polish -1", "use blue blue r4c2 polish +1"]


def test_solo_fallback_to_the_other_dice_without_polish():
    g = solo_blocked(0)
    assert texts(g) == ["pass", "use grey grey r2c14"]
    g.apply("use grey grey r2c14")
    assert "r2c14" in g.sheets[0].to_dict()["grey"]


def test_solo_fallback_die_is_never_polished():
    g = solo_blocked(1, blue=("r2c2", "r3c2", "r4c2"))
    assert texts(g) == ["pass", "use grey grey r2c14"]     # no polish on the grey 4 aside
    refused_unchanged(g, "use grey grey r2c14 polish +1", "silver platter")


# --- the action tracks (7 / 7 / 9) -------------------------------------------------------
def test_gaining_the_seventh_reroll_also_gives_a_pink_question_mark():
    g = rolled(sheets={0: {"rerolls": [6, 2]}}, yellow=6)
    assert gains(g, "use yellow yellow r2c1") == ["pink ?", "reroll"]
    assert g.sheets[0].to_dict()["rerolls"] == [7, 2]
    assert texts(g) == [f"bonus pink 1 {v}" for v in range(1, 7)]


@pytest.mark.parametrize("track,have,box,gained", [
    ("plus1", [6, 0], "r2c4", ["plus1"]),       # the 7th +1: nothing more
    ("polish", [8, 0], "r1c2", ["polish"]),     # the 9th polish: nothing more
    ("polish", [6, 0], "r1c2", ["polish"]),
])
def test_last_space_of_the_other_tracks_gives_nothing_more(track, have, box, gained):
    rows = [[1], [1, 1, 1], []]
    g = rolled(sheets={0: {track: have, "yellow": rows}}, yellow=6)
    assert gains(g, f"use yellow yellow {box}") == gained


@pytest.mark.parametrize("track,have,box", [
    ("rerolls", [7, 0], "r2c1"),
    ("rerolls", [7, 7], "r2c1"),
    ("plus1", [7, 3], "r2c4"),
    ("polish", [9, 9], "r1c2"),
])
def test_action_gained_on_a_full_track_is_lost(track, have, box):
    rows = [[1], [1, 1, 1] if box == "r2c4" else [], []]
    g = rolled(sheets={0: {track: have, "yellow": rows}}, yellow=6)
    before = g.sheets[0].to_dict()[track]
    events = [str(e) for e in g.apply(f"use yellow yellow {box}")]
    assert g.sheets[0].to_dict()[track] == before
    assert any("lost" in e and "track is full" in e for e in events)
    assert pending_bonus_text(g) is None      # no pink ? for an 8th reroll either


# --- bonus chains ----------------------------------------------------------------------
def test_chain_pink_5_under_box_7_grey_question_mark_completes_a_shade_fox():
    grey = [p for p in GREY_PARTS if p != "r4c15"]    # the last light grey part is open
    g = rolled(sheets={0: {"pink": [1] * 6, "grey": grey}}, pink=5)
    assert counts(g)["fox"] == 2                       # white and dark complete
    assert gains(g, "use pink pink 7") == ["grey ?"]
    assert texts(g) == ["bonus grey r4c15"]
    assert gains(g, "bonus grey r4c15") == ["fox", "polish"]
    assert g.scores()[0]["foxes"] == 3


def test_chain_yellow_middle_blue_question_mark_second_row_cross_bonus():
    g = rolled(sheets={0: {"yellow": [[], [1, 1], []], "blue": ["r5c1"]}}, yellow=6)
    assert gains(g, "use yellow yellow r2c3") == ["blue ?"]
    assert gains(g, "bonus blue r5c2") == ["grey ?"]    # row 5's second cross
    assert texts(g) == ["bonus grey r1c1", "bonus grey r2c1"]
    assert gains(g, "bonus grey r2c1") == ["reroll"]    # r4c1's reroll


def test_chain_green_field_1_reroll_fills_the_track_pink_question_mark_6_polish():
    g = rolled(sheets={0: {"rerolls": [6, 0]}}, green=6)
    assert gains(g, "use green green l1") == ["pink ?", "reroll"]
    assert gains(g, "bonus pink 1 6") == ["polish"]
    assert g.scores()[0]["pink"] == 2 + 3


def test_row_bonus_resolves_before_the_diagonal_bonus():
    # r3c3 is row 3's second cross (yellow ?) and the diagonal's second (reroll): R6
    g = rolled(sheets={0: {"blue": ["r3c1", "r1c1"]}}, white=3, blue=3)
    assert gains(g, "use blue blue r3c3") == ["yellow ?"]
    assert gains(g, "bonus yellow r3c1 2") == ["reroll"]


# --- rounds ------------------------------------------------------------------------------
@pytest.mark.parametrize("players,rounds", [(1, 6), (2, 6), (3, 5), (4, 4)])
def test_rounds_by_player_count(players, rounds):
    g = new_game([f"P{i}" for i in range(players)], seed=players, variant=VARIANT)
    while not g.is_over:
        g.apply(g.legal_actions()[0])
    log = [str(e) for e in g.log]
    assert [e for e in log if e.endswith("begins.")] == [f"Round {r} begins."
                                                         for r in range(1, rounds + 1)]
    assert sum(e.startswith("Turn: ") for e in log) == rounds * players
    assert log[-1] == "The game is over."


def test_round_bonuses_reroll_plus1_polish_black_then_none():
    g = game(("Ann", "Bob"), seed=3)
    black = []
    while not g.is_over:
        if g.pending.kind == "bonus" and g.pending.bonus == ("black",):
            black.append((g.round, g.pending.player))
        g.apply(g.legal_actions()[0])
    log = [str(e) for e in g.log]
    after = {r: log[log.index(f"Round {r} begins.") + 1:log.index(f"Round {r} begins.") + 3]
             for r in range(1, 7)}
    assert after[1] == ["Ann gained a reroll action.", "Bob gained a reroll action."]
    assert after[2] == ["Ann gained a +1 action.", "Bob gained a +1 action."]
    assert after[3] == ["Ann gained a polish action.", "Bob gained a polish action."]
    assert black == [(4, 0), (4, 1)]
    for r in (5, 6):
        assert not any("gained" in e or "black" in e for e in after[r])


def test_round_one_reroll_is_on_the_track_before_the_first_roll():
    g = new_game(["Ann", "Bob"], seed=1, variant=VARIANT)
    assert [s.to_dict()["rerolls"] for s in g.sheets] == [[1, 0], [1, 0]]
    assert [s.to_dict()["polish"] for s in g.sheets] == [[0, 0], [0, 0]]


# --- solo titles ---------------------------------------------------------------------------
BLUE_63 = [label(r, c) for r in (1, 2) for c in range(1, 7)]   # every column + anti-diagonal
PINK_79 = [6, 6, 6, 6, 6, 6, 6, 4, 6, 6, 6, 6]                 # 42 + 11 x 3 + 4, no fox


def green_scoring(points):
    """Fields 1..9 filled (no fox), scoring `points` (30 to 180)."""
    doubled = min(72, (points - 6) // 2)
    single = points - 2 * doubled
    assert 6 <= single <= 36 and 12 <= doubled <= 72
    sums = _split(single, 3) + _split(doubled, 6)
    lower = [min(6, s - 1) for s in sums]
    return {"lower": lower, "upper": [s - lo for s, lo in zip(sums, lower, strict=True)]}


def _split(total, n):
    """n field sums of 2..12 adding up to total."""
    out = []
    for i in range(n):
        s = max(2, min(12, total - 2 * (n - i - 1)))
        out.append(s)
        total -= s
    assert total == 0
    return out


def yellow_bottom(points):
    return [[], [], [6] * (points // 6) + ([points % 6] if points % 6 else [])]


def sheet_totalling(total):
    """A sheet scoring exactly `total`: without foxes up to 352, above that with the
    full grey area (106 points, 3 foxes) and yellow as the lowest area."""
    if total == 0:
        return {}
    if total <= 352:
        y = max(0, total - 142 - 180)
        return {"yellow": yellow_bottom(y), "blue": BLUE_63, "pink": PINK_79,
                "green": green_scoring(total - 142 - y)}
    y = max(0, -(-(total - 248 - 180) // 4))
    return {"yellow": yellow_bottom(y), "blue": BLUE_63, "pink": PINK_79,
            "grey": list(GREY_PARTS), "green": green_scoring(total - 248 - 4 * y)}


@pytest.mark.parametrize("total", [0, 179, 180, 209, 210, 239, 240, 269, 270, 299, 300, 329,
                                   330, 359, 360, 389, 390, 419, 420, 449, 450, 480])
def test_solo_title_from_the_rating_table(total):
    g = game(sheets={0: sheet_totalling(total)})
    s = g.scores()[0]
    assert s["total"] == total
    assert s["title"] == solo_title(total)


def test_solo_title_330_is_thats_pretty_clever():
    g = game(sheets={0: sheet_totalling(330)})
    assert g.scores()[0]["title"] == "That's pretty clever!"
    assert [t for _, t in SOLO_RATING][4] == "That's pretty clever!"


def test_no_title_with_two_players():
    g = game(("Ann", "Bob"), sheets={0: sheet_totalling(330)})
    assert [s["title"] for s in g.scores()] == [None, None]
