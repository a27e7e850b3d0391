"""What the browser keeps, in Chromium: whatever is stored under the site's keys
(a game that cannot be replayed, JSON nested 100,000 deep, a damaged history,
a full storage, two tabs), the game, history and statistics pages start, say
what they set aside, and lose nothing: what was set aside is listed on the
history page, to resume, download or delete, and never overwritten.

The cases share one browser context per test (storage set, then the page
reloaded): a page of its own each would cost a boot each."""

from __future__ import annotations

import json

import page_helpers as ps
import pytest
from page_helpers import KEY, READY_MS, data, open_game, saved

import clever
from clever import gamecode

DEEP = "[" * 100_000
HISTORY = "clever.history.v1"
SETUP = "clever.setup.v1"
DAILY = "clever.daily.v1"
KEPT = ("() => Object.keys(localStorage).filter(k => k.startsWith('clever.kept.v1.'))"
        ".map(k => ({key: k, ...JSON.parse(localStorage.getItem(k))}))")
# the page's storage full from now on (the test's own writes use the real setItem)
FULL = ("() => { const p = Storage.prototype; p.realSetItem = p.realSetItem || p.setItem;"
        " p.setItem = function () {"
        " throw new DOMException('The quota has been exceeded.', 'QuotaExceededError'); }; }")


@pytest.fixture
def page(pages):
    """A shared laptop page, reset, on the site's origin with nothing open
    yet: each test opens its page with what it stores first (stored)."""
    return pages.open(None)


def stored(page, items: dict, path: str = "") -> None:
    """Storage holds `items` only; then the page at `path` is opened and ready."""
    page.evaluate("(items) => { localStorage.clear(); const p = Storage.prototype;"
                  " for (const [k, v] of Object.entries(items))"
                  " (p.realSetItem || p.setItem).call(localStorage, k, v); }", items)
    if path:
        page.goto(page.site + path)
        page.wait_for_function("document.documentElement.dataset.ready === 'true'",
                               timeout=READY_MS)
    else:
        page.goto(page.site)
        open_game(page)


def kept(page) -> list[dict]:
    return page.evaluate(KEPT)


def solo_save(change=None) -> str:
    """A game in progress in the page's save format, changed by `change`."""
    import sys

    sys.path.insert(0, str(ps.ROOT / "web"))
    from cleverweb.session import Seat, Session

    s = Session.new(clever, [Seat("Ann")], seed=3)
    s.game.apply("roll")
    s.game.apply(next(a for a in s.game.legal_actions() if a.area == "green"))
    d = json.loads(s.to_json())
    if change:
        change(d)
    return json.dumps(d)


def link(page, seed: int) -> str:
    """A play-by-link game of Ann and Bob, new to this browser."""
    return page.site + "#p=" + gamecode.encode(clever.new_game(["Ann", "Bob"], seed=seed))


def screen_is(page, name: str) -> None:
    page.wait_for_function(f"document.documentElement.dataset.screen === {name!r}")


# ----------------------------------------------------------------------
# the game page starts whatever is stored

def test_a_stored_game_that_cannot_be_replayed_never_locks_the_game_page(page):
    bad_box = solo_save(lambda d: d["game"]["actions"].__setitem__(1, "use white green \u00b2"))
    bad_variant = solo_save(lambda d: d["game"].__setitem__("variant", []))
    for text, why in ((bad_box, "could not be"), (bad_variant, "could not be"),
                      (DEEP, "nested too deeply")):
        stored(page, {KEY: text})
        assert data(page, "screen") == "broken"
        assert why in page.inner_text("#broken-reason")
        assert "history page lists it" in page.inner_text("#screen")
    # a new game sets the unreadable one aside, where the history page lists it
    page.click("#btn-new-after-broken")
    screen_is(page, "setup")
    assert "kept aside" in page.inner_text("#screen")
    assert [e["text"] for e in kept(page)] == [DEEP]
    page.click("#btn-quick-solo")
    screen_is(page, "game")
    assert saved(page)["game"]["players"] == ["You"]


def test_new_game_choices_and_a_daily_record_that_cannot_be_read_are_set_aside(page):
    stored(page, {SETUP: json.dumps({"options": [[]], "variant": [],
                                     "seats": [{"name": "Ann", "kind": "computer",
                                                "level": []}]}), DAILY: DEEP})
    assert data(page, "screen") == "setup"
    note = page.inner_text("#screen")
    assert "could not be read" in note and "kept aside" in note
    assert [(e["what"], e["text"]) for e in kept(page)] == [("daily", DEEP)]
    page.click("#btn-quick-solo")      # and the form works
    screen_is(page, "game")
    stored(page, {SETUP: DEEP})
    assert "nested too deeply" in page.inner_text("#screen")
    assert [e["what"] for e in kept(page)] == ["setup"]
    # a seed in other digits is refused in words, as "12ab" is
    page.fill("#seed", "\u00b2")
    page.click("#start")
    assert "whole number" in page.inner_text("#setup-error")
    assert data(page, "screen") == "setup"


# ----------------------------------------------------------------------
# the history and statistics pages start; the unreadable
# history is offered as it is, and set aside

def test_an_unreadable_history_is_offered_to_download_and_then_set_aside(page):
    for text in (DEEP, "{half a history"):
        stored(page, {HISTORY: text}, "stats.html")
        assert "cannot be used fully" in page.inner_text("#stats-said")
        stored(page, {HISTORY: text}, "history.html")
        assert "could not be read" in page.inner_text("#hist-message")
        box = page.locator("#hist-unreadable")
        assert box.is_visible()
        with page.expect_download() as got:
            box.locator("[data-act=unreadable-download]").click()
        assert open(got.value.path(), encoding="utf-8").read() == text  # as it is
    box.locator("[data-act=unreadable-aside]").click()
    assert "set aside" in page.inner_text("#hist-message")
    assert not page.locator("#hist-unreadable").count()
    item = page.locator(".hist-kept-item")
    assert item.count() == 1 and "The history of games" in item.inner_text()
    with page.expect_download() as got:
        item.locator("[data-act=kept-download]").click()
    assert open(got.value.path(), encoding="utf-8").read() == text
    assert page.evaluate(f"localStorage.getItem('{HISTORY}')").startswith("{")  # a fresh one
    before = kept(page)
    item.locator("[data-act=kept-delete]").click()
    assert page.locator(".hist-kept-item").count() == 0 and kept(page) == []
    page.click("#hist-undo")       # a slip of the finger loses nothing either
    assert kept(page) == before and page.locator(".hist-kept-item").count() == 1
    page.locator("[data-act=kept-delete]").click()
    assert kept(page) == []
    # a file as deeply nested is refused in words, not by killing the page
    page.set_input_files("#import-file", files=[{"name": "deep.json", "buffer": DEEP.encode(),
                                                 "mimeType": "application/json"}])
    page.wait_for_function("document.getElementById('hist-message').textContent"
                           ".includes('deep.json')")
    assert "nested too deeply" in page.inner_text("#hist-message")


def test_a_game_finished_over_an_unreadable_history_is_still_recorded(page):
    from test_play import finished_session_json

    stored(page, {KEY: finished_session_json(), HISTORY: "{half a history"})
    assert data(page, "screen") == "over"
    assert "This game is in the history." in page.inner_text("#history-note")
    history = json.loads(page.evaluate(f"localStorage.getItem('{HISTORY}')"))
    assert [p["name"] for p in history["games"][0]["players"]] == ["Ann"]
    assert [(e["what"], e["text"]) for e in kept(page)] == [("history", "{half a history")]


# ----------------------------------------------------------------------
# a full storage leaves no button dead

def test_with_storage_full_start_a_new_game_and_play_my_part_still_work(page):
    stored(page, {KEY: DEEP})
    page.evaluate(FULL)
    page.click("#btn-new-after-broken")
    screen_is(page, "setup")
    assert "not saved" in page.inner_text("#screen")
    page.click("#btn-quick-solo")
    screen_is(page, "game")
    assert "not saved" in page.inner_text("#message")
    assert page.evaluate(f"localStorage.getItem('{KEY}')") == DEEP   # not lost either
    # joining a game by link while a game is in progress
    stored(page, {KEY: solo_save()})
    before = saved(page)
    page.goto(link(page, 11))
    screen_is(page, "join")
    page.evaluate(FULL)
    page.click("#btn-join")
    screen_is(page, "game")
    assert "not saved" in page.inner_text("#message")
    assert saved(page) == before


# ----------------------------------------------------------------------
# each game kept aside is listed, resumable, never overwritten

def test_games_replaced_by_link_games_are_all_kept_and_can_be_resumed(page):
    stored(page, {KEY: solo_save()})                        # game A, in progress
    for seed in (11, 12):                                   # games B, then C, by link
        page.goto(link(page, seed))
        screen_is(page, "join")
        page.click("#btn-join")
        screen_is(page, "game")
    games = [json.loads(e["text"]) for e in kept(page)]
    assert sorted(len(g["seats"]) for g in games) == [1, 2]   # A and B, none overwritten
    page.goto(page.site + "history.html")
    page.wait_for_function("document.documentElement.dataset.ready === 'true'",
                           timeout=READY_MS)
    items = page.locator(".hist-kept-item")
    assert items.count() == 2
    assert "A game in progress, kept aside on" in items.first.inner_text()
    assert "a game opened from a link took its place" in items.first.inner_text()
    solo = next(e["key"] for e in kept(page) if len(json.loads(e["text"])["seats"]) == 1)
    page.click(f'.hist-kept-item[data-key="{solo}"] [data-act=kept-resume]')
    page.wait_for_url(page.site)
    open_game(page)
    assert data(page, "screen") == "game" and saved(page)["game"]["players"] == ["Ann"]
    assert len(kept(page)) == 2     # B, and C that A took the place of


# ----------------------------------------------------------------------
# a stale tab does not write over a newer game

def test_a_move_in_a_stale_tab_does_not_overwrite_the_other_tabs_moves(page):
    stored(page, {})
    page.click("#btn-quick-solo")
    screen_is(page, "game")
    other = page.context.new_page()
    open_game(other, page.site)
    other.click("#btn-roll")
    other.locator("button.die.usable").first.click()
    newer = saved(other)
    page.locator("#other-tab").wait_for(state="visible")
    page.click("#btn-roll")     # the stale tab's move: not made, the newer game shown
    page.wait_for_function("(n) => document.documentElement.dataset.moves === String(n)",
                           arg=len(newer["game"]["actions"]))
    assert "changed in another tab" in page.inner_text("#message")
    assert saved(page) == newer and data(page, "screen") == "game"
    assert page.locator("#other-tab").is_hidden()
    # play goes on from the newer game: its die is still chosen, a box takes it
    page.locator(".box.target").first.click()
    page.wait_for_function("(n) => Number(document.documentElement.dataset.moves) > n",
                           arg=len(newer["game"]["actions"]))
    mine = saved(page)["game"]["actions"]
    assert len(mine) > len(newer["game"]["actions"])
    assert mine[:len(newer["game"]["actions"])] == newer["game"]["actions"]
    other.close()
