"""The value-network trainer (tools/train_net.py, numpy): what it writes is
what the bots read."""

import random
import sys
from pathlib import Path

import numpy as np
import pytest
from helpers import module_from_file

from clever import new_game
from clever.bots.learned import LearnedEvaluator
from clever.bots.net import SIZE, NetEvaluator, inputs
from clever.variants import get_variant

ROOT = Path(__file__).resolve().parents[2]


def trainer():
    return module_from_file(ROOT / "tools" / "train_net.py", "train_net")


def positions(n: int, seed: int):
    """n made-up positions: random inputs, a game id per row."""
    rng = np.random.default_rng(seed)
    x = (rng.random((n, SIZE)) < 0.2).astype(np.float32)
    return x, np.arange(n) // 20


def predict(net, x):
    w1, b1, w2, b2 = (np.array(p, np.float32) for p in net)
    return np.maximum(x @ w1 + b1, 0) @ w2 + b2


@pytest.mark.parametrize("policy", ["search", "master"])
def test_search_games_are_marked_so_the_net_values_positions_as_the_search_plays_on(policy):
    # The same kind of positions end 25 points higher in the search's games
    # than in the one-step bot's.  The written net (mark folded in) must give
    # the search's level for every position, not a blend of the two levels.
    t = trainer()
    x1, g1 = positions(6000, 1)
    x2, g2 = positions(2000, 2)
    y1 = np.full(len(x1), 10.0, np.float32)
    y2 = np.full(len(x2), 35.0, np.float32)
    start = t.fit(x1, y1, g1, hidden=8, epochs=10, lr=0.05)
    assert abs(float(np.mean(predict(start, x2))) - 10.0) < 2.0
    net = t.search_fit([(x1, y1, g1, "one-step"), (x2, y2, g2 + 10**6, policy)],
                       start, weight=3.0, epochs=20, lr=0.2)
    assert len(net[0]) == SIZE            # the mark is not an input of the written net
    assert abs(float(np.mean(predict(net, x1))) - 35.0) < 2.0


def test_written_weights_are_read_back_by_the_bots(tmp_path):
    # A net written by the trainer and loaded by NetEvaluator values a real
    # position as the trainer's own forward pass does.
    t = trainer()
    x, g = positions(3000, 3)
    y = (x[:, :16].sum(1) * 3.0).astype(np.float32)
    net = t.fit(x, y, g, hidden=8, epochs=2, lr=0.02)
    path = tmp_path / "net.py"
    t.write(net, str(path), ["test"])
    module = module_from_file(path, "written")
    variant = get_variant("pretty-clever")
    ev = NetEvaluator(variant, net=(module.W1, module.B1, module.W2, module.B2))
    game = new_game(["P1"], seed=random.Random(5).randrange(10**6))
    sheet = game.sheets[0]
    base = LearnedEvaluator(variant).value(sheet, 20)
    row = np.zeros(SIZE, np.float32)
    for i, v in inputs(sheet, 20, base):
        row[i] = v
    assert abs(ev.value(sheet, 20) - (base + float(predict(net, row[None])[0]))) < 1e-3


def test_tune_goes_on_from_the_shipped_net_and_writes_a_net_of_its_size(tmp_path, monkeypatch):
    # --tune plays one iteration on a shipped net and fits those games from its
    # weights at a low rate: the written net has the shipped net's shape, stays
    # close to it (a small step, not a fresh start), says how it was made, and
    # the bots can read it.
    t = trainer()
    monkeypatch.setitem(sys.modules, "train_net", t)  # its games are played in a Pool
    out = tmp_path / "tuned.py"
    monkeypatch.setattr("sys.argv", [
        "train_net.py", "--tune", "expert_net", "--seeds", "900000", "--games", "3",
        "--policy", "one-step", "--epochs", "1", "--procs", "1", "--out", str(out)])
    t.main()
    module = module_from_file(out, "tuned")
    start, _ = t.shipped("expert_net")
    assert len(module.B1) == len(start[1]) and len(module.W1) == SIZE
    moved = np.abs(np.array(module.W1[:len(start[0])]) - np.array(start[0]))
    assert 0 < float(moved.max()) < 0.05
    text = out.read_text()
    assert "--tune expert_net --seeds 900000 --games 3 --policy one-step" in text
    assert "seeds 900000..900002 on expert_net" in text
    assert "expert_net.py, said of itself:" in text  # the lineage is kept
    variant = get_variant("pretty-clever")
    ev = NetEvaluator(variant, net=(module.W1, module.B1, module.W2, module.B2))
    assert isinstance(ev.value(new_game(["P1"], seed=1).sheets[0], 20), float)
