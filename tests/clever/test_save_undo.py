"""Saves, loading bad saves, replay and undo."""

import json

import pytest

from clever import InvalidSave, load_game, new_game
from clever.game import Game


def midgame(steps=25, players=("Ann", "Bob"), seed=9):
    g = new_game(list(players), seed=seed)
    for _ in range(steps):
        g.apply(g.legal_actions()[-1])
    return g


def test_save_and_load_resume_the_identical_game():
    g = midgame()
    h = load_game(g.to_json())
    assert h.state_key() == g.state_key()
    assert h.legal_actions() == g.legal_actions()
    assert [str(e) for e in h.log] == [str(e) for e in g.log]
    # and both continue identically, dice included
    for _ in range(30):
        a = g.legal_actions()[0]
        g.apply(a)
        h.apply(a)
    assert h.state_key() == g.state_key()


def test_same_seed_same_dice_and_replay():
    g = midgame(steps=60, seed=123)
    again = Game.replay(g.players, g.seed, g.history)
    assert again.state_key() == g.state_key()


def test_undo_restores_the_previous_decision_without_new_dice():
    g = midgame(steps=10)
    before = g.state_key()
    dice_before = g.dice()
    g.apply(g.legal_actions()[0])
    assert g.undo()
    assert g.state_key() == before
    assert g.dice() == dice_before


def test_undoing_a_roll_and_rolling_again_gives_the_same_dice():
    g = new_game(["Ann"], seed=4)
    g.apply("roll")
    first = g.dice()
    g.undo()
    g.apply("roll")
    assert g.dice() == first


def test_undo_at_the_start_does_nothing():
    g = new_game(["Ann"], seed=4)
    assert g.undo() is False


def corrupt_cases():
    good = json.loads(midgame().to_json())
    text = json.dumps(good)
    yield "cut short", text[: len(text) // 2], "not valid JSON"
    yield "not json", "hello", "not valid JSON"
    yield "a list", "[1, 2]", "not a JSON object"
    yield "other app", json.dumps({**good, "format": "chess"}), "not a saved game"
    yield "future", json.dumps({**good, "version": 99}), "newer version"
    yield "no version", json.dumps({k: v for k, v in good.items() if k != "version"}), \
        "no version"
    yield "variant", json.dumps({**good, "variant": "yahtzee"}), "unknown game"
    yield "players", json.dumps({**good, "players": "Ann"}), "player list"
    yield "empty name", json.dumps({**good, "players": ["Ann", " "]}), "needs a name"
    yield "five players", json.dumps({**good, "players": list("abcde")}), "1 to 4 players"
    yield "seed", json.dumps({**good, "seed": "7"}), "seed"
    yield "actions", json.dumps({**good, "actions": "roll"}), "action list"
    acts = list(good["actions"])
    acts[3] = "use green green 11"
    yield "illegal action", json.dumps({**good, "actions": acts}), "is not legal"
    yield "tampered", json.dumps({**good, "digest": "0" * 16}), "changed after"
    yield "bytes", b"\xff\xfe", "not text"
    yield "none", None, "must be JSON text"


@pytest.mark.parametrize("name,text,message", list(corrupt_cases()),
                         ids=[c[0] for c in corrupt_cases()])
def test_bad_saves_say_what_is_wrong(name, text, message):
    with pytest.raises(InvalidSave, match=message):
        load_game(text)


def test_tampering_that_stays_legal_is_still_caught():
    good = json.loads(midgame().to_json())
    good["seed"] += 1    # other dice: the actions may still be legal, the digest is not
    with pytest.raises(InvalidSave):
        load_game(json.dumps(good))
    # edits whose actions all still replay legally: only the digest can tell
    g = midgame()
    saved = json.loads(g.to_json())
    last = len(saved["actions"]) - 1
    while len(Game.replay(g.players, g.seed, saved["actions"][:last]).legal_actions()) < 2:
        last -= 1
    before = Game.replay(g.players, g.seed, saved["actions"][:last])
    other = next(str(a) for a in before.legal_actions() if str(a) != saved["actions"][last])
    for actions in (saved["actions"][:-1],                          # cut short
                    saved["actions"][:last] + [other]):             # another legal choice
        tampered = {**saved, "actions": actions}
        assert Game.replay(g.players, g.seed, actions).history == actions  # replays legally
        with pytest.raises(InvalidSave, match="changed after it was written"):
            load_game(json.dumps(tampered))


def test_actors_record_who_took_each_action_and_survive_a_load():
    g = midgame(steps=40, players=("Ann", "Bob", "Cy"))
    assert len(g.actors) == len(g.history)
    assert set(g.actors) == {0, 1, 2}
    assert load_game(g.to_json()).actors == g.actors


def test_rewind_goes_back_to_any_earlier_decision():
    g = midgame(steps=30)
    h = Game.replay(g.players, g.seed, g.history[:12])
    g.rewind(12)
    assert g.state_key() == h.state_key() and g.history == h.history
    with pytest.raises(ValueError):
        g.rewind(99)


def test_search_copy_plays_exactly_like_the_game():
    g = midgame(steps=5)
    q = g.clone(keep_log=False)
    logged = len(g.log)
    for _ in range(80):
        if g.is_over:
            break
        a = g.legal_actions()[len(g.history) % len(g.legal_actions())]
        told = g.apply(a)
        assert q.apply(a) == told         # the same events, in the same order
        assert q.state_key() == g.state_key()
    assert len(g.log) > logged + 40
    assert q.log == g.log[logged:]        # the copy's log holds only its own moves
