"""What kind of game a history record was: its table options, and
whether it is one sheet of a table game played with one phone per player.
Such a record is no solo game: no title, no winner, and neither the list nor
the statistics count it as solo. Records stored before these fields existed
still load; exports and imports keep the fields; a broken one is skipped with
its reason."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "web"))

from cleverweb import lang  # noqa: E402
from cleverweb.history_view import list_html, summary_text  # noqa: E402
from cleverweb.stats_view import best_html  # noqa: E402
from stats_history import ME  # noqa: E402

from clever import new_game  # noqa: E402
from clever.history import (  # noqa: E402
    CSV_COLUMNS,
    from_csv,
    from_json,
    is_solo,
    make_record,
    newest_first,
    table_options,
    to_csv,
    to_json,
    validate,
)
from clever.stats import figures  # noqa: E402

PC, EVER = "pretty-clever", "clever-4ever"


def phone_record(ident="t1", players=3, when="2026-12-01T10:00:00Z"):
    return make_record(ident, when, "table", PC, [ME], options=["same_dice"],
                       table_players=players)


def solo_record(ident="s1", when="2026-12-02T10:00:00Z"):
    return make_record(ident, when, "app", PC, [ME])


def old_record(ident="o1", when="2026-11-30T10:00:00Z") -> dict:
    """A record as stored before options were kept (no "options" field)."""
    r = solo_record(ident, when)
    del r["options"]
    return json.loads(json.dumps(r))


def finished_phone_game(seed=4):
    """An own-sheet game of three played to its end by random legal moves."""
    g = new_game(["Me", "Bob", "Cy"], seed=seed, options=["own_sheet", "same_dice"])
    rng = random.Random(seed)
    while not g.is_over:
        g.apply(rng.choice(g.legal_actions()))
    return g


def test_a_finished_one_phone_game_records_its_table_and_options_and_no_title():
    g = finished_phone_game()
    r = make_record("app-1", "2026-12-01T10:00:00Z", "table", g.variant.name, g.scores(),
                    options=table_options(g.variant), table_players=g.n)
    assert r["options"] == ["same_dice"]                  # own_sheet is how, not a rule
    assert r["table_players"] == 3 and [p["name"] for p in r["players"]] == ["Me"]
    assert r["title"] is None and r["winners"] == [] and not is_solo(r)
    assert validate(json.loads(json.dumps(r))) is not None


def test_a_4ever_record_keeps_its_own_table_options():
    rows = [{"player": "Zoë", "yellow": -7, "blue": 25, "grey": 55, "green": 42, "pink": 32,
             "foxes": 2}]
    r = make_record("e1", "2026-12-01T10:00:00Z", "app", EVER, rows,
                    options=["white_as_blue", "same_dice"])
    assert r["options"] == ["same_dice", "white_as_blue"] and is_solo(r)
    assert r["title"] is not None


def test_records_stored_before_the_new_fields_still_load_and_stay_solo():
    text = json.dumps({"format": "clever-history", "version": 1, "games": [old_record()]})
    kept, skipped = from_json(text)
    assert skipped == [] and is_solo(kept[0]) and kept[0]["title"] == "Hats off to you!"
    assert "solo" in summary_text(kept[0])


@pytest.mark.parametrize("dump,load", [(to_json, from_json), (to_csv, from_csv)])
def test_export_then_import_keeps_options_and_the_table(dump, load):
    records = [phone_record(), solo_record(), old_record()]
    kept, skipped = load(dump(records))
    assert skipped == []
    got = {r["id"]: (r.get("options", []), r.get("table_players")) for r in kept}
    assert got == {"t1": (["same_dice"], 3), "s1": ([], None), "o1": ([], None)}
    if load is from_json:
        assert kept == newest_first(records)


def test_a_csv_exported_before_the_new_columns_still_imports():
    lines = to_csv([solo_record()]).splitlines()
    silver = CSV_COLUMNS.index("silver")  # came after the options, with Twice as Clever
    old = [",".join(cells[:silver] + cells[silver + 1:-2])
           for cells in (line.split(",") for line in lines)]
    kept, skipped = from_csv("\n".join(old))
    assert skipped == [] and [r["id"] for r in kept] == ["s1"] and is_solo(kept[0])


@pytest.mark.parametrize("change,reason", [
    (lambda r: r.update(table_players=7), "2 to 4 players, not 7"),
    (lambda r: r.update(table_players="3"), "2 to 4 players, not '3'"),
    (lambda r: r.update(source="app"), "only a game played with real dice"),
    (lambda r: r.update(options="same_dice"), "must be a list of option names"),
    (lambda r: r.update(options=["fast_mode"]), "'fast_mode' is not a table option"),
    (lambda r: r.update(options=["same_dice", "same_dice"]), "once each"),
    (lambda r: r.update(title="Hats off to you!"), "the title should be None"),
    (lambda r: r.update(winners=[0]), "the winners do not match"),
    (lambda r: r["players"].append(dict(r["players"][0], name="Bob")), "keeps one sheet only"),
])
def test_an_import_with_a_broken_new_field_is_skipped_with_its_reason(change, reason):
    broken = phone_record("bad")
    change(broken)
    text = to_json([solo_record()])
    data = json.loads(text)
    data["games"].append(json.loads(json.dumps(broken)))
    kept, skipped = from_json(json.dumps(data))
    assert [r["id"] for r in kept] == ["s1"]
    assert len(skipped) == 1 and skipped[0].startswith("game 2 skipped: ")
    assert reason in skipped[0]


def test_a_broken_table_cell_in_a_csv_is_skipped_with_its_line():
    lines = to_csv([phone_record()]).splitlines()
    lines[1] = lines[1][:-1] + "three"
    kept, skipped = from_csv("\n".join(lines))
    assert kept == [] and skipped == [
        "the game on line 2 skipped: players at the table 'three' is not a whole number"]


def test_the_statistics_do_not_count_a_one_phone_game_as_solo():
    f = figures([phone_record(), solo_record()], PC)
    assert f["titles"]["solo_games"] == 1                        # the app game only
    assert sum(c for _f, _t, c in f["titles"]["reached"]) == 1
    assert f["sheets"] == 2 and f["games"] == 2
    best = {b["source"]: b for b in f["best"]}
    assert best["table"]["players"] == 3 and not best["table"]["won"]
    assert "table game, 3 players, your sheet only" in best_html(f)


def test_the_list_says_table_game_and_the_options():
    html = list_html([phone_record()])
    assert "table game, 3 players, your sheet only: Me 206 points" in html
    assert "solo" not in html and "Table options: Same dice for everyone" in html


def test_the_list_in_german_and_french():
    try:
        lang.set_current("de")
        html = list_html([phone_record()])
        assert "Partie am Tisch, 3 Spieler, nur dein Blatt" in html
        assert "Tischoptionen:" in html
        lang.set_current("fr")
        assert "partie à table, 3 joueurs, votre feuille seulement" in list_html([phone_record()])
    finally:
        lang.set_current("en")
