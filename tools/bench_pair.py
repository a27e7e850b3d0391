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
seeds); --until S stops after S seconds with the seeds finished by then.

The two sides may also be one level played two ways, e.g. the master on a
candidate net, or with other search settings (a bot's attributes):

    python tools/bench_pair.py --a master --b master --b-net /tmp/cand.py \
        --b-set candidates=6 --seed 630000 --games 496 --procs 2 --out b.jsonl

--a-net / --b-net FILE: that side's value network, a weights module written
by tools/train_net.py (or tools/train_kinds_net.py for a game whose master
reads one); --a-set / --b-set NAME=VALUE: one of that side's bot attributes
(budget, extend, candidates, margin, ...), the value read as JSON, set over
the game's own search settings.  --reuse-a FILE takes A's totals and times
from an earlier --out for the seeds it holds, so a baseline played once
(the bots are deterministic) is not played again."""

from __future__ import annotations

import argparse
import importlib.util
import inspect
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
from clever.bots.net import NetEvaluator  # noqa: E402
from clever.variants import get_variant  # noqa: E402

_NETS: dict = {}  # a weights file's net, read once per process


def parse_set(items: list[str], variant: str) -> None:
    for item in items:
        key, _, raw = item.partition("=")
        level, _, name = key.partition(".")
        value = json.loads(raw) if raw else True
        bot_games.SEARCH.setdefault(variant, {}).setdefault(level, {})[name] = value


def load_net(path: str):
    """The weights (W1, B1, W2, B2) of a module written by tools/train_net.py."""
    if path not in _NETS:
        spec = importlib.util.spec_from_file_location("candidate_net", path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        _NETS[path] = (module.W1, module.B1, module.W2, module.B2)
    return _NETS[path]


def make(level: str, net: str | None = None, attrs=(), variant: str = "pretty-clever"):
    """A bot of `level`, on the net in file `net` and with attributes `attrs`
    ("NAME=VALUE", the value read as JSON) where given.  A game with its own
    evaluations (clever/bots/games/) builds the net's evaluation itself, and
    the attributes are set after the game's own search settings."""
    bot = BOTS[level]()
    own = bot_games.game_bots(get_variant(variant))
    values = {}
    for item in attrs:
        name, _, raw = item.partition("=")
        if not hasattr(bot, name):
            raise SystemExit(f"a {level} bot has no setting {name!r}")
        values[name] = json.loads(raw)
    if values:
        setup = bot.setup

        def setup_then_set(game):
            setup(game)  # sets the game's own search settings over the class's
            bot.__dict__.update(values)

        bot.setup = setup_then_set
    if net:
        weights = load_net(net)
        if own is None:
            bot.make_evaluator = lambda v: NetEvaluator(v, weights)
        elif "net" in inspect.signature(own.evaluator).parameters:
            try:  # a level that reads no net is refused here, before any game
                own.evaluator(level, get_variant(variant), net=weights)
            except ValueError as e:
                raise SystemExit(str(e)) from None
            bot.evaluation = lambda v: own.evaluator(level, v, net=weights)
        else:
            raise SystemExit(f"{variant}'s bots play on no value network")
    return bot


def one(bot, seed: int, variant: str) -> tuple[int, list[float]]:
    cpu: list[float] = []
    game = play(bot, 1, seed, random.Random(seed), [], variant, (), cpu)
    return game.scores()[0]["total"], cpu


def pair(job) -> dict:
    """One seed played by both sides (a worker's job with --procs); A's
    (total, times) when known already (--reuse-a)."""
    seed, a, b, variant, settings, known_a = job
    parse_set(settings, variant)  # a fresh worker process has its own SEARCH
    t = time.perf_counter()
    sa, cpu_a = known_a or one(make(*a, variant), seed, variant)
    sb, cpu_b = one(make(*b, variant), seed, variant)
    return {"seed": seed, "a": sa, "b": sb, "cpu_a": cpu_a, "cpu_b": cpu_b,
            "wall_s": round(time.perf_counter() - t, 2)}


def side(level: str, net, attrs) -> str:
    """A side's name in the report."""
    extra = ([f"net {Path(net).stem}"] if net else []) + list(attrs)
    return f"{level} ({', '.join(extra)})" if extra else level


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--variant", default="pretty-clever")
    ap.add_argument("--a", default="expert")
    ap.add_argument("--b", default="master")
    ap.add_argument("--seed", type=int, default=9101)
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--set", action="append", default=[], metavar="LEVEL.NAME=VALUE")
    for key in "ab":
        ap.add_argument(f"--{key}-net", metavar="FILE", help=f"{key.upper()}'s value network")
        ap.add_argument(f"--{key}-set", action="append", default=[], metavar="NAME=VALUE",
                        help=f"one of {key.upper()}'s bot attributes")
    ap.add_argument("--reuse-a", type=Path, metavar="FILE",
                    help="an earlier --out whose A totals count for its seeds")
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
    known = {}
    if args.reuse_a:
        for line in args.reuse_a.read_text().splitlines():
            if line:
                r = json.loads(line)
                known[r["seed"]] = (r["a"], r["cpu_a"])
    a = (args.a, args.a_net, tuple(args.a_set))
    b = (args.b, args.b_net, tuple(args.b_set))
    make(*a, args.variant), make(*b, args.variant)  # a wrong setting or file stops here
    jobs = [(seed, a, b, args.variant, args.set, known.get(seed))
            for seed in range(args.seed, args.seed + args.games) if seed not in done]
    a_name, b_name = side(*a), side(*b)
    start = time.perf_counter()
    pool = Pool(args.procs) if args.procs > 1 else None
    try:
        for row in (pool.imap(pair, jobs) if pool else map(pair, jobs)):
            rows.append(row)
            if args.out:
                with args.out.open("a") as f:
                    f.write(json.dumps(row) + "\n")
            print(f"seed {row['seed']}: A {row['a']}, B {row['b']}", flush=True)
            if args.until and time.perf_counter() - start > args.until:
                break  # (seeds under way in other workers are dropped)
    finally:
        if pool:
            pool.terminate()
    report(rows, a_name, b_name)
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
