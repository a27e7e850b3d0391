"""The seeded dice (clever/rng.py): with the table option "same dice for
everyone" a roll's faces come from a hash of the seed and the turn, so the
daily challenge shows every player the dice the released engine showed, and
saved same-dice games replay to the same dice."""

import pytest

from clever import new_game


@pytest.mark.parametrize("variant,take,first,second", [
    ("pretty-clever", "use purple purple 1",
     {"white": 3, "yellow": 4, "blue": 2, "green": 4, "orange": 5, "purple": 2},
     {"white": 1, "yellow": 2, "blue": 3, "green": 1, "orange": 3}),
    ("clever-4ever", "use pink pink 1",
     {"white": 3, "yellow": 4, "blue": 2, "grey": 4, "green": 5, "pink": 2},
     {"white": 1, "yellow": 2, "blue": 3, "grey": 1, "green": 3}),
])
def test_same_dice_rolls_are_the_released_ones(variant, take, first, second):
    g = new_game(["Ann"], seed=8, variant=variant, options=("same_dice",))
    g.apply("roll")
    assert {d["die"]: d["face"] for d in g.dice()} == first
    g.apply(take)
    g.apply("roll")
    assert {d["die"]: d["face"] for d in g.dice() if d["where"] == "rolled"} == second
