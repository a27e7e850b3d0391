"""Train the value networks of clever/bots/net.py (expert_net, master_net)
by self-play.

    pip install -e .[train]          # numpy, for the fit only
    python tools/train_net.py --seeds 400000,430000 --games 24000,16000 \
        --hidden 64,128 --data /tmp/clever-net --out clever/bots/master_net.py

Iteration 0 plays the one-step (skilled) bot on the learned tables
(learned.py); iteration i plays the one-step bot on the net of iteration
i-1.  After every action the player's sheet is recorded with the learned
estimate; the target is how far the game's final score ended above that
estimate (Monte-Carlo policy evaluation).  Each iteration's net (of
`--hidden` units, one size per iteration) is fitted on the games of every
iteration so far (mean squared error, Adam, one hidden
ReLU layer; a tenth of the games, by seed, held out to pick the best epoch).

Games are played on both cores (`--procs`) from fixed seeds and the bots are
deterministic, so a run is reproducible (up to float rounding in the fit).
With `--data DIR` each iteration's positions are kept as DIR/iterI.npz and
read back instead of replayed when the file is there.
"""

from __future__ import annotations

import argparse
import os
import time
from multiprocessing import Pool

import numpy as np

from clever import new_game
from clever.bots.common import entries_left
from clever.bots.heuristic import SkilledBot
from clever.bots.learned import LearnedEvaluator
from clever.bots.net import SIZE, NetEvaluator, area_inputs, inputs

CHUNKS = 20


def one_step_bot(net):
    """The one-step (skilled) bot on the net (None: on the learned tables,
    the skilled bot itself)."""
    bot = SkilledBot()
    if net is not None:
        bot.make_evaluator = lambda variant: NetEvaluator(variant, net)
    return bot


def play_games(job):
    """Rows (inputs, target, seed) of the solo games on `seeds`."""
    net, seeds = job
    bot = one_step_bot(net)
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


def self_play(net, start: int, games: int, procs: int):
    jobs = [(net, range(start + k, start + games, CHUNKS)) for k in range(CHUNKS)]
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
        decay: float = 1e-5, seed: int = 0):
    """One hidden ReLU layer by Adam on the squared error; the weights of the
    epoch with the lowest error on the held-out games (seed % 10 == 0)."""
    rng = np.random.default_rng(seed)
    held = (g % 10) == 0
    xt, yt, xv, yv = x[~held], y[~held], x[held], y[held]
    w1 = (rng.standard_normal((SIZE, hidden)) * np.sqrt(2.0 / SIZE)).astype(np.float32)
    params = [w1, np.zeros(hidden, np.float32), np.zeros(hidden, np.float32),
              np.zeros(1, np.float32)]
    m1 = [np.zeros_like(p) for p in params]
    m2 = [np.zeros_like(p) for p in params]
    step = 0
    best = (float("inf"), None)
    for epoch in range(epochs):
        rate = lr * 0.5 ** max(0, epoch - epochs // 2)
        order = rng.permutation(len(xt))
        for k in range(0, len(order), batch):
            idx = order[k:k + batch]
            xb, yb = xt[idx], yt[idx]
            h = xb @ params[0] + params[1]
            on = h > 0
            h *= on
            err = (h @ params[2] + params[3][0] - yb) / len(idx)
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
        rms = float(np.sqrt(np.mean((h @ params[2] + params[3][0] - yv) ** 2)))
        print(f"  epoch {epoch}: held-out rms {rms:.3f} "
              f"(learned tables alone {np.sqrt(np.mean(yv ** 2)):.3f})", flush=True)
        if rms < best[0]:
            best = (rms, [p.copy() for p in params])
    w1, b1, w2, b2 = best[1]
    return rounded((w1, b1, w2, float(b2[0])))


def rounded(net):
    """The weights as written to the module (4 significant digits), so the
    bots measured during training play exactly as the shipped file."""
    w1, b1, w2, b2 = net
    r = lambda v: float(f"{float(v):.4g}")  # noqa: E731
    return ([[r(v) for v in row] for row in w1], [r(v) for v in b1], [r(v) for v in w2], r(b2))


def write(net, path: str, meta: list[str]):
    w1, b1, w2, b2 = net
    with open(path, "w") as f:
        f.write('"""Weights of the value network in clever/bots/net.py.\n\n'
                "Generated by tools/train_net.py -- do not edit by hand.\n")
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


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seeds", default="400000,430000", help="first seed of each iteration")
    ap.add_argument("--games", default="24000,16000", help="games of each iteration")
    ap.add_argument("--hidden", default="64,128", help="hidden units of each iteration's net")
    ap.add_argument("--epochs", type=int, default=12)
    ap.add_argument("--procs", type=int, default=2)
    ap.add_argument("--data", default="", help="folder to keep / reuse each iteration's games")
    ap.add_argument("--out", default="clever/bots/master_net.py")
    args = ap.parse_args()
    starts = [int(s) for s in args.seeds.split(",")]
    counts = [int(s) for s in args.games.split(",")]
    sizes = [int(s) for s in args.hidden.split(",")]
    t0 = time.time()
    net = None
    data = []
    log = []
    for it, (start, games, hidden) in enumerate(zip(starts, counts, sizes, strict=True)):
        cached = os.path.join(args.data, f"iter{it}.npz") if args.data else ""
        if cached and os.path.exists(cached):
            d = np.load(cached)
            x, y, g, scores = upgrade(d["x"]), d["y"], d["g"], d["scores"]
            log.append(f"iteration {it}: games read from {cached}")
        else:
            x, y, g, scores = self_play(net, start, games, args.procs)
            if cached:
                os.makedirs(args.data, exist_ok=True)
                np.savez(cached, x=x, y=y, g=g, scores=np.array(scores))
        data.append((x, y, g))
        line = (f"iteration {it}: seeds {start}..{start + games - 1}, play mean "
                f"{np.mean(scores):.1f}, {len(x)} positions, {time.time() - t0:.0f} s")
        print(line, flush=True)
        log.append(line)
        later = os.path.join(args.data, f"iter{it + 1}.npz") if args.data else ""
        if it + 1 < len(starts) and later and os.path.exists(later):
            continue  # this net would only play the next iteration, already kept
        net = fit(*(np.concatenate(parts) for parts in zip(*data, strict=True)),
                  hidden=hidden, epochs=args.epochs)
    meta = [f"Run: python tools/train_net.py --seeds {args.seeds} --games {args.games} "
            f"--hidden {args.hidden} --epochs {args.epochs}",
            f"Training time {time.time() - t0:.0f} s on {args.procs} processes."] + log
    write(net, args.out, meta)
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
