"""The history of finished games (clever/history.py): records are checked on
the way in, kept newest first, and survive a JSON or CSV export and import;
an import keeps the good records and says which it skipped and why, and a
file that is no history at all is refused whole."""

import json

import pytest

from clever import new_game
from clever.counter import count_scores
from clever.history import (
    HistoryError,
    from_csv,
    from_json,
    make_record,
    merge,
    newest_first,
    parse_file,
    to_csv,
    to_json,
    validate,
)

PC, EVER = "pretty-clever", "clever-4ever"
ANN = {"yellow": 30, "blue": 7, "green": 8, "orange": 44, "purple": 38, "foxes": 2}


def counted(ident="c1", when="2026-12-01T10:00:00Z", players=(("Ann", ANN),), variant=PC):
    rows = count_scores(list(players), variant)["players"]
    return make_record(ident, when, "counter", variant, rows)


def history():
    same = {"yellow": 30, "blue": 5, "green": 5, "orange": 30, "purple": 30, "foxes": 0}
    return [
        counted(),
        counted("c2", "2026-12-02T09:00:00Z",
                [("Ann", same), ("Bob", {**same, "yellow": 10, "orange": 50}), ("Cy", same)]),
        counted("c3", "2026-11-30T23:59:59Z",
                [("Zoë, \"the fox\"", {"yellow": -7, "blue": 25, "grey": 55, "green": 42,
                                       "pink": 32, "foxes": 2})], EVER),
    ]


def test_a_record_holds_totals_fox_value_winners_and_title():
    r = counted()
    ann = r["players"][0]
    assert (ann["areas"]["blue"], ann["fox_value"], ann["total"]) == (22, 22, 214)
    assert r["winners"] == [0] and r["title"] == "Hats off to you!"
    tie = history()[1]
    assert tie["winners"] == [1] and tie["title"] is None   # the tie-break: best area


def test_a_finished_app_game_makes_a_record_of_its_own_scores():
    g = new_game(["Ann", "Bob"], seed=3)
    r = make_record("app-1", "2026-12-01T10:00:00Z", "app", g.variant.name, g.scores())
    assert [p["total"] for p in r["players"]] == [s["total"] for s in g.scores()]
    assert r["winners"] == g.winners()


def test_history_is_listed_newest_first():
    assert [r["id"] for r in newest_first(history())] == ["c2", "c1", "c3"]


@pytest.mark.parametrize("change,reason", [
    (lambda r: r.update(v=2), "unknown record version 2"),
    (lambda r: r.pop("winners"), "missing winners"),
    (lambda r: r.update(finished="yesterday"), "is not a UTC time"),
    (lambda r: r.update(source="pub"), "unknown source 'pub'"),
    (lambda r: r.update(variant="clever-3"), "unknown game 'clever-3'"),
    (lambda r: r.update(players=[]), "1 to 4 players"),
    (lambda r: r["players"][0].update(name=" "), "player 1 has no name"),
    (lambda r: r["players"][0]["areas"].pop("pink"), "the points of yellow, blue"),
    (lambda r: r["players"][0].update(total=999), "the total should be 133, not 999"),
    (lambda r: r["players"][0].update(fox_value=0), "a fox is worth the weakest area (-7)"),
    (lambda r: r.update(title="Genius"), "the title should be"),
    (lambda r: r.update(winners=[1]), "the winners do not match"),
])
def test_a_damaged_record_is_refused_saying_why(change, reason):
    r = json.loads(json.dumps(history()[2]))
    validate(r)
    change(r)
    with pytest.raises(ValueError, match=reason.replace("(", r"\(").replace(")", r"\)")):
        validate(r)


@pytest.mark.parametrize("dump,load", [(to_json, from_json), (to_csv, from_csv)])
def test_export_then_import_gives_the_same_list(dump, load):
    records = history()
    kept, skipped = load(dump(records))
    assert kept == newest_first(records) and skipped == []
    assert parse_file(dump(records)) == (kept, [])


def test_a_json_import_keeps_good_games_and_reports_each_skipped_one():
    data = json.loads(to_json(history()))
    data["games"][0]["players"][0]["total"] += 1
    data["games"].append(data["games"][1])
    data["games"].append("junk")
    kept, skipped = from_json(json.dumps(data))
    assert [r["id"] for r in kept] == ["c1", "c3"]
    assert skipped == [
        "game 1 skipped: Ann: the total should be 116, not 117",
        "game 4 skipped: the same game appears twice",
        "game 5 skipped: a game must be a set of named fields",
    ]


def test_a_csv_import_reports_the_line_of_each_skipped_game():
    lines = to_csv(history()).splitlines()
    lines[1] = lines[1].replace(",30,", ",thirty,", 1)     # c2, Ann's yellow
    kept, skipped = from_csv("\n".join(lines))
    assert [r["id"] for r in kept] == ["c1", "c3"]
    assert skipped == ["the game on line 2 skipped: yellow 'thirty' is not a whole number"]


@pytest.mark.parametrize("text,reason", [
    ("{not json", "not readable as JSON"),
    ('{"format": "other", "games": []}', "not a history of games"),
    ('{"format": "clever-history", "version": 9, "games": []}', "version 9"),
    ("name,score\nAnn,3\n", "first line must name the columns"),
    ("", "first line must name the columns"),
])
def test_a_file_that_is_no_history_is_refused_whole(text, reason):
    with pytest.raises(HistoryError, match=reason):
        parse_file(text)


def test_merging_an_import_adds_only_games_not_yet_kept():
    records = history()
    merged, added = merge(records[:1], records)
    assert added == 2 and [r["id"] for r in merged] == ["c2", "c1", "c3"]
    assert merge(merged, records) == (merged, 0)
