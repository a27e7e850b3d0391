"""The history of finished games (clever/history.py) as a player meets it on
import and export: each damaged record refused with its whole reason (what
the import report shows, and in German too), the limits themselves kept, the
exported files exactly as written (readable JSON, a spreadsheet's CSV), and
the CSV quirks of files edited by hand.  Written against mutation testing
(issue 14)."""

import json

import pytest
from stats_history import ME

from clever.history import (
    CSV_COLUMNS,
    OLD_COLUMNS,
    HistoryError,
    from_csv,
    from_json,
    make_record,
    merge,
    parse_file,
    to_csv,
    to_json,
    validate,
)
from clever.i18n import tr

PC, EVER = "pretty-clever", "clever-4ever"
ZOE = {"player": "Zoë", "yellow": -7, "blue": 25, "grey": 55, "green": 42, "pink": 32,
       "foxes": 2}


def plain(r):
    return json.loads(json.dumps(r))


def solo(ident="s1", when="2026-12-02T10:00:00Z", options=()):
    return plain(make_record(ident, when, "app", EVER, [ZOE], options=options))


def table(n=3, ident="t1"):
    return plain(make_record(ident, "2026-12-01T10:00:00Z", "table", PC, [ME], table_players=n))


def five(r):
    p = r["players"][0]
    r["players"] = [dict(p, name=f"P{i}") for i in range(5)]
    r["winners"], r["title"] = [0, 1, 2, 3, 4], None


def fewer_foxes(r):
    p = r["players"][0]          # -1 foxes, the total made to fit them
    p.update(foxes=-1, total=p["total"] + 3 * 7)


@pytest.mark.parametrize("make,change,reason", [
    (solo, lambda r: r.update(v=2), "unknown record version 2 (this app reads 1)"),
    (solo, lambda r: (r.pop("winners"), r.pop("title")), "missing winners, title"),
    (solo, lambda r: r.update(id=""), "the game's id must be a short text"),
    (solo, lambda r: r.update(id=5), "the game's id must be a short text"),
    (solo, lambda r: r.update(id="x" * 81), "the game's id must be a short text"),
    (solo, lambda r: r.update(finished="yesterday"),
     "the date 'yesterday' is not a UTC time like 2026-12-01T20:15:00Z"),
    (solo, lambda r: r.update(source="pub"), "unknown source 'pub'"),
    (solo, lambda r: r.update(variant="clever-3"), "unknown game 'clever-3'"),
    (solo, five, "a game has 1 to 4 players"),
    (table, lambda r: r["players"].append(dict(r["players"][0])),
     "a game played with one phone per player keeps one sheet only"),
    (solo, lambda r: r.update(players=["junk"]), "player 1 has no name"),
    (solo, lambda r: r["players"][0].update(name=5), "player 1 has no name"),
    (solo, lambda r: r["players"][0]["areas"].pop("pink"),
     "Zoë: the points of yellow, blue, grey, green, pink are needed"),
    (solo, fewer_foxes, "Zoë: foxes, fox value and total must be whole numbers"),
    (solo, lambda r: r["players"][0].update(foxes="2"),
     "Zoë: foxes, fox value and total must be whole numbers"),
    (solo, lambda r: r["players"][0].update(fox_value=0),
     "Zoë: a fox is worth the weakest area (-7), not 0"),
    (solo, lambda r: r.update(winners=[1]), "the winners do not match the totals"),
    (solo, lambda r: r.update(title="Genius"),
     "the title should be \"Let's talk about something else\""),
    (solo, lambda r: r.update(options="white_as_blue"),
     "the table options must be a list of option names"),
    (solo, lambda r: r.update(options=["bogus"]), "'bogus' is not a table option of Clever 4Ever"),
    (solo, lambda r: r.update(options=["white_as_blue", "same_dice"]),
     "the table options must be named once each, in order"),
    (table, lambda r: r.update(table_players=5),
     "a table game with one phone per player has 2 to 4 players, not 5"),
    (table, lambda r: r.update(table_players=1),
     "a table game with one phone per player has 2 to 4 players, not 1"),
    (table, lambda r: r.update(source="counter"),
     "only a game played with real dice can keep one player's sheet"),
])
def test_an_imported_damaged_record_is_skipped_with_its_whole_reason(make, change, reason):
    r = make()
    validate(r)
    change(r)
    with pytest.raises(ValueError) as e:
        validate(r)
    assert e.value.args[0] == reason
    kept, skipped = from_json(json.dumps({"format": "clever-history", "version": 1,
                                          "games": [r]}))
    assert kept == [] and skipped == [f"game 1 skipped: {reason}"]


def test_the_limits_themselves_are_kept():
    validate(solo(ident="x" * 80))
    for n in (2, 4):
        validate(table(n))
    four = solo()
    p = four["players"][0]
    four["players"] = [dict(p, name=f"P{i}") for i in range(4)]
    four["winners"], four["title"] = [0, 1, 2, 3], None
    validate(four)


def test_a_skipped_game_is_reported_in_german():
    r = solo()
    r["source"] = "pub"
    _, skipped = from_json(json.dumps({"format": "clever-history", "version": 1,
                                       "games": [r]}))
    assert tr(skipped[0], "de") == "Partie 1 übersprungen: unbekannte Herkunft 'pub'"


@pytest.mark.parametrize("text,reason", [
    ("{not json", "this file is not readable as JSON (Expecting property name enclosed in "
                  "double quotes: line 1 column 2 (char 1))"),
    ('{"format": "other", "games": []}', "this file is not a history of games from this app"),
    ('{"format": "clever-history", "version": 9, "games": []}',
     "this history has version 9; this app reads version 1"),
    ("name,score\nAnn,3\n", "this file is not a history of games from this app (its first "
                            "line must name the columns)"),
])
def test_a_file_that_is_no_history_says_why_in_a_whole_sentence(text, reason):
    with pytest.raises(HistoryError) as e:
        parse_file(text)
    assert str(e.value) == reason


def test_the_json_export_is_readable_text():
    text = to_json([solo()])
    assert text.splitlines()[:5] == ['{', ' "format": "clever-history",', ' "version": 1,',
                                     ' "games": [', '  {']
    assert '"name": "Zoë"' in text                   # not "Zo\u00eb"
    assert parse_file("\n  " + text) == ([solo()], [])   # blank lines before: still JSON


def test_the_csv_export_leaves_the_other_games_areas_empty_and_says_no():
    lines = to_csv([table()]).split("\r\n")
    assert lines[0] == ",".join(CSV_COLUMNS)
    assert lines[1] == ("t1,2026-12-01T10:00:00Z,table,pretty-clever,1,Me,30,22,28,44,38,"
                        ",,2,22,206,no,,,3")


def test_two_table_options_survive_a_csv_round_trip():
    r = solo(options=["upper_waits", "white_as_blue"])
    assert from_csv(to_csv([r])) == ([r], [])


def test_a_blank_line_between_games_in_a_csv_is_skipped_over():
    text = to_csv([solo("a", "2026-12-02T10:00:00Z"), solo("b", "2026-12-01T10:00:00Z")])
    lines = text.split("\r\n")
    edited = "\r\n".join([lines[0], lines[1], "", lines[2]]) + "\r\n"
    kept, skipped = from_csv(edited)
    assert [r["id"] for r in kept] == ["a", "b"] and skipped == []


def test_an_old_csv_line_that_already_has_the_new_columns_is_read_whole():
    new = to_csv([table()]).split("\r\n")
    text = "\r\n".join([",".join(OLD_COLUMNS), new[1]]) + "\r\n"
    assert from_csv(text) == ([table()], [])


def csv_with(cell, value, ident="s1"):
    lines = to_csv([solo(ident)]).split("\r\n")
    row = lines[1].split(",")
    row[CSV_COLUMNS.index(cell)] = value
    return "\r\n".join([lines[0], ",".join(row)]) + "\r\n"


@pytest.mark.parametrize("cell,value,reason", [
    ("game", "clever-3", "unknown game 'clever-3'"),
    ("seat", "x", "seat 'x' is not a whole number"),
    ("seat", "2", "the players' seats are not 1, 2, ... in order"),
    ("foxes", "x", "foxes 'x' is not a whole number"),
    ("fox_value", "x", "fox value 'x' is not a whole number"),
    ("total", "x", "total 'x' is not a whole number"),
    ("table_players", "3,", "a line has not 20 columns"),
])
def test_a_broken_csv_cell_is_skipped_with_its_line_and_whole_reason(cell, value, reason):
    assert from_csv(csv_with(cell, value)) == \
        ([], [f"the game on line 2 skipped: {reason}"])


def test_a_game_twice_in_one_import_is_added_once():
    r = solo()
    kept, new = merge([], [r, dict(r)])
    assert new == 1 and kept == [r]
