"""The family table option "same dice for everyone": a roll's dice depend on
the seed, the round, whose turn it is and how many dice were chosen and
rerolled this turn, never on which dice were chosen before.  The daily
challenge relies on it: everyone playing the day's seed sees the same dice in
the same situation."""

import random

import pytest

from clever import Action, get_variant, load_game, new_game
from clever.bots.common import lookahead
from clever.game import ROLLED
from clever.save import to_json

GAMES = ("pretty-clever", "clever-4ever")
SAME = ("same_dice",)


def rolled(game) -> dict[str, int]:
    """The dice just rolled, by colour."""
    return {game.variant.dice[d]: game.faces[d] for d in game._dice_at(ROLLED)}


def uses(game) -> list[Action]:
    return [a for a in game.legal_actions() if a.kind == "use"]


def first_roll(variant, seed, options=SAME):
    game = new_game(["Ann"], seed=seed, variant=variant, options=options)
    game.apply(Action("roll"))
    return game


@pytest.mark.parametrize("variant", GAMES)
def test_the_option_is_offered_by_both_games_in_players_words(variant):
    title, text = get_variant(variant).option_texts["same_dice"]
    assert title == "Same dice for everyone"
    assert "earlier choices" in text


def next_rolls_after_two_choices(variant, seed, options):
    """The dice rolled after two players chose different dice of one first
    roll, as two dicts by colour; None where the position does not allow it."""
    base = first_roll(variant, seed, options)
    by_die = {}
    for a in uses(base):
        by_die.setdefault(a.die, a)
    if len(by_die) < 2:
        return None
    a1, a2 = list(by_die.values())[:2]
    one, two = base.clone(), base.clone()
    one.apply(a1)
    two.apply(a2)
    if one.pending.kind != "roll" or two.pending.kind != "roll":
        return None
    one.apply(Action("roll"))
    two.apply(Action("roll"))
    return rolled(one), rolled(two)


@pytest.mark.parametrize("variant", GAMES)
def test_after_different_choices_the_dice_still_in_the_cup_roll_the_same(variant):
    agreed = 0
    for seed in range(40):
        rolls = next_rolls_after_two_choices(variant, seed, SAME)
        if rolls is None:
            continue
        r1, r2 = rolls
        common = r1.keys() & r2.keys()
        assert all(r1[c] == r2[c] for c in common), (seed, r1, r2)
        agreed += bool(common)
    assert agreed >= 10  # the comparison really happened often


@pytest.mark.parametrize("variant", GAMES)
def test_without_the_option_earlier_choices_change_later_dice(variant):
    differ = 0
    for seed in range(40):
        rolls = next_rolls_after_two_choices(variant, seed, ())
        if rolls is not None:
            r1, r2 = rolls
            differ += any(r1[c] != r2[c] for c in r1.keys() & r2.keys())
    assert differ >= 5


@pytest.mark.parametrize("variant", GAMES)
def test_a_reroll_gives_new_dice_and_the_next_roll_matches_a_player_who_did_not_reroll(
        variant):
    checked = 0
    for seed in range(60):
        base = first_roll(variant, seed)
        if Action("reroll") not in base.legal_actions():
            continue  # no reroll yet in round 1 of this game
        before = rolled(base)
        rr = base.clone()
        rr.apply(Action("reroll"))
        after = rolled(rr)
        assert after.keys() == before.keys()
        # the same die chosen after the reroll and without it
        for a in uses(rr):
            same = [b for b in uses(base) if b.die == a.die and b.area == a.area]
            if not same:
                continue
            x, y = rr.clone(), base.clone()
            x.apply(a)
            y.apply(same[0])
            if x.pending.kind == y.pending.kind == "roll":
                x.apply(Action("roll"))
                y.apply(Action("roll"))
                rx, ry = rolled(x), rolled(y)
                assert all(rx[c] == ry[c] for c in rx.keys() & ry.keys())
                checked += 1
            break
    assert checked >= 3


@pytest.mark.parametrize("variant", GAMES)
def test_the_solo_passive_roll_does_not_depend_on_the_active_half(variant):
    def passive_faces(game):
        rng = random.Random(7)
        while game.pending.kind != "pick" and not game.is_over:
            acts = game.legal_actions()
            game.apply(next((a for a in acts if a.kind == "roll"), rng.choice(acts)))
        return list(game.faces)

    for seed in range(10):
        base = first_roll(variant, seed)
        choices = uses(base)
        one, two = base.clone(), base.clone()
        one.apply(choices[0])
        two.apply(choices[-1])
        assert passive_faces(one) == passive_faces(two)


@pytest.mark.parametrize("variant", GAMES)
def test_a_same_dice_game_saves_and_replays_identically(variant):
    rng = random.Random(3)
    game = new_game(["Ann", "Bob"], seed=11, variant=variant, options=SAME)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    loaded = load_game(to_json(game))
    assert loaded.variant.options == frozenset(SAME)
    assert [p["total"] for p in loaded.scores()] == [p["total"] for p in game.scores()]
    assert loaded.history == game.history


@pytest.mark.parametrize("variant", GAMES)
def test_random_same_dice_games_end_with_legal_dice(variant):
    rng = random.Random(5)
    for seed in range(150):
        game = new_game(["A", "B", "C"][: 1 + seed % 3], seed=seed, variant=variant,
                        options=SAME)
        while not game.is_over:
            assert all(1 <= f <= 6 for f in game.faces if f)
            game.apply(rng.choice(game.legal_actions()))
        assert game.round == game.n_rounds


def test_a_bots_look_ahead_does_not_see_the_real_dice_to_come():
    seen = 0
    for seed in range(20):
        game = first_roll("pretty-clever", seed)
        a = uses(game)[0]
        real = game.clone()
        real.apply(a)
        if real.pending.kind != "roll":
            continue
        real.apply(Action("roll"))
        imagined = lookahead(game, seed=1234 + seed)
        imagined.apply(a)
        imagined.apply(Action("roll"))
        seen += rolled(imagined) != rolled(real)
    assert seen >= 10
