"""Tune the hand-built evaluation's weights (clever/bots/evaluate.py PARAMS)
by coordinate search: play the one-step (skilled) bot on the hand-built
evaluation alone over a fixed set of seeds (the same
dice for every trial), try each weight a step up and down, keep what helps.

    python tools/tune_eval.py --games 100 --seed 5000 --passes 1 --minutes 10

Development tool only (stdlib); prints the best PARAMS found.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from clever.bench import play
from clever.bots.evaluate import PARAMS, Evaluator
from clever.bots.heuristic import SkilledBot


def score(params, seeds, bot_cls=SkilledBot):
    bot = bot_cls()
    bot.make_evaluator = lambda variant: Evaluator(variant, params)
    rng = random.Random(0)
    return statistics.fmean(play(bot, 1, s, rng).sheets[0].total() for s in seeds)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=5000)
    ap.add_argument("--passes", type=int, default=1)
    ap.add_argument("--minutes", type=float, default=10)
    ap.add_argument("--step", type=float, default=0.25)
    ap.add_argument("--only", default="")
    args = ap.parse_args()
    seeds = range(args.seed, args.seed + args.games)
    best = dict(PARAMS)
    best_score = score(best, seeds)
    print(f"start {best_score:.2f}", flush=True)
    t_end = time.time() + 60 * args.minutes
    names = [k for k in best if not args.only or k in args.only.split(",")]
    for _ in range(args.passes):
        for name in names:
            for f in (1 + args.step, 1 - args.step):
                if time.time() > t_end:
                    break
                trial = dict(best)
                trial[name] = best[name] * f
                s = score(trial, seeds)
                if s > best_score + 0.3:
                    best, best_score = trial, s
                    print(f"{name} -> {trial[name]:.3f}: {s:.2f}", flush=True)
                    break
    print(f"best {best_score:.2f}")
    print("PARAMS = {" + ", ".join(f'"{k}": {v:.3g}' for k, v in best.items()) + "}")


if __name__ == "__main__":
    main()
