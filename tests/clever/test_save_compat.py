"""Saves written before the Clever family redesign (format version 1, by main
at c7f21e6) still load and replay to the very same position, and saves are
checked as docs/save-format.md says."""

import json
from pathlib import Path

import pytest

from clever import Action, Game, InvalidSave, load_game, new_game, parse_action

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
FIXTURE = json.loads((FIXTURES / "saves_v1.json").read_text())
GAMES = FIXTURE["games"]


@pytest.mark.parametrize("i", range(len(GAMES)))
def test_a_version_1_save_replays_to_the_same_position(i):
    want = GAMES[i]
    game = load_game(want["save"])
    assert game.scores() == want["scores"]
    assert [s.to_dict() for s in game.sheets] == want["sheets"]
    assert game.dice() == want["dice"]
    assert (game.round, game.active) == (want["round"], want["active"])
    pending = None if game.pending is None else [
        game.pending.player, game.pending.kind,
        list(game.pending.bonus) if game.pending.bonus else None]
    assert pending == want["pending"]
    assert sorted(str(a) for a in game.legal_actions()) == want["legal"]
    if want["winners"] is not None:
        assert game.winners() == want["winners"]


def test_the_fixture_covers_every_kind_of_saved_moment():
    kinds = {g["pending"][1] if g["pending"] else "over" for g in GAMES}
    assert kinds == {"roll", "choose", "pick", "extra", "bonus", "over"}
    assert {len(json.loads(g["save"])["players"]) for g in GAMES} == {1, 2, 3, 4}


def test_a_version_1_save_resaved_is_the_current_version_and_loads_the_same():
    old = load_game(GAMES[3]["save"])
    again = json.loads(old.to_json())
    assert again["version"] == 3 and again["first"] == 0 and again["options"] == []
    assert load_game(old.to_json()).scores() == old.scores()


def test_an_edited_version_1_save_is_still_caught():
    data = json.loads(GAMES[2]["save"])
    data["actions"] = data["actions"][:-1]  # still legal, another position
    with pytest.raises(InvalidSave, match="changed after it was written"):
        load_game(json.dumps(data))


@pytest.mark.parametrize("version", [1, 2])
def test_a_save_without_its_digest_is_refused(version):
    data = json.loads(GAMES[0]["save"] if version == 1 else
                      new_game(["Ann"], seed=3).to_json())
    del data["digest"]
    with pytest.raises(InvalidSave, match="no digest"):
        load_game(json.dumps(data))


def test_the_digest_does_not_depend_on_internal_step_names():
    g = new_game(["Ann", "Bob"], seed=8)
    for _ in range(12):
        g.apply(g.legal_actions()[0])
    text = g.to_json()
    g.node = "a-renamed-internal-step"  # insides may change; the save's check may not
    assert g.to_json() == text
    assert load_game(text).history == g.history


# Written against mutation testing: saves (docs/save-format.md): version-2
# saves written by the released engine keep loading (their digest is frozen),
# bad saves are refused in words, and the set-up calls around them (rewind,
# replay, turn order) keep the starter.

# Written by the engine as released; a save must load forever (save-format.md).
PC_BLACK_BONUS = (
    '{"format": "clever-game", "version": 2, "variant": "pretty-clever", "options": [], '
    '"players": ["Ann", "Bob"], "first": 1, "seed": 0, "actions": ["roll", "reroll", '
    '"use yellow yellow r1c1", "roll", "use white orange 1", "roll", "use green green 1", '
    '"use purple purple 1", "roll", "use yellow yellow r1c3", "roll", "use purple purple 2", '
    '"use white purple 1", "roll", "use white yellow r4c4", "plus1 purple purple 2", '
    '"use blue blue r3c3", "plus1 orange orange 1", "roll", "use white orange 2", "roll", '
    '"forfeit", "roll", "reroll", "forfeit", "use blue blue r3c2", "roll", '
    '"use yellow yellow r3c1", "roll", "use purple purple 3", "use orange orange 3", "roll", '
    '"use green green 1", "roll", "use white yellow r2c4", "pass"], '
    '"digest": "4e2282e1beebef1d"}')
C4_QUESTION_BONUS = (
    '{"format": "clever-game", "version": 2, "variant": "clever-4ever", '
    '"options": ["upper_waits"], "players": ["Ann", "Bob"], "first": 1, "seed": 0, '
    '"actions": ["roll", "use green green l1", "roll", "use white yellow r1c1", "roll", '
    '"reroll", "reroll", "use grey grey r2c1", "use blue blue r3c6", "roll", '
    '"use yellow yellow r3c1", "roll", "reroll", "use white yellow r3c2", "roll", '
    '"use green green l1", "use blue blue r1c4", "roll", "reroll", "use white grey r4c2", '
    '"roll", "use pink pink 1", "plus1 white grey r1c1", "use green green l2"], '
    '"digest": "f2a82a54f5fe4df7"}')


@pytest.mark.parametrize("text,pending", [
    (PC_BLACK_BONUS, "Ann: place the bonus black X or black 6"),
    (C4_QUESTION_BONUS, "Ann: place the bonus blue ?"),
])
def test_released_saves_with_a_bonus_pending_still_load(text, pending):
    game = load_game(text)
    assert game.describe_pending() == pending
    # saved again, it is the same game in the current version (its check now
    # covers the set-up too)
    again, old = json.loads(game.to_json()), json.loads(text)
    assert again.pop("version") == 3 and again.pop("digest") != old.pop("digest")
    assert old.pop("version") == 2 and again == old
    assert load_game(game.to_json()).state_key() == game.state_key()


def test_a_new_save_reloads_with_the_same_check():
    g = new_game(["Ann"], seed=11)
    for _ in range(5):
        g.apply(g.legal_actions()[0])
    text = g.to_json()
    assert load_game(text).to_json() == text


def bad(**changes):
    data = json.loads(PC_BLACK_BONUS)
    for k, v in changes.items():
        if v is KeyError:
            del data[k]
        else:
            data[k] = v
    with pytest.raises(InvalidSave) as info:
        load_game(json.dumps(data))
    return str(info.value)


def test_bad_saves_are_refused_in_words():
    assert bad(version=KeyError) == "the save has no version number"
    assert bad(version=0) == "unknown save version 0"
    assert bad(seed="0") == "the save has no valid seed"
    assert bad(actions="roll") == "the save's action list is missing or wrong"
    assert bad(digest=KeyError) == (
        "the save has no digest (its check value): it was cut or edited")
    assert bad(digest="0000000000000000") == (
        "the save was changed after it was written (its check does not match)")


@pytest.mark.parametrize("first", ["1", 2, -1, 1.0])
def test_save_must_name_a_real_starting_seat(first):
    assert bad(first=first) == "the save does not say validly who started"


def test_illegal_action_in_a_save_is_named_by_its_place():
    text = bad(actions=["roll", "dance"])
    assert text.startswith("action 2 ('dance') of the save is not legal: ")


@pytest.mark.parametrize("text,message", [
    (b"\xff\xfe", "the save is not text"),
    (5, "a save must be JSON text, not int"),
    ("[]", "the save is not a JSON object"),
    ('{"format": "other"}', "this is not a saved game of this app"),
])
def test_what_is_not_a_save(text, message):
    with pytest.raises(InvalidSave) as info:
        load_game(text)
    assert str(info.value) == message


# --- the starting seat through rewind / replay -------------------------------------
def test_turn_order_starts_with_the_first_player():
    assert new_game(["A", "B", "C"], seed=1, first=1).turn_order() == [1, 2, 0]
    assert new_game(["A", "B", "C", "D"], seed=1, first=3).turn_order() == [3, 0, 1, 2]
    assert new_game(["A"], seed=1).turn_order() == [0]


def test_rewind_keeps_a_named_starter():
    seed = next(s for s in range(100) if new_game(["A", "B", "C"], seed=s).first != 2)
    g = new_game(["A", "B", "C"], seed=seed, first=2)
    g.apply("roll")
    log = [str(e) for e in g.log]
    g.rewind(0)
    assert g.first == 2 and not g.first_drawn and g.active == 2
    assert [str(e) for e in g.log] == log[:len(g.log)]
    g.apply("roll")
    assert g.undo() and g.first == 2


def test_rewind_keeps_a_drawn_starter_drawn():
    g = new_game(["A", "B", "C"], seed=4)
    g.apply("roll")
    first, log = g.first, [str(e) for e in g.log]
    g.rewind(1)
    assert g.first == first and g.first_drawn
    assert [str(e) for e in g.log] == log


def test_rewind_to_the_present_and_beyond():
    g = new_game(["A"], seed=4)
    g.apply("roll")
    g.rewind(1)
    assert g.history == ["roll"]
    with pytest.raises(ValueError, match=r"^cannot rewind to 5 actions; the game has 1$"):
        g.rewind(5)


def test_replay_with_a_named_starter():
    seed = next(s for s in range(100) if new_game(["A", "B"], seed=s).first != 1)
    g = Game.replay(["A", "B"], seed, ["roll"], first=1)
    assert g.first == 1 and g.active == 1 and g.history == ["roll"]


def test_sheet_total_and_parse_action():
    g = new_game(["A"], seed=2)
    while not g.is_over:
        g.apply(g.legal_actions()[0])
    s = g.sheets[0]
    assert s.total() == s.score()["total"] == g.scores()[0]["total"]
    assert parse_action("use white yellow r1c2") == Action("use", "white", "yellow", "r1c2")
    assert str(parse_action("bonus pink 4 5")) == "bonus pink 4 5"


def test_a_save_of_an_unknown_game_names_it():
    assert bad(variant="pretty-cleverer") == "the save is for an unknown game 'pretty-cleverer'"


def test_a_save_with_wrong_table_options_says_which():
    assert bad(options=["fast_dice"]) == (
        "the save's table options are wrong: 'fast_dice' is not a table option of "
        "pretty-clever (options: same_dice, own_sheet)")
    assert bad(options="same_dice") == (
        "the save's table options are wrong: table options must be a list of option names")
