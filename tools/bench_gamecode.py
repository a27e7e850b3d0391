"""Game code figures: length of a finished game's code and the time to encode
and decode it (CPython), per game and player count; prints medians.

    PYTHONPATH=. python tools/bench_gamecode.py [--games 30]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

import clever
from clever import gamecode


def finished(variant: str, players: int, seed: int):
    g = clever.new_game([f"P{i + 1}" for i in range(players)], seed=seed, variant=variant)
    rnd = random.Random(seed)
    while not g.is_over:
        g.apply(rnd.choice(g.legal_actions()))
    return g


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", type=int, default=30)
    args = ap.parse_args()
    print("game            players  actions  code chars  encode ms  decode ms")
    for variant in clever.variants.names():
        for players in (1, 2, 4):
            rows = []
            for seed in range(args.games):
                g = finished(variant, players, seed)
                t0 = time.perf_counter()
                code = gamecode.encode(g)
                t1 = time.perf_counter()
                gamecode.decode(code)
                t2 = time.perf_counter()
                rows.append((len(g.history), len(code), (t1 - t0) * 1e3, (t2 - t1) * 1e3))
            med = [statistics.median(col) for col in zip(*rows, strict=True)]
            print(f"{variant:15} {players:7}  {med[0]:7.0f}  {med[1]:10.0f}  {med[2]:9.1f}"
                  f"  {med[3]:9.1f}")


if __name__ == "__main__":
    main()
