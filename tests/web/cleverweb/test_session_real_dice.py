"""Real dice in the play session (cleverweb/session.py) under
CPython: Roll opens the entry of the real dice' values, each die is tapped,
and the engine gets the whole roll as `roll F F ...`; a missing or wrong tap
is refused in words; undo takes back a mis-tapped roll; bonus chains follow
from entered dice as from rolled ones; the mode survives a save."""

from __future__ import annotations

import random
import re
import sys
from pathlib import Path

from helpers import sheet

import clever

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "web"))

from cleverweb import screens  # noqa: E402
from cleverweb.intents import from_act  # noqa: E402
from cleverweb.session import PERSON, Seat, Session  # noqa: E402

DICE = ["white", "yellow", "blue", "green", "orange", "purple"]


def table(players=("Ann",), seed=1, sheets=None) -> Session:
    s = Session.new(clever, [Seat(n, PERSON) for n in players], seed=seed, real_dice=True)
    for i, marks in (sheets or {}).items():
        s.game.sheets[i] = sheet(s.game, **marks)
    return s


def enter(s: Session, faces: dict) -> None:
    assert s.press(from_act("roll" if s.pending.kind == "roll" else "reroll")).ok
    for die, face in faces.items():
        assert s.press(from_act(f"face-{die}-{face}")).ok
    out = s.press(from_act("enter-dice"))
    assert out.ok, out.message


def test_the_engine_names_the_dice_a_given_roll_lists():
    g = clever.new_game(["Ann"], seed=1)
    assert g.rolling_dice() == DICE
    g.apply("roll 6 5 4 3 2 1")
    assert g.rolling_dice() == DICE                    # a reroll: the dice just rolled
    g.apply("use purple purple 1")                     # the lowest: no die to the platter
    assert g.rolling_dice() == DICE[:5]                # the dice left in the cup


def test_a_roll_is_tapped_in_die_by_die_and_given_to_the_engine():
    s = table()
    out = s.press(from_act("roll"))
    assert out.ok and s.entering == "roll" and s.game.history == []
    html = screens.controls_html(s)
    assert html.count('aria-label="white die shows') == 6 and "Enter these dice" in html
    refused = s.press(from_act("enter-dice"))
    assert not refused.ok
    assert refused.message == ("Tap the values of the white, yellow, blue, green, orange and "
                               "purple dice first.")
    for die, face in zip(DICE, (3, 5, 1, 6, 2, 4), strict=True):
        s.press(from_act(f"face-{die}-{face}"))
    s.press(from_act("face-white-2"))  # changed one's mind: the last tap counts
    assert 'aria-pressed="true" aria-label="white die shows 2"' in screens.controls_html(s)
    assert s.press(from_act("enter-dice")).ok
    assert s.game.history == ["roll 2 5 1 6 2 4"] and s.entering is None
    assert [d["face"] for d in s.game.dice()] == [2, 5, 1, 6, 2, 4]


def test_an_impossible_tap_is_refused_and_changes_nothing():
    s = table()
    assert not s.press(from_act("face-white-3")).ok              # not entering a roll yet
    s.press(from_act("roll"))
    for name in ("face-white-7", "face-pink-3", "face-white-x"):
        assert not s.press(from_act(name)).ok
    assert s.tapped == {} and s.game.history == []
    s.press(from_act("cancel-dice"))
    assert s.entering is None and "Roll the dice: tap in the values" in screens.controls_html(s)


def test_undo_takes_back_a_mis_tapped_roll():
    s = table()
    enter(s, dict(zip(DICE, (1, 1, 1, 1, 1, 1), strict=True)))
    assert s.undo_steps() == 1
    assert s.undo().ok
    assert s.game.history == [] and s.pending.kind == "roll"


def test_a_reroll_is_tapped_in_for_the_dice_just_rolled():
    s = table()
    enter(s, dict.fromkeys(DICE, 3))
    rerolls = s.game.sheets[0].rerolls_left
    assert rerolls >= 1                                # round 1 gives a reroll
    enter(s, dict.fromkeys(DICE, 5))
    assert s.game.history[-1] == "reroll 5 5 5 5 5 5"
    assert s.game.sheets[0].rerolls_left == rerolls - 1


def test_a_bonus_chain_follows_from_entered_dice():
    # blue row 2 -> yellow X; that X completes yellow row 1 -> blue X
    s = table(sheets={0: {"blue": ["r2c1", "r2c2", "r2c3"], "yellow": ["r1c2", "r1c3"]}})
    enter(s, {**dict.fromkeys(DICE, 1), "white": 4, "blue": 4})
    assert s.select("blue").ok
    assert s.click_box("blue", "r2c4").ok
    assert s.pending.bonus == ("x", "yellow")
    assert s.click_box("yellow", "r1c1").ok
    assert s.pending.bonus == ("x", "blue")
    assert s.click_box("blue", "r1c2").ok
    assert {"r1c1", "r1c2", "r1c3"} <= set(s.game.sheets[0].to_dict()["yellow"])


def test_table_mode_survives_a_save_and_play_again():
    s = table(("Ann", "Bob"))
    enter(s, dict.fromkeys(DICE, 2))
    back = Session.from_json(clever, s.to_json())
    assert back.real_dice and back.game.history == ["roll 2 2 2 2 2 2"]
    assert back.again().real_dice
    assert not Session.from_json(clever, Session.new(clever, [Seat("A", PERSON)]).to_json()
                                 ).real_dice


def test_clever_4ever_plays_to_its_end_with_every_roll_tapped_in():
    # The sequel at the table: each roll and reroll tapped in die by die (its
    # dice names are the sequel's), polish and "?" bonuses chosen as usual;
    # the game ends, and replaying its actions gives the same scores.
    for seed, players in ((2, ("Ann",)), (3, ("Ann", "Bob"))):
        s = Session.new(clever, [Seat(n, PERSON) for n in players], seed=seed,
                        variant="clever-4ever", real_dice=True)
        rng = random.Random(seed)
        tapped_rolls = []
        while not s.over:
            kind = s.pending.kind
            moves = [a for a in s.legal() if a.kind not in ("roll", "reroll")]
            if kind == "roll" or (moves and rng.random() < .2 and s.simple("reroll")):
                name = "roll" if kind == "roll" else "reroll"
                assert s.press(from_act(name)).ok and s.entering == name
                faces = {d: rng.randint(1, 6) for d in s.dice_to_enter()}
                for die, face in faces.items():
                    assert s.press(from_act(f"face-{die}-{face}")).ok
                assert s.press(from_act("enter-dice")).ok
                assert s.game.history[-1] == f"{name} " + " ".join(map(str, faces.values()))
                tapped_rolls.append(faces)
            else:
                polish = [a for a in moves if "polish" in str(a)]
                out = s.act(rng.choice(polish if polish and rng.random() < .5 else moves))
                assert out.ok, out.message
        assert any("grey" in f for f in tapped_rolls)   # the sequel's dice were asked for
        assert any("polish" in a for a in s.game.history)
        plain = clever.new_game(list(players), seed=seed, variant="clever-4ever")
        for action in s.game.history:
            plain.apply(action)
        assert plain.scores() == s.game.scores() and plain.pending is None


# ----------------------------------------------------------------------
# Twice as Clever at the table: the return, the silver chain, a skipped roll

TWICE = "twice-as-clever"
TWICE_DICE = ["white", "yellow", "blue", "green", "pink", "silver"]


def twice_table(players=("Ann",), seed=1) -> Session:
    return Session.new(clever, [Seat(n, PERSON) for n in players], seed=seed, variant=TWICE,
                       real_dice=True)


def enter_twice(s: Session, faces: dict) -> list[str]:
    """Roll (or reroll) tapped in; the dice the page asked for, in order."""
    name = "roll" if s.pending.kind == "roll" else "reroll"
    assert s.press(from_act(name)).ok and s.entering == name
    asked = s.dice_to_enter()
    html = screens.controls_html(s)
    for die in asked:
        assert f'aria-label="{die} die shows 1"' in html
    for die, face in faces.items():
        assert s.press(from_act(f"face-{die}-{face}")).ok
    out = s.press(from_act("enter-dice"))
    assert out.ok, out.message
    return asked


def holding_a_return() -> Session:
    """Two blue picks of 12: the second box gives a return; the cup is empty,
    four dice on the platter."""
    s = twice_table()
    enter_twice(s, dict(white=6, yellow=1, blue=6, green=1, pink=1, silver=1))
    assert s.act(clever.parse_action("use blue blue 1")).ok     # 6 + 6 in the first box
    assert enter_twice(s, {"white": 6}) == ["white"]           # only the white die was left
    assert s.act(clever.parse_action("use white blue 2")).ok    # 12 again: a return
    assert s.game.sheets[0].returns_left == 1
    return s


def test_twice_a_returned_die_is_asked_for_in_the_next_roll():
    s = holding_a_return()
    assert not s.simple("roll")                       # nothing left in the cup to roll
    assert sorted(s.returnable()) == ["green", "pink", "silver", "yellow"]
    assert s.press(from_act("return-green")).ok
    assert s.game.dice()[s.game.die_index("green")]["where"] == "cup"
    assert "btn-roll" in screens.controls_html(s)
    asked = enter_twice(s, {"green": 5})              # the returned die is rolled alone
    assert asked == ["green"] and s.game.history[-1] == "roll 5"
    green = s.game.dice()[s.game.die_index("green")]
    assert (green["where"], green["face"]) == ("rolled", 5)    # its platter face is gone
    assert s.act(clever.parse_action("use green green 1")).ok
    assert s.game.sheets[0].to_dict()["green"][0] == 10         # 5 x the first box's 2


def test_twice_an_empty_cup_with_a_return_left_may_end_the_turn():
    s = holding_a_return()
    html = screens.controls_html(s)
    assert "btn-roll" not in html and ">End turn</button>" in html
    assert s.press(from_act("roll")).ok is False      # no roll to tap in: the engine says why
    assert s.entering is None
    assert s.press(from_act("done")).ok
    assert s.game.solo_passive and s.pending.kind == "roll"
    assert enter_twice(s, dict.fromkeys(TWICE_DICE, 4)) == TWICE_DICE  # the passive roll


def test_twice_a_silver_pick_chains_the_dice_it_sends_to_the_platter_and_may_skip():
    s = twice_table()
    enter_twice(s, dict(white=1, yellow=2, blue=1, green=3, pink=2, silver=6))
    assert s.act(clever.parse_action("use silver silver r1c6")).ok
    assert s.pending.kind == "chain"
    chain = {str(a) for a in s.legal()}
    assert {"use yellow silver r1c2", "use blue silver r2c1", "use green silver r3c3",
            "use pink silver r4c2", "done"} <= chain
    assert {f"use white silver r{r}c1" for r in range(1, 5)} <= chain    # white: any row
    assert s.act(clever.parse_action("use green silver r3c3")).ok
    assert s.pending.kind == "chain"
    assert s.act(clever.Action("done")).ok            # the other chain marks skipped
    silver = s.game.sheets[0].to_dict()["silver"]
    assert sorted(silver) == ["r1c6", "r3c3"]
    # every die went to the platter or the field: the passive roll comes next
    assert s.game.solo_passive and s.pending.kind == "roll"
    assert enter_twice(s, dict.fromkeys(TWICE_DICE, 2)) == TWICE_DICE


def test_twice_a_skipped_roll_is_asked_once_and_the_same_dice_are_rolled_again():
    s = twice_table()
    enter_twice(s, dict(white=1, yellow=2, blue=1, green=3, pink=2, silver=6))
    assert s.press(from_act("forfeit")).ok and s.game.history == ["roll 1 2 1 3 2 6"]
    assert s.press(from_act("forfeit")).ok            # asked, then confirmed
    assert s.game.history[-1] == "forfeit" and s.game.choices == 1
    assert enter_twice(s, dict(zip(TWICE_DICE, (3, 4, 5, 6, 1, 2), strict=True))) == TWICE_DICE
    assert s.game.history[-1] == "roll 3 4 5 6 1 2"
    assert s.undo().ok and s.game.history[-1] == "forfeit"     # a mis-tapped roll taken back


def test_twice_plays_to_its_end_with_every_roll_tapped_in():
    # Returns, chains and skips as a player at the table meets them; replaying
    # the actions without the session gives the same scores.
    for seed, players in ((2, ("Ann",)), (3, ("Ann", "Bob"))):
        s = twice_table(players, seed)
        rng = random.Random(seed)
        seen = set()
        while not s.over:
            kind = s.pending.kind
            moves = [a for a in s.legal() if a.kind not in ("roll", "reroll")]
            roll = kind == "roll" and s.simple("roll") and not (moves and rng.random() < .5)
            if roll or (moves and rng.random() < .1 and s.simple("reroll")):
                enter_twice(s, {d: rng.randint(1, 6) for d in s.game.rolling_dice()})
            else:
                a = rng.choice(moves)
                seen.add("chain" if kind == "chain" else a.kind)
                out = s.act(a)
                assert out.ok, out.message
        assert {"return", "chain", "forfeit"} <= seen
        plain = clever.new_game(list(players), seed=seed, variant=TWICE)
        for action in s.game.history:
            plain.apply(action)
        assert plain.scores() == s.game.scores() and plain.pending is None


def test_twice_the_dice_to_tap_in_are_named_in_the_players_language():
    # the white die is no area of the sheet: its row was named "White" in
    # every language
    from cleverweb import lang
    want = {"de": ["Weiß", "Gelb", "Blau", "Grün", "Rosa", "Silber"],
            "fr": ["Blanc", "Jaune", "Bleu", "Vert", "Rose", "Argent"],
            "en": ["White", "Yellow", "Blue", "Green", "Pink", "Silver"]}
    try:
        for code, names in want.items():
            lang.set_current(code)
            s = twice_table()
            assert s.press(from_act("roll")).ok
            html = screens.controls_html(s)
            assert re.findall(r'class="face-die">([^<]*)<', html) == names, code
    finally:
        lang.set_current("en")
