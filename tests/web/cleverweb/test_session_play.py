"""The play UI's pure modules under CPython: session (clicks -> engine actions,
undo, hand-over, saves), the SVG sheet and the dice table markup."""

from __future__ import annotations

import json
import random
import sys
import xml.dom.minidom
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "web"))

from cleverweb import screens  # noqa: E402
from cleverweb.intents import from_act  # noqa: E402
from cleverweb.session import (  # noqa: E402
    COMPUTER,
    PERSON,
    SaveError,
    Seat,
    Session,
    action_text,
)
from cleverweb.sheet import sheet_svg  # noqa: E402
from cleverweb.table import table_html  # noqa: E402
from helpers import faces, sheet  # noqa: E402

import clever  # noqa: E402


def solo(seed=3, undo=True):
    s = Session.new(clever, [Seat("Ann")], seed=seed, undo=undo)
    s.viewer = 0
    return s


def play_first(s: Session) -> None:
    """One UI step the way a person clicking would: the first thing offered."""
    p = s.pending
    if p.kind == "roll":
        assert s.press(from_act("roll")).ok
    elif p.kind == "bonus":
        area, box = s.targets()[0]
        assert s.click_box(area, box).ok
    elif s.usable_dice():
        assert s.select(s.usable_dice()[0]).ok
        area, box = s.targets()[0]
        assert s.click_box(area, box).ok
    else:
        for kind in ("forfeit", "pass", "done"):
            if s.simple(kind):
                assert s.press(from_act(kind)).ok
                break
        else:
            raise AssertionError(f"stuck at {p}")


def test_solo_game_through_clicks_matches_engine_replay():
    s = solo(11)
    steps = 0
    while not s.over:
        play_first(s)
        steps += 1
        assert steps < 1000
    replay = clever.load_game(s.game.to_json())
    assert replay.scores()[0]["total"] == s.game.scores()[0]["total"]
    html = screens.scoreboard_html(s)
    assert f'data-total="{s.game.scores()[0]["total"]}"' in html
    assert s.game.scores()[0]["title"] in html.replace("&#x27;", "'")


def test_illegal_box_click_explains_and_changes_nothing():
    s = solo(5)
    s.press(from_act("roll"))
    die = s.usable_dice()[0]
    s.select(die)
    good = set(s.targets())
    bad = next((a, b) for a in ("yellow", "blue") for b in
               [s.game.variant.areas[a].box_label(c) for c in s.game.variant.areas[a].open_cells]
               if (a, b) not in good)
    before = s.game.to_json()
    out = s.click_box(*bad)
    assert not out.ok and out.message
    assert s.game.to_json() == before


def test_unusable_die_is_explained():
    s = solo(5)
    s.game.sheets[0] = sheet(s.game, green=[1])   # green box 2 needs 2 or more
    assert s.press(from_act("roll")).ok
    faces(s.game, green=1)
    assert "green" not in s.usable_dice()
    out = s.select("green")                         # its value fits nowhere
    assert not out.ok and out.message
    assert "green 1" in out.message and "cannot be entered" in out.message
    assert s.selected is None
    out = s.select("nope")
    assert not out.ok and "no nope die" in out.message
    first = s.usable_dice()[0]                      # a die already on a die field
    assert s.select(first).ok and s.click_box(*s.targets()[0]).ok
    assert s.press(from_act("roll")).ok
    out = s.select(first)
    assert not out.ok and "not among the dice just rolled" in out.message


def test_undo_takes_back_choice_and_following_roll_without_new_dice():
    s = solo(8)
    s.press(from_act("roll"))
    faces = [d["face"] for d in s.game.dice()]
    die = s.usable_dice()[0]
    s.select(die)
    s.click_box(*s.targets()[0])
    s.press(from_act("roll"))
    assert s.undo_steps() == 2
    assert s.undo().ok
    assert s.pending.kind == "choose"
    assert [d["face"] for d in s.game.dice()] == faces
    assert s.undo_steps() == 0  # a roll alone is not a decision


def test_honest_dice_has_no_undo():
    s = solo(8, undo=False)
    s.press(from_act("roll"))
    s.select(s.usable_dice()[0])
    s.click_box(*s.targets()[0])
    assert s.undo_steps() == 0
    assert not s.undo().ok


def test_hot_seat_handover_and_computer_moves():
    s = Session.new(clever, [Seat("Ann"), Seat("Bob"), Seat("Cy", COMPUTER)], seed=4)
    assert s.handover_needed()
    s.accept_handover()
    assert not s.handover_needed()
    steps = 0
    while not s.over:
        if s.computer_to_move():
            assert s.bot_step().ok
        else:
            if s.handover_needed():
                s.accept_handover()
            play_first(s)
        steps += 1
        assert steps < 3000
    assert len(s.actors) == len(s.game.history)


def test_session_save_round_trip_keeps_selection():
    s = solo(21)
    s.press(from_act("roll"))
    s.select(s.usable_dice()[0])
    back = Session.from_json(clever, s.to_json())
    assert back.game.to_json() == s.game.to_json()
    assert back.selected == s.selected
    assert back.actors == s.actors


@pytest.mark.parametrize("text,words", [
    ("{broken", "not valid JSON"),
    ("[]", "not a saved game of this app"),
    (json.dumps({"format": "x"}), "not a saved game of this app"),
    (json.dumps({"format": "clever-session", "version": 1,
                 "seats": [{"name": "A", "kind": PERSON}],
                 "game": {"format": "clever-game"}}), "no version number"),
])
def test_broken_saves_raise_with_words(text, words):
    with pytest.raises(SaveError) as info:
        Session.from_json(clever, text)
    assert str(info.value)
    assert words in str(info.value)


def test_sheet_svg_is_well_formed_and_labelled():
    s = solo(2)
    rng = random.Random(1)
    for _ in range(40):
        if s.over:
            break
        s.game.apply(rng.choice(s.game.legal_actions()))
    svg = sheet_svg(s.game, 0, [("green", "1")])
    doc = xml.dom.minidom.parseString(svg)
    boxes = [g for g in doc.getElementsByTagName("g") if "box" in g.getAttribute("class")
             and g.getAttribute("data-area")]
    # every box of every area is drawn from the sheet data
    areas = s.game.variant.areas
    assert len(boxes) == sum(a.size for a in areas.values())
    assert all(b.getAttribute("aria-label") for b in boxes)
    g5 = doc.getElementsByTagName("g")
    labels = [g.getAttribute("aria-label") for g in g5]
    assert any("green box 5, needs 5 or more" in x for x in labels)


def test_table_html_lists_six_dice():
    s = solo(2)
    s.press(from_act("roll"))
    html = table_html(s.game, s.usable_dice())
    assert html.count('class="die ') == 6


def test_setup_parsing():
    seats, seed, err = screens.parse_setup(2, ["Ann", " Bob "], [PERSON, "computer:skilled"],
                                           "42")
    assert err == "" and seats == [("Ann", PERSON, ""), ("Bob", COMPUTER, "skilled")]
    assert seed == 42
    # a computer seat without a known level gets the strongest bot
    assert screens.parse_setup(1, ["Cy"], ["computer:nonsense"], "")[0] == [
        ("Cy", COMPUTER, "master")]
    assert screens.parse_setup(2, ["Ann", ""], [PERSON, PERSON], "")[2]
    assert screens.parse_setup(1, ["Ann"], [PERSON], "x1")[2]
    assert screens.parse_setup(2, ["Ann", "Ann"], [PERSON, PERSON], "")[2]


def test_computer_seats_play_at_their_own_level():
    from clever.bots import make_bot
    s = Session.new(clever, [Seat("Ann"), Seat("Bob", COMPUTER, "beginner")], seed=8)
    while s.pending.player != 1:
        s.act(s.game.legal_actions()[0])
    assert s.bot_name() == "beginner"
    expected = make_bot("beginner").choose(s.game, None)
    assert s.bot_step().ok
    assert s.game.history[-1] == str(expected)
    again = Session.from_json(clever, s.to_json())
    assert again.seats[1].level == "beginner"
    assert again.again().seats[1].level == "beginner"


def test_computer_thinks_in_slices_and_drops_a_stale_move():
    """The page runs bot_thinking() one slice per browser task: the same move
    as bot_step(), thought in several slices; refused once the game moved on."""
    from clever.bots import make_bot
    s = Session.new(clever, [Seat("Ann"), Seat("Max", COMPUTER, "master")], seed=8)
    while s.pending.player != 1 or len(s.legal()) < 4:
        s.act(s.game.legal_actions()[0])
    expected = make_bot("master").choose(s.game, None)
    thinking = s.bot_thinking()
    slices = 1
    while not thinking.step():
        assert not thinking.stale(s)
        slices += 1
    assert slices > 2 and thinking.result == expected
    # a copy of the session (same position) moves on: this thinking is stale there
    other = Session.from_json(clever, s.to_json())
    assert thinking.stale(other) and not other.play_thought(thinking).ok
    moves = len(s.game.history)
    late = s.bot_thinking()
    late.step()
    assert s.play_thought(thinking).ok and s.game.history[-1] == str(expected)
    assert len(s.game.history) == moves + 1
    assert late.stale(s) and late.finish() is None   # it stops, with no move
    assert not s.play_thought(late).ok   # nothing applied twice
    assert len(s.game.history) == moves + 1


def test_hint_in_slices_is_the_hint():
    s = solo(3)
    s.press(from_act("roll"))
    hinting = s.suggestion_thinking()
    assert not hinting.step()   # the master's search takes more than one slice
    assert hinting.finish() == s.suggestion()


def test_hint_names_the_coach_suggestion():
    from clever.bots import coach
    s = solo(3)
    s.press(from_act("roll"))
    best = coach(s.game, level="master")[0][0]
    out = s.press(from_act("suggest"))
    assert out.ok and out.message.startswith("Suggested: " + action_text(best, s.game))
    assert "expected final score" in out.message
    assert 'data-act="suggest"' in screens.controls_html(s)


def test_level_choices_are_the_bot_ladder_without_importing_the_bots():
    # the new-game screen offers exactly the engine's levels, weakest first,
    # with the strongest as the default, and drawing it does not load the bots
    import subprocess

    from cleverweb.session import LEVEL_NAMES, strongest_bot

    from clever.bots import LEVELS
    assert list(LEVEL_NAMES) == list(LEVELS)
    assert strongest_bot() == LEVELS[-1]
    code = ("import sys; sys.path.insert(0, 'web'); from cleverweb import screens; "
            "import clever; html = screens.setup_html(); "
            "print('clever.bots' in sys.modules, 'Master' in html)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=Path(__file__).resolve().parents[3])
    assert out.stdout.split() == ["False", "True"], out.stderr


def test_plain_actions_and_points_in_players_words():
    s = solo(3)
    g = s.game
    assert action_text(clever.Action("forfeit"), g) == "give up this roll: no die can be used"
    assert action_text(clever.Action("reroll"), g).startswith("use a reroll")
    assert action_text(clever.Action("done"), g).startswith("finish")
    from cleverweb.sheet.shapes import header
    assert "1 point<" in header("green", 0, 0, 300, 1)
    assert "2 points<" in header("green", 0, 0, 300, 2)


def test_turn_words_and_computer_seat_names():
    from cleverweb.review import turn_words
    s = Session.new(clever, [Seat("You"), Seat("Computer", COMPUTER), Seat("Robo", COMPUTER)],
                    seed=1)
    assert turn_words(s.game) == "your turn"
    assert screens.seat_name(s, 1) == "Computer"
    assert screens.seat_name(s, 2) == "Robo (computer)"
    assert screens.seat_name(s, 0) == "You"


def test_a_plus1_at_the_turns_end_says_no_die_is_left_to_roll_not_that_none_was_rolled():
    rng = random.Random(5)
    for seed in range(40):
        g = clever.new_game(["Ann"], seed=seed)
        while not g.is_over and (g.pending.kind != "extra" or any(
                d["where"] in ("rolled", "cup") for d in g.dice())):
            g.apply(rng.choice(g.legal_actions()))
        if not g.is_over:
            break
    assert not g.is_over, "no +1 decision with every die used up in 40 games"
    html = table_html(g)
    assert "none left to roll" in html and "no dice rolled" not in html
