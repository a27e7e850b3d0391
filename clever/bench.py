"""`python -m clever bench`: play many complete games with a bot and print
the score statistics and the engine/bot speed (games per second, CPU time
per game and per decision), for each game of the family unless --variant
names one."""

from __future__ import annotations

import argparse
import random
import statistics
import time

from . import new_game
from .bots import make_bot
from .variants import KNOWN

TIMED_EVERY = 4


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
    # Each decision is timed in one game of TIMED_EVERY only: the timers cost
    # as much as a quick bot's decision, so the speed per game comes from the
    # games played without them
    wall = {True: 0.0, False: 0.0}
    used = {True: 0.0, False: 0.0}
    for i in range(games):
        timed = i % TIMED_EVERY == 0
        t, c = time.perf_counter(), time.process_time()
        game = play(bot, players, seed + i, rng, times if timed else None, variant, options,
                    cpu if timed else None)
        wall[timed] += time.perf_counter() - t
        used[timed] += time.process_time() - c
        totals.extend(s["total"] for s in game.scores())
    plain = games - len(range(0, games, TIMED_EVERY))
    elapsed, cpu_total = (wall[False], used[False]) if plain else (wall[True], used[True])
    played = plain or games
    title_game = new_game(["x"], seed=0, variant=variant)
    return {
        "bot": bot_name, "games": games, "players": players, "variant": variant,
        "mean": statistics.fmean(totals),
        "stdev": statistics.pstdev(totals),
        "median": statistics.median(totals),
        "p10": percentile(totals, 0.10), "p90": percentile(totals, 0.90),
        "min": min(totals), "max": max(totals),
        "games_per_second": played / elapsed,
        "game_cpu_ms": 1000 * cpu_total / played,
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
    ap.add_argument("--variant", default=None, choices=sorted(KNOWN),
                    help="the game to play (default: each game of the family in turn)")
    ap.add_argument("--option", action="append", default=[], metavar="NAME",
                    help="a table option of the variant (repeatable)")
    args = ap.parse_args(argv)
    for variant in [args.variant] if args.variant else sorted(KNOWN, reverse=True):
        try:
            r = bench(args.bot, args.games, args.seed, args.players, variant, args.option)
        except ValueError as e:
            ap.error(str(e))
        report(r, args)
    return 0


def report(r: dict, args) -> None:
    opts = f" with {', '.join(args.option)}" if args.option else ""
    print(f"{r['variant']}{opts}, bot {r['bot']}: {r['games']} games, {r['players']} "
          f"player(s), seeds {args.seed}..{args.seed + args.games - 1}")
    print(f"score mean {r['mean']:.1f} ± {r['stdev']:.1f}  median {r['median']:.0f}  "
          f"p10 {r['p10']}  p90 {r['p90']}  range {r['min']}..{r['max']}")
    if r["players"] == 1:
        print(f"solo rating of the mean: {r['title']}")
    gps = r["games_per_second"]
    print(f"speed {gps:.{0 if gps >= 10 else 2}f} games/s, {r['game_cpu_ms']:.3f} ms CPU time "
          f"per game (bot and engine); per decision median "
          f"{r['decision_median_ms']:.3f} ms, p95 {r['decision_p95_ms']:.3f} ms "
          f"(CPU time: median {r['decision_cpu_median_ms']:.3f} ms, "
          f"p95 {r['decision_cpu_p95_ms']:.3f} ms)")
