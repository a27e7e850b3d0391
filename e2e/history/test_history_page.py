"""The history of games in Chromium (history.html): a counted game saved from
the counter and a game finished in the app are listed, newest first, and
survive a reload; a game opens and deletes; export -> import (JSON and CSV)
gives the same list; a corrupt file is refused with a message and changes
nothing; axe-core and a 375 px phone."""

from __future__ import annotations

import json
import random
import sys

import pytest
from page_helpers import KEY, NARROW, PHONE, READY_MS, ROOT, axe_scan, open_game, shot

import clever
from clever.counter import count_scores
from clever.history import make_record, to_json

sys.path.insert(0, str(ROOT / "web"))
from cleverweb.history_store import KEY as HISTORY  # noqa: E402
from cleverweb.session import PERSON, Seat, Session  # noqa: E402

ANN = {"yellow": 30, "blue": 7, "green": 8, "orange": 44, "purple": 38, "foxes": 2}


@pytest.fixture
def page(pages):
    """A shared page on the site's origin, reset, nothing open yet: a
    player in Berlin, so the list shows the times on their clock, not UTC."""
    return pages.open(None, timezone="Europe/Berlin")


def ready(page, path: str = "history.html") -> None:
    page.goto(page.site + path)
    page.wait_for_function("document.documentElement.dataset.ready === 'true'",
                           timeout=READY_MS)


def listed(page) -> list[str]:
    return page.locator("#hist-list > li summary").all_inner_texts()


def some_records() -> list[dict]:
    same = {"yellow": 30, "blue": 5, "green": 5, "orange": 30, "purple": 30, "foxes": 0}
    games = [("2026-11-02T10:00:00Z", [("Ann", ANN)], "pretty-clever"),
             ("2026-11-03T10:00:00Z", [("Ann", same), ("Bob", {**same, "orange": 50})],
              "pretty-clever"),
             ("2026-11-01T10:00:00Z", [("Zoë", {"yellow": -7, "blue": 25, "grey": 55,
                                                "green": 42, "pink": 32, "foxes": 2})],
              "clever-4ever")]
    return [make_record(f"g{n}", when, "counter", variant,
                        count_scores(players, variant)["players"])
            for n, (when, players, variant) in enumerate(games)]


def seed_history(page, records) -> None:
    """The history page with `records` stored (before it boots)."""
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [HISTORY, to_json(records)])
    ready(page)


def test_a_counted_game_is_saved_listed_opened_and_survives_a_reload(page):
    ready(page, "counter.html")
    page.fill("#name-0", "Ann")
    for key, value in ANN.items():
        page.fill(f"#e-0-{key}", str(value))
    page.click("#cnt-save")
    assert page.inner_text("#cnt-saved") == "Saved to the history."
    assert page.is_disabled("#cnt-save")               # saved once, not twice by accident
    page.click("text=History of games")
    page.wait_for_function("document.documentElement.dataset.ready === 'true'",
                           timeout=READY_MS)
    assert len(listed(page)) == 1
    assert "counted" in listed(page)[0] and "Ann 214 points (Hats off to you!)" in listed(page)[0]
    page.reload()
    page.wait_for_function("document.documentElement.dataset.ready === 'true'",
                           timeout=READY_MS)
    assert len(listed(page)) == 1
    page.click("#hist-list summary")                    # open: the area points
    table = page.inner_text("#hist-list .hist-table")
    assert "Blue\t22" in table and "Foxes\t2 × 22" in table and "Total\t214" in table


@pytest.mark.parametrize("real_dice,source", [(False, "played in the app"),
                                              (True, "played with real dice")])
def test_a_game_finished_in_the_app_goes_into_the_history_once(page, real_dice, source):
    game = clever.new_game(["Ann"], seed=7)
    rng = random.Random(7)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    total = game.scores()[0]["total"]
    session = Session(clever, game, [Seat("Ann", PERSON)], real_dice=real_dice)
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [KEY, session.to_json()])
    open_game(page, page.site)                          # the device holding the game opens it
    assert page.inner_text("#history-note").startswith("This game is in the history.")
    page.reload()                                       # the scoreboard again: kept once
    open_game(page)
    ready(page)
    assert len(listed(page)) == 1
    assert source in listed(page)[0]
    assert f"That's Pretty Clever, solo: Ann {total} points" in listed(page)[0]


def test_delete_removes_one_game_and_the_list_is_newest_first(page):
    seed_history(page, some_records())
    # 10:00 UTC is 11:00 in Berlin in November
    assert [t.split(",")[0] for t in listed(page)] == \
        ["2026-11-03 11:00", "2026-11-02 11:00", "2026-11-01 11:00"]
    assert not any("UTC" in t for t in listed(page))
    assert "Bob wins" in listed(page)[0]
    page.click("#hist-list li:nth-child(1) summary")
    page.click("#hist-list li:nth-child(1) .hist-delete")
    assert page.inner_text("#hist-message").startswith("Deleted: That's Pretty Clever: Bob wins")
    assert len(listed(page)) == 2
    page.reload()
    page.wait_for_function("document.documentElement.dataset.ready === 'true'",
                           timeout=READY_MS)
    assert len(listed(page)) == 2


@pytest.mark.parametrize("button,suffix", [("#export-json", ".json"), ("#export-csv", ".csv")])
def test_export_then_import_gives_the_same_list(page, tmp_path, button, suffix):
    seed_history(page, some_records())
    before = listed(page)
    with page.expect_download() as got:
        page.click(button)
    path = tmp_path / f"saved{suffix}"
    got.value.save_as(path)
    assert got.value.suggested_filename == f"clever-history{suffix}"
    page.evaluate("localStorage.clear()")
    ready(page)
    assert page.inner_text("#history") == "No finished games yet."
    page.set_input_files("#import-file", str(path))
    page.wait_for_function("document.getElementById('hist-message').textContent !== ''")
    assert page.inner_text("#hist-message") == f"Imported 3 games from saved{suffix}."
    assert listed(page) == before
    page.reload()
    page.wait_for_function("document.documentElement.dataset.ready === 'true'",
                           timeout=READY_MS)
    assert listed(page) == before


def test_a_corrupt_file_is_refused_and_a_bad_game_is_skipped_with_its_reason(page, tmp_path):
    seed_history(page, some_records()[:1])
    stored = page.evaluate(f"localStorage.getItem('{HISTORY}')")
    bad = tmp_path / "broken.json"
    bad.write_text('{"format": "clever-history", "version": 1, "games": [')
    page.set_input_files("#import-file", str(bad))
    page.wait_for_function("document.getElementById('hist-message').textContent !== ''")
    message = page.inner_text("#hist-message")
    assert message.startswith("broken.json was not imported: this file is not readable as JSON")
    assert message.endswith("Nothing was changed.")
    assert page.get_attribute("#hist-message", "data-kind") == "error"
    assert page.evaluate(f"localStorage.getItem('{HISTORY}')") == stored
    assert len(listed(page)) == 1
    mixed = json.loads(to_json(some_records()))
    mixed["games"][2]["players"][0]["total"] = 1
    part = tmp_path / "part.json"
    part.write_text(json.dumps(mixed))
    page.set_input_files("#import-file", str(part))
    page.wait_for_function("document.getElementById('hist-message').textContent"
                           ".startsWith('Imported')")
    assert page.inner_text("#hist-message").splitlines() == [
        "Imported 1 game from part.json (1 already in the history); skipped:",
        "game 3 skipped: Zoë: the total should be 133, not 1"]
    assert len(listed(page)) == 2


# four players with the longest names a seat takes (20 letters, no space)
LONG_NAMES = ("MaximilianAlexander", "BartholomäusMüllerX", "Anneliese-Charlotte", "Zoë")


def test_history_is_accessible_and_fits_a_phone(page):
    long = make_record("long", "2026-11-04T10:00:00Z", "counter", "pretty-clever",
                       count_scores([(n, ANN) for n in LONG_NAMES], "pretty-clever")["players"])
    seed_history(page, some_records() + [long])
    page.click("#hist-list li:nth-child(1) summary")   # the long names' game, newest
    page.click("#hist-list li:nth-child(2) summary")
    assert not axe_scan(page, "history")
    # the long names break in the game's table rather than push the page sideways
    for width in (PHONE["width"], NARROW["width"]):
        page.set_viewport_size({"width": width, "height": PHONE["height"]})
        assert page.evaluate("document.documentElement.scrollWidth") <= width, width
    page.set_viewport_size(PHONE)
    shot(page, "history-phone")
