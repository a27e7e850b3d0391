"""Two bot levels on the same seeds, paired: is one really stronger?

    python tools/bench_pair.py --variant clever-4ever --a expert --b master \
        --seed 9101 --games 200 --set master.lazy_chains=true --out pairs.jsonl

Each seed is played by A and then by B (solo, same dice for both as far as
their choices allow: the seed gives the game's dice generator).  One line per
seed goes to --out as it finishes, so a run cut short still counts; a run
given an --out that already holds seeds goes on after them.  Printed: each
level's mean, the paired difference B - A with its standard error (a
difference under two standard errors is not told apart from noise), and the
per-decision CPU time (median, p95) of each.

--set LEVEL.NAME=VALUE overrides one search setting of a level for this
variant (games.SEARCH), e.g. to try the master with the expert's lazy chains;
a level the variant does not offer yet is played anyway (that is what this is
for).  --procs N plays N seeds side by side (the rows in the order of the
seeds); --until S stops after S seconds with the seeds finished by then."""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from clever.bench import percentile, play  # noqa: E402
from clever.bots import BOTS  # noqa: E402
from clever.bots import games as bot_games  # noqa: E402


def parse_set(items: list[str], variant: str) -> None:
    for item in items:
        key, _, raw = item.partition("=")
        level, _, name = key.partition(".")
        value = json.loads(raw) if raw else True
        bot_games.SEARCH.setdefault(variant, {}).setdefault(level, {})[name] = value


def one(level: str, seed: int, variant: str) -> tuple[int, list[float]]:
    bot = BOTS[level]()
    cpu: list[float] = []
    game = play(bot, 1, seed, random.Random(seed), [], variant, (), cpu)
    return game.scores()[0]["total"], cpu


def pair(job) -> dict:
    """One seed played by both levels (a worker's job with --procs)."""
    seed, a, b, variant, settings = job
    parse_set(settings, variant)  # a fresh worker process has its own SEARCH
    t = time.perf_counter()
    sa, cpu_a = one(a, seed, variant)
    sb, cpu_b = one(b, seed, variant)
    return {"seed": seed, "a": sa, "b": sb, "cpu_a": cpu_a, "cpu_b": cpu_b,
            "wall_s": round(time.perf_counter() - t, 2)}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--variant", default="pretty-clever")
    ap.add_argument("--a", default="expert")
    ap.add_argument("--b", default="master")
    ap.add_argument("--seed", type=int, default=9101)
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--set", action="append", default=[], metavar="LEVEL.NAME=VALUE")
    ap.add_argument("--out", type=Path)
    ap.add_argument("--procs", type=int, default=1, help="seeds played side by side")
    ap.add_argument("--until", type=float, default=0.0,
                    help="stop taking new seeds after this many seconds (0: never)")
    args = ap.parse_args(argv)
    parse_set(args.set, args.variant)

    rows = []
    if args.out and args.out.exists():
        rows = [json.loads(line) for line in args.out.read_text().splitlines() if line]
    done = {r["seed"] for r in rows}
    jobs = [(seed, args.a, args.b, args.variant, args.set)
            for seed in range(args.seed, args.seed + args.games) if seed not in done]
    start = time.perf_counter()
    pool = Pool(args.procs) if args.procs > 1 else None
    try:
        for row in (pool.imap(pair, jobs) if pool else map(pair, jobs)):
            rows.append(row)
            if args.out:
                with args.out.open("a") as f:
                    f.write(json.dumps(row) + "\n")
            print(f"seed {row['seed']}: {args.a} {row['a']}, {args.b} {row['b']}", flush=True)
            if args.until and time.perf_counter() - start > args.until:
                break  # (seeds under way in other workers are dropped)
    finally:
        if pool:
            pool.terminate()
    report(rows, args.a, args.b)
    return 0


def report(rows: list[dict], a: str, b: str) -> None:
    if not rows:
        print("no games")
        return
    diffs = [r["b"] - r["a"] for r in rows]
    n = len(rows)
    se = statistics.stdev(diffs) / n ** 0.5 if n > 1 else float("nan")
    for key, name in (("a", a), ("b", b)):
        totals = [r[key] for r in rows]
        cpu = [t for r in rows for t in r[f"cpu_{key}"]]
        print(f"{name}: {statistics.fmean(totals):.1f} ± {statistics.pstdev(totals):.1f} "
              f"over {n} games; per decision CPU median {1000 * statistics.median(cpu):.1f} ms, "
              f"p95 {1000 * percentile(cpu, 0.95):.1f} ms")
    print(f"{b} - {a}: {statistics.fmean(diffs):+.1f} ± {se:.1f} (standard error, paired)")


if __name__ == "__main__":
    raise SystemExit(main())
