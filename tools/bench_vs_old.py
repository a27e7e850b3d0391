"""The engine's speed against the engine before the family redesign.

    python tools/bench_vs_old.py [--games 2000] [--runs 5] [--seed 1]
    python tools/bench_vs_old.py --count [--games 60]
    python tools/bench_vs_old.py --instructions [--games 400]

Plays random-bot solo games on this tree and on the parent of commit b0134e7
(checked out once in a git worktree under the system's temp folder), in
separate processes, one after the other, run after run, so that both meet
the same load on a shared machine.  Each run prints the CPU milliseconds per
game (bot and engine: the process's own CPU time, not the wall clock); the
summary gives the median of the runs and the ratios the engine's goals are
stated in: the base game against the old engine (goal: 2x or more), and
Clever 4Ever against the base game (goal: at most 1.5x its CPU per game).

With --count it times nothing: it counts the Python bytecode instructions
and the Python function calls per game (sys.settrace, after untraced games
that fill the engine's tables), the same on a busy machine as on a quiet
one.  Instructions are not all equally dear (a call costs most), so this
shows where work went, not the speed.

With --instructions it counts the machine instructions the interpreter runs
per game, under valgrind (cachegrind without its cache model; valgrind must
be installed): the games after warm-up ones, as the difference of two runs
that warm up alike.  Also the same on a busy machine, and much closer to the
time than bytecodes: a change that removes bytecodes but builds iterators
or hashes keys shows here as it does in the time.  About a minute.
"""

from __future__ import annotations

import argparse
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
REDESIGN = "b0134e7"  # the family redesign; the engine before it is its parent

# Run in a fresh process with the tree to time first on the path: the old
# engine knows one game only, so the variant is passed only when given.
TIMER = """
import random, sys, time
sys.path.insert(0, sys.argv[1])
from clever import new_game
from clever.bots import make_bot
games, seed = int(sys.argv[2]), int(sys.argv[3])
extra = {"variant": sys.argv[4]} if len(sys.argv) > 4 else {}
bot = make_bot("random")
rng = random.Random(seed)
start = time.process_time()
for i in range(games):
    g = new_game(["P1"], seed=seed + i, **extra)
    while not g.is_over:
        g.apply(bot.choose(g, rng))
print(1000 * (time.process_time() - start) / games)
"""


# Count instead of timing (--count): the games after WARM untraced ones.
COUNTER = """
import random, sys
sys.path.insert(0, sys.argv[1])
from clever import new_game
from clever.bots import make_bot
games, seed = int(sys.argv[2]), int(sys.argv[3])
extra = {"variant": sys.argv[4]} if len(sys.argv) > 4 else {}
bot = make_bot("random")
counts = [0, 0]

def local(frame, event, arg):
    if event == "opcode":
        counts[0] += 1
    return local

def tracer(frame, event, arg):
    frame.f_trace_opcodes = True
    counts[1] += 1
    return local

def play(first, n, rng):
    for i in range(n):
        g = new_game(["P1"], seed=first + i, **extra)
        while not g.is_over:
            g.apply(bot.choose(g, rng))

play(10_000 + seed, WARM, random.Random(seed))
sys.settrace(tracer)
play(seed, games, random.Random(seed))
sys.settrace(None)
print(counts[0] / games, counts[1] / games)
""".replace("WARM", "300")


IREFS = re.compile(r"I\s+refs:\s+([0-9,]+)")


def old_tree() -> Path:
    """The engine before the redesign, checked out once (a detached worktree)."""
    commit = subprocess.run(["git", "rev-parse", f"{REDESIGN}^"], cwd=ROOT, check=True,
                            capture_output=True, text=True).stdout.strip()
    where = Path(tempfile.gettempdir()) / f"clever-engine-{commit[:12]}"
    if not (where / "clever" / "game.py").exists():
        subprocess.run(["git", "worktree", "add", "--detach", "-f", str(where), commit],
                       cwd=ROOT, check=True, capture_output=True)
    return where


def cpu_ms(tree: Path, games: int, seed: int, variant: str | None = None) -> float:
    args = [sys.executable, "-c", TIMER, str(tree), str(games), str(seed)]
    if variant:
        args.append(variant)
    return float(subprocess.run(args, check=True, capture_output=True, text=True).stdout)


def counted(tree: Path, games: int, seed: int, variant: str | None = None) -> list[float]:
    """[instructions, calls] per game."""
    args = [sys.executable, "-c", COUNTER, str(tree), str(games), str(seed)]
    if variant:
        args.append(variant)
    out = subprocess.run(args, check=True, capture_output=True, text=True).stdout
    return [float(x) for x in out.split()]


def machine_instructions(tree: Path, games: int, seed: int, variant: str | None = None) -> float:
    """Machine instructions per game (valgrind): the timing script run for
    200 warm-up games and then `games` more, less a run of the warm-up alone
    (the same seeds and the same draws of the bot: the first 200 games)."""
    def run(n: int) -> int:
        args = ["valgrind", "--tool=cachegrind", "--cache-sim=no",
                "--cachegrind-out-file=/dev/null", sys.executable, "-c", TIMER, str(tree),
                str(200 + n), str(seed)]
        if variant:
            args.append(variant)
        err = subprocess.run(args, check=True, capture_output=True, text=True).stderr
        found = IREFS.search(err)
        if found is None:
            raise SystemExit(f"no instruction count in valgrind's output:\n{err[-2000:]}")
        return int(found[1].replace(",", ""))
    return (run(games) - run(0)) / games


def instructions(old: Path, games: int, seed: int) -> None:
    if shutil.which("valgrind") is None:
        raise SystemExit("--instructions needs valgrind (apt-get install valgrind)")
    got = {"old engine": machine_instructions(old, games, seed),
           "base game": machine_instructions(ROOT, games, seed, "pretty-clever"),
           "Clever 4Ever": machine_instructions(ROOT, games, seed, "clever-4ever")}
    for name, n in got.items():
        print(f"{name}: {n / 1e6:.3f} million machine instructions per game")
    o, b, f = got.values()
    print(f"base game / old engine: {b / o:.3f} of the instructions (goal for the time: "
          f"at most 0.5); Clever 4Ever / base game: {f / b:.3f}")


def count(old: Path, games: int, seed: int) -> None:
    got = {"old engine": counted(old, games, seed),
           "base game": counted(ROOT, games, seed, "pretty-clever"),
           "Clever 4Ever": counted(ROOT, games, seed, "clever-4ever")}
    for name, (ops, calls) in got.items():
        print(f"{name}: {ops:,.0f} bytecode instructions, {calls:,.0f} Python calls per game")
    (o_ops, o_calls), (b_ops, b_calls), (f_ops, f_calls) = got.values()
    print(f"base game / old engine: {b_ops / o_ops:.2f} of the instructions, "
          f"{b_calls / o_calls:.2f} of the calls; Clever 4Ever / base game: "
          f"{f_ops / b_ops:.2f} and {f_calls / b_calls:.2f}")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=None,
                    help="2000 (timing), 60 (--count), 400 (--instructions)")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", action="store_true",
                    help="count bytecode instructions and calls per game instead of timing")
    ap.add_argument("--instructions", action="store_true",
                    help="count machine instructions per game under valgrind instead of timing")
    args = ap.parse_args(argv)
    old = old_tree()
    if args.instructions:
        instructions(old, args.games or 400, args.seed)
        return 0
    if args.count:
        count(old, args.games or 60, args.seed)
        return 0
    args.games = args.games or 2000
    got: dict[str, list[float]] = {"old": [], "base": [], "4ever": []}
    for run in range(1, args.runs + 1):
        got["old"].append(cpu_ms(old, args.games, args.seed))
        got["base"].append(cpu_ms(ROOT, args.games, args.seed, "pretty-clever"))
        got["4ever"].append(cpu_ms(ROOT, args.games, args.seed, "clever-4ever"))
        print(f"run {run}: old engine {got['old'][-1]:.3f} ms, base game "
              f"{got['base'][-1]:.3f} ms, Clever 4Ever {got['4ever'][-1]:.3f} ms CPU per game")
    med = {k: statistics.median(v) for k, v in got.items()}
    print(f"median of {args.runs} runs of {args.games} random solo games: old engine "
          f"{med['old']:.3f} ms, base game {med['base']:.3f} ms, Clever 4Ever "
          f"{med['4ever']:.3f} ms CPU per game")
    print(f"base game vs old engine: {med['old'] / med['base']:.2f}x the speed (goal 2x); "
          f"Clever 4Ever vs base game: {med['4ever'] / med['base']:.2f}x the CPU per game "
          f"(goal at most 1.5x)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
