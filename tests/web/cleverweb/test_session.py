"""The play session's undo and saves where a person would be hurt by a slip:
undo never takes back another seat's or the computer's
move, and a save keeps "honest dice" and who holds the device."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "web"))

from cleverweb.session import COMPUTER, Seat, Session  # noqa: E402

import clever  # noqa: E402

from .test_session_play import play_first  # noqa: E402


def play_until(s: Session, stop, limit: int = 400) -> None:
    """Play the first thing offered (hand-overs accepted, computers moving)
    until stop(s) holds."""
    for _ in range(limit):
        if stop(s):
            return
        if s.computer_to_move():
            assert s.bot_step().ok
            continue
        if s.handover_needed():
            s.accept_handover()
        play_first(s)
    raise AssertionError("never reached")


def test_undo_in_hot_seat_never_takes_back_the_other_persons_move():
    s = Session.new(clever, [Seat("Ann"), Seat("Bea")], seed=12)
    # the moment the decision passes from Ann to Bea, right after Ann's last action
    play_until(s, lambda s: s.game.history and s.actors[-1] == 0 and s.decider() == 1)
    s.accept_handover()
    before = s.game.to_json()
    assert s.undo_steps() == 0
    out = s.undo()
    assert not out.ok and "no decision of yours" in out.message
    assert s.game.to_json() == before


def test_undo_never_takes_back_the_computers_move():
    s = Session.new(clever, [Seat("Ann"), Seat("Cy", COMPUTER, "beginner")], seed=3)
    s.viewer = 0
    # Ann decides right after a move of the computer
    play_until(s, lambda s: s.game.history and s.actors[-1] == 1 and s.decider() == 0)
    before = s.game.to_json()
    assert s.undo_steps() == 0
    assert not s.undo().ok
    assert s.game.to_json() == before


def test_save_keeps_honest_dice_and_who_holds_the_device():
    s = Session.new(clever, [Seat("Ann"), Seat("Bea")], seed=5, undo=False)
    s.accept_handover()
    play_first(s)
    back = Session.from_json(clever, s.to_json())
    assert back.undo_enabled is False
    assert back.undo_steps() == 0 and not back.undo().ok
    assert back.viewer == s.viewer == 0
    # and the hand-over is not asked again of the person who holds the device
    assert back.handover_needed() == s.handover_needed()
    on = Session.new(clever, [Seat("Ann"), Seat("Bea")], seed=5, undo=True)
    on.accept_handover()
    assert Session.from_json(clever, on.to_json()).undo_enabled is True
