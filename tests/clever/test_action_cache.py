"""The listed actions are made once per variant and shared by its games
(clever/action_cache.py): a bot lists them at every step of its searches,
so a second game must not build them again."""

from __future__ import annotations

import pytest

from clever import new_game
from clever.variants import names


def listed_at_a_choice(variant: str, seed: int) -> list:
    g = new_game(["Ann", "Bob"], seed=seed, variant=variant)
    g.apply("roll")
    assert g.pending.kind == "choose"
    return g.legal_actions()


@pytest.mark.parametrize("variant", names())
def test_two_games_of_a_variant_list_the_very_same_action_objects(variant):
    first = listed_at_a_choice(variant, seed=3)
    again = listed_at_a_choice(variant, seed=3)
    assert any(a.kind == "use" for a in first)
    assert first == again
    assert all(a is b for a, b in zip(first, again, strict=True))
