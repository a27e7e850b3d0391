"""What a move caused, as data: each event's kind and fields (the player, the
area and box, the value, the die, the bonus, and the event that caused it),
for every kind of event; the words of every kind in English, German and
French; and that playing builds no words at all until someone asks."""

from __future__ import annotations

import random

import helpers_4ever as ever
import pytest
from helpers import rolled

import clever
from clever import new_game
from clever.event_words import KINDS, describe
from clever.i18n import Msg, tr
from clever.sheet import Sheet

from .i18n.test_i18n_engine import check
from .test_game_turn import FULL

LOW = dict(white=1, yellow=1, blue=1, green=1, orange=1, purple=1)
PC, FE = "pretty-clever", "clever-4ever"


def kinds(events):
    return [e.kind for e in events]


def one(events, kind):
    found = [e for e in events if e.kind == kind]
    assert len(found) == 1, kinds(events)
    return found[0]


# --- the start of a game and of a turn ----------------------------------------------
def test_a_new_game_says_the_round_its_gains_who_starts_and_whose_turn():
    g = new_game(["Ann", "Bob"], seed=5, first=1)
    assert kinds(g.log) == ["round_start", "action_gained", "action_gained", "first_player",
                            "turn"]
    start, ann, bob, first, turn = g.log
    assert (start.player, start.seat, start.value) == (None, None, 1)
    # the round's reroll for each sheet, caused by the round's start, not by a move
    assert [(e.player, e.name, e.action, e.cause) for e in (ann, bob)] == [
        (0, "Ann", "reroll", start), (1, "Bob", "reroll", start)]
    # a line for the table (player None) about a seat
    assert (first.player, first.seat, first.name, first.value) == (None, 1, "Bob", "chosen")
    assert (turn.player, turn.seat, turn.name) == (None, 1, "Bob")
    drawn = new_game(["Ann", "Bob"], seed=5)
    assert one(drawn.log, "first_player").value == "drawn"
    assert "first_player" not in kinds(new_game(["Ann"], seed=5).log)  # no one to draw


def test_a_roll_and_a_reroll_list_their_dice_and_the_reroll_its_action():
    g = new_game(["Ann", "Bob"], seed=5, first=0)
    g.sheets[0] = Sheet.from_dict(g.variant, {"rerolls": [1, 0]})
    roll, = g.apply("roll 3 5 2 6 4 1")
    assert (roll.kind, roll.player, roll.name) == ("roll", 0, "Ann")
    assert roll.dice == (("white", 3), ("yellow", 5), ("blue", 2), ("green", 6),
                         ("orange", 4), ("purple", 1))
    used, again = g.apply("reroll 1 2 3 4 5 6")
    assert (used.kind, used.player, used.action) == ("action_used", 0, "reroll")
    assert (again.kind, again.cause, again.dice[0]) == ("reroll", used, ("white", 1))


def test_a_die_entered_says_the_die_its_face_the_area_the_box_and_the_value():
    g = new_game(["Ann", "Bob"], seed=5, first=0)
    g.apply("roll 3 5 2 6 4 1")
    e, platter = g.apply("use white blue r2c1")        # white 3 as blue: 3 + blue 2
    assert (e.kind, e.player, e.die, e.face, e.area, e.box, e.value) == (
        "die_entered", 0, "white", 3, "blue", "r2c1", 5)
    assert (e.polish, e.action, e.cause) == (0, None, None)
    assert str(e) == "Ann entered the white 3 (5) as blue in the blue 5 box (row 2, column 1)."
    # the lower dice go to the silver platter: a line for the table
    assert (platter.kind, platter.player, platter.seat) == ("to_platter", None, 0)
    assert platter.dice == (("blue", 2), ("purple", 1))


def test_a_polished_die_and_a_plus1_die_say_so():
    g = ever.passive_pick(bob={"polish": [2, 0]}, blue=2, grey=3, green=4, pink=5, white=1)
    e, = [x for x in g.apply("use pink pink 1 polish +1") if x.kind == "die_entered"]
    assert (e.die, e.face, e.polish, e.value, e.player) == ("pink", 5, 1, 6, 1)
    assert str(e) == "Bob entered the pink 5 polished to 6 in pink box 1."
    g = new_game(["Ann", "Bob"], seed=1, first=0)
    g.sheets[0] = Sheet.from_dict(g.variant, {"plus1": [2, 0]})
    for action in ("roll 3 4 2 5 1 6", "use white blue r2c1", "roll 6 2 1",
                   "use yellow yellow r1c2"):
        g.apply(action)
    assert g.pending == (0, "extra", None)
    plus, = g.apply("plus1 purple purple 1")
    assert (plus.kind, plus.action, plus.die, plus.face, plus.area, plus.box) == (
        "die_entered", "plus1", "purple", 1, "purple", "1")
    assert str(plus).endswith("with a +1 action.")


def test_a_number_marked_in_steps_says_whether_it_was_circled_or_crossed():
    """Twice as Clever's yellow: the same number is circled, then crossed;
    "entered" alone would not tell the player which."""
    g = new_game(["Ann"], seed=1, variant="twice-as-clever")
    g.apply("roll 3 3 3 3 3 3")
    first, = g.apply("use yellow yellow r1c2")
    assert (first.kind, first.area, first.box, first.mark) == (
        "die_entered", "yellow", "r1c2", "circled")
    assert str(first) == "Ann circled the yellow 3 of row 1 with the yellow 3."
    g.apply("roll 3 3 3 3 3")
    second, = g.apply("use white yellow r1c2")
    assert (second.die, second.mark) == ("white", "crossed")
    assert str(second) == "Ann crossed the yellow 3 of row 1, already circled, with the white 3."
    assert tr(second.text, "de") == (
        "Ann kreuzt mit Weiß 3 Kästchen 3 (Gelb, Zeile 1) an, das schon eingekreist war.")
    assert tr(first.text, "fr") == "Ann a entouré la case 3 (jaune, ligne 1) avec le dé jaune 3."
    # the other games' areas mark a box at once
    g = new_game(["Ann"], seed=5)
    g.apply("roll 3 5 2 6 4 1")
    entered, *_ = g.apply("use yellow yellow r1c3")
    assert entered.mark is None


def test_a_lost_roll_a_pass_and_a_forced_pass():
    g = new_game(["Ann", "Bob"], seed=1, first=0)
    g.sheets[0] = Sheet.from_dict(g.variant, FULL)    # no box left for any die
    g.apply("roll 3 4 2 5 1 6")
    lost, = g.apply("forfeit")
    assert (lost.kind, lost.player, lost.value) == ("forfeit", 0, 1)
    # Bob passes by choice; with no die to use he passes by force
    g = new_game(["Ann", "Bob"], seed=1, first=0)
    g.apply("roll 3 4 2 5 1 6")
    g.apply("use purple purple 1")
    passed, = [e for e in g.apply("pass") if e.kind == "pass"]
    assert (passed.player, passed.name) == (1, "Bob")
    forced = one(bob_with_no_die().apply("use purple purple 1"), "no_die")
    assert (forced.player, forced.seat) == (1, 1)


def bob_with_no_die():
    """Ann rolled; once she takes her purple 6, no platter die fits Bob's sheet."""
    g = new_game(["Ann", "Bob"], seed=1, first=0)
    g.sheets[1] = Sheet.from_dict(g.variant, {
        "yellow": ["r2c2", "r3c1"], "blue": ["r1c2"], "green": [1],
        "orange": [2, 2, 2, 4, 2, 2, 4, 2, 4, 2, 6], "purple": [1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5]})
    g.apply("roll 1 1 1 1 1 6")
    return g


def test_the_solo_passive_roll_names_every_die_and_the_platter():
    g = new_game(["Ann"], seed=5)
    g.apply("roll 1 1 1 1 1 6")
    g.apply("use purple purple 1")
    while g.pending.kind != "roll":
        g.apply(g.legal_actions()[-1])
    roll, = g.apply("roll 6 5 4 3 2 1")
    assert roll.kind == "passive_roll" and roll.player == 0
    assert roll.dice[0] == ("white", 6)
    assert roll.value == (("green", 3), ("orange", 2), ("purple", 1))


# --- bonuses and their chains --------------------------------------------------------
def test_the_r6_chain_says_which_mark_gave_which_bonus():
    # blue r2c2 completes row 2 (yellow X) and column 2 (green X); the yellow X
    # completes yellow row 1, whose blue X comes before the column's green X
    g = rolled(sheets={0: {"blue": ["r1c2", "r3c2", "r2c1", "r2c3", "r2c4"],
                           "yellow": ["r1c2", "r1c3"]}}, **{**LOW, "white": 3, "blue": 3})
    mark = one(g.apply("use blue blue r2c2"), "die_entered")
    assert (mark.area, mark.box, mark.value) == ("blue", "r2c2", 6)
    yellow, = g.apply("bonus yellow r1c1")   # chosen a move later: its cause is kept
    assert (yellow.kind, yellow.bonus, yellow.area, yellow.box, yellow.value) == (
        "bonus_placed", ("x", "yellow"), "yellow", "r1c1", 0)
    assert yellow.cause is mark
    blue, gained, green = g.apply("bonus blue r3c3")
    assert (blue.kind, blue.bonus, blue.box, blue.cause) == (
        "bonus_placed", ("x", "blue"), "r3c3", yellow)
    # the green X goes in the next green box by itself: gained, then placed
    assert (gained.kind, gained.bonus, gained.cause) == ("bonus_gained", ("x", "green"), mark)
    assert (green.kind, green.area, green.box, green.cause) == (
        "bonus_placed", "green", "1", gained)


def test_an_automatic_chain_crosses_three_areas_in_one_move():
    # green box 9 -> purple 6 in purple's box 10 -> orange 6
    g = rolled(sheets={0: {"green": [6] * 8, "purple": [6] * 9}}, **{**LOW, "green": 4})
    told = g.apply("use green green 9")
    assert kinds(told) == ["die_entered", "to_platter", "bonus_gained", "bonus_placed",
                           "bonus_gained", "bonus_placed"]
    mark, _, purple_gained, purple, orange_gained, orange = told
    assert (purple_gained.bonus, purple_gained.cause) == (("num", "purple", 6), mark)
    assert (purple.area, purple.box, purple.value, purple.cause) == (
        "purple", "10", 6, purple_gained)
    assert (orange_gained.bonus, orange_gained.cause) == (("num", "orange", 6), purple)
    assert (orange.area, orange.box, orange.value, orange.cause) == (
        "orange", "1", 6, orange_gained)


def test_a_4ever_pink_5_whose_grey_question_mark_completes_a_shade_earns_a_fox():
    others = [p for p in ever.GREY_PARTS if p != "r3c7"]
    g = ever.rolled(sheets={0: {"grey": others, "pink": [1] * 6}}, pink=5)
    pink = one(g.apply("use pink pink 7"), "die_entered")
    assert (pink.die, pink.face, pink.area, pink.box) == ("pink", 5, "pink", "7")
    assert g.pending.bonus == ("any", "grey")
    grey, fox = g.apply("bonus grey r3c7")
    assert (grey.kind, grey.bonus, grey.area, grey.box, grey.value, grey.cause) == (
        "bonus_placed", ("any", "grey"), "grey", "r3c7", None, pink)
    assert (fox.kind, fox.player, fox.cause) == ("fox", 0, grey)
    assert str(grey) == ("Ann crossed the white part of 2 boxes from row 3, column 7 "
                         "(grey ? bonus).")


def test_a_round_start_gain_is_kept_apart_from_the_moves_gains():
    # round 1's last pick completes blue's first row (an orange 5); round 2's
    # +1 comes with the round, not with the move
    g = new_game(["Ann"], seed=3)
    while not (g.solo_passive and g.pending.kind == "pick"):
        g.apply(g.legal_actions()[-1])
    assert g.round == 1 and g.dice()[2]["where"] == "platter"
    g.sheets[0] = Sheet.from_dict(g.variant, {"blue": ["r1c3", "r1c4"]})
    g.faces[0] = g.faces[2] = 1  # blue 1 + white 1
    g._legal = None
    told = g.apply("use blue blue r1c2")
    assert kinds(told) == ["die_entered", "bonus_gained", "bonus_placed", "round_start",
                           "action_gained", "turn"]
    mark, gained, placed, start, plus1, _ = told
    assert (gained.bonus, gained.cause, placed.cause) == (("num", "orange", 5), mark, gained)
    assert (start.value, plus1.action, plus1.cause) == (2, "plus1", start)
    # what the move caused, told apart from what the round gave
    assert [e for e in told if caused_by(e, mark)] == [gained, placed]


def caused_by(e, root) -> bool:
    while e.cause is not None:
        if e.cause is root:
            return True
        e = e.cause
    return False


def test_a_black_bonus_and_what_it_brings():
    g = new_game(["Ann", "Bob"], seed=6, first=0)
    while g.pending.bonus != ("black",):
        g.apply(g.legal_actions()[0])
    start = next(e for e in reversed(g.log) if e.kind == "round_start")
    placed, gained, orange = g.apply("bonus yellow r2c1")
    assert (placed.bonus, placed.area, placed.box, placed.value) == (("black",), "yellow",
                                                                    "r2c1", 0)
    assert placed.cause is start  # round 4's bonus comes with the round
    assert (gained.bonus, gained.cause, orange.cause) == (("num", "orange", 4), placed, gained)
    assert str(placed) == "Ann wrote a black X in the yellow 2 box (row 2, column 1) (bonus)."


def test_bonuses_and_actions_lost_say_what_was_lost():
    told = blue_full().apply("use green green 6")    # green 6 gives a blue X
    lost = one(told, "bonus_lost")
    assert (lost.bonus, lost.player, lost.cause) == (("x", "blue"), 0, told[0])
    g = ever.rolled(sheets={0: {"rerolls": [7, 0], "yellow": [[1], [], []]}}, yellow=6)
    told = g.apply("use yellow yellow r2c1")
    full = one(told, "action_lost")
    assert (full.action, full.bonus, full.cause) == ("reroll", ("reroll",), told[0])


def blue_full():
    """Every blue box crossed, a green 6 rolled for green's 6th box."""
    blue = new_game(["Ann"], seed=1).variant.areas["blue"]
    return rolled(sheets={0: {"blue": [blue.box_label(c) for c in blue.open_cells],
                              "green": [6] * 5}}, **{**LOW, "green": 6})


def test_a_track_end_bonus_names_the_action_that_gave_it():
    g = ever.rolled(sheets={0: {"rerolls": [6, 0], "yellow": [[1], [], []]}}, yellow=6)
    told = g.apply("use yellow yellow r2c1")
    gained = one(told, "action_gained")
    assert gained.action == "reroll" and gained.cause is told[0]
    assert g.pending.bonus == ("any", "pink")
    placed, = [e for e in g.apply("bonus pink 1 3") if e.kind == "bonus_placed"]
    assert placed.cause is gained


def test_one_phone_per_player_says_what_was_tapped_in():
    g = new_game(["Me", "Bob", "Cy"], seed=5, options=["own_sheet"], first=1)
    platter = one(g.apply("platter 0 2 0 1 0 3"), "platter_entered")
    assert (platter.player, platter.seat, platter.name) == (0, 1, "Bob")
    assert platter.dice == (("yellow", 2), ("green", 1), ("purple", 3))
    g = new_game(["Me", "Bob", "Cy"], seed=5, options=["own_sheet"], first=1)
    g.sheets[0] = Sheet.from_dict(g.variant, {"yellow": ["r2c2", "r3c1"], "green": [1],
                                              "purple": [5]})
    g._legal = None
    g.apply("platter 0 1 0 1 0 1")
    fields = one(g.apply("fields 1 2 5"), "fields_entered")
    assert (fields.player, fields.seat) == (0, 1)
    assert fields.dice == (("white", 1), ("blue", 2), ("orange", 5))


def test_the_last_move_ends_the_game():
    g = new_game(["Ann"], seed=2)
    while not g.is_over:
        told = g.apply(g.legal_actions()[0])
    end = told[-1]
    assert (end.kind, end.player, end.seat) == ("game_end", None, None)


# --- every event sets only its kind's fields ----------------------------------------
# the fields docs/api.md's table gives each kind; every other field keeps its
# empty value (player, kind, seat, name and variant are each event's own)
EMPTY = dict(area=None, box=None, value=None, die=None, face=None, polish=0, action=None,
             bonus=None, dice=(), cause=None, mark=None)
SETS = {
    "round_start": {"value"}, "first_player": {"value"}, "turn": set(),
    "roll": {"dice"}, "reroll": {"dice", "cause"}, "passive_roll": {"dice", "value"},
    "die_entered": {"area", "box", "value", "die", "face", "polish", "action", "mark"},
    "to_platter": {"dice"}, "forfeit": {"value"}, "roll_skipped": {"value"},
    "action_used": {"action", "die", "face"},
    "action_gained": {"action", "bonus", "cause"}, "action_lost": {"action", "bonus", "cause"},
    "fox": {"bonus", "cause"}, "bonus_gained": {"bonus", "cause"},
    "bonus_placed": {"area", "box", "value", "bonus", "cause"},
    "bonus_lost": {"bonus", "cause"}, "pass": set(), "no_die": set(),
    "platter_entered": {"dice"}, "fields_entered": {"dice"}, "game_end": set(),
}
# a line for the whole table (player None): about the game, or about a seat
TABLE_LINES = {"round_start": False, "game_end": False, "first_player": True, "turn": True,
               "to_platter": True}


@pytest.mark.parametrize("variant", [PC, FE, "twice-as-clever"])
def test_every_event_sets_only_the_fields_its_kind_has(variant):
    assert sorted(SETS) == sorted(KINDS)
    rng = random.Random(11)
    for seed in range(60):
        players = ["Ann", "Bob", "Cy", "Di"][: 1 + seed % 4]
        g = new_game(players, seed=seed, variant=variant)
        while not g.is_over:
            g.apply(rng.choice(g.legal_actions()))
        active = None
        for e in g.log:
            assert e.variant == (variant, frozenset()), e
            for name, empty in EMPTY.items():
                if name not in SETS[e.kind]:
                    assert getattr(e, name) == empty, (name, e)
            if e.kind == "turn":
                active = e.seat
            if e.kind in TABLE_LINES:
                assert e.player is None, e
                # a seat's line: the turn's own, and the platter's dice are
                # the active player's (a choice's lower dice, a turn's last)
                want = active if TABLE_LINES[e.kind] and e.kind != "first_player" else e.seat
                assert e.seat == want and (e.seat is None) != TABLE_LINES[e.kind], e
            else:
                assert e.player == e.seat is not None and e.name == players[e.seat], e


# --- words, on demand -----------------------------------------------------------------
def every_kind():
    """One event of each kind: from seeded games of both variants (and games on
    one phone per player), and the rare kinds from the positions above."""
    found = {}
    rng = random.Random(7)
    setups = [(PC, ["Ann", "Bob"], ()), (FE, ["Ann"], ()), (PC, ["Ann"], ()),
              (FE, ["Ann", "Bob"], ("own_sheet",)), ("twice-as-clever", ["Ann"], ())]
    for seed in range(3):
        for variant, players, options in setups:
            g = new_game(players, seed=seed, variant=variant, options=options)
            while not g.is_over:
                g.apply(rng.choice(g.legal_actions()))
            for e in g.log:
                found.setdefault(e.kind, e)
    g = bob_with_no_die()
    found["no_die"] = one(g.apply("use purple purple 1"), "no_die")
    g = ever.rolled(sheets={0: {"rerolls": [7, 0], "yellow": [[1], [], []]}}, yellow=6)
    found["action_lost"] = one(g.apply("use yellow yellow r2c1"), "action_lost")
    found["bonus_lost"] = one(blue_full().apply("use green green 6"), "bonus_lost")
    return found


EVERY = every_kind()


def test_the_seeded_games_meet_every_kind_of_event():
    assert sorted(EVERY) == sorted(KINDS) == sorted(clever.EVENT_KINDS)
    assert clever.describe_event is describe  # the API's name for the words of an event


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("lang", ("de", "fr"))
def test_every_kind_of_event_has_words_in_each_language(kind, lang):
    e = EVERY[kind]
    text = e.text
    assert isinstance(text, Msg) and text == str(e) == describe(e)
    assert check(text, lang) != tr(text, "en") == str(text)


def test_playing_200_games_builds_no_words(monkeypatch):
    built = []
    original = Msg.__new__

    def counted(cls, key, /, **params):
        built.append(key)
        return original(cls, key, **params)

    monkeypatch.setattr(Msg, "__new__", counted)
    rng = random.Random(3)
    for seed in range(200):
        variant = (PC, FE)[seed % 2]
        players = ["Ann", "Bob", "Cy"][: 1 + seed % 3]
        g = new_game(players, seed=seed, variant=variant)
        while not g.is_over:
            g.apply(rng.choice(g.legal_actions()))
    assert built == []
    # the words come when asked
    assert str(g.log[-1]) == "The game is over." and built == ["The game is over."]
