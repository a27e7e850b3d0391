"""A position as a starting point (clever/position.py): what a player or a
tool sets up is checked against the rules, a game starts from it, and saves
and game codes of such a game hold it."""

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from clever import InvalidSave, Position, gamecode, load_game, new_game, start_game
from clever.i18n import tr

PC, FE = "pretty-clever", "clever-4ever"
R1 = {"rerolls": [1, 0]}                                   # round 1 gave a reroll
R1_4EVER = {"rerolls": [1, 0]}
ROUND4 = {"rerolls": [2, 0], "plus1": [1, 0], "polish": [1, 0]}  # 4Ever, rounds 1-3
ROLLED = [[1, "rolled"]] * 6


def refusal(data, variant=PC):
    with pytest.raises(ValueError) as e:
        Position.from_dict(data, variant)
    return e.value.args[0]


@pytest.mark.parametrize("data,variant,message", [
    ([], PC, "a position must be a JSON object"),
    ({"sheets": [R1], "dice_on_table": []}, PC, "a position has no part named dice_on_table"),
    ({"sheets": []}, PC, "a position needs a list of 1 to 4 sheets, one per player"),
    ({"sheets": [R1] * 5}, PC, "a position needs a list of 1 to 4 sheets, one per player"),
    ({"sheets": [R1], "round": 7}, PC, "the round must be a whole number from 1 to 6, not 7"),
    ({"sheets": [R1] * 4, "round": 5}, PC, "the round must be a whole number from 1 to 4, not 5"),
    ({"sheets": [R1], "round": True}, PC, "the round must be a whole number from 1 to 6, not True"),
    ({"sheets": [R1] * 2, "active": 2}, PC, "the active player must be a seat from 0 to 1, not 2"),
    ({"sheets": [R1] * 2, "first": -1}, PC, "the first player must be a seat from 0 to 1"),
    # the sheet's own checks (R12), named by its place
    ({"sheets": [R1, {**R1, "green": [0, 1]}]}, PC,
     "sheet 2: green box 2: 1 cannot be written there: it needs 2 or more."),
    # action counts: beyond the track, or other than the rounds and bonuses give
    ({"sheets": [{"rerolls": [8, 0]}]}, PC,
     "sheet 1: rerolls must be [gained, used] with 0 <= used <= gained <= 7"),
    ({"sheets": [{}]}, PC, "sheet 1: the reroll track should have 1 space circled (from the "
                           "sheet's bonuses and the rounds so far), not 0"),
    ({"sheets": [{"rerolls": [3, 0], "plus1": [1, 0]}], "round": 2}, PC,
     "sheet 1: the reroll track should have 1 space circled (from the sheet's bonuses and the "
     "rounds so far), not 3"),
    ({"sheets": [R1], "round": 2}, PC, "sheet 1: the +1 track should have 1 space circled "
                                       "(from the sheet's bonuses and the rounds so far), not 0"),
    # a bonus owed but not given: yellow's full top row gave a blue X, blue is empty
    ({"sheets": [{**R1, "yellow": ["r1c1", "r1c2", "r1c3"]}]}, PC,
     "sheet 1: blue was given 1 bonus, but only 0 of its boxes are filled: a bonus is owed but "
     "not placed (list it among the bonuses waiting)"),
    # ... and a bonus waiting that nothing gave
    ({"sheets": [R1], "bonuses": [[0, ["x", "blue"]]]}, PC,
     "sheet 1: the bonus ['x', 'blue'] waits, but the sheet was never given it"),
    ({"sheets": [R1], "bonuses": [[0, ["x", "pink"]]]}, PC,
     "['x', 'pink'] is not a bonus of That's Pretty Clever that can wait to be placed"),
    ({"sheets": [R1], "bonuses": [[1, ["x", "blue"]]]}, PC,
     "each bonus waiting must be [seat, bonus], e.g. [0, [\"x\", \"blue\"]], not [1, ['x', "
     "'blue']]"),
    ({"sheets": [R1], "bonuses": {}}, PC,
     "the bonuses waiting must be a list of [seat, bonus] pairs"),
    ({"sheets": [{"rerolls": [2, 0], "plus1": [1, 0]}], "round": 4,
      "bonuses": [[0, ["black"]], [0, ["black"]]]}, PC,
     "sheet 1: the bonus ['black'] waits, but the sheet was never given it"),
    ({"sheets": [ROUND4] * 2, "round": 4, "active": 1, "bonuses": [[0, ["black"]]]}, FE,
     "the black bonus waits only at the start of round 4, before its first roll"),
    # more foxes than the sheet earns
    ({"sheets": [{**R1, "yellow": ["r4c2", "r4c3", "r4c4"]}], "foxes": [2]}, PC,
     "sheet 1: the sheet earns 1 fox, not 2"),
    ({"sheets": [R1], "foxes": 1}, PC, "foxes, when given, must list one count per sheet"),
    ({"sheets": [R1], "foxes": [False]}, PC, "sheet 1: the sheet earns 0 foxes, not False"),
    # the dice on the table
    ({"sheets": [R1], "dice": [[1, "rolled"]] * 5}, PC,
     "the dice must be a list of 6 [face, place] pairs, one per die in this order: white, "
     "yellow, blue, green, orange, purple"),
    ({"sheets": [R1], "dice": [[7, "rolled"]] * 6}, PC,
     "the white die's face must be 1 to 6, not 7"),
    ({"sheets": [R1], "dice": [[0, "cup"]] * 6}, PC,
     "the white die's face must be 1 to 6, not 0"),
    ({"sheets": [R1], "dice": [[1, "hand"]] * 6}, PC,
     "the white die lies nowhere a die can be ('hand'); the places are cup, rolled, field, "
     "platter, aside"),
    ({"sheets": [R1], "dice": [3, "rolled"] * 3}, PC,
     "the white die must be given as [face, place], not 3"),
    ({"sheets": [R1], "dice": [[1, "rolled"]] * 5 + [[2, "cup"]]}, PC,
     "a roll takes every die in the cup: no die can be in the cup while others lie just rolled"),
    ({"sheets": [R1], "dice": [[1, "rolled"]] * 5 + [[2, "platter"]]}, PC,
     "the purple 2 on the silver platter is not lower than a die chosen this turn"),
    ({"sheets": [R1], "dice": [[1, "field"]] * 3 + [[2, "rolled"]] * 3}, PC,
     "after 3 dice on die fields the active player rolls no more"),
    ({"sheets": [R1], "dice": [[1, "rolled"]] * 5 + [[2, "aside"]]}, PC,
     "dice lie aside only for the passive half of a solo game"),
    ({"sheets": [R1], "dice": [[5, "platter"]] * 3 + [[2, "aside"]] * 3}, PC,
     "in a solo game's passive half the 3 lowest dice lie on the silver platter and the "
     "others aside"),
    ({"sheets": [R1] * 2, "dice": [[5, "field"]] * 4 + [[2, "platter"]] * 2}, PC,
     "a turn has at most 3 dice on die fields"),
    ({"sheets": [R1] * 2, "dice": [[5, "field"]] + [[2, "platter"]] * 5, "picker": 0}, PC,
     "the player taking a die from the silver platter must be a passive player's seat, not 0"),
    ({"sheets": [R1] * 2, "dice": ROLLED, "picker": 1}, PC,
     "a picker is named only while a passive player takes a die from the silver platter"),
    ({"sheets": [{}]}, FE, "sheet 1: the reroll track should have 1 space circled (from the "
                           "sheet's bonuses and the rounds so far), not 0"),
    # 4Ever: the grey part r1c1 gave a polish: reachable
    ({"sheets": [{**R1_4EVER, "grey": ["r1c1"], "polish": [1, 0]}]}, FE,
     None),
])
def test_a_position_the_rules_cannot_reach_is_refused_in_words(data, variant, message):
    if message is None:  # reachable: the grey part r1c1 gives a polish, nothing else
        Position.from_dict(data, variant)
        return
    assert refusal(data, variant) == message


def test_the_refusals_read_in_german_and_french():
    msg = refusal({"sheets": [{**R1, "yellow": ["r1c1", "r1c2", "r1c3"]}]})
    assert tr(msg, "de") == ("Blatt 1: Blau hat 1 Bonus erhalten, aber nur 0 seiner Kästchen "
                             "sind ausgefüllt: ein Bonus fehlt noch (nenne ihn bei den "
                             "wartenden Boni)")
    assert tr(refusal({"sheets": [R1], "round": 9}), "fr") == \
        "la manche doit être un nombre entier de 1 à 6, pas 9"


def test_a_game_played_one_phone_per_player_has_no_position():
    with pytest.raises(ValueError, match="one phone per player cannot start from a position"):
        Position.from_dict({"sheets": [R1] * 2}, PC, ["own_sheet"])


def test_the_number_of_players_must_match_the_sheets():
    with pytest.raises(ValueError, match="the position has 2 sheets, but 1 players are named"):
        start_game({"sheets": [R1] * 2}, ["Ann"])


def test_a_turn_starts_where_the_position_says():
    # round 3 of a 2-player game, Bob's turn; Ann has yellow's top row (and its blue X)
    ann = {"yellow": ["r1c1", "r1c2", "r1c3"], "blue": ["r1c2"], "rerolls": [2, 1],
           "plus1": [1, 0]}
    bob = {"rerolls": [2, 0], "plus1": [1, 1], "purple": [3, 5]}
    g = start_game({"round": 3, "active": 1, "sheets": [ann, bob]}, ["Ann", "Bob"], seed=4)
    assert (g.round, g.active, g.pending.player, g.pending.kind) == (3, 1, 1, "roll")
    assert g.history == [] and [s.to_dict() for s in g.sheets][1]["purple"] == [3, 5]
    assert [s["total"] for s in g.scores()] == [1, 8]  # no yellow column full


def test_the_dice_on_the_table_give_the_decision_they_lead_to():
    # Ann chose the orange 5: the lower dice went to the platter, two are rolled again
    dice = [[2, "platter"], [4, "platter"], [6, "rolled"], [1, "platter"], [5, "field"],
            [3, "rolled"]]
    sheet = {"orange": [5], "rerolls": [1, 0]}
    g = start_game({"sheets": [sheet], "dice": dice}, ["Ann"], seed=1)
    assert g.pending.kind == "choose"
    assert sorted(map(str, g.legal_actions())) == [
        "reroll", "use blue blue r2c4", "use purple purple 1"]
    # the solo passive half: the platter's three lowest, the rest aside
    solo = [[1, "platter"], [2, "platter"], [2, "platter"], [6, "aside"], [6, "aside"],
            [5, "aside"]]
    g = start_game({"sheets": [sheet], "dice": solo}, ["Ann"], seed=1)
    assert g.pending.kind == "pick" and g.solo_passive
    # a passive player's pick in a 3-player game: Cy picks after Bob (seat 1 chose "pass")
    table = [[3, "field"], [1, "platter"], [6, "field"], [2, "platter"], [6, "field"],
             [4, "platter"]]
    g = start_game({"sheets": [sheet] * 3, "dice": table, "picker": 1}, ["Ann", "Bob", "Cy"])
    assert (g.pending.player, g.pending.kind) == (1, "pick")
    g.apply("pass")
    assert (g.pending.player, g.pending.kind) == (2, "pick")


def test_a_bonus_waiting_is_asked_for_first():
    sheet = {"yellow": ["r1c1", "r1c2", "r1c3"], "rerolls": [1, 0]}
    g = start_game({"sheets": [sheet], "bonuses": [[0, ["x", "blue"]]]}, ["Ann"], seed=1)
    assert g.pending.kind == "bonus" and g.pending.bonus == ("x", "blue")
    g.apply("bonus blue r1c2")
    assert g.pending.kind == "roll" and g.sheets[0].to_dict()["blue"] == ["r1c2"]


def test_undo_goes_back_to_the_position_not_to_a_new_game():
    g = start_game({"round": 2, "sheets": [{"rerolls": [1, 0], "plus1": [1, 0],
                                            "purple": [2]}]}, ["Ann"], seed=3)
    start = g.public_position()
    g.apply("roll 1 1 1 1 1 6")
    g.apply("use purple purple 2")
    assert g.undo() and g.undo() and not g.undo()
    assert g.public_position() == start


def _random_game(rng, variant):
    n = rng.randint(1, 4)
    game = new_game(["Ann", "Bob", "Cy", "Di"][:n], seed=rng.randrange(10**6), variant=variant,
                    first=rng.randrange(n))
    return game


def _table(game):
    """What a player sees, the dice in the cup (last turn's faces) left out."""
    view = game.public_position()
    view["dice"] = [[0 if d[1] == "cup" else d[0], d[1]] for d in view["dice"]]
    return view


@pytest.mark.parametrize("variant", [PC, FE])
def test_any_position_of_a_random_game_starts_the_same_game(variant):
    """Positions taken from 200 random games at random moments: a game started
    from each shows the same sheets, dice and decision, has the same legal
    actions and scores, and the position reads back from its dict form."""
    taken = set()
    for k in range(200):
        rng = random.Random(k)
        game = _random_game(rng, variant)
        while not game.is_over:
            if rng.random() < 0.1:
                try:
                    pos = Position.from_game(game)
                except ValueError as e:
                    assert str(e) == "a position cannot be taken at this moment of the game"
                    pos = None
                if pos is not None:
                    other = start_game(pos, game.players, seed=k)
                    assert sorted(map(str, other.legal_actions())) == \
                        sorted(map(str, game.legal_actions()))
                    assert other.scores() == game.scores()
                    mine, theirs = _table(other), _table(game)
                    if pos.dice is None:  # a round's bonus waits: last turn's dice are gone
                        mine["dice"] = theirs["dice"] = None
                    assert mine == theirs
                    assert Position.from_dict(pos.to_dict(), variant,
                                              game.variant.options).to_dict() == pos.to_dict()
                    taken.add(game.pending.kind)
            game.apply(rng.choice(game.legal_actions()))
    assert taken == {"roll", "choose", "pick", "bonus"}


def _played_from(variant, k):
    rng = random.Random(k)
    game = _random_game(rng, variant)
    for _ in range(rng.randint(5, 80)):
        if not game.is_over:
            game.apply(rng.choice(game.legal_actions()))
    while True:
        if game.is_over:
            game = _random_game(rng, variant)
        try:
            pos = Position.from_game(game)
            break
        except ValueError:
            game.apply(rng.choice(game.legal_actions()))
    g = start_game(pos, game.players, seed=k)
    for _ in range(rng.randint(0, 60)):
        if g.is_over:
            break
        g.apply(rng.choice(g.legal_actions()))
    return g


@pytest.mark.parametrize("variant", [PC, FE])
def test_a_game_from_a_position_saves_loads_and_replays(variant):
    for k in range(25):
        g = _played_from(variant, k)
        text = g.to_json()
        data = json.loads(text)
        assert data["version"] == 4 and data["position"] == Position.from_game(
            start_game(data["position"], g.players, 0, variant, data["options"])).to_dict()
        loaded = load_game(text)
        assert loaded.public_position() == g.public_position()
        assert loaded.history == g.history and loaded.scores() == g.scores()
        code = gamecode.decode(gamecode.encode(g))
        assert code.public_position() == g.public_position() and code.history == g.history
        # a replay starts at the position, not at a new game
        assert gamecode.prefix(g, 0).public_position()["sheets"] == data["position"]["sheets"]


def test_a_plain_game_is_still_saved_and_coded_as_before():
    g = new_game(["Ann"], seed=3)
    g.apply("roll")
    assert json.loads(g.to_json())["version"] == 3
    assert gamecode.encode(g)[:2] == "AQ"  # version 1's first byte


def test_an_edited_starting_position_is_caught():
    sheet = {"rerolls": [1, 0], "plus1": [1, 0]}
    g = start_game({"round": 2, "sheets": [sheet, sheet]}, ["Ann", "Bob"], 5)
    g.apply("roll")
    data = json.loads(g.to_json())
    data["position"]["sheets"][0]["purple"] = [6]  # legal, but not this game's start
    with pytest.raises(InvalidSave, match="changed after it was written"):
        load_game(json.dumps(data))
    data["position"]["round"] = 9
    with pytest.raises(InvalidSave, match="starting position is wrong: the round must be"):
        load_game(json.dumps(data))
    data["position"]["round"] = 2
    data["first"] = 1
    with pytest.raises(InvalidSave, match="does not say who started as the save does"):
        load_game(json.dumps(data))


def test_a_position_code_damaged_in_its_position_says_so():
    g = start_game({"sheets": [R1]}, ["Ann"], 5)
    raw = bytearray(__import__("base64").urlsafe_b64decode(gamecode.encode(g) + "=="))
    assert raw[0] == 2
    raw[12] ^= 0xFF  # inside the packed position
    bad = __import__("base64").urlsafe_b64encode(bytes(raw)).decode().rstrip("=")
    with pytest.raises(InvalidSave, match="the code"):
        gamecode.decode(bad)


JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 9)
    | st.sampled_from(["x", "blue", "rolled", "field", "platter", "cup", "aside", "r1c1",
                       "black", "reroll", "any"]),
    lambda inner: st.lists(inner, max_size=7) | st.dictionaries(
        st.sampled_from(["round", "active", "first", "sheets", "bonuses", "dice", "picker",
                         "foxes", "yellow", "blue", "grey", "rerolls", "plus1"]),
        inner, max_size=5),
    max_leaves=30)


@settings(max_examples=300, deadline=None)
@given(JSON, st.sampled_from([PC, FE]))
def test_any_value_is_a_position_or_refused_in_words(data, variant):
    try:
        Position.from_dict(data, variant)
    except ValueError as e:
        assert isinstance(e.args[0], str) and e.args[0]


SIXES, ONE_SIX = "roll 6 6 6 6 6 6", "roll 1 1 1 1 1 6"
# the actions these demos were scripted with before they started from a position
SCRIPTED = {
    "round-four": ["roll 1 1 1 1 1 6", "use purple purple 1", SIXES, "pass",
                   "roll 1 1 1 1 1 6", "use purple purple 2", "done", SIXES, "pass", "done",
                   "roll 1 1 1 1 1 6", "use purple purple 3", "done", SIXES, "pass", "done"],
    "end-of-game": [ONE_SIX, "use purple purple 1", "roll 6 3 6 6 6 6", "use yellow yellow r1c1",
                    ONE_SIX, "use purple purple 2", "done", "roll 6 2 6 6 6 6",
                    "use yellow yellow r2c1", "done",
                    ONE_SIX, "use purple purple 3", "done", "roll 6 1 6 6 6 6",
                    "use yellow yellow r3c1", "done",
                    "bonus blue r2c1", ONE_SIX, "use purple purple 4", "bonus blue r1c2", "done",
                    "roll 6 6 6 1 6 6", "use green green 1", "done",
                    ONE_SIX, "use purple purple 5", "done", "roll 6 6 6 2 6 6",
                    "use green green 2", "done",
                    "roll 1 1 1 1 5 6", "use orange orange 1", "roll 6", "use purple purple 6",
                    "bonus yellow r1c2", "plus1 purple purple 7", "plus1 white orange 2",
                    "roll 2 6 2 6 1 6"],
}


@pytest.mark.parametrize("demo_id", ["round-four", "end-of-game", "tie-break",
                                     "4ever-shade-fox"])
def test_long_demos_start_from_a_position(demo_id):
    from clever.demos.runner import build, demo
    from clever.game import Game

    entry = demo(demo_id)
    assert "position" in entry and len(entry["script"]) <= 1
    game = build(entry)
    if demo_id in SCRIPTED:  # the same table as the 16 or 38 actions led to
        old = Game(["You"], 16, entry["game"], first=0)
        for text in SCRIPTED[demo_id]:
            old.apply(text)
        mine, theirs = _table(game), _table(old)
        if game.pending.kind == "bonus":  # the round's bonus: last turn's dice are gone
            mine["dice"] = theirs["dice"] = None
        assert mine == theirs
        assert sorted(map(str, game.legal_actions())) == sorted(map(str, old.legal_actions()))


def test_saves_and_codes_of_games_from_a_position_keep_loading():
    """Frozen (tests/fixtures/position_games.json): a version-4 save and a
    version-2 code written by this version load in every later one and
    replay to the same scores."""
    from pathlib import Path
    fixtures = json.loads((Path(__file__).resolve().parents[1] / "fixtures" / "position_games.json")
                          .read_text())
    for game in fixtures:
        for loaded in (load_game(game["save"]), gamecode.decode(game["code"])):
            assert len(loaded.history) == game["actions"]
            assert [s["total"] for s in loaded.scores()] == game["totals"]
        assert json.loads(game["save"])["version"] == 4


@pytest.mark.parametrize("variant", [PC, FE])
def test_positions_of_well_played_games_are_reachable(variant):
    """A computer player fills areas and tracks far more than random moves do
    (bonuses lost for want of room, full tracks): every position its games
    pass through is accepted and starts the same game."""
    from clever.bots import make_bot

    bot = make_bot("skilled", variant)
    for k in range(3):
        game = new_game(["Ann", "Bob"][:1 + k % 2], seed=k, variant=variant)
        while not game.is_over:
            try:
                pos = Position.from_game(game)
            except ValueError:
                pos = None
            if pos is not None:
                other = start_game(pos, game.players, seed=k)
                assert sorted(map(str, other.legal_actions())) == \
                    sorted(map(str, game.legal_actions()))
            game.apply(bot.choose(game))
