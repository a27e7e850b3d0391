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
    module = tool.load_net(str(ROOT / "clever" / "bots" / "expert_net.py"))
    zero = tmp_path / "zero_net.py"
    zero.write_text(f"W1 = {[[0.0] * len(module[1])] * len(module[0])!r}\n"
                    f"B1 = {[0.0] * len(module[1])!r}\nW2 = {[0.0] * len(module[1])!r}\nB2 = 0.0\n")
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
