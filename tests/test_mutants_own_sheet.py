"""One phone per player (clever/own_sheet.py) as the phone's owner meets it:
each refused entry as its whole sentence, what the log says after a platter
and after the die fields (and that it is the owner's line), which dice the
page asks faces for, the lowest die-field face accepted, and the dice a bare
`platter` draws: plausible, and the same in every later version (saves and
codes replay them from the seed).  Written against mutation testing."""

from __future__ import annotations

import pytest

from clever import Action, IllegalAction, new_game
from clever.own_sheet import entry_dice
from clever.sheet import Sheet


def phone(seed=5, players=("Me", "Bob", "Cy")):
    """A game on Me's phone (seat 0); Bob starts."""
    return new_game(list(players), seed=seed, options=["own_sheet"], first=1)


def refusal(g, action) -> str:
    before = (g.state_key(), list(g.history))
    with pytest.raises(IllegalAction) as e:
        g.apply(action)
    assert (g.state_key(), list(g.history)) == before
    return str(e.value)


def fallback(g):
    """Bob's platter, where no platter die fits Me's sheet: the die fields are asked."""
    g.sheets[0] = Sheet.from_dict(g.variant, {"yellow": ["r2c2", "r3c1"], "green": [1],
                                              "purple": [5]})
    g._legal = None
    g.apply("platter 0 1 0 1 0 1")
    assert g.pending == (0, "fields", None)


def test_wrong_platter_entries_are_refused_in_whole_sentences():
    g = phone()
    assert refusal(g, "roll") == "First tap in the dice Bob left on the silver platter."
    assert refusal(g, "platter 1 2 3") == ("Give 6 values, one per die in this order: white, "
                                           "yellow, blue, green, orange, purple; not 3.")
    assert refusal(g, Action("platter", faces=(1, 2, 7, 0, 0, 0))) == (
        "A die shows 1 to 6; 0 means it is not on the silver platter (not 7).")
    assert refusal(g, "platter 1 2 0 0 0 0") == (
        "At least 3 dice lie on the silver platter after a turn (at most 3 go on the die "
        "fields), not 2.")
    g.apply("platter 0 2 0 1 0 3")
    assert refusal(g, "platter 1 1 1 1 1 1") == (
        "'platter 1 1 1 1 1 1' is not possible now. Now Me: take a die from the silver "
        "platter (or pass).")


def test_wrong_die_field_entries_are_refused_in_whole_sentences():
    g = phone()
    fallback(g)
    assert refusal(g, "pass") == "First tap in the dice on Bob's die fields."
    assert refusal(g, Action("fields", faces=(4, 7, 5))) == "A die shows 1 to 6, not 7."
    assert refusal(g, "fields 4 0 5") == "A die shows 1 to 6, not 0."


def test_a_die_field_may_show_a_1_and_the_log_says_what_was_tapped_in():
    g = phone()
    fallback(g)
    assert entry_dice(g) == [0, 2, 4]                  # white, blue, orange
    events = g.apply("fields 1 2 5")
    assert [(e.player, str(e)) for e in events][0] == \
        (0, "On Bob's die fields: white 1, blue 2, orange 5.")
    assert [d["face"] for d in g.dice()] == [1, 1, 2, 1, 5, 1]


def test_the_platter_line_of_the_log_is_the_phone_owners():
    g = phone()
    events = g.apply("platter 0 2 0 1 0 3")
    assert [(e.player, str(e)) for e in events][0] == \
        (0, "On Bob's silver platter: yellow 2, green 1, purple 3.")


def test_faces_are_asked_only_while_a_platter_or_die_fields_are_pending():
    g = phone()
    assert entry_dice(g) == [0, 1, 2, 3, 4, 5]
    g.apply("platter 0 2 0 1 0 3")
    assert g.pending.kind == "pick" and entry_dice(g) == []


def test_a_die_never_tapped_in_is_refused_for_a_plus1_in_words():
    g = phone()
    g.sheets[0] = Sheet.from_dict(g.variant, {"plus1": [1, 0]})
    g._legal = None
    g.apply("platter 0 2 0 1 0 3")
    g.apply("use green green 1")
    assert g.pending.kind == "extra"
    why = "The white die's value was not tapped in, so it cannot be used."
    assert refusal(g, "plus1 white yellow r1c1") == why
    assert g.explain_die("white") == why


def bare_platters(seed, n=8):
    """The faces each bare `platter` draws (0: on a die field), in a game played
    by always taking the last legal action."""
    g = phone(seed)
    out = []
    while len(out) < n and not g.is_over:
        kind = g.pending.kind
        if kind == "platter":
            g.apply("platter")
            out.append(tuple(g.faces))
        elif kind == "fields":
            g.apply("fields")
        else:
            g.apply(sorted(g.legal_actions(), key=str)[-1])
    return out


def test_a_bare_platter_draws_the_same_dice_in_every_version():
    assert bare_platters(1) == [(0, 0, 6, 4, 3, 4), (3, 5, 5, 0, 0, 6), (2, 2, 0, 0, 6, 2),
                                (3, 0, 0, 0, 6, 4), (0, 5, 0, 1, 6, 0), (3, 1, 0, 0, 0, 6),
                                (4, 0, 4, 4, 0, 0), (1, 0, 1, 3, 0, 0)]


def test_a_bare_platter_usually_leaves_three_dice_on_the_fields_now_and_then_two():
    on = [sum(1 for f in p if f) for s in range(20) for p in bare_platters(s, 4)]
    assert set(on) == {3, 4}
    assert on.count(4) < on.count(3) / 2
    for p in bare_platters(2):
        assert all(1 <= f <= 6 for f in p if f)


def test_a_finished_game_refuses_a_platter():
    g = phone(seed=3)
    while not g.is_over:
        kind = g.pending.kind
        g.apply(kind if kind in ("platter", "fields") else sorted(g.legal_actions(),
                                                                  key=str)[-1])
    assert refusal(g, "platter") == "The game is over: no more actions can be taken."
