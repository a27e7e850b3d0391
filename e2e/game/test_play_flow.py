"""The play flow around the table in real Chromium: Back closes
a dialog or returns from the new-game form instead
of leaving the site; a second tab's save is noticed and can be loaded; a
failed save is said in words; with four seats each seat's "played by" shows its
whole choice and "Start game" is in view;
reloads in a hot-seat game, during a computer's turn, after an undo and
offline resume exactly where the game was."""

from __future__ import annotations

import page_helpers as ps
from page_helpers import PHONE, data, menu, play_step, reload, saved, start_game

from clever.i18n import STORAGE_KEY


def back(page) -> None:
    """The browser's Back (same-document history: no page load to wait for)."""
    page.evaluate("history.back()")


def state(page) -> dict:
    """What a reload must give back: the save, the table, the sheet, the prompt."""
    return {"save": saved(page), "screen": data(page, "screen"),
            "table": page.inner_html("#table") if page.locator("#table").count() else "",
            "sheet": page.inner_html("#sheet-wrap") if page.locator("#sheet-wrap").count()
            else "",
            "prompt": page.inner_text("#prompt") if page.locator("#prompt").count() else ""}


# ----------------------------------------------------------------------
# Back stays in the site

def test_back_closes_the_rules_and_returns_from_the_new_game_form(play_page):
    page = play_page
    url = page.url
    page.click("#btn-quick-solo")
    page.click("#btn-roll")
    before = saved(page)
    menu(page, "#btn-rules")
    assert page.locator("#rules-dialog").is_visible()
    back(page)
    page.wait_for_function("!document.getElementById('rules-dialog').open")
    assert page.url == url and data(page, "screen") == "game"
    # the new-game form: Back is the way back to the game in progress
    menu(page, "#btn-menu-new")
    assert data(page, "screen") == "setup"
    back(page)
    page.wait_for_function("document.documentElement.dataset.screen === 'game'")
    assert page.url == url and saved(page) == before
    # a dialog closed by its own button leaves no Back step behind it
    menu(page, "#btn-rules")
    page.click("#rules-close-top")
    menu(page, "#btn-menu-new")
    back(page)
    page.wait_for_function("document.documentElement.dataset.screen === 'game'")
    assert data(page, "moves") == "1"


# ----------------------------------------------------------------------
# two tabs: the other tab's save is noticed and offered

def test_another_tabs_save_is_noticed_and_can_be_loaded(play_page):
    first = play_page
    first.click("#btn-quick-solo")
    second = first.context.new_page()
    ps.open_game(second, first.url)
    assert data(second, "screen") == "game"
    second.click("#btn-roll")     # a move in the other tab
    notice = first.locator("#other-tab")
    notice.wait_for(state="visible")
    assert "another tab" in notice.inner_text()
    assert data(first, "moves") == "0"     # nothing changed here without asking
    first.click("#btn-load-other")
    assert not notice.is_visible()
    assert data(first, "moves") == "1"
    assert saved(first) == saved(second)
    # this tab's own saves raise no notice
    first.locator("button.die.usable").first.click()
    assert not notice.is_visible()
    second.close()


# ----------------------------------------------------------------------
# a save that fails is said, and the game goes on

def test_a_failed_save_is_said_in_words(play_page):
    page = play_page
    page.click("#btn-quick-solo")
    page.evaluate("() => { Storage.prototype.setItem = function () {"
                  " throw new DOMException('quota', 'QuotaExceededError'); }; }")
    page.click("#btn-roll")
    page.wait_for_function("document.documentElement.dataset.moves === '1'")
    message = page.locator("#message")
    assert "could not be saved" in message.inner_text()
    assert "QuotaExceededError" not in message.inner_text()
    assert message.get_attribute("data-kind") == "error"
    assert saved(page)["game"]["actions"] == []   # the storage really kept nothing new


# ----------------------------------------------------------------------
# Four seats: each seat's choice is read whole, and "Start game" is in view,
# on a laptop and on a phone

# the seats' "played by" choices whose longest option (e.g. "the computer
# (Beginner)") is wider than the select leaves for its text (its padding and
# the arrow's ~20 px taken off): a cut choice hides the computer's level
CUT_CHOICES = """() => [...document.querySelectorAll('.seat-row select')]
  .filter((s) => s.offsetParent).flatMap((s) => {
    const style = getComputedStyle(s);
    const pen = document.createElement('canvas').getContext('2d');
    pen.font = style.font;
    const room = s.clientWidth - parseFloat(style.paddingLeft)
      - parseFloat(style.paddingRight) - 20;
    return [...s.options].filter((o) => pen.measureText(o.text).width > room)
      .map((o) => `${s.id}: ${o.text}`);
  })"""


def test_four_seats_show_their_whole_choice_and_start_game_is_in_view(pages):
    for viewport in ({"width": 1280, "height": 800}, PHONE):
        page = pages.open(viewport=viewport)
        ps.open_game(page)
        # the phone in each language: German's choices are the longest
        for lang in ("en", "de", "fr") if viewport == PHONE else ("en",):
            if lang != "en":
                page.evaluate(f"localStorage.setItem('{STORAGE_KEY}', '{lang}')")
                reload(page)
            assert page.evaluate("document.documentElement.lang").startswith(lang)
            page.click("#count-4")
            assert page.evaluate(CUT_CHOICES) == [], (viewport, lang)
        page.evaluate("window.scrollTo(0, 0)")
        assert page.evaluate("""(() => { const b = document.getElementById('start');
            const r = b.getBoundingClientRect();
            const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
            return r.bottom <= innerHeight && b.contains(hit); })()"""), viewport
        page.click("#start")
        page.wait_for_function("document.documentElement.dataset.screen !== 'setup'")


# ----------------------------------------------------------------------
# reloads resume exactly

def test_reload_in_a_hot_seat_game_keeps_whose_device_it_is(play_page):
    page = play_page
    start_game(page, [("Ann", "person"), ("Bea", "person")], seed=9)
    assert data(page, "screen") == "handover"
    reload(page)
    assert data(page, "screen") == "handover"     # not Ann's sheet shown to anyone
    page.click("#btn-handover")
    page.click("#btn-roll")
    page.locator("button.die.usable").first.click()   # (and the roll's animation is over)
    before = state(page)
    reload(page)
    assert state(page) == before
    assert data(page, "screen") == "game"          # Ann holds the device: no hand-over


def test_reload_during_a_computers_turn_lets_it_carry_on(play_page):
    page = play_page
    start_game(page, [("Ann", "person"), ("Cy", "computer:beginner")], seed=4)
    while data(page, "busy") != "true":
        play_step(page)
    moves = int(data(page, "moves"))
    reload(page)
    assert data(page, "screen") == "game"
    assert int(data(page, "moves")) >= moves
    ps.wait_for_person(page)                       # the computer finishes its turn
    assert int(data(page, "moves")) > moves
    play_step(page)                                # and Ann plays on


def test_reload_after_an_undo_keeps_the_undo(play_page):
    page = play_page
    start_game(page, [("Ann", "person")], seed=2024)
    page.click("#btn-roll")
    page.wait_for_function("document.documentElement.dataset.moves === '1'")
    page.locator("button.die.usable").first.click()
    page.locator(".box.target").first.click()
    page.wait_for_function("document.documentElement.dataset.moves === '2'")
    page.click("#btn-undo")
    page.wait_for_function("document.documentElement.dataset.moves === '1'")
    before = state(page)
    reload(page)
    assert state(page) == before
    assert saved(page)["game"]["actions"] == ["roll"]


def test_reload_offline_with_a_game_in_progress(play_browser, play_site):
    context = ps.warm_context(play_browser, play_site.url, viewport=ps.DESKTOP,
                              service_workers="allow")
    page = context.new_page()
    try:
        ps.open_game(page, play_site.url)
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
        page.click("#btn-quick-solo")
        page.click("#btn-roll")
        page.locator("button.die.usable").first.click()
        before = state(page)
        context.set_offline(True)
        reload(page)
        assert state(page) == before
        page.locator(".box.target").first.click()    # and the game goes on, offline
        page.wait_for_function("document.documentElement.dataset.moves === '2'")
    finally:
        context.set_offline(False)
        context.close()


def test_play_solo_now_asks_before_it_ends_a_game_in_progress(play_page):
    """'Play solo now' on the new-game form replaced a game in progress at
    once; it asks first, as the header's 'New solo game' does, and the form
    offers the way back to the game."""
    page = play_page
    page.click("#btn-quick-solo")
    page.click("#btn-roll")
    before = saved(page)
    menu(page, "#btn-menu-new")
    assert data(page, "screen") == "setup"
    page.click("#btn-quick-solo")
    page.wait_for_function("document.getElementById('confirm-new').open")
    page.click("#btn-confirm-new-keep")
    page.wait_for_function("!document.getElementById('confirm-new').open")
    assert saved(page)["game"]["actions"] == before["game"]["actions"]   # nothing was ended
    assert data(page, "screen") == "setup"
    page.click("#btn-back-to-game")
    assert data(page, "screen") == "game"
    assert saved(page)["game"]["actions"] == before["game"]["actions"]
    menu(page, "#btn-menu-new")
    page.click("#btn-quick-solo")
    page.wait_for_function("document.getElementById('confirm-new').open")
    page.click("#btn-confirm-new-yes")
    ps.wait_for_person(page)
    assert data(page, "screen") == "game" and saved(page)["game"]["actions"] == []
