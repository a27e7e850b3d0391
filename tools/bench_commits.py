"""Random-game speed of this tree against an earlier commit, game by game.

    python tools/bench_commits.py --old /tmp/wt-old [--games 2000] [--runs 5]
        [--variant pretty-clever --variant clever-4ever] [--seed 1]

`--old` is a checkout of the earlier commit (`git worktree add /tmp/wt-old
07f77c1`). For each game of the family that both trees know (or each
--variant), it runs `python -m clever bench --bot random --games N --seed S
--variant V` in the old tree and in this one, one after the other, run after
run, so both meet the same load on a shared machine, and reads the CPU
milliseconds per game each prints (bot and engine, the process's own CPU
time, not the wall clock). It prints each run, then per game the medians and
this tree's time over the old one's (the goal for the games that were there
before a new game came: within 1.10), and, for a game only this tree knows,
its own speed.
"""

from __future__ import annotations

import argparse
import re
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CPU = re.compile(r"([0-9.]+) ms CPU time per game")
SPEED = re.compile(r"speed ([0-9.]+) games/s")


def bench(tree: Path, variant: str, games: int, seed: int) -> tuple[float, float]:
    """(CPU ms per game, games per second) of one bench run in `tree`."""
    out = subprocess.run(
        [sys.executable, "-m", "clever", "bench", "--bot", "random", "--games", str(games),
         "--seed", str(seed), "--variant", variant],
        cwd=tree, capture_output=True, text=True, check=True).stdout
    cpu, speed = CPU.search(out), SPEED.search(out)
    if cpu is None or speed is None:
        raise SystemExit(f"no speed in the bench's output of {tree}:\n{out}")
    return float(cpu[1]), float(speed[1])


def variants_of(tree: Path) -> set[str]:
    out = subprocess.run([sys.executable, "-c", "from clever import variants; "
                          "print(' '.join(variants.names()))"], cwd=tree,
                         capture_output=True, text=True, check=True).stdout
    return set(out.split())


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--old", type=Path, required=True, help="a checkout of the earlier commit")
    ap.add_argument("--games", type=int, default=2000)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--variant", action="append", help="a game (repeatable; default: all)")
    args = ap.parse_args(argv)
    old_games, new_games = variants_of(args.old), variants_of(ROOT)
    chosen = args.variant or sorted(new_games, key=lambda v: (v not in old_games, v))
    for variant in chosen:
        times: dict[str, list[float]] = {"old": [], "new": []}
        speeds: list[float] = []
        for run in range(args.runs):
            line = [f"{variant} run {run + 1}:"]
            if variant in old_games:
                cpu, _ = bench(args.old, variant, args.games, args.seed)
                times["old"].append(cpu)
                line.append(f"old {cpu:.3f} ms")
            cpu, speed = bench(ROOT, variant, args.games, args.seed)
            times["new"].append(cpu)
            speeds.append(speed)
            line.append(f"new {cpu:.3f} ms ({speed:.0f} games/s)")
            print(" ".join(line), flush=True)
        new = statistics.median(times["new"])
        summary = (f"{variant}: median {new:.3f} ms CPU per game, "
                   f"{1000 / new:.0f} games per CPU second")
        if times["old"]:
            old = statistics.median(times["old"])
            summary += f"; old {old:.3f} ms; new / old = {new / old:.3f}"
        print(summary, flush=True)


if __name__ == "__main__":
    main()
