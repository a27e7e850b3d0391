"""Twice as Clever in the history and the statistics (clever/history.py,
clever/stats.py): a finished game of each kind (solo, several players, table
options, one phone per player, counted on paper) makes a record that is
checked on the way in and exported and imported unchanged; a damaged one is
refused; the statistics count Twice's sheets alone, in its area order, with
a negative green and negative fox points, and its solo titles."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest
from stats_history import known_history

from clever import new_game, stats
from clever.counter import count_scores
from clever.history import (
    from_csv,
    from_json,
    make_record,
    table_options,
    to_csv,
    to_json,
    validate,
)

TWICE = "twice-as-clever"
AREAS = ["silver", "yellow", "blue", "green", "pink"]


def finished(players=("Ann",), seed=1, options=()):
    g = new_game(list(players), seed=seed, variant=TWICE, options=list(options))
    rng = random.Random(seed)
    while not g.is_over:
        g.apply(rng.choice(g.legal_actions()))
    return g


def record_of(g, ident="tw1", finished_at="2026-12-05T20:00:00Z", source="app"):
    """The record the game page keeps of a finished game (cleverweb/app.py)."""
    return make_record(ident, finished_at, source, TWICE, g.scores(),
                       options=table_options(g.variant),
                       table_players=g.n if g.own_sheet else None)


@pytest.mark.parametrize("players,options", [
    (("Ann",), ()),
    (("Ann", "Bob", "Cy"), ("leftovers_chain", "must_use")),
    (("Ann", "Bob", "Cy", "Di"), ("same_dice",)),
])
def test_a_finished_twice_game_makes_a_checked_record(players, options):
    g = finished(players, seed=len(players), options=options)
    r = record_of(g)
    assert r["variant"] == TWICE and r["options"] == sorted(options)
    assert [list(p["areas"]) for p in r["players"]] == [AREAS] * len(players)
    assert [p["total"] for p in r["players"]] == [s["total"] for s in g.scores()]
    assert r["winners"] == g.winners()
    assert r["title"] == (g.scores()[0]["title"] if len(players) == 1 else None)
    assert validate(r) is r
    # export and import give it back unchanged, in both forms
    assert from_json(to_json([r])) == ([r], [])
    assert from_csv(to_csv([r])) == ([r], [])


def test_a_twice_game_with_one_phone_per_player_keeps_the_owners_sheet():
    g = finished(("Ann", "Bob"), seed=5, options=("own_sheet",))
    r = record_of(g, source="table")
    assert len(r["players"]) == 1 and r["table_players"] == 2
    assert r["winners"] == [] and r["title"] is None
    assert r["options"] == []  # how it was played is no rule of the game
    assert from_json(to_json([r])) == ([r], [])


def test_a_counted_twice_sheet_makes_a_record_with_its_title():
    result = count_scores([("Ann", {"silver": 40, "yellow": 7, "blue": 10, "green": 12,
                                    "pink": 50, "foxes": 3})], TWICE)
    r = make_record("c1", "2026-12-05T20:00:00Z", "counter", TWICE, result["players"])
    ann = r["players"][0]
    assert ann["areas"] == {"silver": 40, "yellow": 96, "blue": 55, "green": 12, "pink": 50}
    assert ann["fox_value"] == 12 and ann["total"] == 253 + 36 == 289
    assert r["title"] == "Respect!"


@pytest.mark.parametrize("change,message", [
    (lambda p: p.update(total=p["total"] + 1), "the total should be"),
    (lambda p: p.update(fox_value=p["fox_value"] + 1), "a fox is worth the weakest area"),
    (lambda p: p["areas"].pop("silver"), "the points of silver, yellow, blue, green, pink"),
    (lambda p: p["areas"].update(orange=3), "the points of silver"),
])
def test_a_damaged_twice_record_is_refused(change, message):
    r = record_of(finished())
    change(r["players"][0])
    with pytest.raises(ValueError, match=message):
        validate(r)
    kept, skipped = from_json(to_json([r]))
    assert kept == [] and len(skipped) == 1


def test_a_twice_record_with_another_games_option_is_refused():
    r = record_of(finished())
    r["options"] = ["white_as_blue"]
    with pytest.raises(ValueError, match="is not a table option of Twice as Clever"):
        validate(r)


# ----------------------------------------------------------------------
# statistics

def twice_history() -> list[dict]:
    """Three Twice games by hand among the base game's known history: two
    solo games of Ann's and one of Ann and Bob with a negative green."""
    def row(name, silver, yellow, blue, green, pink, foxes):
        return {"player": name, "silver": silver, "yellow": yellow, "blue": blue,
                "green": green, "pink": pink, "foxes": foxes}
    return [
        make_record("tw-a", "2026-11-03T09:00:00Z", "app", TWICE,
                    [row("Ann", 40, 55, 45, 20, 50, 2)]),           # 210 + 40 = 250
        make_record("tw-b", "2026-11-04T09:00:00Z", "counter", TWICE,
                    [row("Ann", 30, 21, 28, -6, 40, 3),             # 113 - 18 = 95
                     row("Bob", 60, 75, 66, 30, 60, 1)]),           # 291 + 30 = 321
        make_record("tw-c", "2026-11-20T09:00:00Z", "table", TWICE,
                    [row("Ann", 50, 96, 55, 25, 60, 4)]),           # 286 + 100 = 386
    ]


def test_the_statistics_count_twices_sheets_alone_in_its_area_order():
    records = known_history() + twice_history()
    f = stats.figures(records, TWICE)
    assert (f["games"], f["sheets"]) == (3, 4)
    assert [(s[0], s[2], s[3]) for s in f["scores"]] == [
        (1, "Ann", 250), (2, "Ann", 95), (2, "Bob", 321), (3, "Ann", 386)]
    assert [a["area"] for a in f["areas"]] == AREAS
    green = f["areas"][3]
    assert green["all"] == Fraction(20 - 6 + 30 + 25, 4) and green["trend"] == "level"
    assert f["total"]["all"] == Fraction(250 + 95 + 321 + 386, 4)
    assert f["total"]["best"] == 386
    assert f["foxes"] == {"total": 10, "mean": Fraction(10, 4), "counts": {1: 1, 2: 1, 3: 1,
                                                                          4: 1}}
    titles = {title: n for _, title, n in f["titles"]["reached"]}
    assert f["titles"]["solo_games"] == 2
    assert titles["Twice as clever!"] == 1 and titles["People, look at this!"] == 1
    assert f["titles"]["best"] == "Twice as clever!"
    assert [(b["name"], b["total"], b["players"]) for b in f["best"]] == [
        ("Ann", 386, 1), ("Bob", 321, 2), ("Ann", 250, 1), ("Ann", 95, 2)]
    # the other games' figures are as they were
    assert stats.figures(records, "pretty-clever") == stats.figures(known_history(),
                                                                    "pretty-clever")
    assert stats.variants_played(records)[0] == TWICE  # played last


def test_one_players_twice_figures():
    f = stats.figures(twice_history(), TWICE, "Bob")
    assert (f["games"], f["sheets"]) == (1, 1) and f["total"]["all"] == 321
    assert f["titles"]["solo_games"] == 0


def test_finished_random_games_add_up_in_the_statistics():
    games = [finished(("Ann", "Bob")[:1 + k % 2], seed=100 + k) for k in range(8)]
    records = [record_of(g, f"g{k}", f"2026-11-{k + 1:02}T10:00:00Z")
               for k, g in enumerate(games)]
    f = stats.figures(records, TWICE)
    totals = [s["total"] for g in games for s in g.scores()]
    assert f["sheets"] == len(totals) and f["total"]["all"] == Fraction(sum(totals),
                                                                        len(totals))
    assert f["total"]["best"] == max(totals)


def test_the_csv_has_a_silver_column_and_files_written_before_it_still_import():
    from clever.history import CSV_COLUMNS, OLD_COLUMNS, SILVERLESS_COLUMNS
    tw = record_of(finished())
    pc = make_record("pc1", "2026-11-01T10:00:00Z", "app", "pretty-clever",
                     [{"player": "Ann", "yellow": 30, "blue": 22, "green": 28, "orange": 44,
                       "purple": 38, "foxes": 2}])
    text = to_csv([tw, pc])
    head, first, second = text.split("\r\n")[:3]
    assert head == ",".join(CSV_COLUMNS) and "silver" in CSV_COLUMNS
    silver = CSV_COLUMNS.index("silver")
    assert first.split(",")[silver] == str(tw["players"][0]["areas"]["silver"])
    assert second.split(",")[silver] == ""  # the base game has no silver
    # the base game's row as the two earlier forms wrote it, under their headers
    cells = second.split(",")
    without = cells[:silver] + cells[silver + 1:]
    for columns, row in ((SILVERLESS_COLUMNS, without), (OLD_COLUMNS, without[:-2])):
        assert from_csv(",".join(columns) + "\r\n" + ",".join(row) + "\r\n") == ([pc], [])
    # today's rows under the oldest header are read whole, as before
    assert from_csv(",".join(OLD_COLUMNS) + "\r\n" + first + "\r\n") == ([tw], [])
