"""Game codes (clever/gamecode.py): a whole game in a short URL-safe text that
decodes, through the rules, to the same game; a cut or edited code is refused
with a message, never a crash."""

from __future__ import annotations

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
