"""Random-simulation tests (in the style of OpenSpiel): thousands of random
games for 1-4 players, checking invariants at every step."""

import random

from helpers import NewSheetStates
from hypothesis import given, settings
from hypothesis import strategies as st

from clever import Action, load_game, new_game
from clever.game import Game

V = new_game(["x"], seed=0).variant
GREEN_MIN = V.areas["green"].minimum
ALL_DIE_ACTIONS = [
    Action(kind, die, name, area.box_label(box))
    for kind in ("use", "plus1") for die in V.dice for name, area in V.areas.items()
    for box in (area.open_cells if area.kind == "grid" else range(area.size))
]


def check_sheet(sheet):
    assert 0 <= sheet.rerolls_used <= sheet.rerolls <= 7
    assert 0 <= sheet.plus1_used <= sheet.plus1 <= 7
    m = sheet.marks
    assert m["yellow"] & V.areas["yellow"].pre_crossed == V.areas["yellow"].pre_crossed
    for area in ("green", "orange", "purple"):
        assert len(m[area]) <= 11
    for i, v in enumerate(m["green"]):
        assert v == 0 or v >= GREEN_MIN[i]          # 0 = bonus X
    p = m["purple"]
    for a, b in zip(p, p[1:], strict=False):
        assert a == 6 or b > a
    s = sheet.score()
    areas = [s[a] for a in V.area_order]
    assert s["total"] == sum(areas) + s["foxes"] * min(areas)
    assert 0 <= s["foxes"] <= 5


def play_random(players, seed, rng, deep=False):
    g = new_game([f"P{i}" for i in range(players)], seed=seed)
    check_new = NewSheetStates(check_sheet)  # each state a sheet reaches, once
    check_new(g.sheets)
    steps = 0
    while not g.is_over:
        acts = g.legal_actions()
        assert acts, "a pending decision must have legal actions"
        assert len(set(acts)) == len(acts)
        assert 0 <= g.pending.player < players
        if deep:  # every listed action applies, and text forms parse back
            for a in acts:
                assert Action.parse(str(a)) == a
                g.clone().apply(a)
            # the direct legality check agrees with the list for every die action
            fresh = g.clone()
            fresh._legal = None
            for a in ALL_DIE_ACTIONS:
                assert fresh._is_legal(a) == (a in acts), a
        a = rng.choice(acts)
        g.apply(a)
        steps += 1
        check_new(g.sheets)
        dice = g.dice()
        assert all(1 <= d["face"] <= 6 for d in dice if d["where"] != "cup")
        assert sum(d["where"] == "field" for d in dice) <= 3
        assert steps < 1000
    assert g.legal_actions() == []
    assert g.round == g.n_rounds
    assert set(g.winners()) <= set(range(players)) and g.winners()
    return g


def test_two_thousand_random_games():
    rng = random.Random(2024)
    for i in range(2000):
        play_random(1 + i % 4, seed=i, rng=rng)


def test_every_listed_action_applies():
    rng = random.Random(7)
    for i in range(40):
        play_random(1 + i % 4, seed=10_000 + i, rng=rng, deep=True)


def test_save_replay_and_undo_reproduce_states():
    rng = random.Random(99)
    for i in range(60):
        g = new_game([f"P{k}" for k in range(1 + i % 4)], seed=20_000 + i)
        undo_at = set(rng.sample(range(40), 3))
        step = 0
        while not g.is_over:
            before = g.state_key()
            a = rng.choice(g.legal_actions())
            g.apply(a)
            if step in undo_at:
                after = g.state_key()
                g.undo()
                assert g.state_key() == before
                g.apply(a)
                assert g.state_key() == after
            step += 1
        assert load_game(g.to_json()).state_key() == g.state_key()
        assert Game.replay(g.players, g.seed, g.history).state_key() == g.state_key()


@settings(max_examples=150, deadline=None)
@given(players=st.integers(1, 4), seed=st.integers(0, 2**40),
       picks=st.lists(st.integers(0, 10_000), max_size=120))
def test_any_prefix_saves_and_loads(players, seed, picks):
    g = new_game([f"P{k}" for k in range(players)], seed=seed)
    for p in picks:
        if g.is_over:
            break
        acts = g.legal_actions()
        g.apply(acts[p % len(acts)])
    h = load_game(g.to_json())
    assert h.state_key() == g.state_key()
    assert h.scores() == g.scores()
