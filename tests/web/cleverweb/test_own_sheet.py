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
