"""Computer players for Clever 4Ever: every level plays complete games with
legal actions only, for 1-4 players; the same position gets the same
ranking; think() run to the end is rank(); the levels are ordered."""

from __future__ import annotations

import random
import statistics
from concurrent.futures import ProcessPoolExecutor

import pytest
from helpers import SoloScores

from clever import load_game, new_game
from clever.bench import play
from clever.bots import LEVELS, coach, make_bot
from clever.bots.evaluate_4ever import Evaluator4
from clever.bots.heuristic import finish
from clever.bots.kinds import kind_bots
from clever.bots.learned_4ever import LearnedEvaluator4, features, table_names
from clever.variants import get_variant

V = "clever-4ever"


def play_checked(bots, seed, options=()):
    """A game with one bot per seat, checking every action is legal and that
    deciding never changes the game."""
    game = new_game([f"P{i + 1}" for i in range(len(bots))], seed=seed, variant=V,
                    options=options)
    while not game.is_over:
        key = game.state_key()
        action = bots[game.pending.player].choose(game, None)
        assert game.state_key() == key, "a bot changed the game while deciding"
        assert action in game.legal_actions(), (action, game.describe_pending())
        game.apply(action)
    return game


# The levels 4Ever offers: the whole ladder (the master on its learned
# corrections, docs/bots.md).
OFFERED = [level for level in LEVELS if level in get_variant(V).bots]


def test_every_level_is_offered_and_the_master_plays_on_learned_tables():
    assert OFFERED == ["beginner", "skilled", "expert", "master"]
    for level in OFFERED:
        assert hasattr(make_bot(level, V), "rank")
    master, expert = make_bot("master", V), make_bot("expert", V)
    game = new_game(["A"], seed=3, variant=V)
    master.setup(game)
    expert.setup(game)
    assert isinstance(master.evaluator, LearnedEvaluator4)
    assert type(expert.evaluator) is Evaluator4
    # the master is the expert's search (budget, candidates, lazy chains) on them
    for name in ("lazy_chains", "candidates", "budget", "extend", "max_samples"):
        assert getattr(master, name) == getattr(expert, name), name
    assert master.budget == 150 and master.extend == 0


def test_one_bot_plays_both_games():
    # a bot instance follows the game it is asked about (the coach shares one)
    bot = make_bot("skilled")
    base = new_game(["A"], seed=3)
    ever = new_game(["A"], seed=3, variant=V)
    for game in (base, ever, base, ever):
        assert bot.choose(game, None) in game.legal_actions()
    assert isinstance(bot.evaluator, Evaluator4)


# Every level at every table size, options on at some tables.
TABLES = [
    (1, ("beginner",), ()),
    (1, ("skilled",), ("white_as_blue",)),
    (2, ("master", "beginner"), ("upper_waits",)),
    (3, ("skilled", "beginner", "expert"), ("white_as_blue", "upper_waits")),
    (4, ("expert", "beginner", "skilled", "beginner"), ()),
]


def _table(args):
    players, levels, options, seed = args
    game = play_checked([make_bot(lv, V) for lv in levels], seed, options)
    return game.round, game.n_rounds, sorted(set(game.actors)), \
        [s["total"] for s in game.scores()], game.to_json()


def test_complete_games_for_1_to_4_players():
    jobs = [(p, lv, o, 40 + i) for i, (p, lv, o) in enumerate(TABLES)]
    with ProcessPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(_table, jobs))
    for (players, levels, _, _), (rnd, rounds, actors, totals, saved) in zip(
            jobs, results, strict=True):
        assert rnd == rounds and actors == list(range(players))
        # every bot scores like a player entering dice (random: about 67)
        assert all(t >= 70 for t in totals), (levels, totals)
        assert [s["total"] for s in load_game(saved).scores()] == totals


def positions(seed=5, players=1, every=3):
    """Positions along a skilled 4Ever game: every `every`-th decision with a choice."""
    game = new_game([f"P{i + 1}" for i in range(players)], seed=seed, variant=V)
    bot = make_bot("skilled", V)
    out = []
    k = 0
    while not game.is_over:
        if len(game.legal_actions()) > 1:
            if k % every == 0:
                out.append(game.clone())
            k += 1
        game.apply(bot.choose(game, None))
    return out


@pytest.mark.parametrize("level", OFFERED)
def test_same_position_same_ranking(level):
    games = positions(seed=21, players=2, every=9 if level in ("expert", "master") else 3)
    shared = make_bot(level, V)
    for game in games[:4]:
        a = make_bot(level, V).rank(game)
        b = make_bot(level, V).rank(load_game(game.to_json()))
        c = shared.rank(game.clone())  # caches warm from other positions
        assert a == b == c
        assert {x for x, _ in a} == set(game.legal_actions())
        assert all(a[i][1] >= a[i + 1][1] for i in range(len(a) - 1))
        assert a[0][0] == make_bot(level, V).choose(game, random.Random(9))


@pytest.mark.parametrize("level", OFFERED)
def test_think_to_the_end_is_rank(level):
    for game in positions(seed=8, every=11 if level in ("expert", "master") else 4)[:5]:
        assert finish(make_bot(level, V).think(game)) == make_bot(level, V).rank(game)
        assert coach(game, level) == make_bot(level, V).rank(game)


def test_expert_keeps_its_thinking_short():
    # A player waits for the expert's move: in its imagined turns it places
    # only the bonuses of the action it chose (lazy_chains), so a long "?"
    # chain is not tried placement by placement for every action.  On this
    # game of two its costliest decision was 12118 evaluations before, 2773 now.
    bot = make_bot("expert", V)
    game = new_game(["P1", "P2"], seed=31, variant=V)
    work = []
    while not game.is_over:
        bot.setup(game)
        before = bot.evaluator.evaluations
        game.apply(bot.choose(game, None))
        work.append(bot.evaluator.evaluations - before)
    assert bot.lazy_chains and bot.candidates == 4
    assert max(work) <= 4000, sorted(work)[-5:]
    # the settings belong to 4Ever: the same bot on the base game searches as before
    bot.setup(new_game(["P1"], seed=1))
    assert not bot.lazy_chains and bot.candidates == 5


def test_the_evaluation_is_the_score_at_the_end():
    game = play(make_bot("skilled", V), 1, 4, random.Random(4), variant=V)
    ev = Evaluator4(game.variant)
    assert ev.value(game.sheets[0], 0) == game.sheets[0].total()


# Order on fixed solo seeds, paired (the same dice for every level): the
# one-step levels on 20 seeds, the expert against the skilled on 8 of them
# (a search game costs seconds).  Seen (2026-12-01): random 66.4, beginner
# 112.3, skilled 266.8 on the 20; skilled 274.4, expert 330.1 on the 8.
ORDER_SEEDS = range(9001, 9021)
SEARCH_SEEDS = ORDER_SEEDS[:8]


def _solo(level_seed):
    level, seed = level_seed
    return play(make_bot(level, V), 1, seed, random.Random(seed), variant=V).sheets[0].total()


# the two ordering tests share their games: playing them is most of the
# module's time
_solo_scores = SoloScores(_solo)


def solo_means(levels, seeds):
    return {lv: statistics.fmean(_solo_scores.of(lv, seeds)) for lv in levels}


def test_levels_are_ordered():
    means = solo_means(("random", "beginner", "skilled"), ORDER_SEEDS)
    print(means)
    assert means["beginner"] > means["random"] + 25, means
    assert means["skilled"] > means["beginner"] + 80, means
    few = solo_means(("skilled", "expert"), SEARCH_SEEDS)
    print(few)
    assert few["expert"] > few["skilled"] + 10, few


def _learned_one_step(seed):
    bot = make_bot("skilled", V)
    bot.evaluation = LearnedEvaluator4
    return play(bot, 1, seed, random.Random(seed), variant=V).sheets[0].total()


def test_the_learned_tables_make_a_stronger_player():
    # The one-step bot on the master's tables against the skilled (the same
    # bot on the hand-built evaluation), and the master against the expert
    # (the same search on each), on the 20 order seeds.  Seen (2026-12-04):
    # one-step 266.8 -> 282.2 (on 200 validation seeds 268.3 -> 291.1); expert
    # 309.0, master 314.9 (on 262 held-out seeds the master +13.1 +- 2.2).
    # 20 seeds tell these apart only roughly: the margins are well under
    # what the big runs measured.
    with ProcessPoolExecutor(max_workers=2) as pool:
        learned = statistics.fmean(pool.map(_learned_one_step, ORDER_SEEDS))
    skilled = solo_means(("skilled",), ORDER_SEEDS)["skilled"]
    assert learned > skilled + 8, (learned, skilled)
    search = solo_means(("expert", "master"), ORDER_SEEDS)
    print(learned, skilled, search)
    assert search["master"] > search["expert"], search


def test_learned_evaluation_is_hand_built_plus_tables():
    from clever.bots.common import entries_left
    from clever.bots.master_tables_4ever import TABLES
    games = positions(seed=41, every=1)
    variant = games[0].variant
    names = table_names(variant)
    # yellow's three rows each have their table; every table has cells
    assert names[:3] == ("yellow0", "yellow1", "yellow2") and names[-1] == "time"
    assert set(TABLES) == set(names) and all(TABLES[n] for n in names)
    learned, hand = LearnedEvaluator4(variant), Evaluator4(variant)
    moved = 0
    for game in games:
        sheet, left = game.sheets[0], entries_left(game, 0)
        want = hand.value(sheet, left)
        if left > 0:
            keys = features(variant, sheet, left)
            assert len(keys) == len(names)
            want += sum(TABLES[n].get(k, 0.0) for n, k in zip(names, keys, strict=True))
        got = learned.value(sheet, left)
        assert got == pytest.approx(want, abs=1e-9)
        assert learned.value(sheet, left) == got  # (cached: the same value again)
        moved += got != hand.value(sheet, left)
    assert moved > len(games) // 2  # the tables correct most positions


def test_learned_evaluation_is_the_score_at_the_end():
    game = play(make_bot("master", V), 1, 4, random.Random(4), variant=V)
    ev = LearnedEvaluator4(game.variant)
    assert ev.value(game.sheets[0], 0) == game.sheets[0].total()


def test_table_keys_count_the_boxes_of_every_area_shape():
    assert kind_bots("coords").entries(0b1011) == 3                # a mask: blue
    assert kind_bots("parts").entries(0b1011) == 3                 # ... grey
    assert kind_bots("effects").entries((4, 5, 6)) == 3            # a row of values: pink
    assert kind_bots("rows").entries(((1, 2), (1, 3, 1), (4,))) == 6  # rows of values: yellow
    assert kind_bots("triangles").entries(((4, 5), ())) == 2       # green's two rows
    assert kind_bots("effects").entries(()) == 0
    game = positions(seed=5, every=1)[30]
    sheet, variant = game.sheets[0], game.variant
    keys = dict(zip(table_names(variant), features(variant, sheet, 9), strict=True))
    t = 3  # 9 dice left: 3 turns
    assert keys["time"] == t
    assert keys["blue"] == sheet.marks["blue"].bit_count() * 8 + t
    assert keys["yellow1"] == len(sheet.marks["yellow"][1]) * 8 + t
    assert keys["polish"] == sheet.polish_left * 8 + t


def test_a_trainer_can_give_a_bot_its_own_evaluation():
    # (tools/train_tables_4ever.py plays iterations on tables not shipped yet)
    bot = make_bot("skilled", V)
    bot.evaluation = lambda variant: LearnedEvaluator4(variant, {"time": {3: 50.0}})
    game = new_game(["A"], seed=3, variant=V)
    bot.setup(game)
    assert isinstance(bot.evaluator, LearnedEvaluator4) and bot.greedy
    assert bot.evaluator.tables[-1] == {3: 50.0}


def test_master_tables_4ever_are_small():
    import pathlib

    import clever.bots.master_tables_4ever as tables
    assert pathlib.Path(tables.__file__).stat().st_size < 100_000

