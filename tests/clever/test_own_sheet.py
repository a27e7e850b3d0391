"""One phone per player (the option own_sheet, clever/own_sheet.py): a game kept on seat 0's
phone. Another player's turn is entered as the dice on their silver platter
(`platter F F F F F F`, 0 = not on it), and, when the rules need them, the
dice on their die fields (`fields F F F`); seat 0 then picks as a passive
player. Seat 0's own turn is played as in any game, and nobody picks after it
on this phone. Only seat 0's sheet is kept, bonused and scored."""

from __future__ import annotations

import random

import pytest

from clever import Action, IllegalAction, load_game, new_game
from clever.own_sheet import entry_dice
from clever.sheet import Sheet

PC, FOUR = "pretty-clever", "clever-4ever"


def phone(variant=PC, players=("Me", "Bob", "Cy"), first=1, seed=5) -> object:
    """A game on Me's phone (seat 0); Bob starts unless told otherwise."""
    return new_game(list(players), seed=seed, variant=variant, options=["own_sheet"],
                    first=first)


def set_sheet(g, seat, marks):
    g.sheets[seat] = Sheet.from_dict(g.variant, marks)
    g._legal = None


def texts(g, prefix=""):
    return sorted(str(a) for a in g.legal_actions() if str(a).startswith(prefix))


def refused(g, action, words):
    """`action` is refused with a message containing `words`, and nothing changes."""
    before = (g.state_key(), list(g.history))
    with pytest.raises(IllegalAction) as exc:
        g.apply(action)
    assert words in str(exc.value), str(exc.value)
    assert (g.state_key(), list(g.history)) == before
    return str(exc.value)


def empty(g, seat):
    return Sheet(g.variant).to_dict() == g.sheets[seat].to_dict()


# --- set-up --------------------------------------------------------------------

def test_one_phone_per_player_needs_two_to_four_players():
    with pytest.raises(ValueError, match="2 to 4 players"):
        new_game(["Me"], seed=1, options=["own_sheet"])
    assert phone(players=("Me", "Bob")).n_rounds == 6


@pytest.mark.parametrize("variant", [PC, FOUR])
def test_round_bonus_only_for_the_phones_owner_and_another_turn_asks_for_the_platter(variant):
    g = phone(variant)
    assert g.sheets[0].rerolls == 1                      # round 1's reroll: mine
    assert empty(g, 1) and empty(g, 2)
    assert g.pending == (0, "platter", None) and g.active == 1
    assert g.legal_actions() == [Action("platter")]
    assert "tap in the dice on the active player's silver platter" in g.describe_pending()


# --- another player's turn ------------------------------------------------------

def test_remote_turn_platter_pick_and_plus1_that_s_pretty_clever():
    g = phone()
    set_sheet(g, 0, {"plus1": [1, 0]})
    # Bob's turn: white, blue and orange went onto his die fields
    events = g.apply("platter 0 2 0 1 0 3")
    assert "On Bob's silver platter: yellow 2, green 1, purple 3." in map(str, events)
    assert g.pending == (0, "pick", None)
    assert {a.die for a in g.legal_actions() if a.kind == "use"} == {"yellow", "green",
                                                                     "purple"}
    g.apply("use green green 1")
    assert g.pending == (0, "extra", None)
    # a +1 may take any die that was entered, never one that was not
    assert {a.die for a in g.legal_actions() if a.kind == "plus1"} == {"yellow", "purple"}
    refused(g, "plus1 white yellow r1c1", "not tapped in")
    g.apply("plus1 purple purple 1")
    assert g.sheets[0].to_dict()["green"] == [1] and g.sheets[0].to_dict()["purple"] == [3]
    # Cy's turn follows at once: nobody else picks on this phone
    assert g.pending == (0, "platter", None) and g.active == 2
    assert empty(g, 1) and empty(g, 2)


def test_remote_turn_with_polish_clever_4ever():
    g = phone(FOUR)
    set_sheet(g, 0, {"polish": [2, 0]})
    g.apply("platter 2 0 3 1 4 5")                     # yellow on a die field, the rest here
    assert g.pending == (0, "pick", None)              # blue reads blue and white: both here
    assert "use green green l1 polish +2" in texts(g)
    g.apply("use green green l1 polish +2")
    assert g.sheets[0].to_dict()["green"] == {"lower": [6], "upper": []}
    assert g.sheets[0].to_dict()["polish"] == [2, 2]
    assert g.pending == (0, "platter", None) and g.active == 2


def test_fallback_asks_for_the_die_fields_before_the_pick():
    g = phone()
    # yellow 1s crossed, green needs 2+, purple needs 6: no platter die fits
    set_sheet(g, 0, {"yellow": ["r2c2", "r3c1"], "green": [1], "purple": [5]})
    g.apply("platter 0 1 0 1 0 1")
    assert g.pending == (0, "fields", None)
    refused(g, "pass", "die fields")
    refused(g, "fields 4 2", "Give 3 values, one per die in this order: white, blue, "
                             "orange; not 2.")
    refused(g, "fields 4 0 5", "A die shows 1 to 6, not 0.")
    g.apply("fields 4 2 5")
    assert [d["face"] for d in g.dice()] == [4, 1, 2, 1, 5, 1]
    assert {a.die for a in g.legal_actions() if a.kind == "use"} == {"white", "blue", "orange"}
    g.apply("use orange orange 1")
    assert g.sheets[0].to_dict()["orange"] == [5]


def test_a_platter_die_that_reads_a_die_fields_die_asks_for_it():
    g = phone()
    g.apply("platter 3 0 0 2 0 1")                     # white here, blue on a field
    assert g.pending == (0, "fields", None)            # white as blue needs the blue die
    g.apply("fields 5 4 6")
    assert "use white blue r2c3" in texts(g)           # 3 + 4 = 7
    g.apply("use white blue r2c3")
    assert g.sheets[0].to_dict()["blue"] == ["r2c3"]


def test_the_fields_step_is_skipped_when_the_platter_is_enough():
    g = phone()
    g.apply("platter 0 2 0 1 0 3")
    assert g.pending.kind == "pick"
    assert [d["where"] for d in g.dice()] == ["field", "platter", "field", "platter",
                                              "field", "platter"]
    assert g.explain_die("blue") == ("Me must take a die from the silver platter (the blue "
                                     "die is on a die field).")


def test_wrong_platter_entries_are_refused_in_words_and_change_nothing():
    g = phone()
    refused(g, "platter 1 2 3", "Give 6 values, one per die in this order: white, yellow, "
                                "blue, green, orange, purple; not 3.")
    refused(g, Action("platter", faces=(1, 2, 7, 0, 0, 0)), "not 7")
    refused(g, "platter 1 2 0 0 0 0", "At least 3 dice lie on the silver platter")
    refused(g, "platter 0 0 0 0 0 0", "not 0.")
    refused(g, "roll", "First tap in the dice Bob left on the silver platter.")
    refused(g, "use yellow yellow r1c1", "silver platter")
    refused(g, "fields 1 2 3", "silver platter")
    with pytest.raises(IllegalAction):
        Action.parse("platter 1 2 x 4 5 6")
    g.apply("platter 6 6 6 6 6 6")                     # all six on the platter is fine
    assert g.pending.kind == "pick"
    refused(g, "platter 6 6 6 6 6 6", "not possible now")


# --- my own turn ---------------------------------------------------------------

def to_my_turn(g):
    while g.active != 0:
        g.apply("platter 0 1 0 1 0 1" if g.pending.kind == "platter" else "pass")
    return g


def test_own_turn_with_a_bonus_chain_then_the_next_player_s_platter():
    g = to_my_turn(phone())
    assert g.pending == (0, "roll", None)
    # blue row 2 -> yellow X; that X completes yellow row 1 -> blue X
    set_sheet(g, 0, {"blue": ["r2c1", "r2c2", "r2c3"], "yellow": ["r1c2", "r1c3"]})
    g.apply("roll 4 5 4 5 5 5")
    g.apply("use blue blue r2c4")                     # 4 + 4 = 8
    assert g.pending.bonus == ("x", "yellow")
    g.apply("bonus yellow r1c1")
    assert g.pending.bonus == ("x", "blue")
    g.apply("bonus blue r1c2")
    assert g.pending == (0, "roll", None)
    g.apply("roll 6 6 6 6 6")                         # white, yellow, green, orange, purple
    g.apply("use orange orange 1")
    g.apply("roll 1 1 1 1")
    g.apply("use white purple 1")
    # my turn is over: nobody picks here; round 2 begins with Bob's platter
    assert g.round == 2 and g.active == 1 and g.pending == (0, "platter", None)
    assert g.sheets[0].plus1 == 1                      # round 2's +1: mine only
    assert empty(g, 1) and empty(g, 2)
    assert not any("passes" in str(e) or "Bob entered" in str(e) for e in g.log)


def test_own_turn_with_a_bonus_chain_clever_4ever():
    g = to_my_turn(phone(FOUR))
    set_sheet(g, 0, {"rerolls": [6, 0]})
    g.apply("roll 1 1 1 1 6 1")
    g.apply("use green green l1")                      # a reroll: the track's 7th -> pink ?
    assert g.pending == (0, "bonus", ("any", "pink"))
    g.apply("bonus pink 1 6")                          # pink's first box: a polish
    assert g.sheets[0].polish == 1 and g.sheets[0].rerolls == 7
    while g.active == 0:
        g.apply(g.legal_actions()[0])
    assert g.pending == (0, "platter", None) and empty(g, 1) and empty(g, 2)


# --- undo, saves, results --------------------------------------------------------

def test_undo_takes_back_a_mis_tapped_platter_and_a_pick():
    g = phone()
    start = g.state_key()
    g.apply("platter 0 2 0 1 0 3")
    after_platter = g.state_key()
    g.apply("use yellow yellow r3c3")
    assert g.undo() and g.state_key() == after_platter
    assert g.undo() and g.state_key() == start and g.history == []
    g.apply("platter 0 5 0 1 0 3")                     # entered right this time
    assert g.dice()[1]["face"] == 5


@pytest.mark.parametrize("variant", [PC, FOUR])
def test_save_and_load_round_trip(variant):
    g = phone(variant, seed=11)
    rng = random.Random(3)
    for _ in range(40):
        g.apply(rng.choice(g.legal_actions()))
    back = load_game(g.to_json())
    assert back.options == frozenset({"own_sheet"}) and back.own_sheet
    assert back.state_key() == g.state_key() and back.history == g.history
    assert back.legal_actions() == g.legal_actions()


def test_only_my_score_counts_and_nobody_is_ranked():
    g = phone(players=("Me", "Bob"))
    rng = random.Random(1)
    while not g.is_over:
        g.apply(rng.choice(g.legal_actions()))
    assert [s["player"] for s in g.scores()] == ["Me"]
    assert g.scores()[0]["title"] is None and g.winners() == []


# --- random games ---------------------------------------------------------------

@pytest.mark.parametrize("variant", [PC, FOUR])
def test_random_games_end_on_time_with_only_my_sheet_marked(variant):
    for seed in range(150):
        rng = random.Random(seed)
        n = 2 + seed % 3
        g = new_game(["Me", "Bob", "Cy", "Di"][:n], seed=seed, variant=variant,
                     options=["own_sheet"])
        turns = 0
        while not g.is_over:
            p = g.pending
            assert p.player == 0
            acts = g.legal_actions()
            assert acts and len(set(acts)) == len(acts)
            if p.kind == "platter" and turns % 2:     # entered by hand, not drawn
                faces = [rng.randint(1, 6) for _ in g.faces]
                for d in rng.sample(range(len(faces)), rng.randint(0, 3)):
                    faces[d] = 0
                a = Action("platter", faces=tuple(faces))
            else:
                a = rng.choice(acts)
            was = (g.round, g.active)
            g.apply(a)
            turns += (g.round, g.active) != was
            assert all(empty(g, s) for s in range(1, n))
        assert g.round == g.variant.rounds_by_players[n]
        assert turns == n * g.variant.rounds_by_players[n]   # the last one ends the game
        assert [s["player"] for s in g.scores()] == ["Me"]


# Written against mutation testing: one phone per player (clever/own_sheet.py)
# as the phone's owner meets it: each refused entry as its whole sentence,
# what the log says after a platter and after the die fields (and that it is
# the owner's line), which dice the page asks faces for, the lowest die-field
# face accepted, and the dice a bare `platter` draws: plausible, and the same
# in every later version (saves and codes replay them from the seed).

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
    g = phone(seed=seed)
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
