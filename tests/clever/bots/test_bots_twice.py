"""Computer players for Twice as Clever: every level plays complete games
with legal actions only, for 1-4 players and with the game's options; the
new decisions (a return before a roll, the silver chain's marks, skipping
a roll) are made as the rules and the bots' notes say; the same position
gets the same ranking; the coach and the review work on Twice."""

from __future__ import annotations

import random
import statistics
from concurrent.futures import ProcessPoolExecutor

import pytest
from helpers import SoloScores

from clever import load_game, new_game
from clever.actions import Action
from clever.bench import play
from clever.bots import coach, make_bot, regret
from clever.bots.common import entries_left
from clever.bots.evaluate_twice import EvaluatorTwice
from clever.bots.heuristic import finish
from clever.bots.learned_twice import LearnedEvaluatorTwice, features, table_names
from clever.position import Position, start_game
from clever.variants import get_variant

V = "twice-as-clever"
LEVELS = ("random", "beginner", "skilled", "expert", "master")


def play_checked(bots, seed, options=()):
    """A game with one bot per seat, checking every action is legal and that
    deciding never changes the game; the count of each (pending, action) kind."""
    game = new_game([f"P{i + 1}" for i in range(len(bots))], seed=seed, variant=V,
                    options=list(options))
    seen: dict = {}
    rng = random.Random(seed)
    while not game.is_over:
        key = game.state_key()
        action = bots[game.pending.player].choose(game, rng)
        assert game.state_key() == key, "a bot changed the game while deciding"
        assert action in game.legal_actions(), (action, game.describe_pending())
        seen[game.pending.kind, action.kind] = seen.get((game.pending.kind, action.kind), 0) + 1
        game.apply(action)
    return game, seen


def test_every_level_is_offered_and_the_master_plays_on_learned_tables():
    assert get_variant(V).bots == LEVELS
    for level in LEVELS:
        assert make_bot(level, V).name == level
    master, expert = make_bot("master", V), make_bot("expert", V)
    game = new_game(["A"], seed=3, variant=V)
    master.setup(game)
    expert.setup(game)
    assert isinstance(master.evaluator, LearnedEvaluatorTwice)
    assert type(expert.evaluator) is EvaluatorTwice
    assert master.lazy_chains and expert.lazy_chains
    assert master.budget > expert.budget
    # the master weighs a "?" bonus and a reroll held its own way; every other
    # weight is the expert's
    differ = {k for k in expert.evaluator.p if master.evaluator.p[k] != expert.evaluator.p[k]}
    assert differ == {"any", "reroll"}
    assert master.evaluator.p["any"] > expert.evaluator.p["any"]


def test_learned_evaluation_is_hand_built_plus_tables():
    from clever.bots.master_tables_twice import TABLES
    games = positions(seed=41, every=1)
    variant = games[0].variant
    names = table_names(variant)
    assert names[-5:] == ("fox", "reroll", "plus1", "return", "time")
    assert set(TABLES) <= set(names) and all(TABLES[n] for n in TABLES)
    learned, hand = LearnedEvaluatorTwice(variant), EvaluatorTwice(variant)
    moved = 0
    for game in games:
        sheet, left = game.sheets[0], entries_left(game, 0)
        want = hand.value(sheet, left)
        if left > 0:
            keys = features(variant, sheet, left)
            assert len(keys) == len(names)
            want += sum(TABLES.get(n, {}).get(k, 0.0) for n, k in zip(names, keys, strict=True))
        got = learned.value(sheet, left)
        assert got == pytest.approx(want, abs=1e-9)
        moved += got != hand.value(sheet, left)
        if left <= 0:
            assert got == sheet.total()
    assert moved > len(games) // 2  # the tables correct most positions


def test_master_tables_twice_are_small():
    import pathlib

    import clever.bots.master_tables_twice as tables
    assert pathlib.Path(tables.__file__).stat().st_size < 100_000


# Every level at every table size, the options on at some tables.
TABLES = [
    (1, ("random",), ()),
    (1, ("beginner",), ("must_use",)),
    (1, ("skilled",), ("leftovers_chain",)),
    (1, ("master",), ()),
    (2, ("expert", "beginner"), ("must_use",)),
    (3, ("skilled", "random", "beginner"), ("leftovers_chain",)),
    (4, ("skilled", "beginner", "random", "skilled"), ()),
    (4, ("expert", "master", "beginner", "random"), ("must_use", "leftovers_chain")),
]


def _table(args):
    players, levels, options, seed = args
    game, seen = play_checked([make_bot(lv, V) for lv in levels], seed, options)
    return (game.round, game.n_rounds, sorted(set(game.actors)),
            [s["total"] for s in game.scores()], game.to_json(), seen)


def test_complete_games_for_1_to_4_players():
    jobs = [(p, lv, o, 60 + i) for i, (p, lv, o) in enumerate(TABLES)]
    with ProcessPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(_table, jobs))
    for (players, levels, options, _), (rnd, rounds, actors, totals, saved, seen) in zip(
            jobs, results, strict=True):
        assert rnd == rounds and actors == list(range(players))
        assert [s["total"] for s in load_game(saved).scores()] == totals
        for level, total in zip(levels, totals, strict=True):
            # every level above random scores like a player entering dice
            assert level == "random" or total >= 60, (levels, totals)
        if "must_use" in options:
            # a roll with a usable die is never skipped then (the engine
            # refuses it), so a skip is rare: only rolls with nothing to use
            assert seen.get(("choose", "forfeit"), 0) <= 6, seen


def test_the_search_levels_use_returns_and_mark_the_chain():
    # Over a few solo games a level that weighs a return against the plain
    # roll spends some (a return kept to the end is worth nothing), and the
    # silver chain's marks are made whenever the chain is offered.
    for level in ("skilled", "expert"):
        returns = marks = skipped_chains = 0
        for seed in (3, 4):
            _, seen = play_checked([make_bot(level, V)], seed)
            returns += seen.get(("roll", "return"), 0)
            marks += seen.get(("chain", "use"), 0)
            skipped_chains += seen.get(("chain", "done"), 0)
        assert returns >= 1, (level, returns)
        assert marks >= 1 and skipped_chains == 0, (level, marks, skipped_chains)


def chain_position():
    """The silver 5 picked with three lower dice: the chain offers three marks."""
    g = new_game(["Ann"], seed=1, variant=V)
    g.apply("roll 6 2 3 4 5 5")
    g.apply("use silver silver r1c5")
    assert g.pending.kind == "chain"
    return g


@pytest.mark.parametrize("level", LEVELS[1:])
def test_every_level_marks_the_chain_before_it_finishes_it(level):
    g = chain_position()
    ranking = make_bot(level, V).rank(g)
    assert {a for a, _ in ranking} == set(g.legal_actions())
    assert ranking[-1][0] == Action("done")  # a mark never harms (ruling T3)
    assert ranking[0][0].kind == "use"


def return_position():
    """After the first choice of round 3 (a return held), dice on the platter."""
    pos = Position.from_dict({"round": 3, "active": 0, "sheets": [
        {"rerolls": [1, 0], "plus1": [1, 0], "returns": [1, 0]}]}, V, [])
    g = start_game(pos, ["Ann"], seed=5)
    g.apply("roll 1 2 3 4 5 6")
    g.apply("use silver silver r1c6")  # the five lower dice go to the platter
    while g.pending.kind == "chain":
        g.apply(g.legal_actions()[0])
    while g.pending.kind == "bonus":
        g.apply(g.legal_actions()[0])
    assert g.pending.kind == "roll" and any(a.kind == "return" for a in g.legal_actions())
    return g


@pytest.mark.parametrize("level", LEVELS[1:])
def test_a_return_is_ranked_with_the_roll(level):
    g = return_position()
    ranking = make_bot(level, V).rank(g)
    assert {a for a, _ in ranking} == set(g.legal_actions())
    assert all(ranking[i][1] >= ranking[i + 1][1] for i in range(len(ranking) - 1))


def test_the_one_step_beginner_keeps_its_returns_for_nothing():
    # the beginner reads no dice to come: a return only costs it the return
    g = return_position()
    assert make_bot("beginner", V).choose(g, None).kind in ("roll", "done")


def positions(seed=5, players=1, every=3):
    """Positions along a skilled Twice game: every `every`-th decision with a choice."""
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


@pytest.mark.parametrize("level", LEVELS[1:])
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


@pytest.mark.parametrize("level", ("skilled", "master"))
def test_think_to_the_end_is_rank_and_the_coach(level):
    for game in positions(seed=8, every=11 if level == "master" else 4)[:4]:
        ranking = make_bot(level, V).rank(game)
        assert finish(make_bot(level, V).think(game)) == ranking
        assert coach(game, level) == ranking


def test_the_coach_ranks_twice_positions_and_measures_regret():
    # the Hint and the review read the master's ranking of the position
    for game in (return_position(), chain_position(), positions(seed=12, every=7)[2]):
        ranking = coach(game)
        assert {a for a, _ in ranking} == set(game.legal_actions())
        assert regret(game, ranking[0][0]) == 0
        assert regret(game, ranking[-1][0]) == pytest.approx(ranking[0][1] - ranking[-1][1])


def test_the_review_of_a_twice_game_is_the_masters():
    # the post-game review replays the game and asks the master at each of
    # the seat's decisions: a game played by its own first choices (those
    # of the skilled bot in the opening rounds, to keep this short) has
    # no regret where the master was followed
    import sys
    from pathlib import Path
    sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "web"))
    from cleverweb.review import Review

    import clever
    g = new_game(["Ann"], seed=77, variant=V, options=["leftovers_chain"])
    skilled = make_bot("skilled", V)
    while not g.is_over:
        acts = g.legal_actions()
        if len(acts) == 1:
            g.apply(acts[0])
        elif g.round >= 6:
            g.apply(coach(g)[0][0])
        else:
            g.apply(skilled.choose(g, None))
    review = Review(clever, g, 0).run()
    assert review.level == "master" and review.total > 20
    assert review.total_regret >= 0 and review.matched >= 1


def test_the_evaluation_is_the_score_at_the_end_and_reads_the_returns():
    game = play(make_bot("skilled", V), 1, 4, random.Random(4), variant=V)
    ev = EvaluatorTwice(game.variant)
    assert ev.value(game.sheets[0], 0) == game.sheets[0].total()
    g = return_position()
    sheet = g.sheets[0].copy()
    left = entries_left(g, 0)
    held = ev.value(sheet, left)
    sheet.returns_used += 1
    assert ev.value(sheet, left) < held  # a return held is worth something


# Order on fixed solo seeds, paired (the same dice for every level), on 20
# seeds (a search game costs a fraction of a second).  Seen (2026-12-06):
# random 51.0, beginner 128.5, skilled 189.0, expert 208.1 on these; on
# seeds 1..1000 the first two gaps are 76 and 57 points, and on 1..300 the
# expert is 17 above the skilled, so the margins hold on seeds of this size.
# The master's step over the expert is within the noise of hundreds of
# games (docs/bots.md): it is measured by the benchmark, not here.
ORDER_SEEDS = range(9001, 9021)


def _solo(level_seed):
    level, seed = level_seed
    return play(make_bot(level, V), 1, seed, random.Random(seed), variant=V).sheets[0].total()


_solo_scores = SoloScores(_solo)


def solo_means(levels, seeds):
    return {lv: statistics.fmean(_solo_scores.of(lv, seeds)) for lv in levels}


def test_levels_are_ordered():
    means = solo_means(("random", "beginner", "skilled", "expert"), ORDER_SEEDS)
    print(means)
    assert means["beginner"] > means["random"] + 40, means
    assert means["skilled"] > means["beginner"] + 30, means
    assert means["expert"] > means["skilled"], means
