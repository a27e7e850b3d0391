"""Train the value network of a master playing on area kinds
(clever/bots/kinds_net.py): Twice as Clever's master_net_twice.py.

    pip install -e .[train]          # numpy, for the fit only
    python tools/train_kinds_net.py --variant twice-as-clever \\
        --seeds 330000,340000 --games 6000,4000 --hidden 64 \\
        --data DIR --out clever/bots/master_net_twice.py

Iteration 0 plays the expert's turn search (budget 150) on the master's
learned evaluation without a net (its tables and weights); iteration i the
same search on the net fitted after iteration i-1.  After every decision
that leaves no bonus of the player waiting, the position's inputs
(kinds_net.Layout.inputs) and the learned estimate are kept; the target is
the game's final score minus that estimate (Monte-Carlo policy evaluation).
After each iteration a net is fitted afresh on the games of all iterations
so far (tools/train_net.fit: Adam on the squared error, a tenth of the
games, by seed, held out to pick the epoch).  The weights are rounded to 4
digits before they play, so the bots measured during training play as the
shipped file.  With --data each iteration's positions are kept
(DIR/iterI.pkl) and read back by a later run instead of played again.
Games come from fixed seeds and the bots are deterministic.

With --start-net NAME (a shipped net module, e.g. master_net_twice) the
first iteration plays on that net instead of the learned evaluation alone:
more iterations after a shipped net without playing its iterations again.
--with FILE (repeatable) adds the games an earlier run kept (its
DIR/iterI.pkl) to every fit of this one: a net fitted only on the games of
a net's own search is fitted on a narrow set of positions, which the next
search then leaves (docs/bots.md has the figures).
"""

from __future__ import annotations

import argparse
import os
import pickle
import statistics
import sys
import time
from multiprocessing import Pool
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from train_net import HELD_OUT, fit, shipped, write  # noqa: E402
from train_tables_4ever import settled  # noqa: E402

from clever import new_game  # noqa: E402
from clever.bots.expert import ExpertBot  # noqa: E402
from clever.bots.kinds_net import Layout  # noqa: E402
from clever.variants import get_variant  # noqa: E402

CHUNK = 25  # games per job


def twice_evaluations():
    from clever.bots.games.twice_as_clever import MASTER_PARAMS
    from clever.bots.learned_twice import LearnedEvaluatorTwice, NetEvaluatorTwice
    return (lambda variant: LearnedEvaluatorTwice(variant, params=MASTER_PARAMS),
            lambda variant, net: NetEvaluatorTwice(variant, net, params=MASTER_PARAMS))


# per game: (its learned evaluation, the same with a net), the shipped weights
GAMES = {"twice-as-clever": (twice_evaluations, "clever/bots/master_net_twice.py")}
VARIANT = "twice-as-clever"  # set by --variant (the workers are forked after it)


def play_games(job):
    """[(seed, final score, [(inputs, learned estimate), ...]), ...]"""
    seeds, net = job
    variant = get_variant(VARIANT)
    learned, with_net = GAMES[VARIANT][0]()
    bot = ExpertBot()
    bot.evaluation = learned if net is None else (lambda v: with_net(v, net))
    estimate = learned(variant)
    layout = Layout(variant)
    games = []
    for seed in seeds:
        game = new_game(["P1"], seed=seed, variant=VARIANT)
        positions = []
        last = None
        for sheet, left in settled(game, bot):
            base = estimate.value(sheet, left)
            x = layout.inputs(sheet, left, base)
            if x == last:
                continue
            last = x
            positions.append((x, base))
        games.append((seed, game.sheets[0].total(), positions))
    return games


def self_play(net, first: int, games: int, procs: int):
    seeds = list(range(first, first + games))
    jobs = [(seeds[k:k + CHUNK], net) for k in range(0, games, CHUNK)]
    with Pool(procs) as pool:
        return [g for part in pool.map(play_games, jobs) for g in part]


def dense(games, size: int):
    """(inputs, targets, seeds) as arrays, one row per position."""
    n = sum(len(p) for _, _, p in games)
    x = np.zeros((n, size), np.float32)
    y = np.zeros(n, np.float32)
    g = np.zeros(n, np.int64)
    i = 0
    for seed, final, positions in games:
        for inputs, base in positions:
            for k, v in inputs:
                x[i, k] += v
            y[i], g[i] = final - base, seed
            i += 1
    return x, y, g


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--variant", default="twice-as-clever", choices=sorted(GAMES))
    ap.add_argument("--seeds", required=True, help="each iteration's first seed, comma-separated")
    ap.add_argument("--games", required=True, help="each iteration's games, comma-separated")
    ap.add_argument("--hidden", type=int, default=64)
    ap.add_argument("--epochs", type=int, default=12)
    ap.add_argument("--procs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--data", type=Path, help="keep (and reuse) each iteration's positions here")
    ap.add_argument("--start-net", default="",
                    help="a shipped net module (clever/bots/NAME.py) the first iteration plays on")
    ap.add_argument("--with", dest="earlier", action="append", default=[], type=Path,
                    metavar="FILE", help="games kept by an earlier run, fitted on too")
    ap.add_argument("--out", default="", help="default: the game's shipped weights")
    args = ap.parse_args(argv)
    global VARIANT
    VARIANT = args.variant
    seeds = [int(s) for s in args.seeds.split(",")]
    counts = [int(s) for s in args.games.split(",")]
    if len(seeds) != len(counts):
        ap.error("--seeds and --games must name the same number of iterations")
    size = Layout(get_variant(VARIANT)).size
    t0 = time.time()
    net, data, log = None, [], []
    if args.start_net:
        net = shipped(args.start_net)[0]
    for path in args.earlier:
        kept = pickle.loads(path.read_bytes())
        data += kept
        log.append(f"{len(kept)} games kept by an earlier run ({path}, play mean "
                   f"{statistics.fmean(s for _, s, _ in kept):.1f}) fitted with every iteration")
    for it, (first, games) in enumerate(zip(seeds, counts, strict=True)):
        kept = args.data / f"iter{it}.pkl" if args.data else None
        t1 = time.time()
        if kept and kept.exists():
            played = pickle.loads(kept.read_bytes())
            how = "read back from the games kept by an earlier run"
        else:
            played = self_play(net, first, games, args.procs)
            how = f"played in {time.time() - t1:.0f} s"
            if kept:
                kept.parent.mkdir(parents=True, exist_ok=True)
                kept.write_bytes(pickle.dumps(played))
        data += played
        line = (f"iteration {it}: seeds {first}..{first + games - 1}, play mean "
                f"{statistics.fmean(s for _, s, _ in played):.1f}, "
                f"{sum(len(p) for _, _, p in played)} positions, {how}")
        print(line, flush=True)
        x, y, g = dense(data, size)
        net = fit(x, y, g, args.hidden, epochs=args.epochs)
        line += (f"; the net fitted on iterations 0-{it}: held-out rms {HELD_OUT['rms']:.2f} "
                 f"(learned alone {HELD_OUT['base']:.2f})")
        log.append(line)
    out = args.out or GAMES[VARIANT][1]
    start = f" --start-net {args.start_net}" if args.start_net else ""
    start += "".join(f" --with {p}" for p in args.earlier)
    meta = [f"Run: python tools/train_kinds_net.py --variant {VARIANT}{start} --seeds {args.seeds} "
            f"--games {args.games} --hidden {args.hidden} --epochs {args.epochs}",
            f"Training time {time.time() - t0:.0f} s on {args.procs} processes."] + log
    write(net, out, meta, reader="kinds_net.py", maker="train_kinds_net.py")
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
