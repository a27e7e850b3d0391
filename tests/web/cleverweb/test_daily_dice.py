"""The daily challenge's dice per date, for both games, under CPython: what
the browser tests once checked by booting three profiles per game (the same
first roll on one date, another on the next). The browser test now checks
that the page rolls the engine's dice for the date's seed."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "web"))

from cleverweb import daily  # noqa: E402

import clever  # noqa: E402

GAMES = ("pretty-clever", "clever-4ever")


def first_roll(day: str, game: str) -> list[tuple[str, int]]:
    g = clever.new_game([daily.PLAYER], seed=daily.daily_seed(day, game), variant=game,
                        options=daily.OPTIONS)
    g.apply("roll")
    return [(d["die"], d["face"]) for d in g.dice()]


@pytest.mark.parametrize("game", GAMES)
def test_one_date_gives_everyone_one_roll_and_the_next_another(game):
    assert first_roll("2026-12-01", game) == first_roll("2026-12-01", game)
    assert first_roll("2026-12-01", game) != first_roll("2026-12-02", game)
    assert all(1 <= face <= 6 for _, face in first_roll("2026-12-01", game)[:6])


def test_the_games_roll_differently_on_one_date():
    assert first_roll("2026-12-01", GAMES[0]) != first_roll("2026-12-01", GAMES[1])
