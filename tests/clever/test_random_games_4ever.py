"""Random-simulation tests for Clever 4Ever (as test_random_games.py does for
the base game): thousands of random games for 1-4 players, with and without
the table options, checking invariants at every step; saves, replays and undo
round trips; games whose dice are all given from outside."""

import random

from helpers import AreaReadBack, NewSheetStates
from hypothesis import given, settings
from hypothesis import strategies as st

from clever import Action, get_variant, load_game, new_game
from clever.game import Game
from clever.sheet import Sheet

V = get_variant("clever-4ever")
OPTIONS = ((), ("white_as_blue",), ("upper_waits",), ("white_as_blue", "upper_waits"))
SPACES = {"reroll": 7, "plus1": 7, "polish": 9}


_ALL: dict = {}
read_back = AreaReadBack()  # (shared by the module's games: each area state once)


def all_die_actions(variant):
    """Every use/plus1 action there could be, polish steps included (cached)."""
    if variant in _ALL:
        return _ALL[variant]
    out = _ALL[variant] = []
    for name, area in variant.areas.items():
        boxes = {area.box_label(b) for b in range(area.size)} if area.kind != "parts" \
            else {area.box_label(i) for i in range(len(area.parts))}
        if area.kind == "triangles":
            boxes = {f"{h}{k}" for h in "lu" for k in range(1, 12)}
        for box in boxes:
            for die in variant.dice:
                for kind in ("use", "plus1"):
                    for p in (0, -2, -1, 1, 2):
                        out.append(Action(kind, die, name, box, polish=p))
    return out


def check_sheet(sheet, options):
    for action, attr in (("reroll", "rerolls"), ("plus1", "plus1"), ("polish", "polish")):
        gained, used = getattr(sheet, attr), getattr(sheet, attr + "_used")
        assert 0 <= used <= gained <= SPACES[action]
    m = sheet.marks
    top = m["yellow"][0]
    assert all(a < b for a, b in zip(top, top[1:], strict=False))
    assert all(len(row) <= 5 for row in m["yellow"])
    lower, upper = m["green"]
    if "upper_waits" in options:
        assert len(upper) <= len(lower)
    # every sheet the rules reach is accepted by the sheet checks (R12), unchanged
    read_back(sheet)
    s = sheet.score()
    areas = [s[a] for a in V.area_order]
    assert s["total"] == sum(areas) + s["foxes"] * min(areas)
    assert 0 <= s["foxes"] <= 7


def play_random(players, seed, rng, options=(), deep=False):
    g = new_game([f"P{i}" for i in range(players)], seed=seed, variant="clever-4ever",
                 options=options)
    variant = g.variant
    check_new = NewSheetStates(lambda sheet: check_sheet(sheet, options))
    steps = 0
    while not g.is_over:
        acts = g.legal_actions()
        assert acts, "a pending decision must have legal actions"
        assert len(set(acts)) == len(acts)
        assert 0 <= g.pending.player < players
        polished = [a for a in acts if a.polish]
        if polished:  # polish only on platter dice, within what is held
            where = {d["die"]: d["where"] for d in g.dice()}
            held = g.sheets[g.pending.player].polish_left
            for a in polished:
                assert where[a.die] == "platter" and abs(a.polish) <= held, a
        if deep:
            for a in acts:
                assert Action.parse(str(a)) == a
                g.clone().apply(a)
            fresh = g.clone()
            fresh._legal = None
            listed = set(acts)
            for a in all_die_actions(variant):
                assert fresh._is_legal(a) == (a in listed), a
        g.apply(rng.choice(acts))
        steps += 1
        check_new(g.sheets)
        dice = g.dice()
        assert all(1 <= d["face"] <= 6 for d in dice if d["where"] != "cup")
        assert sum(d["where"] == "field" for d in dice) <= 3
        assert steps < 1500
    assert g.legal_actions() == []
    assert g.round == g.n_rounds == {1: 6, 2: 6, 3: 5, 4: 4}[players]
    assert g.winners()
    return g


def test_two_thousand_random_games():
    rng = random.Random(4)
    for i in range(2000):
        play_random(1 + i % 4, seed=i, rng=rng, options=OPTIONS[(i // 4) % 4])


def test_every_listed_action_applies_and_the_direct_check_agrees():
    rng = random.Random(44)
    for i in range(16):  # every player count with every choice of options
        play_random(1 + i % 4, seed=40_000 + i, rng=rng, options=OPTIONS[i // 4], deep=True)


def test_save_replay_and_undo_reproduce_states():
    rng = random.Random(444)
    for i in range(40):
        options = OPTIONS[i % 4]
        g = new_game([f"P{k}" for k in range(1 + i % 4)], seed=50_000 + i,
                     variant="clever-4ever", options=options)
        undo_at = set(rng.sample(range(60), 3))
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
        h = load_game(g.to_json())
        assert h.state_key() == g.state_key() and h.options == frozenset(options)
        assert Game.replay(g.players, g.seed, g.history, "clever-4ever",
                           options).state_key() == g.state_key()


def test_games_with_every_roll_given_from_outside_replay_exactly():
    """Real dice at a table: each roll lists its faces; the save replays them."""
    rng = random.Random(4444)
    for i in range(40):
        g = new_game([f"P{k}" for k in range(1 + i % 4)], seed=60_000 + i,
                     variant="clever-4ever")
        while not g.is_over:
            acts = g.legal_actions()
            a = rng.choice(acts)
            if a.kind in ("roll", "reroll"):
                a = Action(a.kind, faces=tuple(rng.randint(1, 6)
                                               for _ in range(g.roll_count())))
            g.apply(a)
        assert load_game(g.to_json()).scores() == g.scores()


@settings(max_examples=120, deadline=None)
@given(players=st.integers(1, 4), seed=st.integers(0, 2**40),
       options=st.sampled_from(OPTIONS),
       picks=st.lists(st.integers(0, 10_000), max_size=150))
def test_any_prefix_saves_and_loads(players, seed, options, picks):
    g = new_game([f"P{k}" for k in range(players)], seed=seed, variant="clever-4ever",
                 options=options)
    for p in picks:
        if g.is_over:
            break
        acts = g.legal_actions()
        g.apply(acts[p % len(acts)])
    h = load_game(g.to_json())
    assert h.state_key() == g.state_key()
    assert h.scores() == g.scores()
    assert [str(e) for e in h.log] == [str(e) for e in g.log]


def test_each_new_sheet_state_is_checked_once():
    """The random games check a sheet when a move changed it (NewSheetStates),
    and only then: after each step, exactly the sheets that changed."""
    checked = []
    check_new = NewSheetStates(lambda sheet: checked.append(sheet.to_dict()))
    g = new_game(["Ann", "Bob", "Cy"], seed=3, variant="clever-4ever")
    rng = random.Random(3)
    assert check_new(g.sheets) == 3                  # the empty sheets, once each
    # the kept state holds each part of a sheet but its variant (a part added
    # to Sheet must be added to NewSheetStates.state too)
    assert len(NewSheetStates.state(g.sheets[0])) == len(Sheet.__slots__) - 1
    kinds = set()
    while not g.is_over:
        action, player = rng.choice(g.legal_actions()), g.pending.player
        before, done = [s.to_dict() for s in g.sheets], len(checked)
        g.apply(action)
        changed = [s.to_dict() for s, was in zip(g.sheets, before, strict=True)
                   if s.to_dict() != was]
        assert check_new(g.sheets) == len(changed) and checked[done:] == changed
        if action.kind == "use":                     # an entry: its sheet among them
            assert g.sheets[player].to_dict() in changed
        elif action.kind == "roll":
            assert changed == []
        kinds.add(action.kind)
    assert {"use", "roll"} <= kinds
