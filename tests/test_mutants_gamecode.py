"""Game codes (clever/gamecode.py) as a player meets them: a link opens the
same game and, shared again, is the same link; every broken or edited link is
refused with its whole sentence (what the page shows), each at the point of
the code where it goes wrong; the limits themselves still open.  Codes are
built byte by byte here (the layout is in the module's doc).  Written against
mutation testing."""

import base64

import pytest

import clever
from clever import gamecode
from clever.errors import InvalidSave

V = gamecode._varint


def T(s):
    """A text of the code: its byte length, then its bytes (str or raw bytes)."""
    raw = s.encode() if isinstance(s, str) else s
    return V(len(raw)) + raw


def code(payload: bytes, check: bytes = bytes(6)) -> str:
    return base64.urlsafe_b64encode(payload + check).decode().rstrip("=")


def refusal(c) -> str:
    with pytest.raises(InvalidSave) as e:
        gamecode.decode(c)
    return str(e.value)


# version 1, That's Pretty Clever, no options, first player drawn, one player Ann
ANN = bytes([1, 0, 0, 0, 1]) + T("Ann")
CUT = "the code is cut short (part of the link is missing)"


def test_a_drawn_first_player_stays_drawn_and_the_code_shared_again_is_the_same():
    g = clever.new_game(["Ann", "Bob", "Cy"], seed=0)
    assert g.first_drawn and g.first == 2
    g.apply("roll")
    c = gamecode.encode(g)
    h = gamecode.decode(c)
    assert (h.first, h.first_drawn) == (2, True)
    assert gamecode.encode(h) == c
    chosen = clever.new_game(["Ann", "Bob", "Cy"], seed=0, first=0)
    assert gamecode.decode(gamecode.encode(chosen)).first == 0


def test_a_replay_position_of_a_drawn_first_player_says_it_was_drawn():
    g = clever.new_game(["Ann", "Bob", "Cy"], seed=0)
    g.apply("roll")
    part = gamecode.prefix(g, 1)
    assert part.first_drawn
    assert "Cy starts (drawn at random)." in [str(e.text) for e in part.log]


def test_a_code_ending_in_x_opens():
    g = clever.new_game(["Ann"], seed=9)
    for _ in range(4):
        g.apply(sorted(str(a) for a in g.legal_actions())[0])
    c = gamecode.encode(g)
    assert c == "AQAAAAEDQW5uCQQBAQEBI96b2BrX" and c.endswith("X")
    assert gamecode.decode(c).history == g.history


def test_the_longest_name_and_a_huge_seed_round_trip():
    g = clever.new_game(["A" * gamecode.MAX_TEXT, "Bob"], seed=2 ** 64 + 5)
    h = gamecode.decode(gamecode.encode(g))
    assert h.players == g.players and h.seed == 2 ** 64 + 5


@pytest.mark.parametrize("bad,message", [
    (123, "a game code must be text, not int"),
    (None, "a game code must be text, not NoneType"),
    ("A" * 4001, "the code is far too long to be a game (4001 characters)"),
    # 4000 characters are not too long: the first byte (version 0) is read
    ("A" * 4000, "the code is damaged (it has no valid version number)"),
    ("abc def", "the code has a character that no game code contains (' '); it may have "
                "been cut or changed when it was copied"),
    ("AQEB!x", "the code has a character that no game code contains ('!'); it may have "
               "been cut or changed when it was copied"),
    ("AQEBD", CUT),
    ("AQ", CUT),
])
def test_a_link_that_is_no_code_says_why(bad, message):
    assert refusal(bad) == message


def test_too_short_to_hold_a_game_is_cut_short_whatever_its_first_byte():
    assert refusal(code(bytes([2, 0]))) == CUT              # 8 bytes: no game fits
    assert refusal(code(bytes([2]))) == CUT
    # 9 bytes are read: their first byte is the version
    assert refusal(code(bytes([3, 0, 0]))) == (
        "the code comes from a newer version of the game (code version 3, this one reads "
        "up to 2); update the app")


@pytest.mark.parametrize("payload,message", [
    (bytes([0]) + bytes(10), "the code is damaged (it has no valid version number)"),
    (bytes([1, 2, 0, 0, 1]) + T("Ann") + V(1) + V(0),
     "the code is for a game this app does not know"),
    (bytes([1, 0, 1]) + T("o" * 201) + bytes(5),
     "the code is damaged (a table option in it is too long)"),
    (bytes([1, 0, 1]) + T(b"\xff\xfe") + bytes(5),
     "the code is damaged (a table option in it is not text)"),
    (bytes([1, 0, 1]) + T("bogus") + bytes(5),
     "the code's table options are wrong: 'bogus' is not a table option of pretty-clever "
     "(options: same_dice, own_sheet)"),
    (bytes([1, 0, 0, 0, 5]) + b"".join(T(n) for n in "ABCDE") + bytes(5),
     "the code is damaged (it does not hold 1 to 4 players)"),
    (bytes([1, 0, 0, 0, 0]) + bytes(5), "the code is damaged (it does not hold 1 to 4 players)"),
    (bytes([1, 0, 0, 0, 2]) + T("Ann") + T(" ") + bytes(5),
     "the code's player list is wrong: every player needs a name"),
    (bytes([1, 0, 0, 3, 2]) + T("Ann") + T("Bob") + bytes(5),
     "the code is damaged (it names a first player who is not there)"),
    (bytes([1, 0, 1]) + T("own_sheet") + bytes([0, 1]) + T("Ann") + V(7) + V(0),
     "the code's game cannot be set up: one phone per player needs 2 to 4 players"),
    (ANN + b"\xff" * 10 + b"\x01" + V(0), "the code is damaged (a number in it is far too long)"),
    (ANN + V(7) + V(1001), "the code is damaged (it claims more moves than a game has)"),
    # 1000 moves are not too many: the code ends before the first
    (ANN + V(7) + V(1000), CUT),
    (ANN + V(7) + V(2) + V(1) + V(99),
     "the code was changed or damaged: move 2 is not one the rules allow at that point"),
    (ANN + V(7) + V(2) + V(1) + b"\x00" + T("xyz"),
     "the code was changed or damaged: move 2 ('xyz') is not legal: 'xyz' is not an "
     "action; expected e.g. 'roll', 'use green green 3', 'plus1 white yellow r1c2', "
     "'bonus blue r2c3', 'pass' or 'done'"),
    (ANN + V(7) + V(1) + b"\x00" + T("m" * 201), "the code is damaged (a move in it is too long)"),
    (ANN + V(7) + V(1) + b"\x00" + T(b"\xc3"), "the code is damaged (a move in it is not text)"),
    (ANN + V(7) + V(0) + b"\x00", "the code was changed or damaged (it has bytes no game uses)"),
])
def test_a_damaged_code_says_what_is_wrong_in_a_whole_sentence(payload, message):
    assert refusal(code(payload)) == message


def test_a_replay_position_past_the_end_is_refused():
    g = clever.new_game(["Ann"], seed=7)
    g.apply("roll")
    with pytest.raises(ValueError) as e:
        gamecode.prefix(g, 2)
    assert str(e.value) == "the game has 1 actions, not 2"
