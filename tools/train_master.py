"""Train the learned evaluation of the master bot (clever/bots/learned.py):
correction tables on top of the hand-built evaluation, fitted to the final
scores of self-play solo games (Monte-Carlo policy evaluation, then policy
improvement: each iteration plays with the tables of the one before).

    pip install -e .[train]          # numpy, for the fit only
    python tools/train_master.py --iters 2 --games 2500 --seed 100000 \
        --shrink 20 --window 2 --out clever/bots/master_tables.py

(the command that made the shipped tables; docs/bots.md has its run time)

Iteration 0 plays the one-step bot on the hand-built evaluation (no tables);
iteration i plays the one-step bot on the tables of iteration i-1.  After
every decision the player's sheet, `left` and the hand-built value are
recorded; the target is the game's final score.  The tables are fitted by
backfitting (ridge regression on one-hot cells, shrinkage `--shrink`) on the
last `--window` iterations' data, then checked on validation seeds 50000..
(never the bench seeds 1..N).  Single process; games come from fixed seeds,
so a run is reproducible.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time

import numpy as np

from clever import new_game
from clever.bench import play
from clever.bots.common import entries_left
from clever.bots.evaluate import Evaluator
from clever.bots.heuristic import SkilledBot
from clever.bots.learned import TABLE_NAMES, LearnedEvaluator, features


def learned_bot(tables):
    """The one-step (skilled) bot on `tables`; None: on the hand-built
    evaluation alone (iteration 0)."""
    bot = SkilledBot()
    if tables is None:
        bot.make_evaluator = Evaluator
    else:
        bot.make_evaluator = lambda variant: LearnedEvaluator(variant, tables)
    return bot


def self_play(tables, seeds, log_every=500):
    """Rows (keys per table, hand value, final score) from solo games."""
    bot = learned_bot(tables)
    hand = None
    keys = [[] for _ in TABLE_NAMES]
    base, target, ends = [], [], []
    t0 = time.time()
    scores = []
    for n, seed in enumerate(seeds):
        game = new_game(["P1"], seed=seed)
        if hand is None:
            hand = Evaluator(game.variant)
        start = len(base)
        last = None
        while not game.is_over:
            game.apply(bot.choose(game, None))
            left = entries_left(game, 0)
            if left <= 0:
                continue
            sheet = game.sheets[0]
            f = features(sheet, left)
            sig = tuple(k for _, k in f)
            if sig == last:
                continue
            last = sig
            for i, (_, k) in enumerate(f):
                keys[i].append(k)
            base.append(hand.value(sheet, left))
        final = game.sheets[0].total()
        scores.append(final)
        target.extend([final] * (len(base) - start))
        ends.extend([False] * (len(base) - start))
        if len(base) > start:
            ends[-1] = True
        if log_every and (n + 1) % log_every == 0:
            print(f"  {n + 1} games, mean {statistics.fmean(scores):.1f}, "
                  f"{(n + 1) / (time.time() - t0):.1f} games/s", flush=True)
    return keys, base, target, ends, scores


def lambda_targets(value, final, ends, lam):
    """TD(lambda) returns along each game (no reward before the end): the
    return of a position mixes the value of the next one and the final score."""
    out = np.empty_like(value)
    g = None
    for i in range(len(value) - 1, -1, -1):
        if ends[i]:
            g = final[i]
        else:
            g = (1 - lam) * value[i + 1] + lam * g
        out[i] = g
    return out


def fit(data, shrink: float, lam: float = 1.0, rounds: int = 1, sweeps: int = 6,
        names=TABLE_NAMES):
    """Tables {name: {key: correction}} fitted to `data`, a list of
    (keys per table, hand-built values, final scores, game ends)."""
    keys = [np.concatenate([np.asarray(d[0][i], dtype=np.int64) for d in data])
            for i in range(len(names))]
    hand = np.concatenate([np.asarray(d[1], float) for d in data])
    final = np.concatenate([np.asarray(d[2], float) for d in data])
    ends = np.concatenate([np.asarray(d[3], bool) for d in data])
    idx, uniq, counts = [], [], []
    for k in keys:
        u, inv = np.unique(k, return_inverse=True)
        uniq.append(u)
        idx.append(inv)
        counts.append(np.bincount(inv, minlength=len(u)))
    coef = [np.zeros(len(u)) for u in uniq]
    pred = np.zeros(len(final))
    for rnd in range(rounds):
        resid = (final if lam >= 1 else lambda_targets(hand + pred, final, ends, lam)) - hand
        if rnd:
            print(f"  round {rnd} (lambda {lam})", flush=True)
        backfit(resid, pred, coef, idx, uniq, counts, shrink, sweeps)
    return tables_of(uniq, coef, counts, names)


def backfit(resid, pred, coef, idx, uniq, counts, shrink, sweeps):
    order = sorted(range(len(uniq)), key=lambda t: len(uniq[t]))  # coarse tables first
    for _ in range(sweeps):
        for t in order:
            r = resid - pred + coef[t][idx[t]]
            new = np.bincount(idx[t], weights=r, minlength=len(uniq[t])) / (counts[t] + shrink)
            pred += (new - coef[t])[idx[t]]
            coef[t] = new
    print(f"  rms residual {np.sqrt(np.mean((resid - pred) ** 2)):.2f} "
          f"(hand-built alone {np.sqrt(np.mean(resid ** 2)):.2f})", flush=True)


def tables_of(uniq, coef, counts, names=TABLE_NAMES):
    tables = {}
    for name, u, c, n in zip(names, uniq, coef, counts, strict=True):
        keep = (np.abs(c) >= 0.05) & (n >= 3)
        tables[name] = {int(k): round(float(v), 2) for k, v in zip(u[keep], c[keep],
                                                                     strict=True)}
    return tables


def validate(tables, seeds):
    bot = learned_bot(tables)
    rng = random.Random(0)
    return statistics.fmean(play(bot, 1, s, rng).sheets[0].total() for s in seeds)


def write(tables, path, meta, reader="learned.py", maker="train_master.py"):
    with open(path, "w") as f:
        f.write(f'"""Learned correction tables for clever/bots/{reader}.\n\n'
                f"Generated by tools/{maker} -- do not edit by hand.\n")
        for line in meta:
            f.write(line + "\n")
        f.write('"""\n\n# ruff: noqa: E501\nTABLES = {\n')
        for name, table in tables.items():
            f.write(f'    "{name}": {{\n')
            items = [f"{k}: {v}" for k, v in sorted(table.items())]
            for i in range(0, len(items), 8):
                f.write("        " + ", ".join(items[i:i + 8]) + ",\n")
            f.write("    },\n")
        f.write("}\n")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--iters", type=int, default=3)
    ap.add_argument("--games", type=int, default=3000)
    ap.add_argument("--seed", type=int, default=100000)
    ap.add_argument("--shrink", type=float, default=20.0)
    ap.add_argument("--window", type=int, default=2)
    ap.add_argument("--val-games", type=int, default=200)
    ap.add_argument("--val-seed", type=int, default=50000)
    ap.add_argument("--lam", type=float, default=1.0)
    ap.add_argument("--rounds", type=int, default=1)
    ap.add_argument("--save", default="", help="save each iteration's games as PREFIXi.json")
    ap.add_argument("--out", default="clever/bots/master_tables.py")
    args = ap.parse_args()
    t0 = time.time()
    val = range(args.val_seed, args.val_seed + args.val_games)
    tables = None
    best = (float("-inf"), None, -1)
    data = []
    log = []
    for it in range(args.iters):
        seeds = range(args.seed + it * args.games, args.seed + (it + 1) * args.games)
        print(f"iteration {it}: self-play seeds {seeds.start}..{seeds.stop - 1}", flush=True)
        keys, base, target, ends, scores = self_play(tables, seeds)
        if args.save:
            with open(f"{args.save}{it}.json", "w") as f:
                json.dump([keys, base, target, ends, scores], f)
        data = (data + [(keys, base, target, ends)])[-args.window:]
        tables = fit(data, args.shrink, args.lam, args.rounds)
        v = validate(tables, val) if args.val_games else float("nan")
        line = (f"iteration {it}: play mean {statistics.fmean(scores):.1f}, "
                f"{sum(len(t) for t in tables.values())} cells, one-step validation "
                f"{v:.1f}, {time.time() - t0:.0f} s")
        print(line, flush=True)
        log.append(line)
        if v > best[0] or not args.val_games:
            best = (v, tables, it)
    tables = best[1]
    log.append(f"shipped: the tables of iteration {best[2]} (best validation)")
    meta = [f"Run: python tools/train_master.py --iters {args.iters} --games {args.games} "
            f"--seed {args.seed} --shrink {args.shrink} --window {args.window} "
            f"--lam {args.lam} --rounds {args.rounds}",
            f"Training time {time.time() - t0:.0f} s (one CPython process)."] + log
    write(tables, args.out, meta)
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
