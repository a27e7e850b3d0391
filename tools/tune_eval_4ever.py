"""Paired trials of the Clever 4Ever evaluation's weights (clever/bots/evaluate_4ever.py).

    python tools/tune_eval_4ever.py --games 100 --seed 5000 --level skilled \
        --set h_rows=12 --set any=8 --out /tmp/trial.json

Plays solo games with the level's bot on the evaluation with those weights
changed, on seeds seed..seed+games-1, and prints the mean; --base FILE (an
earlier --out on the same seeds) adds the paired difference and its
standard error.  Pure Python; run a few at a time with `nice`."""

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
from clever.bots.evaluate_4ever import Evaluator4  # noqa: E402


def tuned_bot(level: str, params: dict):
    bot = BOTS[level]()

    def setup(game):
        if bot.evaluator is None or bot.evaluator.variant is not game.variant:
            bot.evaluator = Evaluator4(game.variant, params)
            bot.greedy = True
    bot.setup = setup
    return bot


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=5000)
    ap.add_argument("--level", default="skilled")
    ap.add_argument("--set", action="append", default=[], metavar="NAME=VALUE")
    ap.add_argument("--out")
    ap.add_argument("--base")
    args = ap.parse_args(argv)
    params = {k: float(v) for k, v in (s.split("=") for s in args.set)}
    bot = tuned_bot(args.level, params)
    scores = []
    for s in range(args.seed, args.seed + args.games):
        game = play(bot, 1, s, random.Random(s), variant="clever-4ever")
        scores.append(game.sheets[0].total())
    mean = statistics.fmean(scores)
    line = f"{args.level} {params or 'shipped'}: mean {mean:.2f} over {len(scores)}"
    if args.base:
        base = json.loads(Path(args.base).read_text())["scores"]
        d = [a - b for a, b in zip(scores, base, strict=True)]
        se = statistics.stdev(d) / len(d) ** 0.5
        line += f", paired {statistics.fmean(d):+.2f} ± {se:.2f}"
    print(line, flush=True)
    if args.out:
        Path(args.out).write_text(json.dumps({"params": params, "scores": scores}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
