"""One phone per player in the play session and screens under CPython
(cleverweb/own_sheet.py): the new-game choice, the platter taps and their
refusals, taps kept over a save, only my sheet, my score without a ranking,
and the history record of a finished game."""

from __future__ import annotations

import json
import random
import sys
from html import escape
from pathlib import Path

import clever
from clever.history import make_record

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "web"))

from cleverweb import own_sheet, screens  # noqa: E402
from cleverweb.intents import from_act  # noqa: E402
from cleverweb.replay import Replay, replay_parts  # noqa: E402
from cleverweb.review import reviewable  # noqa: E402
from cleverweb.session import PERSON, Seat, Session  # noqa: E402

DICE = ("white", "yellow", "blue", "green", "orange", "purple")


def phone(names=("You", "Bob", "Cy"), first=1, seed=2) -> Session:
    return Session.new(clever, [Seat(n, PERSON) for n in names], seed=seed, real_dice=True,
                       options=own_sheet.options_with(()), first=first)


def tap(s: Session, faces) -> None:
    for die, face in zip(s.game.variant.dice, faces, strict=True):
        assert s.press(from_act(f"face-{die}-{face}")).ok


def test_the_new_game_choice_fills_names_and_asks_who_starts():
    assert 'id="real-phone"' in screens.setup_html() and 'id="first-seat"' in screens.setup_html()
    names, kinds, options, first, error = own_sheet.setup_choice(3, ["Me", " ", ""],
                                                                   ["same_dice"], "2")
    assert (names, kinds, options, first, error) == (
        ["Me", "Player 2", "Player 3"], ["person"] * 3, ["own_sheet", "same_dice"], 2, "")
    assert own_sheet.setup_choice(1, ["Me"], [], "0")[-1].startswith(
        "One phone per player is for 2 to 4 players")
    assert own_sheet.setup_choice(2, ["Me", "Bob"], [], "3")[-1] == \
        "Who starts must be one of the 2 players."


def test_the_platter_is_tapped_in_and_refusals_change_nothing():
    s = phone()
    assert s.viewer == 0 and not s.handover_needed()
    assert screens.prompt_text(s).startswith("Bob's turn: tap in the dice Bob left")
    html = screens.controls_html(s)
    assert html.count('class="face-row"') == 6 and "Not on the platter" in html
    assert 'aria-label="white die is not on the platter"' in html
    assert not s.press(from_act("face-white-7")).ok and not s.press(from_act("face-pink-2")).ok
    out = s.press(from_act("enter-dice"))
    assert not out.ok and out.message.startswith("Tap a value for every die first")
    tap(s, (1, 0, 0, 0, 0, 2))
    out = s.press(from_act("enter-dice"))
    assert not out.ok and out.message.startswith("At least 3 dice lie on the silver platter")
    assert s.game.history == [] and s.tapped["purple"] == 2
    s.press(from_act("face-green-4"))
    back = Session.from_json(clever, s.to_json())         # a reload mid-entry
    assert back.tapped == s.tapped
    assert back.press(from_act("enter-dice")).ok
    assert back.game.history == ["platter 1 0 0 4 0 2"]
    assert back.tapped == {} and back.pending.kind == "fields"


def test_taps_that_no_longer_fit_are_dropped_on_load():
    s = phone()
    data = json.loads(s.to_json())
    data["tapped"] = {"white": 9, "yellow": 3, "pink": 1, "blue": "2"}
    assert Session.from_json(clever, json.dumps(data)).tapped == {"yellow": 3}


def test_only_my_sheet_and_my_score_without_a_ranking():
    s = phone(("You", "Bob"), first=0)
    assert screens.seat_tabs_html(s) == "" and "Your sheet" in screens.sheet_head(s)
    rng = random.Random(2)
    while not s.over:
        s.act(rng.choice(s.game.legal_actions()))
    total = s.game.scores()[0]["total"]
    board = screens.scoreboard_html(s)
    assert escape(f"You scored {total} points. The other players' scores are on their own "
                  "phones.") in board
    assert "winner" not in board.replace('id="winner"', "").replace('class="winner"', "")
    assert board.count('id="score-row-') == 1 and reviewable(s) == [0]
    record = make_record("app-x", "2026-12-01T05:00:00Z", "table", s.game.variant.name,
                         s.game.scores())
    assert [p["name"] for p in record["players"]] == ["You"]
    replay = Replay(clever, s.game, "own")
    replay.go(replay.end // 2)
    parts = replay_parts(replay)
    assert "replay-tab-" not in parts["replay-board"]        # my sheet only, as in play
    assert "Your sheet" in parts["replay-board"]
    again = s.again()
    assert again.game.own_sheet and again.game.first == 0 and again.real_dice


def test_the_session_is_given_the_one_phone_mode_as_an_object():
    s = phone()
    assert isinstance(s.own_sheet, own_sheet.OwnSheet) and s.viewer == 0
    assert s.own_sheet.asks(s)  # Bob starts: this phone asks for his platter
    again = Session.from_json(clever, s.to_json())
    assert isinstance(again.own_sheet, own_sheet.OwnSheet) and again.viewer == 0
    shared = Session.new(clever, [Seat("You", PERSON), Seat("Bob", PERSON)], seed=2,
                         real_dice=True)
    assert shared.own_sheet is None


# ----------------------------------------------------------------------
# Twice as Clever, one phone per player

TWICE = "twice-as-clever"
TWICE_DICE = ["white", "yellow", "blue", "green", "pink", "silver"]


def twice_phone(names=("You", "Bob"), first=1, seed=2) -> Session:
    return Session.new(clever, [Seat(n, PERSON) for n in names], seed=seed, real_dice=True,
                       variant=TWICE, options=own_sheet.options_with(()), first=first)


def tap_in(s: Session, faces) -> None:
    for die, face in zip(own_sheet.entry_dice(s), faces, strict=True):
        assert s.press(from_act(f"face-{die}-{face}")).ok
    out = s.press(from_act("enter-dice"))
    assert out.ok, out.message


def test_twice_another_players_platter_and_fields_are_tapped_in_then_picked_from():
    s = twice_phone()
    assert own_sheet.entry_dice(s) == TWICE_DICE
    html = screens.controls_html(s)
    assert "Silver (S)" in html and 'aria-label="silver die is not on the platter"' in html
    assert "orange" not in html and "purple" not in html
    # blue on Bob's platter, white on his die fields: blue counts blue + white,
    # so the die fields are asked for too
    tap_in(s, (0, 1, 5, 0, 0, 6))
    assert s.pending.kind == "fields" and own_sheet.entry_dice(s) == ["white", "green", "pink"]
    assert screens.prompt_text(s) == ("Bob's turn: now tap in the dice on Bob's die fields, "
                                      "then press Done.")
    tap_in(s, (4, 2, 3))
    assert s.game.history == ["platter 0 1 5 0 0 6", "fields 4 2 3"]
    picks = {str(a) for a in s.legal()}
    assert "use blue blue 1" in picks                  # 5 + 4: the white die off the platter
    assert {f"use silver silver r{r}c6" for r in range(1, 5)} <= picks
    assert not any(a.startswith(("return", "forfeit")) for a in picks)  # not my turn
    assert s.act(clever.parse_action("use silver silver r2c6")).ok
    # a passive silver pick makes one mark: no chain, and my own turn begins
    assert s.game.sheets[0].to_dict()["silver"] == ["r2c6"]
    assert s.game.active == 0 and s.pending.kind == "roll"
    assert screens.prompt_text(s) == "You: roll the dice (choice 1 of 3)."


def test_twice_a_platter_that_fits_needs_no_die_fields():
    s = twice_phone()
    tap_in(s, (0, 3, 0, 0, 2, 4))
    assert s.pending.kind == "pick" and s.game.history == ["platter 0 3 0 0 2 4"]


def test_twice_my_own_turn_has_its_chain_and_a_return_on_this_phone():
    s = twice_phone(first=0)
    assert s.press(from_act("roll")).ok
    for die, face in zip(TWICE_DICE, (1, 2, 1, 3, 2, 6), strict=True):
        assert s.press(from_act(f"face-{die}-{face}")).ok
    assert s.press(from_act("enter-dice")).ok
    assert s.act(clever.parse_action("use silver silver r1c6")).ok
    assert s.pending.kind == "chain" and "use yellow silver r1c2" in map(str, s.legal())
    assert s.act(clever.parse_action("use yellow silver r1c2")).ok
    assert s.act(clever.Action("done")).ok
    assert sorted(s.game.sheets[0].to_dict()["silver"]) == ["r1c2", "r1c6"]
    # my turn is over (the cup is empty): Bob's platter is asked for next
    assert s.pending.kind == "platter" and s.game.active == 1


def test_twice_plays_to_its_end_on_one_phone_with_every_die_tapped_in():
    # Another player's turns come as taps, mine as tapped rolls; returns,
    # chains and skips on my turns; replaying the actions gives the same game.
    for seed, names in ((3, ("You", "Bob")), (4, ("You", "Bob", "Cy"))):
        s = twice_phone(names, first=seed % len(names), seed=seed)
        rng = random.Random(seed)
        seen = set()
        while not s.over:
            p = s.pending
            if p.kind == "platter":
                off = rng.sample(range(6), 3)
                tap_in(s, [0 if d in off else rng.randint(1, 6) for d in range(6)])
                seen.add("platter")
            elif p.kind == "fields":
                tap_in(s, [rng.randint(1, 6) for _ in own_sheet.entry_dice(s)])
                seen.add("fields")
            elif p.kind == "roll" and s.simple("roll") and rng.random() < .6:
                assert s.press(from_act("roll")).ok
                for die in s.dice_to_enter():
                    assert s.press(from_act(f"face-{die}-{rng.randint(1, 6)}")).ok
                assert s.press(from_act("enter-dice")).ok
            else:
                moves = [a for a in s.legal() if a.kind not in ("roll", "reroll")] or s.legal()
                a = rng.choice(moves)
                seen.add("chain" if p.kind == "chain" else a.kind)
                out = s.act(a)
                assert out.ok, out.message
        assert {"platter", "fields", "return", "chain", "forfeit"} <= seen
        assert screens.scoreboard_html(s).count('id="score-row-') == 1
        plain = clever.new_game(list(names), seed=seed, variant=TWICE,
                                options=["own_sheet"], first=seed % len(names))
        for action in s.game.history:
            plain.apply(action)
        assert plain.scores() == s.game.scores() and plain.pending is None


def test_twice_a_refused_platter_is_said_in_the_players_language():
    from cleverweb import lang
    try:
        for code, words in (("de", "mindestens 3 Würfel auf dem Silbertablett"),
                            ("fr", "au moins 3 dés")):
            lang.set_current(code)
            s = twice_phone()
            for die, face in zip(TWICE_DICE, (0, 0, 0, 0, 2, 3), strict=True):
                assert s.press(from_act(f"face-{die}-{face}")).ok
            out = s.press(from_act("enter-dice"))       # the engine refuses: two dice only
            assert not out.ok and s.game.history == []
            assert words in lang._(out.message), (code, lang._(out.message))
    finally:
        lang.set_current("en")


def test_twice_a_one_phone_replay_says_what_was_tapped_in_not_the_engines_word():
    s = twice_phone()
    tap_in(s, (0, 1, 5, 0, 0, 6))
    tap_in(s, (4, 2, 3))
    replay = Replay(clever, s.game, "own")
    replay.go(1)
    assert replay.last_move_words() == "On Bob's silver platter: yellow 1, blue 5, silver 6."
    replay.go(2)
    assert replay.last_move_words() == "On Bob's die fields: white 4, green 2, pink 3."
    assert "platter." not in replay_parts(replay)["replay-where"]
