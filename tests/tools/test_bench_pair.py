"""tools/bench_pair.py: one level against itself on another net or with other
settings, and a baseline played once and reused."""

import json
from pathlib import Path

import pytest
from helpers import module_from_file

ROOT = Path(__file__).resolve().parents[2]


def bench_pair():
    return module_from_file(ROOT / "tools" / "bench_pair.py", "bench_pair")


def rows(path):
    return [json.loads(line) for line in path.read_text().splitlines()]


def zero_net(tmp_path, weights):
    zero = tmp_path / "zero_net.py"
    hidden = len(weights[1])
    zero.write_text(f"W1 = {[[0.0] * hidden] * len(weights[0])!r}\n"
                    f"B1 = {[0.0] * hidden!r}\nW2 = {[0.0] * hidden!r}\nB2 = 0.0\n")
    return zero


def test_same_bot_on_a_copy_of_its_net_plays_the_same_games(tmp_path, capsys):
    tool = bench_pair()
    out = tmp_path / "same.jsonl"
    tool.main(["--a", "expert", "--b", "expert", "--b-net",
               str(ROOT / "clever" / "bots" / "expert_net.py"),
               "--seed", "1", "--games", "2", "--out", str(out)])
    got = rows(out)
    assert [r["seed"] for r in got] == [1, 2]
    assert all(r["a"] == r["b"] and r["a"] > 150 for r in got)
    assert "expert (net expert_net) - expert: +0.0" in capsys.readouterr().out


def test_a_net_without_weights_plays_like_the_learned_tables(tmp_path):
    # the B side really plays on the file it is given: a net of zeros adds
    # nothing to the tables, and the expert then plays other games
    tool = bench_pair()
    zero = zero_net(tmp_path, tool.load_net(str(ROOT / "clever" / "bots" / "expert_net.py")))
    out = tmp_path / "zero.jsonl"
    tool.main(["--a", "expert", "--b", "expert", "--b-net", str(zero),
               "--seed", "1", "--games", "3", "--out", str(out)])
    assert any(r["a"] != r["b"] for r in rows(out))


def test_settings_of_one_side_and_a_reused_baseline(tmp_path, capsys):
    tool = bench_pair()
    first = tmp_path / "first.jsonl"
    tool.main(["--a", "expert", "--b", "expert", "--b-set", "budget=0",
               "--b-set", "candidates=1", "--seed", "3", "--games", "2", "--out", str(first)])
    base = rows(first)
    # a reused baseline is read, not replayed: a made-up total for seed 3 shows up
    doctored = tmp_path / "doctored.jsonl"
    doctored.write_text(json.dumps({**base[0], "a": 1}) + "\n")
    again = tmp_path / "again.jsonl"
    tool.main(["--a", "expert", "--b", "expert", "--b-set", "budget=0",
               "--b-set", "candidates=1", "--seed", "3", "--games", "2",
               "--reuse-a", str(doctored), "--out", str(again)])
    second = rows(again)
    assert [r["a"] for r in second] == [1, base[1]["a"]]
    assert [r["b"] for r in second] == [r["b"] for r in base]
    assert "expert (budget=0, candidates=1)" in capsys.readouterr().out


def test_a_setting_the_bot_lacks_is_refused_before_any_game(tmp_path):
    tool = bench_pair()
    with pytest.raises(SystemExit, match="no setting 'budgte'"):
        tool.main(["--a", "expert", "--b", "expert", "--b-set", "budgte=10",
                   "--games", "1", "--out", str(tmp_path / "x.jsonl")])
    assert not (tmp_path / "x.jsonl").exists()


def test_a_game_with_its_own_bots_plays_the_net_and_settings_given(tmp_path):
    """Twice as Clever builds its master's evaluation itself and sets its
    own search settings: a side's net and settings must still be the ones
    played (before, both were silently the shipped ones)."""
    from clever import new_game
    from clever.bots.games.twice_as_clever import MASTER_PARAMS
    from clever.bots.learned_twice import LearnedEvaluatorTwice

    tool = bench_pair()
    V = "twice-as-clever"
    game = new_game(["P1"], seed=5, variant=V)
    shipped = tool.make("master", None, (), V)
    shipped.setup(game)
    assert shipped.candidates == 3  # the game's own setting
    path = ROOT / "clever" / "bots" / "master_net_twice.py"
    zero = zero_net(tmp_path, tool.load_net(str(path)))
    tried = tool.make("master", str(zero), ("candidates=1",), V)
    tried.setup(game)
    assert tried.candidates == 1
    sheet = game.sheets[0]
    learned = LearnedEvaluatorTwice(game.variant, params=MASTER_PARAMS).value(sheet, 20)
    assert tried.evaluator.value(sheet, 20) == pytest.approx(learned)  # the net adds nothing
    assert shipped.evaluator.value(sheet, 20) != pytest.approx(learned)


def test_a_net_for_a_level_or_game_that_reads_none_is_refused(tmp_path):
    tool = bench_pair()
    net = str(ROOT / "clever" / "bots" / "master_net_twice.py")
    with pytest.raises(SystemExit, match="skilled level plays on no value network"):
        tool.main(["--variant", "twice-as-clever", "--a", "skilled", "--b", "skilled",
                   "--b-net", net, "--games", "1", "--out", str(tmp_path / "x.jsonl")])
    with pytest.raises(SystemExit, match="clever-4ever's bots play on no value network"):
        tool.main(["--variant", "clever-4ever", "--a", "master", "--b", "master",
                   "--b-net", net, "--games", "1", "--out", str(tmp_path / "y.jsonl")])
    assert not (tmp_path / "x.jsonl").exists() and not (tmp_path / "y.jsonl").exists()
