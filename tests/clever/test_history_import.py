"""Importing a history file never crashes: whatever the file holds, the
import keeps the good games and says, for each one skipped, where it was and
why; a file that is no history at all is refused with HistoryError, in words,
and nothing else is ever raised (clever/history.py: "imports never raise")."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
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


def solo(ident="s1", when="2026-12-02T10:00:00Z", name="Zoë", options=()):
    return plain(make_record(ident, when, "app", EVER, [dict(ZOE, player=name)],
                             options=options))


def duo(ident="d1", when="2026-12-01T10:00:00Z"):
    return plain(make_record(ident, when, "counter", PC, [ME, dict(ME, player="Bob")]))


GAMES = [solo("a", "2026-12-03T10:00:00Z"), duo("b"), solo("c", "2026-11-30T10:00:00Z")]


def test_a_csv_with_bare_cr_line_ends_reads_as_with_cr_lf():
    # an old Mac or a spreadsheet's "CSV (Macintosh)": it raised _csv.Error
    text = to_csv(GAMES).replace("\r\n", "\r")
    assert parse_file(text) == (GAMES, [])


def test_a_cr_inside_an_unquoted_cell_is_a_skipped_game_not_a_crash():
    lines = to_csv(GAMES).split("\r\n")
    lines[2] = lines[2].replace("Bob", "Bo\rb", 1) if "Bob" in lines[2] else \
        lines[2].replace(",1,", ",1\r,", 1)
    kept, skipped = from_csv("\r\n".join(lines))
    assert [r["id"] for r in kept] == ["a", "c"]
    assert skipped and all("skipped" in s for s in skipped)


def test_a_cell_over_the_csv_size_limit_skips_its_game_only():
    lines = to_csv(GAMES).split("\r\n")
    row = lines[1].split(",")
    row[5] = "x" * 200_000
    lines[1] = ",".join(row)
    kept, skipped = parse_file("\r\n".join(lines))
    assert [r["id"] for r in kept] == ["b", "c"]
    assert skipped == ["the game on line 2 skipped: the line cannot be read (a cell in it is "
                       "far too long)"]


def test_a_spreadsheets_byte_order_mark_and_bytes_are_read():
    assert parse_file("\ufeff" + to_csv(GAMES)) == (GAMES, [])
    assert parse_file(("\ufeff" + to_json(GAMES)).encode()) == (GAMES, [])


@pytest.mark.parametrize("thing", [None, 5, ["a"], b"\xff\xfe"], ids=repr)
def test_what_is_no_text_is_no_history(thing):
    with pytest.raises(HistoryError, match=r"^this file is not text \(or not in UTF-8\)$"):
        parse_file(thing)


@pytest.mark.parametrize("field", ["source", "variant", "id", "finished", "players",
                                   "winners", "title", "options", "table_players", "v"])
@pytest.mark.parametrize("odd", [[], ["app"], {}, {"a": 1}, None, 1, True, 2.5])
def test_a_record_with_a_list_or_object_where_a_name_goes_is_skipped_in_words(field, odd):
    data = json.loads(to_json(GAMES))
    data["games"][1][field] = odd
    try:
        kept, skipped = from_json(json.dumps(data))
    except HistoryError:
        pytest.fail("one bad record refused the whole file")
    assert [r["id"] for r in kept if r["id"] != "b"] == ["a", "c"]
    assert len(kept) + len(skipped) == 3


def test_a_stored_record_with_a_list_as_its_source_is_refused_in_words():
    # the web's stored history checks each record with validate
    r = solo()
    r["source"] = []
    with pytest.raises(ValueError) as e:
        validate(r)
    assert str(e.value) == "unknown source []" and type(e.value) is ValueError
    r["source"], r["variant"] = "app", {"a": 1}
    with pytest.raises(ValueError, match=r"^unknown game \{'a': 1\}$"):
        validate(r)


def test_deep_json_is_no_history_and_no_crash():
    with pytest.raises(HistoryError, match="nested too deeply"):
        parse_file('{"games": ' + "[" * 100_000 + "]" * 100_000 + "}")


def test_a_file_far_too_long_is_refused_before_it_is_read():
    with pytest.raises(HistoryError, match="too long to be a history"):
        parse_file(" " * 6_000_000)


# --- fuzz -----------------------------------------------------------------------------

def _mangle(data, text: str) -> str:
    for _ in range(data.draw(st.integers(1, 3))):
        how = data.draw(st.sampled_from(["cut", "insert", "delete", "replace", "nest"]))
        at = data.draw(st.integers(0, len(text)))
        if how == "cut":
            text = text[:at]
        elif how == "insert":
            junk = data.draw(st.text(alphabet=',"\r\n\t[]{}:\\\x00=+-@\'1²١é ', max_size=12)
                             | st.sampled_from(["x" * 140_000, "[" * 50, '"', "\r"]))
            text = text[:at] + junk + text[at:]
        elif how == "delete":
            text = text[:at] + text[at + data.draw(st.integers(1, 20)):]
        elif how == "replace":
            text = text.replace(data.draw(st.sampled_from(['"app"', '"Zoë"', "Bob", ",", "30",
                                                           '"pretty-clever"', "\r\n", "{"])),
                                data.draw(st.sampled_from(["[]", "{}", '{"a": [1]}', "null",
                                                           "", "\r", '"', "-1", "1e999"])), 1)
        else:
            text = "[" * data.draw(st.integers(1, 60)) + text
    return text


@settings(max_examples=250, deadline=None)
@given(st.data())
def test_any_damaged_export_is_kept_in_part_or_refused_as_no_history(data):
    export = data.draw(st.sampled_from([to_json, to_csv]))(GAMES)
    text = _mangle(data, export)
    try:
        kept, skipped = parse_file(text)
    except HistoryError as e:
        assert str(e)
        return
    assert all(validate(r) is r for r in kept)
    assert all(isinstance(s, str) and s for s in skipped)


# --- spreadsheet formulas in the CSV export -------------------------------------------

FORMULAS = ["=1+1", '=HYPERLINK("http://x","y")', "@SUM(A1)", "+1+1", "-1+1", "\t=1+1",
            "\r=1+1", "=cmd|' /C calc'!A0"]


def csv_cells(text: str) -> list[list[str]]:
    import csv
    import io
    return list(csv.reader(io.StringIO(text, newline="")))


@pytest.mark.parametrize("name", FORMULAS)
def test_a_name_a_spreadsheet_would_run_is_exported_as_text(name):
    r = solo(name=name)
    cells = csv_cells(to_csv([r]))
    assert cells[1][5] == "'" + name   # a leading ' : the spreadsheet shows it as text
    assert from_csv(to_csv([r])) == ([r], [])


def test_an_id_and_a_title_are_written_safely_too():
    r = solo(ident="=2+3")
    cells = csv_cells(to_csv([r]))
    assert cells[1][0] == "'=2+3" and cells[1][-3] == r["title"]
    assert from_csv(to_csv([r])) == ([r], [])


@pytest.mark.parametrize("name", ["'", "'Ann", "''", "'=1", "''+x", "Ann=1", "O'Neil", "-",
                                  "a-1"])
def test_names_with_quotes_and_signs_come_back_as_they_were(name):
    r = solo(name=name)
    assert from_csv(to_csv([r])) == ([r], [])


@settings(max_examples=300, deadline=None)
@given(st.lists(st.text(alphabet=st.sampled_from("'=+-@\t\r\n\",;aZé 1") | st.characters(),
                        min_size=1, max_size=12).filter(str.strip), min_size=1, max_size=4))
def test_any_names_survive_the_csv_round_trip_and_none_starts_a_formula(names):
    r = plain(make_record("g1", "2026-12-01T10:00:00Z", "counter", PC,
                          [dict(ME, player=n) for n in names]))
    text = to_csv([r])
    assert from_csv(text) == ([r], [])
    for row in csv_cells(text)[1:]:
        assert row[5][:1] not in ("=", "+", "-", "@", "\t", "\r")


ANY_JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-2 ** 70, 2 ** 70) | st.floats() | st.text(max_size=6)
    | st.sampled_from(["app", "table", "pretty-clever", "clever-4ever", "yellow", "Zoë", "²"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
        st.sampled_from(["name", "areas", "foxes", "yellow", "total", "x"]) | st.text(max_size=3),
        inner, max_size=4),
    max_leaves=15)


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(GAMES), st.data())
def test_validate_takes_a_record_or_says_why_whatever_its_fields_hold(record, data):
    r = json.loads(json.dumps(record))
    for _ in range(data.draw(st.integers(1, 3))):
        target = r
        if data.draw(st.booleans()):
            target = r["players"][0] if isinstance(r.get("players"), list) and r["players"] \
                and isinstance(r["players"][0], dict) else r
        keys = list(target) + ["options", "table_players"]
        target[data.draw(st.sampled_from(keys))] = data.draw(ANY_JSON)
    try:
        assert validate(r) is r
    except ValueError as e:
        assert str(e)
    with pytest.raises(ValueError):
        validate(data.draw(ANY_JSON.filter(lambda v: not isinstance(v, dict))))


# Written against mutation testing: the history of finished games
# (clever/history.py) as a player meets it on import and export: each damaged
# record refused with its whole reason (what the import report shows, and in
# German too), the limits themselves kept, the exported files exactly as
# written (readable JSON, a spreadsheet's CSV), and the CSV quirks of files
# edited by hand.

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
                        ",,,2,22,206,no,,,3")


def test_the_csv_header_keeps_the_columns_of_the_files_already_written():
    """The area columns come from the games, in the order the games came: a
    file exported before (by any version) lines up with today's header."""
    header = to_csv([]).split("\r\n")[0]
    assert header == ("game_id,finished,source,game,seat,player,"
                      "yellow,blue,green,orange,purple,grey,pink,silver,"
                      "foxes,fox_value,total,winner,title,options,table_players")


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
    ("table_players", "3,", "a line has not 21 columns"),
])
def test_a_broken_csv_cell_is_skipped_with_its_line_and_whole_reason(cell, value, reason):
    assert from_csv(csv_with(cell, value)) == \
        ([], [f"the game on line 2 skipped: {reason}"])


def test_a_game_twice_in_one_import_is_added_once():
    r = solo()
    kept, new = merge([], [r, dict(r)])
    assert new == 1 and kept == [r]
