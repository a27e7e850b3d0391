"""The new-game screen before the engine is ready: a first visit sees
the new-game form at once (build.py draws it in), its choices and its Start are
kept while the engine boots and the chosen game starts when it is ready; a
browser with a game saved still sees the sheet and resumes its game; the
header's "New solo game" pressed early is not lost either."""

from __future__ import annotations

from engine_hold import SHIFTS, hold, jumps, release
from page_helpers import DESKTOP, PHONE, READY_MS, data, menu, saved


def held_page(browser, url, viewport=DESKTOP, context=None):
    """A page on the game whose engine (py/clever.zip) is held back until
    `release`; returns (page, held routes). In `context`, or a first visit's
    empty profile."""
    context = context or browser.new_context(viewport=viewport, service_workers="block",
                                             reduced_motion="reduce")
    return held_in(context.new_page(), url)


def held_in(page, url):
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.errors = errors
    held = hold(page)
    page.add_init_script(SHIFTS)
    page.goto(url, wait_until="domcontentloaded")
    return page, held


def held_tab(pages, viewport=DESKTOP):
    """held_page in a tab of a shared profile, its storage empty: a player's
    first visit to the game but for the warm caches, which the engine held
    back makes no difference to."""
    page = pages.tab(viewport=viewport)
    return held_in(page, page.site)


def test_choices_and_start_made_before_the_engine_is_ready_start_that_game(pages):
    page, held = held_tab(pages, PHONE)
    assert page.locator("#setup-form").is_visible()          # the form, at once
    assert not page.locator("#sheet").is_visible()
    page.click("#variant-clever-4ever")
    assert page.locator("#opt-clever-4ever-white_as_blue").is_visible()  # that game's options
    page.check("#opt-clever-4ever-white_as_blue")
    page.click("#count-3")
    assert page.locator("#seat-row-2").is_visible() and not page.locator("#seat-row-3").is_visible()
    page.fill("#seat-name-0", "Ann")
    page.fill("#seat-name-1", "Bob")
    page.select_option("#seat-kind-1", "computer:beginner")
    page.fill("#seat-name-2", "Cy")
    page.fill("#seed", "42")
    page.uncheck("#opt-undo")
    page.click("#start")
    assert "as soon as the engine is ready" in page.inner_text(".start-row")
    assert page.url.rstrip("/") == page.site.rstrip("/"), "Start loaded another page"
    release(page, held)
    page.wait_for_function("document.documentElement.dataset.screen !== 'setup'")
    save = saved(page)
    assert save is not None
    assert [(x["name"], x["kind"], x.get("level")) for x in save["seats"]] == [
        ("Ann", "person", None), ("Bob", "computer", "beginner"), ("Cy", "person", None)]
    assert save["game"]["variant"] == "clever-4ever"
    assert save["game"]["options"] == ["white_as_blue"]
    assert save["game"]["seed"] == 42
    assert save["undo"] is False
    page.close()


def test_choices_made_early_without_start_are_kept_on_the_form(pages):
    page, held = held_tab(pages)
    page.click("#count-2")
    page.fill("#seat-name-1", "Dora")
    page.focus("#seed")
    page.keyboard.type("7")
    release(page, held)
    assert data(page, "screen") == "setup" and saved(page) is None  # nothing started
    assert page.locator("#early-setup").count() == 0       # one form, the engine's
    assert page.input_value("#seat-name-1") == "Dora"
    assert page.input_value("#seed") == "7"
    assert page.is_checked("#count-2") and page.locator("#seat-row-1").is_visible()
    assert page.evaluate("document.activeElement.id") == "seed"
    page.click("#start")
    page.wait_for_function("document.documentElement.dataset.screen !== 'setup'")
    assert [x["name"] for x in saved(page)["seats"]] == ["You", "Dora"]
    page.close()


def test_a_player_who_does_nothing_sees_the_form_as_before(pages):
    page, held = held_tab(pages)
    release(page, held)
    assert data(page, "screen") == "setup" and saved(page) is None
    assert page.locator("#setup-form").count() == 1 and page.locator("#setup-form").is_visible()
    assert page.is_checked("#variant-pretty-clever") and page.is_checked("#count-1")
    page.close()


def test_play_solo_now_pressed_early_starts_a_solo_game(pages):
    page, held = held_tab(pages)
    page.click("#variant-clever-4ever")
    page.click("#btn-quick-solo")
    release(page, held)
    page.wait_for_function("document.documentElement.dataset.screen === 'game'")
    save = saved(page)
    assert [x["name"] for x in save["seats"]] == ["You"]
    assert save["game"]["variant"] == "clever-4ever"
    page.close()


def test_a_saved_game_still_shows_the_sheet_and_resumes(play_page, play_site):
    first = play_page
    first.click("#btn-quick-solo")
    first.click("#btn-roll")
    before = saved(first)
    page, held = held_page(None, play_site.url, context=first.context)
    assert page.locator("#sheet").is_visible()            # the sheet, as before
    assert not page.locator("#setup-form").is_visible()
    # the header's "New solo game" pressed early: asked first, the game is kept
    page.click("#new-game")
    release(page, held)
    page.wait_for_function("document.getElementById('confirm-new').open")
    page.click("#btn-confirm-new-keep")
    assert data(page, "screen") == "game" and saved(page) == before
    assert data(page, "moves") == "1"
    page.close()


def test_header_new_solo_game_pressed_early_on_a_first_visit_starts_one(pages):
    page, held = held_tab(pages)
    assert page.is_enabled("#new-game")
    page.click("#new-game")
    release(page, held)
    page.wait_for_function("document.documentElement.dataset.screen === 'game'",
                           timeout=READY_MS)
    assert [x["name"] for x in saved(page)["seats"]] == ["You"]
    page.close()


def test_the_sheet_drawn_in_is_kept_by_the_first_render_and_nothing_jumps(play_page, play_site):
    first = play_page
    first.click("#btn-quick-solo")           # a solo game, saved before its first roll
    page, held = held_page(None, play_site.url, context=first.context)
    page.set_viewport_size(PHONE)             # one column: the sheet drawn in at build time
    page.reload(wait_until="domcontentloaded")
    page.evaluate("document.querySelector('#sheet svg').paintedFirst = true")
    release(page, held)
    assert data(page, "screen") == "game"
    # the same node, now the game's sheet, labelled for the player
    assert page.evaluate("document.querySelector('#sheet-body svg').paintedFirst === true")
    assert page.get_attribute("#sheet-body svg", "aria-label") == "Your score sheet"
    assert jumps(page) == []                  # the boot moved nothing painted before it
    page.click("#btn-roll")                   # and it plays on
    page.locator("button.die.usable").first.click()
    assert data(page, "selected") != ""
    page.close()


def test_nothing_jumps_at_boot_on_a_first_visit_or_a_resumed_game(play_browser, play_site):
    for viewport in (PHONE, DESKTOP):
        page, held = held_page(play_browser, play_site.url, viewport)
        before = page.locator("#setup-title").bounding_box()
        release(page, held)                   # the new-game form: drawn in, then the engine's
        assert data(page, "screen") == "setup"
        assert jumps(page) == [], viewport
        after = page.locator("#setup-title").bounding_box()   # a new node, in the same place
        assert abs(after["y"] - before["y"]) <= 4 and abs(after["x"] - before["x"]) <= 4, (
            viewport, before, after)
        page.click("#btn-quick-solo")
        page.click("#btn-roll")
        again = hold(page)
        page.reload(wait_until="domcontentloaded")   # a game in progress: the sheet drawn in
        release(page, again)
        assert data(page, "screen") == "game" and data(page, "moves") == "1"
        assert jumps(page) == [], viewport
        page.context.close()


# the menu's controls whose middle shows something else (covered)
MENU_COVERED = """() => [...document.querySelectorAll('#toolbar button, #toolbar a')]
    .filter((el) => { const r = el.getBoundingClientRect();
                      const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
                      return !el.contains(top); })
    .map((el) => el.id || el.textContent)"""


def test_a_menu_button_pressed_early_opens_once_the_engine_is_ready(pages):
    page, held = held_tab(pages, PHONE)
    menu(page, "#btn-rules")
    note = page.locator(".early-note")
    assert note.is_visible() and "as soon as the engine is ready" in note.inner_text()
    # the answer covers none of the menu's buttons: each is still the thing under
    # its own middle, to be tapped
    page.click(".toolbar-summary")  # the tap closed the phone's menu: opened again
    assert page.evaluate(MENU_COVERED) == []
    release(page, held)
    page.wait_for_function("document.getElementById('rules-dialog').open")
    page.click("#rules-close-top")
    assert data(page, "screen") == "setup" and saved(page) is None
    page.close()
