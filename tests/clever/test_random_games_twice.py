"""Random-simulation tests for Twice as Clever (as test_random_games_4ever.py
does for Clever 4Ever): thousands of random games for 1-4 players under every
choice of table options (the game's own two, same dice for all, one phone per
player), checking invariants at every step: each sheet the rules reach passes
the sheet checks (R12, T16) and scores as the rules file counts it by hand,
the action tracks hold what the bonuses gave, a refused action changes
nothing; saves, game codes, replays and undo round trips; games whose dice
are all given from outside. More games, with figures: tools/random_twice.py."""

import itertools
import random

import pytest
from helpers import AreaReadBack, NewSheetStates
from hypothesis import given, settings
from hypothesis import strategies as st

from clever import Action, IllegalAction, Position, gamecode, get_variant, load_game, new_game
from clever.counter import count_scores
from clever.game import CUP, Game
from clever.position import start_game

TWICE = "twice-as-clever"
V = get_variant(TWICE)
# every choice of the table options; one phone per player needs 2 to 4 players
OPTIONS = tuple(c for n in range(5) for c in itertools.combinations(
    ("leftovers_chain", "must_use", "same_dice", "own_sheet"), n))
SPACES = 6  # each action track

# The sheet as the rules file prints it, written out again here so that the
# engine's area kinds are checked against a second reading of it.
SILVER_ROW = (0, 2, 4, 7, 11, 16, 22)
YELLOW_CROSSES = (0, 3, 10, 21, 36, 55, 75, 96, 118, 141, 165)
YELLOW_ROWS = (("r1c2", "r1c4"), ("r2c1", "r2c3"), ("r3c2", "r3c4"), ("r4c1", "r4c3"),
               ("r5c2", "r5c4"))
YELLOW_COLS = (("r2c1", "r4c1"), ("r1c2", "r3c2", "r5c2"), ("r2c3", "r4c3"),
               ("r1c4", "r3c4", "r5c4"))
YELLOW_NUMBER = {"r1c2": 3, "r1c4": 6, "r2c1": 1, "r2c3": 2, "r3c2": 4, "r3c4": 3,
                 "r4c1": 2, "r4c3": 5, "r5c2": 5, "r5c4": 4}
BLUE_COUNT = (0, 1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 66, 78)
GREEN_MULT = (2, 2, 2, 1, 3, 3, 3, 2, 3, 1, 4, 1)
read_back = AreaReadBack()  # (shared by the module's games: each area state once)


def by_hand(d: dict) -> dict:
    """A sheet's dict form scored as the rules file says, and the action-track
    spaces its boxes gave (the rounds' bonuses left out)."""
    silver = set(d.get("silver", []))
    rows = [sum(f"r{r}c{n}" in silver for n in range(1, 7)) for r in range(1, 5)]
    column = [all(f"r{r}c{n}" in silver for r in range(1, 5)) for n in range(1, 7)]
    yellow = d.get("yellow", {"circled": [], "crossed": []})
    circled = set(yellow["circled"])
    done_rows = [all(c in circled for c in line) for line in YELLOW_ROWS]
    done_cols = [all(c in circled for c in line) for line in YELLOW_COLS]
    blue, green, pink = d.get("blue", []), d.get("green", []), d.get("pink", [])

    def pink_at(box, least):  # box numbered from 1
        return len(pink) >= box and pink[box - 1] >= least

    areas = {
        "silver": sum(SILVER_ROW[n] for n in rows),
        "yellow": YELLOW_CROSSES[len(yellow["crossed"])],
        "blue": BLUE_COUNT[len(blue)],
        "green": sum(green[i] - green[i + 1] for i in range(0, len(green) - 1, 2)),
        "pink": sum(pink),
    }
    gained = {
        "reroll": done_cols[0] + (len(blue) >= 6) + (len(green) >= 2) + pink_at(3, 2)
        + pink_at(10, 4),
        "return": done_rows[1] + (len(blue) >= 2) + (len(blue) >= 10) + (len(green) >= 5)
        + pink_at(4, 3),
        "plus1": column[0] + done_cols[1] + (len(blue) >= 5) + (len(green) >= 9)
        + pink_at(5, 4),
    }
    foxes = (column[2] + done_cols[3] + (len(blue) >= 9) + (len(green) >= 7) + pink_at(8, 2)
             + (d.get("rerolls", [0, 0])[0] == SPACES))
    return {"areas": areas, "foxes": foxes, "gained": gained}


def check_sheet(sheet):
    for attr in ("rerolls", "plus1", "returns"):
        gained, used = getattr(sheet, attr), getattr(sheet, attr + "_used")
        assert 0 <= used <= gained <= SPACES
    assert sheet.polish == sheet.polish_used == 0
    d = sheet.to_dict()
    # every sheet the rules reach is accepted by the sheet checks (R12, T16), unchanged
    read_back(sheet)
    blue, green = d["blue"], d["green"]
    assert all(2 <= s <= 12 for s in blue)
    assert all(a >= b for a, b in zip(blue, blue[1:], strict=False))
    assert all(v % GREEN_MULT[i] == 0 and 1 <= v // GREEN_MULT[i] <= 6
               for i, v in enumerate(green))
    assert all(1 <= v <= 6 for v in d["pink"])
    assert set(d["yellow"]["crossed"]) <= set(d["yellow"]["circled"])
    s = sheet.score()
    hand = by_hand(d)
    assert {a: s[a] for a in V.area_order} == hand["areas"]
    assert s["foxes"] == hand["foxes"] == sheet.fox_count()
    areas = [s[a] for a in V.area_order]
    assert s["fox_value"] == min(areas)
    assert s["total"] == sum(areas) + s["foxes"] * min(areas)


ROUND_GIVES = {"reroll": 1, "plus1": 2, "return": 3}  # the round that gives one


def check_tracks_at_turn_start(game):
    """A turn about to begin, nothing waiting: each track holds one space per
    bonus of its kind that the sheet and the rounds so far gave (counted by
    hand), and the position there is one the rules reach."""
    if (game.own_sheet or game.bonus_queue or game.pending.kind != "roll" or game.choices
            or game.solo_passive or set(game.where) != {CUP}):
        return False
    for sheet in game.sheets:
        hand = by_hand(sheet.to_dict())["gained"]
        for action, attr in (("reroll", "rerolls"), ("plus1", "plus1"), ("return", "returns")):
            expected = hand[action] + (game.round >= ROUND_GIVES[action])
            assert getattr(sheet, attr) == min(SPACES, expected), (action, sheet.to_dict())
    pos = Position.from_game(game)
    assert Position.from_dict(pos.to_dict(), TWICE, game.variant.options).to_dict() \
        == pos.to_dict()
    return True


def counted(game):
    """The finished sheets entered in the score counter as a paper player
    would: crosses for yellow and blue, points elsewhere, and the foxes."""
    entries = []
    for name, sheet in zip(game.players, game.sheets[:game.sheets_kept()], strict=False):
        d, s = sheet.to_dict(), sheet.score()
        entry = {a: s[a] for a in V.area_order}
        entry.update(yellow=len(d["yellow"]["crossed"]), blue=len(d["blue"]),
                     foxes=s["foxes"])
        entries.append((name, entry))
    return count_scores(entries, TWICE)


def players_for(i: int, options) -> int:
    n = 1 + i % 4
    return max(n, 2) if "own_sheet" in options else n


def dealt(players: int, seed: int, options=()) -> Game:
    return new_game([f"P{k}" for k in range(players)], seed=seed, variant=TWICE,
                    options=list(options))


# ----------------------------------------------------------------------
# the actions a refused move is drawn from: every die action, return, bonus
# and plain action there could be in this game

def _pool():
    yellow = [f"r{r}c{c}" for r in range(1, 6) for c in range(1, 5)]  # numbers and gaps
    boxes = {"silver": [f"r{r}c{n}" for r in range(1, 5) for n in range(1, 7)],
             "yellow": yellow}
    for name in ("blue", "green", "pink"):
        boxes[name] = [str(b) for b in range(1, 14)]
    die = [Action(kind, d, area, box) for kind in ("use", "plus1") for d in V.dice
           for area, labels in boxes.items() for box in labels]
    other = [Action("return", d) for d in V.dice]
    other += [Action("bonus", None, area, box, value) for area, labels in boxes.items()
              for box in labels for value in (None, 1, 3, 6, 9, 12)]
    other += [Action(k) for k in ("roll", "reroll", "forfeit", "pass", "done", "platter",
                                  "fields")]
    return die, other


DIE_ACTIONS, OTHER_ACTIONS = _pool()


def filling(game, acts, rng):
    """A random player who enters a die whenever one can be, pink first, then
    blue, yellow's column 1, green: a random game seldom fills the reroll
    track (its end is a fox); this one often does."""
    def rank(a):
        if a.kind not in ("use", "plus1", "bonus"):
            return -1
        return {"pink": 5, "blue": 4, "green": 2}.get(
            a.area, 3 if a.area == "yellow" and a.box in ("r2c1", "r4c1") else 0)
    best = max(map(rank, acts))
    return rng.choice([a for a in acts if rank(a) == best])


def play_random(players, seed, rng, options=(), deep=False, positions=False, fill=False):
    g = dealt(players, seed, options)
    check_new = NewSheetStates(check_sheet)
    check_new(g.sheets)
    steps = starts = 0
    kinds = set()
    while not g.is_over:
        acts = g.legal_actions()
        assert acts, "a pending decision must have legal actions"
        assert len(set(acts)) == len(acts)
        assert 0 <= g.pending.player < players
        if positions and g.pending.kind == "roll":
            starts += check_tracks_at_turn_start(g)
        if deep:
            listed = set(acts)
            for a in acts:  # every listed action applies, and its text parses back
                assert Action.parse(str(a)) == a
                g.clone().apply(a)
            fresh = g.clone()
            fresh._legal = None  # the direct check, without the list, agrees
            for a in DIE_ACTIONS:
                assert fresh._is_legal(a) == (a in listed), a
            before, history = g.state_key(), list(g.history)
            refused = [a for a in rng.sample(DIE_ACTIONS, 6) + rng.sample(OTHER_ACTIONS, 6)
                       if a not in listed]
            for a in refused:  # a refused action says why and changes nothing
                with pytest.raises(IllegalAction) as e:
                    g.apply(a)
                assert str(e.value)
                assert g.state_key() == before and g.history == history
            assert g.legal_actions() == acts
        a = filling(g, acts, rng) if fill else rng.choice(acts)
        kinds.add(a.kind)
        g.apply(a)
        steps += 1
        check_new(g.sheets)
        dice = g.dice()
        # one phone per player learns another player's dice off the platter
        # only when the rules need them (face 0 until then, and after)
        assert all(1 <= d["face"] <= 6 or (g.own_sheet and d["face"] == 0
                                           and d["where"] == "field")
                   for d in dice if d["where"] != "cup")
        assert sum(d["where"] == "field" for d in dice) <= 3
        assert steps < 1500
    assert g.legal_actions() == []
    assert g.round == g.n_rounds == {1: 6, 2: 6, 3: 5, 4: 4}[players]
    assert g.winners() or g.own_sheet  # one phone per player ranks nobody
    # the score counter takes every finished sheet and scores it as the game did
    result = counted(g)
    assert [r["total"] for r in result["players"]] == [s["total"] for s in g.scores()]
    return g, kinds, starts


def test_two_thousand_random_games():
    rng = random.Random(46)
    kinds = set()
    starts = full_tracks = 0
    for i in range(2000):
        options = OPTIONS[(i // 4) % len(OPTIONS)]
        g, k, n = play_random(players_for(i, options), seed=i, rng=rng, options=options,
                              positions=i % 3 == 0, fill=i % 5 == 4)
        kinds |= k
        starts += n
        full_tracks += sum(sheet.rerolls == SPACES for sheet in g.sheets)
    # the new steps of the turn were all taken, and the reroll track's end reached
    assert {"return", "done", "forfeit", "use", "plus1", "bonus", "reroll"} <= kinds
    assert starts > 3000 and full_tracks > 20


def test_every_listed_action_applies_and_every_other_is_refused():
    rng = random.Random(4646)
    for i in range(len(OPTIONS) * 2):  # every choice of options, a few player counts
        options = OPTIONS[i % len(OPTIONS)]
        play_random(players_for(i // 2 + i, options), seed=46_000 + i, rng=rng,
                    options=options, deep=True)


def test_positions_taken_anywhere_start_the_same_game():
    """A position is taken at random moments (each turn's start among them)
    and a game started from it: the same legal actions, sheets and scores.
    Among them, moments when a fox waits behind a "?" (yellow's row bonus
    comes before its column's fox)."""
    rng = random.Random(461)
    waiting = set()
    for i in range(120):
        options = OPTIONS[i % len(OPTIONS)]
        if "own_sheet" in options:
            continue
        g = dealt(1 + i % 4, 47_000 + i, options)
        while not g.is_over:
            if (check_tracks_at_turn_start(g) or g.pending.kind == "bonus"
                    or rng.random() < 0.2):
                try:
                    pos = Position.from_game(g)
                except ValueError as e:
                    assert str(e) == "a position cannot be taken at this moment of the game"
                    pos = None
                if pos is not None:
                    other = start_game(pos, g.players, seed=i)
                    assert sorted(map(str, other.legal_actions())) == \
                        sorted(map(str, g.legal_actions()))
                    assert other.scores() == g.scores()
                    assert [s.to_dict() for s in other.sheets] == \
                        [s.to_dict() for s in g.sheets]
                    waiting.update(b[0] for _, b in pos.bonuses)
            g.apply(rng.choice(g.legal_actions()))
    assert {"fox", "any", "black"} <= waiting


def test_save_code_replay_and_undo_reproduce_states():
    rng = random.Random(462)
    for i in range(64):
        options = OPTIONS[i % len(OPTIONS)]
        g = dealt(players_for(i, options), 48_000 + i, options)
        undo_at = set(rng.sample(range(80), 4))
        step = 0
        while not g.is_over:
            before = g.state_key()
            a = rng.choice(g.legal_actions())
            g.apply(a)
            if step in undo_at:
                after = g.state_key()
                assert g.undo()
                assert g.state_key() == before
                g.apply(a)
                assert g.state_key() == after
            if step == 40:  # a game under way round-trips as well as a finished one
                assert gamecode.decode(gamecode.encode(g)).state_key() == g.state_key()
            step += 1
        h = load_game(g.to_json())
        assert h.state_key() == g.state_key() and h.options == frozenset(options)
        assert h.scores() == g.scores()
        assert Game.replay(g.players, g.seed, g.history, TWICE, options).state_key() \
            == g.state_key()
        code = gamecode.decode(gamecode.encode(g))
        assert code.state_key() == g.state_key() and code.history == g.history
        assert code.variant.options == g.variant.options


def test_games_with_every_roll_given_from_outside_replay_exactly():
    """Real dice at a table: each roll lists its faces; the save replays them."""
    rng = random.Random(463)
    for i in range(40):
        options = ("must_use",) if i % 2 else ()
        g = dealt(1 + i % 4, 49_000 + i, options)
        while not g.is_over:
            a = rng.choice(g.legal_actions())
            if a.kind in ("roll", "reroll"):
                a = Action(a.kind, faces=tuple(rng.randint(1, 6)
                                               for _ in range(g.roll_count())))
            g.apply(a)
        h = load_game(g.to_json())
        assert h.scores() == g.scores() and h.state_key() == g.state_key()


@settings(max_examples=100, deadline=None)
@given(players=st.integers(1, 4), seed=st.integers(0, 2**40),
       options=st.sampled_from(OPTIONS),
       picks=st.lists(st.integers(0, 10_000), max_size=150))
def test_any_prefix_saves_loads_and_codes(players, seed, options, picks):
    if "own_sheet" in options:
        players = max(players, 2)
    g = dealt(players, seed, options)
    for p in picks:
        if g.is_over:
            break
        acts = g.legal_actions()
        g.apply(acts[p % len(acts)])
    h = load_game(g.to_json())
    assert h.state_key() == g.state_key()
    assert h.scores() == g.scores()
    assert [str(e) for e in h.log] == [str(e) for e in g.log]
    assert gamecode.decode(gamecode.encode(g)).state_key() == g.state_key()
