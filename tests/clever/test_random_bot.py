"""The random bot (clever/bots/random_bot.py) draws its index itself rather
than through random.choice(): it must pick what choice() picks, step for
step, and refuse an empty list as choice() does."""

import random

import pytest

from clever import new_game
from clever.bots import make_bot


@pytest.mark.parametrize("variant", ["pretty-clever", "clever-4ever"])
def test_picks_what_choice_picks(variant):
    bot = make_bot("random")
    for seed in range(5):
        game = new_game(["Ann", "Bob"], seed=seed, variant=variant)
        mine, theirs = random.Random(seed), random.Random(seed)
        while not game.is_over:
            got = bot.choose(game, mine)
            assert got == theirs.choice(game.legal_actions())
            game.apply(got)


def test_a_finished_game_is_refused_as_choice_refuses_it():
    game = new_game(["Ann"], seed=1)
    while not game.is_over:
        game.apply(game.legal_actions()[0])
    with pytest.raises(IndexError):
        make_bot("random").choose(game, random.Random(1))
