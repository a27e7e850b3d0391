"""Saves and game codes never hang, crash or load as another game: a seed
that no code can hold is refused where a game is made, a save's check covers
its whole set-up, and whatever a save or a code holds, loading it gives the
game or InvalidSave in words."""

from __future__ import annotations

import json

import pytest

from clever import Game, InvalidSave, gamecode, load_game, new_game


@pytest.mark.parametrize("seed", [-1, -2 ** 70, True, False, 1.0, "7", None])
def test_a_game_with_a_seed_that_is_no_whole_number_from_0_is_refused(seed):
    with pytest.raises(ValueError, match="^the seed must be a whole number, 0 or more$"):
        Game(["Ann"], seed)


@pytest.mark.parametrize("seed", [-1, True])
def test_new_game_refuses_a_negative_or_true_false_seed(seed):
    with pytest.raises(ValueError, match="the seed must be a whole number"):
        new_game(["Ann"], seed=seed)


def test_a_save_with_a_negative_seed_is_refused_not_hung_on():
    # a negative seed made the game code of the loaded game loop for ever
    text = new_game(["Ann"], seed=0).to_json()
    data = json.loads(text)
    data["seed"] = -1
    with pytest.raises(InvalidSave, match="^the save has no valid seed$"):
        load_game(json.dumps(data))


def test_a_code_never_writes_a_negative_number():
    with pytest.raises(ValueError, match="from 0 up"):
        gamecode._varint(-1)
    assert gamecode._varint(0) == b"\x00" and gamecode._varint(300) == b"\xac\x02"


def test_the_largest_seeds_still_make_a_code_that_opens():
    g = new_game(["Ann"], seed=2 ** 64 - 1)
    g.apply("roll")
    assert gamecode.decode(gamecode.encode(g)).history == ["roll"]
