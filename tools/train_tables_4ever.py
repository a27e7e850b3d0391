"""Train the learned evaluation of Clever 4Ever's master
(clever/bots/learned_4ever.py): correction tables on top of the hand-built
evaluation (evaluate_4ever.py), fitted to the final scores of self-play solo
games, as tools/train_master.py does for the base game (Monte-Carlo policy
evaluation, then policy improvement: each iteration plays with the tables of
the one before).

    pip install -e .[train]          # numpy, for the fit only
    python tools/train_tables_4ever.py --iters 2 --games 2500 --seed 200000 \\
        --procs 16 --out clever/bots/master_tables_4ever.py

Iteration 0 plays the one-step (skilled) bot on the hand-built evaluation;
iteration i the one-step bot on the tables of iteration i-1.  After every
decision that leaves no bonus of the player waiting, the sheet's table keys
(learned_4ever.features), `left` and the hand-built value are recorded; the
target is the game's final score.  The tables are fitted by backfitting
(train_master.fit: ridge regression on one-hot cells, shrinkage --shrink) on
the last --window iterations' games and checked by the one-step bot on
validation seeds (--val-seed..., never used for training or the bench).
The tables with the best validation are written.  Games come from fixed
seeds and the bots are deterministic, so a run is reproducible; --procs
spreads the games over processes (same games, same tables).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from multiprocessing import Pool
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from train_master import fit, write  # noqa: E402

from clever import new_game  # noqa: E402
from clever.bots import learned_4ever, learned_twice  # noqa: E402
from clever.bots.common import entries_left  # noqa: E402
from clever.bots.evaluate_4ever import Evaluator4  # noqa: E402
from clever.bots.evaluate_twice import EvaluatorTwice  # noqa: E402
from clever.bots.expert import ExpertBot  # noqa: E402
from clever.bots.heuristic import SkilledBot  # noqa: E402
from clever.variants import get_variant  # noqa: E402

CHUNK = 25  # games per job

# per game: the hand-built evaluation, the learned one, the module of its
# features and table names, the tables' default file
GAMES = {
    "clever-4ever": (Evaluator4, learned_4ever.LearnedEvaluator4, learned_4ever,
                     "clever/bots/master_tables_4ever.py"),
    "twice-as-clever": (EvaluatorTwice, learned_twice.LearnedEvaluatorTwice, learned_twice,
                        "clever/bots/master_tables_twice.py"),
}
VARIANT = "clever-4ever"  # set by --variant (the workers are forked after it)
PLAYER = SkilledBot       # who plays the training games (--player)


def one_step_bot(tables, player=SkilledBot):
    """The one-step bot (or `player`) on `tables` (None: on the hand-built
    evaluation)."""
    bot = player()
    hand, learned = GAMES[VARIANT][:2]
    if tables is None:
        bot.evaluation = hand
    else:
        bot.evaluation = lambda variant: learned(variant, tables)
    return bot


def settled(game, bot):
    """(sheet, dice left) of the solo player after each of `bot`'s decisions
    that leaves the sheet as it will be valued: neither the end nor a chain
    under way (its bonuses are not on the sheet yet)."""
    while not game.is_over:
        game.apply(bot.choose(game, None))
        left = entries_left(game, 0)
        if left > 0 and not any(who == 0 for who, _ in game.bonus_queue):
            yield game.sheets[0], left


def play_games(job):
    """(keys per table, hand values, finals, ends, scores) of the games of `job`."""
    tables, seeds = job
    bot = one_step_bot(tables, PLAYER)
    variant = get_variant(VARIANT)
    hand = GAMES[VARIANT][0](variant)
    module = GAMES[VARIANT][2]
    n_tables = len(module.table_names(variant))
    keys = [[] for _ in range(n_tables)]
    base, final, ends, scores = [], [], [], []
    for seed in seeds:
        game = new_game(["P1"], seed=seed, variant=VARIANT)
        start = len(base)
        last = None
        for sheet, left in settled(game, bot):
            f = module.features(variant, sheet, left)
            sig = (tuple(f), sheet.total())
            if sig == last:
                continue
            last = sig
            for i, k in enumerate(f):
                keys[i].append(k)
            base.append(hand.value(sheet, left))
        total = game.sheets[0].total()
        scores.append(total)
        final.extend([total] * (len(base) - start))
        ends.extend([False] * (len(base) - start))
        if len(base) > start:
            ends[-1] = True
    return keys, base, final, ends, scores


def self_play(tables, seeds, procs):
    jobs = [(tables, seeds[k:k + CHUNK]) for k in range(0, len(seeds), CHUNK)]
    with Pool(procs) as pool:
        parts = pool.map(play_games, jobs)
    n_tables = len(parts[0][0])
    keys = [[k for p in parts for k in p[0][i]] for i in range(n_tables)]
    return (keys, *([v for p in parts for v in p[i]] for i in range(1, 5)))


def score_games(job):
    tables, seeds = job
    bot = one_step_bot(tables)
    out = []
    for seed in seeds:
        game = new_game(["P1"], seed=seed, variant=VARIANT)
        while not game.is_over:
            game.apply(bot.choose(game, None))
        out.append(game.sheets[0].total())
    return out


def validate(tables, seeds, procs) -> float:
    jobs = [(tables, seeds[k:k + CHUNK]) for k in range(0, len(seeds), CHUNK)]
    with Pool(procs) as pool:
        return statistics.fmean(s for part in pool.map(score_games, jobs) for s in part)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--iters", type=int, default=2)
    ap.add_argument("--games", type=int, default=2500)
    ap.add_argument("--seed", type=int, default=200000)
    ap.add_argument("--shrink", default="20",
                    help="ridge shrinkage; several (comma-separated) are each fitted "
                         "and the best by validation kept")
    ap.add_argument("--window", type=int, default=2)
    ap.add_argument("--val-games", type=int, default=200)
    ap.add_argument("--val-seed", type=int, default=250000)
    ap.add_argument("--procs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--stop-after", type=float, default=0.0,
                    help="start no new iteration after this many seconds (0: never)")
    ap.add_argument("--save", default="", help="keep each iteration's games as PREFIXi.npz")
    ap.add_argument("--variant", default="clever-4ever", choices=sorted(GAMES))
    ap.add_argument("--player", default="skilled", choices=("skilled", "expert"),
                    help="who plays the training games: the one-step bot, or the expert's "
                         "search on the same evaluation (validation stays one-step)")
    ap.add_argument("--ship", default="best", choices=("best", "last"),
                    help="the tables written: the best by the one-step validation, or the "
                         "last iteration's (its best fit), for a search judged by its own play")
    ap.add_argument("--out", default="", help="default: the game's shipped tables")
    args = ap.parse_args()
    global VARIANT, PLAYER
    VARIANT = args.variant
    PLAYER = ExpertBot if args.player == "expert" else SkilledBot
    out = args.out or GAMES[VARIANT][3]
    reader = GAMES[VARIANT][2].__name__.rsplit(".", 1)[1] + ".py"
    names = GAMES[VARIANT][2].table_names(get_variant(VARIANT))
    t0 = time.time()
    val = range(args.val_seed, args.val_seed + args.val_games)
    log = []
    if args.val_games:
        v = validate(None, val, args.procs)
        line = f"the skilled bot (hand-built evaluation): one-step validation {v:.1f}"
        print(line, flush=True)
        log.append(line)
    tables = None
    best = (float("-inf"), None, -1)
    data = []
    for it in range(args.iters):
        if it and args.stop_after and time.time() - t0 > args.stop_after:
            log.append(f"stopped before iteration {it}: {time.time() - t0:.0f} s spent")
            break
        seeds = range(args.seed + it * args.games, args.seed + (it + 1) * args.games)
        t1 = time.time()
        keys, base, final, ends, scores = self_play(tables, seeds, args.procs)
        if args.save:
            np.savez_compressed(f"{args.save}{it}.npz", keys=np.array(keys, np.int32),
                                base=np.array(base, np.float32),
                                final=np.array(final, np.int16), ends=np.array(ends, bool),
                                scores=np.array(scores, np.int16))
        data = (data + [(keys, base, final, ends)])[-args.window:]
        line = (f"iteration {it}: seeds {seeds.start}..{seeds.stop - 1}, play mean "
                f"{statistics.fmean(scores):.1f}, {len(base)} positions, played in "
                f"{time.time() - t1:.0f} s")
        print(line, flush=True)
        log.append(line)
        fits = []
        for shrink in [float(s) for s in args.shrink.split(",")]:
            fitted = fit(data, shrink, names=names)
            v = validate(fitted, val, args.procs) if args.val_games else float("nan")
            line = (f"  shrink {shrink:g}: {sum(len(t) for t in fitted.values())} cells, "
                    f"one-step validation {v:.1f}")
            print(line, flush=True)
            log.append(line)
            fits.append((v, fitted))
            if v > best[0] or not args.val_games:
                best = (v, fitted, f"{it}, shrink {shrink:g}")
        v, tables = max(fits, key=lambda f: f[0])  # the next iteration plays the best
        if args.ship == "last":
            best = (v, tables, f"{it} (the last)")
    log.append(f"shipped: the tables of iteration {best[2]}"
               + (" (best validation)" if args.ship == "best" else ""))
    meta = [f"Run: python tools/train_tables_4ever.py --variant {VARIANT} --player {args.player} "
            f"--iters {args.iters} "
            f"--games {args.games} --seed {args.seed} --shrink {args.shrink} "
            f"--window {args.window} --val-games {args.val_games} --val-seed {args.val_seed}"
            + (" --ship last" if args.ship == "last" else ""),
            f"Training time {time.time() - t0:.0f} s on {args.procs} processes."] + log
    write(best[1], out, meta, reader=reader, maker="train_tables_4ever.py")
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
