"""Clever 4Ever: bad actions get a clear message in players' words and leave
the game exactly as it was; and a fuzz over both games: any text, legal or
not, either applies or is refused with a message, never a crash."""

import random

import pytest

from clever import IllegalAction, new_game


def snapshot(g):
    return g.state_key(), list(g.history), len(g.log)


def four(faces, options=(), players=("Ann",)):
    g = new_game(list(players), seed=1, variant="clever-4ever", options=options, first=0)
    g.apply("roll " + " ".join(map(str, faces)))
    return g


@pytest.mark.parametrize("action,message", [
    ("use white blue r2c3", "may stand in for yellow, grey, green, pink, but not for blue"),
    ("use blue blue r2c3", "the blue die names row 4 and the white die column 5"),
    ("use grey grey r1c2", "first grey part must be one of the two start parts"),
    ("use grey grey r2c1", "that part has 4 boxes; the die shows only 3"),
    ("use grey grey r1c3", "grey has no box r1c3"),
    ("use green green l2", "lower triangles fill left to right; the next one is in field 1"),
    ("use green green x1", "green has no box x1"),
    ("use pink pink 2", "boxes are filled left to right; the next one is box 1"),
    ("use yellow yellow r1c2", "each row fills left to right; the next box of the top row is "
                               "box 1"),
    ("use yellow yellow r1c1 polish +1", "Polish can only change a die taken from the silver "
                                         "platter"),
    ("use pink yellow r3c1", "can only be entered in pink"),
    ("bonus pink 1 3", "not possible now"),
])
def test_illegal_4ever_actions_are_explained_and_change_nothing(action, message):
    g = four((5, 6, 4, 3, 2, 1))  # white 5, yellow 6, blue 4, grey 3, green 2, pink 1
    before = snapshot(g)
    with pytest.raises(IllegalAction) as info:
        g.apply(action)
    assert message in str(info.value)
    assert snapshot(g) == before


def test_a_falling_top_row_is_explained():
    g = four((5, 4, 5, 5, 5, 5))
    g.apply("use yellow yellow r1c1")
    g.apply("roll 2 3 2 2 2")  # white, blue, grey, green, pink rolled again
    with pytest.raises(IllegalAction, match=r"top row each entry must be higher than the one "
                                            r"before \(4\)"):
        g.apply("use white yellow r1c2")


def test_white_as_blue_with_the_table_option_is_explained_like_blue():
    g = four((5, 6, 4, 3, 2, 1), options=("white_as_blue",))
    assert "use white blue r4c5" in {str(a) for a in g.legal_actions()}
    with pytest.raises(IllegalAction, match="row 4, column 5"):
        g.apply("use white blue r1c1")


def test_polish_beyond_what_is_held_or_past_six_is_explained():
    g = new_game(["Ann", "Bob"], seed=1, variant="clever-4ever", first=0)
    g.sheets[1].polish = 1
    g.apply("roll 6 6 6 6 6 1")
    g.apply("use yellow yellow r3c1")      # the pink 1 goes to the platter
    g.apply("roll 6 6 6 6")
    g.apply("use white grey r1c1")
    g.apply("roll 6 6 6")
    g.apply("use blue blue r6c6")          # Ann's turn is over: Bob picks
    assert g.pending == (1, "pick", None)
    before = snapshot(g)
    with pytest.raises(IllegalAction, match="has 1 polish, not 2"):
        g.apply("use pink pink 1 polish +2", player=1)
    with pytest.raises(IllegalAction, match="1 and 6 are not next to each other"):
        g.apply("use pink pink 1 polish -1", player=1)
    assert snapshot(g) == before
    g.apply("use pink pink 1 polish +1", player=1)
    assert g.sheets[1].marks["pink"] == (2,) and g.sheets[1].polish_left == 0


def test_a_question_bonus_needs_its_value_where_the_box_does_not_say_it():
    g = four((1, 1, 1, 1, 1, 1))
    g.sheets[0].marks["yellow"] = ((), (), ())
    g.apply("use yellow yellow r2c1")      # middle box 1: a reroll, no choice
    g.apply("roll 2 2 2 2 2")
    g.apply("use white yellow r2c2")       # middle box 2: a pink ?
    assert g.pending.kind == "bonus" and g.pending.bonus == ("any", "pink")
    before = snapshot(g)
    with pytest.raises(IllegalAction, match="needs a value from 1 to 6"):
        g.apply("bonus pink 1")
    with pytest.raises(IllegalAction, match="cannot go in pink box 2"):
        g.apply("bonus pink 2 4")
    assert snapshot(g) == before
    g.apply("bonus pink 1 4")
    assert g.sheets[0].marks["pink"] == (4,)


WORDS = ["roll", "reroll", "use", "plus1", "bonus", "pass", "done", "forfeit", "polish",
         "white", "yellow", "blue", "grey", "green", "pink", "orange", "purple", "red",
         "r1c1", "r2c3", "r4c16", "l1", "u2", "1", "5", "12", "+1", "-2", "0", "7", "x"]


@pytest.mark.parametrize("variant", ["pretty-clever", "clever-4ever"])
def test_any_text_either_applies_or_is_refused_in_words(variant):
    rng = random.Random(variant)
    for seed in range(25):
        g = new_game(["Ann", "Bob"][: 1 + seed % 2], seed=seed, variant=variant)
        while not g.is_over:
            for _ in range(15):
                text = " ".join(rng.choice(WORDS) for _ in range(rng.randint(1, 6)))
                before = snapshot(g)
                try:
                    h = g.clone()
                    h.apply(text)
                except IllegalAction as e:
                    assert str(e).strip()
                    assert snapshot(g) == before
            g.apply(rng.choice(g.legal_actions()))
