"""The generator's loops (clever/rng.py): Rng.dice() and Rng.draws() write
next() out for speed, so each must give exactly what as many next() calls
give, and leave the state where they would."""

import pytest

from clever.rng import Rng, draw_after


@pytest.mark.parametrize("seed", [0, 1, 8, 2**63 + 5, 2**64 - 1])
@pytest.mark.parametrize("n", [0, 1, 5, 6])
def test_draws_are_next_calls(seed, n):
    one, loop = Rng(seed), Rng(seed)
    assert loop.draws(n) == [one.next() for _ in range(n)]
    assert loop.state == one.state


@pytest.mark.parametrize("seed", [0, 1, 8, 2**63 + 5, 2**64 - 1])
@pytest.mark.parametrize("n", [0, 1, 5, 6])
def test_dice_are_die_calls(seed, n):
    one, loop = Rng(seed), Rng(seed)
    assert loop.dice(n) == [one.die() for _ in range(n)]
    assert loop.state == one.state


@pytest.mark.parametrize("seed", [0, 1, 8, 2**63 + 5, 2**64 - 1])
@pytest.mark.parametrize("n", [0, 1, 6])
def test_skip_moves_on_as_draws_and_draw_after_gives_each_one(seed, n):
    drawn, skipped = Rng(seed), Rng(seed)
    values = drawn.draws(n)
    before = skipped.skip(n)
    assert skipped.state == drawn.state
    assert [draw_after(before, k + 1) for k in range(n)] == values
