"""Bad actions get a clear message and leave the game exactly as it was."""

import pytest
from helpers import rolled

from clever import Action, IllegalAction, new_game


def snapshot(g):
    return g.state_key(), list(g.history), len(g.log)


@pytest.fixture
def two_player():
    return rolled(("Ann", "Bob"), white=2, yellow=6, blue=3, green=4, orange=5, purple=1)


@pytest.mark.parametrize("action,player,message", [
    ("use green green 1", 1, "It is not Bob's decision"),
    ("use red red 1", None, "There is no red die"),
    ("use green pink 1", None, "There is no pink area"),
    ("use green yellow r1c1", None, "can only be entered in green"),
    ("use green green 2", None, "left to right; the next one is box 1"),
    ("use yellow yellow r1c1", None, "the box shows 3, the value is 6"),
    ("use yellow yellow r1c4", None, "yellow has no box r1c4"),
    ("use green green 99", None, "green has no box 99"),
    ("plus1 green green 1", None, "+1 action is used at the end"),
    ("pass", None, "not possible now"),
    ("done", None, "not possible now"),
    ("forfeit", None, "only be given up when none of its dice can be used"),
    ("bonus blue r2c2", None, "not possible now"),
    ("dance", None, "is not an action"),
    ("", None, "is not an action"),
])
def test_illegal_action_explained_and_state_unchanged(two_player, action, player, message):
    g = two_player
    before = snapshot(g)
    with pytest.raises(IllegalAction) as info:
        g.apply(action, player=player)
    assert message in str(info.value)
    assert snapshot(g) == before
    g.apply("use yellow yellow r1c2")  # the game goes on normally


def test_passive_player_must_use_the_platter(two_player):
    g = two_player
    g.apply("use yellow yellow r1c2")
    before = snapshot(g)
    g.sheets[1].plus1 = 0
    with pytest.raises(IllegalAction, match="from the silver platter"):
        g.apply("use yellow yellow r4c4")  # the yellow die is on Ann's die field
    with pytest.raises(IllegalAction, match="Only the active player may reroll"):
        g.apply("reroll")
    assert snapshot(g) == before


def test_die_not_among_the_dice_just_rolled():
    g = rolled(white=3, yellow=4, blue=4, green=2, orange=5, purple=6)
    g.apply("use yellow yellow r3c4")
    g.apply("roll")
    with pytest.raises(IllegalAction, match="green die is not among the dice just rolled"):
        g.apply("use green green 1")


def test_nothing_after_the_end():
    g = new_game(["Ann"], seed=1)
    while not g.is_over:
        g.apply(g.legal_actions()[0])
    before = snapshot(g)
    for a in ("roll", "use green green 1", "done"):
        with pytest.raises(IllegalAction, match="The game is over"):
            g.apply(a)
    assert snapshot(g) == before


@pytest.mark.parametrize("bad", [None, 3, ["roll"], Action("use", "white")])
def test_non_actions_are_refused(bad):
    g = new_game(["Ann"], seed=1)
    with pytest.raises(IllegalAction):
        g.apply(bad)


def test_new_game_validates_its_arguments():
    for players in ([], ["a"] * 5, "Ann", [""], [3]):
        with pytest.raises(ValueError):
            new_game(players)
    with pytest.raises(ValueError):
        new_game(["Ann"], seed="x")
    with pytest.raises(ValueError):
        new_game(["Ann"], variant="chess")


def test_action_text_round_trips():
    for text in ("roll", "reroll", "forfeit", "pass", "done", "use white blue r2c3",
                 "plus1 green green 4", "bonus orange 7"):
        assert str(Action.parse(text)) == text


def test_explain_die_says_why_a_die_cannot_be_taken(two_player):
    g = two_player
    assert g.explain_die("yellow") is None               # usable now
    g.apply("use yellow yellow r1c2")
    assert "must take a die from the silver platter" in g.explain_die("yellow")
    assert g.explain_die("green") is None
    assert g.explain_die("pink") == "There is no pink die."
    g.apply("pass")
    assert g.explain_die("green").startswith("Roll the dice first")


def test_explain_die_for_the_active_player():
    g = rolled(white=3, yellow=4, blue=4, green=2, orange=5, purple=6)
    g.apply("use yellow yellow r3c4")
    g.apply("roll")
    assert "not among the dice just rolled (it is on a die field)" in g.explain_die("yellow")
    assert "(it is on the silver platter)" in g.explain_die("green")
