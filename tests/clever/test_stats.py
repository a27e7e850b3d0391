"""The statistics' figures (clever/stats.py) on a known history worked out by
hand (tests/stats_history.py): exact averages, the trend of the last 10
against all, fox counts, solo titles, best games; an empty history, one game,
and both games mixed (each game's figures ignore the other's)."""

from __future__ import annotations

import random
import sys
from fractions import Fraction
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from stats_history import fourever_games, known_history, pc_game  # noqa: E402

from clever import stats  # noqa: E402
from clever.history import make_record

# game i's total: 160 + i + (i % 3) * i
PC_TOTALS = [162, 166, 163, 168, 175, 166, 174, 184, 169, 180, 193, 172]


def test_the_totals_of_the_known_history_are_as_worked_out():
    f = stats.figures(known_history(), "pretty-clever")
    assert [s[3] for s in f["scores"]] == PC_TOTALS
    assert [s[0] for s in f["scores"]] == list(range(1, 13))   # oldest first
    assert f["games"] == f["sheets"] == 12


def test_averages_are_exact_and_the_trend_compares_the_last_ten_with_all():
    f = stats.figures(known_history(), "pretty-clever")
    assert f["total"]["all"] == Fraction(sum(PC_TOTALS), 12) == Fraction(2072, 12)
    assert f["total"]["recent"] == Fraction(sum(PC_TOTALS[2:]), 10) == Fraction(1744, 10)
    assert f["total"]["change"] == Fraction(1744, 10) - Fraction(2072, 12)   # +1.73
    assert f["total"]["trend"] == "up" and f["total"]["best"] == 193
    yellow, *others = f["areas"]
    assert yellow == {"area": "yellow", "all": Fraction(78, 12), "recent": Fraction(75, 10),
                      "change": Fraction(1), "trend": "up"}
    assert [a["area"] for a in others] == ["blue", "green", "orange", "purple"]
    assert all(a["all"] == a["recent"] == 40 and a["trend"] == "level" for a in others)
    assert f["recent_count"] == 10


def test_a_falling_area_is_down_and_a_small_change_is_level():
    assert stats.trend_word(Fraction(-1, 2)) == "down"
    assert stats.trend_word(Fraction(-1, 3)) == "level"
    assert stats.trend_word(Fraction(1, 2)) == "up"
    falling = [pc_game(i) for i in range(1, 13)]
    # recent games have more yellow, so reversing the dates makes yellow fall
    for r, stamp in zip(falling, reversed([g["finished"] for g in falling]), strict=True):
        r["finished"] = stamp
    f = stats.figures(falling, "pretty-clever")
    assert f["areas"][0]["recent"] == Fraction(55, 10) and f["areas"][0]["trend"] == "down"


def test_fox_counts_titles_and_best_games():
    f = stats.figures(known_history(), "pretty-clever")
    assert f["foxes"] == {"total": 12, "mean": 1, "counts": {0: 4, 1: 4, 2: 4}}
    titles = {title: n for _, title, n in f["titles"]["reached"]}
    assert titles["That was pretty good."] == 9 and titles["Great result!"] == 3
    assert sum(titles.values()) == f["titles"]["solo_games"] == 12
    assert f["titles"]["best"] == "Great result!"
    assert [(b["total"], b["finished"][:10]) for b in f["best"]] == [
        (193, "2026-11-11"), (184, "2026-11-08"), (180, "2026-11-10"), (175, "2026-11-05"),
        (174, "2026-11-07")]


def test_both_games_mixed_each_counts_only_its_own_sheets():
    f = stats.figures(known_history(), "clever-4ever")
    assert (f["games"], f["sheets"]) == (2, 3)
    assert [(s[0], s[2], s[3]) for s in f["scores"]] == [(1, "Ann", 133), (1, "Bob", 300),
                                                         (2, "Zoë", 300)]
    assert f["areas"][0] == {"area": "yellow", "all": Fraction(103, 3),
                             "recent": Fraction(103, 3), "change": 0, "trend": "level"}
    assert [a["area"] for a in f["areas"]] == ["yellow", "blue", "grey", "green", "pink"]
    assert f["foxes"]["counts"] == {0: 1, 1: 1, 2: 1}
    # only the solo game has a title; a tie on points: the earlier game ranks first
    assert f["titles"]["solo_games"] == 1 and f["titles"]["best"] == "Prodigy in training"
    assert [(b["name"], b["total"], b["won"], b["players"]) for b in f["best"]] == [
        ("Bob", 300, True, 2), ("Zoë", 300, True, 1), ("Ann", 133, False, 2)]
    assert stats.variants_played(known_history()) == ["pretty-clever", "clever-4ever"]


def test_the_order_of_the_records_does_not_change_the_figures():
    games = known_history()
    before = stats.figures(games, "pretty-clever")
    random.Random(3).shuffle(games)
    assert stats.figures(games, "pretty-clever") == before


def test_an_empty_history_has_no_figures_and_no_errors():
    for variant in ("pretty-clever", "clever-4ever"):
        f = stats.figures([], variant)
        assert (f["games"], f["sheets"], f["scores"], f["best"]) == (0, 0, [], [])
        assert f["total"] == {"all": None, "recent": None, "change": None, "trend": "level",
                              "best": None}
        assert all(a["all"] is None and a["trend"] == "level" for a in f["areas"])
        assert f["foxes"] == {"total": 0, "mean": None, "counts": {}}
        assert f["titles"]["best"] is None and f["titles"]["solo_games"] == 0
    assert stats.variants_played([]) == []
    # the other game only: this game has no figures
    assert stats.figures(fourever_games(), "pretty-clever")["sheets"] == 0


def test_one_game_is_its_own_average_and_best():
    f = stats.figures([pc_game(5)], "pretty-clever")
    assert f["total"] == {"all": 175, "recent": 175, "change": 0, "trend": "level",
                          "best": 175}
    assert f["best"][0]["title"] == "That was pretty good." and len(f["best"]) == 1
    assert f["foxes"]["counts"] == {2: 1}


def test_one_players_figures_count_only_that_players_sheets():
    f = stats.figures(known_history(), "clever-4ever", "Bob")
    assert f["player"] == "Bob" and (f["games"], f["sheets"]) == (1, 1)
    assert f["total"]["all"] == 300 and f["total"]["best"] == 300
    assert [a["all"] for a in f["areas"]] == [50] * 5
    assert f["foxes"] == {"total": 1, "mean": 1, "counts": {1: 1}}
    assert f["titles"]["solo_games"] == 0  # Bob's one game had two players
    assert [(b["name"], b["won"]) for b in f["best"]] == [("Bob", True)]
    zoe = stats.figures(known_history(), "clever-4ever", "Zoë")
    assert zoe["titles"]["solo_games"] == 1 and zoe["total"]["all"] == 300
    # every figure of Ann in Pretty Clever is everyone's: all twelve are hers
    everyone = stats.figures(known_history(), "pretty-clever")
    assert stats.figures(known_history(), "pretty-clever", "Ann") == {**everyone, "player": "Ann"}
    # a name not in the history has no sheets (and no error)
    assert stats.figures(known_history(), "pretty-clever", "Nobody")["sheets"] == 0
    assert stats.player_names(known_history()) == ["Ann", "Bob", "Zoë"]
    assert stats.player_names([]) == []


# Written against mutation testing: the statistics (clever/stats.py) as the
# page reads them: the game's name with its figures, each sheet's fox value,
# the games listed most recently played first, the players' names in
# alphabetical order whatever their case.

PC, EVER = "pretty-clever", "clever-4ever"
ME = {"yellow": 30, "blue": 22, "green": 28, "orange": 44, "purple": 38, "foxes": 2}
ZOE = {"yellow": -7, "blue": 25, "grey": 55, "green": 42, "pink": 32, "foxes": 2}


def record(ident, when, variant, *names):
    areas = ME if variant == PC else ZOE
    return make_record(ident, when, "counter", variant,
                       [{"player": n, **areas} for n in names])


def test_the_figures_name_their_game_and_each_sheet_keeps_its_fox_value():
    records = [record("a", "2026-12-01T10:00:00Z", EVER, "Zoë")]
    assert stats.figures(records, EVER)["title"] == "Clever 4Ever"
    assert stats.figures(records, PC)["title"] == "That's Pretty Clever"
    sheet = stats.sheets(records, EVER)[0]
    assert (sheet["foxes"], sheet["fox_value"], sheet["total"]) == (2, -7, 133)


def test_the_games_played_are_listed_most_recent_first():
    records = [record("a", "2026-11-01T10:00:00Z", EVER, "Zoë"),
               record("b", "2026-12-01T10:00:00Z", PC, "Me"),
               record("c", "2026-10-01T10:00:00Z", PC, "Me")]
    assert stats.variants_played(records) == [PC, EVER]
    records.append(record("d", "2026-12-02T10:00:00Z", EVER, "Zoë"))
    assert stats.variants_played(records) == [EVER, PC]


def test_the_players_are_in_alphabetical_order_whatever_their_case():
    records = [record("a", "2026-12-01T10:00:00Z", PC, "bob", "Cy", "Ann", "ann")]
    assert stats.player_names(records) == ["Ann", "ann", "bob", "Cy"]
