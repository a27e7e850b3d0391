"""Many more random Twice as Clever games than the tests play, with figures.

    python tools/random_twice.py [--games 20000] [--seed 1] [--deep 200]

Plays random games for 1-4 players under every choice of the table options,
with every invariant of tests/clever/test_random_games_twice.py checked at
every step (sheets, scores by hand, tracks at each turn start, positions,
the score counter on each finished sheet); every fifth game is played by the
tests' filling player (a die entered whenever one can be, pink first), who
often fills the reroll track; the first --deep games also try every listed
action and refuse unlisted ones. Then it prints how the games
went: games per second (with the checks), the actions taken by kind, scores,
foxes, and how often the rarer moments came (a full reroll track's fox, six
foxes, a negative green). An invariant broken stops it with the game's
seed, players and options.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.append(str(ROOT / "tests"))  # as tests/conftest.py does: after the engine

from helpers import module_from_file  # noqa: E402


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=20_000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--deep", type=int, default=200, help="games that try every action")
    args = ap.parse_args(argv)
    checks = module_from_file(ROOT / "tests" / "clever" / "test_random_games_twice.py",
                              "random_twice_checks")
    rng = random.Random(args.seed)
    kinds: Counter = Counter()
    totals, foxes = [], Counter()
    track_fox = negative_green = starts = 0
    start = time.perf_counter()
    for i in range(args.games):
        options = checks.OPTIONS[i % len(checks.OPTIONS)]
        players = checks.players_for(i // len(checks.OPTIONS), options)
        seed = args.seed * 1_000_000 + i
        try:
            g, taken, n = checks.play_random(players, seed, rng, options, deep=i < args.deep,
                                             positions=True, fill=i % 5 == 4)
        except Exception:
            print(f"game {i}: seed {seed}, {players} players, options {list(options)}",
                  file=sys.stderr)
            raise
        kinds.update(taken)
        starts += n
        for sheet, score in zip(g.sheets, g.scores(), strict=False):
            totals.append(score["total"])
            foxes[score["foxes"]] += 1
            track_fox += sheet.rerolls == checks.SPACES
            negative_green += score["green"] < 0
    took = time.perf_counter() - start
    sheets = len(totals)
    print(f"{args.games} games ({sheets} sheets), every invariant held; "
          f"{args.games / took:.0f} games/s with the checks ({took:.1f} s)")
    print(f"turn starts checked against the bonuses: {starts}")
    print("action kinds taken in some game: " + ", ".join(sorted(kinds)))
    print(f"total: mean {statistics.mean(totals):.1f}, median {statistics.median(totals)}, "
          f"range {min(totals)}..{max(totals)}")
    print("foxes per sheet: " + ", ".join(f"{k}: {v}" for k, v in sorted(foxes.items())))
    print(f"full reroll track (its fox): {track_fox} sheets; negative green: "
          f"{negative_green} sheets ({100 * negative_green / sheets:.1f}%)")


if __name__ == "__main__":
    main()
