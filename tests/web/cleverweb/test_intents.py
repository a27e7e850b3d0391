"""A click on the game page becomes a typed intent in one place
(cleverweb/intents.py): every control the screens draw decodes to its own
intent, prefixed names carry their arguments, and a name this version does not
know becomes an Unknown intent the session refuses in words."""

from __future__ import annotations

import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "web"))

from cleverweb import intents as do  # noqa: E402
from cleverweb.session import Seat, Session  # noqa: E402

import clever  # noqa: E402

WEB = Path(__file__).resolve().parents[3] / "web" / "cleverweb"
# the modules that draw the game page's controls (the other pages have their own)
GAME_PAGE = ("app", "screens", "replay", "review", "bylink", "daily", "own_sheet",
             "early_setup")


def test_each_named_control_has_its_own_intent():
    assert do.from_act("roll") == do.Plain("roll")
    assert do.from_act("polish-down") == do.Polish(-1)
    assert do.from_act("confirm-new-keep") == do.AnswerConfirm(False)
    assert do.from_act("back-to-game") == do.OpenScreen("game")
    assert do.from_act("menu-new") == do.from_act("new") == do.OpenScreen("setup")
    assert do.from_act("replay-last") == do.ReplayMove("last")


def test_prefixed_names_carry_their_arguments():
    assert do.from_act("face-white-5") == do.TapFace("white", 5)
    assert do.from_act("face-white-x") == do.TapFace("white", -1)  # refused by its range
    assert do.from_act("value-4") == do.ChooseValue(4)
    assert do.from_act("value-x") == do.Unknown("value-x")
    assert do.from_act("area-back") == do.ChooseArea("back")
    assert do.from_act("review-2") == do.Review(2)
    assert do.from_act("replay-seat-1") == do.ReplaySeat(1)
    assert do.from_act("daily-clever-4ever", ("clever-4ever",)) == do.PlayDaily("clever-4ever")
    assert do.from_act("daily-chess", ("clever-4ever",)) == do.Unknown("daily-chess")


def test_a_die_a_box_and_a_seat_are_read_from_their_data():
    assert do.decode({"die": "blue"}) == do.PickDie("blue")
    assert do.decode({"area": "yellow", "box": "3"}) == do.MarkBox("yellow", "3")
    assert do.decode({"area": "grey"}) == do.MarkBox("grey", "")
    assert do.decode({"seat": "2"}) == do.ViewSeat(2)
    assert do.decode({"act": "undo", "die": "blue"}) == do.Undo()  # the control first
    assert do.decode({}) is None


def test_only_controls_that_move_under_the_pointer_refuse_a_double_click():
    spending = {name for name, intent in do.NAMED.items() if intent.spending}
    assert spending == {"reroll", "forfeit", "pass", "done", "confirm"}


def test_every_control_the_glue_draws_decodes_to_a_known_intent():
    acts = set()
    for name in GAME_PAGE:
        text = (WEB / f"{name}.py").read_text(encoding="utf-8")
        acts |= set(re.findall(r'button\("([a-z-]+)"', text))
        acts |= set(re.findall(r'data-act="([a-z-]+)"', text))
    assert len(acts) > 30
    unknown = sorted(a for a in acts if isinstance(do.from_act(a), do.Unknown))
    assert unknown == []


def test_the_session_refuses_an_unknown_control_in_words():
    s = Session.new(clever, [Seat("Ann")], seed=1)
    out = s.press(do.from_act("juggle"))
    assert not out.ok and "juggle" in str(out.message)
    assert s.press(do.Plain("roll")).ok


def test_the_name_of_an_intent_is_its_control_in_the_markup():
    assert do.name_of(do.Plain("reroll")) == "reroll"
    assert do.name_of(do.Unknown("juggle")) == "juggle"
