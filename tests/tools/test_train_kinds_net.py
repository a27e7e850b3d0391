"""The kinds' value-network trainer (tools/train_kinds_net.py, numpy): it
plays iterations, each on the net of the one before, keeps their games for
a later run, and what it writes is what Twice's master reads."""

import pickle
import sys
from pathlib import Path

from helpers import module_from_file

from clever import new_game
from clever.bots.kinds_net import Layout
from clever.bots.learned_twice import NetEvaluatorTwice
from clever.variants import get_variant

ROOT = Path(__file__).resolve().parents[2]
V = "twice-as-clever"


def trainer(monkeypatch):
    t = module_from_file(ROOT / "tools" / "train_kinds_net.py", "train_kinds_net")
    monkeypatch.setitem(sys.modules, "train_kinds_net", t)  # its games are played in a Pool
    return t


def test_two_iterations_are_played_kept_and_written_for_the_master(tmp_path, monkeypatch):
    t = trainer(monkeypatch)
    out, data = tmp_path / "net.py", tmp_path / "data"
    args = ["--variant", V, "--seeds", "900000,900010", "--games", "2,2", "--hidden", "4",
            "--epochs", "1", "--procs", "1", "--data", str(data), "--out", str(out)]
    assert t.main(args) == 0
    variant = get_variant(V)
    size = Layout(variant).size
    module = module_from_file(out, "written")
    assert len(module.W1) == size and len(module.B1) == 4 and len(module.W2) == 4
    text = out.read_text()
    assert "--seeds 900000,900010 --games 2,2 --hidden 4" in text
    assert "iteration 1: seeds 900010..900011" in text
    # each game kept: its seed, its final score, and positions whose targets
    # are the final score minus the learned estimate
    kept = pickle.loads((data / "iter1.pkl").read_bytes())
    assert [seed for seed, _, _ in kept] == [900010, 900011]
    for _, final, positions in kept:
        assert type(final) is int
        assert positions and all(0 <= i < size for x, _ in positions for i, _ in x)
    ev = NetEvaluatorTwice(variant, (module.W1, module.B1, module.W2, module.B2))
    assert isinstance(ev.value(new_game(["P1"], seed=1, variant=V).sheets[0], 20), float)
    # a second run reads the kept games back instead of playing them
    again = tmp_path / "again.py"
    assert t.main(args[:-1] + [str(again)]) == 0
    assert again.read_text().count("read back from") == 2
    assert module_from_file(again, "again").W1 == module.W1  # the same games, the same fit


def test_a_run_can_go_on_from_the_shipped_net(tmp_path, monkeypatch):
    """--start-net: the first iteration is played by the search on the
    shipped net (game for game as that bot plays it), and the run says so."""
    from clever.bots.expert import ExpertBot
    from clever.bots.games.twice_as_clever import MASTER_PARAMS

    t = trainer(monkeypatch)
    out, data = tmp_path / "net.py", tmp_path / "data"
    assert t.main(["--variant", V, "--start-net", "master_net_twice", "--seeds", "900020",
                   "--games", "1", "--hidden", "4", "--epochs", "1", "--procs", "1",
                   "--data", str(data), "--out", str(out)]) == 0
    assert "--start-net master_net_twice --seeds 900020" in out.read_text()
    [(seed, final, _)] = pickle.loads((data / "iter0.pkl").read_bytes())
    bot = ExpertBot()
    bot.evaluation = lambda v: NetEvaluatorTwice(v, params=MASTER_PARAMS)  # the shipped net
    game = new_game(["P1"], seed=900020, variant=V)
    while not game.is_over:
        game.apply(bot.choose(game, None))
    assert final == game.sheets[0].total()
    # a later run fits on those games too (--with), besides its own
    again = tmp_path / "again.py"
    assert t.main(["--variant", V, "--seeds", "900030", "--games", "1", "--hidden", "4",
                   "--epochs", "1", "--procs", "1", "--with", str(data / "iter0.pkl"),
                   "--out", str(again)]) == 0
    text = again.read_text()
    assert f"--with {data / 'iter0.pkl'} --seeds 900030" in text
    assert f"1 games kept by an earlier run ({data / 'iter0.pkl'}, play mean {final:.1f})" in text
