"""Paired trials of the Twice as Clever evaluation's weights
(clever/bots/evaluate_twice.py, and the kinds' weights it passes on).

    python tools/tune_eval_twice.py --games 60 --seed 5000 --level skilled \\
        --set any=10 --set share_silver=0.5 --out /tmp/trial.json

Plays solo games with the level's bot on the evaluation with those weights
changed, on seeds seed..seed+games-1, and prints the mean; --base FILE (an
earlier --out on the same seeds) adds the paired difference and its
standard error.  --walk NAME=V1,V2,... tries each value of each weight in
turn (one process), keeping a value when it gains more than two standard
errors over the best so far.  Pure Python; run with `nice`."""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from clever.bench import play  # noqa: E402
from clever.bots import BOTS  # noqa: E402
from clever.bots.evaluate_twice import EvaluatorTwice  # noqa: E402

VARIANT = "twice-as-clever"


def tuned_bot(level: str, params: dict):
    bot = BOTS[level]()
    setup = bot.setup

    def tuned(game):
        fresh = bot.evaluator is None or bot.evaluator.variant is not game.variant
        setup(game)
        if fresh:
            bot.evaluator = EvaluatorTwice(game.variant, params)
    bot.setup = tuned
    return bot


def scores(level: str, params: dict, seed: int, games: int) -> list[int]:
    bot = tuned_bot(level, params)
    return [play(bot, 1, s, random.Random(s), variant=VARIANT).sheets[0].total()
            for s in range(seed, seed + games)]


def paired(a: list, b: list) -> tuple[float, float]:
    d = [x - y for x, y in zip(a, b, strict=True)]
    return statistics.fmean(d), statistics.stdev(d) / len(d) ** 0.5


def walk(args, params: dict) -> None:
    best = scores(args.level, params, args.seed, args.games)
    print(f"start {params}: mean {statistics.fmean(best):.2f}", flush=True)
    for spec in args.walk:
        name, values = spec.split("=")
        for v in (float(x) for x in values.split(",")):
            trial = {**params, name: v}
            got = scores(args.level, trial, args.seed, args.games)
            m, se = paired(got, best)
            keep = m > 2 * se
            print(f"  {name}={v}: {statistics.fmean(got):.2f} paired {m:+.2f} ± {se:.2f}"
                  f"{'  kept' if keep else ''}", flush=True)
            if keep:
                params, best = trial, got
    print(f"end {params}: mean {statistics.fmean(best):.2f}", flush=True)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=60)
    ap.add_argument("--seed", type=int, default=5000)
    ap.add_argument("--level", default="skilled")
    ap.add_argument("--set", action="append", default=[], metavar="NAME=VALUE")
    ap.add_argument("--walk", action="append", default=[], metavar="NAME=V1,V2")
    ap.add_argument("--out")
    ap.add_argument("--base")
    args = ap.parse_args(argv)
    params = {k: float(v) for k, v in (s.split("=") for s in args.set)}
    if args.walk:
        walk(args, params)
        return 0
    got = scores(args.level, params, args.seed, args.games)
    line = f"{args.level} {params or 'shipped'}: mean {statistics.fmean(got):.2f} over {len(got)}"
    if args.base:
        m, se = paired(got, json.loads(Path(args.base).read_text())["scores"])
        line += f", paired {m:+.2f} ± {se:.2f}"
    print(line, flush=True)
    if args.out:
        Path(args.out).write_text(json.dumps({"params": params, "scores": got}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
