"""Train the value networks of clever/bots/net.py (expert_net, master_net)
by self-play.

    pip install -e .[train]          # numpy, for the fit only
    python tools/train_net.py --seeds 400000,430000,510000 --games 24000,16000,5000 \
        --hidden 64,128,128 --policy one-step,one-step,search \
        --data /tmp/clever-net --out clever/bots/master_net.py

Iteration 0 plays the one-step (skilled) bot on the learned tables
(learned.py); iteration i plays on the net of iteration i-1, with the
one-step bot, (`--policy search`) the expert's turn search (expert.py,
budget 150) or (`--policy master`) the same search at the master's budget
(master.py, 1000).  After every action the player's sheet is recorded with the
learned estimate; the target is how far the game's final score ended above
that estimate (Monte-Carlo policy evaluation).

After a one-step iteration the net (of `--hidden` units, one size per
iteration) is fitted afresh on the games of every iteration so far (mean
squared error, Adam, one hidden ReLU layer; a tenth of the games, by seed,
held out to pick the best epoch).  After a search iteration the previous net
is fitted on (search_fit): the search's games are few, as the search plays
much slower than the one-step bot (docs/bots.md), and they are marked so
that the net learns the search's higher values without blurring them into
the one-step bot's.
Search iterations come after the one-step ones.

Games are played on both cores (`--procs`) from fixed seeds and the bots are
deterministic, so a run is reproducible (up to float rounding in the fit).
With `--data DIR` each iteration's positions are kept as DIR/iterI.npz and
read back instead of replayed when the file is there.

`--tune MODULE` goes on from a shipped net instead (e.g. master_net, whose
search mark is folded in already): one iteration of `--games` games from
`--seeds` played by `--policy` on that net, and a fit of those games alone
from its weights at a low rate (`--lr`, `--epochs`; the rate halves from
the middle epoch), the positions in seed order so the fit is reproducible:

    python tools/train_net.py --tune master_net --seeds 600000 --games 8000 \
        --policy search --lr 1e-4 --epochs 6 --out clever/bots/master_net.py

(Tried 2026-12-05 with the search's and the master's games: the budget-150
search gained ~3 points, the master lost 4-5; docs/bots.md.)
"""

from __future__ import annotations

import argparse
import importlib
import os
import time
from multiprocessing import Pool

import numpy as np

from clever import new_game
from clever.bots.common import entries_left
from clever.bots.expert import ExpertBot
from clever.bots.heuristic import SkilledBot
from clever.bots.learned import LearnedEvaluator
from clever.bots.master import MasterBot
from clever.bots.net import SIZE, NetEvaluator, area_inputs, inputs

CHUNKS = 20
SEARCHES = ("search", "master")  # the policies whose games are marked (search_fit)
HELD_OUT = {}  # the last fit's held-out errors, for the written file's header


def self_play_bot(net, policy: str = "one-step"):
    """The bot that plays an iteration's games: the one-step (skilled) bot,
    the expert's turn search ("search") or the master's ("master"), on the
    net (None: on the learned tables, the skilled bot itself)."""
    bot = {"search": ExpertBot, "master": MasterBot}.get(policy, SkilledBot)()
    if net is not None:
        bot.make_evaluator = lambda variant: NetEvaluator(variant, net)
    return bot


def play_games(job):
    """Rows (inputs, target, seed) of the solo games on `seeds`."""
    net, seeds, policy = job
    bot = self_play_bot(net, policy)
    rows, targets, game_of, scores = [], [], [], []
    learned = None
    for seed in seeds:
        game = new_game(["P1"], seed=seed)
        learned = learned or LearnedEvaluator(game.variant)
        start = len(rows)
        while not game.is_over:
            game.apply(bot.choose(game, None))
            left = entries_left(game, 0)
            if left <= 0:
                continue
            sheet = game.sheets[0]
            base = learned.value(sheet, left)
            x = np.zeros(SIZE, np.float32)
            for i, v in inputs(sheet, left, base):
                x[i] = v
            rows.append(x)
            targets.append(base)
        final = game.sheets[0].total()
        scores.append(final)
        targets[start:] = [final - b for b in targets[start:]]
        game_of += [seed] * (len(rows) - start)
    return (np.array(rows, np.float32).reshape(-1, SIZE), np.array(targets, np.float32),
            np.array(game_of), scores)


def self_play(net, start: int, games: int, procs: int, policy: str = "one-step"):
    jobs = [(net, range(start + k, start + games, CHUNKS), policy) for k in range(CHUNKS)]
    with Pool(procs) as pool:
        parts = pool.map(play_games, jobs)
    x = np.concatenate([p[0] for p in parts])
    y = np.concatenate([p[1] for p in parts])
    g = np.concatenate([p[2] for p in parts])
    scores = [s for p in parts for s in p[3]]
    return x, y, g, scores


def upgrade(x):
    """Positions kept by an earlier input layout (the first 111 inputs only,
    before the yellow / blue line inputs) with the missing inputs filled in
    from the yellow and blue boxes, which those positions hold in full."""
    if x.shape[1] == SIZE:
        return x
    out = np.zeros((len(x), SIZE), np.float32)
    out[:, :x.shape[1]] = x
    bits = (1 << np.arange(16)).astype(np.int64)
    for name, first in (("yellow", 0), ("blue", 16)):
        masks = (x[:, first:first + 16] > 0.5).astype(np.int64) @ bits
        for m in np.unique(masks):
            rows = masks == m
            for i, v in area_inputs(name, int(m)):
                if i >= x.shape[1]:
                    out[rows, i] = v
    return out


def fit(x, y, g, hidden: int, epochs: int = 12, lr: float = 2e-3, batch: int = 2048,
        decay: float = 1e-5, seed: int = 0, weight=None, start=None, halve: int | None = None):
    """One hidden ReLU layer by Adam on the (row-weighted) squared error; the
    weights of the epoch with the lowest error on the held-out games
    (seed % 10 == 0).  `start`: a written net to go on from (its hidden size;
    inputs it lacks start at zero) instead of a random one.  The rate halves
    every epoch from `halve` on (default: half way)."""
    rng = np.random.default_rng(seed)
    weight = np.ones(len(y), np.float32) if weight is None else weight
    held = (g % 10) == 0
    xt, yt, wt = x[~held], y[~held], weight[~held]
    xv, yv, wv = x[held], y[held], weight[held]
    if start is None:
        n = x.shape[1]
        w1 = (rng.standard_normal((n, hidden)) * np.sqrt(2.0 / n)).astype(np.float32)
        params = [w1, np.zeros(hidden, np.float32), np.zeros(hidden, np.float32),
                  np.zeros(1, np.float32)]
    else:
        w1 = np.zeros((x.shape[1], len(start[1])), np.float32)
        w1[:len(start[0])] = np.array(start[0], np.float32)
        params = [w1, np.array(start[1], np.float32), np.array(start[2], np.float32),
                  np.array([start[3]], np.float32)]
    m1 = [np.zeros_like(p) for p in params]
    m2 = [np.zeros_like(p) for p in params]
    step = 0
    best = (float("inf"), None)
    halve = epochs // 2 if halve is None else halve
    base = float(np.sqrt(np.sum(wv * yv * yv) / np.sum(wv)))  # the learned tables alone
    for epoch in range(epochs):
        rate = lr * 0.5 ** max(0, epoch - halve)
        order = rng.permutation(len(xt))
        for k in range(0, len(order), batch):
            idx = order[k:k + batch]
            xb, yb, wb = xt[idx], yt[idx], wt[idx]
            h = xb @ params[0] + params[1]
            on = h > 0
            h *= on
            err = wb * (h @ params[2] + params[3][0] - yb) / wb.sum()
            dh = np.outer(err, params[2]) * on
            grads = [xb.T @ dh + decay * params[0], dh.sum(0), h.T @ err,
                     np.array([err.sum()], np.float32)]
            step += 1
            for p, d, a, b in zip(params, grads, m1, m2, strict=True):
                a *= 0.9
                a += 0.1 * d
                b *= 0.999
                b += 0.001 * d * d
                p -= rate * (a / (1 - 0.9 ** step)) / (np.sqrt(b / (1 - 0.999 ** step)) + 1e-8)
        h = np.maximum(xv @ params[0] + params[1], 0)
        e = h @ params[2] + params[3][0] - yv
        rms = float(np.sqrt(np.sum(wv * e * e) / np.sum(wv)))
        print(f"  epoch {epoch}: held-out rms {rms:.3f} "
              f"(learned tables alone {base:.3f})",
              flush=True)
        if rms < best[0]:
            best = (rms, [p.copy() for p in params])
    w1, b1, w2, b2 = best[1]
    HELD_OUT.update(rms=best[0], base=base)
    return rounded((w1, b1, w2, float(b2[0])))


def digits4(v) -> float:
    """A weight as written to the module: 4 significant digits."""
    return float(f"{float(v):.4g}")


def rounded(net):
    """The weights as written to the module, so the bots measured during
    training play exactly as the shipped file."""
    w1, b1, w2, b2 = net
    return ([[digits4(v) for v in row] for row in w1], [digits4(v) for v in b1],
            [digits4(v) for v in w2], digits4(b2))


def write(net, path: str, meta: list[str], reader: str = "net.py",
          maker: str = "train_net.py"):
    """The weights as a module for clever/bots/`reader`, made by tools/`maker`."""
    w1, b1, w2, b2 = net
    with open(path, "w") as f:
        f.write(f'"""Weights of a value network (clever/bots/{reader}): {len(b1)} hidden\n'
                f"units over {len(w1)} inputs.\n\n"
                f"Generated by tools/{maker} -- do not edit by hand.\n")
        for line in meta:
            f.write(line + "\n")
        f.write('"""\n\n# ruff: noqa: E501\n')
        f.write("W1 = [\n")
        for row in w1:
            f.write("    [" + ", ".join(repr(v) for v in row) + "],\n")
        f.write("]\n")
        f.write("B1 = [" + ", ".join(repr(v) for v in b1) + "]\n")
        f.write("W2 = [" + ", ".join(repr(v) for v in w2) + "]\n")
        f.write(f"B2 = {b2!r}\n")


def search_fit(data, net, weight: float, epochs: int = 4, lr: float = 5e-4):
    """The fit after an iteration played by the search: it goes on from the
    previous net (same size; by default 4 epochs at a quarter of the rate)
    over every game so far, with the search's positions weighted `weight` and
    marked by one more input, 1 for a search game.  That input is folded into
    the hidden biases when the net is written, so the net values a position
    as the search would play on from it: the search's games end about 27
    points higher than the one-step bot's from similar positions, and
    unmarked, the net took that gap for a property of the positions (the
    search then played 10.7 points worse, not better)."""
    xs, ys, gs, ws = [], [], [], []
    for x, y, g, policy in data:
        mark = 1.0 if policy in SEARCHES else 0.0
        xs.append(np.concatenate([x, np.full((len(x), 1), mark, np.float32)], 1))
        ys.append(y)
        gs.append(g)
        ws.append(np.full(len(y), weight if mark else 1.0, np.float32))
    w1, b1, w2, b2 = fit(np.concatenate(xs), np.concatenate(ys), np.concatenate(gs),
                         hidden=len(net[1]), epochs=epochs, lr=lr, halve=epochs // 2,
                         weight=np.concatenate(ws), start=net)
    return (w1[:-1], [digits4(u + v) for u, v in zip(b1, w1[-1], strict=True)], w2, b2)


def shipped(name: str):
    """The weights of a shipped net module (clever/bots/NAME.py) and its docstring."""
    module = importlib.import_module(f"clever.bots.{name}")
    return (module.W1, module.B1, module.W2, module.B2), module.__doc__ or ""


def tune(args) -> None:
    """--tune: one iteration played on a shipped net, fitted from its weights."""
    t0 = time.time()
    net, history = shipped(args.tune)
    start, games = int(args.seeds), int(args.games)
    policy = args.policy or "search"
    x, y, g, scores = self_play(net, start, games, args.procs, policy)
    order = np.argsort(g, kind="stable")   # seed order, whatever the processes did
    x, y, g = x[order], y[order], g[order]
    played = time.time() - t0
    line = (f"tuned: {policy}, seeds {start}..{start + games - 1} on {args.tune}, play mean "
            f"{np.mean(scores):.1f}, {len(x)} positions, played in {played:.0f} s")
    print(line, flush=True)
    lr = args.lr or 1e-4
    new = fit(x, y, g, hidden=len(net[1]), epochs=args.epochs, lr=lr, start=net)
    meta = [f"Run: python tools/train_net.py --tune {args.tune} --seeds {start} --games {games} "
            f"--policy {policy} --lr {lr:g} --epochs {args.epochs}",
            f"This run took {time.time() - t0:.0f} s on {args.procs} processes.", line,
            f"Held-out rms of the fit {HELD_OUT['rms']:.3f} "
            f"(learned tables alone {HELD_OUT['base']:.3f}).",
            "", f"The net it went on from, {args.tune}.py, said of itself:"]
    meta += ["    " + said if said else "" for said in history.strip().splitlines()]
    write(new, args.out, meta)
    print(f"wrote {args.out}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seeds", default="400000,430000", help="first seed of each iteration")
    ap.add_argument("--games", default="24000,16000", help="games of each iteration")
    ap.add_argument("--hidden", default="64,128",
                    help="hidden units of each iteration's net "
                         "(a search iteration's net keeps the previous size)")
    ap.add_argument("--policy", default="",
                    help="who plays each iteration's games: one-step (default), search "
                         "(the expert's) or master")
    ap.add_argument("--search-weight", type=float, default=3.0,
                    help="weight of a search game's positions in the fit")
    ap.add_argument("--epochs", type=int, default=12)
    ap.add_argument("--procs", type=int, default=2)
    ap.add_argument("--data", default="", help="folder to keep / reuse each iteration's games")
    ap.add_argument("--out", default="clever/bots/master_net.py")
    ap.add_argument("--tune", default="",
                    help="go on from this shipped net (e.g. master_net): one iteration "
                         "on --seeds / --games / --policy, fitted from its weights")
    ap.add_argument("--lr", type=float, default=0.0, help="--tune's rate (default 1e-4)")
    args = ap.parse_args()
    if args.tune:
        if "," in args.seeds + args.games:
            ap.error("--tune plays one iteration: one --seeds and one --games")
        return tune(args)
    starts = [int(s) for s in args.seeds.split(",")]
    counts = [int(s) for s in args.games.split(",")]
    sizes = [int(s) for s in args.hidden.split(",")]
    policies = args.policy.split(",") if args.policy else ["one-step"] * len(starts)
    first_search = min([policies.index(p) for p in SEARCHES if p in policies],
                       default=len(policies))
    if any(p not in ("one-step", *SEARCHES) for p in policies) \
            or "one-step" in policies[first_search:] or first_search == 0:
        ap.error("--policy: one-step, search or master per iteration; the search ones "
                 "last, after at least one one-step iteration (they go on from its net)")
    t0 = time.time()
    net = None
    data = []
    log = []
    for it, (start, games, hidden, policy) in enumerate(
            zip(starts, counts, sizes, policies, strict=True)):
        cached = os.path.join(args.data, f"iter{it}.npz") if args.data else ""
        if cached and os.path.exists(cached):
            d = np.load(cached)
            x, y, g, scores = upgrade(d["x"]), d["y"], d["g"], d["scores"]
            # (files kept before 2026-11-30 do not hold their playing time)
            how = (f", played in {float(d['seconds']):.0f} s" if "seconds" in d
                   else "") + " (kept)"
        else:
            t1 = time.time()
            x, y, g, scores = self_play(net, start, games, args.procs, policy)
            how = f", played in {time.time() - t1:.0f} s"
            if cached:
                os.makedirs(args.data, exist_ok=True)
                np.savez(cached, x=x, y=y, g=g, scores=np.array(scores),
                         seconds=time.time() - t1)
        data.append((x, y, g, policy))
        line = (f"iteration {it}: {policy}, seeds {start}..{start + games - 1}, play mean "
                f"{np.mean(scores):.1f}, {len(x)} positions{how}")
        print(line, flush=True)
        log.append(line)
        later = os.path.join(args.data, f"iter{it + 1}.npz") if args.data else ""
        if it + 1 < len(starts) and later and os.path.exists(later) \
                and policies[it + 1] not in SEARCHES:
            continue  # this net would only play the next iteration, already kept
        if policy in SEARCHES:
            net = search_fit(data, net, args.search_weight)
        else:
            # (one-step iterations come before any search one: no mark here)
            net = fit(*(np.concatenate([d[k] for d in data]) for k in range(3)),
                      hidden=hidden, epochs=args.epochs)
    weight = (f" --search-weight {args.search_weight:g}"
              if args.search_weight != ap.get_default("search_weight") else "")
    data_dir = " --data DIR" if args.data else ""
    meta = [f"Run: python tools/train_net.py --seeds {args.seeds} --games {args.games} "
            f"--hidden {args.hidden} --policy {','.join(policies)} --epochs {args.epochs}"
            f"{weight}{data_dir}",
            f"This run took {time.time() - t0:.0f} s on {args.procs} processes"
            + (" (kept iterations read back from DIR, not replayed)." if data_dir else ".")]
    meta += log
    meta.append(f"Held-out rms of the last fit {HELD_OUT['rms']:.3f} "
                f"(learned tables alone {HELD_OUT['base']:.3f}).")
    write(net, args.out, meta)
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
