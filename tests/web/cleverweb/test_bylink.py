"""Play by link under CPython (web/cleverweb/bylink.py and the session's
by-link seat): a device plays only its own seat, a link's game continues the
game a device holds, an older link is told apart, and the page says what the
links do not protect against."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "web"))

from cleverweb import bylink  # noqa: E402
from cleverweb.intents import from_act  # noqa: E402
from cleverweb.session import COMPUTER, PERSON, Seat, Session  # noqa: E402

import clever  # noqa: E402
from clever import gamecode  # noqa: E402

SEATS = [Seat("Ann", PERSON), Seat("Bob", PERSON)]


def link_session(viewer=0, moves=0, seed=11):
    g = clever.new_game(["Ann", "Bob"], seed=seed, first=0)
    for _ in range(moves):
        g.apply(g.legal_actions()[0])
    return Session(clever, g, list(SEATS), undo=False, viewer=viewer, by_link=True)


def test_a_device_plays_only_its_own_seat():
    s = link_session(viewer=1)
    assert s.pending.player == 0 and s.decider() is None
    out = s.press(from_act("roll"))
    assert not out.ok and "Ann's part" in out.message and "send them the link" in out.message
    assert s.game.history == []  # refused: nothing changed
    assert not s.handover_needed()
    mine = link_session(viewer=0)
    assert mine.press(from_act("roll")).ok


def test_the_by_link_seat_survives_a_reload():
    s = link_session(viewer=1, moves=3)
    back = Session.from_json(clever, s.to_json())
    assert back.by_link and back.viewer == 1
    plain = Session(clever, s.game, list(SEATS))
    assert not Session.from_json(clever, plain.to_json()).by_link


def test_receive_continues_refuses_older_and_joins_new():
    here = link_session(viewer=0, moves=5)
    later = gamecode.decode(gamecode.encode(link_session(moves=9).game))
    older = gamecode.decode(gamecode.encode(link_session(moves=2).game))
    assert bylink.receive(here, later) == ("continue", 0)
    assert bylink.receive(here, gamecode.decode(gamecode.encode(here.game))) == ("continue", 0)
    assert bylink.receive(here, older) == ("older", 0)
    other = link_session(moves=9, seed=12).game
    assert bylink.receive(here, other) == ("new", other.pending.player)
    assert bylink.receive(None, later) == ("new", later.pending.player)
    # a hot-seat game on this device is never continued by a link
    hot = Session(clever, here.game, list(SEATS))
    assert bylink.receive(hot, later)[0] == "new"


def test_seats_for_play_by_link():
    assert bylink.check_seats(SEATS) == ""
    assert "2 to 4" in bylink.check_seats(SEATS[:1])
    assert "person" in bylink.check_seats([SEATS[0], Seat("Bot", COMPUTER, "expert")])


def test_links_and_pages_say_what_they_do():
    assert bylink.link("http://x/index.html#g=1", "Ab_-") == "http://x/index.html#p=Ab_-"
    assert bylink.read_link("#p=Ab_-") == "Ab_-"
    assert bylink.read_link("#g=Ab") is None and bylink.read_link(None) is None
    html = bylink.send_html(link_session(viewer=1), "http://x/#p=C", can_share=False)
    assert "Send the game to Ann" in html and 'value="http://x/#p=C"' in html
    assert "seed" in html and "not stop" in html  # what it does not protect against
    join = bylink.join_html(link_session(moves=0).game, 0, replaces=True)
    assert "I am Ann: play my part" in join and "kept aside" in join


def test_a_link_game_whose_other_seat_starts_says_so_not_that_my_part_is_done():
    g = clever.new_game(["Ann", "Bob"], seed=11, first=1)
    s = Session(clever, g, list(SEATS), undo=False, viewer=0, by_link=True)
    html = bylink.send_html(s, "http://x/#p=C", can_share=False)
    assert "Bob was drawn to start" in html and "part is done" not in html
    played = link_session(viewer=0, moves=0)
    played.game.apply(played.game.legal_actions()[0])
    assert "Your part is done" in bylink.send_html(played, "http://x/#p=C", can_share=False)
