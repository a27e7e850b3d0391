"""`python -m clever bench`: play many complete games with a bot and print
the score statistics and the engine/bot speed."""

from __future__ import annotations

import argparse
import random
import statistics
import time

from . import new_game
from .bots import make_bot
from .variants import KNOWN


def play(bot, players: int, seed: int, rng: random.Random, decision_times=None,
         variant: str = "pretty-clever", options=(), cpu_times=None):
    game = new_game([f"P{i + 1}" for i in range(players)], seed=seed, variant=variant,
                    options=options)
    while not game.is_over:
        if decision_times is None:
            game.apply(bot.choose(game, rng))
        else:
            t, c = time.perf_counter(), time.process_time()
            action = bot.choose(game, rng)
            decision_times.append(time.perf_counter() - t)
            if cpu_times is not None:
                cpu_times.append(time.process_time() - c)
            game.apply(action)
    return game


def percentile(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def bench(bot_name: str, games: int, seed: int, players: int = 1,
          variant: str = "pretty-clever", options=()) -> dict:
    bot = make_bot(bot_name, variant)
    rng = random.Random(seed)
    totals = []
    times: list[float] = []
    cpu: list[float] = []  # the process's own CPU time: on a shared machine the
    #                        wall time also counts the other programs' turns
    t0 = time.perf_counter()
    for i in range(games):
        game = play(bot, players, seed + i, rng, times, variant, options, cpu)
        totals.extend(s["total"] for s in game.scores())
    elapsed = time.perf_counter() - t0
    title_game = new_game(["x"], seed=0, variant=variant)
    return {
        "bot": bot_name, "games": games, "players": players, "variant": variant,
        "mean": statistics.fmean(totals),
        "stdev": statistics.pstdev(totals),
        "median": statistics.median(totals),
        "p10": percentile(totals, 0.10), "p90": percentile(totals, 0.90),
        "min": min(totals), "max": max(totals),
        "games_per_second": games / elapsed,
        "decision_median_ms": 1000 * statistics.median(times),
        "decision_p95_ms": 1000 * percentile(times, 0.95),
        "decision_cpu_median_ms": 1000 * statistics.median(cpu),
        "decision_cpu_p95_ms": 1000 * percentile(cpu, 0.95),
        "title": title_game.variant.solo_title(round(statistics.fmean(totals))),
    }


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m clever bench",
                                 description="Play complete games with a bot; print scores.")
    ap.add_argument("--bot", default="random")
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--players", type=int, default=1, choices=(1, 2, 3, 4))
    ap.add_argument("--variant", default="pretty-clever", choices=sorted(KNOWN))
    ap.add_argument("--option", action="append", default=[], metavar="NAME",
                    help="a table option of the variant (repeatable)")
    args = ap.parse_args(argv)
    try:
        r = bench(args.bot, args.games, args.seed, args.players, args.variant, args.option)
    except ValueError as e:
        ap.error(str(e))
    opts = f" with {', '.join(args.option)}" if args.option else ""
    print(f"{r['variant']}{opts}, bot {r['bot']}: {r['games']} games, {r['players']} "
          f"player(s), seeds {args.seed}..{args.seed + args.games - 1}")
    print(f"score mean {r['mean']:.1f} ± {r['stdev']:.1f}  median {r['median']:.0f}  "
          f"p10 {r['p10']}  p90 {r['p90']}  range {r['min']}..{r['max']}")
    if r["players"] == 1:
        print(f"solo rating of the mean: {r['title']}")
    gps = r["games_per_second"]
    print(f"speed {gps:.{0 if gps >= 10 else 2}f} games/s; per decision median "
          f"{r['decision_median_ms']:.3f} ms, p95 {r['decision_p95_ms']:.3f} ms "
          f"(CPU time: median {r['decision_cpu_median_ms']:.3f} ms, "
          f"p95 {r['decision_cpu_p95_ms']:.3f} ms)")
    return 0
