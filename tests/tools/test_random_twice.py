"""tools/random_twice.py and tools/bench_commits.py: a few games each, the
figures printed."""

from pathlib import Path

from helpers import module_from_file

ROOT = Path(__file__).resolve().parents[2]


def test_random_twice_checks_its_games_and_prints_figures(capsys):
    tool = module_from_file(ROOT / "tools" / "random_twice.py", "random_twice")
    tool.main(["--games", "10", "--deep", "1", "--seed", "3"])
    out = capsys.readouterr().out
    assert out.startswith("10 games (") and "every invariant held" in out
    assert "foxes per sheet: " in out and "full reroll track (its fox): " in out


def test_bench_commits_compares_two_trees_game_by_game(capsys):
    tool = module_from_file(ROOT / "tools" / "bench_commits.py", "bench_commits")
    tool.main(["--old", str(ROOT), "--games", "5", "--runs", "1",
               "--variant", "twice-as-clever"])
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("twice-as-clever run 1: old ") and "games/s" in out[0]
    assert "new / old = " in out[1]
