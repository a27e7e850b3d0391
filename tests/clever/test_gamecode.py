"""Game codes (clever/gamecode.py): a whole game in a short URL-safe text that
decodes, through the rules, to the same game; a cut or edited code is refused
with a message, never a crash."""

from __future__ import annotations

import base64
import random
import re

import pytest

import clever
from clever import gamecode
from clever.errors import InvalidSave


def played(variant="pretty-clever", players=("Ann",), seed=20261201, options=(), first=None,
           stop=None, pick=1):
    g = clever.new_game(list(players), seed=seed, variant=variant, options=options, first=first)
    rnd = random.Random(pick)
    while not g.is_over and (stop is None or len(g.history) < stop):
        g.apply(rnd.choice(g.legal_actions()))
    return g


@pytest.mark.parametrize("variant,players,options,first", [
    ("pretty-clever", ("You",), (), None),
    ("pretty-clever", ("Ann", "Bob", "Cy", "Dee"), (), 2),
    ("clever-4ever", ("Zoë", "Bob"), ("upper_waits", "white_as_blue"), None),
])
def test_a_code_replays_to_the_same_game(variant, players, options, first):
    g = played(variant, players, options=options, first=first)
    code = gamecode.encode(g)
    assert re.fullmatch(r"[A-Za-z0-9_-]+", code)  # URL-safe: no escaping in a link
    h = gamecode.decode(code)
    assert h.scores() == g.scores()
    assert h.history == g.history
    assert (h.players, h.seed, h.first, h.variant.options) == \
        (g.players, g.seed, g.first, g.variant.options)


def test_a_solo_game_code_is_short():
    g = played()
    assert len(gamecode.encode(g)) < 160  # fits a chat message with room to spare


def test_a_game_under_way_and_given_faces_round_trip():
    g = clever.new_game(["Ann"], seed=5)
    g.apply("roll 6 5 4 3 2 1")  # real dice: not in the legal list, kept as text
    g.apply(g.legal_actions()[0])
    h = gamecode.decode(gamecode.encode(g))
    assert h.history == g.history and h.public_position() == g.public_position()


def test_prefix_is_the_game_as_it_was():
    g = played()
    for n in (0, 1, 7, len(g.history)):
        part = gamecode.prefix(g, n)
        assert part.history == g.history[:n]
    assert gamecode.prefix(g, len(g.history)).scores() == g.scores()
    with pytest.raises(ValueError):
        gamecode.prefix(g, len(g.history) + 1)


def test_every_one_character_edit_is_refused_or_changes_nothing():
    g = played(stop=30)
    code = gamecode.encode(g)
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    refused = 0
    for i in range(len(code)):
        for c in alphabet[(i * 7) % 50:(i * 7) % 50 + 12]:
            if c == code[i]:
                continue
            edited = code[:i] + c + code[i + 1:]
            try:
                h = gamecode.decode(edited)
            except InvalidSave as e:
                assert str(e)
                refused += 1
            else:  # only the unused low bits of the last character
                assert i == len(code) - 1 and h.history == g.history
    assert refused > len(code) * 10


@pytest.mark.parametrize("bad,words", [
    ("", "empty"),
    ("abc def", "character"),
    ("AQ", "cut short"),
    (None, "must be text"),
    ("A" * 5000, "far too long"),
    ("_w" + "A" * 20, "newer version"),
])
def test_broken_codes_say_what_is_wrong(bad, words):
    with pytest.raises(InvalidSave, match=words):
        gamecode.decode(bad)


def test_cut_codes_are_refused():
    code = gamecode.encode(played(stop=40))
    for end in range(len(code) - 1):
        with pytest.raises(InvalidSave):
            gamecode.decode(code[:end])


def test_an_edited_action_into_another_legal_game_is_caught_by_the_check():
    g = played(stop=21)
    h = clever.new_game(["Ann"], seed=g.seed)
    for a in g.history[:-1]:
        h.apply(a)
    assert len(h.legal_actions()) > 1  # the last move had a choice
    other = next(str(a) for a in h.legal_actions() if str(a) != g.history[-1])
    h.apply(other)
    # the code of h with g's check bytes: every byte legal, the check wrong
    import base64
    good = base64.urlsafe_b64decode(gamecode.encode(g) + "==")
    forged = base64.urlsafe_b64decode(gamecode.encode(h) + "==")[:-6] + good[-6:]
    text = base64.urlsafe_b64encode(forged).decode().rstrip("=")
    with pytest.raises(InvalidSave, match="check does not match"):
        gamecode.decode(text)


def test_a_code_claiming_endless_moves_is_refused_at_once():
    import base64
    payload = bytes([gamecode.VERSION, 0, 0, 0, 1, 1]) + b"A" + bytes([5]) + \
        gamecode._varint(10 ** 6)
    code = base64.urlsafe_b64encode(payload + bytes(6)).decode().rstrip("=")
    with pytest.raises(InvalidSave, match="more moves than a game has"):
        gamecode.decode(code)


# Frozen: a code written by this version must open in every later one (links
# are kept in chats for years). A change that breaks this needs a new VERSION.
FROZEN = "AQEBDXdoaXRlX2FzX2JsdWUCAgNBbm4DQm9i6fQBGQECAQEBAwEIAQMfAQIBAQEBAQcFCQELAQLVXzNgSlA"


def test_a_code_of_this_version_opens_in_later_ones():
    g = gamecode.decode(FROZEN)
    assert (g.variant.name, sorted(g.variant.options), g.players, g.seed, g.first) == \
        ("clever-4ever", ["white_as_blue"], ["Ann", "Bob"], 31337, 1)
    assert len(g.history) == 25 and g.history[-1] == "use blue blue r5c5"
    assert [s["total"] for s in g.scores()] == [12, 4]


# Written against mutation testing: game codes (clever/gamecode.py) as a
# player meets them: a link opens the same game and, shared again, is the same
# link; every broken or edited link is refused with its whole sentence (what
# the page shows), each at the point of the code where it goes wrong; the
# limits themselves still open. Codes are built byte by byte here (the layout
# is in the module's doc). Written against mutation testing.

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
    (bytes([1, 3, 0, 0, 1]) + T("Ann") + V(1) + V(0),  # game number 3: none yet
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
